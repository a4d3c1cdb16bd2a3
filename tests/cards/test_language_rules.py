"""The composable parts of the effect language at work in the engine (issue 9, part 6): amounts
read from the game (8-7-1: a directive does what it says, counted as it is performed), conditions
built from small tests with all/any/not (8-3-3), and durations on the directive (8-8-1-4)."""

from __future__ import annotations

from typing import Any

from bss_tui.carddb.schema import Card
from bss_tui.engine import derived
from bss_tui.engine.destruction import protection
from bss_tui.scenario import position_game

NEXUS = {"id": "TL-NEX", "name": "Test Tower", "type": "nexus", "colours": ["red"], "cost": 0, "symbols": ["red"],
         "levels": [{"level": 1, "cores": 0}]}
SPIRIT = {"id": "TL-SPI", "name": "Test Wyrm", "type": "spirit", "colours": ["red"], "cost": 0,
          "symbols": ["red"], "levels": [{"level": 1, "cores": 1, "bp": 3000}]}
MY_NEXUSES = {"of": "cards", "filter": {"side": "you", "types": ["nexus"]}}


def spell(*actions: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"id": "TL-MAG", "name": "Test Spell", "type": "magic", "colours": ["red"], "cost": 0,
            "effects": [{"kind": "magic", "windows": ["main"], "actions": list(actions), **extra}]}


def game(card: dict[str, Any], nexuses: int = 2, opp_hand: int = 0) -> Any:
    field = [{"label": f"N{i}", "card": "TL-NEX", "cores": 0} for i in range(nexuses)]
    field.append({"label": "A", "card": "TL-SPI", "cores": 1})
    p1 = {"life": 5, "reserve": 0, "deck": ["VAN-001"] * 6, "hand": ["TL-MAG"], "field": field}
    p2 = {"life": 5, "reserve": 0, "deck": ["VAN-001"] * 6, "hand": ["VAN-001"] * opp_hand,
          "field": [{"label": "B", "card": "TL-SPI", "cores": 1}, {"label": "C", "card": "TL-SPI", "cores": 1}]}
    position = {"turn": 3, "active": "p1", "step": "main", "player_one": "p1", "p1": p1, "p2": p2}
    return position_game(position, [NEXUS, SPIRIT, card], seed=0, origin="<test>")


def use(g: Any) -> None:
    g.apply("use TL-MAG")
    while g.decision is not None and g.decision.kind == "pay":
        g.apply("pay auto")


def hand_size(g: Any, seat: int = 0) -> int:
    return len(g.st.players[seat].hand)


def field_card(g: Any, label: str) -> Any:
    return next(fc for fc in g.st.field if fc.label == label)


def test_8_7_1_a_draw_counts_the_cards_it_names_as_it_is_performed() -> None:
    g = game(spell({"do": "draw", "count": MY_NEXUSES}), nexuses=2)
    use(g)
    assert hand_size(g) == 2          # the spell left the hand; one card drawn per nexus
    g = game(spell({"do": "draw", "count": MY_NEXUSES}), nexuses=0)
    use(g)
    assert hand_size(g) == 0


def test_8_8_1_3_5_a_bp_change_is_an_amount_times_a_count() -> None:
    bonus = {"of": "hand", "player": "opponent", "times": 1000}
    g = game(spell({"do": "bp", "amount": bonus, "target": {"kind": "select", "filter": {"side": "you", "types": ["spirit"]}}}),
             opp_hand=3)
    use(g)
    assert derived.bp(g.st, field_card(g, "A")) == 3000 + 3000


def test_8_5_3_the_number_to_select_may_be_a_count() -> None:
    exhaust = {"do": "exhaust", "target": {"kind": "select", "count": {**MY_NEXUSES},
                                           "filter": {"side": "opponent", "types": ["spirit"]}}}
    g = game(spell(exhaust), nexuses=1)
    use(g)
    if g.decision is not None and g.decision.kind == "target":
        g.apply("pick B")
    assert [field_card(g, x).exhausted for x in ("B", "C")].count(True) == 1


def test_8_3_3_conditions_compose_with_all_any_and_not() -> None:
    have_nexus = {"test": "count", "count": MY_NEXUSES, "at_least": 1}
    small_hand = {"test": "count", "count": {"of": "hand"}, "at_most": 0}
    cases = [({"test": "not", "of": have_nexus}, 0),
             ({"test": "any", "of": [{"test": "not", "of": have_nexus}, small_hand]}, 1),
             ({"test": "all", "of": [have_nexus, small_hand]}, 1),
             ({"test": "all", "of": [have_nexus, {"test": "during", "period": "opponent_turn"}]}, 0)]
    for when, drawn in cases:
        g = game(spell({"do": "draw", "when": when}), nexuses=1)
        use(g)
        assert hand_size(g) == drawn, when


def test_8_8_1_4_lasts_battle_is_refused_on_a_verb_that_happens_at_once() -> None:
    try:
        game(spell({"do": "draw", "lasts": "battle"}))
    except Exception as err:        # the card file is refused with its key named
        assert "lasts" in str(err)
    else:
        raise AssertionError("a draw that lasts was accepted")


def test_8_8_1_3_2_a_max_level_modifier_is_only_for_its_own_card() -> None:
    """A level never depends on the other cards' levels: "max_level" as a constant effect treats
    the card it is printed on as its highest level, nothing else (BSS01-022)."""
    raised = {**SPIRIT, "id": "TL-MAX", "levels": [{"level": 1, "cores": 1, "bp": 1000}, {"level": 2, "cores": 5, "bp": 9000}],
              "effects": [{"kind": "constant", "modifiers": [{"what": "max_level"}]}]}
    card = Card.model_validate(raised)
    assert card.raises_own_level
    others = {**raised, "effects": [{"kind": "constant", "modifiers": [
        {"what": "max_level", "target": {"kind": "all", "filter": {"side": "you"}}}]}]}
    try:
        Card.model_validate(others)
    except ValueError as err:
        assert "max_level" in str(err)
    else:
        raise AssertionError("a max_level modifier on other cards was accepted")


def test_8_8_1_3_an_all_target_with_alt_takes_each_card_once() -> None:
    """`alt` on an "all" target adds the cards of a second filter, each card once (BSS01-135:
    "your spirits with Luster or Blessed"), for a directive and for a constant effect alike."""
    either = {"kind": "all", "filter": {"side": "opponent", "types": ["spirit"], "name_contains": "Wyrm"},
              "alt": {"side": "opponent", "types": ["spirit"], "bp_max": 3000}}
    g = game(spell({"do": "bp", "amount": -1000, "target": either}))
    use(g)
    assert [derived.bp(g.st, field_card(g, x)) for x in ("A", "B", "C")] == [3000, 2000, 2000]
    only_alt = {**either, "filter": {"side": "opponent", "types": ["spirit"], "bp_min": 9000}}
    g = game(spell({"do": "bp", "amount": -1000, "target": only_alt}))
    use(g)
    assert [derived.bp(g.st, field_card(g, x)) for x in ("A", "B", "C")] == [3000, 2000, 2000]
    aura = {**NEXUS, "id": "TL-AURA", "effects": [{"kind": "constant", "modifiers": [
        {"what": "bp", "amount": 1000, "target": {"kind": "all", "filter": {"side": "you", "types": ["nexus"]},
                                                   "alt": {"side": "you", "types": ["spirit"]}}}]}]}
    position = {"turn": 3, "active": "p1", "step": "main", "player_one": "p1",
                "p1": {"life": 5, "deck": ["VAN-001"], "field": [{"label": "N", "card": "TL-AURA", "cores": 0},
                                                                 {"label": "A", "card": "TL-SPI", "cores": 1}]},
                "p2": {"life": 5, "deck": ["VAN-001"], "field": [{"label": "B", "card": "TL-SPI", "cores": 1}]}}
    g = position_game(position, [aura, SPIRIT], seed=0, origin="<test>")
    assert (derived.bp(g.st, field_card(g, "A")), derived.bp(g.st, field_card(g, "B"))) == (4000, 3000)


def test_8_8_1_3_2_level_changes_apply_in_order_the_last_one_wins() -> None:
    """`min_level` (BSS01-134, BSS01-095) and `max_level` are both level changes: the later one
    decides the level, and so the BP and the level-gated effects."""
    tall = {**SPIRIT, "id": "TL-TALL", "levels": [{"level": 1, "cores": 1, "bp": 1000},
                                                 {"level": 2, "cores": 2, "bp": 4000},
                                                 {"level": 3, "cores": 6, "bp": 9000}]}
    mine = {"kind": "select", "filter": {"side": "you", "types": ["spirit"]}}
    for first, then, level in (("max_level", "min_level", 1), ("min_level", "max_level", 3)):
        position = {"turn": 3, "active": "p1", "step": "main", "player_one": "p1",
                    "p1": {"life": 5, "deck": ["VAN-001"], "hand": ["TL-MAG"],
                           "field": [{"label": "A", "card": "TL-TALL", "cores": 2}]},
                    "p2": {"life": 5, "deck": ["VAN-001"]}}
        both = spell({"do": first, "target": mine}, {"do": then, "target": {"kind": "those"}})
        g = position_game(position, [tall, both], seed=0, origin="<test>")
        assert derived.level(g.st, field_card(g, "A")) == 2
        use(g)
        assert derived.level(g.st, field_card(g, "A")) == level, (first, then)


def test_8_3_2_a_lost_effect_stays_printed_but_does_nothing() -> None:
    """The `lose_effects` directive switches the targets' effects off for the turn (8-3-2): a nexus
    whose constant effect gave spirits +1000 BP gives nothing, and gives it again next turn."""
    boosting = {**NEXUS, "id": "TL-BOOST", "effects": [{"kind": "constant", "modifiers": [
        {"what": "bp", "amount": 1000, "target": {"kind": "all", "filter": {"side": "you", "types": ["spirit"]}}}]}]}
    card = spell({"do": "lose_effects", "target": {"kind": "all", "filter": {"types": ["nexus"]}}})
    field = [{"label": "N", "card": "TL-BOOST", "cores": 0}, {"label": "A", "card": "TL-SPI", "cores": 1}]
    p1 = {"life": 5, "reserve": 0, "deck": ["VAN-001"] * 6, "hand": ["TL-MAG"], "field": field}
    p2 = {"life": 5, "reserve": 0, "deck": ["VAN-001"] * 6}
    position = {"turn": 3, "active": "p1", "step": "main", "player_one": "p1", "p1": p1, "p2": p2}
    g = position_game(position, [NEXUS, SPIRIT, boosting, card], seed=0, origin="<test>")
    assert derived.bp(g.st, field_card(g, "A")) == 4000
    use(g)
    assert derived.bp(g.st, field_card(g, "A")) == 3000
    g.st.expire("turn")            # 6-8-1-2: "this turn" ends
    assert derived.bp(g.st, field_card(g, "A")) == 4000


def test_8_9_1_substitutions_and_extra_steps_of_a_card_are_about_that_card() -> None:
    """"takes_life_cores" (8-9-1: cores go onto this card instead of a life) and "extra_refresh_step"
    (its controller's turn) are only said of the card they are printed on: target "this"."""
    for what in ("takes_life_cores", "extra_refresh_step"):
        wide = {**SPIRIT, "id": "TL-WIDE", "effects": [{"kind": "constant", "modifiers": [
            {"what": what, "target": {"kind": "all", "filter": {"side": "you"}}}]}]}
        try:
            Card.model_validate(wide)
        except ValueError as err:
            assert what in str(err)
        else:
            raise AssertionError(f"a {what} modifier on other cards was accepted")


def test_8_8_1_4_a_gained_effect_is_a_triggered_effect() -> None:
    """`gain_effect` grants a triggered effect (its timing says when it works on the card that gained
    it); a constant or magic effect cannot be granted this way."""
    ok = spell({"do": "gain_effect", "target": {"kind": "all", "filter": {"side": "you", "types": ["spirit"]}},
                "effect": {"kind": "triggered", "timing": {"event": "blocks"}, "actions": [{"do": "draw"}]}})
    Card.model_validate(ok)
    bad = spell({"do": "gain_effect", "target": {"kind": "all"},
                 "effect": {"kind": "magic", "windows": ["main"], "actions": [{"do": "draw"}]}})
    try:
        Card.model_validate(bad)
    except ValueError as err:
        assert "triggered" in str(err)
    else:
        raise AssertionError("a granted magic effect was accepted")


def test_2_8_2_symbols_are_counted_by_colour_and_by_different_colours() -> None:
    """Count "symbols" (EX01-006..009) and "symbol_colours" (L01-001): a nexus's symbol counts
    like a spirit's; a colour filter on the count keeps only symbols of that colour."""
    red = {"of": "symbols", "colour": "red", "filter": {"side": "you"}}
    g = game(spell({"do": "draw", "count": red}), nexuses=2)       # two red nexuses, one red spirit
    use(g)
    assert hand_size(g) == 3
    blue = {"of": "symbols", "colour": "blue", "filter": {"side": "you"}}
    g = game(spell({"do": "draw", "count": blue}), nexuses=2)
    use(g)
    assert hand_size(g) == 0
    kinds = {"of": "symbol_colours", "filter": {"side": "you"}}
    g = game(spell({"do": "draw", "count": kinds}), nexuses=2)     # all red: one colour
    use(g)
    assert hand_size(g) == 1


def test_10_7_a_summon_naming_nexuses_places_a_nexus_card() -> None:
    """L01-007: `summon` with a filter naming nexuses places a nexus card (10-7), from the trash too."""
    g = game(spell({"do": "summon", "zone": "trash", "pay": "free", "filter": {"types": ["nexus"]}}), nexuses=1)
    g.st.players[0].trash.append(next(fc.card for fc in g.st.field if fc.card.id == "TL-NEX"))
    use(g)
    assert g.legal_actions() == ["pick TL-NEX", "done"]
    g.apply("pick TL-NEX")
    while g.decision is not None and g.decision.kind == "place_cores":
        g.apply("done")
    assert sorted(fc.card.id for fc in g.st.field if fc.controller == 0) == ["TL-NEX", "TL-NEX", "TL-SPI"]


def test_1_3_3_a_battle_indestructible_modifier_guards_against_battle_only() -> None:
    """'battle_indestructible' (PR-006): the constant form of protect's "battle"."""
    guard = {"id": "TL-GRD", "name": "Test Guard", "type": "spirit", "colours": ["white"], "cost": 0,
             "symbols": ["white"], "levels": [{"level": 1, "cores": 1, "bp": 1000}],
             "effects": [{"kind": "constant", "modifiers": [{"what": "battle_indestructible"}]}]}
    p1 = {"life": 5, "deck": ["VAN-001"], "field": [{"label": "G", "card": "TL-GRD", "cores": 1}]}
    p2 = {"life": 5, "deck": ["VAN-001"]}
    g = position_game({"turn": 3, "active": "p1", "step": "main", "player_one": "p1", "p1": p1, "p2": p2},
                      [guard], seed=0, origin="<test>")
    fc = field_card(g, "G")
    assert protection(g, fc, by=1, cause="battle") is not None
    assert protection(g, fc, by=1, cause="effect") is None


def test_7_1_5_2_1_cost_battle_lasts_until_the_next_battle_of_the_turn() -> None:
    """'cost_battle' (L01-010) leaves one running effect, used up by the next battle resolved."""
    g = game(spell({"do": "cost_battle"}))
    use(g)
    assert [m.kind for m in g.st.mods] == ["cost_battle"]
