"""The typed view's actions (engine/view.py): each option of a decision as an ActionView whose
fields come from the decision's typed choices.  For a payment (10-6-6) and a placement (10-6-7)
they tell what the whole of it takes from where, and which field card a choice would leave
below LV1, where 9-3-2 destroys it."""

from __future__ import annotations

from bss_tui.engine.view import CoreTake, FieldRef, table_view

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
