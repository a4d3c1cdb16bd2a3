"""The glossary and the lessons cite rules that exist and that speak of what is being said.

The rules' numbering comes from tests/coverage/chNN.toml (every leaf id of chapters 1-12; a section id
such as "11-13" is valid when some leaf lies under it).  What each cited rule speaks of is the hand-made
table RULE_TOPICS below, written from the Comprehensive Rules v1.7.0: a glossary entry must cite a rule
whose topics include its term, and each rule id written in a lesson's text must sit in a sentence that
mentions one of that rule's topics.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from bss_tui.carddb.glossary import GLOSSARY, Entry

ROOT = Path(__file__).resolve().parents[2]
LESSONS = sorted((ROOT / "cards" / "lessons").glob("*.toml"))
CITE = re.compile(r"\b\d{1,2}(?:-\d+)+\b")

# rule id -> the words the rule speaks of (lower case), read from CR 1.7.0.
RULE_TOPICS: dict[str, tuple[str, ...]] = {
    "2-6": ("cost",),
    "2-7": ("reduction", "cost"),
    "2-7-3": ("cost", "symbol", "reduction"),
    "2-8": ("symbol",),
    "2-10": ("level",),
    "2-10-2": ("level", "effect"),
    "2-10-3": ("level", "core"),
    "2-10-4": ("level", "bp"),
    "2-11": ("bp",),
    "3-2": ("deck",),
    "3-3": ("hand",),
    "3-4": ("trash",),
    "3-5-3": ("refreshed", "field", "summon"),
    "3-5-5": ("cores", "reserve", "field"),
    "3-6": ("reserve",),
    "3-7": ("life",),
    "3-9": ("void",),
    "4-7": ("checkpoint",),
    "4-9": ("spirit",),
    "4-10": ("nexus",),
    "4-11": ("core",),
    "4-11-3": ("soul core",),
    "4-12": ("token",),
    "6-1": ("step", "turn"),
    "6-7-3-2": ("attack",),
    "6-3": ("core step",),
    "6-4": ("draw step",),
    "6-5": ("refresh step",),
    "6-5-2": ("refresh",),
    "6-6": ("main step", "summon"),
    "6-6-1-2-3": ("move", "core"),
    "6-7": ("attack step",),
    "7-1-1": ("attack",),
    "7-1-1-1": ("attack", "exhaust", "refreshed"),
    "7-1-2": ("flash window",),
    "7-1-2-1": ("flash", "before the block"),
    "7-1-3": ("block",),
    "7-1-3-1": ("block",),
    "7-1-4-1": ("flash", "after a block"),
    "7-1-5-1": ("blocked", "battle"),
    "7-1-5-2-1": ("bp", "destroy"),
    "7-1-5-3-1": ("life", "symbol", "not blocked"),
    "7-1-6-1": ("battle ends", "end of"),
    "8-1-6-1": ("flash", "magic", "main"),
    "8-5-3": ("select", "target", "pick"),
    "9-2-3": ("life", "lose"),
    "9-2-4": ("deck", "lose"),
    "9-3": ("cores", "level 1", "lv1"),
    "9-3-1": ("cores", "lv1", "check"),
    "9-3-2": ("destroy", "core"),
    "9-4": ("bp",),
    "9-4-1": ("bp", "check"),
    "9-4-2": ("bp", "destroy"),
    "10-1": ("destroy",),
    "10-1-2": ("destroy",),
    "10-2": ("discard",),
    "10-3": ("refresh",),
    "10-4": ("exhaust",),
    "10-6": ("summon",),
    "10-6-5": ("cost", "symbol", "reduction"),
    "10-6-6": ("pay", "cost"),
    "10-6-7": ("cores", "summon", "placing"),
    "10-7": ("place", "nexus"),
    "10-8": ("magic",),
    "10-8-3": ("effects", "magic", "choose"),
    "10-9": ("burst",),
    "10-9-1": ("burst",),
    "10-9-2": ("burst", "without paying"),
    "10-9-3": ("burst", "condition"),
    "10-15-1": ("when destroyed",),
    "11-1": ("awaken",),
    "11-1-1": ("awaken",),
    "11-2": ("confront",),
    "11-2-1": ("confront",),
    "11-3": ("curse",),
    "11-3-1": ("curse",),
    "11-4": ("immortal",),
    "11-4-1": ("immortal",),
    "11-4-2": ("immortal", "condition"),
    "11-5": ("armor",),
    "11-5-1": ("armor",),
    "11-6": ("luster",),
    "11-6-1": ("luster",),
    "11-7": ("blessed",),
    "11-7-1": ("blessed",),
    "11-8": ("ascend",),
    "11-8-1": ("ascend",),
    "11-9": ("swift",),
    "11-9-1": ("swift",),
    "11-10": ("gale",),
    "11-10-1": ("gale",),
    "11-11": ("crush",),
    "11-11-1": ("crush",),
    "11-11-2": ("crush",),
    "11-12": ("raid",),
    "11-12-1": ("raid",),
    "11-12-2": ("raid",),
    "11-13": ("a.t. field",),
    "11-13-1": ("a.t. field",),
    "11-14": ("astral",),
    "11-14-1": ("astral",),
    "11-14-2": ("astral",),
    "11-15": ("chain",),
    "11-16": ("agile",),
    "11-16-1": ("agile",),
    "11-17": ("feast",),
    "11-18": ("link",),
    "11-18-1": ("link",),
    "11-18-2": ("link", "condition"),
}

# Glossary entries whose rule does not name the term, with the reason.
NOT_NAMED_BY_ITS_RULE: dict[str, str] = {
    "Bloodcurse": "not in the Comprehensive Rules (official keyword list only); it changes where the life "
                  "an attack takes goes, so it cites the rule for applying damage",
}


def _valid_ids() -> set[str]:
    leaves: set[str] = set()
    for path in (ROOT / "tests" / "coverage").glob("ch*.toml"):
        leaves.update(tomllib.loads(path.read_text(encoding="utf-8"))["leaves"])
    parts = (leaf.split("-") for leaf in leaves)
    return {"-".join(p[:i]) for p in parts for i in range(1, len(p) + 1)}


VALID = _valid_ids()


def _sentences(text: str) -> list[str]:
    return re.split(r"(?<=[a-z0-9)\"]\.)\s+", " ".join(text.split()))


def _unsupported(text: str) -> list[str]:
    """Each rule id written in `text` that is unknown or whose sentence names none of its topics."""
    bad = []
    for sentence in _sentences(text):
        for rule in CITE.findall(sentence):
            topics = RULE_TOPICS.get(rule)
            if rule not in VALID or topics is None or not any(t in sentence.lower() for t in topics):
                bad.append(f"{rule} in {sentence!r}")
    return bad


def test_topic_table_lists_only_real_rules() -> None:
    assert sorted(r for r in RULE_TOPICS if r not in VALID) == []


@pytest.mark.parametrize("entry", GLOSSARY, ids=lambda e: e.term)
def test_glossary_entry_cites_the_rule_that_defines_it(entry: Entry) -> None:
    assert entry.rule in VALID
    if entry.term not in NOT_NAMED_BY_ITS_RULE:
        assert entry.term.lower() in RULE_TOPICS.get(entry.rule, ()), \
            f"{entry.term}: rule {entry.rule} does not speak of it"
    assert _unsupported(entry.text) == []


def test_made_up_rule_ids_are_caught() -> None:
    assert _unsupported("A spirit's level has its own BP (2-5).") != []
    assert _unsupported("Cores on it raise its level (99-1).") != []
    assert _unsupported("Cores on it raise its level (2-10-3).") == []


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_lesson_cites_rules_that_say_it(path: Path) -> None:
    lesson = tomllib.loads(path.read_text(encoding="utf-8"))
    listed = [*lesson["rules"], *[lesson["goal"][k] for k in ("rule",) if k in lesson["goal"]]]
    assert [r for r in listed if r not in VALID or r not in RULE_TOPICS] == []
    whole = " ".join([lesson["explanation"], *lesson["hints"]]).lower()
    assert [r for r in listed if not any(t in whole for t in RULE_TOPICS[r])] == []
    assert _unsupported(lesson["explanation"]) == []
    assert [bad for hint in lesson["hints"] for bad in _unsupported(hint)] == []
