"""`bss-tui simulate` counts the hand-over screens the app would show (engine/seats.py): today's
(every change of decider), with the default stop settings, and with both players passing flash
windows (7-1-2-1, 7-1-4-1) automatically."""

from __future__ import annotations

import re

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
