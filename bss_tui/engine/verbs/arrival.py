"""A card put onto the field: summoned (10-6) or placed (10-7), by its player from the hand or by an
effect from the hand, the trash, the revealed top of the deck or nowhere (a token, 4-12-1), its
costs paid (Ascend, 11-8; additional costs, 8-4-2-2), and what its arrival sets off queued for the
checkpoint after the action or the effect that put it there (8-6-3, 8-5-2-4).

A player's own summon (flows/play.py), the summoning verbs (summons.py, reveal.py) and the keywords
that summon (Immortal, Agile) all come here, so it sits below them all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from ...carddb.schema import Card
from ..model.decisions import (Decision, Flow, Kind, Pick, PickCard, Point, Putting, Refusal, ask_yes_no,
                               decide)
from ..model.state import FieldCard, Pending, seat_name
from ..model.table import Table
from ..operations import ops
from ..operations.payment import choose_payment, choose_placement, cost_of, pay_picks, pool
from ..rules import derived, triggers
from .ascend import ascend_condition, ascend_payer, ascend_waivers, choose_ascend, keep_one_core, pay_ascend
from .destruction import destroy


def destroys_short(g: Table, seat: int, card: Card) -> Refusal | None:
    """8-4-2-3: an additional cost of destroying field cards ("extra_cost:destroy") needs enough of them."""
    need, can = derived.destroy_cost(g.st, seat, card)
    if need > len(can):
        return Refusal("8-4-2-3", f"{card.name} also needs {need} of your field cards destroyed (an additional cost) "
                                  f"and {len(can)} can be")
    return None


def put_card(g: Table, seat: int, card: Card, verb: Literal["summon", "place"], reserve_only: bool = False,
             free: bool = False, source: Literal["hand", "trash", "token", "deck_top", "revealed", "this"] = "hand",
             rule: str = "",
             exhausted: bool = False, own_when_summoned: bool = True, from_trash: bool = False,
             together: list[Arrival] | None = None, swift: bool = False, at: Point | None = None) -> Flow[bool]:
    """Summon a spirit (10-6) or place a nexus (10-7) from the hand (or, by an effect, from the
    trash, without paying its cost, or a token from nowhere, 4-12-1), refreshed or `exhausted`,
    and with its own "when summoned" effects unless an effect says otherwise.  `from_trash`: its LV1
    cores come from the reserve or the trash, never the soul core (BSS05-111).  `together`: one of
    several cards one effect puts onto the field; its arrival is added there and told with the
    others' by `arrive_together` once they are all on the field (8-6-3).
    `swift`: summoned with Swift in a flash window (11-9-1): paid from the reserve only, and told so
    to "summoned with Swift" triggers.
    No checkpoint comes here, whoever summons: the effects the arrival sets off wait (8-5-2-3) for the
    checkpoint after the action or the effect that put the card there, once that has gone to its end
    (9-1-2-2: no checkpoint management inside another action; 1-3-7, 8-5-2-4).  `perform_option`
    (flows/play.py) runs it after a player's own summon or placing; an effect's summon (Immortal, Agile,
    a token, a burst and the effect paid for after it included) is followed by the checkpoint after that
    effect.
    `at`: the main step's decision at which its player played it (flows/play.py `perform_option`):
    its payment's and placement's decisions are then recorded as points a copy of the game can enter
    again (`put_card_from`)."""
    if swift:        # summoned with Swift: its cost and cores from the reserve only (11-9-1)
        reserve_only, rule = True, "11-9-1"
    several = source == "token" or together is not None     # one of the cards an effect summons: 1-3-2 below
    if verb == "summon" and several and derived.summon_barred(g.st, seat, card):
        # 4-12-4: a token is summoned as a spirit, under every limit on summoning spirits (BSS03-103); so is
        # each card one effect summons together, the ones before it counted: what cannot be done is not (1-3-2)
        g.emit("summon_barred", "4-12-4" if source == "token" else "1-3-2", f"{card.name} cannot be summoned: "
               f"{g.name(seat)} may summon no more such spirits this turn", card=card.id)
        return False
    short = destroys_short(g, seat, card) if source != "token" else None
    if short is not None:         # its additional cost binds a summon by an effect too (BSS03-097)
        g.emit("not_summoned" if verb == "summon" else "not_placed", short.rule, short.message, card=card.id)
        return False
    with derived.paying_for(g.st, card, source):
        cost = 0 if free else cost_of(g, seat, card)
    ascend: FieldCard | None = None
    if verb == "summon" and ascend_condition(card) is not None:
        waivers = ascend_waivers(g, seat, card) if source == "hand" else []
        waive = False
        if waivers:       # "you may exhaust this nexus to summon it without paying Ascend" (BSS04-114)
            waive = yield from ask_yes_no(seat, Kind.OPTIONAL, f"Exhaust [{waivers[0].label}] {waivers[0].card.name} "
                                          f"to summon {card.name} without paying its Ascend?", "11-8-1")
        if waive:
            ops.exhaust(g, waivers[0], seat, rule="8-4-2-1")
        else:
            ascend = yield from choose_ascend(g, seat, card)     # 11-8-1, even when free (ruling)
            if ascend is None:
                return False
    pl = pool(g, seat, reserve_only or from_trash)
    if from_trash:          # "a core from your reserve or trash that is not a Soul Core" (BSS05-111)
        pl.ordinary["trash"] = g.st.players[seat].trash_cores
        pl.soul = None
    if several and pl.total() < cost + card.lv1_cores:     # 1-3-2: what cannot be done is not done
        g.emit("not_summoned" if verb == "summon" else "not_placed", "1-3-2",
               f"{card.name} is not {'summoned' if verb == 'summon' else 'placed'}: it needs {cost + card.lv1_cores}"
               f" cores and {pl.total()} can be used", card=card.id)
        return False
    if ascend is not None:
        keep_one_core(pl, ascend)
    free_pay = bool(cost) and source == "hand" and derived.free_to_play(g.st, seat, card)
    put = Putting(seat, card, verb, source, rule, exhausted, own_when_summoned, swift, cost, free_pay, ascend, pl, at)
    return (yield from _paid_and_put(g, put, together, None))


def put_card_from(g: Table, put: Putting, waiting: Decision[Any]) -> Flow[bool]:
    """The rest of `put_card` for a card played from the main step, from the decision of its payment
    or its placement `waiting` (asked again first): a copy of a game entering it there."""
    return (yield from _paid_and_put(g, put, None, waiting))


def _paid_and_put(g: Table, put: Putting, together: list[Arrival] | None, waiting: Decision[Any] | None
                  ) -> Flow[bool]:
    """`put_card` from its payment on: the cost paid and the cores placed out of `put.pool`, then the
    card put onto the field.  `put` is kept up to date with the cost and the payment's cores (a copy
    entering at the placement reads them); `waiting`: the payment's or the placement's decision to ask
    again first."""
    seat, card, source, cost, pl = put.seat, put.card, put.source, put.cost, put.pool
    rules = ("10-6-6", "10-6-7") if put.verb == "summon" else ("10-7-6", "10-7-7")
    recorded = put if put.outer is not None else None       # its decisions are points a copy can enter
    # A player's own play may be called off before it is made (nothing has changed, 10-6-6); a summon or
    # placing an effect performs is paid and placed once its card is chosen (10-6-6, 10-6-7; a "may" is
    # answered before, at the choice of the card)
    cancel = put.outer is not None
    picks: list[Pick] = []
    if waiting is not None and waiting.kind is Kind.PLACE_CORES:
        picks = put.paid          # entered at the placement: the payment was made
    elif cost:
        paid = yield from choose_payment(g, seat, pl, cost, card.name, rules[0], free=put.free, card=card,
                                         put=recorded, waiting=waiting, cancel=cancel)
        waiting = None
        if paid is None:
            return False
        if not paid:
            cost = 0          # played without paying its cost ("free")
        picks = paid
    put.cost, put.paid = cost, picks
    placed = yield from choose_placement(g, seat, pl, card.lv1_cores, card.name, rules[1], card=card,
                                         before=tuple(picks), put=recorded, waiting=waiting, cancel=cancel)
    if placed is None:
        return False
    verb, ascend = put.verb, put.ascend
    # the field cards an additional cost destroys (BSS03-097), chosen while the card is still in its area
    doomed = (yield from choose_destroys(g, seat, card)) if card.hand_constants and source != "token" else []
    p = g.st.players[seat]
    discards = derived.discard_cost(g.st, seat, card) if source == "hand" else 0
    if source == "deck_top":     # the revealed card itself, not a copy further down (12-2)
        at = max(i for i, c in enumerate(p.deck) if c is card)
        if at >= len(p.deck) - p.top_known:      # one of the top cards known: what is known under it stays
            ops.top_gone(p)
        del p.deck[at]
    elif source in ("this", "revealed"):
        # the resolving burst card itself (BSS03-116), no longer bound for the trash; or a card taken
        # from the revealed top of the deck (RevealTake), held there meanwhile
        g.st.resolving.remove((seat, card))
    elif source != "token":
        if source == "hand":
            ops.leave_hand(p, card, seen=True)
        else:
            p.trash.remove(card)
    pay_picks(g, seat, picks, card.name)
    if source == "hand":
        ops.spend_next_only(g, seat, card)
    if discards or doomed:       # held in play, seen by both, while the additional costs are paid (chapter 3)
        g.st.resolving.append((seat, card))
        if discards:
            yield from pay_discards(g, seat, discards, card)
        if doomed:
            yield from destroy(g, doomed, by=seat, cause="effect", rule="8-4-2-2", source=card)
        g.st.resolving.remove((seat, card))
    fc = ops.put_on_field(g, seat, card)
    if verb == "summon":
        g.st.note_summoned(seat, card)        # for summon_limit (BSS03-103)
    for place, soul in placed:
        ops.move_core(g, seat, place, fc.label, soul, quiet=True)
    fc.exhausted = put.exhausted
    word = "summons" if verb == "summon" else "places"
    rule = put.rule or ("10-6" if verb == "summon" else "10-7")
    g.emit(verb, rule,
           f"{g.name(seat)} {word} [{fc.label}] {card.name} (cost {cost}, {len(placed)} core"
           f"{'s' if len(placed) != 1 else ''} on it)", seat=seat_name(seat), card=card.id, label=fc.label)
    arrival = Arrival(fc, "summoned" if verb == "summon" else "placed",
                      any(soul for _, soul in picks), source, put.own_when_summoned,    # "if the soul core paid for it"
                      put.swift)       # summoned with Swift (BSS04-078)
    if together is not None and ascend is None:
        together.append(arrival)
        return True
    batch = _arrival_batch(g, seat, [arrival])
    if ascend is not None:
        payer = ascend_payer(g, ascend)      # its cost as it pays (BSS04-020)
        pay_ascend(g, seat, card, ascend)
        triggers.collect(g, "ascended", [fc], player=seat, by=seat, cards=(payer,), into=batch)
    g.queue(batch)          # they wait for the checkpoint after the summon or the effect (see above)
    return True


@dataclass(frozen=True)
class Arrival:
    """A card just summoned or placed, before its event is told."""

    fc: FieldCard
    event: Literal["summoned", "placed"]
    soul_paid: bool
    zone: str
    own_when_summoned: bool
    swift: bool = False


def _arrival_batch(g: Table, seat: int, arrived: list[Arrival]) -> list[Pending]:
    """The effects the arrival of these cards, put onto the field together, sets off: one event
    for each of summoning and placing, so an effect activates once however many cards match it
    (8-6-3)."""
    batch: list[Pending] = []
    for event in ("summoned", "placed"):
        cards = [a for a in arrived if a.event == event]
        if cards:
            triggers.collect(g, event, [a.fc for a in cards], player=seat, by=seat, into=batch,
                             soul_paid=any(a.soul_paid for a in cards), zone=cards[0].zone,
                             swift=any(a.swift for a in cards))
    barred = [a.fc for a in arrived if not a.own_when_summoned]
    batch[:] = [item for item in batch if not any(_own_when_summoned(item, fc) for fc in barred)]
    return batch


def arrive_together(g: Table, seat: int, arrived: list[Arrival]) -> Flow[None]:
    """Tell of the cards one effect has put onto the field, once they are all there: one event, whose
    effects wait together, with no checkpoint between the cards (8-6-3) nor before the effect that
    summoned them has finished resolving (the checkpoint after it resolves them, 8-5-2-4)."""
    if arrived:
        g.queue(_arrival_batch(g, seat, arrived))
    yield from ()


def _own_when_summoned(item: Pending, fc: FieldCard) -> bool:
    """One of `fc`'s own "when summoned" effects: printed under that heading (8-1-5-1), an Ascend's too."""
    return item.source is fc and item.effect is not None and derived.heading(item.effect) == "summoned"


def choose_destroys(g: Table, seat: int, card: Card) -> Flow[list[FieldCard]]:
    """The field cards `seat` chooses to destroy for an additional cost the card's own effect asks for
    ("extra_cost:destroy": BSS03-097), destroyed once the cores are paid (8-4-2-2)."""
    need, can = derived.destroy_cost(g.st, seat, card)
    chosen: list[FieldCard] = []
    while len(chosen) < need and can:
        if len(can) <= need - len(chosen):
            chosen.extend(can)
            break
        picked = yield from decide(Decision(seat, Kind.TARGET, {f"pick {fc.label}": PickCard(fc) for fc in can},
                                            f"{card.name}: destroy a card as an additional cost", "8-4-2-2"))
        if isinstance(picked.card, FieldCard):
            chosen.append(picked.card)
            can.remove(picked.card)
    return chosen


def pay_discards(g: Table, seat: int, n: int, card: Card) -> Flow[None]:
    """An additional cost after the cores (8-4-2-2): `seat` discards `n` cards of their choice
    from the hand (10-2-2), the card being played already out of it."""
    hand = g.st.players[seat].hand
    for _ in range(min(n, len(hand))):
        options: dict[str, PickCard] = {}
        for one in hand:
            options.setdefault(f"discard {one.id}", PickCard(one))
        picked = yield from decide(Decision(seat, Kind.DISCARD, options,
                                            f"{card.name}: discard a card as an additional cost", "8-4-2-2"))
        assert isinstance(picked, PickCard) and isinstance(picked.card, Card)
        ops.leave_hand(g.st.players[seat], picked.card, seen=True)
        g.st.players[seat].trash.append(picked.card)
        g.emit("discard", "10-2-2", f"{g.name(seat)} discards {picked.card.name} for {card.name}",
               seat=seat_name(seat), card=picked.card.id)
        ops.into_trash(g, seat, (picked.card,), "hand")
