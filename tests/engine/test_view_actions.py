"""The typed view's actions (engine/operations/view.py): each option of a decision as an ActionView whose
fields come from the decision's typed choices.  For a payment (10-6-6) and a placement (10-6-7)
they tell what the whole of it takes from where, and which field card a choice would leave
below LV1, where 9-3-2 destroys it."""

from __future__ import annotations

from bss_tui.engine.operations.view import CoreTake, FieldRef, table_view

from builders import make, on_field, spirit

# Costs 3, no reduction (no symbols to match): a payment of three cores.
COSTLY = spirit("TV-COST", cost=3, colours=["purple"], symbols=["purple"])
# Needs 2 cores for LV1, so taking one of its two cores drops it.
NEEDY = spirit("TV-NEEDY", levels=((1, 2, 4000),))


def paying(reserve: int = 1):
    g = make([COSTLY, NEEDY], p1={"reserve": reserve, "hand": ["TV-COST"],
                                  "field": [on_field("TV-NEEDY", "A", 2), on_field("TV-NEEDY", "B", 4)]})
    g.apply("summon TV-COST")
    return g


def actions(g):
    v = table_view(g, g.decision.player)
    return {a.text: a for a in v.actions}


def test_10_6_6_each_payment_option_says_what_the_whole_payment_takes():
    g = paying()
    first = actions(g)
    assert first["pay reserve"].takes == (CoreTake("reserve", "", 1, False),)
    auto = first["pay auto"]
    assert auto.auto and auto.drops == ()
    # the default: the reserve first (its ordinary core, then the soul core, marked), then a spare
    # core of a card that stays at LV1
    assert auto.takes == (CoreTake("reserve", "", 1, True), CoreTake("B", "Spirit TV-NEEDY", 1, False))
    assert first["cancel"].cancels and first["cancel"].takes == ()
    g.apply("pay reserve")
    g.apply("pay B")
    later = actions(g)
    # the cores chosen so far are part of every option's whole payment
    assert later["pay B"].takes == (CoreTake("reserve", "", 1, False), CoreTake("B", "Spirit TV-NEEDY", 2, False))
    assert later["pay reserve soul"].takes == (CoreTake("reserve", "", 1, True), CoreTake("B", "Spirit TV-NEEDY", 1, False))
    assert g.decision.paid == (("reserve", False), ("B", False))


def test_9_3_2_an_option_that_leaves_a_spirit_below_lv1_names_it():
    g = paying()
    opts = actions(g)
    assert opts["pay A"].drops == (FieldRef("A", "Spirit TV-NEEDY"),)       # 2 cores -> 1: below LV1
    assert opts["pay A"].labels == ("A",) and opts["pay A"].names == ("Spirit TV-NEEDY",)
    assert opts["pay B"].drops == ()                                         # 4 -> 3: still LV1
    g.apply("pay A")
    # A is below LV1 already: taking its last core drops nothing more
    assert actions(g)["pay A"].drops == ()
    g2 = paying()
    g2.apply("pay B")
    g2.apply("pay B")
    assert actions(g2)["pay B"].drops == (FieldRef("B", "Spirit TV-NEEDY"),)   # 2 cores left -> 1


def test_the_views_actions_are_the_decisions_and_only_the_deciders():
    g = paying()
    mine, theirs = table_view(g, 0), table_view(g, 1)
    assert [a.text for a in mine.actions] == g.legal_actions()
    assert theirs.actions == () and theirs.decision is not None and theirs.decision.options is None
    assert table_view(g, 1).to_data() == g.view(1)


def test_main_step_actions_carry_their_card_and_moves():
    g = make([COSTLY, NEEDY], p1={"reserve": 3, "hand": ["TV-COST"], "field": [on_field("TV-NEEDY", "A", 2)]})
    opts = actions(g)
    summon = opts["summon TV-COST"]
    assert summon.from_hand and summon.card_id == "TV-COST" and summon.verb == "summon"
    assert opts["end"].finishes
    move = opts["move reserve A"].move
    assert move is not None and (move.src, move.dst, move.soul) == ("reserve", "A", False)
    assert opts["move reserve A"].names == ("Spirit TV-NEEDY",)


# Cost 0, three levels: a placement straight away, whose prompt names every level.
LEVELLED = spirit("TV-LEVELS", levels=((1, 1, 3000), (2, 3, 5000), (3, 5, 7000)))


def test_10_6_6_the_payers_view_shows_their_side_as_the_chosen_cores_would_leave_it():
    """Nothing moves before the last choice (10-6-6), so the side in the view stays as it is;
    the payment view holds the side once the chosen cores have gone to the trash."""
    g = paying()
    pv = table_view(g, 0).payment
    assert (pv.kind, pv.what, pv.card_id, pv.amount, pv.chosen) == ("pay", "Spirit TV-COST", "TV-COST", 3, 0)
    assert pv.side.reserve == 1 and pv.side.trash_cores == 0
    g.apply("pay reserve")
    v = table_view(g, 0)
    assert v.payment.chosen == 1 and v.payment.side.reserve == 0 and v.payment.side.trash_cores == 1
    assert v.players[0].reserve == 1 and v.players[0].trash_cores == 0      # nothing moved yet
    g.apply("pay A")
    v = table_view(g, 0)
    a_after = next(fc for fc in v.payment.side.field if fc.label == "A")
    a_now = next(fc for fc in v.players[0].field if fc.label == "A")
    assert (a_after.cores, a_after.level, a_now.cores, a_now.level) == (1, 0, 2, 1)     # 9-3-2 once paid
    assert table_view(g, 1).payment is None, "the opponent is shown no payment under way"
    g.apply("pay reserve soul")
    # the placement (10-6-7): the cost's three cores are counted gone while the cores are placed
    pv = table_view(g, 0).payment
    assert pv.kind == "place_cores" and pv.side.soul_core == "trash" and pv.side.trash_cores == 2
    assert (pv.chosen, pv.cores, pv.levels, pv.level) == (0, 0, ((1, 1),), 0)
    assert g.decision.prompt == "Put cores on Spirit TV-COST (LV1 1 core): 0 chosen: below LV1"
    g.apply("put B")
    pv = table_view(g, 0).payment
    assert (pv.chosen, pv.cores, pv.level) == (1, 1, 1)
    assert next(fc for fc in pv.side.field if fc.label == "B").cores == 3
    assert g.decision.prompt.endswith("1 chosen: LV1")
    g.apply("done")
    v = table_view(g, 0)
    # now they have moved: two ordinary cores and the soul core in the trash; A, left below LV1,
    # is destroyed and its last core goes to the reserve (9-3-2)
    assert v.payment is None and v.players[0].trash_cores == 2 and v.players[0].soul_core == "trash"
    assert v.players[0].reserve == 1 and [fc.label for fc in v.players[0].field] == ["B", "A1"]


def test_10_6_7_the_placement_prompt_names_each_level_and_what_the_chosen_cores_reach():
    g = make([LEVELLED], p1={"reserve": 4, "hand": ["TV-LEVELS"]})
    g.apply("summon TV-LEVELS")            # cost 0: straight to its cores (2-10-3 for the levels)
    assert g.decision.prompt == "Put cores on Spirit TV-LEVELS (LV1 1 core, LV2 3, LV3 5): 0 chosen: below LV1"
    for _ in range(3):
        g.apply("put reserve")
    assert g.decision.prompt.endswith("(LV1 1 core, LV2 3, LV3 5): 3 chosen: LV2")
    g.apply("put reserve soul")
    pv = table_view(g, 0).payment
    assert (pv.cores, pv.soul, pv.level, pv.levels) == (4, True, 2, ((1, 1), (2, 3), (3, 5)))
    assert pv.side.reserve == 1 and pv.side.soul_core == "new"       # onto the card still to come
    assert g.decision.prompt.endswith("4 chosen: LV2")
