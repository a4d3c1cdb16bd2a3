"""The rules engine is pure: it imports nothing from the UI libraries (the
three layers stay apart), so it runs headless in CI, in `bss-tui simulate` and in tests."""

from __future__ import annotations

import json
import subprocess
import sys

UI_PACKAGES = ("textual", "rich")

PROBE = r"""
import json, pkgutil, importlib, sys
import bss_tui.engine
# Every engine module, not just the facade's imports.
for info in pkgutil.walk_packages(bss_tui.engine.__path__, "bss_tui.engine."):
    importlib.import_module(info.name)
if "--play" in sys.argv:
    # A short game through the facade, so imports made inside functions are loaded too.
    import random
    from bss_tui.carddb.decks import load_deck
    from bss_tui.carddb.loader import load_cards
    from bss_tui.engine import Game, IllegalAction
    from bss_tui.engine.operations.dump import dump
    db = load_cards()
    g = Game.new(load_deck("vanilla-red", db), load_deck("vanilla-blue", db), seed=3)
    chooser = random.Random(3)
    for _ in range(300):
        if g.decision is None:
            break
        g.view(0); g.view(1); dump(g)
        try:
            g.apply("not an action")
        except IllegalAction:
            pass
        g.apply(chooser.choice(g.legal_actions()))
    g.save_data()
print(json.dumps(sorted(sys.modules)))
"""


def _loaded_modules(*args: str) -> list[str]:
    out = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True,
                         check=True, timeout=120)
    return json.loads(out.stdout.strip().splitlines()[-1])


def _ui_modules(modules: list[str]) -> list[str]:
    return [m for m in modules if any(m == p or m.startswith(p + ".") for p in UI_PACKAGES)]


def test_importing_the_engine_loads_no_ui_library():
    modules = _loaded_modules()
    assert "bss_tui.engine.game" in modules
    assert _ui_modules(modules) == []


def test_playing_through_the_engine_loads_no_ui_library():
    modules = _loaded_modules("--play")
    assert "bss_tui.engine.operations.view" in modules
    assert _ui_modules(modules) == []
