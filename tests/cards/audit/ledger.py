"""The card audit ledger (issue 24): one line per reference card with two independent verdicts and the
settled one, and the scenarios that show how the card plays.

Inputs, all in this folder:
- reader_a/<SET>.jsonl and reader_b/<SET>.jsonl: each reader's verdicts, written without seeing the
  other's: {"id", "verdict", "note"}; the note says how a card is wrong, what is missing or why doubtful.
- settled/<SET>.jsonl: the third read, for a card whose two verdicts differ, and the record of each card
  settled as wrong or missing: {"id", "verdict", "note", "fixed", "scenarios"}; `fixed` is true once the
  card plays as printed, and `scenarios` then names the scenario files (stems) that failed before the fix
  and pass now.

Run `python tests/cards/audit/ledger.py` to rewrite LEDGER.md; tests/cards/test_audit_ledger.py checks that
the ledger is current and that every verdict file is well formed.
"""

from __future__ import annotations

import json
import tomllib
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
TESTS = HERE.parent.parent
LEDGER = HERE / "LEDGER.md"
READERS = ("reader_a", "reader_b")
VERDICTS = ("right", "wrong", "missing", "doubtful")
FACTS = TESTS / "cards" / "reference_facts.jsonl"
SCENARIOS = TESTS / "scenarios"


class LedgerError(ValueError):
    """A verdict file that breaks the format, naming the file and line."""


@dataclass(frozen=True)
class Verdict:
    id: str
    verdict: str
    note: str


@dataclass(frozen=True)
class Settled:
    id: str
    verdict: str
    note: str
    fixed: bool
    scenarios: tuple[str, ...]


def reference_cards() -> dict[str, str]:
    """Every reference card id with its name, in id order."""
    cards = {}
    for line in FACTS.read_text(encoding="utf-8").splitlines():
        fact = json.loads(line)
        cards[fact["id"]] = fact["name"]
    return dict(sorted(cards.items()))


def _lines(path: Path, label: str) -> list[tuple[int, dict[str, object]]]:
    out = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as error:
            raise LedgerError(f"{label}:{number}: not JSON ({error.msg})") from None
        if not isinstance(row, dict):
            raise LedgerError(f"{label}:{number}: not a JSON object")
        out.append((number, row))
    return out


def _check_row(where: str, row: dict[str, object], known: dict[str, str], seen: set[str]) -> None:
    card, verdict, note = row.get("id"), row.get("verdict"), row.get("note", "")
    if card not in known:
        raise LedgerError(f"{where}: {card!r} is not a reference card")
    if card in seen:
        raise LedgerError(f"{where}: {card} has a verdict already")
    if verdict not in VERDICTS:
        raise LedgerError(f"{where}: verdict {verdict!r} is not one of {', '.join(VERDICTS)}")
    if not isinstance(note, str) or (verdict != "right" and not note.strip()):
        raise LedgerError(f"{where}: a {verdict} verdict needs a note saying why")
    seen.add(str(card))


def reader_verdicts(reader: str, known: dict[str, str]) -> dict[str, Verdict]:
    out: dict[str, Verdict] = {}
    for path in sorted((HERE / reader).glob("*.jsonl")):
        for number, row in _lines(path, f"{reader}/{path.name}"):
            where = f"{reader}/{path.name}:{number}"
            _check_row(where, row, known, set(out))
            if not str(row["id"]).startswith(path.stem + "-"):
                raise LedgerError(f"{where}: {row['id']} belongs in another set's file")
            out[str(row["id"])] = Verdict(str(row["id"]), str(row["verdict"]), str(row.get("note", "")))
    return out


def settled_verdicts(known: dict[str, str]) -> dict[str, Settled]:
    out: dict[str, Settled] = {}
    for path in sorted((HERE / "settled").glob("*.jsonl")):
        for number, row in _lines(path, f"settled/{path.name}"):
            where = f"settled/{path.name}:{number}"
            _settled_row(where, row, known, out)
            if not str(row["id"]).startswith(path.stem + "-"):
                raise LedgerError(f"{where}: {row['id']} belongs in another set's file")
    return out


def _settled_row(where: str, row: dict[str, object], known: dict[str, str], out: dict[str, Settled]) -> None:
    _check_row(where, row, known, set(out))
    scenarios = row.get("scenarios", [])
    fixed = row.get("fixed", False)
    if not isinstance(scenarios, list) or not all(isinstance(s, str) for s in scenarios):
        raise LedgerError(f"{where}: scenarios must be a list of scenario file names")
    if not isinstance(fixed, bool):
        raise LedgerError(f"{where}: fixed must be true or false")
    if fixed and not scenarios:
        raise LedgerError(f"{where}: a fixed card names the scenarios that show the fix")
    out[str(row["id"])] = Settled(str(row["id"]), str(row["verdict"]), str(row.get("note", "")),
                                  fixed, tuple(scenarios))


def scenario_index() -> dict[str, list[str]]:
    """Scenario file stems by the card ids their titles name (a card's own scenarios)."""
    index: dict[str, list[str]] = {}
    for path in sorted(SCENARIOS.rglob("*.toml")):
        title = str(tomllib.loads(path.read_text(encoding="utf-8")).get("title", ""))
        for word in title.replace(",", " ").replace(":", " ").replace("(", " ").replace(")", " ").split():
            if word.count("-") == 1 and word.split("-")[1].isdigit():
                index.setdefault(word, []).append(path.stem)
    return index


def scenario_paths() -> dict[str, Path]:
    return {path.stem: path for path in SCENARIOS.rglob("*.toml")}


@dataclass(frozen=True)
class Row:
    id: str
    name: str
    readings: tuple[Verdict | None, Verdict | None]
    settled: str          # a verdict, "unsettled" (the readers differ), "read once" or "unread"
    record: Settled | None

    @property
    def fixed(self) -> bool:
        return self.record is not None and self.record.fixed


def _settle(readings: tuple[Verdict | None, Verdict | None], record: Settled | None) -> str:
    if record is not None:
        return record.verdict
    a, b = readings
    if a is None and b is None:
        return "unread"
    if a is None or b is None:
        return "read once"
    return a.verdict if a.verdict == b.verdict else "unsettled"


def rows() -> list[Row]:
    known = reference_cards()
    a, b = (reader_verdicts(reader, known) for reader in READERS)
    settled = settled_verdicts(known)
    out = []
    for card, name in known.items():
        readings = (a.get(card), b.get(card))
        out.append(Row(card, name, readings, _settle(readings, settled.get(card)), settled.get(card)))
    return out


def _cell(text: str) -> str:
    return text.replace("|", "/").replace("\n", " ").strip()


def _verdict_cell(verdict: Verdict | None) -> str:
    if verdict is None:
        return "-"
    return verdict.verdict if not verdict.note else f"{verdict.verdict}: {_cell(verdict.note)}"


def _settled_cell(row: Row) -> str:
    if row.settled in ("wrong", "missing"):
        state = "fixed" if row.fixed else "open"
        return f"{row.settled} ({state})"
    return row.settled


def summary(all_rows: list[Row]) -> list[str]:
    count = {key: sum(1 for r in all_rows if r.settled == key)
             for key in (*VERDICTS, "unsettled", "read once", "unread")}
    fixed = sum(1 for r in all_rows if r.fixed)
    return [
        f"- cards: {len(all_rows)}; read by both readers: "
        f"{sum(1 for r in all_rows if None not in r.readings)}; read by one: {count['read once']}; "
        f"unread: {count['unread']}",
        f"- settled: right {count['right']}, wrong {count['wrong']}, missing {count['missing']}, "
        f"doubtful {count['doubtful']}; fixed since: {fixed}; readers differ, not yet settled: "
        f"{count['unsettled']}",
    ]


def render() -> str:
    all_rows = rows()
    index = scenario_index()
    lines = [
        "# Card audit ledger",
        "",
        "Generated by `python tests/cards/audit/ledger.py` from the two readers' verdicts (reader_a/, reader_b/)",
        "and the settled reads (settled/); the format is in ledger.py. Each reader compared the official",
        "card text with the card's definition and with what the engine does, without seeing the other's verdict.",
        "A card settled as wrong or missing is \"fixed\" once scenarios show it playing as printed.",
        "",
        *summary(all_rows),
        "",
        "| card | name | reader a | reader b | settled | scenarios |",
        "|---|---|---|---|---|---|",
    ]
    for row in all_rows:
        shown = row.record.scenarios if row.record and row.record.scenarios else tuple(index.get(row.id, []))
        lines.append(f"| {row.id} | {_cell(row.name)} | {_verdict_cell(row.readings[0])} | "
                     f"{_verdict_cell(row.readings[1])} | {_settled_cell(row)} | {', '.join(shown)} |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    LEDGER.write_text(render(), encoding="utf-8")
    print(f"wrote {LEDGER}")
