"""A plain line-by-line hot-seat game in the terminal.

It renders only the view of the player who must decide.  The game runs on the terminal's
alternate screen, and whenever the keyboard passes to the other player the screen AND the
scrollback are cleared before anything else is written, so neither player can scroll back to
the other's hand or burst.  Like the app it autosaves after every action (the same file, with
the players' stop settings), offers to resume a saved game, and takes the decisions that need
nobody (engine/model/seats.py: a forced choice on public information, a prompt a player passes
automatically) without handing the keyboard over.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any, Callable

from .carddb.decks import load_deck, preconstructed_decks
from .carddb.loader import CardDataError, cards_dir, load_cards
from .carddb.terminal import shown
from .engine import Game, IllegalAction
from .engine.model.savefile import ACTION_MAX
from .engine.model.seats import StopSettings, take_automatic
from .engine.model.state import seat_name
from .engine.saves import store as saves

ALT_SCREEN_ON, ALT_SCREEN_OFF = "\033[?1049h", "\033[?1049l"
CLEAR = "\033[2J\033[3J\033[H"     # the screen, then the scrollback (ESC[3J), then the cursor home
CHOICE = re.compile(r"[0-9]{1,4}")     # ASCII digits: '²' is a digit to str.isdigit() but not to int()


def describe(view: dict[str, Any]) -> list[str]:
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


def new_game(seed: int | None) -> Game:
    db = load_cards()
    names = preconstructed_decks()
    if not names:
        raise CardDataError(f"{cards_dir() / 'decks'}: no deck files (*.deck) to play with")
    return Game.new(load_deck(names[0], db), load_deck(names[min(1, len(names) - 1)], db),
                    seed=seed if seed is not None else random.randrange(1 << 30), names=("Player 1", "Player 2"))


def resume_or_new(seed: int | None, path: Path, read: Callable[[str], str], write: Callable[[str], None]) -> Game:
    """The autosaved game if there is one and the players want it, else a new game.  Only public
    facts are written here (names, turn): nobody holds the keyboard yet."""
    try:
        saved = saves.load_game(path)
    except saves.UnreadableSave as err:
        write(str(err))
        saved = None
    if saved is not None and not saved.finished:
        question = (f"A saved game ({saved.name(0)} vs {saved.name(1)}, turn {saved.st.turn}) can be resumed. "
                    "Resume it? [Y/n] ")
        if read(question).strip().lower() not in ("n", "no"):
            return saved
    return new_game(seed)


def autosave(g: Game, path: Path, stops: StopSettings) -> str:
    """Save after an action (clear the save once the game is over); a warning line if it failed."""
    try:
        if g.finished:
            saves.clear_save(path)
        else:
            saves.save_game(g, path, {"stops": stops.to_data()})
    except OSError as err:
        return f"The game could not be saved ({err})."
    return ""


def chosen(line: str, options: list[str]) -> str:
    """The action a typed line stands for: a number picks from the list, anything else is notation."""
    if CHOICE.fullmatch(line) and 1 <= int(line) <= len(options):
        return options[int(line) - 1]
    return line


def run(seed: int | None = None, read: Callable[[str], str] = input, write: Callable[[str], None] = print,
        save_path: Path | None = None) -> int:
    path = save_path or saves.autosave_path()
    write(ALT_SCREEN_ON + CLEAR)
    try:
        g = resume_or_new(seed, path, read, write)
        if not play(g, path, read, write):
            return 0
    finally:
        write(CLEAR + ALT_SCREEN_OFF)   # nothing private left behind, alternate screen or not
    for entry in g.events[-3:]:       # public lines only, on the normal screen
        write(f"  ({entry.rule}) {entry.text}")
    return 0


def play(g: Game, path: Path, read: Callable[[str], str], write: Callable[[str], None]) -> bool:
    """Play until the game ends (True) or a player quits (False: the autosave keeps the game)."""
    def say(text: str) -> None:
        """Every line but the screen's own control sequences goes through the one sanitiser: a
        typed line is echoed in refusals, and names come from files."""
        write(shown(text, 4000, lines=True))

    holder = None
    seen = 0
    unsaved = ""                           # why the last autosave failed, while it has not succeeded since
    stops = saves.saved_stops(path, g)     # the app's settings for this game (set there with `s`)
    take_automatic(g, stops, g.apply)
    while g.decision is not None:
        seat = g.decision.player
        if seat != holder:
            write(CLEAR)
            say(f"Hand the keyboard to {g.name(seat)}, then press Enter.")
            read("")
            write(CLEAR)
            holder = seat
        view = g.view(seat)
        for entry in view["log"][seen:]:
            say(f"  ({entry['rule']}) {entry['text']}")
        seen = len(view["log"])
        say("\n".join(describe(view)))
        options = view["decision"]["options"]
        say(view["decision"]["prompt"])
        for i, text in enumerate(options, 1):
            say(f"  {i:>2}. {text}")
        line = read("> ").strip()
        if line in ("q", "quit"):
            write(CLEAR)
            say(f"The game is NOT saved: {unsaved} The autosave at {path} holds it as it was before."
                if unsaved else "The game is saved: `bss-tui lines` resumes it.")
            return False
        if len(line) > ACTION_MAX:
            say(f"Not allowed: {len(line)} characters is longer than any action ({ACTION_MAX} at most)")
            continue
        action = chosen(line, options)
        if action.split()[:1] == ["concede"] and action != f"concede {seat_name(seat)}":
            say(f"Not allowed: you may concede only for yourself: concede {seat_name(seat)} (1-2-4)")
            continue
        try:
            g.apply(action)
        except IllegalAction as err:
            say(f"Not allowed: {err}")
            continue
        take_automatic(g, stops, g.apply)
        unsaved = autosave(g, path, stops)
        if unsaved:
            say(unsaved)
    return True
