"""Blessed (11-7; glossary entry "Blessed"): when its attacking spirit's damage takes life, a core
from the void goes to its controller's life, once however many times the spirit has it (11-7-1, 11-7-2)."""

from __future__ import annotations

from ..model.decisions import Flow
from ..model.state import Pending
from ..model.table import Table
from ..operations import ops
from ..rules import derived, triggers
from .registry import At, at, resolver


@at("life_reduced", "Blessed", "11-7-1")
def _on_life_reduced(here: At) -> None:
    attacker = here.attacker
    assert attacker is not None
    if derived.has_keyword(here.g.st, attacker, "Blessed"):
        here.batch.append(Pending(attacker.controller, attacker.card, None, 0, attacker, attacker,
                                  f"{attacker.label} blessed", keyword="Blessed"))


@resolver("Blessed")
def _blessed(g: Table, item: Pending) -> Flow[None]:
    """11-7-1: one core from the void into the controller's life; not optional, no limit."""
    if ops.move_core(g, item.seat, "void", "life", False, 1, rule="11-7-1", why=f"{item.card.name}'s Blessed"):
        triggers.collect(g, "life_gained", [], player=item.seat, by=item.seat)
    return
    yield
