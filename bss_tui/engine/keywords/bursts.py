"""Bursts (10-9): a set burst whose condition was met may be activated by its owner, for free;
some then let the owner pay the card's cost to use its magic effect too."""

from __future__ import annotations

from ...carddb.effects import Effect
from ...carddb.schema import Card
from ..model.context import Ctx
from ..model.decisions import Flow, Kind, ask_yes_no
from ..model.state import Pending, seat_name
from ..model.table import Table
from ..operations import ops
from ..operations.payment import can_afford, choose_payment, cost_of, pay_picks, pool
from ..rules import derived, triggers
from ..verbs.effects import resolve
from ..verbs.magic import magic_used


def activate_burst(g: Table, item: Pending) -> Flow[bool]:
    """10-9-3: the owner may activate a set burst whose condition was met, turning it face up
    (8-5-2-1); no cost (10-9-2).  Whether it was activated."""
    st = g.st
    seat = item.seat
    p = st.players[seat]
    effect = item.effect
    if p.burst is not item.card or effect is None:
        return False
    if not derived.condition_holds(st, effect.condition, seat, None, event=item.event_card):
        return False
    yes = yield from ask_yes_no(seat, Kind.BURST, f"Your burst {item.card.name} may be activated now")
    if not yes:
        return False
    p.burst, p.burst_shown = None, False
    st.resolving.append((seat, item.card))
    item.activated = True
    g.emit("burst", "10-9-2", f"{g.name(seat)} activates the burst {item.card.name}", seat=seat_name(seat),
           card=item.card.id)
    triggers.collect(g, "burst_activated", [], player=seat, by=seat, cards=(item.card,))
    return True


def offer_burst(g: Table, item: Pending) -> Flow[None]:
    """Activate the burst unless its owner already did (checkpoint.py: before the turn player
    orders a batch), resolve it, then "you may then pay this card's cost to use its flash
    effect", then trash (10-9-4).  The burst and the effect paid for after it are one effect: their
    events happen at once (8-6-3)."""
    if not item.activated:
        yes = yield from activate_burst(g, item)
        if not yes:
            return
    seat, card, effect = item.seat, item.card, item.effect
    assert effect is not None          # activated bursts have their effect
    st = g.st
    used = yield from triggers.at_once(g, _burst_and_paid(g, item, effect))
    if (seat, card) in st.resolving:       # a burst that placed itself stays on the field (BSS03-116)
        st.resolving.remove((seat, card))
        st.players[seat].trash.append(card)
        g.emit("to_trash", "10-9-4", f"{card.name} goes to the trash", card=card.id)
        ops.into_trash(g, seat, (card,), "")
    if used is not None:      # its magic effect was used: what that set off waits until now, as for any magic (10-8-8)
        g.queue(used)


def _burst_and_paid(g: Table, item: Pending, effect: Effect) -> Flow[list[Pending] | None]:
    """The burst effect, then its magic effect if its owner pays for it: what using it set off (None
    when it is not used)."""
    yield from resolve(g, Ctx(item.seat, item.card, effect, item.number, None, item.event_card))
    if not effect.then_use:
        return None
    return (yield from _then_use(g, item.seat, item.card, effect.then_use))


def _then_use(g: Table, seat: int, card: Card, window: str) -> Flow[list[Pending] | None]:
    """Pay the card's cost and use its magic effect; returns what using it set off, to be queued once
    the card has gone (None when it is not used)."""
    usable = [(n, e) for n, e in enumerate(card.effects, 1) if e.kind == "magic" and window in e.windows]
    if not usable:
        return None
    number, eff = usable[0]
    with derived.paying_for(g.st, card, "burst"):    # paid for in the burst area, not the hand (10-9-2)
        cost = cost_of(g, seat, card)
    if not can_afford(g, seat, cost):
        return None
    yes = yield from ask_yes_no(seat, Kind.OPTIONAL, f"Pay {card.name}'s cost ({cost}) to use its {window} effect?",
                                "10-9-2")
    if not yes:
        return None
    picks = yield from choose_payment(g, seat, pool(g, seat), cost, card.name, "10-8-6", card=card)
    if picks is None:
        return None
    pay_picks(g, seat, picks, card.name)
    st = g.st
    st.note_magic_used(seat)
    if st.battle is not None and seat == st.active:
        st.battle.magic_used.append(card)      # used in the battle: Luster (11-6-1)
    soul_paid = any(soul for _, soul in picks)
    used = magic_used(g, seat, card, soul_paid, "")
    yield from resolve(g, Ctx(seat, card, eff, number, soul_paid=soul_paid))
    return used
