"""The effect language's verbs at work: resolving an effect (effects.py), each directive's handler
(directives.py, cores_effects.py, destruction.py, summons.py, reveal.py, magic.py), and what those
share with a player's own plays: a card put onto the field (arrival.py) with its Ascend (ascend.py),
destruction (destruction.py) and a magic card's resolution (magic.py)."""
