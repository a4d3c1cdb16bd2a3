"""Per-player views (principle 8): only what that seat may see.  The opponent's hand and burst
are counts/flags, every deck is a count (3-1-2, 3-2-2, 3-3-3, 3-8-2)."""

from __future__ import annotations

from typing import Any

from ..carddb.schema import Card
from . import derived
from .state import FieldCard, seat_name
from .table import Table


def card_brief(card: Card) -> dict[str, Any]:
    return {"id": card.id, "name": card.name, "type": card.type}


def soul_place(g: Table, seat: int) -> str:
    soul = g.st.players[seat].soul
    if isinstance(soul, int):
        fc = g.st.find(soul)
        return fc.label if fc is not None else "?"
    return soul


def field_entry(g: Table, fc: FieldCard) -> dict[str, Any]:
    st = g.st
    return {
        "label": fc.label, "id": fc.card.id, "name": fc.card.name, "type": fc.card.type,
        "level": derived.level(st, fc), "bp": derived.shown_bp(derived.bp(st, fc)) if fc.card.type == "spirit" else None,
        "cores": fc.cores, "soul": st.has_soul(fc), "exhausted": fc.exhausted,
        "symbols": len(derived.symbols(st, fc)), "owner": seat_name(fc.owner),
    }


def player_view(g: Table, seat: int, viewer: int | None) -> dict[str, Any]:
    p = g.st.players[seat]
    mine = seat == viewer
    return {
        "seat": seat_name(seat), "name": p.name,
        "life": p.life, "reserve": p.reserve, "trash_cores": p.trash_cores, "soul_core": soul_place(g, seat),
        "deck_count": len(p.deck), "hand_count": len(p.hand),
        "hand": [card_brief(c) for c in p.hand] if mine else None,
        "trash": [card_brief(c) for c in p.trash],
        "burst_set": p.burst is not None,
        # 3-8-5: once the game is over every set burst is turned face up.
        "burst": card_brief(p.burst) if (mine or g.st.winner) and p.burst is not None else None,
        "field": [field_entry(g, fc) for fc in g.st.field if fc.controller == seat],
    }


def view(g: Table, viewer: int | None) -> dict[str, Any]:
    """What `viewer` may see; None: a spectator, who sees only public information."""
    st = g.st
    d = g.decision
    decision: dict[str, Any] | None = None
    if d is not None:
        decision = {"player": seat_name(d.player), "kind": str(d.kind), "rule": d.rule}
        if d.player == viewer:
            decision["prompt"] = d.prompt
            decision["options"] = list(d.options)
    return {
        "viewer": None if viewer is None else seat_name(viewer),
        "turn": st.turn, "step": st.step, "active": seat_name(st.active),
        "player_one": seat_name(st.player_one),
        "winner": st.winner, "end_reason": st.end_reason,
        "players": [player_view(g, 0, viewer), player_view(g, 1, viewer)],
        "resolving": [card_brief(c) for _, c in st.resolving],
        "battle": None if st.battle is None else {
            "attacker": _label(g, st.battle.attacker), "blocker": _label(g, st.battle.blocker),
        },
        "decision": decision,
        "log": [e.as_dict(viewer) for e in g.events],
    }


def _label(g: Table, uid: int | None) -> str | None:
    if uid is None or uid < 0:
        return None
    fc = g.st.find(uid)
    return fc.label if fc is not None else None
