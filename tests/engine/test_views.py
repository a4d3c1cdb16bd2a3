"""What each player may see (chapter 3's public and private areas): `Game.view(seat)`.

The strongest checks compare two games that differ only in something a seat may not see: that
seat's views of both games must be identical."""

from __future__ import annotations

import json
import re
from functools import partial

from bss_tui.engine import Game

import builders
from builders import on_field

OTHER_BURST = {"id": "VIEWTEST-BURST", "name": "Hidden Snare", "type": "magic", "colours": ["red"], "cost": 2,
               "effects": [{"kind": "burst", "timing": {"event": "life_lost", "subject": "you"},
                            "actions": [{"do": "draw", "count": 1}]}]}

make = partial(builders.make, [OTHER_BURST], filler=["VAN-001"] * 5)     # OTHER_BURST is in every game here


def as_text(view: dict) -> str:
    return json.dumps(view, sort_keys=True)


def board(**p1) -> Game:
    """A main-step position of p1 with a full board on both sides; p1's parts may be overridden."""
    mine = {"life": 4, "reserve": 2, "trash_cores": 1, "hand": ["VAN-001", "VAN-002"],
            "deck": ["VAN-004", "VAN-007", "VAN-001"], "trash": ["VAN-011"], "burst": "VAN-014",
            "soul_core": "A", "field": [on_field("VAN-003", "A"),
                                        on_field("VAN-009", "N", 0, exhausted=True)]}
    mine.update(p1)
    theirs = {"life": 3, "reserve": 1, "hand": ["VAN-005", "VAN-006", "VAN-010"], "deck": ["VAN-005"] * 4,
              "trash": ["VAN-012", "VAN-013"], "field": [on_field("VAN-006", "B", 2)]}
    return make(p1=mine, p2=theirs)


# ---- public areas and counts --------------------------------------------------------------------

def test_3_1_1_3_1_2_3_1_3_every_area_and_count_is_shown_to_both():
    """3-1-1: each player has a deck, hand, trash, field, reserve, life and burst area, holding the
    game pieces, cards and cores (4-8-1); 3-1-2: the number of cards in every area is public;
    3-1-3: public areas show their cards, private ones do not."""
    g = board()
    for viewer in (0, 1):
        v = g.view(viewer)
        assert len(v["players"]) == 2
        p1, p2 = v["players"]
        assert (p1["deck_count"], p1["hand_count"], len(p1["trash"]), p1["burst_set"]) == (3, 2, 1, True)
        assert (p2["deck_count"], p2["hand_count"], len(p2["trash"]), p2["burst_set"]) == (4, 3, 2, False)
        assert [f["label"] for f in p1["field"]] == ["A", "N"]
        assert [f["label"] for f in p2["field"]] == ["B"]
        for p in (p1, p2):
            assert "deck" not in p          # private for everybody (3-2-2)
            assert set(p) >= {"life", "reserve", "trash_cores", "soul_core", "deck_count", "hand_count",
                              "hand", "trash", "burst_set", "burst", "field"}


def test_3_4_2_3_5_2_3_6_2_3_7_2_public_areas_of_the_opponent():
    """3-4-2 trash, 3-5-2 field, 3-6-2 reserve and 3-7-2 life are public: p2 sees p1's cards and
    cores there exactly as p1 does."""
    g = board()
    mine, theirs = g.view(0)["players"][0], g.view(1)["players"][0]
    for key in ("life", "reserve", "trash_cores", "soul_core", "trash", "field"):
        assert theirs[key] == mine[key]
    assert theirs["life"] == 4 and theirs["reserve"] == 2 and theirs["trash_cores"] == 1
    assert theirs["soul_core"] == "A"
    assert [c["id"] for c in theirs["trash"]] == ["VAN-011"]
    a = theirs["field"][0]
    assert (a["id"], a["level"], a["bp"], a["cores"], a["soul"], a["exhausted"]) == ("VAN-003", 2, 4000, 1, True, False)
    n = theirs["field"][1]
    assert (n["id"], n["type"], n["exhausted"]) == ("VAN-009", "nexus", True)


def test_4_2_1_field_cards_show_their_owner():
    """4-2-1 / 4-2-2: a card's owner is the player whose deck it started in; views name it."""
    g = board()
    for viewer in (0, 1):
        players = g.view(viewer)["players"]
        assert {f["owner"] for f in players[0]["field"]} == {"p1"}
        assert {f["owner"] for f in players[1]["field"]} == {"p2"}


# ---- private areas ------------------------------------------------------------------------------

def test_3_3_3_opponent_hand_is_hidden():
    """3-3-3: a player cannot see the cards in the opponent's hand, only how many there are; the
    owner sees their own hand (3-3-2)."""
    a = board(hand=["VAN-001", "VAN-002"])
    b = board(hand=["VAN-007", "VAN-011"])
    assert as_text(a.view(1)) == as_text(b.view(1))
    assert a.view(1)["players"][0]["hand"] is None
    assert a.view(1)["players"][0]["hand_count"] == 2
    assert [c["id"] for c in a.view(0)["players"][0]["hand"]] == ["VAN-001", "VAN-002"]
    assert [c["id"] for c in b.view(0)["players"][0]["hand"]] == ["VAN-007", "VAN-011"]


def test_3_3_3_decision_options_are_shown_only_to_the_decider():
    """3-3-3: the legal actions (which name hand cards) are shown only to the deciding player."""
    a = board(hand=["VAN-001", "VAN-002"])
    mine, theirs = a.view(0)["decision"], a.view(1)["decision"]
    assert mine["player"] == theirs["player"] == "p1"
    assert "summon VAN-002" in mine["options"]
    assert "options" not in theirs and "prompt" not in theirs


def test_3_2_2_deck_order_and_contents_are_hidden_from_both():
    """3-2-2: nobody may see the deck's cards or their order, not even its owner."""
    a = board(deck=["VAN-004", "VAN-007", "VAN-001"])
    b = board(deck=["VAN-001", "VAN-004", "VAN-007"])
    c = board(deck=["VAN-012", "VAN-012", "VAN-012"])
    for viewer in (0, 1):
        assert as_text(a.view(viewer)) == as_text(b.view(viewer)) == as_text(c.view(viewer))
        assert a.view(viewer)["players"][0]["deck_count"] == 3


def test_4_5_2_drawn_card_is_not_revealed_to_the_opponent():
    """4-5-2: a drawn card goes to the hand without being revealed: after p1's draw step p2's view is
    the same whichever card p1 drew, while p1's own log names it."""
    def at_draw(top: str) -> Game:
        return make(p1={"reserve": 3, "deck": [top, "VAN-001"]}, step="draw")
    a, b = at_draw("VAN-004"), at_draw("VAN-007")
    assert a.st.step == "main"
    assert as_text(a.view(1)) == as_text(b.view(1))
    assert any("VAN-004" in line["text"] for line in a.view(0)["log"])
    assert not any("VAN-004" in line["text"] for line in a.view(1)["log"])


def test_5_2_5_setup_hands_hidden_in_the_opponents_log(shipped_deck_lists):
    """5-2-5 / 5-2-7 / 3-3-3: the opening hands, keep draws and mulligan draws are named only in the
    drawing player's own log."""
    g = Game.new(shipped_deck_lists["vanilla-red"], shipped_deck_lists["vanilla-blue"], seed=8)
    g.apply("first p1")
    g.apply("mulligan")
    g.apply("keep")
    card_id = re.compile(r"VAN-\d{3}")
    draws = [i for i, e in enumerate(g.events) if e.kind == "draw"]
    assert len(draws) == 4 + 4 + 4 + 1 + 1   # opening hands, mulligan, keep, turn 1 draw step
    for viewer in (0, 1):
        log = g.view(viewer)["log"]
        assert len(log) == len(g.events)
        for i in draws:
            drawer = g.events[i].data["seat"]
            found = card_id.findall(log[i]["text"])
            if drawer == f"p{viewer + 1}":
                assert len(found) == 1, log[i]
            else:
                assert found == [], log[i]
        assert g.view(viewer)["players"][1 - viewer]["hand"] is None
    assert [len(p.hand) for p in g.st.players] == [5, 5]


def test_3_8_2_set_burst_is_private_to_its_owner():
    """3-8-1 / 3-8-2: a set burst is face down: the opponent sees that one is set, not which; the
    owner sees it."""
    a = board(burst="VAN-014")
    b = board(burst="VIEWTEST-BURST")
    assert as_text(a.view(1)) == as_text(b.view(1))
    assert a.view(1)["players"][0]["burst_set"] is True
    assert a.view(1)["players"][0]["burst"] is None
    assert a.view(0)["players"][0]["burst"]["id"] == "VAN-014"
    assert b.view(0)["players"][0]["burst"]["id"] == "VIEWTEST-BURST"


def test_3_8_2_setting_a_burst_does_not_reveal_it():
    """3-8-2 / 6-6-1-2-2: setting a burst tells the opponent that a burst was set, never which card;
    the owner's log names it."""
    def after_set(cid: str) -> Game:
        g = make(p1={"hand": [cid]})
        g.apply(f"set {cid}")
        return g
    a, b = after_set("VAN-014"), after_set("VIEWTEST-BURST")
    assert as_text(a.view(1)) == as_text(b.view(1))
    assert any("Undertow Trap" in line["text"] for line in a.view(0)["log"])
    assert not any("Undertow Trap" in line["text"] for line in a.view(1)["log"])


def test_3_8_5_bursts_are_revealed_when_the_game_ends():
    """3-8-5: once the game has ended, every set burst is turned face up: the opponent's view
    shows it."""
    g = board(burst="VAN-014")
    assert g.view(1)["players"][0]["burst"] is None
    g.apply("concede p2")
    assert g.st.winner == "p1"
    shown = g.view(1)["players"][0]["burst"]
    assert shown is not None and shown["id"] == "VAN-014"


def test_3_3_3_3_8_2_spectator_view_hides_both_hands_and_bursts(shipped_deck_lists):
    """3-3-3 / 3-8-2: view(None), shown while the keyboard changes hands, holds nobody's secrets."""
    g = Game.new(shipped_deck_lists["st01"], shipped_deck_lists["st02"], seed=5)
    for action in ("first p1", "keep", "keep"):
        g.apply(action)
    v = g.view(None)
    assert v["viewer"] is None and "options" not in v["decision"]
    assert all(p["hand"] is None and p["burst"] is None for p in v["players"])
    assert all(p["hand_count"] == len(g.st.players[i].hand) for i, p in enumerate(v["players"]))
    private = {e.private_text for e in g.events if e.private_text}
    assert private and not private & {line["text"] for line in v["log"]}
