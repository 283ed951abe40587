//! `railurl uri-batch`'s optional fields (issue 25): a request's `"base"` adds `"resolved"`,
//! the reference resolved against the base by RFC 3986 section 5.2 (strict, the base as
//! given; RFC 3987 section 6.5 for IRIs), and `"normalize": true` adds `"normalized"`, the
//! input's normal form (RFC 3986 sections 6.2.2 and 6.2.3; RFC 3987 section 5.3 for IRIs).

use crate::command_line::StandardArg;
use railurl::rfc3986::{Uri, UriRef};
use railurl::rfc3987::{Iri, IriRef};
use serde_json::Value;

/// `input` resolved against `base` under `standard`; `null` where resolution is not defined:
/// the input is not a reference or the base not a URI (an IRI) of the standard, or the
/// standard is RFC 2396, whose resolution (its section 5.2) railurl does not implement.
pub fn resolved(input: &str, base: &str, standard: StandardArg) -> Value {
    let target = match standard {
        StandardArg::Rfc3986 => UriRef::parse(input)
            .ok()
            .zip(Uri::parse(base).ok())
            .and_then(|(r, b)| r.resolve_against(&b).ok())
            .map(|t| t.into_string()),
        StandardArg::Rfc6874 => UriRef::parse_with_zone_id(input)
            .ok()
            .zip(
                UriRef::parse_with_zone_id(base)
                    .ok()
                    .and_then(|b| b.as_uri()),
            )
            .and_then(|(r, b)| r.resolve_against(&b).ok())
            .map(|t| t.into_string()),
        StandardArg::Rfc3987 => IriRef::parse(input)
            .ok()
            .zip(Iri::parse(base).ok())
            .and_then(|(r, b)| r.resolve_against(&b).ok())
            .map(|t| t.into_string()),
        StandardArg::Rfc2396 => None,
    };
    target.map_or(Value::Null, Value::from)
}

/// The normal form of `input` under `standard`; `null` when the input is not a reference of
/// the standard, or the standard is RFC 2396 (RFC 3986's normalization is not RFC 2396's).
pub fn normalized(input: &str, standard: StandardArg) -> Value {
    let normal = match standard {
        StandardArg::Rfc3986 => UriRef::parse(input)
            .ok()
            .map(|r| r.normalize().into_string()),
        StandardArg::Rfc6874 => UriRef::parse_with_zone_id(input)
            .ok()
            .map(|r| r.normalize().into_string()),
        StandardArg::Rfc3987 => IriRef::parse(input)
            .ok()
            .map(|r| r.normalize().into_string()),
        StandardArg::Rfc2396 => None,
    };
    normal.map_or(Value::Null, Value::from)
}

/// Adds `"resolved"` (when the request has a base) and `"normalized"` (when it asks) to an
/// answer, after its other keys.
pub fn add(
    answer: &mut Value,
    input: &str,
    base: Option<&str>,
    normalize: bool,
    standard: StandardArg,
) {
    let Some(fields) = answer.as_object_mut() else {
        return;
    };
    if let Some(base) = base {
        fields.insert(String::from("resolved"), resolved(input, base, standard));
    }
    if normalize {
        fields.insert(String::from("normalized"), normalized(input, standard));
    }
}
