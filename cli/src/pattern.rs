//! `railurl pattern` (match URLs against a URL pattern) and `railurl pattern-batch` (the
//! stable JSON-lines contract of issue 16, with arguments exactly as WPT's
//! urlpatterntestdata.json writes them).

use crate::command_line::{PatternArgs, PatternBatchArgs};
use crate::output::{self, TROUBLE};
use crate::show;
use railurl::pattern::{
    UrlPattern, UrlPatternInit, UrlPatternInput, UrlPatternOptions, UrlPatternResult, COMPONENTS,
};
use serde_json::{json, Map, Value};
use std::io::{self, BufRead, BufReader, IsTerminal, Read, Write};
use std::process::ExitCode;

/// `{"protocol": ..., ..., "hash": ...}`: the pattern's component pattern strings.
fn pattern_json(pattern: &UrlPattern) -> Value {
    let mut object = Map::new();
    for name in COMPONENTS {
        object.insert(name.into(), pattern.component(name).unwrap_or("").into());
    }
    Value::Object(object)
}

fn init_json(init: &UrlPatternInit) -> Value {
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
fn result_json(result: &UrlPatternResult) -> Value {
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

/// `railurl pattern PATTERN [--base B] [--ignore-case] URL...`: exit status 0 when every URL
/// matches, 1 when one does not, 2 when the pattern is invalid.
pub fn run(args: PatternArgs) -> io::Result<ExitCode> {
    let options = UrlPatternOptions {
        ignore_case: args.ignore_case,
    };
    let pattern = match UrlPattern::new(args.pattern.as_str(), args.base.as_deref(), options) {
        Ok(p) => p,
        Err(e) => {
            output::warn(format!("invalid pattern: {e}"));
            return Ok(ExitCode::from(TROUBLE));
        }
    };
    let as_json = args.json || (!args.table && !io::stdout().is_terminal());
    let mut out = io::stdout().lock();
    let mut unmatched = false;
    for url in &args.urls {
        let result = pattern.exec(url.as_str(), None);
        unmatched |= !matches!(result, Ok(Some(_)));
        if as_json {
            let answer = match &result {
                Ok(Some(r)) => json!({"input": url, "match": result_json(r)}),
                Ok(None) => json!({"input": url, "match": null}),
                Err(e) => json!({"input": url, "match_error": e.to_string()}),
            };
            writeln!(out, "{answer}")?;
            continue;
        }
        match &result {
            Ok(None) => writeln!(out, "{}: no match", show::escape(url))?,
            Err(e) => writeln!(out, "{}: error: {e}", show::escape(url))?,
            Ok(Some(r)) => {
                writeln!(out, "{}: match", show::escape(url))?;
                for (name, component) in r.components() {
                    write!(out, "  {name:<9} {}", show::escape(&component.input))?;
                    for (group, value) in &component.groups {
                        match value {
                            Some(v) => write!(out, "  {group}={}", show::escape(v))?,
                            None => write!(out, "  {group}=(undefined)")?,
                        }
                    }
                    writeln!(out)?;
                }
            }
        }
    }
    out.flush()?;
    Ok(output::status(unmatched))
}

/// A request the batch cannot run.
struct BadRequest(String);

/// A `URLPatternInit` dictionary, converted as WebIDL converts one: each member it defines
/// is converted to a USVString (ECMAScript's ToString: `true` is "true", `null` is "null"),
/// and members it does not define are ignored.
fn init_from(object: &Map<String, Value>) -> UrlPatternInit {
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
fn to_js_string(value: &Value) -> String {
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
fn truthy(value: &Value) -> bool {
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
type Args = (UrlPatternInput, Option<String>, UrlPatternOptions);

fn args_from(value: &Value) -> Result<Result<Args, String>, BadRequest> {
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

/// Answer one request line of `pattern-batch`.
fn answer(line: &str) -> Value {
    match try_answer(line) {
        Ok(value) => value,
        Err(BadRequest(message)) => json!({ "error": message }),
    }
}

fn try_answer(line: &str) -> Result<Value, BadRequest> {
    let request: Value =
        serde_json::from_str(line).map_err(|e| BadRequest(format!("bad request: {e}")))?;
    let Value::Object(request) = request else {
        return Err(BadRequest("bad request: not a JSON object".into()));
    };
    let pattern_args = request
        .get("pattern")
        .ok_or_else(|| BadRequest("bad request: no \"pattern\"".into()))?;
    let constructed = match args_from(pattern_args)? {
        Ok((input, base, options)) => {
            UrlPattern::new(input, base.as_deref(), options).map_err(|e| e.to_string())
        }
        Err(reason) => Err(reason),
    };
    // The inputs are read before the constructor's result is used, so a malformed request
    // is a bad request whatever the pattern.
    let inputs = match request.get("inputs") {
        None | Some(Value::Null) => None,
        Some(v) => Some(args_from(v)?),
    };
    let pattern = match constructed {
        Ok(p) => p,
        Err(reason) => return Ok(json!({ "error": reason })),
    };
    let mut answer = Map::new();
    answer.insert("pattern".into(), pattern_json(&pattern));
    let Some(inputs) = inputs else {
        answer.insert(
            "has_regexp_groups".into(),
            pattern.has_regexp_groups().into(),
        );
        return Ok(Value::Object(answer));
    };
    let executed = match inputs {
        // exec takes no options: a third item is ignored, as JavaScript ignores it.
        Ok((input, base, _)) => pattern
            .exec(input, base.as_deref())
            .map_err(|e| e.to_string()),
        Err(reason) => Err(reason),
    };
    match executed {
        Err(reason) => {
            answer.insert("match_error".into(), reason.into());
        }
        Ok(result) => {
            answer.insert(
                "has_regexp_groups".into(),
                pattern.has_regexp_groups().into(),
            );
            answer.insert(
                "match".into(),
                result.as_ref().map_or(Value::Null, result_json),
            );
        }
    }
    Ok(Value::Object(answer))
}

/// `railurl pattern-batch`: exit status 0 (errors are answers).
pub fn run_batch(_: PatternBatchArgs) -> io::Result<ExitCode> {
    serve(io::stdin().lock(), io::stdout().lock())?;
    Ok(ExitCode::SUCCESS)
}

/// Answer each request line of `input` on `output`, flushing whenever the input has nothing
/// more buffered.
fn serve(input: impl Read, output: impl Write) -> io::Result<()> {
    let mut input = BufReader::with_capacity(64 * 1024, input);
    let mut out = io::BufWriter::with_capacity(64 * 1024, output);
    let mut line = Vec::new();
    loop {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            break;
        }
        let value = match std::str::from_utf8(&line).map(|r| r.trim_end_matches(['\n', '\r'])) {
            Err(_) => json!({"error": "bad request: not UTF-8"}),
            Ok(request) if request.trim().is_empty() => json!({"error": "bad request: empty line"}),
            Ok(request) => answer(request),
        };
        writeln!(out, "{value}")?;
        if input.buffer().is_empty() {
            out.flush()?;
        }
    }
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ask(line: &str) -> Value {
        answer(line)
    }

    #[test]
    fn the_three_answer_shapes() {
        let ok = ask(r#"{"pattern": [{"pathname": "/b/:id?"}], "inputs": [{"pathname": "/b"}]}"#);
        assert_eq!(ok["pattern"]["pathname"], "/b/:id?");
        assert_eq!(ok["match"]["pathname"]["groups"], json!({"id": null}));
        assert_eq!(ok["match"]["inputs"], json!([{"pathname": "/b"}]));
        let none =
            ask(r#"{"pattern": ["https://a.example/x"], "inputs": ["https://b.example/x"]}"#);
        assert_eq!(none["match"], Value::Null);
        let no_inputs = ask(r#"{"pattern": ["https://a.example/x"], "inputs": null}"#);
        assert!(no_inputs.get("match").is_none());
        assert_eq!(no_inputs["has_regexp_groups"], false);
        let error = ask(r#"{"pattern": [{"pathname": "/"}, "https://example.com"]}"#);
        assert!(error["error"]
            .as_str()
            .is_some_and(|e| !e.starts_with("bad request")));
        let match_error =
            ask(r#"{"pattern": [{"pathname": "/"}], "inputs": [{"pathname": "/"}, "https://a/"]}"#);
        assert!(match_error["match_error"].is_string());
        assert!(match_error.get("match").is_none());
    }

    #[test]
    fn init_members_convert_as_webidl_says() {
        let init = init_from(
            json!({"pathname": 5, "hash": true, "search": null, "ignoreCase": true})
                .as_object()
                .unwrap(),
        );
        assert_eq!(init.pathname.as_deref(), Some("5"));
        assert_eq!(init.hash.as_deref(), Some("true"));
        assert_eq!(init.search.as_deref(), Some("null"));
        assert_eq!(init.protocol, None);
        for (value, string) in [
            (json!(1.5), "1.5"),
            (json!(-2.5), "-2.5"),
            (json!(1e21), "1e+21"),
            (json!(1.25e-7), "1.25e-7"),
            (json!(0.000001), "0.000001"),
            (json!(123e18), "123000000000000000000"),
            (json!(0.0), "0"),
            (json!([1, null, "a"]), "1,,a"),
            (json!({"a": 1}), "[object Object]"),
        ] {
            assert_eq!(to_js_string(&value), string, "{value}");
        }
        assert!(truthy(&json!(1)) && truthy(&json!("x")) && truthy(&json!({})));
        assert!(!truthy(&json!(0)) && !truthy(&json!("")) && !truthy(&Value::Null));
    }

    #[test]
    fn malformed_lines_are_bad_requests_and_the_run_goes_on() {
        let mut out = Vec::new();
        serve(&b"{\n[]\n{\"pattern\": [\"https://a/\"]}\n"[..], &mut out).expect("in memory");
        let lines: Vec<Value> = String::from_utf8(out)
            .expect("UTF-8")
            .lines()
            .map(|l| serde_json::from_str(l).expect("JSON"))
            .collect();
        assert_eq!(lines.len(), 3);
        assert!(lines[0]["error"]
            .as_str()
            .is_some_and(|e| e.starts_with("bad request")));
        assert!(lines[1]["error"]
            .as_str()
            .is_some_and(|e| e.starts_with("bad request")));
        assert_eq!(lines[2]["pattern"]["hostname"], "a");
    }
}
