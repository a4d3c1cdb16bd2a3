"""Lessons and puzzles (cards/README.md "Lessons"): a position in the scenario notation, a goal the engine's
game is judged against after every action, an explanation with rule ids, hints, and the program
that plays the opponent's seat.  Pure Python: the app and `bss-tui practice check` both use it."""
