"""The URL class's Python contracts: construction, errors with names and code point positions,
equality, hashing, ordering, pickling, copying, repr, and bad input."""

from __future__ import annotations

import copy
import gc
import pickle

import pytest

from railurl import URL, ParseError, parse_with_diagnostics

from conftest import url_cases


def test_parse_error_is_a_value_error_with_the_spec_name_and_position():
    with pytest.raises(ValueError) as raised:
        URL("https://example.org:99999/")
    error = raised.value
    assert isinstance(error, ParseError)
    assert error.name == "port-out-of-range"
    assert error.input == "https://example.org:99999/"
    assert error.input[error.position : error.end] == "99999"
    assert "port-out-of-range" in str(error)


def test_positions_are_code_point_indexes():
    # "ü" is two bytes in UTF-8 and "💩" four; the position counts code points.
    text = "https://üü💩.example:port/"
    with pytest.raises(ParseError) as raised:
        URL(text)
    error = raised.value
    assert error.name == "port-invalid"
    assert text[error.position] == "p"
    url, diagnostics = parse_with_diagnostics("https://ü💩@example.org/")
    (credentials,) = diagnostics
    assert credentials.name == "invalid-credentials"
    assert "https://ü💩@example.org/"[credentials.start] == "@"


@pytest.mark.parametrize(
    "case",
    [c for c in url_cases() if c.get("failure") and c.get("base") is None],
    ids=lambda c: repr(c["input"]),
)
def test_every_failure_names_a_validation_error_of_the_spec(case: dict):
    with pytest.raises(ParseError) as raised:
        URL(case["input"])
    error = raised.value
    url, diagnostics = parse_with_diagnostics(case["input"])
    assert url is None
    failures = [d for d in diagnostics if d.name == error.name]
    assert failures, (error.name, diagnostics)
    # The position is the last such validation error's.
    assert (error.position, error.end) == (failures[-1].start, failures[-1].end)


def test_invalid_base():
    with pytest.raises(ParseError) as raised:
        URL("/path", "not a base")
    assert raised.value.name == "invalid-base"
    assert raised.value.input == "not a base"
    assert URL.parse("/path", "not a base") is None
    assert URL.can_parse("/path", "not a base") is False


def test_base_as_url_and_join():
    base = URL("https://example.org/a/b")
    assert URL("c", base) == URL("c", "https://example.org/a/b") == base.join("c")
    assert URL(base) == base
    assert URL(URL("/x", base)).href == "https://example.org/x"
    assert URL(URL("c", base), "https://other.example/").href == "https://example.org/a/c"


def test_equality_hash_and_order_by_href():
    a, b = URL("HTTP://EXAMPLE.org"), URL("http://example.org/")
    assert a == b and hash(a) == hash(b) and not (a != b)
    assert len({a, b, URL("http://example.org/x")}) == 2
    assert a != "http://example.org/"
    assert sorted([URL("https://b/"), URL("https://a/")]) == [URL("https://a/"), URL("https://b/")]
    assert URL("https://a/") < URL("https://b/") <= URL("https://b/")


def test_pickle_and_copy_are_by_href():
    url = URL("https://user:pw@example.org:8080/p?q#f")
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        assert pickle.loads(pickle.dumps(url, protocol)) == url
    shallow, deep = copy.copy(url), copy.deepcopy(url)
    assert shallow == url == deep and shallow is not url
    shallow.pathname = "/changed"
    assert url.pathname == "/p"


def test_pickled_errors_keep_their_attributes():
    try:
        URL("http://[::1")
    except ParseError as e:
        error = pickle.loads(pickle.dumps(e))
    assert (error.name, error.position, error.input) == ("IPv6-unclosed", 7, "http://[::1")


def test_repr_hides_the_password():
    url = URL("https://user:hunter2@example.org/")
    assert "hunter2" not in repr(url)
    assert repr(url) == "URL('https://user:***@example.org/')"
    assert str(url) == url.href == "https://user:hunter2@example.org/"
    assert repr(URL("https://example.org/")) == "URL('https://example.org/')"


def test_href_is_cached_and_refreshed_by_setters():
    url = URL("https://example.org/a")
    assert url.href is url.href
    url.search = "x"
    assert url.href == "https://example.org/a?x"
    url.href = "http://other.example/"
    assert url.hostname == "other.example"


def test_href_setter_failure_leaves_the_url():
    url = URL("https://example.org/")
    with pytest.raises(ParseError) as raised:
        url.href = "not a url"
    assert raised.value.name == "missing-scheme-non-relative-URL"
    assert url.href == "https://example.org/"


def test_setters_ignore_unusable_values():
    url = URL("https://example.org/")
    url.port = "not a port"
    url.protocol = "???"
    assert url.href == "https://example.org/"


@pytest.mark.parametrize("value", [None, 1, b"https://example.org", ["x"], object()])
def test_non_str_input_is_a_type_error(value):
    with pytest.raises(TypeError, match="input must be str"):
        URL(value)
    with pytest.raises(TypeError):
        URL.parse(value)
    with pytest.raises(TypeError, match="must be str or URL, not int\nwhile processing 'base'"):
        URL("x", base=3)
    url = URL("https://example.org/")
    with pytest.raises(TypeError, match="must be str"):
        url.pathname = value


def test_none_base_is_no_base():
    assert URL("https://example.org/", None).href == "https://example.org/"


def test_deleting_an_attribute_is_refused():
    url = URL("https://example.org/")
    with pytest.raises((AttributeError, TypeError)):
        del url.pathname


def test_lone_surrogates_become_replacement_characters():
    # As a browser's USVString conversion does.
    url = URL("https://example.org/\ud800?\udfff#\ud83d")
    assert url.href == "https://example.org/%EF%BF%BD?%EF%BF%BD#%EF%BF%BD"
    assert URL("https://example.org/\ud83d\ude00").pathname == "/%F0%9F%98%80"
    url.pathname = "\udc00"
    assert url.pathname == "/%EF%BF%BD"


def test_null_code_points():
    assert URL("https://example.org/\x00x").pathname == "/%00x"
    # Leading and trailing C0 controls and spaces are stripped first.
    assert URL("\x00 https://example.org/\x00").href == "https://example.org/"
    with pytest.raises(ParseError) as raised:
        URL("https://exa\x00mple.org/")
    assert raised.value.name == "domain-to-ASCII"
    assert raised.value.position is not None


def test_huge_input():
    path = "a/" * 4_000_000
    url = URL("https://example.org/" + path)
    assert url.pathname == "/" + path
    with pytest.raises(ParseError) as raised:
        URL("https://example.org:" + "9" * 1_000_000)
    assert raised.value.name == "port-out-of-range"
    assert "code points" in str(raised.value)  # the message shortens the input
    assert len(raised.value.input) == len("https://example.org:") + 1_000_000


def test_no_leak_of_urls():
    gc.collect()
    before = len(gc.get_objects())
    for _ in range(10_000):
        URL("https://example.org/").search_params.append("a", "b")
    gc.collect()
    assert len(gc.get_objects()) - before < 100


def test_extra_getters():
    url = URL("https://example.org:8443/p?#")
    assert (url.scheme, url.query, url.fragment, url.port_number) == ("https", "", "", 8443)
    assert url.is_special and not url.has_opaque_path


# The URL Standard's example table ("Host miscellaneous"): host, public suffix, registrable
# domain, through the URL class.
PSL_TABLE = [
    ("com", "com", None),
    ("example.com", "com", "example.com"),
    ("www.example.com", "com", "example.com"),
    ("sub.www.example.com", "com", "example.com"),
    ("EXAMPLE.COM", "com", "example.com"),
    ("example.com.", "com.", "example.com."),
    ("github.io", "github.io", None),
    ("whatwg.github.io", "github.io", "whatwg.github.io"),
    ("إختبار", "xn--kgbechtv", None),
    ("example.إختبار", "xn--kgbechtv", "example.xn--kgbechtv"),
    ("sub.example.إختبار", "xn--kgbechtv", "example.xn--kgbechtv"),
    ("[2001:0db8:85a3:0000:0000:8a2e:0370:7334]", None, None),
]


@pytest.mark.parametrize(("host", "suffix", "registrable"), PSL_TABLE)
def test_public_suffix_and_registrable_domain_as_the_spec_table_says(host, suffix, registrable):
    url = URL(f"https://{host}/path")
    assert (url.public_suffix, url.registrable_domain) == (suffix, registrable)


def test_hosts_that_are_not_domains_have_no_public_suffix():
    for href in ["http://127.0.0.1/", "foo://example.com/", "file:///tmp", "mailto:a@b.example"]:
        url = URL(href)
        assert (url.public_suffix, url.registrable_domain) == (None, None), href
