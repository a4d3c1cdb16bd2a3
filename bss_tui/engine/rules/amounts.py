"""Numbers of the effect language: a constant, or a count read now (cards, hand, trash, life,
symbols, costs ...) times what each is worth."""

from __future__ import annotations

from ...carddb.effects import Amount, CardFilter, Count
from ..model.state import FieldCard, Snapshot, State, Subject
from .readers import Those
from .printed import card_matches
from .keywords import keyword_value
from .symbols import symbols
from .filters import field_cost, matches


def amount(st: State, value: Amount, seat: int, this: Subject | None = None, event: Subject | None = None,
           target: FieldCard | None = None, those: Those = (), changed: Those = ()) -> int:
    """A number of the effect language: a constant, or a count read now (times what each is worth);
    `target`: the card the number is for (a modifier's card), read by "own_cores"; `those`: the
    cards of the previous targeted directive (Count "those"); `changed`: those of them it changed
    (1-3-2-1: a Count "those" with `changed`)."""
    if isinstance(value, int):
        return value
    if value.of == "own_cores":
        on = target if target is not None else this
        return (st.total_cores(on) if isinstance(on, FieldCard) and st.find(on.uid) is on else 0) * value.times
    if value.of == "own_symbols":      # the pair of own_cores (BSS04-104)
        on = target if target is not None else this
        return (len(symbols(st, on)) if isinstance(on, FieldCard) and st.find(on.uid) is on else 0) * value.times
    if value.of in ("those", "those_cost", "those_names"):
        picked = [c for c in (changed if value.changed else those)
                  if (matches(st, c, value.filter, seat, None) if isinstance(c, FieldCard)
                      else card_matches(c, value.filter))]
        chosen = [c.card if isinstance(c, FieldCard) else c for c in picked]
        n = len(chosen) if value.of == "those" else len({c.name for c in chosen}) if value.of == "those_names" \
            else sum(field_cost(st, c) if isinstance(c, FieldCard) and st.find(c.uid) is c
                     else c.card.cost if isinstance(c, FieldCard) else c.cost for c in picked)
        # how many, their costs added up (on the field, as they count there: BSS04-086), how many
        # different names (PR-072)
        return n * value.times
    return count(st, value, seat, this, event) * value.times


_EVERY_CARD = CardFilter()


def count(st: State, c: Count, seat: int, this: Subject | None, event: Subject | None) -> int:
    player = seat if c.player == "you" else 1 - seat
    if c.of == "cards":
        src = this if isinstance(this, FieldCard) else None
        return sum(1 for fc in st.field if matches(st, fc, c.filter, seat, src))
    if c.of == "hand" or c.of == "trash":
        area = st.players[player].hand if c.of == "hand" else st.players[player].trash
        return len(area) if c.filter == _EVERY_CARD else sum(1 for card in area
                                                             if card_matches(card, c.filter, in_trash=c.of == "trash"))
    if c.of == "life":
        return st.life_total(player)
    if c.of == "life_lost":
        return life_lost(st, player)
    if c.of == "attacks":
        return st.battle.number if st.battle is not None else 0
    if c.of == "burst":
        return 1 if st.players[player].burst is not None else 0
    if c.of == "burst_cost":
        set_burst = st.players[player].burst
        return set_burst.cost if set_burst is not None else 0
    if c.of == "trash_cores":
        p = st.players[player]
        return p.trash_cores + (1 if p.soul == "trash" else 0)
    if c.of == "destroyed":
        return st.destroyed_this_turn(player)
    if c.of == "magic_used":
        return st.magic_used_this_turn(player)
    if c.of == "drawn":
        return st.drawn_this_turn(player)
    if c.of == "event_cores":
        if isinstance(event, Snapshot):
            return event.cores + (1 if event.soul else 0)
        return st.total_cores(event) if isinstance(event, FieldCard) else 0
    if c.of == "symbols":                # BSS04-035: "as many as you have yellow symbols"
        src = this if isinstance(this, FieldCard) else None
        cols = frozenset(c.filter.colours)
        loose = c.filter.model_copy(update={"colours": ()}) if cols else c.filter
        return sum(1 for fc in st.field if matches(st, fc, loose, seat, src)
                   for sym in symbols(st, fc) if not cols or sym & cols)
    if c.of == "event_keyword" and c.filter.keyword is not None:   # BSS03-115: "the number in its Gale effect"
        if isinstance(event, FieldCard):
            return keyword_value(st, event, c.filter.keyword, criterion=True) or 0   # 10-13-1
        return 0
    if c.of == "event_symbols":          # BSS04-025: "for each symbol on that spirit"
        if isinstance(event, FieldCard):
            return len(symbols(st, event))
        return len(event.card.symbols) if isinstance(event, Snapshot) else 0
    if c.of == "costs":
        src = this if isinstance(this, FieldCard) else None
        return len({field_cost(st, fc) for fc in st.field if matches(st, fc, c.filter, seat, src)})
    if c.of == "symbol_colours":         # L01-001: how many colours the symbols show
        src = this if isinstance(this, FieldCard) else None
        syms = [s for fc in st.field if matches(st, fc, c.filter, seat, src) for s in symbols(st, fc)]
        return len(frozenset().union(*syms))
    return 0


def life_lost(st: State, seat: int) -> int:
    """How much less life the player has than when this turn began, never below 0 (life lost and
    then regained in the same turn is not a loss: ST03-001 ruling)."""
    turn, life = st.life_start.get(seat, (None, 0))
    return max(0, life - st.life_total(seat)) if turn == st.turn else 0
