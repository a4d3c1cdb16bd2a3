"""Simulated games: uniformly random legal actions, or the computer player (bss_tui/computer),
for each seat (`bss-tui simulate`)."""

from __future__ import annotations

import itertools
import math
import random
import time
from dataclasses import dataclass, field

from .carddb.decks import load_deck, preconstructed_decks, random_deck
from .carddb.loader import CardDataError, cards_dir, load_cards
from .carddb.schema import Card
from .computer import DEFAULT_BUDGET, LEVELS, Player, Program, program_of
from .engine import Game
from .engine.model.decisions import Kind
from .engine.model.seats import ALL_STOP, FLASH_PASSED, StopSettings, automatic_action

MAX_DECISIONS = 100_000   # a guard against a flow that never ends; no finished game comes near


@dataclass
class Handovers:
    """The hand-over screens the app would show in these games: one whenever the deciding player
    changes, once the automatic decisions (engine/model/seats.py) are taken.  An attack's hand-overs are
    those from its declaration to the first decision after its battle, that one included (the
    keyboard coming back)."""

    label: str
    games: int = 0
    turns: int = 0
    total: int = 0
    attacks: dict[bool, list[int]] = field(default_factory=lambda: {False: [], True: []})   # blocked? -> each
    _holder: int | None = None
    _attack: int | None = None          # the open attack's hand-overs so far
    _blocked: bool = False
    _others: bool = False               # the open attack asked something besides its battle's own
    # the attacks that asked only flash windows and the block: blocked? -> each
    battle_only: dict[bool, list[int]] = field(default_factory=lambda: {False: [], True: []})

    def start(self) -> None:
        self._holder, self._attack = None, None

    def see(self, g: Game, shown: bool) -> None:
        """A decision: shown to its player (a hand-over if they do not hold the keyboard) or taken
        automatically."""
        d = g.decision
        assert d is not None
        battle = g.st.battle
        if battle is not None:
            self._blocked = battle.blocked
        if self._attack is not None and battle is not None and shown and d.kind not in BATTLE_KINDS:
            self._others = True
        if shown and d.player != self._holder:
            self.total += 1
            self._holder = d.player
            if self._attack is not None:
                self._attack += 1
        if self._attack is not None and battle is None:
            self._close()

    def applied(self, g: Game, action: str) -> None:
        if action.startswith("attack ") and g.st.battle is not None:
            self._attack, self._blocked, self._others = 0, False, False

    def end(self, g: Game) -> None:
        if self._attack is not None:
            self._close()
        self.games += 1
        self.turns += g.st.turn

    def _close(self) -> None:
        assert self._attack is not None
        self.attacks[self._blocked].append(self._attack)
        if not self._others:
            self.battle_only[self._blocked].append(self._attack)
        self._attack = None

    def line(self) -> str:
        per_turn = self.total / self.turns if self.turns else 0.0
        parts = []
        for blocked, name in ((False, "unblocked"), (True, "blocked")):
            each = self.attacks[blocked]
            mean = sum(each) / len(each) if each else 0.0
            parts.append(f"{name} {mean:.2f} (max {max(each, default=0)}, {len(each)} attacks)")
        only = [n for each in self.battle_only.values() for n in each]
        only_text = f"max {max(only, default=0)} when only the battle asked ({len(only)} attacks)"
        return f"hand-overs, {self.label}: {per_turn:.2f} per turn; per attack: {', '.join(parts)}; {only_text}"


# An attack's own decisions: its flash windows and the block (7-1).  Others come from effects that
# trigger during the battle (trigger order, bursts, "may" effects, targets): the rules give each
# to a player, who must be asked.
BATTLE_KINDS = frozenset({Kind.FLASH, Kind.BLOCK})

# What `simulate` compares: today's app (every change of decider), and the automatic decisions
# with the default stop settings and with both players passing flash windows automatically.
SETTINGS: tuple[tuple[str, StopSettings | None], ...] = (
    ("every change of decider (before)", None),
    ("default stops", ALL_STOP),
    ("flash windows passed automatically", FLASH_PASSED),
)


@dataclass
class Timing:
    """Time per decision of one kind of player: each decision's, for the mean, median, 95th
    percentile and longest."""

    times: list[float] = field(default_factory=list)

    def add(self, seconds: float) -> None:
        self.times.append(seconds)

    @property
    def decisions(self) -> int:
        return len(self.times)

    @property
    def seconds(self) -> float:
        return sum(self.times)

    @property
    def longest(self) -> float:
        return max(self.times, default=0.0)

    def percentile(self, share: float) -> float:
        """The time under which `share` of the decisions took (nearest rank)."""
        if not self.times:
            return 0.0
        ordered = sorted(self.times)
        return ordered[min(len(ordered) - 1, max(0, math.ceil(share * len(ordered)) - 1))]

    def line(self, kind: str) -> str:
        mean = self.seconds / self.decisions if self.decisions else 0.0
        return (f"time per decision, {kind}: mean {mean * 1000:.2f} ms, median {self.percentile(0.5) * 1000:.2f} ms, "
                f"p95 {self.percentile(0.95) * 1000:.1f} ms, max {self.longest * 1000:.1f} ms "
                f"({self.decisions} decisions)")


RANDOM_PAIR = (Player.RANDOM, Player.RANDOM)
Z95 = 1.96       # the normal distribution's 97.5th percentile: a two-sided 95% interval


def wilson(won: int, games: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate of `won` in `games` (as fractions)."""
    if games == 0:
        return 0.0, 1.0
    rate = won / games
    centre = (rate + Z95 ** 2 / (2 * games)) / (1 + Z95 ** 2 / games)
    half = Z95 * math.sqrt(rate * (1 - rate) / games + Z95 ** 2 / (4 * games ** 2)) / (1 + Z95 ** 2 / games)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Players:
    """Who plays each seat, with what each kind won and how long it took to decide.  `seats` is
    this game's order, `kinds` swapped when the seats alternate (simulate); `budget`: the hard
    level's seconds per decision."""

    kinds: tuple[Player, Player] = RANDOM_PAIR
    wins: dict[Player, int] = field(default_factory=dict)
    timing: dict[Player, Timing] = field(default_factory=dict)
    budget: float = DEFAULT_BUDGET
    alternate: bool = False
    seats: tuple[Player, Player] = RANDOM_PAIR
    programs: dict[Player, Program] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.seats = self.kinds
        self.programs = {kind: program_of(kind, self.budget) for kind in self.kinds if kind in LEVELS}

    def seat_game(self, i: int) -> None:
        """Game `i`'s seats: the kinds as given, or swapped in every other game when they alternate."""
        self.seats = (self.kinds[1], self.kinds[0]) if self.alternate and i % 2 else self.kinds

    def choose(self, g: Game, chooser: random.Random) -> str:
        d = g.decision
        assert d is not None
        kind = self.seats[d.player]
        if kind not in self.programs:
            return chooser.choice(g.legal_actions())   # not timed: random play is the engine benchmark
        start = time.perf_counter()
        action = self.programs[kind](g, d.player)
        self.timing.setdefault(kind, Timing()).add(time.perf_counter() - start)
        return action

    def ended(self, g: Game) -> None:
        for seat, kind in enumerate(self.seats):
            if g.st.winner == f"p{seat + 1}":
                self.wins[kind] = self.wins.get(kind, 0) + 1

    def lines(self, games: int) -> list[str]:
        order = "seats alternating between games" if self.alternate else "the same seats every game"
        out = [f"players: p1 {self.kinds[0]}, p2 {self.kinds[1]} ({order})"]
        if Player.HARD in self.kinds:
            out.append(f"hard's budget: {self.budget:g} s per decision")
        for kind in dict.fromkeys(self.kinds):
            won = self.wins.get(kind, 0)
            rate = 100 * won / games if games else 0.0
            low, high = wilson(won, games)
            out.append(f"win rate, {kind}: {rate:.1f}% ({won} of {games} games; "
                       f"95% interval {100 * low:.1f}% to {100 * high:.1f}%)")
        out += [self.timing[kind].line(kind) for kind in dict.fromkeys(self.kinds) if kind in self.timing]
        return out


@dataclass
class Summary:
    games: int = 0
    decisions: int = 0
    seconds: float = 0.0
    results: dict[str, int] = field(default_factory=dict)
    handovers: list[Handovers] = field(default_factory=list)
    players: Players = field(default_factory=Players)

    def lines(self) -> list[str]:
        rate = self.games / self.seconds if self.seconds else 0.0
        drate = self.decisions / self.seconds if self.seconds else 0.0
        mean = self.decisions / self.games if self.games else 0.0
        results = ", ".join(f"{k}: {v}" for k, v in sorted(self.results.items()))
        return [
            f"games: {self.games} in {self.seconds:.2f} s",
            f"games/s: {rate:.1f}",
            f"decisions/s: {drate:.0f}",
            f"mean decisions per game: {mean:.1f}",
            f"results: {results}",
        ] + self.players.lines(self.games) + [h.line() for h in self.handovers]


def play_random_game(deck1: list[Card], deck2: list[Card], seed: int, settings: StopSettings | None = None,
                     tally: Handovers | None = None, players: Players | None = None) -> Game:
    """One full game; the engine's seed and the chooser's seed both derive from `seed`.  Given
    `settings`, the decisions the app takes automatically are taken so; `tally` counts hand-overs;
    `players` says who plays each seat (uniformly random play without it) and keeps their score."""
    players = players or Players()
    g = Game.new(deck1, deck2, seed=seed)
    chooser = random.Random(seed ^ 0x5EED)
    n = 0
    if tally is not None:
        tally.start()
    while g.decision is not None:
        auto = automatic_action(g, settings) if settings is not None else None
        if tally is not None:
            tally.see(g, shown=auto is None)
        action = auto if auto is not None else players.choose(g, chooser)
        g.apply(action)
        if tally is not None:
            tally.applied(g, action)
        n += 1
        if n > MAX_DECISIONS:
            raise RuntimeError(f"game with seed {seed} did not end after {MAX_DECISIONS} decisions")
    if tally is not None:
        tally.end(g)
    players.ended(g)
    return g


def default_pairings(db: dict[str, Card], decks: list[str] | None = None) -> list[tuple[list[Card], list[Card]]]:
    names = decks or preconstructed_decks()
    if not names:
        raise CardDataError(f"{cards_dir() / 'decks'}: no deck files (*.deck) to play with; give --decks")
    loaded = [load_deck(n, db) for n in names]
    if len(loaded) == 1:
        return [(loaded[0], loaded[0])]
    return list(itertools.permutations(loaded, 2))


def random_pairing(db: dict[str, Card], seed: int) -> tuple[list[Card], list[Card]]:
    """Two random legal decks from the whole pool for the game of `seed` (the same seed, the same
    decks, so a failing game can be played again)."""
    rng = random.Random(seed ^ 0xDEC5)
    pool = list(db.values())
    return random_deck(pool, rng), random_deck(pool, rng)


def simulate(games: int, seed: int, decks: list[str] | None = None, handovers: bool = True,
             kinds: tuple[Player, Player] = RANDOM_PAIR, random_decks: bool = False,
             budget: float | None = None, alternate: bool | None = None) -> Summary:
    """`games` games, timed (with today's hand-overs counted), `kinds` playing p1 and p2 (swapped
    in every other game when `alternate`; None: when the two kinds differ); then, when
    `handovers`, the same seeds again under each automatic setting of SETTINGS, only to count
    hand-overs.  With `random_decks` each game has two new random decks from the whole pool.
    `budget`: the hard level's seconds per decision (None: its default)."""
    budget = DEFAULT_BUDGET if budget is None else budget
    if alternate is None:
        alternate = kinds[0] != kinds[1]
    db = load_cards()
    fixed = [] if random_decks else default_pairings(db, decks)

    def pairing(i: int) -> tuple[list[Card], list[Card]]:
        return random_pairing(db, seed * 1_000_003 + i) if random_decks else fixed[i % len(fixed)]
    out = Summary(players=Players(kinds, budget=budget, alternate=alternate))
    tallies = [Handovers(label) for label, _ in SETTINGS] if handovers else []
    start = time.perf_counter()
    for i in range(games):
        d1, d2 = pairing(i)
        out.players.seat_game(i)
        g = play_random_game(d1, d2, seed * 1_000_003 + i, None, tallies[0] if tallies else None, out.players)
        out.games += 1
        out.decisions += len(g.log)
        key = g.st.winner or "unfinished"
        out.results[key] = out.results.get(key, 0) + 1
    out.seconds = time.perf_counter() - start
    for tally, (_, settings) in list(zip(tallies, SETTINGS))[1:]:
        for i in range(games):
            d1, d2 = pairing(i)
            again = Players(kinds, budget=budget, alternate=alternate)
            again.seat_game(i)
            play_random_game(d1, d2, seed * 1_000_003 + i, settings, tally, again)
    out.handovers = tallies
    return out
