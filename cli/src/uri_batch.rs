//! `railurl uri-batch`: JSON lines `{"input": S, "standard": "rfc3986" | "rfc3987" |
//! "rfc2396"}` in, one JSON line out per request, in order, streaming: whether the input is a
//! URI reference (an IRI reference, an RFC 2396 `URI-reference`) and its components, or
//! where the grammar stopped and what it expected there.

use crate::command_line::{StandardArg, UriBatchArgs};
use crate::input::{self, Item, Lines};
use crate::uri_components::Components;
use crate::uri_targets;
use railurl::rfc2396;
use railurl::rfc3986::{UriError, UriRef};
use railurl::rfc3987::IriRef;
use serde::Deserialize;
use serde_json::{json, Value};
use std::io::{self, Read, Write};
use std::process::ExitCode;

/// Read requests from stdin until EOF and answer each on stdout. Exit status 0: invalid
/// inputs and bad requests are answers.
pub fn run(args: UriBatchArgs) -> io::Result<ExitCode> {
    input::hint_if_terminal("JSON requests");
    serve(io::stdin().lock(), io::stdout().lock(), args.standard)?;
    Ok(ExitCode::SUCCESS)
}

/// One request: the input, and the standard, when it overrides `--standard`; a base to
/// resolve against and whether to normalize (src/uri_targets.rs).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Request {
    input: String,
    standard: Option<StandardArg>,
    base: Option<String>,
    #[serde(default)]
    normalize: bool,
}

/// Answer the requests of `input` on `output`, flushing whenever the input has nothing more
/// buffered.
pub fn serve(input: impl Read, output: impl Write, standard: StandardArg) -> io::Result<()> {
    let mut lines = Lines::new(input);
    let mut out = io::BufWriter::with_capacity(64 * 1024, output);
    while let Some(item) = lines.next()? {
        let answer = match item {
            Item::NotUtf8 => bad_request("not UTF-8"),
            Item::Url(line) => match serde_json::from_str::<Request>(&line) {
                Ok(request) => {
                    let standard = request.standard.unwrap_or(standard);
                    let mut answer = answer(&request.input, standard);
                    let base = request.base.as_deref();
                    uri_targets::add(
                        &mut answer,
                        &request.input,
                        base,
                        request.normalize,
                        standard,
                    );
                    answer
                }
                Err(e) => bad_request(&e.to_string()),
            },
        };
        serde_json::to_writer(&mut out, &answer).map_err(io::Error::from)?;
        out.write_all(b"\n")?;
        if lines.idle() {
            out.flush()?;
        }
    }
    out.flush()
}

/// `{"error": "bad request: <why>"}`.
fn bad_request(why: &str) -> Value {
    json!({ "error": format!("bad request: {why}") })
}

/// The answer to one valid request: the input's components under `standard`, or its error.
pub fn answer(input: &str, standard: StandardArg) -> Value {
    let found = match standard {
        StandardArg::Rfc3986 => UriRef::parse(input).map(|r| Components::of_reference(&r)),
        StandardArg::Rfc6874 => {
            UriRef::parse_with_zone_id(input).map(|r| Components::of_reference(&r))
        }
        StandardArg::Rfc3987 => IriRef::parse(input).map(|r| Components::of_reference(&r)),
        StandardArg::Rfc2396 => {
            rfc2396::UriReference::parse(input).map(|r| Components::of_2396(&r))
        }
    };
    found.map_or_else(|e| invalid(&e), |c| c.to_json())
}

/// `{"valid": false, "error": {"at": N, "expected": [...]}}`: the byte offset where the input
/// leaves the grammar's language and what the grammar allows there.
fn invalid(e: &UriError) -> Value {
    json!({ "valid": false, "error": { "at": e.position(), "expected": e.expected() } })
}
