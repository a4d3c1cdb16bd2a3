"""The engine's facade: one game, one pending decision, actions as text.

    g = Game.new(deck1, deck2, seed=7)
    g.decision          # who must decide what (None when finished)
    g.legal_actions()   # every legal action, in canonical notation
    g.apply("keep")     # validate and advance; IllegalAction (citing a rule) changes nothing
    g.view(0)           # what seat 0 may see
"""

from __future__ import annotations

import copy
import random
from typing import Any, Iterable, Mapping

from ..carddb.schema import Card, clip
from . import savefile, turn
from .decisions import Decision
from .errors import IllegalAction, SaveError
from .events import Event
from .explain import explain
from .state import PlayerState, State, seat_of

SAVE_FORMAT = savefile.FORMAT     # older formats are migrated on reading (engine/savefile.py)


class Game:
    """A game of Battle Spirits Saga between seats 0 ("p1") and 1 ("p2")."""

    def __init__(self, st: State, seed: int, origin: dict[str, Any]) -> None:
        self.st = st
        self.seed = seed
        self.rng = random.Random(seed)
        self.origin = origin          # how to rebuild the start: a new game or a position
        self.events: list[Event] = []
        self.log: list[str] = []      # the applied actions: with `origin`, the save and the replay
        self.pending: list = []       # batches of triggered effects waiting (8-5-2-4)
        self.core_loss: dict[int, tuple[str, int]] = {}   # uid -> why it lost cores (9-3-2)
        self.last_state: dict[int, Any] = {}               # uid -> Snapshot (8-10)
        self.decision: Decision | None = None
        self._flow = None

    # ---- construction ------------------------------------------------------------------------

    @classmethod
    def new(cls, deck1: Iterable[Card], deck2: Iterable[Card], seed: int = 0,
            names: tuple[str, str] = ("p1", "p2")) -> "Game":
        """5-2: shuffle, five life, soul core and three cores in the reserve, then the flow
        draws hands, decides player one and asks for mulligans."""
        decks = (list(deck1), list(deck2))
        st = State(players=[PlayerState(0, names[0]), PlayerState(1, names[1])])
        g = cls(st, seed, {"kind": "new", "decks": [[c.id for c in d] for d in decks], "names": list(names)})
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
        """Rebuild a game from its save data, the start and every action (principle 7): the
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
    def from_state(cls, st: State, seed: int = 0, origin: dict[str, Any] | None = None) -> "Game":
        """Start at the beginning of `st.step` of `st.turn` (used by scenarios and puzzles)."""
        g = cls(st, seed, origin or {"kind": "position"})
        g._start(turn.game_flow(g, setup=False))
        return g

    def _start(self, flow) -> None:
        self._flow = flow
        self._advance(None)

    def _advance(self, payload: Any) -> None:
        try:
            self.decision = self._flow.send(payload)
        except StopIteration:
            self.decision = None

    # ---- the decision interface ---------------------------------------------------------------

    @property
    def finished(self) -> bool:
        return self.st.winner is not None

    def legal_actions(self) -> list[str]:
        if self.decision is None:
            return []
        return list(self.decision.options)

    def apply(self, text: str) -> None:
        """Apply one action in canonical notation.  Raises IllegalAction (and changes nothing)
        when it is not legal now."""
        action = " ".join(text.split())
        if action.startswith("concede"):
            self._concede(action)
            return
        d = self.decision
        if d is None:
            raise IllegalAction("1-2-1", f"the game is over; '{action}' cannot be played")
        if action not in d.options:
            raise IllegalAction(*explain(self, action))
        payload = d.options[action]
        self.log.append(action)
        self._advance(payload)

    def _concede(self, action: str) -> None:
        """1-2-4: either player may concede at any time; it needs no checkpoint."""
        parts = action.split()
        if len(parts) != 2 or parts[1] not in ("p1", "p2"):
            raise IllegalAction("1-2-4", "write 'concede p1' or 'concede p2'")
        if self.decision is None:
            raise IllegalAction("1-2-1", "the game is over")
        seat = seat_of(parts[1])
        self.log.append(action)
        self.finish("p2" if seat == 0 else "p1", f"{self.name(seat)} concedes", "1-2-4")
        self.decision = None
        self._flow.close()

    # ---- helpers for the flows -----------------------------------------------------------------

    def name(self, seat: int) -> str:
        return self.st.players[seat].name

    def emit(self, kind: str, rule: str, text: str, private_to: int | None = None,
             private_text: str = "", **data: Any) -> None:
        self.events.append(Event(kind, rule, text, private_to, private_text, data))

    def finish(self, winner: str, reason: str, rule: str) -> None:
        st = self.st
        st.winner = winner
        st.end_reason = reason
        text = "The game is a draw" if winner == "draw" else f"{self.name(seat_of(winner))} wins"
        self.emit("game_over", rule, f"{text}: {reason}", winner=winner)

    def pay_picks(self, seat: int, picks, what: str) -> None:
        """Move chosen cores to the trash: paying a cost (10-6-6, 10-8-6)."""
        from . import ops
        for place, soul in picks:
            ops.move_core(self, seat, place, "trash", soul, quiet=True)
            self.note_own_core_loss(seat, place)
        if picks:
            self.emit("pay", "10-6-6", f"{self.name(seat)} pays {len(picks)} core"
                      f"{'s' if len(picks) != 1 else ''} for {what}", n=len(picks))

    def queue(self, batch: list) -> None:
        """Triggered effects gathered from one moment wait together (8-5-2-4)."""
        if batch:
            self.pending.append(batch)

    def note_own_core_loss(self, seat: int, place: str) -> None:
        """The owner's own payment or core move took cores off a card (9-3-2, 9-4-2-3)."""
        holder = self.st.by_label(place) if place != "reserve" else None
        if holder is not None:
            self.core_loss[holder.uid] = ("self", seat)

    def bp_loss_cause(self, fc) -> tuple[str, int] | None:
        """9-4-2-1: BP at 0 or less because of an effect -> destroyed by that effect's player."""
        for mod in reversed(self.st.mods):
            if mod.uid == fc.uid and mod.kind == "bp_add" and mod.value < 0 and mod.by >= 0:
                return ("effect", mod.by)
        return None

    # ---- reading -------------------------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may see (None: only what is public, e.g. while the keyboard changes hands)."""
        from .view import view
        return view(self, seat)

    def save_data(self) -> dict[str, Any]:
        return {"format": SAVE_FORMAT, "seed": self.seed, "origin": copy.deepcopy(self.origin),
                "actions": list(self.log)}
