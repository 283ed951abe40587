//! `URLPatternInit` and "process a URLPatternInit" ("URLPatternInit processing").

use super::canonicalize;
use super::convert::escaped_pattern_string;
use super::error::{PatternError, PatternErrorKind};
use crate::api::url::Url;
use crate::record::is_special_scheme;
use crate::serialize::serialize_host;
use alloc::format;
use alloc::string::String;
use alloc::string::ToString;

/// The `URLPatternInit` dictionary: a pattern (or, for matching, a URL) given component by
/// component. A member that is `None` does not exist.
///
/// ```
/// use railurl::pattern::{UrlPattern, UrlPatternInit};
/// let init = UrlPatternInit { pathname: Some("/books/:id".into()), ..Default::default() };
/// let pattern = UrlPattern::new(init, None, Default::default())?;
/// assert_eq!((pattern.protocol(), pattern.pathname()), ("*", "/books/:id"));
/// # Ok::<(), railurl::pattern::PatternError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct UrlPatternInit {
    /// `protocol`
    pub protocol: Option<String>,
    /// `username`
    pub username: Option<String>,
    /// `password`
    pub password: Option<String>,
    /// `hostname`
    pub hostname: Option<String>,
    /// `port`
    pub port: Option<String>,
    /// `pathname`
    pub pathname: Option<String>,
    /// `search`
    pub search: Option<String>,
    /// `hash`
    pub hash: Option<String>,
    /// `baseURL`
    pub base_url: Option<String>,
}

/// The `type` argument of "process a URLPatternInit".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum InitType {
    /// "pattern": the values are pattern strings, canonicalized later part by part.
    Pattern,
    /// "url": the values are URL components, canonicalized now.
    Url,
}

/// "process a base URL string".
fn process_base_url_string(input: &str, kind: InitType) -> String {
    match kind {
        InitType::Pattern => escaped_pattern_string(input),
        InitType::Url => input.to_string(),
    }
}

/// "is an absolute pathname".
fn is_absolute_pathname(input: &str, kind: InitType) -> bool {
    let bytes = input.as_bytes();
    match bytes.first() {
        None => false,
        Some(b'/') => true,
        Some(_) if kind == InitType::Url => false,
        Some(_) => matches!(bytes, [b'\\', b'/', ..] | [b'{', b'/', ..]),
    }
}

/// "process a URLPatternInit" given `init`, `type`, and the starting values (all null for
/// "pattern", all the empty string for "url").
pub(crate) fn process(
    init: &UrlPatternInit,
    kind: InitType,
    defaults: Option<&str>,
) -> Result<UrlPatternInit, PatternError> {
    // "Let result be the result of creating a new URLPatternInit", with the starting values.
    let start = || defaults.map(str::to_string);
    let mut result = UrlPatternInit {
        protocol: start(),
        username: start(),
        password: start(),
        hostname: start(),
        port: start(),
        pathname: start(),
        search: start(),
        hash: start(),
        base_url: None,
    };
    // "Let baseURL be null. If init["baseURL"] exists: ..."
    let base_url = match &init.base_url {
        Some(base) => Some(inherit_from_base_url(init, base, kind, &mut result)?),
        None => None,
    };
    if let Some(value) = &init.protocol {
        result.protocol = Some(process_protocol_for_init(value, kind)?);
    }
    if let Some(value) = &init.username {
        result.username = Some(process_for_init(value, kind, canonicalize::username)?);
    }
    if let Some(value) = &init.password {
        result.password = Some(process_for_init(value, kind, canonicalize::password)?);
    }
    if let Some(value) = &init.hostname {
        result.hostname = Some(process_for_init(value, kind, canonicalize::hostname)?);
    }
    // "Let resultProtocolString be result["protocol"] if it exists; otherwise the empty
    // string."
    let result_protocol = result.protocol.clone().unwrap_or_default();
    if let Some(value) = &init.port {
        result.port = Some(process_port_for_init(value, &result_protocol, kind)?);
    }
    if let Some(value) = &init.pathname {
        let pathname = resolve_pathname(value, base_url.as_ref(), kind);
        result.pathname = Some(process_pathname_for_init(pathname, &result_protocol, kind)?);
    }
    if let Some(value) = &init.search {
        result.search = Some(process_search_for_init(value, kind)?);
    }
    if let Some(value) = &init.hash {
        result.hash = Some(process_hash_for_init(value, kind)?);
    }
    Ok(result)
}

/// The steps under "If init["baseURL"] exists": parse the base URL, set each component of
/// `result` that `init` does not override from it, and return it.
///
/// "A component is more specific if it appears later in one of the following two lists
/// (...): protocol, hostname, port, pathname, search, hash; protocol, hostname, port,
/// username, password", and a component is inherited when `init` contains none of the
/// components up to it in its list.
fn inherit_from_base_url(
    init: &UrlPatternInit,
    base: &str,
    kind: InitType,
    result: &mut UrlPatternInit,
) -> Result<Url, PatternError> {
    // "Set baseURL to the result of running the basic URL parser on init["baseURL"]. If
    // baseURL is failure, then throw a TypeError."
    let base_url =
        Url::parse(base).map_err(|_| PatternError::bare(PatternErrorKind::InvalidBaseUrl))?;
    let record = base_url.record();
    let by_path = [
        &init.protocol,
        &init.hostname,
        &init.port,
        &init.pathname,
        &init.search,
        &init.hash,
    ];
    let by_identity = [
        &init.protocol,
        &init.hostname,
        &init.port,
        &init.username,
        &init.password,
    ];
    let contains_none = |list: &[&Option<String>], up_to: usize| {
        list[..=up_to].iter().all(|component| component.is_none())
    };
    let base_string = |input: &str| process_base_url_string(input, kind);
    if contains_none(&by_path, 0) {
        result.protocol = Some(base_string(&record.scheme));
    }
    if kind != InitType::Pattern && contains_none(&by_identity, 3) {
        result.username = Some(base_string(&record.username));
    }
    if kind != InitType::Pattern && contains_none(&by_identity, 4) {
        result.password = Some(base_string(&record.password));
    }
    if contains_none(&by_path, 1) {
        let mut base_host = String::new();
        if let Some(host) = &record.host {
            serialize_host(host, &mut base_host);
        }
        result.hostname = Some(base_string(&base_host));
    }
    if contains_none(&by_path, 2) {
        result.port = Some(record.port.map(|p| p.to_string()).unwrap_or_default());
    }
    if contains_none(&by_path, 3) {
        result.pathname = Some(base_string(record.path.as_str()));
    }
    if contains_none(&by_path, 4) {
        result.search = Some(base_string(record.query.as_deref().unwrap_or("")));
    }
    if contains_none(&by_path, 5) {
        result.hash = Some(base_string(record.fragment.as_deref().unwrap_or("")));
    }
    Ok(base_url)
}

/// The steps under "If init["pathname"] exists" before "process pathname for init": a
/// relative pathname resolved against the base URL's path up to its last "/".
fn resolve_pathname(value: &str, base_url: Option<&Url>, kind: InitType) -> String {
    let pathname = value.to_string();
    let Some(base) = base_url else {
        return pathname;
    };
    if base.has_opaque_path() || is_absolute_pathname(&pathname, kind) {
        return pathname;
    }
    let base_path = process_base_url_string(base.pathname(), kind);
    match base_path.rfind('/') {
        Some(slash_index) => format!("{}{pathname}", &base_path[..=slash_index]),
        None => pathname,
    }
}

/// "process username for init", "process password for init" and "process hostname for
/// init": the value itself for "pattern", otherwise `canonicalize`'s result.
fn process_for_init(
    value: &str,
    kind: InitType,
    canonicalize: fn(&str) -> Result<String, PatternError>,
) -> Result<String, PatternError> {
    match kind {
        InitType::Pattern => Ok(value.to_string()),
        InitType::Url => canonicalize(value),
    }
}

/// "process protocol for init".
fn process_protocol_for_init(value: &str, kind: InitType) -> Result<String, PatternError> {
    // "Let strippedValue be the given value with a single trailing U+003A (:) removed, if
    // any."
    let stripped = value.strip_suffix(':').unwrap_or(value);
    process_for_init(stripped, kind, canonicalize::protocol)
}

/// "process port for init".
fn process_port_for_init(
    port_value: &str,
    protocol_value: &str,
    kind: InitType,
) -> Result<String, PatternError> {
    match kind {
        InitType::Pattern => Ok(port_value.to_string()),
        InitType::Url => canonicalize::port(port_value, Some(protocol_value)),
    }
}

/// "process pathname for init".
fn process_pathname_for_init(
    pathname_value: String,
    protocol_value: &str,
    kind: InitType,
) -> Result<String, PatternError> {
    match kind {
        InitType::Pattern => Ok(pathname_value),
        // "If protocolValue is a special scheme or the empty string, then return the result
        // of running canonicalize a pathname given pathnameValue."
        InitType::Url if protocol_value.is_empty() || is_special_scheme(protocol_value) => {
            canonicalize::pathname(&pathname_value)
        }
        InitType::Url => canonicalize::opaque_pathname(&pathname_value),
    }
}

/// "process search for init".
fn process_search_for_init(value: &str, kind: InitType) -> Result<String, PatternError> {
    // "Let strippedValue be the given value with a single leading U+003F (?) removed, if
    // any."
    let stripped = value.strip_prefix('?').unwrap_or(value);
    process_for_init(stripped, kind, canonicalize::search)
}

/// "process hash for init".
fn process_hash_for_init(value: &str, kind: InitType) -> Result<String, PatternError> {
    // "Let strippedValue be the given value with a single leading U+0023 (#) removed, if
    // any."
    let stripped = value.strip_prefix('#').unwrap_or(value);
    process_for_init(stripped, kind, canonicalize::hash)
}
