"""Gameplay management (chapter 9) and destruction (10-1), run as the checkpoint loop:
winner -> cards below LV1 or at BP 0 -> queued triggers (turn player orders) -> again until stable.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Generator

from ..carddb.schema import Card
from . import derived, keywords, ops, triggers
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
            by_effect[fc.uid] = (fc, cause[1], "effect_cores" if rule == "9-3-2" else "effect_bp", rule)
    for fc, rule in selfd:
        why = "too few cores for LV1" if rule == "9-3-2" else "BP 0 or less"
        g.emit("self_destroy", "10-1-1-1",
               f"[{fc.label}] {fc.card.name} is self-destroyed ({why}, {rule})", label=fc.label, card=fc.card.id)
        ops.leave_field(g, fc, "trash", rule="10-1-3-4")
    if by_effect:   # destroyed together, each by whoever's effect did it (9-1-2-3)
        entries = list(by_effect.values())
        yield from destroy(g, [e[0] for e in entries], by=entries[0][1], cause=entries[0][2], rule=entries[0][3],
                           by_each={e[0].uid: e[1] for e in entries},
                           cause_each={e[0].uid: e[2] for e in entries})


def destroy(g: "Game", cards: list[FieldCard], by: int, cause: str, rule: str = "10-1-3",
            by_each: dict[int, int] | None = None, destroyer: dict | None = None,
            cause_each: dict[int, str] | None = None, source: Card | None = None) -> Flow:
    """10-1-3: protections and substitution first (10-1-3-2), then destruction is confirmed and
    its triggers wait (10-1-3-3), then the cards go to the trash and their cores to the reserve
    (10-1-3-4).  `cause`: "battle", "effect" (a destruction effect, 10-14-1), "effect_cores" or
    "effect_bp" (an effect left it below LV1 or at BP 0, 9-3-2-1, 9-4-2-1).  `source`: the card
    whose destruction effect it is."""
    st = g.st
    confirmed: list[FieldCard] = []
    to_hand: set[int] = set()
    for fc in cards:
        if st.find(fc.uid) is not fc:
            continue
        who = by_each.get(fc.uid, by) if by_each else by
        how = cause_each.get(fc.uid, cause) if cause_each else cause
        shield = protection(g, fc, who, how, source)
        if shield:
            g.emit("not_destroyed", shield[0], f"[{fc.label}] {fc.card.name} is not destroyed ({shield[1]})",
                   label=fc.label)
            continue
        outcome = yield from triggers.substitute_destruction(g, fc, who, how)
        if outcome == "replace":
            continue
        if outcome == "to_hand":
            to_hand.add(fc.uid)
        confirmed.append(fc)
    if not confirmed:
        return
    snaps = [ops.snapshot(g, fc) for fc in confirmed]
    for snap in snaps:
        snap.by = by_each.get(snap.uid, by) if by_each else by
        snap.cause = cause_each.get(snap.uid, cause) if cause_each else cause
        snap.destroyer = (destroyer or {}).get(snap.uid)
        g.last_state[snap.uid] = snap
    for fc, snap in zip(confirmed, snaps):
        who = "battle" if snap.cause == "battle" else f"{g.name(snap.by)}'s effect"
        g.emit("destroy", rule, f"[{fc.label}] {fc.card.name} is destroyed ({who})",
               label=fc.label, card=fc.card.id, by=seat_name(snap.by), cause=snap.cause)
    # 10-1-3-3: triggers activate while the destroyed cards are still there, so a card destroyed
    # at the same time sees the others go; then they move together (10-1-3-4).
    triggers.collect(g, "destroyed", snaps, by=by, cause=cause)
    for fc in confirmed:
        ops.leave_field(g, fc, "hand" if fc.uid in to_hand else "trash", rule="10-1-3-4")


def protection(g: "Game", fc: FieldCard, by: int, cause: str,
               source: Card | None = None) -> tuple[str, str] | None:
    """(rule, why) when this destruction cannot happen: A.T. Field (11-13-1: only against effects
    of the opponent's spirits, not magic or nexuses) or an effect that protects the card for a while."""
    st = g.st
    opponent = by != fc.controller
    if cause == "effect" and opponent:
        spirit_effect = source is not None and source.type == "spirit"
        if spirit_effect and st.has_soul(fc) and derived.has_keyword(st, fc, "A.T. Field"):
            return "11-13-1", "A.T. Field with a soul core on it"
        if derived.has_mod(st, fc, "protect_opponent_destroy_effects"):
            return "1-3-3", "an effect protects it from the opponent's destruction effects"
    if cause == "battle" and derived.has_mod(st, fc, "protect_battle"):
        return "1-3-3", "an effect protects it from destruction in battle"
    return None


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
    if item.keyword:
        yield from keywords.resolve_keyword(g, item)
        return
    if item.effect.kind == "burst":
        yield from triggers.offer_burst(g, item)
        return
    if not triggers.still_triggers(g, item):
        return
    if item.effect.once_per_turn and item.source is not None:
        g.st.once_used.add((item.source.uid, item.number))
    g.emit("trigger", "8-6-2", f"{item.card.name}: effect {item.number} resolves", card=item.card.id)
    ctx = Ctx(item.seat, item.card, item.effect, item.number, item.source, item.event_card)
    yield from resolve(g, ctx)
    timing = item.effect.timing
    if timing is not None and timing.event == "summoned" and timing.subject == "this":
        triggers.collect(g, "summon_effect_resolved", [item.source], player=item.seat, by=item.seat)
