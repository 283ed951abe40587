//! The basic URL parser given a URL and a state override, for the grammar engine: the URL
//! class setters enter the grammar at the production for that state (the `*_state_override`
//! entry rules) and these actions apply it to the record in place. As in the spec, a failure
//! part-way leaves what was already set (the host setter's host stays when its port fails).

use super::{host_actions, internal, path, preprocess, unexpected};
use crate::diagnostic::{original_span, Ignore, Unit};
use crate::error::{ParseError, ParseErrorKind};
use crate::percent;
use crate::record::{default_port, is_special_scheme, Host, StateOverride, UrlRecord};
use crate::syntax::ast::{self, AfterHost, HostSyntax, Span};
use crate::syntax::{self, Entry};

fn mismatch(_: syntax::GrammarMismatch) -> ParseError {
    internal("a state override entry rule of the URL grammar did not match")
}

/// "Basic URL parse" `input` with `url` and `state_override`.
pub(crate) fn parse_with_override(
    input: &str,
    url: &mut UrlRecord<'_>,
    state_override: StateOverride,
) -> Result<(), ParseError> {
    // With a url given, only "Remove all ASCII tab or newline from input" applies.
    let original = input;
    let input = preprocess::remove_tab_and_newline(original);
    // The actions may borrow the input, which lives only here: work on a copy of the record
    // and keep what it became (even after a failure, as the spec's in-place steps do).
    let mut work: UrlRecord<'_> = url.clone();
    let result = apply(&input, &mut work, state_override);
    *url = work.into_owned();
    // A failure says where in the value as given.
    result.map_err(|e| e.at(original_span(original, false, Unit::Byte, e.span())))
}

fn apply<'a>(
    input: &'a str,
    url: &mut UrlRecord<'a>,
    state_override: StateOverride,
) -> Result<(), ParseError> {
    let entry = match state_override {
        StateOverride::SchemeStart => Entry::SchemeStateOverride,
        StateOverride::Host | StateOverride::Hostname if url.scheme == "file" => {
            Entry::FileHostStateOverride
        }
        StateOverride::Host if url.is_special() => Entry::SpecialHostStateOverride,
        StateOverride::Host => Entry::HostStateOverride,
        StateOverride::Hostname if url.is_special() => Entry::SpecialHostnameStateOverride,
        StateOverride::Hostname => Entry::HostnameStateOverride,
        StateOverride::Port => Entry::PortStateOverride,
        StateOverride::PathStart if url.is_special() => Entry::SpecialPathStartStateOverride,
        StateOverride::PathStart => Entry::PathStartStateOverride,
        StateOverride::Query => Entry::QueryStateOverride,
        StateOverride::Fragment => Entry::FragmentStateOverride,
    };
    let tree = syntax::parse(entry, input).map_err(mismatch)?;
    match state_override {
        StateOverride::SchemeStart => {
            let scheme = ast::scheme_override(&tree).map_err(unexpected)?;
            scheme_state(url, scheme.map(|s| s.text(input)))
        }
        StateOverride::Host | StateOverride::Hostname if entry == Entry::FileHostStateOverride => {
            let host = ast::file_host_override(&tree).map_err(unexpected)?;
            file_host_state(url, &host, input)
        }
        StateOverride::Host | StateOverride::Hostname => {
            let (host, after) = ast::host_override(&tree).map_err(unexpected)?;
            host_state(url, &host, after, input)
        }
        StateOverride::Port => {
            let digits = ast::port_override(&tree).map_err(unexpected)?;
            if digits.is_empty() {
                // "If state override is given, then return failure" (at a delimiter or the
                // end) or "Otherwise, port-invalid validation error, return failure" (at
                // another code point): about the code point where no digit came.
                return Err(port_invalid(input, digits));
            }
            port_state(url, digits, input)
        }
        StateOverride::PathStart => match ast::path_override(&tree).map_err(unexpected)? {
            Some(path) => {
                let is_file = url.scheme == "file";
                let buffer = url.path.buffer_mut();
                path::path_state(&mut path::PathBuffer::new(buffer, 0), &path, input, is_file)
                    .map_err(unexpected)
            }
            // "Otherwise, if state override is given and url's host is null, append the empty
            // string to url's path."
            None => {
                if url.host.is_none() {
                    url.path.push("");
                }
                Ok(())
            }
        },
        StateOverride::Query => {
            let text = ast::text_override(&tree).map_err(unexpected)?.text(input);
            let set = if url.is_special() {
                percent::SPECIAL_QUERY
            } else {
                percent::QUERY
            };
            let query = url.query.get_or_insert_with(Default::default).to_mut();
            percent::encode_into(query, text, set);
            Ok(())
        }
        StateOverride::Fragment => {
            let text = ast::text_override(&tree).map_err(unexpected)?.text(input);
            let fragment = url.fragment.get_or_insert_with(Default::default).to_mut();
            percent::encode_into(fragment, text, percent::FRAGMENT);
            Ok(())
        }
    }
}

/// "scheme state" reaching ":" with a state override.
fn scheme_state<'a>(url: &mut UrlRecord<'a>, scheme: Option<&'a str>) -> Result<(), ParseError> {
    let Some(scheme) = scheme else {
        // "Otherwise, return failure." (not a scheme followed by ":")
        return Err(ParseError::new(
            ParseErrorKind::MissingSchemeNonRelativeUrl,
            0..0,
        ));
    };
    let buffer = super::scheme::scheme_buffer(scheme);
    // "If url's scheme is a special scheme and buffer is not a special scheme, then return.
    // If url's scheme is not a special scheme and buffer is a special scheme, then return."
    if url.is_special() != is_special_scheme(&buffer) {
        return Ok(());
    }
    // "If url includes credentials or has a non-null port, and buffer is "file", then return."
    if (url.includes_credentials() || url.port.is_some()) && buffer == "file" {
        return Ok(());
    }
    // "If url's scheme is "file" and its host is an empty host, then return."
    if url.scheme == "file" && url.host == Some(Host::Empty) {
        return Ok(());
    }
    url.scheme = buffer;
    // "If url's port is url's scheme's default port, then set url's port to null."
    if url.port.is_some() && url.port == default_port(&url.scheme) {
        url.port = None;
    }
    Ok(())
}

/// "host state" / "hostname state" with a state override: the host, then for the host setter
/// the port after ":".
fn host_state<'a>(
    url: &mut UrlRecord<'a>,
    host: &HostSyntax,
    after: AfterHost,
    input: &'a str,
) -> Result<(), ParseError> {
    let empty = host.buffer().is_empty();
    let special = url.is_special();
    // The failures are about the host buffer.
    let at_host = |kind| ParseError::new(kind, host.buffer().range());
    match after {
        // ":" for the hostname setter: "If buffer is the empty string, host-missing validation
        // error, return failure. If state override is given and state override is hostname
        // state, then return failure."
        AfterHost::PortInHostname => Err(at_host(ParseErrorKind::HostMissing)),
        AfterHost::Port(digits) => {
            if empty {
                return Err(at_host(ParseErrorKind::HostMissing));
            }
            let parsed = host_actions::parse_host(host, input, !special, &mut Ignore, 0..0);
            url.host = Some(parsed.map_err(at_host)?);
            if digits.is_empty() {
                // "If state override is given, then return failure." (no digits)
                return Err(port_invalid(input, digits));
            }
            port_state(url, digits, input)
        }
        AfterHost::Nothing => {
            // "If url is special and buffer is the empty string, host-missing validation
            // error, return failure."
            if special && empty {
                return Err(at_host(ParseErrorKind::HostMissing));
            }
            // "Otherwise, if state override is given, buffer is the empty string, and either
            // url includes credentials or url's port is non-null, return failure."
            if empty && (url.includes_credentials() || url.port.is_some()) {
                return Err(at_host(ParseErrorKind::HostMissing));
            }
            url.host = Some(if empty {
                // "An empty host is the empty string": the opaque-host parser's empty input.
                Host::Empty
            } else {
                host_actions::parse_host(host, input, !special, &mut Ignore, 0..0)
                    .map_err(at_host)?
            });
            Ok(())
        }
    }
}

/// "file host state" with a state override.
fn file_host_state<'a>(
    url: &mut UrlRecord<'a>,
    host: &HostSyntax,
    input: &'a str,
) -> Result<(), ParseError> {
    if host.buffer().is_empty() {
        url.host = Some(Host::Empty);
        return Ok(());
    }
    let mut text = alloc::string::String::new();
    let written = host_actions::write_host(&mut text, host, input, false, &mut Ignore, 0..0)
        .map_err(|kind| ParseError::new(kind, host.buffer().range()))?;
    let written = super::file::localhost_is_empty(&mut text, 0, written);
    url.host = Some(written.into_host(text));
    Ok(())
}

/// The port state's failure on a value with no digits: port-invalid, about the code point
/// where the digits (none) end.
fn port_invalid(input: &str, digits: Span) -> ParseError {
    let at = digits.end();
    let len = input
        .get(at..)
        .and_then(|rest| rest.chars().next())
        .map_or(0, char::len_utf8);
    ParseError::new(ParseErrorKind::PortInvalid, at..at + len)
}

/// "port state" with a state override and a non-empty buffer of digits.
fn port_state(url: &mut UrlRecord<'_>, digits: Span, input: &str) -> Result<(), ParseError> {
    let port = super::port_value(digits.text(input))
        .map_err(|kind| ParseError::new(kind, digits.range()))?;
    url.port = (Some(port) != default_port(&url.scheme)).then_some(port);
    Ok(())
}
