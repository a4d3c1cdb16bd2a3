"""The flows of play: the turn's steps, battles, playing cards and gameplay management (the
checkpoint), and the explanation of a refused action."""
