"""Conditions of the effect language ("if ...", 8-1-7): read for an effect's controller against the
effect's card, the event card and the cards of the previous targeted directive.

This module also fills `readers.read` with the three recursive entries of the language (filters,
amounts, conditions), which the floors below read through it."""

from __future__ import annotations

from ...carddb.effects import (AllOf, AnyOf, Condition, CountIs, DuringIs, EventIs, Not, SoulCoreMoved, SoulCorePaid,
    ThisIs, ThoseAre)
from ..model.state import FieldCard, State, Subject
from .readers import Those, read
from .periods import period_holds
from .printed import card_matches
from .filters import matches, subject_matches
from .amounts import amount


def condition_holds(st: State, cond: Condition | None, seat: int, this: Subject | None,
                    those: Those = (), event: Subject | None = None, soul_paid: bool = False,
                    soul_moved: bool = False, changed: Those = ()) -> bool:
    """A condition of the effect language, for the effect's controller `seat`: "this" is the
    effect's card (its last known state once it left, 8-10), `those` the cards the previous
    targeted directive chose, `changed` those of them it changed (1-3-2-1), `event` the event card."""
    if cond is None:
        return True
    if isinstance(cond, ThisIs):
        return this is not None and subject_matches(st, this, cond.filter, seat, this)
    if isinstance(cond, EventIs):         # the event card, by its last known state once it left (8-10)
        return event is not None and subject_matches(st, event, cond.filter, seat, this)
    if isinstance(cond, ThoseAre):
        # a card off the field (milled: BSS01-107) by its printed facts; the event card is there to compare
        # with (BSS04-104: the blocker chosen, its BP against the attacker's)
        return any(matches(st, c, cond.filter, seat, None, event=event) if isinstance(c, FieldCard)
                   else card_matches(c, cond.filter, event) for c in (changed if cond.changed else those))
    if isinstance(cond, CountIs):
        n = amount(st, cond.count, seat, this, event, those=those, changed=changed)
        lo = amount(st, cond.at_least, seat, this, event, those=those, changed=changed) \
            if cond.at_least is not None else None
        hi = amount(st, cond.at_most, seat, this, event, those=those, changed=changed) \
            if cond.at_most is not None else None
        if lo is None and hi is None:
            lo = 1
        return (lo is None or n >= lo) and (hi is None or n <= hi)
    if isinstance(cond, DuringIs):
        return period_holds(st, cond.period, seat, this.uid if this is not None else None)
    if isinstance(cond, AllOf):
        return all(condition_holds(st, c, seat, this, those, event, soul_paid, soul_moved, changed) for c in cond.of)
    if isinstance(cond, AnyOf):
        return any(condition_holds(st, c, seat, this, those, event, soul_paid, soul_moved, changed) for c in cond.of)
    if isinstance(cond, SoulCorePaid):     # known to the effect being resolved only
        return soul_paid
    if isinstance(cond, SoulCoreMoved):    # known to the effect being resolved only
        return soul_moved
    if isinstance(cond, Not):
        return not condition_holds(st, cond.of, seat, this, those, event, soul_paid, soul_moved, changed)
    return False


read.fill(matches=matches, amount=amount, condition_holds=condition_holds)
