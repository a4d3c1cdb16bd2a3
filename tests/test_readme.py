"""README is for players (issue 26): under 15,000 characters, the two set-up commands first, and
every link (in it and in the contributors' documents it links) a file inside the repository."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
LINK = re.compile(r"\]\(([^)#\s]+)")
DOCS = [README, ROOT / "bss_tui/engine/README.md", ROOT / "bss_tui/carddb/README.md", ROOT / "cards/README.md",
        ROOT / "bss_tui/computer/README.md",
        ROOT / "tests/README.md", ROOT / "tests/benchmarks/README.md"]


def test_readme_is_short_enough_for_a_newcomer() -> None:
    assert len(README.read_text(encoding="utf-8")) < 15_000


def test_the_two_set_up_commands_come_first_and_ci_runs_the_test_one() -> None:
    text = README.read_text(encoding="utf-8")
    blocks = re.findall(r"```sh\n(.*?)\n```", text, re.S)
    play, test = blocks[:2]
    assert play.endswith(".venv/bin/bss-tui") and "pip install ." in play
    assert test.endswith(".venv/bin/python -m pytest") and "[test]" in test
    assert text.index(play) < text.index("## Playing")
    assert ".venv/bin/python -m pytest" in (ROOT / ".ci/run").read_text(encoding="utf-8")


def test_every_link_is_a_file_of_the_repository() -> None:
    for doc in DOCS:
        for target in LINK.findall(doc.read_text(encoding="utf-8")):
            if target.startswith(("http://", "https://")):
                continue
            path = (doc.parent / target).resolve()
            assert path.is_relative_to(ROOT) and path.exists(), f"{doc.relative_to(ROOT)}: {target}"
