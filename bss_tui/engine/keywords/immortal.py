"""Immortal (11-4; glossary entry "Immortal", carddb/glossary.py): while the card lies in the trash,
its trigger (queued where destructions are told, verbs/destruction.py) lets the player summon it
from there, paying its cost (11-4-1).  Registered with the triggered keywords' resolvers
(registry.resolver).
"""

from __future__ import annotations

from ..model.decisions import Flow, Kind, ask_yes_no
from ..model.state import Pending
from ..model.table import Table
from ..operations.payment import available
from ..rules import derived
from ..verbs.arrival import put_card
from .registry import resolver


@resolver("Immortal")
def _immortal(g: Table, item: Pending) -> Flow[None]:
    """11-4-1: the player may summon the card from the trash, paying its cost as usual (Immortal
    ruling); its "when summoned" effects then trigger."""
    st = g.st
    seat = item.seat
    card = item.card
    if card not in st.players[seat].trash:
        return
    g.emit("immortal", "11-4-1", f"Immortal: {g.name(seat)} may summon {card.name} from the trash", card=card.id)
    with derived.paying_for(st, card, "trash"):
        need = card.lv1_cores + derived.cost_to_pay(st, seat, card)
    if need > available(g, seat):
        g.emit("immortal_short", "11-4-1", f"{card.name} cannot be summoned: it needs {need} cores", card=card.id)
        return
    if (yield from ask_yes_no(seat, Kind.OPTIONAL, f"Immortal: summon {card.name} from your trash, "
                                                  "paying its cost?", "11-4-1")):
        yield from put_card(g, seat, card, "summon", source="trash", rule="11-4-1")
