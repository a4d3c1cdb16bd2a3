"""Card filters as words: the cards a filter describes, with or without a side and a quantity."""

from __future__ import annotations

from typing import Any, Iterable

from .. import effects as E
from .context import _Ctx
from .events import EVENT_LABEL
from .words import _a, _and, _count, _name, _or, _word

_TYPE_WORDS = {"spirit": ("spirit", "spirits"), "nexus": ("nexus", "nexuses"),
               "magic": ("magic card", "magic cards")}


def _type_noun(types: Iterable[str], plural: bool, card_word: bool = False) -> str:
    """'spirit', 'spirits or nexuses', 'magic cards'; `card_word` for cards off the field
    ('spirit card', 'spirit or magic cards')."""
    types = tuple(types)
    if not types:
        return "cards" if plural else "card"
    if card_word:
        words = [t if isinstance(t, str) else _name(t) for t in types]
        return _or(words) + (" cards" if plural else " card")
    words = []
    for t in types:
        pair = _TYPE_WORDS.get(t) if isinstance(t, str) else None
        words.append(pair[1 if plural else 0] if pair else _name(t) + ("s" if plural else ""))
    return _or(words)


def _range(lo: Any, hi: Any, unit: str) -> str:
    """'3000 BP or less', '5 or more', '2 to 4' (unit may be empty)."""
    u = f" {unit}" if unit else ""
    if lo is not None and hi is not None:
        return f"exactly {lo}{u}" if lo == hi else f"{lo} to {hi}{u}"
    if hi is not None:
        return f"{hi}{u} or less"
    return f"{lo}{u} or more"


def _count_range(lo: Any, hi: Any, unit: str) -> str:
    """'exactly 1 core', '2 to 4 symbols', 'at most 2 cores', 'at least 1 symbol'."""
    if lo is not None and hi is not None:
        return f"exactly {_count(lo, unit)}" if lo == hi else f"{lo} to {hi} {unit}s"
    if hi is not None:
        return f"at most {_count(hi, unit)}"
    return f"at least {_count(lo, unit)}"


def _post(f: E.CardFilter, ctx: _Ctx, plural: bool) -> str:
    """What follows the noun: 'not named "X"', 'that cost 2', 'with 3000 BP or less and a soul
    core', in that order."""
    front: list[str] = []
    if f.name_not is not None:
        front.append(f'not named "{f.name_not}"')
    if f.cost_min is not None or f.cost_max is not None:
        verb = "cost" if plural else "costs"
        if f.cost_min is not None and f.cost_min == f.cost_max:
            front.append(f"that {verb} {f.cost_min}")
        else:
            front.append(f"that {verb} {_range(f.cost_min, f.cost_max, '')}")
    withs: list[str] = []
    if f.keyword is not None:
        withs.append(_name(f.keyword))
    if f.keyword_not is not None:
        front.append(f"{'that do' if plural else 'that does'} not have {_name(f.keyword_not)}")
    if f.name_contains is not None:
        withs.append(f'"{f.name_contains}" in {"their names" if plural else "its name"}')
    if f.cost_as_event:
        withs.append(f"the same cost as {ctx.event}")
    if f.cost_as_yours:
        withs.append("the same cost as one of your spirits")
    if f.cost_as_life:
        withs.append("a cost equal to your life total")
    if f.colours_in_event_armor:
        armour_of = {"it": "its", "them": "their"}.get(ctx.event, f"{ctx.event}'s")
        withs.append(f"a colour named by {armour_of} Armor")
    if f.families_as_those:
        front.append(f"that {'share' if plural else 'shares'} a spirit type with it (it included)")
    if f.cost_as_those:
        withs.append(f"the same cost as {'one of the selected cards' if ctx.plural else 'the selected card'}")
    if f.cost_at_most_those:
        withs.append(f"a cost equal to or less than {'one of the selected cards' if ctx.plural else 'the selected card'}")
    if f.bp_at_most_those:
        withs.append(f"BP equal to or less than {'one of the selected cards' if ctx.plural else 'the selected card'}")
    if f.cost_above_those:
        front.append(f"that {'cost' if plural else 'costs'} more than {'those cards' if ctx.plural else 'that card'}")
    if f.cost_below_event:
        front.append(f"that {'cost' if plural else 'costs'} less than {ctx.event}")
    if f.attacking is False:
        front.append(f"that {'are' if plural else 'is'} not attacking")
    if f.blocking is False:
        front.append(f"that {'are' if plural else 'is'} not blocking")
    if f.bp_min is not None or f.bp_max is not None:
        withs.append(_range(f.bp_min, f.bp_max, "BP"))
    if f.bp_vs_event == "at_most" and f.bp_margin:
        withs.append(f"BP lower than {ctx.event}'s by {f.bp_margin} or more")
    elif f.bp_vs_event == "at_most":
        withs.append(f"BP equal to or less than {ctx.event}'s")
    elif f.bp_vs_event == "equal":
        withs.append(f"the same BP as {ctx.event}")
    elif f.bp_vs_event == "below" and f.bp_margin:
        withs.append(f"BP lower than {ctx.event}'s by more than {f.bp_margin}")
    elif f.bp_vs_event == "below":
        withs.append(f"less BP than {ctx.event}")
    if f.cost_top is not None:
        among = {"you": "your spirits", "opponent": "your opponent's spirits"}.get(f.cost_top, "all spirits")
        withs.append(f"the highest cost among {among}")
    if f.cost_lowest is not None:
        among = {"you": "your spirits", "opponent": "your opponent's spirits"}.get(f.cost_lowest, "all spirits")
        withs.append(f"the lowest cost among {among}")
    if f.bp_above is not None:
        whose = {"you": "each of your other spirits", "opponent": "each of your opponent's spirits"}
        withs.append(f"more BP than {whose.get(f.bp_above, 'any other spirit')}")
    if f.cores_min is not None or f.cores_max is not None:
        withs.append(_count_range(f.cores_min, f.cores_max, "core"))
    if f.symbols_min is not None or f.symbols_max is not None:
        withs.append(_count_range(f.symbols_min, f.symbols_max, "symbol"))
    if f.soul_core is True:
        withs.append("a soul core")
    elif f.soul_core is False:
        withs.append("no soul core")
    if f.has_effects is False:
        withs.append("no effects")
    elif f.has_effects is True:
        withs.append("effects")
    if f.has_timing is not None:
        withs.append(f'a "{_word(EVENT_LABEL, f.has_timing)}" effect')
    if f.has_timing_not is not None:
        withs.append(f'no "{_word(EVENT_LABEL, f.has_timing_not)}" effect')
    if withs:
        front.append("with " + _and(withs))
    return " ".join(front)


def _noun(f: E.CardFilter, ctx: _Ctx, plural: bool, card_word: bool = False,
          default_types: tuple[str, ...] = ()) -> str:
    """The cards a filter describes, without side or quantity: 'exhausted red spirits with
    3000 BP or less'."""
    if f.only_this:
        return ctx.this
    adjs: list[str] = []
    if f.other:
        adjs.append("other")
    if f.exhausted is True:
        adjs.append("exhausted")
    elif f.exhausted is False:
        adjs.append("refreshed")
    if f.attacking is True:
        adjs.append("attacking")
    if f.blocking is True:
        adjs.append("blocking")
    if f.blocked is True:
        adjs.append("blocked")
    elif f.blocked is False:
        adjs.append("unblocked")
    if f.linked is True:
        adjs.append("linked")
    elif f.linked is False:
        adjs.append("unlinked")
    if f.level_min is not None:
        # "LV2 spirits" (both ends given), "LV2-or-higher spirits"
        adjs.append(f"LV{f.level_min}" if f.level_max == f.level_min else
                    f"LV{f.level_min}-or-higher" if f.level_max is None else f"LV{f.level_min}-to-LV{f.level_max}")
    elif f.level_max is not None:
        # "LV1 spirits"; 0 is a card whose cores fell below its LV1 cost
        adjs.append("below-LV1" if f.level_max <= 0 else "LV1" if f.level_max == 1 else f"LV1-to-LV{f.level_max}")
    if f.multicolour is True:
        adjs.append("multicolour")
    elif f.multicolour is False:
        adjs.append("single-colour")
    if f.colours:
        adjs.append(_or(_name(c) for c in f.colours))
    if f.colours_not:
        adjs.append("non-" + _or(_name(c) for c in f.colours_not))
    if f.families:
        adjs.append(_or(f.families))
    if f.families_not:
        adjs.append("non-" + _or(f.families_not))
    noun = _type_noun(f.types or default_types, plural, card_word)
    post = _post(f, ctx, plural)
    return " ".join(adjs + [noun] + ([post] if post else []))


def _side_group(f: E.CardFilter, ctx: _Ctx, quantity: str, default_types: tuple[str, ...] = (),
                singular_when_any: bool = False, this_first: bool = False) -> str:
    """'1 of your opponent's spirits', 'all of your spirits', 'one of your nexuses'; with side
    "any": 'a spirit' / 'all spirits'."""
    if f.only_this:
        return ctx.this
    if f.side == "you":
        text = f"{quantity} of your {_noun(f, ctx, True, default_types=default_types)}"
    elif f.side == "opponent":
        text = f"{quantity} of your opponent's {_noun(f, ctx, True, default_types=default_types)}"
    else:
        if f.side != "any":
            quantity = f"{quantity} of {_name(f.side)}'s"
        if singular_when_any:
            noun = _noun(f, ctx, False, default_types=default_types)
            text = _a(noun) if quantity == "one" else f"{quantity} {noun}"
        else:
            text = f"{quantity} {_noun(f, ctx, True, default_types=default_types)}"
    if f.or_this:
        text = f"{ctx.this} or {text}" if this_first else f"{text} or {ctx.this}"
    return text


def _each(f: E.CardFilter, ctx: _Ctx) -> str:
    """'of your green spirits', 'of your opponent's spirits', 'green spirit' (after 'for each')."""
    if f.side == "you":
        text = f"of your {_noun(f, ctx, True)}"
    elif f.side == "opponent":
        text = f"of your opponent's {_noun(f, ctx, True)}"
    else:
        text = _noun(f, ctx, False)
    if f.or_this:
        text += f" (counting {ctx.this})"
    return text


def _one_of(f: E.CardFilter, ctx: _Ctx, default_types: tuple[str, ...] = ()) -> str:
    """'one of your red spirits', 'one of your opponent's spirits', 'a spirit'."""
    return _side_group(f, ctx, "one", default_types, singular_when_any=True, this_first=True)


def _this_as(ctx: _Ctx, f: E.CardFilter) -> str:
    """The effect's own card, with a filter it must match (rare)."""
    if f == E.CardFilter():
        return ctx.this
    return f"{ctx.this} (if it is {_a(_noun(f, ctx, False))})"


def _area_noun(f: E.CardFilter, ctx: _Ctx, plural: bool) -> str:
    """The cards counted in a hand or trash: 'cards', or by the filter ('spirit cards with ...')."""
    if f == E.CardFilter():
        return "cards" if plural else "card"
    return _noun(f, ctx, plural, card_word=True)
