"""An exact, independent structural copy of a game state, for copies of a game that do not replay
its actions (a search looks ahead with thousands of them).

What is copied and what is shared:
- every mutable record and container of the state is new: players and their areas, field cards,
  modifiers, watches, the battle, waiting effects, last known states, the turn's bookkeeping;
- what never changes once made is shared: card definitions (the card pool's objects), effects and
  filters, tuples and strings;
- a record referred to from several places (a field card that is also the source of a waiting
  effect and the destroyer in a last known state; a waiting effect held both in a batch and in the
  table's "at once" map) is copied once and every reference points at that one copy, so the copy
  has the same aliasing as the original.

Records whose fields may change under other work (the modifier record) are copied generically: a
shallow copy, then every field whose declared type can hold a field card or a last known state is
remapped, so a field added later is copied too (tests/engine/test_clone.py walks a clone and finds
nothing mutable shared with the original).
"""

from __future__ import annotations

import copy
from dataclasses import fields
from operator import attrgetter
from typing import Any, Callable, TypeVar

from .decisions import Choice, Decision, Point, Pool, Putting
from .loops import LoopWatch
from .state import Battle, FieldCard, Pending, PlayerState, Snapshot, State

R = TypeVar("R")
C = TypeVar("C", bound=Choice)

# The names in a field's declared type that mean it may hold a field card, a last known state (which
# may name one) or a waiting effect: such fields are remapped after the shallow copy.
_REFERRING = ("FieldCard", "Subject", "Snapshot", "Pending")

_remapped: dict[type, tuple[str, ...]] = {}
_copiers: dict[type, Callable[[Any], Any]] = {}


def _copier(kind: type) -> Callable[[Any], Any]:
    """A shallow copy of a record of type `kind`: its constructor given every field (read once from
    the declaration, so a field added later is copied too; several times quicker than copy.copy)."""
    found = _copiers.get(kind)
    if found is None:
        declared = fields(kind)
        if all(f.init for f in declared) and len(declared) > 1:
            values = attrgetter(*[f.name for f in declared])
            found = _copiers[kind] = lambda obj: kind(*values(obj))
        else:
            found = _copiers[kind] = copy.copy
    return found


def _referring_fields(kind: type) -> tuple[str, ...]:
    """The fields of a record type that may refer to a field card, read once from its annotations."""
    names = _remapped.get(kind)
    if names is None:
        names = _remapped[kind] = tuple(
            f.name for f in fields(kind) if any(word in str(f.type) for word in _REFERRING))
    return names


class Cloner:
    """One copy under way: the field cards, last known states and waiting effects copied so far,
    by the identity of their originals (aliasing kept)."""

    __slots__ = ("cards", "snapshots", "pendings", "choices")

    def __init__(self) -> None:
        self.cards: dict[int, FieldCard] = {}
        self.snapshots: dict[int, Snapshot] = {}
        self.pendings: dict[int, Pending] = {}
        self.choices: dict[int, Choice] = {}

    def field_card(self, fc: FieldCard) -> FieldCard:
        new = self.cards.get(id(fc))
        if new is None:
            new = self.cards[id(fc)] = FieldCard(fc.uid, fc.card, fc.owner, fc.controller, fc.label,
                                                 fc.cores, fc.exhausted)
        return new

    def snapshot(self, s: Snapshot) -> Snapshot:
        new = self.snapshots.get(id(s))
        if new is None:
            new = self.snapshots[id(s)] = _copier(Snapshot)(s)
            if s.destroyer is not None:
                new.destroyer = self.subject(s.destroyer)
        return new

    def subject(self, x: Any) -> Any:
        """A value that may be a field card or a last known state (or a tuple of them): its copy."""
        kind = type(x)
        if kind is FieldCard:
            return self.field_card(x)
        if kind is Snapshot:
            return self.snapshot(x)
        if kind is Pending:
            return self.pending(x)
        if kind is tuple or kind is list:
            return kind(self.subject(y) for y in x)
        return x

    def record(self, obj: R) -> R:
        """A shallow copy of a record with its references to field cards remapped (frozen records,
        the choices, too: their fields are set as their constructor would)."""
        new: R = _copier(type(obj))(obj)
        for name in _referring_fields(type(obj)):
            value = getattr(obj, name)
            if value is not None:
                object.__setattr__(new, name, self.subject(value))
        return new

    def choice(self, c: C) -> C:
        """A decision's choice: shared when it refers to no field card or waiting effect (the
        choices are frozen: most, such as the core moves, are made once and shared by every game)."""
        if not _referring_fields(type(c)):
            return c
        new = self.choices.get(id(c))
        if new is None:
            new = self.choices[id(c)] = self.record(c)
        return new  # type: ignore[return-value]

    def options(self, opts: dict[str, C]) -> dict[str, C]:
        choice = self.choice
        return {text: choice(c) for text, c in opts.items()}

    def decision(self, d: Decision[C]) -> Decision[C]:
        paying = d.paying
        if paying is not None and paying.onto is not None:
            paying = self.record(paying)
        return Decision(d.player, d.kind, self.options(d.options), d.prompt, d.rule, d.paid, paying)

    def point(self, point: Point) -> Point:
        """A point where a game waits (the decision and what its flow keeps beside it), naming the
        copy's field cards and waiting effects."""
        hand = point.hand
        put = point.put
        if put is not None:     # its other fields (numbers, words, the card) never change
            new: Putting = _copier(Putting)(put)
            if put.ascend is not None:
                new.ascend = self.field_card(put.ascend)
            new.pool = Pool(dict(put.pool.ordinary), put.pool.soul)
            if put.outer is not None:
                new.outer = self.point(put.outer)
            new.paid = put.paid[:]      # a Pick is a tuple
            put = new
        return Point(self.decision(point.decision), point.at, None if hand is None else self.options(hand),
                     point.movable, put)

    def pending(self, p: Pending) -> Pending:
        new = self.pendings.get(id(p))
        if new is None:
            new = self.pendings[id(p)] = self.record(p)
        return new

    def state(self, st: State) -> State:
        new: State = _copier(State)(st)
        new.players = [_player(p) for p in st.players]
        new.field = [self.field_card(fc) for fc in st.field]
        new.mods = [self.record(m) for m in st.mods] if st.mods else []
        new.watches = [self.record(w) for w in st.watches] if st.watches else []
        if st.battle is not None:
            new.battle = _battle(st.battle)
        new.resolving = st.resolving[:]
        new.once_used = set(st.once_used)
        new.first_seen = set(st.first_seen)
        new.raid_used = dict(st.raid_used)
        new.label_counters = st.label_counters[:]
        new.pending = [[self.pending(p) for p in batch] for batch in st.pending]
        new.core_loss = dict(st.core_loss)
        new.last_state = {uid: self.snapshot(s) for uid, s in st.last_state.items()}
        new.spared = set(st.spared)
        new.life_start = dict(st.life_start)
        return new


def _player(p: PlayerState) -> PlayerState:
    return PlayerState(p.seat, p.name, p.deck[:], p.hand[:], p.trash[:], p.burst, p.life, p.reserve,
                       p.trash_cores, p.soul, p.mulliganed, p.known[:], p.top_known, p.top_shown,
                       p.burst_shown)


def _battle(b: Battle) -> Battle:
    new: Battle = _copier(Battle)(b)
    new.magic_used = b.magic_used[:]
    new.links = b.links[:]
    new.block_links = b.block_links[:]
    return new


def clone(st: State) -> State:
    """An exact, independent copy of `st` (see the module's docstring)."""
    return Cloner().state(st)


def loop_watch(w: LoopWatch) -> LoopWatch | None:
    """A copy of the loop watch between decisions, or None while a loop is being declared (its
    held decision and plan are the flow's business: such a game is copied by replaying it)."""
    if w.declaring is not None or w.plan:
        return None
    new: LoopWatch = _copier(LoopWatch)(w)
    new.seen = dict(w.seen)
    new.taken = w.taken[:]         # a Taken is frozen
    new.forbidden = {at: set(actions) for at, actions in w.forbidden.items()}
    new.plan = []
    return new
