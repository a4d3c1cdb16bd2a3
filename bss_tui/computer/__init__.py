"""The computer player: a seat played by heuristics over what that seat may see, at three levels.

Its core, `choose`, takes the seat's view (engine/operations/view.py) and the card definitions (public
knowledge: the card pool), never a Game, so it cannot look at hidden cards or engine state.
`program` adapts it to the app's and the simulator's seat programs (ui/session.py `Program`);
`program_of` gives each level's program (easy.py, player.py, search.py)."""

from .levels import Program, program_of
from .player import choose, program
from .players import IN_APP, LEVELS, OLD_WORDS, SIMULATED, THINKING, Player, level_of, parse_pair, player_of
from .search import DEFAULT_BUDGET, SEARCHED, Search

__all__ = ["DEFAULT_BUDGET", "SEARCHED", "IN_APP", "LEVELS", "OLD_WORDS", "SIMULATED", "THINKING", "Player", "Program", "Search",
           "choose", "level_of", "parse_pair", "player_of", "program", "program_of"]
