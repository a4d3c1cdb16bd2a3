"""Small widgets of the table, each in its own module: the footer of keys fitted to the width
(keybar), a player's field as rows or tiles (field)."""
