"""The conditions of a rule: ``with ...``, penalty cards in brackets, remarks.

:class:`Conditions` reads what follows a pattern (high cards, gaps, wild cards, a
kicker, ranks, discarded cards, ``(pick the lowest)``). Part of the reader of
:mod:`vptrainer.core.strategy.language`.
"""

from __future__ import annotations

from typing import TypeVar

from vptrainer.core.strategy.cursor import Cursor
from vptrainer.core.strategy.drafts import Draft, Fail, add_wilds
from vptrainer.core.strategy.lexicon import NUMBER_WORDS, Tok, rank_of_text
from vptrainer.core.strategy.patterns import (
    KICKED,
    MAX_COUNT,
    Kind,
    Penalty,
    PenaltyKind,
    Pick,
    Range,
)

_V = TypeVar("_V")


class Conditions(Cursor):
    """The conditions that follow a pattern on a rule line."""

    def qualifiers(self, d: Draft) -> None:
        while True:
            t = self.peek()
            if t is not None and t.text == "w" and self.word(1) == "/":  # "w/ 3 high cards"
                self.i += 2
                self.qualifier(d, negate=False, required=True)
            elif self.at("with", "and", "plus", "having") or (self.at("+") and self.peek(1)):
                self.i += 1
                self.take("with")
                self.qualifier(d, negate=False, required=True)
            elif self.take("without"):
                self.qualifier(d, negate=True, required=True)
            elif self.at("["):
                self.terse(d)
            elif self.at("suited", "unsuited", "offsuit") and d.kind in (
                Kind.RANKS,
                Kind.HIGH_CARDS,
            ):
                if d.suited is not None:
                    raise Fail("the suits are given twice")
                d.suited = self.word() == "suited"
                self.i += 1
            elif self.take("only", "alone"):
                pass
            elif self.at("("):
                self.remark(d)
            elif not self.qualifier(d, negate=False, required=False):
                return

    def qualifier(self, d: Draft, *, negate: bool, required: bool) -> bool:
        start = self.i
        try:
            if self.one_qualifier(d, negate):
                d.has_qualifiers = True
                return True
        except Fail:
            if required:
                raise
            self.i = start
            return False
        self.i = start
        if required:
            raise Fail(f"expected a condition after 'with', found {self.describe()}")
        return False

    def one_qualifier(self, d: Draft, negate: bool) -> bool:
        article = self.at("a", "an")
        if article:
            self.i += 1
        the = self.take("the")
        count = None if article or the else self.count_range()
        if negate:
            if count is not None:
                raise Fail("'without' takes no number")
            count = (0, 0)
        w = self.word()
        if w == "gap":
            self.i += 1
            d.gaps = self.set_once(d.gaps, self.need(count, article, "gaps"), "gaps")
            return True
        if w == "consecutive":
            self.i += 1
            self.take("card")
            d.gaps = self.set_once(d.gaps, (0, 0), "gaps")
            return True
        if w == "high" and self.word(1) == "card":
            self.i += 2
            if self.take("penalty"):
                self.add_penalty(d, PenaltyKind.HIGH, frozenset(), count, article)
                return True
            d.high = self.set_once(d.high, self.need(count, article, "high cards"), "high cards")
            return True
        if w in ("flush", "straight") and self.word(1) == "penalty":
            self.i += 2
            kind = PenaltyKind.FLUSH if w == "flush" else PenaltyKind.STRAIGHT
            self.add_penalty(d, kind, frozenset(), count, article)
            return True
        if self.wild_word_at():
            wild_kind = self.take_wild_word()
            if count is None:
                count = self.one_wild_default(wild_kind, article or the)
            add_wilds(d, wild_kind, count)
            return True
        if w == "discarded":
            self.i += 1
            kind, ranks = self.penalty_target()
            self.add_penalty(d, kind, ranks, count, article)
            return True
        if w == "kicker" or (w == "any" and self.word(1) == "kicker"):
            self.i += 2 if w == "any" else 1
            kicker = self.game.natural_ranks
            if w == "kicker" and self.rank_atom() is not None:
                kicker = self.rank_set()
            self.set_kicker(d, kicker, count)
            return True
        if w == "rank" or (w == "card" and self.rank_atom_at(1)):
            self.i += 1
            self.take("of")
            d.within = self.set_once(d.within, self.rank_set(), "ranks")
            return True
        if count is None and self.rank_atom() is not None:
            ranks = self.rank_set()
            if self.take("kicker"):
                self.set_kicker(d, ranks, None)
                return True
        return False

    def rank_atom_at(self, k: int) -> bool:
        start = self.i
        self.i += k
        try:
            return self.rank_atom() is not None
        finally:
            self.i = start

    @staticmethod
    def need(count: Range | None, article: bool, what: str) -> Range:
        if count is not None:
            return count
        if article:
            return (1, 1)
        raise Fail(f"say how many {what}, such as '1 {what}' or 'no {what}'")

    @staticmethod
    def set_once(old: object, new: _V, what: str) -> _V:
        if old is not None:
            raise Fail(f"the {what} are given twice")
        return new

    def set_kicker(self, d: Draft, kicker: frozenset[int], count: Range | None) -> None:
        if count not in (None, (1, 1)):
            raise Fail("a hand holds one kicker")
        if d.kind is not Kind.MADE or d.made not in KICKED:
            raise Fail("a kicker goes with a pair, three or four of a kind")
        d.kicker = self.set_once(d.kicker, kicker, "kicker")

    def penalty_target(self) -> tuple[PenaltyKind, frozenset[int]]:
        w = self.word()
        if w in ("flush", "straight") and self.word(1) == "card":
            self.i += 2
            return (PenaltyKind.FLUSH if w == "flush" else PenaltyKind.STRAIGHT), frozenset()
        if w == "high" and self.word(1) == "card":
            self.i += 2
            return PenaltyKind.HIGH, frozenset()
        if self.rank_atom() is not None:
            return PenaltyKind.RANK, self.rank_set()
        raise Fail(
            "expected 'flush card', 'straight card', 'high card' or a rank after 'discarded', "
            f"found {self.describe()}"
        )

    def add_penalty(
        self,
        d: Draft,
        kind: PenaltyKind,
        ranks: frozenset[int],
        count: Range | None,
        article: bool,
    ) -> None:
        if count is None or article:
            count = (1, MAX_COUNT)
        if any(p.kind is kind for p in d.penalties):
            raise Fail(f"the discarded {kind.value} cards are counted twice")
        d.penalties.append(Penalty(kind, count, ranks))

    def terse(self, d: Draft) -> None:
        """``[fp]``, ``[no sp]``, ``[2 fp, hp]``, ``[9p]``: penalty cards in brackets."""
        self.expect("[", "")
        while True:
            count: Range | None
            if self.take("no"):
                count = (0, 0)
            else:
                n = self.number()
                count = None
                if n is not None:
                    self.i += 1
                    count = (n, MAX_COUNT) if self.take("+") else (n, n)
            t = self.peek()
            if t is None:
                raise Fail("a '[' is not closed")
            code = t.text
            kinds = {"fp": PenaltyKind.FLUSH, "sp": PenaltyKind.STRAIGHT, "hp": PenaltyKind.HIGH}
            if code in kinds:
                self.i += 1
                self.add_penalty(d, kinds[code], frozenset(), count, False)
            elif code.endswith("p") and rank_of_text(code[:-1]) is not None:
                rank = rank_of_text(code[:-1])
                assert rank is not None
                self.i += 1
                self.add_penalty(d, PenaltyKind.RANK, frozenset({rank}), count, False)
            else:
                raise Fail(
                    f"unknown penalty {t.text!r} in brackets; use fp, sp, hp or a rank "
                    "and p such as 9p"
                )
            d.has_qualifiers = True
            if self.take("]"):
                return
            self.take(",")

    def remark(self, d: Draft) -> None:
        """A parenthesised remark: an EV note, or "pick the lowest/highest"."""
        self.expect("(", "")
        words: list[Tok] = []
        while not self.at(")"):
            t = self.peek()
            if t is None:
                raise Fail("a '(' is not closed")
            words.append(t)
            self.i += 1
        self.i += 1
        text = " ".join(t.text for t in words)
        if words and all(t.is_num or t.base in ("to", "-", "ev", "about") for t in words):
            return  # an EV note such as (0.5957) or (0.62 to 0.64)
        allowed = {"if", "more", "than", "then", "pick", "keep", "hold", "choose", "the"}
        allowed |= {"card", "there", "are", "is", "of", "them", "those", "rank", "a", "an"}
        allowed |= {"only", "use", "play", "lowest", "highest", ",", "-"}
        picks = [t.base for t in words if t.base in ("lowest", "highest")]
        numbers = [self.number_value(t) for t in words]
        if len(picks) != 1 or any(
            t.base not in allowed and n is None for t, n in zip(words, numbers, strict=True)
        ):
            raise Fail(
                f"unknown remark '({text})': the language understands '(pick the lowest)', "
                "'(pick the highest)' and EV notes such as '(0.60)'"
            )
        if d.pick is not None:
            raise Fail("the hold is narrowed twice")
        d.pick = Pick.LOWEST if picks[0] == "lowest" else Pick.HIGHEST
        where = next(j for j, t in enumerate(words) if t.base in ("lowest", "highest"))
        after = [n for n in numbers[where:] if n is not None]
        d.pick_count = after[0] if after else None

    @staticmethod
    def number_value(t: Tok) -> int | None:
        if t.plural:
            return None
        if t.is_num and "." not in t.text:
            return int(t.text) if len(t.text) <= 2 else 99
        return NUMBER_WORDS.get(t.base)
