"""Performing effect directives (8-2, 8-7, 8-8): one function per directive kind."""

from __future__ import annotations

from typing import TYPE_CHECKING, Generator

from ..carddb import effects as E
from . import derived, ops, triggers
from .context import Ctx
from .decisions import Decision
from .state import FieldCard, Mod, seat_name
from .targets import select

if TYPE_CHECKING:
    from .game import Game

Flow = Generator[Decision, object, object]


def perform(g: "Game", ctx: Ctx, act, rule: str = "8-7-1") -> Flow:
    """Perform one directive; a directive with a `when` condition is skipped unless it holds."""
    if act.when is not None and not when_holds(g, ctx, act.when):
        return
    handler = HANDLERS[act.do]
    yield from handler(g, ctx, act)


def when_holds(g: "Game", ctx: Ctx, cond: E.Condition) -> bool:
    if cond.those_below_lv1 is not None:
        below = any(isinstance(c, FieldCard) and g.st.total_cores(c) < c.card.lv1_cores for c in ctx.those)
        if below != cond.those_below_lv1:
            return False
    return derived.condition_holds(g.st, cond, ctx.seat, ctx.this(g))


def _player(ctx: Ctx, act) -> int:
    return ctx.seat if act.player == "you" else 1 - ctx.seat


def _draw(g, ctx, act) -> Flow:
    ops.draw(g, _player(ctx, act), act.count, rule="4-5-3")
    return
    yield


def _mill(g, ctx, act) -> Flow:
    ops.mill(g, _player(ctx, act), act.count, rule="10-2-1")
    return
    yield


def _discard(g, ctx, act) -> Flow:
    """10-2-2: from the hand; the discarding player chooses."""
    st = g.st
    who = _player(ctx, act)
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


def _pay_soul_core(g, ctx, act) -> Flow:
    st = g.st
    seat = ctx.seat
    this = ctx.this(g)
    p = st.players[seat]
    if act.from_this and isinstance(this, FieldCard) and p.soul == this.uid:
        ops.move_core(g, seat, this.label, "trash", True, rule="8-4-2", why=f"{ctx.card.name}'s cost")
        g.note_own_core_loss(seat, this.label)
    elif not act.from_this and p.soul not in ("void", "trash"):
        place = p.soul if isinstance(p.soul, str) else st.find(p.soul).label
        ops.move_core(g, seat, place, "trash", True, rule="8-4-2", why=f"{ctx.card.name}'s cost")
        g.note_own_core_loss(seat, place)
    return
    yield


def _targets(g, ctx, act) -> Flow:
    cards = yield from select(g, ctx, act.target)
    ctx.those = list(cards)
    return cards


def _bp(g, ctx, act) -> Flow:
    st = g.st
    amount = act.amount
    if act.per is not None:
        src = ctx.this(g)
        n = sum(1 for fc in st.field if derived.matches(st, fc, act.per, ctx.seat,
                                                         src if isinstance(src, FieldCard) else None))
        amount *= n
    for fc in (yield from _targets(g, ctx, act)):
        st.mods.append(Mod(fc.uid, "bp_add", amount, act.duration, st.tick(), ctx.seat))
        sign = "+" if amount >= 0 else ""
        g.emit("bp", "8-8-1-3-5", f"[{fc.label}] {fc.card.name} {sign}{amount} BP this {act.duration}",
               label=fc.label, amount=amount)


def _mark(g, ctx, act, kind: str, text: str, rule: str = "8-2-2-2", duration: str = "") -> Flow:
    """A continuous directive on each target, for a while (8-8-1-4: targets fixed now)."""
    st = g.st
    duration = duration or act.duration
    for fc in (yield from _targets(g, ctx, act)):
        st.mods.append(Mod(fc.uid, kind, 0, duration, st.tick(), ctx.seat))
        g.emit("restrict", rule, f"[{fc.label}] {fc.card.name} {text}", label=fc.label)


def _cannot(g, ctx, act) -> Flow:
    yield from _mark(g, ctx, act, "cannot_" + act.what, f"cannot {act.what} this {act.duration}")


def _protect(g, ctx, act) -> Flow:
    for what in act.against:
        yield from _mark(g, ctx, act, "protect_" + what, f"is protected ({what.replace('_', ' ')}) this {act.duration}",
                         rule="1-3-3")
        act = act.model_copy(update={"target": E.ThoseTarget()})


def _skip_refresh(g, ctx, act) -> Flow:
    yield from _mark(g, ctx, act, "skip_refresh", "will not refresh in its controller's next refresh step",
                     duration="next_refresh")


def _max_level(g, ctx, act) -> Flow:
    yield from _mark(g, ctx, act, "max_level", f"is treated as its highest level this {act.duration}",
                     rule="8-8-1-3-2")


def _attack_tax(g, ctx, act) -> Flow:
    st = g.st
    st.mods.append(Mod(-1, "attack_tax", 0, act.duration, st.tick(), ctx.seat))
    g.emit("restrict", "8-2-2-2", f"{g.name(1 - ctx.seat)} must move a core from a spirit to their reserve "
           f"to attack with it this {act.duration}")
    return
    yield


def _exhaust(g, ctx, act) -> Flow:
    for fc in (yield from _targets(g, ctx, act)):
        ops.exhaust(g, fc, ctx.seat)


def _refresh(g, ctx, act) -> Flow:
    for fc in (yield from _targets(g, ctx, act)):
        ops.refresh(g, fc)


def _destroy(g, ctx, act) -> Flow:
    from .checkpoint import destroy
    cards = yield from _targets(g, ctx, act)
    yield from destroy(g, [fc for fc in cards if g.st.find(fc.uid) is fc], by=ctx.seat, cause="effect",
                      source=ctx.card)


def _return_to_hand(g, ctx, act) -> Flow:
    st = g.st
    gone = []
    for fc in (yield from _targets(g, ctx, act)):
        if st.find(fc.uid) is fc:
            snap = ops.snapshot(g, fc)
            ops.leave_field(g, fc, "hand")
            gone.append(snap)
            g.emit("return", "3-5-5", f"[{fc.label}] {fc.card.name} returns to {g.name(fc.owner)}'s hand",
                   label=fc.label, card=fc.card.id)
    if gone:
        triggers.collect(g, "returned", gone, by=ctx.seat)


def _trash_to_hand(g, ctx, act) -> Flow:
    st = g.st
    owner = ctx.seat if act.target.filter.side != "opponent" else 1 - ctx.seat
    p = st.players[owner]
    for card in (yield from _targets(g, ctx, act)):
        if card in p.trash:
            p.trash.remove(card)
            p.hand.append(card)
            g.emit("trash_to_hand", "3-4-2", f"{card.name} goes from the trash to {g.name(owner)}'s hand",
                   card=card.id)


def _summon(g, ctx, act) -> Flow:
    """Summon a spirit card from the hand or trash by an effect (10-6): free, paid and placed
    from the reserve only, or paid as usual.  Its LV1 cores are still placed (10-6-7)."""
    from .play import put_card
    from .payment import pool
    st = g.st
    area = getattr(st.players[ctx.seat], act.zone)
    free = act.pay == "free"
    reserve_only = act.pay == "reserve"          # "cost": from the field and the reserve (10-6-6)
    avail = pool(g, ctx.seat, reserve_only=reserve_only).total()
    options: dict[str, object] = {}
    for card in area:
        if card.type == "spirit" and derived.card_matches(card, act.filter, ctx.event_card):
            with derived.paying_for(st, card):
                need = card.lv1_cores + (0 if free else derived.cost_to_pay(st, ctx.seat, card))
            if need <= avail:
                options.setdefault(f"pick {card.id}", card)
    if not options:
        return
    options["done"] = None
    card = yield Decision(ctx.seat, "target", options, f"{ctx.card.name}: choose a spirit card to summon", "10-6-1")
    if card is None:
        return
    yield from put_card(g, ctx.seat, card, "summon", reserve_only=reserve_only, free=free, source=act.zone)


def _reveal_take(g, ctx, act) -> Flow:
    """Reveal or view the top cards (12-2, 12-3); matching ones to the hand (a card taken from a
    private view is revealed, 12-2-1), the rest to the bottom, the trash or back on top."""
    st = g.st
    seat = ctx.seat
    p = st.players[seat]
    shown = top_cards(p, act.count)      # they stay in the deck until they are moved (12-3-2)
    if not shown:
        return
    names = ", ".join(c.name for c in shown)
    if act.view_only:
        g.emit("view", "12-3-1", f"{g.name(seat)} looks at the top {len(shown)} card(s) of their deck",
               private_to=seat, private_text=f"{g.name(seat)} looks at: {names}")
    else:
        g.emit("reveal", "12-2-1", f"{g.name(seat)} reveals {names}", cards=[c.id for c in shown])
    matching = [c for c in shown if derived.card_matches(c, act.filter, ctx.event_card)]
    taken: list = []
    if act.take == "all":
        taken = matching
    elif matching:
        options: dict[str, object] = {}
        for card in matching:
            options.setdefault(f"pick {card.id}", card)
        if act.take == "up_to_one" or act.view_only:
            options["done"] = None        # 8-5-3-5: from a private view a match may be passed over
        if len(options) == 1:
            taken = [next(iter(options.values()))]
        else:
            choice = yield Decision(seat, "target", options, f"{ctx.card.name}: choose a card to put into your hand",
                                    "8-5-3")
            taken = [choice] if choice is not None else []
    del p.deck[len(p.deck) - len(shown):]
    for card in taken:
        shown.remove(card)
        p.hand.append(card)
        g.emit("take", "12-2-1", f"{g.name(seat)} puts {card.name} into their hand", card=card.id)
    if act.rest in ("bottom", "top"):
        shown = yield from placing_order(g, seat, shown, act.rest, ctx.card.name)
    _rest(g, seat, shown, act.rest)


def top_cards(p, n: int) -> list:
    """The top n cards of a deck, top first (deck[-1] is the top)."""
    return list(reversed(p.deck[max(0, len(p.deck) - n):]))


def placing_order(g: "Game", seat: int, cards: list, where: str, why: str) -> Generator[Decision, object, list]:
    """3-1-5: the owner orders cards put into the deck together, one decision per card (each
    chosen card goes next: under the previous ones at the bottom, on top of them on top).
    Copies of one card need no choice.  Returns the cards in the order they are put."""
    left = list(cards)
    order: list = []
    while len({c.id for c in left}) > 1:
        options: dict[str, object] = {}
        for card in left:
            options.setdefault(f"pick {card.id}", card)
        side = "on the bottom of your deck (each under the last)" if where == "bottom" \
            else "on top of your deck (each above the last)"
        choice = yield Decision(seat, "target", options, f"{why}: choose the next card to put {side}", "3-1-5")
        left.remove(choice)
        order.append(choice)
    return order + left


def _rest(g: "Game", seat: int, cards: list, where: str) -> None:
    p = g.st.players[seat]
    if where == "trash":
        p.trash.extend(cards)
        for card in cards:
            g.emit("mill", "10-2-1", f"{g.name(seat)} discards {card.name}", card=card.id)
    elif where == "bottom":
        for card in cards:            # in placing order: each goes under the last
            p.deck.insert(0, card)
        if cards:
            g.emit("to_bottom", "3-2-3-1", f"{len(cards)} card(s) go to the bottom of {g.name(seat)}'s deck")
    else:
        p.deck.extend(cards)      # in placing order: each goes on top of the last


def _arrange_top(g, ctx, act) -> Flow:
    """View the top cards; the player sends any of them to the bottom, the rest stay on top."""
    st = g.st
    seat = ctx.seat
    p = st.players[seat]
    shown = top_cards(p, act.count)
    if not shown:
        return
    g.emit("view", "12-3-1", f"{g.name(seat)} looks at the top {len(shown)} card(s) of their deck",
           private_to=seat, private_text=f"{g.name(seat)} looks at: {', '.join(c.name for c in shown)}")
    bottom: list = []
    while shown:
        options: dict[str, object] = {}
        for card in shown:
            options.setdefault(f"pick {card.id}", card)
        options["done"] = None
        choice = yield Decision(seat, "target", options, f"{ctx.card.name}: choose a card to put on the bottom "
                                "(each under the last), or done", "3-1-5")
        if choice is None:
            break
        shown.remove(choice)
        bottom.append(choice)
    del p.deck[len(p.deck) - len(shown) - len(bottom):]
    _rest(g, seat, bottom, "bottom")
    _rest(g, seat, (yield from placing_order(g, seat, shown, "top", ctx.card.name)), "top")


def _move_cores(g, ctx, act) -> Flow:
    from .cores_effects import move_cores
    yield from move_cores(g, ctx, act)


HANDLERS = {
    "draw": _draw, "mill": _mill, "discard": _discard, "pay_soul_core": _pay_soul_core, "bp": _bp,
    "cannot": _cannot, "protect": _protect, "skip_refresh": _skip_refresh, "max_level": _max_level,
    "attack_tax": _attack_tax, "exhaust": _exhaust, "refresh": _refresh, "destroy": _destroy,
    "return_to_hand": _return_to_hand, "trash_to_hand": _trash_to_hand, "summon": _summon,
    "reveal_take": _reveal_take, "arrange_top": _arrange_top, "move_cores": _move_cores,
}
