"""Crush (11-11; glossary entry "Crush"): when its spirit attacks, the top cards of the opponent's deck
are discarded, as many as its level plus the keyword's number (11-11-1, 11-11-3); an effect may set it off
too (the `use_crush` verb, BSS03-088)."""

from __future__ import annotations

from ...carddb import effects as E
from ..model.context import Ctx
from ..model.decisions import Flow
from ..model.state import FieldCard, Pending, seat_name
from ..model.table import Table
from ..operations import ops
from ..rules import derived, triggers
from ..verbs.directives import field_targets, handles
from .registry import At, at, resolver


@at("attack", "Crush", "11-11-1")
def _on_attack(here: At) -> None:
    attacker = here.attacker
    assert attacker is not None
    crush = derived.keyword_value(here.g.st, attacker, "Crush")
    if crush is not None:
        n = derived.level(here.g.st, attacker) + crush          # 11-11-3: no modifier counts as 0
        here.batch.append(Pending(attacker.controller, attacker.card, None, 0, attacker, attacker,
                                  f"{attacker.label} crush", keyword="Crush", value=n))


@resolver("Crush")
def _crush(g: Table, item: Pending) -> Flow[None]:
    """11-11-1: discard level + modifier cards from the top of the opponent's deck."""
    seat = item.seat
    g.emit("crush", "11-11-1", f"{item.card.name}'s Crush discards {item.value} card"
           f"{'s' if item.value != 1 else ''} from the top of {g.name(1 - seat)}'s deck", seat=seat_name(seat))
    batch: list[Pending] = []       # "milled" and "crushed" are one event (8-6-2)
    # Crush is the spirit's own triggered effect (11-11-1): the card whose effect discards them, for "when an
    # effect on one of your Angel spirits discards" (CB01-046)
    milled = ops.mill(g, 1 - seat, item.value, rule="11-11-1", by=seat, into=batch, source=item.card)
    if milled:
        spirit = item.source if isinstance(item.source, FieldCard) else None   # whose Crush: subject "this" (BSS03-085)
        triggers.collect(g, "crushed", [spirit] if spirit is not None else [], player=seat, by=seat,
                         cards=tuple(milled), into=batch)
        g.queue(batch)
    return
    yield  # a generator like every handler


@handles(E.UseCrush)
def _use_crush(g: Table, ctx: Ctx, act: E.UseCrush) -> Flow[None]:
    """An effect activates the targets' Crush (11-11-1), each as its attack would (BSS03-088)."""
    for fc in (yield from field_targets(g, ctx, act.target)):
        crush = derived.keyword_value(g.st, fc, "Crush")
        if crush is not None and g.st.find(fc.uid) is fc:
            yield from _crush(g, Pending(fc.controller, fc.card, None, 0, fc, fc, f"{fc.label} crush",
                                         keyword="Crush", value=derived.level(g.st, fc) + crush))
