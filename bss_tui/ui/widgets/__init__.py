"""Small widgets and their text, kept apart from the board's screen (screens/game.py)."""
