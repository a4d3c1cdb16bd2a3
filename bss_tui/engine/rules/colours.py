"""A field card's colours (2-4) and spirit types now: printed, plus those constant effects add (some
only while paying for a card) or an effect gave for a while."""

from __future__ import annotations

from ..model.state import FieldCard, State
from .paying import paid_matches
from .active import lasting_on, modifiers_on


_colouring = [False]   # a colour modifier's own filters see printed colours only (no loops)


def colours_of(st: State, fc: FieldCard) -> tuple[str, ...]:
    """Its printed colours plus any a constant effect adds (some only while paying for a card)."""
    out = fc.card.colours
    if _colouring[0]:
        return out
    _colouring[0] = True
    try:
        for m in modifiers_on(st, fc, "colours"):
            if paid_matches(st, m, st.paying):
                out = out + tuple(c for c in m.colours if c not in out)
    finally:
        _colouring[0] = False
    return out


_typing = [False]   # a family modifier's own filters see no family a constant effect gives (no loops)


def families_of(st: State, fc: FieldCard) -> tuple[str, ...]:
    """Its printed spirit types plus any a constant effect gives ("families": BSS02-062) or an
    effect gave it for a while (gain_family: BSS02-128)."""
    out = fc.card.families
    typing = _typing[0]       # a family modifier's own filters see the families gained for a while only
    _typing[0] = True
    try:
        changes = lasting_on(st, fc, "families", constants=not typing)      # 8-8-1-2
        # the families gained for a while come first, each checked against the printed ones only: the
        # order (and the repeats) the last known states have always recorded, which the dumps keep
        printed = out
        out = out + tuple(f for c in changes if not c.constant for f in c.modifier.families if f not in printed)
        for change in changes:
            if change.constant:      # a constant effect's (BSS02-062)
                out = out + tuple(f for f in change.modifier.families if f not in out)
    finally:
        _typing[0] = typing
    return out


def every_family(st: State, fc: FieldCard) -> bool:
    """The card has every spirit type (an "all_families" constant effect: PR-071)."""
    if _typing[0]:
        return False
    _typing[0] = True
    try:
        return next(modifiers_on(st, fc, "all_families"), None) is not None
    finally:
        _typing[0] = False
