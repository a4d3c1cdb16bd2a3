"""The styles of a widget's component classes (app.tcss) as a render.Palette, kept per widget:
the board's widgets read them on every redraw."""

from __future__ import annotations

from weakref import WeakKeyDictionary

from textual.widget import Widget

from .. import render

_palettes: WeakKeyDictionary[Widget, tuple[object, render.Palette]] = WeakKeyDictionary()


def palette(widget: Widget, prefix: str, names: tuple[str, ...]) -> render.Palette:
    """The styles of a widget's component classes (app.tcss), by their short names.  Kept per
    widget until the theme changes: looking them up costs about 2 ms a widget, on every redraw."""
    key = (widget.app.theme, prefix, names)
    kept = _palettes.get(widget)
    if kept is None or kept[0] != key:
        kept = key, {name: widget.get_component_rich_style(f"{prefix}--{name}", partial=True) for name in names}
        _palettes[widget] = kept
    return kept[1]
