"""`bss-tui simulate` counts the hand-over screens the app would show (engine/model/seats.py): today's
(every change of decider), with the default stop settings, and with both players passing flash
windows (7-1-2-1, 7-1-4-1) automatically."""

from __future__ import annotations

import re

import pytest

from bss_tui.cli import main
from bss_tui.simulate import SETTINGS, simulate

GAMES = 30


def test_simulate_prints_hand_overs_per_turn_and_per_attack_for_each_setting(capsys):
    assert main(["simulate", "--games", "2", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    for label, _ in SETTINGS:
        line = next(x for x in out.splitlines() if x.startswith(f"hand-overs, {label}:"))
        assert re.search(r"[\d.]+ per turn; per attack: unblocked [\d.]+ \(max \d+, \d+ attacks\), "
                         r"blocked [\d.]+ \(max \d+, \d+ attacks\); max \d+ when only the battle asked", line)


def test_no_handovers_prints_only_the_speed(capsys):
    assert main(["simulate", "--games", "1", "--seed", "3", "--no-handovers"]) == 0
    assert "hand-overs" not in capsys.readouterr().out


def test_passing_flash_windows_an_attack_costs_at_most_two_hand_overs():
    """Over seeded games: an attack whose battle asks only its flash windows and the block costs at
    most 2 hand-overs when both players pass flash windows automatically, blocked or not (the
    block, and the keyboard coming back).  Today's app needs more, and the default settings sit
    between the two."""
    before, default, passed = simulate(GAMES, 5).handovers
    for blocked in (False, True):
        assert len(passed.battle_only[blocked]) > 5 and max(passed.battle_only[blocked]) <= 2
        assert max(before.battle_only[blocked]) >= 4
    per_turn = [h.total / h.turns for h in (before, default, passed)]
    assert per_turn[0] > per_turn[1] > per_turn[2]
    for h in (before, default, passed):
        assert h.games == GAMES and sum(map(len, h.attacks.values())) > 100


# ---- --players: who plays each seat (bss_tui/computer/players.py) ------------------------------

def test_players_normal_against_random_prints_win_rates_and_time_per_decision(capsys):
    assert main(["simulate", "--games", "6", "--seed", "2", "--players", "normal,random", "--no-handovers"]) == 0
    out = capsys.readouterr().out
    assert "players: p1 normal, p2 random (seats alternating between games)" in out
    won = re.search(r"win rate, normal: ([\d.]+)% \((\d+) of 6 games; 95% interval ([\d.]+)% to ([\d.]+)%\)", out)
    assert won is not None and int(won.group(2)) >= 5 and float(won.group(3)) < float(won.group(1)) <= float(won.group(4))
    assert re.search(r"win rate, random: [\d.]+% \(\d+ of 6 games; 95% interval", out)
    timing = re.search(r"time per decision, normal: mean ([\d.]+) ms, median ([\d.]+) ms, p95 ([\d.]+) ms, "
                       r"max ([\d.]+) ms \((\d+) decisions\)", out)
    assert timing is not None and float(timing.group(4)) < 1000 and int(timing.group(5)) > 50
    assert float(timing.group(2)) <= float(timing.group(3)) <= float(timing.group(4))
    assert "hard's budget" not in out


def test_the_old_word_computer_plays_the_normal_level(capsys):
    assert main(["simulate", "--games", "1", "--players", "computer,random", "--no-handovers"]) == 0
    assert "players: p1 normal, p2 random" in capsys.readouterr().out


@pytest.mark.parametrize("players", ["random,normal", "normal,normal", "RANDOM, random", "easy,random"])
def test_players_takes_any_kind_in_either_seat(players, capsys):
    assert main(["simulate", "--games", "2", "--players", players, "--no-handovers"]) == 0
    first, second = (w.strip().lower() for w in players.split(","))
    assert f"players: p1 {first}, p2 {second}" in capsys.readouterr().out


def test_hard_against_normal_with_a_budget_alternates_seats_and_times_both(capsys):
    """`--budget` is the hard level's seconds per decision; two different players swap seats in
    every other game unless told not to."""
    assert main(["simulate", "--games", "2", "--seed", "3", "--players", "hard,normal", "--budget", "0.01",
                 "--decks", "st01,st02", "--no-handovers"]) == 0
    out = capsys.readouterr().out
    assert "players: p1 hard, p2 normal (seats alternating between games)" in out
    assert "hard's budget: 0.01 s per decision" in out
    wins = [int(m) for m in re.findall(r"win rate, (?:hard|normal): [\d.]+% \((\d+) of 2 games", out)]
    assert len(wins) == 2 and sum(wins) <= 2
    for kind in ("hard", "normal"):
        assert re.search(rf"time per decision, {kind}: mean [\d.]+ ms, median [\d.]+ ms, p95 [\d.]+ ms", out)


def test_alternate_swaps_the_seats_of_every_other_game():
    from bss_tui.computer import Player
    kept = simulate(2, 3, handovers=False, kinds=(Player.NORMAL, Player.RANDOM), alternate=False)
    swapped = simulate(2, 3, handovers=False, kinds=(Player.NORMAL, Player.RANDOM), alternate=True)
    assert kept.players.seats == (Player.NORMAL, Player.RANDOM)
    assert swapped.players.seats == (Player.RANDOM, Player.NORMAL)      # the second game's


def test_the_default_players_are_random_as_before(capsys):
    assert main(["simulate", "--games", "1", "--no-handovers"]) == 0
    out = capsys.readouterr().out
    assert "players: p1 random, p2 random (the same seats every game)" in out and "win rate, random:" in out


@pytest.mark.parametrize("players, fragment", [
    ("normal", "expected two kinds of player separated by a comma (easy, normal, hard, random), got 'normal'"),
    ("normal,random,random", "expected two kinds of player"),
    ("normal,person", "unknown kind of player 'person'; expected one of easy, normal, hard, random"),
    ("", "expected two kinds of player"),
    ("x" * 5000 + ",random", "unknown kind of player 'xxxxxxxxxxxxxxxxxxxx'"),
])
def test_bad_players_is_one_line_exit_2(players, fragment, capsys):
    assert main(["simulate", "--games", "1", "--players", players]) == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("bss-tui: simulate: --players: ") and fragment in lines[0]
    assert captured.out == "" and len(lines[0]) < 200


@pytest.mark.parametrize("budget", ["0", "-1", "abc", "601", "1e3", "x" * 5000])
def test_a_bad_budget_is_refused(budget, capsys):
    assert main(["simulate", "--games", "1", "--players", "hard,normal", "--budget", budget]) == 2
    err = capsys.readouterr().err
    assert "--budget" in err and "expected seconds above 0" in err and len(err) < 400


def test_random_decks_play_new_whole_pool_decks_each_game(capsys):
    """Issue 15 part 4: `--random-decks` deals every game two random legal decks from the pool;
    the same seed plays the same games."""
    assert main(["simulate", "--games", "3", "--seed", "4", "--random-decks", "--no-handovers"]) == 0
    first = capsys.readouterr().out
    assert "games: 3 in" in first
    assert main(["simulate", "--games", "3", "--seed", "4", "--random-decks", "--no-handovers"]) == 0
    again = capsys.readouterr().out
    line = [ln for ln in first.splitlines() if ln.startswith("mean decisions")]
    assert line and line == [ln for ln in again.splitlines() if ln.startswith("mean decisions")]


def test_random_decks_and_named_decks_together_are_refused(capsys):
    assert main(["simulate", "--games", "1", "--decks", "st01", "--random-decks"]) == 2
    assert "--random-decks" in capsys.readouterr().err
