"""Who must be asked: each player's stop settings, and the decisions taken without a hand-over.

Two kinds of decision are taken automatically, each by an ordinary legal action that goes into the
log (so saves and replays do not change):
- forced by public information: one option, and the decision's kind (decisions.Kind.depends) says
  its options follow from what both players see.  A flash window with cards in hand is never
  forced, even when none of them can be used: skipping it would tell the opponent so.
- declined by the player's own stop setting: a "may" decision (Kind.decline) whose prompt the
  player set to "pass automatically".  The setting is unconditional, so whether it applies tells
  nobody anything about the player's cards.

Pure Python: the app and `bss-tui simulate` both use it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Callable, Mapping, Sequence, TypeVar

from .decisions import Choice, Decision, Depends, Kind
from .table import Table


class Stop(StrEnum):
    STOP = "stop"                  # hand the keyboard over and ask
    PASS = "pass"                  # decline at once, without asking


class Prompt(StrEnum):
    """The "may" decisions a player can have passed automatically, each a decision kind that can be
    declined (Kind.decline), the flash windows split by the rule that opens them (`rule`; ""
    for every decision of the kind).  One setting governs no decision of the engine's (kind None):
    whether the table asks before the `e` key ends a step while something could still be done
    there; its "pass" ends the step without asking."""

    kind: Kind | None
    rule: str
    heading: str

    def __new__(cls, value: str, kind: Kind | None, rule: str, heading: str) -> "Prompt":
        member = str.__new__(cls, value)
        member._value_ = value
        member.kind = kind
        member.rule = rule
        member.heading = heading
        return member

    @property
    def label(self) -> str:
        """As the settings show it, with the rule that asks for the decision."""
        return f"{self.heading} ({self.rule or (self.kind.rule if self.kind else '')})"

    # "'You may' effects" covers every OPTIONAL decision: Raid (11-12-1), substitutions (8-9-2) too.
    FLASH_BEFORE = "flash_before", Kind.FLASH, "7-1-2-1", "Flash before blocking"
    FLASH_AFTER = "flash_after", Kind.FLASH, "7-1-4-1", "Flash after a block"
    OPTIONAL = "optional", Kind.OPTIONAL, "", "'You may' effects"
    BURST = "burst", Kind.BURST, "", "Your burst"
    END_STEP = "end_step", None, "6-6-1-2-1, 6-7-3-2", "Ending a step with attacks or plays left (e)"


FLASH_PROMPTS = (Prompt.FLASH_BEFORE, Prompt.FLASH_AFTER)


def prompt_of(d: Decision[Choice]) -> Prompt | None:
    """The stop setting that governs `d`, or None when it has none (a decision that must be made)."""
    for prompt in Prompt:
        if prompt.kind == d.kind and prompt.rule in ("", d.rule):
            return prompt
    return None


def _defaults() -> dict[Prompt, Stop]:
    return {p: Stop.STOP for p in Prompt}


@dataclass(frozen=True)
class SeatStops:
    """One player's settings: every prompt stops unless set otherwise."""

    stops: Mapping[Prompt, Stop] = field(default_factory=_defaults)

    def __getitem__(self, prompt: Prompt) -> Stop:
        return self.stops.get(prompt, Stop.STOP)

    def with_(self, changes: Mapping[Prompt, Stop]) -> "SeatStops":
        return SeatStops({**_defaults(), **self.stops, **changes})

    def passing(self) -> frozenset[Prompt]:
        return frozenset(p for p in Prompt if self[p] == Stop.PASS)

    def to_data(self) -> dict[str, str]:
        return {str(p): str(self[p]) for p in Prompt}


@dataclass(frozen=True)
class StopSettings:
    """Both players' settings (seat 0 first)."""

    seats: tuple[SeatStops, SeatStops] = (SeatStops(), SeatStops())

    def __getitem__(self, seat: int) -> SeatStops:
        return self.seats[seat]

    def with_seat(self, seat: int, stops: SeatStops) -> "StopSettings":
        both = list(self.seats)
        both[seat] = stops
        return replace(self, seats=(both[0], both[1]))

    @classmethod
    def passing(cls, prompts: frozenset[Prompt]) -> "StopSettings":
        """Both players passing `prompts` automatically and stopping at the rest."""
        one = SeatStops().with_({p: Stop.PASS for p in prompts})
        return cls((one, one))

    def to_data(self) -> list[dict[str, str]]:
        return [s.to_data() for s in self.seats]

    @classmethod
    def from_data(cls, data: Sequence[Mapping[Prompt, Stop]] | None) -> "StopSettings":
        """From a save's (validated) `stops`; None (an older save): the defaults."""
        if data is None:
            return cls()
        return cls((SeatStops().with_(data[0]), SeatStops().with_(data[1])))


ALL_STOP = StopSettings()
FLASH_PASSED = StopSettings.passing(frozenset(FLASH_PROMPTS))


def options_public(g: Table, d: Decision[Choice]) -> bool:
    """Whether `d`'s options follow from public information alone (Kind.depends)."""
    if d.kind.depends == Depends.PUBLIC:
        return True
    return d.kind.depends == Depends.OWN_HAND and not g.st.players[d.player].hand


def automatic_action(g: Table, settings: StopSettings) -> str | None:
    """The action to take now without asking anyone, or None when the decider must be asked."""
    d = g.decision
    if d is None:
        return None
    if len(d.options) == 1 and options_public(g, d):
        return next(iter(d.options))
    prompt = prompt_of(d)
    if prompt is not None and settings[d.player][prompt] == Stop.PASS and d.kind.decline in d.options:
        return d.kind.decline
    return None


def take_automatic(g: Table, settings: StopSettings, apply: Callable[[str], None]) -> list[str]:
    """Take every automatic decision in a row, each through `apply` (the game's own, so it is
    checked and logged like any action); the actions taken."""
    taken: list[str] = []
    while (action := automatic_action(g, settings)) is not None:
        apply(action)
        taken.append(action)
    return taken


G = TypeVar("G", bound=Table)


def take_automatic_and_programs(g: G, settings: StopSettings, programs: Mapping[int, Callable[[G, int], str]],
                                apply: Callable[[str], None]) -> list[str]:
    """The decisions that need no person, in the order the game asks them: those the stop settings
    take (take_automatic) and those of the seats played by a program (the computer, a lesson's
    opponent: each program is given the game and its seat and answers with an action)."""
    taken: list[str] = []
    while True:
        taken += take_automatic(g, settings, apply)
        d = g.decision
        if d is None or d.player not in programs:
            return taken
        action = programs[d.player](g, d.player)
        apply(action)
        taken.append(action)
