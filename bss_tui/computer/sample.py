"""Hidden cards drawn again, for the hard level's copies of a game (search.py).

What a seat cannot see: the opponent's hand and face-down burst, and both decks' order (3-2-2,
3-3-3, 3-8-2), and what chance will bring (the game's random generator).  A copy gets all of them
drawn anew from what the seat knows: the opponent's hand keeps the cards the seat saw enter it or
revealed in it (PlayerState.known), the rest drawn from the opponent's unseen cards as a multiset
(their deck list less what is public: the same whatever the real order), and its own deck is drawn
as a multiset; the top cards of a deck the seat knows in order (looked at or revealed, put back on
top: PlayerState.top_known, top_shown) stay on top, and a set burst revealed to both stays set
(burst_shown).  Each pool is put
in a fixed order (by card id) before it is shuffled, so the real order never reaches the sample:
the sample depends only on those multisets, the sizes the view shows and the seed."""

from __future__ import annotations

import random

from ..carddb.schema import Card
from ..engine import Game


def resample(game: Game, seat: int, seed: int) -> None:
    """Give `game` (a copy, changed in place) new hidden cards and a new chance, as `seat` might
    believe them to be."""
    rng = random.Random(seed)
    them = game.st.players[1 - seat]
    under, top = _split(them.deck, them.top_shown)
    burst = None if them.burst_shown else them.burst        # a set burst revealed to both stays (12-2-1)
    pool = _canonical(them.hand + under + ([burst] if burst is not None else []))
    kept = _known(pool, them.known)
    rng.shuffle(pool)
    hand = len(them.hand) - len(kept)
    them.hand = kept + pool[:hand]
    if burst is not None:
        them.burst, pool = pool[hand], pool[hand + 1:]
    else:
        pool = pool[hand:]
    them.deck = pool + top
    me = game.st.players[seat]
    under, top = _split(me.deck, me.top_known)
    own = _canonical(under)
    rng.shuffle(own)
    me.deck = own + top
    game.rng.seed(rng.getrandbits(64))


def _split(deck: list[Card], known: int) -> tuple[list[Card], list[Card]]:
    """A deck as the cards under its top ones the seat knows, and those (PlayerState.top_known for
    its own deck, top_shown for the opponent's: public facts), which stay where they are."""
    at = len(deck) - known
    return deck[:at], deck[at:]


def _known(pool: list[Card], known: list[Card]) -> list[Card]:
    """The cards the seat knows are in the opponent's hand (PlayerState.known: seen entering it, public),
    taken out of `pool`, each while a card of its id is left there (a known card set face down as a
    burst is still in the pool, as the burst)."""
    kept: list[Card] = []
    for card in known:
        at = next((i for i, c in enumerate(pool) if c.id == card.id), None)
        if at is not None:
            kept.append(pool.pop(at))
    return kept


def _canonical(cards: list[Card]) -> list[Card]:
    """The cards in an order fixed by what they are, not where they were (sorted by id; cards with
    the same id are the same card)."""
    return sorted(cards, key=lambda c: c.id)
