"""A level that thinks (the hard one: up to a second a decision) is asked in a thread on a copy of
the game, so that the screen stays live while it thinks (ui/widgets/computer_turn.py `think`); what
the person at the keyboard types meanwhile is never taken as the computer's action."""

from __future__ import annotations

import random
import threading

from bss_tui.computer import SEARCHED, Player, Search, program
from bss_tui.ui.app import BssApp
from bss_tui.ui.screens.game import GameScreen
from bss_tui.ui.screens.gameover import GameOverScreen
from bss_tui.ui.screens.help import HelpScreen
from bss_tui.ui.widgets.computer_turn import ComputerLine

from test_computer_ui import SEED, new_game_with_players


class Held:
    """A thinking program that, at a decision the hard level searches, waits for the test to let it
    answer (the normal level's answer), noting whether it was given the game itself or a copy."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.games: list[object] = []

    def __call__(self, game, seat: int) -> str:
        if game.decision.kind not in SEARCHED:
            return program(game, seat)      # answered at once, on the app's thread (Session.thinks_now)
        self.games.append(game)
        assert self.release.wait(20), "the test never let the program answer"
        return program(game, seat)


async def the_persons_turn_ends(pilot, ui, app) -> None:
    """The person (p1) ends every decision of theirs until the computer decides."""
    session = app.session
    while not session.thinks_now:
        await ui.wait_for(pilot, lambda: session.thinks_now or session.holder == session.decider, "a decision")
        if session.thinks_now:
            return
        options = list(session.game.decision.options)
        end = next((o for o in ("end", "noblock", "pass", "keep", "done") if o in options), options[0])
        assert app.screen.act(end)
        await ui.settle(pilot)


async def test_the_screen_stays_live_while_the_computer_thinks_and_then_it_plays(ui, autosave):
    app = BssApp(seed=SEED)
    async with app.run_test(size=ui.SIZE) as pilot:
        await new_game_with_players(pilot, ui, computer=(1,), level=Player.HARD)
        session = app.session
        assert session.thinking == (1,)
        held = session.programs[1] = Held()
        await the_persons_turn_ends(pilot, ui, app)
        game, asked = session.game, session.game.decision
        await ui.wait_for(pilot, lambda: held.games, "the program to be asked")
        assert held.games[0] is not game, "the program thinks on a copy, not the game on the table"
        line = app.screen.query_one(ComputerLine)
        assert "Computer is thinking" in str(line.render())
        # the app answers keys meanwhile: the help opens and closes
        await pilot.press("question_mark")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, HelpScreen), "the help")
        await pilot.press("escape")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, GameScreen), "the board")
        # what the person types is not the computer's action (the session refuses it)
        before = list(game.log)
        some = next(iter(asked.options))
        assert not app.screen.act(some)
        assert game.log == before and game.decision is asked
        held.release.set()
        await ui.wait_for(pilot, lambda: len(game.log) > len(before), "the computer's action")
        assert game.entries[len(before)].player == 1


async def test_an_answer_that_comes_after_the_game_moved_on_is_dropped(ui, autosave):
    app = BssApp(seed=SEED)
    async with app.run_test(size=ui.SIZE) as pilot:
        await new_game_with_players(pilot, ui, computer=(1,), level=Player.HARD)
        session = app.session
        held = session.programs[1] = Held()
        await the_persons_turn_ends(pilot, ui, app)
        await ui.wait_for(pilot, lambda: held.games, "the program to be asked")
        assert app.screen.act("concede p1")          # 1-2-4: at any time, while it thinks too
        log = list(session.game.log)
        held.release.set()
        await ui.wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen), "the game-over screen")
        await ui.settle(pilot, 5)
        assert session.game.log == log and session.game.st.winner == "p2"


async def test_a_game_against_the_hard_level_by_keys(ui, autosave):
    """The real hard level, on a short budget, through the person's keys and its own turns."""
    app = BssApp(seed=SEED)
    async with app.run_test(size=ui.SIZE) as pilot:
        await new_game_with_players(pilot, ui, computer=(1,), level=Player.HARD)
        session = app.session
        session.programs[1] = Search(budget=0.02, samples=2)
        result = await ui.play(pilot, random.Random(SEED), stop_after=30)
        assert result.actions == 30
        assert any(e.player == 1 for e in session.game.entries), "the hard level played"


def test_it_thinks_in_a_thread_only_at_the_decisions_it_searches(autosave):
    """A payment or a target it answers at once, as the normal level (computer SEARCHED); the main
    step, attacks, blocks and flash windows it thinks about."""
    from bss_tui.carddb.decks import load_deck
    from bss_tui.carddb.loader import load_cards
    from bss_tui.engine import Game
    from bss_tui.ui.session import Session

    db = load_cards()
    game = Game.new(load_deck("st01", db), load_deck("st02", db), seed=3)
    session = Session(game, autosave, computer=(1,), levels={1: Player.HARD})
    assert session.thinking == (1,)
    seen: dict[bool, set[str]] = {True: set(), False: set()}
    while game.decision is not None and len(game.log) < 400:
        d = game.decision
        if d.player == 1:
            seen[session.thinks_now].add(d.kind)
            assert session.thinks_now == (d.kind in SEARCHED)
        game.apply(program(game, d.player))
    assert {"main", "attack"} <= seen[True] and {"pay", "place_cores"} <= seen[False]
