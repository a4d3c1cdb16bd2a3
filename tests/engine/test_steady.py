"""A view is read with the state held steady (engine/rules/active.py `steady`): the constant effects on
are found once for the whole view instead of once per card and characteristic.  What it gives must be
exactly what reading without it gives: at decisions of random games with the shipped decks and with
random decks from the whole pool, every seat's view and the spectator's are compared whole (every
action's description, every field card's level, BP and symbols, a payment under way)."""

from __future__ import annotations

import itertools
import random

import pytest

from bss_tui.carddb.decks import load_deck, preconstructed_decks
from bss_tui.engine import Game
from bss_tui.engine.operations import view as view_module
from bss_tui.engine.operations.view import table_view
from bss_tui.engine.rules import active
from bss_tui.simulate import random_pairing

GAMES = 12          # per kind of deck; every fifth decision of each is compared


class _Unsteady:
    """`steady` that finds nothing once: every reading made again, as without it."""

    def __init__(self, st: object) -> None:
        pass

    def __enter__(self) -> None:
        pass

    def __exit__(self, *exc: object) -> None:
        pass


def _views(g: Game) -> list[str]:
    return [repr(table_view(g, viewer, log=False)) for viewer in (0, 1, None)]


@pytest.mark.parametrize("kind", ["shipped", "pool"])
def test_a_view_read_steady_is_the_view_read_card_by_card(card_db, kind, monkeypatch):
    if kind == "shipped":
        decks = [load_deck(n, card_db) for n in preconstructed_decks()]
        pairs = list(itertools.permutations(decks, 2))
    else:
        pairs = [random_pairing(card_db, 8_000 + i) for i in range(GAMES)]
    steady = view_module.derived.steady
    compared = 0
    for i in range(GAMES):
        d1, d2 = pairs[(i * 37) % len(pairs)]
        g, rng = Game.new(d1, d2, seed=8_000 + i), random.Random(i)
        while g.decision is not None:
            if len(g.log) % 5 == 0:
                fast = _views(g)
                monkeypatch.setattr(view_module.derived, "steady", _Unsteady)
                slow = _views(g)
                monkeypatch.setattr(view_module.derived, "steady", steady)
                assert fast == slow, f"{kind} game {i}, decision {len(g.log)}"
                compared += 1
            g.apply(rng.choice(g.legal_actions()))
    assert compared > 40 * GAMES


def test_what_is_found_steady_stays_inside_the_block(card_db):
    """Outside a block, and for another state inside one, nothing found in it is used."""
    g = Game.new(load_deck("st01", card_db), load_deck("st02", card_db), seed=1)
    other = Game.new(load_deck("st01", card_db), load_deck("st02", card_db), seed=2)
    with active.steady(g.st):
        active.constant_effects(g.st)
        assert active._STEADY.memo
        assert active._STEADY.st is g.st and active._STEADY.st is not other.st
    assert active._STEADY.st is None and not active._STEADY.memo
