"""The autosave through the app: a game cut off mid-way (the app left without a clean exit, or
the process killed outright) resumes at the same position behind a hand-over screen; an
unreadable autosave is explained on the title, not offered for resume, and kept under a name of
its own (never overwritten) while the next game saves normally."""

from __future__ import annotations

import json
import os
import pickle
import random
import signal
import subprocess
import sys
import textwrap
from pathlib import Path
from types import SimpleNamespace

import pytest
from textual.widgets import OptionList

from bss_tui.carddb.loader import load_cards
from bss_tui.engine import Game
from bss_tui.engine.operations.dump import dump
from bss_tui.engine.saves import store as saves
from bss_tui.ui.app import BssApp
from bss_tui.ui.screens.game import GameScreen
from bss_tui.ui.screens.handover import HandOverScreen
from bss_tui.ui.screens.title import TitleScreen

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def resume_offered(app) -> bool:
    menu = app.screen.query_one("#title-menu", OptionList)
    return not menu.get_option("resume").disabled


async def resume_and_check(ui, expected_dump: dict, expected_log: list[str]) -> None:
    """A new app on the same data directory: r on the title resumes behind a hand-over."""
    app = BssApp()
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.settle(pilot)
        assert isinstance(app.screen, TitleScreen)
        assert resume_offered(app)
        await pilot.press("r")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, HandOverScreen), "the hand-over")
        game = app.session.game
        assert app.session.holder is None, "nobody holds the keyboard before the hand-over"
        assert game.log == expected_log
        assert dump(game) == expected_dump
        await ui.settle(pilot)
        assert f"Pass the keyboard to {game.name(game.decision.player)}" in " ".join(ui.visible_text(app).split())
        hidden = ui.hidden_names(game, 0) | ui.hidden_names(game, 1)
        assert not ui.leaks(ui.screen_text(app, all_screens=True), hidden, ui.public_text(game))
        await pilot.press("space")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, GameScreen), "the board")
        assert app.session.holder == game.decision.player
        # and the game goes on from there, saving as it goes
        await ui.play(pilot, random.Random(99), stop_after=1)
        assert len(game.log) == len(expected_log) + 1
        saved = json.loads(saves.autosave_path().read_text(encoding="utf-8"))
        assert saved["actions"] == game.log


async def test_leaving_mid_game_then_resume_restores_the_position(ui, autosave):
    app = BssApp(seed=12)
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.new_game(pilot)
        await ui.play(pilot, random.Random(12), stop_after=14)
        game = app.session.game
        assert not game.finished and len(game.log) == 14
        expected, log = dump(game), list(game.log)
        on_disk = json.loads(autosave.read_text(encoding="utf-8"))
        assert on_disk["actions"] == log, "the autosave is written after every action"
        # a dialog half filled in is not an action: nothing of it is saved
        await pilot.press("colon", *"summon")
        await ui.settle(pilot)
    # the context is left with the dialog open: no clean exit through the title
    assert json.loads(autosave.read_text(encoding="utf-8"))["actions"] == log
    await resume_and_check(ui, expected, log)


async def test_autosave_copied_right_after_an_action_resumes_that_position(ui, autosave, bss_data, tmp_path):
    """The file as it is on disk right after an action (what a crash would leave) resumes
    exactly there, even though the first app played on afterwards."""
    app = BssApp(seed=8)
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.new_game(pilot)
        await ui.play(pilot, random.Random(8), stop_after=9)
        game = app.session.game
        snapshot = autosave.read_bytes()
        expected, log = dump(game), list(game.log)
        await ui.play(pilot, random.Random(80), stop_after=6)
        assert len(game.log) > len(log)
    autosave.write_bytes(snapshot)
    assert not list(bss_data.glob(".autosave-*.tmp")), "no temporary file is left behind"
    await resume_and_check(ui, expected, log)


CHILD = textwrap.dedent("""
    import asyncio, os, pickle, random, signal, sys
    sys.path.insert(0, {here!r})
    from conftest import UiHelpers as ui
    from bss_tui.engine.operations.dump import dump
    from bss_tui.ui.app import BssApp

    async def main():
        app = BssApp(seed={seed})
        async with app.run_test(size=(120, 40)) as pilot:
            await ui.new_game(pilot)
            await ui.play(pilot, random.Random({seed}), stop_after={actions})
            await pilot.press("m")            # a dialog open when the process dies
            with open({out!r}, "wb") as f:
                pickle.dump((dump(app.session.game), list(app.session.game.log)), f)
            os.kill(os.getpid(), signal.SIGKILL)

    asyncio.run(main())
""")


async def test_killed_process_resumes_the_same_position(ui, autosave, tmp_path):
    out = tmp_path / "expected.pickle"
    script = CHILD.format(here=str(HERE), seed=31, actions=11, out=str(out))
    proc = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=dict(os.environ),
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == -signal.SIGKILL, proc.stderr[-2000:]
    expected, log = pickle.loads(out.read_bytes())
    assert len(log) == 11
    await resume_and_check(ui, expected, log)


def _bad_saves() -> dict[str, bytes]:
    from bss_tui.carddb.decks import load_deck
    decks = [[c.id for c in load_deck(name, load_cards())] for name in ("st01", "st02")]
    good_start = {"format": 1, "seed": 3, "origin": {"kind": "new", "decks": decks, "names": ["A", "B"]}}
    return {
        "garbage": b"\x00\x13 this is not a save {{{",
        "not-utf8": b"\xff\xfe\xfa not text",
        "truncated-json": b'{"format": 1, "seed": 3, "origin": {"kind": "ne',
        "wrong-format": json.dumps({"format": 99}).encode(),
        "illegal-action": json.dumps({**good_start, "actions": ["attack A7"]}).encode(),
        # the hostile-user cases that once crashed the app at every launch
        "deeply-nested": b"[" * 100_000 + b"]" * 100_000,
        "seed-infinity": json.dumps({**good_start, "actions": []}).replace('"seed": 3', '"seed": Infinity').encode(),
        "names-not-text": json.dumps({**good_start, "origin": {**good_start["origin"], "names": [1, 2]},
                                      "actions": []}).encode(),
    }


@pytest.mark.parametrize("kind", list(_bad_saves()))
async def test_unreadable_autosave_is_explained_kept_and_not_overwritten(ui, autosave, bss_data, kind):
    bad = _bad_saves()[kind]
    bss_data.mkdir(parents=True, exist_ok=True)
    autosave.write_bytes(bad)
    app = BssApp(seed=6)
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.settle(pilot)
        assert isinstance(app.screen, TitleScreen)
        kept = [p for p in bss_data.iterdir() if p.name != "autosave.json"]
        assert len(kept) == 1 and kept[0].name.startswith("autosave.unreadable-"), kept
        assert kept[0].read_bytes() == bad, "the bad save is kept as it was"
        assert not autosave.exists()
        message = " ".join(ui.visible_text(app).split())
        assert "cannot be read" in message and "kept as" in message, message
        assert kept[0].name in " ".join(ui.widget_texts(app.screen))
        # resume is not offered (menu entry disabled, no footer key), and r starts nothing
        assert not resume_offered(app)
        assert "Resume" not in ui.visible_text(app).splitlines()[-1]
        await pilot.press("r")
        await ui.settle(pilot)
        assert isinstance(app.screen, TitleScreen) and app.session is None
        # a new game saves normally beside the kept file
        await ui.new_game(pilot)
        await pilot.press("space")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, GameScreen), "the board")
        await ui.play(pilot, random.Random(6), stop_after=3)
        game = app.session.game
        data = json.loads(autosave.read_text(encoding="utf-8"))
        assert data["actions"] == game.log
        assert dump(Game.from_save(data, load_cards())) == dump(game)
        assert kept[0].read_bytes() == bad
        assert sorted(p.name for p in bss_data.iterdir()) == sorted(["autosave.json", kept[0].name])


async def test_kept_unreadable_saves_are_never_overwritten(ui, autosave, bss_data, monkeypatch):
    """Two earlier bad saves kept in the same second: the third gets a name of its own."""
    monkeypatch.setattr(saves, "time", SimpleNamespace(strftime=lambda fmt: "20250101-000000"))
    bss_data.mkdir(parents=True, exist_ok=True)
    first = bss_data / "autosave.unreadable-20250101-000000.json"
    second = bss_data / "autosave.unreadable-20250101-000000-1.json"
    first.write_text("first bad save")
    second.write_text("second bad save")
    autosave.write_text("third bad save")
    app = BssApp(seed=6)
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.settle(pilot)
        assert not resume_offered(app)
        third = bss_data / "autosave.unreadable-20250101-000000-2.json"
        assert third.read_text() == "third bad save"
        assert first.read_text() == "first bad save" and second.read_text() == "second bad save"
        assert third.name in " ".join(ui.widget_texts(app.screen))


async def test_a_second_start_after_a_bad_save_is_quiet(ui, autosave, bss_data):
    bss_data.mkdir(parents=True, exist_ok=True)
    autosave.write_bytes(b"nonsense")
    for expect_message in (True, False):
        app = BssApp(seed=6)
        async with app.run_test(size=ui.SIZE) as pilot:
            await ui.settle(pilot)
            assert not resume_offered(app)
            assert ("cannot be read" in " ".join(ui.visible_text(app).split())) is expect_message
    assert len(list(bss_data.glob("autosave.unreadable-*.json"))) == 1


async def test_a_save_that_cannot_be_written_does_not_stop_the_game(ui, tmp_path):
    """The autosave's folder is not writable: the game goes on and says so."""
    from bss_tui.engine import Game
    from bss_tui.carddb.decks import load_deck
    from bss_tui.carddb.loader import load_cards
    from bss_tui.ui.session import Session
    db = load_cards()
    game = Game.new(load_deck("st01", db), load_deck("st02", db), seed=2)
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("x")
    session = Session(game, blocked / "autosave.json")
    warning = session.apply(game.legal_actions()[0])
    assert warning.startswith("The game could not be saved") and len(game.log) == 1


async def test_temporary_files_left_by_a_kill_are_cleaned_at_start(ui, autosave, bss_data):
    """A kill between writing the temporary file and renaming it leaves `.autosave-*.tmp`; the next
    start removes it (a fresh one, maybe another instance's write in progress, is left alone)."""
    bss_data.mkdir(parents=True, exist_ok=True)
    stale, fresh = bss_data / ".autosave-k1ll3d.tmp", bss_data / ".autosave-wr1t1ng.tmp"
    stale.write_text('{"format": 1')
    fresh.write_text('{"format": 1')
    os.utime(stale, (1_000_000_000, 1_000_000_000))
    app = BssApp(seed=6)
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.settle(pilot)
        assert isinstance(app.screen, TitleScreen) and not resume_offered(app)
    assert not stale.exists() and fresh.exists()


def test_quitting_after_a_failed_autosave_says_the_game_is_not_saved(tmp_path, monkeypatch, capsys):
    """Issue 25: the app says so on the terminal when its last autosave failed, and where the last
    good one is; it never claims the game is saved."""
    from bss_tui.ui import app as app_module
    from bss_tui.ui.session import Session

    class Finished:
        game = type("G", (), {"finished": False})()
        unsaved = "The game could not be saved ([Errno 28] No space left on device)."
        save_path = tmp_path / "autosave.json"

    class QuitAtOnce:
        def __init__(self, seed=None):
            self.session, self.card_error = Finished(), ""

        def run(self):
            return None

    monkeypatch.setattr(app_module, "BssApp", QuitAtOnce)
    monkeypatch.setattr("bss_tui.carddb.cache.is_current", lambda *a: True)
    assert app_module.run() == 0
    err = capsys.readouterr().err
    assert "NOT saved" in err and "No space left" in err and str(tmp_path) in err
    assert Session.__dataclass_fields__["unsaved"].default == ""
