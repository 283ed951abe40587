//! The basic URL parser given a URL and a state override, for the grammar engine: the URL
//! class setters enter the grammar at the production for that state (the `*_state_override`
//! entry rules) and these actions apply it to the record in place. As in the spec, a failure
//! part-way leaves what was already set (the host setter's host stays when its port fails).

use super::{host, path, preprocess};
use crate::diagnostic::Ignore;
use crate::error::ParseError;
use crate::percent;
use crate::record::{default_port, is_special_scheme, Host, UrlRecord};
use crate::setters::StateOverride;
use crate::syntax::{self, Entry, Node, Rule};

fn mismatch(_: syntax::GrammarMismatch) -> ParseError {
    ParseError::Internal("a state override entry rule of grammar/url.pest did not match")
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
    let parsed = syntax::parse(entry, input).map_err(mismatch)?;
    let mut tree = parsed.nodes().peekable();
    match state_override {
        StateOverride::SchemeStart => scheme_state(url, tree.next()),
        StateOverride::Host | StateOverride::Hostname => {
            let Some(host_node) = tree.next() else {
                return Err(ParseError::Internal("no host production"));
            };
            let after = tree.next();
            if host_node.rule() == Rule::file_host {
                return file_host_state(url, host_node.text());
            }
            host_state(url, &host_node, after.as_ref())
        }
        StateOverride::Port => match tree.next() {
            Some(node) if !node.text().is_empty() => port_state(url, node.text()),
            // "If state override is given, then return failure."
            _ => Err(ParseError::PortInvalid),
        },
        StateOverride::PathStart => match tree.next() {
            Some(node) => path::path_state(url, &node),
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
            let text = tree.next().map_or("", |n| n.text());
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
            let text = tree.next().map_or("", |n| n.text());
            let fragment = url.fragment.get_or_insert_with(Default::default).to_mut();
            percent::encode_into(fragment, text, percent::FRAGMENT);
            Ok(())
        }
    }
}

/// "scheme state" reaching ":" with a state override.
fn scheme_state<'a>(url: &mut UrlRecord<'a>, node: Option<Node<'_, 'a>>) -> Result<(), ParseError> {
    let Some(node) = node.filter(|n| n.rule() == Rule::scheme) else {
        // "Otherwise, return failure." (not a scheme followed by ":")
        return Err(ParseError::MissingSchemeNonRelativeUrl);
    };
    let buffer = super::scheme_buffer(node.text());
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
    host_node: &Node<'_, 'a>,
    after: Option<&Node<'_, 'a>>,
) -> Result<(), ParseError> {
    let buffer = host_node.text();
    let special = url.is_special();
    match after.map(Node::rule) {
        // ":" for the hostname setter: "If buffer is the empty string, host-missing validation
        // error, return failure. If state override is given and state override is hostname
        // state, then return failure."
        Some(Rule::port_in_hostname) => Err(ParseError::HostMissing),
        Some(Rule::port) => {
            if buffer.is_empty() {
                return Err(ParseError::HostMissing);
            }
            url.host = Some(host::parse_host(buffer, !special, &mut Ignore, 0..0)?);
            match after.map(Node::text) {
                Some(digits) if !digits.is_empty() => port_state(url, digits),
                // "If state override is given, then return failure." (no digits)
                _ => Err(ParseError::PortInvalid),
            }
        }
        _ => {
            // "If url is special and buffer is the empty string, host-missing validation
            // error, return failure."
            if special && buffer.is_empty() {
                return Err(ParseError::HostMissing);
            }
            // "Otherwise, if state override is given, buffer is the empty string, and either
            // url includes credentials or url's port is non-null, return failure."
            if buffer.is_empty() && (url.includes_credentials() || url.port.is_some()) {
                return Err(ParseError::HostMissing);
            }
            url.host = Some(host::parse_host(buffer, !special, &mut Ignore, 0..0)?);
            Ok(())
        }
    }
}

/// "file host state" with a state override.
fn file_host_state<'a>(url: &mut UrlRecord<'a>, buffer: &'a str) -> Result<(), ParseError> {
    if buffer.is_empty() {
        url.host = Some(Host::Empty);
        return Ok(());
    }
    let host = host::parse_host(buffer, false, &mut Ignore, 0..0)?;
    url.host = Some(super::file::localhost_is_empty(host));
    Ok(())
}

/// "port state" with a state override and a non-empty buffer of digits.
fn port_state(url: &mut UrlRecord<'_>, digits: &str) -> Result<(), ParseError> {
    let port = super::port_value(digits)?;
    url.port = (Some(port) != default_port(&url.scheme)).then_some(port);
    Ok(())
}
