"""The malformed-input corpus: every bad input goes through a real entry point and must end in
exactly one line on stderr and exit code 2 (or a SaveError / CardDataError of one line):
no traceback, nothing accepted silently."""

from __future__ import annotations

from pathlib import Path

import pytest



@pytest.fixture(autouse=True)
def bss_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private user-data directory: no corpus case ever touches the real autosave."""
    data = tmp_path / "data"
    monkeypatch.setenv("BSS_TUI_DATA", str(data))
    return data
