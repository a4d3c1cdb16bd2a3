"""Scripted screenshots of the app: the scenes are defined once here and used both by
`python -m bss_tui.ui.screenshots [OUTDIR]` (SVG, plus PNG when `cairosvg` is importable) and by
the snapshot tests in tests/ui/test_snapshots.py.

A scene is a seeded game with engine actions applied before the app starts, plus the keys
pressed in the app.  Everything is fixed (seed, decks, player names, terminal size) and the
autosave goes to a temporary directory, so the pictures are the same on every run."""

from __future__ import annotations

import asyncio
import html
import os
import random
import re
import sys
import tempfile
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable

from textual.pilot import Pilot
from textual.widgets import Input

from ..carddb.decks import load_deck
from ..carddb.loader import load_cards, read_toml
from ..carddb.terminal import shown
from ..engine import Game
from ..engine.model.state import State
from ..engine.saves import store as saves
from ..engine.saves.history import history_dir, record_game
from ..scenario.build import Builder
from ..scenario.model import ScenarioFile
from .app import BssApp

SIZE = (120, 40)
SEED = 1
NAMES = ("Ayla", "Bram")
DECKS = ("st01", "st02")
DEFAULT_OUTDIR = Path("screenshots")

# Turns 1-2: Ayla goes first and summons Quicksand Dragon (A1); Bram summons Dark Knight
# Florence (B1) and Demo Bones (B2) and attacks with both; Ayla takes the life damage.
OPENING = (
    "first p1", "keep", "keep",
    "summon ST01-005", "pay auto", "put auto", "end",
    "summon ST02-008", "pay auto", "put auto", "summon ST02-005", "put auto", "end",
    "attack B1", "pass", "pass", "noblock",
    "attack B2", "pass", "pass", "noblock", "end",
)
# Turn 3, Ayla's main step: she summons Dragron Captain (A2).
TURN3_MAIN = OPENING + ("summon ST01-011", "pay auto", "put auto")
# Turn 3, Ayla pays for Dragron Captain: 2 cores from her reserve, or the soul core off A1.
TURN3_PAY = OPENING + ("summon ST01-011",)
# Turn 3, attack step: Quicksand Dragon attacks; Bram has the first flash window.
TURN3_ATTACK = TURN3_MAIN + ("end", "attack A1")
# The history of the Replays scenes, at fixed dates: the scripted game conceded on turn 3, a game
# of random legal play to its end, and a damaged entry (kept, listed with its reason).
HISTORY_GAMES = ((TURN3_ATTACK + ("concede p1",), datetime(2026, 5, 2, 20, 15, tzinfo=timezone.utc)),
                 (2, datetime(2026, 5, 1, 18, 40, tzinfo=timezone.utc)))
DAMAGED = ("20260503-101500-damaged.json", '{"format": 1, "seed": 7, "origin": ')


def new_game() -> Game:
    cards = load_cards()
    return Game.new(load_deck(DECKS[0], cards), load_deck(DECKS[1], cards), seed=SEED, names=NAMES)


def random_game(seed: int) -> Game:
    """The scenes' game played to its end with random legal actions (seeded)."""
    g, rng = new_game(), random.Random(seed)
    while g.decision is not None:
        g.apply(rng.choice(g.legal_actions()))
    return g


def write_history(data_dir: Path) -> Path:
    """The scenes' fixed history beside the autosave in `data_dir`; returns its folder."""
    folder = history_dir(Path(data_dir) / saves.AUTOSAVE)
    for game, when in HISTORY_GAMES:
        if isinstance(game, int):
            g = random_game(game)
        else:
            g = new_game()
            for action in game:
                g.apply(action)
        record_game(g, load_cards(), folder, when=when)
    (folder / DAMAGED[0]).write_text(DAMAGED[1], encoding="utf-8")
    return folder


SCENES_DIR = Path(__file__).parent / "scenes"     # positions in the scenario notation


class _NamedBuilder(Builder):
    """The scenario notation's builder, its seats named as in every scene."""

    def state(self) -> State:
        st = super().state()
        for player, name in zip(st.players, NAMES):
            player.name = name
        return st


def position_game(name: str) -> Game:
    """A scene's position (scenes/<name>.toml) as a fresh game."""
    path = SCENES_DIR / f"{name}.toml"
    data = ScenarioFile.model_validate(read_toml(path, ValueError))
    return _NamedBuilder(path, data, load_cards()).game()


@dataclass(frozen=True)
class Scene:
    name: str                                   # file name: <name>.svg / <name>.png
    title: str                                  # caption in the README
    actions: tuple[str, ...] | None             # None: no game yet (the app starts at the title)
    keys: tuple[str, ...]                       # pressed in the app, in order
    screen: str                                 # the class of the screen it must end on ("A|B": either)
    shows: tuple[str, ...]                      # texts it must show (one row each)
    history: bool = False                       # the fixed history of finished games (write_history)
    position: str = ""                          # start from scenes/<position>.toml, not the scripted game

    def game(self) -> Game | None:
        if self.actions is None:
            return None
        g = position_game(self.position) if self.position else new_game()
        for action in self.actions:
            g.apply(action)
        return g

    def app(self, data_dir: Path) -> BssApp:
        """The app for this scene, saving only into `data_dir`."""
        if self.history:
            write_history(data_dir)
        return BssApp(seed=SEED, save_path=Path(data_dir) / saves.AUTOSAVE, start=self.game())

    async def drive(self, pilot: Pilot[None]) -> None:
        """Press the scene's keys and let the app settle (the `run_before` of the snapshots)."""
        await pilot.pause()
        for key in self.keys:
            await pilot.press(key)
            await pilot.pause()
            await pilot.app.workers.wait_for_complete()     # e.g. the Replays list being read
            await pilot.pause()
        for widget in pilot.app.screen.query(Input):     # no blinking cursor in a picture
            widget.cursor_blink = False
        await settle(pilot)
        assert isinstance(pilot.app, BssApp)
        self.check(pilot.app)

    def check(self, app: BssApp) -> None:
        """Fail loudly when the scene no longer shows what it claims (the UI changed)."""
        name = type(app.screen).__name__
        if name not in self.screen.split("|"):
            raise AssertionError(f"scene {self.name!r} ends on {name}, not {self.screen}")
        text = screen_text(app.export_screenshot())
        missing = [s for s in self.shows if s not in text]
        if missing:
            raise AssertionError(f"scene {self.name!r} does not show {missing}")


async def settle(pilot: Pilot[None], rounds: int = 40) -> None:
    """Wait until two frames in a row are the same.  Some updates run after a refresh (the log
    scrolls to its end after the layout), and on a busy machine a fixed number of pauses can take
    the picture before they land."""
    last = None
    for _ in range(rounds):
        await pilot.wait_for_scheduled_animations()
        await pilot.pause()
        frame = pilot.app.export_screenshot()
        if frame == last:
            return
        last = frame


def screen_text(svg: str) -> str:
    """The text of an SVG screenshot, a row's runs joined up (enough to find a phrase)."""
    return html.unescape(re.sub(r"<[^>]+>", "", svg)).replace("\xa0", " ")


SCENES: tuple[Scene, ...] = (
    Scene("title", "The title screen", None, (), "TitleScreen", ("B A T T L E", "New game")),
    Scene("handover", "Handing the keyboard over", TURN3_MAIN, (), "HandOverScreen",
          ("Pass the keyboard to Ayla",)),
    Scene("main", "The main step", TURN3_MAIN, ("space",), "GameScreen",
          ("Ayla (at the keyboard)", "Dragron Captain", "Dark Knight Florence", "summon ST01-007")),
    Scene("flash", "A flash window during a battle", TURN3_ATTACK, ("space",), "GameScreen",
          ("Flash window before blocking", "use ST02-014", "Bram (at the keyboard)")),
    # Two rows down the highlight is on taking the soul core off Quicksand Dragon: the prompt says
    # what the payment takes and that the spirit would be destroyed (9-3-2).
    Scene("payment", "A payment: which cores it takes, before it happens", TURN3_PAY, ("space", "down", "down"),
          "GameScreen", ("Pay Dragron Captain", "pay A1 soul: the soul core", "(9-3-2)")),
    # The space bar takes the keyboard; shift+tab moves to the hand; the highlighted card is shown in full.
    # i: in the compact layout (below 100 x 30) the card opens in a dialog instead of the inspector.
    Scene("inspector", "The card inspector", TURN3_MAIN, ("space", "shift+tab", "end", "up", "i"),
          "GameScreen|CardScreen",
          ("Family: Terrasaur", "While this spirit attacks")),
    Scene("gameover", "Game over (a concession)", TURN3_MAIN, ("space", "ctrl+x", "y"), "GameOverScreen",
          ("Bram wins!", "Ayla concedes")),
    # From the title, d: three copies of the second card, then a fifth copy of the first is refused (5-1-1-1).
    Scene("deckbuilder", "The deck builder", None, ("d", "down", "plus", "plus", "plus", "up", *["plus"] * 5),
          "DeckBuilderScreen", ("Deck builder", "Deck check: 1 problem", "Cannot add: already 4 copies")),
    # From the title, y: the history, newest first, a damaged entry with its reason.
    Scene("replays", "The replays: finished games, newest first", None, ("y",), "ReplaysScreen",
          ("DAMAGED 20260503-101500-damaged.json", "Ayla (st01) vs Bram (st02)", "Ayla concedes (1-2-4)"),
          history=True),
    # Enter opens the newest game; 16 steps in, Bram has summoned Dark Knight Florence.
    Scene("replay", "A finished game, step by step, nothing hidden", None, ("y", "enter", *["right"] * 16),
          "ReplayScreen", ("Step 16 / 28", "Hand (4): Mummirra", "Dark Knight Florence"), history=True),
    # From the title, n: the new-game form, Tab to player 2's "plays" (past both players' name, deck
    # and file, and player 1's plays), the normal computer chosen there (past the easy one); its
    # name follows.
    Scene("newgame-computer", "A new game against the computer", None,
          ("n", *["tab"] * 7, "enter", "down", "down", "enter"), "NewGameScreen",
          ("Player 2 plays", "Normal", "Computer")),
    # From the title, p: the lessons, the first one highlighted and explained beside the list.
    Scene("practice", "Practice: the lessons", None, ("p",), "LessonListScreen",
          ("Practice", "Cost reduction", "Goal:")),
    # Enter plays the first lesson at the table; h shows its first hint above the board.
    # Five spirits a side, Ayla's last one attacking, Bram to block: every card of both fields is on
    # screen at 80 x 24 (a card a line) and as tiles in their colours from 120 x 40.
    Scene("battle", "Five spirits a side: every card on screen, the attacker marked", (), ("space",),
          "GameScreen", ("Imperial Thunder", "ATTACKING", "Skull Fly", "block B1"),
          position="battle5"),
    Scene("lesson", "A lesson at the table, its first hint shown", None, ("p", "enter", "h"), "LessonScreen",
          ("Goal:", "Galaxy Dragon Andrometeos", "Hint 1/3")),
    # ? in the same lesson: the move the computer suggests, why, and its rules (Enter would take it).
    Scene("hint", "A suggested move and why (? in a lesson)", None, ("p", "enter", "question_mark"), "HintScreen",
          ("Suggested:", "Enter: take this move")),
)
SCENES_BY_NAME = {scene.name: scene for scene in SCENES}


async def screenshot(scene: Scene, data_dir: Path, size: tuple[int, int] = SIZE) -> str:
    """The scene as an SVG, at `size` (columns, rows)."""
    app = scene.app(data_dir)
    async with app.run_test(size=size) as pilot:
        await scene.drive(pilot)
        return app.export_screenshot(title=app.title, simplify=True)   # as the snapshots


CELL = (20 * 0.61, 20 * 1.22)      # Rich's SVG export: 20px text in cells 0.61 x 1.22 em
BASELINE = 20 - 1.5                # a text's y minus the top of its cell
TEXT_RUN = re.compile(r'<text class="(?P<cls>[^"]+)" x="(?P<x>[\d.]+)" y="(?P<y>[\d.]+)" '
                      r'textLength="(?P<w>[\d.]+)"[^>]*>(?P<text>[^<]+)</text>')


def block_box(char: str) -> tuple[float, float, float, float] | None:
    """The part of its cell a block element fills, as (left, top, width, height) fractions."""
    code = ord(char)
    if code == 0x2580:
        return (0, 0, 1, 1 / 2)
    if 0x2581 <= code <= 0x2588:                       # lower one eighth .. full block
        k = code - 0x2580
        return (0, 1 - k / 8, 1, k / 8)
    if 0x2589 <= code <= 0x258F:                       # left seven eighths .. left one eighth
        k = 0x2590 - code
        return (0, 0, k / 8, 1)
    return {0x2590: (1 / 2, 0, 1 / 2, 1), 0x2594: (0, 0, 1, 1 / 8), 0x2595: (7 / 8, 0, 1 / 8, 1)}.get(code)


def blocks_as_rects(svg: str) -> str:
    """Runs of one block element (Textual's tall borders, scrollbars) drawn as rectangles: a
    font's glyphs rarely fill the cell exactly, which leaves seams between lines."""
    fills = dict(re.findall(r"\.(terminal-[\w-]+) \{ fill: (#[0-9a-fA-F]+)", svg))

    def rect(m: re.Match[str]) -> str:
        text, fill = m["text"], fills.get(m["cls"])
        box = block_box(text[0]) if text == text[0] * len(text) else None
        if box is None or fill is None:
            return m[0]
        left, top, width, height = box
        cell_w = float(m["w"]) / len(text)
        x0, y0 = float(m["x"]), float(m["y"]) - BASELINE
        return "".join(f'<rect fill="{fill}" x="{x0 + (i + left) * cell_w:.2f}" y="{y0 + top * CELL[1]:.2f}" '
                       f'width="{width * cell_w:.2f}" height="{height * CELL[1]:.2f}" '
                       'shape-rendering="crispEdges"/>' for i in range(len(text)))

    return TEXT_RUN.sub(rect, svg)


def png_converter() -> Callable[[str, Path], None] | None:
    """A function writing an SVG screenshot as PNG with cairosvg, or None without cairosvg."""
    try:
        import cairocffi  # type: ignore[import-not-found, import-untyped, unused-ignore]  # no type stubs exist
        import cairosvg
    except ImportError:
        return None

    # cairosvg uses only the first font family named (Fira Code, rarely installed; the fallback
    # is proportional) and ignores textLength.  So: the system's monospace font, at the size
    # whose lines are as tall as a cell, with its letters spaced to the cell width (borders and
    # columns line up, no gaps in horizontal borders).
    surface = cairocffi.ImageSurface(cairocffi.FORMAT_ARGB32, 1, 1)
    context = cairocffi.Context(surface)
    context.select_font_face("monospace")
    context.set_font_size(100)
    ascent, descent = context.font_extents()[:2]
    font_size = max(20.0, round(100 * CELL[1] / (ascent + descent), 1))
    context.set_font_size(font_size)
    spacing = CELL[0] - context.text_extents("\u2500" * 100)[4] / 100

    def convert(svg: str, path: Path) -> None:
        svg = svg.replace("font-family: Fira Code, monospace;\n        font-size: 20px;",
                          f"font-family: monospace;\n        font-size: {font_size}px;\n"
                          f"        letter-spacing: {spacing:.3f}px;")
        svg = blocks_as_rects(svg)
        # the glyphs sit a little high in their cells: unclipped, vertical lines join up
        svg = re.sub(r' clip-path="url\(#terminal-[\w-]+-line-\d+\)"', "", svg)
        cairosvg.svg2png(bytestring=svg.encode("utf-8"), write_to=str(path))

    return convert


async def write_all(outdir: Path, size: tuple[int, int] = SIZE, suffix: str = "") -> list[str]:
    """Write every scene into `outdir` (files `<name><suffix>.svg`); one line per scene saying
    what was written."""
    outdir.mkdir(parents=True, exist_ok=True)
    to_png = png_converter()
    written = []
    for scene in SCENES:
        with tempfile.TemporaryDirectory(prefix="bss-tui-shot-") as data_dir:
            os.environ[saves.DATA_ENV] = data_dir
            svg = await screenshot(scene, Path(data_dir), size)
        paths = [outdir / f"{scene.name}{suffix}.svg"]
        paths[0].write_text(svg, encoding="utf-8")
        if to_png is not None:
            paths.append(outdir / f"{scene.name}{suffix}.png")
            to_png(svg, paths[1])
        written.append(f"{', '.join(map(str, paths))}: {scene.title}")
    if to_png is None:
        print("cairosvg is not installed: wrote SVG only (pip install cairosvg for PNG).")
    return written


USAGE = "usage: python -m bss_tui.ui.screenshots [--size WxH] [OUTDIR]   (default: 120x40 into screenshots/)"


SIZE_MAX = (400, 200)          # a screenshot larger than any terminal would only exhaust memory


def parse_size(text: str) -> tuple[int, int] | None:
    """"80x24" -> (80, 24); None when it is not two positive numbers within SIZE_MAX."""
    match = re.fullmatch(r"(\d{1,4})x(\d{1,4})", text.strip().lower())
    if match is None or not (1 <= int(match[1]) <= SIZE_MAX[0] and 1 <= int(match[2]) <= SIZE_MAX[1]):
        return None
    return int(match[1]), int(match[2])


def main(argv: list[str] | None = None) -> int:
    """Writes the scenes at 120x40 as `<name>.svg`, or at `--size WxH` as `<name>-WxH.svg`."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in ("-h", "--help"):
        print(USAGE)
        return 0
    size, suffix = SIZE, ""
    if "--size" in args:
        i = args.index("--size")
        parsed = parse_size(args[i + 1]) if i + 1 < len(args) else None
        if parsed is None:
            print(f"--size takes columns x rows, like 80x24, at most {SIZE_MAX[0]}x{SIZE_MAX[1]}\n{USAGE}")
            return 2
        size, suffix = parsed, f"-{parsed[0]}x{parsed[1]}"
        del args[i:i + 2]
    if len(args) > 1:
        print(USAGE)
        return 2
    outdir = Path(args[0]) if args else DEFAULT_OUTDIR
    if outdir.exists() and not outdir.is_dir():
        print(f"{shown(str(outdir))}: not a folder; screenshots are written into a folder")
        return 2
    previous = os.environ.get(saves.DATA_ENV)
    try:
        written = asyncio.run(write_all(outdir, size, "" if size == SIZE else suffix))
    finally:
        if previous is None:
            os.environ.pop(saves.DATA_ENV, None)
        else:
            os.environ[saves.DATA_ENV] = previous
    for line in written:
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
