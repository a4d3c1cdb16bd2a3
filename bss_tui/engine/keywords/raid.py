"""Raid (11-12; glossary entry "Raid"): when its spirit attacks, its owner may exhaust a nexus of theirs
to refresh it, up to the keyword's number of times a turn (11-12-1)."""

from __future__ import annotations

from ..model.decisions import Decision, Finish, Flow, Kind, PickCard, decide
from ..model.state import FieldCard, Pending
from ..model.table import Table
from ..operations import ops
from ..rules import derived, triggers
from .registry import At, at, resolver


@at("attack", "Raid", "11-12-1")
def _on_attack(here: At) -> None:
    attacker, st = here.attacker, here.g.st
    assert attacker is not None
    raid = derived.keyword_value(st, attacker, "Raid")
    if raid is not None and st.raid_used.get(attacker.uid, 0) < raid:
        here.batch.append(Pending(attacker.controller, attacker.card, None, 0, attacker, attacker,
                                  f"{attacker.label} raid", keyword="Raid", value=raid))


@resolver("Raid")
def _raid(g: Table, item: Pending) -> Flow[None]:
    """11-12-1: the owner may exhaust one of their nexuses to refresh the attacking spirit."""
    st = g.st
    seat = item.seat
    attacker = item.source
    if not isinstance(attacker, FieldCard) or st.find(attacker.uid) is not attacker or not attacker.exhausted:
        return
    nexuses: dict[str, PickCard | Finish] = {
        f"exhaust {fc.label}": PickCard(fc) for fc in st.field
        if fc.controller == seat and fc.card.type == "nexus" and not fc.exhausted}
    if not nexuses:
        return
    nexuses["no"] = Finish()
    choice = yield from decide(Decision(
        seat, Kind.OPTIONAL, nexuses,
        f"Raid: exhaust one of your nexuses to refresh [{attacker.label}] {attacker.card.name}?", "11-12-1"))
    if not isinstance(choice, PickCard) or not isinstance(choice.card, FieldCard):
        return
    nexus = choice.card
    st.raid_used[attacker.uid] = st.raid_used.get(attacker.uid, 0) + 1
    ops.exhaust(g, nexus, seat, rule="11-12-1")
    attacker.exhausted = False
    g.emit("refresh", "11-12-1", f"Raid refreshes [{attacker.label}] {attacker.card.name}", label=attacker.label)
    triggers.collect(g, "refreshed", [attacker], player=seat, by=seat)
