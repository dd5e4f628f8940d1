"""Reading the tokens of one rule line: look-ahead, counts, ranks and wild-card words.

:class:`Cursor` is the base of the rule grammar (:mod:`.grammar`). Part of the reader
of :mod:`vptrainer.core.strategy.language`.
"""

from __future__ import annotations

from vptrainer.core.strategy.drafts import Fail
from vptrainer.core.strategy.game import ACE, Game
from vptrainer.core.strategy.lexicon import (
    ACE_AFTER,
    BOUNDARY,
    LESS_WORDS,
    MORE_WORDS,
    NUMBER_WORDS,
    RANK_WORDS,
    VOCABULARY,
    Tok,
    rank_letters,
    rank_of_text,
)
from vptrainer.core.strategy.patterns import MAX_COUNT, Range

_AFTER_WILD = ("with", "only", "alone", "and", ":", "+", "from", "dealt")


class Cursor:
    """A position in the tokens of one rule line: looking ahead, numbers, ranks, wild words."""

    def __init__(self, tokens: list[Tok], game: Game, *, sigmajove: bool = False) -> None:
        self.toks = tokens
        self.i = 0
        self.game = game
        # a line of sigmajove's files: conditions belong to the item they follow
        self.sigmajove = sigmajove
        self.warnings: list[tuple[int, str]] = []  # (token, message): readings to point out

    # ---- token helpers

    def peek(self, k: int = 0) -> Tok | None:
        j = self.i + k
        return self.toks[j] if 0 <= j < len(self.toks) else None

    def word(self, k: int = 0) -> str | None:
        t = self.peek(k)
        return None if t is None else t.base

    def at(self, *words: str) -> bool:
        return self.word() in words

    def take(self, *words: str) -> bool:
        if self.at(*words):
            self.i += 1
            return True
        return False

    def expect(self, word: str, context: str) -> None:
        if not self.take(word):
            raise Fail(f"expected {word!r} {context}, found {self.describe()}")

    def describe(self) -> str:
        t = self.peek()
        return "the end of the line" if t is None else repr(t.text)

    def at_boundary(self, k: int = 0) -> bool:
        t = self.peek(k)
        return t is None or t.base in BOUNDARY

    def unexpected(self) -> Fail:
        t = self.peek()
        if t is None:
            return Fail("the line ends too soon")
        if (
            not t.is_sym
            and not t.is_num
            and t.base not in VOCABULARY
            and rank_letters(t.text) is None
            and t.base not in self.game.wild_names
        ):
            return Fail(f"unknown word {t.text!r}")
        return Fail(f"did not expect {t.text!r} here")

    # ---- numbers and ranks

    def number(self, k: int = 0) -> int | None:
        t = self.peek(k)
        if t is None or t.plural:
            return None
        if t.is_num and "." not in t.text:
            return int(t.text) if len(t.text) <= 2 else 99
        return NUMBER_WORDS.get(t.base)

    def count_range(self) -> Range | None:
        """``2``, ``no``, ``1-2``, ``2 or more``, ``at least 1``, ``3+``; None if absent."""
        if self.at("at") and self.word(1) in ("least", "most"):
            most = self.word(1) == "most"
            n = self.number(2)
            if n is None:
                return None
            self.i += 3
            return (0, n) if most else (n, MAX_COUNT)
        n = self.number()
        if n is None:
            return None
        self.i += 1
        if self.at("-") and self.number(1) is not None:
            m = self.number(1)
            assert m is not None
            self.i += 2
            if m < n:
                raise Fail(f"the range {n}-{m} runs backwards")
            return (n, m)
        if self.at("+"):
            self.i += 1
            return (n, MAX_COUNT)
        m = self.number(1) if self.at("or") else None
        if m is not None and self.word(2) not in ("to", "card", "-"):  # "3 or 4 high cards"
            self.i += 2
            return (min(n, m), max(n, m))
        if self.at("or") and self.word(1) in MORE_WORDS:
            self.i += 2
            return (n, MAX_COUNT)
        if self.at("or") and self.word(1) in LESS_WORDS:
            self.i += 2
            return (0, n)
        return (n, n)

    def rank_atom(self) -> int | None:
        t = self.peek()
        if t is None or t.is_sym:
            return None
        if t.base == "deuce" or t.base in self.game.wild_names:
            return None
        return rank_of_text(t.base)

    def rank_set(self) -> frozenset[int]:
        """``aces``, ``2-4``, ``jacks or better``, ``A-4``, ``8/A``."""
        ranks: set[int] = set()
        while True:
            a = self.rank_atom()
            if a is None:
                raise Fail(
                    f"expected a rank such as 'A', '2-4' or 'jacks', found {self.describe()}"
                )
            self.i += 1
            if self.at("-") and self.peek(1) is not None:
                self.i += 1
                b = self.rank_atom()
                if b is None:
                    raise Fail(f"expected a rank after '-', found {self.describe()}")
                self.i += 1
                if a <= b:
                    ranks.update(range(a, b + 1))
                elif a == ACE:
                    ranks.add(ACE)
                    ranks.update(range(0, b + 1))
                else:
                    raise Fail("a rank range runs low-high, such as 2-4")
            elif self.at("or") and self.word(1) in MORE_WORDS:
                self.i += 2
                ranks.update(range(a, 13))
            elif self.at("or") and self.word(1) in LESS_WORDS:
                self.i += 2
                ranks.update(range(0, a + 1))
            else:
                ranks.add(a)
            if not self.take("/"):
                return frozenset(ranks)

    def group_of(self, k: int = 0) -> tuple[int, ...] | None:
        """The ranks of one token written as explicit ranks (``kqj``, ``10``, ``ace``)."""
        t = self.peek(k)
        if t is None or t.is_sym or t.plural or "." in t.text:
            return None
        if t.base in RANK_WORDS:
            return None if t.base in NUMBER_WORDS else (RANK_WORDS[t.base],)
        if t.text == "a":
            after = self.word(k + 1)
            before = self.peek(k - 1)
            ace = (
                self.at_boundary(k + 1)
                or after in ACE_AFTER
                or (after == "-" and self.group_of(k + 2) is not None)  # "A-K-Q-J"
                or (before is not None and before.text in ("/", "-"))
            )
            return (ACE,) if ace else None
        if t.text == "at" and self.word(k + 1) not in ("least", "most"):
            return (ACE, 8)  # A-T, not "at least"
        if t.base in VOCABULARY or t.base in self.game.wild_names:
            return None
        if t.is_num and len(t.text) <= 2:
            rank = rank_of_text(t.text)
            if rank is not None:
                return (rank,)
        return rank_letters(t.text)  # "87" is an eight and a seven

    def rank_group(self) -> tuple[int, ...] | None:
        """Explicit ranks: ``KQJ``, ``10/J``, ``J Q K A``, ``Q-J-10``, ``ace``; None if
        absent."""
        ranks: list[int] = []
        while True:
            group = self.group_of()
            if group is None:
                break
            ranks.extend(group)
            self.i += 1
            if self.at("/", "-") and self.group_of(1) is not None:
                self.i += 1
        return tuple(ranks) if ranks else None

    # ---- wild words

    def wild_word_at(self, k: int = 0) -> bool:
        """Whether the word at ``k`` names a wild card: ``deuce``, ``joker``, ``wild card``,
        or the rank of a wild rank used as a noun (``two sevens``, ``1 seven``, ``threes``)."""
        t = self.peek(k)
        if t is None:
            return False
        if t.base == "wild":
            return (
                self.word(k + 1) == "card"
                or self.at_boundary(k + 1)
                or self.word(k + 1) in ("with", "only", "alone", "and", ":", "+", "from", "dealt")
            )
        if t.base in ("deuce", "joker"):
            return True
        if t.base not in self.game.wild_names or t.base not in RANK_WORDS or t.is_sym:
            return False
        if t.plural:
            return True
        # a singular rank word is a count ("three of a kind") unless it stands alone
        after = self.word(k + 1)
        before = self.peek(k - 1)
        counted = before is not None and (
            before.base in ("a", "an", "the", "no", "one") or before.is_num
        )
        alone = self.at_boundary(k + 1) or after in _AFTER_WILD
        return alone and (counted or k + self.i == 0 or after in ("only", "alone"))

    def take_wild_word(self) -> str:
        """Take a wild-card word; say which kind it counts: ``any`` wild card, or, in a
        game with jokers and other wild cards, the ``joker`` or the others (``rank``)."""
        t = self.peek()
        assert t is not None
        if t.base == "deuce" and "deuce" not in self.game.wild_names:
            if self.sigmajove and self.game.is_wild and not self.game.mixed:
                # sigmajove's program calls every wild card a deuce
                self.i += 1
                return "any"
            if self.game.is_wild:
                raise Fail(f"deuces are not wild in {self.game.name}; say 'wild card'")
            raise Fail(f"deuces are not wild in {self.game.name}")
        if t.base == "joker" and "joker" not in self.game.wild_names:
            raise Fail(f"{self.game.name} has no joker")
        if not self.game.is_wild:
            raise Fail(f"{self.game.name} has no wild cards")
        self.i += 1
        if t.base == "wild":
            self.take("card")
            return "any"
        if not self.game.mixed:
            return "any"
        if t.base == "joker":
            return "joker"
        if self.game.rank_word == "wild card":
            raise Fail(
                f"the wild cards of {self.game.name} are not one rank: count them as "
                "'wild cards' and 'jokers'"
            )
        return "rank"

    def one_wild_default(self, kind: str, article: bool) -> Range:
        """The count of a wild-card word without a number: ``the joker`` is one."""
        if article or self.game.max_wilds == 1 or (kind == "joker" and self.game.spec.jokers == 1):
            return (1, 1)
        return (1, MAX_COUNT)
