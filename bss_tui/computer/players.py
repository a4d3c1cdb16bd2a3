"""Who plays a seat: the one vocabulary of kinds of player.  The app offers a person or one of the
computer's levels for each seat (ui/screens/newgame.py); `bss-tui simulate` plays any two levels or
uniform random legal play (simulate.py).  levels.py maps each level to its program."""

from __future__ import annotations

from enum import StrEnum


class Player(StrEnum):
    PERSON = "person"         # someone at the keyboard (the app)
    EASY = "easy"             # the normal heuristics, now and then a play of the hand at random (easy.py)
    NORMAL = "normal"         # this package's heuristics (player.py)
    HARD = "hard"             # looks ahead with copies of the game over sampled hidden cards (search.py)
    RANDOM = "random"         # a uniformly random legal action (simulate)


LEVELS = (Player.EASY, Player.NORMAL, Player.HARD)     # the computer's levels, weakest first
# The levels that think for up to their time budget at a decision (search.py, at its SEARCHED kinds):
# the app asks them there in a thread on a copy of the game, so that the screen stays live meanwhile
# (ui/widgets/computer_turn.py).
THINKING = frozenset({Player.HARD})
IN_APP = (Player.PERSON, *LEVELS)
SIMULATED = (*LEVELS, Player.RANDOM)
# Words written before the levels existed (saves, the autosave, the command line): "computer" was
# what is now the normal level.
OLD_WORDS = {"computer": Player.NORMAL}


def player_of(word: str) -> Player:
    """The kind of player a word names, old words included; ValueError when it names none."""
    word = word.strip().lower()
    return OLD_WORDS.get(word) or Player(word)


def level_of(word: str) -> Player:
    """The level a saved word names ("computer", written before the levels, is normal); a word
    that names no level (written by a later version) plays normal too rather than stop the game."""
    try:
        level = player_of(word)
    except ValueError:
        return Player.NORMAL
    return level if level in LEVELS else Player.NORMAL


def parse_pair(text: str, allowed: tuple[Player, ...]) -> tuple[Player, Player]:
    """'hard,normal' as the kinds of p1 and p2; ValueError with one line when it is not two
    of `allowed` (an old word counts as the kind it now means)."""
    words = [w.strip().lower() for w in text.split(",")]
    names = ", ".join(allowed)
    if len(words) != 2:
        raise ValueError(f"expected two kinds of player separated by a comma ({names}), got {text[:40]!r}")
    kinds = []
    for word in words:
        try:
            kind: Player | None = player_of(word)
        except ValueError:
            kind = None
        if kind is None or kind not in allowed:
            raise ValueError(f"unknown kind of player {word[:20]!r}; expected one of {names}")
        kinds.append(kind)
    return kinds[0], kinds[1]
