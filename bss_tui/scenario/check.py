"""Judging a scenario's expectations (tests/scenarios/FORMAT.md, "Expectations"): each key's actual
value is compared with the written one by the key's check, at each checkpoint and at the end of the
script.  Exit codes of `check_files`: 0 every expectation held, 1 some failed (a scripted action the
engine refused among them), 2 a file was malformed."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, TextIO

from ..engine import Game, IllegalAction
from ..engine.operations.dump import dump
from ..file_checks import check_each
from .build import ScenarioError
from .keys import Check, key_spec, negated, read
from .load import Scenario, build_game, load, run

# One check of one expectation: given the scenario and how many of its actions were played (so it
# can replay up to there), the key as written, the expected value and the actual one, the failure
# line, or None when the expectation holds.
CheckFn = Callable[[Scenario, int, str, Any, Any], str | None]
# A comparison of a negatable check: whether the expected and actual values agree, and the actual
# value as a failure line shows it.
Compare = Callable[[Any, Any], tuple[bool, Any]]


def _legal(sc: Scenario, played: int, key: str, want: Any, got: Any) -> str | None:
    legal = set(got)
    missing = [a for a in want if " ".join(a.split()) not in legal]
    return f"legal: {missing} not legal now; legal: {sorted(legal)}" if missing else None


def _illegal(sc: Scenario, played: int, key: str, want: Any, got: Any) -> str | None:
    """Each action is tried on a fresh copy of the game at that point; it must change nothing."""
    for action in want:
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


def _cites(sc: Scenario, played: int, key: str, want: Any, got: Any) -> str | None:
    missing = [r for r in want if not any(a == r or a.startswith(r + "-") for a in got)]
    return f"rules_applied: {missing} not among the events' rules {got}" if missing else None


def _log_text(wanted: bool) -> CheckFn:
    """log_has (each fragment in some line shown) or log_lacks (in none)."""
    def check(sc: Scenario, played: int, key: str, want: Any, got: Any) -> str | None:
        wrong = [t for t in want if any(t in line for line in got) != wanted]
        return f"{key}: {wrong} {'in no' if wanted else 'in a'} log line shown" if wrong else None
    return check


def _equal(want: Any, got: Any) -> tuple[bool, Any]:
    return want == got, got


def _unordered(want: Any, got: Any) -> tuple[bool, Any]:
    if isinstance(want, list) and isinstance(got, list):
        return sorted(map(str, want)) == sorted(map(str, got)), got
    return _equal(want, got)


def _starts(want: Any, got: Any) -> tuple[bool, Any]:
    if isinstance(got, list):     # the cards the deck starts with
        return got[:len(want)] == want, got[:max(len(want), 1)]
    return _equal(want, got)


def _negatable(compare: Compare) -> CheckFn:
    """A comparison that also reads `{not = VALUE}`: then it holds when the values differ."""
    def check(sc: Scenario, played: int, key: str, want: Any, got: Any) -> str | None:
        negate, want = negated(want)
        same, got = compare(want, got)
        if same != negate:
            return None
        return f"{key}: expected not {want!r}, got it" if negate else f"{key}: expected {want!r}, got {got!r}"
    return check


# The comparisons of the negatable checks (keys.NEGATABLE), then every check by its name (keys.Check).
COMPARISONS: dict[Check, Compare] = {"equal": _equal, "unordered": _unordered, "starts": _starts}
CHECKS: dict[Check, CheckFn] = {
    **{name: _negatable(compare) for name, compare in COMPARISONS.items()},
    "cites": _cites,
    "has_text": _log_text(True),
    "lacks_text": _log_text(False),
    "legal": _legal,
    "illegal": _illegal,
}


def check(sc: Scenario, g: Game, played: int, key: str, want: Any) -> str | None:
    """The failure line of one expectation, None when it holds."""
    spec = key_spec(key)
    assert spec is not None       # the model let only known keys through
    return CHECKS[spec.check](sc, played, key, want, read(g, key))


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


__all__ = ["CHECKS", "COMPARISONS", "check", "evaluate", "check_files"]
