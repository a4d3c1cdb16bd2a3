"""Luster (11-6; glossary entry "Luster"): noted as its spirit attacks, it brings back to the hand, as the
battle ends, the magic cards its owner used in the battle (11-6-1, 11-6-2)."""

from __future__ import annotations

from ..model.decisions import Flow
from ..model.state import Pending
from ..model.table import Table
from ..operations import ops
from ..rules import derived
from .registry import At, at, resolver


@at("attack", "Luster", "11-6-1")
def _on_attack(here: At) -> None:
    assert here.attacker is not None
    if here.g.st.battle is not None:
        here.g.st.battle.luster = derived.has_keyword(here.g.st, here.attacker, "Luster")


@at("battle_end", "Luster", "11-6-1")
def _on_battle_end(here: At) -> None:
    b, attacker = here.battle, here.ended_attacker
    assert b is not None and attacker is not None
    if b.luster and b.magic_used:       # 11-6-1: Luster it had as it attacked (battle.attack)
        here.batch.append(Pending(attacker.controller, attacker.card, None, 0, attacker, None,
                                  f"{attacker.label} luster", keyword="Luster"))


@resolver("Luster")
def _luster(g: Table, item: Pending) -> Flow[None]:
    """11-6-1: magic cards its owner used during the battle return from the trash to the hand;
    one that has gone elsewhere stays there (11-6-2)."""
    st = g.st
    b = st.battle
    p = st.players[item.seat]
    for card in (b.magic_used if b else []):
        if card in p.trash:
            p.trash.remove(card)
            ops.enter_hand(p, card, seen=True)
            g.emit("luster", "11-6-1", f"Luster returns {card.name} from the trash to {g.name(item.seat)}'s hand",
                   card=card.id)
    return
    yield
