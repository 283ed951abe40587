"""WPT's urlpatterntestdata.json through railurl.URLPattern, as urlpattern.any.js runs it."""

from __future__ import annotations

import pytest

from railurl import URL, URLPattern, URLPatternError

from conftest import wpt

COMPONENTS = ["protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"]
CASES = wpt("urlpatterntestdata.json")


INIT_KEYS = set(COMPONENTS) | {"baseURL"}


def init(value):
    """A JavaScript dictionary argument as Python's URLPattern takes it: WebIDL ignores the
    members a dictionary does not define (Python's URLPattern refuses them)."""
    if isinstance(value, dict):
        return {k: v for k, v in value.items() if k in INIT_KEYS}
    return value


def construct(args: list):
    """``new URLPattern(...args)``: (input, baseURL, options) or (input, options) become
    ``URLPattern(input, base_url, ignore_case=...)``."""
    kwargs = {}
    if len(args) == 3 and isinstance(args[2], dict) or len(args) == 2 and isinstance(args[1], dict):
        kwargs["ignore_case"] = bool(args[-1].get("ignoreCase", False))
        args = args[:-1]
    return URLPattern(*[init(a) for a in args], **kwargs)


@pytest.mark.parametrize("case", CASES, ids=[repr(c["pattern"]) + " " + repr(c.get("inputs")) for c in CASES])
def test_urlpatterntestdata(case: dict):
    if case.get("expected_obj") == "error":
        # JavaScript's TypeError: a URLPatternError, or a TypeError for arguments of the
        # wrong type (an options dictionary where the base URL string goes).
        with pytest.raises((URLPatternError, TypeError)):
            construct(case["pattern"])
        return
    pattern = construct(case["pattern"])
    for component, expected in (case.get("expected_obj") or {}).items():
        assert getattr(pattern, component) == expected, component
    if "inputs" not in case:
        return
    inputs = [init(a) for a in case["inputs"]]
    expected_match = case["expected_match"]
    if expected_match == "error":
        with pytest.raises(URLPatternError):
            pattern.test(*inputs)
        with pytest.raises(URLPatternError):
            pattern.exec(*inputs)
        return
    assert pattern.test(*inputs) == (expected_match is not None)
    result = pattern.exec(*inputs)
    if expected_match is None:
        assert result is None
        return
    assert result.inputs == expected_match.get("inputs", case["inputs"])
    empty = case.get("exactly_empty_components", [])
    for component in COMPONENTS:
        got = getattr(result, component)
        want = expected_match.get(component) or {
            "input": "",
            "groups": {} if component in empty else {"0": ""},
        }
        assert got.input == want["input"], component
        assert got.groups == want["groups"], component


def test_url_objects_match_without_a_second_parse():
    pattern = URLPattern("https://example.com/books/:id")
    result = pattern.exec(URL("https://EXAMPLE.com/books/7"))
    assert result.pathname.groups == {"id": "7"}
    assert result.inputs == ["https://example.com/books/7"]


def test_errors_name_the_component_and_place():
    with pytest.raises(URLPatternError) as raised:
        URLPattern("https://example.com/a\\")
    error = raised.value
    assert isinstance(error, ValueError)
    assert (error.component, error.pattern) == ("pathname", "/a\\")
    assert error.pattern[error.position : error.end] == "\\"
    with pytest.raises(TypeError):
        URLPattern({"nonsense": "x"})
    with pytest.raises(TypeError):
        URLPattern(42)
