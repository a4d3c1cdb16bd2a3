"""Snapshot tests of the app's screens (pytest-textual-snapshot).

The scenes are the ones of `python -m bss_tui.ui.screenshots` (bss_tui/ui/screenshots.py): one
scripted, seeded game and the keys pressed for each.  The main step, a flash window, a
hand-over and a payment preview are taken at 80 x 24 (the compact layout), 100 x 30 and
120 x 40; the other scenes at 120 x 40.  Each scene also checks that it ends on the screen it
claims and shows its key texts, so a baseline regenerated after a UI change cannot silently become a picture of the wrong screen.

After an intended UI change, look at the report of the failing run, then regenerate:

    .venv/bin/python -m pytest tests/ui/test_snapshots.py --snapshot-update
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bss_tui.engine.saves import store as saves
from bss_tui.ui.screenshots import SCENES, SIZE, Scene

SIZES = ((80, 24), (100, 30), (120, 40))
AT_EVERY_SIZE = ("main", "flash", "handover", "payment", "practice", "lesson", "battle")
CASES = [(scene, size) for scene in SCENES
         for size in (SIZES if scene.name in AT_EVERY_SIZE else (SIZE,))]


@pytest.mark.parametrize("scene,size", CASES, ids=[f"{s.name}-{w}x{h}" for s, (w, h) in CASES])
def test_screen(scene: Scene, size: tuple[int, int], snap_compare, tmp_path: Path,
                monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> None:
    data = tmp_path / "bss-data"
    monkeypatch.setenv(saves.DATA_ENV, str(data))          # the autosave never leaves tmp_path
    if scene.name == "deckbuilder":                          # the whole pool: the starters only,
        request.getfixturevalue("starter_pool")              # so that a new set changes nothing
    assert snap_compare(scene.app(data), run_before=scene.drive, terminal_size=size)
