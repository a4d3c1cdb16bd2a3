"""The Replays screen and the replay viewer, by keys: a game finished in the app (a concession)
goes to the history; y on the title lists it; Enter opens it; right/left/end/home step; escape
goes back.  A game in progress is never in the history.  Snapshots of both screens (the scenes
of screenshots.py, over its fixed history): 80 x 24 and 100 x 30 here, 120 x 40 in
test_snapshots.py, which takes every scene at that size."""

from __future__ import annotations

import threading
from datetime import datetime, timezone
from pathlib import Path

import pytest
from textual.widgets import OptionList

from bss_tui.carddb.decks import load_deck
from bss_tui.carddb.loader import load_cards
from bss_tui.engine import Game

from bss_tui.engine.saves import store as saves
from bss_tui.engine.saves.history import history_dir, read_entry, record_game
from bss_tui.ui.app import BssApp
from bss_tui.ui.screens.game import GameScreen
from bss_tui.ui.screens.gameover import GameOverScreen
from bss_tui.ui.screens.replay import ReplayScreen
from bss_tui.ui.screens import replays
from bss_tui.ui.screens.replays import SHOWN_EVERY, ReplaysScreen
from bss_tui.ui.screens.title import TitleScreen
from bss_tui.ui.screenshots import DAMAGED, DECKS, OPENING, SCENES_BY_NAME, SIZE, new_game, write_history


def opening_game():
    g = new_game()
    for action in OPENING:
        g.apply(action)
    return g


async def open_replays(ui, pilot, app) -> None:
    await pilot.press("y")
    await ui.wait_for(pilot, lambda: isinstance(app.screen, ReplaysScreen), "the Replays screen")
    await app.workers.wait_for_complete()
    await ui.settle(pilot)


def step_shown(app) -> str:
    screen = app.screen
    assert isinstance(screen, ReplayScreen)
    return screen.step_line()


def footer_offers(app, action: str, *parameters: object) -> bool:
    return bool(app.screen.check_action(action, parameters))


async def test_a_conceded_game_is_replayed_step_by_step_by_keys(ui, bss_data: Path):
    save_path = bss_data / saves.AUTOSAVE
    app = BssApp(save_path=save_path, start=opening_game())
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.settle(pilot)
        await pilot.press("space")                   # the player takes the keyboard
        await ui.settle(pilot)
        assert isinstance(app.screen, GameScreen)
        assert not history_dir(save_path).exists()  # in progress: not in the history
        await pilot.press("ctrl+x")
        await ui.settle(pilot)
        await pilot.press("y")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen), "the game-over screen")
        total = len(OPENING) + 1
        [kept] = list(history_dir(save_path).iterdir())
        assert not save_path.exists()                # the autosave is cleared, the history kept
        await pilot.press("n")                       # back to the title
        await ui.wait_for(pilot, lambda: isinstance(app.screen, TitleScreen), "the title")
        await open_replays(ui, pilot, app)
        text = ui.screen_text(app)
        assert "Ayla (st01) vs Bram (st02)" in text and "concedes (1-2-4)" in text
        assert f"{total} actions" in text
        await pilot.press("enter")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, ReplayScreen), "the replay viewer")
        await ui.settle(pilot)
        assert step_shown(app).startswith(f"Step 0 / {total}")
        assert not footer_offers(app, "step", -1) and not footer_offers(app, "first")
        assert footer_offers(app, "step", 1) and footer_offers(app, "last")
        for key, step in (("right", 1), ("n", 2), ("right", 3), ("left", 2), ("p", 1)):
            await pilot.press(key)
            await ui.settle(pilot)
            assert step_shown(app).startswith(f"Step {step} / {total}"), key
        assert f"last: {OPENING[0]}" in step_shown(app) and f"next: {OPENING[1]}" in step_shown(app)
        await pilot.press("end")
        await ui.settle(pilot)
        assert step_shown(app).startswith(f"Step {total} / {total}")
        assert not footer_offers(app, "step", 1) and not footer_offers(app, "last")
        shown = ui.screen_text(app)
        assert "Ayla concedes" in shown and "1-2-4" in shown          # the log with its rule ids
        assert "top first" in shown                                   # both decks, in order
        await pilot.press("home")
        await ui.settle(pilot)
        assert step_shown(app).startswith(f"Step 0 / {total}")
        await pilot.press("escape")
        await ui.settle(pilot)
        assert isinstance(app.screen, ReplaysScreen)
        await pilot.press("escape")
        await ui.settle(pilot)
        assert isinstance(app.screen, TitleScreen)
    assert kept.exists()


async def test_the_viewer_shows_both_hands_and_decks(ui, bss_data: Path):
    """Nothing is hidden in a finished game's replay: every card of both hands and decks."""
    write_history(bss_data)
    app = BssApp(save_path=bss_data / saves.AUTOSAVE)
    async with app.run_test(size=SIZE) as pilot:
        await ui.settle(pilot)
        await open_replays(ui, pilot, app)
        await pilot.press("enter")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, ReplayScreen), "the replay viewer")
        await pilot.press("end")
        await ui.settle(pilot)
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        shown = screen.replay.view()
        text = ui.screen_text(app)
        for seat in (0, 1):
            side = shown.table.players[seat]
            assert side.hand and all(card.name in text for card in side.hand)
            assert shown.decks[seat] and ", ".join(c.name for c in shown.decks[seat]) in text


async def test_an_empty_history_says_so(ui, bss_data: Path):
    app = BssApp(save_path=bss_data / saves.AUTOSAVE)
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.settle(pilot)
        await open_replays(ui, pilot, app)
        assert "No finished games yet" in ui.screen_text(app)
        await pilot.press("enter")                   # nothing to open: nothing happens
        await ui.settle(pilot)
        assert isinstance(app.screen, ReplaysScreen)


async def test_a_damaged_entry_is_listed_and_kept_and_the_rest_open(ui, bss_data: Path):
    folder = write_history(bss_data)
    app = BssApp(save_path=bss_data / saves.AUTOSAVE)
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.settle(pilot)
        await open_replays(ui, pilot, app)
        text = ui.screen_text(app)
        assert f"DAMAGED {DAMAGED[0]}" in text and "not valid JSON" in text
        assert "1 damaged (kept, not opened)" in text
        await pilot.press("enter")                   # the highlight starts on the first readable game
        await ui.wait_for(pilot, lambda: isinstance(app.screen, ReplayScreen), "the replay viewer")
    assert (folder / DAMAGED[0]).read_text(encoding="utf-8") == DAMAGED[1]


def conceded_games(bss_data: Path, count: int) -> None:
    folder = history_dir(bss_data / saves.AUTOSAVE)
    cards = load_cards()
    for seed in range(count):
        g = Game.new(load_deck(DECKS[0], cards), load_deck(DECKS[1], cards), seed=seed, names=("Ayla", "Bram"))
        g.apply("concede p2")
        record_game(g, cards, folder, when=datetime(2026, 5, 1, 12, seed, tzinfo=timezone.utc))


async def test_leaving_the_list_while_it_is_read_stops_the_reading(ui, bss_data: Path, monkeypatch):
    conceded_games(bss_data, 3 * SHOWN_EVERY)

    calls = []
    left = threading.Event()

    def held_read(path, cards):           # the first game is read only once the screen is left
        calls.append(path)
        left.wait(10)
        return read_entry(path, cards)

    monkeypatch.setattr(replays, "read_entry", held_read)
    app = BssApp(save_path=bss_data / saves.AUTOSAVE)
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.settle(pilot)
        await pilot.press("y", "escape")
        await ui.settle(pilot)
        assert isinstance(app.screen, TitleScreen) and app.is_running
        left.set()
        await pilot.pause(0.5)               # time enough to read the 29 others, were it not stopped
        await ui.settle(pilot)
    # the reading stopped with the screen: at most the one game held while it was left (none if
    # the screen was left before the reading began), however busy the machine
    assert len(calls) <= 1


async def test_a_long_history_fills_the_list_as_it_is_read(ui, bss_data: Path):
    conceded_games(bss_data, SHOWN_EVERY + 3)
    app = BssApp(save_path=bss_data / saves.AUTOSAVE)
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.settle(pilot)
        await open_replays(ui, pilot, app)
        listing = app.screen.query_one(OptionList)
        assert listing.option_count == SHOWN_EVERY + 3 and listing.highlighted == 0
        assert f"{SHOWN_EVERY + 3} games" in ui.screen_text(app) and "reading" not in ui.screen_text(app)
        assert "2026-05-01 12:12" in str(listing.get_option_at_index(0).prompt)


async def test_a_game_in_progress_is_never_in_the_history(ui, bss_data: Path):
    """Privacy: played, saved after every action and quit mid-game, it leaves only the autosave."""
    save_path = bss_data / saves.AUTOSAVE
    app = BssApp(save_path=save_path, start=opening_game())
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.settle(pilot)
        await pilot.press("space")
        await ui.settle(pilot)
        for _ in range(3):
            await pilot.press("e")               # end the step / pass: the game goes on
            await ui.settle(pilot)
        assert app.session is not None and not app.session.game.finished
        assert len(app.session.game.log) > len(OPENING)
    assert save_path.exists() and not history_dir(save_path).exists()


@pytest.mark.parametrize("size", [(80, 24), (100, 30)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", ["replays", "replay"])
def test_snapshot(name: str, size: tuple[int, int], snap_compare, tmp_path: Path,
                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The list and the viewer over the fixed history of screenshots.py (fixed dates)."""
    scene = SCENES_BY_NAME[name]
    data = tmp_path / "bss-data"
    monkeypatch.setenv(saves.DATA_ENV, str(data))
    assert snap_compare(scene.app(data), run_before=scene.drive, terminal_size=size)


async def test_the_hidden_cards_scroll_by_keys_on_a_small_terminal(ui, bss_data: Path):
    write_history(bss_data)
    app = BssApp(save_path=bss_data / saves.AUTOSAVE)
    async with app.run_test(size=(80, 24)) as pilot:
        await ui.settle(pilot)
        await open_replays(ui, pilot, app)
        await pilot.press("enter")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, ReplayScreen), "the replay viewer")
        await ui.settle(pilot)
        if app.focused is None or "replay-cards-box" not in app.focused.classes:
            await pilot.press("tab")
        box = app.focused
        assert box is not None and "replay-cards-box" in box.classes
        await pilot.press("down", "down", "down")
        await ui.settle(pilot)
        assert box.scroll_y > 0
        await pilot.press("right")                  # the arrows across still step
        await ui.settle(pilot)
        assert step_shown(app).startswith("Step 1 /")
