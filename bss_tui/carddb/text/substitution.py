"""Substitution effects as words (8-9): 'if this spirit would be destroyed by your opponent's
effect, you may send 1 core from it to your reserve instead'."""

from __future__ import annotations

from .. import effects as E
from .context import _Ctx
from .filters import _noun, _one_of, _this_as
from .triggers import _BY_POSS, _CAUSE, _THIS_DESTROYED
from .verbs import _action, _directives
from .words import _a, _and, _name, _word

_SUB_BY = {"any": "", "opponent": " by your opponent", "effect": " by an effect", "battle": " in battle"}


def _substitute(s: E.Substitute, effect: E.Effect, ctx: _Ctx) -> str:
    t = effect.timing or _THIS_DESTROYED
    if t.subject == "this":
        who = _this_as(ctx, t.filter)
    elif t.subject == "yours":
        who = _one_of(t.filter.model_copy(update={"side": "you"}), ctx)
    elif t.subject == "opponents":
        who = _one_of(t.filter.model_copy(update={"side": "opponent"}), ctx)
    elif t.subject == "any":
        who = _one_of(t.filter, ctx)
    else:
        who = f"{_name(t.subject)} {_noun(t.filter, ctx, False)}"
    event = "destroyed" if t.event == "destroyed" else _name(t.event)
    by = "opponent" if t.by == "opponent" else t.cause if t.cause in ("battle", "effect") else "any"
    sub_by = _word(_SUB_BY, by)
    if t.by == "opponent" and t.cause == "effect":     # "by your opponent's effect" (BSS01-051)
        sub_by = " by your opponent's effect"
    if t.cause == "destruction_effect":     # whose, and the kind of effect (10-14-1)
        sub_by = f" by {_BY_POSS[t.by]} {_CAUSE[t.cause]}" if t.by in _BY_POSS else f" by {_a(_CAUSE[t.cause])}"
    head = f"if {who} would be {event}{sub_by}, "
    # The affected card's controller always chooses whether to use a substitution (8-9-2), so
    # it reads "you may" whatever `optional` says.
    lead = "you may "
    cost = _and(_action(a, ctx) for a in effect.cost)
    ctx.plural = False
    instead = _directives(s.instead, ctx)
    if s.mode == "to_hand":
        body = "put it into its owner's hand instead of the trash"
        if cost:
            body = f"{cost} to {body}"
        if instead:
            body += f", then {instead}"
        return head + lead + body
    if s.mode != "replace":
        body = f"{_name(s.mode)} instead"
        return head + lead + (f"{cost} to " if cost else "") + body + (f", then {instead}" if instead else "")
    if instead and cost:
        return f"{head}{lead}{cost} to {instead} instead"
    if instead or cost:
        return f"{head}{lead}{instead or cost} instead"
    return f"{head}{lead}keep it on the field instead"
