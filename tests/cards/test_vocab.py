"""The effect-language vocabulary report (bss_tui/carddb/vocab.py): counts over in-memory cards,
and every verb of the language present whatever the cards use."""

from __future__ import annotations

from typing import Any, get_args

import pytest

from bss_tui.carddb.effects import Action, Target
from bss_tui.carddb.schema import Card
from bss_tui.carddb.vocab import WIDTH, Part, VocabReport, render, vocab_report


def magic(cid: str, *effects: dict[str, Any], **facts: Any) -> Card:
    return Card.model_validate({"id": f"TEST-{cid}", "name": f"Card {cid}", "type": "magic", "cost": 1,
                                "effects": list(effects), **facts})


def spirit(cid: str, **facts: Any) -> Card:
    return Card.model_validate({"id": f"TEST-{cid}", "name": f"Card {cid}", "type": "spirit", "cost": 1,
                                "levels": [{"level": 1, "cores": 1, "bp": 1000}], **facts})


def part(parts: tuple[Part, ...], name: str) -> Part:
    found = [p for p in parts if p.name == name]
    assert len(found) == 1, f"{name}: {len(found)} parts"
    return found[0]


@pytest.fixture
def small_set() -> VocabReport:
    """T1 and T2 draw (T1 twice, T2 three cards); T3 destroys an up-to selection; T4 is a vanilla
    spirit with Swift; T5 summons from the trash when a spirit is destroyed, choosing spirits with
    Swift."""
    return vocab_report([
        magic("T1", {"kind": "magic", "windows": ["main"], "actions": [{"do": "draw"}, {"do": "draw", "count": 1}]}),
        magic("T2", {"kind": "magic", "windows": ["main"], "actions": [{"do": "draw", "count": 3}]}),
        magic("T3", {"kind": "magic", "windows": ["flash"], "actions": [
            {"do": "destroy", "target": {"kind": "select", "count": 2, "mode": "up_to",
                                         "filter": {"side": "opponent", "cost": {"le": 3}}}}]}),
        spirit("T4", keywords=[{"name": "Swift"}]),
        spirit("T5", effects=[{"kind": "triggered", "timing": {"event": "destroyed", "subject": "yours"},
                               "actions": [{"do": "summon", "zone": "trash",
                                            "filter": {"keyword": "Swift"}}]}]),
    ])


def test_a_verb_used_by_two_cards_counts_two_and_a_field_set_once_counts_one(small_set):
    draw = part(small_set.verbs, "draw")
    assert draw.cards == ("TEST-T1", "TEST-T2")            # T1 draws twice: one card
    assert part(small_set.fields, "Draw.count").cards == ("TEST-T2",)   # T1's explicit count = 1 is the default
    assert part(small_set.fields, "_ByPlayer.player").uses == 0     # one field for draw, discard and mill
    assert part(small_set.verbs, "destroy").cards == ("TEST-T3",)
    assert part(small_set.verbs, "mill").uses == 0
    assert small_set.cards == 5


def test_nested_fields_are_qualified_by_their_model(small_set):
    assert part(small_set.fields, "CardFilter.cost").cards == ("TEST-T3",)
    assert part(small_set.fields, "CardFilter.side").cards == ("TEST-T3",)
    assert part(small_set.fields, "SelectTarget.count").cards == ("TEST-T3",)
    assert part(small_set.fields, "Summon.zone").cards == ("TEST-T5",)
    assert part(small_set.fields, "Effect.windows").cards == ("TEST-T1", "TEST-T2", "TEST-T3")
    # a required field counts whenever its model is there
    assert part(small_set.fields, "Trigger.event").cards == ("TEST-T5",)
    assert part(small_set.fields, "Card.levels").cards == ("TEST-T4", "TEST-T5")


def test_the_directive_base_field_is_one_field_not_one_per_verb(small_set):
    names = [p.name for p in small_set.fields]
    assert "_Directive.when" in names
    assert not any(n.endswith(".when") and n != "_Directive.when" for n in names)
    assert "Draw.do" not in names               # tags are the verbs themselves
    assert small_set.sizes.fields == len(small_set.fields) + small_set.sizes.tag_fields


def test_literal_values_count_wherever_their_vocabulary_types_a_field(small_set):
    values = {(p.kind, p.name): p.cards for p in small_set.values}
    assert values[("keyword", "Swift")] == ("TEST-T4", "TEST-T5")       # Card.keywords and CardFilter.keyword
    assert values[("trigger event", "destroyed")] == ("TEST-T5",)
    assert values[("trigger event", "summoned")] == ()
    assert values[("effect kind", "magic")] == ("TEST-T1", "TEST-T2", "TEST-T3")
    options = {p.name: p.cards for p in small_set.options}
    assert options["SelectTarget.mode=up_to"] == ("TEST-T3",)
    assert options["SelectTarget.mode=exact"] == ()          # a default counts only where its model is
    assert part(small_set.target_kinds, "select").cards == ("TEST-T3",)


def test_rare_parts_name_their_cards_and_say_whether_a_reason_is_given(small_set):
    rare = small_set.rare()
    assert part(rare, "destroy").cards == ("TEST-T3",)
    assert part(rare, "mill").uses == 0
    soul = part(small_set.fields, "MoveCores.soul")
    assert soul.uses == 0 and soul.reason is not None and "soul core" in soul.reason
    assert part(small_set.fields, "CardFilter.exhausted").reason is None
    assert "ST07-002" in (part(small_set.fields, "Trigger.still_on_field").reason or "")
    text = render(small_set)
    one = text.split("Used by exactly one card")[1].split("Used by no card")[0]
    assert "destroy  TEST-T3" in one
    none = text.split("Used by no card")[1]
    assert "CardFilter.exhausted" in none and "no reason given" in none


def test_every_do_value_of_action_is_in_the_report_even_unused(small_set):
    union = get_args(Action)[0]
    verbs = {model.model_fields["do"].default for model in get_args(union)}
    assert len(verbs) >= 19
    assert {p.name for p in small_set.verbs} == verbs
    assert small_set.sizes.verbs == len(verbs)
    text = render(small_set)
    section = text.split("Directive verbs")[1].split("Target kinds")[0]
    for verb in verbs:
        assert f" {verb} " in section


def test_every_target_kind_is_in_the_report(small_set):
    kinds = set()
    for model in get_args(get_args(Target)[0]):
        kinds |= set(get_args(model.model_fields["kind"].annotation))
    assert {p.name for p in small_set.target_kinds} == kinds
    assert {"attacker", "blocker"} <= kinds


def test_no_per_card_hooks(small_set):
    assert small_set.python_hooks == 0
    assert "no per-card hook mechanism" in small_set.hooks_note


def test_a_lasting_directive_that_leaves_lasts_unwritten_holds_turn():
    """"turn" is what a lasting directive lasts when `lasts` is unwritten (its `duration`): the
    vocabulary's value is held there as much as where it is written; a directive that does not last
    holds no duration."""
    report = vocab_report([
        magic("L1", {"kind": "magic", "windows": ["main"], "actions": [{"do": "apply", "modifiers": [{"what": "extra_cost", "action": "attack_core_to_reserve"}]}]}),
        magic("L2", {"kind": "magic", "windows": ["main"], "actions": [{"do": "apply", "modifiers": [{"what": "extra_cost", "action": "attack_core_to_reserve"}], "lasts": "battle"}]}),
        magic("L3", {"kind": "magic", "windows": ["main"], "actions": [{"do": "draw"}]}),
    ])
    durations = {p.name: p.cards for p in report.values if p.kind == "duration"}
    assert durations == {"turn": ("TEST-L1",), "battle": ("TEST-L2",), "opponent_next_turn": ()}
    assert part(report.fields, "_Directive.lasts").cards == ("TEST-L2",)    # the field: only where written


def test_a_one_value_choice_unset_by_default_is_used_only_where_set():
    """Trigger.to_zone has one value, "hand", and none by default: unlike a `do` tag it is used only by
    the cards that set it."""
    report = vocab_report([
        spirit("R1", effects=[{"kind": "triggered", "timing": {"event": "returned", "to_zone": "hand"},
                               "actions": [{"do": "draw"}]}]),
        spirit("R2", effects=[{"kind": "triggered", "timing": {"event": "returned"}, "actions": [{"do": "draw"}]}]),
    ])
    assert part(report.fields, "Trigger.to_zone").cards == ("TEST-R1",)
    assert part(report.fields, "Trigger.event").cards == ("TEST-R1", "TEST-R2")


def test_the_shipped_cards_report_fits_80_columns(card_db):
    report = vocab_report(card_db)
    assert report.cards == len(card_db)
    text = render(report)
    too_wide = [line for line in text.splitlines() if len(line) > WIDTH]
    assert not too_wide
    assert sum(p.uses for p in report.verbs) > 0
    for p in report.parts():
        assert set(p.cards) <= set(card_db)


def test_every_part_the_shipped_cards_use_once_or_never_says_why(card_db):
    """Issue 9 part 6: a verb, field or value used by one card or none is either generalised away
    or explained in its model's docstring or field description."""
    unexplained = [f"{p.kind} {p.name}" for p in vocab_report(card_db).rare() if p.reason is None]
    assert unexplained == []


def test_conditions_are_one_union_of_tests(small_set):
    assert {p.name for p in small_set.condition_tests} == {"this", "those", "event", "count", "during", "all", "any",
                                                           "not", "soul_core_paid", "soul_core_moved"}
    assert small_set.sizes.condition_tests == 10


# The ratchet (issue 28 part 6): the language may only shrink.  When a change removes a verb or a
# part, lower the ceiling here in the same commit; raising one needs a reason in the commit message.
# "modifier kinds" rose from 54 to 56 when twelve lasting verbs became `apply` with a Modifier: "min_level"
# and "no_last_life" say the two marks no constant kind said.
# "parts used by none" fell from 17 to 3 when the parts no card can use went (the `feast` verb and its
# fields, Card.additional_name, use_effect's timing, reveal_random's count, move_cores' impossible
# places, Trigger.to_zone "deck") and the report counted what it missed (the "turn" an unwritten
# `lasts` means, the token facts every token writes), and to 1 when PayCores.count went (every card
# pays one core; the engine pays CB01-044's core tax itself), and to 0 when MoveCores.side "each" became
# the `both` that Discard already had (both players at once, 1-3-4), one field of the two verbs.
# "verbs" fell from 40 to 31 (feast, and eight player-wide or one-card lasting verbs that became kinds of
# `apply`), so "modifier kinds" rose from 56 to 65: attack_first, skip_refresh, attack_tax, mill_limit,
# cost_battle, take_selection, choose_gale, and the shield's two (no_deck_discard, no_battle_destruction).
# "modifier kinds" fell from 65 to 27 when the kinds that change a rule became seven rule kinds naming the
# rule by an action (cannot, must, may, at_most, extra_cost, triggers, instead: ACTIONS_OF), beside the 20
# that change a card's characteristics.  "parts used by one card" fell from 91 to 86 when the actions were
# named by the verbs they concern, shared across kinds: "discard" (cannot, extra_cost), "mill" (cannot,
# at_most), "reduce_life" (cannot, at_most).
# "verbs" fell from 31 to 30 and "parts used by one card" from 86 to 83 when pay_soul_core became a
# move_cores of the soul core (source "soul_core" into the trash or the void; target "this" for the one
# on this card): PaySoulCore.to, its "void" and MoveCores.source "soul_core" are now used by 11 cards.
# "parts used by one card" fell from 83 to 81 when a watch came to hold an ordinary triggered effect
# (Watch.optional and Watch.once went: its effect's `optional`, and `next_only` for "the next time").
# "parts used by one card" fell from 81 to 80 when Trigger.destroyed_by and Trigger.by_card became one field,
# by_card, "the card that caused the event" (destroyed: its destruction effect's card or battling spirit;
# milled, to_trash: the card whose effect did it), worded by the event.
# "parts used by one card" fell from 80 to 79 when move_cores' count "all_but_one" became `leave = 1`: `leave`
# (every core of the card but this many, BSS02-077's three) already said it, and is now used by 18 cards.
# "parts used by one card" fell from 79 to 77 when a selection's and one_of's `chooser` ("you" or "opponent":
# who makes the choice the text leaves to a player) became one field read by one helper (`Ctx.chooser_of`),
# and to 76 when draw's and move_cores' `until` ("until you have N": what the place still lacks) did, and to
# 75 when use_magic took the `target` of every verb done to cards instead of a field of its own, and to 74
# when L01-002's burst trigger and BSS03-117's rule came to share one filter criterion, `colours_off_field`
# (a card of no colour of its player's field symbols), BSS03-117's rule becoming the general "cannot:play".
CEILINGS = {"verbs": 30, "modifier kinds": 27, "parts used by one card": 74, "parts used by none": 0}


def test_the_language_does_not_grow(card_db):
    report = vocab_report(card_db)
    parts = report.parts()
    now = {"verbs": len(report.verbs), "modifier kinds": report.sizes.modifier_kinds,
           "parts used by one card": sum(1 for p in parts if p.uses == 1),
           "parts used by none": sum(1 for p in parts if p.uses == 0)}
    grown = {name: f"{now[name]} > {ceiling}" for name, ceiling in CEILINGS.items() if now[name] > ceiling}
    assert not grown, f"the effect language grew: {grown}; generalise an existing part instead"
    shrunk = {name: now[name] for name, ceiling in CEILINGS.items() if now[name] < ceiling}
    assert not shrunk, f"the language shrank (good): lower CEILINGS to {shrunk} so it cannot grow back"


def test_every_verb_model_is_in_the_union_and_exported_by_the_package():
    """A new verb's model joins the union of every verb and `bss_tui.carddb.effects` by being written in
    its family module (effect.py derives the union; the package exports the family modules whole)."""
    from bss_tui.carddb import effects as E
    from bss_tui.carddb.effects.names import VERB_MODELS
    union = get_args(get_args(E.Action)[0])
    assert set(union) == set(VERB_MODELS.values()) and len(union) == len(VERB_MODELS) == 30
    assert all(getattr(E, model.__name__) is model for model in union)


def test_at_most_ten_rule_kinds_beside_the_characteristics(card_db):
    """Issue 28: one model for what constant and lasting effects change, its rule-changing kinds few and
    named (each names its rule by an action), every other kind a characteristic of a card."""
    from bss_tui.carddb import effects as E
    sizes = vocab_report(card_db).sizes
    assert sizes.rule_kinds == len(E.RULE_KINDS) <= 10
    assert sizes.modifier_kinds == len(E.RULE_KINDS) + len(E.CHARACTERISTIC_KINDS)
