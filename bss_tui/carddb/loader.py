"""Loading card sets from TOML files under cards/sets.  A bad file stops the load with one line
naming the file, the card and the field; no partial card set is ever used."""

from __future__ import annotations

import gc
import re
import tomllib
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Mapping

from pydantic import ValidationError

from . import cache
from .files import read_bounded
from .rebuild import Unbuildable, build
from .cache import CARDS_ENV as CARDS_ENV, cards_dir as cards_dir  # where callers have always found them
from .errors import CardDataError as CardDataError  # where callers have always found it
from .schema import CARD_ID_PATTERN, Card, clip


MAX_FILE_BYTES = 4 << 20    # a card, deck or scenario file is a few kilobytes; refuse a runaway one


def describe_validation(err: ValidationError) -> str:
    """The first problem pydantic found, as "where: what (got ...)", one line with the input cut short."""
    first = err.errors()[0]
    where = ".".join(str(p) for p in first.get("loc", ())) or "(top level)"
    msg = " ".join(str(first.get("msg", "invalid")).split()).removeprefix("Value error, ")
    if len(msg) > 160:          # "Input tag 'x' found using 'do' does not match any of ..." lists every tag
        msg = msg[:157] + "..."
    value = first.get("input")
    got = f" (got {clip(value, 60)})" if isinstance(value, (str, int, float)) and first.get("loc") else ""
    return f"{where}: {msg}{got}"


def shown_id(cid: object) -> str:
    """A card id as a message may show it: as is when well formed, else quoted and cut short."""
    well_formed = isinstance(cid, str) and len(cid) <= 32 and re.fullmatch(CARD_ID_PATTERN, cid)
    return cid if well_formed and isinstance(cid, str) else clip(cid, 40)


def read_text(path: Path) -> str:
    """A data file's text (UTF-8, a byte-order mark allowed); OSError or UnicodeDecodeError if not."""
    return read_bounded(path, MAX_FILE_BYTES).decode("utf-8-sig")


def card_from_dict(raw: Any, origin: str) -> Card:
    if not isinstance(raw, dict):
        raise CardDataError(f"{origin}: a card must be a table")
    cid = shown_id(raw.get("id", "?"))
    try:
        return Card.model_validate(raw)
    except ValidationError as err:
        raise CardDataError(f"{origin}: card {cid}: {describe_validation(err)}") from None


def read_toml(path: Path, error: type[Exception] = CardDataError) -> dict[str, Any]:
    """A TOML file's table, or `error` with one line saying why not."""
    try:
        return tomllib.loads(read_text(path))
    except (OSError, UnicodeDecodeError) as err:
        raise error(f"{path}: cannot be read ({err})") from None
    except tomllib.TOMLDecodeError as err:
        raise error(f"{path}: not valid TOML ({' '.join(str(err).split())[:100]})") from None
    except ValueError:            # int() refuses more than 4300 digits
        raise error(f"{path}: not valid TOML (a number of more than 4300 digits)") from None
    except RecursionError:
        raise error(f"{path}: not valid TOML (nested too deeply)") from None


def load_set_file(path: Path) -> list[Card]:
    data = read_toml(path)
    raw_cards = data.get("cards")
    if not isinstance(raw_cards, list):
        raise CardDataError(f"{path}: key 'cards' must be an array of tables")
    return [card_from_dict(raw, str(path)) for raw in raw_cards]


def build_db(cards: Iterable[Card], origin: str, known: Mapping[str, Card] | None = None) -> dict[str, Card]:
    """The cards by id; an id defined twice (here or in `known`, the files read before) is refused."""
    db: dict[str, Card] = {}
    for card in cards:
        if card.id in db or (known is not None and card.id in known):
            raise CardDataError(f"{origin}: card id {card.id} is defined twice")
        db[card.id] = card
    return db


def load_cards(directory: str | None = None) -> dict[str, Card]:
    """Every card of every set file, by id; all or nothing (a bad file raises CardDataError)."""
    return _load_cards(str(Path(directory) if directory else cards_dir() / "sets"))


@lru_cache(maxsize=4)
def _load_cards(directory: str) -> dict[str, Card]:
    files = cache.set_files(Path(directory))
    kept = cache.path_for(files)
    pool = _rebuilt(cache.read(kept))
    if pool is not None:
        return _kept_for_good(pool)
    db: dict[str, Card] = {}
    for path in files:
        db.update(build_db(load_set_file(path), str(path), known=db))
    # only a pool that validated is ever kept
    cache.write(kept, {cid: card.model_dump(mode="json", exclude_unset=True) for cid, card in db.items()})
    return _kept_for_good(db)


def _rebuilt(data: dict[str, object] | None) -> dict[str, Card] | None:
    """The cached cards as models (rebuild.py), or None when the data does not fit them."""
    if data is None:
        return None
    try:
        pool = {cid: build(Card, card) for cid, card in data.items()}
    except (Unbuildable, TypeError, ValueError):
        return None
    return pool if all(isinstance(c, Card) and c.id == cid for cid, c in pool.items()) else None


def _kept_for_good(pool: dict[str, Card]) -> dict[str, Card]:
    """The pool, its objects (some 70,000 with every card) moved out of the garbage collector's
    reach (gc.freeze): it lives as long as the process and never changes, yet every full collection
    walked it again (35 ms each with every card, 4 ms without them: a few percent of random play).
    The cost is bounded and paid once per pool: whatever else is alive now (in the app, its first
    screen) is never freed as part of a cycle later."""
    gc.freeze()
    return pool
