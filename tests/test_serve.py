"""`bss-tui serve`: the real server on a loopback port, safe by default.

The address it prints carries a secret; a request or a websocket without it, with a wrong one or
from a foreign page (its Origin) is refused before any app process starts; live sessions are
bounded; the apps it starts know they are served (so they open deck files only from the data
folder, tests/ui/test_deckbuilder.py).  App processes are counted as the server's children.
"""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

import aiohttp
import pytest

from bss_tui.carddb.files import SERVED_ENV
from bss_tui.serve import app_command, banner, origin_problem


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def serve(*args: str, env: dict[str, str] | None = None, out: Path | None = None) -> subprocess.Popen[str]:
    stdout = out.open("w") if out is not None else subprocess.PIPE
    return subprocess.Popen([sys.executable, "-m", "bss_tui.cli", "serve", *args], stdout=stdout,
                            stderr=subprocess.PIPE, text=True, env=env)


def wait_until(test: Callable[[], bool], what: str, timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if test():
            return
        time.sleep(0.1)
    raise AssertionError(f"{what}: not within {timeout} s")


def children(pid: int) -> list[int]:
    """The processes whose parent is `pid` (the app processes textual-serve starts)."""
    found = subprocess.run(["ps", "--ppid", str(pid), "-o", "pid="], capture_output=True, text=True, check=False)
    return [int(p) for p in found.stdout.split()]


@dataclass
class Served:
    proc: subprocess.Popen[str]
    url: str           # the address it printed, secret included
    port: int

    @property
    def secret(self) -> str:
        return self.url.rstrip("/").rsplit("/", 1)[1]

    @property
    def ws(self) -> str:
        return "ws" + self.url[len("http"):] + "ws"

    def apps(self) -> list[int]:
        return children(self.proc.pid)


@pytest.fixture
def started(tmp_path: Path) -> Iterator[Callable[..., Served]]:
    procs: list[subprocess.Popen[str]] = []

    def start(*args: str) -> Served:
        port = free_port()
        out = tmp_path / f"out-{port}.txt"
        proc = serve("--port", str(port), *args, out=out,
                     env={**os.environ, "BSS_TUI_DATA": str(tmp_path / "data")})
        procs.append(proc)
        wait_until(lambda: "open http" in out.read_text() or proc.poll() is not None, "the banner")
        found = re.search(r"open (http://\S+)", out.read_text())
        assert found, out.read_text()

        def listening() -> bool:
            with socket.socket() as s:
                return s.connect_ex(("127.0.0.1", port)) == 0
        wait_until(listening, "listening")
        return Served(proc, found.group(1), port)

    yield start
    for proc in procs:
        proc.terminate()
        try:
            proc.communicate(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()


def get(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:
            return answer.status, answer.read().decode()
    except urllib.error.HTTPError as err:
        return err.code, err.read().decode()


def test_the_page_keeps_its_address_to_itself(started):
    """The address holds the secret: no Referer to the font's site; no framing by another page."""
    with urllib.request.urlopen(started().url, timeout=10) as answer:
        assert answer.headers["Referrer-Policy"] == "no-referrer"
        assert "frame-ancestors 'none'" in answer.headers["Content-Security-Policy"]


async def handshake(url: str, origin: str | None) -> int:
    """The status of a websocket handshake (101 when accepted; closed again at once)."""
    async with aiohttp.ClientSession() as session:
        try:
            async with session.ws_connect(url, origin=origin, autoping=False):
                return 101
        except aiohttp.WSServerHandshakeError as err:
            return err.status


def test_the_page_answers_at_the_printed_address_only(started):
    served = started()
    status, page = get(served.url)
    assert status == 200 and "bss-tui" in page
    assert served.ws.split("://", 1)[1] in page           # the page's websocket carries the secret too
    root, secret = f"http://127.0.0.1:{served.port}/", served.secret
    assert served.url == f"{root}{secret}/" and len(secret) >= 32 and re.fullmatch(r"[A-Za-z0-9_-]+", secret)
    for wrong in (root, root + "static/js/textual.js", root + secret[:-1] + "x/", root + secret.upper() + "/",
                  root + "ws", root + "%C3%A9/"):
        status, body = get(wrong)
        assert status == 403 and "secret" in body, (wrong, status, body)
    assert get(served.url + "static/js/textual.js")[0] == 200
    assert get(served.url.rstrip("/")) == (200, page)      # the address without its last slash


def test_a_second_server_has_another_secret(started):
    assert started().secret != started().secret


async def test_a_foreign_or_secretless_websocket_is_refused_before_any_app_starts(started):
    served = started()
    root = f"ws://127.0.0.1:{served.port}"
    own = f"http://127.0.0.1:{served.port}"
    refused = {
        "no secret": (f"{root}/ws", own),
        "a wrong secret": (served.ws.replace(served.secret, "x" * 43), own),
        "a foreign page": (served.ws, "http://evil.example"),
        "a foreign page on this port": (served.ws, f"http://evil.example:{served.port}"),
        "another port of this machine": (served.ws, f"http://127.0.0.1:{served.port + 1}"),
        "https of this address": (served.ws, f"https://127.0.0.1:{served.port}"),
        "an opaque origin": (served.ws, "null"),
    }
    for case, (url, origin) in refused.items():
        assert await handshake(url, origin) == 403, case
        assert served.apps() == [], f"{case}: an app process started"
    assert await handshake(served.ws, own) == 101       # the same server accepts its own page
    by_name = served.ws.replace("127.0.0.1", "localhost")     # the page opened as localhost
    assert await handshake(by_name, f"http://localhost:{served.port}") == 101


async def test_an_accepted_websocket_starts_one_served_app(started):
    served = started()
    async with aiohttp.ClientSession() as session:
        async with session.ws_connect(served.ws + "?width=80&height=24", origin=None):    # a script: no Origin
            wait_until(lambda: len(served.apps()) == 1, "an app process")
            environ = Path(f"/proc/{served.apps()[0]}/environ").read_bytes().split(b"\0")
            assert f"{SERVED_ENV}=1".encode() in environ      # the app knows it is served
    wait_until(lambda: served.apps() == [], "the app ends with its websocket")


async def test_past_the_session_bound_a_clear_refusal(started):
    served = started("--max-sessions", "1")
    own = f"http://127.0.0.1:{served.port}"
    async with aiohttp.ClientSession() as session:
        async with session.ws_connect(served.ws, origin=own):
            wait_until(lambda: len(served.apps()) == 1, "the first app")
            assert await handshake(served.ws, own) == 503
            status, body = get(served.url)
            assert status == 503 and "1 game is open" in body and "--max-sessions" in body, body
            assert len(served.apps()) == 1
    wait_until(lambda: served.apps() == [], "the first app ends")
    assert get(served.url)[0] == 200
    assert await handshake(served.ws, own) == 101


def test_what_clients_send_reaches_the_terminal_escaped_in_one_line(started, tmp_path: Path):
    """A client's request line and headers (a User-Agent with C1 and bidi controls; a request the
    HTTP parser refuses) never reach the server's terminal raw, nor as a traceback."""
    served = started()
    for raw in (b"GET / HTTP/1.1\r\nHost: x\r\nUser-Agent: a\xc2\x9b31m\xe2\x80\xaeb\r\n\r\n",
                b"GET /\x1b]0;title\x07 HTTP/1.1\r\nHost: x\r\n\r\n",
                b"GET / HTTP/1.1\r\nHost: x\r\nUser-Agent: a\x1b[2Jb\r\n\r\n"):
        with socket.create_connection(("127.0.0.1", served.port)) as client:
            client.sendall(raw)
            assert client.recv(100).split(b" ")[1] in (b"400", b"403")
    served.proc.terminate()
    served.proc.communicate(timeout=15)
    out = (tmp_path / f"out-{served.port}.txt").read_text()
    assert not re.search("[\x1b\x07\x80-\x9f\u202e]", out), out
    assert "Traceback" not in out and "\u2502" not in out, out       # no traceback, nor rich's framed one
    assert "refused a malformed request" in out


def test_the_page_answers_on_loopback(tmp_path: Path):
    port = free_port()
    proc = serve("--port", str(port), env={**os.environ, "BSS_TUI_DATA": str(tmp_path)})
    try:
        wait_until(lambda: get_or_none(f"http://127.0.0.1:{port}/") is not None, "the server")
    finally:
        proc.terminate()
        out, _ = proc.communicate(timeout=10)
    assert f"open http://127.0.0.1:{port}/" in out and "loopback" in out and "at most 4" in out


def get_or_none(url: str) -> int | None:
    try:
        return get(url)[0]
    except OSError:
        return None


def test_a_busy_port_is_one_line_exit_2():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        proc = serve("--port", str(port))
        _, err = proc.communicate(timeout=60)
    assert proc.returncode == 2
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert f"port {port}" in err and "in use" in err


def test_an_address_it_cannot_listen_on_is_one_line():
    proc = serve("--host", "no-such-host.invalid", "--port", "8000")
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 2 and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_the_banner_says_who_can_connect():
    assert "this machine only" in banner("http://127.0.0.1:8000/s/", "127.0.0.1", 4)
    assert "anyone who has this address" in banner("http://0.0.0.0:8000/s/", "0.0.0.0", 4)
    assert app_command(5).endswith("-m bss_tui.cli --seed 5")


@pytest.mark.parametrize("origin, host, bound, problem", [
    (None, "127.0.0.1:8000", "127.0.0.1", ""),                      # a script, which holds the secret
    ("http://127.0.0.1:8000", "127.0.0.1:8000", "127.0.0.1", ""),
    ("http://[::1]:8000", "[::1]:8000", "127.0.0.1", ""),
    ("http://LOCALHOST:8000", "localhost:8000", "127.0.0.1", ""),
    ("http://192.168.1.5:8000", "192.168.1.5:8000", "0.0.0.0", ""),  # served to the network: the address used
    ("http://evil.example:8000", "evil.example:8000", "127.0.0.1", "not this server's address"),  # rebinding
    ("http://evil.example:8000", "192.168.1.5:8000", "0.0.0.0", "not this server's address"),
    ("http://127.0.0.1:8001", "127.0.0.1:8000", "127.0.0.1", "not this server's address"),
    ("http://127.0.0.1", "127.0.0.1:8000", "127.0.0.1", "not this server's address"),
    ("null", "127.0.0.1:8000", "127.0.0.1", "not this server's address"),
    ("http://127.0.0.1:80000", "127.0.0.1:8000", "127.0.0.1", "not this server's address"),
    ("http://127.0.0.1:8000", None, "127.0.0.1", "not this server's address"),
])
def test_which_origins_may_open_the_websocket(origin, host, bound, problem):
    found = origin_problem(origin, host, bound, 8000)
    assert (problem in found) if problem else found == "", found
