"""Issue 24's card audit: the ledger (tests/cards/audit/LEDGER.md) is current, every verdict file is well
formed, and every card settled as wrong and fixed names scenarios about that card which exist."""

import importlib.util
import json
import sys
from pathlib import Path

import pytest

_spec = importlib.util.spec_from_file_location("ledger", Path(__file__).parent / "audit" / "ledger.py")
ledger = importlib.util.module_from_spec(_spec)
sys.modules["ledger"] = ledger      # its dataclasses look their module up there
_spec.loader.exec_module(ledger)


def test_ledger_is_current() -> None:
    assert ledger.LEDGER.read_text(encoding="utf-8") == ledger.render(), "run: python tests/cards/audit/ledger.py"


def test_ledger_lists_every_reference_card_once() -> None:
    ids = [row.id for row in ledger.rows()]
    assert len(ids) == len(set(ids)) == 1089


def test_a_fixed_card_names_scenarios_about_it() -> None:
    paths = ledger.scenario_paths()
    for row in ledger.rows():
        if not row.fixed:
            continue
        for stem in row.fix.scenarios:
            assert stem in paths, f"{row.id}: no scenario {stem}"
            assert row.id in paths[stem].read_text(encoding="utf-8"), f"{row.id}: {stem} does not name the card"


def _write(folder: Path, name: str, rows: list[object]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")


@pytest.mark.parametrize("rows, message", [
    ([{"id": "BSS01-999", "verdict": "right", "note": ""}], "not a reference card"),
    ([{"id": "BSS01-002", "verdict": "fine", "note": ""}], "not one of"),
    ([{"id": "BSS01-002", "verdict": "wrong", "note": " "}], "needs a note"),
    ([{"id": "BSS01-002", "verdict": "right"}, {"id": "BSS01-002", "verdict": "right"}], "already"),
    ([{"id": "BSS02-001", "verdict": "right", "note": ""}], "another set"),
    (["BSS01-002"], "not a JSON object"),
])
def test_a_malformed_verdict_file_is_refused_naming_the_line(tmp_path, monkeypatch, rows, message) -> None:
    _write(tmp_path / "reader_a", "BSS01.jsonl", rows)
    monkeypatch.setattr(ledger, "HERE", tmp_path)
    with pytest.raises(ledger.LedgerError, match=message) as error:
        ledger.reader_verdicts("reader_a", ledger.reference_cards())
    assert "reader_a/BSS01.jsonl:" in str(error.value)


def test_verdicts_settle_by_agreement_or_by_the_third_read(tmp_path, monkeypatch) -> None:
    _write(tmp_path / "reader_a", "BSS01.jsonl", [
        {"id": "BSS01-002", "verdict": "right", "note": ""},
        {"id": "BSS01-003", "verdict": "wrong", "note": "refreshes too much"},
        {"id": "BSS01-004", "verdict": "right", "note": ""}])
    _write(tmp_path / "reader_b", "BSS01.jsonl", [
        {"id": "BSS01-002", "verdict": "right", "note": ""},
        {"id": "BSS01-003", "verdict": "right", "note": ""}])
    monkeypatch.setattr(ledger, "HERE", tmp_path)
    settled = {row.id: row.settled for row in ledger.rows()}
    assert (settled["BSS01-002"], settled["BSS01-003"], settled["BSS01-004"], settled["BSS01-005"]) == \
        ("right", "unsettled", "read once", "unread")
    _write(tmp_path / "settled", "BSS01.jsonl", [{"id": "BSS01-003", "verdict": "wrong", "note": "as a says"}])
    assert {row.id: row.settled for row in ledger.rows()}["BSS01-003"] == "wrong"
    _write(tmp_path / "fixed", "BSS01.jsonl", [{"id": "BSS01-003", "note": "refreshes one", "scenarios": []}])
    with pytest.raises(ledger.LedgerError, match="names the scenarios"):
        ledger.rows()
    _write(tmp_path / "fixed", "BSS01.jsonl", [{"id": "BSS01-002", "note": "x", "scenarios": ["s"]}])
    with pytest.raises(ledger.LedgerError, match="settled as right"):
        ledger.rows()
