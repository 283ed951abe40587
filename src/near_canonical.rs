//! The near-canonical fast path: a special URL (not `file:`, no base URL) that
//! grammar/near_canonical.pest accepts is canonicalized by rewriting each component the DFA
//! found on its own, with the parser's own vocabulary (the percent-encode sets, the dot-segment
//! predicates, the IPv4 parser and serializer, the port state's `port_value`, the schemes'
//! default ports), written straight into the serialization with its component offsets, as the
//! serializer returns them.
//! `Url::parse` and `href_into` try it when the canonical fast path (src/fast_path.rs) declines;
//! what it declines goes to the grammar engine. A host that ends in a number goes to the
//! engine's own IPv4 parser, whose failure is then the URL parser's.
//!
//! Why this is sound is argued part by part in grammar/near_canonical.pest and in
//! docs/how-it-works.md ("The canonical fast path"); tests/fast_path.rs and the `fast_path`
//! fuzz target check it against the full engine.

use crate::error::ParseError;
use crate::fast_path::{
    canonical_credentials_serialization, canonical_credentials_slash_at, write_serialization,
};
use crate::percent::{
    encode_fragment_into, encode_path_into, encode_query_into, encode_userinfo_into,
};
use crate::record::{is_double_dot_segment, is_single_dot_segment, shortened_length};
use crate::semantics::host_actions::ipv4_parser;
use crate::semantics::output;
use crate::semantics::port_value;
use crate::semantics::scheme::special_scheme_row;
use crate::serialize::{serialize_ipv4, ComponentOffsets, HostKind, Layout};
use crate::syntax::near_canonical::{
    has_at_sign, match_near_canonical_credentials, match_near_canonical_url, NearCanonicalSpans,
    NearHost,
};
use alloc::string::String;

/// Why the writer gave no serialization.
enum Unwritten {
    /// A span did not slice the input (the DFA's spans always do), or the serialization is
    /// 4 GiB or more, which a URL's 32-bit offsets cannot hold: left to the engine, which says
    /// why.
    Declined,
    /// The IPv4 parser failed on the host: the URL parser's failure.
    Failure(ParseError),
}

/// What the fast path gives for the writer's result: the serialization or the URL parser's
/// failure, or `None` where it declined.
fn taken<T>(written: Result<T, Unwritten>) -> Option<Result<T, ParseError>> {
    match written {
        Ok(serialization) => Some(Ok(serialization)),
        Err(Unwritten::Failure(error)) => Some(Err(error)),
        Err(Unwritten::Declined) => None,
    }
}

/// The serialization and component offsets of `input` when it is a near-canonical URL string
/// of grammar/near_canonical.pest, or the URL parser's failure when its host ends in a number
/// that the IPv4 parser fails on; `None` otherwise, which says nothing about whether it
/// parses. A `Some` is always what the full engine gives: the URL serializer's text for the
/// record it parses from `input`, or its failure, kind and span. It allocates the
/// serialization only (written in the thread's reused string, as the grammar engine's are,
/// and copied at its length).
#[inline]
pub(crate) fn near_canonical_serialization(
    input: &str,
) -> Option<Result<(String, ComponentOffsets), ParseError>> {
    let spans = match match_near_canonical_url(input) {
        Some(spans) => spans,
        // Credentials (see `near_canonical_into`): a canonical URL string's
        // serialization is the input itself, copied rather than rewritten.
        None if has_at_sign(input.as_bytes()) => {
            if let Some(canonical) = canonical_credentials_serialization(input) {
                return Some(Ok(canonical));
            }
            match_near_canonical_credentials(input)?
        }
        None => return None,
    };
    // Room for the input, the "/" of an absent path and some percent-encoding; the string
    // grows if a URL needs more.
    let written = output::write(
        input.len() + 16,
        |out| {
            let layout = write_near_canonical(input, &spans, out)?;
            layout.compact(out.len()).ok_or(Unwritten::Declined)
        },
        output::take,
    );
    taken(written)
}

/// Append the serialization of `input` to `out` when it is a near-canonical URL string
/// (`Some(Ok(()))`), or give the URL parser's failure when its host ends in a number that the
/// IPv4 parser fails on; `None` when it is neither. `out` is left as it was unless the
/// serialization was appended.
#[inline]
pub(crate) fn near_canonical_into(input: &str, out: &mut String) -> Option<Result<(), ParseError>> {
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
                return Some(Ok(()));
            }
            match_near_canonical_credentials(input)?
        }
        None => return None,
    };
    let before = out.len();
    // Written after what `out` held: the offsets (unused here) count from there.
    let written = write_near_canonical_at(input, &spans, out, before);
    if written.is_err() {
        out.truncate(before);
    }
    taken(written.map(drop))
}

/// Write the serialization of the near-canonical URL string `input`, whose spans are `spans`,
/// into `out` (empty): its layout, or why there is none.
fn write_near_canonical(
    input: &str,
    spans: &NearCanonicalSpans,
    out: &mut String,
) -> Result<Layout, Unwritten> {
    write_near_canonical_at(input, spans, out, out.len())
}

/// [`write_near_canonical`] appending to `out`, whose first `base` bytes are not the URL's:
/// the layout's offsets count from `base`.
fn write_near_canonical_at(
    input: &str,
    spans: &NearCanonicalSpans,
    out: &mut String,
    base: usize,
) -> Result<Layout, Unwritten> {
    let text = |(start, end): (u32, u32)| {
        input
            .get(start as usize..end as usize)
            .ok_or(Unwritten::Declined)
    };
    // The layout is filled in as the components are written (the path is never opaque).
    let mut layout = Layout::default();
    let at = |out: &String| out.len() - base;
    // "scheme state": the scheme, lowercased, and its default port.
    // near_scheme matched a special scheme other than "file", in any ASCII case: its row of
    // the special scheme table, by its length and first letter.
    let &(scheme, default) = special_scheme_row(text(spans.scheme)?).ok_or(Unwritten::Declined)?;
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
    // "host state", "host parser": the "domain parser" lowercases an ASCII domain; when it
    // ends in a number, the host is what "IPv4 parsing asciiDomain" returns, or its failure
    // (about the host, as the engine places it).
    layout.host_start = at(out);
    let host_start = base + layout.host_start;
    out.push_str(text(spans.host)?);
    if let Some(domain) = out.get_mut(host_start..) {
        domain.make_ascii_lowercase();
    }
    layout.host = match spans.host_kind {
        NearHost::Domain => HostKind::Domain,
        // Copied: the IPv4 parser reads it as it is, and the IPv4 serializer writes it back.
        NearHost::Ipv4 => HostKind::Ipv4,
        NearHost::EndsInANumber => {
            let address = ipv4_parser(out.get(host_start..).unwrap_or_default());
            out.truncate(host_start);
            let (start, end) = spans.host;
            let address = address.map_err(|kind| {
                Unwritten::Failure(ParseError::new(kind, start as usize..end as usize))
            })?;
            serialize_ipv4(address, out);
            HostKind::Ipv4
        }
    };
    layout.host_end = at(out);
    // "port state": the buffer's number, null when it is the scheme's default port or the
    // buffer is empty. The grammar's near_port is at most 65535, so the port state's
    // `port_value` takes every one.
    if let Some(digits) = spans.port.map(text).transpose()?.filter(|d| !d.is_empty()) {
        let value = port_value(digits).map_err(|_| Unwritten::Declined)?;
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
    Ok(layout)
}

/// The "path state" of a special URL (not `file:`) over `path`, which starts with "/" or "\"
/// and runs to where the path state ends ("?", "#" or the end), appending the path's
/// serialization to `out`, whose path starts at `start`. Each segment follows a "/" or "\"
/// and ends before the next one or at the path's end (the last segment): a double-dot segment
/// shortens the path, and appends "" when it is the last; a single-dot segment appends ""
/// when it is the last; any other segment is appended, UTF-8 percent-encoded with the path
/// percent-encode set (the dot predicates read the segment as written: "." and "%2e" are left
/// alone by the encoding, so a segment is a dot segment before encoding exactly when it is one
/// after). Inlined into the writer, its one caller (out of line, the corpus made
/// non-canonical and its variants cost 7 to 22 more instructions per URL).
#[inline(always)]
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
