"""The widgets of the table, each in its own module, kept apart from the board's screen
(screens/game.py), which composes them and acts on keys: a player's side (area: its counts and its
field as rows or tiles), the status line, the hand and the legal actions (lists the screen follows),
the prompt, the card inspector, the log, the footer of keys fitted to the width (keybar), the
payment under way (payment), the computer's turn told (computer_turn); palette reads a widget's
styles from app.tcss."""
