"""Values derived from the state (level, BP, symbols, costs, restrictions), the winner check and the
collection of triggered effects: computed on demand, never stored.  `derived` is their public face."""

# The floors below `conditions` read filters, amounts and conditions through `readers.read`, which
# `conditions` fills as it is imported: importing it with the package means no floor is ever used unfilled.
from . import conditions as conditions
