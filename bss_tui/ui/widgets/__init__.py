"""Small widgets of the table, each in its own module, kept apart from the board's screen
(screens/game.py): the footer of keys fitted to the width (keybar), a player's field as rows or
tiles (field), the payment under way (payment), the computer's turn told (computer_turn)."""
