"""The names of the effect language's vocabularies the renderers are keyed by, read from their
one declaration (the effects package derives them from its models) and never typed again here."""

from __future__ import annotations

from ..effects import (CONDITION_TESTS, CONSTANT_MODIFIER_KEYS, COUNT_MEASURES, COUNT_SOURCES, EFFECT_KINDS,
                       MODIFIER_KINDS, TARGET_KINDS, TRIGGER_EVENTS, VERBS)

__all__ = ["VERBS", "TARGET_KINDS", "CONDITION_TESTS", "TRIGGER_EVENTS", "COUNT_SOURCES", "COUNT_MEASURES",
           "MODIFIER_KINDS", "CONSTANT_MODIFIER_KEYS", "EFFECT_KINDS"]
