"""Infinite loops (12-1-1): the engine's watch over chains of triggered effects (engine/model/loops.py).
The positions are the scenario files of tests/scenarios/loops/, played here to check what a file
cannot say: replays, the watch's bookkeeping, and the cost in an ordinary chain."""

from __future__ import annotations

import random
from pathlib import Path

from bss_tui.engine.rules import derived
from bss_tui.engine.model import loops
from bss_tui.engine.model.decisions import Kind
from bss_tui.engine.operations.dump import dump
from bss_tui.scenario import load, run

LOOPS = Path(__file__).parent.parent / "scenarios" / "loops"


def test_12_1_1_2_a_declared_loop_replays_exactly():
    """The declaration is an action of the log; the actions the engine takes for it are not, and a
    copy (which replays the log) reaches the same state."""
    g = run(load(LOOPS / "optional_loop_asks_how_many_times.toml"))
    assert "loop 3" in g.log and g.log.count("yes") == 1
    assert dump(g.copy()) == dump(g)


def test_12_1_1_2_the_watch_is_cleared_once_the_chain_is_over():
    """After the loop is ended and nothing waits to resolve, the next chain starts afresh: nothing
    is forbidden and nothing remembered."""
    g = run(load(LOOPS / "optional_loop_asks_how_many_times.toml"))
    assert g.decision is not None and g.decision.kind is not Kind.LOOP and not g.st.pending
    w = g.loop
    assert (w.resolved, w.seen, w.taken, w.forbidden, w.plan) == (0, {}, [], {}, [])


def test_12_1_1_1_an_endless_chain_stops_early():
    """The mandatory loop is found when its moment first comes back after SIGN_FROM resolutions, far
    below GIVE_UP, and the events it told stay few."""
    g = run(load(LOOPS / "endless_exhaust_refresh_is_a_draw.toml"))
    assert g.st.winner == "draw" and g.decision is None
    assert len(g.events) < 10 * loops.SIGN_FROM


def test_a_refused_loop_option_says_why():
    g = run(load(LOOPS / "optional_loop_asks_how_many_times.toml"), upto=3)
    assert g.decision is not None and list(g.decision.options) == ["no"]
    refusal = g.refusal("yes")
    assert refusal is not None and refusal.rule == "12-1-1-2" and "loop" in refusal.message


def test_12_1_1_random_play_through_every_loop_ends_and_replays():
    """Random answers to every loop position, from the scenario's start: the game never runs away
    (each loop is found, declared and ended), and a copy made by replaying the log is identical."""
    for path in sorted(LOOPS.glob("*.toml")):
        for seed in range(8):
            sc = load(path)
            g = run(sc, upto=1)          # the attack that starts the loop
            chooser = random.Random(seed)
            while g.decision is not None and g.st.turn == 3:
                assert len(g.log) < 400, f"{path.name}, seed {seed}: no end in sight"
                g.apply(chooser.choice(g.legal_actions()))
            assert dump(g.copy()) == dump(g), f"{path.name}, seed {seed}"


def test_12_1_1_2_a_declared_loop_runs_in_full_however_long_the_chain(monkeypatch):
    """The runs a player declared are not mistaken for a loop nobody ends, even when every
    resolution is compared (SIGN_FROM 1) and the chain's limit is low (GIVE_UP 20): 99 more runs of
    two resolutions each, then p1 ends it."""
    monkeypatch.setattr(loops, "SIGN_FROM", 1)
    monkeypatch.setattr(loops, "GIVE_UP", 20)
    sc = load(LOOPS / "optional_loop_asks_how_many_times.toml")
    g = run(sc, upto=2)
    assert g.decision is not None and g.decision.kind is Kind.LOOP
    g.apply("loop 99")
    assert g.st.winner is None and g.legal_actions() == ["no"]
    g.apply("no")
    fc = g.st.by_label("A")
    assert fc is not None and derived.bp(g.st, fc) == 3000 + 1000 * 100
