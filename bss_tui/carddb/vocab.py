"""The effect language's size and use (`bss-tui cards vocab`).

Everything is derived by introspecting the pydantic models reachable from `Card` and the declared
names of the effect language (effects/names.py), so a new verb, target kind, field or value appears
here by itself.
A card *uses* a field when one of its models sets it to something other than the field's default
(a required field, or a one-value tag such as `do`, counts whenever its model is there); it uses a
value (a trigger event, a keyword, ...) when a field typed with that vocabulary holds it, a default
included: a lasting directive whose `lasts` is unwritten holds "turn", what it lasts.

Reasons for rarely used parts come from Field descriptions and class docstrings only: comments in
the source are not visible to introspection, so a part explained only by a comment shows as
"no reason given".
"""

from __future__ import annotations

import re
import textwrap
from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel
from pydantic.fields import FieldInfo

from .effects import Action, CardFilter, Condition, Directive, Target
from .effects.names import (CARD_TYPES, COLOURS, CONDITION_TEST_MODELS, COUNT_MEASURES, COUNT_SOURCES, DURATIONS,
                            EFFECT_KINDS, KEYWORDS, MODIFIER_KINDS, PERIODS, RULE_ACTIONS, RULE_KINDS, REFERENCES, STEPS, TARGET_KIND_MODELS, TRIGGER_EVENTS, VERB_MODELS,
                            literal_values, models_in, union_tags)
from .schema import Card

WIDTH = 80

# Literal types whose values are facts of the game (a filter may name any colour or card type by
# design), not choices of the effect language: their values are not counted as options.
GAME_FACTS: tuple[frozenset[str], ...] = (frozenset(COLOURS), frozenset(CARD_TYPES), frozenset(STEPS))

HOOKS_NOTE = ("no per-card hook mechanism exists: every effect is data in the effect language, "
              "and there is no registry of per-card Python code to count")


@dataclass(frozen=True)
class Part:
    """One piece of the language and the cards that use it."""

    kind: str                   # "verb", "target kind", "condition test", "field", "trigger event", ...
    name: str                   # "move_cores", "MoveCores.up_to", "summoned", "SelectTarget.mode=up_to"
    cards: tuple[str, ...]      # ids of the cards using it, sorted
    reason: str | None          # from a Field description or a class docstring; None: no reason given

    @property
    def uses(self) -> int:
        return len(self.cards)


@dataclass(frozen=True)
class ModelSize:
    name: str
    module: str                 # "effects" or "schema"
    fields: int                 # fields declared on the model itself (inherited ones counted once, on their owner)


@dataclass(frozen=True)
class Sizes:
    verbs: int
    target_kinds: int
    trigger_events: int
    modifier_kinds: int
    rule_kinds: int             # of which the kinds that change a rule, each naming it by an action (ACTIONS_OF)
    rule_actions: int           # the actions those name
    durations: int
    periods: int
    condition_tests: int
    count_sources: int          # what a count expression (an amount read from the game) reads: field, hand ...
    count_measures: int         # what it counts there: how many, their cores, their symbols ...
    filter_fields: int
    models: int
    fields: int                 # every field of every model, counted once on the class declaring it
    tag_fields: int             # of which union discriminators (`do`, `kind`): counted as verbs and target kinds


@dataclass(frozen=True)
class VocabReport:
    cards: int
    sizes: Sizes
    models: tuple[ModelSize, ...]
    verbs: tuple[Part, ...]
    target_kinds: tuple[Part, ...]
    condition_tests: tuple[Part, ...]
    fields: tuple[Part, ...]    # every field but the union discriminators
    values: tuple[Part, ...]    # trigger events, modifier kinds, keywords, durations, periods, effect kinds
    options: tuple[Part, ...]   # the other literal choices of the language ("SelectTarget.mode=up_to")
    python_hooks: int
    hooks_note: str

    def parts(self) -> tuple[Part, ...]:
        return self.verbs + self.target_kinds + self.condition_tests + self.fields + self.values + self.options

    def rare(self, at_most: int = 1) -> tuple[Part, ...]:
        """Every part used by at most `at_most` cards, the least used first."""
        return tuple(sorted((p for p in self.parts() if p.uses <= at_most), key=lambda p: p.uses))


# ---- the models -------------------------------------------------------------------------------


def reachable_models(root: type[BaseModel] = Card) -> tuple[type[BaseModel], ...]:
    """Every model a card can contain, in discovery order."""
    seen: list[type[BaseModel]] = [root]
    for model in seen:
        for info in model.model_fields.values():
            seen.extend(m for m in models_in(info.annotation) if m not in seen)
    return tuple(seen)


def _owner(model: type[BaseModel], field: str) -> type[BaseModel]:
    """The class that declares a field (`when` belongs to the directives' common base)."""
    for klass in model.__mro__:
        if field in klass.__dict__.get("__annotations__", {}):
            return klass
    return model


def _qualified(model: type[BaseModel], field: str) -> str:
    return f"{_owner(model, field).__name__}.{field}"


# ---- the vocabularies ------------------------------------------------------------------------

# model -> (the kind of part its tag is, its discriminator field)
TAGGED: dict[type[BaseModel], tuple[str, str]] = {
    **{m: ("verb", f) for m, f in union_tags(Action).items()},
    **{m: ("target kind", f) for m, f in union_tags(Target).items()},
    **{m: ("condition test", f) for m, f in union_tags(Condition).items()},
}

def _is_tag(model: type[BaseModel], name: str) -> bool:
    """A union discriminator (`do`, `kind`): its values are the verbs and target kinds."""
    return TAGGED.get(model, ("", ""))[1] == name


# Named value vocabularies: a field whose Literal holds exactly these values is typed with it.
VALUE_VOCABULARIES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("trigger event", TRIGGER_EVENTS),
    ("modifier kind", MODIFIER_KINDS),
    ("keyword", KEYWORDS),
    ("duration", DURATIONS),
    ("period", PERIODS),
    ("effect kind", EFFECT_KINDS),
    ("reference", REFERENCES),
)


def _vocabulary_of(info: FieldInfo) -> str | None:
    values = frozenset(literal_values(info.annotation))
    for name, vocabulary in VALUE_VOCABULARIES:
        if values == frozenset(vocabulary):
            return name
    return None


def _is_option_field(model: type[BaseModel], name: str) -> bool:
    """A literal choice of the language not covered by a named vocabulary (two values or more) nor
    by a union's tags (BattleTarget's "attacker"/"blocker" are target kinds)."""
    info = model.model_fields[name]
    values = frozenset(literal_values(info.annotation))
    return len(values) >= 2 and values not in GAME_FACTS and _vocabulary_of(info) is None and not _is_tag(model, name)


# ---- walking the cards ------------------------------------------------------------------------


def _instances(value: Any) -> Iterator[BaseModel]:
    """Every model instance inside a value, the value itself included."""
    if isinstance(value, BaseModel):
        yield value
        for name in type(value).model_fields:
            yield from _instances(getattr(value, name))
    elif isinstance(value, tuple):
        for item in value:
            yield from _instances(item)


def _field_used(info: FieldInfo, value: Any) -> bool:
    default = info.get_default(call_default_factory=True)
    # A one-value tag (`do`) has that value for its default; a one-value choice left unset by default
    # (Trigger.to_zone's "hand") is used only where a card sets it.
    if info.is_required() or len(literal_values(info.annotation)) == 1 and default is not None:
        return True
    return bool(value != default)


def _held(instance: BaseModel, name: str, value: Any) -> Any:
    """What a field holds: its value, or for a lasting directive's unwritten `lasts` the duration it
    means ("turn"), a value of the vocabulary as much as a written one."""
    if isinstance(instance, Directive) and instance.LASTS and name == "lasts":
        return instance.duration
    return value


def _held_strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, tuple):
        yield from (v for v in value if isinstance(v, str))


Uses = dict[str, set[str]]


def _record(instance: BaseModel, card_id: str, uses: Mapping[str, Uses]) -> None:
    model = type(instance)
    kind, tag_field = TAGGED.get(model, ("", ""))
    if kind:
        uses[kind][getattr(instance, tag_field)].add(card_id)
    for name, info in model.model_fields.items():
        value = getattr(instance, name)
        if _field_used(info, value):
            uses["field"][_qualified(model, name)].add(card_id)
        vocabulary = _vocabulary_of(info)
        for held in _held_strings(_held(instance, name, value)):
            if vocabulary is not None:
                uses[vocabulary][held].add(card_id)
            elif _is_option_field(model, name):
                uses["option"][f"{_qualified(model, name)}={held}"].add(card_id)


def _walk(cards: Iterable[Card]) -> tuple[int, dict[str, Uses]]:
    uses: dict[str, Uses] = defaultdict(lambda: defaultdict(set))
    count = 0
    for card in cards:
        count += 1
        for instance in _instances(card):
            _record(instance, card.id, uses)
    return count, uses


# ---- reasons ------------------------------------------------------------------------------------


def _sentence_naming(doc: str | None, word: str) -> str | None:
    """The sentence of a docstring that names `word` as an identifier (`word`, "word" or 'word')."""
    if not doc:
        return None
    text = " ".join(doc.split())
    pattern = re.compile(rf"[`\"']{re.escape(word)}[`\"']")
    for sentence in re.split(r"(?<=[.;])\s+", text):
        if pattern.search(sentence):
            return sentence
    return None


def _first_sentence(doc: str | None) -> str | None:
    if not doc:
        return None
    return re.split(r"(?<=\.)\s+", " ".join(doc.split()), maxsplit=1)[0]


def _value_reason(vocabulary: str, value: str, models: tuple[type[BaseModel], ...]) -> str | None:
    """The sentence naming a value in the docstring of a model with a field of its vocabulary (a
    trigger event in Trigger's, a modifier kind in Modifier's, ...) or in that field's description."""
    for model in models:
        for name, info in model.model_fields.items():
            if _vocabulary_of(info) == vocabulary:
                found = _sentence_naming(_owner(model, name).__doc__, value) or \
                    _sentence_naming(info.description, value)
                if found:
                    return found
    return None


def _field_reason(model: type[BaseModel], name: str) -> str | None:
    description = model.model_fields[name].description
    return description or _sentence_naming(_owner(model, name).__doc__, name)


# ---- the report ---------------------------------------------------------------------------------


def _fields(models: tuple[type[BaseModel], ...]) -> dict[str, tuple[type[BaseModel], str]]:
    """Every field of the language once, by qualified name, with a model that has it."""
    out: dict[str, tuple[type[BaseModel], str]] = {}
    for model in models:
        for name in model.model_fields:
            out.setdefault(_qualified(model, name), (model, name))
    return out


def _model_sizes(fields: Iterable[str], models: tuple[type[BaseModel], ...]) -> tuple[ModelSize, ...]:
    counts: dict[str, int] = defaultdict(int)
    for qualified in fields:
        counts[qualified.split(".", 1)[0]] += 1
    owners = {_owner(m, f) for m in models for f in m.model_fields}
    ordered = [m for m in models if m in owners] + sorted(owners - set(models), key=lambda m: m.__name__)
    return tuple(ModelSize(m.__name__, _module_of(m), counts[m.__name__]) for m in ordered)


def _module_of(model: type[BaseModel]) -> str:
    """The module of carddb a model belongs to: "schema", or "effects" for every module of the
    effect language's package."""
    return model.__module__.removeprefix(f"{__package__}.").split(".")[0]


def _option_parts(models: tuple[type[BaseModel], ...], uses: Uses) -> list[Part]:
    parts: list[Part] = []
    for qualified, (model, name) in _fields(models).items():
        info = model.model_fields[name]
        if _is_option_field(model, name):
            for value in dict.fromkeys(literal_values(info.annotation)):
                key = f"{qualified}={value}"
                reason = _sentence_naming(_owner(model, name).__doc__, value) or \
                    _sentence_naming(info.description, value)
                parts.append(Part("option", key, tuple(sorted(uses[key])), reason))
    return parts


def vocab_report(cards: Mapping[str, Card] | Iterable[Card]) -> VocabReport:
    """The language's size (from the models) and its use by `cards` (a card db or any iterable)."""
    card_list = list(cards.values()) if isinstance(cards, Mapping) else list(cards)
    count, uses = _walk(card_list)
    models = reachable_models()
    fields = _fields(models)

    verbs = tuple(Part("verb", v, tuple(sorted(uses["verb"][v])), _first_sentence(m.__doc__))
                  for v, m in VERB_MODELS.items())
    targets = tuple(Part("target kind", k, tuple(sorted(uses["target kind"][k])), _first_sentence(m.__doc__))
                    for k, m in TARGET_KIND_MODELS.items())
    tests = tuple(Part("condition test", k, tuple(sorted(uses["condition test"][k])), _first_sentence(m.__doc__))
                  for k, m in CONDITION_TEST_MODELS.items())
    field_parts = tuple(Part("field", q, tuple(sorted(uses["field"][q])), _field_reason(m, n))
                        for q, (m, n) in fields.items() if not _is_tag(m, n))
    values = tuple(Part(name, v, tuple(sorted(uses[name][v])), _value_reason(name, v, models))
                   for name, vocabulary in VALUE_VOCABULARIES for v in vocabulary)
    sizes = Sizes(
        verbs=len(VERB_MODELS), target_kinds=len(TARGET_KIND_MODELS), trigger_events=len(TRIGGER_EVENTS),
        modifier_kinds=len(MODIFIER_KINDS), rule_kinds=len(RULE_KINDS), rule_actions=len(RULE_ACTIONS),
        durations=len(DURATIONS),
        periods=len(PERIODS), condition_tests=len(CONDITION_TEST_MODELS),
        count_sources=len(COUNT_SOURCES), count_measures=len(COUNT_MEASURES),
        filter_fields=len(CardFilter.model_fields), models=len(models), fields=len(fields),
        tag_fields=sum(_is_tag(m, n) for m, n in fields.values()))
    return VocabReport(
        cards=count, sizes=sizes, models=_model_sizes(fields, models), verbs=verbs, target_kinds=targets,
        condition_tests=tests,
        fields=field_parts, values=values, options=tuple(_option_parts(models, uses["option"])),
        python_hooks=0, hooks_note=HOOKS_NOTE)


# ---- rendering ----------------------------------------------------------------------------------


def _columns(items: list[tuple[str, int]], indent: int = 2) -> list[str]:
    """`name  count` cells in as many columns as fit in WIDTH, filled down then across."""
    if not items:
        return [" " * indent + "(none)"]
    name_width = max(len(n) for n, _ in items)
    count_width = max(len(str(c)) for _, c in items)
    cell = name_width + 1 + count_width + 3
    per_line = max(1, (WIDTH - indent) // cell)
    rows = -(-len(items) // per_line)
    lines = []
    for r in range(rows):
        cells = [items[i] for i in range(r, len(items), rows)]
        text = "".join(f"{n:<{name_width}} {c:>{count_width}}   " for n, c in cells)
        lines.append((" " * indent + text).rstrip())
    return lines


def _size_lines(report: VocabReport) -> list[str]:
    s = report.sizes
    by_module: dict[str, tuple[int, int]] = {}
    for m in report.models:
        models, fields = by_module.get(m.module, (0, 0))
        by_module[m.module] = (models + 1, fields + m.fields)
    split = ", ".join(f"{mod}.py {f} in {n}" for mod, (n, f) in by_module.items())
    rows = [("directive verbs", s.verbs), ("target kinds", s.target_kinds),
            ("trigger events", s.trigger_events), ("modifier kinds", s.modifier_kinds),
            ("  of them rule kinds", s.rule_kinds), ("  their actions", s.rule_actions),
            ("durations", s.durations), ("periods (during)", s.periods),
            ("condition tests", s.condition_tests), ("count sources", s.count_sources),
            ("count measures", s.count_measures),
            ("filter fields", s.filter_fields),
            ("models", s.models), ("fields, all models", s.fields),
            ("per-card Python hooks", report.python_hooks)]
    lines = [f"  {label:<24}{n:>4}" for label, n in rows]
    lines[-2] += f"  ({s.tag_fields} of them do/kind tags)"
    lines.insert(-1, f"{'':<30}{split}")
    lines.append(textwrap.fill(report.hooks_note, WIDTH, initial_indent=" " * 30, subsequent_indent=" " * 30))
    return lines


def _clip(text: str, width: int = WIDTH) -> str:
    """The text cut to `width` columns, spacing kept (textwrap.shorten would collapse it)."""
    return text if len(text) <= width else text[:width - 4].rstrip() + " ..."


def _rare_lines(parts: Iterable[Part]) -> list[str]:
    """A line a part (kind, name, card ids), then its reason, or "no reason given"."""
    lines: list[str] = []
    for p in parts:
        lines.append(_clip(f"  {p.kind:<14}{p.name}  {' '.join(p.cards)}".rstrip()))
        reason = f"reason: {p.reason}" if p.reason else "no reason given"
        lines += textwrap.wrap(reason, WIDTH, initial_indent=" " * 16, subsequent_indent=" " * 18)
    return lines or ["  (none)"]


def render(report: VocabReport) -> str:
    """Plain text, at most WIDTH columns a line."""
    out = [f"Effect language: {report.cards} cards", "", "Size"]
    out += _size_lines(report)
    out += ["", "Fields per model"]
    out += _columns([(m.name, m.fields) for m in report.models])
    out += ["", "Directive verbs (cards using each)"]
    out += _columns([(p.name, p.uses) for p in report.verbs])
    out += ["", "Target kinds"]
    out += _columns([(p.name, p.uses) for p in report.target_kinds])
    out += ["", "Condition tests"]
    out += _columns([(p.name, p.uses) for p in report.condition_tests])
    kinds = dict.fromkeys(p.kind for p in report.values)
    for kind in kinds:
        out += ["", f"Values: {kind}"]
        out += _columns([(p.name, p.uses) for p in report.values if p.kind == kind])
    out += ["", "Fields (cards setting each to something other than its default)"]
    out += _columns([(p.name, p.uses) for p in report.fields])
    out += ["", "Options (cards holding each value)"]
    out += _columns([(p.name, p.uses) for p in report.options])
    for uses, title in ((1, "Used by exactly one card"), (0, "Used by no card")):
        chosen = [p for p in report.parts() if p.uses == uses]
        out += ["", f"{title} ({len(chosen)})"]
        out += _rare_lines(chosen)
    return "\n".join(out) + "\n"
