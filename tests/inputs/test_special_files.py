"""Issue 25: every file the program reads is a regular file read within its bound (carddb/files.py
`read_bounded`): a FIFO, a device (a link to /dev/zero) or an oversized file is refused at once with
one line, for every kind of file; nothing hangs and nothing is read whole first."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import pytest

from bss_tui.cli import main

from corpus import card_data, one_line


def special(kind: str, path: Path) -> Path:
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "device":
        path.symlink_to("/dev/zero")
    else:                                   # sparse: 64 MB that take no disk
        with path.open("wb") as f:
            f.truncate(64 << 20)
    return path


KINDS = ["fifo", "device", "oversized"]


@pytest.fixture(autouse=True)
def no_hang():
    """A read that blocks fails the test instead of hanging the suite."""
    def stuck(signum, frame):
        raise AssertionError("a read hung")
    old = signal.signal(signal.SIGALRM, stuck)
    signal.alarm(10)
    start = time.monotonic()
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)
    assert time.monotonic() - start < 5, "refused within seconds"


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("command, suffix", [(["deck", "check"], ".deck"), (["scenario", "check"], ".toml"),
                                             (["practice", "check"], ".toml")])
def test_a_special_file_given_to_a_check_command_is_one_line(kind, command, suffix, tmp_path, capsys):
    path = special(kind, tmp_path / f"file{suffix}")
    assert main([*command, str(path)]) == 2
    line = one_line(capsys.readouterr().err)
    assert "file" in line and ("not a regular file" in line or "larger than" in line), line


@pytest.mark.parametrize("kind", KINDS)
def test_a_special_card_set_file_is_one_line(kind, tmp_path, capsys, monkeypatch):
    root = card_data(tmp_path, "")
    (root / "sets" / "BAD.toml").unlink()
    special(kind, root / "sets" / "BAD.toml")
    monkeypatch.setenv("BSS_TUI_CARDS", str(root))
    monkeypatch.setenv("BSS_TUI_CACHE", str(tmp_path / "cache"))
    from bss_tui.carddb import loader
    loader._load_cards.cache_clear()
    try:
        assert main(["cards", "list"]) == 2
    finally:
        loader._load_cards.cache_clear()
    line = one_line(capsys.readouterr().err)
    assert "BAD.toml" in line and ("not a regular file" in line or "larger than" in line), line


@pytest.mark.parametrize("kind", KINDS)
def test_a_special_save_history_entry_or_progress_file_is_refused(kind, tmp_path):
    from bss_tui.carddb.loader import load_cards
    from bss_tui.engine.model.errors import SaveError
    from bss_tui.engine.saves.history import _load
    from bss_tui.engine.saves.store import read_save
    from bss_tui.lessons.progress import read_solved

    with pytest.raises(SaveError):
        read_save(special(kind, tmp_path / "autosave.json"), load_cards())
    with pytest.raises(SaveError):
        _load(special(kind, tmp_path / "game.json"))
    progress = special(kind, tmp_path / "lessons.json")
    solved, note = read_solved(progress)
    assert solved == set() and "cannot be read" in note and not progress.exists(), "moved aside"


def test_a_deeply_nested_progress_file_is_one_note_and_moved_aside(tmp_path):
    from bss_tui.lessons.progress import read_solved

    progress = tmp_path / "lessons.json"
    progress.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    solved, note = read_solved(progress)
    assert solved == set() and "nested too deeply" in note and not progress.exists()
