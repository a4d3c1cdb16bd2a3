"""The footer of keys, fitted to the terminal's width rather than cut at its edge.

A screen may give each action a short label (`SHORT_LABELS`) and rank its actions (`KEY_PRIORITY`,
most important first; unranked actions after them, in the footer's order).  When the full labels
do not fit, the lowest-ranked keys take their short label first; when even the short labels do
not fit, keys are left out, dimmed ones first, then the lowest-ranked.  So every key the footer
shows keeps a whole, readable label, and the keys left out are those that matter least (the
help screen lists them all)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.events import Resize
from textual.widgets import Footer
from textual.widgets._footer import FooterKey


@dataclass(frozen=True)
class KeyLabel:
    key: str            # the key pressed (Textual's name, e.g. "ctrl+z")
    display: str        # as shown ("^z")
    long: str
    short: str
    action: str
    enabled: bool = True
    tooltip: str = ""


def key_width(display: str, label: str) -> int:
    """The cells a footer key takes: " key label " (Footer's padding around the key, one after)."""
    return cell_len(display) + cell_len(label) + 3


def fit_keys(keys: Sequence[KeyLabel], width: int, rank: Sequence[int]) -> list[tuple[KeyLabel, str]]:
    """The keys to show, in their order, each with the label it gets in `width` cells.
    `rank[i]` is key i's importance (0 first)."""
    labels = [k.long for k in keys]
    shown = list(range(len(keys)))

    def total() -> int:
        return sum(key_width(keys[i].display, labels[i]) for i in shown)

    for i in sorted(range(len(keys)), key=lambda i: -rank[i]):      # the least important first
        if total() <= width:
            break
        labels[i] = keys[i].short
    drop_order = sorted(range(len(keys)), key=lambda i: (keys[i].enabled, -rank[i]))
    for i in drop_order:
        if total() <= width:
            break
        shown.remove(i)
    for i in sorted(shown, key=lambda i: rank[i]):      # room left: the most important get their long label back
        if labels[i] != keys[i].long and \
                total() - key_width(keys[i].display, labels[i]) + key_width(keys[i].display, keys[i].long) <= width:
            labels[i] = keys[i].long
    return [(keys[i], labels[i]) for i in shown]


class KeyBar(Footer):
    """Textual's footer, its keys fitted to the width (`fit_keys`) again after every resize."""

    def __init__(self) -> None:
        super().__init__(show_command_palette=False)
        self.fitted_width = 0

    def offered(self) -> tuple[list[KeyLabel], list[int]]:
        """The screen's keys shown in the footer, one per action, with their ranks."""
        screen = self.screen
        short: dict[str, str] = getattr(screen, "SHORT_LABELS", {})
        priority: list[str] = list(getattr(screen, "KEY_PRIORITY", ()))
        keys: list[KeyLabel] = []
        for _, binding, enabled, tooltip in screen.active_bindings.values():
            if not binding.show or any(k.action == binding.action for k in keys):
                continue
            keys.append(KeyLabel(binding.key, self.app.get_key_display(binding), binding.description,
                                 short.get(binding.action, binding.description), binding.action,
                                 enabled, tooltip))
        ranks = [priority.index(k.action) if k.action in priority else len(priority) + i
                 for i, k in enumerate(keys)]
        return keys, ranks

    def compose(self) -> ComposeResult:
        if not self._bindings_ready:
            return
        width = self.size.width or self.app.size.width
        self.fitted_width = width
        keys, ranks = self.offered()
        for key, label in fit_keys(keys, width, ranks):
            yield FooterKey(key.key, key.display, label, key.action, disabled=not key.enabled,
                            tooltip=key.tooltip or key.long).data_bind(compact=Footer.compact)

    def on_resize(self, event: Resize) -> None:
        if self._bindings_ready and event.size.width != self.fitted_width:
            self.call_after_refresh(self.recompose)
