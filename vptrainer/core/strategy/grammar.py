"""The grammar of a rule line: items, noun phrases (made hands, draws, ranks, wild cards).

:class:`LineParser` is a recursive descent over one line's tokens; its
:meth:`~LineParser.alternatives` gives one :class:`~.drafts.Draft` per pattern. Part
of the reader of :mod:`vptrainer.core.strategy.language`.
"""

from __future__ import annotations

from dataclasses import replace

from vptrainer.core.strategy.conditions import Conditions
from vptrainer.core.strategy.drafts import (
    Draft,
    Fail,
    add_wilds,
    copy_conditions,
    has_conditions,
    share_suits,
)
from vptrainer.core.strategy.lexicon import MORE_WORDS, VOCABULARY, rank_letters
from vptrainer.core.strategy.patterns import Draw, Kind, Made, Openness

_DRAW_WORDS = frozenset({"rf", "sf", "royal", "flush", "straight", "inside", "outside", "open"})


class LineParser(Conditions):
    """Recursive descent over the tokens of one rule line."""

    # ---- a list of items

    def alternatives(self) -> list[Draft]:
        """Items separated by ``,``, ``or`` and ``|`` up to the end of the line.

        After a comma or ``or``, a bare rank list takes the first item's other words
        (``Suited 10/J, 10/Q, or 10/K``, ``pair of 2s, 3s or 4s``), a suit word after
        the last of a list of ranks goes for the whole list (``J/K, Q/K unsuited``),
        conditions after the last item go for every item that says none of its own
        (``Suited KQ, KJ, KT [no fp, no sp]``), and a count of high cards or gaps after a
        draw is a condition of the draw (``4 to an inside straight, 4 high cards``).
        ``A << B`` (sigmajove's notation): the line plays when A fits, and holds B
        instead when B fits too.
        """
        drafts: list[Draft] = []
        group: list[Draft] = []
        level = 0
        arrows: set[str] = set()
        while True:
            d = self.item(group[0] if group else None)
            d.prefer = level
            drafts.append(d)
            group.append(d)
            while True:  # what separates this item from the next
                if self.peek() is None:
                    self.end_group(group)
                    if ">>" in arrows:  # "A >> B" is "B << A" (the rule's levels in order)
                        for x in drafts:
                            x.prefer = level - x.prefer
                        drafts.sort(key=lambda x: x.prefer)
                    return drafts
                if self.at("<<", ">>"):
                    arrow = self.word() or ""
                    if arrows and arrow not in arrows:
                        raise Fail("'<<' and '>>' in one line: write the line with one of them")
                    if arrow == ">>" and not arrows:
                        self.warnings.append(
                            (
                                self.i,
                                "'A >> B' read as 'B << A': the line plays when B fits and "
                                "holds A instead when A fits too (sigmajove's program reads "
                                "'<<' only; it prints '>>' for a hold that beats another)",
                            )
                        )
                    arrows.add(arrow)
                    self.i += 1
                    self.end_group(group)
                    group = []
                    level += 1
                    break
                if self.take("|"):
                    self.end_group(group)
                    group = []
                    break
                if self.take(","):
                    if d.kind is Kind.DRAW and self.draw_condition_ahead():
                        self.qualifier(d, negate=False, required=True)
                        self.qualifiers(d)
                        continue
                    if self.ends_condition_ahead(d) or self.at("with", "without", "spread", "type"):
                        # no item starts with these: "3 to a straight flush, spread 5,
                        # with 1 high card" (Bob Dancer), ", type 2"
                        self.qualifiers(d)
                        continue
                    self.take("or")
                    break
                if self.take("or"):
                    break
                raise self.unexpected()

    def end_group(self, group: list[Draft]) -> None:
        """A comma list is read: suit words and trailing conditions go for every item."""
        share_suits(group)
        last = group[-1]
        if len(group) < 2 or last.conditions_at < 0 or self.sigmajove:
            # sigmajove writes each item's conditions after it ("SF 3 i (3 low) or
            # SF 3 di (3 low)", "AKQJ or Straight 4 (5-T high)")
            return
        said = (last.dealt, last.dealt_rank, last.dealt_jokers)
        if not has_conditions(last) and last.wilds_at < 0 and said == (None, None, None):
            return  # a suit word alone ("KA suited, QA suited"): nothing to share
        bare = [d for d in group[:-1] if d.conditions_at < 0 and not has_conditions(d)]
        if len(bare) != len(group) - 1:
            self.warnings.append(
                (
                    last.conditions_at,
                    "the conditions here go with the last item only, as other items of the "
                    "list have conditions of their own; repeat them after each item (or "
                    "split the line) to say so",
                )
            )
            return
        kinds = {(d.kind, d.draw) for d in group}
        for d in bare:
            copy_conditions(last, d)
        if len(kinds) > 1:
            self.warnings.append(
                (
                    last.conditions_at,
                    "read for every item of the list before it; repeat the conditions after "
                    "each item, or split the line, if they go with the last item only",
                )
            )

    def ends_condition_ahead(self, d: Draft) -> bool:
        """Whether a comma is followed by ranks and ``high`` or ``low`` (the Wizard of
        Odds' "2 to a royal flush, J,Q high"), or ``highest`` ("2 unsuited high cards,
        king highest")."""
        j = self.i
        saw_rank = False
        while True:
            t = self.peek(j - self.i)
            if t is None:
                return False
            if t.base in ("high", "low", "highest"):
                return (
                    saw_rank
                    and self.at_boundary(j - self.i + 1)
                    and d.kind in (Kind.DRAW, Kind.HIGH_CARDS)
                )
            if t.text in (",", "-", "/") or t.base == "or":
                j += 1
                continue
            start = self.i
            self.i = j
            rank = self.rank_atom()
            self.i = start
            if rank is None:
                return False
            saw_rank = True
            j += 1

    def draw_condition_ahead(self) -> bool:
        """Whether the next words are a count of high cards or gaps (``0-2 high cards``)."""
        start = self.i
        try:
            if self.count_range() is None:
                return False
            return self.at("gap") or (self.at("high") and self.word(1) == "card")
        except Fail:
            return False
        finally:
            self.i = start

    def item(self, template: Draft | None) -> Draft:
        if template is not None:
            inherited = self.inherit(template)
            if inherited is not None:
                self.qualifiers(inherited)
                return inherited
        d = Draft()
        self.core(d)
        self.qualifiers(d)
        return d

    def inherit(self, template: Draft) -> Draft | None:
        """A bare rank list after the first item takes the first item's other words."""
        start = self.i
        if template.kind is Kind.RANKS:
            ranks = self.rank_group()
            if ranks is not None and self.item_ends():
                d = self.inherited(template, ranks=ranks)
                if self.at("suited", "unsuited", "offsuit"):
                    d.suited = None  # its own: "KA suited, QA suited", "AK suited, AQ unsuited"
                return d
        elif template.kind is Kind.MADE and template.group is not None:
            try:
                group = self.rank_set()
            except Fail:
                group = None
            if group is not None and self.item_ends():
                return self.inherited(template, group=group)
        self.i = start
        return None

    def item_ends(self) -> bool:
        """Whether the item's noun ends here (its conditions may follow)."""
        return self.at_boundary() or self.at("[", "with", "without", "suited", "unsuited")

    @staticmethod
    def inherited(template: Draft, **changes: object) -> Draft:
        d = replace(
            template,
            penalties=list(template.penalties),
            options=[list(c) for c in template.options],
            **changes,  # type: ignore[arg-type]
        )
        d.conditions_at = -1
        if template.conditions_at >= 0:
            d.suited = template.suited
        return d

    # ---- the noun phrase

    def core(self, d: Draft) -> None:
        while self.at("dealt", "hold", "keep", "pat", "any") and not (
            self.at("any") and self.word(1) in ("pair", "kicker")
        ):
            self.i += 1
        if self.at("all") and self.word(1) == "other":  # "All other 4 to a straight flush"
            self.i += 2
        if self.at("the", "an") or (self.at("a") and self.group_of() is None):
            self.i += 1
        w = self.word()
        if w is None:
            raise Fail("expected a hold pattern, found the end of the line")
        if w == "just":
            self.just(d)
            return
        if w == "paying" and self.word(1) == "hand":
            self.i += 2
            self.paying_hands(d)
            return
        if self.sigma_draw(d):
            return
        if w in ("discard", "garbage", "nothing", "redraw", "draw", "razgu"):
            self.nothing(d)
            return
        if self.wild_core(d):
            return
        n = self.number()
        if n is not None and self.numbered(d, n):
            return
        if self.made_core(d):
            return
        if w in ("suited", "unsuited", "offsuit"):
            self.i += 1
            d.suited = w == "suited"
            n = self.number()
            if n is not None and self.word(1) == "high":
                self.i += 1
                self.high_cards(d, n)
                return
            ranks = self.rank_group()
            if ranks is None:
                raise Fail(f"expected ranks or 'N high cards' after {w!r}, found {self.describe()}")
            d.kind = Kind.RANKS
            d.ranks = ranks
            return
        if w == "high" and self.word(1) == "card":
            self.i += 2
            d.kind = Kind.HIGH_CARDS
            d.count = 1
            return
        ranks = self.rank_group()
        if ranks is not None:
            d.kind = Kind.RANKS
            d.ranks = ranks
            return
        short = self.peek()
        if short is not None and len(short.text) >= 3 and short.text[-1] in "so":
            group = rank_letters(short.text[:-1])
            if group is not None and short.base not in VOCABULARY:
                self.i += 1
                d.kind = Kind.RANKS
                d.ranks = group
                d.suited = short.text[-1] == "s"
                return
        raise self.unexpected()

    def just(self, d: Draft) -> None:
        """sigmajove's ``Just a A, K, Q, or J`` (one card) and ``Just the deuces``."""
        self.i += 1
        if self.take("the") and self.wild_word_at():
            kind = self.take_wild_word()
            if not self.at_boundary():
                raise self.unexpected()
            d.kind = Kind.WILDS
            if kind != "any":
                add_wilds(d, kind, (1, 5))
            return
        self.take("a", "an")
        rank = self.rank_atom()
        if rank is None:
            raise Fail(f"expected a rank after 'just a', found {self.describe()}")
        self.i += 1
        d.kind = Kind.RANKS
        d.ranks = (rank,)

    def paying_hands(self, d: Draft) -> None:
        """ "Any pat paying hand": every made hand the table pays, held whole."""
        d.kind = Kind.MADE
        d.or_better = True
        lowest = self.game.lowest_pay
        if lowest == "pair":
            d.made, d.group = Made.PAIR, None
            d.paying = True
        else:
            d.made = Made.TWO_PAIR if lowest == "two_pair" else Made.THREE_OF_A_KIND

    def sigma_draw(self, d: Draft) -> bool:
        """sigmajove's draws: ``RF 3``, ``SF 4 i``, ``Straight 4 (5-Q high)``, ``Flush 4``
        (N cards, wild ones included); ``i``, ``di``, ``any`` and ``h2`` follow."""
        w = self.word()
        draws = {
            "rf": Draw.ROYAL_FLUSH,
            "sf": Draw.STRAIGHT_FLUSH,
            "straight": Draw.STRAIGHT,
            "flush": Draw.FLUSH,
        }
        n = self.number(1)
        if w not in draws or n is None or self.word(2) in ("to", "card", "of"):
            return False
        if not 2 <= n <= 5:
            raise Fail(f"{w.upper() if len(w) == 2 else w} takes 2 to 5 cards, not {n}")
        self.i += 2
        d.kind = Kind.DRAW
        d.draw = draws[w]
        d.count = n
        if d.draw is not Draw.FLUSH and d.draw is not Draw.ROYAL_FLUSH:
            d.reach = 0
        return True

    def nothing(self, d: Draft) -> None:
        w = self.word()
        self.i += 1
        if w == "discard":
            if not self.take("everything", "all", "hand"):
                raise Fail(f"expected 'discard everything', found 'discard' {self.describe()}")
            self.take("five", "5")
            self.take("card")
        elif w == "draw":
            if not self.take("five", "5", "new"):
                raise Fail(f"expected 'draw five', found 'draw' {self.describe()}")
            self.take("new")
            self.take("card")
        elif w == "redraw":
            self.take("everything", "all")
        d.kind = Kind.NOTHING

    def wild_core(self, d: Draft) -> bool:
        """``two deuces``, ``joker``, ``deuce only``, ``joker with 4 to a straight flush``."""
        n = self.number()
        if n is not None and self.wild_word_at(1):
            self.i += 1
        elif self.wild_word_at():
            n = 1
        else:
            return False
        kind = self.take_wild_word()
        add_wilds(d, kind, (n, n))
        if self.at("with", "+", "plus") and not self.qualifier_ahead(1):
            self.i += 1
            self.core(d)
            if d.kind in (Kind.NOTHING, Kind.WILDS):
                raise Fail("expected cards to hold with the wild cards")
            return True
        d.kind = Kind.WILDS
        d.count = n
        return True

    def qualifier_ahead(self, k: int) -> bool:
        """Whether the words from ``k`` on are a qualifier (not a pattern)."""
        start = self.i
        self.i += k
        probe = Draft(kind=Kind.MADE, made=Made.PAIR)
        try:
            return self.qualifier(probe, negate=False, required=False)
        except Fail:
            return False
        finally:
            self.i = start

    def numbered(self, d: Draft, n: int) -> bool:
        """Phrases that start with a number: ``4 to a flush``, ``2 high cards``, ``two pair``."""
        nxt = self.word(1)
        if nxt == "to":
            self.i += 2
            self.draw_target(d, n)
            return True
        if nxt in _DRAW_WORDS and 1 <= n <= 5:  # "4 RF", "3 SF", "4 flush" (Bob Dancer)
            self.i += 1
            self.draw_target(d, n)
            return True
        if nxt == "card" or (nxt == "-" and self.word(2) == "card"):
            self.i += 2 if nxt == "card" else 3
            if self.take("to"):
                self.take("a", "an", "the")
            self.draw_target(d, n)
            return True
        if nxt == "pair" and n == 2:
            self.i += 2
            d.kind, d.made = Kind.MADE, Made.TWO_PAIR
            self.or_better(d)
            return True
        if nxt == "pair" and n == 1:  # sigmajove's "One Pair"
            self.i += 2
            d.kind, d.made = Kind.MADE, Made.PAIR
            return True
        if nxt in (",", "or") and self.number(2) is not None and self.word(3) == "to":
            more = self.number(2)  # the Wizard of Odds' "4,5 to a royal flush"
            assert more is not None
            self.i += 4
            self.draw_target(d, n)
            d.more_counts = [more]
            return True
        if nxt == "high" or (nxt in ("suited", "unsuited", "offsuit") and self.word(2) == "high"):
            self.i += 1
            if self.at("suited", "unsuited", "offsuit"):
                d.suited = self.word() == "suited"
                self.i += 1
            self.high_cards(d, n)
            return True
        if nxt == "of" and self.word(2) in ("a", "an") and self.word(3) == "kind":
            made = {2: Made.PAIR, 3: Made.THREE_OF_A_KIND, 4: Made.FOUR_OF_A_KIND}
            made |= {5: Made.FIVE_OF_A_KIND}
            if n not in made:
                raise Fail(f"there is no {n} of a kind")
            self.i += 4
            d.kind, d.made = Kind.MADE, made[n]
            if self.take("of"):
                d.group = self.rank_set()
            self.or_better(d)
            return True
        if 2 <= n <= 5 and self.rank_atom_at(1):
            self.i += 1
            d.kind = Kind.MADE
            d.made = {2: Made.PAIR, 3: Made.THREE_OF_A_KIND, 4: Made.FOUR_OF_A_KIND}.get(
                n, Made.FIVE_OF_A_KIND
            )
            d.group = self.rank_set()
            self.or_better(d)
            return True
        return False

    def high_cards(self, d: Draft, n: int) -> None:
        self.expect("high", "in 'N high cards'")
        self.expect("card", "in 'N high cards'")
        if self.at("suited", "unsuited", "offsuit"):
            d.suited = self.word() == "suited"
            self.i += 1
        d.kind = Kind.HIGH_CARDS
        d.count = n

    def draw_target(self, d: Draft, n: int) -> None:
        self.take("a", "an", "the")
        if self.take("double"):
            self.expect("inside", "after 'double'")
            d.openness, d.double_inside = Openness.INSIDE, True
        elif self.take("inside"):
            d.openness = Openness.INSIDE
        elif self.take("outside"):
            d.openness = Openness.OUTSIDE
        elif self.take("open"):
            if self.take("-"):
                self.expect("ended", "in 'open-ended'")
            else:
                self.take("ended")
            d.openness = Openness.OUTSIDE
        if self.take("natural"):
            d.natural = True
        elif self.at("wild") and self.word(1) in ("royal", "rf"):
            self.i += 1
            d.wild_min = 1
        if self.take("royal", "rf"):
            self.take("flush")
            d.draw = Draw.ROYAL_FLUSH
        elif self.take("sf"):
            d.draw = Draw.STRAIGHT_FLUSH
        elif self.take("straight"):
            d.draw = Draw.STRAIGHT_FLUSH if self.take("flush") else Draw.STRAIGHT
        elif self.take("flush"):
            d.draw = Draw.FLUSH
        else:
            raise Fail(
                "expected 'royal flush', 'straight flush', 'flush' or 'straight' after "
                f"'{n} to a', found {self.describe()}"
            )
        if (d.natural or d.wild_min) and d.draw is not Draw.ROYAL_FLUSH:
            raise Fail("'natural' and 'wild' go with a royal flush")
        d.kind = Kind.DRAW
        d.count = n

    def made_core(self, d: Draft) -> bool:
        w = self.word()
        w1 = self.word(1)
        made: Made | None = None
        take = 1
        if w == "high" and w1 == "pair":
            if self.game.high_min is None:
                raise Fail(f"{self.game.name} pays no pair, so it has no high pair")
            made, take, d.group = Made.PAIR, 2, self.game.high_ranks
        elif w == "low" and w1 == "pair":
            if self.game.high_min is None:
                raise Fail(f"{self.game.name} pays no pair, so it has no low pair")
            made, take, d.group = Made.PAIR, 2, self.game.low_ranks
        elif w == "any" and w1 == "pair":
            made, take = Made.PAIR, 2
        elif w == "pair":
            made = Made.PAIR
        elif w == "trip":
            made = Made.THREE_OF_A_KIND
        elif w == "quad":
            made = Made.FOUR_OF_A_KIND
        elif w == "quint":
            made = Made.FIVE_OF_A_KIND
        elif w == "natural" and w1 in ("royal", "rf"):
            made, take, d.natural = Made.ROYAL_FLUSH, 2, True
        elif w == "wild" and w1 in ("royal", "rf"):
            made, take, d.wild_min = Made.ROYAL_FLUSH, 2, 1
        elif w in ("royal", "rf"):
            made = Made.ROYAL_FLUSH
        elif w == "sf":
            made = Made.STRAIGHT_FLUSH
        elif w == "straight":
            made, take = (Made.STRAIGHT_FLUSH, 2) if w1 == "flush" else (Made.STRAIGHT, 1)
        elif w == "flush":
            made = Made.FLUSH
        elif w == "full" and w1 == "house":
            made, take = Made.FULL_HOUSE, 2
        if made is None:
            return False
        self.i += take
        if made is Made.ROYAL_FLUSH:
            self.take("flush")
        d.kind, d.made = Kind.MADE, made
        d.with_royal = self.sigmajove and made is Made.STRAIGHT_FLUSH
        if made is Made.PAIR and d.group is None and self.take("of"):
            d.group = self.rank_set()
        elif made in (Made.THREE_OF_A_KIND, Made.FOUR_OF_A_KIND):
            self.take("of")
            if self.rank_atom() is not None and self.word(1) != "high":
                d.group = self.rank_set()
        self.or_better(d)
        return True

    def or_better(self, d: Draft) -> None:
        if self.at("or") and self.word(1) in MORE_WORDS:
            self.i += 2
            if d.made is Made.PAIR and d.group == self.game.high_ranks:
                d.group, d.paying = None, True  # "high pair or better": every paying hand
            elif d.group is not None:
                raise Fail("'or better' goes with a hand such as 'four of a kind'")
            d.or_better = True

    # ---- qualifiers
