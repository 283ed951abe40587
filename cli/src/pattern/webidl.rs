//! The arguments of `pattern-batch`'s requests, converted as WebIDL converts the URLPattern
//! constructor's and exec's arguments: a string or a `URLPatternInit` dictionary, a base URL
//! string, a `URLPatternOptions` dictionary.

use railurl::pattern::{UrlPatternInit, UrlPatternInput, UrlPatternOptions};
use serde_json::{Map, Value};

/// A request the batch cannot run.
pub struct BadRequest(pub String);

/// A `URLPatternInit` dictionary, converted as WebIDL converts one: each member it defines
/// is converted to a USVString (ECMAScript's ToString: `true` is "true", `null` is "null"),
/// and members it does not define are ignored.
pub fn init_from(object: &Map<String, Value>) -> UrlPatternInit {
    let member = |name: &str| object.get(name).map(to_js_string);
    UrlPatternInit {
        protocol: member("protocol"),
        username: member("username"),
        password: member("password"),
        hostname: member("hostname"),
        port: member("port"),
        pathname: member("pathname"),
        search: member("search"),
        hash: member("hash"),
        base_url: member("baseURL"),
    }
}

/// ECMAScript's ToString of a JSON value, as WebIDL's USVString conversion applies it.
pub fn to_js_string(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        Value::Null => "null".to_owned(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => match (n.as_i64(), n.as_u64(), n.as_f64()) {
            (Some(i), _, _) => i.to_string(),
            (_, Some(u), _) => u.to_string(),
            (_, _, Some(f)) => js_number(f),
            _ => n.to_string(),
        },
        // Array.prototype.join: elements by ToString, null and undefined as "".
        Value::Array(items) => items
            .iter()
            .map(|v| match v {
                Value::Null => String::new(),
                v => to_js_string(v),
            })
            .collect::<Vec<_>>()
            .join(","),
        Value::Object(_) => "[object Object]".to_owned(),
    }
}

/// Number::toString for a finite number (ECMA-262, 6.1.6.1.20): the shortest digits that
/// round-trip, in plain notation from 1e-7 up to 1e21 and in exponent notation outside.
fn js_number(f: f64) -> String {
    if f == 0.0 {
        return "0".to_owned();
    }
    // Rust's `{:e}` gives the shortest round-trip digits: "1.2345e-7".
    let scientific = format!("{:e}", f.abs());
    let (mantissa, exponent) = scientific.split_once('e').unwrap_or((&scientific, "0"));
    let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
    let n = exponent.parse::<i32>().unwrap_or(0) + 1; // the decimal point's place
    let k = digits.len() as i32;
    let sign = if f < 0.0 { "-" } else { "" };
    let body = if k <= n && n <= 21 {
        format!("{digits}{}", "0".repeat((n - k) as usize))
    } else if 0 < n && n <= 21 {
        format!("{}.{}", &digits[..n as usize], &digits[n as usize..])
    } else if -6 < n && n <= 0 {
        format!("0.{}{digits}", "0".repeat((-n) as usize))
    } else {
        let e = n - 1;
        let e = if e < 0 {
            format!("-{}", -e)
        } else {
            format!("+{e}")
        };
        match digits.split_at(1) {
            (first, "") => format!("{first}e{e}"),
            (first, rest) => format!("{first}.{rest}e{e}"),
        }
    };
    format!("{sign}{body}")
}

/// ECMAScript's ToBoolean of a JSON value, as WebIDL's boolean conversion applies it.
pub fn truthy(value: &Value) -> bool {
    match value {
        Value::Null => false,
        Value::Bool(b) => *b,
        Value::Number(n) => n.as_f64().is_some_and(|f| f != 0.0),
        Value::String(s) => !s.is_empty(),
        Value::Array(_) | Value::Object(_) => true,
    }
}

fn input_from(value: &Value) -> Result<UrlPatternInput, BadRequest> {
    match value {
        Value::String(s) => Ok(UrlPatternInput::String(s.clone())),
        Value::Object(o) => Ok(UrlPatternInput::Init(init_from(o))),
        _ => Err(BadRequest(
            "bad request: an input is neither a string nor an object".into(),
        )),
    }
}

/// ARGS as WPT's harness spreads them: `Ok(Err(reason))` when WebIDL's conversion throws.
pub type Args = (UrlPatternInput, Option<String>, UrlPatternOptions);

pub fn args_from(value: &Value) -> Result<Result<Args, String>, BadRequest> {
    let Value::Array(list) = value else {
        return Err(BadRequest("bad request: ARGS is not a list".into()));
    };
    let input = match list.first() {
        None => UrlPatternInput::Init(UrlPatternInit::default()),
        Some(v) => input_from(v)?,
    };
    // A `URLPatternOptions` dictionary: `ignoreCase` by ToBoolean, other members ignored.
    let options = |v: &Value| UrlPatternOptions {
        ignore_case: v.get("ignoreCase").is_some_and(truthy),
    };
    Ok(Ok(match list.get(1..).unwrap_or(&[]) {
        [] => (input, None, UrlPatternOptions::default()),
        [Value::String(base)] => (input, Some(base.clone()), UrlPatternOptions::default()),
        [o @ Value::Object(_)] => (input, None, options(o)),
        [Value::String(base), o @ Value::Object(_)] => (input, Some(base.clone()), options(o)),
        [_, _] => {
            return Ok(Err(
                "TypeError: with three arguments the second is the base URL string and the \
                 third the options object"
                    .into(),
            ))
        }
        _ => {
            return Err(BadRequest(
                "bad request: ARGS has more than three items".into(),
            ))
        }
    }))
}
