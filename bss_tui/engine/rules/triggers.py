"""Matching game events to triggered effects (8-6) and set bursts (10-9).

Game events ("destroyed", "attacks", "life_lost", ...) are offered to every card that could
listen: field cards (level-gated, 2-10-2), the last known state of cards that just left the
field (8-10), and set bursts.  Matches wait in a batch; the checkpoint resolves them (bursts.py
and effects.py say how).
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from typing import Iterable, Iterator, TypeVar

from pydantic import BaseModel

from . import derived
from ...carddb import effects as E
from ...carddb.schema import Card
from ..model.decisions import Flow
from ..model.state import FieldCard, Pending, Snapshot, State, Subject, Watching, seat_name
from ..model.table import Table

_ANY = E.CardFilter()
T = TypeVar("T")

# Events one effect may cause several times as it resolves (a draw in two directives, or by a burst
# and the effect paid for after it; cards discarded one by one; cores moved card by card; cards put
# into a hand directive by directive): they all happen at once, so a "when ..." effect they set off
# activates once (8-6-3).  `at_once` marks the moment; `collect` then lets each effect fire once.
AT_ONCE = frozenset({"drew", "to_trash", "reserve_cores", "cores_placed", "to_hand"})


class _Miss:
    """The trigger does not fire (None already means "fires, about no card")."""


MISS = _Miss()


@dataclass(slots=True)
class Happening:
    """What just happened, as the trigger matcher sees it."""

    event: str
    subjects: list[Subject]
    player: int | None = None      # the player the event is about (life lost, drew, ...)
    by: int | None = None          # the player who caused it
    cause: str = ""                # destroyed: "battle" | "effect" | "effect_cores"; drew: "effect" for an effect's draw
    cards: tuple[Card, ...] = ()   # crushed: the discarded cards; magic_resolved: the magic card
    soul_paid: bool = False        # magic_resolved
    outside_draw_step: bool = False
    zone: str = ""                 # summoned: the area the card came from; returned: "hand" or "deck"
    source: Card | None = None     # milled, to_trash: the card whose effect did it (by_card)
    swift: bool = False            # summoned: with Swift (11-9-1)


def subject_matches(g: Table, f: E.CardFilter, subj: Subject, seat: int, source: Subject | None) -> bool:
    """A filter on a live field card, or on the last known state of one that left (8-10)."""
    if isinstance(subj, FieldCard) and g.st.find(subj.uid) is not subj:
        last = g.last_state.get(subj.uid)
        if last is None:
            return False
        subj = last
    return derived.subject_matches(g.st, subj, f, seat, source)


def _caused_ok(trig: E.Trigger, seat: int, subj: Subject | None, h: Happening) -> bool:
    """Who caused the event (`by`), and with which card (`by_card`)."""
    by = subj.by if isinstance(subj, Snapshot) and subj.by >= 0 else h.by
    if trig.by == "opponent" and (by is None or by == seat):
        return False
    if trig.by == "you" and by != seat:
        return False
    return trig.by_card is None or _by_card(trig.by_card, seat, subj, h)


def _by_card(f: E.CardFilter, seat: int, subj: Subject | None, h: Happening) -> bool:
    """The card that caused the event matches, by its printed facts, `side` by whose it was.  A destroyed
    card's last known state names it (its destruction effect's card or the battling spirit, 10-14-1);
    otherwise the event does (the card whose effect milled or trashed the cards); none: no match."""
    card, by = (subj.source, subj.by) if isinstance(subj, Snapshot) and subj.source is not None else (h.source, h.by)
    if card is None:
        return False
    if f.side == "you" and by != seat or f.side == "opponent" and by == seat:
        return False
    return derived.card_matches(card, f)


def _event_matches(g: Table, trig: E.Trigger, h: Happening, seat: int,
                   source: FieldCard | None, those: tuple[int, ...] = ()) -> Subject | None | _Miss:
    """MISS when the trigger does not fire; else the event card it concerns (or None)."""
    wanted = trig.event
    event = h.event
    if wanted != event and not (wanted == "attacks_or_blocks" and event in ("attacks", "blocks")
                                or wanted == "cores_placed_or_reserve" and event in ("cores_placed", "reserve_cores")):
        if not (event == "attacks" and wanted == "blocks" and _blocks_as_attacks(g, source)):
            return MISS
    st = g.st
    if trig.turn == "yours" and st.active != seat or trig.turn == "opponents" and st.active == seat:
        return MISS
    if trig.step is not None and trig.step != st.step:
        return MISS
    if trig.outside_draw_step and not h.outside_draw_step:
        return MISS
    if trig.soul_core_paid and not h.soul_paid:
        return MISS
    if trig.swift and not h.swift:
        return MISS
    if trig.from_zone is not None and h.zone != trig.from_zone:
        return MISS
    if trig.to_zone is not None and h.zone != trig.to_zone:
        return MISS
    if trig.cards is not None:
        # the event player's field symbols, for a burst of no colour of theirs (L01-002)
        shown = derived.field_colours(st, h.player) if trig.cards.colours_off_field and h.player is not None else None
        if not any(derived.card_matches(c, trig.cards, field_colours=shown) for c in h.cards):
            return MISS
    if wanted == "cores_placed_or_reserve" and event == "reserve_cores":
        # the reserve half: the cores went into the reserve of the player whose effect it was
        # ("into their reserve": BSS04-106, PR-023)
        return None if h.player is not None and h.player == h.by and _caused_ok(trig, seat, None, h) else MISS
    if trig.subject in ("you", "opponent"):
        if h.player is None or (h.player == seat) != (trig.subject == "you"):
            return MISS
        if trig.cause != "any" and h.cause != trig.cause:     # drew: by an effect (BSS06-094)
            return MISS
        return None if _caused_ok(trig, seat, None, h) else MISS
    if event == "step_start":
        if trig.subject == "those":     # a watch on chosen cards: the moment is about the first still on the field (BSS03-131)
            return next((fc for fc in g.st.field if fc.uid in those), MISS)
        return None          # a moment in the turn, about no card
    for subj in h.subjects:
        if (trig.subject != "those" or subj.uid in those) and _subject_fires(g, trig, h, seat, source, subj):
            return subj
    return MISS


_LISTENERS = {"attacks": frozenset({"attacks", "attacks_or_blocks", "blocks"}),   # blocks: blocks_as_attacks
              "blocks": frozenset({"blocks", "attacks_or_blocks"}),
              "cores_placed": frozenset({"cores_placed", "cores_placed_or_reserve"}),
              "reserve_cores": frozenset({"reserve_cores", "cores_placed_or_reserve"})}


def listeners(event: str) -> frozenset[str]:
    """The trigger events that may fire on `event`: itself, and "attacks or blocks" for either of
    them (10-11-2); a "when blocks" effect may also work when the spirit attacks (a modifier);
    "cores_placed_or_reserve" for cores placed onto a card or into a reserve."""
    found = _LISTENERS.get(event)
    if found is None:
        found = _LISTENERS[event] = frozenset((event,))
    return found


def fires(g: Table, trig: E.Trigger, h: Happening, seat: int, source: FieldCard | None) -> bool:
    """Whether a trigger matches what happened (a substitution effect's destruction, 8-9)."""
    return not isinstance(_event_matches(g, trig, h, seat, source), _Miss)


def _subject_fires(g: Table, trig: E.Trigger, h: Happening, seat: int, source: FieldCard | None,
                   subj: Subject) -> bool:
    if not _caused_ok(trig, seat, subj, h):
        return False
    if trig.cause != "any":
        cause = subj.cause if isinstance(subj, Snapshot) and subj.cause else h.cause
        if not (cause == trig.cause or trig.cause == "effect" and cause.startswith("effect")
                or trig.cause == "destruction_effect" and cause == "effect"):   # 10-14-1: "destroy" itself
            return False
    if trig.subject == "this":
        if source is None or subj.uid != source.uid:
            return False
        if trig.filter != _ANY and not subject_matches(g, trig.filter, subj, seat, source):
            return False
    elif trig.subject == "yours" and subj.controller != seat or trig.subject == "opponents" and subj.controller == seat:
        return False
    elif not subject_matches(g, trig.filter, subj, seat, source):
        return False
    if trig.destroyer is not None:
        killer = subj.destroyer if isinstance(subj, Snapshot) else None
        if killer is None or not subject_matches(g, trig.destroyer, killer, seat, source):
            return False
    if trig.still_on_field and not (isinstance(subj, FieldCard) and g.st.find(subj.uid) is subj):
        return False
    return True


def _blocks_as_attacks(g: Table, source: FieldCard | None) -> bool:
    """"When this spirit blocks" effects also work when it attacks (a constant modifier)."""
    return isinstance(source, FieldCard) and any(True for _ in derived.modifiers_on(g.st, source, "triggers:when_blocks_on_attack"))


def collect(g: Table, event: str, subjects: Iterable[Subject] = (), player: int | None = None,
            by: int | None = None, cause: str = "", into: list[Pending] | None = None,
            cards: tuple[Card, ...] = (), soul_paid: bool = False,
            outside_draw_step: bool = False, zone: str = "", source: Card | None = None,
            swift: bool = False) -> list[Pending]:
    """Queue every triggered effect and burst that this event fires, as one batch (8-6-2); with
    `into`, add them to a batch being gathered.  An effect fires once however many subjects
    match (8-6-3), and once for all the events of an AT_ONCE kind one effect causes (`at_once`).
    Returns the batch."""
    st = g.st
    found: list[Pending] = []
    batch: list[Pending] = [] if into is None else into
    wanted = listeners(event)
    h = Happening(event, list(subjects), player, by, cause, cards, soul_paid, outside_draw_step, zone, source, swift)
    fresh = _first_times(g, wanted, h)
    if not _waited_for(st, wanted):
        return batch        # most events: nothing listens (a twentieth of them fire anything)
    for src in st.field:
        triggered = src.card.triggered
        if not triggered or wanted.isdisjoint(src.card.trigger_events):
            continue       # nothing of it listens to this event: no need for its level
        lv = derived.level(st, src)
        for number, eff in triggered:
            assert eff.timing is not None     # Card.triggered keeps only effects with a timing
            if not derived.gate_holds(eff, lv) or not derived.during_holds(st, eff, src.controller, src.uid):
                continue
            if eff.once_per_turn and ((src.uid, number) in st.once_used or _waiting(st, src.uid, number, batch, found)):
                continue          # once per turn: used, or set off already and waiting (two Canyons, BSS01-101)
            if eff.first_time and (src.controller, src.card.id, number) not in fresh:
                continue          # not the first such event of the turn
            if eff.no_duplicate and any(p.card.name == src.card.name and p.number == number and p.seat == src.controller
                                        for p in (*batch, *found)):
                continue          # "does not duplicate": one of the player's copies fires it (CB01-046, PR-045)
            hit = _event_matches(g, eff.timing, h, src.controller, src)
            if isinstance(hit, _Miss) or derived.effect_lost(st, src, eff):   # 8-3-2: a lost effect does not trigger
                continue
            found.append(Pending(src.controller, src.card, eff, number, src, hit, f"{src.label} {number}",
                                 soul_paid=h.soul_paid and isinstance(hit, FieldCard) and hit.uid == src.uid,
                                 cards=h.cards, others=_others(g, eff.timing, h, src.controller, src, hit)))
    for mod in st.mods:       # triggered effects a card gained for a while (gain_effect)
        if mod.kind == "effect" and mod.effect is not None and mod.effect.timing is not None:
            gained = st.find(mod.uid)
            if gained is None or not derived.during_holds(st, mod.effect, gained.controller, gained.uid):
                continue
            hit = _event_matches(g, mod.effect.timing, h, gained.controller, gained)
            if not isinstance(hit, _Miss):
                found.append(Pending(gained.controller, gained.card, mod.effect, 0, gained, hit,
                                     f"{gained.label} gained",
                                     others=_others(g, mod.effect.timing, h, gained.controller, gained, hit)))
    spent: list[Watching] = []
    for i, w in enumerate(st.watches):     # triggered effects set for a while (the `watch` directive)
        if w.effect.timing is None:         # a constant effect on hand cards: derived.base_cost
            continue
        hit = _event_matches(g, w.effect.timing, h, w.seat, None, w.those)
        if not isinstance(hit, _Miss):      # "this" in its actions: the card that set it, while on the field
            found.append(Pending(w.seat, w.card, w.effect, w.number, st.find(w.source) if w.source else None,
                                 hit, f"watch {i + 1}", others=_others(g, w.effect.timing, h, w.seat, None, hit)))
            if w.next_only:
                spent.append(w)
    if spent:                              # "the next time ...": it has triggered once, and ends
        st.watches = [w for w in st.watches if all(w is not s for s in spent)]
    for seat in (0, 1) if not wanted.isdisjoint(offfield_events(st)) else ():
        # effects working off the field: from the trash (BSS05-012), the hand or trash (CB01-061); each copy
        # of a card has its own (8-6-2), though copies share one card record: they are counted
        copies: dict[tuple[str, int], int] = {}      # (card id, effect number) -> copies set off so far
        p = st.players[seat]
        for zone, area in (("hand", p.hand), ("trash", p.trash)):
            for card in area:
                if not card.offfield_triggered or wanted.isdisjoint(card.offfield_trigger_events):
                    continue
                for number, eff in card.offfield_triggered:
                    assert eff.timing is not None     # Card.offfield_triggered keeps only effects with a timing
                    if zone == "hand" and eff.zone != "hand_or_trash" or not derived.during_holds(st, eff, seat, None):
                        continue
                    own = eff.timing.cards
                    this_only = own is not None and own.this == "only"
                    done = copies.get((card.id, number), 0)
                    if this_only and h.cards.count(card) <= done:
                        continue         # this card among them (BSS05-100): as many copies as are among them
                    if this_only and not done:     # copies set off by this moment's earlier events are others (8-6-3)
                        done = _fired_copies(g, seat, f"{card.id} {number}")
                    hit = _event_matches(g, eff.timing, h, seat, None)
                    if isinstance(hit, _Miss):
                        continue
                    copies[(card.id, number)] = done + 1
                    key = f"{card.id} {number}" if not done else f"{card.id} {number} copy {done + 1}"
                    found.append(Pending(seat, card, eff, number, None, hit, key,
                                         others=_others(g, eff.timing, h, seat, None, hit)))
    for seat in (0, 1):
        burst = st.players[seat].burst
        if burst is None:
            continue
        for number, eff in enumerate(burst.effects, 1):
            if eff.kind != "burst" or eff.timing is None:
                continue
            hit = _event_matches(g, eff.timing, h, seat, None)
            if not isinstance(hit, _Miss):
                found.append(Pending(seat, burst, eff, number, None, hit, f"burst {seat_name(seat)}"))
                break
    batch.extend(_not_yet(g, event, found))
    if batch and into is None:
        g.pending.append(batch)
    return batch


def _others(g: Table, trig: E.Trigger, h: Happening, seat: int, source: FieldCard | None,
            hit: Subject | None | _Miss) -> tuple[Subject, ...]:
    """8-6-3: the cards summoned or placed together, besides `hit`, that the trigger matches too: the effect
    activates once, about one of them (its controller's pick as it resolves, `about_event_card`)."""
    if h.event not in ("summoned", "placed") or hit is None or isinstance(hit, _Miss) or len(h.subjects) < 2 \
            or trig.subject in ("this", "you", "opponent"):
        return ()
    return tuple(s for s in h.subjects if s is not hit and (trig.subject != "those")
                 and _subject_fires(g, trig, h, seat, source, s))


def about_event_card(eff: E.Effect) -> bool:
    """Whether the effect's condition, cost or directives read the card its event was about ("it", "that
    spirit", its Gale number, its cost): then, fired once for several cards (8-6-3), which one matters."""
    return any(_reads_event(part) for part in (eff.condition, *eff.cost, *eff.actions))


def _reads_event(obj: object) -> bool:
    if isinstance(obj, (E.EventTarget, E.EventIs)):
        return True
    if isinstance(obj, E.Count) and obj.of == "event":
        return True
    if isinstance(obj, E.CardFilter) and obj.colours_in_event_armor:
        return True
    if isinstance(obj, E.Compare) and obj.reads("event"):     # the event card's cost, BP ...
        return True
    if isinstance(obj, E.SummonToken) and obj.token is None:       # a copy of the event card (BSS05-111)
        return True
    if isinstance(obj, E.Effect):         # an effect set or gained for later has events of its own
        return False
    if isinstance(obj, BaseModel):
        return any(_reads_event(getattr(obj, name)) for name in type(obj).model_fields)
    if isinstance(obj, (list, tuple)):
        return any(_reads_event(x) for x in obj)
    return False


def _fired_copies(g: Table, seat: int, key: str) -> int:
    """How many copies of an effect working off the field this moment's earlier events have set off."""
    fired = g.at_once
    if fired is None:
        return 0
    return sum(1 for s, name in fired if s == seat and (name == key or name.startswith(key + " copy ")))


def _not_yet(g: Table, event: str, found: list[Pending]) -> list[Pending]:
    """The effects `found` that this effect's earlier events of the same moment have not set off
    already (8-6-3); those that they have take this event's cards too (a count of "those")."""
    fired = g.at_once
    if fired is None or event not in AT_ONCE:
        return found
    fresh: list[Pending] = []
    for item in found:
        # a watch is named by its place in the list, which a spent one changes: by its card instead
        name = f"watch {item.card.id} {item.number}" if item.key.startswith("watch ") else item.key
        first = fired.get((item.seat, name))
        if first is None:
            fired[(item.seat, name)] = item
            fresh.append(item)
        elif item.cards:
            first.cards = first.cards + item.cards
    return fresh


@contextmanager
def one_moment(g: Table) -> Iterator[None]:
    """Events inside happen at once (8-6-3): each "when ..." effect that events of a kind in AT_ONCE
    set off activates once.  Inside an outer moment (an effect used within an effect, a burst's paid
    effect) it is part of that moment, which ends it."""
    if g.at_once is not None:
        yield
        return
    g.at_once = {}
    try:
        yield
    finally:
        g.at_once = None


def at_once(g: Table, flow: Flow[T]) -> Flow[T]:
    """Run `flow` (an effect resolving) as one moment (`one_moment`)."""
    with one_moment(g):
        return (yield from flow)


def _waiting(st: State, uid: int, number: int, *gathering: list[Pending]) -> bool:
    """Whether effect `number` of the field card `uid` has been set off and waits to resolve (8-5-2-3)."""
    for batch in (*st.pending, *gathering):
        for p in batch:
            if p.number == number and isinstance(p.source, FieldCard) and p.source.uid == uid and p.keyword == "":
                return True
    return False


def _first_times(g: Table, wanted: frozenset[str], h: Happening) -> set[tuple[int, str, int]]:
    """The "first time each turn" effects (`first_time`) for which this is the turn's first matching
    event, noted whether or not their cards are on the field or could fire now: (seat, card id, number)."""
    st = g.st
    if st.first_time_cards is None:
        found: dict[tuple[int, str], Card] = {}
        for seat, p in enumerate(st.players):
            for card in (*p.deck, *p.hand, *p.trash, *([p.burst] if p.burst is not None else []),
                         *(fc.card for fc in st.field if fc.controller == seat)):
                if card.first_time_triggered:
                    found[(seat, card.id)] = card
        st.first_time_cards = tuple((seat, card) for (seat, _), card in found.items())
    fresh: set[tuple[int, str, int]] = set()
    for seat, card in st.first_time_cards:
        for number, eff in card.first_time_triggered:
            key = (seat, card.id, number)
            if eff.timing is None or eff.timing.event not in wanted or key in st.first_seen:
                continue
            if not isinstance(_event_matches(g, eff.timing, h, seat, None), _Miss):
                st.first_seen.add(key)
                fresh.add(key)
    return fresh


def still_triggers(g: Table, item: Pending) -> bool:
    """The effect's condition is checked as it resolves, on the last known state if needed."""
    src = item.source
    this: Subject | None = src
    if isinstance(src, FieldCard):
        this = g.st.find(src.uid) or g.last_state.get(src.uid)
    return item.effect is None or derived.condition_holds(g.st, item.effect.condition, item.seat, this,
                                                          event=item.event_card, soul_paid=item.soul_paid)


def listened(g: Table, event: str) -> bool:
    """Whether any field card, effect gained or running, or set burst waits for `event` (or an
    event that fires on it, `listeners`): a cheap test before collecting an event that happens at
    almost every core move ("reserve_cores")."""
    return _waited_for(g.st, listeners(event))


def _waited_for(st: State, wanted: frozenset[str]) -> bool:
    for fc in st.field:
        if not wanted.isdisjoint(fc.card.trigger_events):
            return True
    for m in st.mods:
        if m.kind == "effect" and m.effect is not None and _listens(m.effect.timing, wanted):
            return True
    for w in st.watches:
        if _listens(w.effect.timing, wanted):
            return True
    for p in st.players:
        if p.burst is not None and not wanted.isdisjoint(p.burst.timing_events):
            return True
    if not wanted.isdisjoint(offfield_events(st)):
        for p in st.players:
            for cards in (p.hand, p.trash):      # effects working off the field
                for card in cards:
                    if card.offfield_triggered and not wanted.isdisjoint(card.offfield_trigger_events):
                        return True
    return False


def offfield_events(st: State) -> frozenset[str]:
    """What the players' cards listen to from the hand or the trash, found once per game: most decks
    have no such card, and then no event looks there."""
    if st.offfield_events is None:
        st.offfield_events = frozenset().union(*(
            card.offfield_trigger_events for p in st.players
            for card in (*p.deck, *p.hand, *p.trash, *([p.burst] if p.burst is not None else []))),
            *(fc.card.offfield_trigger_events for fc in st.field),
            *(card.offfield_trigger_events for _, card in st.resolving))
    return st.offfield_events


def _listens(timing: E.Trigger | None, wanted: frozenset[str]) -> bool:
    return timing is not None and timing.event in wanted
