"""The modifier kinds the rules read, checked against their one declaration: the `what` of a constant
effect's Modifier in the effect language (carddb.effects).  The rules name the kinds they look for as
sets made by `declared`, so a misspelt kind stops the rules from importing instead of silently matching
no modifier at all."""

from __future__ import annotations

from ...carddb.effects import MODIFIER_KEYS

# What the rules read modifiers by: each characteristic kind, each rule kind with its action (Modifier.key).
MODIFIER_KINDS: frozenset[str] = frozenset(MODIFIER_KEYS)


def declared(*names: str) -> frozenset[str]:
    """The set of these modifier keys, each of which the effect language must declare."""
    unknown = sorted(set(names) - MODIFIER_KINDS)
    if unknown:
        raise ValueError(f"not modifier kinds of the effect language: {', '.join(unknown)}")
    return frozenset(names)


# The kinds that change BP (8-8-1-3): an addition and a set LV1 BP.  Their target filters read no BP,
# since a BP change cannot depend on BP (no loop); `bp` keys its reading of each by these.
BP_KINDS = declared("bp", "lv1_bp")
