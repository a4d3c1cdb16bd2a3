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
    st = g.st
    p = st.players[seat]
    avail = pool(g, seat).total()
    symbols: list = []     # [field symbols, single-colour counts], worked out when first needed

    def affordable(card: Card, extra: int) -> bool:
        """cost after reduction (2-7-3) + extra <= avail, skipping the reduction when the
        printed cost already fits or even the largest reduction would not help."""
        if card.cost + extra <= avail:
            return True
        if card.cost - len(card.reduction) + extra > avail:
            return False
        if not symbols:
            syms = derived.field_symbols(st, seat)
            symbols.extend((syms, derived.single_colour_counts(syms)))
        return derived.cost_to_pay(st, seat, card, *symbols) + extra <= avail

    opts: dict[str, tuple] = {}
    seen: set[str] = set()
    for card in p.hand:
        if card.id in seen:
            continue
        seen.add(card.id)
        if window == "main" and card.type in ("spirit", "nexus"):
            if affordable(card, card.lv1_cores):
                verb = "summon" if card.type == "spirit" else "place"
                opts[f"{verb} {card.id}"] = (verb, card)
        elif card.type == "magic":
            ok = None
            for number in card.magic_effects:
                eff = card.effects[number - 1]
                if window == "main" or "flash" in eff.windows:   # main step: main or flash
                    if ok is None:
                        ok = affordable(card, 0)
                    if ok:
                        opts[use_text(card, number)] = ("use", card, number)
        if window == "main" and card.has_burst and not st.burst_set_this_turn:
            opts[f"set {card.id}"] = ("set", card)
    for fc in st.field:
        if fc.controller != seat or not fc.card.effects:
            continue
        lv = derived.level(st, fc)
        for number, eff in enumerate(fc.card.effects, 1):
            if eff.kind != "activated":
                continue
            if window not in eff.windows and not (window == "main" and "flash" in eff.windows):
                continue
            if eff.once_per_turn and (fc.uid, number) in st.once_used:
                continue
            if not derived.effect_active(st, fc, eff, lv):
                continue
            if eff.cost and not cost_payable(g, Ctx(seat, fc.card, eff, number, fc)):
                continue
            opts[f"activate {fc.label} {number}"] = ("activate", fc, number)
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


def put_card(g: "Game", seat: int, card: Card, verb: str, reserve_only: bool = False) -> Flow:
    """Summon a spirit (10-6) or place a nexus (10-7) from the hand."""
    rules = ("10-6-6", "10-6-7") if verb == "summon" else ("10-7-6", "10-7-7")
    cost = cost_of(g, seat, card)
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
    st.players[seat].hand.remove(card)
    g.pay_picks(seat, picks, card.name)
    fc = ops.put_on_field(g, seat, card)
    for place, soul in placed:
        ops.move_core(g, seat, place, fc.label, soul, quiet=True)
    word = "summons" if verb == "summon" else "places"
    g.emit(verb, "10-6" if verb == "summon" else "10-7",
           f"{g.name(seat)} {word} [{fc.label}] {card.name} (cost {cost}, {len(placed)} core"
           f"{'s' if len(placed) != 1 else ''} on it)", seat=seat_name(seat), card=card.id, label=fc.label)
    triggers.collect(g, "summoned" if verb == "summon" else "placed", [fc], player=seat, by=seat)
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
    if st.battle is not None:
        st.battle.magic_used.append(card)
    yield from checkpoint(g, with_triggers=False)
    yield from resolve(g, Ctx(seat, card, card.effects[number - 1], number))
    st.resolving.remove((seat, card))
    st.players[seat].trash.append(card)
    g.emit("to_trash", "10-8-8", f"{card.name} goes to the trash", card=card.id)
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
