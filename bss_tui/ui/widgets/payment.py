"""A payment or placement under way, as the board shows it (issue 26, part 4): the engine's
PaymentView holds the payer's side as the chosen cores would leave it, so the counts and field
cards follow each core chosen; this module writes the line of the card being paid for."""

from __future__ import annotations

from rich.text import Text

from .. import render
from ...engine.operations.payment import level_costs_text
from ...engine.operations.view import NEW_CARD, PaymentView, SideView, TableView


def paying_side(view: TableView, side: SideView) -> tuple[SideView, PaymentView | None]:
    """The side to draw: the payer's own while they pay (the engine's side once the chosen cores
    move), else `side` as it is."""
    payment = view.payment
    if payment is None or view.viewer != side.seat:
        return side, None
    return payment.side, payment


def levels_text(payment: PaymentView) -> str:
    """"LV1 1 core, LV2 3, LV3 5" (2-10-3), as the engine's place-cores prompt words it."""
    return level_costs_text(payment.levels)


def payment_line(payment: PaymentView, palette: render.Palette = render.PLAIN) -> Text:
    """The card being paid for, or given cores, with what the chosen cores make of it."""
    t = Text()
    dim = palette.get("dim")
    if payment.kind == "pay":
        what = payment.what or "the cost"
        t.append(f"Paying for {what}: {payment.chosen} of {payment.amount} chosen", style=dim or "")
        return t
    reached = f"LV{payment.level}" if payment.level else "below LV1"
    if payment.label is not None:      # Awaken: the card is on the field, drawn with its new cores above
        t.append(f"Awakening [{payment.label}] {payment.what}: {payment.chosen} chosen, {payment.cores} on it, "
                 f"{reached}", style=dim or "")
        return t
    t.append(f"[{NEW_CARD}] ", style=palette.get("label") or "")
    t.append(payment.what, style=palette.get("ready") or "")
    t.append(f"  {reached}  {render.cores_text(payment.cores - payment.soul, payment.soul)}")
    if payment.levels:
        t.append(f"  (placing; {levels_text(payment)})", style=dim or "")
    return t
