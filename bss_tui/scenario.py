"""Scenario files (tests/scenarios/FORMAT.md): a hand-written position, a script of actions and
expectations, at the end and after named actions.  One format serves rules tests, practice puzzles
and `bss-tui scenario check`.

Exit codes of `check_files`: 0 every expectation held, 1 some failed (a scripted action the engine
refused among them), 2 a file was malformed.
The file's model is in scenario_model, its expectation keys in scenario_keys, the position builder
in scenario_build.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, TextIO

from pydantic import ValidationError

from .carddb.loader import CardDataError, card_from_dict, load_cards, read_toml
from .carddb.schema import Card
from .engine import Game, IllegalAction
from .engine.model.state import STEPS
from .engine.operations.dump import dump
from .file_checks import check_each
from .scenario_build import RESERVED_LABELS, ScenarioError, build
from .scenario_keys import key_spec, negated, read
from .scenario_model import ScenarioFile, describe, expectations


@dataclass
class Scenario:
    path: Path
    data: ScenarioFile
    db: dict[str, Card]
    # (number of actions played, its name in failure lines, expectations) in script order
    stops: list[tuple[int, str, dict[str, Any]]] = field(default_factory=list)


# ---- reading -------------------------------------------------------------------------------------

def load(path: Path) -> Scenario:
    raw = read_toml(path, ScenarioError)
    try:
        data = ScenarioFile.model_validate(raw)
    except ValidationError as err:
        raise ScenarioError(f"{path}: {describe(err)}") from None
    sc = Scenario(path, data, card_db_with(data.cards, str(path)))
    sc.stops = _stops(sc)
    return sc


def _stops(sc: Scenario) -> list[tuple[int, str, dict[str, Any]]]:
    """Where each `[[checkpoints]]` table is checked (a number of actions played), then the end."""
    actions = [" ".join(a.split()) for a in sc.data.actions]
    stops = []
    for i, cp in enumerate(sc.data.checkpoints):
        key = f"checkpoints[{i}].after"
        if isinstance(cp.after, int):
            if not 0 <= cp.after <= len(actions):
                raise ScenarioError(f"{sc.path}: {key}: {cp.after} is not between 0 and the "
                                    f"{len(actions)} actions of the script")
            n = cp.after
        else:
            text = " ".join(cp.after.split())
            where = [j for j, a in enumerate(actions) if a == text]
            if len(where) != 1:
                raise ScenarioError(f"{sc.path}: {key}: {cp.after!r} occurs {len(where)} times in actions; "
                                    "name an action that occurs once, or give its number")
            n = where[0] + 1
        name = "after 0 actions" if n == 0 else f"after {n} ({actions[n - 1]!r})"
        stops.append((n, name, expectations(cp.expect)))
    stops.sort(key=lambda s: s[0])       # stable: checkpoints at one point keep their written order
    stops.append((len(actions), "", expectations(sc.data.expect)))
    return stops


def card_db_with(extra: Iterable[dict[str, Any]], origin: str) -> dict[str, Card]:
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


def build_game(sc: Scenario) -> Game:
    """The position as a game: at the start of its step (before start-of-step effects), inside
    its battle, or before the first turn."""
    return build(sc.path, sc.data, sc.db)


def position_game(position: dict[str, Any], cards: Iterable[dict[str, Any]] = (), seed: int = 0,
                  origin: str = "<position>") -> Game:
    """A game built from a `[position]` table given as Python data, with extra test cards in the
    card schema: the builder behind builder-based tests and practice puzzles."""
    try:
        data = ScenarioFile.model_validate({"seed": seed, "position": position, "cards": list(cards)})
    except ValidationError as err:
        raise ScenarioError(f"{origin}: {describe(err)}") from None
    return build(Path(origin), data, card_db_with(data.cards, origin))


def run(sc: Scenario, upto: int | None = None) -> Game:
    """Build the position and play the script (its first `upto` actions).  An action the engine
    rejects raises ScenarioError (`evaluate` reports it as a failed expectation instead)."""
    g = build_game(sc)
    for i, action in enumerate(sc.data.actions[:upto]):
        _play(sc, g, i, action)
    return g


def _play(sc: Scenario, g: Game, i: int, action: str) -> None:
    try:
        g.apply(action)
    except IllegalAction as err:
        raise ScenarioError(f"{sc.path}: actions[{i}]: {action!r} is illegal: {err}") from None


# ---- expectations --------------------------------------------------------------------------------

def check(sc: Scenario, g: Game, played: int, key: str, want: Any) -> str | None:
    """The failure line of one expectation, None when it holds."""
    spec = key_spec(key)
    assert spec is not None       # the model let only known keys through
    got = read(g, key)
    if spec.check == "legal":
        legal = set(got)
        missing = [a for a in want if " ".join(a.split()) not in legal]
        return f"legal: {missing} not legal now; legal: {sorted(legal)}" if missing else None
    if spec.check == "illegal":
        return _check_illegal(sc, played, want)
    if spec.check == "cites":
        missing = [r for r in want if not any(a == r or a.startswith(r + "-") for a in got)]
        return f"rules_applied: {missing} not among the events' rules {got}" if missing else None
    if spec.check in ("has_text", "lacks_text"):
        wanted = spec.check == "has_text"
        wrong = [t for t in want if any(t in line for line in got) != wanted]
        return f"{key}: {wrong} {'in no' if wanted else 'in a'} log line shown" if wrong else None
    negate, want = negated(want)
    if spec.check == "unordered" and isinstance(want, list) and isinstance(got, list):
        same = sorted(map(str, want)) == sorted(map(str, got))
    elif spec.check == "starts" and isinstance(got, list):
        same = got[:len(want)] == want          # the cards the deck starts with
        got = got[:max(len(want), 1)]
    else:
        same = want == got
    if same != negate:
        return None
    return f"{key}: expected not {want!r}, got it" if negate else f"{key}: expected {want!r}, got {got!r}"


def _check_illegal(sc: Scenario, played: int, actions: list[str]) -> str | None:
    """Each action is tried on a fresh copy of the game at that point; it must change nothing."""
    for action in actions:
        fresh = run(sc, played)
        before = dump(fresh)
        try:
            fresh.apply(action)
        except IllegalAction:
            if dump(fresh) != before:
                return f"illegal: {action!r} was rejected but changed the game"
            continue
        return f"illegal: {action!r} was accepted"
    return None


def evaluate(sc: Scenario) -> list[str]:
    """Every failed expectation as a line (a checkpoint's prefixed by it); empty when all hold.
    A scripted action the engine refuses is a failed expectation too (the script says it is legal):
    its line names it, and the expectations after it are not checked, since they would mean nothing."""
    g = build_game(sc)
    played = 0
    failures: list[str] = []
    for upto, name, expect in sc.stops:
        for i in range(played, upto):
            action = sc.data.actions[i]
            try:
                g.apply(action)
            except IllegalAction as err:
                left = sum(len(e) for n, _, e in sc.stops if n > i)
                return failures + [f"actions[{i}]: {action!r} was refused: {err}; "
                                   f"{left} expectation(s) after it not checked"]
        played = upto
        for key, want in expect.items():
            line = check(sc, g, played, key, want)
            if line is not None:
                failures.append(f"{name}: {line}" if name else line)
    return failures


def check_files(paths: list[Path], out: TextIO | None = None) -> int:
    def judge(path: Path) -> tuple[str, list[str]]:
        sc = load(path)
        return sc.data.title or path.name, evaluate(sc)

    return check_each(paths, judge, ScenarioError, out)


def schema() -> dict[str, Any]:
    """The JSON Schema of a scenario file (`bss-tui scenario schema`)."""
    return ScenarioFile.model_json_schema(by_alias=True)


__all__ = ["ScenarioError", "Scenario", "load", "build_game", "position_game", "card_db_with", "run", "evaluate",
           "check_files", "schema", "STEPS", "RESERVED_LABELS"]
