"""The composable parts of the effect language at work in the engine (issue 9, part 6): amounts
read from the game (8-7-1: a directive does what it says, counted as it is performed), conditions
built from small tests with all/any/not (8-3-3), and durations on the directive (8-8-1-4)."""

from __future__ import annotations

from typing import Any

from bss_tui.carddb import effects as E
from bss_tui.carddb.schema import Card
from bss_tui.engine import derived
from bss_tui.engine.destruction import protection
from bss_tui.scenario import position_game

NEXUS = {"id": "TL-NEX", "name": "Test Tower", "type": "nexus", "colours": ["red"], "cost": 0,
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


def test_10_2_2_a_discard_with_a_filter_offers_only_matching_cards_and_fires_discarded() -> None:
    """Discard's `filter` ("discard a spirit card": CB01-012) offers only the hand cards matching it,
    and the "discarded" event fires for the cards an effect discards, `cards` testing them."""
    watcher = {"id": "TL-WAT", "name": "Test Watcher", "type": "nexus", "colours": ["red"], "cost": 0,
               "levels": [{"level": 1, "cores": 0}],
               "effects": [{"kind": "triggered", "timing": {"event": "discarded", "subject": "you",
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
    g = game(spell({"do": "protect", "against": ["opponent_spirit_destroy_effects"], "target": {"kind": "all",
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
    """CardFilter `colours_not` (the pair of `colours`) and SelectTarget `distinct_names` (CB01-080:
    "four Angel spirit cards with different names"): a red card is not "non-red"; a selection with
    different names offers no second copy of a name already chosen."""
    red = Card.model_validate(SPIRIT)
    assert not derived.card_matches(red, E.CardFilter(colours_not=("red",)))
    assert derived.card_matches(red, E.CardFilter(colours_not=("blue",)))
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
        [{"do": "pay_cores", "count": 4, "player": "opponent"}], [{"do": "draw", "count": 1}]]})
    g = game(card)
    use(g)
    assert g.decision is not None and g.decision.kind == "choice" and g.decision.player == 1
    assert g.legal_actions() == ["choose 2"]          # two cores on the field and the soul core: 4 cannot be paid


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


def test_10_2_1_a_mill_fires_discarded_from_the_deck_once_for_copies_that_do_not_duplicate() -> None:
    """A mill fires "discarded" with `from_zone` "deck", `by_card` testing the card whose effect did
    it; an effect that does not duplicate (`no_duplicate`, CB01-046) fires once for two copies."""
    watcher = {"id": "TL-WAT", "name": "Test Watcher", "type": "nexus", "colours": ["red"], "cost": 0,
               "levels": [{"level": 1, "cores": 0}],
               "effects": [{"kind": "triggered", "no_duplicate": True,
                            "timing": {"event": "discarded", "subject": "opponent", "from_zone": "deck",
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
    """CardFilter `cost_lowest` (CB01-044: "the spirit that costs the least", ties all qualify) and the
    modifier "summon_effect_cost" (a spirit's "when summoned" effect asks its controller for cores)."""
    card = spell({"do": "destroy", "target": {"kind": "select", "count": 1,
                                              "filter": {"side": "opponent", "types": ["spirit"], "cost_lowest": "opponent"}}})
    pos = {"turn": 3, "active": "p1", "step": "main", "player_one": "p1",
           "p1": {"life": 5, "deck": ["VAN-002"], "hand": ["TL-MAG"]},
           "p2": {"life": 5, "deck": ["VAN-001"], "field": [{"label": "B", "card": "VAN-003", "cores": 1},
                                                          {"label": "C", "card": "VAN-002", "cores": 1}]}}
    g = position_game(pos, [card], seed=0, origin="<test>")
    use(g)
    assert [fc.label for fc in g.st.field] == ["B"]          # the cost-2 spirit, not the cost-3 one
    taxer = {"id": "TL-TAX", "name": "Test Taxer", "type": "nexus", "colours": ["red"], "cost": 0,
             "levels": [{"level": 1, "cores": 0}],
             "effects": [{"kind": "constant", "modifiers": [{"what": "summon_effect_cost", "amount": 2}]}]}
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
    """Shield "deck_discard" (CB01-076): this turn no card leaves the top of its controller's deck
    for the trash; the opponent's deck still can."""
    card = spell({"do": "shield", "against": "deck_discard"}, {"do": "mill", "count": 2, "player": "you"},
                 {"do": "mill", "count": 1, "player": "opponent"})
    g = game(card)
    use(g)
    assert len(g.st.players[0].deck) == 6 and len(g.st.players[1].deck) == 5


def test_a_selection_among_the_cards_just_milled() -> None:
    """SelectTarget zone "those" (CB01-045): the choice is among the cards the previous directive
    milled, not the whole trash; a following cost_as_those reads the card chosen."""
    card = spell({"do": "mill", "count": 2, "player": "opponent"},
                 {"do": "choose", "target": {"kind": "select", "count": 1, "zone": "those"}},
                 {"do": "destroy", "target": {"kind": "all", "filter": {"side": "opponent", "types": ["spirit"],
                                                                         "cost_as_those": True}}})
    pos = {"turn": 3, "active": "p1", "step": "main", "player_one": "p1",
           "p1": {"life": 5, "deck": ["VAN-002"], "hand": ["TL-MAG"]},
           "p2": {"life": 5, "deck": ["VAN-001", "VAN-003", "VAN-004"], "trash": ["VAN-007"],
                  "field": [{"label": "B", "card": "VAN-003", "cores": 1}, {"label": "C", "card": "VAN-002", "cores": 1}]}}
    g = position_game(pos, [card], seed=0, origin="<test>")
    use(g)
    assert sorted(g.legal_actions()) == ["pick VAN-001", "pick VAN-003"]      # the trash's VAN-007 is not among them
    g.apply("pick VAN-003")
    assert [fc.label for fc in g.st.field] == ["C"]
