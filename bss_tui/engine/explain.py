"""Why an action is not legal now: a one-line reason citing the rule (principle 10)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import derived
from .payment import cost_of, pool

if TYPE_CHECKING:
    from .game import Game

_KIND_RULES = {
    "first_player": "5-2-6", "mulligan": "5-2-7", "main": "6-6-1-2-1", "pay": "10-6-6",
    "place_cores": "10-6-7", "attack": "6-7-3-2", "flash": "7-1-2-1", "block": "7-1-3-1",
    "trigger_order": "8-5-2-4", "target": "8-5-3", "optional": "8-1-8", "burst": "10-9-3",
    "discard": "10-2-2", "core_choice": "8-5-6", "amount": "1-3-5",
}


def explain(g: "Game", action: str) -> tuple[str, str]:
    """(rule, message) for an action that is not among the legal ones."""
    d = g.decision
    st = g.st
    who = g.name(d.player)
    words = action.split()
    verb = words[0] if words else ""
    rule = _KIND_RULES.get(d.kind, d.rule)
    seat = d.player
    if verb in ("summon", "place", "use", "set") and len(words) >= 2:
        card_id = words[1]
        hand = [c for c in st.players[seat].hand if c.id == card_id]
        if d.kind not in ("main", "flash"):
            return rule, f"'{action}' is not possible now: {who} must answer a {d.kind} decision"
        if not hand:
            return "3-3-1", f"{who} has no {card_id} in hand"
        card = hand[0]
        if verb == "set":
            if not card.has_burst:
                return "3-8-4", f"{card.name} has no burst effect and cannot be set"
            if st.burst_set_this_turn:
                return "6-6-1-2-2", "only one burst may be set per turn"
            return "6-6-1-2-2", "a burst can only be set during your main step"
        if verb in ("summon", "place"):
            if d.kind != "main":
                return "6-6-1-2-1", f"spirits and nexuses are summoned or placed in your main step"
            need = cost_of(g, seat, card) + card.lv1_cores
            have = pool(g, seat).total()
            if (verb == "summon") != (card.type == "spirit") or card.type == "magic":
                return "2-3-2", f"{card.name} is a {card.type}: summon spirits, place nexuses, use magic"
            return "10-6-6", (f"{card.name} needs {need} cores (cost {cost_of(g, seat, card)} after reduction "
                              f"plus {card.lv1_cores} for LV1) but only {have} are available")
        if verb == "use":
            if card.type != "magic":
                return "10-8-1", f"{card.name} is not a magic card"
            if d.kind == "flash" and not any("flash" in card.effects[n - 1].windows for n in card.magic_effects):
                return "8-1-6-1", f"{card.name} has no flash effect to use in a flash window"
            if d.kind == "main" and not any("main" in card.effects[n - 1].windows for n in card.magic_effects):
                return "8-1-6-1", f"{card.name} has only flash effects: use it in a flash window"
            cost = cost_of(g, seat, card)
            if cost > pool(g, seat).total():
                return "10-8-6", f"{card.name} costs {cost} but only {pool(g, seat).total()} cores are available"
            return "10-8-3", f"write 'use {card.id} N' with the number of the effect to use"
    if verb in ("attack", "block") and len(words) == 2:
        fc = st.by_label(words[1])
        if d.kind != verb:
            return rule, f"no {verb} can be declared now: {who} must answer a {d.kind} decision"
        if fc is None:
            return "7-1-1-1", f"there is no card labelled {words[1]} on the field"
        if fc.controller != seat:
            return "7-1-1-1", f"[{fc.label}] is not controlled by {who}"
        if fc.card.type != "spirit":
            return "7-1-1-1", "only spirits attack and block"
        if fc.exhausted:
            return "7-1-1-1" if verb == "attack" else "7-1-3-1", \
                f"[{fc.label}] {fc.card.name} is exhausted; only a refreshed spirit can {verb}"
        if derived.restricted(st, fc, verb):
            return "8-2-2-2", f"[{fc.label}] {fc.card.name} cannot {verb} because of an effect"
    if verb == "move" and d.kind != "main":
        return "6-6-1-2-3", "cores are moved freely only in your own main step"
    options = ", ".join(list(d.options)[:8])
    more = "" if len(d.options) <= 8 else ", ..."
    return rule, f"'{action}' is not legal now: {who} must decide ({d.kind}); legal: {options}{more}"
