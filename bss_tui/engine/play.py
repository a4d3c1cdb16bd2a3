"""What a player may do with cards: summon (10-6), place (10-7), use magic (10-8), activate
effects (8-1-3), set a burst (6-6-1-2-2), move cores (6-6-1-2-3).  The option builders are the
single source of legal actions for the main step and for flash windows (principle 2)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Generator

from ..carddb.schema import Card
from . import derived, ops, triggers
from .checkpoint import checkpoint
from .decisions import Decision
from .effects import Ctx, cost_payable, resolve
from .payment import choose_payment, choose_placement, cost_of, pool
from .state import FieldCard, seat_name

if TYPE_CHECKING:
    from .game import Game

Flow = Generator[Decision, object, object]


# ---- option builders --------------------------------------------------------------------------

def use_text(card: Card, number: int) -> str:
    """`use ID` for a card with one magic effect, `use ID N` when it has several (10-8-3)."""
    return f"use {card.id}" if len(card.magic_effects) == 1 else f"use {card.id} {number}"


def card_options(g: "Game", seat: int, window: str) -> dict[str, tuple]:
    """Hand cards and field effects usable now; window is "main" or "flash"."""
    avail = pool(g, seat).total()
    return _hand_options(g, seat, window, avail) | _field_options(g, seat, window)


def affordable(g: "Game", seat: int, card: Card, extra: int, avail: int) -> bool:
    """cost after reduction (2-7-3) + extra <= avail, skipping the reduction when the printed
    cost already fits or even the largest reduction would not help."""
    st = g.st
    with derived.paying_for(st, card):
        cost = derived.base_cost(st, seat, card) if card.hand_constants else card.cost
        if cost + extra <= avail:
            return True
        if cost - len(card.reduction) + extra > avail:
            return False
        return derived.cost_to_pay(st, seat, card) + extra <= avail


def _hand_options(g: "Game", seat: int, window: str, avail: int) -> dict[str, tuple]:
    st = g.st
    p = st.players[seat]
    reserve_total = None
    opts: dict[str, tuple] = {}
    seen: set[str] = set()
    for card in p.hand:
        if card.id in seen:
            continue
        seen.add(card.id)
        if window == "main" and card.type in ("spirit", "nexus"):
            if affordable(g, seat, card, card.lv1_cores, avail):
                verb = "summon" if card.type == "spirit" else "place"
                opts[f"{verb} {card.id}"] = (verb, card)
        elif window == "flash" and card.type == "spirit" and card.has_keyword("Swift"):
            # 11-9-1: Swift summons in a flash window, paying and placing from the reserve only.
            if reserve_total is None:
                reserve_total = pool(g, seat, reserve_only=True).total()
            if affordable(g, seat, card, card.lv1_cores, reserve_total):
                opts[f"summon {card.id}"] = ("swift", card)
        elif card.type == "magic":
            ok = None
            for number in card.magic_effects:
                eff = card.effects[number - 1]
                if window in eff.windows:   # 8-1-6-1: main-labelled in the main step, flash in flash windows
                    if ok is None:
                        ok = affordable(g, seat, card, 0, avail)
                    if ok:
                        opts[use_text(card, number)] = ("use", card, number)
        if window == "main" and card.has_burst and not st.burst_set_this_turn:
            opts[f"set {card.id}"] = ("set", card)
    return opts


def _field_options(g: "Game", seat: int, window: str) -> dict[str, tuple]:
    """Activated effects (8-1-3) and Awaken (11-1) of the player's field cards."""
    st = g.st
    opts: dict[str, tuple] = {}
    for fc in st.field:
        if fc.controller != seat or not fc.card.effects:
            continue
        lv = derived.level(st, fc)
        for number, eff in enumerate(fc.card.effects, 1):
            if eff.kind != "activated":
                continue
            if window not in eff.windows:      # 8-1-3-1: a flash-only effect waits for a flash window
                continue
            if eff.once_per_turn and (fc.uid, number) in st.once_used:
                continue
            if not derived.effect_active(st, fc, eff, lv):
                continue
            if eff.cost and not cost_payable(g, Ctx(seat, fc.card, eff, number, fc)):
                continue
            opts[f"activate {fc.label} {number}"] = ("activate", fc, number)
    if window != "flash":
        return opts         # 11-1-1: Awaken only where flash effects can be used (flash windows)
    for fc in st.field:
        if fc.controller == seat and fc.card.keywords and derived.has_keyword(st, fc, "Awaken") \
                and any(o.controller == seat and o is not fc and st.total_cores(o) for o in st.field):
            opts[f"awaken {fc.label}"] = ("awaken", fc)
    return opts


def move_options(g: "Game", seat: int) -> dict[str, tuple]:
    """6-6-1-2-3: any core between the reserve and one's own field cards, soul core included."""
    st = g.st
    p = st.players[seat]
    places = [("reserve", p.reserve, p.soul == "reserve")]
    places.extend((fc.label, fc.cores, p.soul == fc.uid) for fc in st.field if fc.controller == seat)
    opts: dict[str, tuple] = {}
    for src, n, soul in places:
        if not n and not soul:
            continue
        for dst, _, _ in places:
            if dst == src:
                continue
            if n:
                opts[f"move {src} {dst}"] = ("move", src, dst, False)
            if soul:
                opts[f"move {src} {dst} soul"] = ("move", src, dst, True)
    return opts


def main_options(g: "Game", seat: int) -> dict[str, tuple]:
    opts = card_options(g, seat, "main")
    opts.update(move_options(g, seat))
    opts["end"] = ("end",)
    return opts


# ---- doing them ---------------------------------------------------------------------------------

def perform_option(g: "Game", seat: int, choice: tuple, window: str) -> Flow:
    """Carry out a chosen option.  Returns False if the player cancelled (nothing changed)."""
    verb = choice[0]
    if verb in ("summon", "place"):
        return (yield from put_card(g, seat, choice[1], verb))
    if verb == "swift":
        return (yield from put_card(g, seat, choice[1], "summon", reserve_only=True, rule="11-9-1"))
    if verb == "awaken":
        return (yield from awaken(g, seat, choice[1]))
    if verb == "use":
        return (yield from use_magic(g, seat, choice[1], choice[2]))
    if verb == "activate":
        return (yield from activate(g, seat, choice[1], choice[2]))
    if verb == "set":
        set_burst(g, seat, choice[1])
        return True
    if verb == "move":
        _, src, dst, soul = choice
        ops.move_core(g, seat, src, dst, soul, rule="6-6-1-2-3")
        g.note_own_core_loss(seat, src)
        yield from checkpoint(g)
        return True
    raise ValueError(verb)


def put_card(g: "Game", seat: int, card: Card, verb: str, reserve_only: bool = False,
             free: bool = False, source: str = "hand", rule: str = "") -> Flow:
    """Summon a spirit (10-6) or place a nexus (10-7) from the hand (or, by an effect, from the
    trash, without paying its cost)."""
    rules = ("10-6-6", "10-6-7") if verb == "summon" else ("10-7-6", "10-7-7")
    with derived.paying_for(g.st, card):
        cost = 0 if free else cost_of(g, seat, card)
    pl = pool(g, seat, reserve_only)
    picks = []
    if cost:
        picks = yield from choose_payment(g, seat, pl, cost, card.name, rules[0])
        if picks is None:
            return False
    placed = yield from choose_placement(g, seat, pl, card.lv1_cores, card.name, rules[1])
    if placed is None:
        return False
    st = g.st
    getattr(st.players[seat], source).remove(card)
    g.pay_picks(seat, picks, card.name)
    fc = ops.put_on_field(g, seat, card)
    for place, soul in placed:
        ops.move_core(g, seat, place, fc.label, soul, quiet=True)
    word = "summons" if verb == "summon" else "places"
    rule = rule or ("10-6" if verb == "summon" else "10-7")
    g.emit(verb, rule,
           f"{g.name(seat)} {word} [{fc.label}] {card.name} (cost {cost}, {len(placed)} core"
           f"{'s' if len(placed) != 1 else ''} on it)", seat=seat_name(seat), card=card.id, label=fc.label)
    triggers.collect(g, "summoned" if verb == "summon" else "placed", [fc], player=seat, by=seat)
    yield from checkpoint(g)
    return True


def awaken(g: "Game", seat: int, fc: FieldCard) -> Flow:
    """11-1-1: move one or more cores from the player's other field cards onto this one.  A card
    left below LV1 is self-destroyed: no "when destroyed" effects."""
    pl = pool(g, seat)
    pl.ordinary.pop("reserve", None)      # only cores from the player's other field cards
    pl.ordinary.pop(fc.label, None)
    if pl.soul in ("reserve", fc.label):
        pl.soul = None
    picks = yield from choose_placement(g, seat, pl, 1, f"[{fc.label}] {fc.card.name}", "11-1-1",
                                        goal="Awaken moves at least 1 from your other cards")
    if picks is None:
        return False
    for place, soul in picks:
        ops.move_core(g, seat, place, fc.label, soul, quiet=True)
        g.note_own_core_loss(seat, place)
    g.emit("awaken", "11-1-1", f"{g.name(seat)} awakens [{fc.label}] {fc.card.name}: {len(picks)} core"
           f"{'s' if len(picks) != 1 else ''} moved onto it", label=fc.label)
    yield from checkpoint(g)
    return True


def use_magic(g: "Game", seat: int, card: Card, number: int) -> Flow:
    """10-8: pay, the card waits unseen (10-8-7), its effect resolves, then it goes to the trash."""
    st = g.st
    cost = cost_of(g, seat, card)
    picks = []
    if cost:
        picks = yield from choose_payment(g, seat, pool(g, seat), cost, card.name, "10-8-6")
        if picks is None:
            return False
    st.players[seat].hand.remove(card)
    st.resolving.append((seat, card))
    g.emit("use", "10-8-3", f"{g.name(seat)} uses {card.name} (effect {number}, cost {cost})",
           seat=seat_name(seat), card=card.id)
    g.pay_picks(seat, picks, card.name)
    if st.battle is not None and seat == st.active:
        st.battle.magic_used.append(card)      # for Luster (11-6-1)
    yield from checkpoint(g, with_triggers=False)
    soul_paid = any(soul for _, soul in picks)
    yield from resolve(g, Ctx(seat, card, card.effects[number - 1], number, soul_paid=soul_paid))
    st.resolving.remove((seat, card))
    st.players[seat].trash.append(card)
    g.emit("to_trash", "10-8-8", f"{card.name} goes to the trash", card=card.id)
    triggers.collect(g, "magic_resolved", [], player=seat, by=seat, soul_paid=soul_paid)
    yield from checkpoint(g)
    return True


def activate(g: "Game", seat: int, fc: FieldCard, number: int) -> Flow:
    eff = fc.card.effects[number - 1]
    if eff.once_per_turn:
        g.st.once_used.add((fc.uid, number))
    g.emit("activate", "8-5-2", f"{g.name(seat)} activates [{fc.label}] {fc.card.name} effect {number}",
           label=fc.label)
    yield from resolve(g, Ctx(seat, fc.card, eff, number, fc))
    yield from checkpoint(g)
    return True


def set_burst(g: "Game", seat: int, card: Card) -> None:
    """6-6-1-2-2 / 3-8-3: one per turn; a burst already set is discarded."""
    st = g.st
    p = st.players[seat]
    p.hand.remove(card)
    if p.burst is not None:
        old = p.burst
        p.trash.append(old)
        g.emit("burst_discard", "3-8-3", f"{g.name(seat)}'s previous burst {old.name} is discarded", card=old.id)
    p.burst = card
    st.burst_set_this_turn = True
    g.emit("set_burst", "6-6-1-2-2", f"{g.name(seat)} sets a burst", private_to=seat,
           private_text=f"{g.name(seat)} sets {card.name} as a burst", seat=seat_name(seat))
