"""The effect framework (chapter 8), proven with cards defined inside the tests ("T8-..." ids).

Each test names the rule ids it demonstrates.  Positions are built with the scenario builder, so a
test reads like a scenario file, but it can also look at the decisions and events along the way.
"""

from __future__ import annotations

import pytest

from bss_tui.engine import IllegalAction
from bss_tui.engine.rules import derived

from builders import (DRAW, OPP_SPIRIT, bp, events, hand, index_of, labels, magic, make, nexus, on_field, play,
                      select, spirit, triggered)


# ---- helpers of this file ---------------------------------------------------------------------

def assert_illegal(g, action: str) -> None:
    assert action not in g.legal_actions()
    with pytest.raises(IllegalAction):
        g.apply(action)


def activated(windows, *actions: dict, **extra) -> dict:
    return {"kind": "activated", "windows": list(windows), "actions": list(actions) or [DRAW], **extra}


# ---- kinds of effects and directives (4-1, 8-1-1, 8-1-2, 8-2) -----------------------------------

def test_4_1_1_2_8_1_2_the_four_kinds_of_effect():
    """4-1-1 / 4-1-1-2 / 8-1-1 / 8-1-2 / 8-5-1: one spirit with a constant, a triggered and an
    activated effect, plus a magic card.  The constant effect applies with no activation, the
    triggered one activates on its event, the activated one only when its player chooses, and the
    magic one when the card is used."""
    cards = [spirit("T8-090", constant({"what": "bp", "amount": 1000}), triggered("summoned"), activated(["main"])),
             magic("T8-091", {"kind": "magic", "windows": ["main"], "actions": [DRAW]})]
    g = make(cards, p1={"hand": ["T8-090", "T8-091"], "reserve": 1})
    play(g, "summon T8-090", "put auto")
    a = [fc.label for fc in g.st.field][0]
    assert bp(g, a) == 4000                                  # constant: no activation needed
    assert sorted(hand(g, 0)) == ["T8-091", "VAN-001"]       # triggered: on summoning
    assert g.decision.kind == "main"                         # activated: waits for the player
    play(g, f"activate {a} 3")
    assert len(hand(g, 0)) == 3
    play(g, "use T8-091")
    assert hand(g, 0) == ["VAN-001"] * 3


def test_4_1_2_1_immediate_and_continuous_directives():
    """4-1-2-1 / 8-2-1 / 8-2-2 / 8-2-2-1 / 8-2-2-2 / 8-7-1: "draw 1; your spirit +1000 BP this
    turn": the draw is done once and is over, the BP change keeps applying for the rest of the turn
    (still there after later actions)."""
    cards = [magic("T8-092", {"kind": "magic", "windows": ["main"], "actions": [
        DRAW, {"do": "apply", "modifiers": [{"what": "bp", "amount": 1000}], "target": select(1, side="you")}]})]
    g = make(cards, p1={"hand": ["T8-092", "VAN-001"], "field": [on_field("VAN-003", "A")], "reserve": 2})
    play(g, "use T8-092")
    assert len(events(g, "draw")) == 1 and len(hand(g, 0)) == 2
    play(g, "summon VAN-001", "put auto", "move reserve A")
    assert len(events(g, "draw")) == 1
    assert bp(g, "A") == 4000 + 1000        # LV2 now (4000) and still +1000
    play(g, "end", "end")
    assert g.st.active == 1
    assert bp(g, "A") == 4000


def test_8_2_2_2_1_one_period_covers_every_directive():
    """8-2-2-2-1: "during this turn, the target gets +1000 BP and cannot block": both directives hold
    for the turn and both end at its end step."""
    cards = [magic("T8-093", {"kind": "magic", "windows": ["main"], "actions": [
        {"do": "apply", "modifiers": [{"what": "bp", "amount": 1000}], "target": select(1, **OPP_SPIRIT)},
        {"do": "apply", "modifiers": [{"what": "cannot", "action": "block"}], "target": {"kind": "those"}}]})]
    g = make(cards, p1={"hand": ["T8-093"], "field": [on_field("VAN-003", "X")]},
             p2={"field": [on_field("VAN-003", "B")]})
    play(g, "use T8-093")
    assert bp(g, "B") == 4000
    play(g, "end", "attack X", "pass", "pass")
    assert g.decision.kind == "block"
    assert_illegal(g, "block B")
    play(g, "noblock", "end")
    assert g.st.active == 1
    assert bp(g, "B") == 3000
    assert g.st.mods == []


# ---- activated effects (8-1-3) ---------------------------------------------------------------

def battle_position(p1_cards, p2_cards, cards, **kw):
    """p1's attack step, p1's attacker "X" (VAN-003, 3000 BP) plus the given field cards."""
    p1 = {"field": [on_field("VAN-003", "X")] + p1_cards}
    p1.update(kw.pop("p1", {}))
    p2 = {"field": p2_cards}
    p2.update(kw.pop("p2", {}))
    return make(cards, p1=p1, p2=p2, step="attack", **kw)


def test_8_1_3_1_main_activated_effect_only_in_the_main_step():
    """8-1-3-1: an activated effect labelled main is usable in the main step of one's turn, not in a
    flash window."""
    cards = [spirit("T8-001", activated(["main"]))]
    g = make(cards, p1={"field": [on_field("T8-001", "A")]})
    assert "activate A 1" in g.legal_actions()
    play(g, "activate A 1")
    assert len(hand(g, 0)) == 1

    g = battle_position([on_field("T8-001", "A")], [], cards)
    play(g, "attack X", "pass")          # p2 passes first (7-1-2-1); p1 now holds priority
    assert g.decision.kind == "flash" and g.decision.player == 0
    assert_illegal(g, "activate A 1")


def test_8_1_3_flash_activated_effect_usable_by_either_player_in_a_flash_window():
    """8-1-3 / 8-1-3-1: a flash-labelled activated effect is used in flash windows by the player able
    to use it, including the player who is not taking the turn."""
    cards = [spirit("T8-002", activated(["flash"]))]
    g = battle_position([on_field("T8-002", "A")], [on_field("T8-002", "B")], cards)
    play(g, "attack X")
    assert g.decision.kind == "flash" and g.decision.player == 1
    assert "activate B 1" in g.legal_actions()
    assert "activate A 1" not in g.legal_actions()       # not p1's priority yet
    play(g, "activate B 1")
    assert len(hand(g, 1)) == 1
    assert g.decision.kind == "flash" and g.decision.player == 0
    assert "activate A 1" in g.legal_actions()
    play(g, "activate A 1")
    assert len(hand(g, 0)) == 1


def test_8_1_3_activated_effect_needs_its_condition_met():
    """8-1-3: an activated effect activates only when its conditions are met (here: two or more of
    your spirits on the field); it becomes usable once a second spirit arrives."""
    eff = activated(["main"], condition={"test": "count", "count": {"of": "field", "filter": {"side": "you", "types": ["spirit"]}}, "at_least": 2})
    cards = [spirit("T8-003", eff)]
    g = make(cards, p1={"field": [on_field("T8-003", "A")], "hand": ["T8-003"], "reserve": 1})
    assert_illegal(g, "activate A 1")
    play(g, "summon T8-003", "put auto")
    assert "activate A 1" in g.legal_actions()


def test_2_10_2_activated_effect_gated_by_level():
    """2-10-2 with 8-1-3: an effect printed for LV2 only is usable once the spirit reaches LV2."""
    cards = [spirit("T8-004", activated(["main"], levels=[2]), levels=((1, 1, 1000), (2, 2, 3000)))]
    g = make(cards, p1={"field": [on_field("T8-004", "A")], "reserve": 1})
    assert_illegal(g, "activate A 1")
    play(g, "move reserve A")
    assert derived.level(g.st, g.st.by_label("A")) == 2
    assert "activate A 1" in g.legal_actions()


# ---- effect costs (8-4) ----------------------------------------------------------------------

EXHAUST_THIS = {"do": "exhaust", "target": {"kind": "this"}}
PAY_SOUL = {"do": "move_cores", "source": "soul_core", "dest": "trash", "target": {"kind": "this"}}


def test_8_4_2_exhausting_this_card_as_a_cost_is_paid_before_the_effect():
    """8-4-2 / 8-5-2-1 / 8-5-2-2 / 8-5-2-3: the player names the effect ("activate A 1"), the cost
    (exhaust this card) is paid first, then the effect resolves; once it is exhausted the cost cannot be paid again, so the effect cannot be activated (8-4-2-3)."""
    cards = [spirit("T8-005", activated(["main", "flash"], cost=[EXHAUST_THIS]))]
    g = make(cards, p1={"field": [on_field("T8-005", "A")]})
    play(g, "activate A 1")
    assert g.st.by_label("A").exhausted
    assert len(hand(g, 0)) == 1
    assert index_of(g, "exhaust", label="A") < index_of(g, "draw")
    assert_illegal(g, "activate A 1")


def test_8_4_2_3_exhaust_cost_not_payable_when_already_exhausted():
    """8-4-2-3 / 8-4-2-4: an exhausted card cannot pay "exhaust this"; the effect is not offered."""
    cards = [spirit("T8-005", activated(["main", "flash"], cost=[EXHAUST_THIS]))]
    g = make(cards, p1={"field": [on_field("T8-005", "A", exhausted=True)]})
    assert_illegal(g, "activate A 1")


START_MAIN_OPTIONAL_COST = triggered(
    "step_start", {"do": "draw", "count": 2}, timing={"step": "main", "turn": "yours"},
    optional=True, cost=[EXHAUST_THIS, PAY_SOUL])


def test_8_4_2_1_optional_cost_paid_in_order_when_payable():
    """8-4-1 / 8-4-2-1: "you may (exhaust this and send its soul core to the trash) to draw 2": the
    controller is asked, and when they pay, the cost directives are performed in written order
    before the effect."""
    cards = [spirit("T8-006", START_MAIN_OPTIONAL_COST)]
    g = make(cards, p1={"field": [on_field("T8-006", "A", cores=1)], "soul_core": "A"})
    assert g.decision.kind == "optional" and g.decision.player == 0
    assert set(g.legal_actions()) == {"yes", "no"}
    play(g, "yes")
    a = g.st.by_label("A")
    assert a.exhausted
    assert g.st.players[0].soul == "trash"
    assert len(hand(g, 0)) == 2
    i_exhaust = index_of(g, "exhaust", label="A")
    i_soul = index_of(g, "core_move", soul=True, dst="trash")
    assert i_exhaust < i_soul < index_of(g, "draw")


def test_8_4_2_optional_cost_declined_changes_nothing():
    """8-4-1: declining to pay the cost means neither the cost nor the effect happens."""
    cards = [spirit("T8-006", START_MAIN_OPTIONAL_COST)]
    g = make(cards, p1={"field": [on_field("T8-006", "A", cores=1)], "soul_core": "A"})
    play(g, "no")
    assert not g.st.by_label("A").exhausted
    assert g.st.players[0].soul == g.st.by_label("A").uid
    assert hand(g, 0) == []
    assert g.decision.kind == "main"


def test_8_4_2_3_cost_is_all_or_nothing():
    """8-4-2-3 / 8-4-2-4: without the soul core on this card the whole cost cannot be paid, so the
    effect does not activate: no question, and not even the payable part (exhausting) happens."""
    cards = [spirit("T8-006", START_MAIN_OPTIONAL_COST)]
    g = make(cards, p1={"field": [on_field("T8-006", "A", cores=1)], "soul_core": "reserve"})
    assert g.decision.kind == "main"
    assert not g.st.by_label("A").exhausted
    assert g.st.players[0].soul == "reserve"
    assert hand(g, 0) == []
    assert any(e.rule == "8-4-2-4" for e in g.events)


def test_8_4_2_3_activated_effect_with_unpayable_soul_core_cost_is_not_legal():
    """8-4-2-3: an activated effect whose cost includes this card's soul core is not legal while the
    soul core is elsewhere, and becomes legal when the soul core is moved onto it."""
    cards = [spirit("T8-007", activated(["main"], cost=[PAY_SOUL]), levels=((1, 1, 3000),))]
    g = make(cards, p1={"field": [on_field("T8-007", "A", cores=1)]})
    assert_illegal(g, "activate A 1")
    play(g, "move reserve A soul")
    play(g, "activate A 1")
    assert g.st.players[0].soul == "trash"
    assert len(hand(g, 0)) == 1
    assert labels(g, 0) == ["A"]       # one ordinary core keeps it at LV1


# ---- "may" (8-1-8) ---------------------------------------------------------------------------

def test_8_1_8_may_effect_can_be_declined():
    """8-1-8: "when summoned, you may draw": the controller chooses; "no" draws nothing."""
    cards = [spirit("T8-008", triggered("summoned", optional=True))]
    g = make(cards, p1={"hand": ["T8-008", "T8-008"], "reserve": 2})
    play(g, "summon T8-008", "put auto")
    assert g.decision.kind == "optional" and g.decision.player == 0
    play(g, "no")
    assert hand(g, 0) == ["T8-008"]
    play(g, "summon T8-008", "put auto", "yes")
    assert hand(g, 0) == ["VAN-001"]


# ---- magic effects (8-1-6) -------------------------------------------------------------------

MAGIC_CARDS = [
    magic("T8-010", {"kind": "magic", "windows": ["main"], "actions": [DRAW]}),
    magic("T8-011", {"kind": "magic", "windows": ["flash"], "actions": [DRAW]}),
    magic("T8-012", {"kind": "magic", "windows": ["main"], "actions": [DRAW]},
          {"kind": "magic", "windows": ["flash"], "actions": [{"do": "draw", "count": 2}]}),
]


def test_8_1_6_1_magic_main_effect_in_main_step():
    """8-1-6 / 8-1-6-1: a main magic effect is used in one's main step; the card then goes to the
    trash (10-8-8)."""
    g = make(MAGIC_CARDS, p1={"hand": ["T8-010"]})
    play(g, "use T8-010")
    assert len(hand(g, 0)) == 1 and "T8-010" not in hand(g, 0)
    assert [c.id for c in g.st.players[0].trash] == ["T8-010"]


def test_8_1_6_1_only_flash_magic_effects_in_flash_windows():
    """8-1-6-1 / 8-5-2-1: in a flash window only flash-labelled magic effects may be used; with two
    effects the player names the flash one (10-8-3)."""
    g = battle_position([], [], MAGIC_CARDS, p2={"hand": ["T8-010", "T8-011", "T8-012"]})
    play(g, "attack X")
    assert g.decision.kind == "flash" and g.decision.player == 1
    legal = g.legal_actions()
    assert "use T8-011" in legal
    assert "use T8-012 2" in legal
    assert "use T8-012 1" not in legal
    assert_illegal(g, "use T8-010")
    play(g, "use T8-012 2")
    assert sorted(hand(g, 1)) == ["T8-010", "T8-011", "VAN-001", "VAN-001"]


# ---- triggered effects (8-1-5, 8-6-2) --------------------------------------------------------

def test_8_1_5_summoned_trigger():
    """8-1-5 / 8-1-5-1 / 8-6-1 / 8-6-2: "when this spirit is summoned, draw 1" (a timing event)
    activates once after the summon."""
    cards = [spirit("T8-020", triggered("summoned"))]
    g = make(cards, p1={"hand": ["T8-020"], "reserve": 1})
    play(g, "summon T8-020", "put auto")
    assert hand(g, 0) == ["VAN-001"]
    assert len([e for e in events(g, "trigger") if e.data.get("card") == "T8-020"]) == 1


def test_8_1_5_placed_trigger():
    """8-1-5: "when this nexus is placed, draw 1" fires after the nexus is placed (10-7)."""
    cards = [nexus("T8-019", triggered("placed"))]
    g = make(cards, p1={"hand": ["T8-019"]})
    play(g, "place T8-019", "done")
    assert hand(g, 0) == ["VAN-001"]
    assert [fc.card.id for fc in g.st.field] == ["T8-019"]


def test_2_10_2_triggered_effect_needs_its_level():
    """2-10-2: a LV2-only summon trigger does nothing when the spirit is summoned at LV1, and fires
    when it is summoned at LV2."""
    cards = [spirit("T8-021", triggered("summoned", levels=[2]), levels=((1, 1, 1000), (2, 2, 3000)))]
    g = make(cards, p1={"hand": ["T8-021", "T8-021"], "reserve": 3})
    play(g, "summon T8-021", "put reserve", "done")
    assert hand(g, 0) == ["T8-021"]
    play(g, "summon T8-021", "put reserve", "put reserve", "done")
    assert hand(g, 0) == ["VAN-001"]


def test_8_1_5_attacks_trigger_resolves_before_the_flash_window():
    """8-1-5 / 7-1-1-2: "when this spirit attacks, +2000 BP this turn" resolves right after the
    attack declaration."""
    bonus = {"do": "apply", "modifiers": [{"what": "bp", "amount": 2000}], "target": {"kind": "this"}}
    cards = [spirit("T8-022", triggered("attacks", bonus))]
    g = battle_position([on_field("T8-022", "A")], [], cards)
    assert bp(g, "A") == 3000
    play(g, "attack A")
    assert g.decision.kind == "flash"
    assert bp(g, "A") == 5000


def test_8_1_5_blocks_trigger_changes_the_battle():
    """8-1-5 / 7-1-3-2: "when this spirit blocks, +3000 BP during the battle" lets a 2000 BP blocker
    beat a 3000 BP attacker; the bonus ends with the battle (7-1-6-2)."""
    bonus = {"do": "apply", "modifiers": [{"what": "bp", "amount": 3000}], "target": {"kind": "this"}, "lasts": "battle"}
    cards = [spirit("T8-023", triggered("blocks", bonus), levels=((1, 1, 2000),))]
    g = battle_position([], [on_field("T8-023", "B")], cards)
    play(g, "attack X", "pass", "pass", "block B", "pass", "pass")
    assert labels(g, 0) == []
    assert labels(g, 1) == ["B"]
    assert bp(g, "B") == 2000


def test_8_1_5_life_lost_trigger():
    """8-1-5: "when you lose life, draw 1" on the defending player's spirit fires after damage."""
    cards = [spirit("T8-024", triggered("life_lost", timing={"subject": "you"}))]
    g = battle_position([], [on_field("T8-024", "B")], cards)
    play(g, "attack X", "pass", "pass", "noblock")
    assert g.st.players[1].life == 4
    assert hand(g, 1) == ["VAN-001"]
    assert hand(g, 0) == []


def test_8_1_5_step_start_trigger_only_on_its_turn():
    """8-1-5 / 6-6-1-1: "at the start of your main step, draw 1" fires in its controller's main step
    only (the opponent's identical card stays silent)."""
    eff = triggered("step_start", timing={"step": "main", "turn": "yours"})
    cards = [spirit("T8-025", eff)]
    g = make(cards, p1={"field": [on_field("T8-025", "A")]}, p2={"field": [on_field("T8-025", "B")]})
    assert g.decision.kind == "main"
    assert hand(g, 0) == ["VAN-001"]
    assert hand(g, 1) == []


def test_8_1_5_battle_end_trigger():
    """8-1-5 / 7-1-6-1: "when the battle ends, draw 1" fires once at the end of this spirit's battle."""
    cards = [spirit("T8-026", triggered("battle_end", timing={"subject": "this"}))]
    g = battle_position([on_field("T8-026", "A")], [], cards)
    play(g, "attack A", "pass", "pass", "noblock")
    assert g.decision.kind == "attack"
    assert hand(g, 0) == ["VAN-001"]


def test_8_6_3_effect_triggers_once_for_simultaneous_destructions():
    """8-6-3 / 8-1-5-1: "when one of your spirits is destroyed, draw 1" (an event described in the
    text) activates once when two of your spirits are destroyed at the same time."""
    watcher = nexus("T8-027", triggered("destroyed", timing={"subject": "yours", "filter": {"types": ["spirit"]}}))
    wipe = magic("T8-028", {"kind": "magic", "windows": ["main"],
                            "actions": [{"do": "destroy", "target": {"kind": "all", "filter": OPP_SPIRIT}}]})
    g = make([watcher, wipe], p1={"hand": ["T8-028"]},
             p2={"field": [on_field("VAN-001", "B1"), on_field("VAN-001", "B2"), on_field("T8-027", "N", cores=0)]})
    play(g, "use T8-028")
    assert labels(g, 1) == ["N"]
    assert hand(g, 1) == ["VAN-001"]
    assert len(events(g, "trigger")) == 1


def test_10_1_3_3_watcher_destroyed_together_with_another_spirit_still_triggers():
    """10-1-3-3 / 8-6-3 / 8-10-1: destruction is confirmed and its triggers activate before the cards
    go to the trash (10-1-3-4), so a spirit with "when one of your spirits is destroyed, draw 1" that
    is destroyed together with another of its controller's spirits still triggers, once."""
    watcher = spirit("T8-036", triggered("destroyed", timing={"subject": "yours", "filter": {"types": ["spirit"]}}))
    wipe = magic("T8-028", {"kind": "magic", "windows": ["main"],
                            "actions": [{"do": "destroy", "target": {"kind": "all", "filter": OPP_SPIRIT}}]})
    g = make([watcher, wipe], p1={"hand": ["T8-028"]},
             p2={"field": [on_field("T8-036", "W"), on_field("VAN-001", "B")]})
    play(g, "use T8-028")
    assert labels(g, 1) == []
    assert hand(g, 1) == ["VAN-001"]


def test_8_6_2_each_destroyed_card_triggers_its_own_effect():
    """8-6-2 with 8-5-2-4: two spirits with "when this is destroyed, draw 1" destroyed together each
    trigger once; the turn player orders them."""
    mine = spirit("T8-029", triggered("destroyed"))
    wipe = magic("T8-028", {"kind": "magic", "windows": ["main"],
                            "actions": [{"do": "destroy", "target": {"kind": "all", "filter": OPP_SPIRIT}}]})
    g = make([mine, wipe], p1={"hand": ["T8-028"]},
             p2={"field": [on_field("T8-029", "B1"), on_field("T8-029", "B2")]})
    play(g, "use T8-028")
    assert g.decision.kind == "trigger_order" and g.decision.player == 0
    assert set(g.legal_actions()) == {"resolve B1 1", "resolve B2 1"}
    play(g, "resolve B2 1")
    assert hand(g, 1) == ["VAN-001", "VAN-001"]
    assert g.decision.kind == "main"


# ---- several effects at once (8-5-2-4) ------------------------------------------------------

ORDER_CARDS = [
    spirit("T8-030", triggered("attacks")),                                        # p1: draw
    spirit("T8-031", triggered("attacks", timing={"subject": "opponents"})),       # p2: draw
]


@pytest.mark.parametrize("first", ["A", "B"])
def test_8_5_2_4_turn_player_orders_simultaneous_triggers(first):
    """8-5-2-4: effects that trigger at the same moment wait together and the player taking the
    turn picks which resolves first, even when one of them is the opponent's."""
    g = battle_position([on_field("T8-030", "A")], [on_field("T8-031", "B")], ORDER_CARDS)
    play(g, "attack A")
    assert g.decision.kind == "trigger_order"
    assert g.decision.player == 0
    assert set(g.legal_actions()) == {"resolve A 1", "resolve B 1"}
    play(g, f"resolve {first} 1")
    draws = [e.data["seat"] for e in events(g, "draw")]
    assert draws == (["p1", "p2"] if first == "A" else ["p2", "p1"])
    assert g.decision.kind == "flash"


def test_8_5_2_4_the_order_belongs_to_whoever_takes_the_turn():
    """8-5-2-4: on p2's turn it is p2, the turn player, who orders simultaneous triggers."""
    g = make(ORDER_CARDS, p1={"field": [on_field("T8-031", "A")]},
             p2={"field": [on_field("T8-030", "B")]}, turn=4, active="p2", step="attack")
    play(g, "attack B")
    assert g.decision.kind == "trigger_order"
    assert g.decision.player == 1
    assert set(g.legal_actions()) == {"resolve A 1", "resolve B 1"}


@pytest.mark.parametrize("first, survives", [("A", True), ("B", False)])
def test_8_5_3_targets_are_found_when_the_effect_resolves(first, survives):
    """8-5-3 / 8-5-2-4: A's "when this attacks, +2000 BP" and B's "when an opposing spirit attacks,
    destroy every opposing spirit with 3000 BP or less" trigger together.  B's targets are found
    when B resolves: after A's effect A has 5000 BP and is spared; before it, A is destroyed."""
    boar = spirit("T8-037", triggered("attacks", {"do": "apply", "modifiers": [{"what": "bp", "amount": 2000}], "target": {"kind": "this"}}))
    warden = spirit("T8-038", triggered("attacks", {"do": "destroy", "target": {
        "kind": "all", "filter": {"side": "opponent", "types": ["spirit"], "bp": {"le": 3000}}}},
        timing={"subject": "opponents"}), levels=((1, 1, 1000),))
    g = battle_position([on_field("T8-037", "A")], [on_field("T8-038", "B")], [boar, warden])
    play(g, "attack A", f"resolve {first} 1")
    assert (g.st.by_label("A") is not None) is survives


def test_8_5_2_4_most_recent_trigger_resolves_first():
    """8-5-2-4: while effects wait, one that triggers later (during the resolution of another)
    resolves before the older ones still waiting."""
    killer = spirit("T8-032", triggered("attacks", {"do": "destroy", "target": select(1, **OPP_SPIRIT)}))
    drawer = spirit("T8-035", triggered("attacks", timing={"subject": "yours"}))
    victim = spirit("T8-033", triggered("destroyed", {"do": "draw", "count": 1}))
    g = battle_position([on_field("T8-032", "K"), on_field("T8-035", "D")], [on_field("T8-033", "V")],
                        [killer, drawer, victim])
    play(g, "attack K")
    # both of K's and D's triggers wait; K's destroys V, whose own trigger is newer than D's
    assert g.decision.kind == "trigger_order"
    play(g, "resolve K 1")
    assert labels(g, 1) == []
    order = [e.data.get("card") for e in events(g, "trigger")]
    assert order == ["T8-032", "T8-033", "T8-035"]
    draws = [e.data["seat"] for e in events(g, "draw")]
    assert draws == ["p2", "p1"]


def test_8_5_2_4_turn_player_may_order_two_bursts_that_trigger_together():
    """8-5-2-4: when an equal-BP battle destroys both spirits, each player's set burst ("when your
    spirit is destroyed by the opponent") triggers at once.  Each owner first decides whether to turn
    theirs face up, the turn player first (8-5-2-1, 1-3-4); the turn player then chooses which of the
    two resolves first, so both must be offered as separate choices."""
    burst = magic("T8-034", {"kind": "burst", "timing": {"event": "destroyed", "subject": "yours",
                                                         "by": "opponent"}, "actions": [DRAW]})
    g = battle_position([], [on_field("VAN-003", "B")], [burst], p1={"burst": "T8-034"}, p2={"burst": "T8-034"})
    play(g, "attack X", "pass", "pass", "block B", "pass", "pass")
    assert labels(g, 0) == [] and labels(g, 1) == []
    assert (g.decision.kind, g.decision.player) == ("burst", 0)
    play(g, "yes")
    assert (g.decision.kind, g.decision.player) == ("burst", 1)
    play(g, "yes")
    assert g.decision.kind == "trigger_order" and g.decision.player == 0
    assert sorted(g.legal_actions()) == ["resolve burst p1", "resolve burst p2"]


def test_8_5_2_1_a_declined_burst_is_never_named_to_the_turn_player():
    """8-5-2-1 / 10-9-3 / 3-8-2: a burst whose condition was met is turned face up by its owner before
    the turn player orders the batch; declined, it stays face down and the turn player's decision
    never mentions it (the trigger-order options would otherwise tell that the condition was met)."""
    burst = magic("T8-034", {"kind": "burst", "timing": {"event": "destroyed", "subject": "yours",
                                                         "by": "opponent"}, "actions": [DRAW]})
    g = battle_position([], [on_field("VAN-003", "B")], [burst], p1={"burst": "T8-034"}, p2={"burst": "T8-034"})
    play(g, "attack X", "pass", "pass", "block B", "pass", "pass")
    play(g, "yes")                   # p1's own burst: face up
    assert (g.decision.kind, g.decision.player) == ("burst", 1)
    play(g, "no")                    # p2 keeps theirs face down
    assert g.st.players[1].burst is not None
    assert g.decision.kind != "trigger_order"          # only p1's burst waited: nothing to order
    assert [e.data["seat"] for e in events(g, "burst")] == ["p1"]
    assert [e.data["seat"] for e in events(g, "draw")][-1] == "p1"


# ---- targets (8-5-3) -------------------------------------------------------------------------

def destroy_magic(cid, target):
    return magic(cid, {"kind": "magic", "windows": ["main"], "actions": [{"do": "destroy", "target": target}]})


def test_8_5_3_1_exact_count_with_too_few_targets_selects_all():
    """8-5-3-1 / 8-5-3-3: "destroy 2 opposing spirits" with one candidate destroys that one without
    asking, and the effect finishes."""
    g = make([destroy_magic("T8-040", select(2, **OPP_SPIRIT))], p1={"hand": ["T8-040"]},
             p2={"field": [on_field("VAN-001", "B")]})
    play(g, "use T8-040")
    assert labels(g, 1) == []
    assert g.decision.kind == "main"


def test_8_5_3_1_exact_count_must_be_met():
    """8-5-3-1: with more candidates than the count, exactly that many are chosen; stopping early
    ("done") is not allowed."""
    g = make([destroy_magic("T8-041", select(2, **OPP_SPIRIT))], p1={"hand": ["T8-041"]},
             p2={"field": [on_field("VAN-001", "B1"), on_field("VAN-001", "B2"), on_field("VAN-001", "B3")]})
    play(g, "use T8-041")
    assert g.decision.kind == "target" and g.decision.player == 0
    assert set(g.legal_actions()) == {"pick B1", "pick B2", "pick B3"}
    assert_illegal(g, "done")
    play(g, "pick B2")
    assert_illegal(g, "done")
    assert_illegal(g, "pick B2")
    play(g, "pick B3")
    assert labels(g, 1) == ["B1"]


def test_8_5_3_2_up_to_allows_choosing_none():
    """8-5-3-2: "up to 2" may select zero targets."""
    g = make([destroy_magic("T8-042", select(2, "up_to", **OPP_SPIRIT))], p1={"hand": ["T8-042"]},
             p2={"field": [on_field("VAN-001", "B1"), on_field("VAN-001", "B2")]})
    play(g, "use T8-042")
    assert "done" in g.legal_actions()
    play(g, "done")
    assert labels(g, 1) == ["B1", "B2"]


def test_8_5_3_2_up_to_stops_at_the_count():
    """8-5-3-2: "up to 2" of three candidates: after two picks the selection ends by itself."""
    g = make([destroy_magic("T8-042", select(2, "up_to", **OPP_SPIRIT))], p1={"hand": ["T8-042"]},
             p2={"field": [on_field("VAN-001", "B1"), on_field("VAN-001", "B2"), on_field("VAN-001", "B3")]})
    play(g, "use T8-042", "pick B1", "pick B3")
    assert g.decision.kind == "main"
    assert labels(g, 1) == ["B2"]


def test_8_5_3_2_any_number_may_take_every_candidate():
    """8-5-3-2: "any number" lets the player stop at any time or take them all."""
    g = make([destroy_magic("T8-043", select(1, "any_number", **OPP_SPIRIT))], p1={"hand": ["T8-043"]},
             p2={"field": [on_field("VAN-001", "B1"), on_field("VAN-001", "B2"), on_field("VAN-001", "B3")]})
    play(g, "use T8-043")
    assert "done" in g.legal_actions()
    play(g, "pick B1", "pick B2")
    assert "done" in g.legal_actions()
    play(g, "pick B3")
    assert labels(g, 1) == []


def test_8_5_3_4_no_target_ignores_only_what_needs_it():
    """8-5-3-4: with no opposing spirit to select, "exhaust 1, it gets -1000 BP" is ignored, while the
    untargeted "draw 1" of the same effect still happens."""
    eff = {"kind": "magic", "windows": ["main"], "actions": [
        {"do": "exhaust", "target": {"kind": "select", "count": 1, "filter": OPP_SPIRIT}},
        {"do": "apply", "modifiers": [{"what": "bp", "amount": -1000}], "target": {"kind": "those"}},
        DRAW]}
    g = make([magic("T8-044", eff)], p1={"hand": ["T8-044"], "field": [on_field("VAN-001", "A")]})
    play(g, "use T8-044")
    assert g.decision.kind == "main"
    assert hand(g, 0) == ["VAN-001"]
    assert not g.st.by_label("A").exhausted
    assert g.st.mods == []


def test_8_5_3_3_partial_targets_finish_the_effect():
    """8-5-3-3: "exhaust 2 opposing spirits, they get -1000 BP" with one candidate applies both parts
    to that one."""
    eff = {"kind": "magic", "windows": ["main"], "actions": [
        {"do": "exhaust", "target": select(2, **OPP_SPIRIT)},
        {"do": "apply", "modifiers": [{"what": "bp", "amount": -1000}], "target": {"kind": "those"}}]}
    g = make([magic("T8-045", eff)], p1={"hand": ["T8-045"]}, p2={"field": [on_field("VAN-003", "B")]})
    play(g, "use T8-045")
    assert g.st.by_label("B").exhausted
    assert bp(g, "B") == 2000


# ---- constant effects (8-1-4) ----------------------------------------------------------------

def constant(*modifiers: dict, **extra) -> dict:
    return {"kind": "constant", "modifiers": list(modifiers), **extra}


def test_8_1_4_constant_bp_bonus_applies_continuously():
    """8-1-4: "this spirit gets +1000 BP" applies without activation."""
    cards = [spirit("T8-050", constant({"what": "bp", "amount": 1000}))]
    g = make(cards, p1={"field": [on_field("T8-050", "A")]})
    assert bp(g, "A") == 4000


def test_8_1_4_1_constant_during_your_attack_step():
    """8-1-4-1 / 8-1-4-2: "during your attack step, +2000 BP" is off in the main step and on in the
    attack step, where it decides the battle; the defender's "during the opponent's attack step"
    bonus likewise turns on only then."""
    atk = spirit("T8-051", constant({"what": "bp", "amount": 2000}, during="your_attack_step"))
    dfn = spirit("T8-052", constant({"what": "bp", "amount": 500}, during="opponent_attack_step"),
                 levels=((1, 1, 4000),))
    g = make([atk, dfn], p1={"field": [on_field("T8-051", "A")]}, p2={"field": [on_field("T8-052", "B")]})
    assert bp(g, "A") == 3000 and bp(g, "B") == 4000
    play(g, "end")
    assert g.st.step == "attack"
    assert bp(g, "A") == 5000 and bp(g, "B") == 4500
    play(g, "attack A", "pass", "pass", "block B", "pass", "pass")
    assert labels(g, 0) == ["A"] and labels(g, 1) == []


def test_8_1_4_2_constant_condition_turns_on_by_itself():
    """8-1-4-1 / 8-1-4-2: "while you have 2 or more spirits, +1000 BP" becomes active by itself when
    a second spirit arrives."""
    cond = {"test": "count", "count": {"of": "field", "filter": {"side": "you", "types": ["spirit"]}}, "at_least": 2}
    cards = [spirit("T8-053", constant({"what": "bp", "amount": 1000}, condition=cond))]
    g = make(cards, p1={"field": [on_field("T8-053", "A")], "hand": ["VAN-001"], "reserve": 1})
    assert bp(g, "A") == 3000
    play(g, "summon VAN-001", "put auto")
    assert bp(g, "A") == 4000


def test_2_10_2_constant_effect_gated_by_level():
    """2-10-2: a LV2-only constant bonus is off at LV1 and on at LV2."""
    cards = [spirit("T8-054", constant({"what": "bp", "amount": 3000}, levels=[2]),
                    levels=((1, 1, 1000), (2, 2, 2000)))]
    g = make(cards, p1={"field": [on_field("T8-054", "A")], "reserve": 1})
    assert bp(g, "A") == 1000
    play(g, "move reserve A")
    assert bp(g, "A") == 5000
    play(g, "move A reserve")
    assert bp(g, "A") == 1000


def test_8_1_4_constant_cannot_attack():
    """8-1-4: a constant "this spirit cannot attack" keeps it from being declared as an attacker."""
    cards = [spirit("T8-055", constant({"what": "cannot", "action": "attack"}))]
    g = battle_position([on_field("T8-055", "A")], [], cards)
    assert "attack X" in g.legal_actions()
    assert_illegal(g, "attack A")


# ---- continuous BP directives (8-8) ----------------------------------------------------------

def test_8_8_1_3_5_additions_from_constant_and_resolved_effects_add_up():
    """8-8-1 / 8-8-1-1 / 8-8-1-3 / 8-8-1-3-1 / 8-8-1-3-5: start from the printed LV BP, then apply
    every increase/decrease: 3000 + 1000 (constant) + 2000 (magic) - 500 (magic) = 5500."""
    cards = [spirit("T8-050", constant({"what": "bp", "amount": 1000})),
             magic("T8-060", {"kind": "magic", "windows": ["main"],
                              "actions": [{"do": "apply", "modifiers": [{"what": "bp", "amount": 2000}], "target": {"kind": "all", "filter": {"side": "you"}}}]}),
             magic("T8-061", {"kind": "magic", "windows": ["main"],
                              "actions": [{"do": "apply", "modifiers": [{"what": "bp", "amount": -500}], "target": {"kind": "all", "filter": {"side": "you"}}}]})]
    g = make(cards, p1={"field": [on_field("T8-050", "A")], "hand": ["T8-060", "T8-061"]})
    play(g, "use T8-060", "use T8-061")
    assert bp(g, "A") == 5500


def test_8_8_1_4_resolved_effect_fixes_its_targets_but_constant_effect_does_not():
    """8-8-1-4: "all your spirits +1000 BP this turn" fixes its targets when it resolves, so a spirit
    summoned later does not get it; a constant "your other spirits +500 BP" (8-1-4-2) does reach
    the newcomer."""
    cards = [spirit("T8-062", constant({"what": "bp", "amount": 500,
                                        "target": {"kind": "all", "filter": {"side": "you", "this": "exclude"}}})),
             magic("T8-060", {"kind": "magic", "windows": ["main"],
                              "actions": [{"do": "apply", "modifiers": [{"what": "bp", "amount": 1000}], "target": {"kind": "all", "filter": {"side": "you"}}}]})]
    cards.append(spirit("T8-065"))
    g = make(cards, p1={"field": [on_field("T8-065", "A"), on_field("T8-062", "L")], "hand": ["T8-060", "T8-065"],
                        "reserve": 1})
    play(g, "use T8-060")
    assert bp(g, "A") == 3000 + 1000 + 500
    play(g, "summon T8-065", "put auto")
    new = [fc.label for fc in g.st.field if fc.label not in ("A", "L")]
    assert len(new) == 1
    assert bp(g, new[0]) == 3000 + 500


def test_6_8_1_2_this_turn_bp_ends_at_the_end_step():
    """8-2-2-2 / 6-8-1-2: "+2000 BP this turn" lasts through the attack step and is gone after the
    end step."""
    cards = [magic("T8-063", {"kind": "magic", "windows": ["main"],
                              "actions": [{"do": "apply", "modifiers": [{"what": "bp", "amount": 2000}], "target": {"kind": "select", "count": 1}}]})]
    g = make(cards, p1={"field": [on_field("VAN-003", "A")], "hand": ["T8-063"]})
    play(g, "use T8-063")
    assert bp(g, "A") == 5000
    play(g, "end")
    assert g.st.step == "attack" and bp(g, "A") == 5000
    play(g, "end")
    assert g.st.active == 1 and g.decision.kind == "main"
    assert bp(g, "A") == 3000


def test_7_1_6_2_battle_bp_ends_with_the_battle():
    """8-2-2-2 / 7-1-6-2: a bonus lasting the battle is gone once the battle ends."""
    bonus = {"do": "apply", "modifiers": [{"what": "bp", "amount": 4000}], "target": {"kind": "this"}, "lasts": "battle"}
    cards = [spirit("T8-064", triggered("attacks", bonus))]
    g = battle_position([on_field("T8-064", "A")], [], cards)
    play(g, "attack A")
    assert bp(g, "A") == 7000
    play(g, "pass", "pass", "noblock")
    assert g.decision.kind == "attack"
    assert bp(g, "A") == 3000


# ---- substitution effects (8-9) --------------------------------------------------------------

def sub(subject="this", instead=(PAY_SOUL,), **extra) -> dict:
    return {"kind": "substitution", "timing": {"event": "destroyed", "subject": subject, **extra},
            "substitute": {"instead": list(instead)}}


SUB_GUARD = spirit("T8-070", sub(), triggered("destroyed"), levels=((1, 1, 2000),))
KILL_WATCH = spirit("T8-071", triggered("destroyed", timing={"subject": "opponents"}), levels=((1, 1, 5000),))


def test_8_9_1_substitution_replaces_destruction():
    """8-9-1 / 8-9-1-1 / 8-9-2-1 / 10-5-1: when p2's guard would be destroyed in battle, its
    controller (p2, during p1's turn) may substitute "send this card's soul core to the trash"; the
    destruction never happens, so neither its own nor the attacker's "when destroyed" triggers."""
    g = battle_position([on_field("T8-071", "K")], [on_field("T8-070", "G", cores=1)], [SUB_GUARD, KILL_WATCH],
                        p2={"soul_core": "G"})
    play(g, "attack K", "pass", "pass", "block G", "pass", "pass")
    assert g.decision.kind == "optional" and g.decision.player == 1
    assert set(g.legal_actions()) == {"substitute G 1", "no"}
    play(g, "substitute G 1")
    assert labels(g, 1) == ["G"]
    assert g.st.players[1].soul == "trash"
    assert events(g, "destroy") == []
    assert hand(g, 0) == [] and hand(g, 1) == []
    assert g.decision.kind == "attack"


def test_8_9_2_declining_substitution_lets_destruction_happen():
    """8-9-2 / 10-1-3-3: declining the substitution: the guard is destroyed and the "when destroyed"
    effects (its own and the attacker's) both trigger."""
    g = battle_position([on_field("T8-071", "K")], [on_field("T8-070", "G", cores=1)], [SUB_GUARD, KILL_WATCH],
                        p2={"soul_core": "G"})
    play(g, "attack K", "pass", "pass", "block G", "pass", "pass", "no")
    assert labels(g, 1) == []
    assert g.decision.kind == "trigger_order"
    play(g, "resolve G 2")
    assert len(hand(g, 0)) == 1 and len(hand(g, 1)) == 1


def test_8_9_3_only_one_substitution_applies():
    """8-9-2 / 8-9-3: with two substitution effects for the same destruction (the spirit's own and a
    nexus's "one of your spirits"), the controller picks one and only that one is applied."""
    protector = nexus("T8-072", sub("yours", ({"do": "draw", "count": 2},), filter={"types": ["spirit"]}))
    own = spirit("T8-073", sub("this", (DRAW,)), levels=((1, 1, 2000),))
    g = battle_position([], [on_field("T8-073", "G"), on_field("T8-072", "N", cores=0)], [protector, own])
    play(g, "attack X", "pass", "pass", "block G", "pass", "pass")
    assert set(g.legal_actions()) == {"substitute G 1", "substitute N 1", "no"}
    play(g, "substitute N 1")
    assert labels(g, 1) == ["G", "N"]
    assert len(hand(g, 1)) == 2
    assert g.decision.kind == "attack"


def test_8_9_substitution_limited_to_opponent_destruction():
    """8-9-1: a substitution for "destroyed by the opponent" does not apply when its controller's own
    effect destroys the card."""
    guard = spirit("T8-074", sub("this", (DRAW,), by="opponent"))
    g = make([guard, destroy_magic("T8-075", select(1, side="you"))],
             p1={"field": [on_field("T8-074", "A")], "hand": ["T8-075"]})
    play(g, "use T8-075")
    assert labels(g, 0) == []
    assert g.decision.kind == "main"


def test_8_9_substitution_not_offered_when_its_cost_cannot_be_paid():
    """8-4-2-4 with 8-9: a substitution whose cost is "send this card's soul core to the trash" is not
    offered while the soul core is elsewhere."""
    guard = spirit("T8-076", {**sub("this", (DRAW,)), "cost": [PAY_SOUL]}, levels=((1, 1, 2000),))
    g = battle_position([], [on_field("T8-076", "G")], [guard])
    play(g, "attack X", "pass", "pass", "block G", "pass", "pass")
    assert labels(g, 1) == []
    assert g.decision.kind == "attack"


# ---- last known state (8-10) -----------------------------------------------------------------

SOUL_WATCH = spirit("T8-080", triggered("destroyed", {"do": "draw", "count": 2},
                                        condition={"test": "this", "filter": {"soul_core": True}}), levels=((1, 1, 2000),))


@pytest.mark.parametrize("soul_on_it, drawn", [(True, 2), (False, 0)])
def test_8_10_1_when_destroyed_sees_the_soul_core_it_had(soul_on_it, drawn):
    """8-10-1: "when destroyed, if this had the soul core, draw 2" checks the card as it was when it
    left the field; by then the soul core has gone to the reserve (10-1-3-4)."""
    p2 = {"soul_core": "G" if soul_on_it else "reserve"}
    g = battle_position([], [on_field("T8-080", "G")], [SOUL_WATCH], p2=p2)
    play(g, "attack X", "pass", "pass", "block G", "pass", "pass")
    assert labels(g, 1) == []
    assert g.st.players[1].soul == "reserve"
    assert len(hand(g, 1)) == drawn


def test_8_10_1_level_gated_when_destroyed_uses_last_level():
    """8-10-1 / 2-10-2: a LV2-only "when destroyed" effect fires for a spirit destroyed at LV2, using
    the level it had on the field."""
    cards = [spirit("T8-081", triggered("destroyed", levels=[2]), levels=((1, 1, 1000), (2, 2, 2000)))]
    g = battle_position([], [on_field("T8-081", "G", cores=2)], cards)
    play(g, "attack X", "pass", "pass", "block G", "pass", "pass")
    assert labels(g, 1) == []
    assert hand(g, 1) == ["VAN-001"]


# ---- which core moves (8-5-6) ----------------------------------------------------------------

@pytest.mark.parametrize("answer, soul_left, cores_left", [("soul", False, 1), ("core", True, 0)])
def test_8_5_6_controller_of_the_cores_chooses_ordinary_or_soul_core(answer, soul_left, cores_left):
    """8-5-6: "move 1 core from an opposing spirit to its owner's reserve" does not say which kind,
    so the cores' controller (p2, during p1's turn) chooses the soul core or an ordinary one."""
    pull = magic("T8-090", {"kind": "magic", "windows": ["main"], "actions": [
        {"do": "move_cores", "source": "card", "dest": "reserve", "count": 1, "target": select(1, **OPP_SPIRIT)}]})
    g = make([pull], p1={"hand": ["T8-090"]}, p2={"field": [on_field("VAN-003", "V", cores=1)], "soul_core": "V"})
    play(g, "use T8-090")
    assert g.decision.kind == "core_choice" and g.decision.player == 1
    play(g, answer)
    v = g.st.by_label("V")
    assert g.st.has_soul(v) is soul_left
    assert v.cores == cores_left
    p2 = g.st.players[1]
    if answer == "soul":
        assert p2.soul == "reserve" and p2.reserve == 0
    else:
        assert p2.reserve == 1
