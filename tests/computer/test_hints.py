"""Hints for learners (computer/hints.py): every kind of decision has an explainer; each explains
the chosen action with the facts of the position that bear on it and the rule ids they come from,
from the seat's own view (hand-made views, tests/computer/computer_views.py); in whole games every
hint is a legal action with a rule, and it does not change with the opponent's hidden cards.
Cards: ST01-004 Raineedle (cost 1; LV1 1 core 1000 BP, LV2 2 cores 3000, LV3 3 cores 4000),
ST01-011 Dragron Captain (cost 3; LV1 1 core 3000, LV2 2 cores 4000), ST01-001 Nebula Dragon
Andromeda (cost 6), ST05-015 Needle Shot (a magic that harms), ST01-015 Landmine (+2000 BP)."""

from __future__ import annotations

import random
import re

import pytest

from bss_tui.carddb.loader import load_cards
from bss_tui.computer import program
from bss_tui.computer.hints import EXPLAIN, Hint, NoHint, explain, hint
from bss_tui.engine import Game
from bss_tui.engine.model.decisions import Kind
from bss_tui.engine.operations.view import BattleView, CoreTake, FieldRef

from computer_views import act, finish, move, side, spirit, table
from hidden import hide_differently
from test_games import PAIRINGS, STARTERS

CARDS = load_cards()
ATTACKER = spirit("B1", "ST01-011", 2, 4000, 2)          # the opponent's Dragron Captain, LV2
SMALL = spirit("A1", "ST01-004", 1, 1000, 1)             # my Raineedle, LV1
BIG = spirit("A2", "ST01-001", 2, 6000, 3)               # my Andromeda, LV2
RULE_ID = re.compile(r"\d+(-\d+)+")


def said(view, action: str) -> Hint:
    h = explain(view, action, CARDS)
    assert h.action == action and h.rules and all(RULE_ID.fullmatch(r) for r in h.rules), h
    return h


def test_every_kind_of_decision_has_an_explainer():
    assert set(EXPLAIN) == set(Kind)


def test_an_action_that_is_not_legal_gets_no_hint():
    view = table("block", [finish("noblock")], side("p1"), side("p2", field=(ATTACKER,)), active="p2",
                 battle=BattleView("B1", None))
    with pytest.raises(NoHint):
        explain(view, "block A1", CARDS)


# ---- battle ----------------------------------------------------------------------------------

def attack_view(mine, theirs, life: int = 5):
    options = [act(f"attack {fc.label}", labels=(fc.label,), card_id=fc.id) for fc in mine] + [finish("end")]
    return table("attack", options, side("p1", field=tuple(mine)), side("p2", life=life, field=tuple(theirs)))


def test_an_attack_compares_the_attacker_with_the_strongest_refreshed_blocker():
    h = said(attack_view((BIG,), (ATTACKER,)), "attack A2")
    assert h.does == "attack with A2 ST01-001"
    assert "their only refreshed spirit, B1 ST01-011, has 4000 BP, yours 6000" in h.why
    assert "a block loses them that spirit" in h.why and "takes 1 life of their 5" in h.why
    assert h.rules == ("7-1-5-2-1", "7-1-5-3-1")
    worse = said(attack_view((SMALL,), (ATTACKER,)), "attack A1")
    assert "a block by it destroys yours" in worse.why


def test_an_attack_nobody_can_block_takes_life():
    tired = spirit("B1", "ST01-011", 2, 4000, 2, exhausted=True)
    h = said(attack_view((SMALL,), (tired,)), "attack A1")
    assert "no refreshed spirit to block" in h.why and "7-1-3-1" in h.rules


def test_ending_the_attacks_says_why():
    assert "no attacker of yours survives a block by B1 ST01-011 (4000 BP)" in \
        said(attack_view((SMALL,), (ATTACKER,)), "end").why
    assert "stay ready to block" in said(attack_view((BIG,), (ATTACKER,)), "end").why


def block_view(*mine, life: int = 5):
    options = [act(f"block {fc.label}", labels=(fc.label,), card_id=fc.id) for fc in mine] + [finish("noblock")]
    return table("block", options, side("p1", life=life, field=tuple(mine)), side("p2", field=(ATTACKER,)),
                 active="p2", battle=BattleView("B1", None))


def test_a_block_compares_bp():
    win = said(block_view(SMALL, BIG), "block A2")
    assert "yours has 6000 BP, the attacking B1 ST01-011 4000: the attacker is destroyed" in win.why
    lose = said(block_view(SMALL, life=1), "block A1")
    assert "yours is destroyed, but no life is lost: unblocked it would take 1 life of your 1" in lose.why
    none = said(block_view(SMALL), "noblock")
    assert none.does == "do not block" and "none of your refreshed spirits beats its 4000 BP" in none.why


def test_flash_magic_says_what_it_changes_in_the_battle():
    options = [act("use ST01-015 2", card_id="ST01-015", effect=2, from_hand=True, cost=3, names=("Landmine",)),
               finish("pass")]
    view = table("flash", options, side("p1", reserve=3, field=(SMALL,)), side("p2", field=(ATTACKER,)),
                 active="p2", battle=BattleView("B1", "A1"))
    h = said(view, "use ST01-015 2")
    assert h.does == "use Landmine" and "strengthens or protects your own spirit" in h.why
    assert "B1 ST01-011 4000 BP against A1 ST01-004 1000 BP: theirs wins" in h.why
    assert said(view, "pass").rules == ("7-1-2-1",)


# ---- the main step, payments, placements ----------------------------------------------------------

def test_a_summon_says_its_cost_after_reductions_and_the_cores_it_leaves():
    options = [act("summon ST01-011", card_id="ST01-011", from_hand=True, cost=2, names=("Dragron Captain",)),
               finish("end")]
    view = table("main", options, side("p1", reserve=5, field=(SMALL,), hand=("ST01-011",)), side("p2"))
    h = said(view, "summon ST01-011")
    assert h.does == "summon Dragron Captain"
    assert "it costs 2 (printed 3, less your matching symbols) and needs 1 core for LV1" in h.why
    assert "your 5 free cores" in h.why and "leave 2 cores free" in h.why
    assert h.rules == ("2-7-3", "10-6-6", "10-6-7")


def test_a_core_move_says_the_level_it_reaches():
    view = table("main", [move("reserve", "A1"), finish("end")], side("p1", reserve=1, field=(SMALL,)), side("p2"))
    h = said(view, "move reserve A1")
    assert "A1 ST01-004 goes from LV1 to LV2 (3000 BP)" in h.why and "6-6-1-2-3" in h.rules


def test_ending_the_main_step_names_what_stays_in_hand():
    options = [act("summon ST01-011", card_id="ST01-011", from_hand=True, cost=2, names=("Dragron Captain",)),
               finish("end")]
    rich = table("main", options, side("p1", reserve=5, hand=("ST01-011",)), side("p2"))
    assert "(Dragron Captain) stays in your hand" in said(rich, "end").why
    poor = table("main", options, side("p1", reserve=1, hand=("ST01-011",)), side("p2"))
    assert "no card in your hand fits in your 1 free core" in said(poor, "end").why


def test_a_payment_says_why_those_cores():
    lv2 = spirit("A1", "ST01-004", 2, 3000, 2)
    options = [act("pay A1", labels=("A1",), takes=(CoreTake("A1", "", 1, False),)),
               act("pay reserve", takes=(CoreTake("reserve", "", 1, False),)),
               act("cancel", cancels=True)]
    view = table("pay", options, side("p1", reserve=1, field=(lv2, SMALL)), side("p2"))
    assert "lowers no spirit's level" in said(view, "pay reserve").why
    assert "A1 ST01-004 falls from LV2 to LV1" in said(view, "pay A1").why
    dying = [act("pay A1", labels=("A1",), takes=(CoreTake("A1", "", 1, False),), drops=(FieldRef("A1", "x"),))]
    h = said(table("pay", dying, side("p1", field=(SMALL,)), side("p2")), "pay A1")
    assert "below LV1" in h.why and "9-3-2" in h.rules


@pytest.mark.parametrize("kind,text,rule", [("burst", "yes", "10-9-3"), ("optional", "no", "8-1-8")])
def test_the_plain_decisions_cite_their_rule(kind, text, rule):
    view = table(kind, [act("yes"), finish("no")], side("p1"), side("p2"))
    assert said(view, text).rules == (rule,)


def test_a_mulligan_looks_at_the_cheap_spirits_in_hand():
    view = table("mulligan", [act("keep"), act("mulligan")], side("p1", hand=("ST01-004", "ST01-001")), side("p2"))
    h = said(view, "keep")
    assert "1 spirit of cost 3 or less" in h.why and h.rules == ("5-2-7",)


# ---- whole games -------------------------------------------------------------------------------

def test_every_hint_of_whole_games_is_legal_cites_a_rule_and_ignores_the_opponents_hidden_cards():
    """Seeded games: at every decision the hint is one of its legal actions, with a rule id, and
    the same when the opponent's hand, deck order and burst are changed (3-2-2, 3-3-3, 3-8-2)."""
    rng = random.Random(3)
    kinds: set[str] = set()
    compared = 0
    for seed, (a, b) in enumerate(PAIRINGS[::9]):
        g = Game.new(STARTERS[a], STARTERS[b], seed=seed)
        chooser = random.Random(seed)
        while g.decision is not None:
            seat = g.decision.player
            h = hint(g, seat, program, CARDS)
            assert h.action in g.decision.options and all(RULE_ID.fullmatch(r) for r in h.rules)
            kinds.add(g.decision.kind)
            if compared < 200 and chooser.random() < 0.3:
                other = hide_differently(g, 1 - seat, rng)
                assert hint(other, seat, program, CARDS) == h
                compared += 1
            g.apply(h.action if chooser.random() < 0.5 else chooser.choice(g.legal_actions()))
    assert compared >= 100 and {"main", "pay", "attack", "block", "flash"} <= kinds, (compared, kinds)
