"""Symbols (2-8): a field card's symbols for damage or for paying a card, as constant effects count
them (twice, as other colours, as other symbols), a linked attacker's (11-18-1), and the symbols
that count toward a card's reduction (2-7-3) from the field or the trash."""

from __future__ import annotations

from typing import Iterator

from ...carddb.effects import AllTarget, CardFilter, Modifier
from ...carddb.schema import Card
from ..model.state import FieldCard, State
from .readers import read
from .periods import linkers
from .printed import card_matches
from .paying import paid_matches
from .active import lasting_on, modifiers_on, own_hand_modifiers


def symbols(st: State, fc: FieldCard, paying: Card | None = None,
            others: bool | None = None) -> tuple[frozenset[str], ...]:
    """A field card's symbols (2-8), for damage (7-1-5-3-1) or, given `paying`, for paying that
    card: its constant effects may count some more than once ("extra_symbols": while paying for
    the cards they name, ST01-002, or always when they name none, BSS01-006) or as more colours
    (while paying).  `others`: whether a field card's effect counts symbols
    (`field_counts_symbols`), when the caller has worked it out for the whole field."""
    syms = fc.card.symbol_colours
    # the symbols a resolved effect left for a while, layer by layer (8-8-1): set instead of the printed
    # ones (BSS03-122: the last set wins), gained beside them after the rest (gain_symbol: BSS05-066)
    marks = lasting_on(st, fc, "symbols", constants=False) if st.mods else []
    for mark in marks:
        if mark.kind == "paying_symbols":
            syms = _set_symbols(mark.modifier)
    if others is None:
        others = field_counts_symbols(st)
    if others or paying is not None and paying.hand_constants:
        syms = _symbols_for(st, fc, syms, paying)     # its own constant effects, another card's, the paid card's
    if st.battle is not None:
        for linker in linkers(st, fc):     # 11-18-1: the attacker gains the symbols of the spirits linked to it
            syms = syms + symbols(st, linker, paying, others)
    for mark in marks:
        if mark.kind == "extra_symbols":
            syms = syms + tuple(frozenset((c,)) for c in mark.modifier.colours)
    return syms


def _set_symbols(m: Modifier) -> tuple[frozenset[str], ...]:
    """The symbols a lasting "paying_symbols" gives instead of the printed ones: `amount` of each colour."""
    assert isinstance(m.amount, int)     # a lasting one's amount is a number (verbs_lasting)
    return tuple(frozenset((c,)) for c in m.colours for _ in range(m.amount))


def field_counts_symbols(st: State) -> bool:
    """Whether a constant effect on the field counts symbols more than once or as other colours, its
    own card's (ST01-002) or others' (BSS01-100: "your Lyric Bird spirits' symbols count twice"):
    without one, a card's symbols are its printed ones unless the card paid for says otherwise."""
    for other in st.field:
        if other.card.counts_symbols:
            return True
    return False


def field_symbols(st: State, seat: int, paying: Card | None = None) -> list[frozenset[str]]:
    """The symbols on `seat`'s field (when paying for a card, as counted for it)."""
    out: list[frozenset[str]] = []
    others = field_counts_symbols(st)     # once for the field, not once per card
    if not (others or st.mods or st.battle is not None or paying is not None and paying.hand_constants):
        for fc in st.field:     # what `symbols` gives then, without a call per card: the printed ones
            if fc.controller == seat:
                out.extend(fc.card.symbol_colours)
        return out
    only = _reduction_sources(st, seat, paying) if paying is not None and paying.hand_constants else None
    for fc in st.field:
        if fc.controller == seat and (only is None
                                      or any(read.matches(st, fc, f, seat, None, use_bp=False) for f in only)):
            out.extend(symbols(st, fc, paying, others))
    return out


def field_colours(st: State, seat: int) -> frozenset[str]:
    """The colours of the symbols on `seat`'s field now (a two-colour symbol gives both, 2-8-2-1): what a
    filter's `colours_off_field` reads for a card of theirs."""
    return frozenset().union(*field_symbols(st, seat))


def _reduction_sources(st: State, seat: int, paying: Card) -> list[CardFilter] | None:
    """The field cards whose symbols alone count toward `paying`'s reduction, by its own effect working
    in the hand ("reduction_from", 2-7-3: BSS06-043 "only the symbols on your Wanderfae and Supsprite
    spirits"), as filters; None when no such effect holds."""
    found = [m.target.filter for m in own_hand_modifiers(st, seat, paying, "reduction_from")
             if isinstance(m.target, AllTarget)]
    return found or None


def _symbols_for(st: State, fc: FieldCard, syms: tuple[frozenset[str], ...],
                 paying: Card | None) -> tuple[frozenset[str], ...]:
    for m in modifiers_on(st, fc, "paying_symbols"):     # counted as other symbols instead (BSS06-090)
        if paying is not None and paid_matches(st, m, paying):
            n = max(read.amount(st, m.amount, fc.controller, fc), 0)
            syms = tuple(frozenset((c,)) for c in m.colours for _ in range(n))
    for m in modifiers_on(st, fc, "symbol_colours"):     # always when it names no card paid for (EX01-005)
        if paid_matches(st, m, paying):
            syms = tuple(s | frozenset(m.colours) for s in syms)
    if paying is not None:
        for colours in _paid_card_colours(st, fc, paying):
            syms = tuple(s | colours for s in syms)
    for m in modifiers_on(st, fc, "extra_symbols"):
        if paid_matches(st, m, paying):
            n = read.amount(st, m.amount, fc.controller, fc)
            if m.colours:       # symbols gained beside the printed ones ("gains a green symbol": CB01-002)
                syms = syms + tuple(frozenset((c,)) for c in m.colours) * max(n, 0)
            else:
                syms = syms * (1 + n)
    extra = _paid_card_extra(st, fc, paying) if paying is not None and paying.hand_constants else 0
    return syms * (1 + extra) if extra else syms


def _paid_card_colours(st: State, fc: FieldCard, paying: Card) -> Iterator[frozenset[str]]:
    """The colours a field card's symbols also count as while paying for a card whose own effect,
    working in the hand, says so (2-7-3; BSS06-076: "treat the symbols on your Lightguider spirits and
    your nexuses as blue"): "symbol_colours" modifiers on the field cards of their target."""
    for m in own_hand_modifiers(st, fc.controller, paying, "symbol_colours"):
        if isinstance(m.target, AllTarget) and (
                read.matches(st, fc, m.target.filter, fc.controller, None, use_bp=False)
                or m.target.alt is not None and read.matches(st, fc, m.target.alt, fc.controller, None, use_bp=False)):
            yield frozenset(m.colours)


def _paid_card_extra(st: State, fc: FieldCard, paying: Card) -> int:
    """How many more times a field card's symbols count while paying for a card whose own effect,
    working in the hand, says so ("count each symbol on your Terrasaur spirits as two": BSS01-007)."""
    return sum(read.amount(st, m.amount, fc.controller)
               for m in own_hand_modifiers(st, fc.controller, paying, "extra_symbols")
               if isinstance(m.target, AllTarget)
               and read.matches(st, fc, m.target.filter, fc.controller, None, use_bp=False))


def trash_symbols(st: State, seat: int, card: Card) -> list[frozenset[str]]:
    """The symbols of trash cards that count toward the reduction of `card`, by its own effect
    working in the hand ("trash_symbols": BSS01-083's cost-2 spirit cards in your trash)."""
    out: list[frozenset[str]] = []
    for m in own_hand_modifiers(st, seat, card, "trash_symbols"):
        if isinstance(m.target, AllTarget):
            player = 1 - seat if m.target.filter.side == "opponent" else seat
            for c in st.players[player].trash:
                if card_matches(c, m.target.filter, in_trash=True):
                    out.extend(c.symbol_colours)
    return out


def single_colour_counts(field_syms: list[frozenset[str]]) -> dict[str, int] | None:
    """Symbols per colour when no symbol is multicoloured (then matching is a plain count)."""
    have: dict[str, int] = {}
    for s in field_syms:
        if len(s) != 1:
            return None
        for colour in s:
            have[colour] = have.get(colour, 0) + 1
    return have
