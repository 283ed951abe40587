//! RFC 3987's grammar as build.rs compiles it (grammar/rfc3987.abnf, section 2.2, with the RFC
//! 5234 core rules): the generated recognizers, over the UTF-8 bytes of the input, and the one
//! place that reads their tags.

use crate::rfc3986::parts::TagIndex;
use crate::rfc3986::syntax::grammar;
use crate::rfc3987::chars::{is_bidi_format, is_ucschar};
use crate::rfc3987::iri::Rfc3987;

mod generated {
    use crate::abnf::{Dfa, Matcher};
    include!(concat!(env!("OUT_DIR"), "/abnf_rfc3987.rs"));
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

// IRIs have no zone identifiers (RFC 6874 updates RFC 3986 only).
grammar!(Rfc3987, name: "Iri", decode: Some(decodable), rules: {
    Entry::Reference | Entry::ZonedReference => "IRI-reference", generated::IRI_REFERENCE, TAGS;
    Entry::Identifier => "IRI", generated::IRI, TAGS;
    Entry::Absolute => "absolute-IRI", generated::ABSOLUTE_IRI, TAGS;
});

/// The characters IRI normalization decodes: `iunreserved`'s beyond ASCII, but for the
/// bidirectional formatting characters section 4.1 forbids in IRIs.
fn decodable(c: char) -> bool {
    is_ucschar(c) && !is_bidi_format(c)
}
