"""Every scenario file under tests/scenarios is a test (the rule ids are in each file)."""

from pathlib import Path

import pytest

from bss_tui.scenario import evaluate, load

FILES = sorted((Path(__file__).parent / "scenarios").rglob("*.toml"))


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(Path(__file__).parent / "scenarios")) for p in FILES])
def test_scenario(path: Path) -> None:
    failures = evaluate(load(path))
    assert not failures, "\n".join(failures)
