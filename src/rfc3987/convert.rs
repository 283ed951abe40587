//! RFC 3987 section 3.2, "Converting URIs to IRIs": the IRI that shows a URI's percent-encoded
//! UTF-8 as characters, for display, and that maps back (section 3.1) to the same URI up to
//! the case of percent-encodings and percent-encoded unreserved characters.

use crate::rfc3986::error::UriError;
use crate::rfc3986::host::Host;
use crate::rfc3986::normalize::{normalize_keeping_dots, percent_normalize, DecodeBeyondAscii};
use crate::rfc3986::uri::{Uri, UriRef};
use crate::rfc3987::chars::{is_bidi_format, is_invisible, is_iprivate, is_ucschar};
use crate::rfc3987::iri::{IriBuf, IriRefBuf};
use alloc::string::String;

/// Step 4's test outside the query: "characters that are not appropriate according to
/// sections 2.2, 4.1, and 6.1" stay encoded.
fn shown(c: char) -> bool {
    is_ucschar(c) && !is_bidi_format(c) && !is_invisible(c)
}

/// The same in the query, where section 2.2 also allows `iprivate`.
fn shown_in_query(c: char) -> bool {
    (is_ucschar(c) || is_iprivate(c)) && !is_bidi_format(c) && !is_invisible(c)
}

/// Steps 2 to 5, component by component, into `out`.
fn convert(r: &UriRef<'_>) -> String {
    let text = r.as_str();
    let mut out = String::with_capacity(text.len());
    let push = |s: &str, decode: DecodeBeyondAscii, out: &mut String| {
        percent_normalize(s, decode, false, out)
    };
    if let Some(scheme) = r.scheme() {
        out.push_str(scheme);
        out.push(':');
    }
    if r.authority().is_some() {
        out.push_str("//");
        if let Some(userinfo) = r.userinfo() {
            push(userinfo, Some(shown), &mut out);
            out.push('@');
        }
        // IP literals hold no percent-encoding but an RFC 6874 zone identifier's, which stays.
        match r.parsed_host() {
            Some(Host::RegName(name)) => push(name, Some(shown), &mut out),
            _ => out.push_str(r.host().unwrap_or("")),
        }
        if let Some(port) = r.port() {
            out.push(':');
            out.push_str(port);
        }
    }
    normalize_keeping_dots(r.path(), Some(shown), &mut out);
    if let Some(query) = r.query() {
        out.push('?');
        push(query, Some(shown_in_query), &mut out);
    }
    if let Some(fragment) = r.fragment() {
        out.push('#');
        push(fragment, Some(shown), &mut out);
    }
    out
}

impl UriRef<'_> {
    /// The IRI reference that displays this URI reference (RFC 3987 section 3.2): every
    /// percent-encoding decoded, except those that must stay encoded:
    ///
    /// - "%" itself, the reserved characters (`:/?#[]@!$&'()*+,;=`) and the ASCII characters
    ///   URIs do not allow (controls, space, `"<>\^`{|}`), as step 2 says;
    /// - the dots of a path segment that would decode to "." or ".." (`%2E%2E`): resolution
    ///   (RFC 3986 section 5.2.4) removes only literal dot segments, so decoding them would
    ///   change where the reference leads;
    /// - octets that are not part of a strictly legal UTF-8 sequence (step 3: `%FC`, overlong
    ///   forms, surrogates);
    /// - characters not appropriate in that place of an IRI (step 4): those outside
    ///   `ucschar` (section 2.2; private-use characters are allowed in the query only), the
    ///   bidirectional formatting characters (section 4.1: LRM, RLM, LRE, RLE, PDF, LRO, RLO,
    ///   and the isolates and ALM), and, railurl's choice under section 6.1, characters that
    ///   are invisible or look like a space (no-break and other Unicode spaces, zero-width
    ///   characters, soft hyphen, variation selectors, the byte-order mark).
    ///
    /// The remaining percent-encodings get upper-case hex digits. Punycode host labels stay as
    /// they are (converting them is the scheme's business, section 3.2.1). Mapping the result
    /// back with [`IriRef::to_uri`](crate::rfc3987::IriRef::to_uri) gives this reference up
    /// to the case of percent-encodings and percent-encoded unreserved characters, as the
    /// section promises, so the two have the same
    /// [normal form](crate::rfc3986::Reference::normalize).
    ///
    /// Fails only for a reference parsed with an RFC 6874 zone identifier, which RFC 3987's
    /// grammar does not have: the error is the IRI grammar's.
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// let iri = |s| UriRef::parse(s).unwrap().to_iri().unwrap().into_string();
    /// // Section 3.2.1's examples.
    /// assert_eq!(iri("http://www.example.org/D%C3%BCrst"), "http://www.example.org/Dürst");
    /// assert_eq!(iri("http://www.example.org/D%FCrst"), "http://www.example.org/D%FCrst");
    /// assert_eq!(iri("http://xn--99zt52a.example.org/%e2%80%ae"), "http://xn--99zt52a.example.org/%E2%80%AE");
    /// // Reserved and disallowed ASCII stay encoded; unreserved ASCII is decoded.
    /// assert_eq!(iri("/a%2Fb%20c%25d%7e"), "/a%2Fb%20c%25d~");
    /// assert_eq!(iri("?%EE%80%80#%EE%80%80"), "?\u{E000}#%EE%80%80");
    /// assert_eq!(iri("/%C2%A0%E2%80%8B"), "/%C2%A0%E2%80%8B"); // NBSP, zero-width space
    /// ```
    pub fn to_iri(&self) -> Result<IriRefBuf, UriError> {
        IriRefBuf::parse(convert(self))
    }
}

impl Uri<'_> {
    /// The IRI that displays this URI (see [`UriRef::to_iri`]).
    ///
    /// ```
    /// use railurl::rfc3986::Uri;
    /// let uri = Uri::parse("https://ja.wikipedia.org/wiki/%E6%97%A5%E6%9C%AC%E8%AA%9E")?;
    /// assert_eq!(uri.to_iri()?.as_str(), "https://ja.wikipedia.org/wiki/日本語");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn to_iri(&self) -> Result<IriBuf, UriError> {
        IriBuf::parse(convert(self))
    }
}
