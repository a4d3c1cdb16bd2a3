"""The computer's heuristics that matter, each on a position made for it (tests/computer/computer_views.py).
Cards: ST01-004 Raineedle (cost 1; LV1 1 core 1000 BP, LV2 2 cores 3000, LV3 3 cores 4000),
ST01-011 Dragron Captain (cost 3; LV1 1 core 3000, LV2 2 cores 4000), ST01-001 Nebula Dragon
Andromeda (cost 6)."""

from __future__ import annotations

import pytest

from bss_tui.carddb.loader import load_cards
from bss_tui.computer import choose
from bss_tui.computer.player import BY_KIND
from bss_tui.engine.model.decisions import Kind
from bss_tui.engine.operations.view import BattleView, CoreTake

from computer_views import act, finish, move, side, spirit, table

CARDS = load_cards()
ATTACKER = spirit("B1", "ST01-011", 2, 4000, 2)          # the opponent's Dragron Captain, LV2
SMALL = spirit("A1", "ST01-004", 1, 1000, 1)             # my Raineedle, LV1
BIG = spirit("A2", "ST01-001", 2, 6000, 3)               # my Andromeda, LV2


def block_view(life: int, *mine):
    options = [act(f"block {fc.label}", labels=(fc.label,), card_id=fc.id) for fc in mine] + [finish("noblock")]
    return table("block", options, side("p1", life=life, field=tuple(mine)), side("p2", field=(ATTACKER,)),
                 active="p2", battle=BattleView("B1", None))


def test_every_kind_of_decision_has_a_heuristic():
    assert set(BY_KIND) == set(Kind)


def test_blocks_a_lethal_attack_even_with_a_losing_spirit():
    """7-1-5-2: an unblocked attack would take the last life (one symbol, one life)."""
    assert choose(block_view(1, SMALL), CARDS) == "block A1"


def test_does_not_throw_a_spirit_away_when_the_attack_is_not_lethal():
    assert choose(block_view(5, SMALL), CARDS) == "noblock"


def test_blocks_with_the_spirit_that_wins_the_battle():
    """7-1-5-1: the higher BP wins; the small spirit would lose."""
    assert choose(block_view(5, SMALL, BIG), CARDS) == "block A2"


def test_attacks_with_a_spirit_no_blocker_can_beat_and_not_into_a_bigger_one():
    mine = (BIG, SMALL)
    options = [act(f"attack {fc.label}", labels=(fc.label,)) for fc in mine] + [finish("end")]
    view = table("attack", options, side("p1", field=mine), side("p2", field=(ATTACKER,)))
    assert choose(view, CARDS) == "attack A2"
    view = table("attack", options[1:], side("p1", field=(SMALL,)), side("p2", field=(ATTACKER,)))
    assert choose(view, CARDS) == "end"


def test_attacks_into_blockers_when_the_attacks_together_are_lethal():
    """Two attackers, one blocker, one life left: one attack gets through."""
    mine = (SMALL, spirit("A3", "ST01-004", 1, 1000, 1))
    options = [act(f"attack {fc.label}", labels=(fc.label,)) for fc in mine] + [finish("end")]
    view = table("attack", options, side("p1", field=mine), side("p2", life=1, field=(ATTACKER,)))
    assert choose(view, CARDS).startswith("attack ")


def test_keeps_blockers_back_when_the_opponent_threatens_its_life():
    """Three spirits with a symbol each face three life: the strongest of two safe attackers stays
    refreshed to block one of them; facing two life, both stay."""
    mine = (BIG, spirit("A3", "ST01-011", 2, 5000, 2))
    theirs = tuple(spirit(f"B{i}", "ST01-004", 1, 1000, 1, exhausted=True) for i in range(1, 4))
    options = [act(f"attack {fc.label}", labels=(fc.label,)) for fc in mine] + [finish("end")]
    view = table("attack", options, side("p1", life=3, field=mine), side("p2", field=theirs))
    assert choose(view, CARDS) == "attack A3"
    view = table("attack", options, side("p1", life=2, field=mine), side("p2", field=theirs))
    assert choose(view, CARDS) == "end"


def test_counts_the_spirits_the_opponents_hand_and_cores_could_add():
    """No spirit on the opposing field, but four cards in hand and seven cores to summon with (two
    a spirit, Sight.SUMMON_CORES): three attacks could come, so one spirit stays back at three life."""
    mine = (BIG, spirit("A3", "ST01-011", 2, 5000, 2))
    options = [act(f"attack {fc.label}", labels=(fc.label,)) for fc in mine] + [finish("end")]
    them = side("p2", reserve=6, hand_count=4)
    assert choose(table("attack", options, side("p1", life=3, field=mine), them), CARDS) == "attack A3"
    assert choose(table("attack", options, side("p1", life=5, field=mine), them), CARDS) == "attack A2"


def main_view(reserve: int, hand_option: str = "summon ST01-011"):
    options = [act(hand_option, card_id=hand_option.split()[1], from_hand=True, cost=2), move("reserve", "A1"),
               finish("end")]
    return table("main", options, side("p1", reserve=reserve, field=(SMALL,), hand=("ST01-011",)), side("p2"))


def test_summons_a_spirit_it_can_pay_for_before_ending_the_main_step():
    """Cost 3 less one red reduction symbol (2-7-3) is 2 (the view says so), plus the LV1 core: 3
    cores pay for it."""
    assert choose(main_view(reserve=3), CARDS) == "summon ST01-011"


def test_puts_the_reserve_on_a_spirit_it_cannot_summon_with():
    """Two cores cannot summon Dragron Captain and put a core on it; one more core raises Raineedle to LV2."""
    assert choose(main_view(reserve=2), CARDS) == "move reserve A1"


def test_ends_the_main_step_with_nothing_useful_left():
    assert choose(main_view(reserve=0), CARDS) == "end"


def test_pays_from_the_reserve_before_a_core_that_a_level_needs():
    """Raineedle at LV2 (2 cores) would fall to LV1 (9-3-1 keeps the level the cores pay for)."""
    lv2 = spirit("A1", "ST01-004", 2, 3000, 2)
    options = [act("pay A1", takes=(CoreTake("A1", "", 1, False),)),
               act("pay reserve", takes=(CoreTake("reserve", "", 1, False),)),
               act("cancel", cancels=True)]
    view = table("pay", options, side("p1", reserve=1, field=(lv2,)), side("p2"))
    assert choose(view, CARDS) == "pay reserve"


def test_never_leaves_a_spirit_below_lv1_while_another_core_can_pay():
    """9-3-2: a spirit without its LV1 cores is destroyed; a level lost on another costs less."""
    lv2 = spirit("A2", "ST01-004", 2, 3000, 2)
    options = [act("pay A1", takes=(CoreTake("A1", "", 1, False),)),
               act("pay A2", takes=(CoreTake("A2", "", 1, False),))]
    view = table("pay", options, side("p1", field=(SMALL, lv2)), side("p2"))
    assert choose(view, CARDS) == "pay A2"


@pytest.mark.parametrize("kind", ["burst", "optional"])
def test_takes_its_bursts_and_may_effects(kind):
    view = table(kind, [act("yes"), finish("no")], side("p1"), side("p2"))
    assert choose(view, CARDS) == "yes"


def test_uses_flash_magic_against_an_unblocked_attack():
    """ST05-015 Needle Shot's magic harms: used in the flash window of the opponent's attack (7-1-2-1),
    not outside a battle."""
    options = [act("use ST05-015 1", card_id="ST05-015", effect=1, from_hand=True, cost=3), finish("pass")]
    view = table("flash", options, side("p1", reserve=3, field=(SMALL,)), side("p2", field=(ATTACKER,)),
                 active="p2", battle=BattleView("B1", None))
    assert choose(view, CARDS) == "use ST05-015 1"
    calm = table("flash", options, side("p1", reserve=3), side("p2", field=(ATTACKER,)), active="p2")
    assert choose(calm, CARDS) == "pass"


def test_helps_its_own_spirit_in_a_battle_it_is_losing_and_not_one_it_wins():
    """ST01-015 Landmine's magic gives +2000 BP: for the blocker that has the lower BP (7-1-5-1)."""
    options = [act("use ST01-015 2", card_id="ST01-015", effect=2, from_hand=True, cost=3), finish("pass")]
    losing = table("flash", options, side("p1", reserve=3, field=(SMALL,)), side("p2", field=(ATTACKER,)),
                   active="p2", battle=BattleView("B1", "A1"))
    assert choose(losing, CARDS) == "use ST01-015 2"
    winning = table("flash", options, side("p1", reserve=3, field=(BIG,)), side("p2", field=(ATTACKER,)),
                    active="p2", battle=BattleView("B1", "A2"))
    assert choose(winning, CARDS) == "pass"


def pick_view(resolving: str, *cards, done: bool = False):
    options = [act(f"pick {fc.label}", labels=(fc.label,), card_id=fc.id) for fc in cards]
    options += [finish("done")] if done else []
    mine = tuple(fc for fc in cards if fc.label.startswith("A"))
    theirs = tuple(fc for fc in cards if fc.label.startswith("B"))
    return table("target", options, side("p1", field=mine), side("p2", field=theirs), resolving=(resolving,))


def test_a_harmful_effect_targets_the_opponents_strongest_spirit():
    """ST05-015 Needle Shot harms (8-5-3): the opponent's Dragron Captain, not my Andromeda."""
    weak = spirit("B2", "ST01-004", 1, 1000, 1)
    assert choose(pick_view("ST05-015", BIG, weak, ATTACKER), CARDS) == "pick B1"


def test_a_helpful_effect_targets_its_own_strongest_spirit():
    """ST01-015 Landmine's magic gives BP: to my Andromeda."""
    assert choose(pick_view("ST01-015", SMALL, BIG, ATTACKER), CARDS) == "pick A2"


def test_forced_to_harm_its_own_it_picks_the_weakest_and_stops_when_it_may():
    assert choose(pick_view("ST05-015", BIG, SMALL), CARDS) == "pick A1"
    assert choose(pick_view("ST05-015", BIG, SMALL, done=True), CARDS) == "done"
    assert choose(pick_view("ST01-015", ATTACKER, done=True), CARDS) == "done"
