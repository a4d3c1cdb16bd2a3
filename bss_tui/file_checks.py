"""Checking data files one by one, for the `check` commands (`bss-tui scenario check`,
`bss-tui practice check`): one verdict line per file, the reasons of a failure below it, and one
line on stderr for a file that cannot be used.  Exit codes: 0 all hold, 1 one failed, 2 malformed."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable, TextIO

from .carddb.terminal import shown

# A file's title and its failures (none: it holds); raises the caller's error for a malformed file.
Judge = Callable[[Path], tuple[str, list[str]]]


def check_each(paths: list[Path], judge: Judge, malformed: type[Exception], out: TextIO | None = None) -> int:
    out = out or sys.stdout
    worst = 0
    for path in paths:
        try:
            title, failures = judge(path)
        except malformed as err:
            print(f"bss-tui: {shown(' '.join(str(err).split()), 400)}", file=sys.stderr)
            worst = 2
            continue
        if failures:
            print(f"FAIL {shown(str(path))}: {shown(title)}", file=out)
            for line in failures:
                print(f"  {shown(line, 400)}", file=out)
            worst = max(worst, 1)
        else:
            print(f"ok   {shown(str(path))}: {shown(title)}", file=out)
    return worst


__all__ = ["Judge", "check_each"]
