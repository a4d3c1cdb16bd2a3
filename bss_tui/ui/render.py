"""Turning a player's view into Rich text for the board (pure functions, easy to test)."""

from __future__ import annotations

from typing import Any

from rich.text import Text

CORE = "●"
SOUL = "◆"


def cores_text(n: int, soul: bool = False) -> str:
    dots = CORE * min(n, 10) + (f"+{n - 10}" if n > 10 else "")
    return dots + (SOUL if soul else "") or "-"


def resources(side: dict[str, Any], finished: bool = False) -> Text:
    t = Text()
    soul = side["soul_core"]
    t.append("Life ", style="bold")
    t.append(f"{cores_text(side['life'], soul == 'life')} ({side['life']})  ", style="red")
    t.append("Reserve ", style="bold")
    t.append(f"{cores_text(side['reserve'], soul == 'reserve')} ({side['reserve']})  ")
    t.append("Trash ", style="bold")
    if side["trash"] or side["trash_cores"] or soul == "trash":
        top = f", top {side['trash'][-1]['name']}" if side["trash"] else ""
        n = len(side["trash"])
        t.append(f"{n} card{'s' if n != 1 else ''}{top}; cores {cores_text(side['trash_cores'], soul == 'trash')}  ")
    else:
        t.append("empty  ")
    t.append("\nDeck ", style="bold")
    t.append(f"{side['deck_count']}  ")
    t.append("Hand ", style="bold")
    t.append(f"{side['hand_count']}  ")
    t.append("Burst ", style="bold")
    if side["burst"] is not None:
        t.append(f"{side['burst']['name']}", style="magenta")
        t.append("" if finished else " (face down)")
    else:
        t.append("set (face down)" if side["burst_set"] else "none")
    if soul not in ("reserve", "life", "trash") and soul != "void":
        t.append("  Soul core on ", style="bold")
        t.append(f"[{soul}]")
    elif soul == "void":
        t.append("  Soul core in the void")
    return t


def field_lines(side: dict[str, Any], battle: dict[str, Any] | None = None) -> Text:
    t = Text()
    if not side["field"]:
        t.append("(no spirits or nexuses)", style="dim")
        return t
    for i, fc in enumerate(side["field"]):
        if i:
            t.append("\n")
        style = "dim" if fc["exhausted"] else "bold"
        t.append(f"[{fc['label']}] ", style="cyan")
        t.append(fc["name"], style=style)
        t.append(f"  LV{fc['level']}")
        if fc["bp"] is not None:
            t.append(f"  {fc['bp']} BP")
        t.append(f"  {cores_text(fc['cores'], fc['soul'])}")
        if fc["symbols"] > 1:
            t.append(f"  {fc['symbols']} symbols")
        if fc["exhausted"]:
            t.append("  exhausted", style="yellow")
        if battle and fc["label"] == battle.get("attacker"):
            t.append("  ATTACKING", style="bold red")
        elif battle and fc["label"] == battle.get("blocker"):
            t.append("  BLOCKING", style="bold blue")
    return t


def status_line(view: dict[str, Any], names: list[str]) -> Text:
    t = Text()
    active = names[0 if view["active"] == "p1" else 1]
    if view["turn"] == 0:
        t.append("Setting up (5-2)", style="bold")
    else:
        t.append(f"Turn {view['turn']}", style="bold")
        t.append(f" · {view['step']} step · {active}'s turn")
    d = view["decision"]
    if view["winner"]:
        t.append(" · game over", style="bold red")
    elif d is not None:
        who = names[0 if d["player"] == "p1" else 1]
        t.append(" · ")
        t.append(f"{who} to decide ({d['kind'].replace('_', ' ')}, {d['rule']})", style="bold green")
    return t
