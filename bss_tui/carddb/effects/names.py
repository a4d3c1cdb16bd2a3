"""The declared names of the effect language as tuples of strings, each read from the one place it
is declared: a discriminated union's tags (the verbs are the `do` values of Action's members), a
Literal field of a model (the modifier kinds are Modifier.what's values), or a Literal vocabulary
of base.py (the trigger events).  The renderer, the engine and the vocabulary report build their
registries from these, and their tests check that every name has an entry, so a name added to a
model reaches every registry without a second list to keep in step."""

from __future__ import annotations

import types
from collections.abc import Iterator
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel
from pydantic.fields import FieldInfo

from .base import CardType, Colour, CoreDest, CorePlace, CoreSource, Duration, During, Keyword, Side, Step, TriggerEvent
from .compare import Reference
from .conditions import Condition
from .counts import Count
from .effect import Action, Effect
from .modifiers import ACTIONS_OF, Modifier, RuleAction, rule_key
from .targets import Target
from .verbs_lasting import ONLY_LASTING


def members(annotation: Any) -> Iterator[Any]:
    """The types an annotation is made of: Annotated, Optional/Union and tuple[X, ...] unwrapped."""
    origin = get_origin(annotation)
    if origin is Annotated:
        yield from members(get_args(annotation)[0])
    elif origin in (Union, types.UnionType, tuple):
        for arg in get_args(annotation):
            if arg is not Ellipsis:
                yield from members(arg)
    else:
        yield annotation


def models_in(annotation: Any) -> list[type[BaseModel]]:
    return [t for t in members(annotation) if isinstance(t, type) and issubclass(t, BaseModel)]


def literal_values(annotation: Any) -> tuple[str, ...]:
    """The string values of the Literal parts of an annotation (`int | Literal["all"]` gives "all")."""
    out: list[str] = []
    for member in members(annotation):
        if get_origin(member) is Literal:
            out.extend(v for v in get_args(member) if isinstance(v, str))
    return tuple(out)


def union_tags(union: Any) -> dict[type[BaseModel], str]:
    """A discriminated union's member models and the name of their discriminator field."""
    args = get_args(union)
    info = next(a for a in args[1:] if isinstance(a, FieldInfo))
    if not isinstance(info.discriminator, str):
        raise TypeError(f"{union!r} has no discriminator field name")
    return {model: info.discriminator for model in models_in(args[0])}


def tag_values(union: Any) -> dict[str, type[BaseModel]]:
    """Each discriminator value of a union ("move_cores") and the model it selects, in the union's order."""
    out: dict[str, type[BaseModel]] = {}
    for model, field in union_tags(union).items():
        for value in literal_values(model.model_fields[field].annotation):
            out[value] = model
    return out


# The tags of the three discriminated unions and the model each selects.
VERB_MODELS = tag_values(Action)
# The verbs whose result lasts for a while (8-8-1-4): each model says so with LASTS.
LASTING: frozenset[str] = frozenset(verb for verb, model in VERB_MODELS.items() if getattr(model, "LASTS", False))
TARGET_KIND_MODELS = tag_values(Target)
CONDITION_TEST_MODELS = tag_values(Condition)

VERBS: tuple[str, ...] = tuple(VERB_MODELS)
TARGET_KINDS: tuple[str, ...] = tuple(TARGET_KIND_MODELS)
CONDITION_TESTS: tuple[str, ...] = tuple(CONDITION_TEST_MODELS)

# The vocabularies declared as a Literal field of one model.
MODIFIER_KINDS = literal_values(Modifier.model_fields["what"].annotation)
# The rule kinds (ACTIONS_OF) and the kinds that change a card's characteristics: every other one.
RULE_KINDS: tuple[str, ...] = tuple(kind for kind in MODIFIER_KINDS if kind in ACTIONS_OF)
CHARACTERISTIC_KINDS: tuple[str, ...] = tuple(kind for kind in MODIFIER_KINDS if kind not in ACTIONS_OF)
RULE_ACTIONS = literal_values(RuleAction)
# What the rules, the text and the lasting marks read a modifier by (Modifier.key): each characteristic
# kind, and each rule kind with each of its actions ("cannot:attack").
MODIFIER_KEYS: tuple[str, ...] = tuple(
    key for kind in MODIFIER_KINDS
    for key in ((kind,) if kind not in ACTIONS_OF else tuple(rule_key(kind, a) for a in ACTIONS_OF[kind])))
# The keys a constant effect may apply: all but those only a lasting `apply` leaves.
CONSTANT_MODIFIER_KEYS = tuple(key for key in MODIFIER_KEYS if key not in ONLY_LASTING)
# A count is a source read by a measure (counts.py): two vocabularies shared by every count.
COUNT_SOURCES = literal_values(Count.model_fields["of"].annotation)
COUNT_MEASURES = literal_values(Count.model_fields["measure"].annotation)
EFFECT_KINDS = literal_values(Effect.model_fields["kind"].annotation)

# The vocabularies declared once in base.py and shared by several models.
TRIGGER_EVENTS = literal_values(TriggerEvent)
KEYWORDS = literal_values(Keyword)
PERIODS = literal_values(During)
DURATIONS = literal_values(Duration)
CORE_PLACES = literal_values(CorePlace)
CORE_SOURCES = literal_values(CoreSource)
CORE_DESTS = literal_values(CoreDest)
COLOURS = literal_values(Colour)
CARD_TYPES = literal_values(CardType)
STEPS = literal_values(Step)
SIDES = literal_values(Side)
# What a filter's comparison may name instead of a number, declared once in compare.py.
REFERENCES = literal_values(Reference)
