"""Card data: the schema, the effect language, loading card sets and decks."""
