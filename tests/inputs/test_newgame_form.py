"""The new-game form: decks offered by name and colours; a deck file's problems all shown at
once (as plain text); names that could not be shown or saved are refused there."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.app import App
from textual.widgets import Input, Select, Static

from bss_tui.carddb.files import SERVED_ENV
from bss_tui.carddb.loader import cards_dir
from bss_tui.ui.screens.newgame import FILE, NewGameScreen


class Host(App[None]):
    def __init__(self) -> None:
        super().__init__()
        self.result: list[Any] = []

    def on_mount(self) -> None:
        self.push_screen(NewGameScreen(), self.result.append)


def _problems(app: Host) -> str:
    return str(app.screen.query_one("#newgame-error", Static).render())


async def test_decks_are_offered_by_name_and_colours():
    app = Host()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        select = app.screen.query_one("#deck1", Select)
        labels = [str(prompt) for prompt, _ in select._options]
        assert "st01 (red)" in labels and "st07 (red, purple, yellow)" in labels
        assert labels[-1] == FILE


async def test_a_deck_file_shows_every_problem_at_once(tmp_path: Path):
    bad = tmp_path / "[bold]bad.deck"
    bad.write_text("² ST01-005\n60 ST01-004\n1 VAN-001\n", encoding="utf-8")
    app = Host()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.screen.query_one("#deck2", Select).value = FILE
        app.screen.query_one("#file2", Input).value = str(bad)
        await pilot.press("ctrl+s")
        await pilot.pause()
        text = _problems(app)
        assert "Player 2 deck [bold]bad: 4 problems" in text, text
        for fragment in ("expected 'COUNT CARD-ID'", "61 cards", "60 copies of Raineedle", "practice cards"):
            assert fragment in text, text
        assert app.result == [], "the form stays open"
        # the same file, fixed, with a name line: accepted
        good = tmp_path / "good.deck"
        good.write_text("\ufeff# name: Dragons\n" + (cards_dir() / "decks" / "st01.deck").read_text(encoding="utf-8"),
                        encoding="utf-8")
        app.screen.query_one("#file2", Input).value = str(good)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert len(app.result) == 1 and len(app.result[0].decks[1]) == 50


async def test_a_player_name_with_a_control_character_is_refused():
    app = Host()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.screen.query_one("#name1", Input).value = "Ayla\x1b[2J"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "Player 1 name: holds the control character U+001B" in _problems(app)
        assert app.result == []


async def test_a_served_game_opens_deck_files_only_from_the_data_folder(tmp_path: Path, bss_data: Path, monkeypatch):
    """Served in a browser, the player at the page may not be the machine's owner: a path typed in
    the form reaches no file outside the data folder, by name or through a link."""
    monkeypatch.setenv(SERVED_ENV, "1")
    legal = (cards_dir() / "decks" / "st01.deck").read_text(encoding="utf-8")
    outside = tmp_path / "private.deck"
    outside.write_text("root:x:0:0:secret line\n" + legal, encoding="utf-8")
    (bss_data / "decks").mkdir(parents=True)
    link = bss_data / "decks" / "link.deck"
    link.symlink_to(outside)
    mine = bss_data / "decks" / "mine.deck"
    mine.write_text(legal, encoding="utf-8")
    app = Host()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.screen.query_one("#deck2", Select).value = FILE
        for typed in (str(outside), str(link), str(bss_data / ".." / "private.deck"), "/etc/passwd", "~/.bashrc"):
            app.screen.query_one("#file2", Input).value = typed
            await pilot.press("ctrl+s")
            await pilot.pause()
            text = _problems(app)
            assert "is not read: served" in text and "secret line" not in text and "root:" not in text, text
            assert app.result == []
        app.screen.query_one("#file2", Input).value = str(mine)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert len(app.result) == 1 and len(app.result[0].decks[1]) == 50     # player 1 a shipped deck
