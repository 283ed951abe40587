//! RFC 3987's grammar as build.rs compiles it (grammar/rfc3987.abnf, section 2.2, with the RFC
//! 5234 core rules): the generated recognizers, over the UTF-8 bytes of the input, and the one
//! place that reads their tags.

use crate::abnf::run;
use crate::rfc3986::error::UriError;
use crate::rfc3986::parts::{Parts, TagIndex};

mod generated {
    use crate::abnf::{Dfa, Matcher};
    include!(concat!(env!("OUT_DIR"), "/abnf_rfc3987.rs"));
}

/// The entry rules railurl parses with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rule {
    /// `IRI-reference = IRI / irelative-ref`.
    IriReference,
    /// `IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]`.
    Iri,
    /// `absolute-IRI = scheme ":" ihier-part [ "?" iquery ]`.
    AbsoluteIri,
}

impl Rule {
    /// The rule's name in the grammar.
    pub fn name(self) -> &'static str {
        match self {
            Rule::IriReference => "IRI-reference",
            Rule::Iri => "IRI",
            Rule::AbsoluteIri => "absolute-IRI",
        }
    }
}

const TAGS: TagIndex = {
    use generated::tag::*;
    TagIndex {
        scheme_end: SCHEME_END,
        userinfo_end: IUSERINFO_END,
        ip_literal: IP_LITERAL_START,
        ipv4: IPV4ADDRESS_START,
        ipvfuture: IPVFUTURE_START,
        zone: None,
        port: PORT_START,
        paths: [
            IPATH_ABEMPTY_START,
            IPATH_ABSOLUTE_START,
            IPATH_NOSCHEME_START,
            IPATH_ROOTLESS_START,
            IPATH_EMPTY_START,
        ],
        query: IQUERY_START,
        fragment: IFRAGMENT_START,
    }
};

/// `input` read by the grammar's IRI-reference (RFC 3987, section 2.2), as typed parts.
pub(crate) fn iri_reference(input: &str) -> Result<Parts, UriError> {
    parse(input, Rule::IriReference)
}

/// `input` read by the grammar's IRI (RFC 3987, section 2.2), as typed parts.
pub(crate) fn iri(input: &str) -> Result<Parts, UriError> {
    parse(input, Rule::Iri)
}

/// `input` read by the grammar's absolute-IRI (RFC 3987, section 2.2), as typed parts.
pub(crate) fn absolute_iri(input: &str) -> Result<Parts, UriError> {
    parse(input, Rule::AbsoluteIri)
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
        Rule::IriReference => run(&generated::IRI_REFERENCE, bytes, |t| {
            Parts::from_tags(t, &TAGS, len)
        }),
        Rule::Iri => run(&generated::IRI, bytes, |t| Parts::from_tags(t, &TAGS, len)),
        Rule::AbsoluteIri => run(&generated::ABSOLUTE_IRI, bytes, |t| {
            Parts::from_tags(t, &TAGS, len)
        }),
    };
    found.map_err(|mismatch| UriError::syntax(rule.name(), mismatch))
}
