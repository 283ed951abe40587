"""railurl.rfc3986 and railurl.rfc3987 against the vendored RFC test data (tests/data/rfc/,
described in its README.md): fluent-uri's parse cases, JSON-Schema-Test-Suite's uri and iri
formats, RFC 3986 section 5.4's resolution examples and fluent-uri's normalization cases."""

from __future__ import annotations

import copy
import ipaddress
import json
import pickle

import pytest

from conftest import REPO
from railurl.rfc3986 import URIError, URIReference, is_valid
from railurl.rfc3987 import IRIReference
from railurl.rfc3987 import is_valid as is_valid_iri

RFC = REPO / "tests" / "data" / "rfc"


def data(name: str) -> list[dict]:
    return json.loads((RFC / name).read_text(encoding="utf-8"))


PARSE = data("fluent_parse.json")
COMPONENTS = ("scheme", "authority", "userinfo", "host", "host_type", "port", "path", "query", "fragment")


@pytest.mark.parametrize("case", PARSE, ids=[c["input"] for c in PARSE])
def test_fluent_parse_cases(case: dict):
    rule = "URI" if case["kind"] == "uri" else "URI-reference"
    if not case["valid"]:
        with pytest.raises(URIError) as raised:
            URIReference(case["input"], rule)
        error = raised.value
        assert error.rule == rule and error.input == case["input"]
        assert error.expected and str(error).startswith(repr(case["input"]))
        # railurl's position is where the input leaves the language. fluent-uri's index agrees,
        # or lies before it where fluent-uri gives up earlier (then the prefix up to railurl's
        # position is itself valid), or, for an invalid IPv6 address, is the address's start.
        assert error.position >= case.get("error_index", 0)
        if case.get("error_kind") == "UnexpectedCharOrEnd" and error.position != case["error_index"]:
            assert is_valid(case["input"][: error.position])
        assert URIReference.parse(case["input"], rule) is None
        assert not is_valid(case["input"], rule)
        return
    r = URIReference(case["input"], rule)
    assert is_valid(case["input"], rule)
    for name in COMPONENTS:
        if name in case:
            assert getattr(r, name) == case[name], name
    if "has_authority" in case:
        assert (r.authority is not None) == case["has_authority"]
    if "ipv4" in case:
        assert r.ip_address == ipaddress.IPv4Address(case["ipv4"])
    elif "ipv6_groups" in case:
        assert r.ip_address.packed == b"".join(g.to_bytes(2, "big") for g in case["ipv6_groups"])
    elif case.get("host_type") in ("reg-name", "ipvfuture"):
        assert r.ip_address is None


def schema_cases(name: str):
    for group in data(f"jsonschema/{name}.json"):
        for test in group["tests"]:
            if isinstance(test["data"], str):
                yield test["data"], test["valid"]


@pytest.mark.parametrize(
    "name,rule,check",
    [
        ("uri", "URI", is_valid),
        ("uri-reference", "URI-reference", is_valid),
        ("iri", "IRI", is_valid_iri),
        ("iri-reference", "IRI-reference", is_valid_iri),
    ],
)
def test_json_schema_formats(name: str, rule: str, check):
    cases = list(schema_cases(name))
    assert len(cases) >= 5
    cls = IRIReference if rule.startswith("IRI") else URIReference
    for text, valid in cases:
        assert check(text, rule) == valid, text
        assert (cls.parse(text, rule) is not None) == valid, text


SECTION_5_4 = data("rfc3986_5_4.json")


@pytest.mark.parametrize("case", SECTION_5_4, ids=[f"{c['section']} {c['input']}" for c in SECTION_5_4])
def test_section_5_4_examples(case: dict):
    base = URIReference(case["base"], "URI")
    resolved = URIReference(case["input"]).resolve(base)
    assert str(resolved) == case["expected"]
    # The base as a string, and an IRI reference of the same (ASCII) text, resolve alike.
    assert URIReference(case["input"]).resolve(case["base"]) == resolved
    assert str(IRIReference(case["input"]).resolve(case["base"])) == case["expected"]


def test_non_strict_resolution():
    # Section 5.4.2: "http:g" is "http:g" for strict parsers, "http://a/b/c/g" for backward
    # compatibility.
    base = "http://a/b/c/d;p?q"
    assert str(URIReference("http:g").resolve(base)) == "http:g"
    assert str(URIReference("http:g").resolve(base, strict=False)) == "http://a/b/c/g"
    # Section 5.2.1: normalizing the base is optional.
    assert str(URIReference(".").resolve("foo:/bar/..")) == "foo:/bar/"
    assert str(URIReference(".").resolve("foo:/bar/..", normalize_base=True)) == "foo:/"


def test_a_reference_with_a_zone_identifier_resolves():
    # RFC 6874: the zone identifier the reference was read with stays in the target URI.
    reference = URIReference("//[fe80::1%25eth0]/x", zone_id=True)
    target = reference.resolve("http://h/a")
    assert str(target) == "http://[fe80::1%25eth0]/x"
    assert target.host == "[fe80::1%25eth0]"


def test_resolve_needs_a_uri_base():
    with pytest.raises(URIError) as raised:
        URIReference("g").resolve("/relative/base")
    assert raised.value.rule == "URI"


# fluent-uri's normalizer writes IPv6 addresses in RFC 5952's form; RFC 3986 keeps an address as
# written (lower-cased), as railurl does: these keep their input.
RFC_5952 = {"//[0000:0000:0000::1]", "//[0:0:0:0:0:ffff:192.0.2.1]", "//[::192.0.2.1]"}


@pytest.mark.parametrize("case", data("fluent_normalize.json"), ids=lambda c: c["input"])
def test_fluent_normalize_cases(case: dict):
    cls = IRIReference if case["kind"] == "iri-ref" else URIReference
    expected = case["input"] if case["input"] in RFC_5952 else case["expected"]
    r = cls(case["input"])
    assert str(r.normalize_syntax()) == expected
    assert r.eq_normalized(expected)


def test_section_6_normal_form():
    # Section 6.2.2's and 6.2.3's examples.
    r = URIReference("eXAMPLE://a/./b/../b/%63/%7bfoo%7d")
    assert str(r.normalize()) == "example://a/b/c/%7Bfoo%7D"
    for text in ("http://example.com/", "http://example.com:/", "http://example.com:80/"):
        assert str(URIReference(text).normalize()) == "http://example.com/"
        assert URIReference("http://example.com").eq_normalized(text)


def test_iri_to_uri_and_back():
    # RFC 3987 section 3.1's and 3.2.1's examples.
    assert str(IRIReference("http://www.example.org/D\u00fcrst").to_uri()) == "http://www.example.org/D%C3%BCrst"
    assert str(URIReference("http://www.example.org/D%C3%BCrst").to_iri()) == "http://www.example.org/Dürst"
    assert str(URIReference("http://www.example.org/D%FCrst").to_iri()) == "http://www.example.org/D%FCrst"
    assert isinstance(URIReference("a").to_iri(), IRIReference)
    assert isinstance(IRIReference("a").to_uri(), URIReference)


def test_components_absent_and_empty():
    r = URIReference("foo:")
    assert (r.scheme, r.authority, r.host, r.port, r.path, r.query, r.fragment) == ("foo", None, None, None, "", None, None)
    r = URIReference("//@:?#")
    assert (r.userinfo, r.host, r.port, r.query, r.fragment) == ("", "", "", "", "")
    assert r.is_relative and r.path_type == "path-abempty"
    assert URIReference("a/b").path_type == "path-noscheme"
    assert URIReference("mailto:x").path_type == "path-rootless"


def test_hosts():
    assert URIReference("//[v1.fe80::a+en1]").host_type == "ipvfuture"
    assert URIReference("//1.2.3.4.5/").host_type == "reg-name"
    r = URIReference("http://[fe80::1%25eth0]/", zone_id=True)
    assert r.ip_address == ipaddress.IPv6Address("fe80::1%eth0")
    with pytest.raises(URIError):
        URIReference("http://[fe80::1%25eth0]/")
    with pytest.raises(ValueError, match="zone_id"):
        URIReference("http://[fe80::1]/", "URI", zone_id=True)


def test_errors_are_code_point_positions():
    with pytest.raises(URIError) as raised:
        IRIReference("http://例え.jp/a b")
    error = raised.value
    assert error.position == 14 and error.input[error.position] == " "
    assert error.rule == "IRI-reference" and "end of input" in error.expected
    assert isinstance(error, ValueError)
    assert pickle.loads(pickle.dumps(error)).position == 14
    # A failure inside a character (the grammar reads bytes) is at that character.
    with pytest.raises(URIError) as raised:
        IRIReference("/a\ufffd")
    assert raised.value.position == 2


def test_rules():
    assert URIReference.parse("a:b#c", "absolute-URI") is None
    assert URIReference("a:b#c", "URI").fragment == "c"
    with pytest.raises(ValueError, match="rule must be"):
        URIReference("a", "url")
    with pytest.raises(ValueError, match="rule must be"):
        URIReference.parse("a", "IRI")
    with pytest.raises(ValueError, match="rule must be"):
        is_valid("a", "IRI")
    with pytest.raises(TypeError, match="text must be str"):
        URIReference(b"http://a/")


def test_value_manners():
    r = URIReference("http://a/b?c#d")
    assert r == URIReference("http://a/b?c#d") and r != URIReference("HTTP://a/b?c#d")
    assert hash(r) == hash(URIReference(str(r)))
    assert r != "http://a/b?c#d"
    assert pickle.loads(pickle.dumps(r)) == r and copy.copy(r) is r and copy.deepcopy(r) is r
    assert repr(r) == "URIReference('http://a/b?c#d')"
    assert URIReference(r) == r
    assert sorted([URIReference("b"), URIReference("a")]) == [URIReference("a"), URIReference("b")]
    i = IRIReference("ä")
    assert pickle.loads(pickle.dumps(i)) == i and repr(i) == "IRIReference('ä')"


def test_relativize_inverts_resolution():
    base = URIReference("http://a/b/c/d;p?q")
    for case in SECTION_5_4:
        if case["section"] != "5.4.1":
            continue
        target = URIReference(case["expected"])
        if target.scheme is None:
            continue
        reference = base.relativize(target)
        if reference is not None:
            assert reference.resolve(base) == target
    assert base.relativize("http://a/x/../y") is None


@pytest.mark.parametrize("layout", ["string", "large_string", "string_view"])
def test_arrow_is_valid_uri_agrees_with_the_scalar_api(layout: str):
    import pyarrow as pa

    from railurl import arrow

    texts = [text for name in ("uri", "iri-reference") for text, _ in schema_cases(name)]
    texts += [c["input"] for c in PARSE] + [None]
    array = pa.array(texts, type=getattr(pa, layout)())
    for rule in ("URI-reference", "URI", "absolute-URI", "IRI-reference", "IRI", "absolute-IRI"):
        check = is_valid_iri if "IRI" in rule else is_valid
        expected = [None if t is None else check(t, rule) for t in texts]
        assert arrow.is_valid_uri(array, rule).to_pylist() == expected, rule
    with pytest.raises(ValueError, match="no RFC 3986 or 3987 rule"):
        arrow.is_valid_uri(array, "url")
