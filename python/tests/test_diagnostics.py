"""Validation errors as values, and the valid-URL-string checker."""

from __future__ import annotations

import pytest

from railurl import URL, ParseError, is_valid_url_string, parse_with_diagnostics, url_string_mismatch

from conftest import url_cases


def test_diagnostics_have_names_spans_and_renderings():
    text = "https://user:pw@EXAMPLE.org\\päth"
    url, diagnostics = parse_with_diagnostics(text)
    assert url.href == "https://user:pw@example.org/p%C3%A4th"
    assert [(d.name, text[d.start : d.end]) for d in diagnostics] == [
        ("invalid-credentials", "@"),
        ("invalid-reverse-solidus", "\\"),
    ]
    assert not any(d.is_failure for d in diagnostics)
    rendered = diagnostics[1].render()
    assert rendered.splitlines()[1] == "  | " + text
    assert rendered.splitlines()[2].endswith("^")
    assert diagnostics[0].input == text
    assert str(diagnostics[0]).startswith("15..16: invalid-credentials")


def test_failures_are_among_the_diagnostics():
    url, diagnostics = parse_with_diagnostics("https://ex ample.org/")
    assert url is None
    assert any(d.is_failure for d in diagnostics)


def test_base_argument():
    url, diagnostics = parse_with_diagnostics("..\\x", "https://example.org/a/b")
    assert url.href == "https://example.org/x"
    assert [d.name for d in diagnostics] == ["invalid-reverse-solidus"]
    with pytest.raises(ParseError):
        parse_with_diagnostics("x", "not a base")


@pytest.mark.parametrize(
    "case",
    [c for c in url_cases() if not c.get("failure")],
    ids=lambda c: f"{c['input']!r} base {c.get('base')!r}",
)
def test_agrees_with_the_parser(case: dict):
    url, diagnostics = parse_with_diagnostics(case["input"], case.get("base"))
    assert url == URL(case["input"], case.get("base"))
    assert all(0 <= d.start <= d.end <= len(case["input"]) for d in diagnostics)


def test_valid_url_strings():
    assert is_valid_url_string("https://example.org/a?b#c")
    assert not is_valid_url_string("https:example.org")
    assert is_valid_url_string("/x", URL("https://example.org/"))
    mismatch = url_string_mismatch("https://exämple.org/a b")
    assert "https://exämple.org/a b"[mismatch.position] == mismatch.found == " "
    assert f"at {mismatch.position}" in str(mismatch)
    assert url_string_mismatch("https://example.org/") is None
    with pytest.raises(TypeError):
        is_valid_url_string(b"https://example.org/")
