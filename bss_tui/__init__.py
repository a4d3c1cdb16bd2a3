"""bss-tui: Battle Spirits Saga for two players on one terminal."""

__version__ = "0.1.0"
