"""The `bss-tui` command: the game (no arguments) and headless verbs for people and CI."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .carddb.loader import CardDataError

EXIT_BAD_INPUT = 2


def _fail(message: str) -> int:
    print(f"bss-tui: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT


def cmd_simulate(args: argparse.Namespace) -> int:
    from .simulate import simulate
    decks = args.decks.split(",") if args.decks else None
    summary = simulate(args.games, args.seed, decks)
    print("\n".join(summary.lines()))
    return 0


def cmd_scenario_check(args: argparse.Namespace) -> int:
    from .scenario import check_files
    return check_files([Path(p) for p in args.files])


def cmd_scenario_schema(args: argparse.Namespace) -> int:
    from .scenario import schema
    print(json.dumps(schema(), indent=2))
    return 0


def cmd_deck_check(args: argparse.Namespace) -> int:
    from .carddb.decks import check_deck_file
    from .carddb.loader import load_cards
    db = load_cards()
    bad = 0
    for name in args.files:
        cards, problems = check_deck_file(Path(name), db)
        if problems:
            bad += 1
            for line in problems:
                print(line)
        else:
            print(f"{name}: ok ({len(cards)} cards)")
    return 1 if bad else 0


def cmd_cards_vocab(args: argparse.Namespace) -> int:
    from .carddb.loader import load_cards
    from .carddb.vocab import render, vocab_report
    print(render(vocab_report(load_cards())))
    return 0


def cmd_cards_schema(args: argparse.Namespace) -> int:
    from .carddb.schema import Card
    print(json.dumps(Card.model_json_schema(), indent=2))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="bss-tui", description="Battle Spirits Saga, hot-seat, in the terminal")
    parser.add_argument("--seed", type=int, default=None, help="seed for a reproducible game")
    sub = parser.add_subparsers(dest="command")

    sim = sub.add_parser("simulate", help="play random games and print their speed")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--decks", default="", help="comma-separated deck names or files (default: every pairing of the real decks)")
    sim.set_defaults(func=cmd_simulate)

    scen = sub.add_parser("scenario", help="scenario files")
    scen_sub = scen.add_subparsers(dest="scenario_command", required=True)
    check = scen_sub.add_parser("check", help="check scenario files' expectations")
    check.add_argument("files", nargs="+")
    check.set_defaults(func=cmd_scenario_check)
    scen_sub.add_parser("schema", help="print the JSON Schema of a scenario file").set_defaults(func=cmd_scenario_schema)

    deck = sub.add_parser("deck", help="deck files")
    deck_sub = deck.add_subparsers(dest="deck_command", required=True)
    dcheck = deck_sub.add_parser("check", help="check deck files against 5-1")
    dcheck.add_argument("files", nargs="+")
    dcheck.set_defaults(func=cmd_deck_check)

    lines = sub.add_parser("lines", help="play in plain lines of text instead of the full-screen app")
    lines.set_defaults(func=lambda a: __import__("bss_tui.play_cli", fromlist=["run"]).run(seed=a.seed))

    cards = sub.add_parser("cards", help="card data")
    cards_sub = cards.add_subparsers(dest="cards_command", required=True)
    schema = cards_sub.add_parser("schema", help="print the JSON Schema of a card")
    schema.set_defaults(func=cmd_cards_schema)
    cards_sub.add_parser("vocab", help="print the effect language's vocabulary and how the cards use it"
                         ).set_defaults(func=cmd_cards_vocab)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if getattr(args, "func", None) is None:
            from .ui.app import run
            return run(seed=args.seed)
        return args.func(args)
    except CardDataError as err:
        return _fail(str(err))
    except KeyboardInterrupt:
        return 130
    except EOFError:      # input closed: leave quietly, as with "quit"
        return 0


if __name__ == "__main__":
    sys.exit(main())
