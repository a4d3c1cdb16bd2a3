"""The hot-seat Textual app: title -> new game or resume -> the board -> game over."""

from __future__ import annotations

import random
from datetime import datetime
from pathlib import Path

from textual import events
from textual.app import App
from textual.geometry import Size

from ..carddb.loader import load_cards
from ..engine import Game
from ..engine import store as saves
from .screens.game import GameScreen
from .screens.gameover import GameOverScreen
from .screens.help import HelpScreen
from .screens.newgame import NewGameScreen, Setup
from .screens.title import TitleScreen
from .screens.toosmall import MIN_HEIGHT, MIN_WIDTH, TooSmallScreen
from .session import Session


class BssApp(App[None]):
    """Battle Spirits Saga for two players at one keyboard."""

    TITLE = "bss-tui"
    CSS_PATH = "app.tcss"
    ENABLE_COMMAND_PALETTE = False      # nothing hidden can ever be offered there

    def __init__(self, seed: int | None = None, save_path: Path | None = None, start: Game | None = None) -> None:
        """`start`: open straight onto this game (scripted screenshots and tests)."""
        super().__init__()
        self.seed = seed
        self.save_path = save_path or saves.autosave_path()
        self.session: Session | None = None
        self.start = start
        self.resumable: Game | None = None
        self._too_small: TooSmallScreen | None = None

    def get_default_screen(self) -> TitleScreen:
        return TitleScreen()        # the title is the base of the screen stack

    def on_mount(self) -> None:
        if self.start is not None:
            self.play(Session(self.start, self.save_path))
        else:
            self.show_title()
        self.call_after_refresh(self.check_size)     # a terminal that starts too small

    # ---- flow --------------------------------------------------------------------------------

    def show_title(self, message: str = "") -> None:
        """Back to the title, which says whether the autosaved game can be resumed."""
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.resumable = None
        try:
            self.resumable = saves.load_game(self.save_path)
        except saves.UnreadableSave as err:
            message = str(err)
        title = self.screen_stack[0]
        if isinstance(title, TitleScreen):
            title.set_state(self.resumable is not None, message, self.saved_summary())

    def saved_summary(self) -> str:
        """What the autosave holds, for the title: "Ayla vs Bram, turn 3, saved 2026-05-01 18:40"."""
        if self.resumable is None:
            return ""
        view = self.resumable.view(None)
        names = " vs ".join(side["name"] for side in view["players"])
        turn = f"turn {view['turn']}" if view["turn"] else "setting up"
        try:
            when = datetime.fromtimestamp(self.save_path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
        except OSError:
            return f"{names}, {turn}"
        return f"{names}, {turn}, saved {when}"

    def on_title_screen_chosen(self, event: TitleScreen.Chosen) -> None:
        choice = event.choice
        if choice == "new":
            self.push_screen(NewGameScreen(), self.start_new)
        elif choice == "resume" and self.resumable is not None:
            self.play(Session(self.resumable, self.save_path))
        elif choice == "help":
            self.push_screen(HelpScreen())
        else:
            self.exit()

    def start_new(self, setup: Setup | None) -> None:
        if setup is None:
            self.show_title()
            return
        seed = self.seed if self.seed is not None else random.randrange(1 << 31)
        game = Game.new(setup.decks[0], setup.decks[1], seed=seed, names=setup.names)
        try:
            saves.save_game(game, self.save_path)
        except OSError as err:
            self.notify(f"The game could not be saved ({err}).", severity="error")
        self.play(Session(game, self.save_path, stops=setup.stops))

    def play(self, session: Session) -> None:
        self.session = session
        if session.game.finished:
            self.on_game_screen_finished(None)
            return
        self.push_screen(GameScreen(session))

    def on_game_screen_finished(self, _message: object) -> None:
        assert self.session is not None      # a game screen runs only inside a session
        self.push_screen(GameOverScreen(self.session.game), self.after_game)

    def after_game(self, choice: str | None) -> None:
        if choice == "again":
            self.show_title()
        else:
            self.exit()

    # ---- size ----------------------------------------------------------------------------------

    def on_resize(self, event: events.Resize) -> None:
        self.check_size(event.size)

    def check_size(self, size: Size | None = None) -> None:
        """Below the minimum size a message replaces the layout; it goes when there is room."""
        size = size or self.size
        small = size.width < MIN_WIDTH or size.height < MIN_HEIGHT
        if self._too_small is not None and self._too_small not in self.screen_stack:
            self._too_small = None
        if small and self._too_small is None:
            self._too_small = TooSmallScreen()
            self.push_screen(self._too_small)
        elif not small and self._too_small is not None:
            if self.screen is self._too_small:
                self.pop_screen()
            self._too_small = None


def run(seed: int | None = None) -> int:
    """Start the app.  The card data is loaded first, so a bad card file stops the program with
    one line (CardDataError, exit 2 in the CLI) before the screen is taken over."""
    load_cards()
    BssApp(seed=seed).run()
    return 0
