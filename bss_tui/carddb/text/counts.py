"""Amounts and counts as words: '2 cards', '+1000 BP for each of your green spirits', and what a
count counts: one phrase per source of the language (`Count.of`: 'cards in your hand', 'your green
spirits') and one per measure (`Count.measure`: 'cores in your trash', 'symbols on that card')."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from .. import effects as E
from .context import _Ctx
from .filters import _area_noun, _each, _noun
from .words import _count, _name, _or, _signed, _span
from .registry import Registry
from .vocab_names import COUNT_MEASURES, COUNT_SOURCES


def _number(a: Any, ctx: _Ctx) -> str:
    """An amount where a plain number stands: '5', 'the number of cards in your hand'."""
    if isinstance(a, int) or not isinstance(a, E.Count):
        return str(a)
    times = "" if a.times == 1 else f"{a.times} times "
    return f"{times}the number of {_counted(a, ctx, True)}"


_AREA_OF = {"hand": "hand", "trash": "trash"}

Words = Callable[[E.Count, _Ctx, bool], str]
Where = Callable[[E.Count, _Ctx], str]


def _of_items(c: E.Count, ctx: _Ctx) -> str:
    """Where what a source's cards carry is, said by the cards themselves: 'of your green spirits'."""
    return f"of {SOURCES.entries[c.of].items(c, ctx, True)}"


@dataclass(frozen=True)
class SourceWords:
    """How a count's source is said: `items`, the things it holds as the noun after "the number
    of" ('cards in your hand'); `where`, the words after a measure's noun that say where what its
    cards carry is ('in your trash', 'on it'); `each`, after "for each" when it differs from the
    singular of `items` ('of your green spirits')."""

    items: Words
    where: Where = _of_items
    each: Callable[[E.Count, _Ctx], str] | None = None


# How each source is said, and what each measure counts, as the noun after "the number of"
SOURCES: Registry[SourceWords] = Registry("count source", COUNT_SOURCES)
COUNTED: Registry[Words] = Registry("count measure", COUNT_MEASURES)


def _counted(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    """What a count counts: 'your green spirits', 'cards in your hand', 'cores in your trash' ..."""
    say = COUNTED.get(c.measure)
    if SOURCES.get(c.of) is None:       # names undeclared (a model built without validation): shown as named
        return _name(c.of)
    return say(c, ctx, plural) if say is not None else _name(c.measure)


def _items(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    return SOURCES.entries[c.of].items(c, ctx, plural)


def _where(c: E.Count, ctx: _Ctx) -> str:
    return SOURCES.entries[c.of].where(c, ctx)


def _whose_count(c: E.Count) -> str:
    return "your" if c.player == "you" else "your opponent's"


def _s(plural: bool, one: str, many: str | None = None) -> str:
    return (many or one + "s") if plural else one


# ---- the sources --------------------------------------------------------------------------------


def _field_cards(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    f = c.filter
    noun = _noun(f, ctx, plural)
    return {"you": f"your {noun}", "opponent": f"your opponent's {noun}"}.get(f.side, noun)


def _on_field(c: E.Count, ctx: _Ctx) -> str:
    """'on your spirits', or with no card named 'your field has' ('for each yellow symbol your field has')."""
    f = c.cards_filter()
    whose = {"you": "your ", "opponent": "your opponent's "}.get(f.side, "")
    rest = f.model_copy(update={"side": "any"})
    if rest == E.CardFilter():
        return f"{whose}field has"
    return f"on {whose}{_noun(rest, ctx, True, default_types=('card',))}"


SOURCES.add("field", SourceWords(_field_cards, _on_field, lambda c, ctx: _each(c.filter, ctx)))


def _area_cards(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    return f"{_area_noun(c.filter, ctx, plural)} in {_whose_count(c)} {_AREA_OF[c.of]}"


def _in_area(c: E.Count, ctx: _Ctx) -> str:
    """'in your trash' (the cores lying there), or of the cards a filter names there."""
    area = f"in {_whose_count(c)} {_AREA_OF[c.of]}"
    return area if c.cards_filter() == E.CardFilter() else f"of the {_area_noun(c.cards_filter(), ctx, True)} {area}"


SOURCES.add("hand", SourceWords(_area_cards, _in_area))
SOURCES.add("trash", SourceWords(_area_cards, _in_area))
SOURCES.add("life", SourceWords(lambda c, ctx, plural: f"{_s(plural, 'core')} in {_whose_count(c)} life"))
SOURCES.add("life_lost", SourceWords(
    lambda c, ctx, plural: f"{_s(plural, 'core')} of life {'you' if c.player == 'you' else 'your opponent'} "
                           "lost during this turn"))
SOURCES.add("attacks", SourceWords(lambda c, ctx, plural: f"{_s(plural, 'attack')} of this turn so far"))


def _who_has(c: E.Count) -> str:
    return "you have" if c.player == "you" else "your opponent has"


def _burst_card(c: E.Count, ctx: _Ctx) -> str:
    return f"of the burst card {_who_has(c)} set"


SOURCES.add("burst", SourceWords(
    lambda c, ctx, plural: f"{_s(plural, 'burst')} {_who_has(c)} set", _burst_card))

# The event card had its cores as it left the field ("as many cores as the destroyed spirit had"),
# and has its symbols on it.
SOURCES.add("event", SourceWords(lambda c, ctx, plural: ctx.event,
                                 lambda c, ctx: {"cores": f"{ctx.event} had"}.get(c.measure, f"on {ctx.event}")))
# The card the number is for, each card of a modifier in turn: 'each core on it', 'each symbol it has'.
SOURCES.add("own", SourceWords(lambda c, ctx, plural: "it",
                               lambda c, ctx: {"symbols": "it has"}.get(c.measure, "on it")))


def _those(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    return _those_counted(c.filter, ctx, plural) + (f" {ctx.done} by this effect" if c.changed else "")


SOURCES.add("those", SourceWords(_those, lambda c, ctx: "among those cards"))
SOURCES.add("destroyed", SourceWords(
    lambda c, ctx, plural: f"{_whose_count(c)} {_s(plural, 'spirit')} destroyed during this turn"))
SOURCES.add("magic_used", SourceWords(
    lambda c, ctx, plural: f"magic {_s(plural, 'card')} {'you' if c.player == 'you' else 'your opponent'} "
                           "used during this turn"))
SOURCES.add("drawn", SourceWords(
    lambda c, ctx, plural: f"{_s(plural, 'card')} {'you' if c.player == 'you' else 'your opponent'} drew by "
                           f"{'your' if c.player == 'you' else 'their'} own effects during this turn"))


# ---- the measures -------------------------------------------------------------------------------


@COUNTED("number")
def _how_many_of(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    return _items(c, ctx, plural)


@COUNTED("cores")
def _cores(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    return f"{_s(plural, 'core')} {_where(c, ctx)}"


@COUNTED("symbols")
def _symbols(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    cols = _or(_name(x) for x in c.filter.colours)
    return f"{cols + ' ' if cols else ''}{_s(plural, 'symbol')} {_where(c, ctx)}"


@COUNTED("cost")
def _cost(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    return f"{_s(plural, 'point')} of cost {_where(c, ctx)}"


@COUNTED("keyword")
def _keyword(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    owner = _items(c, ctx, False)
    whose = "its" if owner == "it" else f"{owner}'s"
    return f"{_s(plural, 'point')} of the number of {whose} {c.filter.keyword or 'keyword'}"


@COUNTED("distinct_costs")
def _distinct_costs(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    return f"different {_s(plural, 'cost')} among {_items(c, ctx, True).removeprefix('of ')}"


@COUNTED("distinct_colours")
def _distinct_colours(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    # "for each of your spirits with ...", "the number of your spirits with ..."
    items = _items(c, ctx, True).removeprefix("of ")
    return f"{'' if plural else 'of '}{items} with a symbol of a different colour"


@COUNTED("distinct_names")
def _distinct_names(c: E.Count, ctx: _Ctx, plural: bool) -> str:
    return f"different card {_s(plural, 'name')} among {_items(c, ctx, True).removeprefix('of ')}"


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
    words = SOURCES.get(c.of)
    if c.measure == "number" and words is not None and words.each is not None:
        return words.each(c, ctx)
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
    return _span(lo, hi, lambda n: f"exactly {_number(n, ctx)}",
                 lambda a, b: f"between {_number(a, ctx)} and {_number(b, ctx)}",
                 lambda n: f"{_number(n, ctx)} or fewer", lambda n: f"{_number(n, ctx)} or more")


def _cost_change(a: Any, ctx: _Ctx) -> str:
    """'1 less', '2 more'."""
    if isinstance(a, int):
        return f"{abs(a)} {'less' if a < 0 else 'more'}"
    return f"{_number(a, ctx)} more"


def _those_cost(c: E.Count, ctx: _Ctx) -> str:
    """'the total cost of those cards' (the "cost" of "those", BSS04-086)."""
    of = _those_counted(c.filter, ctx, True)
    noun = "those cards" if of == "of those cards" else of
    times = "" if c.times == 1 else f"{c.times} times "
    return f"{times}the total cost of {noun}"
