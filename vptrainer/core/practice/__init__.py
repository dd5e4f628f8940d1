"""Practice mode without Qt: deal, hold, draw, pay, grade, and session statistics.

The pieces, in the order a hand is played::

    session = PracticeSession(prepared, seed=None, bet=5)
    evs = session.deal()                 # five cards and the exact EVs of all 32 holds
    check = session.check_hold(mask)     # optional: warn before the draw
    result = session.draw(mask)          # final hand, payout, grade; statistics updated
    session.stats                        # an immutable SessionStats snapshot

Each step is also a plain function (:class:`~dealing.Dealer`, :func:`~grading.pay_hand`,
:func:`~grading.grade_hold`, :func:`~grading.hand_result`, :meth:`~session.SessionStats.add`)
for callers that want to drive them separately.

The app plays through a :class:`~trainer.Trainer`, which owns a session and everything
practice keeps between hands (bet, lines, warnings, drills, credits, the texts of a
hand); a :class:`~modes.PlayMode` says what a hand is graded against.

Modules: :mod:`.dealing` (validation of bets, masks and thresholds; the shuffled deck),
:mod:`.grading` (paying a final hand, grading a hold), :mod:`.session` (a drill and its
statistics), :mod:`.trainer` and :mod:`.modes`, :mod:`.drills`, :mod:`.explain` and
:mod:`.situations` (the chart's rules of a hand), :mod:`.history` (the SQLite history
of every hand, a session as CSV), :mod:`.texts` (the texts of grades and statistics
shown to the player).

Conventions
-----------
* A *mask* selects cards of a hand as dealt: bit ``i`` is the ``i``-th card, so
  masks are ``0..31`` (``31`` holds everything). Masks always refer to the dealt
  order, which the final hand keeps (a drawn card takes the place of the card it
  replaces).
* Pays are per coin at maximum bet; a bet of ``b`` coins pays ``pays * b``.
  EVs are exact :class:`~fractions.Fraction` values per coin; a mistake's *cost*
  is its EV lost per coin times the bet.
* A mistake is *major* when it gives up at least ``threshold`` per coin
  (:data:`DEFAULT_MAJOR_THRESHOLD`, 0.02), *minor* otherwise.

Nothing here is thread-safe; a :class:`PracticeSession` belongs to one thread.
"""
