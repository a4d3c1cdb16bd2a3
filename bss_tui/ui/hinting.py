"""Who may ask for a hint (`?`, computer/hints.py) and which program's move it suggests.

A hint is for the player at the keyboard, about their own decision: in a game against the computer
and in a lesson (one person at the keyboard) always; between two people only when both turned hints
on at the new-game form (Session.hints), so neither plays with help the other did not choose."""

from __future__ import annotations

from ..computer.hints import Chooser
from ..computer.levels import program_of
from ..computer.players import Player
from .session import Session

# The program whose move a hint suggests, the one place to name it: the hard computer (its look-ahead,
# computer/search.py, within its budget of a second), run in a worker thread on a copy of the game.
HINT_CHOOSER: Chooser = program_of(Player.HARD)


def hints_on(session: Session) -> bool:
    """The player at the keyboard may ask for a hint at the decision now."""
    holder, decider = session.holder, session.decider
    if holder is None or decider != holder or holder in session.programs or session.game.finished:
        return False
    if session.alone:
        return True
    return all(seat in (session.hints or ()) for seat in session.people)
