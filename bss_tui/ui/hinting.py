"""Who may ask for a hint (`?`, computer/hints.py) and which program's move it suggests.

A hint is for the player at the keyboard, about their own decision: in a game against the computer
and in a lesson (one person at the keyboard) always; between two people only when both turned hints
on at the new-game form (Session.hints), so neither plays with help the other did not choose."""

from __future__ import annotations

from .. import computer as computer_player
from ..computer.hints import Chooser
from .session import Session

# The program whose move a hint suggests: the one place to name it (the searching computer,
# computer/search.py, once it is merged).
HINT_CHOOSER: Chooser = computer_player.program


def hints_on(session: Session) -> bool:
    """The player at the keyboard may ask for a hint at the decision now."""
    holder, decider = session.holder, session.decider
    if holder is None or decider != holder or holder in session.programs or session.game.finished:
        return False
    if session.alone:
        return True
    return all(seat in (session.hints or ()) for seat in session.people)
