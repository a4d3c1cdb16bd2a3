"""Agile (11-16; glossary entry "Agile", carddb/glossary.py): when a battle of one of the player's
spirits ends, they may return that spirit to the hand and summon the Agile card from the hand,
paying its cost (11-16-1)."""

from __future__ import annotations

from ...carddb.schema import Card
from ..model.decisions import Flow, Kind, ask_yes_no
from ..model.state import FieldCard, Pending
from ..model.table import Table
from ..operations import ops
from ..operations.payment import available
from ..rules import derived, triggers
from ..verbs.arrival import put_card
from .registry import At, at, resolver


def _cost_without(g: Table, seat: int, card: Card, gone: FieldCard) -> int:
    """What `card` would cost once `gone` has left the field (its symbols no longer reduce it, 2-7-3):
    worked out on the field without it, put back at once; nothing is told or decided meanwhile."""
    st = g.st
    at = st.field.index(gone)
    del st.field[at]
    try:
        with derived.paying_for(st, card):
            return derived.cost_to_pay(st, seat, card)
    finally:
        st.field.insert(at, gone)


@at("battle_end", "Agile", "11-16-1")
def _on_battle_end(here: At) -> None:
    """11-16-1: Agile in the hand of a battling spirit's controller, for a spirit of theirs costing less
    still on the field."""
    st, b = here.g.st, here.battle
    assert b is not None
    for uid in (b.attacker, b.blocker):
        fighter = st.find(uid) if uid else None
        if fighter is None or fighter.card.type != "spirit":
            continue       # a spirit that left the field cannot be returned to the hand
        seen: set[str] = set()
        for card in st.players[fighter.controller].hand:
            if card.type == "spirit" and card.id not in seen and derived.field_cost(st, fighter) < card.cost and \
                    derived.hand_card_has_keyword(st, fighter.controller, card, "Agile"):
                seen.add(card.id)      # copies of one card: one trigger, one summon at most
                here.batch.append(Pending(fighter.controller, card, None, 0, None, fighter,
                                          f"{card.id} agile", keyword="Agile"))


@resolver("Agile")
def _agile(g: Table, item: Pending) -> Flow[None]:
    """11-16-1: the player may return the spirit whose battle ended to their hand, then summon the Agile
    card from the hand, paying its cost as a summon from the hand is paid (10-6-6, 10-6-7).  Offered only
    when the player's cores (the spirit's own among them, back in the reserve once it leaves) could pay
    it; the cost is worked out again after the return, without the returned spirit's symbols."""
    st = g.st
    seat = item.seat
    card = item.card
    spirit = item.event_card
    if card not in st.players[seat].hand or not isinstance(spirit, FieldCard) or st.find(spirit.uid) is not spirit \
            or spirit.controller != seat:
        return
    need = card.lv1_cores + _cost_without(g, seat, card, spirit)
    if need > available(g, seat):
        g.emit("agile_short", "11-16-1", f"Agile: {card.name} cannot be summoned: it needs {need} cores", card=card.id)
        return
    if not (yield from ask_yes_no(seat, Kind.OPTIONAL, f"Agile: return [{spirit.label}] {spirit.card.name} to your "
                                  f"hand and summon {card.name}, paying its cost?", "11-16-1")):
        return
    snap = ops.snapshot(g, spirit)
    ops.leave_field(g, spirit, "hand", rule="11-16-1")
    g.emit("return", "11-16-1", f"Agile: [{spirit.label}] {spirit.card.name} returns to {g.name(seat)}'s hand",
           label=spirit.label, card=spirit.card.id)
    triggers.collect(g, "returned", [snap], by=seat, zone="hand")
    if card in st.players[seat].hand:
        yield from put_card(g, seat, card, "summon", source="hand", rule="11-16-1")
