"""What each column function returns, shared by the pandas, Polars and Spark helpers."""

from __future__ import annotations

from typing import Any, Callable

from railurl import arrow

#: The string columns of ``railurl.arrow.parse``, in order, with ``port`` (int32) after
#: ``hostname`` and ``error`` last.
PARSE_FIELDS = (
    "href",
    "origin",
    "protocol",
    "username",
    "password",
    "host",
    "hostname",
    "port",
    "pathname",
    "search",
    "hash",
    "error",
)


def function(what: str, *, key: str | None = None, default_port: bool = False) -> Callable[..., Any]:
    """The ``railurl.arrow`` function computing ``what`` (a component name of
    ``railurl.arrow.COMPONENTS``, ``"port"``, ``"search_param"`` with ``key``,
    ``"is_valid"`` or ``"parse"``), with its fixed arguments bound."""
    if what == "port":
        return lambda urls, **kw: arrow.port(urls, default=default_port, **kw)
    if what == "search_param":
        if key is None:
            raise ValueError('"search_param" needs a key')
        return lambda urls, **kw: arrow.search_param(urls, key, **kw)
    if key is not None:
        raise ValueError(f"{what!r} takes no key")
    if what == "is_valid":
        return lambda urls, base=None, errors="null": arrow.is_valid(urls, base=base)
    if what == "parse":
        return lambda urls, base=None, errors="null": arrow.parse(urls, base=base)
    if what not in arrow.COMPONENTS:
        raise ValueError(
            f"{what!r} is none of {', '.join(arrow.COMPONENTS)}, port, search_param, is_valid, parse"
        )
    return lambda urls, **kw: arrow.component(urls, what, **kw)


def kind(what: str) -> str:
    """The kind of column ``what`` gives: ``"string"``, ``"int32"``, ``"bool"`` or ``"struct"``."""
    return {"port": "int32", "is_valid": "bool", "parse": "struct"}.get(what, "string")


def column_type(what: str, types: dict[str, Any], struct: Callable[[list[tuple[str, Any]]], Any]) -> Any:
    """The type of the column ``what`` gives, in a dataframe library's terms: ``types`` maps
    ``"string"``, ``"int32"`` and ``"bool"`` to the library's types, and ``struct`` makes its
    struct type from ``(name, type)`` pairs (``parse``'s fields, :data:`PARSE_FIELDS`)."""
    column = kind(what)
    if column != "struct":
        return types[column]
    return struct([(name, types["int32" if name == "port" else "string"]) for name in PARSE_FIELDS])


class Methods:
    """The methods of the ``url`` namespaces of pandas and Polars (``series.url``,
    ``pl.col(...).url``): one per name of :data:`railurl.arrow.COMPONENTS`, ``port``,
    ``search_param``, ``is_valid`` and ``parse``, each taking the keyword arguments of its
    :mod:`railurl.arrow` function. ``_apply`` is each library's own: it runs the column
    function on ``self._target`` (a series or an expression)."""

    def __init__(self, target: Any) -> None:
        self._target = target

    def _apply(self, what: str, key: str | None = None, default_port: bool = False, **kwargs: Any) -> Any:
        raise NotImplementedError

    def port(self, *, default: bool = False, **kwargs: Any) -> Any:
        """The port as a 32-bit integer (with ``default=True``, the scheme's default port too)."""
        return self._apply("port", default_port=default, **kwargs)

    def search_param(self, key: str, **kwargs: Any) -> Any:
        """The first value of query parameter ``key``."""
        return self._apply("search_param", key=key, **kwargs)

    def is_valid(self, **kwargs: Any) -> Any:
        """Whether each URL parses."""
        return self._apply("is_valid", **kwargs)

    def parse(self, **kwargs: Any) -> Any:
        """Every getter at once (pandas: a DataFrame; Polars: a struct), with the failure's name
        in ``error``."""
        return self._apply("parse", **kwargs)


def _component_method(name: str) -> Callable[..., Any]:
    def method(self: Methods, **kwargs: Any) -> Any:
        return self._apply(name, **kwargs)

    method.__name__ = method.__qualname__ = name
    method.__doc__ = f"The {name} of each URL (``railurl.arrow.{name}``)."
    return method


for _name in arrow.COMPONENTS:
    setattr(Methods, _name, _component_method(_name))
