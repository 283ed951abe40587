"""railurl.arrow against the scalar API, row by row, on the corpus and WPT's inputs, in every
string layout and container; nulls, failures, bases; and the pandas and Polars helpers."""

from __future__ import annotations

import pyarrow as pa
import pytest

import railurl
from railurl import URL, ParseError, arrow

from conftest import corpus, url_cases

# The corpus, WPT's inputs (with and without their bases), and nulls.
INPUTS = corpus() + [c["input"] for c in url_cases()] + [None, "", None]
WITH_BASE = [(c["input"], c["base"]) for c in url_cases() if c.get("base")]

LAYOUTS = [pa.string(), pa.large_string(), pa.string_view()]


def scalar(text: str | None, base=None) -> URL | None:
    return None if text is None else URL.parse(text, base)


def expected(what: str, texts, base=None, **kwargs):
    out = []
    for text in texts:
        url = scalar(text, base)
        if url is None:
            out.append(None if (text is None or what != "is_valid") else False)
        elif what == "port":
            port = url.port_number
            if port is None and kwargs.get("default"):
                port = {"http:": 80, "https:": 443, "ws:": 80, "wss:": 443, "ftp:": 21}.get(url.protocol)
            out.append(port)
        elif what == "is_valid":
            out.append(True)
        elif what == "search_param":
            out.append(url.search_params.get(kwargs["key"]))
        else:
            out.append(getattr(url, what))
    return out


def usv(text: str) -> str:
    """``text`` with each lone surrogate replaced by U+FFFD, as the scalar API reads it."""
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def as_array(texts, layout):
    # Some WPT inputs hold lone surrogates, which Arrow's UTF-8 cannot: they go in repaired.
    repaired = [None if t is None else usv(t) for t in texts]
    return pa.array(repaired, type=pa.string()).cast(layout), repaired


@pytest.mark.parametrize("layout", LAYOUTS, ids=str)
@pytest.mark.parametrize("what", list(arrow.COMPONENTS))
def test_components_match_the_scalar_api(layout, what):
    array, texts = as_array(INPUTS, layout)
    result = arrow.component(array, what)
    assert result.type == layout
    assert result.to_pylist() == expected(what, texts)


@pytest.mark.parametrize("layout", LAYOUTS, ids=str)
def test_port_is_valid_search_param(layout):
    array, texts = as_array(INPUTS, layout)
    assert arrow.port(array).type == pa.int32()
    assert arrow.port(array).to_pylist() == expected("port", texts)
    assert arrow.port(array, default=True).to_pylist() == expected("port", texts, default=True)
    assert arrow.is_valid(array).to_pylist() == expected("is_valid", texts)
    for key in ["q", "a", "x y", ""]:
        assert arrow.search_param(array, key).to_pylist() == expected("search_param", texts, key=key)


@pytest.mark.parametrize("layout", LAYOUTS, ids=str)
def test_parse_struct(layout):
    array, texts = as_array(INPUTS, layout)
    rows = arrow.parse(array).to_pylist()
    assert len(rows) == len(texts)
    for text, row in zip(texts, rows):
        if text is None:
            assert row is None
            continue
        try:
            url = URL(text)
        except ParseError as e:
            assert row["error"] == e.name
            assert all(v is None for k, v in row.items() if k != "error")
            continue
        assert row["error"] is None
        assert row["port"] == url.port_number
        for name in ["href", "origin", "protocol", "username", "password", "host", "hostname", "pathname", "search", "hash"]:
            assert row[name] == getattr(url, name), name


def test_wpt_cases_with_their_bases():
    checked = 0
    for text, base in WITH_BASE:
        if not URL.can_parse(base):
            continue
        (href,) = arrow.href(pa.array([usv(text)]), base=base).to_pylist()
        url = URL.parse(text, base)
        assert href == (url.href if url else None), (text, base)
        checked += 1
    assert checked > 300


def test_base_as_url_and_invalid_base():
    base = URL("https://example.org/a/b")
    assert arrow.href(pa.array(["c", "/d"]), base=base).to_pylist() == [
        "https://example.org/a/c",
        "https://example.org/d",
    ]
    with pytest.raises(ParseError) as raised:
        arrow.href(pa.array(["c"]), base="not a base")
    assert raised.value.name == "invalid-base"


@pytest.mark.parametrize("layout", LAYOUTS, ids=str)
def test_errors_raise_names_the_first_failing_row(layout):
    # A string_view column's href takes the canonical rows of a block first and the others
    # after: the failure is still the first row that fails, after a row that does not.
    rows = ["https://ok.example/"] * 19_999 + ["HTTP://OK", "http://[::1"] + ["x"] * 10
    with pytest.raises(ParseError) as raised:
        arrow.href(pa.array(rows, type=layout), errors="raise")
    error = raised.value
    assert (error.row, error.name, error.input) == (20_000, "IPv6-unclosed", "http://[::1")
    assert str(error).startswith("row 20000: IPv6-unclosed")
    # In a chunked array, the row counts from the start of the whole column.
    chunked = pa.chunked_array([rows[:15_000], rows[15_000:]])
    with pytest.raises(ParseError) as raised:
        arrow.hostname(chunked, errors="raise")
    assert raised.value.row == 20_000
    # Nulls are not failures.
    assert arrow.href(pa.array([None, "https://a/"]), errors="raise").to_pylist() == [None, "https://a/"]
    with pytest.raises(ValueError, match="errors must be"):
        arrow.href(pa.array(["x"]), errors="ignore")


def test_chunked_arrays_and_streams_keep_their_chunks():
    chunked = pa.chunked_array([["https://a/"], [], ["HTTPS://B", None]], type=pa.large_string())
    result = arrow.href(chunked)
    assert isinstance(result, pa.ChunkedArray)
    assert result.type == pa.large_string()
    assert [len(c) for c in result.chunks] == [1, 0, 2]
    assert result.to_pylist() == ["https://a/", "https://b/", None]
    empty = arrow.parse(pa.chunked_array([], type=pa.string()))
    assert len(empty) == 0 and pa.types.is_struct(empty.type)


def test_sliced_arrays_read_their_own_rows():
    array = pa.array(["https://a/", "https://b/", None, "https://c/"] * 5000)
    part = array.slice(1, 9_001)
    assert arrow.hostname(part).to_pylist() == [None if u is None else u[8] for u in part.to_pylist()]


def test_large_arrays_are_cut_into_blocks_in_order():
    urls = [f"https://h{i}.example/{i}" for i in range(50_000)]
    assert arrow.hostname(pa.array(urls)).to_pylist() == [f"h{i}.example" for i in range(50_000)]


@pytest.mark.parametrize("layout", LAYOUTS, ids=str)
@pytest.mark.parametrize("threads", ["1", "3", "7"])
def test_threads_join_their_pieces_in_row_order(layout, threads, monkeypatch):
    # Nulls, failures and URLs the parser rewrites (and canonical ones, copied as they are)
    # in every thread's range; the pieces' text and nulls joined in place.
    rows = [
        None if i % 11 == 0 else "not a url" if i % 13 == 0 else f"HTTPS://H{i}.example:443/a/../{i}"
        if i % 3 == 0 else f"https://h{i}.example/{'long/' * (i % 4)}{i}"
        for i in range(40_000)
    ]
    monkeypatch.setenv("RAILURL_NUM_THREADS", threads)
    array = pa.array(rows, type=layout)
    for what in ["href", "hostname"]:
        result = arrow.component(array, what)
        assert result.type == layout
        # Every offset, view and byte of UTF-8 (railurl builds the arrays without Arrow
        # checking them in a release build).
        result.validate(full=True)
        assert result.to_pylist() == expected(what, rows)


@pytest.mark.parametrize("threads", ["1", "2", "5"])
def test_string_views_into_the_input_and_many_buffers(threads, monkeypatch):
    # A string_view result keeps the input's view for a canonical row and writes the others'
    # text into buffers of its own, a new one each time one fills (at 64 KiB in the debug build
    # the tests run): every thread's views must name the right buffer after the join.
    long = "x" * 300
    rows = [
        f"https://h{i}.example/{long}/{i}" if i % 2 else f"HTTPS://H{i}.example/{long}/./{i}"
        for i in range(30_000)
    ]
    monkeypatch.setenv("RAILURL_NUM_THREADS", threads)
    array = pa.array(rows, type=pa.string_view())
    result = arrow.href(array)
    result.validate(full=True)
    assert result.to_pylist() == expected("href", rows)
    # The canonical rows' text is not copied: the result's own buffers hold about the other
    # half's.
    own = result.nbytes - array.nbytes
    assert own < sum(len(r) for r in rows) * 0.6


def test_plain_sequences_and_other_arrow_libraries():
    assert arrow.href(["HTTPS://A", None]).to_pylist() == ["https://a/", None]
    import arro3.core as arro3

    result = arrow.hostname(arro3.Array.from_arrow(pa.array(["https://x.example/"])))
    assert result.to_pylist() == ["x.example"]


def test_bad_input_types():
    with pytest.raises(TypeError, match="arrays of strings"):
        arrow.href(pa.array([1, 2]))
    with pytest.raises(ValueError, match="search_param"):
        railurl._railurl._column(pa.array(["x"]), "search_param")
    with pytest.raises(ValueError, match="no URL component"):
        arrow.component(pa.array(["x"]), "nope")


def test_polars():
    import polars as pl

    import railurl.polars  # noqa: F401

    texts = corpus()[:5000] + [None, "not a url"]
    df = pl.DataFrame({"u": texts})
    out = df.select(
        pl.col("u").url.href(),
        pl.col("u").url.hostname().alias("host"),
        pl.col("u").url.port(default=True).alias("port"),
        pl.col("u").url.is_valid().alias("ok"),
        pl.col("u").url.parse().alias("parsed"),
    )
    assert out["u"].to_list() == expected("href", texts)
    assert out["host"].to_list() == expected("hostname", texts)
    assert out["port"].to_list() == expected("port", texts, default=True)
    assert out["ok"].to_list() == expected("is_valid", texts)
    assert out["parsed"].struct.field("error").to_list()[-2:] == [None, "missing-scheme-non-relative-URL"]
    assert df["u"].url.search_param("q").to_list() == expected("search_param", texts, key="q")
    # Lazily, in the streaming engine too.
    lazy = df.lazy().select(pl.col("u").url.hostname()).collect(engine="streaming")
    assert lazy["u"].to_list() == expected("hostname", texts)


def test_pandas():
    import pandas as pd

    import railurl.pandas  # noqa: F401

    texts = corpus()[:5000] + [None, "not a url"]
    for series in [pd.Series(texts, index=range(100, 100 + len(texts))), pd.Series(texts, dtype=object)]:
        host = series.url.hostname()
        assert list(host.index) == list(series.index)
        assert [None if pd.isna(v) else v for v in host] == expected("hostname", texts)
        port = series.url.port()
        assert [None if pd.isna(v) else v for v in port] == expected("port", texts)
        parsed = series.url.parse()
        assert list(parsed.columns) == list(railurl._columns.PARSE_FIELDS)
        assert parsed["error"].iloc[-1] == "missing-scheme-non-relative-URL"


def test_every_href_route_in_one_column():
    # The route each row takes (the benchmark's `--split` groups rows by it), and a column
    # that mixes all four gives every row the href of the URL class, or null.
    rows = {
        "https://example.org/a?b#c": "canonical",
        "https://example.org": "canonical",
        "HTTPS://User:Pa ss@Example.org:0443/a/../b": "near-canonical",
        "http://a@b@example.org/": "engine",
        "http://127.1/": "near-canonical",
        "http://[::1]/": "engine",
        "http://1.2.3.256/": "failure",
        "mailto:x": "engine",
        "http://ho%0Dst/": "failure",
        "http://h:65536/": "failure",
    }
    assert {row: railurl._railurl._href_route(row) for row in rows} == rows
    for layout in LAYOUTS:
        result = arrow.href(pa.array(list(rows), type=layout))
        assert result.to_pylist() == expected("href", list(rows))
