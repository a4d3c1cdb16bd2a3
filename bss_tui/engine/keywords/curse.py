"""Curse (11-3; glossary entry "Curse"): noted as its spirit is blocked, it destroys the blocking spirit
as the battle ends (11-3-1)."""

from __future__ import annotations

from ..model.decisions import Flow
from ..model.state import FieldCard, Pending
from ..model.table import Table
from ..rules import derived
from ..verbs.destruction import destroy
from .registry import At, at, resolver


@at("block", "Curse", "11-3-1")
def _on_block(here: At) -> None:
    assert here.battle is not None and here.attacker is not None
    here.battle.curse = derived.has_keyword(here.g.st, here.attacker, "Curse")


@at("battle_end", "Curse", "11-3-1")
def _on_battle_end(here: At) -> None:
    b, attacker = here.battle, here.ended_attacker
    assert b is not None and attacker is not None
    blocker = here.g.st.find(b.blocker) if b.curse and b.blocker else None
    if blocker is not None:
        here.batch.append(Pending(attacker.controller, attacker.card, None, 0, attacker, blocker,
                                  f"{attacker.label} curse", keyword="Curse"))


@resolver("Curse")
def _curse(g: Table, item: Pending) -> Flow[None]:
    """11-3-1: the spirit that blocked a Curse spirit is destroyed as the battle ends."""
    blocker = item.event_card
    if isinstance(blocker, FieldCard) and g.st.find(blocker.uid) is blocker:
        g.emit("curse", "11-3-1", f"Curse of {item.card.name} strikes [{blocker.label}] {blocker.card.name}")
        yield from destroy(g, [blocker], by=item.seat, cause="effect", rule="11-3-1",
                          source=item.card)
