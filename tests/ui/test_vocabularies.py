"""The UI's lookups keyed by a declared vocabulary (issue 28): each name they hold is declared
where it comes from, and each name declared that needs an entry has one."""

from __future__ import annotations

import re

from textual.binding import Binding

from bss_tui.engine.model.decisions import Kind
from bss_tui.ui import render
from bss_tui.ui.app import BssApp
from bss_tui.ui.screens.deckbuilder import DeckBuilderScreen
from bss_tui.ui.screens.game import GameScreen
from bss_tui.ui.screens.title import TitleScreen


def binding_actions(bindings: list[Binding | tuple[str, ...]]) -> set[str]:
    return {b.action if isinstance(b, Binding) else b[1] for b in bindings}


def test_game_keys_offered_are_bindings() -> None:
    assert set(GameScreen.OFFERED) <= binding_actions(GameScreen.BINDINGS)


def test_deck_builder_keys_offered_are_bindings() -> None:
    assert set(DeckBuilderScreen.OFFERED) <= binding_actions(DeckBuilderScreen.BINDINGS)


def test_every_title_choice_opens_something() -> None:
    choices = {m.group(1) for action in binding_actions(TitleScreen.BINDINGS)
               if (m := re.fullmatch(r"choose\('(\w+)'\)", action))}
    assert set(BssApp.OPENS) == choices - {"quit"}


def test_ending_questions_are_decision_kinds() -> None:
    assert set(render.ENDING_QUESTIONS) <= set(Kind)
