//! The playground's RFC 3986 reading (issue 25): the input, resolved against the base when
//! there is one (RFC 3986 section 5.2), as RFC 3986's grammar splits it, beside the WHATWG
//! parser's components, with the components that differ marked; and whether RFC 3987 takes
//! the input as an IRI reference. The components are `railurl uri-batch`'s.

use crate::command_line::StandardArg;
use crate::uri_batch;
use railurl::rfc3986::{Uri, UriRef};
use railurl::rfc3987::IriRef;
use railurl::{Engine, Url};
use serde_json::{json, Value};

/// The components compared, RFC 3986's names.
const ROWS: [&str; 7] = [
    "scheme", "userinfo", "host", "port", "path", "query", "fragment",
];

/// WHATWG's value for an RFC 3986 component (`None`: null in the URL record).
fn whatwg_component(url: &Url, name: &str) -> Option<String> {
    let record = url.record();
    match name {
        "scheme" => Some(record.scheme.to_string()),
        "userinfo" => match (&*record.username, &*record.password) {
            ("", "") => None,
            (user, "") => Some(user.to_owned()),
            (user, password) => Some(format!("{user}:{password}")),
        },
        "host" => record.host.as_ref().map(|_| url.hostname().to_owned()),
        "port" => record.port.map(|p| p.to_string()),
        "path" => Some(url.pathname().to_owned()),
        "query" => record.query.as_deref().map(str::to_owned),
        "fragment" => record.fragment.as_deref().map(str::to_owned),
        _ => None,
    }
}

/// `POST /api/uri`'s answer for `input` and `base`.
pub fn readings(input: &str, base: Option<&str>) -> Value {
    let mut rfc3986 = uri_batch::answer(input, StandardArg::Rfc3986);
    // The URI whose components are compared: the input, or its resolution against the base.
    let target = match base {
        None => UriRef::parse(input).ok().map(|r| r.as_str().to_owned()),
        Some(base) => {
            let resolved = UriRef::parse(input)
                .ok()
                .zip(Uri::parse(base).ok())
                .and_then(|(r, b)| r.resolve_against(&b).ok())
                .map(|t| t.into_string());
            if let Some(fields) = rfc3986.as_object_mut() {
                fields.insert("resolved".to_owned(), json!(resolved));
            }
            resolved
        }
    };
    let rfc = target
        .as_deref()
        .map(|t| uri_batch::answer(t, StandardArg::Rfc3986));
    let whatwg = match base.map(|b| Engine::Grammar.parse(b, None)) {
        Some(Err(_)) => None,
        Some(Ok(base)) => Engine::Grammar.parse(input, Some(&base)).ok(),
        None => Engine::Grammar.parse(input, None).ok(),
    };
    let rows: Vec<Value> = ROWS
        .iter()
        .map(|&name| {
            let ours = rfc.as_ref().map_or(Value::Null, |r| r[name].clone());
            let theirs = whatwg.as_ref().and_then(|u| whatwg_component(u, name));
            let differs = match (&ours, &theirs) {
                (Value::String(a), Some(b)) => a != b,
                (Value::Null, None) => false,
                _ => rfc.is_some() && whatwg.is_some(),
            };
            json!({ "component": name, "rfc3986": ours, "whatwg": theirs, "differs": differs })
        })
        .collect();
    json!({
        "rfc3986": rfc3986,
        "rfc3987_valid": IriRef::parse(input).is_ok(),
        "target": target,
        "whatwg": whatwg.as_ref().map(Url::href),
        "rows": rows,
    })
}
