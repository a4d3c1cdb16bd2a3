"""Amounts and counts as words: '2 cards', '+1000 BP for each of your green spirits', and what
each count kind of the language counts (one renderer per kind of `Count.of`)."""

from __future__ import annotations

from typing import Any, Callable

from .. import effects as E
from .context import _Ctx
from .filters import _area_noun, _each, _noun
from .words import _count, _name, _or, _signed
from .registry import Registry
from .vocab_names import COUNT_KINDS


def _number(a: Any, ctx: _Ctx) -> str:
    """An amount where a plain number stands: '5', 'the number of cards in your hand'."""
    if isinstance(a, int) or not isinstance(a, E.Count):
        return str(a)
    times = "" if a.times == 1 else f"{a.times} times "
    return f"{times}the number of {_counted(a, ctx, True)}"


_AREA_OF = {"hand": "hand", "trash": "trash"}


Counted = Callable[[E.Count, _Ctx, bool], str]
# what each count kind counts, as the noun after "the number of" ('cores in your life')
COUNTED: Registry[Counted] = Registry("count kind", COUNT_KINDS)


def _counted(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    """What a count counts: 'your green spirits', 'cards in your hand', ..."""
    say = COUNTED.get(c.of)
    return say(c, ctx, plural) if say is not None else _name(c.of)


def _whose_count(c: E.Count) -> str:
    return "your" if c.player == "you" else "your opponent's"


@COUNTED("cards")
def _cards(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    f = c.filter
    noun = _noun(f, ctx, plural)
    return {"you": f"your {noun}", "opponent": f"your opponent's {noun}"}.get(f.side, noun)


@COUNTED("hand", "trash")
def _in_area(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    return f"{_area_noun(c.filter, ctx, plural)} in {_whose_count(c)} {_AREA_OF[c.of]}"


@COUNTED("life")
def _life(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    return f"{'cores' if plural else 'core'} in {_whose_count(c)} life"


@COUNTED("life_lost")
def _life_lost(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    who = "you" if c.player == "you" else "your opponent"
    return f"{'cores' if plural else 'core'} of life {who} lost during this turn"


@COUNTED("attacks")
def _attacks(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    return f"{'attacks' if plural else 'attack'} of this turn so far"


@COUNTED("event_cores")
def _event_cores(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    return f"{'cores' if plural else 'core'} {ctx.event} had"


@COUNTED("symbols")
def _symbols(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    f = c.filter
    cols = _or(_name(x) for x in f.colours)
    whose = {"you": "your ", "opponent": "your opponent's "}.get(f.side, "")
    cards = _noun(f.model_copy(update={"colours": (), "side": "any"}), ctx, True, default_types=("card",))
    kind = f"{cols} symbol" if cols else "symbol"
    return f"{kind}{'s' if plural else ''} on {whose}{cards}" if f.model_copy(
        update={"colours": (), "side": "any"}) != E.CardFilter() else f"{kind}{'s' if plural else ''} {whose}field has"


@COUNTED("event_symbols")
def _event_symbols(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    return f"symbol{'s' if plural else ''} on {ctx.event}"


@COUNTED("event_keyword")
def _event_keyword(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    return f"{'points' if plural else 'point'} of the number of {ctx.event}'s {c.filter.keyword or 'keyword'}"


@COUNTED("burst")
def _burst(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    return f"{'bursts' if plural else 'burst'} {_whose_count(c)} {'have' if plural else 'has'} set"


@COUNTED("burst_cost")
def _burst_cost(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    who = "you have" if c.player == "you" else "your opponent has"
    return f"{'points' if plural else 'point'} of cost of the burst card {who} set"


@COUNTED("costs")
def _costs(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    group = _counted(c.model_copy(update={"of": "cards"}), ctx, True)
    return f"different {'costs' if plural else 'cost'} among {group}"


@COUNTED("trash_cores")
def _trash_cores(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    return f"{'cores' if plural else 'core'} in {_whose_count(c)} trash"


@COUNTED("symbol_colours")
def _symbol_colours(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    group = _counted(c.model_copy(update={"of": "cards"}), ctx, True)
    return f"different {'colours' if plural else 'colour'} among the symbols of {group}"


@COUNTED("own_cores")
def _own_cores(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    """Each card's own cores (a modifier reads them card by card)."""
    return f"{'cores' if plural else 'core'} on it"


@COUNTED("own_symbols")
def _own_symbols(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    """Each card's own symbols, as own_cores."""
    return f"{'symbols' if plural else 'symbol'} it has"


@COUNTED("those")
def _those(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    return _those_counted(c.filter, ctx, plural) + (f" {ctx.done} by this effect" if c.changed else "")


@COUNTED("those_cost")
def _those_cost_points(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    return f"{'points' if plural else 'point'} of cost among those cards"


@COUNTED("those_names")
def _those_names(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    return f"different card {'names' if plural else 'name'} among {_those_counted(c.filter, ctx, True).removeprefix('of ')}"


@COUNTED("destroyed")
def _destroyed(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    return f"{_whose_count(c)} {'spirits' if plural else 'spirit'} destroyed during this turn"


@COUNTED("magic_used")
def _magic_used(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    return f"magic {'cards' if plural else 'card'} {'you' if c.player == 'you' else 'your opponent'} used during this turn"


@COUNTED("drawn")
def _drawn(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    who = "you" if c.player == "you" else "your opponent"
    return f"{'cards' if plural else 'card'} {who} drew by {'your' if c.player == 'you' else 'their'} own effects during this turn"


def _those_counted(f: E.CardFilter, ctx: _Ctx, plural: bool) -> str:
    """The previous directive's cards: 'spirit card among them', 'of them that fell below LV1'."""
    fell = f.level == E.Compare(le=0)
    rest = f.model_copy(update={"level": None})
    if rest == E.CardFilter():
        noun = "of them" if fell else "of those cards"
    else:
        noun = f"{_area_noun(rest, ctx, plural)} among them"
    return f"{noun} that fell below LV1" if fell else noun


def _each_of(c: E.Count, ctx: _Ctx) -> str:
    """After 'for each': 'of your green spirits', 'nexus', 'card in your hand'."""
    if c.of == "cards":
        return _each(c.filter, ctx)
    return _counted(c, ctx, False)


def _how_many(a: Any, noun: str, ctx: _Ctx, nouns: str | None = None) -> str:
    """'2 cards', '1 card for each of your nexuses'."""
    if isinstance(a, E.Count):
        return f"{_count(a.times, noun, nouns)} for each {_each_of(a, ctx)}"
    return _count(a, noun, nouns)


def _bp_amount(a: Any, ctx: _Ctx) -> str:
    """'+3000 BP', '+1000 BP for each of your green spirits'."""
    if isinstance(a, E.Count):
        return f"{_signed(a.times)} BP for each {_each_of(a, ctx)}"
    return f"{_signed(a)} BP"


def _bounds(lo: Any, hi: Any, ctx: _Ctx) -> str:
    """'10 or more', '5 or fewer', 'between 2 and 4', 'exactly 1'."""
    if lo is not None and hi is not None:
        return f"exactly {_number(lo, ctx)}" if lo == hi else f"between {_number(lo, ctx)} and {_number(hi, ctx)}"
    if hi is not None:
        return f"{_number(hi, ctx)} or fewer"
    return f"{_number(lo, ctx)} or more"


def _cost_change(a: Any, ctx: _Ctx) -> str:
    """'1 less', '2 more'."""
    if isinstance(a, int):
        return f"{abs(a)} {'less' if a < 0 else 'more'}"
    return f"{_number(a, ctx)} more"


def _those_cost(c: E.Count, ctx: _Ctx) -> str:
    """'the cost of those cards' (a count of "those_cost", BSS04-086)."""
    of = _those_counted(c.filter, ctx, True)
    noun = "those cards" if of == "of those cards" else of
    times = "" if c.times == 1 else f"{c.times} times "
    return f"{times}the total cost of {noun}"
