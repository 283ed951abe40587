//! "Canonicalization" ("Encoding callbacks"): each component's text canonicalized by railurl's
//! own basic URL parser, with the URL class's state overrides, on a dummy URL.

use super::error::{PatternError, PatternErrorKind};
use crate::api::url::Url;
use crate::engine::parse_with_override;
use crate::engine::Engine;
use crate::percent;
use crate::record::StateOverride;
use crate::record::UrlRecord;
use crate::serialize::serialize_host;
use alloc::borrow::Cow;
use alloc::format;
use alloc::string::String;
use alloc::string::ToString;
use alloc::vec::Vec;

fn invalid(value: &str) -> PatternError {
    PatternError::bare(PatternErrorKind::InvalidComponentText(value.to_string()))
}

/// "create a dummy URL": the basic URL parser on "https://dummy.invalid/".
fn dummy_url() -> Result<UrlRecord<'static>, PatternError> {
    Url::parse("https://dummy.invalid/")
        .map(|url| url.record().into_owned())
        .map_err(|_| PatternError::bare(PatternErrorKind::Internal("the dummy URL does not parse")))
}

/// "canonicalize a protocol".
pub(crate) fn protocol(value: &str) -> Result<String, PatternError> {
    if value.is_empty() {
        return Ok(String::new());
    }
    // "the basic URL parser given value followed by "://dummy.invalid/"" (no state override).
    let url = Url::parse(&format!("{value}://dummy.invalid/")).map_err(|_| invalid(value))?;
    Ok(url.scheme().to_string())
}

/// "canonicalize a username": "set the username" on a dummy URL.
pub(crate) fn username(value: &str) -> Result<String, PatternError> {
    Ok(percent::encode(value, percent::USERINFO).into_owned())
}

/// "canonicalize a password": "set the password" on a dummy URL.
pub(crate) fn password(value: &str) -> Result<String, PatternError> {
    Ok(percent::encode(value, percent::USERINFO).into_owned())
}

/// "canonicalize a hostname": the hostname state override on a dummy URL.
pub(crate) fn hostname(value: &str) -> Result<String, PatternError> {
    if value.is_empty() {
        return Ok(String::new());
    }
    let mut url = dummy_url()?;
    parse_with_override(Engine::Grammar, value, &mut url, StateOverride::Hostname)
        .map_err(|_| invalid(value))?;
    let mut out = String::new();
    if let Some(host) = &url.host {
        serialize_host(host, &mut out);
    }
    Ok(out)
}

/// "canonicalize an IPv6 hostname".
pub(crate) fn ipv6_hostname(value: &str) -> Result<String, PatternError> {
    let mut result = String::with_capacity(value.len());
    for c in value.chars() {
        if !c.is_ascii_hexdigit() && !matches!(c, '[' | ']' | ':') {
            return Err(invalid(value));
        }
        result.push(c.to_ascii_lowercase());
    }
    Ok(result)
}

/// "canonicalize a port" given `port_value` and, optionally, `protocol_value`.
pub(crate) fn port(port_value: &str, protocol_value: Option<&str>) -> Result<String, PatternError> {
    if port_value.is_empty() {
        return Ok(String::new());
    }
    let mut url = dummy_url()?;
    // "If protocolValue was given, then set dummyURL's scheme to protocolValue." Without
    // one, the dummy URL's "https" would turn "443" into the empty string, but WPT (and
    // browsers) keep a port pattern's "443" when no protocol is given (`{port: "443*"}` stays
    // "443*"), so the scheme is then one with no default port.
    url.scheme = protocol_value.unwrap_or("").to_string().into();
    parse_with_override(Engine::Grammar, port_value, &mut url, StateOverride::Port)
        .map_err(|_| invalid(port_value))?;
    Ok(url.port.map(|p| p.to_string()).unwrap_or_default())
}

/// "canonicalize a port" without a protocol value, as "compile a component" runs it for the
/// port component.
pub(crate) fn port_without_protocol(port_value: &str) -> Result<String, PatternError> {
    port(port_value, None)
}

/// "canonicalize a pathname".
pub(crate) fn pathname(value: &str) -> Result<String, PatternError> {
    if value.is_empty() {
        return Ok(String::new());
    }
    // "Let modified value be "/-" if leading slash is false and otherwise the empty string."
    let leading_slash = value.starts_with('/');
    let modified_value = if leading_slash {
        value.to_string()
    } else {
        format!("/-{value}")
    };
    let mut url = dummy_url()?;
    url.path.clear();
    // The spec ignores this parse's result.
    let _ = parse_with_override(
        Engine::Grammar,
        &modified_value,
        &mut url,
        StateOverride::PathStart,
    );
    let result = url.path.as_str();
    if leading_slash {
        Ok(result.to_string())
    } else {
        Ok(result.get(2..).unwrap_or("").to_string())
    }
}

/// "canonicalize an opaque pathname": the basic URL parser's "opaque path state" with a state
/// override, on a dummy URL whose path is the empty string. railurl's setters never enter that
/// state, so its steps are transcribed here (url.bs, "opaque path state").
pub(crate) fn opaque_pathname(value: &str) -> Result<String, PatternError> {
    if value.is_empty() {
        return Ok(String::new());
    }
    // With a url given, the basic URL parser only removes ASCII tab or newline.
    let input: Vec<char> = value
        .chars()
        .filter(|c| !matches!(c, '\t' | '\n' | '\r'))
        .collect();
    let mut path = String::new();
    for (pointer, &c) in input.iter().enumerate() {
        match c {
            // "If c is U+003F (?) ... set state to query state"; "Otherwise, if c is U+0023
            // (#) ... set state to fragment state": the path ends here.
            '?' | '#' => break,
            // "Otherwise, if c is U+0020 SPACE: If remaining starts with U+003F (?) or U+0023
            // (#), then append "%20" to url's path. Otherwise, append U+0020 SPACE."
            ' ' => {
                if matches!(input.get(pointer + 1), Some('?' | '#')) {
                    path.push_str("%20");
                } else {
                    path.push(' ');
                }
            }
            // "UTF-8 percent-encode c using the C0 control percent-encode set and append the
            // result to url's path."
            _ => percent::encode_code_point(&mut path, c, percent::C0_CONTROL),
        }
    }
    Ok(path)
}

/// "canonicalize a search": the query state override on a dummy URL.
pub(crate) fn search(value: &str) -> Result<String, PatternError> {
    state_override_on_empty(value, StateOverride::Query, |url| &mut url.query)
}

/// "canonicalize a hash": the fragment state override on a dummy URL.
pub(crate) fn hash(value: &str) -> Result<String, PatternError> {
    state_override_on_empty(value, StateOverride::Fragment, |url| &mut url.fragment)
}

/// The steps "canonicalize a search" and "canonicalize a hash" share: set the dummy URL's
/// `field` (its query or fragment) to the empty string, run the basic URL parser given
/// `value` with `state_override` (its result ignored, as the standard does), and return the
/// field.
fn state_override_on_empty(
    value: &str,
    state_override: StateOverride,
    field: for<'u> fn(&'u mut UrlRecord<'static>) -> &'u mut Option<Cow<'static, str>>,
) -> Result<String, PatternError> {
    if value.is_empty() {
        return Ok(String::new());
    }
    let mut url = dummy_url()?;
    *field(&mut url) = Some(Cow::Borrowed(""));
    let _ = parse_with_override(Engine::Grammar, value, &mut url, state_override);
    Ok(field(&mut url)
        .take()
        .map(Cow::into_owned)
        .unwrap_or_default())
}
