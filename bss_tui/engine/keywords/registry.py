"""The registry every keyword module fills: when a keyword's own effect triggers in a battle (its
moment), how that trigger resolves, and the one place flows ask for both.

A keyword lives in its own module of this package (crush.py, gale.py, ...), with its glossary entry
(carddb/glossary.py) and its name in the language (carddb/effects/base.py `Keyword`): adding one
touches those three files.  The package imports every module in it (keywords/__init__.py), so a new
one registers itself without another import anywhere.

Triggers collected at one moment are queued in the order of the rules that define them (chapter 11:
Curse 11-3 before Luster 11-6 before Agile 11-16), the order the player is then asked in (8-5-2-4)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal, TypeVar, get_args

from ..model.decisions import Flow
from ..model.state import Battle, FieldCard, Pending, Subject
from ..model.table import Table

# The battle moments at which a keyword's effect is noted or triggers (chapter 7 and 11).
Moment = Literal["attack", "block", "blocked", "life_reduced", "battle_end"]
MOMENTS: tuple[Moment, ...] = get_args(Moment)


@dataclass(slots=True)
class At:
    """A battle moment as the flow tells it to the keywords: its battle, attacker and blocker (as they
    are at that moment, None where there is none) and the batch their triggers join (8-6-2); as the
    battle ends, the attacker on the field or as it left it (8-10)."""

    g: Table
    battle: Battle | None
    attacker: FieldCard | None
    blocker: FieldCard | None = None
    batch: list[Pending] = field(default_factory=list)
    ended_attacker: Subject | None = None


Collector = Callable[[At], None]
Resolver = Callable[[Table, Pending], Flow[None]]

_COLLECTORS: dict[Moment, list[tuple[tuple[int, ...], str, Collector]]] = {m: [] for m in MOMENTS}
RESOLVERS: dict[str, Resolver] = {}
C = TypeVar("C", bound=Collector)
R = TypeVar("R", bound=Resolver)


def _rule_key(rule: str) -> tuple[int, ...]:
    return tuple(int(part) for part in rule.split("-"))


def at(moment: Moment, keyword: str, rule: str) -> Callable[[C], C]:
    """Register what `keyword` does at `moment` (note it on the battle, or queue its trigger); `rule`
    is the rule defining it, which orders the keywords of one moment."""
    def register(fn: C) -> C:
        _COLLECTORS[moment].append((_rule_key(rule), keyword, fn))
        _COLLECTORS[moment].sort(key=lambda entry: entry[0])
        return fn
    return register


def resolver(keyword: str) -> Callable[[R], R]:
    """Register how `keyword`'s own trigger (a `Pending` naming it) resolves: one per keyword."""
    def register(fn: R) -> R:
        if keyword in RESOLVERS:
            raise ValueError(f"{keyword}: a second resolver")
        RESOLVERS[keyword] = fn
        return fn
    return register


def collect(moment: Moment, here: At) -> list[Pending]:
    """Every keyword's part at `moment`, in the rules' order; the triggers queued, in `here.batch`."""
    for _, _, fn in _COLLECTORS[moment]:
        fn(here)
    return here.batch


def keywords_at(moment: Moment) -> tuple[str, ...]:
    return tuple(keyword for _, keyword, _ in _COLLECTORS[moment])


def resolve_keyword(g: Table, item: Pending) -> Flow[None]:
    yield from RESOLVERS[item.keyword](g, item)
