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

from textual.command import CommandPalette
from textual.widgets import OptionList

from bss_tui.ui.app import BssApp
from bss_tui.ui.screens.dialogs import LogScreen, VisibleCardsScreen
from bss_tui.ui.screens.handover import HandOverScreen, handover_text
from bss_tui.ui.screens.hint import HintScreen

from test_hints_ui import new_game as new_game_by_form       # the form by keys, hints ticked


class PrivacyChecker:
    """Checks every hand-over and every decision; at some decisions it also opens the `v` view,
    the log and (tries to open) the command palette, and checks what they show."""

    def __init__(self, ui, pilot=None, rng: random.Random | None = None, probe: float = 0.0) -> None:
        self.ui = ui
        self.pilot = pilot
        self.rng = rng or random.Random(0)
        self.probe = probe                  # the chance of opening v / l / ctrl+p at a decision
        self.handovers = 0
        self.prompts = 0
        self.checked_names = 0
        self.probes: dict[str, int] = {"v": 0, "l": 0, "ctrl+p": 0, "notifications": 0}
        self.handover_kinds: set[str] = set()
        self.handover_texts: dict[str, set[str]] = {}
        self.log: list[str] = []

    def at_handover(self, app) -> None:
        self.handovers += 1
        game = app.session.game
        assert app.session.holder is None
        assert isinstance(app.screen, HandOverScreen)
        next_name = game.name(game.decision.player)
        self.handover_kinds.add(game.decision.kind)
        # the hand-over names who takes the keyboard and nothing else: its text is the same
        # whatever the reason (a burst, a block, a new turn...)
        words = " ".join(" ".join(self.ui.widget_texts(app.screen)).split())
        assert words == " ".join(handover_text(next_name).plain.split()), words
        self.handover_texts.setdefault(next_name, set()).add(words)
        shown = self.ui.visible_text(app)
        assert next_name in shown and f"Pass the keyboard to {next_name}" in " ".join(shown.split())
        hidden = self.ui.hidden_names(game, 0) | self.ui.hidden_names(game, 1)
        public = self.ui.public_text(game)
        self.checked_names += len(hidden)
        where = f"hand-over #{self.handovers} (to {next_name}, turn {game.st.turn})"
        found = self.ui.leaks(self.ui.screen_text(app), hidden, public)
        assert not found, f"{where} shows hidden cards {found}; actions so far {game.log}"
        found = self.ui.leaks(notification_text(app), hidden, public)
        assert not found, f"a notification at {where} names hidden cards {found}"
        # nor may the board under it hold any ("nothing private is on it or under it")
        under = "\n".join(t for s in app.screen_stack[:-1] for t in self.ui.widget_texts(s))
        found = self.ui.leaks(under, hidden, public)
        assert not found, f"the board under {where} holds hidden cards {found}; actions so far {game.log}"

    async def at_prompt(self, app) -> None:
        self.prompts += 1
        game = app.session.game
        holder = app.session.holder
        assert holder == game.decision.player
        screen = self.ui.screen_text(app)
        assert f"{game.name(holder)} (at the keyboard)" in screen
        self.check(app, screen, "the board")
        if self.pilot is not None and self.rng.random() < self.probe:
            await self.open_and_check(app, self.rng.choice(("v", "l", "ctrl+p")))

    def check(self, app, screen: str, what: str) -> None:
        game = app.session.game
        holder = app.session.holder
        other = 1 - holder
        hidden = self.ui.hidden_names(game, other)
        allowed = self.ui.holder_may_see(game, holder)
        self.checked_names += len(hidden)
        found = self.ui.leaks(screen, hidden, allowed)
        assert not found, (f"{what} at decision #{self.prompts} for {game.name(holder)} ({game.decision.kind}, turn "
                           f"{game.st.turn}) shows {game.name(other)}'s hidden cards {found}; "
                           f"last actions {game.log[-6:]}")
        self.probes["notifications"] += 1
        found = self.ui.leaks(notification_text(app), hidden, allowed)
        assert not found, f"a notification names {game.name(other)}'s hidden cards {found}"

    async def open_and_check(self, app, key: str) -> None:
        """Open the v view, the log or the command palette, check it, close it."""
        board = app.screen
        await self.pilot.press(key)
        await self.ui.settle(self.pilot)
        self.probes[key] += 1
        if key == "ctrl+p":
            assert app.screen is board, "the command palette (or anything) opened on ctrl+p"
            assert not isinstance(app.screen, CommandPalette)
            return
        expected = VisibleCardsScreen if key == "v" else LogScreen
        # a busy machine can take longer than two pauses to push the screen: wait for it (1 s at most)
        await self.ui.wait_for(self.pilot, lambda: isinstance(app.screen, expected), f"the {key} screen")
        text = self.ui.screen_text(app)
        if key == "v":       # every card of the list, shown in full one after the other
            cards = app.screen.query_one(OptionList)
            for _ in range(cards.option_count):
                await self.pilot.press("down")
                text += "\n" + "\n".join(self.ui.widget_texts(app.screen))
        self.check(app, text, "the v view" if key == "v" else "the log")
        await self.pilot.press("escape")
        await self.ui.settle(self.pilot)
        assert app.screen is board


def notification_text(app) -> str:
    return "\n".join(f"{n.title} {n.message}" for n in app._notifications)


def test_leak_finder_finds_and_forgives(ui):
    assert ui.leaks("... Raineedle ...", {"Raineedle"}, "") == ["Raineedle"]
    assert ui.leaks("... Raineedle ...", {"Raineedle"}, '"name": "Raineedle"') == []
    assert ui.leaks("nothing here", {"Raineedle"}, "") == []
    assert ui.leaks("Raineedle Charged Draw", {"Raineedle", "Charged Draw"}, "Raineedle") == ["Charged Draw"]


async def play_checked(ui, seed: int, size: tuple[int, int],
                       ticks: tuple[list[int], list[int]] | None = None) -> PrivacyChecker:
    """One seeded game with the starter decks, played by keys, every screen checked; `ticks`: the
    stop settings chosen on the new-game form (rows of engine.seats.Prompt each player passes)."""
    app = BssApp(seed=seed)
    async with app.run_test(size=size) as pilot:
        checker = PrivacyChecker(ui, pilot, random.Random(seed * 7), probe=0.08)
        if ticks is None:
            await ui.new_game(pilot)
        else:
            await ui.new_game_with_stops(pilot, ticks)
        rng = random.Random(seed)
        result = await ui.play(pilot, rng, policy=lambda g, r: ui.attacking_policy(g, r, curious=True),
                               on_handover=checker.at_handover, on_prompt=checker.at_prompt)
        game = app.session.game
        assert game.finished
        assert checker.handovers == result.handovers >= 2
        assert checker.prompts == result.actions == len(game.log) - result.automatic
        assert checker.checked_names > 0
        # one text per player for every hand-over, whatever decision it led to
        assert all(len(texts) == 1 for texts in checker.handover_texts.values()), checker.handover_texts
        checker.log = list(game.log)
    return checker


SHORT = [(9, (120, 40)), (3, (80, 24))]
LONG = [(seed, (80, 24) if seed % 2 else (120, 40)) for seed in range(100, 122)]
# The stop settings the long run cycles through (rows of engine.seats.Prompt: 0 flash before a
# block, 1 flash after it, 2 "you may" effects, 3 bursts): everyone stops; both pass flash windows;
# one player passes everything; each passes something different.
STOPS = [([], []), ([0, 1], [0, 1]), ([0, 1, 2, 3], []), ([2], [0, 1, 3])]


# Both sizes in the default run (it runs on every core); the many games of the long run use -m slow.
@pytest.mark.parametrize("seed,size", SHORT,
                         ids=[f"{s}-{w}x{h}" for s, (w, h) in SHORT])
async def test_no_hidden_card_on_screen_at_any_hand_over_or_decision(ui, seed, size):
    checker = await play_checked(ui, seed, size)
    # the game set at least one burst, so face-down bursts were really checked
    assert any(a.startswith("set ") for a in checker.log), checker.log


@pytest.mark.slow
async def test_privacy_over_many_games(ui):
    """22 seeded games (half at 80 x 24), under four kinds of stop settings (issue 8, part 1):
    every hand-over, decision, notification, v view, log and command-palette attempt checked;
    bursts were set and some hand-over was for a burst or a block, and those hand-overs read like
    every other."""
    kinds: set[str] = set()
    probes = {"v": 0, "l": 0, "ctrl+p": 0}
    bursts = 0
    for i, (seed, size) in enumerate(LONG):
        checker = await play_checked(ui, seed, size, STOPS[i % len(STOPS)])
        kinds |= checker.handover_kinds
        bursts += any(a.startswith("set ") for a in checker.log)
        for key in probes:
            probes[key] += checker.probes[key]
    assert bursts >= len(LONG) // 2, bursts
    assert {"block", "flash", "burst"} <= kinds, kinds
    assert all(n > 0 for n in probes.values()), probes


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


async def test_the_computer_line_and_its_turn_summary_never_name_its_hidden_cards(ui, monkeypatch):
    """Issue 26, part 5: against the computer (p2, at the normal pace: its actions told one by one
    in the line above the board), every line told and every summary of its turn is checked, when
    it is shown, against the computer's hand and face-down burst: only what the person's own view
    shows (the names of the cards it sets as bursts, for one, are hidden)."""
    from bss_tui.ui.widgets.computer_turn import ComputerLine, TurnSummaryScreen

    app = BssApp(seed=5)
    checked: list[str] = []
    tell = ComputerLine.tell

    def check(what: str, text: str) -> None:
        game = app.session.game
        found = ui.leaks(text, ui.hidden_names(game, 1), ui.holder_may_see(game, 0))
        assert not found, f"{what} names the computer's hidden cards {found} (turn {game.st.turn})"
        checked.append(what)

    def telling(line: ComputerLine, text: str) -> None:
        tell(line, text)
        check("the computer line", " ".join(ui.widget_texts(line.screen)))

    def summed_up(app) -> None:
        assert isinstance(app.screen, TurnSummaryScreen)
        check("the turn summary", ui.screen_text(app))

    monkeypatch.setattr(ComputerLine, "tell", telling)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await ui.wait_for(pilot, lambda: app.screen.__class__.__name__ == "NewGameScreen", "the new-game screen")
        while app.focused is None or app.focused.id != "plays2":
            await pilot.press("tab")
        await pilot.press("enter", "down", "down", "enter", "ctrl+s")      # the normal computer
        await ui.wait_for(pilot, lambda: app.session is not None and app.session.computer == (1,), "the game")
        assert app.session.pace == "normal"
        result = await ui.play(pilot, random.Random(5), policy=lambda g, r: ui.attacking_policy(g, r, curious=True),
                               on_summary=summed_up)
        game = app.session.game
        assert game.finished
        assert checked.count("the turn summary") == result.summaries >= 2
        assert checked.count("the computer line") > 10


async def test_a_hint_names_no_hidden_card_and_never_crosses_a_hand_over(ui):
    """Two people who both turned hints on: at decisions through 50 actions, ? shows the hint of
    the player at the keyboard; the dialog is checked as the board is (no card of the other player's
    hand or burst), and no hint dialog is ever up at a hand-over."""
    app = BssApp(seed=9)
    async with app.run_test(size=(80, 24)) as pilot:
        checker = PrivacyChecker(ui, pilot)
        rng = random.Random(9)
        shown = 0

        async def ask_then_check(app) -> None:
            nonlocal shown
            await checker.at_prompt(app)
            if rng.random() >= 0.3:
                return
            board = app.screen
            await pilot.press("question_mark")
            await app.workers.wait_for_complete()
            await ui.wait_for(pilot, lambda: isinstance(app.screen, HintScreen), "the hint")
            await ui.settle(pilot)
            checker.check(app, ui.screen_text(app), "the hint")
            shown += 1
            await pilot.press("escape")
            await ui.wait_for(pilot, lambda: app.screen is board, "the board again")

        def at_handover(app) -> None:
            assert not any(isinstance(s, HintScreen) for s in app.screen_stack)
            checker.at_handover(app)

        await new_game_by_form(pilot, ui, hints=(0, 1))
        await ui.play(pilot, random.Random(9), on_handover=at_handover, on_prompt=ask_then_check, stop_after=50)
        assert shown >= 6 and checker.handovers >= 4, (shown, checker.handovers)
