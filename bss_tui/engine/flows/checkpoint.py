"""Gameplay management (chapter 9), run as the checkpoint loop: winner -> cards below LV1 or at
BP 0 -> queued triggers (turn player orders) -> again until stable.
"""

from __future__ import annotations

from ..keywords import bursts
from ..keywords.registry import resolve_keyword
from ..model import loops
from ..model.context import Ctx
from ..model.decisions import Decision, Flow, Kind, PickCard, ResolveFirst, decide
from ..model.state import FieldCard, Pending, Subject
from ..model.table import Table
from ..operations import ops
from ..rules import derived, triggers
from ..rules.winner import GameOver, check_winner
from ..verbs.destruction import destroy, doomed, manage_doomed
from ..verbs.effects import resolve

__all__ = ["checkpoint", "destroy"]


def checkpoint(g: Table, with_triggers: bool = True) -> Flow[None]:
    st = g.st
    watch = g.loop
    # A card management finds below LV1 or at 0 BP (9-3-2, 9-4-2) that a protection keeps on the field
    # (1-3-3: "cannot be destroyed by your opponent's effects", BSS04-053) stays as it is: the rules say no
    # more (it is neither destroyed nor moved; nothing makes its owner restore it).  So it is managed once
    # per checkpoint (`kept`), once more after each triggered effect resolves (which may end the
    # protection or change the card), and at every later checkpoint while it stays so: when the protection
    # ends, the effect that caused it destroys it then (9-3-2-1, 9-4-2-1), its cause kept until then.
    kept: set[int] = set()
    while True:
        players = st.players
        if players[0].life <= 0 or players[1].life <= 0:    # check_winner's own first test, without a call
            check_winner(g)
        found = doomed(g)
        if st.spared:
            st.spared &= {fc.uid for fc, _ in found}        # no longer doomed (or gone): the mark goes
        doomed_now = [d for d in found if d[0].uid not in kept] if kept else found
        if doomed_now:
            yield from manage_doomed(g, doomed_now)
            kept.update(fc.uid for fc, _ in doomed_now if st.find(fc.uid) is fc)
            continue
        if st.spared:
            for uid in [u for u in st.core_loss if u not in st.spared]:
                del st.core_loss[uid]
        else:
            st.core_loss.clear()
        if with_triggers and st.pending:
            kept.clear()
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
        yield from resolve_keyword(g, item)
        return
    if item.effect.kind == "burst":
        yield from bursts.offer_burst(g, item)
        return
    if item.others and triggers.about_event_card(item.effect):
        item.event_card = yield from _which_one(g, item)
    if not triggers.still_triggers(g, item):
        return
    if item.effect.once_per_turn and item.source is not None:
        g.st.once_used.add((item.source.uid, item.number))
    g.emit("trigger", "8-6-2", f"{item.card.name}: effect {item.number} resolves", card=item.card.id)
    ctx = Ctx(item.seat, item.card, item.effect, item.number, item.source, item.event_card, soul_paid=item.soul_paid,
              those=list(item.cards))      # the cards a Crush discarded, for a count of "those" (BSS03-085)
    yield from resolve(g, ctx)
    # a "when summoned" effect: printed under that heading, whatever event it then waits for (8-1-5-1: the
    # "when summoned" effects that wait for an Ascend, BSS01-001, BSS04-001)
    if item.source is not None and derived.heading(item.effect) == "summoned":
        triggers.collect(g, "summon_effect_resolved", [item.source], player=item.seat, by=item.seat)


def _which_one(g: Table, item: Pending) -> Flow[Subject | None]:
    """8-6-3: an effect fired once for several cards summoned or placed together is about one of them
    ("it gains 2000 BP", "that spirit"): its controller picks which, among those still on the field."""
    found: list[FieldCard] = []
    for subj in (item.event_card, *item.others):
        if isinstance(subj, FieldCard) and g.st.find(subj.uid) is subj:
            found.append(subj)
    if len(found) < 2:
        return found[0] if found else item.event_card
    options = {f"pick {fc.label}": PickCard(fc) for fc in found}
    chosen = yield from decide(Decision(item.seat, Kind.TARGET, options,
                                        f"{item.card.name}: its effect activates once for the cards that arrived "
                                        "together; choose the one it is about", "8-6-3"))
    return chosen.card if isinstance(chosen.card, FieldCard) else item.event_card
