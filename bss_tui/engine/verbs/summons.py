"""The verbs that summon or place cards by an effect: "summon" (a card from the hand, the trash, the
revealed top of the deck or the effect's own card: 10-6, 10-7) and "summon_token" (4-12).  Each card
goes through the arrival (arrival.py) as a player's own summon does.
"""

from __future__ import annotations

from typing import Literal

from ...carddb import effects as E
from ...carddb.schema import Card, Level
from ..model.context import Ctx
from ..model.decisions import Decision, Finish, Flow, Kind, PickCard, Refusal, decide
from ..model.state import FieldCard
from ..model.table import Table
from ..operations import ops
from ..operations.payment import available
from ..rules import derived
from .arrival import Arrival, arrive_together, destroys_short, put_card
from .ascend import ascend_kept
from .directives import handles


@handles(E.Summon)
def _summon(g: Table, ctx: Ctx, act: E.Summon) -> Flow[None]:
    """Summon a spirit card from the hand, the trash or the revealed top of the deck by an effect
    (10-6), or place a nexus card the filter lets through (10-7): free, paid and placed from the
    reserve only, or paid as usual.  A spirit's LV1 cores are still placed (10-6-7)."""
    st = g.st
    p = st.players[ctx.seat]
    if act.zone == "this" and (ctx.seat, ctx.card) not in st.resolving:
        own = ctx.card           # the effect's own card, from the hand or trash it works in (CB01-061)
        where: Literal["hand", "trash"] | None = "hand" if own in p.hand else "trash" if own in p.trash else None
        if where is not None and derived.card_matches(own, act.filter):
            yield from put_card(g, ctx.seat, own, "summon" if own.type == "spirit" else "place",
                                reserve_only=act.pay == "reserve", free=act.pay == "free", source=where,
                                exhausted=act.exhausted, own_when_summoned=not act.no_when_summoned)
        return
    area = p.hand if act.zone == "hand" else p.trash if act.zone == "trash" else p.deck[-act.reveal:][::-1] \
        if act.zone == "deck_top" else [ctx.card] if (ctx.seat, ctx.card) in st.resolving else []
    if act.zone == "deck_top" and area:
        names = ", ".join(c.name for c in area)
        g.emit("reveal", "12-2-1", f"{g.name(ctx.seat)} reveals {names} from the top of their deck",
               cards=[c.id for c in area])
    free = act.pay == "free"
    reserve_only = act.pay == "reserve"          # "cost": from the field and the reserve (10-6-6)
    if act.those:        # the cards the previous directive chose, each in turn (BSS05-099)
        chosen = [c for c in ctx.those if isinstance(c, Card)]
        done_cards: list[FieldCard | Card] = []
        arrived: list[Arrival] = []
        for card in chosen:
            if card not in area or card.type not in ("spirit", "nexus"):
                continue
            verb: Literal["summon", "place"] = "place" if card.type == "nexus" else "summon"
            if (yield from put_card(g, ctx.seat, card, verb, reserve_only=reserve_only, free=free, source=act.zone,
                                    exhausted=act.exhausted, own_when_summoned=not act.no_when_summoned,
                                    together=arrived)):
                done_cards.append(card)
        ctx.those = done_cards
        yield from arrive_together(g, ctx.seat, arrived)
        return
    avail = available(g, ctx.seat, reserve_only=reserve_only)
    options: dict[str, PickCard | Finish] = {}
    refs = derived.references(st, ctx.seat, ctx.event_card)
    for card in area:
        if act.filter.this == "only" and card.id != ctx.card.id:     # this very card, from where it lies (BSS05-012)
            continue
        # a spirit unless barred; a nexus when the effect names nexuses or this very card: it is placed (10-7)
        kind_ok = card.type == "spirit" and "spirit" in (act.filter.types or ("spirit",)) and \
            not derived.summon_barred(st, ctx.seat, card) or \
            card.type == "nexus" and ("nexus" in act.filter.types or act.filter.this == "only")
        kind_ok = kind_ok and destroys_short(g, ctx.seat, card) is None    # its additional cost (BSS03-097)
        if kind_ok and derived.card_matches(card, act.filter, ctx.event_card, refs=refs,
                                            in_trash=act.zone == "trash"):
            with derived.paying_for(st, card, act.zone):
                need = card.lv1_cores + (0 if free else derived.cost_to_pay(st, ctx.seat, card))
            kept = ascend_kept(g, ctx.seat, card, reserve_only, from_hand=act.zone == "hand")
            if isinstance(kept, Refusal):
                continue
            need += kept
            if need <= avail:
                options.setdefault(f"pick {card.id}", PickCard(card))
    choice: PickCard | Finish = Finish()
    if options:
        if act.may or act.zone == "hand":    # a "may", or a private zone where a match may be hidden (8-5-3-5)
            options["done"] = Finish()
        choice = yield from decide(Decision(ctx.seat, Kind.TARGET, options,
                                            f"{ctx.card.name}: choose a card to summon or place", "10-6-1"))
    put = False
    ctx.those = []      # the card summoned, for "if you do" (a condition on "those": BSS05-012)
    if isinstance(choice, PickCard) and isinstance(choice.card, Card):
        verb = "place" if choice.card.type == "nexus" else "summon"
        put = yield from put_card(g, ctx.seat, choice.card, verb, reserve_only=reserve_only, free=free,
                                  source=act.zone, exhausted=act.exhausted, own_when_summoned=not act.no_when_summoned)
        ctx.those = [choice.card] if put else []
    if act.otherwise_trash and area:         # the revealed cards not summoned are discarded (10-2-1)
        ops.mill(g, ctx.seat, len(area) - (1 if put else 0), rule="10-2-1", by=ctx.seat)


def token_card(t: E.Token) -> Card:
    """The card a token is while on the field (4-12-2: its facts are the effect's), with an id of
    its own made from its name ("Antman Token": TK-ANTMAN-TOKEN)."""
    words = ("".join(ch for ch in word if ch.isalnum()).upper() for word in t.name.split())
    return Card(id="-".join(["TK", *(w for w in words if w)]), name=t.name, type="spirit", colours=t.colours,
                cost=t.cost, symbols=t.symbols, families=t.families, levels=(Level(level=1, cores=t.cores, bp=t.bp),))


@handles(E.SummonToken)
def _summon_token(g: Table, ctx: Ctx, act: E.SummonToken) -> Flow[None]:
    """4-12: each token is summoned as a spirit is (10-6), from no area."""
    if act.token is not None:
        card = token_card(act.token)
    elif ctx.event_card is not None and ops.is_token(ctx.event_card.card):   # a copy of it (BSS05-111)
        card = ctx.event_card.card
    else:
        return
    own = act.cores_from == "reserve_or_trash"
    arrived: list[Arrival] = []
    for _ in range(derived.amount(g.st, act.count, ctx.seat, ctx.this(g), ctx.event_card)):
        if not (yield from put_card(g, ctx.seat, card, "summon", source="token", exhausted=act.exhausted, free=own,
                                    from_trash=own, together=arrived)):
            break           # the cores ran out: the rest are not summoned (1-3-2)
    yield from arrive_together(g, ctx.seat, arrived)
