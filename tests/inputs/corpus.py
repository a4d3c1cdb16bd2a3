"""Helpers of the malformed-input corpus."""

from __future__ import annotations

import shutil
from pathlib import Path

from bss_tui.carddb.loader import cards_dir


def one_line(err: str) -> str:
    """The single line a refused input produced (asserting there is exactly one)."""
    lines = err.strip("\n").splitlines()
    assert len(lines) == 1, f"expected one line on stderr, got {len(lines)}: {lines[:5]}"
    assert "Traceback" not in err
    assert len(lines[0]) < 400, f"a long input is cut short in the message: {len(lines[0])} characters"
    assert "\x1b" not in lines[0], "nothing typed or read reaches the terminal raw"
    return lines[0]


def card_data(tmp_path: Path, set_text: str | bytes, with_decks: bool = True) -> Path:
    """A BSS_TUI_CARDS folder: the shipped sets plus BAD.toml holding `set_text`."""
    root = tmp_path / "cards"
    shutil.copytree(cards_dir() / "sets", root / "sets")
    if with_decks:
        shutil.copytree(cards_dir() / "decks", root / "decks")
    bad = root / "sets" / "BAD.toml"
    if isinstance(set_text, bytes):
        bad.write_bytes(set_text)
    else:
        bad.write_text(set_text, encoding="utf-8")
    return root
