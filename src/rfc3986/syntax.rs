//! RFC 3986's grammar as build.rs compiles it (grammar/rfc3986.abnf, Appendix A, with the RFC
//! 5234 core rules; grammar/rfc6874.abnf for zone identifiers): the generated recognizers and
//! the one place that reads their tags, into [`Parts`], as [`Rfc3986`]'s grammar.

use crate::abnf::Mismatch;
use crate::rfc3986::error::UriError;
use crate::rfc3986::parts::TagIndex;
use crate::rfc3986::standard::Rfc3986;

mod generated {
    use crate::abnf::{Dfa, Matcher};
    include!(concat!(env!("OUT_DIR"), "/abnf_rfc3986.rs"));
}

mod zoned {
    use crate::abnf::{Dfa, Matcher};
    include!(concat!(env!("OUT_DIR"), "/abnf_rfc6874.rs"));
}

/// The tag indices of a grammar whose rules have RFC 3986's names (RFC 3986's, and RFC
/// 6874's, which adds `ZoneID`).
macro_rules! uri_tags {
    ($grammar:ident, zone: $zone:expr) => {{
        use $grammar::tag::*;
        TagIndex {
            scheme_end: SCHEME_END,
            userinfo_end: USERINFO_END,
            ip_literal: IP_LITERAL_START,
            ipv4: IPV4ADDRESS_START,
            ipvfuture: IPVFUTURE_START,
            zone: $zone,
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
    }};
}

const TAGS: TagIndex = uri_tags!(generated, zone: None);

const ZONED_TAGS: TagIndex = uri_tags!(zoned, zone: Some(zoned::tag::ZONEID_START));

/// A standard's `Grammar`: the name of its identifier, what its normalization decodes, and
/// its entry rules, each with its name in the grammar, its generated DFA and the tag indices
/// that give the parts. The same reading serves every standard (`crate::rfc3987::syntax`
/// uses it too); with the rule known where the forms call it, one arm is left.
macro_rules! grammar {
    (
        $standard:ty,name: $name:literal,decode: $decode:expr,rules: {
            $($rule:pat => $rule_name:literal, $dfa:expr, $tags:expr;)*
        }
    ) => {
        impl $crate::rfc3986::standard::sealed::Grammar for $standard {
            const NAME: &'static str = $name;
            const DECODE_BEYOND_ASCII: Option<fn(char) -> bool> = $decode;

            #[inline(always)]
            fn read(
                input: &str,
                rule: $crate::rfc3986::standard::sealed::Entry,
            ) -> Result<$crate::rfc3986::parts::Parts, $crate::rfc3986::error::UriError> {
                use $crate::rfc3986::parts::Parts;
                use $crate::rfc3986::standard::sealed::Entry;
                match rule {
                    $($rule => $crate::rfc3986::syntax::matched(input, $rule_name, |bytes, len| {
                        $crate::abnf::run(&$dfa, bytes, Parts::reader(&$tags, len))
                    }),)*
                }
            }
        }
    };
}

pub(crate) use grammar;

grammar!(Rfc3986, name: "Uri", decode: None, rules: {
    Entry::Reference => "URI-reference", generated::URI_REFERENCE, TAGS;
    Entry::Identifier => "URI", generated::URI, TAGS;
    Entry::Absolute => "absolute-URI", generated::ABSOLUTE_URI, TAGS;
    Entry::ZonedReference => "URI-reference", zoned::URI_REFERENCE, ZONED_TAGS;
});

/// `input` matched in full by the entry rule `rule` (`run` gets its bytes and their number):
/// the components' offsets (any standard's), or where and why not. Inputs of 4 GiB or more are too long for
/// the offsets (32-bit).
#[inline(always)]
pub(crate) fn matched<P>(
    input: &str,
    rule: &'static str,
    run: impl FnOnce(&[u8], usize) -> Result<P, Mismatch>,
) -> Result<P, UriError> {
    if input.len() >= u32::MAX as usize {
        return Err(UriError::too_long(rule));
    }
    run(input.as_bytes(), input.len()).map_err(|mismatch| UriError::syntax(rule, mismatch))
}
