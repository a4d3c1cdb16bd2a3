"""The main step keeps the hand's options while the player only moves cores between their own places
(engine/flows/play.py: hand_unmoved_by_cores).  Legality still comes from the checks alone:
at every main-step decision of many random games, the options offered are exactly those a new
listing gives, in the same order."""

from __future__ import annotations

import itertools
import random

import pytest

from bss_tui.carddb.decks import load_deck, preconstructed_decks
from bss_tui.engine import Game
from bss_tui.engine.model.decisions import Kind
from bss_tui.engine.flows.play import hand_main_options, hand_unmoved_by_cores, main_options
from bss_tui.simulate import random_pairing

GAMES = 40          # per kind of deck below; each game lists its main step again at every decision


def _check_game(g: Game, rng: random.Random) -> tuple[int, int]:
    """Plays `g` to its end at random; returns the main-step decisions compared and how many of them
    came after a core move that kept the hand's options."""
    compared = kept = 0
    while g.decision is not None:
        d = g.decision
        if d.kind == Kind.MAIN:
            fresh = main_options(g, d.player)
            assert list(d.options) == list(fresh), f"seed {g.seed}, decision {len(g.log)}"
            compared += 1
            if g.log and g.log[-1].startswith("move ") and hand_unmoved_by_cores(g, d.player):
                kept += 1
        g.apply(rng.choice(g.legal_actions()))
    return compared, kept


@pytest.mark.parametrize("kind", ["practice", "shipped", "pool"])
def test_kept_hand_options_are_what_a_new_listing_gives(card_db, kind):
    if kind == "practice":
        decks = [load_deck(n, card_db) for n in ("vanilla-red", "vanilla-blue")]
        pairs = list(itertools.permutations(decks, 2))
    elif kind == "shipped":
        decks = [load_deck(n, card_db) for n in preconstructed_decks()]
        pairs = list(itertools.permutations(decks, 2))
    else:
        pairs = [random_pairing(card_db, 7_000 + i) for i in range(GAMES)]
    compared = kept = 0
    for i in range(GAMES):
        d1, d2 = pairs[(i * 37) % len(pairs)]
        c, k = _check_game(Game.new(d1, d2, seed=7_000 + i), random.Random(i ^ 0xA11))
        compared += c
        kept += k
    assert compared > 20 * GAMES
    assert kept > compared // 20        # the kept options are really used, not only compared


def test_options_are_listed_again_when_more_than_cores_move(card_db):
    """A core move that leaves a spirit below LV1 destroys it (9-3-2): the listing starts again."""
    decks = [load_deck(n, card_db) for n in ("vanilla-red", "vanilla-blue")]
    g = Game.new(decks[0], decks[1], seed=3)
    rng = random.Random(5)
    seen = 0
    while g.decision is not None and seen < 3:
        d = g.decision
        if d.kind == Kind.MAIN:
            hand = hand_main_options(g, d.player)
            assert list(hand) == [k for k in d.options if k in hand]
            lone = [k for k in d.options if k.startswith("move ") and not k.startswith("move reserve")
                    and not k.endswith("soul")]
            for text in lone:
                label = text.split(" ")[1]
                fc = g.st.by_label(label)
                if fc is not None and g.st.total_cores(fc) == fc.card.lv1_cores:
                    told = len(g.events)
                    g.apply(text)
                    assert any(e.kind == "self_destroy" for e in g.events[told:])
                    assert list(g.decision.options) == list(main_options(g, g.decision.player))
                    seen += 1
                    break
            else:
                g.apply(rng.choice(g.legal_actions()))
        else:
            g.apply(rng.choice(g.legal_actions()))
    assert seen >= 1
