//! `railurl batch`: JSON lines in, one JSON line out per request, in order, streaming.

use crate::json;
use railurl::{Component, Engine, ParseError, Url};
use serde_json::Value;
use std::io::{self, BufRead, BufReader, Read, Write};

/// A setter request: `{"href": "...", "setter": "pathname", "value": "..."}`.
fn set(
    object: &serde_json::Map<String, Value>,
    engine: Engine,
) -> Result<Result<Url, ParseError>, String> {
    let text = |key: &str| match object.get(key) {
        Some(Value::String(s)) => Ok(s.as_str()),
        Some(_) => Err(format!("bad request: \"{key}\" is not a string")),
        None => Err(format!("bad request: no \"{key}\"")),
    };
    let (href, setter, value) = (text("href")?, text("setter")?, text("value")?);
    let component: Component = setter.parse().map_err(|e| format!("bad request: {e}"))?;
    Ok(engine.parse(href, None).and_then(|mut url| {
        url.set_with(engine, component, value)?;
        Ok(url)
    }))
}

/// One request line: `{"input": "...", "base": "..." | null}`, or a setter request.
fn answer(line: &str, engine: Engine) -> Result<Result<Url, ParseError>, String> {
    let value: Value = serde_json::from_str(line).map_err(|e| format!("bad request: {e}"))?;
    let object = value
        .as_object()
        .ok_or_else(|| "bad request: not a JSON object".to_owned())?;
    if object.contains_key("setter") {
        return set(object, engine);
    }
    let input = match object.get("input") {
        Some(Value::String(s)) => s.as_str(),
        Some(_) => return Err("bad request: \"input\" is not a string".to_owned()),
        None => return Err("bad request: no \"input\"".to_owned()),
    };
    let base = match object.get("base") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => match engine.parse(s, None) {
            Ok(b) => Some(b),
            // "a base that fails to parse fails the request"
            Err(_) => return Ok(Err(ParseError::InvalidBase)),
        },
        Some(_) => return Err("bad request: \"base\" is neither a string nor null".to_owned()),
    };
    Ok(engine.parse(input, base.as_ref()))
}

/// Read requests from `input` until EOF. Output is buffered, and flushed whenever the input
/// has nothing more buffered, so a client that waits for each answer is never left hanging.
pub fn run(input: impl Read, output: impl Write, engine: Engine) -> io::Result<()> {
    let mut input = BufReader::with_capacity(64 * 1024, input);
    let mut out = io::BufWriter::with_capacity(64 * 1024, output);
    let mut line = Vec::new();
    loop {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            break;
        }
        let Ok(request) = std::str::from_utf8(&line) else {
            json::write_failure(&mut out, "bad request: not UTF-8")?;
            continue;
        };
        let request = request.trim_end_matches(['\n', '\r']);
        if request.trim().is_empty() {
            json::write_failure(&mut out, "bad request: empty line")?;
        } else {
            match answer(request, engine) {
                Ok(result) => json::write_result(&mut out, &result)?,
                Err(message) => json::write_failure(&mut out, &message)?,
            }
        }
        if input.buffer().is_empty() {
            out.flush()?;
        }
    }
    out.flush()
}
