"""What a strategy needs to know of a game: its deck, its wild cards, its high cards.

A strategy is read for one game: ``two deuces`` means something only where the
deuces are wild, and "high cards" are the ranks that make the table's paying pair
(J-A for jacks or better, K-A for kings or better). :func:`game_of` derives this from
a pay table. The wild cards are a set of card codes, so games with any wild rank,
two jokers or specific wild cards only change :func:`game_of`.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from vptrainer.core.cards import RANK_NAMES
from vptrainer.core.games.categories import category_def
from vptrainer.core.games.game_spec import GameSpec
from vptrainer.core.games.paytable import PayTable

ACE = 12
ROYAL_RANKS = frozenset(range(8, 13))  # T, J, Q, K, A


@dataclass(frozen=True)
class Game:
    """The facts of a game that hold patterns depend on."""

    name: str
    deck_size: int
    wild_cards: frozenset[int]  # card codes that are wild
    wild_word: str  # how a wild card is named: "deuce", "joker", "wild card"; "" when none
    wild_names: frozenset[str]  # every word that names a wild card in this game
    high_min: int | None  # lowest rank of a paying pair (None: the table pays no pair)
    spec: GameSpec  # the game as the engine knows it (its suit classes follow the wild cards)
    lowest_pay: str = "pair"  # the lowest hand paid: "pair", "two_pair" or "three_of_a_kind"

    @property
    def max_wilds(self) -> int:
        """The most wild cards a hand can hold."""
        return min(5, len(self.wild_cards))

    @property
    def mixed(self) -> bool:
        """Whether the game has jokers and other wild cards (Deuces and Joker Wild):
        then a rule can count the two kinds apart."""
        return self.spec.jokers > 0 and bool(self.spec.wild_ranks or self.spec.wild_cards)

    @property
    def rank_word(self) -> str:
        """The word for the wild cards that are not jokers: ``deuce``, ``seven``, or
        ``wild card`` when they are not one rank."""
        spec = self.spec
        if len(spec.wild_ranks) == 1 and not spec.wild_cards:
            rank = next(iter(spec.wild_ranks))
            return "deuce" if rank == 0 else RANK_NAMES[rank]
        return "wild card"

    @property
    def joker_count(self) -> int:
        """Jokers in the deck (0, 1 or 2)."""
        return self.spec.jokers

    @property
    def max_others(self) -> int:
        """The most wild cards other than jokers a hand can hold."""
        return min(5, len(self.wild_cards) - self.spec.jokers)

    @property
    def is_wild(self) -> bool:
        """Whether the game has wild cards."""
        return bool(self.wild_cards)

    @property
    def high_ranks(self) -> frozenset[int]:
        """The high-card ranks (empty when the table pays no pair)."""
        return frozenset() if self.high_min is None else frozenset(range(self.high_min, 13))

    @property
    def low_ranks(self) -> frozenset[int]:
        """The ranks below the paying pair (every rank when none pays)."""
        return frozenset(range(13)) - self.high_ranks

    @property
    def natural_ranks(self) -> frozenset[int]:
        """Ranks that have at least one card that is not wild."""
        return frozenset(c >> 2 for c in range(52) if c not in self.wild_cards)

    def wild_suits(self) -> int:
        """The suits (4-bit mask) of the wild cards that have one (not the jokers)."""
        mask = 0
        for c in self.wild_cards:
            if c < 52:
                mask |= 1 << (c & 3)
        return mask

    def wild_flags(self) -> npt.NDArray[np.int8]:
        """``flags[card]`` is 1 for a wild card of the deck."""
        flags = np.zeros(self.deck_size, dtype=np.int8)
        for c in self.wild_cards:
            flags[c] = 1
        return flags


def game_of(table: PayTable) -> Game:
    """The game a pay table describes, as strategies see it."""
    high_min = None
    for line in table.lines:
        cdef = category_def(table.game, line.key)
        if cdef is not None and cdef.pair_min_rank is not None:
            high_min = cdef.pair_min_rank
    spec = table.game
    wild_cards = spec.wild_set
    names = set()
    if spec.jokers:
        names.add("joker")
    names |= {RANK_NAMES[r] if r else "deuce" for r in spec.wild_ranks}
    if spec.wild_cards:
        names.add("wild card")
    word = next(iter(names)) if len(names) == 1 else ("wild card" if names else "")
    if names:
        names |= {"wild", "wild card"}
    keys = {line.key for line in table.lines}
    lowest = "pair" if high_min is not None else "three_of_a_kind"
    if high_min is None and "two_pair" in keys:
        lowest = "two_pair"
    return Game(
        table.name, table.deck_size, wild_cards, word, frozenset(names), high_min, spec, lowest
    )
