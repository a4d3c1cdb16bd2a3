"""Awaken (11-1; glossary entry "Awaken", carddb/glossary.py): where a flash effect could be used,
the player moves cores from their other field cards onto a card with Awaken (11-1-1).  Its check
lists and explains the "awaken LABEL" action like the other checks of flows/play.py.
"""

from __future__ import annotations

from ..model.decisions import Awaken, Flow, Refusal
from ..model.state import FieldCard
from ..model.table import Table
from ..operations import ops
from ..operations.payment import choose_placement, pool
from ..rules import derived, triggers


def awaken_check(g: Table, seat: int, fc: FieldCard, window: str) -> Awaken | Refusal:
    """11-1-1: move cores from one's other field cards onto a card with Awaken."""
    st = g.st
    if fc.controller != seat:
        return Refusal("11-1-1", lambda: f"[{fc.label}] is not controlled by {g.name(seat)}")
    if not (fc.card.keywords and derived.has_keyword(st, fc, "Awaken")):
        return Refusal("11-1-1", lambda: f"[{fc.label}] {fc.card.name} has no active Awaken")
    if window != "flash":
        return Refusal("11-1-1", "Awaken is used where flash effects are: in a flash window")
    if not any(o.controller == seat and o is not fc and st.total_cores(o) for o in st.field):
        return Refusal("11-1-1", "Awaken needs a core on another of your field cards")
    return Awaken(fc)


def awaken(g: Table, seat: int, fc: FieldCard) -> Flow[bool]:
    """11-1-1: move one or more cores from the player's other field cards onto this one.  A card
    left below LV1 is self-destroyed: no "when destroyed" effects.  Whether it was done (False: the
    player cancelled, nothing changed); the caller runs the checkpoint after it."""
    pl = pool(g, seat)
    pl.ordinary.pop("reserve", None)      # only cores from the player's other field cards
    pl.ordinary.pop(fc.label, None)
    if pl.soul in ("reserve", fc.label):
        pl.soul = None
    picks = yield from choose_placement(g, seat, pl, 1, f"[{fc.label}] {fc.card.name}", "11-1-1",
                                        goal="Awaken moves at least 1 from your other cards", onto=fc)
    if picks is None:
        return False
    for place, soul in picks:
        ops.move_core(g, seat, place, fc.label, soul, quiet=True)
        g.note_own_core_loss(seat, place)
    g.emit("awaken", "11-1-1", f"{g.name(seat)} awakens [{fc.label}] {fc.card.name}: {len(picks)} core"
           f"{'s' if len(picks) != 1 else ''} moved onto it", label=fc.label)
    emptied = [c for c in g.st.field if c.label in {place for place, _ in picks} and g.st.total_cores(c) == 0]
    if emptied:          # "when you reduce one of your spirit's cores to zero with an Awaken effect" (PR-002)
        triggers.collect(g, "awaken_emptied", emptied, player=seat, by=seat)
    return True
