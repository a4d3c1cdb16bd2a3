"""Gameplay management (chapter 9), run as the checkpoint loop: winner -> cards below LV1 or at
BP 0 -> queued triggers (turn player orders) -> again until stable.
"""

from __future__ import annotations

from . import bursts, derived, keywords, loops, ops, triggers
from .context import Ctx
from .decisions import Decision, Flow, Kind, ResolveFirst, decide
from .destruction import destroy
from .effects import resolve
from .state import FieldCard, Pending
from .table import Table
from .winner import GameOver, check_winner

__all__ = ["checkpoint", "destroy"]


def checkpoint(g: Table, with_triggers: bool = True) -> Flow[None]:
    st = g.st
    watch = g.loop
    while True:
        players = st.players
        if players[0].life <= 0 or players[1].life <= 0:    # check_winner's own first test, without a call
            check_winner(g)
        doomed: list[tuple[FieldCard, str]] = []
        bps = derived.BPs(st)       # one state for every spirit's BP below
        floor = bps.floor     # nothing lowers BP: only a spirit card printing 0 BP at some level may lose it all
        for fc in st.field:
            card = fc.card
            # st.total_cores(fc) without a call: every field card at every checkpoint
            if fc.cores + (players[fc.controller].soul == fc.uid) < card.lv1_cores:
                doomed.append((fc, "9-3-2"))
            elif (not floor or card.lowest_bp <= 0 and card.type == "spirit") and bps.none_left(fc):
                doomed.append((fc, "9-4-2"))
        if doomed:
            yield from _manage_doomed(g, doomed)
            continue
        st.core_loss.clear()
        if with_triggers and st.pending:
            watch.resolved += 1
            if watch.resolved >= loops.SIGN_FROM and loops.endless(watch, st):
                g.finish("draw", "the triggered effects loop for ever and no player can end the loop", "12-1-1-1")
                raise GameOver
            watch.resolving += 1
            yield from resolve_next_trigger(g)
            watch.resolving -= 1
            continue
        if watch.resolved and not watch.resolving and not st.pending:
            watch.clear()      # the chain is over (12-1: a loop is looked for within one chain)
        return


def _manage_doomed(g: Table, doomed: list[tuple[FieldCard, str]]) -> Flow[None]:
    """9-3-2 / 9-4-2: destroyed together; self-destruction when the owner's own action or payment
    caused it (10-1-1-1), otherwise destroyed by whoever's effect caused it (9-3-2-1, 9-4-2-1)."""
    selfd: list[tuple[FieldCard, str]] = []
    by_effect: dict[int, tuple[FieldCard, int, str, str]] = {}
    for fc, rule in doomed:
        cause = g.core_loss.get(fc.uid)
        if rule == "9-4-2" and (cause is None or cause[0] != "self"):
            cause = _bp_loss_cause(g, fc)    # 9-4-2-3: the owner's own core moves come first
        if cause is None or cause[0] == "self":
            selfd.append((fc, rule))
        else:
            by_effect[fc.uid] = (fc, cause[1], "effect_cores" if rule == "9-3-2" else "effect_bp", rule)
    began = triggers.begin_at_once(g)      # they go together: one event each of cores and cards (8-6-3)
    try:
        for fc, rule in selfd:
            why = "too few cores for LV1" if rule == "9-3-2" else "BP 0 or less"
            g.emit("self_destroy", "10-1-1-1",
                   f"[{fc.label}] {fc.card.name} is self-destroyed ({why}, {rule})", label=fc.label, card=fc.card.id)
            ops.leave_field(g, fc, "trash", rule="10-1-3-4")
    finally:
        triggers.end_at_once(g, began)
    if by_effect:   # destroyed together, each by whoever's effect did it (9-1-2-3)
        entries = list(by_effect.values())
        yield from destroy(g, [e[0] for e in entries], by=entries[0][1], cause=entries[0][2], rule=entries[0][3],
                           by_each={e[0].uid: e[1] for e in entries},
                           cause_each={e[0].uid: e[2] for e in entries})


def _bp_loss_cause(g: Table, fc: FieldCard) -> tuple[str, int] | None:
    """Whose effect brought the spirit's BP to 0 or less: a BP loss (9-4-2-1, the table's record),
    else an effect treating it as a level that prints less BP than its own (9-4-2-2)."""
    cause = g.bp_loss_cause(fc)
    if cause is not None:
        return cause
    card = fc.card
    own_bp = derived.level_bp(card, derived.level_for(card, g.st.total_cores(fc)))
    for mod in reversed(g.st.mods):
        if mod.uid == fc.uid and mod.kind == "max_level" and mod.by >= 0 and \
                derived.level_bp(card, card.levels[-1].level) < own_bp:
            return ("effect", mod.by)
    return None


def _face_down_burst(g: Table, batch: list[Pending]) -> Pending | None:
    """The first burst of the batch not yet activated, the turn player's first (1-3-4)."""
    waiting = [i for i in batch if i.effect is not None and i.effect.kind == "burst" and not i.activated]
    waiting.sort(key=lambda i: i.seat != g.st.active)
    return waiting[0] if waiting else None


def resolve_next_trigger(g: Table) -> Flow[None]:
    """8-5-2-4: the newest batch resolves first; within a batch the turn player picks the order."""
    batch = g.pending[-1]
    hidden = _face_down_burst(g, batch) if len(batch) > 1 else None
    if hidden is not None:
        # 8-5-2-1 / 10-9-3: a burst is activated (turned face up) by its owner before it waits to
        # resolve, so the turn player orders only effects everyone can see: a face-down burst
        # whose condition was met is never named to the other player.
        yes = yield from bursts.activate_burst(g, hidden)
        if not yes:
            batch.remove(hidden)
        return
    if len(batch) == 1:
        item = batch.pop()
    else:
        options = {f"resolve {one.key}": ResolveFirst(one) for one in batch}
        chosen = yield from decide(Decision(g.st.active, Kind.TRIGGER_ORDER, options,
                                            "Several effects triggered at once: choose which resolves first"))
        item = chosen.item
        batch.remove(item)
    if not batch:
        g.pending.pop()
    if item.keyword or item.effect is None:
        yield from keywords.resolve_keyword(g, item)
        return
    if item.effect.kind == "burst":
        yield from bursts.offer_burst(g, item)
        return
    if not triggers.still_triggers(g, item):
        return
    if item.effect.once_per_turn and item.source is not None:
        g.st.once_used.add((item.source.uid, item.number))
    g.emit("trigger", "8-6-2", f"{item.card.name}: effect {item.number} resolves", card=item.card.id)
    ctx = Ctx(item.seat, item.card, item.effect, item.number, item.source, item.event_card, soul_paid=item.soul_paid,
              those=list(item.cards))      # the cards a Crush discarded, for a count of "those" (BSS03-085)
    yield from resolve(g, ctx)
    timing = item.effect.timing
    if timing is not None and timing.event == "summoned" and timing.subject == "this" and item.source is not None:
        triggers.collect(g, "summon_effect_resolved", [item.source], player=item.seat, by=item.seat)
