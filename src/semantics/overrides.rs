//! The basic URL parser given a URL and a state override, for the grammar engine: the URL
//! class setters enter the grammar at the production for that state (the `*_state_override`
//! entry rules) and these actions apply it to the record in place. As in the spec, a failure
//! part-way leaves what was already set (the host setter's host stays when its port fails).

use super::{host, path, preprocess, unexpected};
use crate::diagnostic::Ignore;
use crate::error::ParseError;
use crate::percent;
use crate::record::{default_port, is_special_scheme, Host, StateOverride, UrlRecord};
use crate::syntax::ast::{self, AfterHost, HostSyntax};
use crate::syntax::{self, Entry};

fn mismatch(_: syntax::GrammarMismatch) -> ParseError {
    ParseError::Internal("a state override entry rule of the URL grammar did not match")
}

/// "Basic URL parse" `input` with `url` and `state_override`.
pub(crate) fn parse_with_override(
    input: &str,
    url: &mut UrlRecord<'_>,
    state_override: StateOverride,
) -> Result<(), ParseError> {
    // With a url given, only "Remove all ASCII tab or newline from input" applies.
    let input = preprocess::remove_tab_and_newline(input);
    // The actions may borrow the input, which lives only here: work on a copy of the record
    // and keep what it became (even after a failure, as the spec's in-place steps do).
    let mut work: UrlRecord<'_> = url.clone();
    let result = apply(&input, &mut work, state_override);
    *url = work.into_owned();
    result
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
                // "If state override is given, then return failure."
                return Err(ParseError::PortInvalid);
            }
            port_state(url, digits.text(input))
        }
        StateOverride::PathStart => match ast::path_override(&tree).map_err(unexpected)? {
            Some(path) => path::path_state(url, &path, input),
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
        return Err(ParseError::MissingSchemeNonRelativeUrl);
    };
    let buffer = super::scheme_buffer(scheme);
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
    match after {
        // ":" for the hostname setter: "If buffer is the empty string, host-missing validation
        // error, return failure. If state override is given and state override is hostname
        // state, then return failure."
        AfterHost::PortInHostname => Err(ParseError::HostMissing),
        AfterHost::Port(digits) => {
            if empty {
                return Err(ParseError::HostMissing);
            }
            url.host = Some(host::parse_host(host, input, !special, &mut Ignore, 0..0)?);
            if digits.is_empty() {
                // "If state override is given, then return failure." (no digits)
                return Err(ParseError::PortInvalid);
            }
            port_state(url, digits.text(input))
        }
        AfterHost::Nothing => {
            // "If url is special and buffer is the empty string, host-missing validation
            // error, return failure."
            if special && empty {
                return Err(ParseError::HostMissing);
            }
            // "Otherwise, if state override is given, buffer is the empty string, and either
            // url includes credentials or url's port is non-null, return failure."
            if empty && (url.includes_credentials() || url.port.is_some()) {
                return Err(ParseError::HostMissing);
            }
            url.host = Some(if empty {
                // "An empty host is the empty string": the opaque-host parser's empty input.
                Host::Empty
            } else {
                host::parse_host(host, input, !special, &mut Ignore, 0..0)?
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
    let parsed = host::parse_host(host, input, false, &mut Ignore, 0..0)?;
    url.host = Some(super::file::localhost_is_empty(parsed));
    Ok(())
}

/// "port state" with a state override and a non-empty buffer of digits.
fn port_state(url: &mut UrlRecord<'_>, digits: &str) -> Result<(), ParseError> {
    let port = super::port_value(digits)?;
    url.port = (Some(port) != default_port(&url.scheme)).then_some(port);
    Ok(())
}
