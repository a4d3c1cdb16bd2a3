"""Each vocabulary is declared once and everything else derives from it."""

from __future__ import annotations

import typing

import bss_tui.engine  # noqa: F401  (loads every module that registers an effect verb)
from bss_tui.carddb import effects as E
from bss_tui.engine.model.decisions import Kind
from bss_tui.engine.verbs.directives import HANDLERS, verb_of
from bss_tui.engine.verbs.lasting import MARKS
from bss_tui.engine.flows.explain import check
from bss_tui.engine.operations.view import view


def _verbs() -> list[str]:
    union = typing.get_args(E.Action)[0]
    return [verb_of(model) for model in typing.get_args(union)]


def test_every_effect_verb_has_exactly_one_handler():
    """A verb added to the effect language without a handler (or a handler for no verb) fails."""
    verbs = _verbs()
    assert len(verbs) == len(set(verbs))
    assert sorted(HANDLERS) == sorted(verbs)


def test_every_lasting_modifier_kind_has_exactly_one_mark():
    """`apply` marks its targets by the modifier's kind: each kind the language lets last has one way,
    and each is a modifier kind of the language."""
    assert sorted(MARKS) == sorted(E.LASTING_KINDS)
    assert set(E.LASTING_KINDS) <= set(E.MODIFIER_KEYS)


def test_every_decision_kind_cites_a_rule():
    for kind in Kind:
        assert kind.rule and all(part.isdigit() for part in kind.rule.split("-")), kind
        assert Kind(str(kind)) is kind


def test_engine_layers_have_no_function_level_imports():
    """Imports only go down and stand at the top of each module."""
    import pathlib
    import re
    root = pathlib.Path(bss_tui.engine.__file__).parent
    offenders = []
    for path in sorted(root.rglob("*.py")) + sorted((root.parent / "carddb").rglob("*.py")):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if re.match(r"^\s{4,}(from \.|from bss_tui|import bss_tui)", line):
                offenders.append(f"{path.relative_to(root.parent)}:{number}")
    assert offenders == []
    assert check and view     # the facade's collaborators import cleanly
