"""Keyword effects of chapter 11: those that trigger and the registry of how each resolves
(triggered.py), the ones that summon (immortal.py, agile.py), Awaken (awaken.py), and bursts (10-9)."""
