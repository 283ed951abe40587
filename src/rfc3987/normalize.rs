//! RFC 3987 section 5.3, the comparison ladder for IRIs: the syntax-based (5.3.2) and
//! scheme-based (5.3.3) normal forms, which are RFC 3986's (`crate::rfc3986::normalize`) with
//! one difference: percent-encoding normalization (5.3.2.3) also decodes the percent-encoded
//! UTF-8 of `ucschar` characters, the IRI's unreserved ones.

use crate::rfc3986::normalize::{normal_form, Rung};
use crate::rfc3987::chars::{is_bidi_format, is_ucschar};
use crate::rfc3987::iri::{Iri, IriRef};
use crate::rfc3987::owned::{IriBuf, IriRefBuf};
use alloc::string::String;

/// The characters IRI normalization decodes: `iunreserved`'s beyond ASCII, but for the
/// bidirectional formatting characters section 4.1 forbids in IRIs.
fn decodable(c: char) -> bool {
    is_ucschar(c) && !is_bidi_format(c)
}

fn iri_normal_form(r: &IriRef<'_>, rung: Rung) -> String {
    normal_form(r.as_str(), r.parts(), Some(decodable), rung)
}

impl IriRef<'_> {
    /// The normal form of this IRI reference: RFC 3987's syntax-based normalization (section
    /// 5.3.2) and scheme-based normalization (5.3.3) for http, https, ws, wss and file. These
    /// are RFC 3986's steps ([`UriRef::normalize`](crate::rfc3986::UriRef::normalize) lists
    /// them), with percent-encoded characters of `ucschar` decoded as well (5.3.2.3), except
    /// the bidirectional formatting characters section 4.1 forbids in IRIs. Private-use
    /// characters (`iprivate`) stay encoded, and non-ASCII letters keep their case (case
    /// folding them belongs to IDNA, section 5.3.3). No Unicode normalization (NFC) is
    /// applied: section 5.3.2.2 says comparison "MUST rely on the assumption that IRIs are
    /// appropriately pre-character-normalized".
    ///
    /// ```
    /// use railurl::rfc3987::IriRef;
    /// let n = |s| IriRef::parse(s).unwrap().normalize().into_string();
    /// // RFC 3987 section 5.3.2's example.
    /// assert_eq!(n("eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9"), "example://a/b/c/%7Bfoo%7D/rosé");
    /// assert_eq!(n("HTTP://Bücher.Example:80"), "http://bücher.example/");
    /// assert_eq!(n("?%ee%80%80"), "?%EE%80%80"); // U+E000, private use
    /// assert_eq!(n("/%E2%80%AE"), "/%E2%80%AE"); // U+202E, RIGHT-TO-LEFT OVERRIDE
    /// ```
    pub fn normalize(&self) -> IriRefBuf {
        IriRefBuf::parse(iri_normal_form(self, Rung::Scheme))
            .unwrap_or_else(|_| IriRefBuf::from(*self))
    }

    /// The syntax-based normal form of this IRI reference (section 5.3.2), one rung below
    /// [`normalize`](IriRef::normalize), as
    /// [`UriRef::normalize_syntax`](crate::rfc3986::UriRef::normalize_syntax) is for URIs.
    ///
    /// ```
    /// use railurl::rfc3987::IriRef;
    /// assert_eq!(IriRef::parse("HTTP://h:80/%C3%A9")?.normalize_syntax().as_str(), "http://h:80/é");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn normalize_syntax(&self) -> IriRefBuf {
        IriRefBuf::parse(iri_normal_form(self, Rung::Syntax))
            .unwrap_or_else(|_| IriRefBuf::from(*self))
    }

    /// Whether this IRI reference and `other` have the same normal form
    /// ([`normalize`](IriRef::normalize)).
    ///
    /// ```
    /// use railurl::rfc3987::IriRef;
    /// let a = IriRef::parse("http://example.org/ros%C3%A9")?;
    /// assert!(a.eq_normalized(&IriRef::parse("HTTP://EXAMPLE.org:80/rosé")?));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn eq_normalized(&self, other: &IriRef<'_>) -> bool {
        self.as_str() == other.as_str()
            || iri_normal_form(self, Rung::Scheme) == iri_normal_form(other, Rung::Scheme)
    }
}

impl Iri<'_> {
    /// The normal form of this IRI (see [`IriRef::normalize`]), an IRI.
    ///
    /// ```
    /// use railurl::rfc3987::Iri;
    /// assert_eq!(Iri::parse("FILE://localhost/%C3%A9t%C3%A9")?.normalize().as_str(), "file:///été");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn normalize(&self) -> IriBuf {
        IriBuf::parse(iri_normal_form(self, Rung::Scheme)).unwrap_or_else(|_| IriBuf::from(*self))
    }
}
