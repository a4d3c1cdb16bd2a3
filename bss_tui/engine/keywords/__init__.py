"""Keyword effects of chapter 11, one module per keyword that has code (crush.py, gale.py, link.py,
agile.py, ...), Awaken (awaken.py) and bursts (10-9, bursts.py), over the registry they fill
(registry.py: when each is noted or triggers in a battle, and how its trigger resolves).

Importing the package imports every module in it, so a keyword's module registers itself: adding a
keyword touches its name in the language (carddb/effects/base.py), its glossary entry
(carddb/glossary.py) and its module here.  The keywords that change a rule rather than trigger (Confront,
Swift, Armor, A.T. Field, Astral, Ascend) are read where that rule is (flows/, rules/, verbs/)."""

from __future__ import annotations

import importlib
import pkgutil

# Every keyword module, imported once for the registrations it makes (sorted: the same order each run).
MODULES: tuple[str, ...] = tuple(sorted(m.name for m in pkgutil.iter_modules(__path__)))
for _name in MODULES:
    importlib.import_module(f"{__name__}.{_name}")
