"""One game as the app holds it: the engine, who holds the keyboard, and the autosave."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..carddb.loader import load_cards
from ..engine import Game
from ..engine import store as saves


@dataclass
class Session:
    game: Game
    save_path: Path | None = None
    holder: int | None = None          # the seat at the keyboard; None while it is handed over
    seen_events: list[int] = field(default_factory=lambda: [0, 0])

    @property
    def decider(self) -> int | None:
        d = self.game.decision
        return None if d is None else d.player

    @property
    def needs_handover(self) -> bool:
        """The deciding player is not the one holding the keyboard."""
        return self.decider is not None and self.decider != self.holder

    def take_keyboard(self) -> None:
        self.holder = self.decider

    def view(self) -> dict[str, Any] | None:
        """Only the view of the player at the keyboard (None while nobody holds it)."""
        return None if self.holder is None else self.game.view(self.holder)

    def public_view(self) -> dict[str, Any]:
        """What may be on screen while the keyboard is being handed over: the spectator's view."""
        return self.game.view(None)

    def apply(self, action: str) -> str:
        """Send one action to the engine (IllegalAction passes through) and autosave.  Returns
        a one-line warning when the autosave could not be written (the game goes on)."""
        self.game.apply(action)
        return self._autosave()

    @property
    def can_undo(self) -> bool:
        """The player at the keyboard may take back their last action (engine: Game.undo_refusal)."""
        return self.holder is not None and self.game.undo_refusal() is None

    def undo(self) -> str:
        """Take back the last action of the player at the keyboard (IllegalAction when it may not
        be: never across a hand-over or anything that revealed hidden information) and autosave."""
        self.game.undo()
        return self._autosave()

    def _autosave(self) -> str:
        try:
            if self.game.finished:
                saves.clear_save(self.save_path)
            else:
                saves.save_game(self.game, self.save_path)
        except OSError as err:
            return f"The game could not be saved ({err})."
        return ""


def card_names() -> dict[str, str]:
    return {cid: card.name for cid, card in load_cards().items()}


def describe_action(action: str, view: dict[str, Any] | None, names: dict[str, str],
                    players: list[str] | None = None) -> str:
    """The action with the names of the cards (and players) it mentions: "summon ST01-004" ->
    "summon ST01-004 · Raineedle"."""
    labels = {"p1": players[0], "p2": players[1]} if players else {}
    if view is not None:
        for side in view["players"]:
            for fc in side["field"]:
                labels[fc["label"]] = fc["name"]
    found = [labels.get(word) or names.get(word) for word in action.split()[1:]]
    extra = [e for e in found if e]
    return f"{action} · {' · '.join(extra)}" if extra else action
