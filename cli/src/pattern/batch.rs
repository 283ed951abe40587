//! `railurl pattern-batch`: the JSON-lines contract of issue 16, with arguments exactly as
//! WPT's urlpatterntestdata.json writes them.

use super::json::{pattern_json, result_json};
use super::webidl::{args_from, BadRequest};
use crate::command_line::PatternBatchArgs;
use crate::input::{self, Item, Lines};
use railurl::pattern::UrlPattern;
use serde_json::{json, Map, Value};
use std::io::{self, Read, Write};
use std::process::ExitCode;

/// Answer one request line of `pattern-batch`.
fn answer(line: &str) -> Value {
    match try_answer(line) {
        Ok(value) => value,
        Err(BadRequest(message)) => json!({ "error": message }),
    }
}

fn try_answer(line: &str) -> Result<Value, BadRequest> {
    let request: Value = serde_json::from_str(&crate::json::usv_escapes(line))
        .map_err(|e| BadRequest(format!("bad request: {e}")))?;
    let Value::Object(request) = request else {
        return Err(BadRequest("bad request: not a JSON object".into()));
    };
    if let Some(unknown) = request.keys().find(|k| *k != "pattern" && *k != "inputs") {
        return Err(BadRequest(format!(
            "bad request: unknown field {unknown:?}, expected \"pattern\" or \"inputs\""
        )));
    }
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
    input::hint_if_terminal("JSON requests");
    serve(io::stdin().lock(), io::stdout().lock())?;
    Ok(ExitCode::SUCCESS)
}

/// Answer each request line of `input` on `output`, flushing whenever the input has nothing
/// more buffered.
fn serve(input: impl Read, output: impl Write) -> io::Result<()> {
    let mut lines = Lines::new(input);
    let mut out = io::BufWriter::with_capacity(64 * 1024, output);
    while let Some(item) = lines.next()? {
        let value = match item {
            Item::NotUtf8 => json!({"error": "bad request: not UTF-8"}),
            Item::Url(line) if line.trim().is_empty() => {
                json!({"error": "bad request: empty line"})
            }
            Item::Url(line) => answer(&line),
        };
        writeln!(out, "{value}")?;
        if lines.idle() {
            out.flush()?;
        }
    }
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::super::webidl::{init_from, to_js_string, truthy};
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
