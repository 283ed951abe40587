//! The near-canonical fast path: a special URL (not `file:`, no base URL) that
//! grammar/near_canonical.pest accepts is canonicalized by rewriting each component the DFA
//! found on its own, with the parser's own vocabulary (the percent-encode sets, the dot-segment
//! predicates, the port state's `port_value`, the schemes' default ports), written straight
//! into the serialization with its component offsets, as the serializer returns them.
//! `Url::parse` and `href_into` try it when the canonical fast path (src/fast_path.rs) declines;
//! what it declines goes to the grammar engine.
//!
//! Why this is sound is argued part by part in grammar/near_canonical.pest and in
//! docs/how-it-works.md ("The canonical fast path"); tests/fast_path.rs and the `fast_path`
//! fuzz target check it against the full engine.

use crate::fast_path::{
    canonical_credentials_serialization, canonical_credentials_slash_at, write_serialization,
};
use crate::percent::{
    encode_fragment_into, encode_path_into, encode_query_into, encode_userinfo_into,
};
use crate::record::{is_double_dot_segment, is_single_dot_segment, shortened_length};
use crate::semantics::output;
use crate::semantics::port_value;
use crate::semantics::scheme::special_scheme_row;
use crate::serialize::{ComponentOffsets, HostKind, Layout};
use crate::syntax::near_canonical::{
    has_at_sign, match_near_canonical_credentials, match_near_canonical_url, NearCanonicalSpans,
};
use alloc::string::String;

/// The serialization and component offsets of `input` when it is a near-canonical URL string
/// of grammar/near_canonical.pest; `None` otherwise, which says nothing about whether it
/// parses. A `Some` is always what the URL serializer gives for the record the full engine
/// parses from `input`. It allocates the serialization only (written in the thread's reused
/// string, as the grammar engine's are, and copied at its length).
#[inline]
pub(crate) fn near_canonical_serialization(input: &str) -> Option<(String, ComponentOffsets)> {
    let spans = match match_near_canonical_url(input) {
        Some(spans) => spans,
        // Credentials (see `near_canonical_into`): a canonical URL string's
        // serialization is the input itself, copied rather than rewritten.
        None if has_at_sign(input.as_bytes()) => {
            if let Some(canonical) = canonical_credentials_serialization(input) {
                return Some(canonical);
            }
            match_near_canonical_credentials(input)?
        }
        None => return None,
    };
    // Room for the input, the "/" of an absent path and some percent-encoding; the string
    // grows if a URL needs more.
    output::write(
        input.len() + 16,
        // `None` (a serialization of 4 GiB or more, which a URL's 32-bit offsets cannot
        // hold) is left to the engine, which says why.
        |out| {
            write_near_canonical(input, &spans, out)
                .and_then(|layout| layout.compact(out.len()))
                .ok_or(())
        },
        output::take,
    )
    .ok()
}

/// Append the serialization of `input` to `out` when it is a near-canonical URL string, and
/// say whether it was; `out` is left as it was otherwise.
#[inline]
pub(crate) fn near_canonical_into(input: &str, out: &mut String) -> bool {
    let spans = match match_near_canonical_url(input) {
        Some(spans) => spans,
        // With credentials, the URL string may be canonical: the canonical grammar's second
        // rule, `canonical_credentials_url`, sound on its own (grammar/canonical.pest), which
        // only an input with an "@" can match. Such an input (most of the corpus's rows with
        // credentials) is copied, and tried first: it spares them the near-canonical
        // credentials automaton, whose spans the copy would not use.
        None if has_at_sign(input.as_bytes()) => {
            if let Some(slash_at) = canonical_credentials_slash_at(input) {
                write_serialization(input, slash_at, out);
                return true;
            }
            let Some(spans) = match_near_canonical_credentials(input) else {
                return false;
            };
            spans
        }
        None => return false,
    };
    let before = out.len();
    // Written after what `out` held: the offsets (unused here) count from there.
    let written = write_near_canonical_at(input, &spans, out, before).is_some();
    if !written {
        out.truncate(before);
    }
    written
}

/// Write the serialization of the near-canonical URL string `input`, whose spans are `spans`,
/// into `out` (empty): its layout (`None` only where a span does not slice `input`, which the
/// DFA's spans always do).
fn write_near_canonical(
    input: &str,
    spans: &NearCanonicalSpans,
    out: &mut String,
) -> Option<Layout> {
    write_near_canonical_at(input, spans, out, out.len())
}

/// [`write_near_canonical`] appending to `out`, whose first `base` bytes are not the URL's:
/// the layout's offsets count from `base`.
fn write_near_canonical_at(
    input: &str,
    spans: &NearCanonicalSpans,
    out: &mut String,
    base: usize,
) -> Option<Layout> {
    let text = |(start, end): (u32, u32)| input.get(start as usize..end as usize);
    // The layout is filled in as the components are written (the path is never opaque).
    let mut layout = Layout::default();
    let at = |out: &String| out.len() - base;
    // "scheme state": the scheme, lowercased, and its default port.
    // near_scheme matched a special scheme other than "file", in any ASCII case: its row of
    // the special scheme table, by its length and first letter.
    let &(scheme, default) = special_scheme_row(text(spans.scheme)?)?;
    out.push_str(scheme);
    layout.scheme_end = at(out);
    // "special authority slashes state" and "special authority ignore slashes state": any run
    // of "/" and "\" before the authority; the serializer writes "//".
    out.push_str("://");
    layout.username_end = at(out);
    // "authority state" at the "@": the credentials' code points percent-encoded with the
    // userinfo percent-encode set, the username's up to the first ":", the password's after
    // it; the serializer writes them when the URL "includes credentials" (one of the two is
    // not empty): the username, ":" and the password unless it is empty, and "@".
    if let Some(username) = spans.username {
        let start = out.len();
        encode_userinfo_into(out, text(username)?);
        layout.username_end = at(out);
        if let Some(password) = spans.password {
            out.push(':');
            encode_userinfo_into(out, text(password)?);
        }
        if out.len() > start {
            out.push('@');
        }
    }
    // "host state", "host parser": an ASCII domain is lowercased; an IPv4 address in its
    // serialized form stays as it is.
    layout.host_start = at(out);
    out.push_str(text(spans.host)?);
    layout.host = match spans.ipv4 {
        true => HostKind::Ipv4,
        false => {
            out.get_mut(base + layout.host_start..)?
                .make_ascii_lowercase();
            HostKind::Domain
        }
    };
    layout.host_end = at(out);
    // "port state": the buffer's number, null when it is the scheme's default port or the
    // buffer is empty. The grammar's near_port is at most 65535, so the port state's
    // `port_value` takes every one.
    if let Some(digits) = spans.port.and_then(text).filter(|d| !d.is_empty()) {
        let value = port_value(digits).ok()?;
        if Some(value) != default {
            out.push(':');
            let digits = digits.trim_start_matches('0');
            out.push_str(if digits.is_empty() { "0" } else { digits });
            layout.port = Some(value);
        }
    }
    layout.port_end = at(out);
    layout.path_start = layout.port_end;
    match spans.path {
        Some(path) => path_state(out, base + layout.path_start, text(path)?),
        // "path start state" at "?", "#" or the end: the path [""], serialized as "/".
        None => out.push('/'),
    }
    // "query state" and "fragment state": the special-query and fragment percent-encode sets.
    if let Some(query) = spans.query {
        layout.query_start = Some(at(out));
        out.push('?');
        encode_query_into(out, text(query)?, true);
    }
    if let Some(fragment) = spans.fragment {
        layout.fragment_start = Some(at(out));
        out.push('#');
        encode_fragment_into(out, text(fragment)?);
    }
    Some(layout)
}

/// The "path state" of a special URL (not `file:`) over `path`, which starts with "/" or "\"
/// and runs to where the path state ends ("?", "#" or the end), appending the path's
/// serialization to `out`, whose path starts at `start`. Each segment follows a "/" or "\"
/// and ends before the next one or at the path's end (the last segment): a double-dot segment
/// shortens the path, and appends "" when it is the last; a single-dot segment appends ""
/// when it is the last; any other segment is appended, UTF-8 percent-encoded with the path
/// percent-encode set (the dot predicates read the segment as written: "." and "%2e" are left
/// alone by the encoding, so a segment is a dot segment before encoding exactly when it is one
/// after).
fn path_state(out: &mut String, start: usize, path: &str) {
    let bytes = path.as_bytes();
    // After the leading "/" or "\".
    let mut at = 1;
    loop {
        let rest = bytes.get(at..).unwrap_or_default();
        let end = rest
            .iter()
            .position(|&b| b == b'/' || b == b'\\')
            .map(|i| at + i);
        let segment = path.get(at..end.unwrap_or(path.len())).unwrap_or_default();
        let last = end.is_none();
        if is_double_dot_segment(segment) {
            // "Shorten url's path."
            if let Some(len) = out.get(start..).and_then(|p| shortened_length(p, false)) {
                out.truncate(start + len);
            }
            if last {
                out.push('/');
            }
        } else if is_single_dot_segment(segment) {
            if last {
                out.push('/');
            }
        } else {
            out.push('/');
            encode_path_into(out, segment);
        }
        match end {
            Some(end) => at = end + 1,
            None => return,
        }
    }
}
