"""Values derived from the state (level, BP, symbols, costs, restrictions), the winner check and the
collection of triggered effects: computed on demand, never stored."""
