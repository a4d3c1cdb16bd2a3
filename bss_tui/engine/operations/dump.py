"""A canonical, complete dump of the game state: replay checks and debugging compare these."""

from __future__ import annotations

from typing import Any, Callable

from ...carddb import effects as E
from ..model.state import Lasting, Pending, Snapshot, seat_name
from ..model.table import Table


def _pending(item: Pending) -> tuple[Any, ...]:
    return (item.seat, item.card.id, item.number, item.key, item.keyword, item.value, item.activated,
            None if item.source is None else item.source.uid,
            None if item.event_card is None else item.event_card.uid, [c.id for c in item.cards],
            [o.uid for o in item.others])


def _snapshot(s: Snapshot) -> tuple[Any, ...]:
    return (s.uid, s.card.id, s.controller, s.label, s.cores, s.soul, s.level, s.bp, s.exhausted,
            s.by, s.cause, None if s.destroyer is None else s.destroyer.uid, None if s.source is None else s.source.id,
            s.families, s.attacking, s.spirit)


def _number(amount: E.Amount) -> int:
    """A lasting "paying_symbols" amount, a number (verbs_lasting asks for one)."""
    return amount if isinstance(amount, int) else 0


# What of a lasting effect's change the dump writes beside its kind, by kind: (keyword, colours, family),
# in the places the records once held copies of them, so that dumps, and the signatures hashed from
# them, stay comparable across versions.
Riding = tuple[str, tuple[str, ...], str]
_RIDING: dict[str, Callable[[E.Modifier], Riding]] = {
    "keyword": lambda m: (m.keyword or "", m.colours, ""),
    "extra_symbols": lambda m: ("", m.colours, ""),
    "paying_symbols": lambda m: ("", tuple(c for c in m.colours for _ in range(_number(m.amount))), ""),
    "families": lambda m: ("", (), m.families[0]),
}
_NOTHING_RIDES: Riding = ("", (), "")


def _lasting(m: Lasting) -> tuple[Any, ...]:
    """A lasting effect: its target, kind, the parts of its change that ride on it, its amount, how
    long, stamp, player, holder and source; a triggered effect gained as its JSON."""
    kind, effect = m.kind, m.effect
    riding = _RIDING.get(kind)
    keyword, colours, family = _NOTHING_RIDES if riding is None else riding(m.modifier)
    return (m.uid, kind, keyword, m.value, m.duration, m.ts, m.by, colours, family,
            None if effect is None else effect.model_dump_json(), m.holder, None if m.source is None else m.source.id)


def dump(g: Table) -> dict[str, Any]:
    st = g.st
    d = g.decision
    players = []
    for p in st.players:
        soul: str | int = p.soul
        if isinstance(soul, int):
            holder = st.find(soul)
            soul = f"card:{holder.label}" if holder else "card:?"
        players.append({
            "deck": [c.id for c in p.deck], "hand": [c.id for c in p.hand], "trash": [c.id for c in p.trash],
            "burst": p.burst.id if p.burst else None, "life": p.life, "reserve": p.reserve,
            "trash_cores": p.trash_cores, "soul": soul, "mulliganed": p.mulliganed,
        })
    return {
        "turn": st.turn, "active": st.active, "player_one": st.player_one, "step": st.step,
        "burst_set_this_turn": st.burst_set_this_turn, "winner": st.winner,
        "players": players,
        "field": [(fc.label, fc.card.id, seat_name(fc.owner), seat_name(fc.controller), fc.cores, fc.exhausted)
                  for fc in st.field],
        "mods": [_lasting(m) for m in st.mods],
        "watches": [(w.seat, w.card.id, w.number, w.those, w.duration, w.ts, w.source, w.next_only)
                    for w in st.watches],
        "destroyed": st.destroyed,
        "spared": sorted(st.spared),
        "magic": st.magic,
        "drawn": st.drawn,
        "summoned": (st.summoned[0], [c.id for c in st.summoned[1]], [c.id for c in st.summoned[2]]),
        "battle": None if st.battle is None else (
            st.battle.attacker, st.battle.defender, st.battle.blocker, st.battle.blocked,
            [c.id for c in st.battle.magic_used], st.battle.curse, st.battle.luster, tuple(st.battle.links), tuple(st.battle.block_links)),
        "resolving": [(s, c.id) for s, c in st.resolving],
        "voided": st.voided, "from_void": st.from_void,
        "once_used": sorted(st.once_used), "first_seen": sorted(st.first_seen), "life_start": sorted(st.life_start.items()),
        "raid_used": sorted(st.raid_used.items()), "label_counters": list(st.label_counters),
        "next_uid": st.next_uid, "clock": st.clock,
        "pending": [[_pending(item) for item in batch] for batch in st.pending],
        "core_loss": sorted((uid, (why, seat, None if card is None else card.id))
                            for uid, (why, seat, card) in st.core_loss.items()),
        "last_state": [_snapshot(s) for _, s in sorted(st.last_state.items())],
        "passes": st.passes, "attacks_ended": st.attacks_ended,
        "decision": None if d is None else (d.player, str(d.kind), d.prompt, list(d.options)),
        "events": len(g.events),
        "rng": g.rng.getstate(),
    }
