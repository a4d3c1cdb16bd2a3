"""A used magic card's effect resolving (10-8-7, 10-8-8), shared by a player's use of a magic card
(flows/play.py) and the verb "use_magic" (a magic card used from the trash by an effect: 10-8-1).
"""

from __future__ import annotations

from ...carddb import effects as E
from ...carddb.schema import Card
from ..model.context import Ctx
from ..model.decisions import Decision, Flow, Kind, PickOption, decide
from ..model.state import Pending, seat_name
from ..model.table import Table
from ..operations import ops
from ..rules import triggers
from .directives import handles, targets_of
from .effects import resolve


@handles(E.CastMagic)
def _cast_magic(g: Table, ctx: Ctx, act: E.CastMagic) -> Flow[None]:
    """A magic card of the controller's trash is used without paying its cost (10-8: BSS06-031): the
    effect of the window now (the controller's main step: "main"; else "flash"), their pick among
    several; it resolves while held (10-8-7), then goes back to the trash (10-8-8)."""
    st = g.st
    seat = ctx.seat
    p = st.players[seat]
    found = yield from targets_of(g, ctx, act.target)
    card = next((c for c in found if isinstance(c, Card) and c.type == "magic" and c in p.trash), None)
    if card is None:
        return
    window = "main" if st.step == "main" and st.active == seat else "flash"
    usable = [n for n in card.magic_effects if window in card.effects[n - 1].windows]
    if not usable:
        g.emit("use_refused", "10-8-1", f"{card.name} has no {window} effect to use now: it stays in the trash")
        return
    number = usable[0]
    if len(usable) > 1:
        pick = yield from decide(Decision(seat, Kind.CHOICE, {f"choose {n}": PickOption(n) for n in usable},
                                          f"{ctx.card.name}: choose which effect of {card.name} to use", "10-8-1"))
        number = pick.n
    p.trash.remove(card)
    st.resolving.append((seat, card))
    g.emit("use", "10-8-3", f"{g.name(seat)} uses {card.name} from the trash without paying its cost "
           f"(effect {number})", seat=seat_name(seat), card=card.id)
    st.note_magic_used(seat)
    if st.battle is not None and seat == st.active:
        st.battle.magic_used.append(card)      # for Luster (11-6-1)
    yield from resolve_magic(g, Ctx(seat, card, card.effects[number - 1], number), "")


def resolve_magic(g: Table, ctx: Ctx, zone: str) -> Flow[None]:
    """A used magic card's effect resolves while it is held (10-8-7), then the card goes to the trash,
    or back to the hand when its own effect says so (10-8-8, BSS05-121); "magic_resolved" follows,
    `zone` "hand" for a card used from the hand (BSS02-040)."""
    st, seat, card = g.st, ctx.seat, ctx.card
    used = magic_used(g, seat, card, ctx.soul_paid, zone)
    yield from resolve(g, ctx)
    st.resolving.remove((seat, card))
    if ctx.back_to_hand:
        ops.enter_hand(st.players[seat], card, seen=True)
        g.emit("to_hand", "10-8-8", f"{card.name} returns to {g.name(seat)}'s hand", card=card.id)
        triggers.collect(g, "to_hand", [], player=seat, by=seat)
    else:
        st.players[seat].trash.append(card)
        g.emit("to_trash", "10-8-8", f"{card.name} goes to the trash", card=card.id)
        ops.into_trash(g, seat, (card,), "")
    g.queue(used)


def magic_used(g: Table, seat: int, card: Card, soul_paid: bool, zone: str) -> list[Pending]:
    """The effects a magic card's use sets off ("when you use a magic card ..., after its effect resolves":
    BSS03-041, PR-055), found as it is used (8-1-5: their levels, periods and cards read then, so a
    spirit the magic destroys or levels up answers as it was) and held for the caller to queue once the
    magic's effect has resolved and the card has gone (10-8-8)."""
    return triggers.collect(g, "magic_resolved", [], player=seat, by=seat, soul_paid=soul_paid, zone=zone,
                            cards=(card,), into=[])
