"""A scenario file read into a Scenario (tests/scenarios/FORMAT.md): its model validated, its cards
added to the shipped ones, its checkpoints placed in the script; then its position built as a game
and its script played."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from pydantic import ValidationError

from ..carddb.loader import CardDataError, card_from_dict, load_cards, read_toml
from ..carddb.schema import Card
from ..engine import Game, IllegalAction
from .build import ScenarioError, build
from .model import ScenarioFile, describe, expectations


@dataclass
class Scenario:
    path: Path
    data: ScenarioFile
    db: dict[str, Card]
    # (number of actions played, its name in failure lines, expectations) in script order
    stops: list[tuple[int, str, dict[str, Any]]] = field(default_factory=list)


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
    rejects raises ScenarioError (`check.evaluate` reports it as a failed expectation instead)."""
    g = build_game(sc)
    for i, action in enumerate(sc.data.actions[:upto]):
        _play(sc, g, i, action)
    return g


def _play(sc: Scenario, g: Game, i: int, action: str) -> None:
    try:
        g.apply(action)
    except IllegalAction as err:
        raise ScenarioError(f"{sc.path}: actions[{i}]: {action!r} is illegal: {err}") from None


def schema() -> dict[str, Any]:
    """The JSON Schema of a scenario file (`bss-tui scenario schema`)."""
    return ScenarioFile.model_json_schema(by_alias=True)


__all__ = ["Scenario", "load", "card_db_with", "build_game", "position_game", "run", "schema"]
