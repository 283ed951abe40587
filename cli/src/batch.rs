//! `railurl batch`: JSON lines in, one JSON line out per request, in order, streaming. The
//! requests are the playground API's (src/requests.rs): one contract for both.

use crate::command_line::BatchArgs;
use crate::input::{self, Item, Lines};
use crate::json;
use crate::requests::{self, ParseRequest, SetRequest};
use railurl::{Engine, ParseErrorKind};
use serde_json::Value;
use std::io::{self, Read, Write};
use std::process::ExitCode;

/// Read requests from stdin until EOF and answer each on stdout. Exit status 0: failures
/// are answers.
pub fn run(args: BatchArgs) -> io::Result<ExitCode> {
    input::hint_if_terminal("JSON requests");
    serve(io::stdin().lock(), io::stdout().lock(), args.engine.into())?;
    Ok(ExitCode::SUCCESS)
}

/// Answer the requests of `input` on `output`. Output is buffered, and flushed whenever the
/// input has nothing more buffered, so a client that waits for each answer is never left
/// hanging.
pub fn serve(input: impl Read, output: impl Write, engine: Engine) -> io::Result<()> {
    let mut lines = Lines::new(input);
    let mut out = io::BufWriter::with_capacity(64 * 1024, output);
    while let Some(item) = lines.next()? {
        match item {
            Item::NotUtf8 => json::write_failure(&mut out, None, "bad request: not UTF-8", None)?,
            Item::Url(line) if line.trim().is_empty() => {
                json::write_failure(&mut out, None, "bad request: empty line", None)?;
            }
            Item::Url(line) => answer(&mut out, &line, engine)?,
        }
        if lines.idle() {
            out.flush()?;
        }
    }
    out.flush()
}

/// Answer one request line.
fn answer(out: &mut impl Write, line: &str, engine: Engine) -> io::Result<()> {
    let text = json::usv_escapes(line);
    let value: Value = match serde_json::from_str(&text) {
        Ok(value) => value,
        Err(e) => return json::write_failure(out, None, &format!("bad request: {e}"), None),
    };
    let Some(object) = value.as_object() else {
        return json::write_failure(out, None, "bad request: not a JSON object", None);
    };
    let request = if object.contains_key("setter") {
        request(value).map(Request::Set)
    } else {
        request(value).map(Request::Parse)
    };
    let answered = request.and_then(|request| answer_request(out, request, engine));
    match answered {
        Ok(written) => written,
        // The request's own input or href names it, when it has one: read again, since the
        // request was consumed (this happens only for bad requests).
        Err(e) => {
            let value: Value = serde_json::from_str(&text).unwrap_or_default();
            let named = ["href", "input"]
                .iter()
                .find(|key| value.get("setter").is_some() == (**key == "href"))
                .and_then(|key| value.get(*key))
                .and_then(Value::as_str);
            json::write_failure(out, named, &format!("bad request: {e}"), None)
        }
    }
}

/// A request of type `R`, or why the value is not one (a missing or unknown field, a
/// value of the wrong type).
fn request<R: serde::de::DeserializeOwned>(value: Value) -> Result<R, String> {
    serde_json::from_value(value).map_err(|e| e.to_string())
}

/// A request, by its fields.
enum Request {
    Parse(ParseRequest),
    Set(SetRequest),
}

/// Answer a request; `Err` when it names an unknown engine or setter.
fn answer_request(
    out: &mut impl Write,
    request: Request,
    default: Engine,
) -> Result<io::Result<()>, String> {
    match request {
        Request::Set(request) => {
            let engine = requests::engine(request.engine.as_deref(), default)?;
            let component = requests::component(&request.setter)?;
            let answer = requests::set(engine, &request.href, component, &request.value);
            Ok(match &answer.result {
                Ok(url) => json::write_url(out, answer.input, url, answer.changed()),
                Err(e) => json::write_parse_failure(out, answer.input, e),
            })
        }
        Request::Parse(request) => {
            let engine = requests::engine(request.engine.as_deref(), default)?;
            let base = match request.base.as_deref().map(|b| engine.parse(b, None)) {
                None => None,
                Some(Ok(base)) => Some(base),
                // "a base that fails to parse fails the request"
                Some(Err(_)) => {
                    let error = ParseErrorKind::InvalidBase.to_string();
                    return Ok(json::write_failure(out, Some(&request.input), &error, None));
                }
            };
            let result = engine.parse(&request.input, base.as_ref());
            Ok(json::write_result(out, &request.input, &result))
        }
    }
}
