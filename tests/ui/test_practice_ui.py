"""Practice in the app, by keys only: the title's Practice entry, a lesson solved, a lesson failed
and tried again, hints and the explanation, solved lessons remembered, the player's autosave left
alone, and a damaged progress file that does not stop the list from opening."""

from __future__ import annotations

import json
from pathlib import Path

from bss_tui.carddb.decks import load_deck
from bss_tui.carddb.loader import load_cards
from bss_tui.engine import Game
from bss_tui.engine.saves import store
from bss_tui.lessons.library import load_all
from bss_tui.ui.app import BssApp
from bss_tui.ui.screens.lesson import LessonInfoScreen, LessonResultScreen, LessonScreen
from bss_tui.ui.screens.practice import SOLVED, LessonListScreen
from bss_tui.ui.screens.title import TitleScreen

LESSONS = [lesson.id for lesson in load_all()[0]]


async def open_lesson(pilot, ui, lesson_id: str) -> LessonScreen:
    """From the title: p, down to the lesson, Enter."""
    app = pilot.app
    await ui.wait_for(pilot, lambda: isinstance(app.screen, TitleScreen), "the title")
    await pilot.press("p")
    await ui.wait_for(pilot, lambda: isinstance(app.screen, LessonListScreen), "the lesson list")
    await pilot.press(*["down"] * LESSONS.index(lesson_id), "enter")
    await ui.wait_for(pilot, lambda: isinstance(app.screen, LessonScreen), "the lesson")
    await ui.settle(pilot, 4)
    screen = app.screen
    assert isinstance(screen, LessonScreen) and screen.lesson.id == lesson_id
    return screen


async def test_solve_a_lesson_with_keys(ui, bss_data: Path, autosave: Path) -> None:
    app = BssApp(seed=1)
    async with app.run_test(size=ui.SIZE) as pilot:
        screen = await open_lesson(pilot, ui, "equal-bp")
        assert "Goal: destroy Hollowbeast Glassbear [B]" in ui.visible_text(app)
        assert screen.session.alone and screen.session.holder == 0      # no hand-over in a lesson
        await pilot.press("enter")                  # attack A, the first action: 3000 against 3000
        await ui.wait_for(pilot, lambda: isinstance(app.screen, LessonResultScreen), "the result")
        await ui.settle(pilot)
        shown = ui.visible_text(app)
        assert "Goal reached!" in shown and "(7-1-5-2-1)" in shown
        behind = screen.query_one("#prompt").shown    # the board's prompt under the dialog
        assert behind and "change hands" not in behind, "a lesson's opponent is a program: no hand-over"
        await pilot.press("b")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, LessonListScreen), "the lesson list")
        await ui.settle(pilot)
        assert f"{SOLVED}  7. Equal BP" in ui.visible_text(app)
        assert "1 solved" in ui.visible_text(app)
    assert json.loads((bss_data / "lessons.json").read_text()) == {"solved": ["equal-bp"]}
    assert not autosave.exists(), "a lesson is never autosaved"


async def test_fail_a_lesson_then_try_again(ui) -> None:
    app = BssApp(seed=1)
    async with app.run_test(size=ui.SIZE) as pilot:
        first = await open_lesson(pilot, ui, "damage")
        await pilot.press("enter", "e", "e")        # one attack, then end the attack step (e asks first): one life left
        await ui.wait_for(pilot, lambda: isinstance(app.screen, LessonResultScreen), "the result")
        await ui.settle(pilot)
        shown = ui.visible_text(app)
        assert "Goal failed" in shown and "opponent's life at 1" in shown and "(9-2-3)" in shown
        await pilot.press("r")
        await ui.wait_for(pilot, lambda: app.screen is first, "the lesson again")
        await ui.settle(pilot, 4)
        again = app.screen
        assert isinstance(again, LessonScreen)
        assert again.play.outcome is None and again.session.game.st.life_total(1) == 2   # from the start


async def test_hints_one_at_a_time_and_the_explanation(ui) -> None:
    app = BssApp(seed=1)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_lesson(pilot, ui, "reduction")
        hints = screen.lesson.data.hints
        assert "Hint 1/" not in ui.visible_text(app)
        await pilot.press("h")
        await ui.settle(pilot)
        assert f"Hint 1/{len(hints)}: Count the red symbols" in ui.visible_text(app)
        await pilot.press("h")
        await ui.settle(pilot)
        assert f"Hint 2/{len(hints)}" in ui.visible_text(app)
        await pilot.press("g")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, LessonInfoScreen), "the explanation")
        await ui.settle(pilot)
        shown = ui.visible_text(app)
        assert "(2-7-3, 10-6-5)" in shown and "Hint 2:" in shown and "Hint 3:" not in shown
        await pilot.press("escape")
        await ui.wait_for(pilot, lambda: app.screen is screen, "the lesson")
        await pilot.press("escape")                 # leave the lesson: back to the list, nothing solved
        await ui.wait_for(pilot, lambda: isinstance(app.screen, LessonListScreen), "the lesson list")


async def test_a_lesson_leaves_the_players_autosave_alone(ui, autosave: Path) -> None:
    cards = load_cards()
    game = Game.new(load_deck("st01", cards), load_deck("st02", cards), seed=3, names=("Ayla", "Bram"))
    store.save_game(game, autosave)
    before = autosave.read_bytes()
    app = BssApp(seed=1)
    async with app.run_test(size=ui.SIZE) as pilot:
        await open_lesson(pilot, ui, "equal-bp")
        await pilot.press("enter")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, LessonResultScreen), "the result")
        await pilot.press("b", "escape")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, TitleScreen), "the title")
        assert app.screen.can_resume
    assert autosave.read_bytes() == before


async def test_a_damaged_progress_file_is_kept_and_the_list_opens(ui, bss_data: Path) -> None:
    bss_data.mkdir(parents=True, exist_ok=True)
    (bss_data / "lessons.json").write_text("{oops", encoding="utf-8")
    app = BssApp(seed=1)
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.wait_for(pilot, lambda: isinstance(app.screen, TitleScreen), "the title")
        await pilot.press("p")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, LessonListScreen), "the lesson list")
        await ui.settle(pilot)
        shown = " ".join(ui.visible_text(app).split())       # the note wraps where the temporary path puts it
        assert "it is kept as lessons.unreadable-" in shown and f"{len(LESSONS)} lessons, 0 solved" in shown
    assert not (bss_data / "lessons.json").exists()
    assert len(list(bss_data.glob("lessons.unreadable-*.json"))) == 1


async def test_solve_the_cost_lesson_paying_with_keys(ui) -> None:
    """Enter summons the highlighted card, a pays the default way, Enter puts a core from the
    reserve twice, e is done: Galaxy Dragon Andrometeos at LV2 (10-6)."""
    app = BssApp(seed=1)
    async with app.run_test(size=ui.SIZE) as pilot:
        screen = await open_lesson(pilot, ui, "reduction")
        game = screen.session.game
        await pilot.press("enter", "a", "down", "enter", "enter")
        await ui.settle(pilot)
        assert game.log[-4:] == ["summon ST01-002", "pay auto", "put reserve", "put reserve"]
        assert not isinstance(app.screen, LessonResultScreen)
        await pilot.press("e")
        await ui.wait_for(pilot, lambda: isinstance(app.screen, LessonResultScreen), "the result")
        assert app.screen.outcome.reached and app.screen.outcome.rule == "10-6"
