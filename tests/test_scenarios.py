"""Every scenario file under tests/scenarios is a test (the rule ids are in each file); malformed
files give one line naming the file and the key, and exit 2 (tests/scenarios/FORMAT.md)."""

import json
from pathlib import Path
from typing import get_args

import pytest

from bss_tui.cli import main
from bss_tui.scenario import check_files, evaluate, load
from bss_tui.scenario import check, keys

FILES = sorted((Path(__file__).parent / "scenarios").rglob("*.toml"))


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(Path(__file__).parent / "scenarios")) for p in FILES])
def test_scenario(path: Path) -> None:
    failures = evaluate(load(path))
    assert not failures, "\n".join(failures)


# A valid file; each malformed case below changes one part of it.
TOP = 'title = "base"\n'
POSITION = 'turn = 3\nstep = "main"\n'
P1 = 'life = 5\ndeck = ["VAN-001"]\n'
P1_FIELD = '[[position.p1.field]]\nlabel = "A"\ncard = "VAN-003"\ncores = 1\n'
P2_FIELD = '[[position.p2.field]]\nlabel = "B"\ncard = "VAN-004"\ncores = 1\n'
EXPECT = '"decision.kind" = "main"\n'


def scenario_text(top: str = TOP, position: str = POSITION, p1: str = P1, expect: str = EXPECT,
                  extra: str = "") -> str:
    return (f'{top}\n[position]\n{position}\n[position.p1]\n{p1}\n{P1_FIELD}\n'
            f'[position.p2]\nlife = 5\ndeck = ["VAN-005"]\n\n{P2_FIELD}\n{extra}\n[expect]\n{expect}')


BATTLE_POS = 'turn = 3\nstep = "attack"\n'
MALFORMED = {
    # expectations of the wrong type, unknown, out of bounds
    "expect_text_for_count": ({"expect": '"p1.life" = "five"'}, "expect.p1.life"),
    "expect_label_key_wrong_type": ({"expect": '"A.cores" = "two"'}, "expect.A.cores"),
    "expect_bool_as_text": ({"expect": '"A.exhausted" = "yes"'}, "expect.A.exhausted"),
    "expect_bool_for_bp": ({"expect": '"A.bp" = true'}, "expect.A.bp"),
    "expect_unknown_player_key": ({"expect": '"p1.mana" = 3'}, "expect.p1.mana"),
    "expect_card_key_on_a_player": ({"expect": '"p1.cores" = 3'}, "expect.p1.cores"),
    "expect_unknown_label_key": ({"expect": '"A.colour" = "red"'}, "expect.A.colour"),
    "expect_negative_count": ({"expect": '"p1.reserve" = -1'}, "expect.p1.reserve"),
    "expect_absurd_count": ({"expect": '"p1.hand_count" = 100000'}, "expect.p1.hand_count"),
    "expect_unknown_decision_kind": ({"expect": '"decision.kind" = "dance"'}, "expect.decision.kind"),
    "expect_bad_winner": ({"expect": 'winner = "p3"'}, "expect.winner"),
    "expect_bad_rule_id": ({"expect": 'rules_applied = ["seven"]'}, "expect.rules_applied[0]"),
    "expect_too_many_cards": ({"expect": '"p1.hand" = [' + ", ".join(['"VAN-001"'] * 501) + "]"},
                              "expect.p1.hand"),
    "expect_seen_hand_number": ({"expect": '"p1.sees.p2.hand" = 3'}, "expect.p1.sees.p2.hand"),
    "expect_unknown_viewer": ({"expect": '"p3.sees.p2.hand" = "hidden"'}, "expect.p3.sees.p2.hand"),
    # "not": a value of the key's own type, only where the key has no opposite key of its own
    "expect_not_wrong_type": ({"expect": '"p1.life" = {not = "five"}'}, "expect.p1.life.not"),
    "expect_not_misspelt": ({"expect": '"p1.life" = {nto = 5}'}, "expect.p1.life.not"),
    "expect_not_and_more": ({"expect": '"p1.life" = {not = 5, also = 4}'}, "expect.p1.life.also"),
    "expect_not_label_key_wrong_type": ({"expect": '"A.cores" = {not = "two"}'}, "expect.A.cores"),
    "expect_not_on_legal": ({"expect": 'legal = {not = ["end"]}'}, "expect.legal"),
    "expect_not_on_log_has": ({"expect": '"p1.sees.log_has" = {not = ["x"]}'}, "expect.p1.sees.log_has"),
    # position keys
    "position_negative_reserve": ({"p1": P1 + "reserve = -2"}, "position.p1.reserve"),
    "position_absurd_life": ({"p1": 'life = 5000\ndeck = ["VAN-001"]'}, "position.p1.life"),
    "position_unknown_key": ({"position": POSITION + "mana = 3"}, "position.mana"),
    "player_unknown_key": ({"p1": P1 + "hnd = []"}, "position.p1.hnd"),
    "top_unknown_key": ({"top": TOP + "expected = 1"}, "expected"),
    "position_bad_step": ({"position": 'turn = 3\nstep = "lunch"'}, "position.step"),
    "position_cores_as_text": ({"p1": P1 + 'reserve = "3"'}, "position.p1.reserve"),
    "action_too_long": ({"top": TOP + 'actions = ["' + "x" * 300 + '"]'}, "actions[0]"),
    "soul_core_in_life_without_life": ({"p1": 'life = 0\nsoul_core = "life"\ndeck = ["VAN-001"]'},
                                       "position.p1.life"),
    # checkpoints
    "checkpoint_after_too_far": ({"extra": '[[checkpoints]]\nafter = 9\n[checkpoints.expect]\nturn = 3'},
                                 "checkpoints[0].after"),
    "checkpoint_after_unknown_action": ({"extra": '[[checkpoints]]\nafter = "attack A"\n[checkpoints.expect]\n'
                                                  'turn = 3'}, "checkpoints[0].after"),
    "checkpoint_after_ambiguous": ({"top": TOP + 'actions = ["end", "end"]',
                                    "extra": '[[checkpoints]]\nafter = "end"\n[checkpoints.expect]\nturn = 3'},
                                   "checkpoints[0].after"),
    "checkpoint_unknown_key": ({"extra": '[[checkpoints]]\nafter = 0\n[checkpoints.expect]\n"p9.life" = 1'},
                               "checkpoints[0].expect.p9.life"),
    "checkpoint_wrong_type": ({"extra": '[[checkpoints]]\nafter = 0\n[checkpoints.expect]\nturn = "three"'},
                              "checkpoints[0].expect.turn"),
    # battles and running effects
    "battle_bad_point": ({"position": BATTLE_POS + '[position.battle]\nattacker = "A"\nat = "lunch"'},
                         "position.battle.at"),
    "battle_outside_attack_step": ({"position": POSITION + '[position.battle]\nattacker = "A"\nat = "block"'},
                                   "position.battle"),
    "battle_blocker_of_attacker_side": ({"position": BATTLE_POS + '[position.battle]\nattacker = "B"\nat = "end"'},
                                        "position.battle.attacker"),
    "battle_blocker_before_block": ({"position": BATTLE_POS + '[position.battle]\nattacker = "A"\nblocker = "B"\n'
                                                              'at = "before_block"'}, "position.battle.blocker"),
    "battle_unknown_label": ({"position": BATTLE_POS + '[position.battle]\nattacker = "Z"\nat = "block"'},
                             "position.battle.attacker"),
    "effect_unknown_kind": ({"extra": '[[position.effects]]\nkind = "fly"\ntarget = "A"\nby = "p1"'},
                            "position.effects[0].kind"),
    "effect_bp_without_amount": ({"extra": '[[position.effects]]\nkind = "bp"\ntarget = "A"\nby = "p1"'},
                                 "position.effects[0].amount"),
    "effect_battle_without_battle": ({"extra": '[[position.effects]]\nkind = "cannot:block"\ntarget = "B"\n'
                                               'duration = "battle"\nby = "p1"'}, "position.effects[0].duration"),
    "effect_unknown_target": ({"extra": '[[position.effects]]\nkind = "cannot:block"\ntarget = "Q"\nby = "p1"'},
                              "position.effects[0].target"),
    "effect_without_by": ({"extra": '[[position.effects]]\nkind = "cannot:block"\ntarget = "B"'},
                          "position.effects[0].by"),
    "once_used_not_once_per_turn": ({"position": POSITION + 'once_used = [{label = "A", effect = 1}]'},
                                    "position.once_used[0].effect"),
    # pre-game positions
    "setup_with_field": ({"position": 'step = "setup"'}, "position.p1.field"),
    "setup_with_turn": ({"position": 'step = "setup"\nturn = 1'}, "position.turn"),
}


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_malformed_scenario_is_one_line_and_exit_2(name: str, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    parts, key = MALFORMED[name]
    path = tmp_path / f"{name}.toml"
    path.write_text(scenario_text(**parts), encoding="utf-8")
    assert check_files([path]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1, err
    assert str(path) in err and f" {key}:" in err, err


def test_base_of_malformed_cases_is_valid(tmp_path: Path) -> None:
    path = tmp_path / "base.toml"
    path.write_text(scenario_text(), encoding="utf-8")
    assert check_files([path]) == 0


def test_wrong_checkpoint_value_fails_naming_the_checkpoint(tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    """A checkpoint is really checked at its point: the hand before the draw step's draw differs."""
    path = tmp_path / "cp.toml"
    path.write_text(scenario_text(top=TOP + 'actions = ["end"]',
                                  extra='[[checkpoints]]\nafter = 0\n[checkpoints.expect]\nstep = "end"'),
                    encoding="utf-8")
    assert check_files([path]) == 1
    assert "after 0 actions: step: expected 'end', got 'main'" in capsys.readouterr().out


def test_refused_action_is_a_failed_expectation_naming_it(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    """A scripted action the engine refuses fails the file (exit 1, not 2): the line names the action,
    its index and the engine's refusal with its rule; the expectations after it are not checked."""
    path = tmp_path / "refused.toml"
    path.write_text(scenario_text(top=TOP + 'actions = ["end", "attack B"]',
                                  extra='[[checkpoints]]\nafter = 1\n[checkpoints.expect]\nstep = "attack"'),
                    encoding="utf-8")
    assert check_files([path]) == 1
    out = capsys.readouterr()
    assert out.err == ""
    lines = out.out.splitlines()
    assert lines[0].startswith(f"FAIL {path}")
    assert len(lines) == 2, lines
    assert lines[1].strip().startswith("actions[1]: 'attack B' was refused: [B] is not controlled by p1"), lines
    assert "(7-1-1-1)" in lines[1] and "1 expectation(s) after it not checked" in lines[1], lines


def test_not_expectation_holds_when_the_value_differs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    holds = tmp_path / "differs.toml"
    holds.write_text(scenario_text(expect='"A.cores" = {not = 2}\n"p1.field" = {not = ["B"]}\n'
                                          '"step" = {not = "attack"}\n"p2.deck_top" = {not = ["VAN-001"]}'),
                     encoding="utf-8")
    assert check_files([holds]) == 0
    fails = tmp_path / "same.toml"
    fails.write_text(scenario_text(expect='"A.cores" = {not = 1}\n"p1.field" = {not = ["A"]}'), encoding="utf-8")
    assert check_files([fails]) == 1
    out = capsys.readouterr().out
    assert "A.cores: expected not 1, got it" in out and "p1.field: expected not ['A'], got it" in out


def test_scenario_schema_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["scenario", "schema"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert {"position", "actions", "checkpoints", "expect"} <= set(schema["properties"])
    expect = schema["$defs"]["Expect"]
    assert "p1.sees.p2.hand" in expect["properties"] and expect["additionalProperties"] is False
    assert any(p.endswith(r"\.cores$") for p in expect["patternProperties"])
    assert "battle" in schema["$defs"]["Position"]["properties"]


def test_format_page_documents_every_expectation_key() -> None:
    """The format page is the definition: a key the checker knows but the page omits is a bug."""
    page = (Path(__file__).parent / "scenarios" / "FORMAT.md").read_text(encoding="utf-8")
    names = ([f"`{k}`" for k in keys.TOP] + [f"pN.{k}`" for k in keys.PLAYER] + [f"`LABEL.{k}`" for k in keys.CARD]
             + [f"`VIEWER.sees.{k}`" for k in keys.SEEN] + [f"VIEWER.sees.pN.{k}`" for k in keys.SEEN_PLAYER])
    missing = [n for n in names if n not in page]
    assert not missing, missing


def test_every_check_has_an_entry() -> None:
    """Each check a key may name (keys.Check) has its function in the checker's registry, and exactly
    the negatable ones (keys.NEGATABLE) are comparisons that also read `{not = VALUE}`."""
    assert set(check.CHECKS) == set(get_args(keys.Check))
    assert set(check.COMPARISONS) == keys.NEGATABLE


def test_a_running_effect_written_by_its_name_before_still_reads(tmp_path: Path) -> None:
    """FORMAT.md: a file valid before stays valid.  A running effect's kind was once its own mark name
    ("cannot_block", "bp_add"); it is now the modifier key it leaves ("cannot:block", "bp").  Both
    spellings set it and both spellings expect it, in either form of the expectation."""
    old = ('[[position.effects]]\nkind = "cannot_block"\ntarget = "B"\nby = "p1"\n'
           '[[position.effects]]\nkind = "bp_add"\ntarget = "B"\namount = 1000\nby = "p1"\n')
    for extra, expect in ((old, '"B.effects" = ["cannot_block", "bp_add"]'),
                          (old, '"B.effects" = ["cannot:block", "bp"]'),
                          (old.replace("cannot_block", "cannot:block").replace("bp_add", "bp"),
                           '"B.effects" = {not = ["protect_battle"]}')):
        path = tmp_path / "marks.toml"
        path.write_text(scenario_text(extra=extra, expect=expect), encoding="utf-8")
        assert check_files([path]) == 0, (extra, expect)
