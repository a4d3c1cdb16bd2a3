"""Every name of each vocabulary of the effect language has exactly one renderer in the card text
(bss_tui/carddb/text/), so a verb, modifier kind, condition test, target kind, count source or measure, trigger
event, trigger subject or effect kind added to effects.py without its words fails here, not in a
player's game."""

from __future__ import annotations

import typing
from typing import Any

import pytest
from pydantic import BaseModel

from bss_tui.carddb import effects as E
from bss_tui.carddb.text.conditions import CONDITIONS
from bss_tui.carddb.effects.counts import MEASURES_OF
from bss_tui.carddb.text.context import _Ctx
from bss_tui.carddb.text.counts import COUNTED, SOURCES, _counted
from bss_tui.carddb.text.events import EVENTS
from bss_tui.carddb.text.layout import HEADS
from bss_tui.carddb.text.modifiers import MODIFIERS
from bss_tui.carddb.text.registry import Registry
from bss_tui.carddb.text.targets import TARGETS
from bss_tui.carddb.text.triggers import SUBJECTS
from bss_tui.carddb.text.verbs import SENTENCES
from bss_tui.carddb.text.verbs_lasting import LASTING


def _tags(union: Any, field: str) -> list[str]:
    """The tag values of a discriminated union's models, read from the declaration itself."""
    members = typing.get_args(typing.get_args(union)[0])
    return [value for model in members for value in typing.get_args(model.model_fields[field].annotation)]


def _literal(model: type[BaseModel], field: str) -> list[str]:
    return list(typing.get_args(model.model_fields[field].annotation))


DECLARED: dict[str, tuple[Registry[Any], list[str]]] = {
    "verb": (SENTENCES, _tags(E.Action, "do")),
    # the constant sentences: every kind but those only a lasting `apply` leaves (said by its sentences)
    "modifier kind": (MODIFIERS, list(E.CONSTANT_MODIFIER_KEYS)),
    "condition test": (CONDITIONS, _tags(E.Condition, "test")),
    "target kind": (TARGETS, _tags(E.Target, "kind")),
    "count source": (SOURCES, _literal(E.Count, "of")),
    "count measure": (COUNTED, _literal(E.Count, "measure")),
    "trigger event": (EVENTS, list(typing.get_args(E.TriggerEvent))),
    "trigger subject": (SUBJECTS, _literal(E.Trigger, "subject")),
    "effect kind": (HEADS, _literal(E.Effect, "kind")),
    "lasting modifier kind": (LASTING, list(E.LASTING_KINDS)),
}


@pytest.mark.parametrize("vocabulary", list(DECLARED))
def test_every_declared_name_has_exactly_one_renderer(vocabulary: str) -> None:
    registry, names = DECLARED[vocabulary]
    assert names and len(names) == len(set(names)), f"a {vocabulary} declared twice"
    assert sorted(registry.entries) == sorted(names), (
        f"{vocabulary}s without words: {sorted(set(names) - set(registry.entries))}; "
        f"words for no {vocabulary}: {sorted(set(registry.entries) - set(names))}")


def test_a_registry_refuses_an_undeclared_name_and_a_second_renderer() -> None:
    registry: Registry[str] = Registry("verb", ["draw"])
    registry.add("draw", "draw cards")
    with pytest.raises(ValueError, match="two renderers"):
        registry.add("draw", "draw again")
    with pytest.raises(ValueError, match="no verb"):
        registry.add("juggle", "juggle")
    assert registry.get("draw") == "draw cards"
    assert registry.get("juggle") is None and registry.get(None) is None


@pytest.mark.parametrize("source", list(MEASURES_OF))
def test_every_measure_a_source_offers_is_worded(source: str) -> None:
    """A count is worded as its measure of its source ('cores in your trash'): every pair the
    language allows has words of its own, in the singular and the plural, never a bare name."""
    for measure in sorted(MEASURES_OF[source]):
        count = E.Count.model_validate({"of": source, "measure": measure, "filter": {"side": "you"}})
        for plural in (False, True):
            words = _counted(count, _Ctx(), plural)
            assert words.strip() and "_" not in words, (source, measure, words)


def test_each_kind_that_changes_a_hand_has_its_own_words() -> None:
    """The kinds worded as a change to the cards of a hand (constant, or left by a watch) each have
    their sentence, keyed by the kind rather than chosen by a chain of tests."""
    from bss_tui.carddb.text.modifiers import HAND_CHANGES
    assert sorted(HAND_CHANGES) == sorted(["extra_cost:magic_cores", "cost", "extra_cost:discard",
                                           "cannot:play", "may:play_free", "reduction_symbols"])
    assert set(HAND_CHANGES) <= set(E.MODIFIER_KEYS)
