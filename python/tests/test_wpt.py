"""WPT's URL tests through the Python API: urltestdata.json as url-constructor.any.js and
url-statics-parse.any.js run it, setters_tests.json as url-setters.any.js does, and
urlencoded-parser-data.json through URLSearchParams."""

from __future__ import annotations

import pytest

import railurl
from railurl import URL, ParseError, URLSearchParams

from conftest import url_cases, wpt

# Every other key of a case is a getter of the URL class and its expected value.
NOT_GETTERS = {"input", "base", "failure", "relativeTo", "comment", "searchParams"}

CASES = url_cases()


def case_id(case: dict) -> str:
    return f"{case['input']!r} base {case.get('base')!r}"


def test_urltestdata_is_all_there():
    assert len(CASES) >= 800


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_urltestdata(case: dict):
    base = case.get("base")
    if case.get("failure"):
        with pytest.raises(ParseError) as raised:
            URL(case["input"], base)
        assert raised.value.name
        assert URL.parse(case["input"], base) is None
        assert not URL.can_parse(case["input"], base)
        return
    url = URL(case["input"], base)
    for getter, expected in case.items():
        if getter not in NOT_GETTERS:
            assert getattr(url, getter) == expected, getter
    if "searchParams" in case:
        assert str(url.search_params) == case["searchParams"]
    assert URL.can_parse(case["input"], base)
    assert URL.parse(case["input"], base) == url
    # The same through a URL object as the base.
    if base is not None:
        assert URL(case["input"], URL(base)) == url


SETTERS = [
    (attribute, case)
    for attribute, cases in wpt("setters_tests.json").items()
    if attribute != "comment"
    for case in cases
]


@pytest.mark.parametrize(
    "attribute,case",
    SETTERS,
    ids=[f"{a} {c['href']!r} = {c['new_value']!r}" for a, c in SETTERS],
)
def test_setters(attribute: str, case: dict):
    url = URL(case["href"])
    setattr(url, attribute, case["new_value"])
    for getter, expected in case["expected"].items():
        assert getattr(url, getter) == expected, getter


def test_setters_are_all_there():
    assert len(SETTERS) >= 250


URLENCODED = wpt("urlencoded-parser-data.json")


@pytest.mark.parametrize("case", URLENCODED, ids=[repr(c["input"]) for c in URLENCODED])
def test_urlencoded_parser(case: dict):
    params = URLSearchParams(case["input"])
    assert [list(pair) for pair in params] == case["output"]
    # And as a URL's query.
    url = URL("https://example.com/?" + case["input"])
    assert [list(pair) for pair in url.search_params] == case["output"]


def test_package_exports():
    assert set(railurl.__all__) <= set(dir(railurl))
