"""Resolving effects (chapter 8): costs (8-4), targets (8-5-3), directives (8-7, 8-8), and the
last known state of cards that left the field (8-10)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Generator, Union

from ..carddb import effects as E
from ..carddb.schema import Card
from . import derived, ops, triggers
from .decisions import Decision
from .state import FieldCard, Mod, Snapshot, seat_name
from .winner import check_winner

if TYPE_CHECKING:
    from .game import Game

Flow = Generator[Decision, object, object]
Subject = Union[FieldCard, Snapshot]


@dataclass(slots=True)
class Ctx:
    """One effect being resolved."""

    seat: int                        # who controls the effect
    card: Card                       # the card the effect is printed on
    effect: E.Effect
    number: int                      # the effect's 1-based number on the card
    source: Subject | None = None    # the field card it belongs to (or its last known state)
    event_card: Subject | None = None
    those: list = field(default_factory=list)

    def this(self, g: "Game") -> Subject | None:
        """The effect's own card: live while it is on the field, else its last state (8-10)."""
        src = self.source
        if isinstance(src, FieldCard):
            live = g.st.find(src.uid)
            if live is not None:
                return live
            return g.last_state.get(src.uid)
        return src


def live(g: "Game", subject) -> FieldCard | None:
    """The field card a subject refers to, if it is still on the field."""
    if isinstance(subject, (FieldCard, Snapshot)):
        fc = g.st.find(subject.uid)
        return fc
    return None


# ---- effect costs (8-4) -----------------------------------------------------------------------

def cost_payable(g: "Game", ctx: Ctx) -> bool:
    """8-4-2-3: a cost can be paid only if every part of it can."""
    for act in ctx.effect.cost:
        if not _payable(g, ctx, act):
            return False
    return True


def _payable(g: "Game", ctx: Ctx, act) -> bool:
    st = g.st
    this = ctx.this(g)
    if isinstance(act, E.PaySoulCore):
        if act.from_this:
            return isinstance(this, FieldCard) and st.has_soul(this)
        return st.players[ctx.seat].soul not in ("void", "trash")
    if isinstance(act, E.Exhaust) and act.target.kind == "this":
        return isinstance(this, FieldCard) and not this.exhausted
    if isinstance(act, E.MoveCores) and act.source == "reserve":
        n = act.count if isinstance(act.count, int) else 1
        return st.players[ctx.seat].reserve >= n
    return True


# ---- resolution -------------------------------------------------------------------------------

def resolve(g: "Game", ctx: Ctx) -> Flow:
    """Pay the effect cost if any (asking first when optional), then perform each directive in
    the order written (1-3-7)."""
    eff = ctx.effect
    if eff.cost:
        if not cost_payable(g, ctx):
            g.emit("effect_skipped", "8-4-2-4", f"{ctx.card.name}: its cost cannot be paid, so it does nothing")
            return
    if eff.optional:
        question = "pay the cost to use this effect" if eff.cost else "use this effect"
        yes = yield Decision(ctx.seat, "optional", {"yes": True, "no": False},
                             f"{ctx.card.name}: {question}?", "8-4-1" if eff.cost else "8-1-8")
        if not yes:
            return
    for act in eff.cost:
        yield from perform(g, ctx, act, rule="8-4-2-1")
    for act in eff.actions:
        yield from perform(g, ctx, act)
        check_winner(g)       # 9-2-1: a winner interrupts the rest of the effect


def select(g: "Game", ctx: Ctx, target) -> Flow:
    """Choose the cards an action applies to (8-5-3); returns a list."""
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
    src = live(g, ctx.source)
    if kind == "all":
        return [fc for fc in list(st.field) if derived.matches(st, fc, target.filter, ctx.seat, src)]
    # select
    if target.zone == "field":
        pool = {fc.label: fc for fc in st.field
                if derived.matches(st, fc, target.filter, ctx.seat, src) and selectable(g, ctx, fc)}
    else:
        side = ctx.seat if target.filter.side != "opponent" else 1 - ctx.seat
        area = st.players[side].trash if target.zone == "trash" else st.players[side].hand
        pool = {}
        for card in area:
            if derived.card_matches(card, target.filter):
                pool.setdefault(card.id, card)
    chosen: list = []
    counts = _zone_counts(g, ctx, target) if target.zone != "field" else None
    while True:
        left = {k: v for k, v in pool.items() if _still_free(k, v, chosen, counts)}
        limit = target.count
        if target.mode == "any_number":
            limit = 10 ** 6
        if len(chosen) >= limit or not left:
            break
        if target.mode == "exact" and len(left) + len(chosen) <= target.count and target.zone == "field":
            chosen.extend(left.values())   # 8-5-3-1: all that can be selected must be
            break
        options: dict[str, object] = {f"pick {k}": v for k, v in left.items()}
        if target.mode != "exact":
            options["done"] = None
        what = _describe_target(target)
        choice = yield Decision(ctx.seat, "target", options,
                                f"{ctx.card.name}: select {what} ({len(chosen)} chosen)", "8-5-3")
        if choice is None:
            break
        chosen.append(choice)
    return chosen


def _zone_counts(g: "Game", ctx: Ctx, target) -> dict[str, int]:
    side = ctx.seat if target.filter.side != "opponent" else 1 - ctx.seat
    area = g.st.players[side].trash if target.zone == "trash" else g.st.players[side].hand
    counts: dict[str, int] = {}
    for card in area:
        counts[card.id] = counts.get(card.id, 0) + 1
    return counts


def _still_free(key, value, chosen, counts) -> bool:
    if counts is None:
        return value not in chosen
    return sum(1 for c in chosen if c is value) < counts.get(key, 0)


def _describe_target(target) -> str:
    n = target.count
    if target.mode == "up_to":
        return f"up to {n}"
    if target.mode == "any_number":
        return "any number"
    return str(n)


def selectable(g: "Game", ctx: Ctx, fc: FieldCard) -> bool:
    """Whether an effect may select this card (Armor and similar restrictions live here)."""
    return True


def perform(g: "Game", ctx: Ctx, act, rule: str = "8-7-1") -> Flow:
    st = g.st
    seat = ctx.seat
    do = act.do
    who = seat if getattr(act, "player", "you") == "you" else 1 - seat
    if do == "draw":
        ops.draw(g, who, act.count, rule="4-5-3")
        return
    if do == "mill":
        ops.mill(g, who, act.count, rule="10-2-1")
        return
    if do == "discard":
        for _ in range(act.count):
            hand = st.players[who].hand
            if not hand:
                break
            options = {}
            for card in hand:
                options.setdefault(f"discard {card.id}", card)
            card = yield Decision(who, "discard", options, f"{ctx.card.name}: discard a card", "10-2-2")
            hand.remove(card)
            st.players[who].trash.append(card)
            g.emit("discard", "10-2-2", f"{g.name(who)} discards {card.name}", seat=seat_name(who), card=card.id)
        return
    if do == "pay_soul_core":
        this = ctx.this(g)
        p = st.players[seat]
        if act.from_this and isinstance(this, FieldCard) and p.soul == this.uid:
            ops.move_core(g, seat, this.label, "trash", True, rule="8-4-2", why=f"{ctx.card.name}'s cost")
        elif not act.from_this and p.soul not in ("void", "trash"):
            place = p.soul if isinstance(p.soul, str) else st.find(p.soul).label
            ops.move_core(g, seat, place, "trash", True, rule="8-4-2", why=f"{ctx.card.name}'s cost")
        return
    if do == "move_cores":
        yield from _move_cores(g, ctx, act)
        return
    targets = yield from select(g, ctx, act.target)
    ctx.those = list(targets)
    if do == "bp":
        for fc in targets:
            st.mods.append(Mod(fc.uid, "bp_add", act.amount, act.duration, st.tick(), seat))
            sign = "+" if act.amount >= 0 else ""
            g.emit("bp", "8-8-1-3-5", f"[{fc.label}] {fc.card.name} {sign}{act.amount} BP this {act.duration}",
                   label=fc.label, amount=act.amount)
    elif do == "cannot":
        for fc in targets:
            st.mods.append(Mod(fc.uid, "cannot_" + act.what, 0, act.duration, st.tick(), seat))
            g.emit("restrict", "8-2-2-2", f"[{fc.label}] {fc.card.name} cannot {act.what} this {act.duration}",
                   label=fc.label)
    elif do == "exhaust":
        for fc in targets:
            if not fc.exhausted:
                fc.exhausted = True
                g.emit("exhaust", "10-4-1", f"[{fc.label}] {fc.card.name} is exhausted", label=fc.label)
    elif do == "refresh":
        for fc in targets:
            if fc.exhausted:
                fc.exhausted = False
                g.emit("refresh", "10-3-1", f"[{fc.label}] {fc.card.name} is refreshed", label=fc.label)
    elif do == "destroy":
        from .checkpoint import destroy
        yield from destroy(g, [fc for fc in targets if st.find(fc.uid) is fc], by=seat, cause="effect")
    elif do == "return_to_hand":
        for fc in targets:
            if st.find(fc.uid) is fc:
                ops.leave_field(g, fc, "hand")
                g.emit("return", "3-5-5", f"[{fc.label}] {fc.card.name} returns to {g.name(fc.owner)}'s hand",
                       label=fc.label, card=fc.card.id)
    elif do == "trash_to_hand":
        owner = seat if act.target.filter.side != "opponent" else 1 - seat
        for card in targets:
            p = st.players[owner]
            if card in p.trash:
                p.trash.remove(card)
                p.hand.append(card)
                g.emit("trash_to_hand", "3-4-2", f"{card.name} goes from the trash to {g.name(owner)}'s hand",
                       card=card.id)
    else:  # pragma: no cover - the schema admits nothing else
        raise ValueError(f"unknown directive {do}")


def _move_cores(g: "Game", ctx: Ctx, act: E.MoveCores) -> Flow:
    """Move cores as an effect says.  Soul cores go to life or the void only when the effect
    names them (4-11-3); a spirit left below LV1 is destroyed by the effect (9-3-2-1)."""
    st = g.st
    seat = ctx.seat
    side = seat if act.side == "you" else 1 - seat
    cards: list[FieldCard] = []
    if "card" in (act.source, act.dest):
        cards = yield from select(g, ctx, act.target) if act.target is not None else []
        ctx.those = list(cards)
    if act.source == "card":
        # Cores taken off a card go to that card's controller's areas (3-5-5).
        for fc in cards:
            owner = fc.controller
            total = st.total_cores(fc)
            n = total if act.count == "all" else total - 1 if act.count == "all_but_one" else act.count
            soul_ok = act.soul or act.dest not in ("life", "void")
            if soul_ok and 0 < n < total and st.has_soul(fc):
                # 8-5-6: the cores' controller says whether the soul core is among those moved.
                take_soul = yield Decision(owner, "core_choice", {"core": False, "soul": True},
                                           f"{ctx.card.name} moves {n} core(s) off [{fc.label}]: "
                                           "move an ordinary core or the soul core?", "8-5-6")
                if take_soul:
                    ops.move_core(g, owner, fc.label, act.dest, True, rule="8-5-6", why=ctx.card.name)
                    n -= 1
                    g.core_loss[fc.uid] = ("effect", seat)
            moved = ops.move_core(g, owner, fc.label, act.dest, False, n, rule="8-7-1", why=ctx.card.name)
            if moved < n and soul_ok and st.has_soul(fc):
                moved += ops.move_core(g, owner, fc.label, act.dest, True, rule="8-5-6", why=ctx.card.name)
            if moved:
                g.core_loss[fc.uid] = ("effect", seat)
        return
    if act.dest == "card":
        for fc in cards:
            n = act.count if isinstance(act.count, int) else 0
            if act.source == "void":
                ops.move_core(g, fc.controller, "void", fc.label, False, n, rule="8-7-1", why=ctx.card.name)
            else:
                ops.move_core(g, fc.controller if act.side == "owner" else side, act.source, fc.label,
                              False, n, rule="8-7-1", why=ctx.card.name)
        return
    for side in ((seat, 1 - seat) if act.side == "each" else (side,)):
        n = act.count if isinstance(act.count, int) else ops.ordinary_at(g, side, act.source)
        moved = ops.move_core(g, side, act.source, act.dest, False, n, rule="8-7-1", why=ctx.card.name)
        if moved < n and act.soul and ops.soul_at(g, side, act.source):
            moved += ops.move_core(g, side, act.source, act.dest, True, rule="4-11-3", why=ctx.card.name)
        if act.source == "life" and moved:
            triggers.collect(g, "life_lost", [], player=side, by=seat)
