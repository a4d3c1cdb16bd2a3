"""Playing against the computer in the app: a seat chosen as the computer on the new-game form
plays through the session's programs (ui/session.py) with no hand-over screen; two computers play a
demonstration one action at a time (a key pauses it); a resumed game remembers the computer's seat."""

from __future__ import annotations

import json
import random

import pytest

from bss_tui.computer import IN_APP, Player, Search
from bss_tui.engine.saves import store
from bss_tui.ui.app import BssApp
from bss_tui.ui.screens import game as game_screen
from bss_tui.ui.screens.game import GameScreen
from bss_tui.ui.screens.gameover import GameOverScreen
from bss_tui.ui.screens.handover import HandOverScreen
from bss_tui.ui.screens.newgame import NewGameScreen
from bss_tui.ui.session import Session

SEED = 4          # the computer (p2) beats the person (p1, attacking policy) in turn 5, after 89 actions
DEMO_SEED = 17    # the computer against itself (st01, st02) ends in turn 5, after 85 actions


async def new_game_with_players(pilot, ui, computer: tuple[int, ...], level: Player = Player.NORMAL) -> None:
    """Title -> n -> the new-game form, each seat in `computer` set to the computer at `level` by
    keys (down the seat select's options to it), ctrl+s."""
    app = pilot.app
    await choose_players(pilot, ui, computer, level)
    await ui.settle(pilot)
    await pilot.press("ctrl+s")
    await ui.wait_for(pilot, lambda: isinstance(app.screen, GameScreen), "the board")


async def choose_players(pilot, ui, computer: tuple[int, ...], level: Player = Player.NORMAL) -> None:
    """Title -> n -> the new-game form, each seat in `computer` set to the computer at `level`."""
    app = pilot.app
    await pilot.press("n")
    await ui.wait_for(pilot, lambda: isinstance(app.screen, NewGameScreen), "the new-game screen")
    for seat in computer:
        while app.focused is None or app.focused.id != f"plays{seat + 1}":
            await pilot.press("tab")
        await pilot.press("enter", *["down"] * IN_APP.index(level), "enter")


async def test_a_whole_game_against_the_computer_by_keys(ui, autosave):
    app = BssApp(seed=SEED)
    async with app.run_test(size=ui.SIZE) as pilot:
        await new_game_with_players(pilot, ui, computer=(1,))
        session = app.session
        assert session.computer == (1,) and session.alone
        assert session.game.name(1) == "Computer" and session.game.name(0) == "Player 1"
        saved = json.loads(autosave.read_text())
        assert saved["computer"] == [1]
        checked = []

        def computer_hand_not_on_screen(app) -> None:
            """The person holds the keyboard throughout: the computer's hand and burst never show."""
            game = app.session.game
            hidden = ui.hidden_names(game, 1)
            found = ui.leaks(ui.screen_text(app), hidden, ui.holder_may_see(game, 0))
            assert not found, f"the computer's hidden cards {found} are on screen (turn {game.st.turn})"
            checked.append(len(hidden))

        result = await ui.play(pilot, random.Random(SEED), on_prompt=computer_hand_not_on_screen)
        assert len(checked) == result.prompts and sum(checked) > 50
        game = session.game
        assert game.finished and isinstance(app.screen, GameOverScreen)
        assert result.handovers == 0, "one person plays: the keyboard never changes hands"
        computer_actions = [e.action for e in game.entries if e.player == 1]
        assert len(computer_actions) > 20 and result.actions > 20
        assert any(a.startswith("summon ") for a in computer_actions)
        assert any(a.startswith("attack ") for a in computer_actions)


async def test_the_form_offers_each_level_and_the_hard_one_is_played_and_saved(ui, autosave):
    """The seat select lists a person and every level of the computer (computer/players.py IN_APP);
    the level chosen plays the seat (computer/levels.py) and the autosave remembers it."""
    app = BssApp(seed=SEED)
    async with app.run_test(size=ui.SIZE) as pilot:
        await pilot.press("n")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, NewGameScreen), "the new-game screen")
        select = app.screen.query_one("#plays2")
        assert [str(label) for label, _ in select._options] == ["Person", "Easy", "Normal", "Hard"]
        await pilot.press("escape")
        await ui.wait_for(pilot, lambda: not isinstance(app.screen, NewGameScreen), "the title")
        await new_game_with_players(pilot, ui, computer=(1,), level=Player.HARD)
        session = app.session
        assert session.computer == (1,) and session.levels == {1: Player.HARD}
        assert isinstance(session.programs[1], Search)
        assert session.game.name(1) == "Computer"
        saved = json.loads(autosave.read_text())
        assert saved["computer"] == [1] and saved["levels"] == {"p2": "hard"}


async def test_the_computer_may_play_the_first_seat(ui):
    app = BssApp(seed=SEED)
    async with app.run_test(size=ui.SIZE) as pilot:
        await new_game_with_players(pilot, ui, computer=(0,))
        session = app.session
        await ui.settle(pilot)
        assert session.computer == (0,) and session.holder == 1 == session.decider
        assert not isinstance(app.screen, HandOverScreen)


async def test_two_computers_play_a_demonstration_one_action_at_a_time(ui, monkeypatch):
    monkeypatch.setattr(game_screen, "DEMO_PAUSE", 0.05)
    app = BssApp(seed=DEMO_SEED)
    async with app.run_test(size=ui.SIZE) as pilot:
        await new_game_with_players(pilot, ui, computer=(0, 1))
        session = app.session
        screen = app.screen
        assert session.demonstration and session.holder is None
        assert (session.game.name(0), session.game.name(1)) == ("Computer", "Computer (2)")
        await pilot.pause(0.3)
        seen = len(session.game.log)
        assert 0 < seen < 60, "the demonstration goes one action per pause, not the whole game at once"
        await pilot.press("p")
        paused = len(session.game.log)
        await pilot.pause(0.3)
        assert len(session.game.log) == paused, "p pauses it"
        await pilot.press("p")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen), "the end of the demonstration",
                          tries=3000)
        assert session.game.finished and len(session.game.log) > paused
        assert screen.demo is not None


def test_a_resumed_game_remembers_the_computers_seat_and_an_old_save_has_none(ui, autosave):
    from bss_tui.carddb.decks import load_deck
    from bss_tui.carddb.loader import load_cards
    from bss_tui.engine import Game

    db = load_cards()
    game = Game.new(load_deck("st01", db), load_deck("st02", db), seed=3)
    session = Session(game, autosave, computer=(1,))
    assert session.begin() == ""
    resumed = Session(store.load_game(autosave), autosave)
    assert resumed.computer == (1,) and set(resumed.programs) == {1}
    assert resumed.game.log == game.log
    data = json.loads(autosave.read_text())
    del data["computer"]                    # a save written before the computer existed
    autosave.write_text(json.dumps(data))
    old = Session(store.load_game(autosave), autosave)
    assert old.computer == () and old.programs == {} and len(old.people) == 2


async def test_resume_from_the_title_goes_on_against_the_computer(ui, autosave):
    app = BssApp(seed=SEED)
    async with app.run_test(size=ui.SIZE) as pilot:
        await new_game_with_players(pilot, ui, computer=(1,))
        await ui.play(pilot, random.Random(SEED), stop_after=6)
        log = list(app.session.game.log)
    app = BssApp()
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.settle(pilot)
        await pilot.press("r")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, GameScreen), "the board")
        session = app.session
        assert session.game.log == log and session.computer == (1,)
        assert session.holder == 0 == session.decider, "one person: straight to their decision, no hand-over"
        await ui.play(pilot, random.Random(SEED + 1), stop_after=20)
        assert any(e.player == 1 for e in session.game.entries[len(log):]), "the computer plays on"
