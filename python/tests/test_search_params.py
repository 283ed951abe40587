"""URLSearchParams on its own and as a URL's search_params."""

from __future__ import annotations

import copy
import pickle

import pytest

from railurl import URL, URLSearchParams


def test_constructors():
    expected = [("a", "1"), ("b", "2")]
    assert list(URLSearchParams("?a=1&b=2")) == expected
    assert list(URLSearchParams({"a": "1", "b": "2"})) == expected
    assert list(URLSearchParams([("a", "1"), ["b", "2"]])) == expected
    assert list(URLSearchParams(URLSearchParams("a=1&b=2"))) == expected
    assert list(URLSearchParams()) == []
    assert list(URLSearchParams("??a=1")) == [("?a", "1")]


@pytest.mark.parametrize("bad", [[("a",)], [("a", "b", "c")], [1], 5])
def test_bad_init_is_a_type_error(bad):
    with pytest.raises(TypeError):
        URLSearchParams(bad)


def test_methods():
    params = URLSearchParams("a=1&b=2&a=3")
    assert params.get("a") == "1" and params.get("z") is None and params.get("z", "d") == "d"
    assert params.get_all("a") == ["1", "3"]
    assert params.has("a") and params.has("a", "3") and not params.has("a", "2")
    assert "b" in params and "z" not in params and 3 not in params
    assert len(params) == params.size == 3
    params.set("a", "4")
    assert str(params) == "a=4&b=2"
    params["c"] = "x y"
    del params["b"]
    assert params.items() == [("a", "4"), ("c", "x y")]
    assert params.keys() == ["a", "c"] and params.values() == ["4", "x y"]
    with pytest.raises(KeyError):
        params["missing"]
    with pytest.raises(KeyError):
        del params["missing"]
    params.delete("a")
    assert str(params) == "c=x+y"
    assert repr(params) == "URLSearchParams('c=x+y')"


def test_sort_is_by_utf16_code_units_and_stable():
    params = URLSearchParams([("\ufb03", "1"), ("\U0001f308", "2"), ("a", "3"), ("a", "0")])
    params.sort()
    # U+1F308 is the surrogate pair D83C DF08, which sorts before U+FB03.
    assert params.keys() == ["a", "a", "\U0001f308", "\ufb03"]
    assert params.get_all("a") == ["3", "0"]


def test_a_urls_search_params_change_the_url():
    url = URL("https://example.org/?b=1&a=2#f")
    params = url.search_params
    params.sort()
    assert url.href == "https://example.org/?a=2&b=1#f"
    params.delete("a")
    params.delete("b")
    assert url.href == "https://example.org/#f" and url.query is None
    url.search = "x=1"
    assert params.get("x") == "1"  # reads the URL's query as it is now
    params["y"] = "2"
    assert url.search == "?x=1&y=2"


def test_equality_pickle_copy():
    params = URLSearchParams("a=1&b=%20")
    assert params == URLSearchParams([("a", "1"), ("b", " ")])
    assert params != URLSearchParams("a=1")
    assert pickle.loads(pickle.dumps(params)) == params
    url = URL("https://example.org/?a=1")
    detached = copy.copy(url.search_params)
    detached.append("b", "2")
    assert url.search == "?a=1"
    assert pickle.loads(pickle.dumps(url.search_params)) == URLSearchParams("a=1")


def test_non_str_names():
    params = URLSearchParams()
    with pytest.raises(TypeError):
        params.append(1, "x")
    with pytest.raises(TypeError):
        params.get(None)
