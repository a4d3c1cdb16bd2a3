"""The structural copy of a game state (engine/model/clone.py) and the copy of a game it makes
possible (`Game.copy()` at a decision of the turn's spine, or at the payment or the placement of a
card played from the main step: issue 27): exact, independent, aliasing kept.

States come from random games of the whole card pool (modifiers, watches, battles, waiting effects
and last known states all show up), cloned at many of their decisions."""

from __future__ import annotations

import dataclasses
import random
from enum import Enum
from pathlib import Path
from typing import Any, Iterator

import pytest
from pydantic import BaseModel

from bss_tui import scenario
from bss_tui.carddb.decks import load_deck
from bss_tui.engine import Game
from bss_tui.engine.model.clone import Cloner, clone, loop_watch
from bss_tui.engine.model.table import GameRandom
from bss_tui.engine.operations.dump import dump
from bss_tui.simulate import random_pairing

GAMES = 12
SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
ATOMS = (int, str, float, bool, type(None), Enum, BaseModel)   # never changed (cards, effects: frozen models)


def _twin(g: Game, st: Any) -> Game:
    """`g` with another state, for `dump` (a Game's own copy would choose its way of copying)."""
    other = Game.__new__(Game)
    other.__dict__.update(g.__dict__)
    other.st = st
    return other


def _walk(a: Any, b: Any, pairs: dict[int, int], path: str) -> None:
    """`b` is an independent copy of `a`: equal, no mutable object in common, and two references
    to one object in `a` are two references to one object in `b` (`pairs`: id in a -> id in b)."""
    if isinstance(a, ATOMS):
        assert a == b if not isinstance(a, BaseModel) else a is b, path
        return
    assert type(a) is type(b), path
    mutable = isinstance(a, (list, dict, set)) or (
        dataclasses.is_dataclass(a) and not type(a).__dataclass_params__.frozen)  # type: ignore[attr-defined]
    if mutable:
        assert a is not b, f"{path}: shared with the original"
        if id(a) in pairs:
            assert pairs[id(a)] == id(b), f"{path}: aliasing not kept"
            return
        pairs[id(a)] = id(b)
    if isinstance(a, (list, tuple)):
        assert len(a) == len(b), path
        for i, (x, y) in enumerate(zip(a, b)):
            _walk(x, y, pairs, f"{path}[{i}]")
    elif isinstance(a, dict):
        assert list(a) == list(b), path
        for k in a:
            _walk(a[k], b[k], pairs, f"{path}[{k!r}]")
    elif isinstance(a, (set, frozenset)):
        assert a == b, path
    elif dataclasses.is_dataclass(a):
        for f in dataclasses.fields(a):
            _walk(getattr(a, f.name), getattr(b, f.name), pairs, f"{path}.{f.name}")
    else:
        raise AssertionError(f"{path}: a {type(a).__name__} the walk does not know")


def _positions(card_db: dict[str, Any], games: int = GAMES) -> Iterator[tuple[Game, random.Random]]:
    """Games of random whole-pool decks, stopped at every fifth decision."""
    for i in range(games):
        d1, d2 = random_pairing(card_db, 500 + i)
        g = Game.new(d1, d2, seed=500 + i)
        rng = random.Random(i)
        while g.decision is not None and len(g.log) < 600:
            if len(g.log) % 5 == 0:
                yield g, rng
            g.apply(rng.choice(g.legal_actions()))


def test_a_clone_is_an_equal_independent_state_with_its_aliasing(card_db):
    seen = {"mods": 0, "pending": 0, "last_state": 0, "battle": 0, "watches": 0}
    for g, _ in _positions(card_db):
        st = g.st
        copy = clone(st)
        assert dump(_twin(g, copy)) == dump(g)
        _walk(st, copy, {}, "st")
        for name in seen:
            seen[name] += bool(getattr(st, name))
    # the positions met every part of the state that holds records
    assert all(seen.values()), seen


def test_changing_a_clone_leaves_the_original_as_it_was(card_db):
    for g, rng in _positions(card_db, 4):
        here = dump(g)
        other = _twin(g, clone(g.st))
        st = other.st
        for fc in st.field:
            fc.cores += 1
            fc.exhausted = not fc.exhausted
        for p in st.players:
            p.hand.append(p.deck.pop()) if p.deck else None
            p.trash.clear()
            p.life += 1
        for m in st.mods:
            m.value += 1
        for batch in st.pending:
            for item in batch:
                item.activated = not item.activated
        for s in st.last_state.values():
            s.cores += 1
        if st.battle is not None:
            st.battle.links.append(99)
        st.once_used.add((99, 1))
        st.label_counters[0] += 1
        assert dump(g) == here
        assert dump(other) != here


def test_the_decision_and_the_loop_watch_copy_with_the_state(card_db):
    """A decision's choices that name a field card or a waiting effect name the copy's own."""
    remapped = 0
    for g, _ in _positions(card_db, 6):
        cloner = Cloner()
        st = cloner.state(g.st)
        assert g.decision is not None
        d = cloner.decision(g.decision)
        pairs: dict[int, int] = {}
        _walk(g.st, st, pairs, "st")
        _walk(g.decision, d, pairs, "decision")
        remapped += any(c is not g.decision.options[k] for k, c in d.options.items())
        watch = loop_watch(g.loop)
        if watch is not None:
            _walk(g.loop, watch, {}, "loop")
    assert remapped


def _draws(r: random.Random) -> tuple[Any, ...]:
    deck = list(range(40))
    r.shuffle(deck)
    return deck, r.randrange(2), r.choice("abcdef"), r.sample(range(90), 5), r.random(), r.randint(1, 6), \
        r.getrandbits(70)


def test_the_game_rng_draws_as_random_does_and_its_copies_draw_alike():
    """GameRandom only counts its draws: the same numbers as random.Random from the same seed, and a
    copy (sharing one reading of the state between draws) draws what its original draws next."""
    for seed in range(20):
        counted = GameRandom(seed)
        assert _draws(random.Random(seed)) == _draws(counted)
        one, two = counted.copy(), counted.copy()      # the second reuses the first's reading
        assert one.getstate() == two.getstate() == counted.getstate()
        assert _draws(one) == _draws(counted)
        three = counted.copy()                         # after draws: read again
        assert _draws(three) == _draws(counted)
        assert _draws(two) != _draws(three)


def test_a_copy_after_the_game_rng_is_seeded_again_draws_from_the_new_seed():
    """Seeding again is a change of state like a draw: a copy taken after it draws as the new seed
    does, not as the state read before it (computer/sample.py reseeds its copies' chance)."""
    counted = GameRandom(1)
    counted.copy()                                     # a reading of the state under seed 1
    counted.seed(2)
    assert _draws(counted.copy()) == _draws(random.Random(2))


GAME_FIELDS = {"st", "seed", "rng", "origin", "events", "reveals", "decision", "loop", "at_once", "point",
               "log", "entries", "kept", "_flow", "_decks", "_initial", "_entry"}


def test_the_fast_copy_knows_every_part_of_a_game(card_db):
    """Game.copy shares what it does not name (the start, the seed): a new attribute of Game or
    Table must be looked at there (engine/game.py `_copy_at_main`), and added here."""
    d1, d2 = random_pairing(card_db, 1)
    assert set(Game.new(d1, d2, seed=1).__dict__) == GAME_FIELDS


def _fast(g: Game) -> bool:
    return g.point is not None and g.decision is g.point.decision


def _same_future(g: Game, seed: int, steps: int = 150) -> None:
    """A copy of `g` (structural: `g` waits at a point) and a replay of it have the same decision
    and options, and random play from both gives the same dumps, events and logs; the original
    is left as it was, and the copy shares no mutable object with it."""
    copy, replayed = g.copy(), g._replay(g.log)
    assert copy.decision is not None and replayed.decision is not None and copy.decision is not g.decision
    assert (copy.decision.player, copy.decision.kind, copy.decision.prompt, copy.decision.rule,
            copy.legal_actions()) == (replayed.decision.player, replayed.decision.kind, replayed.decision.prompt,
                                      replayed.decision.rule, replayed.legal_actions())
    pairs: dict[int, int] = {}
    _walk(g.st, copy.st, pairs, "st")
    _walk(g.decision, copy.decision, pairs, "decision")
    _walk(g.point, copy.point, pairs, "point")      # what the flow keeps there (a card being paid for)
    assert copy._flow is not None and copy._flow.gi_code.co_name == "game_flow_at", "not a structural copy"
    here = dump(g)
    tail = random.Random(seed)
    for _ in range(steps):
        if copy.decision is None:
            break
        action = tail.choice(copy.legal_actions())
        copy.apply(action)
        replayed.apply(action)
    assert dump(copy) == dump(replayed)
    assert [(e.kind, e.rule, e.text, e.private_text) for e in copy.events] == \
        [(e.kind, e.rule, e.text, e.private_text) for e in replayed.events]
    assert copy.log == replayed.log and copy.entries == replayed.entries
    assert dump(g) == here, "playing a copy changed the original"


@pytest.mark.parametrize("pool", [False, True])
def test_a_copy_on_the_spine_is_the_game_it_copies(card_db, pool, pairings_st):
    """Copies taken at the main step's, the attack step's, the block's and the flash windows'
    decisions, and at the payments and placements met on the way (structural), against copies made
    by replaying the log."""
    fast: dict[str, int] = {}
    for i in range(10):
        d1, d2 = random_pairing(card_db, 40 + i) if pool else pairings_st[i % len(pairings_st)]
        g = Game.new(d1, d2, seed=40 + i)
        rng = random.Random(i)
        while g.decision is not None and len(g.log) < 500:
            if rng.random() < 0.08 and _fast(g):
                assert g.point is not None
                fast[g.point.at] = fast.get(g.point.at, 0) + 1
                _same_future(g, sum(fast.values()))
            g.apply(rng.choice(g.legal_actions()))
    assert set(fast) == {"main", "attack", "before_block", "block", "after_block", "pay", "place"}, fast
    assert sum(fast.values()) > 30


@pytest.mark.parametrize("pool", [False, True])
def test_a_copy_at_a_payment_or_a_placement_is_the_game_it_copies(card_db, pool, pairings_st):
    """Copies taken while a card played from the hand in the main step or a flash window is paid for
    or given its cores (a summon, a placing, a magic card; its payment's first and later decisions,
    its placement's), against copies made by replaying the log: the same decision and options, then
    the same future."""
    fast: dict[tuple[str, bool], int] = {}
    played: set[tuple[str, str]] = set()
    for i in range(24 if pool else 14):      # Swift summons are rare: more games of the whole pool
        d1, d2 = random_pairing(card_db, 70 + i) if pool else pairings_st[i % len(pairings_st)]
        g = Game.new(d1, d2, seed=70 + i)
        rng = random.Random(100 + i)
        while g.decision is not None and len(g.log) < 400:
            point = g.point
            # every one in a flash window (a Swift summon is rare), three in ten in the main step
            if point is not None and g.decision is point.decision and point.put is not None \
                    and (rng.random() < 0.3 or point.put.outer is not None and point.put.outer.at != "main"):
                assert point.put.outer is not None
                key = (point.at, bool(g.decision.paid))
                fast[key] = fast.get(key, 0) + 1
                played.add((point.put.verb, "main" if point.put.outer.at == "main" else "flash"))
                _same_future(g, sum(fast.values()), 60)
            g.apply(rng.choice(g.legal_actions()))
    # first and later decisions of payments and placements alike, cards of every kind, in both windows
    assert set(fast) == {("pay", False), ("pay", True), ("place", False), ("place", True)}, fast
    kinds = {("summon", "main"), ("place", "main"), ("use", "main"), ("use", "flash")}
    if pool:
        kinds.add(("summon", "flash"))        # Swift (11-9-1): no starter deck has it
    assert kinds <= played, played
    assert sum(fast.values()) > 40


def test_a_copy_of_a_scenario_position_is_the_game_it_copies():
    """Positions entered part-way (inside a battle, during setup) are copied as exactly: every
    scenario's game so entered (and one in ten of the others), copied at the first decision of the
    spine along its script."""
    entered = 0
    for i, path in enumerate(sorted(SCENARIOS.rglob("*.toml"))):
        sc = scenario.load(path)
        g = scenario.build_game(sc)
        if g._entry is None and i % 10:
            continue
        for action in sc.data.actions:
            if _fast(g):
                _same_future(g, i, 30)
                entered += g._entry is not None
                break
            if g.refusal(action) is not None:
                break       # a scenario that checks a refusal
            g.apply(action)
    assert entered > 50


@pytest.fixture(scope="module")
def pairings_st(card_db):
    names = ["st01", "st02", "st03", "st04"]
    return [(load_deck(a, card_db), load_deck(b, card_db)) for a in names for b in names if a != b]
