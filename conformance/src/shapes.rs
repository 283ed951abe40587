//! Building URL-like strings from the [`pieces`](super::pieces) tables: absolute URLs,
//! relative references, and the mutations and noise applied on top.

use crate::pieces::*;
use crate::rng::Rng;

/// An absolute URL-like string: a scheme, then an opaque path or slashes, an authority, a
/// path, a query and a fragment, each drawn from its table.
pub(crate) fn absolute(rng: &mut Rng) -> String {
    let mut out = String::with_capacity(48);
    if rng.chance(94) {
        let scheme = rng.pick(SCHEMES);
        if rng.chance(15) {
            // Any mix of case: the scheme state lowercases each code point.
            out.extend(scheme.chars().map(|c| match rng.chance(50) {
                true => c.to_ascii_uppercase(),
                false => c.to_ascii_lowercase(),
            }));
        } else {
            out.push_str(scheme);
        }
        out.push(':');
    } else {
        out.push_str(rng.pick(BAD_SCHEMES));
    }
    if rng.chance(15) {
        out.push_str(rng.pick(OPAQUE));
    } else {
        out.push_str(rng.pick(SLASHES));
        authority(rng, &mut out);
        path(rng, &mut out);
    }
    query_and_fragment(rng, &mut out);
    out
}

/// A relative reference: a network-path, absolute-path, path-relative, query-only or
/// fragment-only reference, or a scheme-relative one with a drive letter.
pub(crate) fn relative(rng: &mut Rng) -> String {
    let mut out = String::with_capacity(32);
    if rng.chance(30) {
        out.push_str(rng.pick(SLASHES));
        authority(rng, &mut out);
    } else {
        out.push_str(rng.pick(RELATIVE_STARTS));
    }
    path(rng, &mut out);
    query_and_fragment(rng, &mut out);
    out
}

/// Optional userinfo and `@`, a host, optional `:` and port.
pub(crate) fn authority(rng: &mut Rng, out: &mut String) {
    if rng.chance(25) {
        out.push_str(rng.pick(USERINFO));
        out.push('@');
        if rng.chance(10) {
            // A second `@`: the last one ends the userinfo.
            out.push_str(rng.pick(USERINFO));
            out.push('@');
        }
    }
    out.push_str(rng.pick(HOSTS));
    maybe(rng, out, 30, ":", PORTS);
}

/// With a chance of `percent` in 100, `before` and one of `items`.
fn maybe(rng: &mut Rng, out: &mut String, percent: usize, before: &str, items: &[&'static str]) {
    if rng.chance(percent) {
        out.push_str(before);
        out.push_str(rng.pick(items));
    }
}

/// Zero to five segments, each after `/` or (sometimes) `\`, with drive letters and dot
/// segments in any position.
pub(crate) fn path(rng: &mut Rng, out: &mut String) {
    for _ in 0..rng.below(6) {
        out.push(if rng.chance(85) { '/' } else { '\\' });
        out.push_str(rng.pick(SEGMENTS));
    }
}

/// An optional `?query` and an optional `#fragment` (either can hold the other delimiter).
pub(crate) fn query_and_fragment(rng: &mut Rng, out: &mut String) {
    maybe(rng, out, 30, "?", QUERIES);
    maybe(rng, out, 25, "#", FRAGMENTS);
}

/// One to three edits: insert, delete or replace a code point, using [`ALPHABET`], or
/// splice: replace everything from a point on with the tail of a fresh structured URL.
pub(crate) fn mutate(rng: &mut Rng, s: &mut String) {
    for _ in 0..=rng.below(3) {
        let at = boundary(s, rng.below(s.len() + 1));
        let next = s[at..].chars().next().map_or(0, char::len_utf8);
        match rng.below(10) {
            0..=2 => s.insert_str(at, rng.pick(ALPHABET)),
            3..=5 => s.replace_range(at..at + next, ""),
            6..=8 => s.replace_range(at..at + next, rng.pick(ALPHABET)),
            _ => {
                let other = absolute(rng);
                let from = boundary(&other, rng.below(other.len() + 1));
                s.replace_range(at.., &other[from..]);
            }
        }
    }
}

/// Tabs, newlines, C0 controls and spaces at the ends or anywhere inside.
pub(crate) fn add_noise(rng: &mut Rng, s: &mut String) {
    for _ in 0..=rng.below(2) {
        let at = match rng.below(3) {
            0 => 0,
            1 => s.len(),
            _ => boundary(s, rng.below(s.len() + 1)),
        };
        s.insert_str(at, rng.pick(NOISE));
    }
}

/// The nearest char boundary at or before `i`.
fn boundary(s: &str, mut i: usize) -> usize {
    i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mutations_keep_strings_valid_and_change_them() {
        let mut rng = Rng::new(3);
        let mut changed = 0;
        for _ in 0..1000 {
            let original = absolute(&mut rng);
            let mut s = original.clone();
            mutate(&mut rng, &mut s);
            add_noise(&mut rng, &mut s);
            changed += usize::from(s != original);
        }
        assert!(changed > 900);
    }
}
