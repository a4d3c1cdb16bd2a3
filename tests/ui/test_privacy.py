"""Principle 8 through the UI: whole seeded games played by keys, and at every hand-over screen
and every decision shown, no name of a card hidden from the person at the keyboard is on screen.

Forbidden names are computed from the engine, not from the UI code:
- at a decision for the holder: names in the other player's hand and face-down burst, minus every
  name the holder may see anyway (`game.view(holder)` serialised: own hand and burst, fields,
  trashes, the holder's log lines);
- at a hand-over (nobody holds the keyboard): names in both hands and bursts, minus what is
  public (the fields, trashes, cards resolving and the public text of every log line).
The screen text is the visible terminal (from the SVG) plus the text held by every widget of the
screen (and, at a hand-over, of the board under it), so scrolled-away or wrapped text counts too.
"""

from __future__ import annotations

import random

import pytest

from bss_tui.ui.app import BssApp
from bss_tui.ui.screens.handover import HandOverScreen


class PrivacyChecker:
    def __init__(self, ui) -> None:
        self.ui = ui
        self.handovers = 0
        self.prompts = 0
        self.checked_names = 0

    def at_handover(self, app) -> None:
        self.handovers += 1
        game = app.session.game
        assert app.session.holder is None
        assert isinstance(app.screen, HandOverScreen)
        next_name = game.name(game.decision.player)
        shown = self.ui.visible_text(app)
        assert next_name in shown and f"Pass the keyboard to {next_name}" in " ".join(shown.split())
        hidden = self.ui.hidden_names(game, 0) | self.ui.hidden_names(game, 1)
        public = self.ui.public_text(game)
        self.checked_names += len(hidden)
        where = f"hand-over #{self.handovers} (to {next_name}, turn {game.st.turn})"
        found = self.ui.leaks(self.ui.screen_text(app), hidden, public)
        assert not found, f"{where} shows hidden cards {found}; actions so far {game.log}"
        # nor may the board under it hold any ("nothing private is on it or under it")
        under = "\n".join(t for s in app.screen_stack[:-1] for t in self.ui.widget_texts(s))
        found = self.ui.leaks(under, hidden, public)
        assert not found, f"the board under {where} holds hidden cards {found}; actions so far {game.log}"

    def at_prompt(self, app) -> None:
        self.prompts += 1
        game = app.session.game
        holder = app.session.holder
        assert holder == game.decision.player
        screen = self.ui.screen_text(app)
        assert f"{game.name(holder)} (at the keyboard)" in screen
        other = 1 - holder
        hidden = self.ui.hidden_names(game, other)
        self.checked_names += len(hidden)
        found = self.ui.leaks(screen, hidden, self.ui.holder_may_see(game, holder))
        assert not found, (f"decision #{self.prompts} for {game.name(holder)} ({game.decision.kind}, turn "
                           f"{game.st.turn}) shows {game.name(other)}'s hidden cards {found}; "
                           f"last actions {game.log[-6:]}")


def test_leak_finder_finds_and_forgives(ui):
    assert ui.leaks("... Raineedle ...", {"Raineedle"}, "") == ["Raineedle"]
    assert ui.leaks("... Raineedle ...", {"Raineedle"}, '"name": "Raineedle"') == []
    assert ui.leaks("nothing here", {"Raineedle"}, "") == []
    assert ui.leaks("Raineedle Charged Draw", {"Raineedle", "Charged Draw"}, "Raineedle") == ["Charged Draw"]


@pytest.mark.parametrize("seed", [9, 3])
async def test_no_hidden_card_on_screen_at_any_hand_over_or_decision(ui, seed):
    app = BssApp(seed=seed)
    checker = PrivacyChecker(ui)
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.new_game(pilot)
        rng = random.Random(seed)
        result = await ui.play(pilot, rng, policy=lambda g, r: ui.attacking_policy(g, r, curious=True),
                               on_handover=checker.at_handover, on_prompt=checker.at_prompt)
        game = app.session.game
        assert game.finished
        assert checker.handovers == result.handovers >= 2
        assert checker.prompts == result.actions == len(game.log)
        assert checker.checked_names > 0
        # the game played set at least one burst, so face-down bursts were really checked
        assert any(a.startswith("set ") for a in game.log), game.log


async def test_inspector_does_not_carry_a_hand_card_over_to_the_other_player(ui):
    """Player 1 looks at a hand card during their mulligan, keeps; Player 2's mulligan offers no
    card to inspect, so a stale inspector would show Player 1's card to Player 2."""
    app = BssApp(seed=7)
    async with app.run_test(size=ui.SIZE) as pilot:
        await ui.new_game(pilot)
        game = app.session.game
        while game.decision.kind != "mulligan":            # hand-over: space; first player: Enter
            await pilot.press("space" if isinstance(app.screen, HandOverScreen) else "enter")
            await ui.settle(pilot)
        if isinstance(app.screen, HandOverScreen):
            await pilot.press("space")
            await ui.settle(pilot)
        first = app.session.holder
        await pilot.press("shift+tab", "down", "down", "i")
        await ui.settle(pilot)
        inspected = ui.widget_texts(app.screen)
        looked_at = [c.name for c in game.st.players[first].hand if any(c.name in t for t in inspected)]
        assert looked_at, "the inspector shows the card looked at"
        await pilot.press("e")                                   # keep
        await ui.wait_for(pilot, lambda: isinstance(app.screen, HandOverScreen), "the hand-over")
        await pilot.press("space")
        await ui.settle(pilot)
        assert app.session.holder == 1 - first and game.decision.kind == "mulligan"
        found = ui.leaks(ui.screen_text(app), ui.hidden_names(game, first), ui.holder_may_see(game, 1 - first))
        assert not found, f"{game.name(1 - first)} sees {game.name(first)}'s hand cards {found}"
