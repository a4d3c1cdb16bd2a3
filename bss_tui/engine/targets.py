"""Choosing what an effect applies to (8-5-3)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Generator

from . import derived
from .context import Ctx, live
from .decisions import Decision
from .state import FieldCard

if TYPE_CHECKING:
    from .game import Game

Flow = Generator[Decision, object, object]
UNLIMITED = 10 ** 6


def select(g: "Game", ctx: Ctx, target) -> Flow:
    """The cards an action applies to, as a list (field cards, or cards for hand/trash zones)."""
    kind = target.kind
    st = g.st
    if kind == "this":
        fc = live(g, ctx.source)
        return [fc] if fc is not None else []
    if kind == "those":
        return [c for c in ctx.those if not isinstance(c, FieldCard) or st.find(c.uid) is c]
    if kind == "event_card":
        fc = live(g, ctx.event_card)
        return [fc] if fc is not None else []
    if kind in ("attacker", "blocker"):
        b = st.battle
        uid = None if b is None else (b.attacker if kind == "attacker" else b.blocker)
        fc = st.find(uid) if uid else None
        return [fc] if fc is not None else []
    src = live(g, ctx.source)
    if kind == "all":
        return [fc for fc in list(st.field) if _fits(g, ctx, fc, target.filter, src)]
    return (yield from _choose(g, ctx, target, src))


def _fits(g: "Game", ctx: Ctx, fc: FieldCard, f, src) -> bool:
    return derived.matches(g.st, fc, f, ctx.seat, src, event=ctx.event_card)


def candidates(g: "Game", ctx: Ctx, target, src) -> dict[str, object]:
    """What may be selected, by its name in the notation (a label, or a card id)."""
    st = g.st
    if target.zone == "field":
        return {fc.label: fc for fc in st.field
                if (_fits(g, ctx, fc, target.filter, src) or target.alt is not None and _fits(g, ctx, fc, target.alt, src))
                and not derived.unselectable(st, fc, ctx.seat, ctx.card)}
    side = ctx.seat if target.filter.side != "opponent" else 1 - ctx.seat
    area = getattr(st.players[side], target.zone)
    out: dict[str, object] = {}
    for card in area:
        if derived.card_matches(card, target.filter, ctx.event_card):
            out.setdefault(card.id, card)
    return out


def _choose(g: "Game", ctx: Ctx, target, src) -> Flow:
    pool = candidates(g, ctx, target, src)
    counts = None
    if target.zone != "field":
        counts = {}
        for card in getattr(g.st.players[ctx.seat if target.filter.side != "opponent" else 1 - ctx.seat], target.zone):
            counts[card.id] = counts.get(card.id, 0) + 1
    limit = UNLIMITED if target.mode == "any_number" else target.count
    totals = target.total_cost_max is not None or target.total_bp_max is not None
    chosen: list = []
    while len(chosen) < limit:
        left = {k: v for k, v in pool.items() if _free(k, v, chosen, counts) and _within(g, target, chosen, v)}
        if not left:
            break
        if target.mode == "exact" and not totals and target.zone == "field" and len(left) + len(chosen) <= target.count:
            chosen.extend(left.values())   # 8-5-3-1: every card that can be selected must be
            break
        options: dict[str, object] = {f"pick {k}": v for k, v in left.items()}
        if target.mode != "exact" or totals:
            options["done"] = None
        choice = yield Decision(ctx.seat, "target", options,
                                f"{ctx.card.name}: select {_describe(target)} ({len(chosen)} chosen)", "8-5-3")
        if choice is None:
            break
        chosen.append(choice)
    return chosen


def _free(key, value, chosen, counts) -> bool:
    if counts is None:
        return value not in chosen
    return sum(1 for c in chosen if c is value) < counts.get(key, 0)


def _within(g: "Game", target, chosen: list, extra) -> bool:
    """Combined totals ("with a combined total of N or less cost/BP")."""
    picked = chosen + [extra]
    if target.total_cost_max is not None and sum(getattr(c, "card", c).cost for c in picked) > target.total_cost_max:
        return False
    if target.total_bp_max is not None and sum(derived.bp_value(g.st, c) for c in picked) > target.total_bp_max:
        return False
    return True


def _describe(target) -> str:
    if target.mode == "up_to":
        return f"up to {target.count}"
    if target.mode == "any_number":
        return "any number"
    return str(target.count)
