"""Attacks and battles (chapter 7), checked with positions built in code.  Test cards use "TB-..."
ids.  Each test names its rule ids."""

from __future__ import annotations

import random
from functools import partial

import pytest

from bss_tui.engine import IllegalAction
from bss_tui.engine.rules import derived
from bss_tui.engine.operations.dump import dump

import builders
from builders import labels, on_field, play

make = partial(builders.make, step="attack")     # positions here start at the attack step


NO_SYMBOL = {"id": "TB-NOSYM", "name": "Blank Golem", "type": "spirit", "colours": ["white"], "cost": 1,
             "symbols": [], "levels": [{"level": 1, "cores": 1, "bp": 4000}]}
THREE_SYMBOLS = {"id": "TB-TRIPLE", "name": "Triple Crest", "type": "spirit", "colours": ["white"], "cost": 1,
                 "symbols": ["white", "red/blue", "green"], "levels": [{"level": 1, "cores": 1, "bp": 4000}]}


# ---- 7-1-1-1: who may attack ------------------------------------------------------------------

def test_7_1_1_1_attack_options_are_exactly_the_refreshed_own_spirits():
    """7-1-1-1: the attack options are the turn player's refreshed spirits, and ending the step."""
    g = make(p1={"field": [on_field("VAN-001", "A"), on_field("VAN-002", "E", exhausted=True),
                           on_field("VAN-003", "C"), on_field("VAN-009", "N", 0)]},
             p2={"field": [on_field("VAN-005", "B")]})
    assert g.decision.kind == "attack" and g.decision.player == 0
    assert set(g.legal_actions()) == {"attack A", "attack C", "end"}


def test_7_1_1_1_exhausted_spirit_attack_is_rejected_citing_the_rule():
    """7-1-1-1: declaring an attack with an exhausted spirit is illegal, names the rule, changes nothing."""
    g = make(p1={"field": [on_field("VAN-003", "A", exhausted=True), on_field("VAN-002", "C")]})
    before = dump(g)
    with pytest.raises(IllegalAction) as err:
        g.apply("attack A")
    assert err.value.rule == "7-1-1-1"
    assert "exhausted" in err.value.message
    assert dump(g) == before


def test_7_1_1_1_opponents_spirit_cannot_be_declared_as_attacker():
    """7-1-1-1: only spirits the turn player controls attack."""
    g = make(p1={"field": [on_field("VAN-003", "A")]}, p2={"field": [on_field("VAN-005", "B")]})
    with pytest.raises(IllegalAction) as err:
        g.apply("attack B")
    assert err.value.rule == "7-1-1-1"


def test_7_1_1_1_declaring_exhausts_before_anything_else():
    """7-1-1-1: the attacker is exhausted as the attack is declared (the first event of the battle)."""
    g = make(p1={"field": [on_field("VAN-003", "A")]})
    start = len(g.events)
    g.apply("attack A")
    assert g.st.by_label("A").exhausted
    assert g.events[start].kind == "attack" and g.events[start].rule == "7-1-1-1"


# ---- 7-1-2-1 / 7-1-4-1: flash windows ------------------------------------------------------------

def _flash_ready(cards_each: int = 6, blocker: bool = True):
    """Both players hold Rally Cry (flash, +2000 BP) and plenty of cores."""
    p1 = {"reserve": 20, "hand": ["VAN-012"] * cards_each, "field": [on_field("VAN-003", "A")]}
    p2 = {"reserve": 20, "hand": ["VAN-012"] * cards_each}
    if blocker:
        p2["field"] = [on_field("VAN-006", "B")]
    return make(p1=p1, p2=p2)


def _use_rally(g) -> None:
    g.apply("use VAN-012")
    g.apply("pay auto")
    while g.decision.kind == "target":
        g.apply(sorted(g.legal_actions())[0])


@pytest.mark.parametrize("seed", range(12))
def test_7_1_2_1_and_7_1_4_1_priority_alternates_and_two_passes_in_a_row_end(seed):
    """7-1-2-1 / 7-1-4-1: in each window the defender (also the blocker's controller) acts first, each
    turn at priority is one flash effect or a pass, priority always goes to the other player, and the
    window ends exactly when two passes come in a row."""
    rng = random.Random(seed)
    g = _flash_ready()
    g.apply("attack A")
    for window, after in (("7-1-2-1", "block"), ("7-1-4-1", "attack")):
        expected = 1          # the attacked / blocking player first
        passes = 0
        while passes < 2:
            d = g.decision
            assert d.kind == "flash" and d.player == expected and d.rule == window, (window, passes)
            if rng.random() < 0.5 and "use VAN-012" in d.options:
                _use_rally(g)
                passes = 0
            else:
                g.apply("pass")
                passes += 1
            expected = 1 - expected
        if after == "block":
            assert g.decision.kind == "block" and g.decision.player == 1
            g.apply("block B")
    assert g.decision.kind == "attack" and g.decision.player == 0


def test_7_1_2_1_one_flash_effect_per_priority():
    """7-1-2-1: after using one flash effect the player loses priority even with more to use."""
    g = _flash_ready()
    play(g, "attack A", "pass")
    assert g.decision.player == 0
    _use_rally(g)
    assert g.decision.kind == "flash" and g.decision.player == 1


def test_7_1_3_1_no_block_means_no_flash_window_after_blocking():
    """7-1-3-1: after "noblock" nobody is offered a flash window; damage is applied at once."""
    g = _flash_ready()
    play(g, "attack A", "pass", "pass", "noblock")
    assert g.decision.kind == "attack" and g.decision.player == 0
    assert not any(e.rule == "7-1-4-1" for e in g.events)
    assert g.st.players[1].life == 4


# ---- 7-1-3-1: who may block --------------------------------------------------------------------

def test_7_1_3_1_block_options_are_exactly_the_refreshed_defending_spirits():
    """7-1-3-1: the attacked player may block with a refreshed spirit they control, or not block."""
    g = make(p1={"field": [on_field("VAN-003", "A"), on_field("VAN-001", "D")]},
             p2={"field": [on_field("VAN-005", "B"), on_field("VAN-006", "E", exhausted=True),
                           on_field("VAN-007", "C"), on_field("VAN-010", "N", 0)]})
    play(g, "attack A", "pass", "pass")
    assert g.decision.kind == "block" and g.decision.player == 1
    assert set(g.legal_actions()) == {"block B", "block C", "noblock"}


def test_7_1_3_1_exhausted_blocker_is_rejected_citing_the_rule():
    """7-1-3-1: an exhausted spirit cannot block; the reason cites the rule, nothing changes."""
    g = make(p1={"field": [on_field("VAN-003", "A")]},
             p2={"field": [on_field("VAN-006", "E", exhausted=True)]})
    play(g, "attack A", "pass", "pass")
    before = dump(g)
    with pytest.raises(IllegalAction) as err:
        g.apply("block E")
    assert err.value.rule == "7-1-3-1"
    assert dump(g) == before


# ---- 7-1-5: battle resolution --------------------------------------------------------------------

# (card, cores, BP) read off the printed level tables, not computed by the engine.
@pytest.mark.parametrize("attacker, blocker, survivors", [
    (("VAN-003", 1, 3000), ("VAN-006", 1, 2000), {"A"}),           # the blocker has fewer BP
    (("VAN-003", 1, 3000), ("VAN-006", 2, 3000), set()),           # equal: both destroyed
    (("VAN-003", 1, 3000), ("VAN-006", 4, 5000), {"B"}),           # the attacker has fewer BP
    (("VAN-004", 3, 8000), ("VAN-007", 4, 9000), {"B"}),
    (("VAN-001", 2, 3000), ("VAN-002", 1, 2000), {"A"}),
    (("VAN-008", 3, 6000), ("VAN-007", 1, 6000), set()),
    (("VAN-003", 4, 7000), ("VAN-007", 1, 6000), {"A"}),
    (("VAN-005", 3, 4000), ("VAN-003", 2, 4000), set()),
])
def test_7_1_5_2_1_fewer_bp_is_destroyed_equal_bp_both(attacker, blocker, survivors):
    """7-1-5-1 / 7-1-5-2-1 / 2-11-2 / 10-1-3-4: a blocked attack compares BP; fewer BP is destroyed, equal
    BP destroys both, and no life is lost.  Destroyed cards go to their owner's trash, their cores to
    their owner's reserve."""
    (ac, acores, abp), (bc, bcores, bbp) = attacker, blocker
    g = make(p1={"field": [on_field(ac, "A", acores)]}, p2={"field": [on_field(bc, "B", bcores)]})
    assert derived.bp(g.st, g.st.by_label("A")) == abp
    assert derived.bp(g.st, g.st.by_label("B")) == bbp
    play(g, "attack A", "pass", "pass", "block B", "pass", "pass")
    left = set(labels(g, 0)) | set(labels(g, 1))
    assert left == survivors
    p1, p2 = g.st.players
    assert p2.life == 5 and p1.life == 5
    assert [c.id for c in p1.trash] == ([] if "A" in survivors else [ac])
    assert [c.id for c in p2.trash] == ([] if "B" in survivors else [bc])
    assert p1.reserve == (0 if "A" in survivors else acores)
    assert p2.reserve == (0 if "B" in survivors else bcores)
    assert g.decision.kind == "attack" and g.decision.player == 0


@pytest.mark.parametrize("cid, damage", [
    ("VAN-001", 1), ("VAN-002", 1), ("VAN-003", 1), ("VAN-004", 2), ("VAN-005", 1), ("VAN-006", 1),
    ("VAN-007", 1), ("VAN-008", 1), ("TB-NOSYM", 0), ("TB-TRIPLE", 3),
])
def test_7_1_5_3_1_unblocked_damage_equals_the_attackers_symbols(cid, damage):
    """7-1-5-3-1 / 2-8-3: an unblocked attack moves as many of the defender's life cores to the
    defender's reserve as the attacker has symbols (a two-colour symbol is one symbol)."""
    g = make([NO_SYMBOL, THREE_SYMBOLS], p1={"field": [on_field(cid, "A")]}, p2={"reserve": 2})
    play(g, "attack A", "pass", "pass", "noblock")
    p1, p2 = g.st.players
    assert (p2.life, p2.reserve) == (5 - damage, 2 + damage)
    assert (p1.life, p1.reserve) == (5, 0)
    assert g.decision.kind == "attack"


def test_7_1_5_3_1_damage_stops_at_the_last_life_core():
    """7-1-5-3-1 / 9-2-3: two symbols against one life core: one core moves and the attacker's
    player wins."""
    g = make(p1={"field": [on_field("VAN-004", "A")]}, p2={"life": 1})
    play(g, "attack A", "pass", "pass", "noblock")
    assert g.st.players[1].life == 0 and g.st.players[1].reserve == 1
    assert g.st.winner == "p1"


# ---- 7-1-6: the end of the battle --------------------------------------------------------------

def test_7_1_6_3_each_battle_returns_to_the_turn_player_and_repeats():
    """7-1-6-3 / 7-1-1-1: after every battle the turn player may attack again with another refreshed
    spirit, until none is left."""
    g = make(p1={"field": [on_field("VAN-001", "A"), on_field("VAN-002", "C"), on_field("VAN-004", "D")]})
    for label in ("A", "C", "D"):
        assert f"attack {label}" in g.legal_actions()
        play(g, f"attack {label}", "pass", "pass", "noblock")
        assert g.decision.kind == "attack" and g.decision.player == 0
        assert g.st.battle is None
    assert g.legal_actions() == ["end"]
    assert g.st.players[1].life == 1


BATTLE_SURGE = {"id": "TB-SURGE", "name": "Battle Surge", "type": "magic", "colours": ["white"], "cost": 0,
                "effects": [{"kind": "magic", "windows": ["flash"], "actions": [
                    {"do": "apply", "modifiers": [{"what": "bp", "amount": 3000}], "lasts": "battle",
                     "target": {"kind": "select", "count": 1, "filter": {"side": "you", "types": ["spirit"]}}}]}]}


def test_7_1_6_2_battle_long_effects_end_with_the_battle():
    """7-1-6-2: a BP boost lasting for the battle applies during it and is gone when it ends."""
    g = make([BATTLE_SURGE], p1={"hand": ["TB-SURGE"], "field": [on_field("VAN-003", "A")]})
    play(g, "attack A", "pass", "use TB-SURGE")
    a = g.st.by_label("A")
    assert derived.bp(g.st, a) == 6000
    play(g, "pass", "pass", "noblock")
    assert derived.bp(g.st, a) == 3000
    assert any(e.rule == "7-1-6-2" for e in g.events)
