"""Per-player views: only what that seat may see.  The opponent's hand and burst
are counts/flags, every deck is a count (3-1-2, 3-2-2, 3-3-3, 3-8-2).

`table_view` builds a typed, frozen view for the UI; `view` is its plain JSON form (`to_data`),
for the callers that compare or serialise views (privacy tests, simulate, scenarios, play_cli).
The decider's options come as `ActionView`s: the exact action text plus what the UI needs to
show and choose it, taken from the decision's typed choices (engine/model/decisions.py), never from
the text.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from dataclasses import dataclass
from typing import Any

from ...carddb.schema import Card
from ..rules import derived
from ..model.memo import remember
from ..model.decisions import (Activate, Answer, Attack, Awaken, Block, Cancel, Choice, Decision, Finish,
    FirstPlayer, Kind, MoveCore, Pick, PickCard, PickEffect, Place, ResolveFirst, SetBurst, Summon, TakeCores,
    UseMagic)
from ..model.state import FieldCard, seat_name
from ..model.table import Table

RESERVE = "reserve"


def _plain(value: object) -> Any:
    """A view part as plain JSON: dataclasses become dicts, tuples lists."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class CardView:
    id: str
    name: str
    type: str


@dataclass(frozen=True, slots=True)
class FieldCardView:
    label: str
    id: str
    name: str
    type: str
    level: int
    bp: int | None
    cores: int           # ordinary cores; the soul core is `soul`
    soul: bool
    exhausted: bool
    symbols: int
    owner: str


@dataclass(frozen=True, slots=True)
class SideView:
    seat: str
    name: str
    life: int
    reserve: int
    trash_cores: int
    soul_core: str                     # "reserve", "life", "trash", "void" or a field label
    deck_count: int
    hand_count: int
    hand: tuple[CardView, ...] | None  # None: not the viewer's hand
    trash: tuple[CardView, ...]
    burst_set: bool
    burst: CardView | None             # only the viewer's own, or every burst once the game is over
    field: tuple[FieldCardView, ...]


@dataclass(frozen=True, slots=True)
class BattleView:
    attacker: str | None
    blocker: str | None


@dataclass(frozen=True, slots=True)
class FieldRef:
    label: str
    name: str


@dataclass(frozen=True, slots=True)
class CoreTake:
    """Cores a payment or placement takes from one place: `count` ordinary ones, and the soul core."""

    place: str           # "reserve" or a field label
    name: str            # the field card's name ("" for the reserve)
    count: int
    soul: bool


@dataclass(frozen=True, slots=True)
class MoveView:
    src: str
    dst: str
    soul: bool


@dataclass(frozen=True, slots=True)
class ActionView:
    """One legal action: `text` is what the engine accepts; the rest describes it."""

    text: str
    verb: str                        # the notation's first word
    card_id: str | None = None       # the card it is about
    labels: tuple[str, ...] = ()     # the field cards it names
    player: str | None = None        # "p1"/"p2" when it names a player
    effect: int | None = None        # which effect of the card (10-8-3, activated effects)
    names: tuple[str, ...] = ()      # names of the cards and players it mentions, in order
    from_hand: bool = False          # plays a card from the hand (summon, place, use, set)
    cost: int | None = None          # what summoning, placing or using it costs now, reductions counted (2-7-3)
    finishes: bool = False           # ends, passes or declines: nothing more (the `e` key)
    cancels: bool = False            # backs out of a payment or placement (10-6-6)
    auto: bool = False               # the default core allocation
    move: MoveView | None = None     # a free core move (6-6-1-2-3)
    takes: tuple[CoreTake, ...] = ()  # cores: the whole payment/placement once this is chosen
    drops: tuple[FieldRef, ...] = ()  # field cards this choice leaves below LV1 (9-3-2)


@dataclass(frozen=True, slots=True)
class DecisionView:
    player: str
    kind: str
    rule: str
    prompt: str | None = None                   # only for the decider
    options: tuple[ActionView, ...] | None = None

    def to_data(self) -> dict[str, Any]:
        out: dict[str, Any] = {"player": self.player, "kind": self.kind, "rule": self.rule}
        if self.options is not None:
            out["prompt"] = self.prompt
            out["options"] = [a.text for a in self.options]
        return out

    def option(self, text: str) -> ActionView | None:
        return next((a for a in self.options or () if a.text == text), None)


@dataclass(frozen=True, slots=True)
class PaymentView:
    """A payment or placement under way (10-6-6, 10-6-7, 11-1-1), for its decider only: what it is
    for, how far it has come, and the decider's side as the cores chosen so far would leave it.
    Nothing moves before the last choice, so the side in `TableView.players` is unchanged; the
    board shows this one to follow each core chosen."""

    kind: str                   # "pay" or "place_cores"
    what: str                   # the card's name, "" for a cost of something else (an attack, an effect)
    card_id: str | None
    label: str | None           # the field card given the cores (Awaken), None for a card still to come
    amount: int                 # pay: the cores to pay; placement: the fewest it needs
    chosen: int                 # the cores chosen so far in this decision
    cores: int                  # placement: the cores the card would hold (those on it already too), soul included
    soul: bool                  # placement: the soul core among them
    levels: tuple[tuple[int, int], ...]   # placement: each level of the card and the cores it needs (2-10-3)
    level: int                  # placement: the level those cores give it (0: below LV1)
    side: SideView              # the decider's side once the chosen cores have moved; its `soul_core`
                                # is NEW_CARD when the soul core goes onto a card still to come


NEW_CARD = "new"


@dataclass(frozen=True, slots=True)
class LogEntry:
    kind: str
    rule: str
    text: str


@dataclass(frozen=True, slots=True)
class TableView:
    viewer: str | None
    turn: int
    step: str
    active: str
    player_one: str
    winner: str | None
    end_reason: str
    players: tuple[SideView, SideView]
    resolving: tuple[CardView, ...]
    battle: BattleView | None
    decision: DecisionView | None
    log: tuple[LogEntry, ...]
    payment: PaymentView | None = None     # the viewer's own payment or placement under way

    def to_data(self) -> dict[str, Any]:
        out: dict[str, Any] = {f.name: _plain(getattr(self, f.name)) for f in dataclasses.fields(self)}
        out["decision"] = None if self.decision is None else self.decision.to_data()
        return out

    @property
    def actions(self) -> tuple[ActionView, ...]:
        """The viewer's legal actions (none when someone else decides)."""
        d = self.decision
        return d.options if d is not None and d.options is not None else ()

    def field_names(self) -> dict[str, str]:
        return {fc.label: fc.name for side in self.players for fc in side.field}


# ---- building ----------------------------------------------------------------------------------

def card_view(card: Card) -> CardView:
    return CardView(card.id, card.name, card.type)


def soul_place(g: Table, seat: int) -> str:
    soul = g.st.players[seat].soul
    if isinstance(soul, int):
        fc = g.st.find(soul)
        return fc.label if fc is not None else "?"
    return soul


def field_view(g: Table, fc: FieldCard, others: bool | None = None) -> FieldCardView:
    """`others`: whether a field card's effect counts symbols (derived.field_counts_symbols), when the
    caller has worked it out for the whole field."""
    st = g.st
    return FieldCardView(
        label=fc.label, id=fc.card.id, name=fc.card.name, type=fc.card.type, level=derived.level(st, fc),
        bp=derived.shown_bp(derived.bp(st, fc)) if derived.is_spirit(st, fc) else None,
        cores=fc.cores, soul=st.has_soul(fc), exhausted=fc.exhausted,
        symbols=len(derived.symbols(st, fc, others=others)), owner=seat_name(fc.owner))


def side_view(g: Table, seat: int, viewer: int | None) -> SideView:
    p = g.st.players[seat]
    mine = seat == viewer
    others = derived.field_counts_symbols(g.st)      # once for the field, not once per card
    return SideView(
        seat=seat_name(seat), name=p.name, life=p.life, reserve=p.reserve, trash_cores=p.trash_cores,
        soul_core=soul_place(g, seat), deck_count=len(p.deck), hand_count=len(p.hand),
        hand=tuple(card_view(c) for c in p.hand) if mine else None,
        trash=tuple(card_view(c) for c in p.trash),
        burst_set=p.burst is not None,
        # 3-8-5: once the game is over every set burst is turned face up.
        burst=card_view(p.burst) if (mine or g.st.winner) and p.burst is not None else None,
        field=tuple(field_view(g, fc, others) for fc in g.st.field if fc.controller == seat))


def table_view(g: Table, viewer: int | None, log: bool = True) -> TableView:
    """What `viewer` may see; None: a spectator, who sees only public information.  `log=False`:
    without the log (the replay viewer adds its own, revealed_view)."""
    st = g.st
    d = g.decision
    decision: DecisionView | None = None
    with derived.steady(st):      # read-only: the constant effects on are found once for the whole view
        if d is not None:
            mine = d.player == viewer
            decision = DecisionView(
                player=seat_name(d.player), kind=str(d.kind), rule=d.rule,
                prompt=d.prompt if mine else None,
                options=_option_views(g, d) if mine else None)
        sides = (side_view(g, 0, viewer), side_view(g, 1, viewer))
    return TableView(
        viewer=None if viewer is None else seat_name(viewer),
        turn=st.turn, step=st.step, active=seat_name(st.active), player_one=seat_name(st.player_one),
        winner=st.winner, end_reason=st.end_reason,
        players=sides,
        resolving=tuple(card_view(c) for _, c in st.resolving),
        battle=None if st.battle is None else BattleView(_label(g, st.battle.attacker), _label(g, st.battle.blocker)),
        decision=decision,
        log=tuple(LogEntry(**e.as_dict(viewer)) for e in g.events) if log else (),
        payment=payment_view(g, d, viewer) if d is not None and d.paying is not None and d.player == viewer else None)


def _option_views(g: Table, d: Decision[Any]) -> tuple[ActionView, ...]:
    places = field_places(g)
    return tuple(action_view(g, d, text, choice, places) for text, choice in d.options.items())


def payment_view(g: Table, d: Decision[Any], viewer: int) -> PaymentView:
    """The decider's payment or placement under way (d.paying), with their side as the chosen cores
    would leave it: a cost's cores go to the trash (10-6-6), a placement's onto the card (10-6-7)."""
    paying = d.paying
    assert paying is not None
    placing = d.kind == Kind.PLACE_CORES
    to_trash = paying.before + (() if placing else d.paid)
    onto = paying.onto
    side = _side_after(g, d.player, viewer, to_trash, d.paid if placing else (), onto)
    card = paying.card
    cores = len(d.paid) + (g.st.total_cores(onto) if onto is not None else 0) if placing else 0
    soul = placing and (any(s for _, s in d.paid) or (onto is not None and g.st.has_soul(onto)))
    levels = tuple((lv.level, lv.cores) for lv in card.levels) if placing and card is not None else ()
    level = derived.level_for(card, cores) if placing and card is not None and card.levels else 0
    return PaymentView(kind=str(d.kind), what=card.name if card is not None else "",
                       card_id=card.id if card is not None else None, label=onto.label if onto is not None else None,
                       amount=paying.amount, chosen=len(d.paid), cores=cores, soul=soul, levels=levels, level=level,
                       side=side)


def _side_after(g: Table, seat: int, viewer: int, to_trash: tuple[Pick, ...], placed: tuple[Pick, ...],
                onto: FieldCard | None) -> SideView:
    """`seat`'s side once `to_trash` has gone to the trash and `placed` onto the card given cores
    (`onto`, or a card still to come).  The cores are moved for the time it takes to build the
    side, so that levels and BP are the engine's own, and put back at once."""
    st = g.st
    p = st.players[seat]
    kept = (p.reserve, p.trash_cores, p.soul, [(fc, fc.cores) for fc in st.field if fc.controller == seat])
    soul_onto_new = False
    try:
        for picks, dest in ((to_trash, "trash"), (placed, "card")):
            for place, soul in picks:
                fc = st.by_label(place) if place not in (RESERVE, "trash") else None
                if soul:
                    if dest == "trash":
                        p.soul = "trash"
                    elif onto is not None:
                        p.soul = onto.uid
                    else:
                        p.soul, soul_onto_new = "void", True
                    continue
                if place == RESERVE:
                    p.reserve -= 1
                elif place == "trash":
                    p.trash_cores -= 1
                elif fc is not None:
                    fc.cores -= 1
                if dest == "trash":
                    p.trash_cores += 1
                elif onto is not None:
                    onto.cores += 1
        with derived.steady(st):      # the cores stay where they were put while the side is read
            side = side_view(g, seat, viewer)
    finally:
        p.reserve, p.trash_cores, p.soul = kept[0], kept[1], kept[2]
        for fc, n in kept[3]:
            fc.cores = n
    return dataclasses.replace(side, soul_core=NEW_CARD) if soul_onto_new else side


def view(g: Table, viewer: int | None) -> dict[str, Any]:
    """`table_view` as plain JSON."""
    return table_view(g, viewer).to_data()


def _label(g: Table, uid: int | None) -> str | None:
    if uid is None or uid < 0:
        return None
    fc = g.st.find(uid)
    return fc.label if fc is not None else None


# ---- actions -----------------------------------------------------------------------------------

def action_view(g: Table, d: Decision[Any], text: str, choice: Choice,
                places: dict[str, FieldCard] | None = None) -> ActionView:
    """The action `text` with what its typed `choice` says about it.  `places`: the field cards by
    label, when the caller lists many actions in one state (`field_places`)."""
    verb = text.split(" ", 1)[0]
    if places is None:
        places = field_places(g)
    if isinstance(choice, MoveCore):        # first: most of a main step's options
        return _move_view(text, verb, choice, places)
    if isinstance(choice, (Summon, Place, UseMagic, SetBurst)):
        number = choice.number if isinstance(choice, UseMagic) else None
        cost = None if isinstance(choice, SetBurst) else derived.cost_to_pay(g.st, d.player, choice.card)
        return ActionView(text, verb, card_id=choice.card.id, effect=number, names=(choice.card.name,),
                          from_hand=True, cost=cost)
    if isinstance(choice, (Activate, Awaken, Attack, Block, PickEffect)):
        fc = choice.spirit if isinstance(choice, (Awaken, Attack, Block)) else choice.source
        number = choice.number if isinstance(choice, (Activate, PickEffect)) else None
        return ActionView(text, verb, card_id=fc.card.id, labels=(fc.label,), effect=number,
                          names=(fc.card.name,))
    if isinstance(choice, PickCard):
        card = choice.card
        if isinstance(card, FieldCard):
            return ActionView(text, verb, card_id=card.card.id, labels=(card.label,), names=(card.card.name,))
        return ActionView(text, verb, card_id=card.id, names=(card.name,))
    if isinstance(choice, ResolveFirst):
        # A field card's effect names the card; a burst (no source) only its owner, never the card.
        item = choice.item
        src = item.source
        if isinstance(src, FieldCard) and g.st.find(src.uid) is src:
            return ActionView(text, verb, card_id=src.card.id, labels=(src.label,), names=(src.card.name,))
        if src is None:
            return ActionView(text, verb, player=seat_name(item.seat), names=(g.name(item.seat),))
        return ActionView(text, verb)
    if isinstance(choice, FirstPlayer):
        return ActionView(text, verb, player=seat_name(choice.seat), names=(g.name(choice.seat),))
    if isinstance(choice, TakeCores):
        return _cores_view(g, d, text, verb, choice, places)
    if isinstance(choice, Finish):
        return ActionView(text, verb, finishes=True, takes=_takes(d.paid, places))
    if isinstance(choice, Cancel):
        return ActionView(text, verb, cancels=True)
    if isinstance(choice, Answer):
        return ActionView(text, verb, finishes=not choice.yes)
    return ActionView(text, verb)


def field_places(g: Table) -> dict[str, FieldCard]:
    """The field cards by label, looked up by every core move's description."""
    return {fc.label: fc for fc in g.st.field}


def _move_view(text: str, verb: str, choice: MoveCore, places: dict[str, FieldCard]) -> ActionView:
    """A free core move (6-6-1-2-3) and the field cards at its two ends: most of a main step's options,
    the same from one decision to the next while the field stays, so each is made once for the names
    at its ends (views are immutable)."""
    src, dst = places.get(choice.src), places.get(choice.dst)
    key = (text, src.card.name if src is not None else None, dst.card.name if dst is not None else None)
    found = _MOVE_VIEWS.get(key)
    if found is None:
        cards = [fc for fc in (src, dst) if fc is not None]
        found = remember(_MOVE_VIEWS, key, ActionView(
            text, verb, labels=tuple(fc.label for fc in cards), names=tuple(fc.card.name for fc in cards),
            move=MoveView(choice.src, choice.dst, choice.soul)))
    return found


# (a core move's text, the names of the cards at its ends) -> its description
_MOVE_VIEWS: dict[tuple[str, str | None, str | None], ActionView] = {}


def _names(labels: tuple[str, ...], places: dict[str, FieldCard]) -> tuple[str, ...]:
    out = []
    for label in labels:
        fc = places.get(label)
        if fc is not None:
            out.append(fc.card.name)
    return tuple(out)


def _cores_view(g: Table, d: Decision[Any], text: str, verb: str, choice: TakeCores,
                places: dict[str, FieldCard]) -> ActionView:
    whole = d.paid + choice.picks
    labels = tuple(dict.fromkeys(place for place, _ in choice.picks if place != RESERVE))
    first = places.get(labels[0]) if labels else None
    return ActionView(text, verb, card_id=first.card.id if first is not None else None, labels=labels,
                      names=_names(labels, places), auto=choice.auto,
                      takes=_takes(whole, places), drops=_drops(g, d.paid, choice.picks, places))


def _takes(picks: tuple[Pick, ...], places: dict[str, FieldCard]) -> tuple[CoreTake, ...]:
    """The picks grouped by place, in the order the places were first picked."""
    counts: Counter[str] = Counter(place for place, soul in picks if not soul)
    souls = {place for place, soul in picks if soul}
    out = []
    for place in dict.fromkeys(place for place, _ in picks):
        fc = places.get(place)
        out.append(CoreTake(place, fc.card.name if fc is not None else "", counts[place], place in souls))
    return tuple(out)


def _drops(g: Table, before: tuple[Pick, ...], picks: tuple[Pick, ...],
           places: dict[str, FieldCard]) -> tuple[FieldRef, ...]:
    """The field cards that `picks`, after `before`, leave with too few cores for LV1 (9-3-2)."""
    out = []
    for label in dict.fromkeys(place for place, _ in picks if place != RESERVE):
        fc = places.get(label)
        if fc is None:
            continue
        had = g.st.total_cores(fc) - sum(1 for place, _ in before if place == label)
        left = had - sum(1 for place, _ in picks if place == label)
        if derived.level_for(fc.card, had) >= 1 > derived.level_for(fc.card, left):
            out.append(FieldRef(label, fc.card.name))
    return tuple(out)


# ---- a finished game, replayed -----------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class RevealedView:
    """A position of a finished game with nothing hidden: each side as its owner sees it (hand and
    burst), every log line in its private wording, and both decks in order, top first."""

    table: TableView
    decks: tuple[tuple[CardView, ...], tuple[CardView, ...]]


def revealed_view(g: Table, log: bool = True) -> RevealedView:
    """Everything at this moment of `g`, for the replay viewer of a FINISHED game only (once the
    game is over nothing needs hiding; 3-8-5 turns every burst face up).  The table during play
    never calls this: a game in progress is shown through `table_view` of one seat or none.
    `g` itself may be at any step of the finished game's log.  `log=False`: without the log
    (a replay keeps one, revealed_log, for all its steps: the log of a step is a prefix of it)."""
    return RevealedView(
        table=dataclasses.replace(table_view(g, None, log=False), players=(side_view(g, 0, 0), side_view(g, 1, 1)),
                                  log=revealed_log(g) if log else ()),
        decks=(_deck(g, 0), _deck(g, 1)))


def revealed_log(g: Table, since: int = 0) -> tuple[LogEntry, ...]:
    """Every line of the log from event `since` on, each in its private wording where it has one
    (the replay viewer)."""
    return tuple(LogEntry(e.kind, e.rule, e.text_for(e.private_to)) for e in g.events[since:])


def _deck(g: Table, seat: int) -> tuple[CardView, ...]:
    """A deck in order, top first (the state keeps the top last)."""
    return tuple(card_view(c) for c in reversed(g.st.players[seat].deck))
