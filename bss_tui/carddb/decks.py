"""Deck files: one `COUNT CARD-ID` line per card, `#` starts a comment.  Checked against 5-1."""

from __future__ import annotations

from pathlib import Path

from .loader import CardDataError, cards_dir
from .schema import Card

DECK_MIN, DECK_MAX, COPIES_MAX = 50, 60, 4   # 5-1-1-1


def parse_deck(text: str, origin: str, db: dict[str, Card]) -> tuple[list[Card], list[str]]:
    """The cards of a deck (in file order) and every problem found, each one line."""
    cards: list[Card] = []
    problems: list[str] = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split()
        if len(parts) != 2 or not parts[0].isdigit() or int(parts[0]) < 1:
            problems.append(f"{origin}:{number}: expected 'COUNT CARD-ID', got {line!r}")
            continue
        count, cid = int(parts[0]), parts[1]
        card = db.get(cid)
        if card is None:
            problems.append(f"{origin}:{number}: unknown card id {cid}")
            continue
        cards.extend([card] * count)
    return cards, problems


def legality_problems(cards: list[Card], origin: str) -> list[str]:
    """5-1-1-1: 50 to 60 cards, at most four of one card name (additional names do not count)."""
    problems = []
    if not DECK_MIN <= len(cards) <= DECK_MAX:
        problems.append(f"{origin}: {len(cards)} cards; a deck holds {DECK_MIN} to {DECK_MAX} (5-1-1-1)")
    by_name: dict[str, int] = {}
    for card in cards:
        by_name[card.name] = by_name.get(card.name, 0) + 1
    for name, n in by_name.items():
        if n > COPIES_MAX:
            problems.append(f"{origin}: {n} copies of {name}; at most {COPIES_MAX} of one name (5-1-1-1)")
    return problems


def check_deck_file(path: Path, db: dict[str, Card]) -> tuple[list[Card], list[str]]:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        return [], [f"{path}: cannot be read ({err})"]
    cards, problems = parse_deck(text, str(path), db)
    if not problems:
        problems = legality_problems(cards, str(path))
    return cards, problems


def load_deck(name_or_path: str, db: dict[str, Card]) -> list[Card]:
    """A deck by file path or by the name of a shipped deck ("vanilla-red")."""
    path = Path(name_or_path)
    if not path.exists():
        shipped = cards_dir() / "decks" / f"{name_or_path}.deck"
        if shipped.exists():
            path = shipped
    if not path.exists():
        raise CardDataError(f"{name_or_path}: no such deck file or shipped deck")
    cards, problems = check_deck_file(path, db)
    if problems:
        raise CardDataError(problems[0])
    return cards


def shipped_decks() -> list[str]:
    return sorted(p.stem for p in (cards_dir() / "decks").glob("*.deck"))


PRACTICE_PREFIX = "vanilla-"


def preconstructed_decks() -> list[str]:
    """The real preconstructed decks (not the vanilla practice decks, unless there are no others)."""
    names = shipped_decks()
    real = [n for n in names if not n.startswith(PRACTICE_PREFIX)]
    return real or names
