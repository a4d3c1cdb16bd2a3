"""The rule-coverage table is current and every reachable rule of the chapters in tests/coverage/ is cited."""

import importlib.util
from pathlib import Path

_spec = importlib.util.spec_from_file_location("rules_coverage", Path(__file__).parent / "rules_coverage.py")
rules_coverage = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(rules_coverage)


def test_every_applicable_rule_is_cited() -> None:
    assert rules_coverage.uncovered() == []


def test_coverage_table_is_current() -> None:
    assert rules_coverage.TABLE.read_text(encoding="utf-8") == rules_coverage.render(), \
        "run: python tests/rules_coverage.py"
