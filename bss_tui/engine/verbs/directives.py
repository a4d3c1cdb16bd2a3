"""Performing effect directives (8-2, 8-7, 8-8): one handler per verb of the effect language.

The verbs are declared once, as the models of `carddb.effects.Action`; each handler registers for
its model with `@handles(Model)`.  Handlers that need a higher floor of the engine (destruction,
summoning, core moves) register from their own modules; `tests/engine/test_vocabulary.py` checks
that every verb has exactly one handler.
"""

from __future__ import annotations

from typing import Any, Callable, TypeVar

from ...carddb import effects as E
from ...carddb.schema import Card
from ...carddb.text import render_actions
from ..model.context import Ctx, live
from ..model.decisions import Decision, Finish, Flow, Kind, PickCard, PickOption, decide
from ..model.state import FieldCard, Lasting, PlayerState, Snapshot, Watching, seat_name
from ..model.table import Table
from ..operations import ops
from ..operations.payment import choose_payment, pay_picks, pool
from ..operations.targets import candidates, how_many, select, selectable
from ..rules import derived, triggers

_ANY_CARD = E.CardFilter()      # a discard that names no kind of card (any hand card)

Handler = Callable[[Table, Ctx, Any], Flow[Any]]
HANDLERS: dict[str, Handler] = {}
H = TypeVar("H", bound=Handler)


def verb_of(model: type[E.Directive]) -> str:
    """The verb a directive model declares (its `do` discriminator)."""
    default = model.model_fields["do"].default
    assert isinstance(default, str)
    return default


def handles(model: type[E.Directive]) -> Callable[[H], H]:
    """Register the handler of one verb."""
    def register(fn: H) -> H:
        verb = verb_of(model)
        if verb in HANDLERS:
            raise ValueError(f"two handlers for the verb {verb}")
        HANDLERS[verb] = fn
        return fn
    return register


# Whether a directive written as a cost can be paid now (8-4-2-3), registered beside the verb's
# handler with @payable(Model).  A check answers True or False, or None to leave the verdict to the
# check every verb shares: the cards a cost is paid with must be there.
PayCheck = Callable[[Table, Ctx, Any], "bool | None"]
PAYABLE: dict[str, PayCheck] = {}
P = TypeVar("P", bound=PayCheck)


def payable(model: type[E.Directive]) -> Callable[[P], P]:
    """Register the cost check of one verb."""
    def register(fn: P) -> P:
        verb = verb_of(model)
        if verb in PAYABLE:
            raise ValueError(f"two cost checks for the verb {verb}")
        PAYABLE[verb] = fn
        return fn
    return register


def can_pay(g: Table, ctx: Ctx, act: E.Directive) -> bool:
    """8-4-2-3: this part of a cost can be paid now."""
    check = PAYABLE.get(verb_of(type(act)))
    verdict = check(g, ctx, act) if check is not None else None
    if verdict is not None:
        return verdict
    target = getattr(act, "target", None)
    if isinstance(target, E.SelectTarget):
        # the cards a cost is paid with must be there (8-4-2-3): a spirit to destroy (BSS03-019, BSS04-022),
        # a nexus to give up (BSS04-087, BSS04-120), a card to take cores from (BSS02-041), a Shinji nexus
        # (CB01-016)
        return selectable(g, ctx, target, live(g, ctx.source)) >= how_many(g, ctx, target)
    return True


def perform(g: Table, ctx: Ctx, act: E.Directive, rule: str = "8-7-1") -> Flow[None]:
    """Perform one directive; a directive with a `when` condition is skipped unless it holds."""
    if act.when is not None and not when_holds(g, ctx, act.when):
        return
    yield from HANDLERS[verb_of(type(act))](g, ctx, act)


def when_holds(g: Table, ctx: Ctx, cond: E.Condition) -> bool:
    return derived.condition_holds(g.st, cond, ctx.seat, ctx.this(g), ctx.those, ctx.event_card, ctx.soul_paid,
                                   ctx.soul_moved, ctx.changed)


def amount(g: Table, ctx: Ctx, value: E.Amount, those: list[FieldCard | Card] | None = None) -> int:
    """A number of the effect language as this effect reads it now; `those`: the previous
    directive's cards when this directive has already chosen its own."""
    return derived.amount(g.st, value, ctx.seat, ctx.this(g), ctx.event_card,
                          those=ctx.those if those is None else those, changed=ctx.changed)


def missing(g: Table, ctx: Ctx, act: E.Draw | E.MoveCores, held: int) -> int:
    """How many a verb's `until` still asks for, its place holding `held` now (none when full)."""
    assert act.until is not None
    return max(0, amount(g, ctx, act.until) - held)


def players_of(g: Table, ctx: Ctx, act: E.Discard | E.MoveCores) -> tuple[int, ...]:
    """Who does a directive that `both` players may do: both choose at once, so the turn player
    first, whoever controls the effect (1-3-4); otherwise the one its `player` or `side` names."""
    if act.both:
        return g.st.active, 1 - g.st.active
    whose = act.player if isinstance(act, E.Discard) else act.side
    return (ctx.seat if whose == "you" else 1 - ctx.seat,)


def _player(ctx: Ctx, act: E.Draw | E.Mill | E.Discard | E.RevealRandom | E.RevealBurst | E.PayCores) -> int:
    return ctx.seat if act.player == "you" else 1 - ctx.seat


@handles(E.Draw)
def _draw(g: Table, ctx: Ctx, act: E.Draw) -> Flow[None]:
    who = _player(ctx, act)
    n = amount(g, ctx, act.count) if act.until is None else missing(g, ctx, act, len(g.st.players[who].hand))
    if n > 0 and derived.draw_barred(g.st, who, ctx.card):      # "cannot:draw" (BSS03-103)
        g.emit("draw_barred", "8-2-2-2", f"{g.name(who)} cannot draw by the effect of {ctx.card.name}",
               seat=seat_name(who))
        return
    each = derived.draw_cost(g.st, who)
    if each and n > 0:
        n = yield from _pay_for_draws(g, who, n, each)
    drawn = ops.draw(g, who, n, rule="4-5-3", by=ctx.seat)
    if who == ctx.seat:          # by an effect the drawing player controls (BSS03-056)
        g.st.note_drawn(who, drawn)
    into_hand(g, ctx, who, drawn)


def _pay_for_draws(g: Table, seat: int, n: int, each: int) -> Flow[int]:
    """A constant effect makes each card drawn cost `each` cores ("extra_cost:draw"): the player pays
    for as many of the `n` cards as the deck holds and the cores allow, in one payment that cannot
    be declined; the cards not paid for are not drawn (1-3-2).  Returns how many are drawn."""
    pl = pool(g, seat)
    can = min(n, len(g.st.players[seat].deck), pl.total() // each)
    if can < n:
        g.emit("draw_unpaid", "1-3-2", f"{g.name(seat)} can pay for {can} of {n} card{'s' if n != 1 else ''} "
               f"drawn at {each} core{'s' if each != 1 else ''} each", seat=seat_name(seat))
    if can:
        picks = yield from choose_payment(g, seat, pl, can * each, f"drawing {can} card{'s' if can != 1 else ''}",
                                          "10-6-6", cancel=False)
        assert picks is not None         # no cancel was offered
        pay_picks(g, seat, picks, "drawing")
    return can


@handles(E.RevealBurst)
def _reveal_burst(g: Table, ctx: Ctx, act: E.RevealBurst) -> Flow[None]:
    """12-2-1: the set burst is shown to both players and stays set (BSS05-136)."""
    seat = _player(ctx, act)
    card = g.st.players[seat].burst
    if card is not None:
        g.st.players[seat].burst_shown = True
        g.emit("reveal", "12-2-1", f"{g.name(seat)}'s set burst is revealed: {card.name}, cost {card.cost}",
               cards=[card.id])
    return
    yield


@payable(E.Mill)
def _mill_payable(g: Table, ctx: Ctx, act: E.Mill) -> bool:
    """Cards from the top of a deck as a cost (CB01-015, CB01-022): that many must be there."""
    return len(g.st.players[_player(ctx, act)].deck) >= derived.amount(g.st, act.count, ctx.seat, ctx.this(g),
                                                                      ctx.event_card)


@handles(E.Mill)
def _mill(g: Table, ctx: Ctx, act: E.Mill) -> Flow[None]:
    # the cards discarded are "those" of the next directives ("if it is not a spirit card": BSS01-107)
    who = _player(ctx, act)
    ctx.those = list(ops.mill(g, who, amount(g, ctx, act.count), rule="10-2-1", by=ctx.seat, source=ctx.card))
    return
    yield


@payable(E.Discard)
def _discard_payable(g: Table, ctx: Ctx, act: E.Discard) -> bool:
    """Discarding as a cost (BSS01-108): enough hand cards of the kind it names (BSS04-026)."""
    fits = [c for c in g.st.players[_player(ctx, act)].hand if derived.card_matches(c, act.filter)]
    return len(fits) >= derived.amount(g.st, act.count, ctx.seat, ctx.this(g), ctx.event_card)


@handles(E.Discard)
def _discard(g: Table, ctx: Ctx, act: E.Discard) -> Flow[None]:
    """10-2-2: from the hand; the discarding player chooses.  Both players (`both`): they choose at
    once, so the turn player first, then the other (1-3-4), whoever controls the effect."""
    ctx.those = []           # the cards discarded, for a count of "those" (BSS01-125)
    for who in players_of(g, ctx, act):
        yield from _discard_from(g, ctx, act, who)


def _discard_from(g: Table, ctx: Ctx, act: E.Discard, who: int) -> Flow[None]:
    st = g.st
    if who != ctx.seat and derived.hand_discard_barred(st, who):
        g.emit("no_discard", "10-2-2", f"{ctx.card.name} cannot discard cards from {g.name(who)}'s hand: "
               "a constant effect prevents the opponent's effects from doing so")
        return
    for _ in range(amount(g, ctx, act.count)):
        hand = st.players[who].hand
        if not hand:
            break
        options: dict[str, PickCard | Finish] = {}
        for one in hand:
            if act.filter == _ANY_CARD or derived.card_matches(one, act.filter):
                options.setdefault(f"discard {one.id}", PickCard(one))
        if not options:
            break        # no card it may discard ("discard a spirit card" with none in the hand)
        if act.up_to:
            options["done"] = Finish()
        picked = yield from decide(Decision(who, Kind.DISCARD, options, f"{ctx.card.name}: discard a card"
                                            f"{', or done' if act.up_to else ''}"))
        if not isinstance(picked, PickCard):
            break
        card = picked.card
        assert isinstance(card, Card)
        ops.leave_hand(st.players[who], card, seen=True)
        st.players[who].trash.append(card)
        ctx.those.append(card)
        g.emit("discard", "10-2-2", f"{g.name(who)} discards {card.name}", seat=seat_name(who), card=card.id)
        ops.into_trash(g, who, (card,), "hand", by=ctx.seat, source=ctx.card)


def targets_of(g: Table, ctx: Ctx, target: E.Target,
               taken: list[FieldCard | Card] | None = None) -> Flow[list[FieldCard | Card]]:
    """Select the directive's cards (not among `taken`); later directives of the effect may refer to
    them ("those")."""
    cards = yield from select(g, ctx, target, taken)
    ctx.those = list(cards)
    return cards


def field_targets(g: Table, ctx: Ctx, target: E.Target) -> Flow[list[FieldCard]]:
    cards = yield from targets_of(g, ctx, target)
    return [c for c in cards if isinstance(c, FieldCard)]


def mark_cards(g: Table, ctx: Ctx, target: E.Target, change: E.Modifier | E.Effect, text: str, duration: str,
               rule: str = "8-2-2-2", event: str = "restrict", holder: int = 0, value: int = 0) -> Flow[None]:
    """A lasting effect on each target, for a while (8-8-1-4: targets fixed now): the change itself (a
    modifier, or a triggered effect gained) is held by each record, with `value`, its amount counted now."""
    st = g.st
    for fc in (yield from field_targets(g, ctx, target)):
        st.mods.append(Lasting(fc.uid, change, value, duration, st.tick(), ctx.seat, holder=holder, source=ctx.card))
        g.emit(event, rule, f"[{fc.label}] {fc.card.name} {text}", label=fc.label)


@handles(E.RevealRandom)
def _reveal_random(g: Table, ctx: Ctx, act: E.RevealRandom) -> Flow[None]:
    """12-2: a card of a hand picked at random (the game's randomness) is shown to both players."""
    who = _player(ctx, act)
    hand = g.st.players[who].hand
    shown = g.rng.sample(hand, min(1, len(hand)))
    ops.revealed_in_hand(g.st.players[who], shown)
    if shown:
        g.emit("reveal", "12-2-1", f"{g.name(who)} reveals {', '.join(c.name for c in shown)} from their hand "
               "(picked at random)", cards=[c.id for c in shown])
    return
    yield


@payable(E.Exhaust)
def _exhaust_payable(g: Table, ctx: Ctx, act: E.Exhaust) -> bool | None:
    """Exhausting as a cost: this card must be refreshed, or enough chosen cards must be."""
    this = ctx.this(g)
    if act.target.kind == "this":
        return isinstance(this, FieldCard) and not this.exhausted
    if isinstance(act.target, E.SelectTarget):
        src = live(g, ctx.source)
        ready = [c for c in candidates(g, ctx, act.target, src).values()
                 if isinstance(c, FieldCard) and not c.exhausted]
        return len(ready) >= how_many(g, ctx, act.target)
    return None


@handles(E.Exhaust)
def _exhaust(g: Table, ctx: Ctx, act: E.Exhaust) -> Flow[None]:
    """Exhausts its cards together, one event for them all (8-6-3), and records those it changed, for
    a later "those this effect changed" (PR-053): one already exhausted was not exhausted by it
    (1-3-2-1)."""
    ctx.changed = []
    hit: list[FieldCard] = []
    for fc in (yield from field_targets(g, ctx, act.target)):
        if fc.controller != ctx.seat and any(True for _ in derived.modifiers_on(g.st, fc, "cannot:be_exhausted")):
            g.emit("not_exhausted", "1-3-3", f"[{fc.label}] {fc.card.name} cannot be exhausted by the opponent's "
                   "effects", label=fc.label)      # a "cannot:be_exhausted" modifier (BSS04-106)
            continue
        if not fc.exhausted:
            ctx.changed.append(fc)
        hit.append(fc)
    ops.exhaust_together(g, hit, ctx.seat)


@handles(E.Refresh)
def _refresh(g: Table, ctx: Ctx, act: E.Refresh) -> Flow[None]:
    targets = yield from field_targets(g, ctx, act.target)
    done = [fc for fc in targets if fc.exhausted]
    ctx.changed = list(done)      # the ones it refreshed (1-3-2-1), for "those this effect changed" (ST03-014)
    for fc in done:
        ops.refresh(g, fc, tell=False)
    if done:      # refreshed together: a "when refreshed" effect fires once (8-6-3)
        triggers.collect(g, "refreshed", done, player=done[0].controller, by=ctx.seat)


@handles(E.ReturnToHand)
def _return_to_hand(g: Table, ctx: Ctx, act: E.ReturnToHand) -> Flow[None]:
    st = g.st
    gone: list[Snapshot] = []
    for fc in (yield from field_targets(g, ctx, act.target)):
        if st.find(fc.uid) is fc and not kept_on_field(g, ctx, fc):
            snap = ops.snapshot(g, fc)
            ops.leave_field(g, fc, "hand")
            gone.append(snap)
            g.emit("return", "3-5-5", f"[{fc.label}] {fc.card.name} returns to {g.name(fc.owner)}'s hand",
                   label=fc.label, card=fc.card.id)
    if gone:
        triggers.collect(g, "returned", gone, by=ctx.seat, zone="hand")
        for owner in sorted({snap.owner for snap in gone if not ops.is_token(snap.card)}):
            into_hand(g, ctx, owner, 1)


@handles(E.TrashToHand)
def _trash_to_hand(g: Table, ctx: Ctx, act: E.TrashToHand) -> Flow[None]:
    st = g.st
    found: list[FieldCard | Card]
    if isinstance(act.target, E.ThisTarget) and ctx.card.type == "magic" and ctx.source is None and \
            not any(c is ctx.card for c in st.players[ctx.seat].trash):
        ctx.back_to_hand = True      # a magic card being resolved: to the hand afterwards (10-8-8, BSS05-121)
        return
    if isinstance(act.target, E.EventTarget):      # the event card, if it went to the trash
        ev = ctx.event_card
        if ev is None or st.find(ev.uid) is not None:
            return
        owner, found = ev.owner, [ev.card]
    elif isinstance(act.target, E.ThisTarget):     # this card, from its owner's trash (BSS03-126)
        owner, found = ctx.seat, [ctx.card]
    else:
        owner = ctx.seat if act.target.filter.side != "opponent" else 1 - ctx.seat
        found = yield from targets_of(g, ctx, act.target)
    p = st.players[owner]
    for card in found:
        if isinstance(card, Card) and card in p.trash:
            p.trash.remove(card)
            ops.enter_hand(p, card, seen=True)
            g.emit("trash_to_hand", "3-4-2", f"{card.name} goes from the trash to {g.name(owner)}'s hand",
                   card=card.id)
            into_hand(g, ctx, owner, 1)


@handles(E.ToDeck)
def _to_deck(g: Table, ctx: Ctx, act: E.ToDeck) -> Flow[None]:
    """Field cards leave the field, hand cards the hand; each owner then orders theirs (3-1-5).
    While the owner orders them, the cards stay where they were (a field card already at the
    bottom of the deck), so that every card is always in one area (chapter 3)."""
    st = g.st
    zone = act.target.zone if isinstance(act.target, (E.SelectTarget, E.AllTarget)) else "field"
    hand_owner = ctx.seat if getattr(act.target, "filter", E.CardFilter()).side != "opponent" else 1 - ctx.seat
    going: dict[int, list[Card]] = {0: [], 1: []}
    source: dict[int, list[list[Card]]] = {0: [], 1: []}     # the list each going card is in meanwhile
    gone: list[Snapshot] = []
    for card in (yield from targets_of(g, ctx, act.target)):
        if isinstance(card, FieldCard):
            if st.find(card.uid) is not card or kept_on_field(g, ctx, card):
                continue
            gone.append(ops.snapshot(g, card))
            ops.leave_field(g, card, "deck_bottom")    # put in its owner's order below
            if not ops.is_token(card.card):          # a token is gone instead (4-12-3)
                going[card.owner].append(card.card)
                source[card.owner].append(st.players[card.owner].deck)
            g.emit("to_deck", "3-5-5", f"[{card.label}] {card.card.name} goes to {g.name(card.owner)}'s deck",
                   label=card.label, card=card.card.id)
        elif zone == "hand" and card in st.players[hand_owner].hand:
            going[hand_owner].append(card)
            source[hand_owner].append(st.players[hand_owner].hand)
            g.emit("to_deck", "3-3-1", f"{g.name(hand_owner)} puts a card from their hand into their deck",
                   private_to=hand_owner, private_text=f"{g.name(hand_owner)} puts {card.name} into their deck")
        elif zone == "trash" and card in st.players[hand_owner].trash:     # the trash is public (3-4-2)
            going[hand_owner].append(card)
            source[hand_owner].append(st.players[hand_owner].trash)
            g.emit("to_deck", "3-4-2", f"{g.name(hand_owner)} puts {card.name} from their trash into their deck",
                   card=card.id)
    for owner, cards in going.items():
        if cards:
            where = act.where
            if where == "either":       # the owner chooses (BSS05-130)
                ends = {"choose 1": PickOption(1), "choose 2": PickOption(2)}
                pick = yield from decide(Decision(owner, Kind.CHOICE, ends,
                                                  f"{ctx.card.name}: put {', '.join(c.name for c in cards)} (1) on top "
                                                  "of your deck or (2) at its bottom?", "3-1-5"))
                where = "top" if pick.n == 1 else "bottom"
                g.emit("choice", "3-1-5", f"{g.name(owner)} puts it at the {where} of their deck")
            ordered = yield from placing_order(g, owner, cards, where, ctx.card.name)
            for card, area in zip(cards, source[owner]):
                # out of where it waited, then in order into the deck; from the hand face down (3-3-1)
                if area is st.players[owner].hand:
                    ops.leave_hand(st.players[owner], card, seen=False)
                else:
                    area.remove(card)
            rest_to(g, owner, ordered, where, shown=all(area is not st.players[owner].hand
                                                        for area in source[owner]))
    if gone:
        triggers.collect(g, "returned", gone, by=ctx.seat, zone="deck")


def top_cards(p: PlayerState, n: int) -> list[Card]:
    """The top n cards of a deck, top first (deck[-1] is the top)."""
    return list(reversed(p.deck[max(0, len(p.deck) - n):]))


def placing_order(g: Table, seat: int, cards: list[Card], where: str, why: str) -> Flow[list[Card]]:
    """3-1-5: the owner orders cards put into the deck together, one decision per card (each
    chosen card goes next: under the previous ones at the bottom, on top of them on top).
    Copies of one card need no choice.  Returns the cards in the order they are put."""
    left = list(cards)
    order: list[Card] = []
    while len({c.id for c in left}) > 1:
        options: dict[str, PickCard] = {}
        for card in left:
            options.setdefault(f"pick {card.id}", PickCard(card))
        side = "on the bottom of your deck (each under the last)" if where == "bottom" \
            else "on top of your deck (each above the last)"
        choice = yield from decide(Decision(seat, Kind.TARGET, options,
                                            f"{why}: choose the next card to put {side}", "3-1-5"))
        picked = choice.card
        assert isinstance(picked, Card)
        left.remove(picked)
        order.append(picked)
    return order + left


def rest_to(g: Table, seat: int, cards: list[Card], where: str, shown: bool = False) -> None:
    """Cards into the trash, or into the deck at the bottom or on top in their placing order;
    `shown`: cards put on top that both players saw, so that the other knows the top once they are
    put in an order it can tell (one card)."""
    p = g.st.players[seat]
    if where == "trash" and cards and ops.deck_shielded(g, seat):
        where = "top"           # they cannot be discarded from the deck (CB01-076): they stay on it, as they were
        cards = list(reversed(cards))
    if where == "trash":
        p.trash.extend(cards)
        for card in cards:
            g.emit("mill", "10-2-1", f"{g.name(seat)} discards {card.name}", card=card.id)
        ops.into_trash(g, seat, tuple(cards), "deck")
    elif where == "bottom":
        for card in cards:            # in placing order: each goes under the last
            p.deck.insert(0, card)
        if cards:
            g.emit("to_bottom", "3-2-3-1", f"{len(cards)} card(s) go to the bottom of {g.name(seat)}'s deck")
    else:
        p.deck.extend(cards)      # in placing order: each goes on top of the last
        ops.top_put(p, len(cards), shown and len(cards) == 1)


@handles(E.ArrangeTop)
def _arrange_top(g: Table, ctx: Ctx, act: E.ArrangeTop) -> Flow[None]:
    """View the top cards; the player sends any of them to the bottom, the rest stay on top."""
    st = g.st
    seat = ctx.seat
    p = st.players[seat]
    shown = top_cards(p, amount(g, ctx, act.count))
    if not shown:
        return
    if act.reveal:        # shown to both players (12-2-1: BSS05-039)
        g.emit("reveal", "12-2-1", f"{g.name(seat)} reveals {', '.join(c.name for c in shown)} from the top of "
               "their deck", cards=[c.id for c in shown])
    else:
        g.emit("view", "12-3-1", f"{g.name(seat)} looks at the top {len(shown)} card(s) of their deck",
               private_to=seat, private_text=f"{g.name(seat)} looks at: {', '.join(c.name for c in shown)}")
    bottom: list[Card] = []
    while shown:
        options: dict[str, PickCard | Finish] = {}
        for card in shown:
            options.setdefault(f"pick {card.id}", PickCard(card))
        options["done"] = Finish()
        where = "into the trash" if act.to == "trash" else "on the bottom (each under the last)"
        choice = yield from decide(Decision(seat, Kind.TARGET, options,
                                            f"{ctx.card.name}: choose a card to put {where}, or done", "3-1-5"))
        if not isinstance(choice, PickCard) or not isinstance(choice.card, Card):
            break
        shown.remove(choice.card)
        bottom.append(choice.card)
    top = yield from placing_order(g, seat, shown, "top", ctx.card.name)   # still in the deck (3-1-5)
    del p.deck[len(p.deck) - len(shown) - len(bottom):]
    ops.top_gone(p, len(shown) + len(bottom))
    rest_to(g, seat, bottom, act.to)
    rest_to(g, seat, top, "top")


@handles(E.Watch)
def _watch(g: Table, ctx: Ctx, act: E.Watch) -> Flow[None]:
    """Leave a triggered effect running for a while (8-8-1-4: the cards it watches are chosen now)."""
    st = g.st
    watched: list[FieldCard] = []
    if act.target is not None:
        watched = yield from field_targets(g, ctx, act.target)
    # its triggered effect as written, or its modifiers as a constant effect on the cards they change
    effect = act.effect if act.effect is not None else E.Effect(kind="constant", zone="hand", modifiers=act.modifiers)
    source = ctx.source.uid if isinstance(ctx.source, FieldCard) else 0     # "this spirit" in its actions
    st.watches.append(Watching(ctx.seat, ctx.card, effect, ctx.number, tuple(fc.uid for fc in watched),
                               act.duration, st.tick(), source, act.next_only))
    on = f" on {', '.join(f'[{fc.label}] {fc.card.name}' for fc in watched)}" if watched else ""
    g.emit("watch", "8-8-1-4", f"{ctx.card.name}: an effect waits{on} until the end of the {act.duration}")


@handles(E.EndAttackStep)
def _end_attack_step(g: Table, ctx: Ctx, act: E.EndAttackStep) -> Flow[None]:
    """6-7-3-2: the attack step ends once no battle is on (battle.attack_step reads the mark)."""
    st = g.st
    if st.step == "attack":
        st.attacks_ended = st.turn
        g.emit("restrict", "6-7-3-2", f"{ctx.card.name}: the attack step will end")
        triggers.collect(g, "attack_step_ended", [], player=st.active, by=ctx.seat)    # BSS05-072
    return
    yield


def into_hand(g: Table, ctx: Ctx, seat: int, n: int) -> None:
    """Cards entered `seat`'s hand by this effect (drawn, taken, returned): the "to_hand" event, whose
    player is the hand's owner and whose cause is the effect's controller (BSS02-107)."""
    if n:
        triggers.collect(g, "to_hand", [], player=seat, by=ctx.seat)


@handles(E.GainEffect)
def _gain_effect(g: Table, ctx: Ctx, act: E.GainEffect) -> Flow[None]:
    """The targets have one more triggered effect for a while (triggers.collect offers it)."""
    yield from mark_cards(g, ctx, act.target, act.effect, f"gains an effect this {act.duration}", act.duration,
                          event="gain_effect")


def kept_on_field(g: Table, ctx: Ctx, fc: FieldCard) -> bool:
    """The opponent's effects cannot return this card to a hand or deck (a "cannot:be_returned" modifier)."""
    if fc.controller == ctx.seat or not any(True for _ in derived.modifiers_on(g.st, fc, "cannot:be_returned")):
        return False
    g.emit("not_returned", "3-5-5", f"[{fc.label}] {fc.card.name} cannot be returned by the opponent's effects",
           label=fc.label)
    return True


@handles(E.Choose)
def _choose(g: Table, ctx: Ctx, act: E.Choose) -> Flow[None]:
    """Only the selection (8-5-3): the cards are "those" of the next directives (with `add`, together
    with the cards chosen before)."""
    before = list(ctx.those) if act.add else []
    chosen = yield from targets_of(g, ctx, act.target, before)
    ctx.those = before + chosen
    ctx.chosen = list(ctx.those)


@payable(E.OneOf)
def _one_of_payable(g: Table, ctx: Ctx, act: E.OneOf) -> bool:
    """A cost paid one of several ways (BSS06-102): one of them must be open."""
    return any(can_begin(g, ctx, option) and all(can_pay(g, ctx, a) for a in option) for option in act.options)


@handles(E.OneOf)
def _one_of(g: Table, ctx: Ctx, act: E.OneOf) -> Flow[None]:
    """The controller picks one listed effect (8-2-1), which is then done directive by directive."""
    chooser = ctx.chooser_of(act)
    options = {f"choose {i}": PickOption(i) for i, option in enumerate(act.options, 1) if can_begin(g, ctx, option)}
    chosen = yield from decide(Decision(chooser, Kind.CHOICE, options, f"{ctx.card.name}: choose one effect: "
                                        + "; ".join(f"({i}) {_option_text(option)}"
                                                    for i, option in enumerate(act.options, 1))))
    g.emit("choice", "8-2-1", f"{g.name(chooser)} chooses effect {chosen.n} of {ctx.card.name}")
    for directive in act.options[chosen.n - 1]:
        yield from perform(g, ctx, directive)


@handles(E.Chain)
def _chain(g: Table, ctx: Ctx, act: E.Chain) -> Flow[None]:
    """11-15: the follow-up happens after the directives before it when the controller has a symbol of
    its colour on their field (11-15-3), read now; it goes on with the same "those" (11-15-2)."""
    if not any(act.colour in symbol for symbol in derived.field_symbols(g.st, ctx.seat)):
        g.emit("chain_off", "11-15-3", f"{ctx.card.name}'s Chain ({act.colour}) does nothing: "
               f"{g.name(ctx.seat)} has no {act.colour} symbol")
        return
    g.emit("chain", "11-15-1", f"{ctx.card.name}'s Chain ({act.colour}) follows: {g.name(ctx.seat)} has a "
           f"{act.colour} symbol")
    for directive in act.actions:
        yield from perform(g, ctx, directive)


def can_begin(g: Table, ctx: Ctx, option: tuple[E.Directive, ...]) -> bool:
    """8-4-2-3: an option that begins with a payment its payer cannot make is not offered
    ("unless your opponent pays one core": CB01-051); nor, within an effect cost, one whose cores
    are not there to move (BSS06-102: a core from your reserve or from one of your field cards)."""
    first = option[0]
    if isinstance(first, E.PayCores):
        return pool(g, _player(ctx, first)).total() >= 1
    if ctx.paying and isinstance(first, E.MoveCores) and not isinstance(first.count, str) and first.leave is None:
        if first.source == "reserve":
            return g.st.players[ctx.seat].reserve >= amount(g, ctx, first.count)
        if first.source == "card" and isinstance(first.target, E.SelectTarget):
            return selectable(g, ctx, first.target, live(g, ctx.source)) >= how_many(g, ctx, first.target)
    return True


def _option_text(option: tuple[E.Directive, ...]) -> str:
    """An option as the card's text says it ("draw 2 cards")."""
    return render_actions(option)
