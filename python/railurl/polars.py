"""railurl in Polars expressions: importing this module adds a ``url`` namespace to Polars
expressions and series, whose methods run :mod:`railurl.arrow` on whole batches
(``Expr.map_batches``, element-wise, so Polars may split and parallelize them).

>>> import polars as pl
>>> import railurl.polars
>>> df = pl.DataFrame({"u": ["HTTPS://Example.com/a/../b?q=1", "not a url", None]})
>>> df.select(pl.col("u").url.hostname(), pl.col("u").url.search_param("q").alias("q")).rows()
[('example.com', '1'), (None, None), (None, None)]
>>> df["u"].url.href().to_list()
['https://example.com/b?q=1', None, None]

Methods (each with the keyword arguments of its :mod:`railurl.arrow` function, ``base`` and
``errors``): every name of ``railurl.arrow.COMPONENTS`` (``href``, ``hostname``, ...),
``port(default=False)``, ``search_param(key)``, ``is_valid()`` and ``parse()`` (a struct).
"""

from __future__ import annotations

from typing import Any

import polars as pl

from railurl import _columns

__all__ = ["URLExprNamespace", "URLSeriesNamespace", "dtype"]


def dtype(what: str) -> pl.DataType:
    """The Polars type of the column ``what`` gives."""
    types = {"string": pl.String(), "int32": pl.Int32(), "bool": pl.Boolean()}
    return _columns.column_type(what, types, lambda fields: pl.Struct(dict(fields)))


def _series(what: str, series: pl.Series, key: str | None, default_port: bool, **kwargs: Any) -> pl.Series:
    result = _columns.function(what, key=key, default_port=default_port)(series, **kwargs)
    return pl.Series(series.name, result)


@pl.api.register_expr_namespace("url")
class URLExprNamespace(_columns.Methods):
    """``pl.col(...).url``: railurl on an expression."""

    def _apply(self, what: str, key: str | None = None, default_port: bool = False, **kwargs: Any) -> pl.Expr:
        _columns.function(what, key=key, default_port=default_port)  # check the arguments now
        return self._target.map_batches(
            lambda s: _series(what, s, key, default_port, **kwargs),
            return_dtype=dtype(what),
            is_elementwise=True,
        )


@pl.api.register_series_namespace("url")
class URLSeriesNamespace(_columns.Methods):
    """``series.url``: railurl on a series."""

    def _apply(self, what: str, key: str | None = None, default_port: bool = False, **kwargs: Any) -> pl.Series:
        return _series(what, self._target, key, default_port, **kwargs)
