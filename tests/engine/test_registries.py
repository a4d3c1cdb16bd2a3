"""The engine's registries keyed by a vocabulary: each declared name has exactly one entry, and the
game facade imports every module that fills one, so that none is missing whoever starts a game."""

from __future__ import annotations

import ast
import pathlib
import re
import typing

import bss_tui.engine  # noqa: F401  (the facade: loads every module that fills a registry)
from bss_tui.carddb import effects as E
from bss_tui.carddb.effects import VERBS
from bss_tui.carddb.effects.counts import MEASURES_OF
from bss_tui.engine.verbs.directives import HANDLERS, PAYABLE
from bss_tui.engine.flows import play
from bss_tui.carddb.glossary import KEYWORDS as GLOSSARY_KEYWORDS
from bss_tui.engine import keywords
from bss_tui.engine.keywords import registry
from bss_tui.engine.rules import amounts

ENGINE = pathlib.Path(bss_tui.engine.__file__).parent


def test_every_hand_verb_has_its_check() -> None:
    assert play.HAND_VERBS == typing.get_args(play.HandVerb)
    assert sorted(play._HAND_CHECKS) == sorted(play.HAND_VERBS)


def test_every_card_type_has_its_hand_options() -> None:
    assert sorted(play._OPTIONS_BY_TYPE) == sorted(typing.get_args(E.CardType))


def test_every_keyword_with_a_resolver_is_a_keyword_of_the_language_with_its_glossary_entry() -> None:
    resolved = set(registry.RESOLVERS)
    assert {"Crush", "Raid", "Curse", "Luster", "Blessed", "Gale", "Link", "Immortal", "Agile"} <= resolved
    assert resolved <= set(typing.get_args(E.Keyword))
    assert resolved <= set(GLOSSARY_KEYWORDS), resolved - set(GLOSSARY_KEYWORDS)


def test_every_keyword_trigger_queued_has_its_resolver() -> None:
    """A keyword's own trigger (a `Pending` naming it) is resolved by the keyword's module: each keyword
    the engine queues one for has registered a resolver."""
    queued = {name for path in ENGINE.rglob("*.py")
              for name in re.findall(r'\bkeyword="([^"]+)"', path.read_text())}
    assert queued and queued <= set(registry.RESOLVERS), queued - set(registry.RESOLVERS)


def test_a_moments_keywords_come_in_the_order_of_the_rules_defining_them() -> None:
    """8-5-2-4 asks the player the order of triggers queued together; the keywords queue theirs in the
    order of chapter 11, whichever module loaded first."""
    assert registry.keywords_at("attack") == ("Luster", "Crush", "Raid", "Link")
    assert registry.keywords_at("block") == ("Curse",)
    assert registry.keywords_at("blocked") == ("Gale", "Link")
    assert registry.keywords_at("life_reduced") == ("Blessed",)
    assert registry.keywords_at("battle_end") == ("Curse", "Luster", "Agile")


def test_the_keywords_package_imports_each_of_its_modules() -> None:
    """A new keyword's module registers itself: the package imports every module it holds."""
    on_disk = sorted(p.stem for p in (ENGINE / "keywords").glob("*.py") if p.stem != "__init__")
    assert list(keywords.MODULES) == on_disk


def _facade_imports() -> set[str]:
    """The engine modules game.py imports, as paths relative to the engine ("verbs/summons.py")."""
    tree = ast.parse((ENGINE / "game.py").read_text())
    found: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            base = (node.module or "").replace(".", "/")
            for alias in node.names:
                found.add(f"{base}/{alias.name}.py" if base else f"{alias.name}.py")
                found.add(f"{base}.py")
    return found


def test_the_facade_imports_every_module_that_registers() -> None:
    """A module registering an effect verb's handler (@handles) or a keyword's resolver (@resolver)
    does so when it loads: game.py names each one, so the registries are complete in every game."""
    registering = sorted(str(path.relative_to(ENGINE)) for path in ENGINE.rglob("*.py")
                         if re.search(r"^@(handles|resolver)\(", path.read_text(), re.MULTILINE))
    assert registering, "no module registers anything?"
    imported = _facade_imports()
    # the keywords package imports its own modules (keywords/__init__.py), and the facade imports it
    missing = [path for path in registering
               if path not in imported and not (path.startswith("keywords/") and "keywords.py" in imported)]
    assert missing == []


def test_each_cost_check_belongs_to_a_declared_verb_and_is_registered_once():
    """8-4-2-3: the verbs a cost can be written with answer whether it can be paid from one
    registry (@payable beside each handler); a check for a verb the language does not declare fails."""
    assert set(PAYABLE) <= set(VERBS)
    assert set(PAYABLE) <= set(HANDLERS)
    assert {"move_cores", "exhaust", "discard", "mill", "pay_cores", "one_of"} <= set(PAYABLE)


def test_every_count_source_and_measure_has_exactly_one_reader() -> None:
    """A count is read by its source's reader, then its measure's (rules/amounts.py): each declared
    name has its reader, and each measure a source offers is one the language declares."""
    assert sorted(amounts.SOURCES) == sorted(E.COUNT_SOURCES)
    assert sorted(amounts.MEASURES) == sorted(E.COUNT_MEASURES)
    assert sorted(MEASURES_OF) == sorted(E.COUNT_SOURCES)
    assert all(measures <= set(E.COUNT_MEASURES) and "number" in measures for measures in MEASURES_OF.values())
