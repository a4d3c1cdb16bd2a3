"""Scenario files (tests/scenarios/FORMAT.md): a hand-written position, a script of actions and
expectations, at the end and after named actions.  One format serves rules tests, practice puzzles
and `bss-tui scenario check`.

keys.py    the expectation keys: each one's type, how it is read from a game, how it is compared
model.py   the pydantic model of a file (every key, its type and bounds) and its error lines
build.py   a file's `[position]` made into a game
load.py    a file read into a Scenario; its position built and its script played
check.py   its expectations judged; `check_files` for `bss-tui scenario check`
"""

from __future__ import annotations

from ..engine.model.state import STEPS
from .build import RESERVED_LABELS, ScenarioError
from .check import check_files, evaluate
from .load import Scenario, build_game, card_db_with, load, position_game, run, schema

__all__ = ["ScenarioError", "Scenario", "load", "build_game", "position_game", "card_db_with", "run", "evaluate",
           "check_files", "schema", "STEPS", "RESERVED_LABELS"]
