"""The Textual app (hot-seat UI)."""
