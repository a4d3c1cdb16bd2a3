"""Property tests over many seeded random games with the starter decks.

* One path for legality and explanation: at sampled decisions, every candidate
  action a player could write (each verb with each hand card, field label and core place, and
  the decision's own options) is either legal or refused with a rule id, never both, never
  neither: `Game.refusal(text)` is None exactly for the listed legal actions.
* A game is a value: a save taken at a random point of a random game (often in a
  flash window, a payment or halfway through an effect's choices) rebuilds the identical state,
  and so do `Game.copy()` and pickle; the rebuilt game then plays on identically.
* Undo: taking back an action that may be taken back gives exactly the state before it.
"""

from __future__ import annotations

import itertools
import pickle
import random
import re

import pytest

from bss_tui.carddb.decks import load_deck, preconstructed_decks
from bss_tui.engine import Game, IllegalAction
from bss_tui.engine.operations.dump import dump
from bss_tui.engine.flows.explain import candidate_actions

GAMES = 500
SAMPLED_DECISIONS = 3        # decisions per game whose every candidate action is checked
RULE_ID = re.compile(r"^\d+(-\d+)*$")
MAX_STEPS = 20_000


@pytest.fixture(scope="module")
def pairings(card_db):
    decks = [load_deck(name, card_db) for name in preconstructed_decks()]
    return list(itertools.permutations(decks, 2))


def _game(pairings, i: int) -> tuple[Game, random.Random]:
    deck1, deck2 = pairings[i % len(pairings)]
    return Game.new(deck1, deck2, seed=9_100_000 + i), random.Random(i ^ 0xC0FFEE)


def _play_for(g: Game, rng: random.Random, stop: int) -> int:
    """Random legal actions until `stop` are taken or the game ends; how many were taken."""
    steps = 0
    while g.decision is not None and steps < stop:
        g.apply(rng.choice(g.legal_actions()))
        steps += 1
    return steps


def _play_to_end(g: Game, rng: random.Random, on_step=None) -> None:
    steps = 0
    while g.decision is not None:
        if on_step is not None:
            on_step(steps)
        g.apply(rng.choice(g.legal_actions()))
        steps += 1
        assert steps < MAX_STEPS


def _check_candidates(g: Game, where: str) -> int:
    legal = set(g.legal_actions())
    assert g.decision is not None
    checked = 0
    for text in candidate_actions(g, g.decision):
        refusal = g.refusal(text)
        if text in legal:
            assert refusal is None, f"{where}: {text!r} is listed as legal but refused: {refusal}"
        else:
            assert refusal is not None, f"{where}: {text!r} is not listed as legal but not refused either"
            assert RULE_ID.match(refusal.rule), f"{where}: {text!r} refused without a rule id: {refusal}"
            assert refusal.message and "\n" not in refusal.message
        checked += 1
    return checked


def test_every_candidate_action_is_legal_or_explained(pairings):
    """Principle 2 over 500 seeded games: listed <=> not refused; every refusal cites a rule."""
    total = 0
    for i in range(GAMES):
        g, rng = _game(pairings, i)
        picks = set(random.Random(i).sample(range(400), SAMPLED_DECISIONS)) | {0, 1}

        def at(step: int, g: Game = g, picks: set[int] = picks, i: int = i) -> None:
            nonlocal total
            if step in picks:
                total += _check_candidates(g, f"game {i}, decision {step}")
        _play_to_end(g, rng, at)
    assert total > GAMES * 20     # the sample really looked at many candidates


def test_refusals_of_odd_input_name_a_rule(pairings):
    g, _ = _game(pairings, 0)
    for text in (None, 42, "", "   ", "x" * 5000, "concedeXYZ p1", "concede p3", "summon", "use ST01-001 99999"):
        refusal = g.refusal(text)
        assert refusal is not None and RULE_ID.match(refusal.rule), text
        assert len(refusal.message) < 300
        with pytest.raises(IllegalAction):
            g.apply(text)
    assert g.log == []


def test_save_copy_and_pickle_taken_anywhere_resume_identically(pairings, card_db):
    """Principle 7 over 500 seeded games: a save, a copy and a pickle taken at a random point
    rebuild the same state, and the rebuilt games play on to the same end."""
    kinds_seen = set()
    for i in range(GAMES):
        g, rng = _game(pairings, i)
        steps = _play_for(g, rng, random.Random(i * 7).randrange(1, 300))
        if g.decision is not None:
            kinds_seen.add(str(g.decision.kind))
        here = dump(g)
        rebuilt = [Game.from_save(g.save_data(), card_db), g.copy()]
        if i % 10 == 0:
            rebuilt.append(pickle.loads(pickle.dumps(g)))
        for other in rebuilt:
            assert dump(other) == here, f"game {i} rebuilt at action {steps} differs"
        if i % 25 == 0:      # play on: the copies take the same actions to the same end
            tail = random.Random(i)
            while g.decision is not None:
                action = tail.choice(g.legal_actions())
                for one in (g, *rebuilt):
                    one.apply(action)
            for other in rebuilt:
                assert dump(other) == dump(g)
    # The random points fall in many kinds of decision, battles and payments among them.
    assert {"main", "flash", "pay"} <= kinds_seen


def test_a_copy_is_independent_of_its_original(pairings):
    """A copy taken at a random point and played on differently leaves the original as it was: the
    original's state is unchanged, and it plays on to the same end as a second copy taken at the same
    point (the guard a structural Game.copy must keep, issue 27)."""
    for i in range(0, GAMES, 10):
        g, rng = _game(pairings, i)
        _play_for(g, rng, random.Random(i * 11).randrange(1, 250))
        here = dump(g)
        twin, stray = g.copy(), g.copy()
        _play_for(stray, random.Random(i + 1), 60)      # the stray copy goes its own way
        assert dump(g) == here, f"game {i}: playing a copy changed the original"
        tail = random.Random(i)
        while g.decision is not None:
            action = tail.choice(g.legal_actions())
            g.apply(action)
            twin.apply(action)
        assert dump(twin) == dump(g), f"game {i}: the original and a copy taken with it diverged"


def test_undo_gives_back_the_state_before(pairings):
    """Undo replays the log without its last action: the state is the one before it."""
    undone = 0
    for i in range(30):
        g, rng = _game(pairings, i)
        steps = 0
        while g.decision is not None and steps < 250:
            want = rng.random() < 0.25
            before = dump(g) if want else None
            g.apply(rng.choice(g.legal_actions()))
            steps += 1
            if before is not None and g.undo_refusal() is None:
                g.undo()
                undone += 1
                after = dump(g)
                after.pop("events"), before.pop("events")
                assert after == before, f"game {i}: undo at action {steps} did not restore the state"
    assert undone > 80


def test_undo_never_crosses_a_hand_over_or_a_reveal(pairings):
    g, rng = _game(pairings, 3)
    refusal = g.undo_refusal()
    assert refusal is not None and "nothing" in refusal.message
    g.apply(g.legal_actions()[0])       # the first-player choice: a draw follows for the next player
    seen_reasons = set()
    for _ in range(300):
        if g.decision is None:
            break
        refusal = g.undo_refusal()
        if refusal is not None:
            seen_reasons.add(refusal.message.split(" ")[0])
            with pytest.raises(IllegalAction):
                g.undo()
        else:
            last = g.entries[-1]
            assert last.player == g.decision.player and not last.revealed
        g.apply(rng.choice(g.legal_actions()))
    assert {"only", "'draw"} & seen_reasons or len(seen_reasons) >= 1
