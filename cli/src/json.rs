//! The CLI's JSON output, one style for every subcommand: one compact object per line (no
//! spaces), keys in the order the contract lists them, and every object about one URL or
//! request names it first, as `"input"`, so that answers can be matched by content as well as
//! by order. See docs/cli.md ("JSON output").

use railurl::psl::Sections;
use railurl::{ParseError, Url};
use std::io::{self, Write};
use std::ops::Range;

/// The getters in the order the CLI contract lists them.
pub const COMPONENTS: [&str; 11] = [
    "href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname",
    "search", "hash",
];

/// The host's fields after the getters, by the Public Suffix List ("Host miscellaneous"):
/// strings, or null when the host is not a domain or is itself a public suffix.
pub const HOST_FIELDS: [&str; 2] = ["public_suffix", "registrable_domain"];

/// The host field called `name` (one of [`HOST_FIELDS`], or their ICANN-section forms
/// `icann_public_suffix` and `icann_registrable_domain`); `None` is null.
pub fn host_field<'u>(url: &'u Url, name: &str) -> Option<&'u str> {
    match name {
        "public_suffix" => url.public_suffix(),
        "registrable_domain" => url.registrable_domain(),
        "icann_public_suffix" => url.public_suffix_in(Sections::Icann),
        _ => url.registrable_domain_in(Sections::Icann),
    }
}

/// Write `value` as a JSON string, or `null`.
pub fn nullable(out: &mut impl Write, value: Option<&str>) -> io::Result<()> {
    match value {
        Some(value) => string(out, value),
        None => out.write_all(b"null"),
    }
}

/// Write `s` as a JSON string. An I/O error keeps its kind (a broken pipe stays one).
pub fn string(out: &mut impl Write, s: &str) -> io::Result<()> {
    serde_json::to_writer(&mut *out, s).map_err(io::Error::from)
}

/// `{"input":...,"href":...,...,"hash":...,"public_suffix":...,"registrable_domain":...}` on
/// one line, with `"changed":bool` last when `changed` is given (a setter's answer).
pub fn write_url(
    out: &mut impl Write,
    input: &str,
    url: &Url,
    changed: Option<bool>,
) -> io::Result<()> {
    out.write_all(b"{\"input\":")?;
    string(out, input)?;
    for name in COMPONENTS {
        out.write_all(b",\"")?;
        out.write_all(name.as_bytes())?;
        out.write_all(b"\":")?;
        match name {
            "origin" => string(out, &url.origin().to_string())?,
            // Borrowed getters avoid an allocation per component on the batch path.
            name => string(out, getter(url, name))?,
        }
    }
    for name in HOST_FIELDS {
        out.write_all(b",\"")?;
        out.write_all(name.as_bytes())?;
        out.write_all(b"\":")?;
        nullable(out, host_field(url, name))?;
    }
    if let Some(changed) = changed {
        write!(out, ",\"changed\":{changed}")?;
    }
    out.write_all(b"}\n")
}

/// The getter called `name`, for every component but `origin` (which is not a string the
/// URL holds).
pub fn getter<'u>(url: &'u Url, name: &str) -> &'u str {
    match name {
        "href" => url.href(),
        "protocol" => url.protocol(),
        "username" => url.username(),
        "password" => url.password(),
        "host" => url.host(),
        "hostname" => url.hostname(),
        "port" => url.port(),
        "pathname" => url.pathname(),
        "search" => url.search(),
        _ => url.hash(),
    }
}

/// `{"input":"...","failure":true,"error":"...","start":N,"end":N}` on one line: `start` and
/// `end` are the byte offsets in the input where the failure was reached (what a table marks
/// with carets), both null when the failure has no place in the input (a bad request, a base
/// that fails to parse, a line that is not UTF-8); `"input":null` when there is no input to
/// name (a batch request that is not a JSON object, for instance).
pub fn write_failure(
    out: &mut impl Write,
    input: Option<&str>,
    error: &str,
    span: Option<Range<usize>>,
) -> io::Result<()> {
    out.write_all(b"{\"input\":")?;
    nullable(out, input)?;
    out.write_all(b",\"failure\":true,\"error\":")?;
    string(out, error)?;
    match span {
        Some(span) => write!(out, ",\"start\":{},\"end\":{}}}", span.start, span.end)?,
        None => out.write_all(b",\"start\":null,\"end\":null}")?,
    }
    out.write_all(b"\n")
}

/// The failure object for `input`, which failed to parse with `e`.
pub fn write_parse_failure(out: &mut impl Write, input: &str, e: &ParseError) -> io::Result<()> {
    write_failure(out, Some(input), &e.to_string(), Some(e.span()))
}

/// The result of parsing `input` as one JSON line.
pub fn write_result(
    out: &mut impl Write,
    input: &str,
    result: &Result<Url, ParseError>,
) -> io::Result<()> {
    match result {
        Ok(url) => write_url(out, input, url, None),
        Err(e) => write_parse_failure(out, input, e),
    }
}

/// JSON text with every `\uXXXX` escape of a lone surrogate replaced by `\uFFFD`, as a
/// browser's conversion of a JavaScript string to a USVString does (WebIDL). A surrogate pair
/// escape and every other escape stay as they are; `serde_json` rejects lone surrogates, and
/// WPT's data holds inputs with them.
pub fn usv_escapes(text: &str) -> std::borrow::Cow<'_, str> {
    let bytes = text.as_bytes();
    if !text.contains("\\u") {
        return std::borrow::Cow::Borrowed(text);
    }
    let hex = |at: usize| {
        text.get(at..at + 4)
            .filter(|h| h.bytes().all(|b| b.is_ascii_hexdigit()))
            .and_then(|h| u32::from_str_radix(h, 16).ok())
    };
    let mut out = String::with_capacity(text.len());
    let (mut copied, mut i) = (0, 0);
    while i < bytes.len() {
        if bytes[i] != b'\\' {
            i += 1;
            continue;
        }
        // An escape: "\\" and one more character, or "\\u" and four hex digits.
        if bytes.get(i + 1) != Some(&b'u') {
            i += 2;
            continue;
        }
        let Some(unit) = hex(i + 2) else {
            i += 2;
            continue;
        };
        let low_follows = (0xD800..0xDC00).contains(&unit)
            && bytes.get(i + 6) == Some(&b'\\')
            && bytes.get(i + 7) == Some(&b'u')
            && hex(i + 8).is_some_and(|w| (0xDC00..0xE000).contains(&w));
        if low_follows {
            i += 12;
        } else if (0xD800..0xE000).contains(&unit) {
            out.push_str(&text[copied..i]);
            out.push_str("\\uFFFD");
            i += 6;
            copied = i;
        } else {
            i += 6;
        }
    }
    if copied == 0 {
        return std::borrow::Cow::Borrowed(text);
    }
    out.push_str(&text[copied..]);
    std::borrow::Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::usv_escapes;

    #[test]
    fn lone_surrogates_become_replacement_characters() {
        assert_eq!(usv_escapes(r#"{"a":"x\uD800y"}"#), r#"{"a":"x\uFFFDy"}"#);
        assert_eq!(usv_escapes(r#""\uDC00""#), r#""\uFFFD""#);
        // A pair, an ordinary escape and an escaped backslash before "u" stay.
        for kept in [
            r#""\uD83D\uDE00""#,
            r#""\u0041""#,
            r#""\\uD800""#,
            r#""\n\uD""#,
        ] {
            assert_eq!(usv_escapes(kept), kept);
        }
        // A high surrogate followed by a non-low escape: only the lone one changes.
        assert_eq!(usv_escapes(r#""\uD800\u0041""#), r#""\uFFFD\u0041""#);
    }
}
