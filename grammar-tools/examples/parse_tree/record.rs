//! The other half of the picture: what the built-in engine makes of the input (the pre-pass,
//! the entry rule it picks from the base, and the URL record and href it builds).

use railurl::{Host, ParseError, Url};
use std::io::{self, Write};

/// The basic URL parser's first steps, as the library's pre-pass does them: trim leading and
/// trailing C0 control or space (code points up to U+0020), then remove ASCII tab and newline.
pub struct PrePass {
    pub output: String,
    pub trimmed_leading: usize,
    pub trimmed_trailing: usize,
    pub removed_tab_newline: usize,
}

pub fn pre_pass(input: &str) -> PrePass {
    let is_c0_or_space = |c: char| c <= ' ';
    let after_leading = input.trim_start_matches(is_c0_or_space);
    let trimmed = after_leading.trim_end_matches(is_c0_or_space);
    let output: String = trimmed
        .chars()
        .filter(|c| !matches!(c, '\t' | '\n' | '\r'))
        .collect();
    PrePass {
        trimmed_leading: input[..input.len() - after_leading.len()].chars().count(),
        trimmed_trailing: after_leading[trimmed.len()..].chars().count(),
        removed_tab_newline: trimmed.chars().count() - output.chars().count(),
        output,
    }
}

impl PrePass {
    /// What the pre-pass did, or `None` when the input went through unchanged.
    pub fn summary(&self) -> Option<String> {
        let trimmed = match (self.trimmed_leading, self.trimmed_trailing) {
            (0, 0) => None,
            (n, 0) => Some(format!("{n} leading")),
            (0, m) => Some(format!("{m} trailing")),
            (n, m) => Some(format!("{n} leading and {m} trailing")),
        };
        let parts: Vec<String> = [
            trimmed.map(|t| format!("trimmed {t} C0 control or space")),
            (self.removed_tab_newline > 0)
                .then(|| format!("removed {} ASCII tab or newline", self.removed_tab_newline)),
        ]
        .into_iter()
        .flatten()
        .collect();
        (!parts.is_empty()).then(|| parts.join("; "))
    }
}

/// The entry rule the library picks for `base`, as the spec's "no scheme state" dispatches on
/// it, and why.
pub fn entry_for(base: Option<&Url>) -> (railurl::syntax::Entry, &'static str) {
    use railurl::syntax::Entry;
    let entry = Entry::for_base(base.map(|b| (b.has_opaque_path(), b.scheme())));
    let why = match entry {
        Entry::WithoutBase => "no base",
        Entry::WithOpaqueBase => "the base has an opaque path",
        Entry::WithFileBase => "the base is a file URL",
        Entry::WithBase => "the base is not special",
        _ => "the base is special: its scheme without \"//\" makes a relative reference",
    };
    (entry, why)
}

/// The result in one line: `href: ...` or `failure: <spec name>`.
pub fn outcome(result: &Result<Url, ParseError>) -> String {
    match result {
        Ok(url) => format!("href: {}", url.href()),
        Err(e) => format!("failure: {}", e.spec_name()),
    }
}

/// Write the URL record and href, or the failure.
pub fn write(out: &mut impl Write, result: &Result<Url, ParseError>) -> io::Result<()> {
    let url = match result {
        Ok(url) => url,
        Err(e) => return writeln!(out, "failure: {e}"),
    };
    let r = url.record();
    let host = match &r.host {
        None => "null".to_owned(),
        Some(Host::Ipv4(n)) => {
            let [a, b, c, d] = n.to_be_bytes();
            format!("Ipv4({n}) = {a}.{b}.{c}.{d}")
        }
        Some(h) => format!("{h:?}"),
    };
    let path = if r.path.is_opaque() {
        format!("opaque {:?}", r.path.as_str())
    } else {
        let segments: Vec<&str> = r.path.segments().collect();
        format!("list {segments:?}")
    };
    writeln!(out, "  scheme:   {:?}", r.scheme)?;
    writeln!(out, "  username: {:?}", r.username)?;
    writeln!(out, "  password: {:?}", r.password)?;
    writeln!(out, "  host:     {host}")?;
    writeln!(out, "  port:     {}", show(r.port.map(|p| p.to_string())))?;
    writeln!(out, "  path:     {path}")?;
    let query = r.query.as_ref().map(|q| format!("{q:?}"));
    writeln!(out, "  query:    {}", show(query))?;
    let fragment = r.fragment.as_ref().map(|f| format!("{f:?}"));
    writeln!(out, "  fragment: {}", show(fragment))?;
    writeln!(out, "href: {}", url.href())
}

fn show(value: Option<String>) -> String {
    value.unwrap_or_else(|| "null".to_owned())
}
