"""Timings as words (8-6): 'when this spirit attacks', 'at the start of your attack step', 'when
one of your spirits is destroyed by your opponent's effect'.  Each event's words are declared in
events.py; this module puts them together with the trigger's subject, cause, turn and step."""

from __future__ import annotations

from typing import Callable, get_args

from .. import effects as E
from .context import _Ctx
from .events import _BY_CARD, _CARD_EVENT, _EVENT_NOUN, _EVENT_TYPES, _PASSIVE, _PLAYER_EVENT
from .filters import _noun, _one_of, _post, _side_group, _this_as, _type_noun
from .registry import Registry
from .words import _a, _name, _word

_THIS_DESTROYED = E.Trigger(event="destroyed")    # a substitution effect's destruction, unless said


def _event_noun(t: E.Trigger) -> str:
    types = t.filter.types or (_EVENT_TYPES.get(t.event, ()) if isinstance(t.event, str) else ())
    noun = _type_noun(types, False)
    return _word(_EVENT_NOUN, t.event).replace("{n}", noun) if t.event in _EVENT_NOUN else f"that {noun}"


_BY = {"opponent": "your opponent", "you": "you"}
_BY_POSS = {"opponent": "your opponent's", "you": "your"}
_CAUSE = {"effect": "effect", "effect_cores": "effect that removes its cores",
          "effect_bp": "effect that reduces its BP to 0", "destruction_effect": "destruction effect",
          "gale": "Gale effect"}
_STEP = {s: f"{s} step" for s in ("start", "core", "draw", "refresh", "main", "attack", "end")}
_TURN_POSS = {"yours": "your", "opponents": "your opponent's"}
_EITHER = "either player's"


def _trigger(t: E.Trigger, ctx: _Ctx) -> str:
    """'when this spirit attacks', 'at the start of your attack step', ..."""
    event = t.event
    default_types = _EVENT_TYPES.get(event, ()) if isinstance(event, str) else ()
    turn = _word(_TURN_POSS, t.turn) if t.turn != "any" else ""
    step = _word(_STEP, t.step) if t.step is not None else ""
    if event == "step_start":
        if step:
            when = f"at the start of {turn or 'each'} {step}"
        elif turn:
            when = f"at the start of each step of {turn} turn"
        else:
            when = "at the start of each step"
        if t.subject == "those":     # a watch on chosen cards: while one of them is on the field (BSS03-131)
            when += ", if it is still on the field"
        elif t.subject not in ("this", "any"):
            when += f" (for {_subject(t, ctx, default_types)})"
        turn_step = ""
    else:
        if t.subject in ("you", "opponent"):
            p = "you" if t.subject == "you" else "your opponent"
            words = {"p": p, "v": "" if t.subject == "you" else "s",
                     "of": "of yours" if t.subject == "you" else "of your opponent's",
                     "poss": "your" if t.subject == "you" else "your opponent's",
                     "a": _a(_noun(t.filter, ctx, False, default_types=default_types))}
            template = _PLAYER_EVENT.get(event, "{p} " + _name(event)) if isinstance(event, str) \
                else "{p} " + _name(event)
            if event == "magic_resolved" and t.cards is not None:    # which magic card (BSS05-047)
                words["a"] = _a(_noun(t.cards, ctx, False, card_word=True, default_types=("magic",)))
                template = "{p} resolve{v} the effect of {a}"
            if event == "to_trash":        # which cards, and whether discarded from the hand (BSS05-016, -115)
                words["a"] = ("this card" if t.cards.this == "only" else
                              _a(_noun(t.cards, ctx, False, card_word=True))) if t.cards is not None else "a card"
                template = "{p} discard{v} {a}" if t.from_zone == "hand" else "{a} is put into {poss} trash"
            core = template.format(**words)
        else:
            s = _subject(t, ctx, default_types)
            if event == "battle_end" and t.subject == "any" and t.filter == E.CardFilter():
                core = "a battle ends"
            else:
                template = _CARD_EVENT.get(event, "{s} " + _name(event)) if isinstance(event, str) \
                    else "{s} " + _name(event)
                core = template.format(s=s)
        if event == "returned" and t.to_zone is not None:     # only one of the two areas (BSS02-046)
            core = core.replace("hand or deck", t.to_zone)
        when = "when " + core
        if step:
            turn_step = f" during {turn or _EITHER} {step}"
        elif turn:
            turn_step = f" during {turn} turn"
        else:
            turn_step = ""
    # who caused it and how
    by = ""
    if t.cause in _CAUSE:
        by = f" by {_BY_POSS[t.by]} {_CAUSE[t.cause]}" if t.by in _BY_POSS else f" by {_a(_CAUSE[t.cause])}"
    else:
        if t.by in _BY:
            by = f" by {_BY[t.by]}" if event in _PASSIVE else f", caused by {_BY[t.by]}"
        elif t.by != "any":
            by = f" by {_name(t.by)}"
        if t.cause == "battle" and t.destroyer is None:
            by += " in battle"
        elif t.cause not in ("any", "battle"):
            by += f" ({_name(t.cause)})"
    if event == "attack_step_ended" and t.by in _BY_POSS and t.subject in ("you", "opponent"):   # BSS05-072
        whose = "your" if t.subject == "you" else "your opponent's"
        when, by = f"when {whose} attack step is ended by {_BY_POSS[t.by]} effect", ""
    if event == "to_hand" and t.by in _BY_POSS and t.subject in ("you", "opponent"):   # whose effect, whose hand
        hand = "your" if t.subject == "you" else "their" if t.by == "opponent" else "your opponent's"
        when, by = f"when {_BY_POSS[t.by]} effect puts cards into {hand} hand", ""
    if event == "milled" and t.by in _BY_POSS and t.subject in ("you", "opponent"):    # whose effect, whose deck
        deck = "your" if t.subject == "you" else "their" if t.by == "opponent" else "your opponent's"
        what = "this card" if t.cards is not None and t.cards.this == "only" else "cards"     # BSS03-126: itself
        when, by = f"when {_BY_POSS[t.by]} effect discards {what} from {deck} deck", ""
    if t.destroyer is not None:
        by += " in battle with " + _one_of(t.destroyer, ctx, ("spirit",))
    if t.by_card is not None:            # the card that did it (BSS02-009, CB01-046), in the event's words
        by += f" {_word(_BY_CARD, event)} " + _one_of(t.by_card, ctx)
    extra = ""
    if t.still_on_field:
        extra += " and it is still on the field"
    if t.outside_draw_step:
        extra += " outside the draw step"
    if t.swift:
        extra += " with Swift"
    if t.soul_core_paid:
        extra += (", with the soul core among the cores paid for its cost" if t.event in ("summoned", "placed")
                  else " whose cost included a soul core")
    if t.from_zone == "void":      # the void is no one's (3-9)
        extra += " from the void"
    elif t.from_zone is not None and event != "to_trash":
        whose = "your" if t.subject in ("this", "yours", "you") else \
            "their" if t.subject == "opponent" else "its owner's"
        extra += f" from {whose} {t.from_zone}"
    if t.cards is not None and event == "burst_activated":     # the burst card, named by the template (L01-002)
        noun, post = _noun(t.cards, ctx, False, card_word=True), _post(t.cards, ctx, False)
        extra += f" {post}" if noun == f"card {post}" else f" that is {_a(noun)}"
    elif t.cards is not None and event == "ascended":
        extra += f" using {_a(_noun(t.cards, ctx, False, default_types=('spirit',)))}"
    elif t.cards is not None and event == "magic_resolved":     # the magic card itself (BSS03-041)
        if t.subject not in ("you", "opponent"):                 # a player's: said in the template (BSS05-047)
            extra += f" of {_a(_noun(t.cards, ctx, False, card_word=True, default_types=('magic',)))}"
    elif t.cards is not None and event != "to_trash" and t.cards.this != "only":
        extra += f" and at least one discarded card is {_a(_noun(t.cards, ctx, False, card_word=True))}"
    return when + by + turn_step + extra


# A trigger's subject as words, by the subject's name (`Trigger.subject`).
SUBJECTS: Registry[Callable[[E.Trigger, _Ctx, tuple[str, ...]], str]] = Registry(
    "trigger subject", get_args(E.Trigger.model_fields["subject"].annotation))


def _subject(t: E.Trigger, ctx: _Ctx, default_types: tuple[str, ...]) -> str:
    say = SUBJECTS.get(t.subject)
    if say is not None:
        return say(t, ctx, default_types)
    return _or_this(t, ctx, f"{_name(t.subject)} {_noun(t.filter, ctx, False, default_types=default_types)}")


def _or_this(t: E.Trigger, ctx: _Ctx, s: str) -> str:
    return f"{ctx.this} or {s}" if t.filter.this == "include" else s


def _rest(f: E.CardFilter, side: str) -> E.CardFilter:
    """The filter on `side`, without "or this card" (`_or_this` says it)."""
    return f.model_copy(update={"side": side, "this": None if f.this == "include" else f.this})


@SUBJECTS("this")
def _this(t: E.Trigger, ctx: _Ctx, default_types: tuple[str, ...]) -> str:
    return _this_as(ctx, t.filter)


@SUBJECTS("yours")
def _yours(t: E.Trigger, ctx: _Ctx, default_types: tuple[str, ...]) -> str:
    f = t.filter
    return _or_this(t, ctx, _side_group(_rest(f, "you"), ctx, "one",
                                        default_types))


@SUBJECTS("opponents")
def _opponents(t: E.Trigger, ctx: _Ctx, default_types: tuple[str, ...]) -> str:
    f = t.filter
    return _or_this(t, ctx, _side_group(_rest(f, "opponent"), ctx, "one",
                                        default_types))


@SUBJECTS("any")
def _any(t: E.Trigger, ctx: _Ctx, default_types: tuple[str, ...]) -> str:
    return _or_this(t, ctx, _one_of(_rest(t.filter, t.filter.side), ctx, default_types))


@SUBJECTS("you", "opponent")
def _player(t: E.Trigger, ctx: _Ctx, default_types: tuple[str, ...]) -> str:
    return _or_this(t, ctx, "you" if t.subject == "you" else "your opponent")


@SUBJECTS("those")
def _those(t: E.Trigger, ctx: _Ctx, default_types: tuple[str, ...]) -> str:
    """The cards a watch chose (BSS02-121)."""
    return _or_this(t, ctx, ctx.event)
