"""Bloodcurse (no rule of chapter 11 defines it; keywords.json, the official keyword list, does; glossary
entry "Bloodcurse"): while a spirit of yours has it, the life your spirits with Curse or Bloodcurse take
goes to the void instead of the reserve (7-1-5-3-1)."""

from __future__ import annotations

from ..model.state import FieldCard, State
from ..rules import derived


def life_to_void(st: State, attacker: FieldCard) -> str | None:
    """What sends the life this attacker takes to the void instead of the reserve (7-1-5-3-1), named
    for the log, or None: a constant effect says so ("instead:life_to_void": BSS01-026), or Bloodcurse does.
    Bloodcurse is in no rule of chapter 11; keywords.json defines it: while a spirit of yours has it,
    the life your spirits with Curse or Bloodcurse take goes to the void."""
    if any(True for _ in derived.modifiers_on(st, attacker, "instead:life_to_void")):
        return "an effect"
    if not (derived.has_keyword(st, attacker, "Curse") or derived.has_keyword(st, attacker, "Bloodcurse")):
        return None
    holder = next((fc for fc in st.field if fc.controller == attacker.controller and fc.card.type == "spirit"
                   and derived.has_keyword(st, fc, "Bloodcurse")), None)
    return None if holder is None else f"Bloodcurse of [{holder.label}] {holder.card.name}"
