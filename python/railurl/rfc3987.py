"""IRI references as RFC 3987 defines them: RFC 3986's URI references with characters beyond
ASCII, parsed by the RFC's own ABNF, mapped to URIs (section 3.1) and back
(:meth:`railurl.rfc3986.URIReference.to_iri`).

>>> from railurl.rfc3987 import IRIReference, is_valid
>>> str(IRIReference("http://例え.jp/引き/?q=値").to_uri())
'http://%E4%BE%8B%E3%81%88.jp/%E5%BC%95%E3%81%8D/?q=%E5%80%A4'
>>> is_valid("http://例え.jp/"), is_valid("http://例え.jp/", "absolute-IRI"), is_valid("#\\ue000")
(True, True, False)
"""

from __future__ import annotations

from railurl._errors import URIError
from railurl._railurl import IRIReference, _rfc_is_valid

__all__ = ["IRIReference", "URIError", "is_valid"]


def is_valid(text: str, rule: str = "IRI-reference") -> bool:
    """Whether ``text`` matches RFC 3987's ``rule`` (``"IRI-reference"``, ``"IRI"`` or
    ``"absolute-IRI"``).

    >>> is_valid("ä"), is_valid("ä", "IRI")
    (True, False)
    """
    return _rfc_is_valid(text, rule, iri=True)
