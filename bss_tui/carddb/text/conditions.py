"""Conditions as words (`condition` on an effect, `when` on a directive): one renderer per
condition test, and the count tests worded per count measure, and for "how many" per count source
('your life is lower than at the start of this turn'), where the generic 'the number of ... is ...' reads badly."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

from .. import effects as E
from .context import _Ctx
from .counts import _AREA_OF, _bounds, _counted, _number
from .filters import _area_noun, _noun
from .registry import Registry
from .vocab_names import CONDITION_TESTS, COUNT_MEASURES, COUNT_SOURCES
from .words import _a, _and, _name, _or, _word

CONDITIONS: Registry[Callable[[Any, _Ctx], str]] = Registry("condition test", CONDITION_TESTS)


def _condition(c: Any, ctx: _Ctx) -> str:
    """'this spirit has a soul core on it', 'you have at least 2 red spirits', 'A and B', ..."""
    test = getattr(c, "test", None)
    say = CONDITIONS.get(test)
    if say is not None:
        return say(c, ctx)
    return _name(test) if test is not None else "nothing stops it"


@CONDITIONS("this")
def _this(c: E.ThisIs, ctx: _Ctx) -> str:
    return _this_is(c.filter, ctx)


@CONDITIONS("those")
def _those(c: E.ThoseAre, ctx: _Ctx) -> str:
    if c.changed:        # 1-3-2-1: among the cards the previous directive changed
        return f"this effect {ctx.done} " + ("them" if ctx.plural else "it") \
            + ("" if c.filter == E.CardFilter() else f" and {_those_are(c.filter, ctx)}")
    return _those_are(c.filter, ctx)


@CONDITIONS("event")
def _event(c: E.EventIs, ctx: _Ctx) -> str:
    return _this_is(c.filter, replace(ctx, this=ctx.event or "the card of the event"))


@CONDITIONS("count")
def _count_test(c: E.CountIs, ctx: _Ctx) -> str:
    return _count_is(c, ctx)


@CONDITIONS("during")
def _during_test(c: E.DuringIs, ctx: _Ctx) -> str:
    return _word(_NOW, c.period).replace("{this}", ctx.this)


@CONDITIONS("all")
def _all(c: E.AllOf, ctx: _Ctx) -> str:
    return _and(_condition(one, ctx) for one in c.of) or "nothing stops it"


@CONDITIONS("any")
def _any(c: E.AnyOf, ctx: _Ctx) -> str:
    return _or(_condition(one, ctx) for one in c.of) or "nothing stops it"


@CONDITIONS("soul_core_paid")
def _soul_core_paid(c: E.SoulCorePaid, ctx: _Ctx) -> str:
    return "the soul core was among the cores paid for this card"


@CONDITIONS("soul_core_moved")
def _soul_core_moved(c: E.SoulCoreMoved, ctx: _Ctx) -> str:
    return "the soul core was among the cores moved by this effect"


# The previous directive's cards that fell below LV1 (a level of 0 at most: 9-3-2-1), said as such.
_FELL = E.CardFilter(level=E.Compare(le=0))

@CONDITIONS("not")
def _not(c: E.Not, ctx: _Ctx) -> str:
    of: Any = c.of      # read by its test, whatever model it is
    if getattr(of, "test", None) == "soul_core_paid":
        return "the soul core was not among the cores paid for this card"
    if getattr(of, "test", None) == "those" and of.filter not in (E.CardFilter(), _FELL):
        noun = _a(_noun(of.filter, ctx, False, card_word=True))
        return f"none of them is {noun}" if ctx.plural else f"it is not {noun}"
    fewer = _fewer(of, ctx) if getattr(of, "test", None) == "count" else None
    return fewer or f"it is not the case that {_condition(of, ctx)}"


# "it is your turn": a period of the `during` vocabulary as a condition
_NOW = {
    "always": "it is any moment",
    "your_turn": "it is your turn",
    "opponent_turn": "it is your opponent's turn",
    "your_attack_step": "it is your attack step",
    "opponent_attack_step": "it is your opponent's attack step",
    "either_attack_step": "it is an attack step",
    "your_main_step": "it is your main step",
    "attacking": "{this} is attacking",
    "blocking": "{this} is blocking",
    "attacking_or_blocking": "{this} is attacking or blocking",
    "linked": "{this} is linked to a spirit by Link",
}


def _this_is(f: E.CardFilter, ctx: _Ctx) -> str:
    """'this spirit has a soul core on it', 'this spirit is refreshed', 'this spirit is a ...'."""
    parts: list[str] = []
    if f.soul_core is not None:
        parts.append(f"{ctx.this} has {'a' if f.soul_core else 'no'} soul core on it")
    if f.exhausted is not None:
        parts.append(f"{ctx.this} is {'exhausted' if f.exhausted else 'refreshed'}")
    at_least = f.bp.ge if f.bp is not None and f.bp == E.Compare(ge=f.bp.ge) else None
    if isinstance(at_least, int):           # PR-011: "if this spirit has 10000 or more BP"
        parts.append(f"{ctx.this} has {at_least} BP or more")
    rest = f.model_copy(update={"soul_core": None, "exhausted": None,
                                "bp": None if isinstance(at_least, int) else f.bp})
    if rest != E.CardFilter() or not parts:
        parts.append(f"{ctx.this} is {_a(_noun(rest, ctx, False))}")
    return _and(parts)


def _those_are(f: E.CardFilter, ctx: _Ctx) -> str:
    """'it fell below LV1' (a level of 0 at most: 9-3-2-1), 'one of them is a ...'."""
    if f == _FELL:
        return "they fell below LV1" if ctx.plural else "it fell below LV1"
    if f == E.CardFilter():          # any card at all: the previous directive did something
        return "you do"
    who = "one of them" if ctx.plural else "it"
    if f.side in ("you", "opponent"):     # whose card it is (BSS03-124: "one of your spirits with Curse")
        whose = "your" if f.side == "you" else "your opponent's"
        return f"{who} is one of {whose} {_noun(f.model_copy(update={'side': 'any'}), ctx, True)}"
    return f"{who} is {_a(_noun(f, ctx, False))}"


# A count test worded for its count's measure (for "number", by its source: NUMBER_TESTS), or None
# for the generic 'the number of ... is ...'.
CountTest = Callable[[E.Count, Any, Any, _Ctx], str | None]
COUNT_TESTS: Registry[CountTest] = Registry("count measure", COUNT_MEASURES)
NUMBER_TESTS: Registry[CountTest] = Registry("count source", COUNT_SOURCES)


def _count_is(c: E.CountIs, ctx: _Ctx) -> str:
    count = c.count
    lo, hi = c.at_least, c.at_most
    if lo is None and hi is None:
        lo = 1
    say = COUNT_TESTS.get(count.measure)
    text = say(count, lo, hi, ctx) if say is not None else None
    return text if text is not None else f"the number of {_counted(count, ctx, True)} is {_bounds(lo, hi, ctx)}"


def _has(count: E.Count) -> tuple[str, str]:
    """('you', 'have') or ('your opponent', 'has')."""
    return ("you", "have") if count.player == "you" else ("your opponent", "has")


@COUNT_TESTS("number")
def _how_many(count: E.Count, lo: Any, hi: Any, ctx: _Ctx) -> str | None:
    say = NUMBER_TESTS.get(count.of)
    return say(count, lo, hi, ctx) if say is not None else None


@COUNT_TESTS("distinct_names")
def _those_names(count: E.Count, lo: Any, hi: Any, ctx: _Ctx) -> str | None:
    if count.of == "those" and hi is None and lo == E.Count(of="those", filter=count.filter):   # PR-072
        return "no two of them share a card name"
    return None


@NUMBER_TESTS("field")
def _cards(count: E.Count, lo: Any, hi: Any, ctx: _Ctx) -> str | None:
    if lo is None and isinstance(hi, E.Count) and _narrower(count.filter, hi):
        return f"{_counted(count, ctx, True)} are all {_noun(hi.filter, ctx, True)}"
    return _cards_condition(count.filter, lo, hi, ctx)


@NUMBER_TESTS(*_AREA_OF)
def _in_area(count: E.Count, lo: Any, hi: Any, ctx: _Ctx) -> str | None:
    whose, has = _has(count)
    their = "your" if count.player == "you" else "their"
    if lo == 1 and hi is None and count.filter != E.CardFilter():
        return f"{_a(_area_noun(count.filter, ctx, False))} is in {their} {_AREA_OF[count.of]}"
    return (f"{whose} {has} {_bounds(lo, hi, ctx)} {_area_noun(count.filter, ctx, True)} in {their} "
            f"{_AREA_OF[count.of]}")


@NUMBER_TESTS("life")
def _life(count: E.Count, lo: Any, hi: Any, ctx: _Ctx) -> str | None:
    whose, has = _has(count)
    return f"{whose} {has} {_bounds(lo, hi, ctx)} life"


@NUMBER_TESTS("life_lost")
def _life_lost(count: E.Count, lo: Any, hi: Any, ctx: _Ctx) -> str | None:
    # the loss is the life total's drop since the turn began: lost and regained is no loss (ST03-001 ruling)
    life = "your life" if count.player == "you" else "your opponent's life"
    if hi == 0 and lo is None:
        return f"{life} is no lower than at the start of this turn"
    if lo == 1 and hi is None:
        return f"{life} is lower than at the start of this turn"
    return f"{life} is {_bounds(lo, hi, ctx)} lower than at the start of this turn"


@NUMBER_TESTS("destroyed")
def _destroyed(count: E.Count, lo: Any, hi: Any, ctx: _Ctx) -> str | None:
    owner = "your" if count.player == "you" else "your opponent's"
    if lo == 1 and hi is None:
        return f"one or more of {owner} spirits have been destroyed during this turn"
    if lo is None and hi == 0:
        return f"none of {owner} spirits has been destroyed during this turn"
    return None


@NUMBER_TESTS("burst")
def _burst(count: E.Count, lo: Any, hi: Any, ctx: _Ctx) -> str | None:
    whose, has = _has(count)
    return f"{whose} {has} a burst set" if lo == 1 and hi is None else None


@NUMBER_TESTS("drawn")
def _drawn(count: E.Count, lo: Any, hi: Any, ctx: _Ctx) -> str | None:
    if lo == 1 and hi is None:        # BSS03-056
        whose, has = _has(count)
        who = "you" if count.player == "you" else "they"
        return f"{whose} {has} drawn a card by an effect {who} control during this turn"
    return None


@NUMBER_TESTS("magic_used")
def _magic_used(count: E.Count, lo: Any, hi: Any, ctx: _Ctx) -> str | None:
    whose, has = _has(count)
    return f"{whose} {has} not used a magic card yet during this turn" if lo is None and hi == 0 else None


@NUMBER_TESTS("attacks")
def _attacks(count: E.Count, lo: Any, hi: Any, ctx: _Ctx) -> str | None:
    return "this battle is the first attack of the turn" if lo == 1 and hi == 1 else None


@COUNT_TESTS("symbols")
def _symbols(count: E.Count, lo: Any, hi: Any, ctx: _Ctx) -> str | None:
    if count.of == "field" and count.player == "you" and count.filter.side == "you" and hi is None:
        cols = _or(_name(c) for c in count.filter.colours)      # EX01-006: "three or more red symbols"
        rest = count.filter.model_copy(update={"colours": (), "side": "any"})
        where = "on your field" if rest == E.CardFilter() else f"on your {_noun(rest, ctx, True)}"
        return f"you have {_bounds(lo, hi, ctx)} {cols + ' ' if cols else ''}symbols {where}"
    return None


@COUNT_TESTS("distinct_costs")
def _costs(count: E.Count, lo: Any, hi: Any, ctx: _Ctx) -> str | None:
    if count.of == "field" and lo is None and hi == 1:
        group = _counted(count.model_copy(update={"measure": "number"}), ctx, True)
        return f"all {group.removeprefix('your ') + ' on your field' if group.startswith('your ') else group} cost the same"
    return None


def _fewer(c: E.CountIs, ctx: _Ctx) -> str | None:
    """A player's count not reaching the same count of the other player, said as a comparison
    ("you have fewer cards in your hand than your opponent has": BSS02-044); None for others."""
    count, lo = c.count, c.at_least
    if (c.at_most is not None or not isinstance(lo, E.Count) or count.measure != "number" or lo.of != count.of
            or lo.measure != count.measure or lo.player == count.player or lo.filter != count.filter
            or lo.times != count.times):
        return None
    whose, has = ("you", "have") if count.player == "you" else ("your opponent", "has")
    other = "your opponent has" if count.player == "you" else "you have"
    if count.of == "life":
        return f"{whose} {has} less life than {other}"
    if count.of in _AREA_OF:
        their = "your" if count.player == "you" else "their"
        return (f"{whose} {has} fewer {_area_noun(count.filter, ctx, True)} in {their} {_AREA_OF[count.of]} "
                f"than {other}")
    return None


def _narrower(f: E.CardFilter, hi: E.Count) -> bool:
    """Whether `hi` counts the cards of `f` that also belong to some families: then "no more of
    them than of those" means every one of them is of those families (BSS01-007)."""
    return hi.of == "field" and hi.measure == "number" and bool(hi.filter.families) and not f.families and \
        hi.filter.model_copy(update={"families": ()}) == f


def _cards_condition(f: E.CardFilter, lo: Any, hi: Any, ctx: _Ctx) -> str:
    """'you have at least 2 red spirits', 'your opponent has no spirits', 'there is ...'."""
    if (lo is None and isinstance(hi, E.Count) and hi.of == "field" and hi.measure == "number"
            and hi.filter.side == f.side != "any"):
        # a count against a count of the same side's cards: "no more spirits than yellow spirits"
        who = "you have" if f.side == "you" else "your opponent has"
        return f"{who} no more {_noun(f, ctx, True)} than {_noun(hi.filter, ctx, True)}"
    if hi == 0:
        quantity, n = "no", 0
    elif lo is not None and hi is not None:
        quantity, n = (f"exactly {_number(lo, ctx)}", lo) if lo == hi else \
            (f"between {_number(lo, ctx)} and {_number(hi, ctx)}", hi)
    elif lo is not None:
        quantity, n = f"at least {_number(lo, ctx)}", lo
    else:
        quantity, n = f"at most {_number(hi, ctx)}", hi
    noun = _noun(f, ctx, n != 1)
    if f.this == "include":
        noun += f" (counting {ctx.this})"
    if f.side == "you":
        return f"you have {quantity} {noun}"
    if f.side == "opponent":
        return f"your opponent has {quantity} {noun}"
    return f"there {'is' if n == 1 else 'are'} {quantity} {noun} on the field"
