"""Gameplay management (chapter 9) and checkpoints (4-7), proven with cards defined inside the tests
("T9-..." ids).  Each test names the rule ids it demonstrates."""

from __future__ import annotations

from bss_tui.engine.rules import derived

from builders import (DRAW, OPP_SPIRIT, burst_effect, events, hand, index_of, labels, magic, magic_effect, make,
                      nexus, on_field, play, select, spirit, trash, triggered)


# ---- test cards of this file -------------------------------------------------------------------

# "When this spirit is destroyed, draw 1."
ON_DESTROYED = spirit("T9-001", triggered("destroyed"))
# Burst: "When your spirit is destroyed by the opponent, draw 1."
BURST_BY_OPP = magic("T9-002", burst_effect({"event": "destroyed", "subject": "yours", "by": "opponent"}, DRAW))
# Burst: "When your spirit is destroyed (by anybody), draw 1."
BURST_ANY = magic("T9-003", burst_effect({"event": "destroyed", "subject": "yours"}, DRAW))
# Nexus: "When one of your spirits is destroyed, draw 1."
WATCHER = nexus("T9-004", triggered("destroyed", timing={"subject": "yours", "filter": {"types": ["spirit"]}}))
STRIP_CORES = magic("T9-005", magic_effect({"do": "move_cores", "source": "card", "dest": "reserve", "count": "all",
                                            "target": select(1, types=["spirit", "nexus"], side="opponent")}))
STRIP_OWN = magic("T9-006", magic_effect({"do": "move_cores", "source": "card", "dest": "reserve", "count": "all",
                                          "target": select(1, side="you")}))


def weaken(cid, amount, side="opponent"):
    return magic(cid, magic_effect({"do": "apply", "modifiers": [{"what": "bp", "amount": amount}], "target": select(1, side=side, types=["spirit"])}))


# ---- establishing a winner (9-2) -------------------------------------------------------------

def test_9_2_3_zero_life_after_battle_damage_ends_the_game():
    """9-2-2 / 9-2-3: the defender's last life core goes; the attacker's player wins at once, before
    the defender's "when you lose life" burst could be offered (9-2-1 interrupts)."""
    life_burst = magic("T9-010", burst_effect({"event": "life_lost", "subject": "you"}, DRAW))
    g = make([life_burst], p1={"field": [on_field("VAN-003", "X")]}, p2={"life": 1, "burst": "T9-010"},
             step="attack")
    play(g, "attack X", "pass", "pass", "noblock")
    assert g.st.winner == "p1"
    assert g.decision is None
    assert g.st.players[1].burst is not None and g.st.players[1].burst.id == "T9-010"
    assert events(g, "game_over")[0].rule.startswith("9-2")


def test_9_2_3_zero_life_by_an_effect():
    """9-2-3: an effect that moves the opponent's last life cores away wins the game."""
    drain = magic("T9-011", magic_effect({"do": "move_cores", "source": "life", "dest": "reserve", "side": "opponent",
                                          "count": 2}))
    g = make([drain], p1={"hand": ["T9-011"]}, p2={"life": 2})
    play(g, "use T9-011")
    assert g.st.winner == "p1"
    assert g.decision is None


def test_9_2_1_winner_interrupts_the_rest_of_the_effect():
    """9-1-2-1 / 9-2-1 / 9-2-2: establishing a winner interrupts whatever is going on.  An effect that
    first takes the opponent's last life and then one's own: the game is won the moment the
    opponent reaches zero, so it is not a draw."""
    both = magic("T9-012", magic_effect(
        {"do": "move_cores", "source": "life", "dest": "reserve", "side": "opponent", "count": 1},
        {"do": "move_cores", "source": "life", "dest": "reserve", "side": "you", "count": 1}))
    g = make([both], p1={"hand": ["T9-012"], "life": 1}, p2={"life": 1})
    play(g, "use T9-012")
    assert g.st.winner == "p1"
    assert g.st.players[0].life == 1


def test_9_2_2_both_players_at_zero_in_one_directive_is_a_draw():
    """9-2-2 / 1-2-3: a single directive taking one life core from each player at once leaves both
    at zero when management begins; both fulfil a victory condition, so the game is a draw."""
    both = magic("T9-019", magic_effect({"do": "move_cores", "source": "life", "dest": "reserve", "both": True,
                                         "count": 1}))
    g = make([both], p1={"hand": ["T9-019"], "life": 1}, p2={"life": 1})
    play(g, "use T9-019")
    assert g.st.winner == "draw"
    assert g.decision is None


def test_9_2_4_empty_deck_at_the_start_step():
    """9-2-4 / 6-2-2: a player with no deck at the start of their start step loses."""
    g = make([], p1={}, p2={"deck": []}, turn=4, active="p2", step="start")
    assert g.st.winner == "p1"
    assert g.decision is None


# ---- too few cores for LV1 (9-3) ------------------------------------------------------------

def test_9_3_2_1_cores_removed_by_opponent_effect_destroy_by_that_effect():
    """9-3-2 / 9-3-2-1 / 10-15-1: the opponent's effect takes every core off a spirit; it is destroyed by
    that effect, so its own "when destroyed" triggers, and so does its controller's burst "when your
    spirit is destroyed by the opponent"."""
    g = make([ON_DESTROYED, BURST_BY_OPP, STRIP_CORES], p1={"hand": ["T9-005"]},
             p2={"field": [on_field("T9-001", "V")], "burst": "T9-002"})
    play(g, "use T9-005")
    assert labels(g, 1) == []
    assert trash(g, 1) == ["T9-001"]
    assert g.st.players[1].reserve == 1            # its core went to its controller's reserve
    destroy = events(g, "destroy")
    assert len(destroy) == 1 and destroy[0].rule == "9-3-2" and destroy[0].data["by"] == "p1"
    assert events(g, "self_destroy") == []
    assert g.decision.kind == "burst" and g.decision.player == 1      # activated first (8-5-2-1)
    play(g, "yes")
    assert g.decision.kind == "trigger_order" and g.decision.player == 0    # 8-5-2-4
    assert set(g.legal_actions()) == {"resolve V 1", "resolve burst p2"}
    play(g, "resolve V 1")
    assert len(hand(g, 1)) == 2
    assert g.decision.kind == "main" and g.decision.player == 0


def test_9_3_2_moving_own_cores_away_is_self_destruction():
    """9-3-2 / 10-1-1-1: moving the only core off one's own spirit in the main step self-destroys it:
    no "when destroyed" effect of any kind triggers (its own, a watcher's, a burst's, the opponent's)."""
    opp_watch = spirit("T9-013", triggered("destroyed", timing={"subject": "opponents"}))
    g = make([ON_DESTROYED, BURST_ANY, WATCHER, opp_watch],
             p1={"field": [on_field("T9-001", "A"), on_field("T9-004", "N", cores=0)], "burst": "T9-003"},
             p2={"field": [on_field("T9-013", "B")]})
    play(g, "move A reserve")
    assert labels(g, 0) == ["N"]
    assert trash(g, 0) == ["T9-001"]
    assert [e.rule for e in events(g, "self_destroy")] == ["10-1-1-1"]
    assert events(g, "destroy") == [] and events(g, "trigger") == []
    assert hand(g, 0) == [] and hand(g, 1) == []
    assert g.st.players[0].burst.id == "T9-003"
    assert g.decision.kind == "main"


def test_9_3_2_paying_a_summon_cost_from_a_spirit_is_self_destruction():
    """9-3-2 / 10-1-1-1: paying a summoning cost with a spirit's only core self-destroys it; its
    "when destroyed" does not trigger."""
    newcomer = spirit("T9-014", cost=1)
    g = make([ON_DESTROYED, newcomer], p1={"field": [on_field("T9-001", "A")], "hand": ["T9-014"], "reserve": 1})
    play(g, "summon T9-014", "pay A", "put reserve", "done")
    assert trash(g, 0) == ["T9-001"]
    assert [fc.card.id for fc in g.st.field] == ["T9-014"]
    assert events(g, "self_destroy") and events(g, "trigger") == []
    assert hand(g, 0) == []


def test_9_3_2_paying_an_effect_cost_is_self_destruction():
    """9-3-2 / 8-4-2: sending a spirit's soul core (its only core) to the trash as an effect cost
    self-destroys it; its "when destroyed, draw 2" stays silent while the effect itself still
    resolves (draw 1)."""
    pay_soul = {"do": "move_cores", "source": "soul_core", "dest": "trash", "target": {"kind": "this"}}
    payer = spirit("T9-015", {"kind": "activated", "windows": ["main"], "cost": [pay_soul], "actions": [DRAW]},
                   triggered("destroyed", {"do": "draw", "count": 2}))
    g = make([payer], p1={"field": [on_field("T9-015", "A", cores=0)], "soul_core": "A"})
    play(g, "activate A 1")
    assert labels(g, 0) == []
    assert g.st.players[0].soul == "trash"
    assert len(hand(g, 0)) == 1
    assert events(g, "self_destroy") and events(g, "destroy") == []


def test_9_3_2_1_own_effect_removing_own_cores_destroys_by_effect():
    """9-3-2-1: when an effect (here one's own) changes the cores, the spirit is destroyed by that
    effect rather than self-destroyed, so "when destroyed" triggers."""
    g = make([ON_DESTROYED, STRIP_OWN], p1={"field": [on_field("T9-001", "A")], "hand": ["T9-006"]})
    play(g, "use T9-006")
    assert labels(g, 0) == []
    assert events(g, "self_destroy") == []
    assert [e.rule for e in events(g, "destroy")] == ["9-3-2"]
    assert hand(g, 0) == ["VAN-001"]


def test_9_3_2_nexus_without_cores_for_lv1_is_destroyed():
    """9-3-2: a nexus whose LV1 needs a core is destroyed when an effect takes it; a nexus needing no
    core for LV1 and having no BP is untouched (9-4 is about spirits only)."""
    needy = nexus("T9-016", levels=((1, 1),))
    free = nexus("T9-017")
    g = make([needy, free, STRIP_CORES], p1={"hand": ["T9-005"]},
             p2={"field": [on_field("T9-016", "N1"), on_field("T9-017", "N2", cores=0)]})
    play(g, "use T9-005", "pick N1")
    assert labels(g, 1) == ["N2"]
    assert trash(g, 1) == ["T9-016"]


def test_9_3_2_self_destruction_cannot_be_substituted():
    """9-3-2 / 10-1-1-1: substitution effects do not apply to self-destruction."""
    guard = spirit("T9-018", {"kind": "substitution", "timing": {"event": "destroyed", "subject": "this"},
                              "substitute": {"instead": [DRAW]}})
    g = make([guard], p1={"field": [on_field("T9-018", "A")]})
    play(g, "move A reserve")
    assert g.decision.kind == "main"
    assert labels(g, 0) == [] and hand(g, 0) == []


# ---- BP zero or less (9-4) -------------------------------------------------------------------

def test_9_4_2_bp_reduced_to_zero_destroys_by_the_effect():
    """9-4-2 / 9-4-2-1: -3000 BP on a 3000 BP spirit leaves 0 BP: destroyed by the effect, so its
    "when destroyed" and its controller's "destroyed by the opponent" burst trigger."""
    g = make([ON_DESTROYED, BURST_BY_OPP, weaken("T9-020", -3000)], p1={"hand": ["T9-020"]},
             p2={"field": [on_field("T9-001", "V")], "burst": "T9-002"})
    play(g, "use T9-020")
    assert labels(g, 1) == []
    destroy = events(g, "destroy")
    assert len(destroy) == 1 and destroy[0].rule == "9-4-2" and destroy[0].data["by"] == "p1"
    play(g, "yes")                   # p2 turns the burst face up (8-5-2-1), then p1 orders
    assert set(g.legal_actions()) == {"resolve V 1", "resolve burst p2"}
    play(g, "resolve burst p2")
    assert len(hand(g, 1)) == 2      # the burst's draw, then V's own
    assert trash(g, 1) == ["T9-001", "T9-002"]


def test_9_4_2_bp_above_zero_survives():
    """9-4-2: a spirit left at 1000 BP is not destroyed."""
    g = make([weaken("T9-021", -2000)], p1={"hand": ["T9-021"]}, p2={"field": [on_field("VAN-003", "V")]})
    play(g, "use T9-021")
    assert labels(g, 1) == ["V"]
    assert derived.bp(g.st, g.st.by_label("V")) == 1000


def test_1_3_6_bp_below_zero_is_shown_as_zero_while_the_effect_resolves():
    """1-3-6: -5000 on a 3000 BP spirit, then the effect waits for a choice: the raw sum is -2000,
    and every read of it (the value the engine compares, each player's view, a spectator's) is 0."""
    sap = magic("T9-031", magic_effect({"do": "apply", "modifiers": [{"what": "bp", "amount": -5000}], "target": select(1, **OPP_SPIRIT)},
                                       {"do": "destroy", "target": select(1, mode="up_to", **OPP_SPIRIT)}))
    g = make([sap], p1={"hand": ["T9-031"]}, p2={"field": [on_field("VAN-003", "V")]})
    play(g, "use T9-031")      # the only spirit: the -5000 goes to V without a choice
    assert g.decision is not None and g.decision.kind == "target"     # the destroy choice: mid-effect
    v = g.st.by_label("V")
    assert derived.bp(g.st, v) == -2000 and derived.bp_value(g.st, v) == 0
    for viewer in (0, 1, None):
        shown = [fc for fc in g.view(viewer)["players"][1]["field"] if fc["label"] == "V"]
        assert [fc["bp"] for fc in shown] == [0], viewer


def test_9_4_2_3_own_core_move_lowering_bp_to_zero_is_self_destruction():
    """9-4-2-3: the opponent's effect left a LV2 spirit at 1000 BP (4000 - 3000); its owner then moves
    a core off, dropping it to LV1 (1000 - 3000 < 0).  The owner's action caused it, so it is
    self-destroyed: its "when destroyed" does not trigger, nor does the "destroyed by the opponent"
    burst."""
    climber = spirit("T9-022", triggered("destroyed"), levels=((1, 1, 1000), (2, 2, 4000)))
    hex_ = spirit("T9-023", triggered("summoned", {"do": "apply", "modifiers": [{"what": "bp", "amount": -3000}], "target": {"kind": "event_card"}},
                                      timing={"subject": "opponents"}))
    g = make([climber, hex_, BURST_BY_OPP], p1={"hand": ["T9-022"], "reserve": 2, "burst": "T9-002"},
             p2={"field": [on_field("T9-023", "H")]})
    play(g, "summon T9-022", "put reserve", "put reserve", "done")
    a = [fc for fc in g.st.field if fc.card.id == "T9-022"][0]
    assert derived.bp(g.st, a) == 1000
    play(g, f"move {a.label} reserve")
    assert g.st.find(a.uid) is None
    assert events(g, "destroy") == []
    assert hand(g, 0) == []
    assert g.st.players[0].burst is not None
    assert g.decision.kind == "main" and g.decision.player == 0


# ---- checkpoints (4-7, 9-1) ------------------------------------------------------------------

def test_9_1_2_2_bp_below_zero_during_an_effect_is_not_managed():
    """9-1-2-2 / 9-4-1 / 1-3-6: management looks only at the checkpoint; -5000 then +3000 within one
    effect leaves the 3000 BP spirit at 1000 BP when the checkpoint comes, so it survives.  The
    intermediate -2000 is kept as it is for the further adjustment (not raised to 0 first, which
    would give 3000)."""
    swing = magic("T9-030", magic_effect({"do": "apply", "modifiers": [{"what": "bp", "amount": -5000}], "target": select(1, **OPP_SPIRIT)},
                                       {"do": "apply", "modifiers": [{"what": "bp", "amount": 3000}], "target": {"kind": "those"}}))
    g = make([swing], p1={"hand": ["T9-030"]}, p2={"field": [on_field("VAN-003", "V")]})
    play(g, "use T9-030")
    assert labels(g, 1) == ["V"]
    assert derived.bp(g.st, g.st.by_label("V")) == 1000


def test_9_1_2_2_cores_restored_within_the_effect_keep_the_spirit():
    """9-1-2-2 / 9-3-1: an effect takes all cores off a spirit, then puts one back from the void; at
    the checkpoint it has enough for LV1 and stays."""
    swap = magic("T9-031", magic_effect(
        {"do": "move_cores", "source": "card", "dest": "reserve", "count": "all", "target": select(1, **OPP_SPIRIT)},
        {"do": "move_cores", "source": "void", "dest": "card", "count": 1, "target": {"kind": "those"}}))
    g = make([swap], p1={"hand": ["T9-031"]}, p2={"field": [on_field("VAN-003", "V", cores=2)]})
    play(g, "use T9-031")
    assert labels(g, 1) == ["V"]
    assert g.st.by_label("V").cores == 1
    assert g.st.players[1].reserve == 2


def test_9_1_2_2_management_repeats_until_nothing_is_left():
    """4-7-1 / 4-7-2 / 9-1-1 / 9-1-2 / 9-1-2-2: destroying a spirit can fulfil another management
    condition: the support
    spirit S ("your other spirits +2000 BP") is destroyed at 0 BP or less, which drops Y to below
    zero, so another checkpoint destroys Y too."""
    support = spirit("T9-032", {"kind": "constant", "modifiers": [
        {"what": "bp", "amount": 2000, "target": {"kind": "all", "filter": {"side": "you", "this": "exclude"}}}]},
        levels=((1, 1, 1000),))
    plain = spirit("T9-033", levels=((1, 1, 1000),))
    double = magic("T9-034", magic_effect({"do": "apply", "modifiers": [{"what": "bp", "amount": -2000}], "target": select(1, **OPP_SPIRIT)},
                                        {"do": "apply", "modifiers": [{"what": "bp", "amount": -5000}], "target": select(1, **OPP_SPIRIT)}))
    g = make([support, plain, double, WATCHER], p1={"hand": ["T9-034"]},
             p2={"field": [on_field("T9-032", "S"), on_field("T9-033", "Y"), on_field("T9-004", "N", cores=0)]})
    play(g, "use T9-034", "pick Y", "pick S")
    assert labels(g, 1) == ["N"]
    destroyed = [e.data["label"] for e in events(g, "destroy")]
    assert destroyed == ["S", "Y"]                 # two separate destructions, S first
    assert len(hand(g, 1)) == 2                    # the watcher triggered for each of them


def test_4_7_2_simultaneous_management_is_performed_together():
    """4-7-2 / 9-1-2-3 / 8-6-3: one effect leaves P at 0 BP and Q without cores; the same checkpoint
    destroys both together, so "when one of your spirits is destroyed" triggers only once."""
    combo = magic("T9-035", magic_effect({"do": "apply", "modifiers": [{"what": "bp", "amount": -5000}], "target": select(1, **OPP_SPIRIT)},
                                       {"do": "move_cores", "source": "card", "dest": "reserve", "count": "all",
                                        "target": select(1, **OPP_SPIRIT)}))
    g = make([combo, WATCHER], p1={"hand": ["T9-035"]},
             p2={"field": [on_field("VAN-003", "P"), on_field("VAN-003", "Q"), on_field("T9-004", "N", cores=0)]})
    play(g, "use T9-035", "pick P")
    assert g.decision.kind == "target"
    assert "pick P" in g.legal_actions()           # still on the field mid-effect (9-1-2-2)
    play(g, "pick Q")
    assert labels(g, 1) == ["N"]
    assert len(hand(g, 1)) == 1
    assert len(events(g, "trigger")) == 1
    last_destroy = max(i for i, e in enumerate(g.events) if e.kind == "destroy")
    assert last_destroy < index_of(g, "trigger")


def test_4_7_2_checkpoint_between_waiting_effects():
    """4-7-2 / 8-5-2-4: after one waiting effect resolves and leaves a spirit at 0 BP, a checkpoint
    destroys it before the next waiting effect; the destroyed spirit's own trigger is newer and
    resolves first."""
    shrinker = spirit("T9-036", triggered("attacks", {"do": "apply", "modifiers": [{"what": "bp", "amount": -3000}],
                                                      "target": select(1, **OPP_SPIRIT)}))
    drawer = spirit("T9-037", triggered("attacks", timing={"subject": "yours"}))
    g = make([shrinker, drawer, ON_DESTROYED], p1={"field": [on_field("T9-036", "K"), on_field("T9-037", "D")]},
             p2={"field": [on_field("T9-001", "V")]}, step="attack")
    play(g, "attack K")
    assert g.decision.kind == "trigger_order"
    play(g, "resolve K 1")
    assert labels(g, 1) == []
    i_destroy = index_of(g, "destroy", label="V")
    order = [(i, e.data.get("card")) for i, e in enumerate(g.events) if e.kind == "trigger"]
    assert [c for _, c in order] == ["T9-036", "T9-001", "T9-037"]
    assert order[0][0] < i_destroy < order[1][0]
