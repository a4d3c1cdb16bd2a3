"""Who plays a seat: the one vocabulary of kinds of player.  The app offers a person or the
computer for each seat (ui/screens/newgame.py); `bss-tui simulate` plays the computer or uniform
random legal play (simulate.py)."""

from __future__ import annotations

from enum import StrEnum


class Player(StrEnum):
    PERSON = "person"         # someone at the keyboard (the app)
    COMPUTER = "computer"     # this package's heuristics (player.py)
    RANDOM = "random"         # a uniformly random legal action (simulate)


IN_APP = (Player.PERSON, Player.COMPUTER)
SIMULATED = (Player.COMPUTER, Player.RANDOM)


def parse_pair(text: str, allowed: tuple[Player, ...]) -> tuple[Player, Player]:
    """'computer,random' as the kinds of p1 and p2; ValueError with one line when it is not two
    of `allowed`."""
    words = [w.strip().lower() for w in text.split(",")]
    names = ", ".join(allowed)
    if len(words) != 2:
        raise ValueError(f"expected two kinds of player separated by a comma ({names}), got {text[:40]!r}")
    for word in words:
        if word not in {str(p) for p in allowed}:
            raise ValueError(f"unknown kind of player {word[:20]!r}; expected one of {names}")
    return Player(words[0]), Player(words[1])
