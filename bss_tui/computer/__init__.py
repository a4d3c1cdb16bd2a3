"""The computer player: a seat played by heuristics over what that seat may see.

Its core, `choose`, takes the seat's view (engine/operations/view.py) and the card definitions (public
knowledge: the card pool), never a Game, so it cannot look at hidden cards or engine state.
`program` adapts it to the app's and the simulator's seat programs (ui/session.py `Program`).
"""

from .player import choose, program
from .players import IN_APP, SIMULATED, Player, parse_pair

__all__ = ["IN_APP", "SIMULATED", "Player", "choose", "parse_pair", "program"]
