"""The declared names of the effect language (bss_tui/carddb/effects/names.py) are the ones the
models declare, each vocabulary's subsets and rule tables name only declared names, and the
package exports every model of its modules."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

import pytest
from pydantic import TypeAdapter

from bss_tui.carddb import effects as E
from bss_tui.carddb.effects.modifiers import MODIFIER_RULES
from bss_tui.carddb.schema import HAS_LEVELS


def _schema(annotation: Any) -> dict[str, Any]:
    return TypeAdapter(annotation).json_schema()


def _enum(model: type, field: str) -> list[str]:
    """The values pydantic's JSON Schema gives a Literal field: read apart from names.py."""
    schema = model.model_json_schema()
    if "$ref" in schema:        # a recursive model (Effect) is a reference into its own definitions
        schema = schema["$defs"][schema["$ref"].rsplit("/", 1)[-1]]
    prop = schema["properties"][field]
    return list(prop["enum"] if "enum" in prop else prop["items"]["enum"])


@pytest.mark.parametrize(("names", "union"), [(E.VERBS, E.Action), (E.TARGET_KINDS, E.Target),
                                              (E.CONDITION_TESTS, E.Condition)])
def test_tags_are_the_unions_discriminator_values(names, union):
    schema = _schema(union)
    assert sorted(names) == sorted(schema["discriminator"]["mapping"])
    assert len(names) == len(set(names))


@pytest.mark.parametrize(("names", "model", "field"), [
    (E.MODIFIER_KINDS, E.Modifier, "what"), (E.COUNT_SOURCES, E.Count, "of"), (E.COUNT_MEASURES, E.Count, "measure"),
    (E.EFFECT_KINDS, E.Effect, "kind"),
    (E.TRIGGER_EVENTS, E.Trigger, "event"), (E.PERIODS, E.Effect, "during"), (E.COLOURS, E.CardFilter, "colours"),
    (E.CARD_TYPES, E.CardFilter, "types"), (E.CORE_SOURCES, E.MoveCores, "source"),
    (E.CORE_DESTS, E.MoveCores, "dest"),
])
def test_literal_vocabularies_are_the_fields_values(names, model, field):
    assert list(names) == _enum(model, field)
    assert len(names) == len(set(names))


def test_one_verb_per_model():
    """Each verb's model declares one `do` tag, so a verb names one model and back."""
    union = _schema(E.Action)
    refs = [item["$ref"] for item in union["oneOf"]]
    assert len(refs) == len(set(refs)) == len(E.VERBS)


def test_subsets_and_rule_tables_name_declared_names():
    assert E.LASTING <= set(E.VERBS)
    assert E.HAND_COST_KINDS <= set(E.MODIFIER_KEYS)
    assert set(MODIFIER_RULES) <= set(E.MODIFIER_KEYS)


def test_each_rule_kind_declares_its_actions_and_every_action_belongs_to_one():
    """A rule kind says which rule with its `action` (ACTIONS_OF): the declared actions are exactly the
    `action` field's values, and a kind that changes a card takes none."""
    assert set(E.RULE_KINDS) == set(E.ACTIONS_OF) and set(E.RULE_KINDS) <= set(E.MODIFIER_KINDS)
    assert sorted({a for actions in E.ACTIONS_OF.values() for a in actions}) == sorted(E.RULE_ACTIONS)
    assert E.Modifier(what="cannot", action="attack").key == "cannot:attack"
    with pytest.raises(ValueError, match="'cannot' modifier names its `action`"):
        E.Modifier.model_validate({"what": "cannot"})
    with pytest.raises(ValueError, match="'bp' modifier changes a card, not a rule"):
        E.Modifier.model_validate({"what": "bp", "amount": 1000, "action": "attack"})
    assert sorted(HAS_LEVELS) == sorted(E.CARD_TYPES)


def test_a_kinds_rule_is_looked_up_by_its_name():
    with pytest.raises(ValueError, match="'attack_cost' modifier names the cores to pay"):
        E.Modifier.model_validate({"what": "extra_cost", "action": "attack", "amount": 0})
    with pytest.raises(ValueError, match="'cannot:draw' modifier names the players"):
        E.Modifier.model_validate({"what": "cannot", "action": "draw", "target": {"kind": "this"}})
    assert E.Modifier.model_validate({"what": "bp", "amount": -1000}).amount == -1000


def test_the_package_exports_every_model_of_its_modules():
    """`from bss_tui.carddb import effects as E` reaches every model, whichever module declares it."""
    missing = []
    for info in pkgutil.iter_modules(E.__path__):
        module = importlib.import_module(f"{E.__name__}.{info.name}")
        for name, value in vars(module).items():
            if isinstance(value, type) and issubclass(value, E._Model) and value.__module__ == module.__name__ \
                    and not name.startswith("_") and getattr(E, name, None) is not value:
                missing.append(f"{info.name}.{name}")
    assert missing == []
    assert all(hasattr(E, name) for name in E.__all__)
