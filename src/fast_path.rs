//! The canonical fast path: a URL string that grammar/canonical.pest accepts is its own
//! serialization (with "/" put in when it has no path), so `Url::parse` (src/api/url.rs)
//! copies it once and takes the component offsets from the recognizer's tokens, without
//! running the full engine. Everything else (and every parse with a base URL) goes to the
//! grammar engine. This module returns what it recognized, a serialization and its offsets,
//! as the serializer does; the API wraps it in a `Url`.
//!
//! Why this is sound is argued rule by rule in grammar/canonical.pest and in
//! docs/how-it-works.md ("The canonical fast path"); tests/fast_path.rs, the conformance run
//! and the `fast_path` fuzz target check it against the full engine.

use crate::semantics::port_value;
use crate::serialize::{ComponentOffsets, HostKind, Layout};
use crate::syntax::canonical::{
    match_canonical, match_canonical_credentials, match_canonical_in, CanonicalSpans,
};
use alloc::borrow::ToOwned;
use alloc::string::String;
use core::ops::Range;

/// The serialization and component offsets of `input` when it is a canonical URL string of
/// grammar/canonical.pest (a special URL other than `file:` that the URL parser would return
/// unchanged, with a domain or IPv4 host and no credentials, or one that only lacks the
/// path's "/"; with credentials, see [`canonical_credentials_serialization`]);
/// `None` otherwise, which says nothing about whether it parses. A `Some` is always what the
/// URL serializer gives for the record the full engine parses from `input`.
#[inline(always)]
pub(crate) fn canonical_serialization(input: &str) -> Option<(String, ComponentOffsets)> {
    let canonical = canonical_offsets(input)?;
    // Nearly always the input itself: one allocation of its length and a copy, without the
    // capacity checks of appending.
    let serialization = match canonical.slash_at {
        None => input.to_owned(),
        Some(_) => {
            let mut serialization = String::with_capacity(canonical.serialization_len(input));
            canonical.write(input, &mut serialization);
            serialization
        }
    };
    Some((serialization, canonical.offsets))
}

/// What the fast path recognized in a canonical URL string, without copying it: the component
/// offsets of its serialization, and where that serialization puts a "/" into the input (at
/// the path's place, when the input has no path); see [`canonical_offsets`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct Canonical {
    /// The offsets of the components in the serialization.
    pub offsets: ComponentOffsets,
    /// Where the serialization has a "/" that the input lacks: `None` when the serialization
    /// is the input itself.
    pub slash_at: Option<usize>,
}

impl Canonical {
    /// The length of the serialization of `input` (the string this was recognized in).
    #[inline]
    pub(crate) fn serialization_len(&self, input: &str) -> usize {
        input.len() + usize::from(self.slash_at.is_some())
    }

    /// Append the serialization of `input` (the string this was recognized in) to `out`.
    #[inline]
    pub(crate) fn write(&self, input: &str, out: &mut String) {
        write_serialization(input, self.slash_at, out);
    }
}

/// Append the serialization of the canonical URL string `input` to `out`: the input, with a
/// "/" put in at `slash_at` when there is one (a character boundary of `input`, as
/// [`canonical_offsets`] and [`canonical_slash_at`] check).
#[inline]
pub(crate) fn write_serialization(input: &str, slash_at: Option<usize>, out: &mut String) {
    match slash_at {
        None => out.push_str(input),
        Some(at) => {
            let (authority, rest) = input.split_at_checked(at).unwrap_or((input, ""));
            out.push_str(authority);
            out.push('/');
            out.push_str(rest);
        }
    }
}

/// The canonical fast path for a caller that wants only the href (`href_into`, a column of
/// hrefs): when `input` is a canonical URL string, `Some` of where its serialization puts a
/// "/" that the input lacks (`None` inside: the serialization is the input itself). No
/// component offsets are built: what [`canonical_offsets`] adds to the grammar's match (the
/// port's value, the offsets' layout) cannot change the href, and cost about a quarter of a
/// canonical row's instructions in a column of hrefs.
#[inline(always)]
pub(crate) fn canonical_slash_at(input: &str) -> Option<Option<usize>> {
    missing_slash(input, &match_canonical(input)?)
}

/// [`canonical_slash_at`] for a canonical URL string with credentials (see
/// [`canonical_credentials_offsets`]).
#[inline]
pub(crate) fn canonical_credentials_slash_at(input: &str) -> Option<Option<usize>> {
    missing_slash(input, &match_canonical_credentials(input)?)
}

/// [`canonical_slash_at`] for the row of a column whose bytes are `buffer[row]`: the canonical
/// check may read the buffer's bytes after the row. `None` also where `row` is not in `buffer`.
/// (A row the check accepts is ASCII: grammar/canonical.pest has no other code point.)
#[inline(always)]
pub(crate) fn canonical_row_slash_at(buffer: &[u8], row: Range<usize>) -> Option<Option<usize>> {
    Some(missing_slash_at(&match_canonical_in(buffer, row)?))
}

/// Where the serialization of a canonical URL string puts the "/" of a missing path (`None`
/// inside when it has a path), as [`missing_slash_at`] says; `None` when that is not a
/// character boundary of `input` (it always is: a host or port is ASCII).
#[inline(always)]
fn missing_slash(input: &str, spans: &CanonicalSpans) -> Option<Option<usize>> {
    let at = missing_slash_at(spans);
    at.is_none_or(|at| input.is_char_boundary(at)).then_some(at)
}

/// Where the serialization of a canonical URL string with the spans `spans` puts the "/" of a
/// missing path: after the port, or after the host; `None` when it has a path.
#[inline(always)]
fn missing_slash_at(spans: &CanonicalSpans) -> Option<usize> {
    let end = spans.port.map_or(spans.host.1, |(_, end)| end);
    spans.path_start.is_none().then_some(end as usize)
}

/// [`canonical_serialization`] without the copy: the offsets, and where the "/" of a missing
/// path goes, when `input` is a canonical URL string; it allocates nothing. Inlined into its
/// caller `canonical_serialization` (`Url::parse`'s): as a call, with the serialization
/// appended to a `String::with_capacity`, `Url::parse` took 693 instructions per corpus URL the
/// fast path accepts, against 643 inlined and with `to_owned`.
#[inline(always)]
pub(crate) fn canonical_offsets(input: &str) -> Option<Canonical> {
    offsets(input, &match_canonical(input)?)
}

/// [`canonical_offsets`] for a canonical URL string with credentials (grammar/canonical.pest's
/// `canonical_credentials_url`): the near-canonical path tries it on an input with an "@" that
/// its own first rule declined, so that no other input pays for it.
#[inline]
pub(crate) fn canonical_credentials_offsets(input: &str) -> Option<Canonical> {
    offsets(input, &match_canonical_credentials(input)?)
}

/// [`canonical_serialization`] for a canonical URL string with credentials (see
/// [`canonical_credentials_offsets`]).
#[inline(never)]
pub(crate) fn canonical_credentials_serialization(
    input: &str,
) -> Option<(String, ComponentOffsets)> {
    let canonical = canonical_credentials_offsets(input)?;
    let mut serialization = String::with_capacity(canonical.serialization_len(input));
    canonical.write(input, &mut serialization);
    Some((serialization, canonical.offsets))
}

/// The offsets of a canonical URL string from its spans, and where the "/" of a missing path
/// goes.
#[inline(always)]
fn offsets(input: &str, spans: &CanonicalSpans) -> Option<Canonical> {
    let slash_at = missing_slash(input, spans)?;
    let at = |i: u32| i as usize;
    let (host_start, host_end) = (at(spans.host.0), at(spans.host.1));
    let (port, port_end) = match spans.port {
        Some((start, end)) => {
            // The port state's own reading of the digits. The grammar allows only 1 to 65535; a
            // failure here would be a grammar bug, and the full engine decides then.
            let port = port_value(input.get(at(start)..at(end))?).ok()?;
            (Some(port), at(end))
        }
        None => (None, host_end),
    };
    // Without a path, the serialization is the input with "/" at the path's place: the
    // components after it move one byte on.
    let (path_start, shift) = match slash_at {
        Some(slash_at) => (slash_at, 1),
        None => (spans.path_start.map_or(port_end, at), 0),
    };
    let after_path = |i: Option<u32>| i.map(|i| at(i) + shift);
    let offsets = Layout {
        scheme_end: at(spans.scheme_end),
        // The serializer's layout: the username ends before the ":" of a password, or before
        // the "@"; without credentials it is empty, right after "//" (where the host starts).
        // The password is what lies between that ":" and the "@".
        username_end: at(spans.username_end),
        host: match spans.ipv4 {
            true => HostKind::Ipv4,
            false => HostKind::Domain,
        },
        host_start,
        host_end,
        port_end,
        path_start,
        port,
        opaque_path: false,
        query_start: after_path(spans.query_start),
        fragment_start: after_path(spans.fragment_start),
    }
    .compact(input.len() + shift)?;
    Some(Canonical { offsets, slash_at })
}
