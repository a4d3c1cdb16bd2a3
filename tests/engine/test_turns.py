"""Turn flow (chapter 6) over whole games started with `Game.new`, and determinism: the same seed,
decks and actions always give the same game.  Single steps are proven by the scenario files under
tests/scenarios/turn; these tests follow several turns in a row."""

from __future__ import annotations

import random
from functools import partial

import pytest

from bss_tui.engine import Game, IllegalAction
from bss_tui.engine.operations.dump import dump

import builders
from builders import on_field

SEED = 5
make = partial(builders.make, filler=["VAN-001"] * 5)
ALL_STEPS = ["start", "core", "draw", "refresh", "main", "attack", "end"]


@pytest.fixture
def decks(shipped_deck_lists):
    return shipped_deck_lists["vanilla-red"], shipped_deck_lists["vanilla-blue"]


def started(decks, first: str = "first p1", seed: int = SEED) -> Game:
    g = Game.new(*decks, seed=seed)
    g.apply(first)
    g.apply("keep")
    g.apply("keep")
    return g


def steps_by_turn(g: Game) -> dict[int, list[str]]:
    """The "step" events of each turn, in the order they happened."""
    out: dict[int, list[str]] = {}
    turn = None
    for e in g.events:
        if e.kind == "turn":
            turn = e.data["turn"]
            out[turn] = []
        elif e.kind == "step":
            out[turn].append(e.data["step"])
    return out


# ---- 6-1: turn flow ----------------------------------------------------------------------------

def test_6_1_1_steps_in_order_over_four_turns(decks):
    """6-1-1: every turn runs start, core, draw, refresh, main, attack, end in this order, except
    player one's first turn, which has no core step (6-3-3) and no attack step (6-7-2)."""
    g = started(decks, "first p2")
    g.apply("end")                    # turn 1 (p2): main -> no attack step -> turn 2
    assert (g.st.turn, g.decision.player, g.decision.kind) == (2, 0, "main")
    g.apply("end")
    assert g.decision.kind == "attack"
    g.apply("end")                    # turn 2 ends
    g.apply("end")
    g.apply("end")                    # turn 3 ends
    assert (g.st.turn, g.decision.kind) == (4, "main")
    steps = steps_by_turn(g)
    assert steps[1] == ["start", "draw", "refresh", "main", "end"]
    assert steps[2] == ALL_STEPS
    assert steps[3] == ALL_STEPS
    assert steps[4] == ["start", "core", "draw", "refresh", "main"]
    step_rules = [e.rule for e in g.events if e.kind == "step"][:5]
    assert step_rules == ["6-2", "6-4", "6-5", "6-6", "6-8"]


def test_6_1_1_6_8_1_3_turns_alternate(decks):
    """6-1-1 / 6-8-1-3: the players take turns one at a time; after a turn ends, the next turn
    belongs to the opponent and begins at its start step."""
    g = started(decks, "first p1")
    seen = []
    for _ in range(6):
        seen.append((g.st.turn, g.st.active))
        while g.st.turn == seen[-1][0]:
            g.apply("end")
    assert seen == [(1, 0), (2, 1), (3, 0), (4, 1), (5, 0), (6, 1)]
    turn_events = [(e.data["turn"], e.data["seat"]) for e in g.events if e.kind == "turn"]
    assert turn_events[:6] == [(1, "p1"), (2, "p2"), (3, "p1"), (4, "p2"), (5, "p1"), (6, "p2")]
    starts = [i for i, e in enumerate(g.events) if e.kind == "turn"]
    for i in starts:
        assert g.events[i + 1].kind == "step" and g.events[i + 1].data["step"] == "start"


def test_6_1_2_management_steps_ask_nothing(decks):
    """6-1-2: the start, core, draw and refresh steps are gameplay management only: from player
    one's "end" to player two's main step no decision is asked, and every step's management happened."""
    g = started(decks, "first p1")
    two = g.st.players[1]
    hand, reserve, deck = len(two.hand), two.reserve, len(two.deck)
    g.apply("end")
    assert (g.st.turn, g.st.step, g.decision.player, g.decision.kind) == (2, "main", 1, "main")
    assert len(two.hand) == hand + 1          # 6-4-2
    assert len(two.deck) == deck - 1
    assert two.reserve == reserve + 1         # 6-3-2
    assert g.log[-1] == "end"


def end_turn(g: Game) -> None:
    turn = g.st.turn
    while g.st.turn == turn:
        g.apply("end")


def counts(g: Game, seat: int) -> tuple[int, int, int]:
    p = g.st.players[seat]
    return p.reserve, len(p.hand), len(p.deck)


def test_6_3_2_6_4_2_each_turn_one_core_and_one_card(decks):
    """6-3-2 / 6-4-2: from turn 2 on, each turn gives its player one core from the void and the
    top card of their deck; the waiting player's counts do not change."""
    g = started(decks, "first p1")
    for turn in range(2, 7):
        new = 1 - g.st.active
        before_new, before_old = counts(g, new), counts(g, 1 - new)
        top = g.st.players[new].deck[-1].id
        end_turn(g)
        assert (g.st.turn, g.st.active, g.decision.kind) == (turn, new, "main")
        reserve, hand, deck = before_new
        assert counts(g, new) == (reserve + 1, hand + 1, deck - 1)
        assert g.st.players[new].hand[-1].id == top
        assert counts(g, 1 - new) == before_old
    assert g.st.from_void == 5      # turns 2 to 6: one core each from the void


def test_6_6_1_2_3_cores_move_only_in_own_main_step():
    """6-6-1-2-3: core moves are a main-step action of the turn player: the waiting player cannot
    move cores, and nobody can in the attack step."""
    g = make(p1={"reserve": 2, "field": [on_field("VAN-003", "A")]},
             p2={"reserve": 2, "field": [on_field("VAN-006", "B")]})
    assert "move reserve A" in g.legal_actions()
    assert "move reserve B" not in g.legal_actions()
    with pytest.raises(IllegalAction):
        g.apply("move reserve B")
    g.apply("end")
    assert g.decision.kind == "attack"
    before = dump(g)
    with pytest.raises(IllegalAction) as err:
        g.apply("move reserve A")
    assert err.value.rule == "6-6-1-2-3"
    assert dump(g) == before
    assert g.st.players[0].reserve == 2 and g.st.by_label("A").cores == 1


def test_1_3_2_1_exhausting_an_exhausted_spirit_does_nothing():
    """1-3-2-1: making a spirit exhausted when it already is does not happen again: no exhaust
    event, and the spirit simply stays exhausted."""
    g = make(p1={"reserve": 3, "hand": ["VAN-014"]},
             p2={"field": [on_field("VAN-006", "B", exhausted=True)]})
    g.apply("use VAN-014")
    assert g.decision.kind == "pay"
    g.apply("pay auto")
    assert "VAN-014" in [c.id for c in g.st.players[0].trash]
    assert g.st.by_label("B").exhausted is True
    assert [e for e in g.events if e.kind == "exhaust"] == []


def test_1_3_2_2_moving_a_core_to_where_it_is_is_not_an_action():
    """1-3-2-2: moving a core from a place to the same place is not performed: the notation
    refuses it and nothing changes."""
    g = make(p1={"reserve": 2, "soul_core": "A", "field": [on_field("VAN-003", "A")]})
    legal = g.legal_actions()
    assert "move reserve reserve" not in legal and "move A A" not in legal and "move A A soul" not in legal
    before = dump(g)
    for action in ("move reserve reserve", "move A A", "move A A soul"):
        with pytest.raises(IllegalAction):
            g.apply(action)
    assert dump(g) == before


def test_4_4_1_2_attacking_exhausts_and_refresh_step_refreshes():
    """4-4-1-1 / 4-4-1-2: a spirit that attacks turns exhausted, and stays so through the
    opponent's turn until its controller's next refresh step (6-5-2)."""
    g = make(p1={"reserve": 0, "field": [on_field("VAN-003", "A")]},
             p2={"life": 5}, step="attack")
    for action in ("attack A", "pass", "pass", "noblock"):
        g.apply(action)
    a = g.st.by_label("A")
    assert a.exhausted is True
    g.apply("end")                    # p1's attack step ends; turn 4 is p2's
    assert (g.st.turn, g.st.active) == (4, 1)
    assert a.exhausted is True
    g.apply("end")
    g.apply("end")                    # turn 4 ends; turn 5 is p1's
    assert (g.st.turn, g.st.active, g.st.step) == (5, 0, "main")
    assert a.exhausted is False


# ---- determinism --------------------------------------------------------------------------------

def play_random(decks, seed: int, chooser_seed: int, n: int) -> tuple[Game, list[dict]]:
    g = Game.new(*decks, seed=seed)
    chooser = random.Random(chooser_seed)
    dumps = [dump(g)]
    for _ in range(n):
        if g.decision is None:
            break
        g.apply(chooser.choice(sorted(g.legal_actions())))
        dumps.append(dump(g))
    return g, dumps


def test_same_seed_decks_and_actions_give_the_same_game(decks):
    """Determinism (5-2-2 and 5-2-7 shuffles come from the game's seed): the same seed, decks and
    actions reproduce the game state after every action, and the same event log."""
    g1, d1 = play_random(decks, 42, 7, 400)
    g2, d2 = play_random(decks, 42, 7, 400)
    assert len(d1) > 50
    assert d1 == d2
    assert [(e.kind, e.rule, e.text, e.data) for e in g1.events] == \
        [(e.kind, e.rule, e.text, e.data) for e in g2.events]
    assert g1.log == g2.log


def test_replaying_the_action_log_gives_the_same_game(decks):
    """Determinism: a game rebuilt from its seed, decks and action log (the save data) equals the
    original."""
    g1, _ = play_random(decks, 9, 3, 300)
    save = g1.save_data()
    assert save["seed"] == 9 and save["actions"] == g1.log
    g2 = Game.new(*decks, seed=save["seed"])
    for action in save["actions"]:
        g2.apply(action)
    assert dump(g2) == dump(g1)


def test_different_seeds_give_different_shuffles(decks):
    """5-2-2: the shuffle depends on the seed (two seeds, two different deck orders)."""
    a = Game.new(*decks, seed=100)
    b = Game.new(*decks, seed=101)
    assert dump(a)["players"] != dump(b)["players"]


def test_scenario_seed_is_deterministic():
    """Determinism: a position built twice with the same seed and the same actions gives equal
    games."""
    def run() -> Game:
        g = make(p1={"reserve": 3, "hand": ["VAN-001"], "field": [on_field("VAN-003", "A")]},
                 p2={"field": [on_field("VAN-006", "B")]}, seed=3)
        for action in ("summon VAN-001", "put auto", "end", "attack A", "pass", "pass", "block B",
                       "pass", "pass"):
            g.apply(action)
        return g
    assert dump(run()) == dump(run())
