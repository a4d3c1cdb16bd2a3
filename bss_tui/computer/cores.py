"""Paying costs and putting cores on a new card (10-6-6, 10-6-7): each core from where it costs
least.  The reserve first, then spare cores that no level needs, the soul core after the ordinary
ones (it is worth keeping for effects that pay or count it); a core that lowers a spirit's level
only when nothing else is left, and one that leaves it below LV1 (9-3-2) last of all."""

from __future__ import annotations

from ..engine.operations.view import ActionView
from .sight import RESERVE, Sight

SOUL = 0.5            # the soul core kept over an ordinary one
LEVEL_LOST = 10.0     # per level a spirit falls
DESTROYED = 1000.0    # a spirit left below LV1 (9-3-2)


def loss(sight: Sight, action: ActionView) -> float:
    """What the cores this option takes cost the seat, counting the picks made before it."""
    total = 0.0
    for take in action.takes:
        total += SOUL if take.soul else 0.0
        if take.place == RESERVE:
            continue
        fc = sight.find(take.place)
        if fc is None:
            continue
        had = fc.cores + fc.soul
        left = had - take.count - take.soul
        before, after = sight.level_at(fc, had), sight.level_at(fc, left)
        if after < 1 <= before:
            total += DESTROYED + sight.cost_of(fc.id)
        else:
            total += LEVEL_LOST * (before - after)
    return total


def pay(sight: Sight) -> str:
    """One core for a cost: the cheapest pick (never `cancel`: the main step chose a card it can pay for)."""
    free = next((a for a in sight.options if a.text == "pay free"), None)
    return free.text if free is not None else _cheapest(sight)


def place(sight: Sight) -> str:
    """Cores on a new card: the LV1 minimum, each from where it costs least; more cores go on
    later by moves in the main step (main.py), where the levels they reach can be weighed."""
    return sight.finish or _cheapest(sight)


def _cheapest(sight: Sight) -> str:
    """The single core that costs least; the default allocation only when no single one is offered."""
    options = sight.options
    picks = [a for a in options if not a.cancels and not a.auto]
    if not picks:      # the default allocation, or cancelling when nothing can be paid (the only choice left)
        return next((a.text for a in options if not a.cancels), options[0].text)
    return min(picks, key=lambda a: loss(sight, a)).text
