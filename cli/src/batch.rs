//! `railurl batch`: JSON lines in, one JSON line out per request, in order, streaming.

use crate::command_line::BatchArgs;
use crate::json;
use railurl::{Component, Engine, ParseError, Url};
use serde_json::{Map, Value};
use std::io::{self, BufRead, BufReader, Read, Write};
use std::process::ExitCode;

/// A request the command cannot run: the input or href it names, if any, and why.
struct BadRequest {
    /// The request's `input` or `href`, when it has one as a string.
    input: Option<String>,
    /// `bad request: ...`.
    message: String,
}

/// The string field `key` of a request.
fn text<'a>(object: &'a Map<String, Value>, key: &str) -> Result<&'a str, String> {
    match object.get(key) {
        Some(Value::String(s)) => Ok(s),
        Some(_) => Err(format!("bad request: \"{key}\" is not a string")),
        None => Err(format!("bad request: no \"{key}\"")),
    }
}

/// A setter request: `{"href": "...", "setter": "pathname", "value": "..."}`.
fn set(object: &Map<String, Value>, engine: Engine) -> Result<Result<Url, ParseError>, String> {
    let (href, setter, value) = (
        text(object, "href")?,
        text(object, "setter")?,
        text(object, "value")?,
    );
    let component: Component = setter.parse().map_err(|e| format!("bad request: {e}"))?;
    Ok(engine.parse(href, None).and_then(|mut url| {
        url.set_with(engine, component, value)?;
        Ok(url)
    }))
}

/// A parse request: `{"input": "...", "base": "..." | null}`.
fn parse(object: &Map<String, Value>, engine: Engine) -> Result<Result<Url, ParseError>, String> {
    let input = text(object, "input")?;
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

/// Answer one request line: the input or href it names, and its result.
fn answer(line: &str, engine: Engine) -> Result<(String, Result<Url, ParseError>), BadRequest> {
    let bad = |input: Option<&str>, message: String| BadRequest {
        input: input.map(str::to_owned),
        message,
    };
    let value: Value = serde_json::from_str(&crate::json::usv_escapes(line))
        .map_err(|e| bad(None, format!("bad request: {e}")))?;
    let object = value
        .as_object()
        .ok_or_else(|| bad(None, "bad request: not a JSON object".to_owned()))?;
    let (key, result) = if object.contains_key("setter") {
        ("href", set(object, engine))
    } else {
        ("input", parse(object, engine))
    };
    let input = object.get(key).and_then(Value::as_str);
    match result {
        Ok(result) => Ok((input.unwrap_or_default().to_owned(), result)),
        Err(message) => Err(bad(input, message)),
    }
}

/// Read requests from stdin until EOF and answer each on stdout. Exit status 0: failures
/// are answers.
pub fn run(args: BatchArgs) -> io::Result<ExitCode> {
    serve(io::stdin().lock(), io::stdout().lock(), args.engine.into())?;
    Ok(ExitCode::SUCCESS)
}

/// Answer the requests of `input` on `output`. Output is buffered, and flushed whenever the
/// input has nothing more buffered, so a client that waits for each answer is never left
/// hanging.
fn serve(input: impl Read, output: impl Write, engine: Engine) -> io::Result<()> {
    let mut input = BufReader::with_capacity(64 * 1024, input);
    let mut out = io::BufWriter::with_capacity(64 * 1024, output);
    let mut line = Vec::new();
    loop {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            break;
        }
        match std::str::from_utf8(&line).map(|r| r.trim_end_matches(['\n', '\r'])) {
            Err(_) => json::write_failure(&mut out, None, "bad request: not UTF-8")?,
            Ok(request) if request.trim().is_empty() => {
                json::write_failure(&mut out, None, "bad request: empty line")?;
            }
            Ok(request) => match answer(request, engine) {
                Ok((input, result)) => json::write_result(&mut out, &input, &result)?,
                Err(bad) => json::write_failure(&mut out, bad.input.as_deref(), &bad.message)?,
            },
        }
        if input.buffer().is_empty() {
            out.flush()?;
        }
    }
    out.flush()
}
