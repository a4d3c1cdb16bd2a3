"""The one comparison of a card filter's measures (its cost, BP, cores, level or symbols) with a number
or a reference of the effect language (carddb/effects/compare.py).

Where a filter is read decides what its references stand for (the event card, the previous
directive's cards, the controller's spirits or life, each other spirit of a side): the reader gives a
`Resolve`, and `holds` compares through it, so every place reading a filter compares the same way."""

from __future__ import annotations

import operator
from collections.abc import Callable, Collection
from dataclasses import dataclass

from ...carddb.effects import Compare, Every, Of, Operand, Reference

# Each comparison of the language (Compare's fields) as an operator; a test checks that every name has one.
OPERATORS: dict[str, Callable[[int, int], bool]] = {
    "eq": operator.eq, "lt": operator.lt, "le": operator.le, "gt": operator.gt, "ge": operator.ge}


@dataclass(frozen=True, slots=True)
class Against:
    """What a reference stands for where a filter is read.  With `each` (the other spirits of a side),
    the comparison must hold against every value and holds when there is none; otherwise several
    values (the previous directive's cards, your spirits) are compared through the highest of them,
    equality with any of them, and no value at all means nothing to compare with: it fails."""

    values: Collection[int]
    each: bool = False


# What a reference stands for, for one measure ("cost", "bp", ...), where a filter is read; None: that
# reference is not read there (each other spirit, off the field), so its comparison is not made.
Resolve = Callable[[str, Reference | Every], Against | None]


def compared(value: int, how: str, against: Against) -> bool:
    """Whether `value` compares as `how` (a name of the language's COMPARISONS) says with what a
    reference stands for."""
    test = OPERATORS[how]
    if against.each:
        return all(test(value, v) for v in against.values)
    if not against.values:
        return False
    if how == "eq":
        return value in against.values             # the same as one of them
    return test(value, max(against.values))      # at most one of them; more than all of them


def holds(value: int, comparison: Compare, measure: str, resolve: Resolve) -> bool:
    """Whether a card's `measure`, worth `value`, meets every part of a filter's comparison."""
    for how, operand in comparison.items():
        against = _against(operand, measure, resolve)
        if against is not None and not compared(value, how, against):
            return False
    return True


def _against(operand: Operand, measure: str, resolve: Resolve) -> Against | None:
    if isinstance(operand, int):
        return Against((operand,))
    if isinstance(operand, Of):           # a reference moved by a margin (BSS04-104)
        base = resolve(measure, operand.of)
        return None if base is None else Against(tuple(v + operand.plus for v in base.values), base.each)
    return resolve(measure, operand)
