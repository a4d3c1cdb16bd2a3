"""A field card's colours (2-4) and spirit types now: printed, plus those constant effects add (some
only while paying for a card) or an effect gave for a while."""

from __future__ import annotations

from ..model.state import FieldCard, State
from .paying import paid_matches
from .active import lasting_on


def colours_of(st: State, fc: FieldCard) -> tuple[str, ...]:
    """Its printed colours plus any a constant effect adds (some only while paying for a card)."""
    out = fc.card.colours
    for change in lasting_on(st, fc, "colours"):        # 8-8-1-2
        m = change.modifier
        if paid_matches(st, m, st.paying):
            out = out + tuple(c for c in m.colours if c not in out)
    return out


def families_of(st: State, fc: FieldCard) -> tuple[str, ...]:
    """Its printed spirit types plus any a constant effect gives ("families": BSS02-062) or an
    effect gave it for a while (gain_family: BSS02-128)."""
    out = fc.card.families
    changes = lasting_on(st, fc, "families")      # 8-8-1-2
    # the families gained for a while come first, each checked against the printed ones only: the
    # order (and the repeats) the last known states have always recorded, which the dumps keep
    printed = out
    out = out + tuple(f for c in changes if not c.constant for f in c.modifier.families if f not in printed)
    for change in changes:
        if change.constant:      # a constant effect's (BSS02-062)
            out = out + tuple(f for f in change.modifier.families if f not in out)
    return out


def every_family(st: State, fc: FieldCard) -> bool:
    """The card has every spirit type (an "all_families" constant effect: PR-071)."""
    return any(change.kind == "all_families" for change in lasting_on(st, fc, "families"))
