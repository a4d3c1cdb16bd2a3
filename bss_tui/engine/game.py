"""The engine's facade: one game, one pending decision, actions as text.

    g = Game.new(deck1, deck2, seed=7)
    g.decision          # who must decide what (None when finished)
    g.legal_actions()   # every legal action, in canonical notation
    g.apply("keep")     # validate and advance; IllegalAction (citing a rule) changes nothing
    g.view(0)           # what seat 0 may see
    g.copy()            # an exact copy (structural at most decisions, else by replaying the log)
    g.undo()            # take back the last action, where the rules of undo allow it
"""

from __future__ import annotations

import copy
from typing import Any, Callable, Iterable, Mapping, NamedTuple

from ..carddb.schema import Card, clip
# Two registries are filled as their modules load and are complete only once all of those have: the
# effect verbs' handlers (@handles: verbs/directives.HANDLERS, from verbs/, keywords/ and flows/battle.py)
# and the keywords' moments and resolvers (keywords/registry.py, filled by every module of keywords/,
# which the package imports itself).  The modules imported with "noqa: F401" are imported for that;
# tests/engine/test_registries.py checks that the registries are complete.
from .flows import battle, turn  # noqa: F401
from .flows.explain import check, shown
from . import keywords  # noqa: F401
from .model import clone, loops, savefile  # noqa: F401
from .model.decisions import Amount, Choice, Decision, Flow, Kind, Refusal
from .model.errors import IllegalAction, SaveError
from .model.state import PlayerState, State, seat_of
from .model.table import Table
from .operations.dump import dump
from .operations.view import view
from .verbs import cores_effects, destruction, directives, effects, lasting, magic, reveal, summons  # noqa: F401

SAVE_FORMAT = savefile.FORMAT     # older formats are migrated on reading (engine/model/savefile.py)
MAX_ACTION = 200       # longer text is no action of the notation
# Taking back an action is this app's house rule, not a rule of the game: its refusals say so
# instead of citing a rule id that means something else (bss_tui/engine/README.md, "Undo").
TAKE_BACK = "house rule: take-backs"



# A flow that enters a position part-way (see `Game.from_state`).
Entry_ = Callable[["Game"], Flow[None]]


class Entry(NamedTuple):
    """One applied action: who took it and whether it revealed anything (for undo).  Made with
    `_make` (tuple.__new__, no Python-level constructor): one is made at every action."""

    action: str
    player: int
    revealed: bool


class Game(Table):
    """A game of Battle Spirits Saga between seats 0 ("p1") and 1 ("p2")."""

    def __init__(self, st: State, seed: int, origin: dict[str, Any]) -> None:
        super().__init__(st, seed, origin)
        self.log: list[str] = []      # the applied actions: with `origin`, the save and the replay
        self.entries: list[Entry] = []
        # How many actions at the start of the log stand for good: those taken before the keyboard
        # last changed hands or by a decision nobody was asked (the app sets it: keep_log).
        self.kept = 0
        self._flow: Flow[None] | None = None
        self._decks: tuple[list[Card], list[Card]] | None = None   # a new game's decks, as given
        self._initial: State | None = None                         # a position's starting state
        self._entry: Entry_ | None = None                          # where a position is entered

    # ---- construction ------------------------------------------------------------------------

    @classmethod
    def new(cls, deck1: Iterable[Card], deck2: Iterable[Card], seed: int = 0,
            names: tuple[str, str] = ("p1", "p2")) -> "Game":
        """5-2: shuffle, five life, soul core and three cores in the reserve, then the flow
        draws hands, decides player one and asks for mulligans."""
        decks = (list(deck1), list(deck2))
        st = State(players=[PlayerState(0, names[0]), PlayerState(1, names[1])])
        g = cls(st, seed, {"kind": "new", "decks": [[c.id for c in d] for d in decks], "names": list(names)})
        g._decks = decks
        for seat, deck in enumerate(decks):
            p = st.players[seat]
            p.deck = list(reversed(deck))    # deck[-1] is the top; the list given is top first
            g.rng.shuffle(p.deck)
            g.emit("shuffle", "5-2-2", f"{g.name(seat)} shuffles their deck")
            p.life = 5
            p.reserve = 3
            p.soul = "reserve"
            g.emit("setup_cores", "5-2-3", f"{g.name(seat)} places five cores in life, "
                   "the soul core and three cores in the reserve (5-2-4)")
        g._start(turn.game_flow(g, setup=True))
        return g

    @classmethod
    def from_save(cls, save: dict[str, Any], cards: Mapping[str, Card]) -> "Game":
        """Rebuild a game from its save data, the start and every action: the
        save file and the replay are one thing.  Any format savefile knows is migrated and checked
        first (types, bounds, printable names, 5-1 decks).  Raises SaveError with one line if it cannot."""
        start = savefile.read(save)
        decks = savefile.decks_of(start, cards)
        names = start.origin.names
        g = cls.new(decks[0], decks[1], seed=start.seed, names=(names[0], names[1]))
        for i, action in enumerate(start.actions):
            try:
                g.apply(action)
            except IllegalAction as err:
                raise SaveError(f"actions[{i}] {clip(action, 60)}: {err}") from None
        return g

    @classmethod
    def from_state(cls, st: State, seed: int = 0, origin: dict[str, Any] | None = None,
                   entry: "Entry_ | None" = None) -> "Game":
        """Start at the beginning of `st.step` of `st.turn` (used by scenarios and puzzles), or,
        given `entry`, inside the game: `entry(g)` plays up to the next turn's start
        (turn.pregame_flow for a position during setup, turn.battle_rest_of_turn inside a battle)."""
        g = cls(st, seed, origin or {"kind": "position"})
        g._initial = copy.deepcopy(st)
        g._entry = entry
        g._start(turn.game_flow(g, setup=False) if entry is None else turn.game_flow_from(g, entry(g)))
        return g

    def _start(self, flow: Flow[None]) -> None:
        self._flow = flow
        self._advance(None)

    def _advance(self, choice: Choice | None) -> None:
        self._send(choice)
        if self.loop.resolved and self.decision is not None:
            self._watch_loop()

    def _send(self, choice: Choice | None) -> None:
        assert self._flow is not None
        try:
            # The first send starts the flow (None); every later one is a choice of the decision.
            self.decision = self._flow.send(choice)  # type: ignore[arg-type]
        except StopIteration:
            self.decision = None

    # ---- infinite loops (12-1, engine/model/loops.py) ------------------------------------------------

    def _watch_loop(self) -> None:
        """A decision inside a chain of triggered effects: take the actions of a declared loop
        again, or ask it, or find that the chain has come back to it (a loop)."""
        w = self.loop
        while self.decision is not None:
            d = self.decision
            if w.plan:                   # the loop runs the declared number of times
                action = w.plan.pop()
                if action in d.options:
                    self._send(d.options[action])
                    continue
                w.plan.clear()           # it went another way: it was no loop after all
            found = loops.at_decision(w, self.st, d)
            if isinstance(found, Decision):
                self.decision = found
            elif found is not None:
                self._loop_found(found)
            return

    def _loop_found(self, found: loops.Declaring) -> None:
        if not found.declarers:
            self.finish("draw", "the effects loop for ever and no player can end the loop", "12-1-1-1")
            self._end_flow()
            return
        self.emit("loop", "12-1-1", "The effects have come back to where they were: they are looping")
        self.loop.declaring = found
        self.decision = loops.ask(found, found.declarers[0])

    def _declare(self, player: int, times: Amount) -> None:
        """12-1-1-2 / 12-1-1-3: a declaration of how many more times the loop runs."""
        w = self.loop
        found = w.declaring
        assert found is not None
        found.declared.append((player, times.n))
        self.emit("loop_declared", self.decision.rule if self.decision else "12-1-1-2",
                  f"{self.name(player)} declares {times.n} more time(s)")
        if found.declarers:
            self.decision = loops.ask(found, found.declarers[0])
            return
        runs, ender = loops.settle(w, found, self.st.active)
        w.declaring = None
        rule = "12-1-1-2" if len(found.declared) == 1 else "12-1-1-3"
        self.emit("loop_runs", rule, f"The loop runs {runs} more time(s), then {self.name(ender)} ends it")
        self.decision = found.held
        self._watch_loop()

    def _end_flow(self) -> None:
        self.decision = None
        if self._flow is not None:
            self._flow.close()

    # ---- the decision interface ---------------------------------------------------------------

    @property
    def finished(self) -> bool:
        return self.st.winner is not None

    def legal_actions(self) -> list[str]:
        if self.decision is None:
            return []
        return list(self.decision.options)

    def refusal(self, text: object) -> Refusal | None:
        """Why `text` is not a legal action now, or None when it is (the same checks that build
        `legal_actions`)."""
        d = self.decision
        if d is not None and isinstance(text, str) and text in d.options:
            return None       # listed as written (the common case: no need to normalise it)
        if not isinstance(text, str):
            return Refusal("1-2-1", f"an action is a line of text, not {type(text).__name__}")
        action = " ".join(text.split())
        if len(action) > MAX_ACTION:
            return Refusal("1-2-1", f"'{shown(action)}' is not an action: too long")
        if action.split(" ", 1)[0] == "concede":
            return self._concede_refusal(action)
        d = self.decision
        if d is None:
            return Refusal("1-2-1", f"the game is over; '{shown(action)}' cannot be played")
        if action in d.options:
            return None
        if self.loop.forbidden and loops.refusal_of(self.loop, action):
            return Refusal("12-1-1-2", f"'{shown(action)}' would go round the loop again: it ran the "
                                       "declared number of times and must now be ended")
        result = check(self, d, action)
        if isinstance(result, Refusal):
            return result
        # The check finds it legal but the options do not list it: never expected (a property
        # test looks for it); refuse rather than guess.
        return Refusal(d.kind.rule, f"'{shown(action)}' cannot be played now")

    def apply(self, text: object) -> None:
        """Apply one action in canonical notation.  Raises IllegalAction (and changes nothing)
        when it is not legal now."""
        d = self.decision
        if d is not None and isinstance(text, str) and text in d.options:
            action = text        # listed as written: the common case, checked by the options alone
        else:
            refused = self.refusal(text)
            if refused is not None:
                raise IllegalAction(refused.rule, refused.message)
            assert isinstance(text, str) and d is not None
            action = " ".join(text.split())
            if action.startswith("concede"):
                self._concede(action)
                return
        reveals = self.reveals
        self.log.append(action)
        choice = d.options[action]
        if isinstance(choice, Amount) and d.kind is Kind.LOOP:
            self._declare(d.player, choice)
        else:
            if self.loop.shown is not None:
                self.loop.taken.append(loops.Taken(d.player, len(d.options), action, self.loop.shown))
                self.loop.shown = None
            self._advance(choice)
        nxt = self.decision
        revealed = self.reveals != reveals or nxt is not None and nxt.kind == Kind.BURST
        self.entries.append(Entry._make((action, d.player, revealed)))

    def _concede_refusal(self, action: str) -> Refusal | None:
        parts = action.split(" ")
        if len(parts) != 2 or parts[0] != "concede" or parts[1] not in ("p1", "p2"):
            return Refusal("1-2-4", "write 'concede p1' or 'concede p2'")
        if self.decision is None:
            return Refusal("1-2-1", "the game is over")
        return None

    def _concede(self, action: str) -> None:
        """1-2-4: either player may concede at any time; it needs no checkpoint."""
        seat = seat_of(action.split(" ")[1])
        self.log.append(action)
        self.entries.append(Entry._make((action, seat, True)))
        self.finish("p2" if seat == 0 else "p1", f"{self.name(seat)} concedes", "1-2-4")
        self._end_flow()

    # ---- copies and undo (the action log is the save and the replay) -------------

    def copy(self) -> "Game":
        """An exact, independent copy.  A game waiting at a decision of the turn's spine (the main
        step's, the attack step's, a block, a battle's flash window) or at the payment or the
        placement of a card played from the main step (most decisions) is copied structurally
        (model/clone.py) and its flow entered again at that decision (turn.game_flow_at); any other
        is copied by replaying its actions from the same start and seed (its flow is a stack of
        generators, which cannot be copied)."""
        fast = self._copy_at_point()
        return fast if fast is not None else self._replay(self.log)

    def _copy_at_point(self) -> "Game | None":
        point = self.point
        if point is None or self.decision is not point.decision or self.at_once is not None or self._flow is None:
            return None       # not waiting at a point (model/decisions.py Point)
        loop = clone.loop_watch(self.loop)
        if loop is None:
            return None
        g = Game.__new__(Game)
        g.__dict__.update(self.__dict__)    # the start (decks, position), seed, origin, counts: shared
        cloner = clone.Cloner()
        g.st = cloner.state(self.st)
        g.rng = self.rng.copy()
        g.events = self.events[:]           # an event is never changed once told
        g.log = self.log[:]
        g.entries = self.entries[:]
        g.loop = loop
        g._flow = turn.game_flow_at(g, cloner.point(point))
        # up to the same decision, doing nothing on the way (the first send starts a flow)
        g.decision = g._flow.send(None)  # type: ignore[arg-type]
        return g

    def _replay(self, actions: list[str]) -> "Game":
        if self._decks is not None:
            names = (self.st.players[0].name, self.st.players[1].name)
            g = Game.new(self._decks[0], self._decks[1], seed=self.seed, names=names)
        elif self._initial is not None:
            g = Game.from_state(copy.deepcopy(self._initial), seed=self.seed, origin=copy.deepcopy(self.origin),
                                entry=self._entry)
        else:
            raise SaveError("this game cannot be rebuilt: its start is unknown")
        for action in actions:
            g.apply(action)
        return g

    def __reduce__(self) -> tuple[Any, ...]:
        if self._entry is not None:
            raise TypeError("a game entered part-way through a position is copied with copy(), not pickled")
        return (_rebuild, (self._decks, self._initial, self.seed, self.origin,
                           (self.st.players[0].name, self.st.players[1].name), list(self.log)))

    def undo_refusal(self) -> Refusal | None:
        """Why the player at the keyboard cannot take back the last action, or None if they can:
        only their own actions since the keyboard last changed hands, never past a moment that
        revealed hidden information to anyone (a draw, a look, a shuffle, a burst)."""
        d = self.decision
        if d is None:
            return Refusal("1-2-2", "the game is over")
        if not self.entries:
            return Refusal(TAKE_BACK, "there is nothing to take back")
        last = self.entries[-1]
        if len(self.log) <= self.kept:
            return Refusal(TAKE_BACK, f"'{last.action}' was taken before you took the keyboard, or without "
                                      "asking anyone: it stands")
        if last.player != d.player:
            return Refusal(TAKE_BACK, "only your own actions since you took the keyboard can be taken back")
        if last.revealed:
            return Refusal(TAKE_BACK, f"'{last.action}' showed hidden information or used chance: it stands")
        return None

    def undo(self) -> None:
        """Take back the last action by replaying all the others (deterministic: the game's seeded RNG)."""
        refused = self.undo_refusal()
        if refused is not None:
            raise IllegalAction(refused.rule, refused.message)
        other = self._replay(self.log[:-1])
        other.kept = self.kept
        self.__dict__.update(other.__dict__)

    def keep_log(self) -> None:
        """Every action so far stands: undo never takes one of them back."""
        self.kept = len(self.log)

    # ---- reading -------------------------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may see (None: only what is public, e.g. while the keyboard changes hands)."""
        return view(self, seat)

    def dump(self) -> dict[str, Any]:
        return dump(self)

    def save_data(self) -> dict[str, Any]:
        return {"format": SAVE_FORMAT, "seed": self.seed, "origin": copy.deepcopy(self.origin),
                "actions": list(self.log)}


def _rebuild(decks: tuple[list[Card], list[Card]] | None, initial: State | None, seed: int,
             origin: dict[str, Any], names: tuple[str, str], actions: list[str]) -> Game:
    """Unpickling: the start and the actions, replayed."""
    if decks is not None:
        g = Game.new(decks[0], decks[1], seed=seed, names=names)
    elif initial is not None:
        g = Game.from_state(copy.deepcopy(initial), seed=seed, origin=origin)
    else:
        raise SaveError("this game cannot be rebuilt: its start is unknown")
    for action in actions:
        g.apply(action)
    return g
