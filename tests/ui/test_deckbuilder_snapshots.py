"""Snapshot tests of the deck builder (pytest-textual-snapshot), at the smallest size the app
supports (80 x 24: the inspector is behind the key i) and at 120 x 40.

The scene is `deckbuilder` of bss_tui/ui/screenshots.py (the keys pressed from the title), which
also checks that it ends on the deck builder and shows the refused fifth copy (5-1-1-1).  After an
intended change, look at the failure report, then regenerate:

    .venv/bin/python -m pytest tests/ui/test_deckbuilder_snapshots.py --snapshot-update
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bss_tui.engine.saves import store as saves
from bss_tui.ui.screenshots import SCENES_BY_NAME

SIZES = ((80, 24), (120, 40))


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_deck_builder(size: tuple[int, int], snap_compare, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                      starter_pool: Path) -> None:
    """Over the starter pool only (the `starter_pool` fixture), so that adding a set changes nothing here."""
    data = tmp_path / "bss-data"
    monkeypatch.setenv(saves.DATA_ENV, str(data))          # no saved deck or game from elsewhere
    scene = SCENES_BY_NAME["deckbuilder"]
    assert snap_compare(scene.app(data), run_before=scene.drive, terminal_size=size)
