"""The rules engine: pure Python, no UI imports (Comprehensive Rules v1.7.0)."""

from .game import Game
from .model.errors import IllegalAction, SaveError

__all__ = ["Game", "IllegalAction", "SaveError"]
