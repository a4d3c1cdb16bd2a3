"""A player's field pane, and the board column that shares its rows out among the panes.

Below 120 x 40 a field is a card a line, fitted to the pane: when the cards do not all fit, an
attacking or blocking spirit is drawn first, then the others in field order, and a last line
counts the rest ("+2 more, Tab"); Tab reaches the pane, which then lists every card and scrolls.
From 120 x 40 (GameScreen.-wide.-tall in app.tcss) each card is a tile in its colour: its label
on the top border, name, level, BP and cores inside, and on the lower border whether it attacks,
blocks, is exhausted or ready (a word, not only a colour).

The board column (`Board`) gives each player's area the rows its field needs and the hand the
rest, again after every resize and every new view, so that a small terminal spends its rows on
the fields before the hand's."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Grid, Vertical, VerticalScroll
from textual.events import Blur, Focus, Resize
from textual.widget import Widget
from textual.widgets import Static

from .. import render
from ...carddb.schema import Card
from ...engine.operations.view import BattleView, FieldCardView, SideView

TILE_WIDTH = 22         # columns a tile needs at least (the grid stretches them to fill the row)
HAND_ROWS = (3, 12)     # the hand's rows when the board shares them out: at least, at most
COLOURS = ("red", "purple", "green", "white", "yellow", "blue")


def tiles_wanted(widget: Widget) -> bool:
    """Whether the screen is large enough for tiles (its breakpoint classes, app.tcss)."""
    return widget.screen.has_class("-wide") and widget.screen.has_class("-tall")


class FieldTile(Static):
    """One field card as a tile: the border in its colour, the label on top, the state below."""

    def show(self, fc: FieldCardView, colour: str, battle: BattleView | None) -> None:
        for name in COLOURS:
            self.set_class(name == colour, f"-{name}")
        state = render.tile_state(fc, battle)
        self.set_class(fc.exhausted, "-exhausted")
        self.set_class(state.startswith(("ATTACKING", "BLOCKING")), "-fighting")
        self.border_title = fc.label
        self.border_subtitle = state
        self.update(render.tile_lines(fc))


class FieldPane(VerticalScroll):
    """A side's field: rows fitted to the pane (all of them while the pane has the focus), or
    tiles from 120 x 40."""

    def __init__(self, cards: dict[str, Card], classes: str = "") -> None:
        super().__init__(classes=classes)
        self.cards = cards
        self.shown: tuple[SideView, BattleView | None, render.Palette] | None = None
        self.count = -1
        self.note: Text | None = None      # a line under the cards (the payment under way)

    def compose(self) -> ComposeResult:
        yield Static(classes="field-rows")
        yield Grid(classes="field-tiles")
        yield Static(classes="field-note")

    @property
    def rows_wanted(self) -> int:
        """The lines the rows need to show every card (one for an empty field)."""
        return max(1, self.count) + (self.note is not None)

    def show(self, side: SideView, battle: BattleView | None, palette: render.Palette,
             note: Text | None = None) -> None:
        self.shown = (side, battle, palette)
        if len(side.field) != self.count or (note is None) != (self.note is None):
            self.count = len(side.field)
            self.note = note
            # the board shares its rows out again; told directly, since a message posted from a
            # reactive watcher of the view (data_bind) does not always reach it
            board = next((node for node in self.ancestors if isinstance(node, Board)), None)
            if board is not None:
                board.share_later()
        self.note = note
        box = self.query_one(".field-note", Static)
        box.display = note is not None
        box.update(note or "")
        self.redraw()

    def redraw(self) -> None:
        if self.shown is None:
            return
        side, battle, palette = self.shown
        tiles = tiles_wanted(self) and bool(side.field)
        self.set_class(tiles, "-tiles")
        if tiles:
            self.draw_tiles(side, battle)
            return
        region = self.scrollable_content_region
        rows = None if self.has_focus else (region.height - (self.note is not None)) or None
        self.query_one(".field-rows", Static).update(render.field_lines(side, battle, palette, rows, region.width))

    def draw_tiles(self, side: SideView, battle: BattleView | None) -> None:
        grid = self.query_one(".field-tiles", Grid)
        grid.styles.grid_size_columns = max(1, self.scrollable_content_region.width // TILE_WIDTH)
        tiles = list(grid.query_children(FieldTile))
        if len(tiles) > len(side.field):
            for tile in tiles[len(side.field):]:
                tile.remove()
        elif len(tiles) < len(side.field):
            new = [FieldTile(markup=False) for _ in range(len(side.field) - len(tiles))]
            grid.mount_all(new)
            tiles += new
        fighting: FieldTile | None = None
        for tile, fc in zip(tiles, side.field):
            card = self.cards.get(fc.id)
            tile.show(fc, card.colours[0] if card is not None and card.colours else "", battle)
            if tile.has_class("-fighting"):
                fighting = tile
        if fighting is not None:                     # an attacking or blocking spirit stays in view
            self.call_after_refresh(self.scroll_to_widget, fighting, animate=False)

    @on(Resize)
    def fit_again(self) -> None:
        self.redraw()

    def on_focus(self, event: Focus) -> None:
        self.call_after_refresh(self.redraw)        # every card, scrolling

    def on_blur(self, event: Blur) -> None:
        self.call_after_refresh(self.redraw)        # fitted again


class Board(Vertical):
    """The board column: both areas and the hand.  Below 120 x 40 each area gets the rows its field
    needs (the one with more cards gives way first when they do not all fit) and the hand the
    rest; from 120 x 40 app.tcss shares them out."""

    @on(Resize)
    def share_later(self) -> None:
        self.call_after_refresh(self.share_rows)

    def share_rows(self) -> None:
        panes = list(self.query(FieldPane))
        areas = [pane.parent for pane in panes]
        hand = [w for w in self.children if w not in areas]
        if tiles_wanted(self):
            for widget in self.children:
                widget.styles.clear_rule("height")
            return
        fixed = sum(1 for w in hand if w.styles.height is not None and w.styles.height.is_cells)
        overheads = [area.outer_size.height - pane.outer_size.height if isinstance(area, Widget) and
                     area.outer_size.height else 4 for area, pane in zip(areas, panes)]
        heights = share(self.content_region.height - fixed, overheads, [p.rows_wanted for p in panes])
        for area, height in zip(areas, heights):
            current = area.styles.height if isinstance(area, Widget) else None
            if isinstance(area, Widget) and (current is None or not current.is_cells or current.value != height):
                area.styles.height = height


def share(total: int, overheads: list[int], wanted: list[int]) -> list[int]:
    """Each area's height out of `total` rows (the hand gets the rest): its overhead (border,
    title, counts) and its field's lines; when they do not all fit with the hand's least rows, the
    area with more lines gives a line first, down to two lines (one card and "+N more").  The
    rows the hand cannot use (HAND_ROWS' most) go to the areas."""
    lines = list(wanted)
    room = total - HAND_ROWS[0] - sum(overheads)
    while sum(lines) > room and max(lines) > 2:
        i = lines.index(max(lines))
        lines[i] -= 1
    spare = total - HAND_ROWS[1] - sum(overheads) - sum(lines)
    i = 0
    while spare > 0 and lines:
        lines[i % len(lines)] += 1
        spare -= 1
        i += 1
    return [o + n for o, n in zip(overheads, lines)]
