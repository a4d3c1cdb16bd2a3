"""Shared helpers for the engine tests that build positions in code: one builder (`make`, over
`bss_tui.scenario.position_game`), field entries, test-card and effect constructors, and small
readers of a game.  Test files import them by name (`from builders import make, play, ...`);
pytest puts tests/engine on sys.path.

Helpers that only one test file needs stay in that file."""

from __future__ import annotations

from collections.abc import Sequence

from bss_tui.engine.rules import derived
from bss_tui.scenario import card_db_with, position_game

FILLER = ["VAN-001"] * 6     # each player's default deck: long enough never to run out in a test


# ---- positions ----------------------------------------------------------------------------------

def make(cards: Sequence[dict] = (), *, p1: dict | None = None, p2: dict | None = None, turn: int = 3,
         active: str = "p1", step: str = "main", seed: int = 0, player_one: str = "p1",
         filler: Sequence[str] = FILLER):
    """A game waiting at the start of `step` (before its start-of-step effects resolve), from a
    position given like a scenario's [position] table, plus extra test cards in the card schema.
    Each player has 5 life, an empty reserve and the `filler` deck, overridden by the dict given."""
    players = {}
    for name, given in (("p1", p1), ("p2", p2)):
        players[name] = {"life": 5, "reserve": 0, "deck": list(filler), **(given or {})}
    position = {"turn": turn, "active": active, "step": step, "player_one": player_one, **players}
    return position_game(position, list(cards), seed=seed, origin="<test>")


def card_db(cards: Sequence[dict] = ()) -> dict:
    """Every shipped card plus the given test cards, by id (the card list `make` builds from)."""
    return card_db_with(list(cards), "<test>")


def on_field(cid: str, label: str, cores: int = 1, exhausted: bool = False) -> dict:
    """A [position] field entry: card `cid` labelled `label`."""
    return {"label": label, "card": cid, "cores": cores, "exhausted": exhausted}


def play(g, *actions: str) -> None:
    for action in actions:
        g.apply(action)


# ---- test cards (the card schema, as dicts) -----------------------------------------------------

def spirit(cid: str, *effects: dict, levels=((1, 1, 3000),), **extra) -> dict:
    """A test spirit: cost 0, red, one red symbol; `levels` are (level, cores, bp); `extra` keys
    (cost, colours, symbols, reduction, ...) replace the defaults."""
    card = {"id": cid, "name": f"Spirit {cid}", "type": "spirit", "colours": ["red"], "cost": 0,
            "symbols": ["red"], "levels": [{"level": lv, "cores": c, "bp": b} for lv, c, b in levels],
            "effects": list(effects)}
    card.update(extra)
    return card


def nexus(cid: str, *effects: dict, levels=((1, 0),)) -> dict:
    """A test nexus: cost 0, red; `levels` are (level, cores)."""
    return {"id": cid, "name": f"Nexus {cid}", "type": "nexus", "colours": ["red"], "cost": 0,
            "levels": [{"level": lv, "cores": c} for lv, c in levels], "effects": list(effects)}


def magic(cid: str, *effects: dict, cost: int = 0) -> dict:
    """A test magic card, red, with the given effects (see `magic_effect`, `burst_effect`)."""
    return {"id": cid, "name": f"Magic {cid}", "type": "magic", "colours": ["red"], "cost": cost,
            "effects": list(effects)}


# ---- effects --------------------------------------------------------------------------------------

DRAW = {"do": "draw", "count": 1}
OPP_SPIRIT = {"side": "opponent", "types": ["spirit"]}


def magic_effect(*actions: dict, windows=("main", "flash")) -> dict:
    """A magic effect doing `actions`, usable in the main step and in flash windows by default."""
    return {"kind": "magic", "actions": list(actions), "windows": list(windows)}


def burst_effect(timing: dict, *actions: dict) -> dict:
    """A burst effect doing `actions` when `timing` (event, subject, ...) happens."""
    return {"kind": "burst", "actions": list(actions), "timing": timing}


def triggered(event: str, *actions: dict, **extra) -> dict:
    """A triggered effect on `event` (draw 1 unless actions are given); `timing=` adds timing keys
    (subject, step, filter, ...), other keywords (optional, cost, levels, ...) go on the effect."""
    timing = {"event": event}
    timing.update(extra.pop("timing", {}))
    return {"kind": "triggered", "timing": timing, "actions": list(actions) or [DRAW], **extra}


def select(count=1, mode="exact", **flt) -> dict:
    """A target selecting `count` cards (`mode`: exact, up_to, any_number) that match `flt`."""
    return {"kind": "select", "count": count, "mode": mode, "filter": flt}


# ---- reading a game -------------------------------------------------------------------------------

def bp(g, label: str) -> int:
    fc = g.st.by_label(label)
    assert fc is not None, f"{label} is not on the field"
    return derived.bp(g.st, fc)


def hand(g, seat: int) -> list[str]:
    return [c.id for c in g.st.players[seat].hand]


def trash(g, seat: int) -> list[str]:
    return sorted(c.id for c in g.st.players[seat].trash)


def labels(g, seat: int) -> list[str]:
    return sorted(fc.label for fc in g.st.field if fc.controller == seat)


def ids(cards) -> list[str]:
    return sorted(c.id for c in cards)


def events(g, kind: str) -> list:
    return [e for e in g.events if e.kind == kind]


def index_of(g, kind: str, **data) -> int:
    """Position in the event list of the first event of that kind whose data match."""
    for i, e in enumerate(g.events):
        if e.kind == kind and all(e.data.get(k) == v for k, v in data.items()):
            return i
    raise AssertionError(f"no {kind} event with {data}")
