//! RFC 3986 section 6, "Normalization and Comparison": the syntax-based normal form (6.2.2:
//! case, percent-encoding, dot segments) and the scheme-based one (6.2.3) for the schemes
//! railurl knows (http, https, ws, wss, file), and comparison by normal form. RFC 3987's IRI
//! forms (section 5.3) run the same steps with IRI characters decoded
//! (`crate::rfc3987::normalize`).
//!
//! The method docs of [`Reference::normalize`] say what the normal form changes, and why.

use crate::rfc3986::owned::{AbsoluteIdentifierBuf, IdentifierBuf, ReferenceBuf};
use crate::rfc3986::parts::{HostKind, Parts};
use crate::rfc3986::recompose::{recompose, Components};
use crate::rfc3986::reference::{AbsoluteIdentifier, Identifier, Reference};
use crate::rfc3986::resolve::remove_dot_segments;
use crate::rfc3986::standard::Standard;
use alloc::string::String;

/// Which characters beyond ASCII's unreserved ones percent-encoding normalization decodes:
/// none for URIs, `ucschar` for IRIs (RFC 3987 section 5.3.2.3).
pub(crate) type DecodeBeyondAscii = Option<fn(char) -> bool>;

/// The schemes whose scheme-based normalization railurl applies (section 6.2.3).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Known {
    /// http and ws (default port 80), https and wss (443): RFC 9110 section 4.2, RFC 6455
    /// section 3.
    Web(&'static str),
    /// file (RFC 8089): an empty authority is the local host.
    File,
    Other,
}

fn known(scheme: &str) -> Known {
    match scheme {
        "http" | "ws" => Known::Web("80"),
        "https" | "wss" => Known::Web("443"),
        "file" => Known::File,
        _ => Known::Other,
    }
}

/// Which rungs of section 6.2's comparison ladder a normal form climbs.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Rung {
    /// Section 6.2.2, with section 3.2.3's omission of an empty port.
    Syntax,
    /// Sections 6.2.2 and 6.2.3.
    Scheme,
}

/// The normal form of the reference `text` whose components lie at `parts`.
pub(crate) fn normal_form(
    text: &str,
    parts: &Parts,
    decode: DecodeBeyondAscii,
    rung: Rung,
) -> String {
    let scheme = parts.scheme(text).map(str::to_ascii_lowercase);
    let kind = match (rung, scheme.as_deref()) {
        (Rung::Scheme, Some(scheme)) => known(scheme),
        _ => Known::Other,
    };
    let mut authority = parts
        .authority(text)
        .map(|_| normal_authority(text, parts, kind, decode));
    let mut path = String::with_capacity(parts.path(text).len());
    if scheme.is_some() && parts.path(text).starts_with('/') {
        percent_normalize(parts.path(text), decode, false, &mut path);
        path = remove_dot_segments(&path);
    } else {
        normalize_keeping_dots(parts.path(text), decode, &mut path);
    }
    match kind {
        Known::Web(_) if authority.is_some() && path.is_empty() => path.push('/'),
        Known::File if authority.is_none() && path.starts_with('/') => {
            authority = Some(String::new())
        }
        _ => {}
    }
    let query = parts.query(text).map(|q| normalized(q, decode));
    let fragment = parts.fragment(text).map(|f| normalized(f, decode));
    recompose(&Components {
        scheme: scheme.as_deref(),
        authority: authority.as_deref(),
        path: &path,
        query: query.as_deref(),
        fragment: fragment.as_deref(),
    })
}

/// Percent-encoding normalization of a path whose dot segments stay, segment by segment: a
/// segment that would decode to "." or ".." keeps its percent-encodings (in upper case), so
/// that normalizing creates no dot segment (`%2E%2E/a` resolves as a segment named "..", not
/// as a step up: section 5.2.4 removes only the literal ones).
pub(crate) fn normalize_keeping_dots(path: &str, decode: DecodeBeyondAscii, out: &mut String) {
    for (i, segment) in path.split('/').enumerate() {
        if i > 0 {
            out.push('/');
        }
        let start = out.len();
        percent_normalize(segment, decode, false, out);
        if segment.contains('%') && matches!(&out[start..], "." | "..") {
            out.truncate(start);
            out.push_str(&segment.to_ascii_uppercase());
        }
    }
}

fn normalized(component: &str, decode: DecodeBeyondAscii) -> String {
    let mut out = String::with_capacity(component.len());
    percent_normalize(component, decode, false, &mut out);
    out
}

/// User information, host and port, normalized.
fn normal_authority(text: &str, parts: &Parts, kind: Known, decode: DecodeBeyondAscii) -> String {
    let mut out = String::with_capacity(parts.authority(text).map_or(0, str::len));
    let userinfo = parts.userinfo(text);
    if let Some(userinfo) = userinfo {
        percent_normalize(userinfo, decode, false, &mut out);
        out.push('@');
    }
    let host_start = out.len();
    let host = parts.host(text).unwrap_or("");
    match (parts.host_kind(), parts.zone(text)) {
        (Some(HostKind::Ipv6), Some(zone)) => {
            // "[" address "%25" ZoneID "]": the address in lower case, the zone as written
            // but for its percent-encodings.
            let address = host.get(..host.len() - zone.len() - 1).unwrap_or(host);
            out.push_str(&address.to_ascii_lowercase());
            percent_normalize(zone, decode, false, &mut out);
            out.push(']');
        }
        _ => percent_normalize(host, decode, true, &mut out),
    }
    let port = parts.port(text).filter(|p| !p.is_empty());
    if kind == Known::File
        && userinfo.is_none()
        && port.is_none()
        && &out[host_start..] == "localhost"
    {
        out.truncate(host_start);
    }
    if let Some(port) = port {
        let default = matches!(kind, Known::Web(d) if port.trim_start_matches('0') == d);
        if !default {
            out.push(':');
            out.push_str(port);
        }
    }
    out
}

/// Section 2.1's and 6.2.2.2's percent-encoding normalization of `s` into `out`: triplets of
/// unreserved characters decoded (and, with `decode`, the UTF-8 sequences of the characters
/// it accepts), the others with upper-case hex digits; with `lower`, ASCII letters (written
/// or decoded) in lower case. A "%" that starts no triplet (the grammar allows none) is kept.
pub(crate) fn percent_normalize(s: &str, decode: DecodeBeyondAscii, lower: bool, out: &mut String) {
    let bytes = s.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let Some(byte) = triplet(bytes, i) else {
            let c = s[i..].chars().next().unwrap_or('%');
            out.push(if lower { c.to_ascii_lowercase() } else { c });
            i += c.len_utf8();
            continue;
        };
        if is_unreserved(byte) {
            let c = char::from(byte);
            out.push(if lower { c.to_ascii_lowercase() } else { c });
            i += 3;
            continue;
        }
        if let Some(c) = decode.and_then(|accept| utf8_char(bytes, i).filter(|c| accept(*c))) {
            out.push(c);
            i += 3 * c.len_utf8();
            continue;
        }
        push_triplet(byte, out);
        i += 3;
    }
}

/// `%HH` with upper-case hex digits.
pub(crate) fn push_triplet(byte: u8, out: &mut String) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    out.push('%');
    out.push(char::from(HEX[usize::from(byte >> 4)]));
    out.push(char::from(HEX[usize::from(byte & 15)]));
}

/// The octet of the triplet `%HH` at `i`, if there is one.
pub(crate) fn triplet(bytes: &[u8], i: usize) -> Option<u8> {
    if bytes.get(i) != Some(&b'%') {
        return None;
    }
    let hex = |b: u8| char::from(b).to_digit(16);
    let high = hex(*bytes.get(i + 1)?)?;
    let low = hex(*bytes.get(i + 2)?)?;
    u8::try_from(high * 16 + low).ok()
}

/// The character whose UTF-8 octets the triplets at `i` encode, if they form one (strictly:
/// no overlong forms, no surrogates, as `str::from_utf8` decides).
pub(crate) fn utf8_char(bytes: &[u8], i: usize) -> Option<char> {
    let lead = triplet(bytes, i)?;
    let len = match lead {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return None,
    };
    let mut buf = [0u8; 4];
    for (k, slot) in buf.iter_mut().enumerate().take(len) {
        *slot = triplet(bytes, i + 3 * k)?;
    }
    core::str::from_utf8(&buf[..len]).ok()?.chars().next()
}

/// RFC 3986 section 2.3: `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"`.
pub(crate) fn is_unreserved(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~')
}

impl<S: Standard> Reference<'_, S> {
    /// The normal form at `rung`, in the standard's characters.
    fn normal_form(&self, rung: Rung) -> String {
        normal_form(self.as_str(), self.parts(), S::DECODE_BEYOND_ASCII, rung)
    }

    /// The normal form of this reference: RFC 3986's syntax-based normalization (section
    /// 6.2.2) and, for http, https, ws, wss and file, its scheme-based normalization (6.2.3).
    /// Two references with the same normal form identify the same resource. Normalizing a
    /// normal form gives it back.
    ///
    /// | component | change | RFC 3986 |
    /// |---|---|---|
    /// | every one | percent-encoded unreserved characters decoded (`%7E` is `~`), other percent-encodings with upper-case hex digits (`%3a` is `%3A`) | 6.2.2.1, 6.2.2.2 |
    /// | scheme | lower case | 6.2.2.1 |
    /// | host | ASCII letters in lower case, decoded ones too (`%4C` is `l`); an IPv6 zone identifier (RFC 6874) keeps its case | 6.2.2.1 |
    /// | port | an empty port and its ":" removed; for http and ws port 80, for https and wss port 443 | 3.2.3, 6.2.3 |
    /// | path | in a URI (a reference with a scheme) whose path begins with "/", dot segments removed | 6.2.2.3 |
    /// | path | for http, https, ws and wss, an empty path after an authority becomes "/" | 6.2.3 |
    /// | authority | for file, the host `localhost` (with no user information and no port) becomes empty, and an absolute path with no authority gets an empty one (`file:/etc` is `file:///etc`, RFC 8089 section 2) | 6.2.3 |
    ///
    /// What stays:
    /// - Dot segments in relative references: section 6.1 says "applications should not
    ///   directly compare relative references; the references should be converted to their
    ///   respective target URIs before comparison" ([`Reference::resolve_against`]). Where dot
    ///   segments stay, so do percent-encoded ones (`%2E%2E`, in upper case): section 5.2.4
    ///   removes only literal dot segments, so decoding them would change where the reference
    ///   leads.
    /// - Dot segments in rootless paths (`urn:a/../b`): section 5.2.4's algorithm would turn
    ///   the path into an absolute one (`/b`), another kind of URI, and section 3.3 gives
    ///   dot segments their meaning within hierarchical paths only.
    /// - Empty components and their delimiters (section 6.2.3: `http://h/?` is not
    ///   `http://h/`), and the fragment, which no scheme-based rule touches.
    /// - IPv6 addresses as written, in lower case (RFC 5952's text form is not RFC 3986's).
    /// - When a path without an authority would begin with "//" after its dot segments are
    ///   removed, "/." stays in front of it, as in [`Reference::resolve_against`].
    ///
    /// An IRI reference's normal form is RFC 3987's: syntax-based normalization (section
    /// 5.3.2) and scheme-based normalization (5.3.3) are the steps above, with percent-encoded
    /// characters of `ucschar` decoded as well (5.3.2.3), except the bidirectional formatting
    /// characters section 4.1 forbids in IRIs. Private-use characters (`iprivate`) stay
    /// encoded, and non-ASCII letters keep their case (case folding them belongs to IDNA,
    /// section 5.3.3). No Unicode normalization (NFC) is applied: section 5.3.2.2 says
    /// comparison "MUST rely on the assumption that IRIs are appropriately
    /// pre-character-normalized".
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// use railurl::rfc3987::IriRef;
    /// let n = |s| UriRef::parse(s).unwrap().normalize().into_string();
    /// // RFC 3986 section 6.2.2's example.
    /// assert_eq!(n("eXAMPLE://a/./b/../b/%63/%7bfoo%7d"), "example://a/b/c/%7Bfoo%7D");
    /// // Section 6.2.3's four equivalent http URIs.
    /// for s in ["http://example.com", "http://example.com/", "http://example.com:/", "http://example.com:80/"] {
    ///     assert_eq!(n(s), "http://example.com/");
    /// }
    /// assert_eq!(n("HTTP://%45XAMPLE.%43om"), "http://example.com/");
    /// assert_eq!(n("file://localhost/etc/hosts"), "file:///etc/hosts");
    /// // Reserved characters stay encoded; relative references keep their dot segments.
    /// assert_eq!(n("%3a%2F?%26"), "%3A%2F?%26");
    /// assert_eq!(n("../a/./b"), "../a/./b");
    ///
    /// let n = |s| IriRef::parse(s).unwrap().normalize().into_string();
    /// // RFC 3987 section 5.3.2's example.
    /// assert_eq!(n("eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9"), "example://a/b/c/%7Bfoo%7D/rosé");
    /// assert_eq!(n("HTTP://Bücher.Example:80"), "http://bücher.example/");
    /// assert_eq!(n("?%ee%80%80"), "?%EE%80%80"); // U+E000, private use
    /// assert_eq!(n("/%E2%80%AE"), "/%E2%80%AE"); // U+202E, RIGHT-TO-LEFT OVERRIDE
    /// ```
    pub fn normalize(&self) -> ReferenceBuf<S> {
        ReferenceBuf::reread(self.normal_form(Rung::Scheme), self)
    }

    /// The syntax-based normal form of this reference (RFC 3986 section 6.2.2, RFC 3987
    /// section 5.3.2), one rung below
    /// [`normalize`](Reference::normalize): the same but for the scheme-based steps (section
    /// 6.2.3: default ports, "/" for an empty path, file's `localhost`). An empty port is
    /// omitted here too, as section 3.2.3 asks of every normalizer.
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// use railurl::rfc3987::IriRef;
    /// let n = |s| UriRef::parse(s).unwrap().normalize_syntax().into_string();
    /// assert_eq!(n("HTTP://Example.com:80"), "http://example.com:80");
    /// assert_eq!(n("foo://h:/a/./%62"), "foo://h/a/b");
    /// assert_eq!(IriRef::parse("HTTP://h:80/%C3%A9")?.normalize_syntax().as_str(), "http://h:80/é");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn normalize_syntax(&self) -> ReferenceBuf<S> {
        ReferenceBuf::reread(self.normal_form(Rung::Syntax), self)
    }

    /// Whether this reference and `other` have the same normal form
    /// ([`normalize`](Reference::normalize)): RFC 3986 section 6.2's comparison ladder up to
    /// its scheme-based rung.
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// let a = UriRef::parse("HTTP://Example.COM:80/%7euser/./x")?;
    /// assert!(a.eq_normalized(&UriRef::parse("http://example.com/~user/x")?));
    /// assert!(!a.eq_normalized(&UriRef::parse("http://example.com/~user/x?")?));
    ///
    /// use railurl::rfc3987::IriRef;
    /// let a = IriRef::parse("http://example.org/ros%C3%A9")?;
    /// assert!(a.eq_normalized(&IriRef::parse("HTTP://EXAMPLE.org:80/rosé")?));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn eq_normalized(&self, other: &Reference<'_, S>) -> bool {
        self.as_str() == other.as_str()
            || self.normal_form(Rung::Scheme) == other.normal_form(Rung::Scheme)
    }
}

impl<S: Standard> Identifier<'_, S> {
    /// The normal form of this URI or IRI (see [`Reference::normalize`]), a URI or IRI.
    ///
    /// ```
    /// use railurl::rfc3986::Uri;
    /// use railurl::rfc3987::Iri;
    /// assert_eq!(Uri::parse("WSS://h:443")?.normalize().as_str(), "wss://h/");
    /// assert_eq!(Iri::parse("FILE://localhost/%C3%A9t%C3%A9")?.normalize().as_str(), "file:///été");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn normalize(&self) -> IdentifierBuf<S> {
        // The normal form keeps the scheme.
        IdentifierBuf::from_reference_buf(self.reference().normalize())
    }
}

impl<S: Standard> AbsoluteIdentifier<'_, S> {
    /// The normal form of this absolute URI or IRI (see [`Reference::normalize`]), an
    /// absolute URI or IRI.
    ///
    /// ```
    /// use railurl::rfc3986::AbsoluteUri;
    /// assert_eq!(AbsoluteUri::parse("FILE:/tmp/./x")?.normalize().as_str(), "file:///tmp/x");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn normalize(&self) -> AbsoluteIdentifierBuf<S> {
        // The normal form keeps the scheme and adds no fragment.
        AbsoluteIdentifierBuf::from_reference_buf(self.reference().normalize())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percent_normalization() {
        let norm = |s: &str, decode: DecodeBeyondAscii, lower: bool| {
            let mut out = String::new();
            percent_normalize(s, decode, lower, &mut out);
            out
        };
        assert_eq!(norm("%7e%41%2f%25", None, false), "~A%2F%25");
        assert_eq!(norm("%7e%41%2f%25", None, true), "~a%2F%25");
        assert_eq!(norm("%C3%A9%E2%80", None, false), "%C3%A9%E2%80");
        let any: DecodeBeyondAscii = Some(|_| true);
        assert_eq!(norm("%c3%a9%E2%80%C3", any, false), "é%E2%80%C3");
        assert_eq!(norm("%C0%AF%ED%A0%80", any, false), "%C0%AF%ED%A0%80");
        assert_eq!(norm("%", None, false), "%");
        assert_eq!(norm("Aé%4", None, true), "aé%4");
    }
}
