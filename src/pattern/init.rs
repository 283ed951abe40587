//! `URLPatternInit` and "process a URLPatternInit" ("URLPatternInit processing").

use super::canon;
use super::error::{PatternError, PatternErrorKind};
use super::generate::escaped_pattern_string;
use crate::record::is_special_scheme;
use crate::serialize::serialize_host;
use crate::Url;
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
    let mut base_url = None;
    if let Some(base) = &init.base_url {
        let parsed =
            Url::parse(base).map_err(|_| PatternError::bare(PatternErrorKind::InvalidBaseUrl))?;
        let record = parsed.record();
        let has = |fields: &[&Option<String>]| fields.iter().any(|f| f.is_some());
        if init.protocol.is_none() {
            result.protocol = Some(process_base_url_string(&record.scheme, kind));
        }
        if kind != InitType::Pattern
            && !has(&[&init.protocol, &init.hostname, &init.port, &init.username])
        {
            result.username = Some(process_base_url_string(&record.username, kind));
        }
        if kind != InitType::Pattern
            && !has(&[
                &init.protocol,
                &init.hostname,
                &init.port,
                &init.username,
                &init.password,
            ])
        {
            result.password = Some(process_base_url_string(&record.password, kind));
        }
        if !has(&[&init.protocol, &init.hostname]) {
            let mut base_host = String::new();
            if let Some(host) = &record.host {
                serialize_host(host, &mut base_host);
            }
            result.hostname = Some(process_base_url_string(&base_host, kind));
        }
        if !has(&[&init.protocol, &init.hostname, &init.port]) {
            result.port = Some(record.port.map(|p| p.to_string()).unwrap_or_default());
        }
        if !has(&[&init.protocol, &init.hostname, &init.port, &init.pathname]) {
            result.pathname = Some(process_base_url_string(record.path.as_str(), kind));
        }
        if !has(&[
            &init.protocol,
            &init.hostname,
            &init.port,
            &init.pathname,
            &init.search,
        ]) {
            let base_query = record.query.as_deref().unwrap_or("");
            result.search = Some(process_base_url_string(base_query, kind));
        }
        if !has(&[
            &init.protocol,
            &init.hostname,
            &init.port,
            &init.pathname,
            &init.search,
            &init.hash,
        ]) {
            let base_fragment = record.fragment.as_deref().unwrap_or("");
            result.hash = Some(process_base_url_string(base_fragment, kind));
        }
        base_url = Some(parsed.clone());
    }
    let url_only = |value: &str, canonicalize: fn(&str) -> Result<String, PatternError>| match kind
    {
        InitType::Pattern => Ok(value.to_string()),
        InitType::Url => canonicalize(value),
    };
    // "process protocol for init"
    if let Some(value) = &init.protocol {
        let stripped = value.strip_suffix(':').unwrap_or(value);
        result.protocol = Some(url_only(stripped, canon::protocol)?);
    }
    if let Some(value) = &init.username {
        result.username = Some(url_only(value, canon::username)?);
    }
    if let Some(value) = &init.password {
        result.password = Some(url_only(value, canon::password)?);
    }
    if let Some(value) = &init.hostname {
        result.hostname = Some(url_only(value, canon::hostname)?);
    }
    let result_protocol = result.protocol.clone().unwrap_or_default();
    // "process port for init"
    if let Some(value) = &init.port {
        result.port = Some(match kind {
            InitType::Pattern => value.clone(),
            InitType::Url => canon::port(value, Some(&result_protocol))?,
        });
    }
    if let Some(value) = &init.pathname {
        let mut pathname = value.clone();
        if let Some(base) = &base_url {
            if !base.has_opaque_path() && !is_absolute_pathname(&pathname, kind) {
                let base_path = process_base_url_string(base.pathname(), kind);
                if let Some(slash_index) = base_path.rfind('/') {
                    pathname = format!("{}{pathname}", &base_path[..=slash_index]);
                }
            }
        }
        // "process pathname for init"
        result.pathname = Some(match kind {
            InitType::Pattern => pathname,
            InitType::Url if result_protocol.is_empty() || is_special_scheme(&result_protocol) => {
                canon::pathname(&pathname)?
            }
            InitType::Url => canon::opaque_pathname(&pathname)?,
        });
    }
    // "process search for init"
    if let Some(value) = &init.search {
        let stripped = value.strip_prefix('?').unwrap_or(value);
        result.search = Some(url_only(stripped, canon::search)?);
    }
    // "process hash for init"
    if let Some(value) = &init.hash {
        let stripped = value.strip_prefix('#').unwrap_or(value);
        result.hash = Some(url_only(stripped, canon::hash)?);
    }
    Ok(result)
}
