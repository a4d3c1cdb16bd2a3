"""Scenario files (see README, "Scenario files"): a hand-written position, a script of actions
and expectations.  One format serves rules tests, practice puzzles and `bss-tui scenario check`.

Exit codes of `check_files`: 0 every expectation held, 1 some failed, 2 a file was malformed.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .carddb.loader import CardDataError, card_from_dict, describe_validation, load_cards, read_toml
from .carddb.schema import Card
from .engine import Game, IllegalAction
from .engine import derived
from .engine.dump import dump
from .engine.state import STEPS, FieldCard, PlayerState, State, seat_name

RESERVED_LABELS = {"reserve", "life", "trash", "void", "auto", "soul", "burst", "done", "all"}


class ScenarioError(Exception):
    """A malformed scenario: one line naming the file and the key."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class FieldEntry(_Strict):
    label: str = Field(min_length=1, pattern=r"^[A-Za-z0-9_.-]+$")
    card: str
    cores: int = Field(default=0, ge=0)
    exhausted: bool = False


class PlayerPosition(_Strict):
    life: int = Field(default=0, ge=0)
    reserve: int = Field(default=0, ge=0)
    trash_cores: int = Field(default=0, ge=0)
    soul_core: str = "reserve"
    hand: list[str] = []
    deck: list[str] = []
    trash: list[str] = []
    burst: str = ""
    field: list[FieldEntry] = []


class Position(_Strict):
    turn: int = Field(default=1, ge=1)
    player_one: Literal["p1", "p2"] = "p1"
    active: Literal["p1", "p2"] = "p1"
    step: Literal["start", "core", "draw", "refresh", "main", "attack", "end"] = "main"
    burst_set_this_turn: bool = False
    p1: PlayerPosition = PlayerPosition()
    p2: PlayerPosition = PlayerPosition()


class ScenarioFile(_Strict):
    title: str = ""
    rules: list[str] = []
    seed: int = 0
    actions: list[str] = []
    position: Position
    cards: list[dict[str, Any]] = []
    expect: dict[str, Any] = {}


PLAYER_KEYS = {"life", "reserve", "trash_cores", "soul_core", "hand", "trash", "hand_count", "deck_count",
               "deck_top", "burst", "field", "field_cards"}
CARD_KEYS = {"cores", "soul", "level", "bp", "exhausted", "symbols"}
TOP_KEYS = {"winner", "turn", "active", "step", "decision.player", "decision.kind", "legal", "illegal",
            "rules_applied"}
UNORDERED = {"hand", "trash", "field", "field_cards"}


@dataclass
class Scenario:
    path: Path
    data: ScenarioFile
    db: dict[str, Card]
    failures: list[str] = field(default_factory=list)


# ---- reading -------------------------------------------------------------------------------------

def load(path: Path) -> Scenario:
    raw = read_toml(path, ScenarioError)
    try:
        data = ScenarioFile.model_validate(raw)
    except ValidationError as err:
        raise ScenarioError(f"{path}: {describe_validation(err)}") from None
    db = card_db_with(data.cards, str(path))
    for key in data.expect:
        _check_expect_key(path, key, data)
    return Scenario(path, data, db)


def card_db_with(extra: list[dict[str, Any]], origin: str) -> dict[str, Card]:
    """The shipped cards plus a file's own test cards (which may not reuse a shipped id)."""
    db = dict(load_cards())
    for i, raw in enumerate(extra):
        try:
            card = card_from_dict(raw, f"{origin}: cards[{i}]")
        except CardDataError as err:
            raise ScenarioError(str(err)) from None
        if card.id in db:
            raise ScenarioError(f"{origin}: cards[{i}].id: {card.id} is already a card id")
        db[card.id] = card
    return db


def _check_expect_key(path: Path, key: str, data: ScenarioFile) -> None:
    if key in TOP_KEYS:
        return
    head, _, tail = key.partition(".")
    if head in ("p1", "p2") and tail in PLAYER_KEYS:
        return
    if tail in CARD_KEYS:
        return   # a label; scripts may create labels, so it is checked when evaluated
    raise ScenarioError(f"{path}: expect.{key}: unknown expectation key")


def _card(sc: Scenario, cid: str, key: str) -> Card:
    card = sc.db.get(cid)
    if card is None:
        raise ScenarioError(f"{sc.path}: {key}: unknown card id {cid}")
    return card


def build_game(sc: Scenario) -> Game:
    """The position as a game waiting at the start of its step (before start-of-step effects)."""
    pos = sc.data.position
    one = 0 if pos.player_one == "p1" else 1
    active = 0 if pos.active == "p1" else 1
    expected_active = one if pos.turn % 2 == 1 else 1 - one
    if active != expected_active:
        raise ScenarioError(f"{sc.path}: position.active: turn {pos.turn} belongs to {seat_name(expected_active)} "
                            f"when {pos.player_one} is player one")
    st = State(players=[PlayerState(0, "p1"), PlayerState(1, "p2")], turn=pos.turn, active=active,
               player_one=one, step=pos.step, burst_set_this_turn=pos.burst_set_this_turn)
    labels: set[str] = set()
    for seat, name in ((0, "p1"), (1, "p2")):
        pp: PlayerPosition = getattr(pos, name)
        p = st.players[seat]
        p.life, p.reserve, p.trash_cores = pp.life, pp.reserve, pp.trash_cores
        p.hand = [_card(sc, c, f"position.{name}.hand") for c in pp.hand]
        p.deck = [_card(sc, c, f"position.{name}.deck") for c in reversed(pp.deck)]
        p.trash = [_card(sc, c, f"position.{name}.trash") for c in pp.trash]
        if pp.burst:
            p.burst = _card(sc, pp.burst, f"position.{name}.burst")
            if not p.burst.has_burst:
                raise ScenarioError(f"{sc.path}: position.{name}.burst: {pp.burst} has no burst effect (3-8-4)")
        for i, entry in enumerate(pp.field):
            key = f"position.{name}.field[{i}]"
            if entry.label in labels:
                raise ScenarioError(f"{sc.path}: {key}.label: duplicate label {entry.label}")
            if entry.label in RESERVED_LABELS:
                raise ScenarioError(f"{sc.path}: {key}.label: {entry.label} is a reserved word")
            labels.add(entry.label)
            card = _card(sc, entry.card, f"{key}.card")
            if card.type == "magic":
                raise ScenarioError(f"{sc.path}: {key}.card: {card.id} is magic and cannot be on the field")
            st.field.append(FieldCard(uid=st.next_uid, card=card, owner=seat, controller=seat, label=entry.label,
                                      cores=entry.cores, exhausted=entry.exhausted))
            st.next_uid += 1
        soul = pp.soul_core
        if soul in ("reserve", "trash", "void", "life"):
            p.soul = soul
        else:
            holder = st.by_label(soul)
            if holder is None or holder.controller != seat:
                raise ScenarioError(f"{sc.path}: position.{name}.soul_core: {soul!r} is not an area or a label "
                                    f"of {name}'s field")
            p.soul = holder.uid
    for fc in st.field:
        if derived.level(st, fc) == 0:
            raise ScenarioError(f"{sc.path}: position field {fc.label}: {fc.card.name} has too few cores for LV1 "
                                f"(9-3-2)")
    return Game.from_state(st, seed=sc.data.seed, origin={"kind": "scenario", "path": str(sc.path)})


def position_game(position: dict[str, Any], cards: list[dict[str, Any]] = (), seed: int = 0,
                  origin: str = "<position>") -> Game:
    """A game built from a `[position]` table given as Python data, with extra test cards in the
    card schema: the builder behind builder-based tests and practice puzzles."""
    try:
        data = ScenarioFile.model_validate({"seed": seed, "position": position, "cards": list(cards)})
    except ValidationError as err:
        raise ScenarioError(f"{origin}: {describe_validation(err)}") from None
    return build_game(Scenario(Path(origin), data, card_db_with(data.cards, origin)))


def run(sc: Scenario) -> Game:
    """Build the position and play the script.  An action the engine rejects makes the file
    unusable (ScenarioError, exit 2): the rest of the script would mean nothing."""
    g = build_game(sc)
    for i, action in enumerate(sc.data.actions):
        try:
            g.apply(action)
        except IllegalAction as err:
            raise ScenarioError(f"{sc.path}: actions[{i}]: {action!r} is illegal: {err}") from None
    return g


# ---- expectations --------------------------------------------------------------------------------

def actual(g: Game, key: str) -> Any:
    st = g.st
    if key == "winner":
        return st.winner or "none"
    if key == "turn":
        return st.turn
    if key == "active":
        return seat_name(st.active)
    if key == "step":
        return st.step
    if key == "decision.player":
        return seat_name(g.decision.player) if g.decision else "none"
    if key == "decision.kind":
        return g.decision.kind if g.decision else "none"
    if key == "rules_applied":
        return sorted({e.rule for e in g.events})
    head, _, tail = key.partition(".")
    if head in ("p1", "p2"):
        return _player_value(g, 0 if head == "p1" else 1, tail)
    fc = st.by_label(head)
    if fc is None:
        return "(not on the field)"
    return {
        "cores": lambda: fc.cores,
        "soul": lambda: st.has_soul(fc),
        "level": lambda: derived.level(st, fc),
        "bp": lambda: derived.bp(st, fc),
        "exhausted": lambda: fc.exhausted,
        "symbols": lambda: len(derived.symbols(st, fc)),
    }[tail]()


def _player_value(g: Game, seat: int, key: str) -> Any:
    st = g.st
    p = st.players[seat]
    if key == "soul_core":
        if isinstance(p.soul, int):
            holder = st.find(p.soul)
            return holder.label if holder else "?"
        return p.soul
    if key == "life":
        return p.life + (1 if p.soul == "life" else 0)
    simple = {
        "reserve": lambda: p.reserve, "trash_cores": lambda: p.trash_cores,
        "hand": lambda: [c.id for c in p.hand], "trash": lambda: [c.id for c in p.trash],
        "hand_count": lambda: len(p.hand), "deck_count": lambda: len(p.deck),
        "deck_top": lambda: [c.id for c in reversed(p.deck)],
        "burst": lambda: p.burst.id if p.burst else "",
        "field": lambda: [fc.label for fc in st.field if fc.controller == seat],
        "field_cards": lambda: [fc.card.id for fc in st.field if fc.controller == seat],
    }
    return simple[key]()


def evaluate(sc: Scenario) -> list[str]:
    """Every failed expectation as a line; empty when the scenario holds."""
    g = run(sc)
    failures = []
    for key, want in sc.data.expect.items():
        if key == "legal":
            legal = set(g.legal_actions())
            missing = [a for a in want if " ".join(a.split()) not in legal]
            if missing:
                failures.append(f"legal: {missing} not legal now; legal: {sorted(legal)}")
            continue
        if key == "illegal":
            for action in want:
                fresh = run(sc)
                before = dump(fresh)
                try:
                    fresh.apply(action)
                except IllegalAction:
                    if dump(fresh) != before:
                        failures.append(f"illegal: {action!r} was rejected but changed the game")
                    continue
                failures.append(f"illegal: {action!r} was accepted")
            continue
        got = actual(g, key)
        if key == "rules_applied":
            missing = [r for r in want if not any(a == r or a.startswith(r + "-") for a in got)]
            if missing:
                failures.append(f"rules_applied: {missing} not among the events' rules {got}")
            continue
        tail = key.partition(".")[2]
        if tail in UNORDERED and isinstance(want, list) and isinstance(got, list):
            ok = sorted(map(str, want)) == sorted(map(str, got))
        elif tail == "deck_top" and isinstance(want, list):
            ok = got[:len(want)] == want          # the cards the deck starts with
            got = got[:max(len(want), 1)]
        else:
            ok = want == got
        if not ok:
            failures.append(f"{key}: expected {want!r}, got {got!r}")
    return failures


def check_files(paths: list[Path], out=None) -> int:
    out = out or sys.stdout
    worst = 0
    for path in paths:
        try:
            sc = load(path)
            failures = evaluate(sc)
        except ScenarioError as err:
            print(f"bss-tui: {err}", file=sys.stderr)
            worst = 2
            continue
        title = sc.data.title or path.name
        if failures:
            print(f"FAIL {path}: {title}", file=out)
            for line in failures:
                print(f"  {line}", file=out)
            worst = max(worst, 1)
        else:
            print(f"ok   {path}: {title}", file=out)
    return worst


__all__ = ["ScenarioError", "load", "build_game", "run", "evaluate", "check_files", "STEPS"]
