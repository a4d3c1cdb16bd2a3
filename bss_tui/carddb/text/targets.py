"""Targets as words (8-5-3): 'select 1 of your opponent's spirits and destroy it', 'all of your
spirits', 'the attacking spirit', 'it'; one renderer per target kind."""

from __future__ import annotations

from typing import Any, Callable

from .. import effects as E
from .context import _Ctx
from .counts import _each_of
from .filters import _noun, _side_group
from .registry import Registry
from .vocab_names import TARGET_KINDS
from .words import _and, _name, _word

_QUANTITY = {"exact": "{n}", "up_to": "up to {n}", "any_number": "any number"}


def _select(t: E.SelectTarget, ctx: _Ctx) -> tuple[str, bool]:
    """'1 of your opponent's spirits with 3000 BP or less' and whether it is plural."""
    singular = t.count == 1 and t.mode in ("exact", "up_to")
    n = t.count.times if isinstance(t.count, E.Count) else t.count
    quantity = _word(_QUANTITY, t.mode).replace("{n}", str(n))

    def group(f: E.CardFilter) -> str:
        if t.zone == "field":
            if f.side == "any":
                text = f"{quantity} {_noun(f, ctx, False)}" if singular else \
                    f"{quantity}{' of' if t.mode == 'any_number' else ''} {_noun(f, ctx, True)}"
                if f.this == "include":
                    text += f" or {ctx.this}"
                return text
            return _side_group(f, ctx, quantity)
        owner = "your opponent's" if f.side == "opponent" else "your"
        q = quantity + (" of" if t.mode == "any_number" else "")
        if t.zone == "those":         # among the previous directive's cards (CB01-045)
            return f"{q} {_noun(f, ctx, not singular, card_word=True)} from among them"
        text = f"{q} {_noun(f, ctx, not singular, card_word=True)} from {owner} {_name(t.zone)}"
        if f.this == "include":
            text += f" or {ctx.this}"
        return text

    text = group(t.filter)
    if t.distinct_names:
        text += " with different names"
    if t.alt is not None:
        text += ", or " + group(t.alt)
    totals = []
    if t.total_cost_max is not None:
        totals.append(f"a combined total cost of {t.total_cost_max} or less")
    if t.total_bp_max is not None:
        totals.append(f"a combined total of {t.total_bp_max} BP or less")
    if totals:
        text += " with " + _and(totals)
    if isinstance(t.count, E.Count):
        text += " for each " + _each_of(t.count, ctx)
    if t.alt is not None:
        text += ","      # "select X, or Y, and destroy it"
    return text, not singular


def _all(f: E.CardFilter, ctx: _Ctx) -> str:
    if f.side == "you":
        text = f"all of your {_noun(f, ctx, True)}"
    elif f.side == "opponent":
        text = f"all of your opponent's {_noun(f, ctx, True)}"
    elif f.side == "any":
        text = f"all {_noun(f, ctx, True)}"
    else:
        text = f"all of {_name(f.side)}'s {_noun(f, ctx, True)}"
    if f.this == "include":
        text += f" and {ctx.this}"
    return text


def _all_of(t: E.AllTarget, ctx: _Ctx) -> str:
    """'all of your spirits with Luster and all of your spirits with Blessed' (each card once)."""
    if t.zone != "field":        # every matching card of a trash or hand
        owner = "your opponent's" if t.filter.side == "opponent" else "your"
        return f"all {_noun(t.filter, ctx, True, card_word=True)} from {owner} {_name(t.zone)}"
    text = _all(t.filter, ctx)
    return text if t.alt is None else f"{text} and {_all(t.alt, ctx)}"


_BATTLE = {"attacker": "the attacking spirit", "blocker": "the blocking spirit", "linked": "the spirit it is linked to"}


# (phrase, plural, whether it needs 'select ... and')
Aimed = tuple[str, bool, bool]
TARGETS: Registry[Callable[[Any, _Ctx], Aimed]] = Registry("target kind", TARGET_KINDS)


def _target(t: Any, ctx: _Ctx) -> Aimed:
    """(phrase, plural, needs 'select ... and'); remembers the targets for a later 'it'/'them'."""
    kind = getattr(t, "kind", None)
    say = TARGETS.get(kind)
    if say is not None:
        return say(t, ctx)
    ctx.plural = False
    return f"the {_name(kind)}" if kind is not None else "the target", False, False


@TARGETS("select")
def _selected(t: E.SelectTarget, ctx: _Ctx) -> Aimed:
    phrase, plural = _select(t, ctx)
    ctx.plural = plural
    return phrase, plural, True


@TARGETS("all")
def _every(t: E.AllTarget, ctx: _Ctx) -> Aimed:
    phrase = _all_of(t, ctx)     # before 'them' takes its meaning: its filter may name the cards before
    ctx.plural = True
    return phrase, True, False


@TARGETS("those")
def _those(t: E.ThoseTarget, ctx: _Ctx) -> Aimed:
    if t.chosen:          # the cards chosen before the directives since (BSS04-086)
        return ("the chosen cards" if ctx.plural else "the chosen card"), ctx.plural, False
    if t.changed:       # 1-3-2-1: a card the previous directive left as it was is not among them
        return ("the ones" if ctx.plural else "the one") + f" {ctx.done} by this effect", ctx.plural, False
    return ctx.pronoun(), ctx.plural, False


@TARGETS("this")
def _this(t: E.ThisTarget, ctx: _Ctx) -> Aimed:
    ctx.plural = False
    return ctx.this, False, False


@TARGETS("event_card")
def _event_card(t: E.EventTarget, ctx: _Ctx) -> Aimed:
    ctx.plural = False
    return ctx.event, False, False


@TARGETS(*_BATTLE)
def _battling(t: E.BattleTarget, ctx: _Ctx) -> Aimed:
    ctx.plural = False
    return _BATTLE[t.kind], False, False


def _apply(t: Any, ctx: _Ctx, verb: Callable[[str, bool], str]) -> str:
    """'select X and destroy it' / 'destroy all of ...'; `verb(object, plural)` builds the rest."""
    phrase, plural, selects = _target(t, ctx)
    if selects:
        return _selecting(t, phrase, verb('them' if plural else 'it', plural))
    return verb(phrase, plural)


def _selecting(t: E.Target, phrase: str, rest: str) -> str:
    """'select X and destroy it'; chosen by the opponent: 'your opponent selects 1 of their
    spirits; destroy it'."""
    if isinstance(t, E.SelectTarget) and not t.selects:    # Armor does not stop it (BSS02-127)
        return f"pick {phrase} (not a selection) and {rest}"
    if not isinstance(t, E.SelectTarget) or t.chooser == "you":
        return f"select {phrase} and {rest}"
    theirs = phrase.replace("your opponent's", "their").rstrip(",")
    return f"your opponent selects {theirs}; {rest}"
