"""What the players know of hidden cards, kept as public facts in the state: the cards of a hand the
opponent knows are there (PlayerState.known, ops.enter_hand / leave_hand: a card that entered the
hand from where both players saw it, the field, the trash, a revealed card, 12-2, or was revealed in
it, until it is seen leaving; never longer than the hand), and how many top cards of a deck its
player knows in order and how many both know (top_known, top_shown: looked at or revealed and put
back on top, 12-3, 12-2; ops.top_gone / top_put, a shuffle forgets them).  The hard level's samples
keep them (computer/sample.py, tests/computer/test_search.py)."""

from __future__ import annotations

import random

from builders import OPP_SPIRIT, magic, magic_effect, make, on_field, play, select, spirit

from bss_tui.carddb.decks import load_deck
from bss_tui.carddb.loader import load_cards
from bss_tui.engine import Game
from bss_tui.engine.model.state import PlayerState
from bss_tui.engine.operations import ops

BOUNCE = magic("T-BOUNCE", magic_effect({"do": "return_to_hand", "target": select(**OPP_SPIRIT)}))
DISCARD = magic("T-DISCARD", magic_effect({"do": "discard", "player": "opponent"}))
ARRANGE = magic("T-ARRANGE", magic_effect({"do": "arrange_top", "count": 3}))
PEEK = magic("T-PEEK", magic_effect({"do": "reveal_take", "count": 2, "take": "one", "filter": {"types": ["nexus"]},
                                     "rest": "top"}))
REVEAL_ONE = magic("T-REVEAL", magic_effect({"do": "reveal_take", "count": 1, "take": "one",
                                             "filter": {"types": ["nexus"]}, "rest": "top"}))
DRAW_ONE = magic("T-DRAW", magic_effect({"do": "draw", "count": 1}))
SHOW_BURST = magic("T-SHOW", magic_effect({"do": "reveal_burst", "player": "opponent"}))
DECK = ["VAN-001", "ST01-004", "ST01-005", "ST01-006", "ST01-009", "ST01-014"]     # top first


def _game():
    return make([BOUNCE, DISCARD, spirit("T-S")], p1={"hand": ["T-BOUNCE", "T-DISCARD"]},
                p2={"field": [on_field("T-S", "B1")], "hand": ["VAN-001"]})


def _known(g, seat: int) -> list[str]:
    return [c.id for c in g.st.players[seat].known]


def test_a_spirit_returned_to_the_hand_is_known_there_until_it_is_discarded():
    g = _game()
    assert _known(g, 1) == []
    play(g, "use T-BOUNCE")            # it was on the field: both saw it go to the hand
    assert _known(g, 1) == ["T-S"]
    play(g, "use T-DISCARD", "discard T-S")
    assert _known(g, 1) == []


def test_a_card_the_opponent_did_not_see_leaving_does_not_change_what_they_know():
    g = _game()
    play(g, "use T-BOUNCE", "use T-DISCARD", "discard VAN-001")
    assert _known(g, 1) == ["T-S"]
    assert _known(g, 0) == []          # the player's own cards used openly were never known in the hand


def _player(*cards):
    db = load_cards()
    p = PlayerState(0, "P1")
    for cid in cards:
        p.hand.append(db[cid])
    return p, db


def test_a_card_set_face_down_leaves_what_was_known_as_long_as_the_hand_can_hold_it():
    p, db = _player("ST01-004")
    ops.enter_hand(p, db["ST01-015"], seen=True)        # from the trash, say
    ops.leave_hand(p, db["ST01-015"], seen=False)       # set as a burst: only "a card" was seen going
    assert [c.id for c in p.known] == ["ST01-015"]      # it may be the other card that went
    ops.leave_hand(p, db["ST01-004"], seen=True)
    assert p.known == [] and p.hand == []               # no hand left to hold it


def test_a_copy_seen_leaving_ends_what_was_known_of_one_copy():
    p, db = _player()
    ops.enter_hand(p, db["ST01-004"], seen=True)
    ops.enter_hand(p, db["ST01-004"], seen=True)
    ops.enter_hand(p, db["ST01-010"], seen=False)       # drawn: unseen
    ops.leave_hand(p, db["ST01-004"], seen=True)
    assert [c.id for c in p.known] == ["ST01-004"]


def _deck_game(*hand: str):
    return make([ARRANGE, PEEK, REVEAL_ONE, DRAW_ONE], p1={"hand": list(hand), "deck": DECK})


def _answer_first(g) -> None:
    """Its player answers the effect's decisions with their first options, back to the main step."""
    while g.decision.kind.name != "MAIN":
        g.apply(next(iter(g.decision.options)))


def _top(g) -> tuple[int, int]:
    p = g.st.players[0]
    return p.top_known, p.top_shown


def test_the_top_cards_looked_at_and_put_back_in_an_order_are_known_to_their_player_only():
    g = _deck_game("T-PEEK", "T-DRAW")
    assert _top(g) == (0, 0)
    play(g, "use T-PEEK")          # two revealed, no nexus among them: both back on top in an order
    _answer_first(g)
    assert _top(g) == (2, 0)       # the other saw the cards but cannot tell the order they went back in
    play(g, "use T-DRAW")
    assert _top(g) == (1, 0)


def test_a_single_revealed_card_put_back_on_top_is_known_to_both():
    g = _deck_game("T-REVEAL")
    play(g, "use T-REVEAL")
    _answer_first(g)
    assert _top(g) == (1, 1)


def test_cards_sent_to_the_bottom_leave_nothing_known_on_top():
    g = _deck_game("T-ARRANGE")
    play(g, "use T-ARRANGE")
    _answer_first(g)                # each of the three picked for the bottom
    assert _top(g) == (0, 0)


def test_a_shuffle_forgets_the_top():
    g = _deck_game("T-PEEK")
    play(g, "use T-PEEK")
    _answer_first(g)
    ops.shuffle(g, 0)
    assert _top(g) == (0, 0)


def test_a_revealed_burst_is_known_while_it_stays_set():
    g = make([SHOW_BURST], p1={"hand": ["T-SHOW"]}, p2={"burst": "ST01-015"})
    assert not g.st.players[1].burst_shown
    play(g, "use T-SHOW")
    assert g.st.players[1].burst_shown


def test_over_random_games_what_is_known_is_never_more_than_the_hand_or_the_deck():
    cards = load_cards()
    decks = [load_deck(name, cards) for name in ("st01", "st03", "st04", "st06")]
    seen = tops = 0
    for seed in range(40):
        g = Game.new(decks[seed % 4], decks[(seed + 1) % 4], seed=seed)
        chooser = random.Random(seed)
        while g.decision is not None:
            g.apply(chooser.choice(g.legal_actions()))
            for p in g.st.players:
                assert len(p.known) <= len(p.hand)
                assert 0 <= p.top_shown <= p.top_known <= len(p.deck)
                seen += len(p.known)
                tops += p.top_known
    assert seen > 0            # the starter decks return spirits to the hand and take cards from the trash
    assert tops > 0            # ... and look at the top of the deck (ST03-003, ST04-009)


def test_a_card_revealed_in_the_hand_is_known_once_and_never_more_than_the_hand():
    p, db = _player("ST01-004", "ST01-010")
    ops.revealed_in_hand(p, [db["ST01-004"]])
    ops.revealed_in_hand(p, [db["ST01-004"]])            # the same copy again, perhaps
    assert [c.id for c in p.known] == ["ST01-004"]
    p.known.insert(0, db["ST01-015"])                   # an older belief (set face down since)
    p.hand.remove(db["ST01-010"])
    ops.revealed_in_hand(p, [db["ST01-004"]])
    assert [c.id for c in p.known] == ["ST01-004"]      # what was just seen stays
