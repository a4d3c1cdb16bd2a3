"""The names of the effect language's vocabularies the renderers are keyed by, read from their
one declaration (effects.py, as vocab.py derives them) and never typed again here."""

from __future__ import annotations

from typing import get_args

from .. import effects as E
from ..vocab import CONDITION_TESTS as _TESTS, EFFECT_KINDS, MODIFIER_KINDS, TARGET_KINDS as _KINDS, VERBS as _VERBS

VERBS: tuple[str, ...] = tuple(_VERBS)                  # the `do` of each directive model
TARGET_KINDS: tuple[str, ...] = tuple(_KINDS)          # the `kind` of each target model
CONDITION_TESTS: tuple[str, ...] = tuple(_TESTS)       # the `test` of each condition model
TRIGGER_EVENTS: tuple[str, ...] = get_args(E.TriggerEvent)
COUNT_KINDS: tuple[str, ...] = get_args(E.Count.model_fields["of"].annotation)

__all__ = ["VERBS", "TARGET_KINDS", "CONDITION_TESTS", "TRIGGER_EVENTS", "COUNT_KINDS", "MODIFIER_KINDS",
           "EFFECT_KINDS"]
