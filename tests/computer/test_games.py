"""The computer in whole games: it sees only its seat's view (its choices do not change with the
opponent's hidden cards), it beats uniformly random play, it is deterministic and it decides in
well under a second."""

from __future__ import annotations

import itertools
import random

import pytest

from bss_tui.carddb.decks import load_deck
from bss_tui.carddb.loader import load_cards
from bss_tui.computer import Player, program
from bss_tui.engine import Game
from bss_tui.engine.rules import derived
from bss_tui.engine.operations import payment
from bss_tui.simulate import Players, play_random_game
from hidden import hide_differently

CARDS = load_cards()
STARTERS = [load_deck(f"st0{i}", CARDS) for i in range(1, 8)]
PAIRINGS = list(itertools.permutations(range(7), 2))      # every pairing, each deck in each seat


def computer_against_random(games: int) -> Players:
    """`games` games over every pairing of the starter decks, the computer in p1 for the first
    half and in p2 for the second."""
    halves = (Players((Player.NORMAL, Player.RANDOM)), Players((Player.RANDOM, Player.NORMAL)))
    for i in range(games):
        a, b = PAIRINGS[i % len(PAIRINGS)]
        play_random_game(STARTERS[a], STARTERS[b], seed=1000 + i, players=halves[2 * i // games])
    total = Players((Player.NORMAL, Player.RANDOM))
    for half in halves:
        for kind, won in half.wins.items():
            total.wins[kind] = total.wins.get(kind, 0) + won
        for kind, timing in half.timing.items():
            total.timing.setdefault(kind, type(timing)()).times += timing.times
    return total


def test_the_computer_clearly_beats_random_play():
    """28 games: both seats, every deck; the slow test below plays the 200 of README."""
    result = computer_against_random(28)
    assert result.wins.get(Player.NORMAL, 0) >= 25
    assert result.timing[Player.NORMAL].longest < 1.0


@pytest.mark.slow
def test_the_computer_wins_at_least_90_percent_of_200_games_against_random_play():
    result = computer_against_random(200)
    timing = result.timing[Player.NORMAL]
    assert result.wins.get(Player.NORMAL, 0) >= 180
    assert timing.longest < 1.0 and timing.seconds / timing.decisions < 0.05


def test_the_choice_does_not_change_with_the_opponents_hidden_cards():
    rng = random.Random(5)
    compared = changed = 0
    for seed, (a, b) in enumerate(PAIRINGS[::5]):
        g = Game.new(STARTERS[a], STARTERS[b], seed=seed)
        chooser = random.Random(seed)
        while g.decision is not None and compared < 150:
            seat = g.decision.player
            if seat == 0:
                action = program(g, 0)
                other = hide_differently(g, 1, rng)
                changed += other.st.players[1].hand != g.st.players[1].hand
                assert program(other, 0) == action
                compared += 1
            else:
                action = chooser.choice(g.legal_actions())
            g.apply(action)
    assert compared == 150 and changed > 100


def _free_cores(g: Game, seat: int) -> int:
    """From the engine itself: the reserve and every core a field card can give without its level falling."""
    st = g.st
    p = st.players[seat]
    out = p.reserve + (p.soul == "reserve")
    for fc in st.field:
        if fc.controller == seat:
            total = st.total_cores(fc)
            level = derived.level_for(fc.card, total)
            need = min(n for n in range(total + 1) if derived.level_for(fc.card, n) == level)
            out += min(fc.cores, total - need)
    return out


def test_it_never_ends_a_main_step_with_a_spirit_it_could_summon_without_losing_a_level():
    ended = 0
    for i, (a, b) in enumerate(PAIRINGS[:14]):
        g = Game.new(STARTERS[a], STARTERS[b], seed=i)
        while g.decision is not None:
            action = program(g, g.decision.player)
            if action == "end" and g.decision.kind == "main":
                seat = g.decision.player
                for text, choice in g.decision.options.items():
                    if text.startswith("summon "):
                        card = choice.card
                        assert payment.cost_of(g, seat, card) + card.lv1_cores > _free_cores(g, seat), text
                ended += 1
            g.apply(action)
    assert ended > 50


def test_the_same_game_is_played_the_same_way():
    logs = []
    for _ in range(2):
        g = Game.new(STARTERS[2], STARTERS[6], seed=11)
        while g.decision is not None:
            g.apply(program(g, g.decision.player))
        logs.append(g.log)
    assert logs[0] == logs[1] and len(logs[0]) > 30


def test_the_view_gives_what_the_payment_then_asks():
    """ActionView.cost, read by the computer, is the amount the payment asks right after (10-6-6):
    every summon of the computer in a few games, reductions (2-7-3) and cost effects included."""
    from bss_tui.engine.operations.view import table_view

    checked = 0
    for i, (a, b) in enumerate(PAIRINGS[::6]):
        g = Game.new(STARTERS[a], STARTERS[b], seed=i)
        while g.decision is not None:
            seat = g.decision.player
            action = program(g, seat)
            option = table_view(g, seat).decision.option(action)
            g.apply(action)
            if option is not None and option.verb in ("summon", "place") and g.decision is not None:
                if g.decision.kind == "pay":
                    assert g.decision.prompt.endswith(f"0 of {option.cost} cores chosen"), (action, g.decision.prompt)
                else:
                    assert option.cost == 0, (action, g.decision.kind)
                checked += 1
    assert checked > 30
