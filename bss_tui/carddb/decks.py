"""Deck files: one `COUNT CARD-ID` line per card, `#` starts a comment, and a first line
`# name: ...` may name the deck.  Checked against 5-1; every problem is reported at once."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from .loader import CardDataError, cards_dir, read_text, shown_id
from .schema import NAME_MAX, Card, clip, control_character

DECK_MIN, DECK_MAX, COPIES_MAX = 50, 60, 4   # 5-1-1-1
PRACTICE_SET = "VAN"     # the made-up practice cards: never mixed with real ones
COLOUR_ORDER = ("red", "purple", "white", "yellow", "green", "blue")
MAX_LINES = 1000         # card lines in one file; with counts up to DECK_MAX this bounds the list

_LINE = re.compile(r"([0-9]+)\s+(\S+)")     # ASCII digits only: "²".isdigit() is True, int("²") fails
_NAME = re.compile(r"#\s*name:\s*(.*)", re.IGNORECASE)


@dataclass
class Deck:
    """A deck file as read: its name, its cards (file order) and every problem found."""

    name: str
    cards: list[Card] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    malformed: bool = False      # a line or the file itself is unusable (not only a 5-1 problem)

    @property
    def colours(self) -> list[str]:
        """The colours of its cards, in the usual order (a deck's colours are its cards')."""
        present = {c for card in self.cards for c in card.colours}
        return [c for c in COLOUR_ORDER if c in present]

    @property
    def label(self) -> str:
        """"st01 (red)": how a player picks the deck."""
        return f"{self.name} ({', '.join(self.colours) or 'colourless'})"


def card_set(card: Card) -> str:
    return card.id.split("-", 1)[0]


def deck_name(text: str, fallback: str) -> str:
    """The `# name: ...` of the first line when there is a usable one, else `fallback`."""
    first = text.split("\n", 1)[0].strip()
    match = _NAME.fullmatch(first)
    name = match.group(1).strip() if match else ""
    if not name or len(name) > NAME_MAX or control_character(name) is not None:
        return fallback
    return name


def parse_deck(text: str, origin: str, db: dict[str, Card]) -> tuple[list[Card], list[str]]:
    """The cards of a deck (in file order) and every line that cannot be used, each one line.
    No line adds more than DECK_MAX copies, so a huge count cannot exhaust memory."""
    cards: list[Card] = []
    problems: list[str] = []
    used = 0
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        used += 1
        if used > MAX_LINES:
            problems.append(f"{origin}:{number}: more than {MAX_LINES} card lines; the rest is not read")
            break
        match = _LINE.fullmatch(line)
        if match is None:
            problems.append(f"{origin}:{number}: expected 'COUNT CARD-ID', got {clip(line)}")
            continue
        digits, cid = match.group(1), match.group(2)
        card = db.get(cid)
        if len(digits) > 6 or not 1 <= int(digits) <= DECK_MAX:     # never int() of 5000 digits
            shown = digits if len(digits) <= 20 else digits[:17] + "..."
            problems.append(f"{origin}:{number}: count {shown} is not 1 to {DECK_MAX} (5-1-1-1)")
        elif card is None:
            problems.append(f"{origin}:{number}: unknown card id {shown_id(cid)}")
        else:
            cards.extend([card] * int(digits))
    return cards, problems


def legality_problems(cards: list[Card], origin: str) -> list[str]:
    """5-1-1-1: 50 to 60 cards, at most four of one card name (additional names do not count);
    and practice cards (set VAN) only with practice cards."""
    problems = []
    if not DECK_MIN <= len(cards) <= DECK_MAX:
        problems.append(f"{origin}: {len(cards)} cards; a deck holds {DECK_MIN} to {DECK_MAX} (5-1-1-1)")
    by_name: dict[str, int] = {}
    for card in cards:
        by_name[card.name] = by_name.get(card.name, 0) + 1
    for name, n in by_name.items():
        if n > COPIES_MAX:
            problems.append(f"{origin}: {n} copies of {name}; at most {COPIES_MAX} of one name (5-1-1-1)")
    practice = sum(1 for card in cards if card_set(card) == PRACTICE_SET)
    if 0 < practice < len(cards):
        problems.append(f"{origin}: {practice} practice card{'s' if practice != 1 else ''} (set {PRACTICE_SET}) among real cards; "
                        "practice cards make a deck only with each other")
    return problems


def read_deck(path: Path, db: dict[str, Card]) -> Deck:
    """The deck in `path` with every problem of the file at once: unusable lines and 5-1 together."""
    try:
        text = read_text(path)
    except (OSError, UnicodeDecodeError) as err:
        return Deck(path.stem, problems=[f"{path}: cannot be read ({err})"], malformed=True)
    cards, problems = parse_deck(text, str(path), db)
    deck = Deck(deck_name(text, path.stem), cards, problems, malformed=bool(problems))
    deck.problems += legality_problems(cards, str(path))
    return deck


def check_deck_file(path: Path, db: dict[str, Card]) -> tuple[list[Card], list[str]]:
    deck = read_deck(path, db)
    return deck.cards, deck.problems


def _exists(path: Path) -> bool:
    try:
        return path.exists()
    except OSError:          # a name too long for the file system, for one
        return False


def find_deck(name_or_path: str) -> Path:
    """The file of a shipped deck named so ("vanilla-red") when there is no such path, else the path."""
    path = Path(name_or_path)
    if not _exists(path) and "/" not in name_or_path and len(name_or_path) <= NAME_MAX:
        shipped = cards_dir() / "decks" / f"{name_or_path}.deck"
        if _exists(shipped):
            return shipped
    return path


def deck_path(name_or_path: str) -> Path:
    """A deck file path, or the file of a shipped deck by name; CardDataError if neither exists."""
    path = find_deck(name_or_path)
    if not _exists(path):
        raise CardDataError(f"{clip(name_or_path)}: no such deck file or shipped deck")
    return path


def one_line(problems: list[str], hint: str = ": see 'bss-tui deck check'") -> str:
    """The first problem, and how many more there are (`bss-tui deck check` lists them all)."""
    more = len(problems) - 1
    return problems[0] + (f" (and {more} more{hint})" if more else "")


def load_deck(name_or_path: str, db: dict[str, Card]) -> list[Card]:
    """A legal deck by file path or by shipped name; CardDataError (one line) otherwise."""
    deck = read_deck(deck_path(name_or_path), db)
    if deck.problems:
        raise CardDataError(one_line(deck.problems))
    return deck.cards


def shipped_decks() -> list[str]:
    return sorted(p.stem for p in (cards_dir() / "decks").glob("*.deck"))


PRACTICE_PREFIX = "vanilla-"


def preconstructed_decks() -> list[str]:
    """The real preconstructed decks (not the vanilla practice decks, unless there are no others)."""
    names = shipped_decks()
    real = [n for n in names if not n.startswith(PRACTICE_PREFIX)]
    return real or names
