"""BP (2-11, 8-8-1-3): the level's BP, then the lasting effects on it in their layers (active.lasting_on),
and the BP of the spirits linked to an attacker (11-18-1); what reads as 0 when negative (1-3-6)."""

from __future__ import annotations

from typing import Callable, Iterable

from ...carddb.effects import Effect
from ..model.state import FieldCard, State
from .kinds import BP_KINDS
from .periods import linkers
from .printed import level_bp
from .active import constant_effects, is_spirit, lasting_on, level, modifiers_on


def shown_bp(value: int) -> int:
    """1-3-6: a value that would be negative is treated as zero."""
    return value if value > 0 else 0


def bp(st: State, fc: FieldCard, active: Iterable[tuple[FieldCard, Effect]] | None = None) -> int:
    """Its level's printed BP, then the lasting effects on its BP layer by layer (8-8-1-3-2..5:
    `lasting_on`), then the BP of the spirits linked to it (11-18-1).  `active`: the constant effects on
    now, when the caller asks for many spirits' BP in one state."""
    lv = level(st, fc)
    value = level_bp(fc.card, lv)
    added = 0
    for change in lasting_on(st, fc, "bp", active):
        value, added = BP_FOLDS[change.kind](fc, lv, change.value, value, added)
    for linker in linkers(st, fc):     # 11-18-1: the attacker gains the BP of the spirits linked to it
        added += shown_bp(bp(st, linker))
    return value + added


def _adds(fc: FieldCard, lv: int, amount: int, value: int, added: int) -> tuple[int, int]:
    """"bp": an addition or a subtraction (8-8-1-3-5)."""
    return value, added + amount


def _sets_lv1(fc: FieldCard, lv: int, amount: int, value: int, added: int) -> tuple[int, int]:
    """"lv1_bp": the LV1 BP redefined (8-8-1-3-3, BSS02-093), at LV1 only."""
    return (amount if lv == 1 else value), added


def _as_spirit(fc: FieldCard, lv: int, amount: int, value: int, added: int) -> tuple[int, int]:
    """A nexus also a spirit for a while has the BP it was given (8-8-1-3-4, BSS05-113)."""
    return (amount if fc.card.type != "spirit" else value), added


# How each BP change folds into the (value, additions) of the BP, in the layer lasting_on puts it in.
BP_FOLDS: dict[str, Callable[[FieldCard, int, int, int, int], tuple[int, int]]] = {
    "lv1_bp": _sets_lv1, "as_spirit": _as_spirit, "bp": _adds}


def bp_value(st: State, fc: FieldCard) -> int:
    """The BP that comparisons, filters, totals and last states read: 1-3-6 treats a negative
    result as 0 (the raw sum in `bp` is what further adjustments start from)."""
    return shown_bp(bp(st, fc))


class BPs:
    """Whether spirits have lost all their BP, in one state (the checkpoint asks for every spirit's):
    the active constant effects found once, and only if some spirit's BP has to be worked out."""

    __slots__ = ("st", "_active", "floor")

    def __init__(self, st: State) -> None:
        self.st = st
        self._active: list[tuple[FieldCard, Effect]] | None = None
        # BP is the level's printed BP plus additions (8-8-1-3); with no field card that may lower it
        # and no lowering for a while (the common case), none is negative, so no spirit printing more
        # than 0 BP at every level can be at 0 or less, whatever its level; and with no nexus treated
        # as a spirit for a while, only spirit cards have BP to lose
        self.floor = True
        for fc in st.field:         # loops, not any() over generators: at every checkpoint
            if fc.card.may_lower_bp:
                self.floor = False
                return
        for m in st.mods:
            if m.kind == "bp" and m.value < 0 or m.kind == "as_spirit":
                self.floor = False
                return

    def none_left(self, fc: FieldCard) -> bool:
        """9-4-2: a spirit at BP 0 or less (a card that is no spirit has no BP to lose)."""
        if not is_spirit(self.st, fc):
            return False
        if self._active is None:
            self._active = constant_effects(self.st, BP_KINDS)
        return bp(self.st, fc, self._active) <= 0


def link_limit(st: State, fc: FieldCard) -> int:
    """How many spirits Link may link to `fc`: one (11-18-3), or the largest "at_most:links" amount that
    applies to it (BSS06-002: "up to two")."""
    return max([1] + [m.amount for m in modifiers_on(st, fc, "at_most:links") if isinstance(m.amount, int)])
