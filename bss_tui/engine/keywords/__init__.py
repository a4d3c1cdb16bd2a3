"""Keyword effects of chapter 11 that trigger, and bursts (10-9)."""
