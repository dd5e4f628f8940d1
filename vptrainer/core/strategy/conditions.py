"""The conditions of a rule: ``with ...``, and what follows a pattern on its line.

:class:`Conditions` reads what follows a pattern: ``with`` conditions (high cards,
gaps, a span, wild cards held or dealt, a kicker, ranks, discarded cards), a suit
word, brackets and remarks (:mod:`.brackets`). Part of the reader of
:mod:`vptrainer.core.strategy.language`.

**Adding a kind of condition.** Each ``with`` condition is read by one method of
:class:`Conditions` named in :attr:`Conditions.READERS`; a reader looks at the words
after ``with`` (with the count already read: ``2 high cards`` reaches the reader as
``count=(2, 2)``), fills a field of the :class:`~.drafts.Draft` and returns True, or
returns False (and reads nothing) when the words are not its own. A new kind needs
a reader, a field of :class:`~.drafts.Draft` and of :class:`~.patterns.Pattern`
(copied by :func:`~.drafts.finish`), its text in :func:`~.patterns.pattern_text`,
and the kernel test in :func:`~.matching.pattern_tests`.
"""

from __future__ import annotations

from typing import ClassVar, TypeVar

from vptrainer.core.strategy.brackets import SUIT_WORDS, Brackets
from vptrainer.core.strategy.drafts import Draft, Fail, add_wilds
from vptrainer.core.strategy.patterns import KICKED, SPAN_MORE, Kind, PenaltyKind, Range

_V = TypeVar("_V")


class Conditions(Brackets):
    """The conditions that follow a pattern on a rule line."""

    #: the readers of ``with`` conditions, tried in this order (see the module's notes)
    READERS: ClassVar[tuple[str, ...]] = (
        "read_gaps",
        "read_span",
        "read_high_cards",
        "read_penalty_words",
        "read_wild_cards",
        "read_discarded",
        "read_kicker",
        "read_ranks",
        "read_ends",
        "read_held_rank",
    )

    def qualifiers(self, d: Draft) -> None:
        while True:
            t = self.peek()
            start = self.i
            if t is not None and t.text == "w" and self.word(1) == "/":  # "w/ 3 high cards"
                self.i += 2
                self.qualifier(d, negate=False, required=True)
            elif self.at("with", "and", "plus", "having") or (
                self.at("+") and self.peek(1) and self.word(1) != "fp"
            ):
                self.i += 1
                self.take("with")
                self.qualifier(d, negate=False, required=True)
            elif self.take("without"):
                self.qualifier(d, negate=True, required=True)
            elif self.at("from") and self.word(1) in ("a", "the") and self.word(2) == "deal":
                self.i += 3
                self.dealt_wilds(d)
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
            elif (
                self.sigma_shape(d)
                or self.ranks_high(d)
                or self.held_suits(d)
                or self.sf_type(d)
                or self.except_ranks(d)
            ):
                pass
            elif not self.qualifier(d, negate=False, required=False):
                return
            if d.conditions_at < 0 and self.i > start:
                d.conditions_at = start

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
        # "with A-4 kicker": the ace, not the article
        article = self.at("a", "an") and self.group_of() is None
        if article:
            self.i += 1
        the = self.take("the")
        count = None if article or the else self.count_range()
        if negate:
            if count is not None:
                raise Fail("'without' takes no number")
            count = (0, 0)
        for name in self.READERS:
            start = self.i
            if getattr(self, name)(d, count, article or the):
                return True
            self.i = start
        return False

    # ---- the readers (see the module's notes)

    def read_gaps(self, d: Draft, count: Range | None, article: bool) -> bool:
        """``2 gaps``, ``no gaps``, ``consecutive cards``, ``3 consecutive singletons``."""
        w = self.word()
        if w == "gap":
            self.i += 1
            d.gaps = self.set_once(d.gaps, self.need(count, article, "gaps"), "gaps")
            return True
        if w != "consecutive":
            return False
        self.i += 1
        if self.take("singleton", "natural"):  # the Wizard of Odds' wild-card charts
            if count is None or count[0] != count[1]:
                raise Fail("say how many consecutive singletons, such as '3 consecutive'")
            d.span = self.set_once(d.span, count, "span")
            d.naturals = count[0]
            if self.take(","):
                low = self.rank_set()
                if not self.take("or") or self.word() not in ("higher", "better", "more"):
                    raise Fail("expected 'or higher' after the lowest ranks, as in '5-7 or higher'")
                self.i += 1
                d.within = self.set_once(d.within, frozenset(range(min(low), 13)), "ranks")
            return True
        self.take("card")
        d.gaps = self.set_once(d.gaps, (0, 0), "gaps")
        return True

    def read_span(self, d: Draft, count: Range | None, article: bool) -> bool:
        """``a span of 4`` (the ranks from the lowest natural to the highest); ``spread
        5`` and ``a spread of 5`` say it too (Bob Dancer's "3 to a straight flush, spread
        5")."""
        if not (self.at("span", "spread") and (self.word(1) == "of" or self.at("spread"))):
            return False
        if count is not None:
            return False
        self.i += 1
        self.take("of")
        d.span = self.set_once(d.span, self.span_range(), "span")
        return True

    def span_range(self) -> Range:
        """``4``, ``3-4``, ``6 or more``, ``6+``: ranks, up to 13 (not a count of cards)."""
        lo = self.number()
        if lo is None:
            raise Fail(f"expected a number of ranks after 'a span of', found {self.describe()}")
        self.i += 1
        if self.at("-") and self.number(1) is not None:
            hi = self.number(1)
            assert hi is not None
            self.i += 2
            return (lo, hi)
        if self.take("+") or (
            self.at("or") and self.word(1) in ("more", "higher") and self.take("or")
        ):
            self.take("more", "higher")
            return (lo, SPAN_MORE)
        return (lo, lo)

    def read_high_cards(self, d: Draft, count: Range | None, article: bool) -> bool:
        """``2 high cards``, ``a high card penalty``."""
        if not (self.at("high") and self.word(1) == "card"):
            return False
        self.i += 2
        if self.take("penalty"):
            self.add_penalty(d, PenaltyKind.HIGH, frozenset(), count, article)
            return True
        d.high = self.set_once(d.high, self.need(count, article, "high cards"), "high cards")
        return True

    def read_penalty_words(self, d: Draft, count: Range | None, article: bool) -> bool:
        """``a flush penalty``, ``no straight penalty``."""
        w = self.word()
        if w not in ("flush", "straight") or self.word(1) != "penalty":
            return False
        self.i += 2
        kind = PenaltyKind.FLUSH if w == "flush" else PenaltyKind.STRAIGHT
        self.add_penalty(d, kind, frozenset(), count, article)
        return True

    def read_wild_cards(self, d: Draft, count: Range | None, article: bool) -> bool:
        """``1 deuce``, ``the joker``, ``2 sevens``; ``1 deuce dealt`` for the deal's."""
        if not self.wild_word_at():
            return False
        at = self.i
        wild_kind = self.take_wild_word()
        if count is None:
            count = self.one_wild_default(wild_kind, article)
        dealt = self.take("dealt")
        add_wilds(d, wild_kind, count, dealt=dealt)
        if not dealt and d.wilds_at < 0:
            d.wilds_at = at
        return True

    def read_discarded(self, d: Draft, count: Range | None, article: bool) -> bool:
        """``a discarded flush card``, ``2 discarded straight cards``, ``a discarded 9``,
        ``a discarded 7 onsuit``, ``discarded 3/4/6 of one suit``."""
        if self.word() != "discarded":
            return False
        self.i += 1
        kind, ranks = self.penalty_target()
        if kind is PenaltyKind.RANK and self.at("of") and self.word(1) == "one":
            self.i += 2
            self.expect("suit", "in 'of one suit'")
            none = count == (0, 0)
            self.add_penalty(d, PenaltyKind.SUITED, ranks, (0, 0) if none else (1, 1), False)
            return True
        suits = self.suit_mode() if kind is PenaltyKind.RANK else None
        self.add_penalty(d, kind, ranks, count, article, suits)
        return True

    def read_kicker(self, d: Draft, count: Range | None, article: bool) -> bool:
        """``a kicker``, ``a 2-4 kicker``, ``any kicker``."""
        w = self.word()
        if w == "low" and self.word(1) == "kicker":  # sigmajove: A-4 (2-4 with aces)
            self.i += 2
            ranks = frozenset({12, 0, 1, 2})
            if d.group is not None and d.group <= {12}:
                ranks = frozenset({0, 1, 2})
            self.set_kicker(d, ranks & self.game.natural_ranks, count)
            d.kicker_if_any = True  # sigmajove: "keep all five" only with a low kicker
            return True
        if not (w == "kicker" or (w == "any" and self.word(1) == "kicker")):
            if count is None and self.rank_atom() is not None:
                ranks = self.rank_set()
                if self.take("kicker"):
                    self.set_kicker(d, ranks, None)
                    return True
            return False
        kicker_word = self.peek()
        self.i += 2 if w == "any" else 1
        kicker = self.game.natural_ranks
        if w == "kicker" and self.rank_atom() is not None:
            kicker = self.rank_set()
        elif (
            w == "kicker"
            and count is not None
            and count != (1, 1)
            and kicker_word is not None
            and not kicker_word.plural
            and 2 <= count[0] <= count[1] <= 10
        ):
            # "with 2-4 kicker": the ranks of the one kicker, not a count of kickers
            kicker = frozenset(range(count[0] - 2, count[1] - 1))
            count = None
        self.set_kicker(d, kicker, count)
        return True

    def read_ranks(self, d: Draft, count: Range | None, article: bool) -> bool:
        """``ranks 6-A``: every natural held is of these ranks."""
        if not (self.word() == "rank" or (self.word() == "card" and self.rank_atom_at(1))):
            return False
        if self.word() == "rank" and self.word(1) == "including":
            return False
        self.i += 1
        self.take("of")
        d.within = self.set_once(d.within, self.rank_set(), "ranks")
        return True

    def read_ends(self, d: Draft, count: Range | None, article: bool) -> bool:
        """``the highest rank Q``, ``the lowest rank A`` (the ace low when the naturals
        fit a straight so); sigmajove writes ``(Q high)`` and ``(A low)``."""
        w = self.word()
        if w not in ("highest", "lowest") or self.word(1) != "rank":
            return False
        self.i += 2
        ranks = self.rank_set()
        if w == "highest":
            d.top = ranks if d.top is None else d.top & ranks
        else:
            d.bottom = ranks if d.bottom is None else d.bottom & ranks
        return True

    def read_held_rank(self, d: Draft, count: Range | None, article: bool) -> bool:
        """``a K`` (with an article): a natural of this rank is held; ``including QJT``."""
        if self.take("including"):
            group = self.rank_group()
            if group is None:
                raise Fail(f"expected ranks after 'including', found {self.describe()}")
            d.has = frozenset(group) if d.has is None else d.has | frozenset(group)
            return True
        if not article or count is not None:
            return False
        rank = self.rank_atom()
        if rank is None or self.word(1) in ("kicker", "-", "/"):
            return False
        self.i += 1
        d.has = frozenset({rank}) if d.has is None else d.has | {rank}
        return True

    def held_suits(self, d: Draft) -> bool:
        """``in spades or hearts``: every natural held is of these suits (games whose
        wild cards are cards of some suits, as One-Eyed Jacks'); ``in the suit of a wild
        card`` (of one suit, a wild card's of the deal), ``in the other wild suit`` (of
        one suit, the suit of a wild card of the game that the deal does not have)."""
        words = [self.word(j) for j in range(7)]
        for phrase, value in (
            (["in", "the", "suit", "of", "a", "wild", "card"], True),
            (["in", "the", "other", "wild", "suit"], False),
        ):
            if words[: len(phrase)] == phrase:
                if not self.game.is_wild:
                    raise Fail(f"{self.game.name} has no wild cards")
                if d.wild_suit is not None:
                    raise Fail("the suit of the wild card is given twice")
                self.i += len(phrase)
                d.wild_suit = value
                return True
        if not (self.at("in") and self.word(1) in SUIT_WORDS):
            return False
        self.i += 1
        d.suits = self.suit_list() if d.suits is None else d.suits & self.suit_list()
        return True

    def dealt_wilds(self, d: Draft) -> None:
        """``from a deal with 1 deuce``, ``... with 2 sevens and the joker``: the wild
        cards of the deals the pattern plays (what a heading says for its rules)."""
        self.expect("with", "after 'from a deal'")
        while True:
            without = self.take("without")
            article = self.take("a", "an", "the")
            count = None if article else self.count_range()
            if not self.wild_word_at():
                raise Fail(f"expected wild cards after 'from a deal with', found {self.describe()}")
            kind = self.take_wild_word()
            if without:
                count = (0, 0)
            elif count is None:
                count = self.one_wild_default(kind, article)
            add_wilds(d, kind, count, dealt=True)
            if not (self.at("and") and (self.wild_word_at(1) or self.word(1) in ("no", "the"))):
                return
            self.i += 1

    def ranks_high(self, d: Draft) -> bool:
        """``J,Q high`` (the Wizard of Odds) or ``Q high``: the highest natural's rank;
        ``king highest`` (the Wizard of Odds' "2 unsuited high cards, king highest")."""
        j = 0
        while True:
            t = self.peek(j)
            if t is None:
                return False
            if t.base in ("high", "low", "highest") and j > 0:
                break
            if not (t.text in (",", "-", "/") or t.base == "or" or self.rank_atom_at(j)):
                return False
            j += 1
        if not self.at_boundary(j + 1) and self.word(j + 1) not in ("[", "with"):
            return False
        ranks: set[int] = set()
        while not self.at("high", "low", "highest"):
            if self.take(",") or self.take("or"):
                continue
            ranks |= self.rank_set()
        if self.take("high", "highest"):
            d.top = frozenset(ranks) if d.top is None else d.top & ranks
        else:
            self.i += 1
            d.bottom = frozenset(ranks) if d.bottom is None else d.bottom & ranks
        return True

    # ---- helpers

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
