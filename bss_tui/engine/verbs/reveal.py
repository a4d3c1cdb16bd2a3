"""The verb "reveal_take": reveal or look at the top cards of the deck (12-2, 12-3) and take the
matching ones into the hand, onto the field (through the arrival, arrival.py) or back on top.
"""

from __future__ import annotations

from typing import Literal

from ...carddb import effects as E
from ...carddb.schema import Card
from ..model.context import Ctx
from ..model.decisions import Decision, Finish, Flow, Kind, PickCard, decide
from ..model.table import Table
from ..operations import ops
from ..rules import derived
from .arrival import Arrival, arrive_together, put_card
from .directives import amount, handles, into_hand, placing_order, rest_to, top_cards


_PUT_WHERE = {"hand": "into your hand", "field": "onto the field", "top": "on top of your deck"}


@handles(E.RevealTake)
def _reveal_take(g: Table, ctx: Ctx, act: E.RevealTake) -> Flow[None]:
    """Reveal or view the top cards (12-2, 12-3); matching ones to the hand (a card taken from a
    private view is revealed, 12-2-1), the rest to the bottom, the trash or back on top."""
    st = g.st
    seat = ctx.seat
    p = st.players[seat]
    shown = top_cards(p, amount(g, ctx, act.count))      # they stay in the deck until they are moved (12-3-2)
    if not shown:
        return
    names = ", ".join(c.name for c in shown)
    if act.view_only:
        g.emit("view", "12-3-1", f"{g.name(seat)} looks at the top {len(shown)} card(s) of their deck",
               private_to=seat, private_text=f"{g.name(seat)} looks at: {names}")
    else:
        g.emit("reveal", "12-2-1", f"{g.name(seat)} reveals {names}", cards=[c.id for c in shown])
    refs = derived.references(st, seat, ctx.event_card)
    matching = [c for c in shown if derived.card_matches(c, act.filter, ctx.event_card, refs=refs)]
    taken: list[Card] = []
    if act.take == "all" and act.most is None:
        taken = matching
    elif act.take == "all":      # up to `most` of them, the player's pick (BSS06-069)
        left = list(matching)
        while left and act.most is not None and len(taken) < act.most:
            picks: dict[str, PickCard | Finish] = {"done": Finish()}
            for card in left:
                picks.setdefault(f"pick {card.id}", PickCard(card))
            where = _PUT_WHERE[act.to]
            choice = yield from decide(Decision(seat, Kind.TARGET, picks, f"{ctx.card.name}: choose a card to put "
                                                f"{where} (up to {act.most}, {len(taken)} chosen)", "8-5-3-2"))
            if not (isinstance(choice, PickCard) and isinstance(choice.card, Card)):
                break
            taken.append(choice.card)
            left.remove(choice.card)
    elif matching:
        options: dict[str, PickCard | Finish] = {}
        for card in matching:
            options.setdefault(f"pick {card.id}", PickCard(card))
        if act.take == "up_to_one" or act.view_only:
            options["done"] = Finish()    # 8-5-3-5: from a private view a match may be passed over
        if len(options) == 1:
            taken = [matching[0]]
        else:
            where = _PUT_WHERE[act.to]
            choice = yield from decide(Decision(seat, Kind.TARGET, options,
                                                f"{ctx.card.name}: choose a card to put {where}", "8-5-3"))
            if isinstance(choice, PickCard) and isinstance(choice.card, Card):
                taken = [choice.card]
    rest = list(shown)
    for card in taken:
        rest.remove(card)
    if act.rest in ("bottom", "top"):   # ordered while the cards are still in the deck (3-1-5)
        rest = yield from placing_order(g, seat, rest, act.rest, ctx.card.name)
    del p.deck[len(p.deck) - len(shown):]
    ops.top_gone(p, len(shown))
    if act.to == "field":        # placed or summoned without paying its cost (10-7, 10-6)
        rest_to(g, seat, rest, act.rest, shown=not act.view_only)
        st.resolving.extend((seat, card) for card in taken)     # in play, seen by both, until it is put
        arrived: list[Arrival] = []
        for card in taken:
            verb: Literal["summon", "place"] = "summon" if card.type == "spirit" else "place"
            done = yield from put_card(g, seat, card, verb, free=True, source="revealed", together=arrived)
            if not done:             # it could not be put there: it goes where the rest went
                st.resolving.remove((seat, card))
                rest_to(g, seat, [card], act.rest, shown=not act.view_only)
        yield from arrive_together(g, seat, arrived)
        return
    if act.to == "top":         # the rest put away first, the taken card on top (BSS03-096)
        rest_to(g, seat, rest, act.rest, shown=not act.view_only)
        for card in taken:
            p.deck.append(card)
            ops.top_put(p, 1, shown=not act.view_only)
            if act.view_only:        # a card only its player looked at stays unknown to the other (12-3-1)
                g.emit("to_deck", "12-3-1", f"{g.name(seat)} puts a card on top of their deck", private_to=seat,
                       private_text=f"{g.name(seat)} puts {card.name} on top of their deck")
            else:
                g.emit("to_deck", "12-2-1", f"{g.name(seat)} puts {card.name} on top of their deck", card=card.id)
        return
    for card in taken:
        ops.enter_hand(p, card, seen=True)
        g.emit("take", "12-2-1", f"{g.name(seat)} puts {card.name} into their hand", card=card.id)
    rest_to(g, seat, rest, act.rest, shown=not act.view_only)
    into_hand(g, ctx, seat, len(taken))
    ctx.those = list(taken)     # "if you add a card to your hand with this effect" (BSS05-088)
