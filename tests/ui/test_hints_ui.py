"""Hints in the app (`?`, computer/hints.py through ui/hinting.py): in a game against the computer
and in a lesson the player at the keyboard gets a legal move with a reason citing a rule, and can
take it (Enter) or leave it (Escape); between two people `?` is the help unless both ticked "hints"
on the new-game form, which the autosave remembers; a hint that arrives after its decision changed
is dropped."""

from __future__ import annotations

import json
import re
import threading

from textual.widgets import Checkbox

from bss_tui.computer import program
from bss_tui.computer.hints import Hint
from bss_tui.engine.model.savefile import read as read_save
from bss_tui.ui.app import BssApp
from bss_tui.ui.hinting import hints_on
from bss_tui.ui.screens import game as game_screen
from bss_tui.ui.screens.game import GameScreen
from bss_tui.ui.screens.help import HelpScreen
from bss_tui.ui.screens.hint import HintScreen
from bss_tui.ui.screens.newgame import NewGameScreen
from bss_tui.computer.players import Player
from bss_tui.ui.session import Session
from bss_tui.ui.widgets.computer_turn import TurnSummaryScreen
from bss_tui.ui.widgets.prompt import Prompt

from test_computer_ui import choose_players
from test_practice_ui import open_lesson

RULE = re.compile(r"\(\d+-\d+(-\d+)*[,)]")     # a rule id cited in brackets: (7-1-5-2-1) or (10-6-6, ...)


async def new_game(pilot, ui, computer: tuple[int, ...] = (), hints: tuple[int, ...] = ()) -> None:
    """Title -> n -> the form: the seats in `computer` to the normal computer, the hints boxes of `hints`
    ticked, by keys; ctrl+s."""
    app = pilot.app
    await choose_players(pilot, ui, computer, Player.NORMAL)
    for seat in hints:
        while app.focused is None or app.focused.id != f"hints{seat + 1}":
            await pilot.press("tab")
        await pilot.press("space")
        assert app.screen.query_one(f"#hints{seat + 1}", Checkbox).value
    await ui.settle(pilot)
    await pilot.press("ctrl+s")
    await ui.wait_for(pilot, lambda: not isinstance(app.screen, NewGameScreen), "the game")


async def ask_hint(pilot, ui) -> HintScreen:
    """? and wait for the hint dialog (the hint is worked out in a thread)."""
    app = pilot.app
    await pilot.press("question_mark")
    await app.workers.wait_for_complete()
    await ui.wait_for(pilot, lambda: isinstance(app.screen, HintScreen), "the hint")
    await ui.settle(pilot)
    assert isinstance(app.screen, HintScreen)
    return app.screen


async def person_to_decide(pilot, ui) -> None:
    """Until the person decides again, the computer's turn summaries closed with Enter."""
    app = pilot.app
    for _ in range(1000):
        if isinstance(app.screen, TurnSummaryScreen):
            await pilot.press("enter")
        elif isinstance(app.screen, GameScreen) and app.session.decider == 0 and not app.session.computer_to_play:
            return
        await pilot.pause(0.01)
    raise AssertionError("the person never got to decide")


def check_hint(game, hint: Hint) -> None:
    """A legal action of the decision on screen, with a reason citing a rule, all of it shown."""
    assert hint.action in game.legal_actions()
    assert RULE.search(hint.text) and hint.why, hint.text
    assert all(re.fullmatch(r"\d+(-\d+)+", rule) for rule in hint.rules), hint.rules


async def test_a_hint_in_a_game_against_the_computer_is_a_legal_move_with_its_rule(ui):
    app = BssApp(seed=4)
    async with app.run_test(size=ui.SIZE) as pilot:
        await new_game(pilot, ui, computer=(1,))
        await ui.wait_for(pilot, lambda: isinstance(app.screen, GameScreen) and app.session.holder == 0
                          and app.session.decider == 0, "the person's first decision")
        assert "Suggest" in ui.visible_text(app)           # the footer offers ?
        game = app.session.game
        for _ in range(6):                                   # a few decisions, each hint taken with Enter
            await person_to_decide(pilot, ui)
            before = len(game.log)
            screen = await ask_hint(pilot, ui)
            check_hint(app.session.game, screen.hint)
            text = " ".join(" ".join(ui.widget_texts(screen)).split())
            assert "Suggested:" in text and RULE.search(text) and screen.hint.why in text, text
            await pilot.press("enter")
            await ui.wait_for(pilot, lambda: len(game.log) > before, "the hint's move")
            assert game.log[before] == screen.hint.action


async def test_a_hint_in_a_lesson_and_escape_leaves_it(ui):
    app = BssApp(seed=1)
    async with app.run_test(size=ui.SIZE) as pilot:
        screen = await open_lesson(pilot, ui, "equal-bp")
        game = screen.session.game
        before = list(game.log)
        hint = (await ask_hint(pilot, ui)).hint
        check_hint(game, hint)
        assert "BP" in hint.why and "7-1-5-2-1" in hint.rules, hint.text       # an attack: the BP compared
        await pilot.press("escape")
        await ui.wait_for(pilot, lambda: app.screen is screen, "the lesson again")
        assert game.log == before                            # Escape took nothing


async def test_between_two_people_question_mark_is_the_help_unless_both_turned_hints_on(ui, autosave):
    for hints, on in (((), False), ((0,), False), ((0, 1), True)):
        app = BssApp(seed=3)
        async with app.run_test(size=ui.SIZE) as pilot:
            await new_game(pilot, ui, hints=hints)
            assert app.session.hints == hints
            assert read_save(json.loads(autosave.read_text())).hints == list(hints)
            await pilot.press("space")                       # take the keyboard
            await ui.wait_for(pilot, lambda: isinstance(app.screen, GameScreen) and app.session.holder == 0,
                              "the board")
            assert hints_on(app.session) is on
            assert ("Suggest" in ui.visible_text(app)) is on
            if on:
                check_hint(app.session.game, (await ask_hint(pilot, ui)).hint)
            else:
                await pilot.press("question_mark")
                await ui.wait_for(pilot, lambda: isinstance(app.screen, HelpScreen), "the help")


async def test_the_hints_setting_is_resumed_with_the_game(ui, autosave):
    app = BssApp(seed=3)
    async with app.run_test(size=ui.SIZE) as pilot:
        await new_game(pilot, ui, hints=(0, 1))
    saved = app.session.game
    assert Session(saved, autosave).hints == (0, 1)


async def test_a_hint_that_arrives_after_its_decision_changed_is_dropped(ui, monkeypatch):
    """The board stays responsive while a slow program thinks; the player acts meanwhile (the
    keyboard then goes to the other player): the late hint is never shown."""
    release = threading.Event()

    def slow(game, seat):
        release.wait(5)
        return program(game, seat)

    monkeypatch.setattr(game_screen, "HINT_CHOOSER", slow)
    app = BssApp(seed=3)
    async with app.run_test(size=ui.SIZE) as pilot:
        await new_game(pilot, ui, hints=(0, 1))
        await pilot.press("space")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, GameScreen) and app.session.holder == 0, "the board")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.press("question_mark")
        await ui.settle(pilot)
        assert "Thinking" in screen.query_one(Prompt).shown
        decision = app.session.game.decision
        assert screen.act(app.session.game.legal_actions()[0])     # the decision changes meanwhile
        assert app.session.game.decision is not decision
        release.set()
        await app.workers.wait_for_complete()
        await ui.settle(pilot, 4)
        assert not any(isinstance(s, HintScreen) for s in app.screen_stack)
