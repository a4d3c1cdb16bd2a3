"""A game whose hidden cards differ from another's while everything a seat sees stays the same: the
computer's choices must not change with them (test_games.py, test_search.py)."""

from __future__ import annotations

import random

from bss_tui.engine import Game


def hide_differently(g: Game, seat: int, rng: random.Random) -> Game:
    """A copy of `g` where `seat`'s hidden cards differ: another hand from the same cards (those the
    other seat knows are there staying, PlayerState.known), another deck order (its top cards the
    other seat knows staying, top_shown), the face-down burst swapped with a deck card (3-2-2, 3-3-3,
    3-8-2)."""
    h = g.copy()
    p = h.st.players[seat]
    unknown, kept = p.hand[:], []
    for card in p.known:            # one it knew of may have been set face down since (ops.leave_hand)
        if card in unknown:
            unknown.remove(card)
            kept.append(card)
    at = len(p.deck) - p.top_shown          # the top cards the other seat knows stay on top
    cards, top = unknown + p.deck[:at], p.deck[at:]
    rng.shuffle(cards)
    p.hand, p.deck = kept + cards[:len(unknown)], cards[len(unknown):] + top
    if p.burst is not None and not p.burst_shown and len(p.deck) > p.top_shown:
        p.burst, p.deck[0] = p.deck[0], p.burst
    return h
