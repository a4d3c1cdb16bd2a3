"""The footer of keys, fitted to the terminal's width rather than cut at its edge.

A screen may give each action a short label (`SHORT_LABELS`) and rank its actions (`KEY_PRIORITY`,
most important first; unranked actions after them, in the footer's order).  When the full labels
do not fit, the lowest-ranked keys take their short label first; when even the short labels do
not fit, keys are left out, dimmed ones first, then the lowest-ranked.  So every key the footer
shows keeps a whole, readable label, and the keys left out are those that matter least (the
help screen lists them all).

The bar is one line of text, not a widget per key as Textual's Footer is: a new view changes the
keys at most actions, and mounting and styling a widget per key took tens of milliseconds of every
hand-over's frames (tests/benchmarks/test_bench_ui.py, the hand-over benchmark)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual.events import Click, Resize
from textual.screen import Screen
from textual.widgets import Static


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


class KeyBar(Static):
    """The screen's keys on the last row, fitted to the width (`fit_keys`); a click on a key presses
    it.  Redrawn when the screen's bindings change (a new view, `refresh_bindings`) or the width
    does, and only when what it shows changes."""

    DEFAULT_CSS = """
    KeyBar {
        dock: bottom;
        height: 1;
        text-wrap: nowrap;
        color: $footer-foreground;
        background: $footer-background;
    }
    KeyBar > .keybar--key {
        color: $footer-key-foreground;
        background: $footer-key-background;
        text-style: bold;
    }
    KeyBar > .keybar--label {
        color: $footer-description-foreground;
        background: $footer-description-background;
    }
    """
    COMPONENT_CLASSES = {"keybar--key", "keybar--label"}
    OFF = Style(dim=True)       # a key shown but not usable now (as Footer's -disabled keys)

    def __init__(self) -> None:
        super().__init__(markup=False)
        self.shown_keys: tuple[tuple[KeyLabel, str], ...] = ()
        self.fitted_width = -1
        self.spans: list[tuple[int, int, KeyLabel]] = []     # the cells each key takes, for clicks
        self.styles_used: tuple[Style, ...] = ()

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self.bindings_changed)
        self.call_after_refresh(self.redraw)

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

    def fitted(self) -> tuple[tuple[KeyLabel, str], ...]:
        """The keys and labels the footer would show now."""
        keys, ranks = self.offered()
        return tuple(fit_keys(keys, self.size.width or self.app.size.width, ranks))

    def bindings_changed(self, screen: Screen[object]) -> None:
        if self.is_attached and screen is self.screen:
            self.redraw()

    def on_resize(self, event: Resize) -> None:
        if event.size.width != self.fitted_width:
            self.redraw()

    def redraw(self) -> None:
        if not self.is_attached:
            return
        width = self.size.width or self.app.size.width
        keys = self.fitted()
        styles = tuple(self.get_component_rich_style(name) for name in ("keybar--key", "keybar--label"))
        if (keys, width, styles) == (self.shown_keys, self.fitted_width, self.styles_used):
            return
        self.shown_keys, self.fitted_width, self.styles_used = keys, width, styles
        key_style, label_style = styles
        off = self.OFF
        line, self.spans = Text(no_wrap=True, end=""), []
        for key, label in keys:
            start = line.cell_len
            line.append(f" {key.display} ", key_style if key.enabled else key_style + off)
            line.append(f"{label} ", label_style if key.enabled else label_style + off)
            self.spans.append((start, line.cell_len, key))
        self.update(line, layout=False)

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self.call_after_refresh(self.redraw)       # a new theme: the keys' colours change

    def on_click(self, event: Click) -> None:
        key = next((k for start, end, k in self.spans if start <= event.x < end), None)
        if key is None:
            return
        if key.enabled:
            self.app.simulate_key(key.key)
        else:
            self.app.bell()
