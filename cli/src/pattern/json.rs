//! URL patterns and their match results as the JSON the pattern commands print.

use railurl::pattern::{UrlPattern, UrlPatternInit, UrlPatternInput, UrlPatternResult, COMPONENTS};
use serde_json::{json, Map, Value};

/// `{"protocol": ..., ..., "hash": ...}`: the pattern's component pattern strings.
pub fn pattern_json(pattern: &UrlPattern) -> Value {
    let mut object = Map::new();
    for name in COMPONENTS {
        object.insert(name.into(), pattern.component(name).unwrap_or("").into());
    }
    Value::Object(object)
}

pub fn init_json(init: &UrlPatternInit) -> Value {
    let mut object = Map::new();
    let fields = [
        ("protocol", &init.protocol),
        ("username", &init.username),
        ("password", &init.password),
        ("hostname", &init.hostname),
        ("port", &init.port),
        ("pathname", &init.pathname),
        ("search", &init.search),
        ("hash", &init.hash),
        ("baseURL", &init.base_url),
    ];
    for (name, value) in fields {
        if let Some(value) = value {
            object.insert(name.into(), value.clone().into());
        }
    }
    Value::Object(object)
}

/// A match result: each component's `{"input", "groups"}` (a group that did not participate
/// is null), and `"inputs"`.
pub fn result_json(result: &UrlPatternResult) -> Value {
    let mut object = Map::new();
    for (name, component) in result.components() {
        let groups: Map<String, Value> = component
            .groups
            .iter()
            .map(|(k, v)| (k.clone(), v.clone().map_or(Value::Null, Value::String)))
            .collect();
        object.insert(
            name.into(),
            json!({"input": component.input, "groups": groups}),
        );
    }
    let inputs = result
        .inputs
        .iter()
        .map(|input| match input {
            UrlPatternInput::String(s) => Value::String(s.clone()),
            UrlPatternInput::Init(init) => init_json(init),
        })
        .collect();
    object.insert("inputs".into(), Value::Array(inputs));
    Value::Object(object)
}
