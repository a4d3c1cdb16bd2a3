"""The renderers of one vocabulary of the effect language, keyed by its declared names.

Each vocabulary (the verbs, the modifier kinds, the condition tests, the count sources and measures, ...) is
declared once, in effects.py; a `Registry` takes its names from that declaration and refuses a
renderer for a name it does not declare, or a second renderer for the same name, so a typo or a
copy fails at import.  tests/cards/test_text_registry.py checks that every declared name has its
renderer, so a verb added without its sentence fails loudly.
"""

from __future__ import annotations

from typing import Any, Callable, Generic, Iterable, TypeVar

R = TypeVar("R")


class Registry(Generic[R]):
    """Renderers keyed by the names of one declared vocabulary ("draw", "bp", "count", ...)."""

    def __init__(self, vocabulary: str, names: Iterable[str]) -> None:
        self.vocabulary = vocabulary
        self.names = frozenset(names)
        self.entries: dict[str, R] = {}

    def __call__(self, *names: str) -> Callable[[R], R]:
        """Register one renderer for each of `names`."""
        def register(fn: R) -> R:
            for name in names:
                self.add(name, fn)
            return fn
        return register

    def add(self, name: str, entry: R) -> None:
        """Register the renderer (or the words) of one name."""
        if name not in self.names:
            raise ValueError(f"{name!r} is no {self.vocabulary} of the effect language")
        if name in self.entries:
            raise ValueError(f"two renderers for the {self.vocabulary} {name!r}")
        self.entries[name] = entry

    def get(self, name: Any) -> R | None:
        """The renderer of `name`; None for a value the vocabulary does not declare (a model built
        without validation), which each caller shows by its name."""
        return self.entries.get(name) if isinstance(name, str) else None
