"""Snapshot tests of the app's main screens (pytest-textual-snapshot), at 120 x 40.

The scenes are the ones of `python -m bss_tui.ui.screenshots` (bss_tui/ui/screenshots.py): one
scripted, seeded game and the keys pressed for each.  Each scene also checks that it ends on
the screen it claims and shows its key texts, so a baseline regenerated after a UI change
cannot silently become a picture of the wrong screen.

After an intended UI change, look at the report of the failing run, then regenerate:

    .venv/bin/python -m pytest tests/ui/test_snapshots.py --snapshot-update
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bss_tui.engine import store as saves
from bss_tui.ui.screenshots import SCENES, SIZE, Scene


@pytest.mark.parametrize("scene", SCENES, ids=[scene.name for scene in SCENES])
def test_screen(scene: Scene, snap_compare, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = tmp_path / "bss-data"
    monkeypatch.setenv(saves.DATA_ENV, str(data))          # the autosave never leaves tmp_path
    assert snap_compare(scene.app(data), run_before=scene.drive, terminal_size=SIZE)
