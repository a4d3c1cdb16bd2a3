"""What outlives one game in memory: the autosave, the history of finished games and their replays."""
