"""Every shipped card's text, line for line, as players see it (tests/cards/card_text.golden).

The text is rendered from the effect language, so a change of the language's shape (issue 9, part
6) must leave it exactly as it was; a deliberate change of wording or a new card regenerates the
file with `python tests/cards/test_card_text_golden.py` and the diff is reviewed."""

from __future__ import annotations

import sys
from pathlib import Path

from bss_tui.carddb.loader import load_cards
from bss_tui.carddb.text import render_card

GOLDEN = Path(__file__).with_name("card_text.golden")


def rendered() -> str:
    lines: list[str] = []
    for card in sorted(load_cards().values(), key=lambda c: c.id):
        lines.append(f"## {card.id} {card.name}")
        lines.extend(render_card(card))
    return "\n".join(lines) + "\n"


def test_every_card_text_is_as_recorded() -> None:
    expected = GOLDEN.read_text(encoding="utf-8").splitlines()
    actual = rendered().splitlines()
    changed = [f"{e!r} -> {a!r}" for e, a in zip(expected, actual) if e != a]
    assert not changed, "\n".join(changed[:10])
    assert len(actual) == len(expected)


if __name__ == "__main__":
    GOLDEN.write_text(rendered(), encoding="utf-8")
    sys.exit(0)
