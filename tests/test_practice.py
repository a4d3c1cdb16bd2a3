"""Lessons (cards/lessons, README "Practice"): `bss-tui practice check` plays every shipped lesson's
solution to its goal and its wrong line to failure; malformed lesson files are one line naming the
file and the key, exit 2; the solved-lessons file survives damage."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bss_tui.carddb.glossary import KEYWORDS
from bss_tui.cli import main
from bss_tui.lessons.goals import judge
from bss_tui.lessons.library import lesson_files, load, load_all
from bss_tui.lessons.model import GoalKind
from bss_tui.lessons.play import LessonPlay, check_files, misbehaviour, play_line
from bss_tui.lessons.progress import mark_solved, read_solved

SHIPPED = lesson_files()


def test_practice_check_plays_every_shipped_lesson(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["practice", "check"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(SHIPPED) >= 24
    assert all(line.startswith("ok   ") for line in lines), lines


def test_lessons_have_distinct_ids_and_orders() -> None:
    lessons, problems = load_all()
    assert not problems
    assert len({lesson.id for lesson in lessons}) == len(lessons)
    assert len({lesson.data.order for lesson in lessons}) == len(lessons)


def test_one_lesson_per_keyword_of_chapter_11() -> None:
    """Each keyword the engine implements (carddb/glossary.py, rule 11-N) has a lesson citing its rule."""
    cited = {rule for lesson in load_all()[0] for rule in lesson.data.rules}
    missing = [term for term, entry in KEYWORDS.items() if entry.rule.startswith("11-")
               and not any(rule == entry.rule or rule.startswith(entry.rule + "-") for rule in cited)]
    assert not missing


def test_every_goal_kind_is_taught() -> None:
    kinds = {lesson.data.goal.kind for lesson in load_all()[0]}
    assert kinds == {str(kind) for kind in GoalKind}


@pytest.mark.parametrize("path", SHIPPED, ids=[p.stem for p in SHIPPED])
def test_outcomes_cite_a_rule_and_say_why(path: Path) -> None:
    lesson = load(path)
    solved = play_line(lesson, lesson.data.solution, "solution")
    wrong = play_line(lesson, lesson.data.wrong, "wrong")
    assert solved is not None and solved.reached and wrong is not None and not wrong.reached
    for outcome in (solved, wrong):
        assert outcome.reason and outcome.rule[0].isdigit() and "-" in outcome.rule


def test_a_solution_that_misses_the_goal_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Swapping the solution and the wrong line: the check says the lesson misbehaves (exit 1)."""
    text = (SHIPPED[0]).read_text(encoding="utf-8")
    lesson = load(SHIPPED[0])
    swapped = text.replace("solution = ", "solution_ = ", 1).replace("wrong = ", "solution = ", 1) \
        .replace("solution_ = ", "wrong = ", 1)
    path = tmp_path / "swapped.toml"
    path.write_text(swapped, encoding="utf-8")
    assert misbehaviour(lesson) == ""
    assert check_files([path]) == 1
    assert "the solution does not reach the goal" in capsys.readouterr().out


def test_the_goal_is_open_until_decided() -> None:
    play = LessonPlay(load(SHIPPED[0]))
    assert play.outcome is None and play.learner_decides
    lesson = play.lesson
    assert judge(lesson.data.goal, play.game, lesson.learner, play.start_turn) is None


BASE = """
id = "base"
title = "A base lesson"
rules = ["7-1-5-3-1"]
explanation = "Attack with Raineedle."
hints = ["Attack."]
solution = ["attack A"]
wrong = ["end"]

[goal]
kind = "win"

[position]
turn = 3
step = "attack"

[position.p1]
life = 5
deck = ["ST01-004"]

[[position.p1.field]]
label = "A"
card = "ST01-004"
cores = 1

[position.p2]
life = 1
deck = ["ST01-004"]

[[position.p2.field]]
label = "B"
card = "ST01-004"
cores = 1
exhausted = true
"""

MALFORMED = {
    "unknown_key": (BASE.replace('title = "A base lesson"', 'title = "x"\nlevel = 3'), "level"),
    "unknown_goal_kind": (BASE.replace('kind = "win"', 'kind = "dance"'), "goal.kind"),
    "destroy_without_target": (BASE.replace('kind = "win"', 'kind = "destroy"'), "goal.target"),
    "win_with_target": (BASE.replace('kind = "win"', 'kind = "win"\ntarget = "B"'), "goal.target"),
    "destroy_own_card": (BASE.replace('kind = "win"', 'kind = "destroy"\ntarget = "A"'), "goal.target"),
    "no_hints": (BASE.replace('hints = ["Attack."]', "hints = []"), "hints"),
    "hint_too_long": (BASE.replace('hints = ["Attack."]', 'hints = ["' + "x" * 500 + '"]'), "hints[0]"),
    "bad_id": (BASE.replace('id = "base"', 'id = "Base Lesson!"'), "id"),
    "bad_rule_id": (BASE.replace('rules = ["7-1-5-3-1"]', 'rules = ["seven"]'), "rules[0]"),
    "unknown_plays": (BASE + '\n[opponent]\nplays = "cheats"\n', "opponent.plays"),
    "level_out_of_bounds": (BASE.replace('kind = "win"', 'kind = "summon"\ncard = "ST01-004"\nlevel = 9'),
                            "goal.level"),
    "position_unknown_card": (BASE.replace('card = "ST01-004"\ncores = 1\n\n[position.p2]',
                                           'card = "XX-999"\ncores = 1\n\n[position.p2]'),
                              "position.p1.field[0].card"),
    "illegal_solution": (BASE.replace('solution = ["attack A"]', 'solution = ["attack B"]'), "solution[0]"),
    "not_toml": ("id = \n", "not valid TOML"),
}


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_malformed_lesson_is_one_line_and_exit_2(name: str, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    text, key = MALFORMED[name]
    path = tmp_path / f"{name}.toml"
    path.write_text(text, encoding="utf-8")
    assert main(["practice", "check", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1, err
    assert str(path) in err and key in err, err


def test_base_of_malformed_cases_behaves(tmp_path: Path) -> None:
    path = tmp_path / "base.toml"
    path.write_text(BASE, encoding="utf-8")
    assert check_files([path]) == 0


def test_solved_lessons_are_remembered(tmp_path: Path) -> None:
    path = tmp_path / "lessons.json"
    assert read_solved(path) == (set(), "")
    assert mark_solved("refresh", path) == "" and mark_solved("burst", path) == ""
    assert read_solved(path) == ({"refresh", "burst"}, "")
    assert json.loads(path.read_text()) == {"solved": ["burst", "refresh"]}


@pytest.mark.parametrize("content", ["{not json", '{"solved": "refresh"}', "[1, 2]", '{"solved": [3]}'])
def test_an_unreadable_progress_file_is_moved_aside(tmp_path: Path, content: str) -> None:
    path = tmp_path / "lessons.json"
    path.write_text(content, encoding="utf-8")
    solved, note = read_solved(path)
    assert solved == set() and "cannot be read" in note and "kept as" in note
    assert not path.exists()
    kept = list(tmp_path.glob("lessons.unreadable-*.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == content


def test_no_lesson_files_is_one_line_and_exit_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """Card data of its own (BSS_TUI_CARDS) without a lessons/ folder: nothing to check is an error."""
    from bss_tui.carddb.cache import cards_dir
    pool = tmp_path / "cards"
    (pool / "sets").mkdir(parents=True)
    for path in (cards_dir() / "sets").glob("ST01.toml"):
        (pool / "sets" / path.name).write_bytes(path.read_bytes())
    monkeypatch.setenv("BSS_TUI_CARDS", str(pool))
    assert main(["practice", "check"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "no lesson files in" in err and str(pool) in err


def test_a_program_answers_only_its_own_seats_decisions() -> None:
    """engine/seats.take_automatic_and_programs (the app's sessions and practice check): the
    program is asked only at its seat's decisions, forced ones are taken without it, and it stops
    at the first decision of a person."""
    from bss_tui.engine.model import seats
    from bss_tui.engine.model.seats import ALL_STOP
    from bss_tui.lessons.opponent import passive

    game = load(next(p for p in SHIPPED if p.stem.endswith("equal-bp"))).game()
    asked: list[tuple[int, int]] = []

    def program(g, seat: int) -> str:
        assert g.decision is not None
        asked.append((seat, g.decision.player))
        return passive(g)

    assert seats.take_automatic_and_programs(game, ALL_STOP, {1: program}, game.apply) == []   # p1 decides
    game.apply("attack A")
    taken = seats.take_automatic_and_programs(game, ALL_STOP, {1: program}, game.apply)
    assert asked and all(seat == player == 1 for seat, player in asked)
    assert "noblock" in taken and game.decision is not None and game.decision.player == 0
    assert game.st.life_total(1) == 4          # not blocked: Dragron Captain's one symbol


def test_a_scripted_reply_that_is_never_legal_makes_the_lesson_malformed(tmp_path: Path) -> None:
    """Issue 25: a reply the opponent can never play (a typo, a label that is not there) is a mistake
    in the file: practice check says so in one line, exit 2, instead of skipping it silently."""
    from bss_tui.lessons.play import check_files
    from bss_tui.lessons.library import lessons_dir

    text = (lessons_dir() / "22-at-field.toml").read_text(encoding="utf-8")
    path = tmp_path / "typo.toml"
    assert '[opponent]\n' in text
    path.write_text(text.replace('[opponent]\n', '[opponent]\nreplies = ["blok B"]\n'), encoding="utf-8")
    assert check_files([path]) == 2
