"""Preparing to play (chapter 5): deck legality (5-1) and the steps before the first turn (5-2),
driven through `Game.new` and the actions `first p1/p2`, `mulligan`, `keep`."""

from __future__ import annotations

from collections import Counter

import pytest

from bss_tui.carddb.decks import legality_problems
from bss_tui.engine import Game, IllegalAction

SEED = 11


@pytest.fixture
def red(shipped_deck_lists):
    return shipped_deck_lists["vanilla-red"]


@pytest.fixture
def blue(shipped_deck_lists):
    return shipped_deck_lists["vanilla-blue"]


def ids(cards) -> list[str]:
    return [c.id for c in cards]


def top_first(deck) -> list[str]:
    """A deck's card ids, top card first (the engine keeps the top at the end of the list)."""
    return [c.id for c in reversed(deck)]


def decision_trace(g: Game) -> tuple[int, str]:
    return (g.decision.player, g.decision.kind)


def to_first_turn(g: Game, first: str = "first p1", p1_choice: str = "keep", p2_choice: str = "keep") -> None:
    g.apply(first)
    one = g.st.player_one
    g.apply(p1_choice if one == 0 else p2_choice)
    g.apply(p2_choice if one == 0 else p1_choice)


# ---- 5-1: the deck ------------------------------------------------------------------------------

def test_5_1_1_1_deck_size_and_copies(red, card_db):
    """5-1-1-1: a deck has 50 to 60 cards and at most four cards of one name; 5-1-1: the shipped
    practice decks are legal."""
    assert legality_problems(red, "red") == []
    assert len(red) == 50
    short = red[:49]
    assert any("49 cards" in p for p in legality_problems(short, "short"))
    long = red + red[:11]
    assert len(long) == 61
    assert any("61 cards" in p for p in legality_problems(long, "long"))
    sixty = red + red[:10]
    assert not any("cards;" in p for p in legality_problems(sixty, "sixty"))
    five = red[:45] + [card_db["VAN-001"]] * 5
    problems = legality_problems(five, "five")
    assert any("copies of Ember Whelp" in p for p in problems)


# ---- 5-2: before the game ----------------------------------------------------------------------

def test_5_2_2_each_deck_is_shuffled(red, blue):
    """5-2-2 / 3-2-1 / 3-2-4: each player's deck is shuffled (randomly, by the game's seed) and placed in
    their own deck area; no card is lost or added."""
    g = Game.new(red, blue, seed=SEED)
    for seat, given in ((0, red), (1, blue)):
        p = g.st.players[seat]
        # The shuffled order, top first: the four cards drawn (in draw order), then the deck.
        order = ids(p.hand) + top_first(p.deck)
        assert Counter(order) == Counter(ids(given))
        assert order != ids(given)
        assert len(p.deck) == 46
    shuffles = [e for e in g.events if e.kind == "shuffle" and e.rule == "5-2-2"]
    assert len(shuffles) == 2
    other = Game.new(red, blue, seed=SEED + 1)
    assert ids(other.st.players[0].hand) + top_first(other.st.players[0].deck) != \
        ids(g.st.players[0].hand) + top_first(g.st.players[0].deck)


def test_5_2_3_5_2_4_starting_cores(red, blue):
    """5-2-3: five cores in each life; 5-2-4: the soul core and three cores in each reserve."""
    g = Game.new(red, blue, seed=SEED)
    for p in g.st.players:
        assert p.life == 5
        assert p.reserve == 3
        assert p.soul == "reserve"
        assert p.trash_cores == 0
    assert g.st.field == []
    for seat in (0, 1):
        pv = g.view(seat)["players"][seat]
        assert (pv["life"], pv["reserve"], pv["soul_core"], pv["trash_cores"]) == (5, 3, "reserve", 0)


def test_5_2_5_four_card_hands_before_player_one_is_chosen(red, blue):
    """5-2-5: each player draws four cards before player one is decided (5-2-6)."""
    g = Game.new(red, blue, seed=SEED)
    assert decision_trace(g)[1] == "first_player"
    assert [len(p.hand) for p in g.st.players] == [4, 4]
    assert [len(p.deck) for p in g.st.players] == [46, 46]
    draws = [e for e in g.events if e.kind == "draw"]
    assert [e.rule for e in draws] == ["5-2-5"] * 8
    assert [e.data["seat"] for e in draws] == ["p1"] * 4 + ["p2"] * 4
    first_choice = next(i for i, e in enumerate(g.events) if e.kind == "first_player_draw")
    assert first_choice > g.events.index(draws[-1])


def test_5_2_6_random_draw_winner_chooses_player_one(red, blue):
    """5-2-6: a random method picks who chooses; that player decides who is player one."""
    choosers = set()
    for seed in range(24):
        g = Game.new(red, blue, seed=seed)
        event = next(e for e in g.events if e.kind == "first_player_draw")
        assert event.rule == "5-2-6"
        assert g.decision.kind == "first_player"
        assert g.decision.player == (0 if event.data["seat"] == "p1" else 1)
        assert sorted(g.legal_actions()) == ["first p1", "first p2"]
        choosers.add(g.decision.player)
    assert choosers == {0, 1}    # the draw is random, not always the same seat


@pytest.mark.parametrize("first,one", [("first p1", 0), ("first p2", 1)])
def test_5_2_6_5_2_7_5_2_8_chosen_player_one_mulligans_first_and_starts(red, blue, first, one):
    """5-2-6: the chosen player is player one; 5-2-7: mulligan decisions start with player one,
    one each; 5-2-8: then player one takes turn 1."""
    g = Game.new(red, blue, seed=SEED)
    g.apply(first)
    assert g.st.player_one == one
    assert decision_trace(g) == (one, "mulligan")
    assert sorted(g.legal_actions()) == ["keep", "mulligan"]
    g.apply("mulligan")
    assert decision_trace(g) == (1 - one, "mulligan")     # only one mulligan each
    g.apply("keep")
    assert decision_trace(g) == (one, "main")
    assert (g.st.turn, g.st.active, g.st.step) == (1, one, "main")


def test_5_2_6_chooser_may_make_the_opponent_player_one(red, blue):
    """5-2-6: the winner of the random draw may choose the other player to go first."""
    g = Game.new(red, blue, seed=SEED)
    chooser = g.decision.player
    other = 1 - chooser
    g.apply(f"first p{other + 1}")
    assert g.st.player_one == other
    assert g.decision.player == other


def test_5_2_7_keep_draws_one_more_card(red, blue):
    """5-2-7: a player who does not mulligan draws one more card, the top card of the deck."""
    g = Game.new(red, blue, seed=SEED)
    g.apply("first p1")
    p = g.st.players[0]
    top = p.deck[-1].id
    before = ids(p.hand)
    g.apply("keep")
    assert len(p.hand) == 5
    assert ids(p.hand) == before + [top]
    assert len(p.deck) == 45
    assert p.mulliganed is False


def test_5_2_7_mulligan_returns_hand_draws_four_then_shuffles(red, blue):
    """5-2-7: the hand goes to the bottom of the deck, four new cards are drawn from the top,
    then the deck is shuffled; no fifth card is drawn."""
    g = Game.new(red, blue, seed=SEED)
    g.apply("first p1")
    p = g.st.players[0]
    old_hand = ids(p.hand)
    old_deck_top_first = top_first(p.deck)
    start = len(g.events)
    g.apply("mulligan")
    assert ids(p.hand) == old_deck_top_first[:4]
    assert len(p.hand) == 4
    assert len(p.deck) == 46
    assert Counter(top_first(p.deck)) == Counter(old_deck_top_first[4:] + old_hand)
    # Shuffled after drawing: not simply the old deck with the old hand under it.
    assert top_first(p.deck) != old_deck_top_first[4:] + list(reversed(old_hand))
    assert top_first(p.deck) != old_deck_top_first[4:] + old_hand
    kinds = [(e.kind, e.rule) for e in g.events[start:]]
    assert kinds[0] == ("mulligan", "5-2-7")
    assert kinds[1:5] == [("draw", "5-2-7")] * 4
    assert kinds[5] == ("shuffle", "5-2-7")
    assert p.mulliganed is True


def test_5_2_7_mulligan_puts_hand_under_deck_before_drawing(card_db):
    """5-2-7: the hand goes to the deck before the four new cards are drawn, so with only two
    cards left in the deck the new hand is those two plus two of the returned cards."""
    deck = [card_db[f"VAN-00{i}"] for i in range(1, 7)]
    g = Game.new(deck, deck, seed=SEED)
    g.apply("first p1")
    p = g.st.players[0]
    remaining = top_first(p.deck)
    old_hand = ids(p.hand)
    assert len(remaining) == 2
    g.apply("mulligan")
    assert len(p.hand) == 4
    assert len(p.deck) == 2
    assert ids(p.hand)[:2] == remaining
    assert set(ids(p.hand)[2:]) <= set(old_hand)
    assert Counter(ids(p.hand) + top_first(p.deck)) == Counter(ids(deck))


def test_5_2_8_player_one_first_turn_state(red, blue):
    """5-2-8: player one begins turn 1: its draw step gives a sixth card, and there is no core
    step on that turn (6-3-3), so the reserve still holds three cores."""
    g = Game.new(red, blue, seed=SEED)
    to_first_turn(g, "first p2")
    one, two = g.st.players[1], g.st.players[0]
    assert (g.st.turn, g.st.active, g.st.step) == (1, 1, "main")
    assert len(one.hand) == 6
    assert len(two.hand) == 5
    assert one.reserve == 3 and two.reserve == 3
    assert decision_trace(g) == (1, "main")


def test_5_2_6_setup_decisions_reject_other_actions(red, blue):
    """5-2-6 / 5-2-7: during setup only the setup decision's actions are legal; a rejected action
    changes nothing."""
    g = Game.new(red, blue, seed=SEED)
    with pytest.raises(IllegalAction):
        g.apply("keep")
    with pytest.raises(IllegalAction):
        g.apply("end")
    assert g.decision.kind == "first_player"
    g.apply("first p1")
    with pytest.raises(IllegalAction):
        g.apply("first p2")
    assert g.st.player_one == 0


def test_1_1_1_two_players(red, blue):
    """1-1-1: a game is between exactly two players."""
    g = Game.new(red, blue, seed=SEED)
    assert len(g.st.players) == 2
    assert [p["seat"] for p in g.view(0)["players"]] == ["p1", "p2"]
    with pytest.raises(IllegalAction):
        g.apply("concede p3")
    assert g.st.winner is None
