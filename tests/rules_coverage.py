"""The rule-coverage table: which tests cite each numbered rule of chapters 1 and 3-10.

Run `python tests/rules_coverage.py` to rewrite tests/RULES_COVERAGE.md; the test suite checks the
file is current and that every rule that can happen without card-specific effects is cited.
A test cites a rule in a scenario's `rules = [...]`, or in a test function's name
(`test_7_1_5_2_1_...`) or docstring ("7-1-5-2-1").
"""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

TESTS = Path(__file__).resolve().parent
TABLE = TESTS / "RULES_COVERAGE.md"

# Every leaf rule id of chapters 1 and 3-10 (v1.7.0), in order.
LEAVES = """
1-1-1 1-2-1-1 1-2-1-1-2 1-2-2 1-2-3 1-2-4 1-2-5 1-2-6 1-3-1 1-3-2 1-3-2-1 1-3-2-2 1-3-2-3 1-3-3 1-3-4
1-3-5 1-3-5-1 1-3-6 1-3-7
3-1-1 3-1-2 3-1-3 3-1-4 3-1-5 3-1-6 3-2-1 3-2-2 3-2-3 3-2-3-1 3-2-4 3-3-1 3-3-2 3-3-3 3-3-4 3-4-1 3-4-2
3-4-3 3-5-1 3-5-2 3-5-3 3-5-4 3-5-5 3-6-1 3-6-2 3-6-3 3-7-1 3-7-2 3-7-3 3-8-1 3-8-2 3-8-3 3-8-4 3-8-5
3-9-1 3-9-2
4-1-1 4-1-1-2 4-1-2-1 4-2-1 4-2-2 4-2-3 4-2-4 4-3-1 4-3-2 4-4-1-1 4-4-1-2 4-5-1 4-5-2 4-5-3 4-6-1 4-6-2
4-6-3 4-7-1 4-7-2 4-8-1 4-9-1 4-9-2 4-10-1 4-10-2 4-11-1 4-11-2 4-11-3 4-11-4 4-12-1 4-12-2 4-12-3 4-12-4
5-1-1 5-1-1-1 5-2-1 5-2-2 5-2-3 5-2-4 5-2-5 5-2-6 5-2-7 5-2-8
6-1-1 6-1-2 6-2-1 6-2-2 6-3-1 6-3-2 6-3-3 6-4-1 6-4-2 6-5-1 6-5-2 6-6-1-1 6-6-1-2-1 6-6-1-2-2 6-6-1-2-3
6-6-1-2-4 6-6-1-2-5 6-7-1 6-7-2 6-7-3-1 6-7-3-2 6-8-1-1 6-8-1-2 6-8-1-3
7-1-1-1 7-1-1-2 7-1-2-1 7-1-3-1 7-1-3-2 7-1-4-1 7-1-5-1 7-1-5-2-1 7-1-5-3-1 7-1-6-1 7-1-6-2 7-1-6-3
8-1-1 8-1-2 8-1-3 8-1-3-1 8-1-4 8-1-4-1 8-1-4-2 8-1-5 8-1-5-1 8-1-6 8-1-6-1 8-1-7 8-1-8 8-2-1 8-2-2
8-2-2-1 8-2-2-2 8-2-2-2-1 8-3-1 8-3-2 8-3-3 8-4-1 8-4-2 8-4-2-1 8-4-2-2 8-4-2-3 8-4-2-4 8-5-1 8-5-2-1
8-5-2-2 8-5-2-3 8-5-2-4 8-5-3 8-5-3-1 8-5-3-2 8-5-3-3 8-5-3-4 8-5-3-5 8-5-4 8-5-5 8-5-6 8-6-1 8-6-2 8-6-3
8-7-1 8-8-1 8-8-1-1 8-8-1-2 8-8-1-3 8-8-1-3-1 8-8-1-3-2 8-8-1-3-3 8-8-1-3-4 8-8-1-3-5 8-8-1-4 8-8-1-5
8-8-1-5-1 8-9-1 8-9-1-1 8-9-2 8-9-2-1 8-9-2-2 8-9-3 8-10-1
9-1-1 9-1-2 9-1-2-1 9-1-2-2 9-1-2-3 9-2-1 9-2-2 9-2-3 9-2-4 9-3-1 9-3-2 9-3-2-1 9-3-2-2 9-4-1 9-4-2
9-4-2-1 9-4-2-2 9-4-2-3
10-1-1 10-1-1-1 10-1-2 10-1-3-1 10-1-3-2 10-1-3-3 10-1-3-4 10-2-1 10-2-2 10-3-1 10-4-1 10-5-1 10-6-1
10-6-2 10-6-3 10-6-4 10-6-5 10-6-6 10-6-7 10-7-1 10-7-2 10-7-3 10-7-4 10-7-5 10-7-6 10-7-7 10-8-1 10-8-2
10-8-3 10-8-4 10-8-5 10-8-6 10-8-7 10-8-8 10-9-1 10-9-2 10-9-3 10-9-4 10-10-1 10-11-1 10-11-2 10-12-1
10-13-1 10-13-2 10-14-1 10-14-2 10-15-1
""".split()

# Rules that cannot happen without card-specific effects, or that describe the physical game
# rather than anything the engine does; each with the reason shown in the table.
NOT_APPLICABLE = {
    "1-2-5": "needs a card effect that tries to force or replace a concession",
    "1-2-6": "needs a card effect that wins or loses the game",
    "1-3-1": "needs card text that overrides a rule",
    "1-3-3": "needs an effect that demands an action another effect forbids",
    "1-3-4": "needs an effect that makes both players choose at once",
    "1-3-5": "needs an effect that asks for an amount",
    "3-1-5": "the order of cards entering an area together matters only to card effects (a mulligan shuffles)",
    "3-2-3": "physical handling of several cards one by one",
    "3-2-3-1": "physical handling of several cards one by one",
    "3-3-2": "reordering one's own hand has no game effect",
    "3-9-2": "physical supply of cores (the engine's void is unlimited)",
    "4-2-3": "happens after the game",
    "4-6-1": "needs a card with X in its cost or text",
    "4-6-2": "needs a card with X in its cost or text",
    "4-6-3": "needs a card with X in its cost or text",
    "4-11-2": "physical choice of core pieces",
    "4-11-4": "needs an effect that targets soul cores in the void",
    "4-12-1": "needs a card that makes tokens",
    "4-12-2": "needs a card that makes tokens",
    "4-12-3": "needs a card that makes tokens",
    "4-12-4": "needs a card that makes tokens",
    "8-1-7": "about card wording",
    "8-3-1": "needs a card that switches other effects on or off",
    "8-3-2": "needs a card that switches other effects on or off",
    "8-3-3": "needs a card that switches other effects on or off",
    "8-4-2-2": "needs an effect that adds costs to other effects",
    "8-5-3-5": "needs an effect that selects from a private area",
    "8-5-4": "about card wording",
    "8-5-5": "about card wording",
    "8-8-1-2": "needs an effect that changes non-numeric card information",
    "8-8-1-3-2": "needs an effect that changes a level",
    "8-8-1-3-3": "needs an effect that redefines printed BP",
    "8-8-1-3-4": "needs an effect that sets BP to a value",
    "8-8-1-5": "needs an effect that changes cards in an area",
    "8-8-1-5-1": "needs an effect that changes cards in an area",
    "8-9-2-2": "needs a substitution for a player's action rather than for a destruction",
    "9-3-2-2": "needs an effect that changes an LV1 cost",
    "9-4-2-2": "needs an effect that changes a level",
    "10-10-1": "needs an effect that makes a spirit attack another",
    "10-13-1": "keywords come with the real cards (chapter 11)",
    "10-13-2": "keywords come with the real cards (chapter 11)",
}

RULE_ID = re.compile(r"\b\d{1,2}(?:-\d+)+\b")
NAME_ID = re.compile(r"(?<![0-9])(\d{1,2}(?:_\d+)+)")


def _python_citations(path: Path) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    tree = ast.parse(path.read_text(encoding="utf-8"))
    rel = path.relative_to(TESTS).as_posix()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"):
            ids = {m.replace("_", "-") for m in NAME_ID.findall(node.name)}
            ids.update(RULE_ID.findall(ast.get_docstring(node) or ""))
            for rule in ids:
                out.setdefault(rule, []).append(f"{rel}::{node.name}")
    return out


def _scenario_citations(path: Path) -> dict[str, list[str]]:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError:
        return {}
    rel = path.relative_to(TESTS).as_posix()
    return {rule: [rel] for rule in data.get("rules", []) if isinstance(rule, str)}


def citations() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for path in sorted(TESTS.rglob("*.py")):
        for rule, where in _python_citations(path).items():
            found.setdefault(rule, []).extend(where)
    for path in sorted((TESTS / "scenarios").rglob("*.toml")):
        for rule, where in _scenario_citations(path).items():
            found.setdefault(rule, []).extend(where)
    return found


def render() -> str:
    found = citations()
    lines = [
        "# Rule coverage",
        "",
        "Generated by `python tests/rules_coverage.py`; `tests/test_rules_coverage.py` keeps it current.",
        "Every numbered rule of chapters 1 and 3-10 (Comprehensive Rules v1.7.0) with the tests that cite it,",
        "or why no test can exercise it without card-specific effects.",
        "",
        "| rule | tests |",
        "| --- | --- |",
    ]
    for rule in LEAVES:
        if rule in NOT_APPLICABLE:
            cell = f"not applicable: {NOT_APPLICABLE[rule]}"
        else:
            tests = sorted(set(found.get(rule, [])))
            cell = "<br>".join(f"`{t}`" for t in tests) if tests else "**none**"
        lines.append(f"| {rule} | {cell} |")
    return "\n".join(lines) + "\n"


def uncovered() -> list[str]:
    found = citations()
    return [r for r in LEAVES if r not in NOT_APPLICABLE and not found.get(r)]


if __name__ == "__main__":
    TABLE.write_text(render(), encoding="utf-8")
    missing = uncovered()
    print(f"wrote {TABLE}; {len(LEAVES) - len(NOT_APPLICABLE) - len(missing)} rules covered, "
          f"{len(missing)} uncovered: {' '.join(missing)}")
