"""The glossary covers the engine's keyword vocabulary and every term the players meet."""

from __future__ import annotations

import re
from typing import get_args

from bss_tui.carddb import glossary
from bss_tui.carddb.effects import Keyword
from bss_tui.carddb.loader import load_cards
from bss_tui.carddb.text import render_card
from bss_tui.ui.screens.help import GUIDE

RULE_ID = re.compile(r"^\d+(-\d+)*$")


def test_every_engine_keyword_has_an_entry():
    assert set(get_args(Keyword)) == set(glossary.KEYWORDS), glossary.missing_keywords()
    assert glossary.missing_keywords() == []


def test_every_entry_cites_a_rule_and_says_something():
    terms = [e.term for e in glossary.GLOSSARY]
    assert len(terms) == len(set(terms))
    for entry in glossary.GLOSSARY:
        assert RULE_ID.match(entry.rule), entry
        assert len(entry.text) > 30, entry


def test_the_terms_the_issue_lists_are_explained():
    wanted = {"spirit", "nexus", "magic", "core", "soul core", "reserve", "life", "trash", "burst", "void",
              "exhaust", "refresh", "summon", "checkpoint", "level", "bp", "symbol", "reduction",
              "flash window", "block"}
    assert wanted <= {e.term.lower() for e in glossary.GLOSSARY}


def test_the_help_shows_every_entry():
    for entry in glossary.GLOSSARY:
        assert f"**{entry.term}** ({entry.rule})" in GUIDE


def test_the_inspector_entries_name_each_keyword_of_a_card():
    cards = load_cards()
    for card in cards.values():
        text = "\n".join(render_card(card))
        terms = {e.term for e in glossary.entries_for(card, text)}
        assert {k.name for k in card.keywords} <= terms, card.id
    siegwurm = cards["ST01-003"]      # Confront, and gives Awaken spirits Confront
    terms = [e.term for e in glossary.entries_for(siegwurm, "\n".join(render_card(siegwurm)))]
    assert "Confront" in terms and "Awaken" in terms
