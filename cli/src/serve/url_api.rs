//! The URL side of the playground's API, as JSON values: a parse with its components, URL
//! record and validation errors; the two engines compared; a setter; a URLSearchParams
//! operation. Nothing here runs an edited grammar.

use crate::json;
use crate::requests;
use railurl::{Component, Diagnostic, Engine, Host, ParseError, Url, UrlSearchParams};
use serde_json::{json, Map, Value};

/// The WHATWG getters, in the URL class's order, then the host's public suffix and
/// registrable domain (null when it has none), as `railurl batch` answers.
pub fn components(url: &Url) -> Value {
    let mut map = Map::new();
    for (name, value) in [
        ("href", url.href().to_owned()),
        ("origin", url.origin().to_string()),
        ("protocol", url.protocol().to_owned()),
        ("username", url.username().to_owned()),
        ("password", url.password().to_owned()),
        ("host", url.host().to_owned()),
        ("hostname", url.hostname().to_owned()),
        ("port", url.port().to_owned()),
        ("pathname", url.pathname().to_owned()),
        ("search", url.search().to_owned()),
        ("hash", url.hash().to_owned()),
    ] {
        map.insert(name.to_owned(), Value::String(value));
    }
    for name in json::HOST_FIELDS {
        let value = json::host_field(url, name).map(str::to_owned);
        map.insert(name.to_owned(), value.map_or(Value::Null, Value::String));
    }
    Value::Object(map)
}

/// The URL record: scheme, username, password, host (its kind and serialization), port, path
/// (opaque, or its segments), query and fragment, with null where the spec has null.
pub fn record(url: &Url) -> Value {
    let record = url.record();
    let host = record.host.as_ref().map(|host| {
        let kind = match host {
            Host::Domain(_) => "domain",
            Host::Ipv4(_) => "ipv4",
            Host::Ipv6(_) => "ipv6",
            Host::Opaque(_) => "opaque",
            Host::Empty => "empty",
        };
        json!({ "kind": kind, "serialized": url.hostname() })
    });
    let path = if record.path.is_opaque() {
        json!({ "opaque": true, "value": record.path.as_str() })
    } else {
        json!({ "opaque": false, "segments": record.path.segments().collect::<Vec<_>>() })
    };
    json!({
        "scheme": &*record.scheme,
        "username": &*record.username,
        "password": &*record.password,
        "host": host,
        "port": record.port,
        "path": path,
        "query": record.query.as_deref(),
        "fragment": record.fragment.as_deref(),
    })
}

/// A validation error: its spec name, whether the spec calls it a failure, its message and
/// its byte span of the input as given.
pub fn diagnostic(d: &Diagnostic) -> Value {
    json!({
        "kind": d.kind.spec_name(),
        "failure": d.kind.is_failure(),
        "message": d.message,
        "start": d.span.start,
        "end": d.span.end,
    })
}

/// A parse failure: the spec's name for it, the message and the byte span of the input where
/// it was reached.
pub fn failure(e: &ParseError) -> Value {
    let span = e.span();
    json!({
        "spec_name": e.spec_name(),
        "message": e.to_string(),
        "start": span.start,
        "end": span.end,
    })
}

/// One engine's answer for an input: the base's failure, or the input's result with its
/// validation errors.
pub struct Answer {
    /// The base failed to parse (with this engine).
    pub base_failure: Option<ParseError>,
    /// The input's result.
    pub result: Result<Url, ParseError>,
    /// The validation errors of the input's parse.
    pub diagnostics: Vec<Diagnostic>,
}

/// Parse `input` against `base` (parsed by the same engine) with `engine`.
pub fn answer(engine: Engine, input: &str, base: Option<&str>) -> Answer {
    let base = match base.map(|b| engine.parse(b, None)) {
        Some(Err(e)) => {
            return Answer {
                base_failure: Some(e),
                result: Err(e),
                diagnostics: Vec::new(),
            }
        }
        Some(Ok(base)) => Some(base),
        None => None,
    };
    let (result, diagnostics) = engine.parse_with_diagnostics(input, base.as_ref());
    Answer {
        base_failure: None,
        result,
        diagnostics,
    }
}

/// The most validation errors an answer lists (the rest are counted by kind), so that an
/// answer stays a small multiple of its input however many errors the input has.
pub const DIAGNOSTICS_SHOWN: usize = 100;

/// The first [`DIAGNOSTICS_SHOWN`] validation errors as JSON, and the rest counted by kind:
/// `("diagnostics", [...])`, `("diagnostics_total", n)`, `("diagnostics_omitted", {kind: n})`.
pub fn diagnostics(
    diagnostics: &[Diagnostic],
    each: fn(&Diagnostic) -> Value,
) -> [(&'static str, Value); 3] {
    let shown: Vec<Value> = diagnostics
        .iter()
        .take(DIAGNOSTICS_SHOWN)
        .map(each)
        .collect();
    let mut omitted = Map::new();
    for d in diagnostics.iter().skip(DIAGNOSTICS_SHOWN) {
        let count = omitted.entry(d.kind.spec_name()).or_insert(json!(0));
        *count = json!(count.as_u64().unwrap_or(0) + 1);
    }
    [
        ("diagnostics", Value::Array(shown)),
        ("diagnostics_total", json!(diagnostics.len())),
        ("diagnostics_omitted", Value::Object(omitted)),
    ]
}

/// A short form of an answer, for the engine comparison.
fn summary(answer: &Answer) -> Value {
    let mut value = match &answer.result {
        Ok(url) => json!({ "href": url.href() }),
        Err(e) => json!({ "failure": e.spec_name() }),
    };
    let short = |d: &Diagnostic| {
        let (kind, span) = (d.kind.spec_name(), &d.span);
        json!(format!("{kind} {}..{}", span.start, span.end))
    };
    for (key, list) in diagnostics(&answer.diagnostics, short) {
        value[key] = list;
    }
    value
}

/// Compare the grammar engine's answer with the prose engine's: the same href, the same
/// record, the same failure and the same validation errors, or what differs.
pub fn agreement(grammar: &Answer, prose: &Answer) -> Value {
    let mut differences = Vec::new();
    let base_spec = |a: &Answer| a.base_failure.as_ref().map(ParseError::spec_name);
    if base_spec(grammar) != base_spec(prose) {
        differences.push("base");
    }
    match (&grammar.result, &prose.result) {
        (Ok(g), Ok(p)) => {
            if g.href() != p.href() {
                differences.push("href");
            }
            if g.record() != p.record() {
                differences.push("record");
            }
        }
        (Err(g), Err(p)) if g.spec_name() == p.spec_name() => {}
        _ => differences.push("failure"),
    }
    if grammar.diagnostics != prose.diagnostics {
        differences.push("diagnostics");
    }
    json!({
        "agree": differences.is_empty(),
        "differences": differences,
        "grammar": summary(grammar),
        "prose": summary(prose),
    })
}

/// The answer of `/api/parse`.
pub fn parse(input: &str, base: Option<&str>, engine: Engine) -> Value {
    let grammar = answer(Engine::Grammar, input, base);
    let prose = answer(Engine::Prose, input, base);
    let chosen = match engine {
        Engine::Grammar => &grammar,
        Engine::Prose => &prose,
    };
    let mut value = json!({
        "input": input,
        "base": base,
        "engine": engine.name(),
        "ok": chosen.result.is_ok(),
        "href": null,
        "components": null,
        "record": null,
        "failure": null,
        "base_failure": chosen.base_failure.as_ref().map(failure),
        "diagnostics": [],
        "agreement": agreement(&grammar, &prose),
    });
    for (key, list) in diagnostics(&chosen.diagnostics, diagnostic) {
        value[key] = list;
    }
    match &chosen.result {
        Ok(url) => {
            value["href"] = json!(url.href());
            value["components"] = components(url);
            value["record"] = record(url);
        }
        Err(e) => value["failure"] = failure(e),
    }
    value
}

/// The answer of `/api/set`: the URL before and after, and whether the setter changed it.
pub fn set(href: &str, component: Component, value: &str, engine: Engine) -> Value {
    let answer = requests::set(engine, href, component, value);
    let changed = answer.changed();
    match (answer.before, answer.result) {
        (Some(before), Ok(url)) => json!({
            "ok": true,
            "before": before,
            "href": url.href(),
            "changed": changed,
            "components": components(&url),
        }),
        // Only the href setter can fail ("throw a TypeError"); the URL stays as it was.
        (Some(before), Err(e)) => json!({
            "ok": false,
            "before": before,
            "href": before,
            "changed": false,
            "failure": failure(&e),
        }),
        // `href` itself failed to parse.
        (None, result) => json!({ "ok": false, "failure": result.err().as_ref().map(failure) }),
    }
}

/// The URLSearchParams operations `/api/params` runs.
pub const PARAMS_OPS: [&str; 8] = [
    "list", "append", "delete", "set", "sort", "get", "getAll", "has",
];

/// The answer of `/api/params`: run `op` on `new URLSearchParams(query)`, or, with `href`,
/// on that URL's `searchParams` (which writes the URL's query back). `None` for an unknown
/// operation; an operation that needs a name without one is an error message.
pub fn params(
    query: &str,
    href: Option<&str>,
    op: &str,
    name: Option<&str>,
    value: Option<&str>,
) -> Result<Value, String> {
    if !PARAMS_OPS.contains(&op) {
        return Err(format!(
            "unknown op {op:?} (expected one of {})",
            PARAMS_OPS.join(", ")
        ));
    }
    let need_name = || name.ok_or_else(|| format!("op {op:?} needs a name"));
    let mut url = match href.map(Url::parse) {
        Some(Ok(url)) => Some(url),
        Some(Err(e)) => return Ok(json!({ "ok": false, "failure": failure(&e) })),
        None => None,
    };
    let mut standalone = UrlSearchParams::parse(query);
    match (op, url.as_mut()) {
        // A URL's searchParams: each change runs "update", which writes the URL's query
        // (null when the list is empty).
        ("append", Some(url)) => url
            .search_params_mut()
            .append(need_name()?, value.unwrap_or("")),
        ("delete", Some(url)) => url.search_params_mut().delete(need_name()?, value),
        ("set", Some(url)) => url
            .search_params_mut()
            .set(need_name()?, value.unwrap_or("")),
        ("sort", Some(url)) => url.search_params_mut().sort(),
        ("append", None) => standalone.append(need_name()?, value.unwrap_or("")),
        ("delete", None) => standalone.delete(need_name()?, value),
        ("set", None) => standalone.set(need_name()?, value.unwrap_or("")),
        ("sort", None) => standalone.sort(),
        _ => {}
    }
    let params = match &url {
        Some(url) => url.search_params(),
        None => standalone,
    };
    let result = match op {
        "get" => json!(params.get(need_name()?)),
        "getAll" => json!(params.get_all(need_name()?)),
        "has" => json!(params.has(need_name()?, value)),
        _ => Value::Null,
    };
    let pairs: Vec<[String; 2]> = params
        .iter()
        .map(|(n, v)| [n.to_string(), v.to_string()])
        .collect();
    Ok(json!({
        "ok": true,
        "op": op,
        "result": result,
        "query": params.to_string(),
        "pairs": pairs,
        "size": params.size(),
        "href": url.as_ref().map(Url::href),
    }))
}
