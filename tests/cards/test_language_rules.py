"""The composable parts of the effect language at work in the engine (issue 9, part 6): amounts
read from the game (8-7-1: a directive does what it says, counted as it is performed), conditions
built from small tests with all/any/not (8-3-3), and durations on the directive (8-8-1-4)."""

from __future__ import annotations

from typing import Any

import pytest

from bss_tui.carddb import effects as E
from bss_tui.carddb.effects import CardFilter, Count, ThoseAre
from bss_tui.carddb.schema import Card
from bss_tui.engine.rules import derived
from bss_tui.engine.rules.compare import Against
from bss_tui.engine.verbs import ascend
from bss_tui.engine.verbs.destruction import protection
from bss_tui.scenario import position_game

NEXUS = {"id": "TL-NEX", "name": "Test Tower", "type": "nexus", "colours": ["red"], "cost": 0, "symbols": ["red"],
         "levels": [{"level": 1, "cores": 0}]}
SPIRIT = {"id": "TL-SPI", "name": "Test Wyrm", "type": "spirit", "colours": ["red"], "cost": 0,
          "symbols": ["red"], "levels": [{"level": 1, "cores": 1, "bp": 3000}]}
MY_NEXUSES = {"of": "field", "filter": {"side": "you", "types": ["nexus"]}}


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


def _rejected(card: dict[str, Any], word: str) -> None:
    try:
        Card.model_validate(card)
    except ValueError as err:
        assert word in str(err), str(err)
    else:
        raise AssertionError(f"accepted: {card}")


def _against_three_spirits(p1: dict[str, Any], step: str, card: dict[str, Any]) -> Any:
    """Player 1's turn 3 at `step` with `card` defined, against the vanilla spirits X (VAN-002), Y
    (VAN-003) and Z (VAN-004), one core each."""
    p2 = {"life": 5, "deck": ["VAN-001"], "field": [{"label": "X", "card": "VAN-002", "cores": 1},
                                                     {"label": "Y", "card": "VAN-003", "cores": 1},
                                                     {"label": "Z", "card": "VAN-004", "cores": 1}]}
    return position_game({"turn": 3, "active": "p1", "step": step, "player_one": "p1", "p1": p1, "p2": p2},
                         [card], seed=0, origin="<test>")


def test_8_7_1_a_draw_counts_the_cards_it_names_as_it_is_performed() -> None:
    g = game(spell({"do": "draw", "count": MY_NEXUSES}), nexuses=2)
    use(g)
    assert hand_size(g) == 2          # the spell left the hand; one card drawn per nexus
    g = game(spell({"do": "draw", "count": MY_NEXUSES}), nexuses=0)
    use(g)
    assert hand_size(g) == 0


def test_8_8_1_3_5_a_bp_change_is_an_amount_times_a_count() -> None:
    bonus = {"of": "hand", "player": "opponent", "times": 1000}
    g = game(spell({"do": "apply", "modifiers": [{"what": "bp", "amount": bonus}], "target": {"kind": "select", "filter": {"side": "you", "types": ["spirit"]}}}),
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


def test_8_8_1_3_2_a_max_level_modifier_on_others_reads_no_level() -> None:
    """A level never depends on the other cards' levels: "max_level" as a constant effect treats the
    card it is printed on as its highest level (BSS01-022), or the cards of a target "all" whose filter
    reads no level, BP or keyword (BSS03-098: "your spirits with no effects listed")."""
    raised = {**SPIRIT, "id": "TL-MAX", "levels": [{"level": 1, "cores": 1, "bp": 1000}, {"level": 2, "cores": 5, "bp": 9000}],
              "effects": [{"kind": "constant", "modifiers": [{"what": "max_level"}]}]}
    card = Card.model_validate(raised)
    assert card.raises_own_level and not card.raises_others_level
    plain = {**raised, "effects": [{"kind": "constant", "modifiers": [
        {"what": "max_level", "target": {"kind": "all", "filter": {"side": "you", "has_effects": False}}}]}]}
    card = Card.model_validate(plain)
    assert card.raises_others_level and not card.raises_own_level
    for reading in ({"level": {"le": 1}}, {"bp": {"le": 3000}}, {"keyword": "Crush"}, {"not": {"keyword": "Crush"}}):
        others = {**raised, "effects": [{"kind": "constant", "modifiers": [
            {"what": "max_level", "target": {"kind": "all", "filter": {"side": "you", **reading}}}]}]}
        _rejected(others, "max_level")


def test_8_8_1_3_an_all_target_with_alt_takes_each_card_once() -> None:
    """`alt` on an "all" target adds the cards of a second filter, each card once (BSS01-135:
    "your spirits with Luster or Blessed"), for a directive and for a constant effect alike."""
    either = {"kind": "all", "filter": {"side": "opponent", "types": ["spirit"], "name_contains": "Wyrm"},
              "alt": {"side": "opponent", "types": ["spirit"], "bp": {"le": 3000}}}
    g = game(spell({"do": "apply", "modifiers": [{"what": "bp", "amount": -1000}], "target": either}))
    use(g)
    assert [derived.bp(g.st, field_card(g, x)) for x in ("A", "B", "C")] == [3000, 2000, 2000]
    only_alt = {**either, "filter": {"side": "opponent", "types": ["spirit"], "bp": {"ge": 9000}}}
    g = game(spell({"do": "apply", "modifiers": [{"what": "bp", "amount": -1000}], "target": only_alt}))
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
        both = spell({"do": "apply", "modifiers": [{"what": first}], "target": mine},
                         {"do": "apply", "modifiers": [{"what": then}], "target": {"kind": "those"}})
        g = position_game(position, [tall, both], seed=0, origin="<test>")
        assert derived.level(g.st, field_card(g, "A")) == 2
        use(g)
        assert derived.level(g.st, field_card(g, "A")) == level, (first, then)


def test_8_3_2_a_lost_effect_stays_printed_but_does_nothing() -> None:
    """The `lose_effects` directive switches the targets' effects off for the turn (8-3-2): a nexus
    whose constant effect gave spirits +1000 BP gives nothing, and gives it again next turn."""
    boosting = {**NEXUS, "id": "TL-BOOST", "effects": [{"kind": "constant", "modifiers": [
        {"what": "bp", "amount": 1000, "target": {"kind": "all", "filter": {"side": "you", "types": ["spirit"]}}}]}]}
    card = spell({"do": "apply", "modifiers": [{"what": "lose_effects"}], "target": {"kind": "all", "filter": {"types": ["nexus"]}}})
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
        _rejected(wide, what)


def test_8_8_1_4_a_gained_effect_is_a_triggered_effect() -> None:
    """`gain_effect` grants a triggered effect (its timing says when it works on the card that gained
    it); a constant or magic effect cannot be granted this way."""
    ok = spell({"do": "gain_effect", "target": {"kind": "all", "filter": {"side": "you", "types": ["spirit"]}},
                "effect": {"kind": "triggered", "timing": {"event": "blocks"}, "actions": [{"do": "draw"}]}})
    Card.model_validate(ok)
    bad = spell({"do": "gain_effect", "target": {"kind": "all"},
                 "effect": {"kind": "magic", "windows": ["main"], "actions": [{"do": "draw"}]}})
    _rejected(bad, "triggered")


def test_11_15_3_a_chain_follows_only_with_a_symbol_of_its_colour() -> None:
    """`chain` (11-15): its directives follow the ones before it when the controller has a symbol of
    its colour on the field, read as the chain is reached; the red spirit of this game gives red."""
    red = game(spell({"do": "draw"}, {"do": "chain", "colour": "red", "actions": [{"do": "draw"}]}))
    use(red)
    assert hand_size(red) == 2
    blue = game(spell({"do": "draw"}, {"do": "chain", "colour": "blue", "actions": [{"do": "draw"}]}))
    use(blue)
    assert hand_size(blue) == 1


def test_11_14_1_astral_refuses_a_blocker_without_astral() -> None:
    """Astral (11-14-1) is a block restriction of the attacker: the same defender may block the same
    attacker without it."""
    plain = game(spell({"do": "draw"}))
    astral = {**SPIRIT, "id": "TL-AST", "keywords": [{"name": "Astral"}]}
    sky = game(spell({"do": "apply", "modifiers": [{"what": "keyword", "keyword": "Astral"}], "target": {"kind": "all", "filter": {
        "side": "you", "types": ["spirit"]}}}))
    use(sky)
    assert derived.has_keyword(sky.st, field_card(sky, "A"), "Astral")
    assert not derived.has_keyword(plain.st, field_card(plain, "A"), "Astral")
    Card.model_validate(astral)


def test_10_2_2_no_hand_discard_names_players_only() -> None:
    """"no_hand_discard" names whose hands by a target 'all' with a side and nothing else, like
    "draw_cost"; a filter naming cards is refused."""
    ok = {**NEXUS, "id": "TL-MIRROR", "effects": [{"kind": "constant", "modifiers": [
        {"what": "cannot", "action": "discard", "target": {"kind": "all", "filter": {"side": "you"}}}]}]}
    Card.model_validate(ok)
    bad = {**ok, "effects": [{"kind": "constant", "modifiers": [
        {"what": "cannot", "action": "discard", "target": {"kind": "all", "filter": {"side": "you", "types": ["spirit"]}}}]}]}
    _rejected(bad, "cannot:discard")


def test_bss04_parts_about_their_own_card_take_target_this() -> None:
    """"reduction_fulfilled" (2-7-3, BSS04-002) and "ascend_cost" (11-8-1, BSS04-020) are said of the
    card they are printed on; an effect working in the trash only sets that card's own cost there
    (BSS04-025)."""
    for what in ("reduction_fulfilled", "ascend_cost"):
        _rejected({**SPIRIT, "id": "TL-WIDE", "effects": [{"kind": "constant", "modifiers": [
            {"what": what, "amount": 6, "target": {"kind": "all", "filter": {"side": "you"}}}]}]}, what)
    _rejected({**SPIRIT, "id": "TL-TRASH", "effects": [{"kind": "constant", "zone": "trash", "modifiers": [
        {"what": "bp", "amount": 1000}]}]}, "trash")
    trash = Card.model_validate({**SPIRIT, "id": "TL-TRASH", "cost": 8, "effects": [
        {"kind": "constant", "zone": "trash", "modifiers": [{"what": "cost_set", "amount": 5}]}]})
    assert (trash.cost, trash.trash_cost) == (8, 5)
    assert derived.card_matches(trash, CardFilter(cost=E.Compare(le=6)), in_trash=True)
    assert not derived.card_matches(trash, CardFilter(cost=E.Compare(le=6)))


def test_bss04_next_only_and_reveal_belong_to_their_verbs() -> None:
    """A watch's `next_only` ends it the first time it works, its hand modifiers' next card (BSS04-005)
    or its effect's first trigger (PR-057); several revealed cards are for a summon from the top of
    the deck (BSS04-043); a comparison compares with something."""
    Card.model_validate(spell({"do": "watch", "next_only": True, "effect": {
        "kind": "triggered", "timing": {"event": "attacks", "subject": "yours"}, "actions": [{"do": "draw"}]}}))
    _rejected(spell({"do": "summon", "zone": "trash", "reveal": 4}), "reveal")
    _rejected(spell({"do": "destroy", "target": {"kind": "all", "filter": {"cost": {}}}}), "cost")


def test_bss04_symbols_are_counted_as_they_are_now() -> None:
    """2-8: "with one symbol" reads a card's symbols as counted now on the field (a two-symbol card
    has two), as printed elsewhere; a count of symbols keeps those of the filter's colours."""
    two = {**SPIRIT, "id": "TL-TWO", "symbols": ["red", "red"]}
    g = position_game({"turn": 3, "active": "p1", "step": "main", "player_one": "p1",
                       "p1": {"life": 5, "deck": ["VAN-001"], "field": [
                           {"label": "A", "card": "TL-SPI", "cores": 1}, {"label": "D", "card": "TL-TWO", "cores": 1},
                           {"label": "U", "card": "VAN-005", "cores": 1}]},
                       "p2": {"life": 5, "deck": ["VAN-001"]}}, [SPIRIT, two], seed=0, origin="<test>")
    one = CardFilter(symbols=E.Compare(eq=1))
    assert [fc.label for fc in g.st.field if derived.matches(g.st, fc, one, 0, None)] == ["A", "U"]
    red = Count(of="field", measure="symbols", filter=CardFilter(side="you", colours=("red",)))
    assert derived.amount(g.st, red, 0) == 3
    assert derived.amount(g.st, Count(of="field", measure="symbols", filter=CardFilter(side="you")), 0) == 4
def _mine(spell_card: dict[str, Any], p1: dict[str, Any], p2_field: list[dict[str, Any]]) -> Any:
    me = {"life": 5, "reserve": 0, "deck": ["VAN-001"] * 6, "hand": ["TL-MAG"], "field": [], **p1}
    p2 = {"life": 5, "reserve": 0, "deck": ["VAN-005"] * 8, "field": p2_field}
    position = {"turn": 3, "active": "p1", "step": "main", "player_one": "p1", "p1": me, "p2": p2}
    return position_game(position, [NEXUS, SPIRIT, spell_card], seed=0, origin="<test>")


def test_8_7_1_a_count_of_those_cost_adds_up_the_chosen_cards_costs() -> None:
    """BSS04-086: as many cards discarded as the cost of the spirit chosen before (its last known
    cost once it is destroyed)."""
    pick = {"do": "choose", "target": {"kind": "select", "filter": {"side": "opponent", "types": ["spirit"]}}}
    g = _mine(spell(pick, {"do": "destroy", "target": {"kind": "those"}},
                    {"do": "mill", "player": "opponent", "count": {"of": "those", "measure": "cost"}}), {},
              [{"label": "B", "card": "VAN-003", "cores": 1}, {"label": "C", "card": "VAN-001", "cores": 1}])
    use(g)
    g.apply("pick B")                 # cost 3
    assert len(g.st.players[1].deck) == 8 - 3
    assert [fc.label for fc in g.st.field] == ["C"]


def test_10_7_a_summon_directive_places_a_nexus_card_its_filter_lets_through() -> None:
    """BSS04-095: "place a nexus card from your trash without paying its cost"; spirit cards are
    not offered by a filter naming nexuses."""
    place = {"do": "summon", "zone": "trash", "pay": "free", "filter": {"types": ["nexus"]}}
    g = _mine(spell(place), {"trash": ["VAN-010", "VAN-003"]}, [])
    use(g)
    assert "pick VAN-003" not in g.decision.options
    g.apply("pick VAN-010")
    while g.decision is not None and g.decision.kind == "place_cores":
        g.apply("done")
    assert [fc.card.id for fc in g.st.field] == ["VAN-010"]
    assert [c.id for c in g.st.players[0].trash] == ["VAN-003", "TL-MAG"]


def test_12_2_1_a_summon_from_the_deck_top_may_reveal_several_and_discard_the_rest() -> None:
    """BSS04-102: reveal five, place a nexus card among them, discard the other four; the sixth card
    stays on top."""
    reveal = {"do": "summon", "zone": "deck_top", "reveal": 5, "pay": "free", "filter": {"types": ["nexus"]},
              "otherwise_trash": True}
    deck = ["VAN-001", "VAN-002", "VAN-010", "VAN-003", "VAN-004", "VAN-005"]     # top first
    g = _mine(spell(reveal), {"deck": deck}, [])
    use(g)
    g.apply("pick VAN-010")
    while g.decision is not None and g.decision.kind == "place_cores":
        g.apply("done")
    assert [fc.card.id for fc in g.st.field] == ["VAN-010"]
    assert [c.id for c in g.st.players[0].deck] == ["VAN-005"]
    assert sorted(c.id for c in g.st.players[0].trash) == ["TL-MAG", "VAN-001", "VAN-002", "VAN-003", "VAN-004"]


def test_2_8_a_filter_counts_symbols_and_a_count_reads_each_cards_own() -> None:
    """BSS04-132 ("with one symbol"): a two-symbol spirit is not selectable; BSS04-104: a modifier's
    amount "for each symbol they have" is read card by card."""
    exhaust = {"do": "exhaust", "target": {"kind": "select", "filter": {"side": "opponent", "types": ["spirit"],
                                                                        "symbols": {"eq": 1}}}}
    g = _mine(spell(exhaust), {}, [{"label": "B", "card": "VAN-004", "cores": 1},
                                   {"label": "C", "card": "VAN-003", "cores": 1}])
    use(g)
    assert field_card(g, "C").exhausted and not field_card(g, "B").exhausted
    jaw = {**NEXUS, "id": "TL-JAW", "effects": [{"kind": "constant", "modifiers": [
        {"what": "bp", "amount": {"of": "own", "measure": "symbols", "times": 1000},
         "target": {"kind": "all", "filter": {"side": "you", "types": ["spirit"]}}}]}]}
    position = {"turn": 3, "active": "p1", "step": "main", "player_one": "p1",
                "p1": {"life": 5, "deck": ["VAN-001"], "field": [{"label": "J", "card": "TL-JAW", "cores": 0},
                                                                 {"label": "A", "card": "VAN-004", "cores": 1},
                                                                 {"label": "V", "card": "VAN-001", "cores": 1}]},
                "p2": {"life": 5, "deck": ["VAN-001"]}}
    g = position_game(position, [jaw], seed=0, origin="<test>")
    assert derived.bp(g.st, field_card(g, "A")) == 5000 + 2000
    assert derived.bp(g.st, field_card(g, "V")) == 1000 + 1000


def test_8_3_3_a_those_condition_compares_with_the_event_card_by_a_margin() -> None:
    """BSS04-104: the chosen card's BP at most the event card's less 5000."""
    g = _mine(spell({"do": "draw"}), {"field": [{"label": "A", "card": "VAN-007", "cores": 1}]},
              [{"label": "B", "card": "VAN-001", "cores": 1}, {"label": "C", "card": "VAN-003", "cores": 1}])
    cond = ThoseAre(filter=CardFilter(bp=E.Compare(le=E.Of(of="event", plus=-5000))))
    a, b, c = (field_card(g, x) for x in "ABC")
    assert derived.condition_holds(g.st, cond, 0, None, those=[b], event=a)        # 1000 <= 6000 - 5000
    assert not derived.condition_holds(g.st, cond, 0, None, those=[c], event=a)    # 3000 > 1000


def test_7_1_5_3_1_an_attack_that_cannot_take_the_last_life_stops_at_one_core() -> None:
    """BSS04-128: the marked spirit's two-symbol attack takes one core of two; an unmarked one takes the last."""
    wall = {"id": "TL-WALL", "name": "Test Wall", "type": "magic", "colours": ["white"], "cost": 0,
            "effects": [{"kind": "magic", "windows": ["flash"], "actions": [
                {"do": "apply", "modifiers": [{"what": "cannot", "action": "take_last_life"}],
                 "target": {"kind": "all", "filter": {"side": "opponent", "types": ["spirit"], "cost": {"le": 5}}}}]}]}
    position = {"turn": 4, "active": "p2", "step": "attack", "player_one": "p1",
                "p1": {"life": 2, "deck": ["VAN-001"], "hand": ["TL-WALL"]},
                "p2": {"life": 5, "deck": ["VAN-001"], "field": [{"label": "X", "card": "VAN-004", "cores": 1},
                                                                  {"label": "Y", "card": "VAN-007", "cores": 1}]}}
    g = position_game(position, [wall], seed=0, origin="<test>")
    for action in ("attack X", "use TL-WALL", "pass", "pass", "noblock"):
        g.apply(action)
    assert g.st.life_total(0) == 1            # VAN-004's two symbols take only one core
    for action in ("attack Y", "pass", "pass", "noblock"):
        g.apply(action)
    assert g.st.life_total(0) == 0            # VAN-007 (cost 6) was not marked


def test_11_8_2_an_ascend_cost_modifier_changes_the_cost_only_for_ascend() -> None:
    """BSS04-071: counted as costing 7 by an Ascend of "cost 6 or more", its cost stays 4 elsewhere."""
    bird = {**SPIRIT, "id": "TL-BIRD", "cost": 4,
            "effects": [{"kind": "constant", "modifiers": [{"what": "ascend_cost", "amount": 7}]}]}
    big = {**SPIRIT, "id": "TL-BIG", "cost": 0, "keywords": [{"name": "Ascend", "filter": {"cost": {"ge": 6}}}]}
    position = {"turn": 3, "active": "p1", "step": "main", "player_one": "p1",
                "p1": {"life": 5, "deck": ["VAN-001"], "field": [{"label": "B", "card": "TL-BIRD", "cores": 1},
                                                                 {"label": "W", "card": "VAN-008", "cores": 1}]},
                "p2": {"life": 5, "deck": ["VAN-001"]}}
    g = position_game(position, [bird, big], seed=0, origin="<test>")
    assert field_card(g, "B").card.cost == 4
    assert [fc.label for fc in ascend.ascend_candidates(g, 0, Card.model_validate(big))] == ["B"]   # not W (cost 4)


def test_11_8_1_a_skip_ascend_modifier_lets_a_hand_card_skip_ascend_by_exhausting_its_card() -> None:
    """BSS04-114: with no spirit to pay Ascend, the summon is legal only while the permitting card is
    refreshed; using it exhausts that card."""
    gate = {**NEXUS, "id": "TL-GATE", "effects": [{"kind": "constant", "modifiers": [
        {"what": "may", "action": "skip_ascend", "target": {"kind": "all", "filter": {"side": "you", "keyword": "Ascend"}}}]}]}
    big = {**SPIRIT, "id": "TL-BIG", "cost": 0, "keywords": [{"name": "Ascend", "filter": {"cost": {"ge": 6}}}]}
    position = {"turn": 3, "active": "p1", "step": "main", "player_one": "p1",
                "p1": {"life": 5, "reserve": 1, "deck": ["VAN-001"], "hand": ["TL-BIG"],
                       "field": [{"label": "G", "card": "TL-GATE", "cores": 0}]},
                "p2": {"life": 5, "deck": ["VAN-001"]}}
    g = position_game(position, [gate, big], seed=0, origin="<test>")
    for action in ("summon TL-BIG", "yes"):
        g.apply(action)
    while g.decision is not None and g.decision.kind in ("pay", "place_cores"):
        g.apply("put auto" if g.decision.kind == "place_cores" else "pay auto")
    assert field_card(g, "G").exhausted
    assert sorted(fc.card.id for fc in g.st.field) == ["TL-BIG", "TL-GATE"]


def test_1_3_3_a_no_exhaust_modifier_stops_only_the_opponents_effects() -> None:
    """BSS04-106: the opponent's exhaust effect leaves the card refreshed; its controller's own does not."""
    guard = {**NEXUS, "id": "TL-GUARD", "effects": [{"kind": "constant", "modifiers": [
        {"what": "cannot", "action": "be_exhausted", "target": {"kind": "all", "filter": {"side": "you", "types": ["spirit"]}}}]}]}
    tire = spell({"do": "exhaust", "target": {"kind": "all", "filter": {"types": ["spirit"]}}})
    position = {"turn": 3, "active": "p1", "step": "main", "player_one": "p1",
                "p1": {"life": 5, "deck": ["VAN-001"], "hand": ["TL-MAG"],
                       "field": [{"label": "A", "card": "VAN-001", "cores": 1}]},
                "p2": {"life": 5, "deck": ["VAN-001"], "field": [{"label": "G", "card": "TL-GUARD", "cores": 0},
                                                                  {"label": "B", "card": "VAN-002", "cores": 1}]}}
    g = position_game(position, [guard, tire], seed=0, origin="<test>")
    use(g)
    assert field_card(g, "A").exhausted           # the caster's own spirit
    assert not field_card(g, "B").exhausted       # the guarded opponent's spirit
def test_4_5_3_a_draw_until_fills_the_hand_to_a_size_and_no_further() -> None:
    g = game(spell({"do": "draw", "until": 3}))
    use(g)
    assert hand_size(g) == 3          # the spell left the hand empty: three drawn
    g = game(spell({"do": "draw", "until": 3, "player": "opponent"}), opp_hand=4)
    use(g)
    assert hand_size(g, 1) == 4       # already more than three: none drawn


def test_10_2_2_a_discard_with_a_filter_offers_only_matching_cards() -> None:
    g = game(spell({"do": "discard", "count": 1, "filter": {"colours": ["blue"]}, "player": "opponent"}), opp_hand=2)
    use(g)
    assert hand_size(g, 1) == 2       # VAN-001 is not blue: nothing may be discarded
    red = spell({"do": "discard", "count": 1, "filter": {"colours": ["red"]}, "player": "opponent"})
    g = game(red, opp_hand=2)
    use(g)
    assert g.decision is not None and g.decision.kind == "discard"


def test_8_1_4_a_constant_effects_target_compares_bp_with_its_own_card() -> None:
    """The event card of a modifier's target filter is the constant effect's own card (BSS03-014)."""
    weak = {"id": "TL-WEAK", "name": "Test Shield", "type": "spirit", "colours": ["red"], "cost": 0,
            "levels": [{"level": 1, "cores": 1, "bp": 3000}],
            "effects": [{"kind": "constant", "modifiers": [{"what": "cannot", "action": "reduce_life", "target": {
                "kind": "all", "filter": {"side": "opponent", "bp": {"lt": "event"}}}}]}]}
    p2 = {"life": 5, "deck": ["VAN-001"] * 3, "field": [{"label": "B", "card": "TL-SPI", "cores": 1}]}
    p1 = {"life": 5, "deck": ["VAN-001"] * 3, "field": [{"label": "W", "card": "TL-WEAK", "cores": 1},
                                                        {"label": "A", "card": "VAN-001", "cores": 1}]}
    position = {"turn": 4, "active": "p2", "step": "main", "player_one": "p1", "p1": p1, "p2": p2}
    g = position_game(position, [NEXUS, SPIRIT, weak], seed=0, origin="<test>")
    b = field_card(g, "B")
    a = field_card(g, "A")
    assert any(True for _ in derived.modifiers_on(g.st, a, "cannot:reduce_life")) is False   # its own side's: no
    assert any(True for _ in derived.modifiers_on(g.st, b, "cannot:reduce_life")) is False   # 3000: not fewer
    p2["field"] = [{"label": "B", "card": "VAN-001", "cores": 1}]                        # 1000 BP: fewer
    g = position_game(position, [NEXUS, SPIRIT, weak], seed=0, origin="<test>")
    assert any(True for _ in derived.modifiers_on(g.st, field_card(g, "B"), "cannot:reduce_life"))


def test_10_7_a_revealed_nexus_taken_to_the_field_is_placed_free() -> None:
    card = spell({"do": "reveal_take", "count": 2, "filter": {"types": ["nexus"]}, "to": "field"})
    p1 = {"life": 5, "reserve": 0, "deck": ["VAN-001", "TL-NEX", "VAN-002"], "hand": ["TL-MAG"]}
    p2 = {"life": 5, "deck": ["VAN-001"]}
    position = {"turn": 3, "active": "p1", "step": "main", "player_one": "p1", "p1": p1, "p2": p2}
    g = position_game(position, [NEXUS, SPIRIT, card], seed=0, origin="<test>")
    use(g)
    while g.decision is not None and g.decision.kind == "place_cores":
        g.apply("done")
    assert [fc.card.id for fc in g.st.field] == ["TL-NEX"]            # placed without paying (it costs 0 here too)
    assert [c.id for c in g.st.players[0].deck] == ["VAN-001", "VAN-002"]   # bottom first: the other one under
    assert hand_size(g) == 0


def test_4_5_3_drawn_counts_the_cards_a_player_drew_by_their_own_effects() -> None:
    mine = {"test": "count", "count": {"of": "drawn"}, "at_least": 1}
    g = game(spell({"do": "draw"}, {"do": "draw", "when": mine}))
    use(g)
    assert hand_size(g) == 2 and g.st.drawn_this_turn(0) == 2
    theirs = {"test": "count", "count": {"of": "drawn", "player": "opponent"}, "at_least": 1}
    g = game(spell({"do": "draw", "player": "opponent"}, {"do": "draw", "when": theirs}))
    use(g)
    assert hand_size(g, 1) == 1 and hand_size(g) == 0     # my effect made them draw: not their own effect
def test_10_2_2_a_discard_with_a_filter_offers_only_matching_hand_cards() -> None:
    """`discard` with a `filter` lets the player discard only hand cards matching it, by their printed
    facts ("discard a nexus card": BSS03-082); with none matching, nothing is discarded."""
    card = spell({"do": "discard", "count": 1, "filter": {"types": ["nexus"]}})
    g = game(card)
    p = g.st.players[0]
    p.hand.append(p.deck[0])                                    # a spirit card (VAN-001)
    p.hand.append(Card.model_validate(NEXUS))
    use(g)
    assert g.legal_actions() == ["discard TL-NEX"]
    g.apply("discard TL-NEX")
    assert [c.id for c in p.hand] == ["VAN-001"] and "TL-NEX" in [c.id for c in p.trash]
    g = game(card)
    g.st.players[0].hand.append(g.st.players[0].deck[0])
    use(g)
    assert [c.id for c in g.st.players[0].hand] == ["VAN-001"]     # no nexus card: nothing discarded


def test_11_9_1_a_hand_keyword_of_its_own_works_in_the_hand_while_its_condition_holds() -> None:
    """A "hand_keyword" modifier with target "this", in an effect working in the hand, gives the card
    itself the keyword while the condition holds (BSS03-070: Swift while you control a nexus here)."""
    card = dict(SPIRIT, id="TL-MAG", effects=[{
        "kind": "constant", "zone": "hand", "modifiers": [{"what": "hand_keyword", "keyword": "Swift", "target": {"kind": "this"}}],
        "condition": {"test": "count", "count": MY_NEXUSES, "at_least": 1}}])
    g = game(card, nexuses=1)
    swift = Card.model_validate(card)
    assert derived.hand_card_has_keyword(g.st, 0, swift, "Swift")
    g = game(card, nexuses=0)
    assert not derived.hand_card_has_keyword(g.st, 0, swift, "Swift")


def test_8_2_2_2_an_attack_cost_is_a_number_of_cores() -> None:
    """An "attack_cost" modifier (BSS03-084) names how many cores an attack costs, one or more."""
    good = dict(NEXUS, id="TL-ARN", effects=[{"kind": "constant", "modifiers": [
        {"what": "extra_cost", "action": "attack", "amount": 1, "target": {"kind": "all", "filter": {"side": "opponent"}}}]}])
    Card.model_validate(good)
    for amount in (0, {"of": "hand"}):
        bad = dict(NEXUS, id="TL-ARN", effects=[{"kind": "constant", "modifiers": [
            {"what": "extra_cost", "action": "attack", "amount": amount, "target": {"kind": "all", "filter": {"side": "opponent"}}}]}])
        _rejected(bad, "attack_cost")


def test_8_5_3_cost_top_picks_the_costliest_spirits_ties_included() -> None:
    """`cost = {ge = {every = side}}` keeps the spirits no other spirit of that side out-costs (BSS03-093), every one of a tie."""
    field = [{"label": "X", "card": "VAN-004", "cores": 1}, {"label": "Y", "card": "VAN-003", "cores": 1},
             {"label": "Z", "card": "VAN-004", "cores": 1}]
    position = {"turn": 3, "active": "p1", "step": "main", "player_one": "p1",
                "p1": {"life": 5, "deck": ["VAN-001"]}, "p2": {"life": 5, "deck": ["VAN-001"], "field": field}}
    g = position_game(position, [], seed=0, origin="<test>")
    top = CardFilter(side="opponent", types=("spirit",), cost=E.Compare(ge=E.Every(every="opponent")))
    assert sorted(fc.label for fc in g.st.field if derived.matches(g.st, fc, top, 0, None)) == ["X", "Z"]


def test_8_5_3_families_as_those_takes_the_chosen_card_and_its_kin() -> None:
    """`families_as_those` keeps the cards the previous directive chose and those sharing a spirit type
    with them (BSS03-120); a chosen spirit with no spirit type still counts itself."""
    g = game(spell({"do": "choose", "target": {"kind": "select", "filter": {"side": "you", "types": ["spirit"]}}},
                   {"do": "apply", "modifiers": [{"what": "bp", "amount": 2000}], "target": {"kind": "all", "filter": {"families_as_those": True}}}))
    use(g)
    bp = {fc.label: derived.bp_value(g.st, fc) for fc in g.st.field if fc.card.type == "spirit"}
    assert bp == {"A": 5000, "B": 3000, "C": 3000}
def test_2_4_1_2_a_filter_tells_multicolour_cards_from_single_colour_ones() -> None:
    """`multicolour`: True for two or more colours (BSS05-048), False for only one (BSS05-022)."""
    mono = Card.model_validate(SPIRIT)
    duo = Card.model_validate({**SPIRIT, "id": "TL-DUO", "colours": ["red", "blue"]})
    assert derived.card_matches(duo, CardFilter(multicolour=True))
    assert not derived.card_matches(mono, CardFilter(multicolour=True))
    assert derived.card_matches(mono, CardFilter(multicolour=False))
    assert not derived.card_matches(duo, CardFilter(multicolour=False))
    assert derived.card_matches(duo, CardFilter())


def test_2_4_1_a_filter_leaves_out_cards_of_a_colour() -> None:
    """`not = {colours = ...}`: none of these colours (BSS05-116: "nexuses that are not red")."""
    red = Card.model_validate(SPIRIT)
    blue = Card.model_validate({**SPIRIT, "id": "TL-BLU", "colours": ["blue"]})
    duo = Card.model_validate({**SPIRIT, "id": "TL-DUO", "colours": ["red", "blue"]})
    assert derived.card_matches(blue, CardFilter(not_=CardFilter(colours=("red",))))
    assert not derived.card_matches(red, CardFilter(not_=CardFilter(colours=("red",))))
    assert not derived.card_matches(duo, CardFilter(not_=CardFilter(colours=("red",))))


def test_8_7_1_cores_move_from_one_card_onto_another_of_the_same_player() -> None:
    """MoveCores.onto (BSS05-104): "any number of cores from this nexus onto the blocked spirit"."""
    card = spell({"do": "move_cores", "source": "card", "dest": "card", "count": "all", "up_to": True,
                  "target": {"kind": "select", "filter": {"side": "you", "types": ["spirit"]}},
                  "onto": {"kind": "select", "filter": {"side": "you", "types": ["nexus"]}}})
    g = game(card, nexuses=1)
    g.st.players[0].reserve = 2
    a = g.st.by_label("A")
    g.st.field[g.st.field.index(a)].cores = 3
    use(g)
    for action in ("pick A", "pick N0", "amount 2"):
        if action in g.legal_actions():
            g.apply(action)
    assert g.st.by_label("N0").cores == 2
    assert g.st.by_label("A").cores == 1


def test_4_11_3_a_move_naming_the_soul_core_takes_it_without_a_choice() -> None:
    """MoveCores.soul off a card (BSS05-089): the soul core is the core moved, no 8-5-6 choice."""
    card = spell({"do": "move_cores", "source": "card", "dest": "card", "count": 1, "soul": True,
                  "target": {"kind": "select", "filter": {"side": "you", "types": ["spirit"]}},
                  "onto": {"kind": "select", "filter": {"side": "you", "types": ["nexus"]}}})
    g = game(card, nexuses=1)
    g.st.players[0].soul = g.st.by_label("A").uid
    use(g)
    assert g.decision is None or g.decision.kind.value != "core_choice"
    assert g.st.players[0].soul == g.st.by_label("N0").uid
    assert g.st.by_label("A").cores == 1


def test_10_8_8_a_magic_card_its_own_effect_returns_goes_to_the_hand() -> None:
    """trash_to_hand "this" (BSS05-121): once resolved, the magic card goes to the hand, not the trash;
    without it (the condition failing) it goes to the trash as usual."""
    back = spell({"do": "draw", "count": 1}, {"do": "trash_to_hand", "target": {"kind": "this"}})
    g = game(back)
    use(g)
    hand = [c.id for c in g.st.players[0].hand]
    assert "TL-MAG" in hand and all(c.id != "TL-MAG" for c in g.st.players[0].trash)
    stays = spell({"do": "trash_to_hand", "target": {"kind": "this"},
                   "when": {"test": "count", "count": {"of": "hand"}, "at_least": 5}})
    g = game(stays)
    use(g)
    assert [c.id for c in g.st.players[0].trash] == ["TL-MAG"]


def test_8_6_an_effect_working_in_the_trash_triggers_there_and_not_on_the_field() -> None:
    """Effect.zone "trash" (BSS05-012): it triggers while the card lies in the trash, not on the field;
    a summon whose filter is `this = "only"` takes that very card."""
    risen = {"id": "TL-RISE", "name": "Test Riser", "type": "spirit", "colours": ["red"], "cost": 0,
             "symbols": ["red"], "levels": [{"level": 1, "cores": 1, "bp": 1000}],
             "effects": [{"kind": "triggered", "zone": "trash", "optional": True,
                          "timing": {"event": "drew", "subject": "you"},
                          "actions": [{"do": "summon", "zone": "trash", "filter": {"this": "only"}}]}]}
    g = position_game({"turn": 3, "active": "p1", "step": "main", "player_one": "p1",
                       "p1": {"life": 5, "reserve": 2, "deck": ["VAN-001"] * 6, "hand": ["TL-MAG"],
                              "trash": ["TL-RISE", "VAN-002"]},
                       "p2": {"life": 5, "deck": ["VAN-001"] * 6}},
                      [NEXUS, SPIRIT, spell({"do": "draw", "count": 1}), risen], seed=0, origin="<test>")
    use(g)
    assert g.decision is not None and "yes" in g.legal_actions()
    g.apply("yes")
    g.apply("pick TL-RISE")
    while g.decision is not None and g.decision.kind.value in ("place_cores", "pay"):
        g.apply(g.legal_actions()[0])
    assert [fc.card.id for fc in g.st.field if fc.controller == 0] == ["TL-RISE"]
    assert [c.id for c in g.st.players[0].trash] == ["VAN-002", "TL-MAG"]
    assert Card.model_validate(risen).triggered == ()


def test_10_2_cards_put_into_the_trash_are_an_event() -> None:
    """Trigger event "to_trash" (BSS05-016): a spirit card milled into your trash fires it; a
    discard-only trigger (from_zone "hand", BSS05-115) does not fire on a mill."""
    watcher = {"id": "TL-WAT", "name": "Test Watcher", "type": "nexus", "colours": ["red"], "cost": 0,
               "levels": [{"level": 1, "cores": 0}],
               "effects": [{"kind": "triggered", "timing": {"event": "to_trash", "subject": "you",
                                                            "cards": {"types": ["spirit"]}},
                            "actions": [{"do": "draw", "count": 1}]},
                           {"kind": "triggered", "timing": {"event": "to_trash", "subject": "you",
                                                            "from_zone": "hand"},
                            "actions": [{"do": "draw", "count": 2}]}]}
    g = position_game({"turn": 3, "active": "p1", "step": "main", "player_one": "p1",
                       "p1": {"life": 5, "deck": ["VAN-001"] * 6, "hand": ["TL-MAG"],
                              "field": [{"label": "W", "card": "TL-WAT", "cores": 0}]},
                       "p2": {"life": 5, "deck": ["VAN-001"] * 6}},
                      [watcher, spell({"do": "mill", "count": 1})], seed=0, origin="<test>")
    use(g)
    assert len(g.st.players[0].hand) == 1 and len(g.st.players[0].trash) == 2


def test_10_7_the_nexus_cards_chosen_from_the_trash_are_placed() -> None:
    """Summon.those (BSS05-099): every card the previous directive chose is placed (a nexus, 10-7),
    free, within the combined cost the selection allows."""
    card = spell({"do": "choose", "target": {"kind": "select", "zone": "trash", "mode": "any_number",
                                             "total_cost_max": 3, "filter": {"side": "you", "types": ["nexus"]}}},
                 {"do": "summon", "zone": "trash", "those": True, "filter": {"types": ["nexus"]}})
    cheap = {**NEXUS, "id": "TL-NX1", "cost": 1}
    pricey = {**NEXUS, "id": "TL-NX3", "cost": 3}
    g = position_game({"turn": 3, "active": "p1", "step": "main", "player_one": "p1",
                       "p1": {"life": 5, "deck": ["VAN-001"] * 6, "hand": ["TL-MAG"], "trash": ["TL-NX1", "TL-NX3"]},
                       "p2": {"life": 5, "deck": ["VAN-001"] * 6}},
                      [cheap, pricey, card], seed=0, origin="<test>")
    use(g)
    assert "pick TL-NX1" in g.legal_actions() and "pick TL-NX3" in g.legal_actions()
    g.apply("pick TL-NX1")
    assert "pick TL-NX3" not in g.legal_actions()       # 1 + 3 is more than 3
    g.apply("done")
    while g.decision is not None and g.decision.kind.value in ("place_cores", "pay"):
        g.apply("done" if "done" in g.legal_actions() else g.legal_actions()[0])
    assert [fc.card.id for fc in g.st.field] == ["TL-NX1"]
    assert [c.id for c in g.st.players[0].trash] == ["TL-NX3", "TL-MAG"]


def test_2_8_a_symbol_gained_for_a_while_counts() -> None:
    """gain_symbol (BSS05-066): one more symbol of the colour while it lasts."""
    g = game(spell({"do": "apply", "modifiers": [{"what": "extra_symbols", "colours": ["green"], "amount": 1}], "target": {"kind": "select",
                                                                          "filter": {"side": "you", "types": ["spirit"]}}}))
    use(g)
    a = g.st.by_label("A")
    assert sorted(tuple(sorted(s)) for s in derived.symbols(g.st, a)) == [("green",), ("red",)]
def test_2_8_symbols_gained_of_a_colour_add_to_the_printed_ones() -> None:
    """The modifier "extra_symbols" with `colours`: that many more symbols of those colours beside the printed
    ones (CB01-002 "gains a green symbol"), for damage and for paying; without `colours` each
    symbol counts more (ST01-002)."""
    gains = {"id": "TL-GAIN", "name": "Test Gainer", "type": "spirit", "colours": ["red"], "cost": 0,
             "symbols": ["red"], "levels": [{"level": 1, "cores": 1, "bp": 1000}],
             "effects": [{"kind": "constant", "modifiers": [
                 {"what": "extra_symbols", "amount": 2, "colours": ["green", "blue"]}]}]}
    pos = {"turn": 3, "active": "p1", "step": "main", "player_one": "p1",
           "p1": {"life": 5, "deck": ["VAN-001"], "field": [{"label": "G", "card": "TL-GAIN", "cores": 1}]},
           "p2": {"life": 5, "deck": ["VAN-001"]}}
    g = position_game(pos, [gains], seed=0, origin="<test>")
    syms = derived.symbols(g.st, field_card(g, "G"))
    assert sorted(sorted(s) for s in syms) == [["blue"], ["blue"], ["green"], ["green"], ["red"]]


def test_10_2_2_a_discard_with_a_filter_offers_only_matching_cards_and_fires_to_trash() -> None:
    """Discard's `filter` ("discard a spirit card": CB01-012) offers only the hand cards matching it,
    and the "to_trash" event from the hand fires for the cards an effect discards, `cards` testing them."""
    watcher = {"id": "TL-WAT", "name": "Test Watcher", "type": "nexus", "colours": ["red"], "cost": 0,
               "levels": [{"level": 1, "cores": 0}],
               "effects": [{"kind": "triggered", "timing": {"event": "to_trash", "subject": "you", "from_zone": "hand",
                                                            "cards": {"types": ["spirit"]}},
                            "actions": [{"do": "draw", "count": 1}]}]}
    card = spell({"do": "discard", "count": 1, "filter": {"types": ["spirit"]}})
    pos = {"turn": 3, "active": "p1", "step": "main", "player_one": "p1",
           "p1": {"life": 5, "deck": ["VAN-002"] * 3, "hand": ["TL-MAG", "VAN-011", "VAN-001"],
                  "field": [{"label": "W", "card": "TL-WAT", "cores": 0}]},
           "p2": {"life": 5, "deck": ["VAN-001"]}}
    g = position_game(pos, [card, watcher], seed=0, origin="<test>")
    use(g)
    assert g.decision is not None and g.decision.kind == "discard"
    assert sorted(g.legal_actions()) == ["discard VAN-001"]
    g.apply("discard VAN-001")
    hand = sorted(c.id for c in g.st.players[0].hand)
    assert hand == ["VAN-002", "VAN-011"]      # the magic card stays; the watcher drew for the spirit card


def test_1_3_3_a_protection_from_spirit_destruction_effects_does_not_stop_magic() -> None:
    """Protect "opponent_spirit_destroy_effects" (CB01-073): the opponent's spirits' destruction
    effects cannot destroy the card this turn, as A.T. Field reads them (11-13-1); magic still can."""
    g = game(spell({"do": "apply", "modifiers": [{"what": "cannot", "action": "be_destroyed", "sources": {"types": ["spirit"]}}], "target": {"kind": "all",
                    "filter": {"side": "you", "types": ["spirit"]}}}))
    fc = field_card(g, "A")
    spirit = Card.model_validate(SPIRIT)
    magic = Card.model_validate({"id": "TL-M2", "name": "Test Bolt", "type": "magic", "colours": ["red"], "cost": 0})
    assert protection(g, fc, 1, "effect", spirit) is None       # not protected yet
    use(g)
    assert protection(g, fc, 1, "effect", spirit) is not None
    assert protection(g, fc, 1, "effect", magic) is None
    assert protection(g, fc, 0, "effect", spirit) is None        # its own player's effects still destroy it


def test_8_3_3_an_event_condition_reads_the_event_card_as_it_left() -> None:
    """The condition test "event" (CB01-079): the triggering event's card matches, read by its last
    known state once it left the field (8-10): a draw for a destroyed Practice spirit, none for another."""
    watcher = {"id": "TL-WAT", "name": "Test Watcher", "type": "nexus", "colours": ["red"], "cost": 0,
               "levels": [{"level": 1, "cores": 0}],
               "effects": [{"kind": "triggered", "timing": {"event": "destroyed", "subject": "yours",
                                                            "filter": {"types": ["spirit"]}},
                            "actions": [{"do": "draw", "count": 1,
                                         "when": {"test": "event", "filter": {"families": ["Practice"]}}}]}]}
    card = spell({"do": "destroy", "target": {"kind": "all", "filter": {"side": "you", "types": ["spirit"]}}})
    pos = {"turn": 3, "active": "p1", "step": "main", "player_one": "p1",
           "p1": {"life": 5, "deck": ["VAN-002"] * 3, "hand": ["TL-MAG"],
                  "field": [{"label": "W", "card": "TL-WAT", "cores": 0}, {"label": "P", "card": "VAN-001", "cores": 1},
                            {"label": "T", "card": "TL-SPI", "cores": 1}]},
           "p2": {"life": 5, "deck": ["VAN-001"]}}
    g = position_game(pos, [card, watcher, SPIRIT], seed=0, origin="<test>")
    use(g)
    while g.decision is not None and g.decision.kind == "trigger_order":
        g.apply(g.legal_actions()[0])
    assert [c.id for c in g.st.players[0].hand] == ["VAN-002"]     # one draw: the Practice spirit's


def test_colours_not_and_distinct_names() -> None:
    """CardFilter `not = {colours = ...}` (the negation of `colours`) and SelectTarget `distinct_names` (CB01-080:
    "four Angel spirit cards with different names"): a red card is not "non-red"; a selection with
    different names offers no second copy of a name already chosen."""
    red = Card.model_validate(SPIRIT)
    assert not derived.card_matches(red, E.CardFilter(not_=CardFilter(colours=("red",))))
    assert derived.card_matches(red, E.CardFilter(not_=E.CardFilter(colours=("blue",))))
    card = spell({"do": "to_deck", "where": "bottom", "target": {"kind": "select", "count": 2, "zone": "trash",
                                                                  "distinct_names": True, "filter": {"side": "you"}}})
    pos = {"turn": 3, "active": "p1", "step": "main", "player_one": "p1",
           "p1": {"life": 5, "deck": ["VAN-002"], "hand": ["TL-MAG"], "trash": ["VAN-001", "VAN-001", "VAN-003"]},
           "p2": {"life": 5, "deck": ["VAN-001"]}}
    g = position_game(pos, [card], seed=0, origin="<test>")
    use(g)
    g.apply("pick VAN-001")
    assert "pick VAN-001" not in g.legal_actions() and "pick VAN-003" in g.legal_actions()


def test_8_2_1_the_opponent_chooses_and_an_option_they_cannot_pay_is_not_offered() -> None:
    """OneOf `chooser` "opponent" with PayCores `player` "opponent" ("unless your opponent pays one
    core": CB01-051): the opponent decides; paying is offered only while they can pay (8-4-2-3)."""
    card = spell({"do": "one_of", "chooser": "opponent", "options": [
        [{"do": "pay_cores", "player": "opponent"}], [{"do": "draw", "count": 1}]]})
    g = game(card)
    use(g)
    assert g.decision is not None and g.decision.kind == "choice" and g.decision.player == 1
    assert g.legal_actions() == ["choose 1", "choose 2"]        # two cores on the field and the soul core
    g = game(card)
    g.st.players[1].soul = "void"      # no core in the reserve, and no field card holding any
    g.st.field = [fc for fc in g.st.field if fc.controller != 1]
    use(g)
    assert g.decision is not None and g.decision.kind == "choice" and g.decision.player == 1
    assert g.legal_actions() == ["choose 2"]          # no core to pay with: paying is not offered


def test_4_11_3_your_soul_core_moves_onto_a_card_from_wherever_it_is() -> None:
    """MoveCores `source` "soul_core" (CB01-047): your soul core, from your reserve or the field card
    holding it, goes onto the target; an ordinary core never moves in its place."""
    card = spell({"do": "move_cores", "source": "soul_core", "dest": "card", "count": 1,
                  "target": {"kind": "select", "count": 1, "filter": {"side": "you", "types": ["nexus"]}}})
    g = game(card)
    g.st.players[0].reserve = 2
    use(g)
    if g.decision is not None and g.decision.kind == "target":
        g.apply("pick N0")
    assert g.st.players[0].soul == field_card(g, "N0").uid


def test_10_2_1_a_mill_fires_milled_once_for_copies_that_do_not_duplicate() -> None:
    """A mill fires "milled", `by_card` testing the card whose effect did
    it; an effect that does not duplicate (`no_duplicate`, CB01-046) fires once for two copies."""
    watcher = {"id": "TL-WAT", "name": "Test Watcher", "type": "nexus", "colours": ["red"], "cost": 0,
               "levels": [{"level": 1, "cores": 0}],
               "effects": [{"kind": "triggered", "no_duplicate": True,
                            "timing": {"event": "milled", "subject": "opponent",
                                       "by_card": {"side": "you", "types": ["magic"]}},
                            "actions": [{"do": "draw", "count": 1}]}]}
    card = spell({"do": "mill", "count": 2, "player": "opponent"})
    pos = {"turn": 3, "active": "p1", "step": "main", "player_one": "p1",
           "p1": {"life": 5, "deck": ["VAN-002"] * 3, "hand": ["TL-MAG"],
                  "field": [{"label": "W", "card": "TL-WAT", "cores": 0}, {"label": "X", "card": "TL-WAT", "cores": 0}]},
           "p2": {"life": 5, "deck": ["VAN-001"] * 4}}
    g = position_game(pos, [card, watcher], seed=0, origin="<test>")
    use(g)
    assert len(g.st.players[1].deck) == 2
    assert [c.id for c in g.st.players[0].hand] == ["VAN-002"]      # once, not twice


def test_cost_lowest_and_the_summon_effect_cost() -> None:
    """CardFilter `cost = {le = {every = side}}` (CB01-044: "the spirit that costs the least", ties all qualify) and the
    modifier "summon_effect_cost" (a spirit's "when summoned" effect asks its controller for cores)."""
    card = spell({"do": "destroy", "target": {"kind": "select", "count": 1,
                                              "filter": {"side": "opponent", "types": ["spirit"], "cost": {"le": {"every": "opponent"}}}}})
    pos = {"turn": 3, "active": "p1", "step": "main", "player_one": "p1",
           "p1": {"life": 5, "deck": ["VAN-002"], "hand": ["TL-MAG"]},
           "p2": {"life": 5, "deck": ["VAN-001"], "field": [{"label": "B", "card": "VAN-003", "cores": 1},
                                                          {"label": "C", "card": "VAN-002", "cores": 1}]}}
    g = position_game(pos, [card], seed=0, origin="<test>")
    use(g)
    assert [fc.label for fc in g.st.field] == ["B"]          # the cost-2 spirit, not the cost-3 one
    taxer = {"id": "TL-TAX", "name": "Test Taxer", "type": "nexus", "colours": ["red"], "cost": 0,
             "levels": [{"level": 1, "cores": 0}],
             "effects": [{"kind": "constant", "modifiers": [{"what": "extra_cost", "action": "when_summoned", "amount": 2}]}]}
    pos["p2"]["field"] = [{"label": "X", "card": "TL-TAX", "cores": 0}]
    g = position_game(pos, [card, taxer], seed=0, origin="<test>")
    assert derived.summon_effect_cost(g.st) == 2


def test_a_triggered_effect_works_from_the_hand_or_trash() -> None:
    """Effect zone "hand_or_trash" (CB01-061): a triggered effect of a card in its owner's hand or
    trash fires (not one on the field); Summon zone "this" plays that very card, here a nexus."""
    sleeper = {"id": "TL-SLEEP", "name": "Test Sleeper", "type": "nexus", "colours": ["red"], "cost": 3,
               "levels": [{"level": 1, "cores": 0}],
               "effects": [{"kind": "triggered", "zone": "hand_or_trash",
                            "timing": {"event": "drew", "subject": "you"},
                            "actions": [{"do": "summon", "zone": "this", "pay": "free"}]}]}
    card = spell({"do": "draw", "count": 1})
    pos = {"turn": 3, "active": "p1", "step": "main", "player_one": "p1",
           "p1": {"life": 5, "deck": ["VAN-002"] * 3, "hand": ["TL-MAG"], "trash": ["TL-SLEEP"]},
           "p2": {"life": 5, "deck": ["VAN-001"]}}
    g = position_game(pos, [card, sleeper], seed=0, origin="<test>")
    use(g)
    while g.decision is not None and g.decision.kind in ("place_cores", "trigger_order"):
        g.apply("done" if g.decision.kind == "place_cores" else g.legal_actions()[0])
    assert [fc.card.id for fc in g.st.field] == ["TL-SLEEP"]
    assert all(c.id != "TL-SLEEP" for c in g.st.players[0].trash)


def test_1_3_3_a_shielded_deck_is_not_milled() -> None:
    """A lasting "no_deck_discard" (CB01-076): this turn no card leaves the top of its controller's deck
    for the trash; the opponent's deck still can."""
    card = spell({"do": "apply", "modifiers": [{"what": "cannot", "action": "mill"}]}, {"do": "mill", "count": 2, "player": "you"},
                 {"do": "mill", "count": 1, "player": "opponent"})
    g = game(card)
    use(g)
    assert len(g.st.players[0].deck) == 6 and len(g.st.players[1].deck) == 5


def test_a_selection_among_the_cards_just_milled() -> None:
    """SelectTarget zone "those" (CB01-045): the choice is among the cards the previous directive
    milled, not the whole trash; a following `cost = {eq = "those"}` reads the card chosen."""
    card = spell({"do": "mill", "count": 2, "player": "opponent"},
                 {"do": "choose", "target": {"kind": "select", "count": 1, "zone": "those"}},
                 {"do": "destroy", "target": {"kind": "all", "filter": {"side": "opponent", "types": ["spirit"],
                                                                         "cost": {"eq": "those"}}}})
    pos = {"turn": 3, "active": "p1", "step": "main", "player_one": "p1",
           "p1": {"life": 5, "deck": ["VAN-002"], "hand": ["TL-MAG"]},
           "p2": {"life": 5, "deck": ["VAN-001", "VAN-003", "VAN-004"], "trash": ["VAN-007"],
                  "field": [{"label": "B", "card": "VAN-003", "cores": 1}, {"label": "C", "card": "VAN-002", "cores": 1}]}}
    g = position_game(pos, [card], seed=0, origin="<test>")
    use(g)
    assert sorted(g.legal_actions()) == ["pick VAN-001", "pick VAN-003"]      # the trash's VAN-007 is not among them
    g.apply("pick VAN-003")
    assert [fc.label for fc in g.st.field] == ["C"]
def test_2_8_2_symbols_are_counted_by_colour_and_by_different_colours() -> None:
    """The measures "symbols" (EX01-006..009) and "distinct_colours" (L01-001): a nexus's symbol counts
    like a spirit's; a colour filter on the count keeps only symbols of that colour."""
    red = {"of": "field", "measure": "symbols", "filter": {"side": "you", "colours": ["red"]}}
    g = game(spell({"do": "draw", "count": red}), nexuses=2)       # two red nexuses, one red spirit
    use(g)
    assert hand_size(g) == 3
    blue = {"of": "field", "measure": "symbols", "filter": {"side": "you", "colours": ["blue"]}}
    g = game(spell({"do": "draw", "count": blue}), nexuses=2)
    use(g)
    assert hand_size(g) == 0
    kinds = {"of": "field", "measure": "distinct_colours", "filter": {"side": "you"}}
    g = game(spell({"do": "draw", "count": kinds}), nexuses=2)     # all red: one colour
    use(g)
    assert hand_size(g) == 1


def test_10_7_a_summon_naming_nexuses_places_a_nexus_card() -> None:
    """L01-007: `summon` with a filter naming nexuses places a nexus card (10-7), from the trash too."""
    g = game(spell({"do": "summon", "zone": "trash", "pay": "free", "filter": {"types": ["nexus"]}}), nexuses=1)
    g.st.players[0].trash.append(next(fc.card for fc in g.st.field if fc.card.id == "TL-NEX"))
    use(g)
    assert g.legal_actions() == ["pick TL-NEX"]     # no "may": a match in the public trash is put (8-5-3-5)
    g.apply("pick TL-NEX")
    while g.decision is not None and g.decision.kind == "place_cores":
        g.apply("done")
    assert sorted(fc.card.id for fc in g.st.field if fc.controller == 0) == ["TL-NEX", "TL-NEX", "TL-SPI"]


def test_1_3_3_a_battle_indestructible_modifier_guards_against_battle_only() -> None:
    """'battle_indestructible' (PR-006): the constant form of protect's "battle"."""
    guard = {"id": "TL-GRD", "name": "Test Guard", "type": "spirit", "colours": ["white"], "cost": 0,
             "symbols": ["white"], "levels": [{"level": 1, "cores": 1, "bp": 1000}],
             "effects": [{"kind": "constant", "modifiers": [{"what": "cannot", "action": "be_destroyed_in_battle"}]}]}
    p1 = {"life": 5, "deck": ["VAN-001"], "field": [{"label": "G", "card": "TL-GRD", "cores": 1}]}
    p2 = {"life": 5, "deck": ["VAN-001"]}
    g = position_game({"turn": 3, "active": "p1", "step": "main", "player_one": "p1", "p1": p1, "p2": p2},
                      [guard], seed=0, origin="<test>")
    fc = field_card(g, "G")
    assert protection(g, fc, by=1, cause="battle") is not None
    assert protection(g, fc, by=1, cause="effect") is None


def test_7_1_5_2_1_cost_battle_lasts_until_the_next_battle_of_the_turn() -> None:
    """A lasting 'cost_battle' (L01-010) leaves one running effect, used up by the next battle resolved."""
    g = game(spell({"do": "apply", "modifiers": [{"what": "instead", "action": "compare_costs"}]}))
    use(g)
    assert [m.kind for m in g.st.mods] == ["instead:compare_costs"]


def test_10_13_1_an_event_keyword_count_reads_the_event_cards_keyword_number() -> None:
    """Count "event_keyword" (BSS03-115): the event card's Gale number, read as a "with [keyword]"
    criterion (10-13-1), so a Gale working only while attacking counts as the spirit is summoned."""
    gale = Count(of="event", measure="keyword", filter=CardFilter(keyword="Gale"))
    st = position_game({"turn": 3, "active": "p1", "step": "main", "player_one": "p1",
                        "p1": {"life": 5, "deck": ["VAN-001"], "field": [{"label": "G", "card": "BSS02-098", "cores": 1},
                                                                         {"label": "V", "card": "VAN-001", "cores": 1}]},
                        "p2": {"life": 5, "deck": ["VAN-001"]}}, [], seed=0, origin="<test>").st
    g_card, v_card = (next(fc for fc in st.field if fc.label == x) for x in ("G", "V"))
    assert derived.count(st, gale, 0, None, event=g_card) == 2
    assert derived.count(st, gale, 0, None, event=v_card) == 0
    assert derived.count(st, Count(of="event", measure="keyword"), 0, None, event=g_card) == 0   # no keyword named


def test_a_draw_until_an_amount_reads_it_as_it_begins() -> None:
    """Draw `until` an amount (PR-065): "draw cards until you have as many cards in your hand as your
    opponent", none when the hand already holds that many."""
    theirs = {"of": "hand", "player": "opponent"}
    g = game(spell({"do": "draw", "until": theirs}), opp_hand=3)
    use(g)
    assert hand_size(g) == 3
    g = game(spell({"do": "draw", "until": theirs}), opp_hand=0)
    use(g)
    assert hand_size(g) == 0


def test_those_names_counts_the_different_names_among_the_chosen_cards() -> None:
    """Count "those_names" (PR-072: "if they all have different card names"): copies of one card
    count once, so five discarded cards with a copy among them have four names."""
    g = game(spell({"do": "draw", "count": 1}))
    cards = [c for c in g.st.players[0].deck][:2] + [Card.model_validate(SPIRIT), Card.model_validate(NEXUS)]
    names = Count(of="those", measure="distinct_names")
    assert derived.amount(g.st, names, 0, those=cards) == 3            # two copies of VAN-001, two others
    assert derived.amount(g.st, names, 0, those=cards[1:]) == 3
    assert derived.amount(g.st, Count(of="those", measure="distinct_names", filter=CardFilter(types=("nexus",))), 0, those=cards) == 1


def test_3_1_5_every_other_card_of_a_trash_goes_to_the_deck() -> None:
    """to_deck with a target "all" in the trash (PR-072): every matching card of the trash goes, this
    card lying there stays when the filter says `other`."""
    back = spell({"do": "to_deck", "target": {"kind": "all", "zone": "trash", "filter": {"side": "you"}}})
    g = game(back)
    g.st.players[0].trash.extend(Card.model_validate(SPIRIT) for _ in range(2))
    use(g)
    assert len(g.st.players[0].trash) == 1 and g.st.players[0].trash[0].id == "TL-MAG"   # the spell, used after
    assert len(g.st.players[0].deck) == 8


def test_8_8_1_4_a_protection_from_spirit_selection_lasts_through_the_opponents_next_turn() -> None:
    """protect "opponent_spirit_select" with lasts "opponent_next_turn" (BSS05-039): the opponent's
    spirits' effects cannot select the card, their magic still can; it holds through their next turn
    and ends with it (6-8-1-2)."""
    g = game(spell({"do": "apply", "modifiers": [{"what": "cannot", "action": "be_selected", "sources": {"types": ["spirit"]}}], "lasts": "opponent_next_turn",
                    "target": {"kind": "select", "filter": {"side": "you", "types": ["spirit"]}}}))
    use(g)
    a = field_card(g, "A")
    spirit, magic = Card.model_validate(SPIRIT), Card.model_validate(spell())
    assert derived.unselectable(g.st, a, 1, spirit) and not derived.unselectable(g.st, a, 1, magic)
    assert not derived.unselectable(g.st, a, 0, spirit)        # its controller's own effects still select it
    for _ in range(8):
        if g.st.turn == 4 and g.st.step == "main":
            break
        g.apply("end")
    assert g.st.turn == 4 and derived.unselectable(g.st, a, 1, spirit)
    while g.st.turn == 4:
        g.apply("end")
    assert not derived.unselectable(g.st, a, 1, spirit)


def test_all_families_meets_every_families_filter() -> None:
    """Modifier "all_families" (PR-071): the card has every spirit type, so a filter's `families` is
    always met and a `not = {families = ...}` never; a card without it keeps its printed types."""
    st = position_game({"turn": 3, "active": "p1", "step": "main", "player_one": "p1",
                        "p1": {"life": 5, "deck": ["VAN-001"], "field": [{"label": "C", "card": "TL-ALL", "cores": 1},
                                                                         {"label": "V", "card": "VAN-001", "cores": 1}]},
                        "p2": {"life": 5, "deck": ["VAN-001"]}},
                       [{**SPIRIT, "id": "TL-ALL", "families": ["Serpent"],
                         "effects": [{"kind": "constant", "modifiers": [{"what": "all_families"}]}]}],
                       seed=0, origin="<test>").st
    c, v = (next(fc for fc in st.field if fc.label == x) for x in ("C", "V"))
    golem, not_golem = CardFilter(families=("Golem",)), CardFilter(not_=CardFilter(families=("Golem",)))
    assert derived.every_family(st, c) and not derived.every_family(st, v)
    assert derived.matches(st, c, golem, 0, None) and not derived.matches(st, c, not_golem, 0, None)
    assert not derived.matches(st, v, golem, 0, None) and derived.matches(st, v, not_golem, 0, None)


def test_2_7_3_a_cards_own_cost_change_works_in_the_hand_only() -> None:
    """'cost' on target 'this' (BSS06-016): in the hand its card costs that much less for each counted
    card, on top of the reduction; on the field the same modifier is refused."""
    own = {"what": "cost", "target": {"kind": "this"},
           "amount": {"of": "trash", "filter": {"keyword": "Astral"}, "times": -2}}
    big = {"id": "TL-BIG", "name": "Test Big", "type": "spirit", "colours": ["purple"], "cost": 9,
           "symbols": ["purple"], "levels": [{"level": 1, "cores": 1, "bp": 1000}],
           "effects": [{"kind": "constant", "zone": "hand", "modifiers": [own]}]}
    p1 = {"life": 5, "deck": ["VAN-001"], "hand": ["TL-BIG"], "trash": ["BSS05-001", "BSS05-003", "VAN-001"]}
    p2 = {"life": 5, "deck": ["VAN-001"]}
    g = position_game({"turn": 3, "active": "p1", "step": "main", "player_one": "p1", "p1": p1, "p2": p2},
                      [big], seed=0, origin="<test>")
    card = g.st.players[0].hand[0]
    assert derived.cost_to_pay(g.st, 0, card) == 9 - 4      # two cards print Astral (10-13-2), at any level
    with pytest.raises(ValueError):
        E.Effect.model_validate({"kind": "constant", "modifiers": [own]})


def test_11_18_2_link_any_sets_the_link_condition_aside() -> None:
    """'link_any' (BSS06-045): a Link spirit it applies to is offered the link whatever the attacker
    costs; without it the condition holds it back."""
    linker = {"id": "TL-LNK", "name": "Test Linker", "type": "spirit", "colours": ["white"], "cost": 4,
              "symbols": ["white"], "families": ["Ice Princess"], "levels": [{"level": 1, "cores": 1, "bp": 1000}],
              "keywords": [{"name": "Link", "filter": {"cost": {"ge": 6}}}]}
    lifter = {"id": "TL-ANY", "name": "Test Any", "type": "spirit", "colours": ["white"], "cost": 4,
              "symbols": ["white"], "levels": [{"level": 1, "cores": 1, "bp": 1000}],
              "effects": [{"kind": "constant", "modifiers": [
                  {"what": "may", "action": "link_any_attacker", "target": {"kind": "all", "filter": {"side": "you", "families": ["Ice Princess"]}}}]}]}
    for with_any in (True, False):
        field = [{"label": "A", "card": "VAN-001", "cores": 1}, {"label": "L", "card": "TL-LNK", "cores": 1}]
        if with_any:
            field.append({"label": "N", "card": "TL-ANY", "cores": 1})
        p1 = {"life": 5, "deck": ["VAN-001"], "field": field}
        p2 = {"life": 5, "deck": ["VAN-001"]}
        g = position_game({"turn": 3, "active": "p1", "step": "attack", "player_one": "p1", "p1": p1, "p2": p2},
                          [linker, lifter], seed=0, origin="<test>")
        g.apply("attack A")
        assert g.decision is not None
        assert (g.decision.kind == "optional") == with_any


def test_2_7_3_reduction_from_counts_only_the_named_field_cards() -> None:
    """'reduction_from' (BSS06-043): while its card is paid for, only the symbols of the field cards its
    filter names reduce it; every other card's cost still reads the whole field."""
    narrow = {"id": "TL-NAR", "name": "Test Narrow", "type": "spirit", "colours": ["blue"], "cost": 4,
              "reduction": ["blue", "blue", "blue"], "symbols": ["blue"], "levels": [{"level": 1, "cores": 1, "bp": 1000}],
              "effects": [{"kind": "constant", "zone": "hand", "modifiers": [
                  {"what": "reduction_from", "target": {"kind": "all", "filter": {"side": "you", "cost": {"le": 1}}}}]}]}
    p1 = {"life": 5, "deck": ["VAN-001"], "hand": ["TL-NAR", "VAN-007"],
          "field": [{"label": "S", "card": "VAN-005", "cores": 1}, {"label": "R", "card": "VAN-006", "cores": 1}]}
    p2 = {"life": 5, "deck": ["VAN-001"]}
    g = position_game({"turn": 3, "active": "p1", "step": "main", "player_one": "p1", "p1": p1, "p2": p2},
                      [narrow], seed=0, origin="<test>")
    narrow_card, other = g.st.players[0].hand
    assert derived.cost_to_pay(g.st, 0, narrow_card) == 4 - 1      # the cost-1 Tide Sprite only
    assert derived.cost_to_pay(g.st, 0, other) == 6 - 2            # a blue card without it: both blue symbols


def test_8_5_3_bp_at_most_those_and_trash_to_hand_among_the_milled() -> None:
    """`bp = {le = "those"}` (BSS06-040) reads the BP of the spirit the previous directive chose; a
    trash_to_hand selection may take its cards among those a mill discarded (zone 'those'), and only there."""
    E.TrashToHand.model_validate({"target": {"kind": "select", "zone": "those"}})
    with pytest.raises(ValueError):
        E.TrashToHand.model_validate({"target": {"kind": "select", "zone": "hand"}})
    bigger = {"id": "TL-BIG2", "name": "Test Big Two", "type": "spirit", "colours": ["red"], "cost": 0,
              "symbols": ["red"], "levels": [{"level": 1, "cores": 1, "bp": 4000}],
              "effects": [{"kind": "triggered", "timing": {"event": "attacks", "subject": "this"}, "actions": [
                  {"do": "choose", "target": {"kind": "select", "filter": {"side": "you", "this": "exclude"}}},
                  {"do": "destroy", "target": {"kind": "all", "filter": {"side": "opponent", "bp": {"le": "those"}}}}]}]}
    p1 = {"life": 5, "deck": ["VAN-001"], "field": [{"label": "A", "card": "TL-BIG2", "cores": 1},
                                                     {"label": "S", "card": "VAN-003", "cores": 1}]}
    g = _against_three_spirits(p1, "attack", bigger)
    g.apply("attack A")
    assert sorted(fc.label for fc in g.st.field if fc.controller == 1) == ["Z"]    # 2000 and 3000 BP fall


def test_10_8_use_magic_picks_a_magic_card_in_the_trash_or_among_those() -> None:
    """'use_magic' (BSS06-031): a selection of magic cards in the trash or among the cards just milled."""
    E.CastMagic.model_validate({"target": {"kind": "select", "zone": "those", "filter": {"types": ["magic"]}}})
    for bad in ({"zone": "hand", "filter": {"types": ["magic"]}}, {"zone": "trash", "filter": {"types": ["spirit"]}}):
        with pytest.raises(ValueError):
            E.CastMagic.model_validate({"target": {"kind": "select", **bad}})


def test_8_5_3_cost_at_most_those_reads_the_returned_spirits_cost() -> None:
    """`cost = {le = "those"}` (BSS06-053): after a cost-3 spirit of yours went back to the hand, the
    opposing spirits costing 3 or less qualify, the cost-5 one does not."""
    swap = {"id": "TL-SWP", "name": "Test Swap", "type": "magic", "colours": ["white"], "cost": 0,
            "effects": [{"kind": "magic", "windows": ["main"], "actions": [
                {"do": "return_to_hand", "target": {"kind": "select", "filter": {"side": "you", "types": ["spirit"]}}},
                {"do": "return_to_hand", "target": {"kind": "all", "filter": {
                    "side": "opponent", "types": ["spirit"], "cost": {"le": "those"}}}}]}]}
    p1 = {"life": 5, "deck": ["VAN-001"], "hand": ["TL-SWP"], "field": [{"label": "S", "card": "VAN-003", "cores": 1}]}
    g = _against_three_spirits(p1, "main", swap)
    g.apply("use TL-SWP")
    assert sorted(c.id for c in g.st.players[1].hand) == ["VAN-002", "VAN-003"]
    assert [fc.label for fc in g.st.field if fc.controller == 1] == ["Z"]


def test_11_18_3_link_limit_is_a_number_of_two_or_more() -> None:
    """'link_limit' (BSS06-002) raises 11-18-3's one link to `amount`, a number of 2 or more."""
    E.Modifier.model_validate({"what": "at_most", "action": "links", "amount": 2, "target": {"kind": "all"}})
    for bad in (1, {"of": "hand"}):
        with pytest.raises(ValueError):
            E.Modifier.model_validate({"what": "at_most", "action": "links", "amount": bad, "target": {"kind": "all"}})
def test_3_4_2_trash_to_hand_picks_from_the_trash_or_among_the_cards_just_milled() -> None:
    """trash_to_hand selects from the trash, or (zone "those") among the cards a mill just put there
    (BSS06-099); a selection from the hand or the field is refused."""
    E.TrashToHand(target=E.SelectTarget(zone="trash"))
    E.TrashToHand(target=E.SelectTarget(zone="those", filter=CardFilter(keyword="Link")))
    for zone in ("hand", "field"):
        with pytest.raises(ValueError):
            E.TrashToHand(target=E.SelectTarget(zone=zone))   # type: ignore[arg-type]


def test_8_5_3_cost_above_those_reads_the_previous_cards_costs() -> None:
    """`cost = {gt = "those"}` (BSS06-115) compares a cost with the previous directive's cards: higher than all
    of them; a comparison with nothing is refused."""
    card = Card(id="TL-FIVE", name="Five", type="magic", colours=("blue",), cost=5)
    f = CardFilter(cost=E.Compare(gt="those"))
    assert derived.card_matches(card, f, refs=lambda measure, ref: Against(frozenset({3, 4})))
    assert not derived.card_matches(card, f, refs=lambda measure, ref: Against(frozenset({3, 5})))
    assert not derived.card_matches(card, f)
    with pytest.raises(ValueError):
        E.Compare()


def test_8_8_1_4_a_watch_may_leave_field_cards_unselectable_for_a_while() -> None:
    """A watch's constant modifiers: hand costs, or 'no_life_damage' and 'unselectable' (BSS06-062) on
    field cards; any other kind is refused."""
    on_attacker = E.AllTarget(filter=CardFilter(side="you", types=("spirit",), attacking=True))
    E.Watch(lasts="battle", modifiers=(E.Modifier(what="cannot", action="be_selected", target=on_attacker,
                                                  sources=CardFilter(types=("magic",))),))
    with pytest.raises(ValueError):
        E.Watch(modifiers=(E.Modifier(what="bp", amount=1000, target=on_attacker),))


def test_8_8_1_4_a_watch_holds_an_ordinary_triggered_effect() -> None:
    """A watch's effect is a triggered effect with a timing and actions (or the watch holds hand
    modifiers instead, not both); the parts of an effect a watch does not read are refused, not ignored."""
    draw = {"kind": "triggered", "timing": {"event": "attacks", "subject": "yours"}, "actions": [{"do": "draw"}]}
    Card.model_validate(spell({"do": "watch", "effect": {**draw, "optional": True}}))
    _rejected(spell({"do": "watch", "effect": {**draw, "kind": "constant"}}), "triggered effect with a timing")
    _rejected(spell({"do": "watch", "effect": {**draw, "actions": []}}), "at least one action")
    for part, value in (("levels", [2]), ("once_per_turn", True), ("during", "your_turn"),
                        ("condition", {"test": "during", "period": "your_turn"}), ("cost", [{"do": "draw"}])):
        _rejected(spell({"do": "watch", "effect": {**draw, part: value}}), f"does not read '{part}'")
    _rejected(spell({"do": "watch", "effect": draw, "modifiers": [{"what": "cost", "amount": -1, "target": {
        "kind": "all", "filter": {"types": ["magic"]}}}]}), "not both")


def test_8_5_3_2_a_reveal_takes_up_to_most_of_all_its_matches() -> None:
    """reveal_take's `most` (BSS06-069: "up to three") limits a take of "all" and nothing else."""
    E.RevealTake(count=5, take="all", most=3, to="field")
    with pytest.raises(ValueError):
        E.RevealTake(count=5, take="one", most=3)


def test_4_12_a_token_copy_is_summoned_with_cores_from_the_reserve_or_trash() -> None:
    """summon_token without facts (BSS05-111): a copy of the event card when it is a token, nothing
    otherwise; cores_from "reserve_or_trash" pays nothing and takes its LV1 cores from the reserve or
    the trash, never the soul core."""
    copy = E.SummonToken(exhausted=True, cores_from="reserve_or_trash")
    assert copy.token is None
    ant = {"name": "Antman Token", "colours": ["green"], "cost": 0, "families": ["Carapite", "Token"],
           "symbols": ["green"], "cores": 1, "bp": 1000}
    g = game(spell({"do": "summon_token", "token": ant}, {"do": "summon_token", "exhausted": True,
                                                          "cores_from": "reserve_or_trash"}))
    g.st.players[0].reserve, g.st.players[0].trash_cores = 1, 1
    use(g)
    while g.decision is not None and g.decision.kind == "place_cores":
        g.apply("put trash" if "put trash" in g.legal_actions() else "put auto")
        if "done" in g.legal_actions():
            g.apply("done")
    tokens = [fc for fc in g.st.field if fc.card.name == "Antman Token"]
    assert len(tokens) == 1          # a magic card's effect has no event card: no copy is made


def test_2_3_a_nexus_treated_as_also_a_spirit_for_the_turn() -> None:
    """gain_family with spirit_bp (BSS05-082, 083, 113): a nexus is also a spirit of that family with that
    BP this turn, found by spirit filters; it is a nexus again once the turn ends (6-8-1-2)."""
    g = game(spell({"do": "apply", "modifiers": [{"what": "families", "families": ["Golem"], "amount": 5000}],
                    "target": {"kind": "select", "filter": {"side": "you", "types": ["nexus"]}}}), nexuses=1)
    use(g)
    n = field_card(g, "N0")
    golem_spirit = CardFilter(types=("spirit",), families=("Golem",))
    assert derived.is_spirit(g.st, n) and derived.bp(g.st, n) == 5000
    assert derived.matches(g.st, n, golem_spirit, 0, None) and derived.matches(g.st, n, CardFilter(types=("nexus",)), 0, None)
    g.st.expire("turn")
    assert not derived.is_spirit(g.st, n) and not derived.matches(g.st, n, golem_spirit, 0, None)


def test_8_1_4_a_field_cost_set_treats_the_card_as_costing_that_much() -> None:
    """'cost_set' on the field (BSS06-054): its own card costs `amount` for filters while it applies; any
    other target is refused there."""
    five = {"id": "TL-FIVE", "name": "Test Five", "type": "spirit", "colours": ["white"], "cost": 3,
            "symbols": ["white"], "levels": [{"level": 1, "cores": 1, "bp": 1000}],
            "effects": [{"kind": "constant", "during": "either_attack_step", "modifiers": [{"what": "cost_set", "amount": 5}]}]}
    for step, cost in (("attack", 5), ("main", 3)):
        p1 = {"life": 5, "deck": ["VAN-001"], "field": [{"label": "F", "card": "TL-FIVE", "cores": 1}]}
        p2 = {"life": 5, "deck": ["VAN-001"]}
        g = position_game({"turn": 3, "active": "p1", "step": step, "player_one": "p1", "p1": p1, "p2": p2},
                          [five], seed=0, origin="<test>")
        fc = field_card(g, "F")
        assert derived.field_cost(g.st, fc) == cost
        assert derived.matches(g.st, fc, CardFilter(cost=E.Compare(ge=5)), 0, None) == (cost == 5)
    with pytest.raises(ValueError):
        E.Effect.model_validate({"kind": "constant", "modifiers": [
            {"what": "cost_set", "amount": 5, "target": {"kind": "all"}}]})


def test_11_18_1_link_on_block_links_to_the_blocker_and_the_linked_target_follows() -> None:
    """'link_on_block' (BSS06-054): a Link spirit may link to a blocker it applies to; the BattleTarget
    "linked" of the linker then names the blocker, not the attacker."""
    lets = {"id": "TL-LOB", "name": "Test Lob", "type": "spirit", "colours": ["white"], "cost": 1,
            "symbols": ["white"], "levels": [{"level": 1, "cores": 1, "bp": 1000}],
            "effects": [{"kind": "constant", "modifiers": [
                {"what": "may", "action": "link_to_blocker", "target": {"kind": "all", "filter": {"side": "you", "types": ["spirit"]}}}]}]}
    p1 = {"life": 5, "deck": ["VAN-001"], "field": [{"label": "O", "card": "TL-LOB", "cores": 1},
                                                     {"label": "B", "card": "VAN-004", "cores": 1},
                                                     {"label": "L", "card": "BSS06-003", "cores": 1}]}
    p2 = {"life": 5, "deck": ["VAN-001"], "field": [{"label": "Z", "card": "VAN-007", "cores": 1}]}
    g = position_game({"turn": 4, "active": "p2", "step": "attack", "player_one": "p1", "p1": p1, "p2": p2},
                      [lets], seed=0, origin="<test>")
    for action in ("attack Z", "pass", "pass", "block B", "yes"):
        g.apply(action)
    blocker, linker = field_card(g, "B"), field_card(g, "L")
    assert g.st.battle is not None and g.st.battle.block_links == [linker.uid]
    assert derived.linked_spirit(g.st, linker.uid, "linked") == blocker.uid
    assert derived.bp_value(g.st, blocker) == 8000


def test_12_2_1_an_arrangement_that_reveals_shows_the_cards_to_both_players() -> None:
    """arrange_top with `reveal` (BSS05-039): the opponent's view names the cards; without it only their
    number is shown (12-3-1)."""
    for reveal in (True, False):
        g = game(spell({"do": "arrange_top", "count": 2, "reveal": reveal}))
        use(g)
        theirs = " ".join(e["text"] for e in g.view(1)["log"])
        assert ("Ember Whelp" in theirs) == reveal


def test_8_5_3_5_a_summon_from_a_public_zone_is_declined_only_with_may() -> None:
    """Issue 24: a summon from the trash or revealed cards without "may" must take a matching card;
    `may` lets it be declined; from the hand (private) a match may always be passed over (8-5-3-5)."""
    for may, expected in ((False, ["pick TL-NEX"]), (True, ["pick TL-NEX", "done"])):
        g = game(spell({"do": "summon", "zone": "trash", "pay": "free", "may": may, "filter": {"types": ["nexus"]}}),
                 nexuses=1)
        g.st.players[0].trash.append(next(fc.card for fc in g.st.field if fc.card.id == "TL-NEX"))
        use(g)
        assert g.legal_actions() == expected


@pytest.mark.parametrize(("what", "mark"), [
    ("extra_cost:attack_core_to_reserve", "extra_cost:attack_core_to_reserve"), ("at_most:mill", "at_most:mill"),
    ("cannot:mill", "cannot:mill"), ("instead:compare_costs", "instead:compare_costs"),
    ("instead:select_for_opponent", "instead:select_for_opponent"), ("instead:choose_gale", "instead:choose_gale"),
])
def test_8_8_1_4_a_rule_changed_for_the_player_marks_its_controller_and_selects_nothing(what: str, mark: str) -> None:
    """A lasting apply of a kind that marks the effect's controller (E.PLAYER_KINDS) names no target:
    resolving it asks nothing and leaves one mark of the controller's, on no card."""
    kind, _, action = what.partition(":")
    modifier: dict[str, Any] = {"what": kind, **({"action": action} if action else {}),
                                **({"amount": 1} if what == "at_most:mill" else {})}
    g = game(spell({"do": "apply", "modifiers": [modifier]}))
    use(g)
    assert g.decision is None or g.decision.kind not in ("target", "pick")
    assert [(m.uid, m.kind, m.by) for m in g.st.mods] == [(-1, mark, 0)]
