"""The game's data: areas and pieces, decisions, events, the table with its RNG, loops, seats and the save
file format.  Nothing here knows a rule beyond what the data must hold."""
