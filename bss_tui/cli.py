"""The `bss-tui` command: the game (no arguments) and headless verbs for people and CI."""

from __future__ import annotations

import argparse
import errno
import json
import os
import re
import sys
from pathlib import Path
from typing import Callable, NoReturn

from .carddb.errors import CardDataError
from .carddb.terminal import shown

EXIT_BAD_INPUT = 2
SEED_LIMIT = 1 << 63          # seeds are 64-bit signed: a save can always hold them
MAX_GAMES = 1_000_000
MAX_SESSIONS = 4              # bss-tui serve: live games at once, each a process of its own


class UsageError(Exception):
    """A command line that cannot be used; the message is one line."""


class Parser(argparse.ArgumentParser):
    """argparse, but a bad command line is one line (no usage block) and exit code 2."""

    def error(self, message: str) -> NoReturn:
        where = self.prog.removeprefix("bss-tui").strip()
        text = f"{where}: {message}" if where else message
        if len(text) > 160:      # argparse quotes what was typed, which may be anything
            text = text[:157] + "..."
        raise UsageError(f"{text} (see --help)")


OUTPUT_ERRORS = (errno.ENOSPC, errno.EPIPE, errno.EIO, errno.EBADF, errno.EDQUOT)


def _fail(message: str) -> int:
    print(f"bss-tui: {shown(' '.join(message.split()), 400)}", file=sys.stderr)
    return EXIT_BAD_INPUT


def bounded_int(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: an integer of ASCII digits from `low` to `high` (no '²', no 5000 digits)."""
    def parse(text: str) -> int:
        if not re.fullmatch(r"-?[0-9]{1,20}", text.strip()) or not low <= int(text) <= high:
            from .carddb.schema import clip    # only on a bad number: the start needs no pydantic
            raise argparse.ArgumentTypeError(f"expected a whole number from {low} to {high}, got {clip(text, 40)}")
        return int(text)
    parse.__name__ = "number"
    return parse


SEED = bounded_int(-SEED_LIMIT, SEED_LIMIT - 1)     # a 64-bit signed number
MAX_BUDGET = 600.0           # seconds per decision: ten minutes is already more than anyone waits


def budget_seconds(text: str) -> float:
    """An argparse type: seconds, a plain decimal number above 0 and at most MAX_BUDGET."""
    if not re.fullmatch(r"[0-9]{1,4}(\.[0-9]{1,6})?|\.[0-9]{1,6}", text.strip()) or not 0 < float(text) <= MAX_BUDGET:
        from .carddb.schema import clip    # only on a bad number: the start needs no pydantic
        raise argparse.ArgumentTypeError(f"expected seconds above 0 and at most {MAX_BUDGET:g}, got {clip(text, 40)}")
    return float(text)


budget_seconds.__name__ = "seconds"


def cmd_simulate(args: argparse.Namespace) -> int:
    from .computer import SIMULATED, parse_pair
    from .simulate import simulate
    decks = [d.strip() for d in args.decks.split(",")] if args.decks else None
    if decks is not None and not all(decks):
        raise UsageError(f"simulate: --decks {shown(args.decks, 60)!r} names an empty deck; give deck names or "
                         "files separated by commas")
    try:
        kinds = parse_pair(args.players, SIMULATED)
    except ValueError as err:
        raise UsageError(f"simulate: --players: {err}") from None
    if decks and args.random_decks:
        raise UsageError("simulate: give --decks or --random-decks, not both")
    summary = simulate(args.games, args.seed, decks, handovers=not args.no_handovers, kinds=kinds,
                       random_decks=args.random_decks, budget=args.budget, alternate=args.alternate)
    print("\n".join(summary.lines()))
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    from .serve import ServeError, serve
    try:
        return serve(args.host, args.port, args.seed, args.max_sessions)
    except ServeError as err:
        raise UsageError(str(err)) from None


def cmd_scenario_check(args: argparse.Namespace) -> int:
    from .scenario import check_files
    return check_files([Path(p) for p in args.files])


def cmd_scenario_schema(args: argparse.Namespace) -> int:
    from .scenario import schema
    print(json.dumps(schema(), indent=2))
    return 0


def cmd_practice_check(args: argparse.Namespace) -> int:
    from .lessons.library import LessonError, lesson_files, lessons_dir
    from .lessons.play import check_files
    try:
        paths = [Path(p) for p in args.files] if args.files else lesson_files()
        if not paths:
            raise LessonError(f"practice check: no lesson files in {lessons_dir()}")
    except LessonError as err:
        raise UsageError(str(err)) from None
    return check_files(paths)


def cmd_deck_check(args: argparse.Namespace) -> int:
    """Every problem of every file, one line each on stderr: exit 2 when a file is malformed (a
    line or the file unusable), 1 when the decks only break 5-1, 0 when all are legal."""
    from .carddb.decks import find_deck, read_deck
    from .carddb.loader import load_cards
    db = load_cards()
    worst = 0
    for name in args.files:
        deck = read_deck(find_deck(name), db)
        for line in deck.problems:
            print(f"bss-tui: {line}", file=sys.stderr)
        if deck.problems:
            worst = max(worst, EXIT_BAD_INPUT if deck.malformed else 1)
        else:
            print(f"{name}: ok, {deck.label}, {len(deck.cards)} cards")
    return worst


def cmd_lines(args: argparse.Namespace) -> int:
    from .play_cli import run
    return run(seed=args.seed)


def cmd_cards_vocab(args: argparse.Namespace) -> int:
    from .carddb.loader import load_cards
    from .carddb.vocab import render, vocab_report
    print(render(vocab_report(load_cards())))
    return 0


def _pick(value: str | None, valid: list[str] | tuple[str, ...], what: str) -> str:
    """`value` as one of `valid` (any letter case), "" when not given; UsageError naming the valid ones."""
    if value is None:
        return ""
    found = {v.lower(): v for v in valid}.get(value.strip().lower())
    if found is None:
        from .carddb.schema import clip
        raise UsageError(f"cards list: unknown {what} {clip(value, 40)}; the {what}s are {', '.join(valid)}")
    return found


def cmd_cards_list(args: argparse.Namespace) -> int:
    """One line per card that matches every filter given, sorted by id."""
    from .carddb.decks import COLOURS, KEYWORDS, TYPES, CardQuery, pool_sets
    from .carddb.loader import load_cards
    db = load_cards()
    query = CardQuery(set=_pick(args.set, pool_sets(db), "set"), colour=_pick(args.colour, COLOURS, "colour"),
                      type=_pick(args.type, TYPES, "type"), keyword=_pick(args.keyword, KEYWORDS, "keyword"))
    cards = [db[cid] for cid in sorted(db) if query.matches(db[cid])]
    if not cards:
        print("no card matches", file=sys.stderr)
        return 0
    width = max(len(card.name) for card in cards)
    for card in cards:
        colours = "/".join(card.colours) or "colourless"
        print(f"{card.id:<10} {card.name:<{width}}  {card.type:<6}  {colours:<14}  cost {card.cost}")
    return 0


def cmd_cards_show(args: argparse.Namespace) -> int:
    """The card in full: the very text of the app's card inspector, without its colours."""
    import difflib
    from .carddb.loader import load_cards, shown_id
    db = load_cards()
    typed = args.id.strip()[:100]        # enough to match any id or name; bounds the comparing
    card = db.get(typed.upper())
    if card is None:
        by_name = {c.name.lower(): c.id for c in db.values()}
        close = difflib.get_close_matches(typed.upper(), list(db), n=4, cutoff=0.6)
        close += [by_name[n] for n in difflib.get_close_matches(typed.lower(), list(by_name), n=4, cutoff=0.6)]
        named = [f"{cid} {db[cid].name}" for cid in dict.fromkeys(close)]
        hint = f"; close matches: {', '.join(named)}" if named else "; 'bss-tui cards list' lists them"
        raise UsageError(f"cards show: no card {shown_id(args.id)}{hint}")
    from .ui.render import card_details
    print(card_details(card).plain)
    return 0


def cmd_cards_schema(args: argparse.Namespace) -> int:
    from .carddb.schema import Card
    print(json.dumps(Card.model_json_schema(), indent=2))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="bss-tui", description="Battle Spirits Saga, hot-seat, in the terminal")
    parser.add_argument("--seed", type=SEED, default=None, help="seed for a reproducible game")
    sub = parser.add_subparsers(dest="command", parser_class=Parser)

    sim = sub.add_parser("simulate", help="play random games and print their speed")
    sim.add_argument("--games", type=bounded_int(1, MAX_GAMES), default=100)
    sim.add_argument("--seed", type=SEED, default=1)
    sim.add_argument("--decks", default="", help="comma-separated deck names or files (default: every pairing of the real decks)")
    sim.add_argument("--random-decks", action="store_true",
                     help="each game two new random legal decks from the whole card pool (5-1-1-1)")
    sim.add_argument("--no-handovers", action="store_true",
                     help="only the speed: do not replay the seeds under each stop setting to count hand-overs")
    sim.add_argument("--players", default="random,random",
                     help="who plays p1 and p2: easy, normal, hard (the computer's levels; 'computer' is normal) "
                          "or random (default random,random)")
    sim.add_argument("--budget", type=budget_seconds, default=None,
                     help="the hard level's seconds per decision (default: the level's own; the summary says it)")
    sim.add_argument("--alternate", action=argparse.BooleanOptionalAction, default=None,
                     help="swap the seats in every other game (default: when the two players differ)")
    sim.set_defaults(func=cmd_simulate)

    scen = sub.add_parser("scenario", help="scenario files")
    scen_sub = scen.add_subparsers(dest="scenario_command", required=True)
    check = scen_sub.add_parser("check", help="check scenario files' expectations")
    check.add_argument("files", nargs="+")
    check.set_defaults(func=cmd_scenario_check)
    scen_sub.add_parser("schema", help="print the JSON Schema of a scenario file").set_defaults(func=cmd_scenario_schema)

    practice = sub.add_parser("practice", help="lessons and puzzles")
    practice_sub = practice.add_subparsers(dest="practice_command", required=True)
    pcheck = practice_sub.add_parser("check", help="play each lesson's solution to success and its wrong line "
                                     "to failure (default: every shipped lesson)")
    pcheck.add_argument("files", nargs="*")
    pcheck.set_defaults(func=cmd_practice_check)

    deck = sub.add_parser("deck", help="deck files")
    deck_sub = deck.add_subparsers(dest="deck_command", required=True)
    dcheck = deck_sub.add_parser("check", help="check deck files against 5-1")
    dcheck.add_argument("files", nargs="+")
    dcheck.set_defaults(func=cmd_deck_check)

    lines = sub.add_parser("lines", help="play in plain lines of text instead of the full-screen app")
    # the game's options, also after the verb; SUPPRESS keeps a value given before it
    lines.add_argument("--seed", type=SEED, default=argparse.SUPPRESS, help="seed for a reproducible game")
    lines.set_defaults(func=cmd_lines)

    srv = sub.add_parser("serve", help="serve the game to a browser tab (textual-serve)")
    srv.add_argument("--host", default="127.0.0.1",
                     help="address to listen on (default 127.0.0.1: this machine only)")
    srv.add_argument("--port", type=bounded_int(1, 65535), default=8000, help="port (default 8000)")
    srv.add_argument("--seed", type=SEED, default=argparse.SUPPRESS, help="seed for a reproducible game")
    srv.add_argument("--max-sessions", type=bounded_int(1, 64), default=MAX_SESSIONS,
                     help=f"games open at once, one process each (default {MAX_SESSIONS})")
    srv.set_defaults(func=cmd_serve)

    cards = sub.add_parser("cards", help="card data")
    cards_sub = cards.add_subparsers(dest="cards_command", required=True)
    clist = cards_sub.add_parser("list", help="one line per card (id, name, type, colours, cost), sorted by id")
    clist.add_argument("--set", help="only this set (ST01, ...)")
    clist.add_argument("--colour", "--color", help="only cards of this colour")
    clist.add_argument("--keyword", help="only cards with this keyword (Awaken, ...)")
    clist.add_argument("--type", help="only spirits, nexuses or magic cards (spirit, nexus, magic)")
    clist.set_defaults(func=cmd_cards_list)
    show = cards_sub.add_parser("show", help="a card in full, as the app's card inspector shows it")
    show.add_argument("id", help="card id, like ST01-004")
    show.set_defaults(func=cmd_cards_show)
    schema = cards_sub.add_parser("schema", help="print the JSON Schema of a card")
    schema.set_defaults(func=cmd_cards_schema)
    cards_sub.add_parser("vocab", help="print the effect language's vocabulary and how the cards use it"
                         ).set_defaults(func=cmd_cards_vocab)
    return parser


def play(seed: int | None) -> int:
    from .ui.app import run
    result: int = run(seed=seed)
    return result


def main(argv: list[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else argv
    try:
        if not words:     # plain `bss-tui`: the game; building the parser would delay its first frame (~11 ms)
            return play(None)
        args = build_parser().parse_args(words)
        if getattr(args, "func", None) is None:
            return play(args.seed)
        code: int = args.func(args)
        return code
    except (CardDataError, UsageError) as err:
        return _fail(str(err))
    except KeyboardInterrupt:
        return 130
    except EOFError:      # input closed: leave quietly, as with "quit"
        return 0
    except BrokenPipeError:   # output piped into a reader that stopped (`| head`): nothing to say
        _drop_output()
        return 1
    except OSError as err:
        if err.errno not in OUTPUT_ERRORS:
            raise
        _drop_output()        # a full device (`> /dev/full`) or a closed output: one line, if it can be said
        try:
            return _fail(f"cannot write the output ({err.strerror})")
        except OSError:
            return 1


def _drop_output() -> None:
    """Standard output to nowhere, so the interpreter's flush at exit raises nothing more."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


if __name__ == "__main__":
    sys.exit(main())
