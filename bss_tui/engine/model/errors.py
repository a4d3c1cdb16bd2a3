"""Errors the engine reports to players and tools: always one line, always with a rule id."""


class IllegalAction(Exception):
    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{message} ({rule})")
        self.rule = rule
        self.message = message


class SaveError(Exception):
    """Save data that cannot be turned back into a game; the message is one line."""
