//! `railurl uri-batch`: JSON lines `{"input": S, "standard": "rfc3986" | "rfc3987" |
//! "rfc2396"}` in, one JSON line out per request, in order, streaming: whether the input is a
//! URI reference (an IRI reference, an RFC 2396 `URI-reference`) and its components, or
//! where the grammar stopped and what it expected there.

use crate::command_line::{StandardArg, UriBatchArgs};
use crate::input::{self, Item, Lines};
use crate::uri_targets;
use railurl::rfc2396;
use railurl::rfc3986::{HostKind, Reference, Standard, UriError, UriRef};
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
        StandardArg::Rfc3986 => UriRef::parse(input).map(|r| of_reference(&r)),
        StandardArg::Rfc6874 => UriRef::parse_with_zone_id(input).map(|r| of_reference(&r)),
        StandardArg::Rfc3987 => IriRef::parse(input).map(|r| of_reference(&r)),
        StandardArg::Rfc2396 => rfc2396::UriReference::parse(input).map(|r| of_2396(&r)),
    };
    found.unwrap_or_else(|e| invalid(&e))
}

/// `{"valid": false, "error": {"at": N, "expected": [...]}}`: the byte offset where the input
/// leaves the grammar's language and what the grammar allows there.
fn invalid(e: &UriError) -> Value {
    json!({ "valid": false, "error": { "at": e.position(), "expected": e.expected() } })
}

/// The components in the contract's order.
struct Components<'a> {
    relative: bool,
    scheme: Option<&'a str>,
    authority: Option<&'a str>,
    userinfo: Option<&'a str>,
    host: Option<&'a str>,
    host_type: Option<&'static str>,
    port: Option<&'a str>,
    path: &'a str,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
}

impl Components<'_> {
    fn to_json(&self) -> Value {
        json!({
            "valid": true,
            "kind": if self.relative { "relative-ref" } else { "uri" },
            "scheme": self.scheme,
            "authority": self.authority,
            "userinfo": self.userinfo,
            "host": self.host,
            "host_type": self.host_type,
            "port": self.port,
            "path": self.path,
            "query": self.query,
            "fragment": self.fragment,
        })
    }
}

/// The contract's name of an RFC 3986 (or RFC 3987) host production.
fn host_type(kind: HostKind) -> &'static str {
    match kind {
        HostKind::Ipv4 => "ipv4",
        HostKind::Ipv6 => "ipv6",
        HostKind::IpvFuture => "ipvfuture",
        HostKind::RegName => "reg-name",
    }
}

/// The components of an RFC 3986 URI reference or an RFC 3987 IRI reference (the same
/// components, the same getters).
fn of_reference<S: Standard>(r: &Reference<'_, S>) -> Value {
    Components {
        relative: r.is_relative(),
        scheme: r.scheme(),
        authority: r.authority(),
        userinfo: r.userinfo(),
        host: r.host(),
        host_type: r.host_kind().map(host_type),
        port: r.port(),
        path: r.path(),
        query: r.query(),
        fragment: r.fragment(),
    }
    .to_json()
}

/// RFC 2396 has two host productions: `IPv4address`, and `hostname`, which RFC 3986 folded
/// into `reg-name` (its Appendix D.2); a registry-based authority (`reg_name`, section 3.2.1)
/// has no host.
fn of_2396(r: &rfc2396::UriReference<'_>) -> Value {
    Components {
        relative: r.scheme().is_none(),
        scheme: r.scheme(),
        authority: r.authority(),
        userinfo: r.userinfo(),
        host: r.host(),
        host_type: r.host_kind().map(|kind| match kind {
            rfc2396::HostKind::Ipv4 => "ipv4",
            rfc2396::HostKind::Hostname => "reg-name",
        }),
        port: r.port(),
        path: r.path(),
        query: r.query(),
        fragment: r.fragment(),
    }
    .to_json()
}
