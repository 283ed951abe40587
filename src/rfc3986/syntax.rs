//! RFC 3986's grammar as build.rs compiles it (grammar/rfc3986.abnf, Appendix A, with the RFC
//! 5234 core rules; grammar/rfc6874.abnf for zone identifiers): the generated recognizers and
//! the one place that reads their tags, into [`Parts`].

use crate::abnf::run;
use crate::rfc3986::error::UriError;
use crate::rfc3986::parts::{Parts, TagIndex};

mod generated {
    use crate::abnf::{Dfa, Matcher};
    include!(concat!(env!("OUT_DIR"), "/abnf_rfc3986.rs"));
}

mod zoned {
    use crate::abnf::{Dfa, Matcher};
    include!(concat!(env!("OUT_DIR"), "/abnf_rfc6874.rs"));
}

/// The entry rules railurl parses with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rule {
    /// `URI-reference = URI / relative-ref`.
    UriReference,
    /// `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]`.
    Uri,
    /// `absolute-URI = scheme ":" hier-part [ "?" query ]`.
    AbsoluteUri,
    /// `URI-reference` with RFC 6874's `IP-literal` (zone identifiers).
    UriReferenceZoned,
}

impl Rule {
    /// The rule's name in the grammar.
    pub fn name(self) -> &'static str {
        match self {
            Rule::UriReference | Rule::UriReferenceZoned => "URI-reference",
            Rule::Uri => "URI",
            Rule::AbsoluteUri => "absolute-URI",
        }
    }
}

const TAGS: TagIndex = {
    use generated::tag::*;
    TagIndex {
        scheme_end: SCHEME_END,
        userinfo_end: USERINFO_END,
        ip_literal: IP_LITERAL_START,
        ipv4: IPV4ADDRESS_START,
        ipvfuture: IPVFUTURE_START,
        zone: None,
        port: PORT_START,
        paths: [
            PATH_ABEMPTY_START,
            PATH_ABSOLUTE_START,
            PATH_NOSCHEME_START,
            PATH_ROOTLESS_START,
            PATH_EMPTY_START,
        ],
        query: QUERY_START,
        fragment: FRAGMENT_START,
    }
};

const ZONED_TAGS: TagIndex = {
    use zoned::tag::*;
    TagIndex {
        scheme_end: SCHEME_END,
        userinfo_end: USERINFO_END,
        ip_literal: IP_LITERAL_START,
        ipv4: IPV4ADDRESS_START,
        ipvfuture: IPVFUTURE_START,
        zone: Some(ZONEID_START),
        port: PORT_START,
        paths: [
            PATH_ABEMPTY_START,
            PATH_ABSOLUTE_START,
            PATH_NOSCHEME_START,
            PATH_ROOTLESS_START,
            PATH_EMPTY_START,
        ],
        query: QUERY_START,
        fragment: FRAGMENT_START,
    }
};

/// `input` read by the grammar's URI-reference (RFC 3986, section 4.1), as typed parts.
pub(crate) fn uri_reference(input: &str) -> Result<Parts, UriError> {
    parse(input, Rule::UriReference)
}

/// `input` read by the grammar's URI-reference with RFC 6874's zone identifiers in IP literals, as typed parts.
pub(crate) fn uri_reference_zoned(input: &str) -> Result<Parts, UriError> {
    parse(input, Rule::UriReferenceZoned)
}

/// `input` read by the grammar's URI (RFC 3986, section 3), as typed parts.
pub(crate) fn uri(input: &str) -> Result<Parts, UriError> {
    parse(input, Rule::Uri)
}

/// `input` read by the grammar's absolute-URI (RFC 3986, section 4.3), as typed parts.
pub(crate) fn absolute_uri(input: &str) -> Result<Parts, UriError> {
    parse(input, Rule::AbsoluteUri)
}

/// Matches the whole of `input` against `rule`: the components' offsets, or where and why not.
#[inline(always)]
fn parse(input: &str, rule: Rule) -> Result<Parts, UriError> {
    if input.len() >= u32::MAX as usize {
        return Err(UriError::too_long(rule.name()));
    }
    let bytes = input.as_bytes();
    let len = input.len();
    let found = match rule {
        Rule::UriReference => run(&generated::URI_REFERENCE, bytes, |t| {
            Parts::from_tags(t, &TAGS, len)
        }),
        Rule::Uri => run(&generated::URI, bytes, |t| Parts::from_tags(t, &TAGS, len)),
        Rule::AbsoluteUri => run(&generated::ABSOLUTE_URI, bytes, |t| {
            Parts::from_tags(t, &TAGS, len)
        }),
        Rule::UriReferenceZoned => run(&zoned::URI_REFERENCE, bytes, |t| {
            Parts::from_tags(t, &ZONED_TAGS, len)
        }),
    };
    found.map_err(|mismatch| UriError::syntax(rule.name(), mismatch))
}
