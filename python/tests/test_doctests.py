"""Every example in the package's docstrings (the native classes' included, which pytest's own
doctest collection does not see) and in docs/python.md runs as a doctest."""

from __future__ import annotations

import doctest
import inspect

import pytest

import railurl
import railurl.arrow
import railurl.rfc3986
import railurl.rfc3987

from conftest import REPO

MODULES = [railurl, railurl.arrow, railurl.rfc3986, railurl.rfc3987]
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def namespace() -> dict:
    """What every example sees: ``from railurl import *`` and ``railurl`` itself."""
    globs = {name: getattr(railurl, name) for name in railurl.__all__}
    globs["railurl"] = railurl
    return globs


def docstrings():
    """(name, docstring, module) of every public module, class, function, method and
    property."""
    seen = set()
    for module in MODULES:
        yield module.__name__, module.__doc__ or "", module
        for name in getattr(module, "__all__", []):
            value = getattr(module, name)
            if not (inspect.isclass(value) or callable(value)) or id(value) in seen:
                continue
            seen.add(id(value))
            yield f"{module.__name__}.{name}", value.__doc__ or "", module
            if inspect.isclass(value):
                for member_name, member in vars(value).items():
                    if member_name.startswith("_"):
                        continue
                    doc = getattr(member, "__doc__", "") or ""
                    yield f"{module.__name__}.{name}.{member_name}", doc, module


DOCSTRINGS = [entry for entry in docstrings() if ">>>" in entry[1]]


def test_examples_are_there():
    # The classes, their methods and properties, the functions and the modules.
    assert len(DOCSTRINGS) >= 45


@pytest.mark.parametrize("name,doc,module", DOCSTRINGS, ids=[entry[0] for entry in DOCSTRINGS])
def test_docstring(name: str, doc: str, module):
    parser = doctest.DocTestParser()
    # Each example sees its module's names, as doctest's own runner gives them.
    globs = {**vars(module), **namespace()} if module is not railurl else namespace()
    test = parser.get_doctest(doc, globs, name, None, 0)
    runner = doctest.DocTestRunner(optionflags=FLAGS)
    runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples of {name} failed"


def test_docs_python_md():
    path = REPO / "docs" / "python.md"
    result = doctest.testfile(
        str(path), module_relative=False, globs=namespace(), optionflags=FLAGS
    )
    assert result.attempted >= 10
    assert result.failed == 0


def test_readme_python_examples_run():
    import re

    text = (REPO / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert blocks
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})
