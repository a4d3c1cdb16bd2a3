"""Fixtures and helpers for the Textual app tests.

Every test gets its own BSS_TUI_DATA (autouse), so no test ever touches the real autosave.
The helpers are reached through the `ui` fixture (tests/ui has no __init__.py, so test modules
do not import this file): `ui.new_game(pilot)`, `ui.play(pilot, ...)`, `ui.screen_text(app)`, ...
The key policies only *read* the engine to decide which key to press; every action reaches the
engine through a key the player would press.
"""

from __future__ import annotations

import html
import json
import random
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Awaitable, Callable

import pytest
from rich.text import Text
from textual.app import App
from textual.screen import Screen
from textual.widgets import Input, OptionList, RichLog, Static

from bss_tui.carddb.loader import load_cards
from bss_tui.engine import Game
from bss_tui.ui import render
from bss_tui.ui.screens.dialogs import ConfirmScreen
from bss_tui.ui.screens.game import GameScreen
from bss_tui.ui.screens.gameover import GameOverScreen
from bss_tui.ui.screens.handover import HandOverScreen
from bss_tui.ui.screens.newgame import NewGameScreen
from bss_tui.ui.widgets import computer_turn
from bss_tui.ui.widgets.computer_turn import TurnSummaryScreen

SIZE = (120, 40)
# The "e" key's answers, in the order the game screen tries them (see the help screen).
FINISH_WORDS = ("end", "pass", "noblock", "done", "no", "keep")
AUTO_WORDS = ("pay auto", "put auto")


@pytest.fixture(autouse=True)
def bss_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private user-data directory for the app's autosave."""
    data = tmp_path / "bss-data"
    monkeypatch.setenv("BSS_TUI_DATA", str(data))
    return data


@pytest.fixture(autouse=True)
def quick_computer(monkeypatch: pytest.MonkeyPatch) -> dict[str, float]:
    """The computer's pace in milliseconds rather than seconds (its actions are still played one
    by one on the table's timer); a test of the pace itself sets its own."""
    quick = {"instant": 0.0, "normal": 0.001, "slow": 0.002}
    monkeypatch.setattr(computer_turn, "PACE_SECONDS", quick)
    return quick


@pytest.fixture
def starter_pool(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Card data holding only the starter sets, the practice set and the decks (BSS_TUI_CARDS), for
    pictures of the whole pool (the deck builder) that must not change whenever a set is added."""
    import shutil

    from bss_tui.carddb.cache import CARDS_ENV, cards_dir

    shipped = cards_dir()
    pool = tmp_path / "starter-cards"
    (pool / "sets").mkdir(parents=True)
    for path in sorted((shipped / "sets").glob("*.toml")):
        if path.stem.startswith("ST") or path.stem == "VAN":
            shutil.copy(path, pool / "sets" / path.name)
    shutil.copytree(shipped / "decks", pool / "decks")
    monkeypatch.setenv(CARDS_ENV, str(pool))
    return pool


@pytest.fixture
def autosave(bss_data: Path) -> Path:
    return bss_data / "autosave.json"


# ---- screen text -------------------------------------------------------------------------------

_SVG_TEXT = re.compile(r'<text class="([^"]*)" x="([\d.]+)" y="([\d.]+)" textLength="([\d.]+)"[^>]*>(.*?)</text>', re.S)


def svg_lines(svg: str) -> list[str]:
    """The terminal rows of an `export_screenshot()` SVG that hold any text.  Rich leaves runs
    of blank cells out of the SVG, so each run is put back at its own column."""
    runs = []
    for cls, x, y, length, body in _SVG_TEXT.findall(svg):
        text = html.unescape(body).replace("\n", "")
        if text and not cls.endswith("-title"):
            runs.append((float(x), float(y), float(length) / len(text), text))
    if not runs:
        return []
    cell = min(width for *_, width, _ in runs)
    rows: dict[float, dict[int, str]] = {}
    for x, y, _, text in runs:
        col = round(x / cell)
        row = rows.setdefault(y, {})
        for i, ch in enumerate(text):
            row[col + i] = ch
    lines = []
    for y in sorted(rows):
        row = rows[y]
        lines.append("".join(row.get(c, " ") for c in range(max(row) + 1)).replace("\xa0", " "))
    return lines


def _plain(obj: Any) -> str:
    if obj is None:
        return ""
    if isinstance(obj, Text):
        return obj.plain
    plain = getattr(obj, "plain", None)
    if isinstance(plain, str):
        return plain
    if isinstance(obj, str):
        try:
            return Text.from_markup(obj).plain
        except Exception:
            return obj
    return str(obj)


def widget_texts(screen: Screen) -> list[str]:
    """Everything a screen's widgets hold as text, whether or not it is scrolled into view:
    Static/Label contents, OptionList prompts, RichLog lines (a wrapped line joined back) and
    Input values."""
    out: list[str] = []
    for w in screen.walk_children(with_self=False):
        if isinstance(w, Static):
            out.append(_plain(w.visual))
        elif isinstance(w, OptionList):
            out.extend(_plain(w.get_option_at_index(i).prompt) for i in range(w.option_count))
        elif isinstance(w, RichLog):
            out.append(" ".join(strip.text.strip() for strip in w.lines))
        elif isinstance(w, Input):
            out.append(w.value)
    return out


def screen_text(app: App, all_screens: bool = False) -> str:
    """The visible terminal (from the SVG) plus the text of the widgets of the current screen
    (or of every screen on the stack), whitespace-normalised copies included so that a name
    wrapped over two rows is still found."""
    parts = ["\n".join(svg_lines(app.export_screenshot()))]
    screens = list(app.screen_stack) if all_screens else [app.screen]
    for s in screens:
        parts.extend(widget_texts(s))
    text = "\n".join(parts)
    return text + "\n" + " ".join(text.split())


def visible_text(app: App) -> str:
    """Only what is on the terminal now (the SVG grid)."""
    return "\n".join(svg_lines(app.export_screenshot()))


# ---- what may be on screen -----------------------------------------------------------------------

_ALL_NAMES: list[str] = []


def all_card_names() -> list[str]:
    if not _ALL_NAMES:
        _ALL_NAMES.extend(sorted({c.name for c in load_cards().values()}))
    return _ALL_NAMES


def hidden_names(game: Game, seat: int) -> set[str]:
    """The names of the cards in a seat's hand and face-down burst."""
    p = game.st.players[seat]
    return {c.name for c in p.hand} | ({p.burst.name} if p.burst is not None else set())


def holder_may_see(game: Game, holder: int) -> str:
    """Everything the holder may see, as text: their own view serialised."""
    return json.dumps(game.view(holder), ensure_ascii=False)


def public_text(game: Game) -> str:
    """What both players may see: a view without hand, burst or decision, and the public text
    of every log line."""
    v = game.view(0)
    v["players"][0]["hand"] = None
    v["players"][0]["burst"] = None
    v["decision"] = None
    v["log"] = [e.text for e in game.events]
    return json.dumps(v, ensure_ascii=False)


def leaks(screen: str, hidden: set[str], allowed: str) -> list[str]:
    """Hidden names on screen that the allowed text does not already show.  A longer card name
    containing a hidden one (and not itself hidden) is blanked out first."""
    forbidden = {n for n in hidden if n not in allowed}
    found = []
    for name in sorted(forbidden):
        text = screen
        for longer in all_card_names():
            if longer != name and name in longer and longer not in forbidden:
                text = text.replace(longer, "")
        if name in text:
            found.append(name)
    return found


# ---- key policies ------------------------------------------------------------------------------

@dataclass
class Move:
    keys: list[str]
    action: str | None          # the engine action these keys must apply (None: not checked)
    target: str | None = None   # go to this entry of the actions list first (keys from the highlight)
    browse: int = 0             # ... browsing this many entries past it and back


def shown_actions(options: list[str]) -> list[str]:
    """The actions list as the screen must show it: the `move ...` actions are one entry, at the
    place of the first (worked out here from the notation, independently of the app)."""
    shown: list[str] = []
    for action in options:
        entry = render.MOVE_ENTRY if action.startswith("move ") else action
        if entry not in shown or entry != render.MOVE_ENTRY:
            shown.append(entry)
    return shown


def nav_keys(shown: list[str], highlighted: int, target: str, browse: int) -> list[str]:
    """From the highlighted entry (the screen keeps it where it was) to `target`, optionally
    browsing `browse` entries further first, then Enter."""
    i = shown.index(target)
    extra = min(browse, len(shown) - 1 - i)
    steps = ["down"] * (i - highlighted) if i >= highlighted else ["up"] * (highlighted - i)
    return steps + ["down"] * extra + ["up"] * extra + ["enter"]


def finisher(options: list[str]) -> str | None:
    return next((w for w in FINISH_WORDS if w in options), None)


def pick(options: list[str], action: str, browse: int = 0) -> Move:
    """The action from the actions list: the keys are worked out when they are pressed, from
    the entry highlighted then (see `nav_keys`)."""
    assert action in shown_actions(options), f"{action!r} is not listed on screen"
    return Move([], action, target=action, browse=browse)


HAND_PLAYS = ("summon", "place", "use", "set")


def finish_keys(kind: str, options: list[str]) -> list[str]:
    """`e`, twice where the table asks first: ending the main step with a hand card playable or
    the attack step with a spirit able to attack (6-6-1-2-1, 6-7-3-2)."""
    asks = (kind == "main" and any(o.split()[0] in HAND_PLAYS for o in options)) or \
        (kind == "attack" and any(o.startswith("attack ") for o in options))
    return ["e", "e"] if asks else ["e"]


def press_finish(options: list[str], kind: str = "") -> Move:
    return Move(finish_keys(kind, options), finisher(options))


def attacking_policy(game: Game, rng: random.Random, curious: bool = False) -> Move:
    """A policy that ends games quickly: summon or place whatever it can, attack with
    everything, never block, pass every flash window, pay and place cores the default way.
    `curious` also browses the list (so the inspector shows cards) and sets bursts."""
    move = _attacking_move(game, rng, curious)
    if curious and game.decision.kind in ("main", "mulligan") and rng.random() < 0.3:
        # look through the hand first (the inspector shows each card; "i" opens it and "i" closes
        # it again in the compact layout), then back to the actions
        move.keys[:0] = ["shift+tab", *["down"] * rng.randrange(1, 4), "i", "i", "tab"]
    return move


def _attacking_move(game: Game, rng: random.Random, curious: bool) -> Move:
    d = game.decision
    opts = list(d.options)
    browse = rng.randrange(4) if curious else 0
    auto = next((w for w in AUTO_WORDS if w in opts), None)
    if d.kind in ("pay", "place_cores") and auto:
        return Move(["a"], auto)
    if d.kind == "mulligan":
        return press_finish(opts) if rng.random() < 0.8 else pick(opts, "mulligan")
    if d.kind == "attack":
        attacks = [a for a in opts if a.startswith("attack ")]
        if attacks:
            return pick(opts, rng.choice(attacks), browse)
    if d.kind == "main":
        plays = [a for a in opts if a.split()[0] in ("summon", "place")]
        bursts = [a for a in opts if a.startswith("set ")]
        if curious and bursts and rng.random() < 0.5:
            return pick(opts, rng.choice(bursts), browse)
        if plays and rng.random() < 0.85:
            return pick(opts, rng.choice(plays), browse)
        if curious and browse:
            return Move(["down"] * browse + ["up"] * browse + finish_keys(d.kind, opts), finisher(opts))
        return press_finish(opts, d.kind)
    if d.kind in ("block", "flash") and finisher(opts):
        return press_finish(opts)
    if finisher(opts) and rng.random() < 0.4:
        return press_finish(opts, d.kind)
    return pick(opts, rng.choice(opts), browse)


Policy = Callable[[Game, random.Random], Move]
Hook = Callable[[App], Awaitable[None] | None]


@dataclass
class PlayResult:
    actions: int = 0            # taken by keys
    automatic: int = 0          # taken by the app without asking (engine/model/seats.py)
    handovers: int = 0
    confirmations: int = 0      # core choices confirmed although they left a card below LV1
    prompts: int = 0
    summaries: int = 0          # the computer's turns summed up when the keyboard came back
    keys: list[str] = field(default_factory=list)


class UiHelpers:
    SIZE = SIZE
    FINISH_WORDS = FINISH_WORDS
    svg_lines = staticmethod(svg_lines)
    widget_texts = staticmethod(widget_texts)
    screen_text = staticmethod(screen_text)
    visible_text = staticmethod(visible_text)
    hidden_names = staticmethod(hidden_names)
    holder_may_see = staticmethod(holder_may_see)
    public_text = staticmethod(public_text)
    leaks = staticmethod(leaks)
    attacking_policy = staticmethod(attacking_policy)
    pick = staticmethod(pick)
    finish_keys = staticmethod(finish_keys)
    Move = Move

    @staticmethod
    async def settle(pilot, rounds: int = 2) -> None:
        for _ in range(rounds):
            await pilot.pause()

    @staticmethod
    async def wait_for(pilot, predicate: Callable[[], bool], what: str, tries: int = 100) -> None:
        for _ in range(tries):
            if predicate():
                return
            await pilot.pause(0.01)
        raise AssertionError(f"timed out waiting for {what}; screen is {type(pilot.app.screen).__name__}")

    @classmethod
    async def new_game(cls, pilot) -> None:
        """Title -> n -> new-game screen -> ctrl+s (the default decks) -> the first hand-over."""
        app = pilot.app
        await pilot.press("n")
        await cls.wait_for(pilot, lambda: isinstance(app.screen, NewGameScreen), "the new-game screen")
        await pilot.press("ctrl+s")
        await cls.wait_for(pilot, lambda: isinstance(app.screen, HandOverScreen), "the first hand-over")

    @classmethod
    async def new_game_with_stops(cls, pilot, ticks: tuple[list[int], list[int]]) -> None:
        """The new-game form by keys: tab to each player's stop list, tick the given rows (in the
        order of engine.seats.Prompt), ctrl+s."""
        app = pilot.app
        await pilot.press("n")
        await cls.wait_for(pilot, lambda: isinstance(app.screen, NewGameScreen), "the new-game screen")
        for i, rows in enumerate(ticks, 1):
            while app.focused is None or app.focused.id != f"stops{i}":
                await pilot.press("tab")
            at = 0
            for row in rows:
                await pilot.press(*["down"] * (row - at), "space")
                at = row
        await pilot.press("ctrl+s")
        await cls.wait_for(pilot, lambda: isinstance(app.screen, HandOverScreen), "the first hand-over")

    @classmethod
    async def _close(cls, pilot, hook: Hook | None, key: str, result: "PlayResult", what: str) -> None:
        """Run the hook on the screen on top, then press `key` until that screen is gone."""
        app, screen = pilot.app, pilot.app.screen
        if hook is not None:
            maybe = hook(app)
            if maybe is not None:
                await maybe
        await pilot.press(key)
        result.keys.append(key)
        await cls.wait_for(pilot, lambda: app.screen is not screen, what)

    @classmethod
    async def play(cls, pilot, rng: random.Random, policy: Policy = attacking_policy,
                   on_handover: Hook | None = None, on_prompt: Hook | None = None,
                   max_actions: int = 2000, stop_after: int | None = None,
                   on_summary: Hook | None = None) -> PlayResult:
        """Press keys until the game-over screen (or `stop_after` actions).  At a hand-over:
        Enter.  At a decision: the policy's keys, then (once the computer, if it plays, has
        played on) check that exactly the intended action reached the engine.  At the summary
        of the computer's turn: Enter.  The hooks run before each key press on those screens."""
        app = pilot.app
        result = PlayResult()
        while True:
            await pilot.pause()
            screen = app.screen
            if isinstance(screen, GameOverScreen):
                return result
            if isinstance(screen, HandOverScreen):
                result.handovers += 1
                await cls._close(pilot, on_handover, "space", result, "the hand-over to close")
                continue
            if isinstance(screen, TurnSummaryScreen):
                result.summaries += 1
                await cls._close(pilot, on_summary, "enter", result, "the summary to close")
                continue
            assert isinstance(screen, GameScreen), f"unexpected screen {screen!r}"
            session = app.session
            if session.game.finished:
                await cls.wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen), "the game-over screen")
                continue
            assert session.holder == session.decider, "a decision shown to the wrong player"
            if stop_after is not None and result.actions >= stop_after:
                return result
            assert result.actions < max_actions, "the game did not end"
            result.prompts += 1
            if on_prompt is not None:
                maybe = on_prompt(app)
                if maybe is not None:
                    await maybe
            game = session.game
            before = len(game.log)
            move = policy(game, rng)
            if move.target is not None:
                actions = screen.query_one("#actions", OptionList)
                shown = [actions.get_option_at_index(i).id for i in range(actions.option_count)]
                assert shown == shown_actions(list(game.decision.options)), "the actions list is not the decision's"
                move.keys = move.keys + nav_keys(shown, actions.highlighted or 0, move.target, move.browse)
            await pilot.press(*move.keys)
            result.keys.extend(move.keys)
            if isinstance(app.screen, ConfirmScreen):
                # a core choice that leaves a field card below LV1 asks first (9-3-2): yes
                assert "below LV1" in app.screen.question and "(9-3-2)" in app.screen.question, app.screen.question
                await pilot.press("y")
                result.keys.append("y")
                result.confirmations += 1
            # one action from the keys, then those the app took without asking (the computer at
            # its pace: one by one on the table's timer)
            await cls.wait_for(pilot, lambda: not session.computer_to_play, "the computer's actions", tries=2000)
            assert game.log[before + 1:] == session.automatic, f"keys {move.keys} applied {game.log[before:]}"
            if move.action is not None:
                assert game.log[before] == move.action, \
                    f"keys {move.keys} applied {game.log[before]!r}, not {move.action!r}"
            result.actions += 1
            result.automatic += len(session.automatic)


@pytest.fixture
def ui() -> type[UiHelpers]:
    return UiHelpers
