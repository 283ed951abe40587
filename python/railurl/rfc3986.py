"""URI references as RFC 3986 (STD 66) defines them: parsed by the RFC's own ABNF, compiled
into a recognizer, with the components as written, section 5's resolution and section 6's
normalization.

This is not the URL Standard (:class:`railurl.URL`): nothing is changed by parsing, no scheme
is special, and a string either matches the grammar or does not, with :class:`URIError` saying
where and what the grammar expected.

>>> from railurl.rfc3986 import URIReference, is_valid
>>> r = URIReference("foo://example.com:8042/over/there?name=ferret#nose")
>>> r.scheme, r.authority, r.path, r.query, r.fragment
('foo', 'example.com:8042', '/over/there', 'name=ferret', 'nose')
>>> is_valid("http://example.com/a b"), is_valid("a:b", "absolute-URI")
(False, True)
"""

from __future__ import annotations

from railurl._errors import URIError
from railurl._railurl import URIReference, _rfc_is_valid

__all__ = ["URIError", "URIReference", "is_valid"]


def is_valid(text: str, rule: str = "URI-reference") -> bool:
    """Whether ``text`` matches RFC 3986's ``rule`` (``"URI-reference"``, ``"URI"`` or
    ``"absolute-URI"``).

    >>> is_valid("//example.com/path"), is_valid("//example.com/path", "URI")
    (True, False)
    """
    return _rfc_is_valid(text, rule, iri=False)
