"""One game as the app holds it: the engine, who holds the keyboard, the players' stop settings
(decisions taken without a hand-over: engine/model/seats.py), the seats played by a program (the computer,
a lesson's opponent) and the autosave, which carries the settings."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..computer import SEARCHED, THINKING, Player, Program, level_of, program_of
from ..carddb.loader import load_cards
from ..engine import Game, IllegalAction
from ..engine.game import TAKE_BACK
from ..engine.model import seats
from ..engine.model.decisions import Refusal
from ..engine.model.savefile import Pace
from ..engine.model.seats import SeatStops, StopSettings
from ..engine.model.state import seat_name
from ..engine.operations.view import TableView, table_view
from ..engine.saves import history
from ..engine.saves import store as saves


DEFAULT_PACE: Pace = "normal"     # how the computer's actions are shown when nothing was saved


@dataclass
class Session:
    game: Game
    save_path: Path | None = None
    holder: int | None = None          # the seat at the keyboard; None while it is handed over
    seen_events: list[int] = field(default_factory=lambda: [0, 0])
    stops: StopSettings | None = None  # None: those saved with this game, else the defaults
    automatic: list[str] = field(default_factory=list)   # the actions last taken without asking
    # seat -> the program playing it (computer/levels.py Program: given the game and its seat, the
    # action it takes); each program decides what it may look at (the computer only its seat's view)
    programs: dict[int, Program] = field(default_factory=dict)
    # The seats the computer plays (their programs are added; the autosave remembers them).  None:
    # those saved with this game (a resumed game), none at all for an older save.
    computer: tuple[int, ...] | None = None
    # The computer's level at each of those seats; a seat missing here plays normal.  None: those
    # saved with this game (normal for a save older than the levels).
    levels: dict[int, Player] | None = None
    unsaved: str = ""                  # why the last autosave failed, while none has succeeded since
    # A resumed game's player takes the keyboard back from nobody: that is no hand-over, so what
    # undo may take back stays as saved (Game.kept) until the keyboard really changes hands.
    resumed: bool = False
    # How the table shows the computer's actions: "instant" all at once, "normal" or "slow" one by
    # one (play_computer, timed by the game screen).  None: as saved with this game, else the default.
    pace: Pace | None = None
    # The seats whose player turned hints on at the new-game form (ui/hinting.py: between two
    # people both must have).  None: as saved with this game, none for an older save.
    hints: tuple[int, ...] | None = None

    def __post_init__(self) -> None:
        saved = self.save_path or saves.autosave_path()      # where this game's settings were saved
        kept = saves.saved_kept(saved, self.game)
        if kept is not None:
            self.game.kept, self.resumed = kept, True
        if self.stops is None:
            self.stops = saves.saved_stops(saved, self.game)
        if self.computer is None:
            self.computer = saves.saved_computer(saved, self.game)
        if self.levels is None:
            self.levels = {seat: level_of(word) for seat, word in
                           saves.saved_levels(saved, self.game).items()}
        self.levels = {seat: self.levels.get(seat, Player.NORMAL) for seat in self.computer}
        for seat in self.computer:
            self.programs.setdefault(seat, program_of(self.levels[seat]))
        if self.hints is None:
            self.hints = saves.saved_hints(saved, self.game)
        if self.pace is None:
            self.pace = saves.saved_pace(saved, self.game) or DEFAULT_PACE

    @property
    def settings(self) -> StopSettings:
        assert self.stops is not None      # set in __post_init__
        return self.stops

    @property
    def decider(self) -> int | None:
        d = self.game.decision
        return None if d is None else d.player

    @property
    def needs_handover(self) -> bool:
        """The deciding player is not the one holding the keyboard."""
        return self.decider is not None and self.decider != self.holder

    @property
    def people(self) -> list[int]:
        """The seats played by a person."""
        return [seat for seat in (0, 1) if seat not in self.programs]

    @property
    def demonstration(self) -> bool:
        """Programs play both seats: the game screen steps through it for people to watch."""
        return not self.people

    @property
    def paced(self) -> tuple[int, ...]:
        """The seats whose program the table plays one action at a time, at the pace the players
        chose: the computer's, unless it plays both seats (a demonstration has its own timer) or
        the pace is "instant"; a level that thinks (`thinking`) always, so that it thinks in a
        thread while the screen stays live, at once when the pace is "instant"."""
        if self.demonstration:
            return ()
        return tuple(seat for seat in self.computer or () if seat in self.programs
                     and (self.pace != "instant" or seat in self.thinking))

    @property
    def thinking(self) -> tuple[int, ...]:
        """The computer's seats whose level thinks for up to its time budget (computer THINKING):
        the table asks them in a thread, on a copy of the game (ui/widgets/computer_turn.py)."""
        levels = self.levels or {}
        return tuple(seat for seat in self.computer or () if levels.get(seat) in THINKING)

    @property
    def thinks_now(self) -> bool:
        """The decider is a program that thinks, at a decision it thinks about (computer SEARCHED):
        its action is worked out in a thread.  Its other decisions (a payment, a target) it answers
        at once, as the normal level does."""
        d = self.game.decision
        return d is not None and d.kind in SEARCHED and d.player in self.thinking and d.player in self.programs

    @property
    def computer_to_play(self) -> bool:
        """The computer decides now and its action waits for the table's timer (play_computer)."""
        return self.decider is not None and self.decider in self.paced

    @property
    def alone(self) -> bool:
        """One person plays: the keyboard never changes hands, so no hand-over screen is needed."""
        return len(self.people) == 1

    def take_keyboard(self) -> None:
        """The decider takes the keyboard: what was done before stands (never undone across a
        hand-over), except when a resumed game's player takes it back."""
        if not self.resumed:
            self.game.keep_log()
        self.resumed = False
        self.holder = self.decider

    def view(self) -> TableView | None:
        """Only the view of the player at the keyboard (None while nobody holds it)."""
        return None if self.holder is None else table_view(self.game, self.holder)

    def public_view(self) -> TableView:
        """What may be on screen while the keyboard is being handed over: the spectator's view."""
        return table_view(self.game, None)

    def shown_view(self) -> TableView:
        """What the board shows: the holder's view, or the public one while nobody holds the keyboard."""
        return self.view() or self.public_view()

    def apply(self, action: str) -> str:
        """Send one action to the engine (IllegalAction passes through), take the decisions that
        need nobody (engine/model/seats.py), and autosave.  Returns a one-line warning when the autosave
        could not be written (the game goes on).  Refused while another seat decides (the computer
        playing or thinking): what the person at the keyboard types is never the other seat's
        action; a concession is taken at any time (1-2-4)."""
        d = self.game.decision
        if d is not None and self.holder is not None and d.player != self.holder \
                and action.split()[:1] != ["concede"]:
            raise IllegalAction(d.kind.rule, f"{self.game.name(d.player)} decides now, not {self.game.name(self.holder)}")
        self.game.apply(action)
        self.take_automatic()
        return self.save()

    def begin(self) -> str:
        """Opening a game (new or resumed): the decisions that need nobody first, then a save that
        carries the settings (the new-game save is written before they reach the session)."""
        self.take_automatic()
        return self.save()

    def take_automatic(self) -> list[str]:
        """The decisions that need no person: those the stop settings take (engine/model/seats.py) and
        those of the seats played by a program, in the order the game asks them."""
        # a demonstration's programs play one action at a time (`play_one`), not all at once here,
        # and so does the computer at a pace other than "instant" (`play_computer`)
        programs = {} if self.demonstration else {seat: p for seat, p in self.programs.items()
                                                   if seat not in self.paced}
        self.automatic = seats.take_automatic_and_programs(self.game, self.settings, programs, self.game.apply)
        if self.automatic:
            self.game.keep_log()       # nobody chose them, so nobody may take them back
        return self.automatic

    def play_one(self, action: str | None = None) -> str:
        """A demonstration's next action, by the program of the seat that decides (`action`: the one
        it chose, worked out in a thread on a copy); autosaved like any other (returns the warning
        when the save could not be written)."""
        seat = self.decider
        assert seat is not None and seat in self.programs
        self.game.apply(action if action is not None else self.programs[seat](self.game, seat))
        self.take_automatic()
        return self.save()

    def play_computer(self, action: str | None = None) -> str:
        """The computer's next action at a pace (computer_to_play; `action`: the one its program
        chose, worked out in a thread on a copy), then the decisions that need nobody; `automatic`
        gathers every action taken without asking since the person's last one, and none of them
        may be taken back.  Autosaved (returns the warning when the save could not be written)."""
        seat = self.decider
        assert seat is not None and seat in self.paced
        before = self.automatic
        if action is None:
            action = self.programs[seat](self.game, seat)
        self.game.apply(action)
        self.take_automatic()
        self.automatic = before + [action] + self.automatic
        self.game.keep_log()
        return self.save()

    def set_pace(self, pace: Pace) -> str:
        """How the computer's actions are shown from now on.  Autosaved with the game."""
        self.pace = pace
        return self.save()

    def set_stops(self, seat: int, stops: SeatStops) -> str:
        """A player's new settings; they apply from the next decision on.  Autosaved."""
        self.stops = self.settings.with_seat(seat, stops)
        return self.save()

    def undo_refusal(self) -> Refusal | None:
        """Why the player at the keyboard cannot take back their last action: the engine's reasons
        (Game.undo_refusal: never across a hand-over or past hidden information), and here, a
        decision taken automatically after it (undoing that would only lead back to a decision with
        nothing to choose)."""
        if self.holder is None:
            return Refusal(TAKE_BACK, "nobody holds the keyboard")
        if self.computer_to_play:
            return Refusal(TAKE_BACK, "the computer is playing")
        if self.automatic:
            return Refusal(TAKE_BACK, f"'{self.automatic[-1]}' was taken automatically after your last "
                                    "action: it stands")
        return self.game.undo_refusal()

    @property
    def can_undo(self) -> bool:
        return self.undo_refusal() is None

    def undo(self) -> str:
        """Take back the last action of the player at the keyboard (IllegalAction saying why when
        it may not be) and autosave."""
        refused = self.undo_refusal()
        if refused is not None:
            raise IllegalAction(refused.rule, refused.message)
        self.game.undo()
        return self.save()

    def save(self) -> str:
        """Autosave the game with the stop settings beside it (savefile.Save.stops); a finished game
        leaves no save but goes to the history (engine/saves/history.py).  Returns a one-line warning
        when it could not be written (the game goes on)."""
        try:
            if self.game.finished:
                kept = self.keep_in_history()
                saves.clear_save(self.save_path)
                return kept
            else:
                saves.save_game(self.game, self.save_path, {"stops": self.settings.to_data(),
                                                            "computer": list(self.computer or ()),
                                                            "levels": {seat_name(seat): str(level) for seat, level
                                                                       in (self.levels or {}).items()},
                                                            "kept": self.game.kept,
                                                            "pace": self.pace,
                                                            "hints": list(self.hints or ())})
        except OSError as err:
            self.unsaved = f"The game could not be saved ({err})."
            return self.unsaved
        self.unsaved = ""
        return ""

    def keep_in_history(self) -> str:
        """The finished game into the history, beside the autosave (kept once: engine/saves/history.py).
        Returns a one-line warning when it could not be kept."""
        try:
            history.record_game(self.game, load_cards(), history.history_dir(self.save_path))
        except (OSError, ValueError) as err:     # ValueError: a record the model refuses
            return f"The game could not be kept in the history ({' '.join(str(err).split())[:100]})."
        return ""
