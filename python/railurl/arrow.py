"""A column of URLs at a time: railurl over Arrow arrays.

Every function takes ``urls``, anything that offers the Arrow PyCapsule interface (a
``pyarrow.Array`` or ``ChunkedArray``, a Polars ``Series``, an arro3 array, ...) with strings
in ``utf8`` (``string``), ``large_utf8`` or ``utf8_view`` layout, or a plain sequence of
``str``/``None`` (converted with ``pyarrow.array`` first). The input buffers are read in place,
without copying; the work runs without the GIL, the rows cut into one range per core, each on a
thread of its own (``RAILURL_NUM_THREADS``, read at each call, sets how many threads; default
one per core; a column of fewer than 8,192 rows runs on the calling thread).

The result is a ``pyarrow.Array`` for an array and a ``pyarrow.ChunkedArray`` for a chunked
array or stream, with one row per input row. String results have the input's layout. A null
input row gives a null output row. A row that fails to parse gives null, or, with
``errors="raise"``, raises :class:`railurl.ParseError` naming the row (its ``row`` attribute)
and the spec's failure. ``base`` (a ``str`` or :class:`railurl.URL`) resolves every row as a
reference relative to it, as ``URL(row, base)`` does.

>>> import pyarrow as pa
>>> from railurl import arrow
>>> urls = pa.array(["HTTPS://Example.com:443/a/../b?q=1", "not a url", None])
>>> arrow.href(urls).to_pylist()
['https://example.com/b?q=1', None, None]
>>> arrow.hostname(urls).to_pylist()
['example.com', None, None]
>>> arrow.port(pa.array(["http://h:8080/", "https://h/"]), default=True).to_pylist()
[8080, 443]
>>> arrow.is_valid(urls).to_pylist()
[True, False, None]
>>> arrow.href(pa.array(["../c", "?x"]), base="https://example.com/a/b").to_pylist()
['https://example.com/c', 'https://example.com/a/b?x']
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal, Union

from railurl import _railurl

if TYPE_CHECKING:
    import pyarrow as pa

    from railurl import URL

    ArrowResult = Union[pa.Array, pa.ChunkedArray]

Errors = Literal["null", "raise"]

#: The names of the string getters each function below computes (``component(urls, name)``).
COMPONENTS = (
    "href",
    "origin",
    "protocol",
    "scheme",
    "username",
    "password",
    "host",
    "hostname",
    "pathname",
    "search",
    "query",
    "hash",
    "fragment",
    "public_suffix",
    "registrable_domain",
)

__all__ = [
    "COMPONENTS",
    "component",
    "fragment",
    "hash",
    "host",
    "hostname",
    "href",
    "is_valid",
    "is_valid_uri",
    "origin",
    "parse",
    "password",
    "pathname",
    "port",
    "protocol",
    "public_suffix",
    "query",
    "registrable_domain",
    "scheme",
    "search",
    "search_param",
    "username",
]


def _arrow_input(urls: Any) -> Any:
    """``urls`` itself when it speaks the Arrow PyCapsule interface, else a pyarrow array."""
    if hasattr(urls, "__arrow_c_array__") or hasattr(urls, "__arrow_c_stream__"):
        return urls
    import pyarrow as pa

    return pa.array(urls, type=pa.string())


def component(
    urls: Any, name: str, *, base: str | URL | None = None, errors: Errors = "null"
) -> ArrowResult:
    """The string getter ``name`` (one of :data:`COMPONENTS`) of every URL.

    >>> import pyarrow as pa
    >>> component(pa.array(["https://a.example/x?y#z"]), "pathname").to_pylist()
    ['/x']
    """
    return _railurl._column(_arrow_input(urls), name, base=base, errors=errors)


def href(urls: Any, *, base: str | URL | None = None, errors: Errors = "null") -> ArrowResult:
    """The href (the canonical serialization) of every URL.

    >>> import pyarrow as pa
    >>> href(pa.array(["HTTP://A.example", "x"]), errors="null").to_pylist()
    ['http://a.example/', None]
    """
    return component(urls, "href", base=base, errors=errors)


def origin(urls: Any, *, base: str | URL | None = None, errors: Errors = "null") -> ArrowResult:
    """The ASCII serialization of every URL's origin (``"null"`` for an opaque origin)."""
    return component(urls, "origin", base=base, errors=errors)


def protocol(urls: Any, *, base: str | URL | None = None, errors: Errors = "null") -> ArrowResult:
    """The protocol getter: the scheme and ``":"``."""
    return component(urls, "protocol", base=base, errors=errors)


def scheme(urls: Any, *, base: str | URL | None = None, errors: Errors = "null") -> ArrowResult:
    """The scheme, without ``":"``."""
    return component(urls, "scheme", base=base, errors=errors)


def username(urls: Any, *, base: str | URL | None = None, errors: Errors = "null") -> ArrowResult:
    """The username getter."""
    return component(urls, "username", base=base, errors=errors)


def password(urls: Any, *, base: str | URL | None = None, errors: Errors = "null") -> ArrowResult:
    """The password getter."""
    return component(urls, "password", base=base, errors=errors)


def host(urls: Any, *, base: str | URL | None = None, errors: Errors = "null") -> ArrowResult:
    """The host getter: the hostname, and ``":"`` and the port when there is one."""
    return component(urls, "host", base=base, errors=errors)


def hostname(urls: Any, *, base: str | URL | None = None, errors: Errors = "null") -> ArrowResult:
    """The hostname getter: the serialized host (IDNA-processed; IP addresses canonical)."""
    return component(urls, "hostname", base=base, errors=errors)


def pathname(urls: Any, *, base: str | URL | None = None, errors: Errors = "null") -> ArrowResult:
    """The pathname getter."""
    return component(urls, "pathname", base=base, errors=errors)


def search(urls: Any, *, base: str | URL | None = None, errors: Errors = "null") -> ArrowResult:
    """The search getter: ``"?"`` and the query, or ``""``."""
    return component(urls, "search", base=base, errors=errors)


def query(urls: Any, *, base: str | URL | None = None, errors: Errors = "null") -> ArrowResult:
    """The query without ``"?"``; null when the URL has none."""
    return component(urls, "query", base=base, errors=errors)


def hash(urls: Any, *, base: str | URL | None = None, errors: Errors = "null") -> ArrowResult:  # noqa: A001
    """The hash getter: ``"#"`` and the fragment, or ``""``."""
    return component(urls, "hash", base=base, errors=errors)


def fragment(urls: Any, *, base: str | URL | None = None, errors: Errors = "null") -> ArrowResult:
    """The fragment without ``"#"``; null when the URL has none."""
    return component(urls, "fragment", base=base, errors=errors)


def public_suffix(urls: Any, *, base: str | URL | None = None, errors: Errors = "null") -> ArrowResult:
    """The host's public suffix by the Public Suffix List (the URL Standard's); null when the
    host is not a domain."""
    return component(urls, "public_suffix", base=base, errors=errors)


def registrable_domain(urls: Any, *, base: str | URL | None = None, errors: Errors = "null") -> ArrowResult:
    """The host's registrable domain (the URL Standard's); null when the host is not a domain
    or is itself a public suffix."""
    return component(urls, "registrable_domain", base=base, errors=errors)


def port(
    urls: Any,
    *,
    default: bool = False,
    base: str | URL | None = None,
    errors: Errors = "null",
) -> ArrowResult:
    """The port as an ``int32`` (null when the URL has none or it is the scheme's default);
    with ``default=True``, the scheme's default port where the URL has none (null for schemes
    without one).

    >>> import pyarrow as pa
    >>> port(pa.array(["https://h:8443/", "https://h/", "git://h/"]), default=True).to_pylist()
    [8443, 443, None]
    """
    return _railurl._column(
        _arrow_input(urls), "port", base=base, errors=errors, default_port=default
    )


def search_param(
    urls: Any, key: str, *, base: str | URL | None = None, errors: Errors = "null"
) -> ArrowResult:
    """The first value of query parameter ``key`` (``url.search_params.get(key)``); null when
    the query has no such parameter.

    >>> import pyarrow as pa
    >>> search_param(pa.array(["https://h/?q=a+b&q=c", "https://h/"]), "q").to_pylist()
    ['a b', None]
    """
    return _railurl._column(_arrow_input(urls), "search_param", base=base, errors=errors, key=key)


def is_valid(urls: Any, *, base: str | URL | None = None) -> ArrowResult:
    """Whether each URL parses (``URL.can_parse``); null for a null row.

    >>> import pyarrow as pa
    >>> is_valid(pa.array(["https://h/", "http://[::1", None])).to_pylist()
    [True, False, None]
    """
    return _railurl._column(_arrow_input(urls), "is_valid", base=base)


def is_valid_uri(urls: Any, rule: str = "URI-reference") -> ArrowResult:
    """Whether each string matches RFC 3986's or RFC 3987's ``rule`` (``"URI-reference"``,
    ``"URI"``, ``"absolute-URI"``, ``"IRI-reference"``, ``"IRI"`` or ``"absolute-IRI"``; see
    :mod:`railurl.rfc3986`), by the RFC's grammar alone (no URL Standard parsing); null for a
    null row.

    >>> import pyarrow as pa
    >>> strings = pa.array(["http://a/b c", "//h/p?q", "http://例え.jp/", None])
    >>> is_valid_uri(strings).to_pylist()
    [False, True, False, None]
    >>> is_valid_uri(strings, "IRI").to_pylist()
    [False, False, True, None]
    """
    return _railurl._column(_arrow_input(urls), "matches_rule", key=rule)


def parse(urls: Any, *, base: str | URL | None = None) -> ArrowResult:
    """Every getter at once: a struct array with the string fields ``href``, ``origin``,
    ``protocol``, ``username``, ``password``, ``host``, ``hostname``, ``port`` (``int32``),
    ``pathname``, ``search``, ``hash``, and ``error``: the URL Standard's name of the failure
    (``"IPv6-unclosed"``, ...) for a row that fails to parse, whose other fields are null. A
    null row is a null struct.

    >>> import pyarrow as pa
    >>> rows = parse(pa.array(["https://h:81/p", "http://[::1"])).to_pylist()
    >>> rows[0]["hostname"], rows[0]["port"], rows[0]["error"]
    ('h', 81, None)
    >>> rows[1]["href"], rows[1]["error"]
    (None, 'IPv6-unclosed')
    """
    return _railurl._column(_arrow_input(urls), "parse", base=base)
