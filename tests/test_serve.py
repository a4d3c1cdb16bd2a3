"""`bss-tui serve`: the page on the loopback address, one clear line for a port it cannot use."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from bss_tui.serve import app_command, banner


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def serve(*args: str, env: dict[str, str] | None = None) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "bss_tui.cli", "serve", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env)


def test_the_page_answers_on_loopback(tmp_path: Path):
    port = free_port()
    proc = serve("--port", str(port), env={**os.environ, "BSS_TUI_DATA": str(tmp_path)})
    try:
        page = ""
        for _ in range(150):
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2) as answer:
                    assert answer.status == 200
                    page = answer.read().decode()
                    break
            except OSError:
                time.sleep(0.1)
        assert "bss-tui" in page and "/ws" in page, page[:300]   # the app's page and its websocket
    finally:
        proc.terminate()
        out, _ = proc.communicate(timeout=10)
    assert f"open http://127.0.0.1:{port}" in out and "loopback" in out


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
    assert "this machine only" in banner("127.0.0.1", 8000)
    assert "anyone who connects" in banner("0.0.0.0", 8000)
    assert app_command(5).endswith("-m bss_tui.cli --seed 5")
