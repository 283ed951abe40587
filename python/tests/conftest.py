"""Shared test data: the repository's vendored web-platform-tests files and URL corpus."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
WPT = REPO / "tests" / "wpt"
CORPUS = REPO / "tests" / "data" / "corpus.txt"


def wpt(name: str):
    """A vendored WPT data file, parsed (lone surrogates stay as Python str surrogates)."""
    return json.loads((WPT / name).read_text(encoding="utf-8"))


def url_cases() -> list[dict]:
    """Every case of urltestdata.json (its comment strings left out)."""
    return [case for case in wpt("urltestdata.json") if isinstance(case, dict)]


def corpus() -> list[str]:
    """tests/data/corpus.txt: 10,948 real URLs, one a line."""
    return [line for line in CORPUS.read_text(encoding="utf-8").splitlines() if line]


@pytest.fixture(scope="session")
def corpus_urls() -> list[str]:
    return corpus()
