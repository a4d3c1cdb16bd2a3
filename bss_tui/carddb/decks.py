"""Deck files: one `COUNT CARD-ID` line per card, `#` starts a comment, and a first line
`# name: ...` may name the deck.  Checked against 5-1; every problem is reported at once."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import get_args


from .effects import CardType, Colour, Keyword
from .files import DATA_ENV as DATA_ENV, data_dir, inside, served, write_text_atomically
from .loader import CardDataError, cards_dir, read_text, shown_id
from .terminal import shown
from .schema import NAME_MAX, Card, clip, control_character
from .text import render_card

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
        return shown(fallback, NAME_MAX)        # a file's name may hold anything a file system allows
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


def copies_by_name(cards: list[Card]) -> dict[str, int]:
    """How many cards of each card name (5-1-1-1 counts by name; additional names do not count)."""
    by_name: dict[str, int] = {}
    for card in cards:
        by_name[card.name] = by_name.get(card.name, 0) + 1
    return by_name


def _mixes_practice(cards: list[Card]) -> int:
    """How many practice cards sit among real ones (0 when the deck is all of one kind)."""
    practice = sum(1 for card in cards if card_set(card) == PRACTICE_SET)
    return practice if practice < len(cards) else 0


def deck_problems(cards: list[Card]) -> list[str]:
    """5-1-1-1: 50 to 60 cards, at most four of one card name (additional names do not count);
    and practice cards (set VAN) only with practice cards.  Each problem as a phrase."""
    problems = []
    if not DECK_MIN <= len(cards) <= DECK_MAX:
        problems.append(f"{len(cards)} card{'s' if len(cards) != 1 else ''}; a deck holds {DECK_MIN} to {DECK_MAX} (5-1-1-1)")
    for name, n in copies_by_name(cards).items():
        if n > COPIES_MAX:
            problems.append(f"{n} copies of {name}; at most {COPIES_MAX} of one name (5-1-1-1)")
    practice = _mixes_practice(cards)
    if practice:
        problems.append(f"{practice} practice card{'s' if practice != 1 else ''} (set {PRACTICE_SET}) among real cards; "
                        "practice cards make a deck only with each other")
    return problems


def legality_problems(cards: list[Card], origin: str) -> list[str]:
    """The problems of `deck_problems`, each naming `origin` (a file, a save's key)."""
    return [f"{origin}: {problem}" for problem in deck_problems(cards)]


def add_refusal(cards: list[Card], card: Card) -> str:
    """Why one more `card` would break 5-1-1-1 (the deck builder refuses it), or "": the same
    limits as `deck_problems`, asked before the card goes in rather than after."""
    if copies_by_name(cards).get(card.name, 0) >= COPIES_MAX:
        return f"already {COPIES_MAX} copies of {card.name}; at most {COPIES_MAX} of one name (5-1-1-1)"
    if len(cards) >= DECK_MAX:
        return f"the deck has {len(cards)} cards; a deck holds at most {DECK_MAX} (5-1-1-1)"
    if _mixes_practice([*cards, card]) and not _mixes_practice(cards):
        return f"practice cards (set {PRACTICE_SET}) make a deck only with each other"
    return ""


SERVED_ONLY = "is not read: served, deck files open only from the data folder"


def read_deck(path: Path, db: dict[str, Card]) -> Deck:
    """The deck in `path` with every problem of the file at once: unusable lines and 5-1 together.
    Served in a browser, only a file in the data folder or the shipped card data is read: the
    player at the page may not be the machine's owner, and a path is typed in two screens."""
    where = shown(str(path))          # a file name may hold escapes: every message shows it clean
    stem = shown(path.stem, NAME_MAX)
    if served() and not inside(path, data_dir(), cards_dir()):
        return Deck(stem, problems=[f"{where}: {SERVED_ONLY}"], malformed=True)
    try:
        text = read_text(path)
    except (OSError, UnicodeDecodeError) as err:
        return Deck(stem, problems=[f"{where}: cannot be read ({shown(str(err))})"], malformed=True)
    cards, problems = parse_deck(text, where, db)
    deck = Deck(deck_name(text, stem), cards, problems, malformed=bool(problems))
    deck.problems += legality_problems(cards, where)
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
    """The file of a shipped deck named so ("vanilla-red"), else of a deck the player saved (in
    `user_decks_dir`), when there is no such path; else the path."""
    path = Path(name_or_path)
    if not _exists(path) and "/" not in name_or_path and len(name_or_path) <= NAME_MAX:
        for folder in (cards_dir() / "decks", user_decks_dir()):
            named = folder / f"{name_or_path}{DECK_SUFFIX}"
            if _exists(named):
                return named
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
    return sorted(p.stem for p in (cards_dir() / "decks").glob(f"*{DECK_SUFFIX}"))


PRACTICE_PREFIX = "vanilla-"
STARTER_PREFIX = "st"         # st01..st07: the starter decks, offered first (then the booster decks)


def preconstructed_decks() -> list[str]:
    """The real preconstructed decks (not the vanilla practice decks, unless there are no others):
    the starter decks first, so that a new game offers st01 against st02 by default."""
    names = shipped_decks()
    real = [n for n in names if not n.startswith(PRACTICE_PREFIX)]
    real.sort(key=lambda n: (not n.startswith(STARTER_PREFIX), n))
    return real or names


def random_deck(pool: list[Card], rng: random.Random, size: int = DECK_MIN) -> list[Card]:
    """A legal deck of `size` cards drawn at random from the real cards of `pool` (5-1-1-1: at most
    four of one name; never practice cards), for random play over the whole pool.  Half the decks
    keep to one or two colours, so that more of their cards can be paid for and their effects meet;
    the others take any card.  Same `rng` state, same deck."""
    real = sorted((c for c in pool if card_set(c) != PRACTICE_SET), key=lambda c: c.id)
    if rng.random() < 0.5:
        colours = set(rng.sample(COLOUR_ORDER, rng.randint(1, 2)))
        focused = [c for c in real if colours & set(c.colours)]
        real = focused if len({c.name for c in focused}) * COPIES_MAX >= size else real
    if len({c.name for c in real}) * COPIES_MAX < size:
        raise ValueError(f"{len(real)} real cards cannot make a deck of {size}")
    deck: list[Card] = []
    names: dict[str, int] = {}
    while len(deck) < size:
        card = rng.choice(real)
        room = min(COPIES_MAX - names.get(card.name, 0), size - len(deck))
        if room > 0:
            copies = rng.randint(1, room)
            deck.extend([card] * copies)
            names[card.name] = names.get(card.name, 0) + copies
    return deck


# ---- the players' own decks ------------------------------------------------------------------

DECK_SUFFIX = ".deck"
USER_DECKS = "decks"
FILE_NAME_MAX = 64
# Characters some file system refuses in a name (Windows' list covers the others'), and the
# names Windows keeps for devices: a deck saved here must open wherever the data folder is copied.
_FORBIDDEN = '<>:"/\\|?*'
_DEVICES = frozenset({"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)), *(f"lpt{i}" for i in range(10))})


def user_decks_dir() -> Path:
    return data_dir() / USER_DECKS


def user_decks() -> list[str]:
    """The names of the decks the player saved (file names without .deck), sorted."""
    try:
        return sorted(p.stem for p in user_decks_dir().glob(f"*{DECK_SUFFIX}") if p.is_file())
    except OSError:
        return []


def file_name_problem(name: str) -> str:
    """Why `name` cannot be a deck's file name (it is saved as NAME.deck), or ""."""
    if not name.strip():
        return "a deck needs a name"
    if len(name) > FILE_NAME_MAX:
        return f"a deck name has at most {FILE_NAME_MAX} characters (this one has {len(name)})"
    bad = control_character(name)
    if bad is not None:
        return f"a deck name cannot hold the control character {bad}"
    forbidden = sorted({ch for ch in name if ch in _FORBIDDEN})
    if forbidden:
        return f"a deck name cannot hold {' '.join(forbidden)} (not allowed in file names)"
    if name != name.strip() or name.endswith("."):
        return "a deck name cannot start or end with a space, nor end with a dot"
    if name.startswith("."):
        return "a deck name cannot start with a dot (the file would be hidden)"
    if name.split(".")[0].lower() in _DEVICES:
        return f"{name.split('.')[0]} is a device name on Windows, not a file name"
    if name in shipped_decks():
        return f"{name} is the name of a shipped deck; choose another name"
    return ""


def deck_text(name: str, cards: list[Card]) -> str:
    """A deck file: the `# name:` line, then one `COUNT CARD-ID   # name` line per card, spirits,
    nexuses and magic apart, each by id (read back by `read_deck` to the same cards)."""
    counts: dict[str, int] = {}
    by_id: dict[str, Card] = {}
    for card in cards:
        counts[card.id] = counts.get(card.id, 0) + 1
        by_id[card.id] = card
    lines = [f"# name: {name}", f"# {len(cards)} cards, saved by the bss-tui deck builder."]
    for kind in get_args(CardType):
        ids = sorted(cid for cid, card in by_id.items() if card.type == kind)
        if ids:
            lines.append(f"# {kind} ({sum(counts[cid] for cid in ids)})")
            lines.extend(f"{counts[cid]} {cid}   # {by_id[cid].name}" for cid in ids)
    return "\n".join(lines) + "\n"


def save_deck(name: str, cards: list[Card], folder: Path | None = None) -> Path:
    """Write the deck as NAME.deck in `folder` (the user decks folder by default) atomically: a
    temporary file beside it, then a rename, so a kill never leaves half a deck.  OSError when the
    folder cannot be written; ValueError (the reason) when the name cannot be a file name."""
    problem = file_name_problem(name)
    if problem:
        raise ValueError(problem)
    path = (folder or user_decks_dir()) / f"{name}{DECK_SUFFIX}"
    write_text_atomically(path, deck_text(name, cards), prefix=".deck-")
    return path


# ---- finding cards: `bss-tui cards list` and the deck builder's filters -------------------------

COLOURS: tuple[str, ...] = get_args(Colour)
TYPES: tuple[str, ...] = get_args(CardType)
KEYWORDS: tuple[str, ...] = get_args(Keyword)


def pool_sets(db: dict[str, Card]) -> list[str]:
    """The sets of the pool, from the card ids (whatever set files there are)."""
    return sorted({card_set(card) for card in db.values()})


def search_text(card: Card) -> str:
    """What a text search looks through: names, families and the card's rendered text, lower case."""
    return "\n".join([card.name, *card.families, *render_card(card)]).lower()


@dataclass(frozen=True)
class CardQuery:
    """Which cards to show: each field that is set must hold ("" / None: any).  `text`: every word
    must occur in the card's search text (`search_text`, passed in so callers can keep it)."""

    set: str = ""
    colour: str = ""
    type: str = ""
    cost: int | None = None
    family: str = ""
    keyword: str = ""
    text: str = ""

    def matches(self, card: Card, searched: str | None = None) -> bool:
        if self.set and card_set(card) != self.set:
            return False
        if self.colour and self.colour not in card.colours:
            return False
        if self.type and card.type != self.type:
            return False
        if self.cost is not None and card.cost != self.cost:
            return False
        if self.family and self.family not in card.families:
            return False
        if self.keyword and not card.has_keyword(self.keyword):
            return False
        words = self.text.lower().split()
        if words:
            haystack = searched if searched is not None else search_text(card)
            return all(word in haystack for word in words)
        return True
