"""Card text rendered from the effect language (bss_tui/carddb/text/).

Three kinds of test: worded examples for each timing and directive; two sweeps over the models
of effects.py (every field changes the text when it is set, and every Literal value has wording
of its own, and an unknown value never crashes); and every shipped card renders."""

from __future__ import annotations

from typing import Annotated, Literal, Union, get_args, get_origin

import pytest
from pydantic import BaseModel

from bss_tui.carddb import effects as E
from bss_tui.carddb.effects import (
    AllOf, AllTarget, AnyOf, ArrangeTop, BattleTarget, CardFilter as F, Count,
    CountIs, Destroy, Discard, Draw, DuringIs, Effect, EventTarget, Exhaust, Mill, Modifier, MoveCores,
    Not, Refresh, ReturnToHand, RevealTake, SelectTarget, Substitute,
    Summon, ThisIs, ThisTarget, ThoseAre, ThoseTarget, TrashToHand, Trigger,
)
from bss_tui.carddb.loader import load_cards
from bss_tui.carddb.schema import Card, Keyword, Level
from bss_tui.carddb.text import render_actions, render_card, render_effect, render_keyword

OPP_SPIRIT = F(side="opponent", types=("spirit",))
MY_SPIRIT = F(side="you", types=("spirit",))
PAY_SOUL = MoveCores(source="soul_core", dest="trash", target=ThisTarget())     # the soul core on this card paid


def having(f: F, at_least: int | None = None, at_most: int | None = None) -> CountIs:
    """A condition on how many field cards match a filter."""
    return CountIs(count=Count(of="field", filter=f), at_least=at_least, at_most=at_most)


def per(f: F, times: int) -> Count:
    """`times` for each field card matching a filter."""
    return Count(of="field", filter=f, times=times)


def main(*actions, **kw) -> str:
    return render_effect(Effect(kind="magic", windows=("main",), actions=actions, **kw))


def when(event: str, *actions, trigger: dict | None = None, **kw) -> str:
    timing = Trigger(event=event, **(trigger or {}))
    return render_effect(Effect(kind="triggered", timing=timing, actions=actions or (Draw(),), **kw))


def constant(*modifiers, **kw) -> str:
    return render_effect(Effect(kind="constant", modifiers=modifiers, **kw))


# ---- worded examples --------------------------------------------------------------------------

def test_brief_example_level_gate_trigger_and_select():
    effect = Effect(kind="triggered", levels=(2, 3), timing=Trigger(event="attacks"),
                    actions=(Destroy(target=SelectTarget(filter=F(side="opponent", types=("spirit",),
                                                                   bp=E.Compare(le=3000)))),))
    assert render_effect(effect) == ("[LV2][LV3] When this spirit attacks: select 1 of your opponent's "
                                     "spirits with 3000 BP or less and destroy it.")


@pytest.mark.parametrize("action, text", [
    (Draw(), "draw 1 card"),
    (Draw(count=2, player="opponent"), "your opponent draws 2 cards"),
    (Discard(), "discard 1 card from your hand"),
    (Discard(count=2, player="opponent"), "your opponent discards 2 cards from their hand"),
    (Draw(until=3), "draw cards until you have 3 cards in your hand"),
    (Discard(filter=F(colours=("red",))), "discard 1 red card from your hand"),
    (Discard(count=2, filter=F(colours=("red",))), "discard 2 red cards from your hand"),
    (Mill(count=3, player="opponent"), "discard the top 3 cards of your opponent's deck"),
    (Mill(), "discard the top card of your deck"),
    (E.Apply(modifiers=(E.Modifier(what="bp", amount=2000),)), "select 1 card and give it +2000 BP during this turn"),
    (E.Apply(modifiers=(E.Modifier(what="bp", amount=-2000),), target=SelectTarget(filter=OPP_SPIRIT), lasts="battle"),
     "select 1 of your opponent's spirits and give it -2000 BP during this battle"),
    (E.Apply(modifiers=(E.Modifier(what="bp", amount=per(F(side="you", types=("spirit",), colours=("green",)), 1000)),), target=ThisTarget()),
     "give this card +1000 BP for each of your green spirits during this turn"),
    (E.Apply(modifiers=(E.Modifier(what="bp", amount=per(F(types=("nexus",)), 1000)),), target=ThisTarget()),
     "give this card +1000 BP for each nexus during this turn"),
    (Destroy(target=SelectTarget(filter=OPP_SPIRIT, alt=F(side="opponent", types=("nexus",)))),
     "select 1 of your opponent's spirits, or 1 of your opponent's nexuses, and destroy it"),
    (Destroy(target=SelectTarget(mode="any_number", filter=OPP_SPIRIT, total_cost_max=5)),
     "select any number of your opponent's spirits with a combined total cost of 5 or less and destroy them"),
    (Destroy(target=SelectTarget(mode="any_number", filter=OPP_SPIRIT, total_bp_max=10000)),
     "select any number of your opponent's spirits with a combined total of 10000 BP or less "
     "and destroy them"),
    (Exhaust(target=SelectTarget(filter=F(side="opponent", types=("spirit",), exhausted=False))),
     "select 1 of your opponent's refreshed spirits and exhaust it"),
    (Refresh(target=SelectTarget(count=2, filter=F(side="you", types=("spirit",), cost=E.Compare(eq=2)))),
     "select 2 of your spirits that cost 2 and refresh them"),
    (Refresh(target=AllTarget(filter=F(side="you", types=("spirit",), has_effects=False))),
     "refresh all of your spirits with no effects"),
    (E.Apply(modifiers=(E.Modifier(what="min_level"),), target=AllTarget(filter=OPP_SPIRIT)), "treat all of your opponent's spirits as LV1 during this turn"),
    (E.Apply(modifiers=(E.Modifier(what="min_level"),), target=BattleTarget(kind="blocker"), lasts="battle"),
     "treat the blocking spirit as LV1 during this battle"),
    (TrashToHand(target=EventTarget()), "return that card from its owner's trash to its owner's hand"),
    (TrashToHand(target=ThisTarget()),
     "return this card to your hand"),
    (E.Apply(modifiers=(E.Modifier(what="may", action="block_exhausted"),), target=ThisTarget()), "this card can block while exhausted during this turn"),
    (Refresh(target=SelectTarget(filter=F(side="you", types=("spirit",), attacking=False))),
     "select 1 of your spirits that are not attacking and refresh it"),
    (Exhaust(target=AllTarget(filter=F(side="opponent", types=("spirit",), attacking=True))),
     "exhaust all of your opponent's attacking spirits"),
    (E.ToDeck(where="top", target=SelectTarget(filter=OPP_SPIRIT)),
     "select 1 of your opponent's spirits and return it to the top of its owner's deck"),
    (E.ToDeck(target=SelectTarget(count=2, zone="hand")),
     "select 2 cards from your hand and return them to the bottom of your deck in any order"),
    (Refresh(target=AllTarget(filter=F(side="you", types=("spirit",), keyword="Luster"),
                              alt=F(side="you", types=("spirit",), keyword="Blessed"))),
     "refresh all of your spirits with Luster and all of your spirits with Blessed"),
    (ReturnToHand(target=SelectTarget(filter=F(side="opponent", types=("spirit",), cost=E.Compare(le=5)))),
     "select 1 of your opponent's spirits that cost 5 or less and return it to its owner's hand"),
    (ReturnToHand(target=AllTarget(filter=F(side="opponent", types=("nexus",)))),
     "return all of your opponent's nexuses to their owners' hands"),
    (TrashToHand(target=SelectTarget(zone="trash", filter=F(types=("spirit",), colours=("red",)))),
     "select 1 red spirit card from your trash and put it into your hand"),
    (TrashToHand(target=SelectTarget(zone="trash", count=2, mode="up_to", filter=F(types=("spirit",), cost=E.Compare(le=2)))),
     "select up to 2 spirit cards that cost 2 or less from your trash and put them into your hand"),
    (MoveCores(source="void", dest="reserve"), "place 1 core from the void into your reserve"),
    (MoveCores(source="life", dest="trash", side="opponent"),
     "place 1 core from your opponent's life into their trash"),
    (MoveCores(source="reserve", dest="life", both=True, count=2, up_to=True),
     "each player places up to 2 cores from their reserve into their life"),
    (MoveCores(source="card", dest="reserve", leave=1, target=SelectTarget(filter=OPP_SPIRIT)),
     "select 1 of your opponent's spirits and place all but 1 core from it into your opponent's reserve"),
    (MoveCores(source="card", dest="reserve", target=SelectTarget(filter=F(types=("spirit",)))),
     "select 1 spirit and place 1 core from it into its controller's reserve"),
    (MoveCores(source="card", dest="void", count=1, soul=True, target=ThisTarget()),
     "place the soul core from this card into the void"),
    (MoveCores(source="void", dest="card", target=SelectTarget(count=2, filter=F(side="you", types=("nexus",)))),
     "select 2 of your nexuses and place 1 core from the void onto each of them"),
    (MoveCores(source="trash", dest="card", count=2, target=ThisTarget()),
     "place 2 cores from your trash onto this card"),
    (PAY_SOUL, "send the soul core on this card to your trash"),
    (MoveCores(source="soul_core", dest="trash"), "send your soul core to your trash"),
    (MoveCores(source="soul_core", dest="void"), "send your soul core to the void"),
    (E.Apply(modifiers=(E.Modifier(what="cannot", action="attack"),), target=AllTarget(filter=F(types=("spirit",), bp=E.Compare(le=4000)))),
     "stop all spirits with 4000 BP or less from attacking during this turn"),
    (E.Apply(modifiers=(E.Modifier(what="cannot", action="block"),), target=SelectTarget(filter=OPP_SPIRIT)),
     "select 1 of your opponent's spirits and stop it from blocking during this turn"),
    (E.Apply(modifiers=(E.Modifier(what="cannot", action="reduce_life"),), target=SelectTarget(filter=OPP_SPIRIT)),
     "select 1 of your opponent's spirits and stop it from reducing life with its attacks during this turn"),
    (RevealTake(count=3, filter=F(types=("spirit",), families=("Star Dragon",))),
     "reveal the top 3 cards of your deck, put 1 Star Dragon spirit card from among them into your hand "
     "and put the rest on the bottom of your deck"),
    (RevealTake(count=2, take="all", filter=F(cost=E.Compare(eq=2)), rest="trash"),
     "reveal the top 2 cards of your deck, put all cards that cost 2 among them into your hand "
     "and put the rest into your trash"),
    (RevealTake(count=4, view_only=True, take="up_to_one", filter=F(types=("magic",)), rest="top"),
     "view the top 4 cards of your deck, put up to 1 magic card from among them into your hand "
     "and put the rest back on top of your deck"),
    (RevealTake(count=1, filter=F(cost=E.Compare(eq=2)), rest="trash"),
     "reveal the top card of your deck; if it is a card that costs 2, put it into your hand, "
     "otherwise put it into your trash"),
    (ArrangeTop(count=2), "view the top 2 cards of your deck, put any number of them on the bottom of "
                          "your deck and the rest back on top in any order"),
    (Summon(filter=F(cost=E.Compare(eq=2))),
     "summon a spirit card that costs 2 from your hand without paying its cost"),
    (Summon(zone="trash", filter=F(types=("nexus",), cost=E.Compare(le=6))),
     "place a nexus card that costs 6 or less from your trash without paying its cost"),
    (Summon(zone="trash", filter=F(colours=("green",)), pay="reserve"),
     "summon a green spirit card from your trash paying its cost with cores from your reserve only"),
    (Summon(zone="trash", filter=F(types=("nexus",))),
     "place a nexus card from your trash without paying its cost"),
    (Summon(zone="deck_top", reveal=5, filter=F(types=("nexus",), cost=E.Compare(le=4)), otherwise_trash=True),
     "reveal the top 5 cards of your deck; place a nexus card that costs 4 or less from among them without "
     "paying its cost. Discard the rest of the revealed cards"),
    (E.Apply(modifiers=(E.Modifier(what="cannot", action="be_destroyed"), E.Modifier(what="cannot", action="be_destroyed_in_battle"), E.Modifier(what="cannot", action="lose_cores"),), target=ThisTarget()),
     "protect this card from your opponent's destruction effects, destruction in battle and "
     "core removal by your opponent's effects during this turn"),
    (E.Apply(modifiers=(Modifier(what="cannot", action="refresh"),), target=SelectTarget(filter=OPP_SPIRIT)),
     "select 1 of your opponent's spirits and stop it from refreshing in its controller's next refresh step"),
    (E.Apply(modifiers=(E.Modifier(what="max_level"),), target=SelectTarget(filter=F(types=("spirit",)))),
     "select 1 spirit and treat it as being at its highest level during this turn"),
    (E.Apply(modifiers=(Modifier(what="extra_cost", action="attack_core_to_reserve"),)),
     "during this turn, your opponent cannot attack with a spirit unless they place 1 core from it into their reserve"),
])
def test_each_directive_has_its_wording(action, text):
    assert main(action) == f"Main: {text}."


def test_those_event_and_battle_targets():
    assert main(Refresh(target=SelectTarget(count=2, filter=MY_SPIRIT)),
                E.Apply(modifiers=(E.Modifier(what="cannot", action="attack"),), target=ThoseTarget())) == \
        "Main: select 2 of your spirits and refresh them, then stop them from attacking during this turn."
    assert main(Destroy(target=SelectTarget(filter=OPP_SPIRIT)), Draw(), Exhaust(target=ThoseTarget())) == \
        "Main: select 1 of your opponent's spirits and destroy it, then draw 1 card, then exhaust it."
    assert when("blocked", Refresh(target=EventTarget()), trigger={"subject": "yours"}) == \
        "When one of your spirits is blocked: refresh the blocked spirit."
    assert when("summoned", E.Apply(modifiers=(E.Modifier(what="bp", amount=2000),), target=EventTarget()), trigger={"subject": "yours"}) == \
        "When one of your spirits is summoned: give the summoned spirit +2000 BP during this turn."
    assert when("blocked", MoveCores(source="card", dest="reserve", target=BattleTarget(kind="blocker"))) == \
        "When this spirit is blocked: place 1 core from the blocking spirit into its controller's reserve."
    assert main(Destroy(target=BattleTarget(kind="attacker"))) == "Main: destroy the attacking spirit."


def test_directive_conditions_read_then_if():
    text = main(MoveCores(source="card", dest="reserve", target=SelectTarget(filter=OPP_SPIRIT)),
                Destroy(target=SelectTarget(filter=F(side="opponent", types=("spirit",), cores=E.Compare(le=2))),
                        when=having(F(side="you", types=("nexus",), families=("Pilot",)), 1)))
    assert text == ("Main: select 1 of your opponent's spirits and place 1 core from it into your opponent's "
                    "reserve. Then, if you have at least 1 Pilot nexus, select 1 of your opponent's spirits "
                    "with at most 2 cores and destroy it.")
    assert main(Draw(when=DuringIs(period="opponent_turn"))) == \
        "Main: if it is your opponent's turn, draw 1 card."
    assert main(Destroy(target=SelectTarget(filter=OPP_SPIRIT)), Draw(when=ThoseAre(filter=F(level=E.Compare(le=0))))) \
        .endswith("Then, if it fell below LV1, draw 1 card.")


@pytest.mark.parametrize("condition, text", [
    (ThisIs(filter=F(soul_core=True)), "this spirit has a soul core on it"),
    (ThisIs(filter=F(soul_core=False)), "this spirit has no soul core on it"),
    (ThisIs(filter=F(exhausted=False)), "this spirit is refreshed"),
    (ThisIs(filter=F(families=("Golem",))), "this spirit is a Golem card"),
    (DuringIs(period="your_turn"), "it is your turn"),
    (having(OPP_SPIRIT, 1), "your opponent has at least 1 spirit"),
    (having(OPP_SPIRIT), "your opponent has at least 1 spirit"),
    (having(F(side="opponent", types=("spirit",), cores=E.Compare(le=1)), 1),
     "your opponent has at least 1 spirit with at most 1 core"),
    (having(F(types=("spirit",)), at_most=0), "there are no spirits on the field"),
    (having(MY_SPIRIT, 2, 3), "you have between 2 and 3 spirits"),
    (CountIs(count=Count(of="trash", player="opponent"), at_least=10),
     "your opponent has 10 or more cards in their trash"),
    (CountIs(count=Count(of="hand"), at_most=5), "you have 5 or fewer cards in your hand"),
    (CountIs(count=Count(of="field", measure="symbols", filter=F(side="you", colours=("red",))), at_least=3),
     "you have 3 or more red symbols on your field"),
    (CountIs(count=Count(of="life_lost"), at_most=0), "your life is no lower than at the start of this turn"),
    (CountIs(count=Count(of="life_lost")), "your life is lower than at the start of this turn"),
    (CountIs(count=Count(of="attacks"), at_least=1, at_most=1), "this battle is the first attack of the turn"),
    (CountIs(count=Count(of="hand"), at_most=Count(of="hand", player="opponent")),
     "you have the number of cards in your opponent's hand or fewer cards in your hand"),
    (AllOf(of=(ThisIs(filter=F(soul_core=True)), DuringIs(period="your_turn"))),
     "this spirit has a soul core on it and it is your turn"),
    (AnyOf(of=(ThisIs(filter=F(soul_core=True)), DuringIs(period="your_turn"))),
     "this spirit has a soul core on it or it is your turn"),
    (Not(of=DuringIs(period="your_turn")), "it is not the case that it is your turn"),
])
def test_conditions(condition, text):
    assert when("attacks", Draw(), condition=condition) == f"When this spirit attacks: if {text}, draw 1 card."


@pytest.mark.parametrize("event, trigger, text", [
    ("summoned", {}, "When this spirit is summoned"),
    ("placed", {}, "When this spirit is placed"),
    ("attacks_or_blocks", {}, "When this spirit attacks or blocks"),
    ("destroyed", {"subject": "yours", "filter": F(types=("spirit",), soul_core=True)},
     "When one of your spirits with a soul core is destroyed"),
    ("destroyed", {"subject": "yours", "by": "opponent"}, "When one of your cards is destroyed by your opponent"),
    ("destroyed", {"subject": "opponents", "by": "you", "cause": "effect_cores"},
     "When one of your opponent's cards is destroyed by your effect that removes its cores"),
    ("destroyed", {"subject": "yours", "filter": F(types=("spirit",), cost=E.Compare(eq=2)), "cause": "battle"},
     "When one of your spirits that cost 2 is destroyed in battle"),
    ("destroyed", {"subject": "opponents", "destroyer": F(side="you", keyword="Swift", this="include")},
     "When one of your opponent's cards is destroyed in battle with this spirit or one of your spirits with Swift"),
    ("destroyed", {"subject": "any", "cause": "effect"}, "When a card is destroyed by an effect"),
    ("life_lost", {"subject": "you"}, "When your life is reduced"),
    ("life_lost", {"subject": "opponent", "by": "you"}, "When your opponent's life is reduced by you"),
    ("step_start", {"step": "end", "turn": "opponents"}, "At the start of your opponent's end step"),
    ("step_start", {"step": "attack"}, "At the start of each attack step"),
    ("battle_end", {}, "When the battle of this spirit ends"),
    ("battle_end", {"subject": "yours", "filter": F(families=("NERV",)), "still_on_field": True},
     "When the battle of one of your NERV spirits ends and it is still on the field"),
    ("drew", {"subject": "opponent", "outside_draw_step": True},
     "When your opponent draws cards outside the draw step"),
    ("returned", {"subject": "opponents", "filter": F(types=("spirit",))},
     "When one of your opponent's spirits returns to its owner's hand or deck"),
    ("exhausted", {"subject": "yours", "filter": F(types=("nexus",), colours=("blue",))},
     "When one of your blue nexuses is exhausted"),
    ("summon_effect_resolved", {"subject": "opponents"},
     'When the "when summoned" effect of one of your opponent\'s spirits resolves'),
    ("magic_resolved", {"subject": "you", "soul_core_paid": True},
     "When you resolve a magic effect whose cost included a soul core"),
    ("magic_resolved", {"subject": "you", "from_zone": "hand", "cards": F(colours=("white",))},
     "When you resolve the effect of a white magic card from your hand"),
    ("to_trash", {"subject": "you", "cards": F(types=("spirit",))}, "When a spirit card is put into your trash"),
    ("to_trash", {"subject": "you", "from_zone": "hand"}, "When you discard a card"),
    ("attack_step_ended", {"subject": "you", "by": "opponent"},
     "When your attack step is ended by your opponent's effect"),
    ("crushed", {"subject": "yours", "cards": F(types=("spirit",))},
     "When one of your spirits discards cards with Crush and at least one discarded card is a spirit card"),
    ("milled", {"subject": "you", "by": "opponent"}, "When your opponent's effect discards cards from your deck"),
    ("milled", {"subject": "opponent"}, "When cards are discarded from your opponent's deck"),
    # the card that caused it (by_card), in the event's words: a destruction's card or battling spirit, or an effect's card
    ("destroyed", {"subject": "opponents", "by_card": F(side="you", cost=E.Compare(ge=7))},
     "When one of your opponent's cards is destroyed by one of your cards that cost 7 or more"),
    ("milled", {"subject": "opponent", "by_card": F(side="you", families=("Angel",))},
     "When cards are discarded from your opponent's deck by an effect of one of your Angel cards"),
    ("summoned", {"subject": "opponent", "filter": F(types=("spirit",), has_timing="summoned")},
     'When your opponent summons a spirit with a "when summoned" effect'),
    ("attacks", {"subject": "yours", "turn": "yours", "step": "attack"},
     "When one of your spirits attacks during your attack step"),
    ("blocks", {"turn": "opponents"}, "When this spirit blocks during your opponent's turn"),
])
def test_trigger_wording(event, trigger, text):
    assert when(event, Draw(), trigger=trigger) == f"{text}: draw 1 card."


@pytest.mark.parametrize("kw, text", [
    (dict(during="your_attack_step"), "During your attack step, when this spirit attacks: draw 1 card."),
    (dict(during="attacking"), "While this spirit attacks, when this spirit attacks: draw 1 card."),
    (dict(optional=True), "When this spirit attacks: you may draw 1 card."),
    (dict(optional=True, cost=(PAY_SOUL,)),
     "When this spirit attacks: you may send the soul core on this spirit to your trash to draw 1 card."),
    (dict(cost=(Exhaust(target=ThisTarget()),)),
     "When this spirit attacks: exhaust this spirit to draw 1 card."),
    (dict(once_per_turn=True), "When this spirit attacks, once per turn: draw 1 card."),
    (dict(levels=(1,)), "[LV1] When this spirit attacks: draw 1 card."),
    (dict(condition=ThisIs(filter=F(soul_core=True))),
     "When this spirit attacks: if this spirit has a soul core on it, draw 1 card."),
])
def test_triggered_effect_parts(kw, text):
    assert when("attacks", Draw(), **kw) == text


def test_start_of_step_absorbs_a_matching_during_period():
    effect = Effect(kind="triggered", during="opponent_attack_step", timing=Trigger(event="step_start", step="attack"),
                    actions=(Refresh(target=AllTarget(filter=MY_SPIRIT)),))
    assert render_effect(effect, "nexus") == "At the start of your opponent's attack step: refresh all of your spirits."
    clash = effect.model_copy(update={"timing": Trigger(event="step_start", step="draw")})
    assert render_effect(clash) == "During your opponent's attack step, at the start of each draw step: " \
                                   "refresh all of your spirits."


def test_magic_activated_burst_and_then_use():
    assert render_effect(Effect(kind="magic", windows=("main", "flash"), actions=(Draw(),))) == \
        "Main/Flash: draw 1 card."
    assert render_effect(Effect(kind="magic", windows=("flash",), actions=(Draw(),))) == "Flash: draw 1 card."
    assert render_effect(Effect(kind="activated", windows=("flash",), once_per_turn=True, actions=(Draw(),)),
                         "nexus") == "Flash (activated), once per turn: draw 1 card."
    burst = Effect(kind="burst", timing=Trigger(event="destroyed", subject="yours", by="opponent",
                                                filter=F(types=("spirit",))),
                   then_use="flash", actions=(Draw(),))
    assert render_effect(burst, "magic") == ("Burst: when one of your spirits is destroyed by your opponent, "
                                             "draw 1 card. Then you may pay this card's cost to use its flash effect.")
    main_burst = Effect(kind="burst", timing=Trigger(event="life_lost", subject="you"), then_use="main",
                        actions=(Draw(),))
    assert render_effect(main_burst).endswith("use its main effect.")


@pytest.mark.parametrize("effect, text", [
    (Effect(kind="constant", levels=(1, 2), during="attacking", modifiers=(Modifier(what="bp", amount=2000),)),
     "[LV1][LV2] While this spirit attacks: this spirit gets +2000 BP."),
    (Effect(kind="constant", during="your_attack_step",
            modifiers=(Modifier(what="bp", amount=1000, target=AllTarget(filter=F(side="you", types=("spirit",),
                                                                                 colours=("red",)))),)),
     "During your attack step: all of your red spirits get +1000 BP."),
    (Effect(kind="constant", modifiers=(Modifier(what="cannot", action="attack"), Modifier(what="cannot", action="block"))),
     "This spirit cannot attack; this spirit cannot block."),
    (Effect(kind="constant", modifiers=(Modifier(what="must", action="attack"),)), "This spirit must attack if able."),
    (Effect(kind="constant", during="opponent_attack_step", modifiers=(Modifier(
        what="at_most", action="reduce_life", amount=1, target=AllTarget(filter=F(side="opponent", types=("spirit",)))),)),
     "During your opponent's attack step: each attack of all of your opponent's spirits reduces at most 1 life."),
    (Effect(kind="constant", condition=CountIs(count=Count(of="trash", player="opponent"), at_least=10),
            modifiers=(Modifier(what="keyword", keyword="Raid", amount=1),)),
     "If your opponent has 10 or more cards in their trash, this spirit gains Raid 1."),
    (Effect(kind="constant", modifiers=(Modifier(what="keyword", keyword="Confront",
                                                 target=AllTarget(filter=F(side="you", keyword="Awaken"))),)),
     "All of your cards with Awaken gain Confront."),
    (Effect(kind="constant", modifiers=(Modifier(what="cannot", action="be_blocked", blockers=F(side="opponent", cores=E.Compare(le=1))),)),
     "This spirit cannot be blocked by your opponent's spirits with at most 1 core."),
    (Effect(kind="constant", modifiers=(Modifier(what="cannot", action="be_selected",
                                                 target=AllTarget(filter=F(side="you", families=("EVA-01",)))),)),
     "All of your EVA-01 cards cannot be selected by your opponent's effects."),
    (Effect(kind="constant", modifiers=(Modifier(what="extra_symbols", amount=1,
                                                 paying=F(types=("spirit",), families=("Star Dragon",))),)),
     "Each symbol on this spirit counts as 2 symbols when paying for Star Dragon spirit cards."),
    (Effect(kind="constant", modifiers=(Modifier(what="symbol_colours", colours=("red", "purple"),
                                                 paying=F(families=("NERV",))),)),
     "The symbols on this spirit also count as red and purple when paying for NERV cards."),
    (Effect(kind="constant", zone="hand", condition=having(F(side="you", types=("nexus",)), 1),
            modifiers=(Modifier(what="cost_set", amount=4),)),
     "While this card is in your hand: if you have at least 1 nexus, the cost of this card is 4."),
    (Effect(kind="constant", modifiers=(Modifier(what="triggers", action="when_blocks_on_attack", target=AllTarget(filter=MY_SPIRIT)),)),
     'The "when this spirit blocks" effects of all of your spirits also trigger when they attack.'),
])
def test_constant_effects(effect, text):
    assert render_effect(effect) == text


@pytest.mark.parametrize("effect, text", [
    (Effect(kind="substitution", during="your_attack_step", optional=True, cost=(Exhaust(target=ThisTarget()),),
            timing=Trigger(event="destroyed", subject="yours", filter=F(types=("spirit",), colours=("yellow",))),
            substitute=Substitute(mode="to_hand")),
     "During your attack step: if one of your yellow spirits would be destroyed, you may exhaust this nexus "
     "to put it into its owner's hand instead of the trash."),
    (Effect(kind="substitution", optional=True, cost=(PAY_SOUL,), substitute=Substitute(),
            timing=Trigger(event="destroyed", by="opponent")),
     "If this nexus would be destroyed by your opponent, you may send the soul core on this nexus to your "
     "trash instead."),
    (Effect(kind="substitution", substitute=Substitute(instead=(Draw(),)),
            timing=Trigger(event="destroyed", cause="battle")),
     "If this nexus would be destroyed in battle, you may draw 1 card instead."),
    (Effect(kind="substitution", substitute=Substitute(), timing=Trigger(event="destroyed", cause="effect")),
     "If this nexus would be destroyed by an effect, you may keep it on the field instead."),
])
def test_substitution_effects(effect, text):
    assert render_effect(effect, "nexus") == text


def test_keywords():
    assert render_keyword(Keyword(name="Curse", levels=(2, 3), during="attacking")) == \
        "[LV2][LV3] While this spirit attacks: Curse"
    assert render_keyword(Keyword(name="Crush", value=2)) == "Crush +2"
    assert render_keyword(Keyword(name="Raid", value=1)) == "Raid 1"
    assert render_keyword(Keyword(name="Armor", colours=("red", "white"))) == "Armor: red, white"
    assert render_keyword(Keyword(name="A.T. Field")) == "A.T. Field"
    assert render_keyword(Keyword(name="Awaken", during="your_turn")) == "During your turn: Awaken"


def test_render_card_lines():
    card = Card(id="T-1", name="Test Wyrm", type="spirit", colours=("red", "blue"), cost=4,
                reduction=("red", "blue"), symbols=("red/blue",), families=("Star Dragon",),
                levels=(Level(level=1, cores=1, bp=3000), Level(level=2, cores=3, bp=5000)),
                keywords=(Keyword(name="Confront", levels=(2,), during="attacking"),),
                effects=(Effect(kind="triggered", levels=(2,), timing=Trigger(event="attacks"), actions=(Draw(),)),))
    assert render_card(card) == [
        "Spirit | red, blue | cost 4 | reduction: red, blue | symbol: red/blue",
        "Family: Star Dragon",
        "LV1: 1 core, 3000 BP | LV2: 3 cores, 5000 BP",
        "[LV2] While this spirit attacks: Confront",
        "[LV2] When this spirit attacks: draw 1 card.",
    ]
    nexus = Card(id="T-2", name="Test Tower", type="nexus", colours=("white",), cost=3, symbols=("white",),
                 levels=(Level(level=1, cores=0), Level(level=2, cores=2)),
                 effects=(Effect(kind="triggered", timing=Trigger(event="placed"), actions=(Draw(),)),))
    assert render_card(nexus) == ["Nexus | white | cost 3 | symbol: white", "LV1: 0 cores | LV2: 2 cores",
                                  "When this nexus is placed: draw 1 card."]
    magic = Card(id="T-3", name="Test Spell", type="magic", cost=2,
                 effects=(Effect(kind="magic", windows=("flash",), actions=(Exhaust(target=ThisTarget()),)),))
    assert render_card(magic) == ["Magic | no colour | cost 2", "Flash: exhaust this card."]


# ---- sweeps over the models ---------------------------------------------------------------------

# The renderers below wrap a model without validating it (model_construct), so that an unknown
# value reaches the text renderer instead of stopping in pydantic.

def _magic(*actions, **kw):
    return render_effect(Effect.model_construct(kind="magic", windows=("main",), actions=actions, **kw))


def as_effect(e):
    return render_effect(e)


def as_action(a):
    return _magic(a)


def as_target(t):
    return _magic(Destroy.model_construct(target=t))


def as_filter(f):
    return as_target(SelectTarget.model_construct(filter=f))


def as_trigger(t):
    return render_effect(Effect.model_construct(kind="triggered", timing=t, actions=(Draw(),)))


def as_condition(c):
    return _magic(Draw(), condition=c)


def as_modifier(m):
    return render_effect(Effect.model_construct(kind="constant", modifiers=(m,)))


def as_substitute(s):
    return render_effect(Effect.model_construct(kind="substitution", substitute=s))


def as_keyword(k):
    return render_keyword(k)


def as_card(c):
    return "\n".join(render_card(c))


def as_level(lv):
    return as_card(Card.model_construct(id="L", name="L", type="spirit", cost=1, levels=(lv,)))


SPIRIT_CARD = Card(id="X-1", name="X", type="spirit", cost=1, levels=(Level(level=1, cores=1, bp=1000),))
DRAW = Draw()
WHEN = DuringIs(period="your_turn")
SOUL = ThisIs(filter=F(soul_core=True))


def as_count(c):
    return _magic(Draw(count=c))
MOVE = MoveCores(source="void", dest="reserve")

# For each model: a base value and how to render it.
BASES: dict[type, tuple[BaseModel, object]] = {
    E.CardFilter: (F(), as_filter),
    E.SelectTarget: (SelectTarget(count=2), as_target),
    E.AllTarget: (AllTarget(), as_target),
    E.BattleTarget: (BattleTarget(kind="attacker"), as_target),
    E.ThisIs: (SOUL, as_condition),
    E.ThoseAre: (ThoseAre(filter=F(level=E.Compare(le=0))), as_condition),
    E.EventIs: (E.EventIs(filter=F(families=("Angel",))), as_condition),
    E.CountIs: (CountIs(count=Count(of="hand"), at_most=5), as_condition),
    E.DuringIs: (WHEN, as_condition),
    E.AllOf: (AllOf(of=(SOUL, WHEN)), as_condition),
    E.AnyOf: (AnyOf(of=(SOUL, WHEN)), as_condition),
    E.Not: (Not(of=WHEN), as_condition),
    E.Count: (Count(of="field"), as_count),
    E.Draw: (Draw(), as_action),
    E.Discard: (Discard(), as_action),
    E.Mill: (Mill(), as_action),
    E.Apply: (E.Apply(modifiers=(Modifier(what="bp", amount=1000),)), as_action),
    E.Destroy: (Destroy(), as_action),
    E.Exhaust: (Exhaust(), as_action),
    E.Refresh: (Refresh(), as_action),
    E.ReturnToHand: (ReturnToHand(), as_action),
    E.TrashToHand: (TrashToHand(), as_action),
    E.MoveCores: (MoveCores(source="void", dest="reserve", target=ThisTarget()), as_action),
    E.RevealTake: (RevealTake(count=3), as_action),
    E.ArrangeTop: (ArrangeTop(count=2), as_action),
    E.Summon: (Summon(), as_action),
    E.Trigger: (Trigger(event="destroyed"), as_trigger),
    E.Modifier: (Modifier(what="bp", amount=1000), as_modifier),
    E.Substitute: (Substitute(), as_substitute),
    E.Effect: (Effect(kind="triggered", timing=Trigger(event="attacks"), windows=("flash",), actions=(DRAW,)),
               as_effect),
    Keyword: (Keyword(name="Curse"), as_keyword),
    Level: (Level(level=1, cores=1, bp=1000), as_level),
    Card: (SPIRIT_CARD, as_card),
}

# (model, field) -> (a base of that model, if not the one above; a value other than the base's)
CHANGES: dict[tuple[type, str], tuple[BaseModel | None, object]] = {
    **{(E.CardFilter, k): (None, v) for k, v in dict(
        side="opponent", types=("spirit",), colours=("red",), families=("Golem",), name_contains="Eva",
        name="Rei", cost=E.Compare(ge=2, le=3), bp=E.Compare(ge=1000, le=3000), cores=E.Compare(ge=1, le=2),
        level=E.Compare(le=1), exhausted=True, soul_core=False, this="exclude", keyword="Swift",
        has_effects=False, has_timing="blocks", not_=F(name="Rei")).items()},
    (E.SelectTarget, "count"): (None, 3),
    (E.SelectTarget, "mode"): (None, "up_to"),
    (E.SelectTarget, "zone"): (None, "trash"),
    (E.SelectTarget, "filter"): (None, OPP_SPIRIT),
    (E.SelectTarget, "alt"): (None, F(types=("nexus",))),
    (E.SelectTarget, "total_cost_max"): (None, 5),
    (E.SelectTarget, "total_bp_max"): (None, 5000),
    (E.SelectTarget, "chooser"): (None, "opponent"),
    (E.SelectTarget, "distinct_names"): (None, True),
    (E.AllTarget, "filter"): (None, OPP_SPIRIT),
    (E.AllTarget, "alt"): (None, F(types=("nexus",))),
    (E.BattleTarget, "kind"): (None, "blocker"),
    (E.ThisIs, "filter"): (None, F(exhausted=True)),
    (E.ThoseAre, "filter"): (None, F(types=("spirit",))),
    (E.EventIs, "filter"): (None, F(types=("spirit",))),
    (E.CountIs, "count"): (None, Count(of="trash")),
    (E.CountIs, "at_least"): (None, 2),
    (E.CountIs, "at_most"): (None, 3),
    (E.DuringIs, "period"): (None, "opponent_turn"),
    (E.AllOf, "of"): (None, (SOUL, DuringIs(period="opponent_turn"))),
    (E.AnyOf, "of"): (None, (SOUL, DuringIs(period="opponent_turn"))),
    (E.Not, "of"): (None, SOUL),
    (E.Count, "of"): (None, "hand"),
    (E.Count, "filter"): (None, MY_SPIRIT),
    (E.Count, "player"): (Count(of="hand"), "opponent"),
    (E.Count, "times"): (None, 2),
    (E.Count, "measure"): (Count(of="trash"), "cores"),
    (E.Apply, "lasts"): (None, "battle"),
    **{(cls, "when"): (None, WHEN) for cls in (
        E.Draw, E.Discard, E.Mill, E.Apply, E.Destroy, E.Exhaust, E.Refresh, E.ReturnToHand,
        E.TrashToHand, E.MoveCores, E.RevealTake, E.ArrangeTop, E.Summon)},
    (E.Draw, "count"): (None, 2), (E.Draw, "player"): (None, "opponent"),
    (E.Discard, "count"): (None, 2), (E.Discard, "player"): (None, "opponent"),
    (E.RevealTake, "to"): (RevealTake(count=2, filter=F(types=("nexus",))), "field"),
    (E.RevealTake, "most"): (RevealTake(count=5, take="all", filter=F(types=("spirit",))), 3),
    (E.Draw, "until"): (None, 3), (E.Discard, "filter"): (None, F(colours=("red",))),
    (E.Mill, "count"): (None, 2), (E.Mill, "player"): (None, "opponent"),
    (E.Apply, "target"): (None, ThisTarget()),
    (E.Apply, "modifiers"): (None, (Modifier(what="cannot", action="attack"),)),
    (E.Apply, "while_this"): (E.Apply(modifiers=(Modifier(what="max_level"),)), True),
    (E.Destroy, "target"): (None, ThisTarget()),
    (E.Destroy, "no_when_destroyed"): (None, True),
    (E.Exhaust, "target"): (None, ThisTarget()),
    (E.Refresh, "target"): (None, ThisTarget()),
    (E.ReturnToHand, "target"): (None, ThisTarget()),
    (E.TrashToHand, "target"): (None, SelectTarget(zone="trash", count=2)),
    (E.MoveCores, "source"): (None, "trash"),
    (E.MoveCores, "dest"): (None, "life"),
    (E.MoveCores, "count"): (None, 2),
    (E.MoveCores, "both"): (MoveCores(source="life", dest="reserve"), True),
    (E.MoveCores, "up_to"): (None, True),
    (E.MoveCores, "side"): (None, "opponent"),
    (E.MoveCores, "target"): (MoveCores(source="void", dest="card", target=ThisTarget()), EventTarget()),
    (E.MoveCores, "soul"): (None, True),
    (E.MoveCores, "ordinary"): (None, True),
    (E.Effect, "heading"): (None, "attacks_or_blocks"),
    (E.RevealTake, "count"): (None, 4),
    (E.RevealTake, "view_only"): (None, True),
    (E.RevealTake, "take"): (None, "all"),
    (E.RevealTake, "to"): (None, "top"),
    (E.RevealTake, "filter"): (None, F(types=("magic",))),
    (E.RevealTake, "rest"): (None, "trash"),
    (E.ArrangeTop, "count"): (None, 3),
    (E.Summon, "zone"): (None, "trash"),
    (E.Summon, "filter"): (None, F(cost=E.Compare(le=2))),
    (E.Summon, "pay"): (None, "reserve"),
    (E.Trigger, "event"): (None, "exhausted"),
    (E.Trigger, "subject"): (None, "yours"),
    (E.Trigger, "filter"): (Trigger(event="destroyed", subject="yours"), F(colours=("red",))),
    (E.Trigger, "by"): (None, "opponent"),
    (E.Trigger, "cause"): (None, "battle"),
    (E.Trigger, "destroyer"): (None, MY_SPIRIT),
    (E.Trigger, "step"): (None, "attack"),
    (E.Trigger, "turn"): (None, "yours"),
    (E.Trigger, "still_on_field"): (Trigger(event="battle_end"), True),
    (E.Trigger, "outside_draw_step"): (Trigger(event="drew", subject="opponent"), True),
    (E.Trigger, "soul_core_paid"): (Trigger(event="magic_resolved", subject="you"), True),
    (E.Trigger, "swift"): (Trigger(event="summoned", subject="yours"), True),
    (E.Trigger, "cards"): (Trigger(event="crushed"), F(types=("spirit",))),
    (E.Trigger, "by_card"): (Trigger(event="milled", subject="opponent"), F(side="you", families=("Angel",))),
    (E.Modifier, "what"): (None, "lose_effects"),
    (E.Modifier, "action"): (Modifier(what="cannot", action="attack"), "block"),
    (E.Modifier, "target"): (None, AllTarget(filter=MY_SPIRIT)),
    (E.Modifier, "amount"): (None, 3000),
    (E.Modifier, "keyword"): (Modifier(what="keyword"), "Swift"),
    (E.Modifier, "blockers"): (Modifier(what="cannot", action="be_blocked"), F(side="opponent", cores=E.Compare(le=1))),
    (E.Modifier, "paying"): (Modifier(what="extra_symbols", amount=1), F(families=("Star Dragon",))),
    (E.Discard, "both"): (Discard(count=5), True),
    (E.Modifier, "from_hand"): (Modifier(what="extra_symbols", amount=1, paying=F(families=("Star Dragon",))), True),
    (E.Modifier, "colours"): (Modifier(what="symbol_colours"), ("red",)),
    (E.Substitute, "mode"): (None, "to_hand"),
    (E.Substitute, "instead"): (None, (DRAW,)),
    (E.Effect, "kind"): (None, "burst"),
    (E.Effect, "levels"): (None, (2, 3)),
    (E.Effect, "timing"): (None, Trigger(event="blocks")),
    (E.Effect, "windows"): (Effect(kind="magic", actions=(DRAW,)), ("main",)),
    (E.Effect, "during"): (None, "your_turn"),
    (E.Effect, "zone"): (None, "hand"),
    (E.Effect, "condition"): (None, WHEN),
    (E.Effect, "optional"): (None, True),
    (E.Effect, "cost"): (None, (PAY_SOUL,)),
    (E.Effect, "actions"): (None, (Discard(),)),
    (E.Effect, "modifiers"): (None, (Modifier(what="bp", amount=1000),)),
    (E.Effect, "substitute"): (Effect(kind="substitution"), Substitute()),
    (E.Effect, "once_per_turn"): (None, True),
    (E.Effect, "first_time"): (Effect(kind="triggered", timing=Trigger(event="destroyed", subject="yours"),
                                      actions=(DRAW,)), True),
    (E.Effect, "no_duplicate"): (None, True),
    (E.Effect, "then_use"): (None, "flash"),
    (E.Effect, "no_duplicate"): (None, True),
    (Keyword, "name"): (None, "Swift"),
    (Keyword, "value"): (None, 2),
    (Keyword, "colours"): (None, ("red",)),
    (Keyword, "levels"): (None, (2,)),
    (Keyword, "during"): (None, "attacking"),
    (Keyword, "alt"): (Keyword(name="Ascend", filter=F(families=("Angel",))), F(side="opponent", families=("EVA-00",))),
    (Level, "level"): (None, 2),
    (Level, "cores"): (None, 2),
    (Level, "bp"): (None, 2000),
    (Card, "type"): (None, "nexus"),
    (Card, "colours"): (None, ("red",)),
    (Card, "cost"): (None, 2),
    (Card, "reduction"): (None, ("red",)),
    (Card, "symbols"): (None, ("red",)),
    (Card, "families"): (None, ("Golem",)),
    (Card, "levels"): (None, (Level(level=1, cores=2, bp=1000),)),
    (Card, "keywords"): (None, (Keyword(name="Swift"),)),
    (Card, "effects"): (None, (Effect(kind="constant", modifiers=(Modifier(what="cannot", action="attack"),)),)),
    (Card, "left_out"): (None, "an effect lost from the data"),    # damaged reference data: said, not hidden
}
# Facts the card's title shows, not its text lines (render_card leaves them to the caller), and
# `lasts` on the verbs that happen at once (the model refuses it there).
NOT_IN_TEXT = {(Card, "id"), (Card, "name")} | {
    (cls, "lasts") for cls in (E.Draw, E.Discard, E.Mill, E.Destroy, E.Exhaust, E.Refresh, E.ReturnToHand,
                               E.TrashToHand, E.MoveCores, E.RevealTake, E.ArrangeTop, E.Summon)}

# The keyword cards' parts (issue 12: Ascend, Immortal, Blessed, Gale and their cards).
CHANGES.update({
    (E.MoveCores, "until"): (MoveCores(source="void", dest="life"), 5),
    (Keyword, "filter"): (Keyword(name="Ascend", filter=F(cost=E.Compare(ge=3))), F(cost=E.Compare(ge=6))),
})

# BSS01 white and yellow: cards put into a deck (BSS01-054, -080, -129).
BASES[E.ToDeck] = (E.ToDeck(), as_action)
CHANGES.update({
    (E.ToDeck, "where"): (None, "top"),
    (E.ToDeck, "target"): (None, ThisTarget()),
    (E.ToDeck, "when"): (None, WHEN),
})
NOT_IN_TEXT.add((E.ToDeck, "lasts"))
# the timings of effects left out: the left_out sentence already says them; only filters read these
NOT_IN_TEXT.add((Card, "left_out_timings"))
CHANGES.update({
})
CHANGES.update({
    (E.Modifier, "attackers"): (Modifier(what="may", action="block_exhausted"), F(cores=E.Compare(le=2))),
    (E.Modifier, "sources"): (Modifier(what="cannot", action="be_destroyed"), F(colours=("red",))),
})
CHANGES.update({
    (E.CardFilter, "attacking"): (None, False),
})
CHANGES.update({
})
CHANGES.update({
    (E.Summon, "exhausted"): (None, True),
    (E.Summon, "no_when_summoned"): (None, True),
    (E.Summon, "may"): (E.Summon(zone="trash"), True),
    (E.ArrangeTop, "to"): (None, "trash"),
    (E.ArrangeTop, "reveal"): (None, True),
    (E.Trigger, "from_zone"): (Trigger(event="summoned"), "hand"),
    (E.Discard, "up_to"): (None, True), (E.Discard, "filter"): (None, {"types": ["nexus"]}),
})
_WATCHED = Effect(kind="triggered", timing=Trigger(event="attacks", subject="yours"), actions=(DRAW,))
BASES[E.Watch] = (E.Watch(effect=_WATCHED), as_action)
CHANGES.update({
    (E.Watch, "effect"): (None, _WATCHED.model_copy(update={"timing": Trigger(event="blocks", subject="yours")})),
    (E.Watch, "target"): (E.Watch(effect=_WATCHED.model_copy(update={"timing": Trigger(event="attacks", subject="those")})),
                          SelectTarget(filter=F(side="opponent", types=("spirit",)))),
    (E.Watch, "when"): (None, WHEN),
    (E.Watch, "lasts"): (None, "battle"),
})


@pytest.mark.parametrize("part, value", [("timing", Trigger(event="blocks", subject="yours")),
                                         ("actions", (Draw(count=2),)), ("optional", True)])
def test_each_part_of_a_watchs_effect_shows(part, value):
    """The watch's sentence says its effect's timing, actions and "you may" (PR-073)."""
    changed = E.Watch(effect=_WATCHED.model_copy(update={part: value}))
    assert render_actions([changed]) != render_actions([E.Watch(effect=_WATCHED)])


def test_a_watch_on_the_next_time_only():
    """PR-057: a watch's effect that ends the first time it triggers is "the next time ..."."""
    assert render_actions([E.Watch(effect=_WATCHED, next_only=True)]) == (
        "during this turn, the next time one of your spirits attacks: draw 1 card")
BASES[E.AttackSpirit] = (E.AttackSpirit(), as_action)
CHANGES.update({
    (E.AttackSpirit, "target"): (None, SelectTarget(mode="up_to", filter=F(exhausted=True))),
    (E.AttackSpirit, "when"): (None, WHEN),
})
NOT_IN_TEXT.add((E.AttackSpirit, "lasts"))
_HAND_COST = Modifier(what="cost_set", amount=2, target=AllTarget(filter=F(families=("Star Dragon",))))
CHANGES[(E.Watch, "modifiers")] = (E.Watch(modifiers=(_HAND_COST,)), (_HAND_COST.model_copy(update={"amount": 3}),))
_CHEAPER = Modifier(what="cost", amount=-1, target=AllTarget(filter=F(side="you", types=("magic",), colours=("yellow",))))
CHANGES[(E.Watch, "next_only")] = (E.Watch(modifiers=(_CHEAPER,)), True)


def test_a_watch_makes_the_next_card_cheaper() -> None:
    """BSS03-036: a "cost" hand modifier for the next card it applies to."""
    assert render_actions([E.Watch(modifiers=(_CHEAPER,), next_only=True)]) == (
        "the next yellow magic card you use from your hand costs 1 less during this turn")
    assert render_actions([E.Watch(modifiers=(_CHEAPER,))]) == (
        "during this turn, all yellow magic cards in your hand cost 1 less")

# BSS01/BSS02 yellow: "cannot be blocked (by ...)" from a resolved effect, and a lowest level.
CHANGES.update({
    (E.CardFilter, "level"): (None, E.Compare(eq=2)),
})
# BSS02 green: "all but three cores" off a card (BSS02-077).
CHANGES.update({
    (E.MoveCores, "leave"): (MoveCores(source="card", dest="reserve", target=ThisTarget()), 3),
})
# Tokens (4-12): the token's facts as the effect gives them (BSS02-082, -083, -132).
ANT = E.Token(name="Antman Token", colours=("green",), cost=0, families=("Carapite", "Token"), symbols=("green",),
              cores=1, bp=1000)


def as_token(t):
    return _magic(E.SummonToken.model_construct(token=t, count=1, exhausted=False, when=None, lasts=None))


BASES[E.Token] = (ANT, as_token)
BASES[E.SummonToken] = (E.SummonToken(token=ANT), as_action)
CHANGES.update({
    (E.Token, "name"): (None, "Golem Token"),
    (E.Token, "colours"): (None, ("blue",)),
    (E.Token, "cost"): (None, 2),
    (E.Token, "families"): (None, ("Golem", "Token")),
    (E.Token, "symbols"): (None, ()),
    (E.Token, "cores"): (None, 2),
    (E.Token, "bp"): (None, 3000),
    (E.SummonToken, "token"): (None, ANT.model_copy(update={"bp": 2000})),
    (E.SummonToken, "count"): (None, 2),
    (E.SummonToken, "exhausted"): (None, True),
    (E.SummonToken, "when"): (None, WHEN),
    (E.SummonToken, "cores_from"): (None, "reserve_or_trash"),
})
NOT_IN_TEXT.add((E.SummonToken, "lasts"))
# BSS02-058: a selection alone, every matching card of a trash, and a cost read from the selection.
BASES[E.Choose] = (E.Choose(), as_action)
BASES[E.ThoseTarget] = (E.ThoseTarget(), as_target)
CHANGES[(E.ThoseTarget, "chosen")] = (None, True)
CHANGES.update({
    (E.Choose, "target"): (None, SelectTarget(filter=F(side="you", types=("spirit",)))),
    (E.Choose, "when"): (None, WHEN),
    (E.Choose, "add"): (None, True),
    (E.SelectTarget, "selects"): (None, False),
    (E.AllTarget, "zone"): (AllTarget(filter=F(types=("magic",))), "trash"),
    (E.CardFilter, "families_as_those"): (None, True),
})
NOT_IN_TEXT.add((E.Choose, "lasts"))
# BSS02-059: "non-Voidlord spirits".
# BSS04-120, BSS04-128, BSS04-132: "spirits with one symbol"; BSS04-104: BP lower than the event card's
# by 5000 or more.
# BSS02-062: a summon from the revealed top card, discarded otherwise; a granted spirit type.
CHANGES[(E.Summon, "otherwise_trash")] = (E.Summon(zone="deck_top"), True)
# BSS04-102: five revealed cards, a nexus card among them placed.
CHANGES[(E.Summon, "reveal")] = (E.Summon(zone="deck_top"), 5)
CHANGES[(E.Modifier, "families")] = (Modifier(what="families", target=AllTarget()), ("Otherlander",))
# BSS01-038: "activate one of the following effects".
BASES[E.OneOf] = (E.OneOf(options=((DRAW,), (Draw(count=2),))), as_action)
CHANGES.update({
    (E.OneOf, "options"): (None, ((DRAW,), (Mill(),))),
    (E.OneOf, "when"): (None, WHEN),
    (E.OneOf, "chooser"): (None, "opponent"),
})
NOT_IN_TEXT.add((E.OneOf, "lasts"))
# BSS02-065: another card's "when summoned" effect used as this card's own.
BASES[E.UseEffect] = (E.UseEffect(), as_action)
CHANGES.update({
    (E.UseEffect, "as_its_own"): (None, True),
    (E.UseEffect, "target"): (None, ThisTarget()),
    (E.UseEffect, "when"): (None, WHEN),
})
NOT_IN_TEXT.add((E.UseEffect, "lasts"))
# BSS02-102: "while one of your attacking spirits is being blocked".
CHANGES[(E.CardFilter, "blocked")] = (None, True)
# CB01-072: "one of your opponent's spirits that is blocking one of your NERV spirits".
CHANGES[(E.CardFilter, "blocking")] = (None, True)
# BSS06-087, BSS06-109: "your linked spirits", the attacking spirit a Link has linked to.
CHANGES[(E.CardFilter, "linked")] = (None, True)
# BSS06-115: "a nexus that costs more than the card discarded by this effect".

# Lost effects and a gained family (BSS01-081, BSS02-069, BSS02-128).
CHANGES.update({
    (E.Modifier, "of_level"): (Modifier(what="lose_effects", target=AllTarget(filter=F(types=("nexus",)))), 1),
})
# Ending the attack step early (BSS01-127, from a watch on the battle's end).
BASES[E.RevealRandom] = (E.RevealRandom(), as_action)
CHANGES[(E.RevealRandom, "when")] = (None, WHEN)
CHANGES[(E.RevealRandom, "player")] = (None, "opponent")
NOT_IN_TEXT.add((E.RevealRandom, "lasts"))
# BSS06-060: a spirit linked to the attacker whatever its link condition.
BASES[E.LinkSpirit] = (E.LinkSpirit(), as_action)
CHANGES[(E.LinkSpirit, "when")] = (None, WHEN)
CHANGES[(E.LinkSpirit, "target")] = (None, ThisTarget())
NOT_IN_TEXT.add((E.LinkSpirit, "lasts"))
BASES[E.UseCrush] = (E.UseCrush(), as_action)
CHANGES[(E.UseCrush, "when")] = (None, WHEN)
CHANGES[(E.UseCrush, "target")] = (None, ThisTarget())
NOT_IN_TEXT.add((E.UseCrush, "lasts"))
BASES[E.EndAttackStep] = (E.EndAttackStep(), as_action)
CHANGES[(E.EndAttackStep, "when")] = (None, WHEN)
NOT_IN_TEXT.add((E.EndAttackStep, "lasts"))
BASES[E.Settle] = (E.Settle(), as_action)
CHANGES[(E.Settle, "when")] = (None, WHEN)
NOT_IN_TEXT.add((E.Settle, "lasts"))
# Where a returned card goes (BSS02-046: "returned to their hand").
CHANGES[(E.Trigger, "to_zone")] = (Trigger(event="returned", subject="opponents"), "hand")
# Costs and payment (BSS01-051): "pay N cores" as an effect cost.
BASES[E.PayCores] = (E.PayCores(), as_action)
CHANGES.update({
    (E.PayCores, "when"): (None, WHEN),
    (E.PayCores, "player"): (None, "opponent"),
})
NOT_IN_TEXT.add((E.PayCores, "lasts"))
# BSS06-031: a magic card used from the trash, free; its selection among the cards just milled.
BASES[E.CastMagic] = (E.CastMagic(target=SelectTarget(zone="trash", filter=F(types=("magic",)))), as_action)
CHANGES.update({
    (E.CastMagic, "target"): (None, SelectTarget(zone="those", filter=F(types=("magic",), name_contains="Cooking"))),
    (E.CastMagic, "when"): (None, WHEN),
})
NOT_IN_TEXT.add((E.CastMagic, "lasts"))
# Chain (11-15): a follow-up headed by a colour, after the directives before it.
BASES[E.Chain] = (E.Chain(colour="blue", actions=(DRAW,)), as_action)
CHANGES.update({
    (E.Chain, "colour"): (None, "red"),
    (E.Chain, "actions"): (None, (Draw(count=2),)),
    (E.Chain, "when"): (None, WHEN),
})
NOT_IN_TEXT.add((E.Chain, "lasts"))


# BSS04: spirits by their number of symbols (BSS04-001), the next card a hand cost changes (BSS04-005).
CHANGES.update({
    (E.Watch, "next_only"): (E.Watch(modifiers=(_HAND_COST,)), True),
    (E.Discard, "filter"): (None, F(types=("spirit",), families=("Undead",))),     # BSS04-026
    (E.Summon, "reveal"): (E.Summon(zone="deck_top"), 4),                            # BSS04-043
    (E.CardFilter, "colours_in_event_armor"): (None, True),                         # BSS04-062
    (E.CardFilter, "colours_off_field"): (None, True),                              # BSS03-117, L01-002
})
# BSS05-136: a set burst revealed, and its cost counted.
BASES[E.RevealBurst] = (E.RevealBurst(), as_action)
CHANGES.update({
    (E.RevealBurst, "player"): (None, "opponent"),
    (E.RevealBurst, "when"): (None, WHEN),
})
NOT_IN_TEXT.add((E.RevealBurst, "lasts"))
# BSS05-066: a symbol gained for a while.
CHANGES.update({
})
# PR-053, ST03-014: "the spirit exhausted (refreshed) by this effect", not one that already was (1-3-2-1).
BASES[E.ThoseTarget] = (ThoseTarget(), lambda t: _magic(Exhaust(target=SelectTarget(filter=OPP_SPIRIT)),
                                                        E.Apply.model_construct(
                                                            modifiers=(Modifier(what="cannot", action="refresh"),), target=t)))
CHANGES[(E.ThoseTarget, "changed")] = (None, True)
CHANGES[(E.ThoseAre, "changed")] = (None, True)
CHANGES[(E.Count, "changed")] = (Count(of="those"), True)


def literal_values(annotation) -> list:
    """Every Literal value inside an annotation (through Optional, Union, tuple[...] and Annotated)."""
    origin = get_origin(annotation)
    if origin is Literal:
        return list(get_args(annotation))
    if origin is Annotated:
        return literal_values(get_args(annotation)[0])
    out = []
    for arg in get_args(annotation):
        out.extend(literal_values(arg))
    return out


def is_tuple(annotation) -> bool:
    if get_origin(annotation) is tuple:
        return True
    return get_origin(annotation) is Union and any(get_origin(a) is tuple for a in get_args(annotation))


def all_models() -> list[type]:
    models = [cls for cls in vars(E).values()
              if isinstance(cls, type) and issubclass(cls, E._Model) and not cls.__name__.startswith("_")]
    return models + [Keyword, Level, Card]


def settable_fields(cls: type) -> list[str]:
    """Fields a card author can set to something other than the default (not discriminators)."""
    out = []
    for name, info in cls.model_fields.items():
        values = literal_values(info.annotation)
        if get_origin(info.annotation) is Literal and len(values) == 1:
            continue
        out.append(name)
    return out


def literal_fields() -> list[tuple[type, str, list]]:
    out = []
    for cls in all_models():
        for name, info in cls.model_fields.items():
            values = literal_values(info.annotation)
            if values:
                out.append((cls, name, values))
    return out


def test_the_sweeps_cover_every_model_and_field():
    missing_bases = [cls.__name__ for cls in all_models() if cls not in BASES and settable_fields(cls)]
    assert not missing_bases
    missing = [f"{cls.__name__}.{name}" for cls in all_models() for name in settable_fields(cls)
               if (cls, name) not in CHANGES and (cls, name) not in NOT_IN_TEXT]
    assert not missing, f"no text check for: {missing}"


@pytest.mark.parametrize("key", list(CHANGES), ids=lambda k: f"{k[0].__name__}.{k[1]}")
def test_every_field_changes_the_text(key):
    cls, name = key
    base, value = CHANGES[key]
    default_base, render = BASES[cls]
    base = base if base is not None else default_base
    changed = cls.model_validate({**dict(base), name: value})
    assert getattr(changed, name) != getattr(base, name)
    assert render(changed) != render(base), f"{cls.__name__}.{name} = {value!r} does not show"


# Where the model's base in BASES does not tell a field's values apart, a base that does.
LITERAL_BASES: dict[tuple[type, str], BaseModel] = {
    (E.Trigger, "event"): Trigger(event="attacks"),
    (E.Trigger, "step"): Trigger(event="step_start"),
    (E.Modifier, "keyword"): Modifier(what="keyword"),
    (E.Modifier, "colours"): Modifier(what="symbol_colours"),
    (E.Effect, "windows"): Effect(kind="magic", actions=(DRAW,)),
    (E.MoveCores, "dest"): MoveCores(source="void", dest="reserve", target=ThisTarget()),
    (E.SelectTarget, "mode"): SelectTarget(count=2),
    (E.Count, "player"): Count(of="hand"),
    (Card, "type"): SPIRIT_CARD,
}
LITERAL_BASES[(E.Trigger, "to_zone")] = Trigger(event="returned", subject="opponents")   # BSS02-046
# A gained triggered effect, and "without a 'when this spirit blocks' effect" (BSS02-124).
_GAINED = Effect(kind="triggered", timing=Trigger(event="blocks"), actions=(DRAW,))
BASES[E.GainEffect] = (E.GainEffect(effect=_GAINED), as_action)
CHANGES.update({
    (E.GainEffect, "effect"): (None, _GAINED.model_copy(update={"timing": Trigger(event="attacks")})),
    (E.GainEffect, "target"): (None, AllTarget(filter=MY_SPIRIT)),
    (E.GainEffect, "when"): (None, WHEN),
    (E.GainEffect, "lasts"): (None, "battle"),
})


@pytest.mark.parametrize("cls, name, values", [f for f in literal_fields()
                                               if len(f[2]) > 1 and (f[0], f[1]) not in NOT_IN_TEXT],
                         ids=lambda v: getattr(v, "__name__", str(v)))
def test_every_literal_value_has_its_own_wording(cls, name, values):
    base, render = BASES[cls]
    base = LITERAL_BASES.get((cls, name), base)
    tuple_field = is_tuple(cls.model_fields[name].annotation)
    texts = {}
    for value in values:
        variant = base.model_copy(update={name: (value,) if tuple_field else value})
        texts[value] = render(variant)
    duplicates = {v: t for v, t in texts.items() if list(texts.values()).count(t) > 1}
    assert not duplicates, f"{cls.__name__}.{name}: the same text for {duplicates}"


@pytest.mark.parametrize("cls, name, values", literal_fields(), ids=lambda v: getattr(v, "__name__", str(v)))
def test_unknown_literal_values_never_crash(cls, name, values):
    base, render = BASES.get(cls, (None, None))
    if base is None:          # the target kinds without a field of their own
        base, render = cls(), as_target
    base = LITERAL_BASES.get((cls, name), base)
    tuple_field = is_tuple(cls.model_fields[name].annotation)
    variant = base.model_copy(update={name: ("no_such_value",) if tuple_field else "no_such_value"})
    text = render(variant)
    assert text.strip()


def test_unknown_values_show_by_name():
    odd = Effect(kind="triggered", timing=Trigger(event="attacks"), actions=(DRAW,)) \
        .model_copy(update={"during": "moon_phase"})
    assert "moon phase" in render_effect(odd).lower()
    odd_action = Draw().model_copy(update={"do": "juggle"})
    assert "juggle" in as_action(odd_action)


# ---- the shipped cards --------------------------------------------------------------------------

def test_every_shipped_card_renders():
    cards = load_cards()
    assert cards
    for card in cards.values():
        lines = render_card(card)
        assert lines and all(line.strip() for line in lines), card.id
        for effect in card.effects:
            text = render_effect(effect, card.type)
            assert text.strip() and text in lines, card.id
            assert "{" not in text and "None" not in text and "  " not in text, (card.id, text)
        for kw in card.keywords:
            assert render_keyword(kw, card.type).strip(), card.id


# ---- amounts read from the game ----------------------------------------------------------------

NEXUSES = Count(of="field", filter=F(side="you", types=("nexus",)))


@pytest.mark.parametrize("action, text", [
    (Draw(count=NEXUSES), "draw 1 card for each of your nexuses"),
    (Mill(count=Count(of="hand", times=2), player="opponent"),
     "discard 2 cards for each card in your hand from the top of your opponent's deck"),
    (Exhaust(target=SelectTarget(count=NEXUSES, filter=OPP_SPIRIT)),
     "select 1 of your opponent's spirits for each of your nexuses and exhaust them"),
    (MoveCores(source="void", dest="card", count=Count(of="event", measure="cores"), target=ThisTarget()),
     "place as many cores as that card had from the void onto this card"),
    (MoveCores(source="void", dest="reserve", count=NEXUSES), "place 1 core for each of your nexuses from the void "
     "into your reserve"),
    (ArrangeTop(count=NEXUSES), "view 1 card for each of your nexuses from the top of your deck, put any number of "
     "them on the bottom of your deck and the rest back on top in any order"),
])
def test_amounts_read_as_for_each(action, text):
    assert main(action) == f"Main: {text}."


def test_a_count_against_a_count_and_one_cost_read_as_words():
    """BSS01-116: "only yellow spirits" (a count bounded by a count) and "all cost the same"."""
    mine = F(side="you", types=("spirit",))
    only_yellow = CountIs(count=Count(of="field", filter=mine),
                          at_most=Count(of="field", filter=F(side="you", types=("spirit",), colours=("yellow",))))
    assert "you have no more spirits than yellow spirits" in as_condition(only_yellow)
    same = CountIs(count=Count(of="field", measure="distinct_costs", filter=mine), at_most=1)
    assert "all spirits on your field cost the same" in as_condition(same)

# BSS05-022, -048, -100: "with only one color", "with two or more colors".
CHANGES[(E.CardFilter, "multicolour")] = (None, True)
# BSS05-116: "nexuses that are not red".
# BSS05-104: cores off one card onto another.
CHANGES[(E.MoveCores, "onto")] = (MoveCores(source="card", dest="card", count="all", target=ThisTarget()),
                                  EventTarget())
# BSS05-099: the cards chosen before are summoned or placed.
CHANGES[(E.Summon, "those")] = (None, True)


# One `apply` per lasting modifier kind, each said as the verb it replaced said it (issue 28 part 2).
LASTING_SAMPLES = {
    "bp": (Modifier(what="bp", amount=-2000), "select 1 card and give it -2000 BP during this turn"),
    "cannot:attack": (Modifier(what="cannot", action="attack"), "select 1 card and stop it from attacking during this turn"),
    "cannot:block": (Modifier(what="cannot", action="block"), "select 1 card and stop it from blocking during this turn"),
    "cannot:reduce_life": (Modifier(what="cannot", action="reduce_life"),
                       "select 1 card and stop it from reducing life with its attacks during this turn"),
    "cannot:take_last_life": (Modifier(what="cannot", action="take_last_life"),
                     "select 1 card and stop it from reducing your life to 0 by attacking during this turn"),
    "cannot:be_destroyed": (Modifier(what="cannot", action="be_destroyed"),
                       "select 1 card and protect it from your opponent's destruction effects during this turn"),
    "cannot:be_destroyed_in_battle": (Modifier(what="cannot", action="be_destroyed_in_battle"),
                              "select 1 card and protect it from destruction in battle during this turn"),
    "cannot:lose_cores": (Modifier(what="cannot", action="lose_cores"),
                        "select 1 card and protect it from core removal by your opponent's effects during this turn"),
    "cannot:be_selected": (Modifier(what="cannot", action="be_selected", sources=F(types=("spirit",))),
                     "select 1 card and protect it from selection by the effects of your opponent's spirits "
                     "during this turn"),
    "max_level": (Modifier(what="max_level"), "select 1 card and treat it as being at its highest level during this turn"),
    "min_level": (Modifier(what="min_level"), "select 1 card and treat it as LV1 during this turn"),
    "keyword": (Modifier(what="keyword", keyword="Crush", amount=1), "select 1 card and it gains Crush +1 during this turn"),
    "extra_symbols": (Modifier(what="extra_symbols", colours=("green",), amount=1),
                      "select 1 card and give it 1 more green symbol during this turn"),
    "paying_symbols": (Modifier(what="paying_symbols", colours=("red",), amount=2),
                       "select 1 card and treat it as having 2 red symbols during this turn"),
    "may:block_exhausted": (Modifier(what="may", action="block_exhausted"),
                              "select 1 card and it can block while exhausted during this turn"),
    "cannot:be_blocked": (Modifier(what="cannot", action="be_blocked"), "select 1 card and it cannot be blocked during this turn"),
    "lose_effects": (Modifier(what="lose_effects"),
                     "select 1 card and it loses its effects and cannot regain them during this turn"),
    "families": (Modifier(what="families", families=("Golem",)), "select 1 card and it gains the Golem family during this turn"),
    # the rules changed for a while, once verbs of their own (issue 28: verbs 40 -> 32)
    "cannot:refresh": (Modifier(what="cannot", action="refresh"),
                     "select 1 card and stop it from refreshing in its controller's next refresh step"),
    "must:attack_first": (Modifier(what="must", action="attack_first"),
                     "select 1 card and it must be the first spirit to attack this turn if it can"),
    "extra_cost:attack_core_to_reserve": (Modifier(what="extra_cost", action="attack_core_to_reserve"), "during this turn, your opponent cannot attack with a spirit unless "
                   "they place 1 core from it into their reserve"),
    "at_most:mill": (Modifier(what="at_most", action="mill", amount=1), "during this turn, when your opponent's effect discards "
                   "cards from your deck, no more than 1 card is discarded"),
    "cannot:mill": (Modifier(what="cannot", action="mill"), "cards cannot be discarded from your deck during this turn"),
    "cannot:destroy_in_battle": (Modifier(what="cannot", action="destroy_in_battle"),
                              "neither spirit of this battle is destroyed when the battle is resolved"),
    "instead:compare_costs": (Modifier(what="instead", action="compare_costs"), "during this turn, the next battle compares the spirits' costs "
                    "instead of their BP: the spirit with the higher cost is destroyed, both if their costs are equal"),
    "instead:select_for_opponent": (Modifier(what="instead", action="select_for_opponent"), "the next time your opponent would select a spirit or nexus "
                       "for the effect of a magic card during this turn, you select it instead"),
    "instead:choose_gale": (Modifier(what="instead", action="choose_gale"), "during this turn, you choose which spirits your Gale effects exhaust"),
}
# The kinds that last a time of their own, and the one that lasts the battle it is used in.
LASTS_OF = {**{kind: None for kind in E.OWN_DURATION}, "cannot:destroy_in_battle": "battle"}


def test_every_lasting_kind_is_sampled():
    assert sorted(LASTING_SAMPLES) == sorted(E.LASTING_KINDS)


@pytest.mark.parametrize("kind", list(LASTING_SAMPLES))
def test_each_lasting_kind_says_what_the_verb_it_replaced_said(kind):
    modifier, text = LASTING_SAMPLES[kind]
    assert main(E.Apply(modifiers=(modifier,), lasts=LASTS_OF.get(kind))) == f"Main: {text}."


@pytest.mark.parametrize(("modifier", "lasts", "text"), [
    (Modifier(what="at_most", action="mill", amount=2), "battle", "during this battle, when your opponent's effect discards "
     "cards from your deck, no more than 2 cards are discarded"),
    (Modifier(what="instead", action="select_for_opponent"), "battle", "the next time your opponent would select a spirit or nexus for the "
     "effect of a magic card during this battle, you select it instead"),
    (Modifier(what="instead", action="choose_gale"), "battle", "during this battle, you choose which spirits your Gale effects exhaust"),
    (Modifier(what="extra_cost", action="attack_core_to_reserve"), "opponent_next_turn", "until the end of your opponent's next turn, your opponent "
     "cannot attack with a spirit unless they place 1 core from it into their reserve"),
])
def test_a_rule_changed_for_the_player_says_its_lasts(modifier, lasts, text):
    assert main(E.Apply(modifiers=(modifier,), lasts=lasts)) == f"Main: {text}."


@pytest.mark.parametrize("kind", sorted(E.PLAYER_KINDS))
def test_a_rule_changed_for_the_player_names_no_target(kind):
    modifier = LASTING_SAMPLES[kind][0]
    E.Apply(modifiers=(modifier,), lasts=LASTS_OF.get(kind))
    with pytest.raises(ValueError, match="names no `target`"):
        E.Apply(modifiers=(modifier,), lasts=LASTS_OF.get(kind), target=ThisTarget())


@pytest.mark.parametrize("kind", sorted(E.OWN_DURATION))
def test_a_kind_with_its_own_duration_takes_no_lasts(kind):
    with pytest.raises(ValueError, match="no `lasts`"):
        E.Apply(modifiers=(LASTING_SAMPLES[kind][0],), lasts="battle")


def test_the_rules_of_the_kinds_that_were_verbs():
    with pytest.raises(ValueError, match="lasts \"battle\""):
        E.Apply(modifiers=(Modifier(what="cannot", action="destroy_in_battle"),))
    with pytest.raises(ValueError, match="most cards discarded"):
        E.Apply(modifiers=(Modifier(what="at_most", action="mill"),))          # the number is written, never a default
    E.Apply(modifiers=(Modifier(what="at_most", action="mill", amount=0),))
    with pytest.raises(ValueError, match="no constant form"):
        Effect(kind="constant", modifiers=(Modifier(what="extra_cost", action="attack_core_to_reserve"),))
    assert E.PLAYER_KINDS <= E.ONLY_LASTING <= set(E.LASTING_KINDS)
    assert set(E.OWN_DURATION) <= set(E.LASTING_KINDS)


def test_an_apply_takes_only_kinds_that_last_and_no_target_of_their_own():
    with pytest.raises(ValueError, match="does not last"):
        E.Apply(modifiers=(Modifier(what="cost"),))
    with pytest.raises(ValueError, match="no target of their own"):
        E.Apply(modifiers=(Modifier(what="bp", amount=1000, target=AllTarget()),))
    with pytest.raises(ValueError, match="protections only"):
        E.Apply(modifiers=(Modifier(what="bp", amount=1000), Modifier(what="cannot", action="be_destroyed")))
    with pytest.raises(ValueError, match="keeps off"):
        E.Apply(modifiers=(Modifier(what="cannot", action="be_destroyed_in_battle", sources=F(types=("spirit",))),))


# Comparisons as values, one negation, one "this card" switch (issue 28 part 3): every field of the
# comparison, its references and the filter's parts that hold them.
def as_compared(c):
    """A comparison in a selection after a destruction, where the event card has a name of its own."""
    return render_effect(Effect(kind="triggered", timing=Trigger(event="destroyed", subject="opponents"),
                                actions=(Destroy(target=SelectTarget(filter=F(cost=c))),)))


BASES[E.Compare] = (E.Compare(le=3), as_compared)
BASES[E.Of] = (E.Of(of="event", plus=-5000), lambda o: as_filter(F(bp=E.Compare(le=o))))
BASES[E.Every] = (E.Every(every="opponent"), lambda e: as_filter(F(cost=E.Compare(ge=e))))
CHANGES.update({
    (E.CardFilter, "cost"): (None, E.Compare(lt="event")),                          # BSS01-104
    (E.CardFilter, "symbols"): (None, E.Compare(ge=2)),                              # BSS04-001
    (E.CardFilter, "not_"): (None, F(keyword="Ascend")),                             # BSS01-059
    (E.CardFilter, "this"): (None, "only"),
    (E.Compare, "eq"): (None, "yours"),                                             # BSS02-076
    (E.Compare, "lt"): (None, 2),
    (E.Compare, "le"): (None, "those"),                                             # BSS06-053
    (E.Compare, "gt"): (None, "those"),                                             # BSS06-115
    (E.Compare, "ge"): (None, E.Every(every="you")),                                # BSS05-110
    (E.Of, "of"): (None, "those"),
    (E.Of, "plus"): (None, -3000),
    (E.Every, "every"): (None, "you"),
})


@pytest.mark.parametrize("player, words", [("you", "each burst you have set"),
                                            ("opponent", "each burst your opponent has set")])
def test_a_count_of_set_bursts_names_whose_they_are(player, words):
    """2-9-1: the burst area of either player; the count's words agree with whose it is."""
    assert render_actions((E.Draw(count=E.Count(of="burst", player=player)),)).endswith(words)
