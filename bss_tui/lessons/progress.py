"""Which lessons the learner has solved: a small JSON file in the user data directory, written
atomically.  One that cannot be read is moved aside (kept, never overwritten) and the lessons open
with nothing solved, saying so in one line."""

from __future__ import annotations

import json
from pathlib import Path

from ..carddb.files import data_dir, read_bounded, write_text_atomically
from ..engine.saves.store import keep_aside

PROGRESS = "lessons.json"
MAX_BYTES = 1 << 20


def progress_path() -> Path:
    return data_dir() / PROGRESS


def read_solved(path: Path | None = None) -> tuple[set[str], str]:
    """The ids of the solved lessons, and a one-line note when the file had to be moved aside."""
    path = path or progress_path()
    if not path.exists():
        return set(), ""
    try:
        data = json.loads(read_bounded(path, MAX_BYTES).decode("utf-8"))
        solved = data["solved"] if isinstance(data, dict) else None
        if not isinstance(solved, list) or not all(isinstance(s, str) and len(s) <= 60 for s in solved):
            raise ValueError('key "solved" must be a list of lesson ids')
        return set(solved), ""
    except RecursionError:                    # JSON nested too deeply for the parser
        reason = "nested too deeply"
    except (OSError, UnicodeDecodeError, ValueError, KeyError) as err:
        reason = " ".join(str(err).split())[:100]
    try:
        kept = keep_aside(path)
    except OSError as err:
        return set(), f"The lesson progress {path} cannot be read ({reason}) nor moved aside ({err})."
    return set(), f"The lesson progress {path} cannot be read ({reason}); it is kept as {kept.name}."


def mark_solved(lesson_id: str, path: Path | None = None) -> str:
    """Remember a solved lesson; a one-line warning when the file cannot be written."""
    path = path or progress_path()
    solved, _ = read_solved(path)
    try:
        write_text_atomically(path, json.dumps({"solved": sorted(solved | {lesson_id})}),
                              prefix=".lessons-", suffix=".tmp")
    except OSError as err:
        return f"The solved lesson could not be remembered ({err})."
    return ""


__all__ = ["progress_path", "read_solved", "mark_solved"]
