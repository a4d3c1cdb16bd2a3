"""The hot-seat Textual app: title -> new game or resume -> the board -> game over.

The title's first frame needs no card, no engine and no pydantic: they are imported, and the cards
loaded, just after it is on screen (start-up speed, see tests/benchmarks/README.md); the other screens are
imported when first shown.  Those imports sit inside the methods on purpose."""

from __future__ import annotations

import random
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Callable, ClassVar

from textual import events
from textual.app import App
from textual.geometry import Size

from .screens.title import TitleScreen
from .screens.toosmall import MIN_HEIGHT, MIN_WIDTH, TooSmallScreen

if TYPE_CHECKING:
    from ..engine import Game
    from .screens.deckbuilder import DeckBuilderScreen
    from .screens.newgame import Setup
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
        self._save_path = save_path
        self.session: Session | None = None
        self.start = start
        self.resumable: Game | None = None
        self._too_small: TooSmallScreen | None = None
        self.card_error = ""           # a bad card file: the app leaves and the CLI prints this line

    @property
    def save_path(self) -> Path:
        from ..engine.saves import store
        if self._save_path is None:
            self._save_path = store.autosave_path()
        return self._save_path

    def get_default_screen(self) -> TitleScreen:
        return TitleScreen()        # the title is the base of the screen stack

    def on_mount(self) -> None:
        if self.start is not None:
            from .session import Session
            self.play(Session(self.start, self.save_path))
        else:
            self.call_after_refresh(self.load_data)  # after the title's first frame
        self.call_after_refresh(self.check_size)     # a terminal that starts too small

    def load_data(self) -> None:
        """The cards (validated, or from the cache) and then the autosave; a bad card file ends
        the app with its one line (`card_error`, exit 2 in the CLI)."""
        from ..carddb.loader import CardDataError, load_cards
        try:
            load_cards()
        except CardDataError as err:
            self.card_error = str(err)
            self.exit(return_code=2)
            return
        self.look_for_saved_game()        # a screen opened meanwhile (n, F1) stays open

    # ---- flow --------------------------------------------------------------------------------

    def show_title(self, message: str = "") -> None:
        """Back to the title, which says whether the autosaved game can be resumed."""
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.look_for_saved_game(message)

    def look_for_saved_game(self, message: str = "") -> None:
        """Whether the autosave holds a game to resume, and what it is, told to the title."""
        from ..engine.saves import store
        self.resumable = None
        try:
            self.resumable = store.load_game(self.save_path)
        except store.UnreadableSave as err:
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
        """Each choice of the title's menu opens its screen; quit, or a choice not offered, exits."""
        opens = self.OPENS.get(event.choice)
        if opens is None:
            self.exit()
        else:
            opens(self)

    def open_new_game(self) -> None:
        from .screens.newgame import NewGameScreen
        self.push_screen(NewGameScreen(), self.start_new)

    def open_resumed(self) -> None:
        if self.resumable is None:
            self.exit()
            return
        from .session import Session
        self.play(Session(self.resumable, self.save_path))

    def open_deck_builder(self) -> None:
        from .screens.deckbuilder import DeckBuilderScreen
        self.push_screen(DeckBuilderScreen())

    def open_replays(self) -> None:
        from ..engine.saves.history import history_dir
        from .screens.replays import ReplaysScreen
        self.push_screen(ReplaysScreen(history_dir(self.save_path)))

    def open_practice(self) -> None:
        from .screens.practice import LessonListScreen
        self.push_screen(LessonListScreen())

    def open_help(self) -> None:
        from .screens.help import HelpScreen
        self.push_screen(HelpScreen())

    # What each choice of the title's menu opens (title.py's options; a test checks each has one).
    OPENS: ClassVar[dict[str, Callable[[BssApp], None]]] = {
        "new": open_new_game, "resume": open_resumed, "decks": open_deck_builder,
        "replays": open_replays, "practice": open_practice, "help": open_help}

    def on_deck_builder_screen_play(self, event: DeckBuilderScreen.Play) -> None:
        """A game with the deck just built (the builder stays below it until the title)."""
        self.start_new(event.setup)

    def start_new(self, setup: Setup | None) -> None:
        if setup is None:
            self.show_title()
            return
        from ..engine import Game
        from .session import Session
        seed = self.seed if self.seed is not None else random.randrange(1 << 31)
        game = Game.new(setup.decks[0], setup.decks[1], seed=seed, names=setup.names)
        session = Session(game, self.save_path, stops=setup.stops, computer=setup.computer, levels=setup.levels,
                          hints=setup.hint_seats)
        warning = session.save()          # saved at once, with the players' settings
        if warning:
            self.notify(warning, severity="error")
        self.play(session)

    def play(self, session: Session) -> None:
        from .screens.game import GameScreen
        self.session = session
        if session.game.finished:
            self.on_game_screen_finished(None)
            return
        self.push_screen(GameScreen(session))

    def on_game_screen_finished(self, _message: object) -> None:
        from .screens.gameover import GameOverScreen
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
    """Start the app.  A bad card file stops it with one line (CardDataError, exit 2 in the CLI):
    before the screen is taken over, unless the files changed while the app was starting."""
    from ..carddb import cache
    if not cache.is_current():
        # first start, or card files changed since they last validated: validate now, so a bad
        # file stops the program with its one line before the screen is taken over
        from ..carddb.loader import load_cards
        load_cards()
    app = BssApp(seed=seed)
    app.run()
    session = app.session
    if session is not None and session.unsaved and not session.game.finished:
        # said once the screen is the terminal's again: the game on screen was not all saved
        import sys
        from ..carddb.terminal import shown
        from ..engine.saves import store as saves
        where = session.save_path or saves.autosave_path()
        print(f"bss-tui: the game is NOT saved: {shown(session.unsaved)} The autosave {shown(str(where))} "
              "holds it as it was before that.", file=sys.stderr)
    if app.card_error:
        from ..carddb.loader import CardDataError
        raise CardDataError(app.card_error)
    return 0
