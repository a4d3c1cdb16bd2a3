"""`bss-tui serve`: the same app in a browser tab.

textual-serve runs one `bss-tui` process per browser tab, with Textual's web driver, and relays
its screen and the keys over a websocket: the game, its hand-overs, the deck builder and the saves
are the terminal's own (the same data directory, the same autosave).  It listens on the loopback
address unless told otherwise: a game shown on a network is seen by whoever connects, so opening it
up is the user's explicit choice, and the command says which it is.
"""

from __future__ import annotations

import errno
import shlex
import socket
import sys

LOOPBACK = frozenset({"127.0.0.1", "::1", "localhost"})


class ServeError(Exception):
    """The server cannot start; the message is one line."""


def app_command(seed: int | None) -> str:
    """The shell command textual-serve starts for each browser tab: this interpreter's bss-tui."""
    parts = [sys.executable, "-m", "bss_tui.cli"] + (["--seed", str(seed)] if seed is not None else [])
    return " ".join(shlex.quote(p) for p in parts)


def check_port(host: str, port: int) -> None:
    """Refuse, in one line, a port that is taken or an address this machine cannot listen on,
    before textual-serve tries (it would end in a traceback)."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError) as err:
        raise ServeError(f"serve: cannot listen on {host!r}: {err}") from None
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)    # as the server itself binds
        try:
            probe.bind(address)
        except OSError as err:
            reason = "the port is in use (try another with --port)" if err.errno == errno.EADDRINUSE else err.strerror
            raise ServeError(f"serve: cannot listen on {host} port {port}: {reason}") from None


def url_of(host: str, port: int) -> str:
    return f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"


def banner(host: str, port: int) -> str:
    where = ("this machine only (loopback); --host 0.0.0.0 lets other machines connect"
             if host in LOOPBACK else "every machine that can reach this address: anyone who connects sees the game")
    return f"bss-tui in a browser: open {url_of(host, port)} (listening for {where}); ctrl+c stops it"


def serve(host: str, port: int, seed: int | None = None) -> int:
    """Serve until interrupted.  Raises ServeError when it cannot listen."""
    check_port(host, port)
    from textual_serve.server import Server    # only for this command: nothing else needs aiohttp
    print(banner(host, port), flush=True)
    server = Server(app_command(seed), host=host, port=port, title="bss-tui: Battle Spirits Saga")
    try:
        server.serve()
    except OSError as err:      # taken between the check and the bind
        raise ServeError(f"serve: cannot listen on {host} port {port}: {err.strerror}") from None
    return 0
