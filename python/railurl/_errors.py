"""``railurl.ParseError``: raised cheaply by the native module; its position and message are
worked out when asked for."""

from __future__ import annotations

from typing import Any, Generic, TypeVar

from railurl import _railurl

_T = TypeVar("_T")


class _Arg(Generic[_T]):
    """An exception's attribute that is ``args[index]``, as the native module raises it
    (``None`` when the exception was made with fewer arguments)."""

    def __init__(self, index: int) -> None:
        self._index = index

    def __get__(self, error: BaseException | None, owner: Any = None) -> _T:
        if error is None:
            return self  # type: ignore[return-value]  # the class's attribute: the descriptor
        args = error.args
        return args[self._index] if len(args) > self._index else None  # type: ignore[return-value]

#: Inputs longer than this are shortened in the message (never in ``input``).
_SHOWN = 120


class ParseError(ValueError):
    """The URL parser returned failure.

    ``name`` is the URL Standard's name of the validation error at which the parser failed
    (``"IPv6-unclosed"``, ``"missing-scheme-non-relative-URL"``, ...; ``"invalid-base"`` when
    the base URL itself failed, and then ``input``, ``position`` and ``end`` are about the
    base; ``"too-long"`` for input of 4 GiB or more). ``message`` is a one-line explanation,
    ``input`` the string that failed, ``position`` and ``end`` the code point indexes of
    ``input`` the failure is about (``input[position:end]``; ``None`` when it is not about a
    place in the input), and ``row`` the row of the column (``railurl.arrow`` with
    ``errors="raise"``; ``None`` elsewhere).

    >>> try:
    ...     URL("http://[::1")
    ... except ParseError as e:
    ...     print(e.name, e.position, e.end, repr(e.input[e.position:e.end]))
    ...     print(e)
    IPv6-unclosed 7 11 '[::1'
    IPv6-unclosed: the IPv6 address is missing its closing ']' (at 7 in 'http://[::1')
    """

    # args: (name, input, base href or None, row or None), as the native module raises it.
    name = _Arg[str](0)
    input = _Arg[str](1)
    row = _Arg["int | None"](3)

    def _details(self) -> tuple[str, int | None, int | None]:
        """(message, position, end), worked out once."""
        cached = self.__dict__.get("_cached")
        if cached is None:
            base = self.args[2] if len(self.args) > 2 else None
            if self.name == "invalid-base":
                failure = _railurl._failure(self.input)
                if failure is None:
                    cached = ("the base URL failed to parse", None, None)
                else:
                    name, message, span = failure
                    cached = (f"the base URL failed to parse ({name}: {message})", *(span or (None, None)))
            else:
                failure = _railurl._failure(self.input, base)
                if failure is None:
                    cached = (_MESSAGES.get(self.name, self.name), None, None)
                else:
                    _, message, span = failure
                    cached = (message, *(span or (None, None)))
            self.__dict__["_cached"] = cached
        return cached

    @property
    def message(self) -> str:
        return self._details()[0]

    @property
    def position(self) -> int | None:
        return self._details()[1]

    @property
    def end(self) -> int | None:
        return self._details()[2]

    def __str__(self) -> str:
        if len(self.args) < 2:
            return super().__str__()
        message, position, _ = self._details()
        shown = _shown(self.input)
        where = f"at {position} in {shown}" if position is not None else shown
        prefix = f"row {self.row}: " if self.row is not None else ""
        return f"{prefix}{self.name}: {message} ({where})"


def _shown(text: str) -> str:
    """``text`` as a message shows it: its repr, shortened when long."""
    return repr(text) if len(text) <= _SHOWN else f"{text[:_SHOWN]!r}... ({len(text)} code points)"


_MESSAGES = {"too-long": "the URL is 4 GiB or longer, more than railurl represents"}


class URIError(ValueError):
    """A string that does not match an RFC 3986 or RFC 3987 rule (``railurl.rfc3986``,
    ``railurl.rfc3987``).

    ``rule`` is the rule it was matched against (``"URI-reference"``, ``"URI"``,
    ``"absolute-URI"``, ``"IRI-reference"``, ...), ``input`` the string, ``position`` the code
    point index of ``input`` where it leaves the rule's language (the first character no string
    of the language has there, or ``len(input)`` when it stops short), and ``expected`` what the
    grammar allows there: character classes by their ABNF names (``"HEXDIG"``,
    ``"unreserved"``), terminals quoted as the grammar writes them (``'"/"'``), and ``"end of
    input"`` where the string could have ended. ``position`` is 0 and ``expected`` empty for a
    string of 4 GiB or more.

    >>> from railurl.rfc3986 import URIReference
    >>> try:
    ...     URIReference("%4")
    ... except URIError as e:
    ...     print(e.rule, e.position, e.expected)
    URI-reference 2 ('HEXDIG',)
    """

    # args: (rule, input, position, expected), as the native module raises it.
    rule = _Arg[str](0)
    input = _Arg[str](1)
    position = _Arg[int](2)

    @property
    def expected(self) -> tuple[str, ...]:
        return tuple(self.args[3])

    def __str__(self) -> str:
        if len(self.args) < 4:
            return super().__str__()
        shown = _shown(self.input)
        # "a URI", "an IRI", "an absolute-URI".
        article = "a" if self.rule.startswith("URI") else "an"
        expected = self.expected
        if not expected:
            return f"{shown} is not {article} {self.rule}: it is 4 GiB or longer"
        listed = expected[0] if len(expected) == 1 else ", ".join(expected[:-1]) + " or " + expected[-1]
        return f"{shown} is not {article} {self.rule}: at {self.position}, expected {listed}"


# Where users import it from (tracebacks and pickling name it so).
URIError.__module__ = "railurl.rfc3986"
