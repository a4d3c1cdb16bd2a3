"""Start benchmark: `bss-tui` against a bare Textual app, each as a whole process to its first frame.

    .venv/bin/python tests/benchmarks/start_bench.py [--runs N] [--warmup N] [--timeout S]

Each run starts the program under a pseudo-terminal of 120x40 (nothing in the app is changed or
injected) and reads what it writes to the terminal; the first frame is there when the screen's text
(escape sequences removed) shows the markers: the title and the "Quit" option for bss-tui, the one
Static's text for the bare app.  The time is wall time from just before the process is spawned (so
interpreter start and imports are included) to the read that completed the markers.  The process is
then killed and reaped with wait4(), whose ru_maxrss is the peak resident memory it reached: the
peak up to the first frame.  Linux counts the memory the process had between fork and exec, i.e.
this launcher's, in that peak, so a figure can never be below the launcher's own peak RSS (printed
with the results; both programs are well above it).

The runs of the two programs alternate, after `--warmup` unmeasured runs of each (the first start
after a while reads everything from disk).  A benchmark: it prints figures and asserts nothing; it is
not collected by pytest (its name does not start with test_).  Linux or macOS (pty, wait4).
"""

from __future__ import annotations

import argparse
import fcntl
import os
import re
import resource
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from dataclasses import dataclass, field
from pathlib import Path

from bss_tui.carddb.cache import CARDS_ENV   # where bss-tui reads the card data from

ROWS, COLUMNS = 40, 120
BARE_TEXT = "Hello from a bare Textual app."
BARE_APP = f'''
from textual.app import App, ComposeResult
from textual.widgets import Static


class BareApp(App[None]):
    def compose(self) -> ComposeResult:
        yield Static({BARE_TEXT!r})


if __name__ == "__main__":
    BareApp().run()
'''
BSS_MARKERS = ("B A T T L E S P I R I T S S A G A", "Quit")
# CSI sequences, OSC/DCS/APC strings, charset selections and other two-byte escapes
ESCAPES = re.compile(rb"\x1b\[[0-?]*[ -/]*[@-~]|\x1b[\]P^_X][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[()][0-9A-Za-z]|\x1b[@-Z\\-_=>]")
# a ru_maxrss unit: bytes on macOS, kilobytes on Linux
RSS_UNIT = 1 if sys.platform == "darwin" else 1024


class BenchError(Exception):
    """A run that could not be measured; the message says which program and why."""


@dataclass
class Program:
    name: str
    argv: list[str]
    markers: tuple[str, ...]
    seconds: list[float] = field(default_factory=list)
    peak_rss: list[int] = field(default_factory=list)       # bytes


def screen_text(raw: bytes) -> str:
    """What the terminal shows, roughly: escapes removed, runs of whitespace made one space."""
    return " ".join(ESCAPES.sub(b" ", raw).decode("utf-8", "replace").split())


def spawn(argv: list[str], env: dict[str, str]) -> tuple[subprocess.Popen[bytes], int, float]:
    """Start `argv` on a new pseudo-terminal: the process, the pty's master fd, the start time."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
    try:
        start = time.monotonic()
        process = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env,
                                   start_new_session=True, close_fds=True)
    except OSError as err:
        os.close(master)
        raise BenchError(f"{argv[0]}: cannot be started ({err})") from None
    finally:
        os.close(slave)
    return process, master, start


def wait_for_markers(name: str, master: int, markers: tuple[str, ...], timeout: float) -> float:
    """Read the pty until every marker has been shown; the monotonic time of that read."""
    raw = b""
    deadline = time.monotonic() + timeout
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            raise BenchError(f"{name}: no first frame within {timeout:g} s; screen so far: "
                             f"{screen_text(raw)[-200:]!r}")
        ready, _, _ = select.select([master], [], [], left)
        if not ready:
            continue
        try:
            chunk = os.read(master, 1 << 16)
        except OSError:             # EIO: the program closed the terminal (it exited)
            chunk = b""
        if not chunk:
            raise BenchError(f"{name}: exited before its first frame; it wrote: {screen_text(raw)[-300:]!r}")
        seen = time.monotonic()
        raw += chunk
        text = screen_text(raw)
        if all(marker in text for marker in markers):
            return seen


def stop(process: subprocess.Popen[bytes]) -> int:
    """Kill the program (it was started by us, in a session of its own) and reap it: its peak RSS
    in bytes."""
    try:
        os.kill(process.pid, signal.SIGKILL)     # never reaped before wait4, so the pid is still ours
    except ProcessLookupError:
        pass
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)   # Popen must not wait for it again
    return usage.ru_maxrss * RSS_UNIT


def run_once(program: Program, env: dict[str, str], timeout: float) -> tuple[float, int]:
    """One start: seconds from spawn to first frame, peak RSS in bytes."""
    process, master, start = spawn(program.argv, env)
    try:
        frame = wait_for_markers(program.name, master, program.markers, timeout)
    finally:
        peak = stop(process)
        os.close(master)
    return frame - start, peak


def bss_tui_command() -> list[str]:
    """The installed `bss-tui` beside this interpreter (the venv's), else the one on PATH."""
    beside = Path(sys.executable).with_name("bss-tui")
    found = str(beside) if beside.exists() else shutil.which("bss-tui")
    if found is None:
        raise BenchError("bss-tui is not installed beside this Python nor on PATH "
                         "(pip install -e . in the virtualenv)")
    return [found]


def measure(programs: list[Program], runs: int, warmup: int, timeout: float, env: dict[str, str]) -> None:
    for i in range(warmup + runs):
        for program in programs:
            seconds, peak = run_once(program, env, timeout)
            if i >= warmup:
                program.seconds.append(seconds)
                program.peak_rss.append(peak)


def report(programs: list[Program], runs: int) -> list[str]:
    bare, bss = programs
    lines = [f"start to first frame: {runs} runs each, pty {COLUMNS}x{ROWS}, wall time from spawn",
             f"  {'program':<10}{'median':>10}{'min':>10}{'max':>10}{'peak RSS (median)':>20}"]
    for p in programs:
        ms = [s * 1000 for s in p.seconds]
        lines.append(f"  {p.name:<10}{statistics.median(ms):>8.0f}ms{min(ms):>8.0f}ms{max(ms):>8.0f}ms"
                     f"{statistics.median(p.peak_rss) / 2**20:>17.1f} MB")
    time_ratio = statistics.median(bss.seconds) / statistics.median(bare.seconds)
    rss_ratio = statistics.median(bss.peak_rss) / statistics.median(bare.peak_rss)
    lines.append(f"  bss-tui / bare: {time_ratio:.2f}x the time, {rss_ratio:.2f}x the peak memory")
    launcher = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * RSS_UNIT / 2**20
    lines.append(f"  (peak RSS floor: this launcher's own, {launcher:.1f} MB)")
    return lines


CARD_BLOCK = re.compile(r"^\[\[cards\]\]\n(?:(?!\[\[cards\]\]).*\n?)*", re.M)


def build_pool(folder: Path, size: int) -> Path:
    """The shipped card data (sets and decks) in `folder`, plus a set "BIG" of copies of the shipped
    cards' tables under new ids, up to `size` cards in all: a pool as large as the booster sets',
    made of real card data (the same mix of effects), read by bss-tui through $BSS_TUI_CARDS."""
    shipped = Path(__file__).resolve().parents[2] / "cards"
    shutil.copytree(shipped, folder)
    blocks = [b for f in sorted((shipped / "sets").glob("*.toml"))
              for b in CARD_BLOCK.findall(f.read_text(encoding="utf-8"))]
    if not blocks:
        raise SystemExit("start_bench: no [[cards]] tables in the shipped sets")
    copies = []
    for i in range(max(0, size - len(blocks))):
        block = blocks[i % len(blocks)]
        copies.append(re.sub(r'^id = "[^"]*"', f'id = "BIG-{i + 1:04d}"', block, count=1, flags=re.M))
    if copies:          # the shipped pool may already be as large (a set file with no card is refused)
        (folder / "sets" / "BIG.toml").write_text('set = "BIG"\n\n' + "\n".join(copies), encoding="utf-8")
    return folder


def pool_load_times(env: dict[str, str]) -> str:
    """How long loading the pool takes in a fresh process: validating it (no cache yet), then from
    the cache that run wrote."""
    code = ("import time; t = time.perf_counter(); from bss_tui.carddb.loader import load_cards; "
            "n = len(load_cards()); print(n, round((time.perf_counter() - t) * 1000))")
    out = [subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
           .stdout.split() for _ in range(2)]
    return (f"pool of {out[0][0]} cards: imported and loaded in {out[0][1]} ms validating, "
            f"{out[1][1]} ms from the cache")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=10, help="measured starts of each program (default 10)")
    parser.add_argument("--warmup", type=int, default=1, help="unmeasured starts of each first (default 1)")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds a start may take (default 30)")
    parser.add_argument("--pool", type=int, default=0, metavar="N",
                        help="install a card pool of N cards first (the shipped cards, then copies of "
                             "them under new ids), as the booster sets will")
    args = parser.parse_args(argv)
    if args.runs < 1 or args.warmup < 0 or args.timeout <= 0:
        parser.error("--runs must be at least 1, --warmup at least 0, --timeout positive")
    with tempfile.TemporaryDirectory(prefix="start_bench_") as tmp:
        bare_file = Path(tmp) / "bare_app.py"
        bare_file.write_text(BARE_APP, encoding="utf-8")
        # saves go to the temporary directory: no autosave changes what bss-tui shows first
        env = {**os.environ, "TERM": "xterm-256color", "BSS_TUI_DATA": tmp}
        if args.pool:
            env[CARDS_ENV] = str(build_pool(Path(tmp) / "cards", args.pool))
            print(pool_load_times(env), file=sys.stderr)
        try:
            programs = [Program("bare", [sys.executable, str(bare_file)], (BARE_TEXT,)),
                        Program("bss-tui", bss_tui_command(), BSS_MARKERS)]
            measure(programs, args.runs, args.warmup, args.timeout, env)
        except BenchError as err:
            print(f"start_bench: {err}", file=sys.stderr)
            return 2
    print("\n".join(report(programs, args.runs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
