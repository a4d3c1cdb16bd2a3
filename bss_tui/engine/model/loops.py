"""Infinite loops (12-1): a chain of triggered effects that comes back to where it was.

A chain is what the checkpoint loop resolves from the moment a triggered effect waits until none
does.  Ordinary chains are a few effects long, so the watch costs a counter per resolution and
nothing more until a chain has resolved something: from then on each decision taken inside it is
compared with the earlier ones, and after `SIGN_FROM` resolutions each resolution is too.  A moment
comes back only if some effect resolved in between: an effect that asks several questions keeps
its answers to itself until it acts, so its questions may look alike without being a loop.

Two moments are "the same" when the same cards are in the same areas (12-1-1-2), with the same
cores, exhaustion, effects waiting and question asked.  Lasting changes such as BP added are left
out of the comparison: a loop that adds to them each time round is still a loop, and the number of
times it runs is exactly what a player declares.  Once a moment comes back:
- nobody had a choice on the way round (every decision had one option, or there was none): no
  player can end the loop and the game is a draw (12-1-1-1);
- otherwise each player who had a choice declares how many more times it runs, the turn player
  first (12-1-1-2, 12-1-1-3); it runs the lowest number of times, the engine taking the same
  actions again, and the player who declared it must then end it: the action that went round the
  loop is no longer an option there while the chain lasts, so the same moment cannot lead into it
  again.
A chain that never comes back yet resolves `GIVE_UP` effects (not counting a declared loop's runs)
is one nobody ends either.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .decisions import Amount, Decision, Kind
from .state import State

SIGN_FROM = 64          # resolutions in one chain before each one is compared with the earlier ones
GIVE_UP = 2000          # resolutions in one chain that no ordinary game comes near: a loop nobody ends
MOST_DECLARED = 99      # the largest number of further times a player may declare ("loop 99")

Signature = tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class Taken:
    """A choice made inside the chain (never changed once made: copies of a game share it)."""

    player: int
    options: int              # how many options the decision had: one is no choice at all
    action: str
    at: Signature


@dataclass(slots=True)
class Declaring:
    """A loop found: the decision it came back to, the actions of one time round, and the
    declarations so far (12-1-1-2, 12-1-1-3)."""

    held: Decision[Any]
    round: list[Taken]
    declarers: list[int]
    declared: list[tuple[int, int]] = field(default_factory=list)


@dataclass(slots=True)
class LoopWatch:
    resolving: int = 0             # triggered effects resolving now, one inside another
    resolved: int = 0              # triggered effects resolved in this chain
    declared_at: int = 0           # `resolved` when a declared loop last ran: GIVE_UP counts from there
    # a moment -> (choices made, effects resolved) when it was first seen
    seen: dict[Signature, tuple[int, int]] = field(default_factory=dict)
    taken: list[Taken] = field(default_factory=list)
    shown: Signature | None = None     # the moment of the decision shown now
    forbidden: dict[Signature, set[str]] = field(default_factory=dict)   # actions no longer options there
    plan: list[str] = field(default_factory=list)     # actions the engine takes itself, the last first
    declaring: Declaring | None = None

    def clear(self) -> None:
        """The chain is over: nothing waits to resolve."""
        self.resolved = 0
        self.declared_at = 0
        self.seen.clear()
        self.taken.clear()
        self.forbidden.clear()
        self.plan.clear()
        self.shown = None


def signature(st: State, d: Decision[Any] | None) -> Signature:
    """The moment as 12-1-1-2 compares it (lasting changes left out, see the module's text)."""
    players = tuple((tuple(sorted(c.id for c in p.hand)), tuple(sorted(c.id for c in p.trash)),
                     tuple(c.id for c in p.deck), p.burst.id if p.burst is not None else "",
                     p.life, p.reserve, p.trash_cores, p.soul) for p in st.players)
    field_cards = tuple(sorted((fc.card.id, fc.controller, fc.cores, fc.exhausted) for fc in st.field))
    waiting = tuple(tuple((i.seat, i.card.id, i.number, i.keyword, i.activated) for i in batch)
                    for batch in st.pending)
    asked = None if d is None else (d.player, str(d.kind), tuple(d.options), d.paid)
    return (st.turn, st.step, st.active, players, field_cards, waiting, asked)


def _choosers(taken: list[Taken]) -> list[int]:
    return sorted({t.player for t in taken if t.options > 1})


def endless(w: LoopWatch, st: State) -> bool:
    """At a resolution late in a long chain: whether it is a loop no player can end (12-1-1-1)."""
    if w.plan:             # a declared loop runs: every resolution of it was asked for
        w.declared_at = w.resolved
        return False
    if w.resolved - w.declared_at >= GIVE_UP:
        return True
    sig = signature(st, None)
    first = w.seen.get(sig)
    if first is None:
        w.seen[sig] = (len(w.taken), w.resolved)
        return False
    return not _choosers(w.taken[first[0]:])


def at_decision(w: LoopWatch, st: State, d: Decision[Any]) -> Decision[Any] | Declaring | None:
    """A decision inside a chain: None to ask it as it is; the decision without the options that
    would go round a loop again (12-1-1-2); or, when the moment has come back, the loop found
    (its `declarers` empty when nobody can end it, 12-1-1-1)."""
    sig = signature(st, d)
    w.shown = sig
    forbidden = w.forbidden.get(sig)
    first = w.seen.get(sig)
    # A loop goes round through triggered effects: decisions asked one after another within one
    # effect (the cards it picks are kept by the effect until it acts) are not a loop.
    if first is None or first[1] == w.resolved:
        if first is None:
            w.seen[sig] = (len(w.taken), w.resolved)
        if forbidden:
            return Decision(d.player, d.kind, {a: c for a, c in d.options.items() if a not in forbidden},
                            d.prompt, d.rule, d.paid)
        return None
    loop = w.taken[first[0]:]
    players = _choosers(loop)
    players.sort(key=lambda seat: seat != st.active)      # the turn player declares first (12-1-1-3)
    return Declaring(d, loop, players)


def ask(found: Declaring, player: int) -> Decision[Any]:
    """`player`'s declaration, taken from `found.declarers`."""
    rule = "12-1-1-2" if len(found.declarers) + len(found.declared) == 1 else "12-1-1-3"
    found.declarers.remove(player)
    return Decision(player, Kind.LOOP, {f"loop {n}": Amount(n) for n in range(MOST_DECLARED + 1)},
                    f"The effects are looping ({len(found.round)} choice(s) each time round): "
                    "how many more times should the loop run?", rule)


def refusal_of(w: LoopWatch, action: str) -> bool:
    """Whether `action` is left out of the decision now because it would go round a declared loop
    again (12-1-1-2)."""
    return action in w.forbidden.get(w.shown, ()) if w.shown is not None else False


def settle(w: LoopWatch, found: Declaring, active: int) -> tuple[int, int]:
    """Every declaration made: (how many more times, who ends it).  The engine will take the
    round's actions that many times; then the ender's first real choice of the round is no longer
    an option where it was taken, so the ender ends the loop there.  Equal numbers: the turn
    player, who declared first, ends it."""
    declared = sorted(found.declared, key=lambda pn: (pn[1], pn[0] != active))
    times, ender = declared[0][1], declared[0][0]
    w.plan = [t.action for t in found.round] * times
    w.plan.reverse()
    first = next(t for t in found.round if t.player == ender and t.options > 1)
    w.forbidden.setdefault(first.at, set()).add(first.action)
    w.seen.clear()
    w.taken.clear()
    w.declared_at = w.resolved
    return times, ender


__all__ = ["LoopWatch", "Declaring", "Taken", "signature", "endless", "at_decision", "ask", "settle",
           "SIGN_FROM", "GIVE_UP", "MOST_DECLARED"]
