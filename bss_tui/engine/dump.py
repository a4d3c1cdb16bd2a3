"""A canonical, complete dump of the game state: replay checks and debugging compare these."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .state import seat_name

if TYPE_CHECKING:
    from .game import Game


def dump(g: "Game") -> dict[str, Any]:
    st = g.st
    players = []
    for p in st.players:
        soul = p.soul
        if isinstance(soul, int):
            holder = st.find(soul)
            soul = f"card:{holder.label}" if holder else "card:?"
        players.append({
            "deck": [c.id for c in p.deck], "hand": [c.id for c in p.hand], "trash": [c.id for c in p.trash],
            "burst": p.burst.id if p.burst else None, "life": p.life, "reserve": p.reserve,
            "trash_cores": p.trash_cores, "soul": soul, "mulliganed": p.mulliganed,
        })
    d = g.decision
    return {
        "turn": st.turn, "active": st.active, "player_one": st.player_one, "step": st.step,
        "burst_set_this_turn": st.burst_set_this_turn, "winner": st.winner,
        "players": players,
        "field": [(fc.label, fc.card.id, seat_name(fc.owner), seat_name(fc.controller), fc.cores, fc.exhausted)
                  for fc in st.field],
        "mods": [(m.uid, m.kind, m.value, m.duration, m.ts, m.by) for m in st.mods],
        "battle": None if st.battle is None else (st.battle.attacker, st.battle.blocker, st.battle.blocked),
        "resolving": [(s, c.id) for s, c in st.resolving],
        "voided": st.voided, "from_void": st.from_void,
        "decision": None if d is None else (d.player, d.kind, list(d.options)),
        "events": len(g.events),
        "rng": g.rng.getstate(),
    }
