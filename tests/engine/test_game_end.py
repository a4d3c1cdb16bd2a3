"""How a game ends (1-2): zero life, an empty deck at the start step, a draw, and concession by
either player at any decision.  After the end no action is accepted."""

from __future__ import annotations

from functools import partial

import pytest

from bss_tui.engine import Game, IllegalAction
from bss_tui.engine.operations.dump import dump

import builders
from builders import on_field

SEED = 3
make = partial(builders.make, filler=["VAN-001"] * 5)


@pytest.fixture
def decks(shipped_deck_lists):
    return shipped_deck_lists["vanilla-red"], shipped_deck_lists["vanilla-blue"]


def battle_position() -> Game:
    """p1 attacks with A (3000 BP, one symbol); p2 may block with B."""
    return make(p1={"reserve": 3, "hand": ["VAN-012"], "field": [on_field("VAN-003", "A")]},
                p2={"reserve": 3, "hand": ["VAN-012"], "field": [on_field("VAN-002", "B")]},
                step="attack")


def assert_over(g: Game, winner: str, rule: str) -> None:
    """The game has ended with `winner`, told by a game_over event citing `rule`; nothing more
    is legal, and any further action (a concession too) is rejected without change (1-2-1)."""
    assert g.st.winner == winner
    assert g.finished
    assert g.decision is None
    assert g.legal_actions() == []
    over = [e for e in g.events if e.kind == "game_over"]
    assert len(over) == 1 and over[0].rule == rule and over[0].data["winner"] == winner
    for seat in (0, 1):
        assert g.view(seat)["winner"] == winner
    before = dump(g)
    for action in ("end", "pass", "keep", "concede p1", "concede p2"):
        with pytest.raises(IllegalAction):
            g.apply(action)
    assert dump(g) == before


# ---- 1-2-1: the two victory conditions ------------------------------------------------------------

def test_1_2_1_1_9_2_3_zero_life_ends_the_game():
    """1-2-1-1 / 9-2-3: the player whose opponent has zero life wins; the game is over."""
    g = make(p1={"field": [on_field("VAN-004", "A")]},    # two symbols
             p2={"life": 2}, step="attack")
    for action in ("attack A", "pass", "pass", "noblock"):
        g.apply(action)
    assert g.st.players[1].life == 0
    assert g.st.players[1].reserve == 2
    assert_over(g, "p1", "9-2-3")


def test_1_2_1_1_2_9_2_4_empty_deck_at_start_step():
    """1-2-1-1-2 / 6-2-2 / 9-2-4: the turn player with no deck at the start step loses."""
    g = make(p1={"deck": []}, step="start")
    assert g.st.step == "start"
    assert_over(g, "p2", "9-2-4")


def test_1_2_1_1_2_deck_out_in_a_real_game(card_db):
    """1-2-1-1-2 / 1-3-2: with six-card decks both decks run empty by turn 2; drawing from an empty
    deck does nothing, and the first start step with an empty deck loses: player one's turn 3."""
    deck = [card_db[f"VAN-00{i}"] for i in range(1, 7)]
    g = Game.new(deck, deck, seed=SEED)
    for action in ("first p2", "keep", "keep"):
        g.apply(action)
    turns = 0
    while g.decision is not None and turns < 20:
        g.apply("end")
        turns += 1
    assert (g.st.turn, g.st.active, g.st.step) == (3, 1, "start")
    assert g.st.players[1].deck == [] and g.st.players[0].deck == []
    assert [len(p.hand) for p in g.st.players] == [6, 6]
    assert_over(g, "p1", "9-2-4")


def test_1_2_3_both_zero_life_is_a_draw():
    """1-2-3 / 9-2-2: one directive takes both players' last life at once: a draw, nobody wins.
    (Two separate directives would not do: the first zero ends the game at once, 9-2-1.)"""
    drain = {"id": "ENDTEST-DRAIN", "name": "Mutual Drain", "type": "magic", "colours": ["red"], "cost": 0,
             "effects": [{"kind": "magic", "windows": ["main"], "actions": [
                 {"do": "move_cores", "source": "life", "dest": "reserve", "count": 1, "both": True}]}]}
    g = make([drain], p1={"life": 1, "hand": ["ENDTEST-DRAIN"]}, p2={"life": 1})
    g.apply("use ENDTEST-DRAIN")
    assert [p.life for p in g.st.players] == [0, 0]
    assert_over(g, "draw", "1-2-3")


# ---- 1-2-4: concession --------------------------------------------------------------------------

@pytest.mark.parametrize("who", ["p1", "p2"])
def test_1_2_4_concede_during_setup(decks, who):
    """1-2-4: either player may concede before the first turn, at the first-player choice or at a
    mulligan decision, whoever is deciding."""
    g = Game.new(*decks, seed=SEED)
    g.apply(f"concede {who}")
    assert_over(g, "p2" if who == "p1" else "p1", "1-2-4")
    g = Game.new(*decks, seed=SEED)
    g.apply("first p1")
    assert g.decision.kind == "mulligan"
    g.apply(f"concede {who}")
    assert_over(g, "p2" if who == "p1" else "p1", "1-2-4")


DECISIONS = {
    # decision kind -> actions from battle_position() that lead to it
    "attack": [],
    "flash": ["attack A"],
    "block": ["attack A", "pass", "pass"],
    "pay": ["attack A", "use VAN-012"],
    "target": ["attack A", "use VAN-012", "pay auto"],
}


@pytest.mark.parametrize("kind", sorted(DECISIONS))
@pytest.mark.parametrize("who", ["p1", "p2"])
def test_1_2_4_concede_at_any_decision_by_either_player(kind, who):
    """1-2-4: a concession is accepted at any decision, from the deciding player or the other; the
    conceding player loses at once, with no further management: nothing pending is carried out."""
    g = battle_position()
    for action in DECISIONS[kind]:
        g.apply(action)
    assert g.decision.kind == kind
    life = [p.life for p in g.st.players]
    reserve = [p.reserve for p in g.st.players]
    g.apply(f"concede {who}")
    assert_over(g, "p2" if who == "p1" else "p1", "1-2-4")
    assert [p.life for p in g.st.players] == life
    assert [p.reserve for p in g.st.players] == reserve
    assert sorted(fc.label for fc in g.st.field) == ["A", "B"]
    assert g.st.mods == []
    assert "concede" in g.log[-1]


def test_1_2_4_concession_needs_no_checkpoint():
    """1-2-4: conceding while a payment is half chosen ends the game at once: the payment is never
    made, the card stays in hand."""
    g = make(p1={"reserve": 3, "hand": ["VAN-003"]})
    g.apply("summon VAN-003")
    assert g.decision.kind == "pay"
    g.apply("pay reserve")
    g.apply("concede p2")
    assert_over(g, "p1", "1-2-4")
    p = g.st.players[0]
    assert p.reserve == 3 and p.trash_cores == 0
    assert [c.id for c in p.hand] == ["VAN-003"]
    assert g.st.field == []
    assert "concede" in g.st.end_reason and "p2" in g.st.end_reason


@pytest.mark.parametrize("text", ["concede", "concede p3", "concede both", "concede p1 p2"])
def test_1_2_4_malformed_concession_is_rejected(text):
    """1-2-4: a concession names the conceding player; anything else is refused and changes nothing."""
    g = make()
    before = dump(g)
    with pytest.raises(IllegalAction) as err:
        g.apply(text)
    assert err.value.rule == "1-2-4"
    assert dump(g) == before
    assert g.st.winner is None


def test_1_2_4_concession_is_not_a_legal_action_listed():
    """1-2-4: conceding is always possible but is not among the listed legal actions (so random
    play never concedes); it is still accepted."""
    g = make()
    assert not any(a.startswith("concede") for a in g.legal_actions())
    g.apply("concede p1")
    assert_over(g, "p2", "1-2-4")
