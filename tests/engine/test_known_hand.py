"""What a player knows of the other's hand (PlayerState.known, kept by ops.enter_hand and
ops.leave_hand): a card that entered the hand from where both players saw it (the field, the trash, a
revealed card: 12-2) or was revealed in it, until it is seen leaving; only public facts change it,
and it is never longer than the hand.  The hard level's samples keep these cards in the hand
(computer/sample.py, tests/computer/test_search.py)."""

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


def test_over_random_games_what_is_known_is_never_more_than_the_hand():
    cards = load_cards()
    decks = [load_deck(name, cards) for name in ("st01", "st03", "st04", "st06")]
    seen = 0
    for seed in range(40):
        g = Game.new(decks[seed % 4], decks[(seed + 1) % 4], seed=seed)
        chooser = random.Random(seed)
        while g.decision is not None:
            g.apply(chooser.choice(g.legal_actions()))
            for p in g.st.players:
                assert len(p.known) <= len(p.hand)
                seen += len(p.known)
    assert seen > 0            # the starter decks return spirits to the hand and take cards from the trash
