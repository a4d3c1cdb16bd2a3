"""Every real card with an effect or keyword has scenarios naming it, and every keyword the
starter decks use has tests citing its chapter 11 rule."""

import re
import tomllib
from pathlib import Path

from bss_tui.carddb.loader import load_cards

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
KEYWORD_RULES = {"Awaken": "11-1", "Confront": "11-2", "Curse": "11-3", "Armor": "11-5", "Luster": "11-6",
                 "Swift": "11-9", "Crush": "11-11", "Raid": "11-12", "A.T. Field": "11-13",
                 "Astral": "11-14", "Chain": "11-15", "Agile": "11-16", "Feast": "11-17", "Link": "11-18"}


def _scenarios() -> list[dict]:
    out = []
    for path in sorted(SCENARIOS.glob("st0*/*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        out.append({"title": data.get("title", ""), "rules": data.get("rules", []), "text": path.read_text()})
    return out


def _real_cards():
    return [c for c in load_cards().values() if re.match(r"ST0[1-7]-", c.id)]


def test_the_seven_starters_have_112_cards():
    cards = _real_cards()
    assert len(cards) == 112
    assert sorted({c.id[:4] for c in cards}) == [f"ST0{i}" for i in range(1, 8)]


def test_every_card_with_an_effect_has_a_scenario_naming_it():
    scenarios = _scenarios()
    missing = [c.id for c in _real_cards() if (c.effects or c.keywords)
               and not any(c.id in s["title"] for s in scenarios)]
    assert missing == []


BOOSTER_SETS = {"BSS01": 136, "BSS02": 136, "BSS03": 138, "BSS04": 139, "BSS05": 139, "BSS06": 116,
                "CB01": 80, "PR": 74, "L01": 10, "EX01": 9}


def _booster_scenario_files() -> list[str]:
    return [p.read_text(encoding="utf-8") for p in sorted((SCENARIOS / "cards").glob("*.toml"))
            if not p.name.startswith("st0")]


def test_every_booster_card_has_a_scenario():
    """Issues 12 and 15: every booster card with an effect or keyword has a scenario naming it in
    its title; those with none are on the field of a scenario checking their levels, BP and symbols."""
    files = _booster_scenario_files()
    titles = [tomllib.loads(text).get("title", "") for text in files]
    cards = [c for c in load_cards().values() if c.id.split("-")[0] in BOOSTER_SETS]
    missing = [c.id for c in cards if (c.effects or c.keywords) and not any(c.id in t for t in titles)]
    missing += [c.id for c in cards if not (c.effects or c.keywords) and not any(f'"{c.id}"' in f for f in files)]
    assert missing == []


def test_no_booster_set_holds_more_cards_than_printed():
    counts: dict[str, int] = {}
    for cid in load_cards():
        counts[cid.split("-")[0]] = counts.get(cid.split("-")[0], 0) + 1
    assert {s: n for s, n in counts.items() if s in BOOSTER_SETS and n > BOOSTER_SETS[s]} == {}
    assert counts["BSS01"] == counts["BSS02"] == 136


def test_every_keyword_used_has_tests_citing_its_rule():
    used = {k.name for c in _real_cards() for k in c.keywords}
    assert used <= set(KEYWORD_RULES)
    scenarios = _scenarios()
    for name in sorted(used):
        rule = KEYWORD_RULES[name]
        assert any(any(r == rule or r.startswith(rule + "-") for r in s["rules"]) for s in scenarios), name


def test_every_burst_has_its_pay_to_use_chain_tested():
    """10-9: each burst card has a scenario that pays its cost to use the follow-up effect."""
    scenarios = _scenarios() + [{"title": tomllib.loads(t).get("title", ""), "rules": tomllib.loads(t).get("rules", [])}
                                for t in _booster_scenario_files()]
    for card in [c for c in load_cards().values() if c.id.split("-")[0] in BOOSTER_SETS] + _real_cards():
        burst = [e for e in card.effects if e.kind == "burst"]
        if burst and burst[0].then_use:
            assert any(card.id in s["title"] and "10-9" in " ".join(s["rules"]) for s in scenarios), card.id
