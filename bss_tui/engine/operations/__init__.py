"""Primitive changes to the state told as events, payments, target choices, and the read-outs of the
state (per-player views, the canonical dump)."""
