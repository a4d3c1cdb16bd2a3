"""Costs, cost reduction and paying them (2-6, 2-7, 2-8, 10-6-4..10-6-6, 10-7-5, 10-8-5, 10-1-1-1),
checked with positions built in code.  Test cards use "TC-..." ids.  Each test names its rule ids."""

from __future__ import annotations

from itertools import permutations

import pytest

from bss_tui.carddb.loader import load_cards
from bss_tui.engine import IllegalAction
from bss_tui.engine.rules import derived
from bss_tui.engine.operations.dump import dump

from builders import card_db, make, on_field, spirit


def symbol_spirit(cid: str, symbols: list[str], reduction: list[str] = (), cost: int = 0, effects=()) -> dict:
    """A white test spirit (LV1 1000 BP with 1 core, LV2 2000 BP with 2) with the given symbols and
    reduction symbols."""
    return spirit(cid, *effects, levels=((1, 1, 1000), (2, 2, 2000)), name=f"Test {cid}", colours=["white"],
                  cost=cost, reduction=list(reduction), symbols=list(symbols))


def field_of(*ids: str) -> list[dict]:
    """Each id on the field with a core (nexuses without), labelled F0, F1, ..."""
    db = load_cards()
    out = []
    for i, cid in enumerate(ids):
        card = db.get(cid)
        cores = 0 if card is not None and card.type == "nexus" else 1
        out.append(on_field(cid, f"F{i}", cores))
    return out


def cost_in(g, seat: int, cid: str) -> int:
    """What card `cid` (shipped, or one of this file's test cards) costs `seat` to play now."""
    return derived.cost_to_pay(g.st, seat, TEST_DB[cid])


# Multicolour test cards (2-8-2-1): one symbol each.
RB = symbol_spirit("TC-RB", ["red/blue"])
BG = symbol_spirit("TC-BG", ["blue/green"])
RED = symbol_spirit("TC-R", ["red"])
TRI = symbol_spirit("TC-TRI", ["white"], reduction=["red", "blue", "green"], cost=5)   # reduces by red, blue, green
MULTI = [RB, BG, RED, TRI]
CHEAP = symbol_spirit("TC-CHEAP", ["white"], reduction=["red", "red", "red"], cost=1)   # more reduction than cost
TEST_DB = card_db([*MULTI, CHEAP])


# ---- 2-6 / 2-7-3: reduction from matching symbols, capped ------------------------------------

@pytest.mark.parametrize("field, card, expected", [
    ((), "VAN-004", 5),                                   # 2-6-2: base cost
    (("VAN-001",), "VAN-004", 4),                         # one red symbol
    (("VAN-004",), "VAN-004", 3),                         # 2-8-3: two symbols on one card
    (("VAN-004", "VAN-001"), "VAN-004", 2),               # three symbols, three reduction symbols
    (("VAN-004", "VAN-001", "VAN-002"), "VAN-004", 2),    # four symbols: capped at three
    (("VAN-004", "VAN-004", "VAN-004"), "VAN-003", 1),    # six symbols, two reduction symbols
    (("VAN-005", "VAN-006", "VAN-007"), "VAN-004", 5),    # blue symbols do not match red
    (("VAN-004",), "VAN-001", 0),                         # never below zero
    (("VAN-009",), "VAN-003", 2),                         # a nexus symbol counts
    (("VAN-009", "VAN-001"), "VAN-003", 1),
    (("VAN-005",), "VAN-011", 2),                         # magic (10-8-5)
    (("VAN-004",), "VAN-013", 2),
    (("VAN-004",), "VAN-010", 3),                         # nexus, wrong colour (10-7-5)
    (("VAN-010",), "VAN-010", 2),                         # nexus, matching (10-7-5)
])
def test_2_7_3_reduction_per_matching_symbol_capped_by_reduction_symbols(field, card, expected):
    """2-6-2 / 2-7-3 / 10-6-5 / 10-7-5 / 10-8-5: one less per matching symbol on your field, at most
    one per printed reduction symbol, never below zero."""
    g = make(p1={"field": field_of(*field)})
    assert cost_in(g, 0, card) == expected


def test_2_7_3_reduction_never_makes_a_cost_negative():
    """2-7-3 / 10-6-5: three matching symbols against a cost of 1 give a cost of 0, not -2: summoning
    still needs its LV1 core, so with no core at all it is not possible."""
    field = [on_field("VAN-004", "T", 0), on_field("VAN-009", "N", 0)]
    g = make([CHEAP], p1={"soul_core": "T", "hand": ["TC-CHEAP"], "field": field})
    assert cost_in(g, 0, "TC-CHEAP") == 0
    # the only core is T's soul core: taking it for LV1 is allowed (T self-destroys), so it is legal
    assert "summon TC-CHEAP" in g.legal_actions()
    g = make([CHEAP], p1={"soul_core": "trash", "hand": ["TC-CHEAP"],
                              "field": [on_field("VAN-009", "N", 0), on_field("VAN-009", "M", 0),
                                        on_field("VAN-009", "O", 0)]})
    assert cost_in(g, 0, "TC-CHEAP") == 0
    assert "summon TC-CHEAP" not in g.legal_actions()
    with pytest.raises(IllegalAction) as err:
        g.apply("summon TC-CHEAP")
    assert err.value.rule == "10-6-6"


def test_2_7_3_only_your_own_field_counts():
    """2-7-3: symbols on the opponent's field never reduce your costs; yours never reduce theirs."""
    g = make(p1={"field": field_of("VAN-004", "VAN-001")}, p2={"field": []})
    assert cost_in(g, 0, "VAN-004") == 2
    assert cost_in(g, 1, "VAN-004") == 5


def test_2_7_3_exhausted_cards_symbols_still_count():
    """2-7-3: every symbol on your field counts, whether its card is refreshed or exhausted."""
    g = make(p1={"field": [on_field("VAN-004", "T", exhausted=True), on_field("VAN-001", "R", exhausted=True)]})
    assert cost_in(g, 0, "VAN-004") == 2


@pytest.mark.parametrize("field, card, expected", [
    (("VAN-008",), "VAN-002", 1),               # 2-8-2-1: red/blue as red
    (("VAN-008",), "VAN-006", 1),               # 2-8-2-1: red/blue as blue
    (("VAN-008",), "VAN-008", 3),               # one symbol fills only one slot
    (("VAN-008", "VAN-008"), "VAN-008", 2),
    (("VAN-008", "VAN-008", "VAN-008"), "VAN-008", 2),
    (("VAN-008", "VAN-001"), "VAN-008", 2),     # red/blue must be blue here
    (("VAN-001", "VAN-008"), "VAN-008", 2),
    (("VAN-008", "VAN-005"), "VAN-008", 2),     # red/blue must be red here
    (("VAN-008", "VAN-008", "VAN-008"), "VAN-004", 2),   # three red/blue as three reds
])
def test_2_8_2_1_multicolour_symbol_counts_as_either_colour(field, card, expected):
    """2-8-2-1 / 2-8-2-2: a two-colour symbol counts as whichever of its colours helps."""
    g = make(p1={"field": field_of(*field)})
    assert cost_in(g, 0, card) == expected


@pytest.mark.parametrize("order", list(permutations(["TC-RB", "TC-BG", "TC-R"])))
def test_2_8_2_2_best_colour_choice_whatever_the_field_order(order):
    """2-8-2-2: the player picks each two-colour symbol's colour, so the full reduction (red from the
    red symbol, blue from red/blue, green from blue/green) is found in every field order."""
    g = make(MULTI, p1={"field": field_of(*order)})
    assert cost_in(g, 0, "TC-TRI") == 2


@pytest.mark.parametrize("order", list(permutations(["TC-RB", "TC-RB", "TC-BG"])))
def test_2_8_2_2_two_colour_symbols_only_cover_what_they_can(order):
    """2-8-2-2: red/blue, red/blue, blue/green can be red, blue, green: all three slots."""
    g = make(MULTI, p1={"field": field_of(*order)})
    assert cost_in(g, 0, "TC-TRI") == 2


def test_2_8_2_2_two_colour_symbols_cannot_cover_a_missing_colour():
    """2-8-2-2: two red/blue symbols cannot provide green: only two of three slots."""
    g = make(MULTI, p1={"field": field_of("TC-RB", "TC-RB")})
    assert cost_in(g, 0, "TC-TRI") == 3


# ---- 10-6-6: paying ---------------------------------------------------------------------------

def test_10_6_6_summon_pays_reduced_cost_into_the_trash():
    """10-6-4 / 10-6-5 / 10-6-6: the paid cores (cost after reduction) move to the trash; the LV1 core
    goes on the card."""
    g = make(p1={"reserve": 4, "soul_core": "trash", "hand": ["VAN-003"],
                    "field": [on_field("VAN-001", "R")]})
    g.apply("summon VAN-003")
    assert g.decision.kind == "pay"
    g.apply("pay auto")
    g.apply("put auto")
    p = g.st.players[0]
    assert (p.trash_cores, p.reserve) == (2, 1)
    new = g.st.by_label("A1")
    assert new.card.id == "VAN-003" and new.cores == 1


def test_10_6_6_payment_may_only_use_own_field_and_reserve():
    """10-6-6: the pay decision offers exactly the reserve (soul core included) and your own field
    cards that hold cores; never life, trash or the opponent's cards."""
    g = make(p1={"reserve": 1, "trash_cores": 3, "soul_core": "reserve", "hand": ["VAN-002"],
                    "field": [on_field("VAN-005", "A", 2), on_field("VAN-010", "N", 1),
                              on_field("VAN-009", "E", 0)]},
                p2={"reserve": 3, "field": [on_field("VAN-006", "B", 2)]})
    g.apply("summon VAN-002")
    single = {a for a in g.legal_actions() if a.startswith("pay ") and a != "pay auto"}
    assert single == {"pay reserve", "pay reserve soul", "pay A", "pay N"}


def test_10_6_6_cancel_at_every_point_of_the_payment_changes_nothing():
    """10-6-6 / 10-6-7: whichever cores were chosen so far, cancelling leaves the game as it was."""
    base = dict(p1={"reserve": 2, "soul_core": "reserve", "hand": ["VAN-003"],
                    "field": [on_field("VAN-005", "A", 3)]})
    g = make(**base)
    before = dump(g)
    prefixes = [[]]
    for first in ("pay reserve", "pay reserve soul", "pay A"):
        prefixes.append([first])
        for second in ("pay reserve", "pay A", "pay auto"):
            prefixes.append([first, second])
    prefixes.append(["pay auto"])
    prefixes.append(["pay auto", "put A"])
    prefixes.append(["pay auto", "put reserve soul"])
    tried = 0
    for prefix in prefixes:
        g = make(**base)
        g.apply("summon VAN-003")
        try:
            for action in prefix:
                g.apply(action)
        except IllegalAction:
            continue
        if g.decision.kind not in ("pay", "place_cores"):
            continue
        g.apply("cancel")
        after = dump(g)
        # the log of actions differs; the state must not
        for key in ("players", "field", "mods", "battle", "resolving", "decision"):
            assert after[key] == before[key], (prefix, key)
        tried += 1
    assert tried >= 8


def test_10_6_6_unaffordable_magic_in_a_flash_window_is_rejected_citing_10_8_6():
    """10-8-6: a magic card whose use cost exceeds the cores available is not legal; the reason cites
    10-8-6 and nothing changes."""
    g = make(p1={"field": [on_field("VAN-003", "A")]},
                p2={"reserve": 1, "soul_core": "trash", "hand": ["VAN-013"]}, step="attack")
    g.apply("attack A")
    assert g.decision.player == 1 and g.decision.kind == "flash"
    before = dump(g)
    with pytest.raises(IllegalAction) as err:
        g.apply("use VAN-013")
    assert err.value.rule == "10-8-6"
    assert dump(g) == before


# ---- 10-1-1-1: self-destruction by paying ------------------------------------------------------

ON_DESTROYED = symbol_spirit("TC-WD", ["white"], effects=[
    {"kind": "triggered", "timing": {"event": "destroyed", "subject": "this"},
     "actions": [{"do": "draw", "count": 1}]}])
WATCHER = symbol_spirit("TC-WATCH", ["white"], effects=[
    {"kind": "triggered", "timing": {"event": "destroyed", "subject": "any"},
     "actions": [{"do": "draw", "count": 1}]}])


def test_10_1_1_1_paying_with_the_last_core_self_destroys_without_triggers():
    """10-1-1-1: paying a cost with the only core of your own spirit drops it below LV1: it is
    self-destroyed, goes to the trash, and no "when destroyed" effect of anyone fires (its own, or the
    opponent's "whenever a spirit is destroyed")."""
    g = make([ON_DESTROYED, WATCHER],
                p1={"reserve": 2, "soul_core": "trash", "hand": ["VAN-002"], "field": [on_field("TC-WD", "X")]},
                p2={"field": [on_field("TC-WATCH", "W")]})
    g.apply("summon VAN-002")
    g.apply("pay X")
    g.apply("pay reserve")
    g.apply("put reserve")
    st = g.st
    assert st.by_label("X") is None
    assert [c.id for c in st.players[0].trash] == ["TC-WD"]
    assert st.players[0].hand == [] and st.players[1].hand == []
    assert any(e.rule == "10-1-1-1" for e in g.events)
    assert not any(e.kind == "destroy" for e in g.events)
    assert g.decision.kind == "main"


def test_10_1_1_1_paying_a_magic_cost_with_the_last_core_self_destroys():
    """10-1-1-1 / 10-8-6: the same holds when the payment is a magic card's use cost."""
    g = make([ON_DESTROYED],
                p1={"reserve": 2, "soul_core": "trash", "hand": ["VAN-011"], "field": [on_field("TC-WD", "X")],
                    "deck": ["VAN-001", "VAN-002", "VAN-003"]})
    g.apply("use VAN-011")
    g.apply("pay X")
    g.apply("pay reserve")
    g.apply("pay reserve")
    st = g.st
    assert st.by_label("X") is None
    # Quick Study drew two; the self-destroyed spirit drew nothing
    assert sorted(c.id for c in st.players[0].hand) == ["VAN-001", "VAN-002"]
    assert sorted(c.id for c in st.players[0].trash) == ["TC-WD", "VAN-011"]


def test_8_2_2_2_a_card_an_effect_forbids_to_play_is_refused_with_that_effects_words():
    """BSS03-117's "cannot:play" reads its filter's `colours_off_field` against the hand's player's field:
    a blue magic card with only red symbols there is refused, quoting the effect; a red one is not."""
    g = make(p1={"field": [on_field("BSS03-117", "N", cores=0)]},
             p2={"reserve": 5, "soul_core": "void", "hand": ["BSS03-136", "VAN-012"],
                 "field": [on_field("VAN-003", "X")]}, turn=4, active="p2", step="attack")
    g.apply("attack X")
    g.apply("pass")
    refused = g.refusal("use BSS03-136 2")
    assert refused is not None and refused.rule == "8-2-2-2"
    assert "[N] Seabed Lighthouse says" in refused.why and "share no colour" in refused.why
    assert "use VAN-012" in g.legal_actions()
