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

from railurl import _columns

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
class URLAccessor(_columns.Methods):
    """``series.url``: railurl on a pandas Series of URL strings."""

    def _apply(self, what: str, key: str | None = None, default_port: bool = False, **kwargs: Any) -> Any:
        series = self._target
        result = _columns.function(what, key=key, default_port=default_port)(_arrow(series), **kwargs)
        if isinstance(result, pa.ChunkedArray):
            result = result.combine_chunks()
        index, name = series.index, series.name
        if what == "parse":
            columns = {
                field.name: pd.Series(child, index=index, dtype=pd.ArrowDtype(child.type))
                for field, child in zip(result.type, result.flatten())
            }
            return pd.DataFrame(columns, index=index)
        return pd.Series(result, index=index, name=name, dtype=pd.ArrowDtype(result.type))
