"""Issue 25: a full device or a reader that stops early ends a command quietly with a non-zero exit,
never a traceback; `simulate --decks ,` is an error, not a run with no decks named."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from bss_tui.cli import main

COMMAND = [sys.executable, "-m", "bss_tui.cli", "cards", "list"]


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
def test_a_full_device_is_one_line_and_exit_2() -> None:
    with open("/dev/full", "w") as full:
        done = subprocess.run(COMMAND, stdout=full, stderr=subprocess.PIPE, text=True, timeout=60)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.strip() == "bss-tui: cannot write the output (No space left on device)"


def test_a_reader_that_stops_early_ends_it_quietly_and_non_zero() -> None:
    reader = subprocess.Popen(COMMAND, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert reader.stdout is not None
    reader.stdout.readline()
    reader.stdout.close()               # like `| head -1`
    _, err = reader.communicate(timeout=60)
    assert reader.returncode == 1 and b"Traceback" not in err and err == b""


@pytest.mark.parametrize("decks", [",", "st01,", ",st02", " , "])
def test_simulate_with_an_empty_deck_name_is_an_error(decks, capsys) -> None:
    assert main(["simulate", "--games", "1", "--decks", decks]) == 2
    err = capsys.readouterr().err
    assert "names an empty deck" in err and len(err.strip().splitlines()) == 1
