"""A game as data: its wild cards (jokers, wild ranks, wild cards) and so its deck.

:class:`GameSpec` and the ``wild`` shorthands (:class:`Wild`) of a pay-table file; rank
sets as players write them (``"2-4"``, ``"A,8"``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from vptrainer.core.cards import (
    JOKERS,
    MAX_JOKERS,
    RANK_NAMES,
    RANK_PLURALS,
    RANKS,
    CardError,
    format_card,
    parse_cards,
)
from vptrainer.core.errors import VPError

ACE, KING, QUEEN, JACK, TEN = 12, 11, 10, 9, 8
ALL_RANKS = frozenset(range(13))


class Wild(StrEnum):
    """The shorthand of a game's wild cards, as the ``wild`` key of a pay-table file.

    ``NONE``, ``DEUCES`` and ``JOKER`` are the three classic games; ``OTHER`` is any
    other set of wild cards, described in full by the table's :class:`GameSpec`.
    """

    NONE = "none"
    DEUCES = "deuces"
    JOKER = "joker"
    OTHER = "other"

    @property
    def deck_size(self) -> int:
        """52 cards, or 53 with the joker (``OTHER`` games: see their :class:`GameSpec`)."""
        if self is Wild.OTHER:
            raise ValueError("the deck of an 'other' game is given by its GameSpec")
        return 53 if self is Wild.JOKER else 52


def checked_rank_set(value: object, where: str) -> frozenset[int]:
    """Rank indices from text (``"2-4"``) or an iterable of indices, checked; ``where``
    names the field in a message."""
    if isinstance(value, str):
        return parse_rank_set(value) if value.strip() else frozenset()
    try:
        ranks: frozenset[int] = frozenset(value)  # type: ignore[call-overload]
    except TypeError:
        raise VPError(
            f'{where}: must be ranks such as "7" or "2,7", got {str(value)[:40]!r}'
        ) from None
    for r in ranks:
        if isinstance(r, bool) or not isinstance(r, int) or not 0 <= r < 13:
            raise VPError(f"{where}: {r!r} is not a rank index 0..12 (2..A)")
    return ranks


def _card_set(value: object, where: str) -> frozenset[int]:
    if isinstance(value, str):
        try:
            return frozenset(parse_cards(value).cards)
        except CardError as exc:
            raise VPError(f"{where}: {exc}") from None
    try:
        cards: frozenset[int] = frozenset(value)  # type: ignore[call-overload]
    except TypeError:
        raise VPError(f'{where}: must be cards such as "Jh Js", got {str(value)[:40]!r}') from None
    for c in cards:
        if isinstance(c, bool) or not isinstance(c, int) or not 0 <= c < 52:
            raise VPError(f"{where}: {c!r} is not a card of the 52-card deck (0..51)")
    return cards


@dataclass(frozen=True)
class GameSpec:
    """Which cards of a game are wild, and so its deck and its vocabulary.

    ``jokers`` jokers (0, 1 or 2; cards 52 and 53) are added to the 52 cards and are
    always wild; every card of the ``wild_ranks`` (rank indices, 0 = 2 .. 12 = ace) is
    wild; so are the ``wild_cards`` (specific cards such as the one-eyed jacks). With
    ``natural_in_place`` a wild card standing for itself keeps a hand natural (One-Eyed
    Jacks: a royal flush with the jack of hearts in its own place is a natural royal).
    A :class:`Wild` shorthand or its text is accepted wherever a spec is expected
    (:meth:`of`).
    """

    jokers: int = 0
    wild_ranks: frozenset[int] = frozenset()
    wild_cards: frozenset[int] = frozenset()
    natural_in_place: bool = False

    def __post_init__(self) -> None:
        if isinstance(self.jokers, bool) or not isinstance(self.jokers, int):
            raise VPError(f"jokers: must be 0, 1 or 2, got {self.jokers!r}")
        if not 0 <= self.jokers <= MAX_JOKERS:
            raise VPError(f"jokers: a deck has 0, 1 or 2 jokers, got {self.jokers}")
        ranks = checked_rank_set(self.wild_ranks, "wild_ranks")
        cards = _card_set(self.wild_cards, "wild_cards")
        for c in sorted(cards):
            if c >> 2 in ranks:
                raise VPError(
                    f"wild_cards: {format_card(c)} is already wild "
                    f"(every {RANK_NAMES[c >> 2]} is, through wild_ranks)"
                )
        object.__setattr__(self, "wild_ranks", ranks)
        object.__setattr__(self, "wild_cards", cards)
        if not isinstance(self.natural_in_place, bool):
            raise VPError(f"natural_in_place: must be true or false, got {self.natural_in_place!r}")
        if self.natural_in_place and not (ranks or cards):
            raise VPError(
                "natural_in_place: only wild ranks or wild cards can stand in their own place "
                "(a joker has none)"
            )

    @classmethod
    def of(cls, game: GameSpec | Wild | str) -> GameSpec:
        """A spec from a spec, a :class:`Wild` shorthand or its text (``"deuces"``)."""
        if isinstance(game, GameSpec):
            return game
        if isinstance(game, str):
            try:
                game = Wild(game)
            except ValueError:
                raise VPError(
                    f'unknown wild value {game!r}; use "none", "deuces" or "joker"'
                ) from None
        if not isinstance(game, Wild):
            raise VPError(f"a game is a GameSpec or a wild shorthand, got {game!r}")
        if game is Wild.OTHER:
            raise VPError('wild = "other" needs the game\'s jokers, wild_ranks and wild_cards')
        return _SHORTHANDS[game]

    @property
    def deck_size(self) -> int:
        """52, 53 or 54 cards."""
        return 52 + self.jokers

    @property
    def wild_set(self) -> frozenset[int]:
        """Every wild card of the deck (jokers included)."""
        return frozenset(
            {c for c in range(52) if c >> 2 in self.wild_ranks}
            | set(self.wild_cards)
            | set(JOKERS[: self.jokers])
        )

    @property
    def wild_count(self) -> int:
        """How many cards of the deck are wild."""
        return 4 * len(self.wild_ranks) + len(self.wild_cards) + self.jokers

    @property
    def has_wild(self) -> bool:
        """Whether any card is wild."""
        return self.wild_count > 0

    def is_wild(self, card: int) -> bool:
        """Whether ``card`` is wild in this game."""
        if card >= 52:
            return card - 52 < self.jokers
        return card >> 2 in self.wild_ranks or card in self.wild_cards

    @property
    def wild(self) -> Wild:
        """The shorthand of this game: ``NONE``, ``DEUCES``, ``JOKER`` or ``OTHER``."""
        for shorthand, spec in _SHORTHANDS.items():
            if spec == self:
                return shorthand
        return Wild.OTHER

    @property
    def jokers_only(self) -> bool:
        """Whether the only wild cards are jokers (Joker Poker, Double Joker)."""
        return self.jokers > 0 and not self.wild_ranks and not self.wild_cards

    def describe(self) -> str:
        """Plain words: ``no wild cards``, ``deuces wild``, ``sevens and one joker wild``."""
        parts = ["deuces" if r == 0 else RANK_PLURALS[r] for r in sorted(self.wild_ranks)]
        parts += [format_card(c) for c in sorted(self.wild_cards)]
        if self.jokers:
            parts.append("one joker" if self.jokers == 1 else "two jokers")
        if not parts:
            return "no wild cards"
        text = ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]
        text += " wild"
        if self.natural_in_place:
            text += " (natural in their own place)"
        return text

    def short_text(self) -> str:
        """A compact name: ``none``, ``deuces``, ``joker``, or such as ``7s+joker``,
        ``2 jokers``, ``Jh+Js``."""
        if self.wild is not Wild.OTHER:
            return str(self.wild)
        parts = [f"{RANKS[r]}s" for r in sorted(self.wild_ranks)]
        parts += [format_card(c) for c in sorted(self.wild_cards)]
        if self.jokers:
            parts.append("joker" if self.jokers == 1 else "2 jokers")
        return "+".join(parts)

    def to_dict(self) -> dict[str, object]:
        """The file keys of this game: ``jokers``, ``wild_ranks``, ``wild_cards``."""
        doc: dict[str, object] = {}
        if self.jokers:
            doc["jokers"] = self.jokers
        if self.wild_ranks:
            doc["wild_ranks"] = rank_set_text(self.wild_ranks)
        if self.wild_cards:
            doc["wild_cards"] = " ".join(format_card(c) for c in sorted(self.wild_cards))
        if self.natural_in_place:
            doc["natural_in_place"] = True
        return doc


_SHORTHANDS = {
    Wild.NONE: GameSpec(),
    Wild.DEUCES: GameSpec(wild_ranks=frozenset({0})),
    Wild.JOKER: GameSpec(jokers=1),
}


def parse_rank_set(text: str) -> frozenset[int]:
    """Read ranks or ranges such as ``"A,8"``, ``"2-4"``, ``"5-K"`` or ``"A-4"``.

    A range runs in the order 2..A; ``A-4`` wraps to mean A, 2, 3, 4.
    """
    ranks: set[int] = set()
    if len(str(text)) > 80:
        raise VPError(f"too long for ranks: {str(text)[:40]!r}…")
    parts = [p.strip() for p in str(text).split(",")]
    if not any(parts):
        raise VPError("no ranks given")
    for part in parts:
        if not part:
            raise VPError(f"empty rank in {text!r}")
        bounds = [b.strip() for b in part.split("-")]
        if len(bounds) > 2:
            raise VPError(f"bad range {part!r}")
        values = []
        for b in bounds:
            code = "T" if b == "10" else b.upper()
            if len(code) != 1 or code not in RANKS:
                raise VPError(
                    f"unknown rank {b!r} in {text!r}; ranks are 2-9, T (or 10), J, Q, K, A"
                )
            values.append(RANKS.index(code))
        if len(values) == 1:
            ranks.add(values[0])
        elif values[0] <= values[1]:
            ranks.update(range(values[0], values[1] + 1))
        elif values[0] == ACE:
            ranks.add(ACE)
            ranks.update(range(0, values[1] + 1))
        else:
            raise VPError(f"range {part!r} runs backwards; write it low-high, such as 2-4")
    return frozenset(ranks)


def _ranks(text: str) -> frozenset[int]:
    return parse_rank_set(text)


def game_text(game: GameSpec) -> str:
    """How messages name a game: ``wild = "deuces"`` or ``this game (two jokers wild)``."""
    if game.wild is not Wild.OTHER:
        return f'wild = "{game.wild}"'
    return f"this game ({game.describe()})"


def rank_set_text(ranks: frozenset[int], sep: str = ",") -> str:
    """Canonical text of a rank set, runs joined by ``sep``: ``"8,A"``, ``"2-4"``,
    ``"A-4"``, ``"J-K"``."""
    low_ace = ACE in ranks and 0 in ranks and ranks != ALL_RANKS
    ordered = sorted(-1 if (r == ACE and low_ace) else r for r in ranks)
    runs: list[str] = []
    i = 0
    while i < len(ordered):
        j = i
        while j + 1 < len(ordered) and ordered[j + 1] == ordered[j] + 1:
            j += 1
        a, b = RANKS[ordered[i]], RANKS[ordered[j]]
        if j == i:
            runs.append(a)
        elif j == i + 1:
            runs.extend([a, b])
        else:
            runs.append(f"{a}-{b}")
        i = j + 1
    return sep.join(runs)
