"""The three recursive entries of the effect language, for the floors below the modules that define them.

The rules are one recursive definition: a card's level may depend on a constant effect, whose
condition counts cards passing a filter, which may read a level, a keyword's number or a BP, each
of which may depend on other constant effects and their amounts.  The floors of `rules` import only
downward, so the floors below `filters`, `amounts` and `conditions` cannot import them: they call
them through `read`, a slot per entry that `conditions` fills once as it is imported (the package's
`__init__` imports it, so every import of the rules fills them).  Each slot has the signature of the
function it holds, so mypy checks every call made through it."""

from __future__ import annotations

from typing import Iterable, Protocol

from ...carddb.effects import Amount, CardFilter, Condition
from ...carddb.schema import Card
from ..model.state import FieldCard, State, Subject

Those = Iterable[FieldCard | Card]


class Matches(Protocol):
    """filters.matches: whether a field card passes a filter now."""

    def __call__(self, st: State, fc: FieldCard, f: CardFilter, seat: int, source: FieldCard | None,
                 use_bp: bool = True, event: Subject | None = None,
                 those: Those | None = None) -> bool: ...


class AmountOf(Protocol):
    """amounts.amount: a number of the effect language, read now."""

    def __call__(self, st: State, value: Amount, seat: int, this: Subject | None = None,
                 event: Subject | None = None, target: FieldCard | None = None, those: Those = (),
                 changed: Those = ()) -> int: ...


class ConditionHolds(Protocol):
    """conditions.condition_holds: whether a condition holds now."""

    def __call__(self, st: State, cond: Condition | None, seat: int, this: Subject | None,
                 those: Those = (), event: Subject | None = None, soul_paid: bool = False,
                 soul_moved: bool = False, changed: Those = ()) -> bool: ...


class Readers:
    """The slots; empty until `fill` (an unfilled slot raises AttributeError rather than guessing)."""

    __slots__ = ("matches", "amount", "condition_holds")

    matches: Matches
    amount: AmountOf
    condition_holds: ConditionHolds

    def fill(self, matches: Matches, amount: AmountOf, condition_holds: ConditionHolds) -> None:
        self.matches = matches
        self.amount = amount
        self.condition_holds = condition_holds


read = Readers()
