"""Gameplay management (chapter 9) and destruction (10-1), run as the checkpoint loop:
winner -> cards below LV1 or at BP 0 -> queued triggers (turn player orders) -> again until stable.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Generator

from . import derived, ops, triggers
from .decisions import Decision
from .effects import Ctx, resolve
from .winner import GameOver, check_winner
from .state import FieldCard, seat_name

if TYPE_CHECKING:
    from .game import Game

Flow = Generator[Decision, object, object]


def checkpoint(g: "Game", with_triggers: bool = True) -> Flow:
    st = g.st
    while True:
        check_winner(g)
        doomed = []
        for fc in st.field:
            card = fc.card
            if st.total_cores(fc) < card.lv1_cores:
                doomed.append((fc, "9-3-2"))
            elif card.type == "spirit" and derived.bp(st, fc) <= 0:
                doomed.append((fc, "9-4-2"))
        if doomed:
            yield from _manage_doomed(g, doomed)
            continue
        g.core_loss.clear()
        if with_triggers and g.pending:
            yield from resolve_next_trigger(g)
            continue
        return


def _manage_doomed(g: "Game", doomed) -> Flow:
    """9-3-2 / 9-4-2: destroyed together; self-destruction when the owner's own action or payment
    caused it (10-1-1-1), otherwise destroyed by whoever's effect caused it (9-3-2-1, 9-4-2-1)."""
    selfd, by_effect = [], {}
    for fc, rule in doomed:
        cause = g.core_loss.get(fc.uid)
        if rule == "9-4-2" and (cause is None or cause[0] != "self"):
            cause = g.bp_loss_cause(fc)      # 9-4-2-3: the owner's own core moves come first
        if cause is None or cause[0] == "self":
            selfd.append((fc, rule))
        else:
            by_effect.setdefault(cause[1], []).append(fc)
    for fc, rule in selfd:
        why = "too few cores for LV1" if rule == "9-3-2" else "BP 0 or less"
        g.emit("self_destroy", "10-1-1-1",
               f"[{fc.label}] {fc.card.name} is self-destroyed ({why}, {rule})", label=fc.label, card=fc.card.id)
        ops.leave_field(g, fc, "trash", rule="10-1-3-4")
    for by, cards in by_effect.items():
        yield from destroy(g, cards, by=by, cause="effect", rule=doomed[0][1])


def destroy(g: "Game", cards: list[FieldCard], by: int, cause: str, rule: str = "10-1-3",
            by_each: dict[int, int] | None = None) -> Flow:
    """10-1-3: substitution first (10-1-3-2), then destruction is confirmed and its triggers
    wait (10-1-3-3), then the cards go to the trash and their cores to the reserve (10-1-3-4)."""
    st = g.st
    confirmed: list[FieldCard] = []
    for fc in cards:
        if st.find(fc.uid) is not fc:
            continue
        who = by_each.get(fc.uid, by) if by_each else by
        replaced = yield from triggers.substitute_destruction(g, fc, who, cause)
        if not replaced:
            confirmed.append(fc)
    if not confirmed:
        return
    snaps = [ops.snapshot(g, fc) for fc in confirmed]
    for snap in snaps:
        snap.by = by_each.get(snap.uid, by) if by_each else by
        g.last_state[snap.uid] = snap
    for fc in confirmed:
        who = "battle" if cause == "battle" else f"{g.name(by)}'s effect"
        g.emit("destroy", rule, f"[{fc.label}] {fc.card.name} is destroyed ({who})",
               label=fc.label, card=fc.card.id, by=seat_name(by), cause=cause)
    # 10-1-3-3: triggers activate while the destroyed cards are still there, so a card destroyed
    # at the same time sees the others go; then they move together (10-1-3-4).
    triggers.collect(g, "destroyed", snaps, by=by, cause=cause)
    for fc in confirmed:
        ops.leave_field(g, fc, "trash", rule="10-1-3-4")


def resolve_next_trigger(g: "Game") -> Flow:
    """8-5-2-4: the newest batch resolves first; within a batch the turn player picks the order."""
    batch = g.pending[-1]
    if len(batch) == 1:
        item = batch.pop()
    else:
        options = {}
        for item in batch:
            options[f"resolve {item.key}"] = item
        item = yield Decision(g.st.active, "trigger_order", options,
                              "Several effects triggered at once: choose which resolves first", "8-5-2-4")
        batch.remove(item)
    if not batch:
        g.pending.pop()
    if item.effect.kind == "burst":
        yield from triggers.offer_burst(g, item)
        return
    if not triggers.still_triggers(g, item):
        return
    g.emit("trigger", "8-6-2", f"{item.card.name}: effect {item.number} resolves", card=item.card.id)
    ctx = Ctx(item.seat, item.card, item.effect, item.number, item.source, item.event_card)
    yield from resolve(g, ctx)
