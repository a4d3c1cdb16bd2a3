"""Stop settings in the app (engine/model/seats.py): chosen per player on the new-game form, changed in
game with s (only the keyboard holder's own), saved with the game and restored on resume; with
flash windows (7-1-2-1, 7-1-4-1) passed automatically the same game needs fewer hand-over screens."""

from __future__ import annotations

import json
import random

import pytest

from bss_tui.engine.saves import store as saves
from bss_tui.engine.model.seats import ALL_STOP, FLASH_PASSED, Prompt, SeatStops, Stop, StopSettings
from bss_tui.ui.app import BssApp
from bss_tui.ui.screens.game import GameScreen
from bss_tui.ui.screens.handover import HandOverScreen
from bss_tui.ui.screens.newgame import NewGameScreen
from bss_tui.ui.screens.stops import StopsList, StopsScreen
from bss_tui.ui.screens.title import TitleScreen

SEED = 11


async def play_game(ui, ticks: tuple[list[int], list[int]]):
    """A whole seeded game by keys; also each hand-over screen's words, by the player named."""
    app = BssApp(seed=SEED)
    texts: dict[str, set[str]] = {}

    def at_handover(app) -> None:
        game = app.session.game
        words = " ".join(" ".join(ui.widget_texts(app.screen)).split())
        texts.setdefault(game.name(game.decision.player), set()).add(words)

    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.new_game_with_stops(pilot, ticks)
        result = await ui.play(pilot, random.Random(SEED), on_handover=at_handover)
        return app.session, result, texts


# Two whole games by keys (about a minute): left out of the default run to keep CI within its time;
# tests/test_simulate.py checks the same hand-over counts over seeded games at the engine's level.
async def test_passing_flash_windows_plays_the_same_game_with_fewer_hand_overs(ui):
    """The attacking policy passes every flash window itself; with both players passing them
    automatically the app does it instead: the same actions, fewer hand-over screens."""
    stopping, before, words_before = await play_game(ui, ([], []))
    passing, after, words_after = await play_game(ui, ([0, 1], [0, 1]))
    assert stopping.settings == ALL_STOP and passing.settings == FLASH_PASSED
    assert stopping.game.log == passing.game.log and passing.game.finished
    assert after.automatic > before.automatic and after.actions < before.actions
    assert after.handovers < before.handovers, (before.handovers, after.handovers)
    # a hand-over names who takes the keyboard and nothing else, whatever the settings
    assert words_before == words_after and all(len(t) == 1 for t in words_after.values()), words_after


async def test_change_in_game_saved_and_restored_on_resume(ui, autosave):
    app = BssApp(seed=SEED)
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.new_game_with_stops(pilot, ([3], []))      # player 1 passes bursts
        session = app.session
        assert session.settings[0].passing() == {Prompt.BURST} and session.settings[1] == SeatStops()
        assert json.loads(autosave.read_text())["stops"] == session.settings.to_data()
        # nobody holds the keyboard during a hand-over: no settings can be opened
        await pilot.press("s")
        assert isinstance(app.screen, HandOverScreen)
        await pilot.press("space")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, GameScreen), "the board")
        holder = session.holder
        other = 1 - holder
        before_other = session.settings[other]
        await pilot.press("s")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, StopsScreen), "the stop settings")
        assert app.session.game.name(holder) in ui.visible_text(app)
        listed = app.screen.query_one(StopsList)
        assert set(listed.selected) == session.settings[holder].passing()
        listed.focus()
        await pilot.press("space", "down", "space")             # toggle the first two rows
        await pilot.press("ctrl+s")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, GameScreen), "the board again")
        mine = session.settings[holder]
        assert mine[Prompt.FLASH_BEFORE] == Stop.PASS and mine[Prompt.FLASH_AFTER] == Stop.PASS
        assert session.settings[other] == before_other        # only the holder's own
        # escape leaves them as they were
        await pilot.press("s")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, StopsScreen), "the stop settings")
        await pilot.press("space", "escape")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, GameScreen), "the board again")
        assert session.settings[holder] == mine
        saved = StopSettings.from_data(json.loads(autosave.read_text())["stops"])
        assert saved == session.settings
        log = list(session.game.log)
    app = BssApp()
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.settle(pilot)
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("r")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, HandOverScreen), "the hand-over")
        assert app.session.settings == saved and app.session.game.log[:len(log)] == log


async def test_an_older_save_without_settings_resumes_with_the_defaults(ui, autosave, card_db):
    from bss_tui.carddb.decks import load_deck, preconstructed_decks
    from bss_tui.engine import Game
    names = preconstructed_decks()
    game = Game.new(load_deck(names[0], card_db), load_deck(names[1], card_db), seed=3)
    saves.save_game(game, autosave)                 # the save as written before settings existed
    assert "stops" not in json.loads(autosave.read_text())
    app = BssApp()
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.settle(pilot)
        await pilot.press("r")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, HandOverScreen), "the hand-over")
        assert app.session.settings == ALL_STOP


def test_an_action_followed_by_automatic_decisions_cannot_be_taken_back(tmp_path, card_db):
    """ctrl+z would only lead back to a decision with nothing to choose: refused, citing 1-2-1."""
    import pytest
    from bss_tui.carddb.decks import load_deck, preconstructed_decks
    from bss_tui.engine import Game, IllegalAction
    from bss_tui.ui.session import Session
    names = preconstructed_decks()
    game = Game.new(load_deck(names[0], card_db), load_deck(names[1], card_db), seed=5)
    session = Session(game, tmp_path / "save.json", stops=FLASH_PASSED)
    rng = random.Random(5)
    while not session.automatic:
        session.take_keyboard()
        session.apply(rng.choice(game.legal_actions()))
    session.take_keyboard()
    assert not session.can_undo
    with pytest.raises(IllegalAction, match="automatically"):
        session.undo()
