"""A plain line-by-line hot-seat game in the terminal.

It renders only the view of the player who must decide, and clears the screen and waits for a key
whenever the keyboard passes to the other player, so neither sees the other's hand or burst.
"""

from __future__ import annotations

import random
from typing import Callable

from .carddb.decks import load_deck, shipped_decks
from .carddb.loader import load_cards
from .engine import Game, IllegalAction

CLEAR = "\033[2J\033[H"


def describe(view: dict) -> list[str]:
    lines = [f"Turn {view['turn']}, {view['step']} step, {view['active']}'s turn"]
    me = view["viewer"]
    for side in sorted(view["players"], key=lambda p: p["seat"] == me):
        tag = "you" if side["seat"] == me else "opponent"
        lines.append(f"-- {side['name']} ({tag}): life {side['life']}, reserve {side['reserve']}, "
                     f"soul core {side['soul_core']}, trash {len(side['trash'])} cards/{side['trash_cores']} cores, "
                     f"deck {side['deck_count']}, hand {side['hand_count']}, "
                     f"burst {'set' if side['burst_set'] else 'none'}")
        for fc in side["field"]:
            state = "exhausted" if fc["exhausted"] else "refreshed"
            bp = f", {fc['bp']} BP" if fc["bp"] is not None else ""
            soul = " + soul core" if fc["soul"] else ""
            lines.append(f"   [{fc['label']}] {fc['name']} LV{fc['level']}{bp}, {fc['cores']} cores{soul}, {state}")
        if side["hand"] is not None:
            lines.append("   hand: " + ", ".join(f"{c['name']} ({c['id']})" for c in side["hand"]))
        if side["burst"] is not None:
            lines.append(f"   burst: {side['burst']['name']} ({side['burst']['id']})")
    return lines


def run(seed: int | None = None, read: Callable[[str], str] = input, write: Callable[[str], None] = print) -> int:
    db = load_cards()
    names = shipped_decks()[:2]
    g = Game.new(load_deck(names[0], db), load_deck(names[-1], db),
                 seed=seed if seed is not None else random.randrange(1 << 30), names=("Player 1", "Player 2"))
    holder = None
    seen = 0
    while g.decision is not None:
        seat = g.decision.player
        if seat != holder:
            write(CLEAR + f"Hand the keyboard to {g.name(seat)}, then press Enter.")
            read("")
            write(CLEAR)
            holder = seat
        view = g.view(seat)
        for entry in view["log"][seen:]:
            write(f"  ({entry['rule']}) {entry['text']}")
        seen = len(view["log"])
        write("\n".join(describe(view)))
        options = view["decision"]["options"]
        write(view["decision"]["prompt"])
        for i, text in enumerate(options, 1):
            write(f"  {i:>2}. {text}")
        line = read("> ").strip()
        if line in ("q", "quit"):
            return 0
        action = options[int(line) - 1] if line.isdigit() and 1 <= int(line) <= len(options) else line
        try:
            g.apply(action)
        except IllegalAction as err:
            write(f"Not allowed: {err}")
    for entry in g.events[-3:]:
        write(f"  ({entry.rule}) {entry.text}")
    return 0
