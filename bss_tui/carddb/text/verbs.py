"""Directives as clauses: the registry of one sentence per verb of the effect language, and the
sequence of an effect's directives ('you may exhaust this nexus to refresh it, then draw 1 card').

Each verb's sentence registers with `@says(Model)`, keyed by the verb the model declares (its `do`
tag); the sentences live in verbs_*.py by the kind of thing the verb does, and the package's
__init__ imports them all.  tests/cards/test_text_registry.py checks every verb has one.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Iterable, TypeVar

from .. import effects as E
from .conditions import _condition
from .context import _Ctx
from .registry import Registry
from .vocab_names import VERBS
from .words import _and, _name

Sentence = Callable[[Any, _Ctx], str]
SENTENCES: Registry[Sentence] = Registry("verb", VERBS)
S = TypeVar("S", bound=Sentence)


def verb_of(model: type[E.Directive]) -> str:
    """The verb a directive model declares (its `do` tag)."""
    default = model.model_fields["do"].default
    assert isinstance(default, str)
    return default


def says(model: type[E.Directive]) -> Callable[[S], S]:
    """Register the sentence of one verb."""
    def register(fn: S) -> S:
        SENTENCES.add(verb_of(model), fn)
        return fn
    return register


def _action(act: Any, ctx: _Ctx) -> str:
    """One directive, as a clause starting with a lowercase verb (or a subject)."""
    do = getattr(act, "do", None)
    say = SENTENCES.get(do)
    return say(act, ctx) if say is not None else f"do {_name(do)}"


def _directives(actions: Iterable[Any], ctx: _Ctx, optional: bool = False,
                cost: Iterable[Any] = ()) -> str:
    """'you may exhaust this nexus to refresh it, then draw 1 card. Then, if ..., ...'."""
    cost = tuple(cost)
    cost_parts = []
    for act in cost:
        clause = _action(act, ctx)
        when = getattr(act, "when", None)
        if when is not None:
            clause += f" (if {_condition(when, ctx)})"
        cost_parts.append(clause)
    lead = "you may " if optional else ""
    text = ""
    # choosing the event card only names it "it" for what follows (BSS03-131): nothing to say
    rest = [a for a in actions if not (getattr(a, "do", "") == "choose" and isinstance(a.target, E.EventTarget))]
    prev: Any = None
    if cost_parts:
        text = lead + _and(cost_parts)
        if rest and getattr(rest[0], "when", None) is None:
            prev = rest.pop(0)        # what it did is "them" for a test that follows (PR-074: the cards milled)
            ctx.done = _DONE.get(getattr(prev, "do", ""), ctx.done)
            first = _action(prev, ctx)
            if first.startswith("your opponent selects "):      # "... to make your opponent select" (BSS04-022, 120)
                first = "make your opponent select " + first[len("your opponent selects "):]
            # a price paid one of several ways ends its list before what it buys (BSS06-102)
            text += ("; then, for that, " if any(isinstance(a, E.OneOf) for a in cost) else " to ") + first
    for act in rest:
        when = getattr(act, "when", None)
        if isinstance(act, E.Chain):       # 11-15: a follow-up of its own, headed by its colour
            chained = _action(act, ctx)
            if when is not None:
                chained = f"if {_condition(when, ctx)}: {chained}"
            text = chained if not text else f"{text}. {chained}"
        elif when is not None:
            # the cards a discard of several left are "them" (BSS04-069: "if one of them is a Preybird card")
            many = getattr(prev, "do", None) in ("discard", "mill") and getattr(prev, "count", 1) != 1
            cond = _condition(when, replace(ctx, plural=True) if many else ctx)
            if getattr(prev, "do", "") == "summon" and isinstance(when, E.ThoseAre):
                cond = "you do"        # "those" after a summon: the card summoned (BSS05-012)
            clause = _action(act, ctx)
            if not text:
                text = f"if {cond}, {lead}{clause}"
            else:
                text += f". Then, if {cond}, {clause}"
        else:
            clause = _action(act, ctx)
            text = f"{lead}{clause}" if not text else f"{text}, then {clause}"
        prev = act
        ctx.done = _DONE.get(getattr(act, "do", ""), ctx.done)
    return text


_DONE = {"exhaust": "exhausted", "refresh": "refreshed", "destroy": "destroyed", "settle": "destroyed"}
