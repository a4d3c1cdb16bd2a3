"""Numbers of the effect language: a constant, or a count read now times what each is worth.

A count is read in two steps, each a table keyed by its declared vocabulary (carddb.effects.counts):
its source says what there is (the cards of the field matching a filter, a player's hand, the event
card ...), gathered as a `Pile`; its measure says what is counted in that pile (how many, their
cores, their symbols, their costs ...).  tests/engine/test_registries.py checks that every declared
source and measure has its reader."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ...carddb.effects import COUNT_MEASURES, COUNT_SOURCES, Amount, CardFilter, Count
from ...carddb.schema import Card
from ..model.state import FieldCard, Snapshot, State, Subject
from .readers import Those
from .printed import card_matches
from .keywords import keyword_value
from .symbols import symbols
from .filters import field_cost, matches

# A card of a count's source: live on the field, as last seen there (the event card), or as printed
# (in a hand, a trash, the set burst, or discarded by the previous directive).
Item = FieldCard | Snapshot | Card


@dataclass(frozen=True)
class Pile:
    """What a count's source holds now: its cards, or, for a source that holds a number rather than
    cards to look at (life, attacks, spirits destroyed this turn ...), that `number`; `cores`: cores
    lying in the place apart from any card (the trash's, its soul core included)."""

    cards: tuple[Item, ...] = ()
    number: int | None = None
    cores: int = 0


@dataclass(frozen=True)
class Reading:
    """Everything a source may read: the count, whose effect it is (`seat`), the effect's own card
    (`this`), its event's card, the card the number is for (`target`, a modifier's card), and the
    previous targeted directive's cards (`those`) and those of them it changed."""

    st: State
    count: Count
    seat: int
    this: Subject | None
    event: Subject | None
    target: FieldCard | None
    those: Those
    changed: Those

    @property
    def player(self) -> int:
        """The seat of the player whose hand, trash, life, burst or record is read."""
        return self.seat if self.count.player == "you" else 1 - self.seat


def amount(st: State, value: Amount, seat: int, this: Subject | None = None, event: Subject | None = None,
           target: FieldCard | None = None, those: Those = (), changed: Those = ()) -> int:
    """A number of the effect language: a constant, or a count read now (times what each is worth);
    `target`: the card the number is for (a modifier's card), read by the source "own"; `those`: the
    cards of the previous targeted directive (the source "those"); `changed`: those of them it changed
    (1-3-2-1: a count of "those" with `changed`)."""
    if isinstance(value, int):
        return value
    return count(st, value, seat, this, event, target, those, changed) * value.times


def count(st: State, c: Count, seat: int, this: Subject | None = None, event: Subject | None = None,
          target: FieldCard | None = None, those: Those = (), changed: Those = ()) -> int:
    """A count's measure of its source, read now, before `times`."""
    pile = SOURCES[c.of](Reading(st, c, seat, this, event, target, those, changed))
    return MEASURES[c.measure](st, pile, c)


def life_lost(st: State, seat: int) -> int:
    """How much less life the player has than when this turn began, never below 0 (life lost and
    then regained in the same turn is not a loss: ST03-001 ruling)."""
    turn, life = st.life_start.get(seat, (None, 0))
    return max(0, life - st.life_total(seat)) if turn == st.turn else 0


# ---- the sources --------------------------------------------------------------------------------

Source = Callable[[Reading], Pile]
SOURCES: dict[str, Source] = {}

_EVERY_CARD = CardFilter()


def _source(name: str) -> Callable[[Source], Source]:
    def register(fn: Source) -> Source:
        if name not in COUNT_SOURCES or name in SOURCES:
            raise ValueError(f"{name!r}: no count source of the effect language, or read twice")
        SOURCES[name] = fn
        return fn
    return register


@_source("field")
def _field(r: Reading) -> Pile:
    """The field cards matching the filter, seen from the effect's controller."""
    src = r.this if isinstance(r.this, FieldCard) else None
    f = r.count.cards_filter()
    return Pile(tuple(fc for fc in r.st.field if matches(r.st, fc, f, r.seat, src)))


def _printed(area: list[Card], f: CardFilter, in_trash: bool) -> tuple[Card, ...]:
    """The cards of a hand or trash matching a filter by their printed facts."""
    if f == _EVERY_CARD:
        return tuple(area)
    return tuple(card for card in area if card_matches(card, f, in_trash=in_trash))


@_source("hand")
def _hand(r: Reading) -> Pile:
    return Pile(_printed(r.st.players[r.player].hand, r.count.cards_filter(), in_trash=False))


@_source("trash")
def _trash(r: Reading) -> Pile:
    p = r.st.players[r.player]
    return Pile(_printed(p.trash, r.count.cards_filter(), in_trash=True),
                cores=p.trash_cores + (1 if p.soul == "trash" else 0))


@_source("life")
def _life(r: Reading) -> Pile:
    return Pile(number=r.st.life_total(r.player))


@_source("burst")
def _burst(r: Reading) -> Pile:
    set_burst = r.st.players[r.player].burst
    return Pile((set_burst,) if set_burst is not None else ())


@_source("event")
def _event(r: Reading) -> Pile:
    """The event card as it is now, or as it was last seen (a destroyed spirit's cores: ST01-013)."""
    return Pile((r.event,) if r.event is not None else ())


@_source("own")
def _own(r: Reading) -> Pile:
    """The card the number is for (a modifier's card, else the effect's own), while on the field."""
    on = r.target if r.target is not None else r.this
    return Pile((on,) if isinstance(on, FieldCard) and r.st.find(on.uid) is on else ())


@_source("those")
def _those(r: Reading) -> Pile:
    """The previous targeted directive's cards (or those it changed) that match the filter."""
    f = r.count.cards_filter()
    return Pile(tuple(c for c in (r.changed if r.count.changed else r.those)
                      if (matches(r.st, c, f, r.seat, None) if isinstance(c, FieldCard) else card_matches(c, f))))


@_source("life_lost")
def _life_lost(r: Reading) -> Pile:
    return Pile(number=life_lost(r.st, r.player))


@_source("attacks")
def _attacks(r: Reading) -> Pile:
    return Pile(number=r.st.battle.number if r.st.battle is not None else 0)


@_source("destroyed")
def _destroyed(r: Reading) -> Pile:
    return Pile(number=r.st.destroyed_this_turn(r.player))


@_source("magic_used")
def _magic_used(r: Reading) -> Pile:
    return Pile(number=r.st.magic_used_this_turn(r.player))


@_source("drawn")
def _drawn(r: Reading) -> Pile:
    return Pile(number=r.st.drawn_this_turn(r.player))


# ---- what a card of a source has ----------------------------------------------------------------


def _card(item: Item) -> Card:
    return item if isinstance(item, Card) else item.card


def _cores_on(st: State, item: Item) -> int:
    """Its cores, the soul core included: on the field now, or as it had them when last seen."""
    if isinstance(item, FieldCard):
        return st.total_cores(item)
    if isinstance(item, Snapshot):
        return item.cores + (1 if item.soul else 0)
    return 0


def _symbols_of(st: State, item: Item) -> tuple[frozenset[str], ...]:
    """Its symbols: on the field as counted now (2-8), as it left the field its last known ones (8-10),
    elsewhere as printed."""
    if isinstance(item, FieldCard) and st.find(item.uid) is not item:
        item = st.last_state.get(item.uid, item)     # it has left: as it left (8-10)
    if isinstance(item, FieldCard):
        return symbols(st, item)
    if isinstance(item, Snapshot):
        return item.symbols
    return tuple(frozenset(s.split("/")) for s in _card(item).symbols)


def _cost_of(st: State, item: Item) -> int:
    """Its cost: on the field the cost it counts as there (2-6), as it left the field its last known
    one (8-10), elsewhere the printed one."""
    if isinstance(item, FieldCard) and st.find(item.uid) is item:
        return field_cost(st, item)
    if isinstance(item, Snapshot):
        return item.cost
    return _card(item).cost


# ---- the measures -------------------------------------------------------------------------------

Measure = Callable[[State, Pile, Count], int]
MEASURES: dict[str, Measure] = {}


def _measure(name: str) -> Callable[[Measure], Measure]:
    def register(fn: Measure) -> Measure:
        if name not in COUNT_MEASURES or name in MEASURES:
            raise ValueError(f"{name!r}: no count measure of the effect language, or read twice")
        MEASURES[name] = fn
        return fn
    return register


@_measure("number")
def _number(st: State, pile: Pile, c: Count) -> int:
    return pile.number if pile.number is not None else len(pile.cards)


@_measure("cores")
def _cores(st: State, pile: Pile, c: Count) -> int:
    return pile.cores + sum(_cores_on(st, item) for item in pile.cards)


@_measure("symbols")
def _symbols(st: State, pile: Pile, c: Count) -> int:
    """The symbols of the filter's colours when it names some (BSS04-035: "as many as you have
    yellow symbols"), a two-colour symbol counting for either (2-8-2-1); else every symbol."""
    cols = frozenset(c.filter.colours)
    return sum(1 for item in pile.cards for sym in _symbols_of(st, item) if not cols or sym & cols)


@_measure("cost")
def _cost(st: State, pile: Pile, c: Count) -> int:
    return sum(_cost_of(st, item) for item in pile.cards)


@_measure("keyword")
def _keyword(st: State, pile: Pile, c: Count) -> int:
    """The number of the filter's keyword on its field cards, as a "with [keyword]" criterion reads it
    (10-13-1: a Gale working while the spirit attacks counts once its level holds)."""
    name = c.filter.keyword
    if name is None:
        return 0
    return sum(keyword_value(st, item, name, criterion=True) or 0 for item in pile.cards
               if isinstance(item, FieldCard))


@_measure("distinct_costs")
def _distinct_costs(st: State, pile: Pile, c: Count) -> int:
    return len({_cost_of(st, item) for item in pile.cards})


@_measure("distinct_colours")
def _distinct_colours(st: State, pile: Pile, c: Count) -> int:
    """As many cards as can each be matched with a colour of one of its symbols, no colour twice: a
    two-colour symbol is one of its colours, the player's pick (2-8-2-2), so they pick the most."""
    colours_of = [frozenset[str]().union(*_symbols_of(st, item)) for item in pile.cards]
    taken: dict[str, int] = {}          # colour -> the card counted with it

    def place(i: int, seen: set[str]) -> bool:      # an augmenting path (bipartite matching)
        for colour in colours_of[i]:
            if colour not in seen:
                seen.add(colour)
                if colour not in taken or place(taken[colour], seen):
                    taken[colour] = i
                    return True
        return False

    return sum(1 for i in range(len(colours_of)) if place(i, set()))


@_measure("distinct_names")
def _distinct_names(st: State, pile: Pile, c: Count) -> int:
    return len({_card(item).name for item in pile.cards})
