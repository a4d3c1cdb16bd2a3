"""Card filters as words: the cards a filter describes, with or without a side and a quantity."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from .. import effects as E
from .compare import Phrase, compared
from .context import _Ctx
from .events import EVENT_LABEL
from .words import _a, _and, _name, _or, _word

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


# A negation the cards print their own way, by the one part its filter gives: where it goes around
# the noun ("adj", "front" or "with", as compare.Phrase) and its words.
NEGATIONS: dict[str, Callable[[Any, bool], Phrase]] = {
    "name": lambda name, plural: ("front", f'not named "{name}"'),
    "keyword": lambda keyword, plural: ("front", f"{'that do' if plural else 'that does'} not have {_name(keyword)}"),
    "colours": lambda colours, plural: ("adj", "non-" + _or(_name(c) for c in colours)),
    "families": lambda families, plural: ("adj", "non-" + _or(families)),
    "has_timing": lambda timing, plural: ("with", f'no "{_word(EVENT_LABEL, timing)}" effect'),
}


def _negated(f: E.CardFilter, part: str, plural: bool) -> list[str]:
    """The words of a filter's `not` when it gives only `part`, one of NEGATIONS."""
    if f.not_ is None or _parts(f.not_) != [part]:
        return []
    return [NEGATIONS[part](getattr(f.not_, part), plural)[1]]


def _parts(f: E.CardFilter) -> list[str]:
    return list(f.model_dump(exclude_defaults=True))


def _other_negation(f: E.CardFilter, ctx: _Ctx, plural: bool) -> list[str]:
    """A `not` the cards do not print their own way: 'that are not exhausted spirits'."""
    if f.not_ is None or len(parts := _parts(f.not_)) == 1 and parts[0] in NEGATIONS:
        return []
    if plural:
        return [f"that are not {_noun(f.not_, ctx, True)}"]
    return [f"that is not {_a(_noun(f.not_, ctx, False))}"]


def _measured(f: E.CardFilter, ctx: _Ctx, plural: bool, slot: str, *measures: str) -> list[str]:
    """The phrases of a filter's comparisons going to `slot`, for `measures`, in that order."""
    return [words for m in measures if getattr(f, m) is not None
            for where, words in compared(m, getattr(f, m), ctx, plural) if where == slot]


def _off_field_colours(f: E.CardFilter, plural: bool) -> str:
    """`colours_off_field`: 'that share no colour with any of the symbols on their field'."""
    their = {"you": "your", "opponent": "their"}.get(f.side, "its player's")
    return f"that {'share' if plural else 'shares'} no colour with any of the symbols on {their} field"


def _post(f: E.CardFilter, ctx: _Ctx, plural: bool) -> str:
    """What follows the noun: 'not named "X"', 'that cost 2', 'with 3000 BP or less and a soul
    core', in that order."""
    front: list[str] = [] if f.name is None else [f'named "{f.name}"']
    front += _negated(f, "name", plural)
    front += _measured(f, ctx, plural, "front", *E.MEASURES)
    withs: list[str] = []
    if f.keyword is not None:
        withs.append(_name(f.keyword))
    front += _negated(f, "keyword", plural)
    if f.name_contains is not None:
        withs.append(f'"{f.name_contains}" in {"their names" if plural else "its name"}')
    withs += _measured(f, ctx, plural, "with", "cost")
    if f.colours_in_event_armor:
        armour_of = {"it": "its", "them": "their"}.get(ctx.event, f"{ctx.event}'s")
        withs.append(f"a colour named by {armour_of} Armor")
    if f.colours_off_field:
        front.append(_off_field_colours(f, plural))
    if f.families_as_those:
        front.append(f"that {'share' if plural else 'shares'} a spirit type with it (it included)")
    if f.attacking is False:
        front.append(f"that {'are' if plural else 'is'} not attacking")
    if f.blocking is False:
        front.append(f"that {'are' if plural else 'is'} not blocking")
    front += _other_negation(f, ctx, plural)
    withs += _measured(f, ctx, plural, "with", *(m for m in E.MEASURES if m != "cost"))
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
    withs += _negated(f, "has_timing", plural)
    if withs:
        front.append("with " + _and(withs))
    return " ".join(front)


def _noun(f: E.CardFilter, ctx: _Ctx, plural: bool, card_word: bool = False,
          default_types: tuple[str, ...] = ()) -> str:
    """The cards a filter describes, without side or quantity: 'exhausted red spirits with
    3000 BP or less'."""
    if f.this == "only":
        return ctx.this
    adjs: list[str] = []
    if f.this == "exclude":
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
    adjs += _measured(f, ctx, plural, "adj", *E.MEASURES)
    if f.multicolour is True:
        adjs.append("multicolour")
    elif f.multicolour is False:
        adjs.append("single-colour")
    if f.colours:
        adjs.append(_or(_name(c) for c in f.colours))
    adjs += _negated(f, "colours", plural)
    if f.families:
        adjs.append(_or(f.families))
    adjs += _negated(f, "families", plural)
    noun = _type_noun(f.types or default_types, plural, card_word)
    post = _post(f, ctx, plural)
    return " ".join(adjs + [noun] + ([post] if post else []))


def _side_group(f: E.CardFilter, ctx: _Ctx, quantity: str, default_types: tuple[str, ...] = (),
                singular_when_any: bool = False, this_first: bool = False) -> str:
    """'1 of your opponent's spirits', 'all of your spirits', 'one of your nexuses'; with side
    "any": 'a spirit' / 'all spirits'."""
    if f.this == "only":
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
    if f.this == "include":
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
    if f.this == "include":
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
