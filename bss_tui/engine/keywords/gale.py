"""Gale (11-10; glossary entry "Gale"): when its spirit is blocked, the blocking player exhausts that
many of their refreshed spirits; with several, the largest number counts (11-10-1, 11-10-3)."""

from __future__ import annotations

from ..model.decisions import Decision, Flow, Kind, PickCard, decide
from ..model.state import FieldCard, Pending, seat_name
from ..model.table import Table
from ..operations import ops
from ..rules import derived
from .registry import At, at, resolver


@at("blocked", "Gale", "11-10-1")
def _on_blocked(here: At) -> None:
    attacker, blocker = here.attacker, here.blocker
    assert attacker is not None
    gale = derived.keyword_value(here.g.st, attacker, "Gale")
    if gale:
        here.batch.append(Pending(attacker.controller, attacker.card, None, 0, attacker, blocker,
                                  f"{attacker.label} gale", keyword="Gale", value=gale))


@resolver("Gale")
def _gale(g: Table, item: Pending) -> Flow[None]:
    """11-10-1: the blocking player exhausts that many of their refreshed spirits, chosen by them;
    a spirit the attacker's effects cannot select (Armor, 11-5-1) or exhaust ("cannot:be_exhausted") is not
    among them."""
    st = g.st
    blocker = item.event_card
    defender = blocker.controller if blocker is not None else 1 - item.seat
    source = item.source if isinstance(item.source, FieldCard) and st.find(item.source.uid) is item.source else None
    ready = [fc for fc in st.field if fc.controller == defender and fc.card.type == "spirit" and not fc.exhausted
             and not derived.unselectable(st, fc, item.seat, item.card, source)
             and not any(True for _ in derived.modifiers_on(st, fc, "cannot:be_exhausted"))]    # BSS04-106
    g.emit("gale", "11-10-1", f"{item.card.name}'s Gale {item.value}: {g.name(defender)} exhausts "
           f"{min(item.value, len(ready))} refreshed spirit(s)", seat=seat_name(defender))
    # an effect may let the Gale spirit's controller choose instead (BSS03-133's choose_gale)
    chooser = item.seat if any(m.by == item.seat for m in derived.marks_of(st, "instead:choose_gale")) else defender
    chosen: list[FieldCard] = []
    while len(chosen) < item.value and ready:
        if len(ready) <= item.value - len(chosen):
            chosen.extend(ready)       # every one must go: nothing to choose
            break
        whose = "your" if chooser == defender else "your opponent's"
        pick = yield from decide(Decision(
            chooser, Kind.TARGET, {f"pick {fc.label}": PickCard(fc) for fc in ready},
            f"Gale: choose one of {whose} refreshed spirits to exhaust ({item.value - len(chosen)} to go)", "11-10-1"))
        if isinstance(pick.card, FieldCard):
            chosen.append(pick.card)
            ready.remove(pick.card)
    ops.exhaust_together(g, chosen, item.seat, rule="11-10-1", cause="gale")
