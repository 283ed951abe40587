"""URLs parsed exactly as the WHATWG URL Standard says, by railurl (a Rust parser that is a grammar).

One URL at a time, with the URL Standard's classes:

>>> from railurl import URL
>>> url = URL("HTTPS://EXAMPLE.com/a/../b?q=1#top")
>>> url.href, url.hostname, url.search_params["q"]
('https://example.com/b?q=1#top', 'example.com', '1')

A column of URLs at a time, over Arrow (pyarrow, Polars, pandas, Spark): see
:mod:`railurl.arrow`, :mod:`railurl.pandas`, :mod:`railurl.polars` and :mod:`railurl.spark`.

Positions (``ParseError.position``, ``Diagnostic.start``, ``Mismatch.position``) are code point
indexes of the ``str`` given, as Python slices it, not byte offsets.
"""

from railurl._railurl import (
    URL,
    Diagnostic,
    Mismatch,
    URLPattern,
    URLPatternComponentResult,
    URLPatternError,
    URLPatternResult,
    URLSearchParams,
    is_valid_url_string,
    parse_with_diagnostics,
    url_string_mismatch,
)
from railurl._errors import ParseError

__version__ = "0.1.0"

__all__ = [
    "URL",
    "Diagnostic",
    "Mismatch",
    "ParseError",
    "URLPattern",
    "URLPatternComponentResult",
    "URLPatternError",
    "URLPatternResult",
    "URLSearchParams",
    "is_valid_url_string",
    "parse_with_diagnostics",
    "url_string_mismatch",
]
