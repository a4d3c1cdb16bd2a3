"""The one mapping from a computer level (players.py) to the program that plays it, used by the app
(ui/session.py) and by `bss-tui simulate`."""

from __future__ import annotations

from typing import Callable

from ..engine import Game
from . import easy, player
from .players import LEVELS, Player
from .search import DEFAULT_BUDGET, Search

# A seat program: given the game and its seat, the action it takes (ui/session.py Program).
Program = Callable[[Game, int], str]


def program_of(level: Player, budget: float = DEFAULT_BUDGET) -> Program:
    """The program of `level`; `budget`: the hard level's seconds per decision.  ValueError for a
    kind of player that is no level (a person, random play)."""
    programs: dict[Player, Program] = {
        Player.EASY: easy.program,
        Player.NORMAL: player.program,
        Player.HARD: Search(budget=budget),
    }
    assert set(programs) == set(LEVELS)
    if level not in programs:
        raise ValueError(f"{level} is not a level of the computer")
    return programs[level]
