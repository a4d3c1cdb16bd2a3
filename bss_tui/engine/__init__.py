"""The rules engine: pure Python, no UI imports (Comprehensive Rules v1.7.0)."""

from .errors import IllegalAction, SaveError
from .game import Game

__all__ = ["Game", "IllegalAction", "SaveError"]
