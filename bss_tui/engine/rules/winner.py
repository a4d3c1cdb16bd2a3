"""Establishing a winner (9-2): interrupting gameplay management, checked the moment it may hold."""

from __future__ import annotations

from ..model.table import Table


class GameOver(Exception):
    """Raised to unwind the flow once a winner is established (9-2-1 is interrupting)."""


def check_winner(g: Table) -> None:
    """9-2-2/9-2-3: a player with zero life loses; both at once is a draw (1-2-3)."""
    p1, p2 = g.st.players
    if p1.life <= 0 or p2.life <= 0:
        dead = [p.life <= 0 and p.soul != "life" for p in (p1, p2)]
        if not (dead[0] or dead[1]):
            return
        if dead[0] and dead[1]:
            g.finish("draw", "both players reached zero life at once", "1-2-3")
        elif dead[1]:
            g.finish("p1", f"{g.name(1)} has no life left", "9-2-3")
        else:
            g.finish("p2", f"{g.name(0)} has no life left", "9-2-3")
        raise GameOver
