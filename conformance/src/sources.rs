//! Where cases come from besides the generators: WPT's data files and input files.

use crate::setter_cases::SetterCase;
use railurl::Component;
use serde_json::Value;
use std::path::{Path, PathBuf};

/// The directory holding WPT's URL data (`urltestdata.json`, `setters_tests.json`, ...):
/// `$RAILURL_WPT_DIR` when set, else the copy vendored in the repository's `tests/wpt/`
/// (see its README for the upstream version).
///
/// ```
/// let dir = railurl_conformance::wpt_dir();
/// assert!(dir.join("urltestdata.json").is_file());
/// ```
pub fn wpt_dir() -> PathBuf {
    match std::env::var_os("RAILURL_WPT_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/wpt"),
    }
}

/// One case of WPT's `urltestdata.json`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WptCase {
    /// The input string.
    pub input: String,
    /// The base URL string (`null` in the file is `None`).
    pub base: Option<String>,
    /// The expected href, or `None` when WPT expects failure.
    pub expected: Option<String>,
}

fn read_json(path: &Path) -> Result<Value, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| format!("{}: not JSON: {e}", path.display()))
}

/// The cases of a file in `urltestdata.json`'s format (comment strings are skipped).
pub fn read_urltestdata(path: &Path) -> Result<Vec<WptCase>, String> {
    let data = read_json(path)?;
    let cases = data
        .as_array()
        .ok_or_else(|| format!("{}: not a JSON array", path.display()))?;
    Ok(cases
        .iter()
        .filter_map(|case| {
            let input = case.get("input")?.as_str()?.to_owned();
            let base = case.get("base").and_then(Value::as_str).map(str::to_owned);
            let failure = case.get("failure").and_then(Value::as_bool) == Some(true);
            let expected = case.get("href").and_then(Value::as_str).map(str::to_owned);
            Some(WptCase {
                input,
                base,
                expected: if failure { None } else { expected },
            })
        })
        .collect())
}

/// The cases of `setters_tests.json`, in file order.
pub fn read_setters_tests(path: &Path) -> Result<Vec<SetterCase>, String> {
    let data = read_json(path)?;
    let groups = data
        .as_object()
        .ok_or_else(|| format!("{}: not a JSON object", path.display()))?;
    let mut out = Vec::new();
    for (name, cases) in groups {
        let Ok(component) = name.parse::<Component>() else {
            continue;
        };
        for case in cases.as_array().into_iter().flatten() {
            let field = |key: &str| case.get(key).and_then(Value::as_str).map(str::to_owned);
            if let (Some(href), Some(value)) = (field("href"), field("new_value")) {
                out.push(SetterCase {
                    href,
                    component,
                    value,
                });
            }
        }
    }
    Ok(out)
}

/// One line of an input file: a JSON object `{"input": ..., "base": ...}` (base optional or
/// null), or else the line itself as a URL. Blank lines give `None`.
///
/// ```
/// use railurl_conformance::parse_line;
/// assert_eq!(parse_line("https://a/"), Some(("https://a/".to_owned(), None)));
/// assert_eq!(
///     parse_line(r#"{"input": "../x", "base": "http://h/a/b"}"#),
///     Some(("../x".to_owned(), Some("http://h/a/b".to_owned())))
/// );
/// assert_eq!(parse_line("   "), None);
/// ```
pub fn parse_line(line: &str) -> Option<(String, Option<String>)> {
    if line.trim().is_empty() {
        return None;
    }
    if line.trim_start().starts_with('{') {
        if let Ok(Value::Object(o)) = serde_json::from_str::<Value>(line) {
            if let Some(input) = o.get("input").and_then(Value::as_str) {
                let base = o.get("base").and_then(Value::as_str).map(str::to_owned);
                return Some((input.to_owned(), base));
            }
        }
    }
    Some((line.to_owned(), None))
}
