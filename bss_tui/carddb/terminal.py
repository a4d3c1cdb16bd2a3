"""Text from a data file or from a player, made safe to reach a terminal: the one place that decides.

A string a file or a player supplies may hold an escape sequence (ESC or the C1 CSI/OSC introducers:
OSC 0 retitles the terminal, OSC 52 writes the clipboard), other control characters, or invisible
format characters (joiners, bidi marks and overrides, the byte-order mark) that hide or reorder what is
shown.  `unshown_character` finds the first such character (validators refuse a name holding one) and
`shown` removes them, and whole escape sequences, before a string is printed or drawn, cutting a long
value so one bad value cannot flood a one-line message."""

from __future__ import annotations

import re
import unicodedata

# Control (C0, C1), format (Cf: ZWJ, bidi marks and overrides, BOM), surrogates, private use, and the
# line and paragraph separators: none is ever shown as it is.
UNSHOWN = frozenset(("Cc", "Cf", "Cs", "Co", "Zl", "Zp"))
SHOWN_MAX = 200
_SEQUENCE = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]?"            # CSI ... final byte
    r"|\x9b[0-?]*[ -/]*[@-~]?"             # the same, 8-bit
    r"|[\x1b][\]PX^_].*?(?:\x07|\x1b\\|$)"  # OSC, DCS, SOS, PM, APC ... up to BEL or ST
    r"|[\x9d\x90\x98\x9e\x9f].*?(?:\x07|\x9c|$)"
    r"|\x1b.?",                            # any other escape and the character after it
    re.S)


def unshown_character(text: str) -> str | None:
    """The first character of `text` that must not reach a terminal (as U+XXXX), or None."""
    for ch in text:
        if unicodedata.category(ch) in UNSHOWN:
            return f"U+{ord(ch):04X}"
    return None


def shown(text: str, limit: int = SHOWN_MAX, lines: bool = False) -> str:
    """`text` as it may be printed or drawn: escape sequences and unshown characters removed (a tab
    or a line break becomes a space, unless `lines` keeps line breaks), cut to `limit` characters."""
    text = _SEQUENCE.sub("", text)
    out = []
    for ch in text:
        if ch == "\n" and lines:
            out.append(ch)
        elif unicodedata.category(ch) in UNSHOWN:
            if ch in "\t\n\r\v\f\u2028\u2029":
                out.append(" ")
        else:
            out.append(ch)
    result = "".join(out)
    return result if len(result) <= limit else result[:limit - 1] + "…"


def no_unshown(text: str) -> str:
    """A validator for text a file supplies: `text` unchanged, or ValueError naming its first
    character that must not reach a terminal (line breaks are allowed: prose is wrapped anyway)."""
    bad = unshown_character(text.replace("\n", " "))
    if bad is not None:
        raise ValueError(f"holds the control character {bad}; text shown to players cannot")
    return text
