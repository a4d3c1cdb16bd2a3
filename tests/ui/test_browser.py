"""The game in a real browser: `bss-tui serve`, Chromium driven by Playwright.

The page draws the terminal on a canvas (xterm.js), so what is on screen is read from the bytes the
page receives over its websocket, fed to a terminal emulator (pyte) sized as the page asked: the
same screen the browser draws.  The test starts a new game with keys, plays the setup and a turn
with hand-overs, checks the board and that the player away from the keyboard has no hidden card on
screen (hand and face-down burst, from the autosave the served app wrote), then quits.  The page is
opened at the address `bss-tui serve` printed (its secret included); a page of another site is
refused the game's websocket.

Needs Debian's chromium (`apt-get install chromium`) or BSS_TUI_CHROMIUM naming a Chromium binary;
skipped with the reason otherwise.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable

import pytest

from bss_tui.engine.saves import store

from conftest import hidden_names, holder_may_see, leaks, public_text

CHROMIUM = os.environ.get("BSS_TUI_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
playwright_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install '.[test]')")
pyte = pytest.importorskip("pyte", reason="pyte is not installed (pip install '.[test]')")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="no Chromium: apt-get install chromium "
                                "(or set BSS_TUI_CHROMIUM to a Chromium binary)")

SEED = 7


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def wait_for_port(port: int, timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise AssertionError(f"bss-tui serve did not listen on port {port} within {timeout} s")


class Terminal:
    """The page's terminal, rebuilt from the websocket's frames."""

    def __init__(self) -> None:
        self.screen = pyte.Screen(80, 24)
        self.stream = pyte.ByteStream(self.screen)

    def sent(self, payload: Any) -> None:
        if isinstance(payload, str) and payload.startswith('["resize"'):
            size = json.loads(payload)[1]
            self.screen.resize(size["height"], size["width"])

    def received(self, payload: Any) -> None:
        if isinstance(payload, bytes):
            self.stream.feed(payload)

    def text(self) -> str:
        return "\n".join(self.screen.display)


def wait_until(page: Any, term: Terminal, test: Callable[[str], bool], what: str, timeout: float = 30.0) -> str:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        page.wait_for_timeout(200)
        text = term.text()
        if test(text):
            return text
    raise AssertionError(f"the page never showed {what}; last screen:\n{term.text()}")


def printed_address(out: Path, timeout: float = 30.0) -> str:
    """The address `bss-tui serve` printed (its secret included): the only one that opens the game."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        found = re.search(r"open (http://\S+)", out.read_text())
        if found:
            return found.group(1)
        time.sleep(0.1)
    raise AssertionError(f"bss-tui serve printed no address within {timeout} s: {out.read_text()[:300]!r}")


@pytest.fixture
def server(tmp_path: Path):
    port = free_port()
    env = {**os.environ, "BSS_TUI_DATA": str(tmp_path / "data")}
    out = tmp_path / "serve.out"
    with out.open("w") as log:
        proc = subprocess.Popen([sys.executable, "-m", "bss_tui.cli", "--seed", str(SEED), "serve", "--port", str(port)],
                                env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        wait_for_port(port)
        yield printed_address(out), tmp_path / "data", proc
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()


def test_a_game_in_the_browser(server, monkeypatch):
    address, data, proc = server
    monkeypatch.setenv("BSS_TUI_DATA", str(data))      # read the served app's autosave
    term = Terminal()
    with playwright_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1400, "height": 900})
        page.on("websocket", lambda ws: (ws.on("framesent", term.sent), ws.on("framereceived", term.received)))
        page.goto(address)
        screen = wait_until(page, term, lambda t: "Quit" in t and "New game" in t, "the title screen")
        page.click("#terminal")
        page.keyboard.press("n")
        wait_until(page, term, lambda t: "Start" in t or "start" in t, "the new-game form")
        page.keyboard.press("Control+s")
        handovers = 0
        checked = 0
        boards = 0
        for _ in range(200):           # the setup and the first turns, key by key
            screen = wait_until(page, term, lambda t: bool(t.strip()), "anything")
            game = store.load_game()
            if "Pass the keyboard to" in screen:
                handovers += 1
                assert game is not None
                checked += check_private(screen, game, None)
                page.keyboard.press(" ")
            elif game is not None and game.decision is not None:
                checked += check_private(screen, game, game.decision.player)
                boards += "(at the keyboard)" in screen and "Your hand" in screen
                page.keyboard.press(next_key(screen))
            else:
                page.keyboard.press("Enter")
            page.wait_for_timeout(150)
            if handovers >= 4 and game is not None and game.st.turn >= 2:
                break
        assert handovers >= 4, f"expected hand-overs in the setup and the first turns, saw {handovers}:\n{term.text()}"
        assert checked > 0 and boards > 0, "the board with the holder's hand was never on screen"
        shots = Path(__file__).resolve().parents[2] / "screenshots"
        if os.environ.get("BSS_TUI_BROWSER_SHOT"):     # README's picture: set when regenerating screenshots
            page.screenshot(path=str(shots / "browser.png"))
        page.keyboard.press("Control+q")     # quit (the game is saved): the served app ends
        page.wait_for_selector("body.-closed", timeout=30_000)    # the app ended: the page says so
        browser.close()


def next_key(screen: str) -> str:
    """A person's key: the default payment, yes at a confirmation, end a main or attack step,
    else the highlighted (first) action."""
    if "pay auto" in screen or "put auto" in screen:
        return "a"
    if "Press y for yes" in screen:
        return "y"
    if "Move cores (main step" in screen:
        return "Escape"
    if "Main step" in screen or "Attack step" in screen or "Flash" in screen:
        return "e"
    return "Enter"


def check_private(screen: str, game: Any, holder: int | None) -> int:
    """No hidden card of a player away from the keyboard on screen (both at a hand-over)."""
    away = [0, 1] if holder is None else [1 - holder]
    allowed = holder_may_see(game, holder) if holder is not None else public_text(game)
    for seat in away:
        found = leaks(screen, hidden_names(game, seat), allowed)
        assert not found, f"{found} of player {seat + 1} on screen while player {holder} holds the keyboard"
    return 1


def test_a_foreign_page_cannot_open_the_game(server, tmp_path: Path):
    """The attack of issue 25: a page on another site, visited while the server runs, opens the
    game's websocket from the user's own browser.  Refused with the secret or without it; the
    server says so (the handshake reached it), and no app process starts.  Recent Chromium blocks
    such a connection itself (Local Network Access) unless the user allows it, and other browsers
    do not: the check is turned off here, so what refuses is the server's own."""
    address, _, proc = server
    attempts = {"with the secret": "ws" + address[len("http"):] + "ws",
                "without it": "ws" + address[len("http"):].rsplit("/", 2)[0] + "/ws"}
    with playwright_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM,
                                    args=["--no-sandbox", "--disable-features=LocalNetworkAccessChecks"])
        page = browser.new_page()
        page.route("http://evil.example/**", lambda route: route.fulfill(body="<p>a page</p>", content_type="text/html"))
        page.goto("http://evil.example/")
        for case, url in attempts.items():
            outcome = page.evaluate("""url => new Promise(done => {
                const ws = new WebSocket(url);
                ws.onopen = () => { ws.close(); done("open"); };
                ws.onerror = () => done("refused");
            })""", url)
            assert outcome == "refused", case
        browser.close()
    apps = subprocess.run(["ps", "--ppid", str(proc.pid), "-o", "pid="], capture_output=True, text=True).stdout
    assert apps.split() == [], "an app process started"
    proc.terminate()            # its log reaches the file when it ends
    proc.wait(timeout=10)
    log = " ".join((tmp_path / "serve.out").read_text().split())      # its lines are wrapped
    assert "refused a websocket: the page at 'http://evil.example' is not this server's address" in log, log

