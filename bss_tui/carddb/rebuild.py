"""A validated card pool turned back into its models from plain JSON data, without validating again:
the card-pool cache's reader (cache.py keeps the data, keyed by the card files and the models).

Validating every card is most of a cold start, and the cache exists to skip it; it used to be a
pickle, which runs code when read, so a file planted in the cache folder would have run at the next
start.  Data dumped by pydantic (`model_dump(mode="json", exclude_unset=True)`) holds no code, and
this module builds each model with `model_construct`, field by field along the models' annotations:
unions are resolved by their `Literal` tags (the language's `do`, `kind`, `test`), tuples come back as
tuples, enums as enums, and each model keeps exactly the fields that were set, so defaults and
`model_fields_set` are as validation left them.  Anything that does not fit the annotations raises
`Unbuildable`, and the loader then validates the card files again (the cache is only a shortcut).

The annotations are read once per type: `builder(tp)` returns a function for that type, made on
first use and kept (walking the annotations for every value cost more than validating).
"""

from __future__ import annotations

import enum
import types
from typing import Annotated, Any, Callable, Literal, Union, get_args, get_origin, get_type_hints

from pydantic import BaseModel

Builder = Callable[[Any], Any]
PLAIN = (str, int, float, bool)
_BUILDERS: dict[int, tuple[Any, Builder]] = {}     # id of an annotation -> (it, its builder)


class Unbuildable(ValueError):
    """Cached data that does not fit the models (damaged, foreign or from other models)."""


def build(tp: Any, value: Any) -> Any:
    """`value` (JSON data) as an instance of the annotation `tp`."""
    return builder(tp)(value)


def builder(tp: Any) -> Builder:
    kept = _BUILDERS.get(id(tp))
    if kept is None or kept[0] is not tp:
        made: list[Builder] = []
        # placed before it is made, so a model that refers to itself finds it
        _BUILDERS[id(tp)] = (tp, lambda value: made[0](value))
        made.append(_make(tp))
        kept = _BUILDERS[id(tp)] = (tp, made[0])
    return kept[1]


def _make(tp: Any) -> Builder:
    origin = get_origin(tp)
    if origin is Annotated:
        return builder(get_args(tp)[0])
    if origin in (Union, types.UnionType):
        return _union(_members(get_args(tp)))
    if origin is Literal:
        return _literal(get_args(tp))
    if origin in (tuple, list):
        return _sequence(origin, get_args(tp))
    if origin is dict:
        return _mapping(builder(get_args(tp)[1]))
    if isinstance(tp, type) and issubclass(tp, BaseModel):
        return _model(tp)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return _enum(tp)
    if tp is Any:
        return lambda value: value
    if tp in PLAIN:
        return _plain(tp)
    if tp is type(None):
        return _literal((None,))
    raise Unbuildable(f"no way to rebuild {tp!r}")


def _literal(allowed: tuple[Any, ...]) -> Builder:
    def build_literal(value: Any) -> Any:
        if value not in allowed:
            raise Unbuildable(f"{value!r} is not one of {allowed}")
        return value
    return build_literal


def _plain(tp: type) -> Builder:
    def build_plain(value: Any) -> Any:
        if tp is float and type(value) is int:
            return float(value)
        if type(value) is not tp:      # exact: a bool is no int here, as the strict models say
            raise Unbuildable(f"{value!r} is not a {tp.__name__}")
        return value
    return build_plain


def _enum(tp: type[enum.Enum]) -> Builder:
    def build_enum(value: Any) -> Any:
        try:
            return tp(value)
        except ValueError:
            raise Unbuildable(f"{value!r} is not a {tp.__name__}") from None
    return build_enum


def _sequence(origin: type, args: tuple[Any, ...]) -> Builder:
    fixed = origin is tuple and not (len(args) == 2 and args[1] is Ellipsis)
    parts = [builder(a) for a in args] if fixed else []
    each = builder(args[0]) if args and not fixed else (lambda value: value)

    def build_sequence(value: Any) -> Any:
        if not isinstance(value, list):
            raise Unbuildable("a list was expected")
        if fixed:
            if len(parts) != len(value):
                raise Unbuildable("a tuple of another length")
            return tuple(p(v) for p, v in zip(parts, value))
        items = [each(v) for v in value]
        return tuple(items) if origin is tuple else items
    return build_sequence


def _mapping(each: Builder) -> Builder:
    def build_mapping(value: Any) -> Any:
        if not isinstance(value, dict):
            raise Unbuildable("a mapping was expected")
        return {k: each(v) for k, v in value.items()}
    return build_mapping


def _model(tp: type[BaseModel]) -> Builder:
    hints = get_type_hints(tp, include_extras=True)     # postponed annotations, names of other models
    fields = {name: builder(hints[name]) for name in tp.model_fields}
    # Defaults given to model_construct, which would otherwise copy each one for each card; they are
    # shared, so only those that cannot change (the models are frozen, their parts tuples) are kept.
    defaults = {name: info.default for name, info in tp.model_fields.items()
                if not info.is_required() and info.default_factory is None and _immutable(info.default)}
    construct = tp.model_construct

    def build_model(value: Any) -> Any:
        if not isinstance(value, dict):
            raise Unbuildable(f"{tp.__name__}: an object was expected")
        try:
            built = {name: fields[name](v) for name, v in value.items()}
        except KeyError as missing:
            raise Unbuildable(f"{tp.__name__}: unknown field {missing}") from None
        return construct(_fields_set=set(built), **{**defaults, **built})
    return build_model


def _immutable(value: Any) -> bool:
    if isinstance(value, tuple):
        return all(_immutable(v) for v in value)
    return value is None or isinstance(value, (*PLAIN, enum.Enum, frozenset)) or (
        isinstance(value, BaseModel) and bool(value.model_config.get("frozen")))


def _members(args: tuple[Any, ...]) -> list[Any]:
    """A union's members, nested unions and Annotated wrappers opened."""
    out: list[Any] = []
    for arg in args:
        while get_origin(arg) is Annotated:
            arg = get_args(arg)[0]
        if get_origin(arg) in (Union, types.UnionType):
            out.extend(_members(get_args(arg)))
        else:
            out.append(arg)
    return out


def _tags(model: type[BaseModel]) -> dict[str, tuple[tuple[Any, ...], bool]]:
    """A model's `Literal` fields (its tags): their values and whether they must be given."""
    out = {}
    for name, annotation in get_type_hints(model, include_extras=True).items():
        while get_origin(annotation) is Annotated:
            annotation = get_args(annotation)[0]
        if name in model.model_fields and get_origin(annotation) is Literal:
            out[name] = (get_args(annotation), model.model_fields[name].is_required())
    return out


def _union(members: list[Any]) -> Builder:
    models = [m for m in members if isinstance(m, type) and issubclass(m, BaseModel)]
    others = [builder(m) for m in members if m not in models]
    tagged = [(_tags(m), builder(m)) for m in models]

    def fits(tags: dict[str, tuple[tuple[Any, ...], bool]], value: dict[str, Any]) -> bool:
        return all(value[name] in allowed if name in value else not required
                   for name, (allowed, required) in tags.items())

    def build_union(value: Any) -> Any:
        if isinstance(value, dict):
            fitting = [b for tags, b in tagged if fits(tags, value)]
            if len(fitting) != 1:
                raise Unbuildable(f"{len(fitting)} models of the union fit {sorted(value)}")
            return fitting[0](value)
        for other in others:
            try:
                return other(value)
            except Unbuildable:
                continue
        raise Unbuildable(f"{value!r} fits no member of the union")
    return build_union
