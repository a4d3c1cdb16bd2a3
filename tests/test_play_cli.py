"""The line-by-line hot-seat game: plays through typed input, hides the other player's hand (also
from the scrollback), autosaves like the app and never crashes on what is typed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bss_tui.engine.operations.dump import dump
from bss_tui.play_cli import ALT_SCREEN_OFF, ALT_SCREEN_ON, CLEAR, run
from bss_tui.engine.saves import store as saves


@pytest.fixture(autouse=True)
def bss_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Never the real autosave."""
    data = tmp_path / "data"
    monkeypatch.setenv(saves.DATA_ENV, str(data))
    return data


def typist(*actions: str):
    """Answers hand-over prompts with Enter and action prompts with the next action."""
    todo = iter(actions)
    return lambda prompt: "" if prompt == "" else next(todo)


def test_plays_to_the_main_step_and_hides_the_other_hand():
    """3-3-3: while player 2 holds the keyboard, player 1's hand is never printed."""
    shown: list[str] = []
    assert run(seed=4, read=typist("first p1", "keep", "keep", "end", "quit"), write=shown.append) == 0
    screens = "\n".join(shown).split("\033[2J")
    assert any("Main step" in s for s in screens)
    hands_seen = 0
    for screen in screens:
        section = None
        for line in screen.splitlines():
            if line.startswith("-- "):
                section = "you" if "(you)" in line else "opponent"
            elif line.strip().startswith("hand:"):
                hands_seen += 1
                assert section == "you", f"a hand is shown in the opponent's section: {line}"
    assert hands_seen > 0


def test_rejected_action_is_explained_with_a_rule():
    shown: list[str] = []
    run(seed=4, read=typist("attack A", "quit"), write=shown.append)
    assert any(line.startswith("Not allowed:") and "(5-2-6)" in line for line in shown)


def test_every_hand_over_clears_the_scrollback_before_the_next_private_line():
    """3-3-3: the raw output, in order: a hand line only ever follows a clear of the screen and
    the scrollback (ESC[3J) written since the last hand-over prompt, on the alternate screen."""
    raw = "".join(f"{s}\n" for s in _play(seed=4, actions=("first p1", "keep", "keep", "end", "quit")))
    assert raw.startswith(ALT_SCREEN_ON) and raw.rstrip("\n").endswith(ALT_SCREEN_OFF)
    assert "\033[3J" in CLEAR
    prompts = raw.split("Hand the keyboard to ")
    assert len(prompts) >= 3, "the keyboard changed hands at least twice"
    assert "hand:" not in prompts[0], "nothing private before the first hand-over"
    for after in prompts[1:]:
        assert after.startswith(("Player 1", "Player 2"))
        before_private = after.split("hand:", 1)[0]
        assert CLEAR in before_private, "the screen and scrollback are cleared after Enter"


def _play(seed: int, actions: tuple[str, ...]) -> list[str]:
    shown: list[str] = []
    run(seed=seed, read=typist(*actions), write=shown.append)
    return shown


@pytest.mark.parametrize("typed", ["²", "0", "99999", "9" * 5000, "-1", "1.5", "", "   ", "\x1b[2J",
                                   "concede", "concede p3", "x" * 1_000_000])
def test_bad_typed_choices_never_crash(typed):
    shown = _play(seed=4, actions=(typed, "quit"))
    text = "\n".join(shown)
    assert "Traceback" not in text
    assert any(line.startswith("Not allowed:") for line in shown), typed
    assert all(len(line) < 2000 for line in shown), "a refused line is never echoed in full"


def test_quitting_keeps_the_game_and_the_next_run_resumes_it(bss_data):
    """Each action is autosaved to the app's autosave; a new run offers it and goes on from it."""
    shown: list[str] = []
    run(seed=4, read=typist("first p1", "keep", "keep", "quit"), write=shown.append)
    data = json.loads((bss_data / saves.AUTOSAVE).read_text(encoding="utf-8"))
    assert data["actions"] == ["first p1", "keep", "keep"]
    resumed = saves.load_game()
    assert resumed is not None and resumed.log == data["actions"]
    prompts: list[str] = []
    answer = typist("y", "end", "quit")
    run(seed=99, read=lambda p: prompts.append(p) or answer(p), write=[].append)
    assert any("can be resumed" in p for p in prompts)
    again = saves.load_game()
    assert again is not None and again.log == data["actions"] + ["end"] and again.seed == 4


def test_no_instead_of_resume_starts_a_new_game(bss_data):
    run(seed=4, read=typist("first p1", "quit"), write=[].append)
    run(seed=7, read=typist("n", "quit"), write=[].append)
    game = saves.load_game()
    assert game is not None and game.seed == 4, "nothing played in the new game: the save is untouched"
    run(seed=7, read=typist("n", "first p2", "quit"), write=[].append)
    game = saves.load_game()
    assert game is not None and game.seed == 7 and game.log == ["first p2"]


def test_a_killed_game_resumes_at_the_same_position(bss_data):
    """The save after the last action is all there is after a kill (EOF on input ends the run)."""
    def killed(prompt: str, todo=iter(["first p1", "keep", "keep"])) -> str:
        if prompt == "":
            return ""
        return next(todo)            # StopIteration stands for the process dying mid-prompt
    with pytest.raises(StopIteration):
        run(seed=5, read=killed, write=[].append)
    resumed = saves.load_game()
    assert resumed is not None and resumed.log == ["first p1", "keep", "keep"]
    from bss_tui.engine import Game
    from bss_tui.carddb.decks import load_deck
    from bss_tui.carddb.loader import load_cards
    db = load_cards()
    fresh = Game.new(load_deck("st01", db), load_deck("st02", db), seed=5, names=("Player 1", "Player 2"))
    for action in ["first p1", "keep", "keep"]:
        fresh.apply(action)
    assert dump(resumed) == dump(fresh)


def test_an_unreadable_save_is_moved_aside_and_a_new_game_starts(bss_data):
    bss_data.mkdir(parents=True)
    (bss_data / saves.AUTOSAVE).write_text('{"format": 1, "seed": Infinity}', encoding="utf-8")
    shown = _play(seed=4, actions=("quit",))
    assert any("cannot be read" in line and "kept as" in line for line in shown)
    assert len(list(bss_data.glob("autosave.unreadable-*.json"))) == 1


def test_decisions_that_need_nobody_are_taken_and_the_stops_are_kept(bss_data):
    """Issue 8 part 1 in the lines mode too: with both players passing flash windows automatically
    (the settings saved with the game by the app), no prompt is ever shown for a decision the app
    would take without asking (engine/model/seats.py), those decisions are taken, and every autosave
    keeps the settings."""
    import random

    from bss_tui.carddb.decks import load_deck
    from bss_tui.carddb.loader import load_cards
    from bss_tui.engine import Game
    from bss_tui.engine.model.seats import FLASH_PASSED, automatic_action
    from bss_tui.play_cli import play

    db = load_cards()
    g = Game.new(load_deck("st01", db), load_deck("st02", db), seed=11, names=("Player 1", "Player 2"))
    path = saves.autosave_path()
    saves.save_game(g, path, {"stops": FLASH_PASSED.to_data()})
    rng = random.Random(11)
    typed: list[str] = []

    def reader(prompt: str) -> str:
        if prompt == "":
            return ""                                      # a hand-over: Enter
        assert automatic_action(g, FLASH_PASSED) is None, f"asked for {g.decision.kind}, which needs nobody"
        if len(typed) >= 150:
            return "quit"
        typed.append(rng.choice(g.legal_actions()))
        return typed[-1]

    play(g, path, reader, [].append)
    passed = [a for a in g.log if a == "pass"]
    assert len(g.log) > len(typed) and passed, "some decisions (flash windows) were taken automatically"
    assert not g.finished and saves.saved_stops(path, g).to_data() == FLASH_PASSED.to_data()


def test_a_player_concedes_only_for_themselves(tmp_path):
    """Issue 25: `concede p1` typed by player 2 does not end the game; the app allows the same (1-2-4)."""
    out: list[str] = []
    typed = iter(["concede p2", "first p1", "q"])   # player 1 decides first with seed 1
    run(seed=1, read=lambda prompt: "" if prompt == "" else next(typed), write=out.append,
        save_path=tmp_path / "a.json")
    assert any("concede only for yourself" in line and "(1-2-4)" in line for line in out)
    game = saves.load_game(tmp_path / "a.json")
    assert game is not None and not game.finished and game.log[-1] == "first p1", "the game went on"


def test_quitting_after_a_failed_autosave_says_the_game_is_not_saved(tmp_path, monkeypatch):
    from bss_tui import play_cli

    out: list[str] = []
    monkeypatch.setattr(play_cli, "autosave", lambda g, path, stops: "The game could not be saved (disk full).")
    typed = iter(["first p1", "q"])
    run(seed=1, read=lambda prompt: "" if prompt == "" else next(typed), write=out.append,
        save_path=tmp_path / "a.json")
    assert any("NOT saved" in line for line in out) and not any("The game is saved" in line for line in out)
