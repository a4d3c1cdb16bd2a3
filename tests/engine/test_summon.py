"""Summoning (10-6), placing (10-7), using magic (10-8) and bursts (10-9), checked with positions built
in code.  Test cards use "TS-..." ids.  Each test names its rule
ids."""

from __future__ import annotations

import pytest

from bss_tui.engine import IllegalAction
from bss_tui.engine.rules import derived
from bss_tui.engine.operations.dump import dump

from builders import FILLER, ids, make, on_field, play


def kinds_since(g, start: int) -> list[str]:
    return [e.kind for e in g.events[start:]]


# ---- 2-3-2 / 10-6-1 / 10-7-1 / 10-8-1: the verb fits the card type ------------------------------

@pytest.mark.parametrize("action", ["place VAN-001", "summon VAN-009", "summon VAN-011", "place VAN-011"])
def test_2_3_2_wrong_verb_for_the_card_type_is_rejected(action):
    """2-3-2 / 10-6-1 / 10-7-1: spirits are summoned and nexuses placed; the wrong verb is refused,
    citing the card types, and nothing changes."""
    g = make(p1={"reserve": 8, "hand": ["VAN-001", "VAN-009", "VAN-011"]})
    before = dump(g)
    with pytest.raises(IllegalAction) as err:
        g.apply(action)
    assert err.value.rule in ("2-3-2", "10-8-1")
    assert dump(g) == before


def test_10_8_1_spirit_cannot_be_used_as_magic():
    """10-8-1: only magic cards are used."""
    g = make(p1={"reserve": 8, "hand": ["VAN-001"]})
    with pytest.raises(IllegalAction) as err:
        g.apply("use VAN-001")
    assert err.value.rule == "10-8-1"


# ---- 10-6: summoning -----------------------------------------------------------------------------

def test_10_6_6_unaffordable_summon_is_rejected_citing_10_6_6():
    """10-6-6 / 10-6-7: a summon whose cost plus LV1 cores exceeds the available cores is illegal; the
    reason cites 10-6-6 and gives the numbers; nothing changes."""
    g = make(p1={"reserve": 2, "soul_core": "trash", "hand": ["VAN-002", "VAN-007"]})
    for action, need in (("summon VAN-002", 3), ("summon VAN-007", 7)):
        assert action not in g.legal_actions()
        before = dump(g)
        with pytest.raises(IllegalAction) as err:
            g.apply(action)
        assert err.value.rule == "10-6-6"
        assert str(need) in err.value.message and "2" in err.value.message
        assert dump(g) == before


def test_10_6_6_field_cores_count_towards_affordability():
    """10-6-6: cores on your field cards may pay, so they count when deciding what is affordable."""
    g = make(p1={"reserve": 1, "soul_core": "trash", "hand": ["VAN-002"],
                 "field": [on_field("VAN-006", "A", 4)]})
    assert "summon VAN-002" in g.legal_actions()
    play(g, "summon VAN-002", "pay A", "pay A", "put reserve", "done")
    assert g.st.by_label("A").cores == 2 and g.st.by_label("A1").cores == 1
    assert g.st.players[0].trash_cores == 2


def test_10_6_2_summon_steps_in_order():
    """10-6-2 / 10-6-3 / 10-6-6 / 10-6-7: the card is revealed and its cost paid into the trash, then it
    is on the field with its cores.  The summon is told to both players, naming the card."""
    g = make(p1={"reserve": 4, "soul_core": "trash", "hand": ["VAN-002"]})
    start = len(g.events)
    play(g, "summon VAN-002")
    assert g.decision.kind == "pay" and g.decision.player == 0
    assert g.st.players[0].reserve == 4          # 10-6-6: nothing moves before the choice is complete
    play(g, "pay auto")
    assert g.decision.kind == "place_cores"
    play(g, "put auto")
    ks = kinds_since(g, start)
    assert ks.index("pay") < ks.index("summon")
    summon = next(e for e in g.events[start:] if e.kind == "summon")
    assert "Cinder Lancer" in summon.text_for(1) and "Cinder Lancer" in summon.text_for(None)
    assert g.st.players[0].trash_cores == 2 and g.st.players[0].reserve == 1
    fc = g.st.by_label("A1")
    assert fc.card.id == "VAN-002" and fc.cores == 1 and not fc.exhausted


def test_10_6_7_placement_requires_lv1_and_offers_more():
    """10-6-7: "done" is offered only once the LV1 cores are on the card; more may be added, including
    the soul core, and the level follows."""
    g = make(p1={"reserve": 5, "soul_core": "reserve", "hand": ["VAN-002"]})
    play(g, "summon VAN-002", "pay auto")
    opts = set(g.legal_actions())
    assert "done" not in opts and {"put reserve", "put reserve soul", "put auto", "cancel"} <= opts
    play(g, "put reserve")
    assert "done" in g.legal_actions()
    play(g, "put reserve soul", "put reserve", "done")
    fc = g.st.by_label("A1")
    assert g.st.has_soul(fc) and fc.cores == 2
    assert derived.level(g.st, fc) == 2 and derived.bp(g.st, fc) == 4000
    assert g.st.players[0].reserve == 1 and g.st.players[0].trash_cores == 2


def test_10_6_7_put_auto_puts_exactly_the_lv1_cores():
    """10-6-7: the default placement puts exactly what LV1 needs."""
    g = make(p1={"reserve": 6, "soul_core": "trash", "hand": ["VAN-002"]})
    play(g, "summon VAN-002", "pay auto", "put auto")
    assert g.st.by_label("A1").cores == 1 and g.st.players[0].reserve == 3
    assert g.decision.kind == "main"


# ---- 10-7: placing a nexus -------------------------------------------------------------------------

def test_10_7_7_nexus_lv1_needs_no_cores():
    """10-7-2 / 10-7-3 / 10-7-6 / 10-7-7: a nexus is placed after its cost is paid; with LV1 needing no
    cores it may be finished at once ("done") and stays at LV1 with none."""
    g = make(p1={"reserve": 4, "soul_core": "trash", "hand": ["VAN-010"]})
    start = len(g.events)
    play(g, "place VAN-010", "pay auto")
    assert g.decision.kind == "place_cores" and "done" in g.legal_actions()
    play(g, "done")
    fc = g.st.by_label("A1")
    assert fc.card.type == "nexus" and fc.cores == 0 and derived.level(g.st, fc) == 1
    assert g.st.players[0].trash_cores == 3 and g.st.players[0].reserve == 1
    ks = kinds_since(g, start)
    assert ks.index("pay") < ks.index("place")
    place = next(e for e in g.events[start:] if e.kind == "place")
    assert "Coral Spire" in place.text_for(1)


def test_10_7_6_nexus_cost_exactly_the_reserve_needs_no_placement_choice():
    """10-7-6 / 10-7-7: when paying uses every core, the nexus lands with no cores and play goes on."""
    g = make(p1={"reserve": 3, "soul_core": "trash", "hand": ["VAN-009"]})
    play(g, "place VAN-009", "pay auto")
    assert g.decision.kind == "main"
    assert [fc.card.id for fc in g.st.field] == ["VAN-009"]


# ---- 10-8: using magic ------------------------------------------------------------------------------

TWO_EFFECTS = {"id": "TS-TWO", "name": "Forked Path", "type": "magic", "colours": ["white"], "cost": 1,
               "effects": [{"kind": "magic", "windows": ["main"], "actions": [{"do": "draw", "count": 2}]},
                           {"kind": "magic", "windows": ["main"],
                            "actions": [{"do": "mill", "count": 2, "player": "opponent"}]}]}


def test_10_8_3_a_card_with_several_effects_needs_the_effect_number():
    """10-8-2 / 10-8-3: with more than one magic effect, one is chosen: `use ID N`; plain `use ID` is
    refused citing 10-8-3."""
    g = make([TWO_EFFECTS], p1={"reserve": 1, "soul_core": "trash", "hand": ["TS-TWO"]})
    assert {"use TS-TWO 1", "use TS-TWO 2"} <= set(g.legal_actions())
    with pytest.raises(IllegalAction) as err:
        g.apply("use TS-TWO")
    assert err.value.rule == "10-8-3"
    play(g, "use TS-TWO 1", "pay auto")
    assert len(g.st.players[0].hand) == 2 and len(g.st.players[1].deck) == len(FILLER)


def test_10_8_7_waiting_magic_is_in_no_area_then_10_8_8_trash():
    """10-8-4 / 10-8-6 / 10-8-7 / 10-8-8: after paying, the card waits (not in hand, not in the trash,
    shown as resolving); after its effect it is in the trash."""
    g = make(p1={"reserve": 2, "hand": ["VAN-012"], "field": [on_field("VAN-005", "A")]},
             p2={"field": [on_field("VAN-006", "B")]})
    play(g, "use VAN-012", "pay auto")
    st = g.st
    assert g.decision.kind == "target"
    assert st.players[0].hand == [] and st.players[0].trash == []
    assert [c.id for _, c in st.resolving] == ["VAN-012"]
    assert [c["id"] for c in g.view(1)["resolving"]] == ["VAN-012"]
    assert st.players[0].trash_cores == 2
    play(g, "pick B")
    assert ids(st.players[0].trash) == ["VAN-012"] and st.resolving == []
    assert derived.bp(st, st.by_label("B")) == 4000


# ---- 10-9: bursts -------------------------------------------------------------------------------

def _burst_battle(p2_reserve: int):
    g = make(p1={"field": [on_field("VAN-003", "A"), on_field("VAN-002", "C")]},
             p2={"reserve": p2_reserve, "soul_core": "trash", "burst": "VAN-014"}, step="attack")
    play(g, "attack A", "pass", "pass", "noblock")
    return g


def test_10_9_2_burst_activation_is_free():
    """10-9-2 / 10-9-3: losing life offers the set burst to its owner; activating it pays nothing."""
    g = _burst_battle(2)
    p2 = g.st.players[1]
    assert g.decision.kind == "burst" and g.decision.player == 1
    reserve_before = p2.reserve
    play(g, "yes")
    assert p2.reserve == reserve_before and p2.trash_cores == 0
    assert len(p2.hand) == 1


def test_10_9_2_paid_flash_part_is_optional_and_costs_the_card_cost():
    """10-9-2 / 10-8-6 / 10-9-4: after the burst effect, its owner may pay the card's cost (3) to use its
    flash effect; then the card goes to the trash."""
    g = _burst_battle(2)
    play(g, "yes")
    assert g.decision.kind == "optional" and g.decision.player == 1
    play(g, "yes")
    assert g.decision.kind == "pay"
    play(g, "pay auto", "pick C")
    p2 = g.st.players[1]
    assert p2.trash_cores == 3 and p2.reserve == 0
    assert g.st.by_label("C").exhausted
    assert ids(p2.trash) == ["VAN-014"] and p2.burst is None


def test_10_9_3_declined_burst_stays_set():
    """10-9-3: the owner may decline; the burst stays set and nothing else happens."""
    g = _burst_battle(2)
    play(g, "no")
    p2 = g.st.players[1]
    assert p2.burst is not None and p2.burst.id == "VAN-014"
    assert p2.hand == [] and p2.trash == []
    assert g.decision.kind == "attack"


def test_10_9_4_burst_to_trash_after_resolving():
    """10-9-4: declining the paid flash part, the resolved burst still goes to the trash."""
    g = _burst_battle(2)
    play(g, "yes", "no")
    p2 = g.st.players[1]
    assert p2.burst is None and ids(p2.trash) == ["VAN-014"]
    assert any(e.rule == "10-9-4" for e in g.events)
