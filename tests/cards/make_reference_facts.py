"""Writes tests/cards/reference_facts.jsonl: the facts of every card of the reference data, and no
effect text.

Run from the repository root:
    python tests/cards/make_reference_facts.py [/path/to/bss-cards.jsonl]

Kept per card: id, name, type, colours, cost, reduction, symbols, families, levels (level, cores,
BP), and per effect only its level tags, its timing label (the short heading such as "When
Summoned"), its keyword names (with their number) and its step labels ("Main", "Flash").  A reduction printed as a dash is written as none, and so are spirit types printed as a dash.  The
"details" sentences of the source are never copied: card text in this project is our own words,
rendered from the effect language (bss_tui/carddb/text/)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

SOURCE = Path("/work/shared/reference/cards/bss-cards.jsonl")
OUT = Path(__file__).with_name("reference_facts.jsonl")


def keyword(entry: dict[str, Any]) -> dict[str, Any]:
    """The source spells a keyword two ways ({keyword_name, keyword_modifier} or {keyword, value})."""
    name = entry.get("keyword_name", entry.get("keyword"))
    value = entry.get("keyword_modifier", entry.get("value"))
    return {"name": name, "value": value}


def effect(entry: dict[str, Any]) -> dict[str, Any]:
    return {
        "levels": list(entry.get("levels") or []),
        "timing": entry.get("condition") or "N/A",
        "keywords": [keyword(k) for k in entry.get("keywords") or []],
        "steps": list(entry.get("steps") or []),
        "has_text": (entry.get("details") or "N/A") != "N/A",
    }


def facts(card: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": card["ID"],
        "name": card["name"],
        "type": card["cardType"].lower(),
        "colours": [c.lower() for c in card["color"]],
        "cost": int(card["cost"]),
        # A dash where the reduction symbols would be is a card without any (36 cards, cost 0-2).
        "reduction": [r for r in card["reduction"] if r != "\u2014"],
        "symbols": list(card["symbols"]),
        "families": [f for f in card["subType"] if f and f != "-"],   # "-": a dash for no spirit type (BSS06)
        "levels": [{"level": r["level"], "cores": r["cores"], "bp": r["battlePoints"]}
                   for r in card["core_requirements"]],
        "effects": [effect(e) for e in card["effects"]],
    }


def main(argv: list[str]) -> int:
    source = Path(argv[1]) if len(argv) > 1 else SOURCE
    lines = [json.dumps(facts(json.loads(line)), ensure_ascii=False, sort_keys=True)
             for line in source.read_text(encoding="utf-8").splitlines() if line.strip()]
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(lines)} cards -> {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
