"""`bss-tui serve`: the same app in a browser tab, safe by default.

textual-serve runs one `bss-tui` process per browser tab, with Textual's web driver, and relays
its screen and the keys over a websocket: the game, its hand-overs, the deck builder and the saves
are the terminal's own (the same data directory, the same autosave).

Any web page the user visits can make the browser open a connection to a server on the user's own
machine, so the loopback address alone protects nothing.  As notebook servers do, the checks go
around textual-serve, before any app process starts:
- a random secret is part of the address printed at the start; every request (page, websocket,
  static files) must carry it as its first path segment, compared in constant time: a page that
  does not know the address cannot reach the game at all (403);
- the websocket's Origin must be the address the page was served from (Host header and port; on
  loopback a loopback name), so a foreign page that learnt the secret still cannot drive it (403).
  A client that sends no Origin is not a browser page (browsers always send it on a websocket), and
  it holds the secret, so it is let in: scripts and tests;
- at most `max_sessions` live games (each is a process of its own), with a page saying so past it;
- the apps it starts see SERVED_ENV, and then open deck files only from the data folder or the
  shipped card data (carddb/decks.py, read_deck).
It listens on the loopback address unless told otherwise, and the command says which it is.
"""

from __future__ import annotations

import errno
import hmac
import logging
import os
import secrets
import shlex
import socket
import sys
from urllib.parse import urlsplit

from aiohttp import web
from aiohttp.http_exceptions import HttpProcessingError
from aiohttp.typedefs import Handler
from textual_serve.server import Server

from .carddb.files import SERVED_ENV

LOOPBACK = frozenset({"127.0.0.1", "::1", "localhost"})
SECRET_BYTES = 32         # token_urlsafe: 43 characters, 256 bits
WEBSOCKET, INDEX = "websocket", "index"     # textual-serve's route names

NO_SECRET = "bss-tui: this address needs the secret that 'bss-tui serve' printed; open the whole address it shows"
FOREIGN = "bss-tui: refused: the page that opened this connection is not this server's own"

log = logging.getLogger("bss-tui serve")


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


def banner(url: str, host: str, max_sessions: int) -> str:
    where = ("this machine only (loopback); --host 0.0.0.0 lets other machines connect"
             if host in LOOPBACK else "every machine that can reach this one: anyone who has this address can play")
    games = f"at most {max_sessions} game{'s' if max_sessions != 1 else ''} at once"
    return f"bss-tui in a browser: open {url} (listening for {where}; {games}); ctrl+c stops it"


def secret_matches(given: str, secret: str) -> bool:
    """In constant time (no timing tells how much of a guess was right); bytes, as a path may hold
    any character."""
    return hmac.compare_digest(given.encode("utf-8", "surrogatepass"), secret.encode("ascii"))


def _host_port(url: str) -> tuple[str, int] | None:
    """(host, port) of an http address ("http://h:p"), None for anything else."""
    try:
        parts = urlsplit(url)
        port = parts.port or 80
    except ValueError:            # a port out of range or not a number
        return None
    if parts.scheme != "http" or not parts.hostname:
        return None
    return parts.hostname, port


def origin_problem(origin: str | None, host_header: str | None, bound: str, port: int) -> str:
    """Why a websocket from the page at `origin` is refused, or "".  The page must be this server's
    own: the address the browser reached (Host) and the port it listens on; when it listens on
    loopback, a loopback name, so a foreign name resolving to 127.0.0.1 (DNS rebinding) is refused.
    No Origin: not a browser page (see the module's text)."""
    if origin is None:
        return ""
    page = _host_port(origin)
    reached = _host_port(f"http://{host_header}") if host_header else None
    if page is None or page != reached or page[1] != port or (bound in LOOPBACK and page[0] not in LOOPBACK):
        return f"the page at {origin[:80]!r} is not this server's address"
    return ""


def too_many(max_sessions: int) -> str:
    games = f"{max_sessions} game is" if max_sessions == 1 else f"{max_sessions} games are"
    return (f"bss-tui: {games} open in other tabs already, as many as this server allows "
            "(bss-tui serve --max-sessions); close one, then reload this page")


class RefusalInOneLine(logging.Filter):
    """A request the HTTP parser refuses is the client's doing, not a fault of the server: one
    warning line with the reason quoted (escaped), not a traceback of the parser."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        if isinstance(error, HttpProcessingError):
            reason = error.message.splitlines()[0] if error.message else str(error.code)
            record.msg, record.args = "refused a malformed request: %s", (reason[:80].rstrip(":"),)
            record.exc_info, record.exc_text = None, None
            record.levelno, record.levelname = logging.WARNING, "WARNING"
        return True


def quiet_logs() -> None:
    """What a client sends reaches the terminal only quoted by our own lines: aiohttp's access log
    would print a request's path and User-Agent as received (C1 and bidi controls pass its parser)."""
    logging.getLogger("aiohttp.access").setLevel(logging.WARNING)
    logging.getLogger("aiohttp.server").addFilter(RefusalInOneLine())


class GuardedServer(Server):
    """textual-serve's server behind the secret, the Origin check and the session bound."""

    def __init__(self, command: str, host: str, port: int, max_sessions: int) -> None:
        super().__init__(command, host=host, port=port, title="bss-tui: Battle Spirits Saga")
        self.bound_host = host
        self.secret = secrets.token_urlsafe(SECRET_BYTES)
        self.max_sessions = max_sessions
        self.sessions = 0

    @property
    def address(self) -> str:
        return f"{url_of(self.bound_host, self.port)}/{self.secret}/"

    async def _make_app(self) -> web.Application:
        """textual-serve's routes (page, websocket, static files) under /SECRET/, behind `guard`."""
        inner = await super()._make_app()
        outer = web.Application(middlewares=[self.guard])
        outer.add_subapp(f"/{self.secret}/", inner)
        outer.on_response_prepare.append(self.private_headers)
        return outer

    async def on_startup(self, app: web.Application) -> None:
        """Quiet: textual-serve's own greeting shows the address without the secret; the banner
        was printed already."""

    @web.middleware
    async def guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        first = request.path.split("/", 2)[1]
        if not secret_matches(first, self.secret):
            return web.Response(status=403, text=NO_SECRET)
        if request.path == f"/{self.secret}":         # the address without its last slash
            raise web.HTTPFound(f"/{self.secret}/")
        route = request.match_info.route.name
        if route == WEBSOCKET:
            problem = origin_problem(request.headers.get("Origin"), request.host, self.bound_host, self.port)
            if problem:
                log.warning("refused a websocket: %s", problem)
                return web.Response(status=403, text=f"{FOREIGN} ({problem})")
        if route in (WEBSOCKET, INDEX) and self.sessions >= self.max_sessions:
            return web.Response(status=503, text=too_many(self.max_sessions))
        if route != WEBSOCKET:
            return await handler(request)
        self.sessions += 1          # no await since the check: two handshakes cannot both pass it
        try:
            return await handler(request)       # returns when the app process has ended
        finally:
            self.sessions -= 1

    async def private_headers(self, request: web.Request, response: web.StreamResponse) -> None:
        """The address holds the secret: the browser never sends it to another site (the page
        loads a font), and no other page may frame this one to steer clicks into it."""
        response.headers["Referrer-Policy"] = "no-referrer"
        response.headers["Content-Security-Policy"] = "frame-ancestors 'none'"


def serve(host: str, port: int, seed: int | None, max_sessions: int) -> int:
    """Serve until interrupted.  Raises ServeError when it cannot listen."""
    check_port(host, port)
    os.environ[SERVED_ENV] = "1"         # textual-serve passes this process's environment to each app
    server = GuardedServer(app_command(seed), host, port, max_sessions)
    print(banner(server.address, host, max_sessions), flush=True)
    quiet_logs()
    try:
        server.serve()
    except OSError as err:      # taken between the check and the bind
        raise ServeError(f"serve: cannot listen on {host} port {port}: {err.strerror}") from None
    return 0
