"""railurl on pandas: importing this module adds a ``url`` accessor to ``pandas.Series``,
whose methods run :mod:`railurl.arrow` on the whole series and return Arrow-backed series
(``pd.ArrowDtype``) with the same index; ``parse()`` returns a DataFrame.

>>> import pandas as pd
>>> import railurl.pandas
>>> s = pd.Series(["HTTPS://Example.com/a/../b?q=1", "not a url", None], index=[10, 20, 30])
>>> s.url.hostname().tolist()
['example.com', <NA>, <NA>]
>>> s.url.parse()[["hostname", "pathname", "error"]].loc[20].tolist()
[<NA>, <NA>, 'missing-scheme-non-relative-URL']

Methods (each with the keyword arguments of its :mod:`railurl.arrow` function, ``base`` and
``errors``): every name of ``railurl.arrow.COMPONENTS`` (``href``, ``hostname``, ...),
``port(default=False)``, ``search_param(key)``, ``is_valid()`` and ``parse()``.
"""

from __future__ import annotations

from typing import Any

import pandas as pd
import pyarrow as pa

from railurl import _columns, arrow

__all__ = ["URLAccessor"]


def _arrow(series: pd.Series) -> Any:
    """The series' values as Arrow strings (in place where pandas already holds Arrow data)."""
    if hasattr(series, "__arrow_c_stream__"):
        try:
            return pa.chunked_array(series)
        except (pa.ArrowException, TypeError, ValueError):
            pass
    return pa.array(series.to_numpy(dtype=object, na_value=None), type=pa.string())


@pd.api.extensions.register_series_accessor("url")
class URLAccessor:
    """``series.url``: railurl on a pandas Series of URL strings."""

    def __init__(self, series: pd.Series) -> None:
        self._series = series

    def _apply(self, what: str, key: str | None = None, default_port: bool = False, **kwargs: Any) -> Any:
        result = _columns.function(what, key=key, default_port=default_port)(_arrow(self._series), **kwargs)
        if isinstance(result, pa.ChunkedArray):
            result = result.combine_chunks()
        index, name = self._series.index, self._series.name
        if what == "parse":
            columns = {
                field.name: pd.Series(child, index=index, dtype=pd.ArrowDtype(child.type))
                for field, child in zip(result.type, result.flatten())
            }
            return pd.DataFrame(columns, index=index)
        return pd.Series(result, index=index, name=name, dtype=pd.ArrowDtype(result.type))

    def port(self, *, default: bool = False, **kwargs: Any) -> pd.Series:
        """The port as int32 (with ``default=True``, the scheme's default port too)."""
        return self._apply("port", default_port=default, **kwargs)

    def search_param(self, key: str, **kwargs: Any) -> pd.Series:
        """The first value of query parameter ``key``."""
        return self._apply("search_param", key=key, **kwargs)

    def is_valid(self, **kwargs: Any) -> pd.Series:
        """Whether each URL parses."""
        return self._apply("is_valid", **kwargs)

    def parse(self, **kwargs: Any) -> pd.DataFrame:
        """Every getter as a column, with the failure's name in ``error``."""
        return self._apply("parse", **kwargs)


for _name in arrow.COMPONENTS:

    def _method(self: URLAccessor, _what: str = _name, **kwargs: Any) -> pd.Series:
        return self._apply(_what, **kwargs)

    _method.__name__ = _name
    _method.__doc__ = f"The {_name} of each URL (``railurl.arrow.{_name}``)."
    setattr(URLAccessor, _name, _method)
