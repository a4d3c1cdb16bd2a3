"""The sentences of the verbs that hold other effects or directives: `watch` (an effect left
running), `chain` (11-15), `one_of`, `choose` and `gain_effect`."""

from __future__ import annotations

from dataclasses import replace

from .. import effects as E
from .context import _Ctx
from .layout import render_effect
from .modifiers import _hand_cost, _modifier, _next_hand_cost
from .targets import _apply, _selecting, _target
from .triggers import _trigger
from .verbs import _directives, says
from .words import _DURATION, _duration, _name, _word


@says(E.Watch)
def _watch(act: E.Watch, ctx: _Ctx) -> str:
    """'during this turn, when one of your Dragonoid spirits ...: draw 1 card'; with the cards it
    watches: 'select 1 of your opponent's spirits; during this turn, if it attacks: ...'."""
    lasting = _word(_DURATION, act.duration)
    effect = act.effect
    if effect is None:           # a constant effect on the cards of the hand (BSS01-117) or the field (BSS05-062)
        if act.next_only:        # the next card it applies to, then it ends (BSS03-036, BSS04-005)
            return "; ".join(_next_hand_cost(m, ctx) for m in act.modifiers) + f" {lasting}"
        return f"{lasting}, " + "; ".join(_hand_cost(m, ctx) if m.key in ("cost", "cost_set", "extra_cost:magic_cores")
                                          else _modifier(m, ctx)
                                          for m in act.modifiers)
    timing = effect.timing
    assert timing is not None      # a watch's effect is triggered, with a timing (the model says so)

    def clause(it: str, plural: bool) -> str:
        inner = replace(ctx, event=it, plural=plural)
        done = _directives(effect.actions, inner, effect.optional)
        if timing.event == "battle_end" and act.duration == "battle":   # a delayed effect (BSS01-106)
            return f"{done} when this battle ends"
        when = _trigger(timing, inner)
        if act.next_only:     # "the next time ..." (PR-057)
            return f"{lasting}, the next time {when.removeprefix('when ')}: {done}"
        return f"{lasting}, {when}: {done}"
    if act.target is None:
        return clause(ctx.event, False)
    phrase, plural, selects = _target(act.target, ctx)
    if selects:
        return _selecting(act.target, phrase, clause("it", plural))
    return clause(phrase.replace("all of ", "one of ", 1), False) if plural else clause(phrase, False)


@says(E.Chain)
def _chain(act: E.Chain, ctx: _Ctx) -> str:
    return (f"Chain ({_name(act.colour)}): if you have a {_name(act.colour)} symbol on your field, "
            + _directives(act.actions, ctx))


@says(E.OneOf)
def _one_of(act: E.OneOf, ctx: _Ctx) -> str:
    return ("your opponent chooses one: " if act.chooser == "opponent" else "choose one: ") + "; or ".join(f"({i}) {_directives(option, ctx)}"
                                         for i, option in enumerate(act.options, 1))


@says(E.Choose)
def _choose(act: E.Choose, ctx: _Ctx) -> str:
    phrase, _, selects = _target(act.target, ctx)
    text = _selecting(act.target, phrase, "").removesuffix(" and ").removesuffix("; ") if selects \
        else f"choose {phrase}"
    if act.add:          # joined to the cards chosen before: "them" from here on (BSS01-122)
        ctx.plural = True
        return "also " + text
    return text


@says(E.GainEffect)
def _gain_effect(act: E.GainEffect, ctx: _Ctx) -> str:
    granted = render_effect(act.effect, "spirit").rstrip(".")
    return _apply(act.target, ctx, lambda o, p: f"{o} {'gain' if p else 'gains'} the effect "
                  f"\"{granted}\"{_duration(act.duration)}")
