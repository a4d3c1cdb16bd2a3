"""The card audit ledger (issue 24): one line per reference card with two independent verdicts and the
settled one, and the scenarios that show how the card plays.

Inputs, all in this folder:
- reader_a/<SET>.jsonl and reader_b/<SET>.jsonl: each reader's verdicts, written without seeing the
  other's: {"id", "verdict", "note"}; the note says how a card is wrong, what is missing or why doubtful.
- settled/<SET>.jsonl: the third read, for a card whose two verdicts differ: {"id", "verdict", "note"}.
- fixed/<SET>.jsonl (or <SET>.<anything>.jsonl, so that work done apart merges without conflicts): a card
  settled as wrong or missing that now plays as printed: {"id", "note", "scenarios"}; the note says what
  was mended, the scenarios (file stems) failed before and pass now.

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
class Fixed:
    id: str
    note: str
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


def _set_rows(folder: str) -> list[tuple[str, dict[str, object]]]:
    """Each row of folder/<SET>.jsonl with where it is, checked to be in its set's file."""
    out = []
    for path in sorted((HERE / folder).glob("*.jsonl")):
        for number, row in _lines(path, f"{folder}/{path.name}"):
            where = f"{folder}/{path.name}:{number}"
            if not str(row.get("id")).startswith(path.stem.split(".")[0] + "-"):
                raise LedgerError(f"{where}: {row.get('id')} belongs in another set's file")
            out.append((where, row))
    return out


def settled_verdicts(known: dict[str, str]) -> dict[str, Verdict]:
    out: dict[str, Verdict] = {}
    for where, row in _set_rows("settled"):
        _check_row(where, row, known, set(out))
        out[str(row["id"])] = Verdict(str(row["id"]), str(row["verdict"]), str(row.get("note", "")))
    return out


def fixed_cards(known: dict[str, str]) -> dict[str, Fixed]:
    out: dict[str, Fixed] = {}
    for where, row in _set_rows("fixed"):
        card, note, scenarios = row.get("id"), row.get("note"), row.get("scenarios")
        if card not in known:
            raise LedgerError(f"{where}: {card!r} is not a reference card")
        if card in out:
            raise LedgerError(f"{where}: {card} is recorded as fixed already")
        if not isinstance(note, str) or not note.strip():
            raise LedgerError(f"{where}: a fixed card needs a note saying what was mended")
        if not isinstance(scenarios, list) or not scenarios or not all(isinstance(x, str) for x in scenarios):
            raise LedgerError(f"{where}: a fixed card names the scenarios that show the fix")
        out[str(card)] = Fixed(str(card), note, tuple(scenarios))
    return out


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
    third: Verdict | None
    fix: Fixed | None

    @property
    def fixed(self) -> bool:
        return self.fix is not None


def _settle(readings: tuple[Verdict | None, Verdict | None], third: Verdict | None) -> str:
    if third is not None:
        return third.verdict
    a, b = readings
    if a is None and b is None:
        return "unread"
    if a is None or b is None:
        return "read once"
    return a.verdict if a.verdict == b.verdict else "unsettled"


def rows() -> list[Row]:
    known = reference_cards()
    a, b = (reader_verdicts(reader, known) for reader in READERS)
    settled, fixed = settled_verdicts(known), fixed_cards(known)
    out = []
    for card, name in known.items():
        readings = (a.get(card), b.get(card))
        verdict = _settle(readings, settled.get(card))
        if card in fixed and verdict in ("right", "doubtful"):
            raise LedgerError(f"fixed/: {card} is recorded as fixed but settled as {verdict}")
        out.append(Row(card, name, readings, verdict, settled.get(card), fixed.get(card)))
    return out


def _cell(text: str) -> str:
    return text.replace("|", "/").replace("\n", " ").strip()


def _verdict_cell(verdict: Verdict | None) -> str:
    if verdict is None:
        return "-"
    return verdict.verdict if not verdict.note else f"{verdict.verdict}: {_cell(verdict.note)}"


def _settled_cell(row: Row) -> str:
    text = row.settled
    if row.third is not None and row.third.note:
        text += f" (third read: {_cell(row.third.note)})"
    if row.settled in ("wrong", "missing", "unsettled", "read once"):
        text += f"; fixed: {_cell(row.fix.note)}" if row.fix is not None else ("; open" if row.settled in
                                                                                ("wrong", "missing") else "")
    return text


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
        "Generated by `python tests/cards/audit/ledger.py` from the two readers' verdicts (reader_a/, reader_b/),",
        "the third reads (settled/) and the fixes (fixed/); the format is in ledger.py. Each reader compared the",
        "official card text with the card's definition and with what the engine does, without seeing the other's",
        "verdict.",
        "A card settled as wrong or missing is \"fixed\" once scenarios show it playing as printed.",
        "",
        *summary(all_rows),
        "",
        "| card | name | reader a | reader b | settled | scenarios |",
        "|---|---|---|---|---|---|",
    ]
    for row in all_rows:
        shown = row.fix.scenarios if row.fix is not None else tuple(index.get(row.id, []))
        lines.append(f"| {row.id} | {_cell(row.name)} | {_verdict_cell(row.readings[0])} | "
                     f"{_verdict_cell(row.readings[1])} | {_settled_cell(row)} | {', '.join(shown)} |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    LEDGER.write_text(render(), encoding="utf-8")
    print(f"wrote {LEDGER}")
