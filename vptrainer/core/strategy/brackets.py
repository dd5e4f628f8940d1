"""What follows a pattern in brackets and parentheses: penalty cards and remarks.

Brackets hold penalty cards, tersely: ``[fp]``, ``[no sp]``, ``[2 fp, hp]``, ``[9p]``,
and as sigmajove writes them, ``[dsc fp]``, ``[no 8T or 9T]``, ``[dsc 8T or 9T]`` (an
8 and a T, or a 9 and a T), ``[dsc 7 onsuit]``, ``[dsc K offsuit, Q, or J]``,
``[dsc 346 suited]`` (a 3, a 4 and a 6 of one suit), ``[others]``. Parentheses hold a
remark: ``(pick the lowest)``, an EV note ``(0.62)``, or sigmajove's conditions on the
held ranks: ``(Q high)``, ``(5-J high)``, ``(A low)``, ``(QJT)``, ``(A23 or 234)``,
``(no T)``, ``(with T)``. Part of the reader of :mod:`vptrainer.core.strategy.language`.
"""

from __future__ import annotations

import itertools
import re

from vptrainer.core.strategy.cursor import Cursor
from vptrainer.core.strategy.drafts import Draft, Fail, Option
from vptrainer.core.strategy.lexicon import NUMBER_WORDS, Tok, rank_letters, rank_of_text
from vptrainer.core.strategy.patterns import (
    GROUPED,
    MAX_COUNT,
    Kind,
    Penalty,
    PenaltyKind,
    Pick,
    Range,
    SuitMode,
)

_CODES = {"fp": PenaltyKind.FLUSH, "sp": PenaltyKind.STRAIGHT, "hp": PenaltyKind.HIGH}
SUIT_WORDS = {"club": 0, "diamond": 1, "heart": 2, "spade": 3}
_HIGH_COUNT = re.compile(r"^h([0-5])$")
_REACH = {"i": 1, "di": 2, "ti": 3}

_TYPES = {"1": 1, "2": 2, "3": 3, "i": 1, "ii": 2, "iii": 3}  # "type 2", "type II"


class Brackets(Cursor):
    """Penalty cards in brackets, remarks in parentheses, sigmajove's draw shapes."""

    # ---- penalties

    def add_penalty(
        self,
        d: Draft,
        kind: PenaltyKind,
        ranks: frozenset[int],
        count: Range | None,
        article: bool,
        suits: SuitMode | None = None,
    ) -> None:
        """One more penalty condition (all of a draft's hold together)."""
        if count is None or article:
            count = (1, MAX_COUNT)
        if any(p.kind is kind and p.ranks == ranks and p.suits == suits for p in d.penalties) or (
            kind is not PenaltyKind.RANK and any(p.kind is kind for p in d.penalties)
        ):
            raise Fail(f"the discarded {kind.value} cards are counted twice")
        d.penalties.append(Penalty(kind, count, ranks, suits))

    def suit_mode(self) -> SuitMode | None:
        """``onsuit`` (a suit of the held naturals) or ``offsuit`` after discarded ranks."""
        if self.take("onsuit"):
            return SuitMode.ON
        if self.take("offsuit"):
            return SuitMode.OFF
        return None

    def terse(self, d: Draft) -> None:
        """Penalty cards in brackets: clauses separated by commas, all in force."""
        self.expect("[", "")
        d.has_qualifiers = True
        if self.take("other"):  # sigmajove's "[others]": the deals the lines above left
            self.expect("]", "after 'others'")
            return
        while True:
            if self.peek() is None:
                raise Fail("a '[' is not closed")
            self.bracket_clause(d)
            if self.take("]"):
                return
            if not self.take(","):
                raise Fail(f"expected ',' or ']' in the brackets, found {self.describe()}")

    def bracket_clause(self, d: Draft) -> None:
        """``no fp``, ``2+ sp``, ``9p``, ``dsc 8T or 9T``, ``no A or K``, ``dsc 7 onsuit``,
        and sigmajove's ``no gp``, ``dsc paired gp``, ``no pair``, ``no high pair``,
        ``least sp``, ``suited``, ``3 suits``."""
        if self.sigma_discards(d):
            return
        if self.take("no"):
            if self.at_code():
                self.code_penalty(d, (0, 0))
                return
            if self.held_discard(d, negate=True):
                return
            self.rank_clause(d, negate=True)
            return
        if self.take("dsc"):
            if self.at_code():
                self.code_penalty(d, None)
                return
            if self.held_discard(d, negate=False):
                return
            self.rank_clause(d, negate=False)
            return
        count: Range | None = None
        n = self.number()
        if n is not None and self.at_code(1):
            self.i += 1
            count = (n, MAX_COUNT) if self.take("+") else (n, n)
        if not self.at_code():
            t = self.peek()
            raise Fail(
                f"unknown penalty {t.text if t else ''!r} in brackets; use fp, sp, hp, a rank "
                "and p such as 9p, or 'no'/'dsc' and ranks such as 'dsc 8T or 9T'"
            )
        self.code_penalty(d, count)

    def sigma_discards(self, d: Draft) -> bool:
        """``least sp`` (the lone natural held has the fewest straight penalty cards, as
        sigmajove's program reckons them), ``suited`` (every discarded natural of one
        suit), ``3 suits`` (the discarded naturals of three suits)."""
        if self.at("least") and self.word(1) == "sp":
            self.i += 2
            self.add_penalty(d, PenaltyKind.LEAST_STRAIGHT, frozenset(), (1, 1), False)
            return True
        if self.at("suited") and self.peek(1) is not None and self.at_clause_end(1):
            self.i += 1
            self.add_penalty(d, PenaltyKind.SUITS, frozenset(), (1, 1), False)
            return True
        n = self.number()
        if n is not None and self.word(1) == "suit" and self.at_clause_end(2):
            if not 0 <= n <= 4:
                raise Fail("the discards are of 0 to 4 suits")
            self.i += 2
            self.add_penalty(d, PenaltyKind.SUITS, frozenset(), (n, n), False)
            return True
        return False

    def at_clause_end(self, k: int) -> bool:
        t = self.peek(k)
        return t is not None and t.text in ("]", ",")

    def held_discard(self, d: Draft, *, negate: bool) -> bool:
        """After ``no`` or ``dsc``: ``gp``, ``paired gp`` (a discard of a rank missing
        inside the held naturals' span, alone of its rank or paired), ``pair``, ``high
        pair`` (a discard of a rank held, of a high rank held)."""
        words = {
            ("gp",): PenaltyKind.GAP,
            ("paired", "gp"): PenaltyKind.PAIRED_GAP,
            ("pair",): PenaltyKind.PAIR,
            ("high", "pair"): PenaltyKind.HIGH_PAIR,
        }
        for key, kind in words.items():
            if all(self.word(j) == w for j, w in enumerate(key)) and self.at_clause_end(len(key)):
                self.i += len(key)
                count = (0, 0) if negate else (1, 1)
                self.add_penalty(d, kind, frozenset(), count, False)
                return True
        return False

    def at_code(self, k: int = 0) -> bool:
        """Whether the word at ``k`` is a penalty code: ``fp``, ``sp``, ``hp``, ``9p``."""
        t = self.peek(k)
        if t is None or t.is_sym:
            return False
        code = t.text
        return code in _CODES or (
            code.endswith("p") and len(code) >= 2 and rank_of_text(code[:-1]) is not None
        )

    def code_penalty(self, d: Draft, count: Range | None) -> None:
        t = self.peek()
        assert t is not None
        self.i += 1
        if t.text in _CODES:
            self.add_penalty(d, _CODES[t.text], frozenset(), count, False)
            return
        rank = rank_of_text(t.text[:-1])
        assert rank is not None
        self.add_penalty(d, PenaltyKind.RANK, frozenset({rank}), count, False)

    def rank_sequence(self) -> tuple[frozenset[int], str | None]:
        """Ranks written together (``8T``, ``346``, ``A``) and a suit word after them."""
        t = self.peek()
        ranks = None if t is None or t.is_sym else rank_letters(t.text)
        if ranks is None and t is not None and not t.is_sym:
            rank = rank_of_text(t.base)
            ranks = None if rank is None else (rank,)
        if ranks is None:
            raise Fail(
                f"expected ranks such as '8T' or 'A' in the brackets, found {self.describe()}"
            )
        self.i += 1
        suit = None
        for word in ("suited", "onsuit", "offsuit"):
            if self.take(word):
                suit = word
        if suit is None and self.at("+") and self.word(1) == "fp":  # sigmajove's "T+fp"
            self.i += 2
            suit = "+fp"
        return frozenset(ranks), suit

    def rank_sequences(self) -> list[tuple[frozenset[int], str | None]]:
        """A sequence of ranks, or sigmajove's ``>= K`` and ``<= 5``: any one rank from
        there up (the ace high) or down, each a sequence of its own."""
        for sym in (">=", "<="):
            if self.take(sym):
                rank = self.one_rank()
                ranks = sorted(
                    r for r in self.game.natural_ranks if (r >= rank if sym == ">=" else r <= rank)
                )
                if not ranks:
                    raise Fail(f"no natural rank is {sym} the rank given")
                return [(frozenset({r}), None) for r in ranks]
        return [self.rank_sequence()]

    def rank_clause(self, d: Draft, *, negate: bool) -> None:
        """Discarded ranks, in sequences joined by ``or`` and commas: for ``dsc``, one
        of the sequences (each of its ranks discarded); for ``no``, none of them."""
        sequences = self.rank_sequences()
        while True:
            if self.take("or"):
                sequences.extend(self.rank_sequences())
                continue
            if self.at(",") and not self.next_is_clause(1):
                self.i += 1
                self.take("or")
                sequences.extend(self.rank_sequences())
                continue
            break
        natural = self.game.natural_ranks
        if any(not ranks <= natural for ranks, _ in sequences):
            # a wild rank is never a discarded natural: "no 2" always holds, "dsc 2" never
            self.warnings.append((self.i - 1, "a wild rank is never counted as a discard"))
            sequences = [(r, suit) for r, suit in sequences if r <= natural or not negate]
            if not negate:
                sequences = [(r, suit) for r, suit in sequences if r <= natural]
                if not sequences:
                    raise Fail("these discards can never happen: their ranks are wild")
        options = [self.sequence_option(ranks, suit, negate) for ranks, suit in sequences]
        if negate:  # none of the sequences: each one a clause of its own
            for clause in options:
                d.options.append(clause)
        else:  # one of the sequences
            d.options.append([o for clause in options for o in clause])

    def next_is_clause(self, k: int) -> bool:
        """Whether the words at ``k`` start a new bracket clause (``no``, ``dsc``, ``fp``)."""
        w = self.word(k)
        if w in ("no", "dsc", "other"):
            return True
        if self.at_code(k):
            return True
        return self.number(k) is not None and self.at_code(k + 1)

    @staticmethod
    def sequence_option(ranks: frozenset[int], suit: str | None, negate: bool) -> list[Option]:
        """The ways of meeting one sequence (``dsc``) or of missing it (``no``)."""
        if suit == "suited":
            count = (0, 0) if negate else (1, 1)
            return [Option((Penalty(PenaltyKind.SUITED, count, ranks),))]
        if suit == "+fp":  # these ranks discarded and a flush card besides (pc_*_and_fp)
            count = (0, 0) if negate else (1, 1)
            return [Option((Penalty(PenaltyKind.RANKS_FLUSH, count, ranks),))]
        mode = {"onsuit": SuitMode.ON, "offsuit": SuitMode.OFF}.get(suit or "")
        if negate:  # not every rank discarded: one of them is not
            return [
                Option((Penalty(PenaltyKind.RANK, (0, 0), frozenset({r}), mode),)) for r in ranks
            ]
        return [
            Option(
                tuple(
                    Penalty(PenaltyKind.RANK, (1, MAX_COUNT), frozenset({r}), mode)
                    for r in sorted(ranks)
                )
            )
        ]

    # ---- sigmajove's draw shapes: "SF 3 di h2", "Straight 4 i h3", "SF 4 any"

    def sigma_shape(self, d: Draft) -> bool:
        """``i``, ``di``, ``ti``, ``any`` and ``h2`` (``h1 or h2``) after a sigmajove draw
        (only the high cards after ``Flush 3`` and ``RF 3``)."""
        if d.reach is None:
            return d.kind is Kind.DRAW and self.sigma_high(d)
        w = self.word()
        if w in _REACH and d.reach == 0:
            self.i += 1
            d.reach = _REACH[w]
            return True
        if w == "any" and d.reach == 0:
            self.i += 1
            d.reach = -1
            return True
        return self.sigma_high(d)

    def sigma_high(self, d: Draft) -> bool:
        """``h2``, ``h1 or h2``: the high cards held."""
        counts = self.high_counts()
        if counts is None:
            return False
        if d.high is not None:
            raise Fail("the high cards are given twice")
        lo, hi = min(counts), max(counts)
        if set(range(lo, hi + 1)) != counts:
            raise Fail("the counts of high cards must follow each other, such as 'h1 or h2'")
        d.high = (lo, hi)
        return True

    def high_counts(self) -> set[int] | None:
        """``h2``, ``h1 or h2``, ``h0, h1, or h2``; None when absent."""
        t = self.peek()
        m = None if t is None else _HIGH_COUNT.match(t.text)
        if m is None:
            return None
        counts = {int(m.group(1))}
        self.i += 1
        while True:
            start = self.i
            self.take(",")
            self.take("or")
            t = self.peek()
            m = None if t is None else _HIGH_COUNT.match(t.text)
            if m is None or self.i == start:
                self.i = start
                return counts
            counts.add(int(m.group(1)))
            self.i += 1

    # ---- remarks

    def remark(self, d: Draft) -> None:
        """A parenthesised remark: an EV note, "pick the lowest/highest", or sigmajove's
        conditions on the held ranks."""
        self.expect("(", "")
        begin = self.i
        words: list[Tok] = []
        while not self.at(")"):
            t = self.peek()
            if t is None:
                raise Fail("a '(' is not closed")
            words.append(t)
            self.i += 1
        end = self.i
        self.i += 1
        text = " ".join(t.text for t in words)
        if "." not in text and not (len(words) == 1 and words[0].is_num):
            # ranks, not an EV note: "Four of a kind (2-4)" (a bare "(3)" is a note)
            self.i = begin
            if self.group_remark(d, end):
                self.i = end + 1
                return
            self.i = end + 1
        ranks_only = len(words) == 1 and rank_letters(words[0].text) and "." not in text
        if (
            words
            and all(t.is_num or t.base in ("to", "-", "ev", "about") for t in words)
            and not ranks_only
        ):
            return  # an EV note such as (0.5957) or (0.62 to 0.64)
        if any(t.base in ("lowest", "highest") for t in words):
            self.pick_remark(d, words, text)
            return
        # "Three of a kind (except aces)", the Wizard of Odds' "(type 1)"
        readers = {"except": (self.except_ranks, "the ranks"), "type": (self.sf_type, "the type")}
        if words and words[0].base in readers:
            read, what = readers[words[0].base]
            self.i = begin
            read(d)
            if self.i != end:
                raise Fail(f"expected ')' after {what}, found {self.describe()}")
            self.i = end + 1
            return
        after = self.i
        self.i = begin
        try:
            self.rank_remark(d, end)
        except Fail as exc:
            raise Fail(
                f"unknown remark '({text})': the language understands '(pick the lowest)', "
                "'(pick the highest)', EV notes such as '(0.60)' and conditions on the ranks "
                f"held such as '(Q high)', '(A low)', '(QJT)', '(no T)' ({exc})"
            ) from None
        self.i = after

    def group_remark(self, d: Draft, end: int) -> bool:
        """``Four of a kind (5-K)``: the ranks of a pair, three or four of a kind, as pay
        tables print them (False, nothing read, where the remark is not ranks alone)."""
        if d.kind is not Kind.MADE or d.made not in GROUPED:
            return False
        start = self.i
        try:
            ranks = self.rank_set()
        except Fail:
            ranks = None
        if ranks is None or self.i != end:
            self.i = start
            return False
        group = ranks if d.group is None else d.group & ranks
        if not group:
            raise Fail("the ranks in parentheses leave no rank")
        d.group = group
        return True

    def except_ranks(self, d: Draft) -> bool:
        """``except aces``: a pair, three or four of a kind of any rank but these."""
        if not self.take("except"):
            return False
        ranks = self.rank_set()
        if d.kind is not Kind.MADE or d.made not in GROUPED:
            raise Fail("'except' ranks go with a pair, three, four or five of a kind")
        group = (d.group or frozenset(self.game.natural_ranks)) - ranks
        if not group:
            raise Fail("that leaves no rank")
        d.group = group
        return True

    def sf_type(self, d: Draft) -> bool:
        """``type 2`` (or ``type II``): the Wizard of Odds' types of 3-card straight
        flush draws (:data:`.drafts.SF_TYPES`)."""
        if not self.at("type"):
            return False
        t = self.peek(1)
        kind = None if t is None else _TYPES.get(t.text)
        if kind is None:
            found = "the end of the line" if t is None else repr(t.text)
            raise Fail(f"expected 1, 2 or 3 after 'type', found {found}")
        if d.sf_type is not None:
            raise Fail("the type is given twice")
        self.i += 2
        d.sf_type = kind
        return True

    def pick_remark(self, d: Draft, words: list[Tok], text: str) -> None:
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

    def rank_remark(self, d: Draft, end: int) -> None:
        """sigmajove's conditions in parentheses, up to token ``end``: clauses separated
        by ``, no`` and ``, with``, each ``X high``, ``X low``, ``no X``, ``with X``,
        ranks held (``QJT``) or ranks held in one of several ways (``A23 or 234``)."""
        bounds = [self.i]
        for j in range(self.i, end):
            if self.toks[j].text == "," and j + 1 < end and self.toks[j + 1].base in ("no", "with"):
                bounds.append(j)
        bounds.append(end)
        for a, b in itertools.pairwise(bounds):
            self.i = a + 1 if a != bounds[0] else a
            self.rank_clause_in_parens(d, b)
            if self.i != b:
                raise Fail(f"did not expect {self.describe()}")

    def suit_list(self) -> frozenset[int]:
        """``spades or hearts``, ``clubs, diamonds``."""
        suits = set()
        while self.word() in SUIT_WORDS:
            suits.add(SUIT_WORDS[self.word() or ""])
            self.i += 1
            if not (self.at("or", ",") and self.word(1) in SUIT_WORDS):
                break
            self.i += 1
        return frozenset(suits)

    def rank_clause_in_parens(self, d: Draft, end: int) -> None:
        last = self.toks[end - 1].base if end > self.i else ""
        words = [t.base for t in self.toks[self.i : end]]
        if self.word() == "other" and self.i + 1 == end:
            self.i = end
        elif words in (["suited", "with", "jack"], ["other", "wild", "suit"]):
            # sigmajove's One-Eyed Jacks: the naturals of one suit, the suit of the wild
            # jack dealt, or the other one-eyed suit (his program's pc_suited_x)
            if d.wild_suit is not None:
                raise Fail("the suit of the wild card is given twice")
            d.wild_suit = words[0] == "suited"
            self.i = end
        elif self.at(">="):
            self.runs_from(d, end)
        elif self.word() in SUIT_WORDS:  # sigmajove's "(spades or hearts)"
            suits = self.suit_list()
            d.suits = suits if d.suits is None else d.suits & suits
        elif self.take("no"):
            rank = self.one_rank()
            allowed = frozenset(self.game.natural_ranks) - {rank}
            d.within = allowed if d.within is None else d.within & allowed
        elif self.take("with"):
            rank = self.one_rank()
            d.has = frozenset({rank}) if d.has is None else d.has | {rank}
        elif last in ("high", "low"):
            ranks: set[int] = set()
            while self.i < end - 1:
                ranks |= self.rank_set()
                self.take(",")
                self.take("or")
            self.i = end
            if last == "high":
                d.top = frozenset(ranks) if d.top is None else d.top & ranks
            else:
                d.bottom = frozenset(ranks) if d.bottom is None else d.bottom & ranks
        else:
            held = [self.held_ranks()]
            while self.i < end:
                self.take(",")
                if not self.take("or") and self.at(","):
                    break
                held.append(self.held_ranks())
            if len(held) == 1:
                d.has = held[0] if d.has is None else d.has | held[0]
            else:
                d.options.append([Option(has=h) for h in held])

    def runs_from(self, d: Draft, end: int) -> None:
        """``(>= 345)``, ``(>= 25)``: these ranks, or the same shape moved up the ranks
        (456 ... QKA; 36 ... JA). Not read by sigmajove's program: his cards print it
        where his program's files say ``(5-J high)`` or ``(5-Q high)``."""
        at = self.i
        self.i += 1
        t = self.peek()
        ranks = None if t is None or t.is_sym else rank_letters(t.text)
        if ranks is None or self.i + 1 != end:
            raise Fail(f"expected ranks such as '345' after '>=', found {self.describe()}")
        self.i = end
        low = sorted(12 if r == 12 and len(ranks) == 1 else (-1 if r == 12 else r) for r in ranks)
        if low[0] == -1 and low[-1] > 3:  # an ace with high ranks is high
            low = sorted(12 if r == -1 else r for r in low)
        runs = []
        for shift in range(13 - low[-1]):
            runs.append(frozenset(12 if r + shift == -1 else r + shift for r in low))
        d.options.append([Option(has=run) for run in runs])
        letters = "AKQJT98765432"

        def shown(run: frozenset[int]) -> str:  # as he writes them: 345, A23, QKA
            low_ace = 12 in run and min(run) <= 3
            return "".join(
                letters[12 - r] for r in sorted(run, key=lambda r: r - 13 * low_ace * (r == 12))
            )

        moved = [shown(r) for r in runs[1:]]
        if len(moved) > 3:
            moved = [moved[0], moved[1], "...", moved[-1]]
        reading = shown(runs[0])
        if moved:
            reading += f" or the same ranks moved up ({', '.join(moved)}), the ace high above them"
        self.warnings.append(
            (
                at,
                f"read as {reading}: sigmajove's program does not read '>=' here, his program "
                "files say the same rule with 'high' ('SF 3 (5-J high)')",
            )
        )

    def one_rank(self) -> int:
        rank = self.rank_atom()
        if rank is None:
            raise Fail(f"expected a rank, found {self.describe()}")
        self.i += 1
        return rank

    def held_ranks(self) -> frozenset[int]:
        """Ranks written together (``QJT``, ``A23``, ``JT7``)."""
        t = self.peek()
        ranks = None if t is None or t.is_sym else rank_letters(t.text)
        if ranks is None:
            rank = None if t is None else rank_of_text(t.base)
            if rank is None:
                raise Fail(f"expected ranks such as 'QJT', found {self.describe()}")
            ranks = (rank,)
        self.i += 1
        return frozenset(ranks)

    @staticmethod
    def number_value(t: Tok) -> int | None:
        if t.plural:
            return None
        if t.is_num and "." not in t.text:
            return int(t.text) if len(t.text) <= 2 else 99
        return NUMBER_WORDS.get(t.base)
