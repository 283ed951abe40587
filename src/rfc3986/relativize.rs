//! The inverse of section 5.2's resolution: the shortest reference that resolves against a
//! base to a given URI. RFC 3986 defines no such algorithm; railurl writes down the forms a
//! reference can take (section 4.2: a network-path, absolute-path or relative-path reference,
//! a query or fragment alone, or the URI itself), resolves each against the base with section
//! 5.2.2 (strict), and keeps the shortest that gives the target back, character for
//! character.

use crate::rfc3986::recompose::{recompose, Components};
use crate::rfc3986::uri::{Uri, UriRef, UriRefBuf};
use alloc::string::String;
use alloc::vec::Vec;

/// The references that may resolve against `base` to `target`, shortest first: the
/// candidates of the forms of section 4.2, recomposed (section 5.3).
pub(crate) fn candidates(base: &Components<'_>, target: &Components<'_>) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(6);
    let t = *target;
    out.push(recompose(&t));
    if t.scheme == base.scheme {
        if t.authority.is_some() {
            out.push(recompose(&Components { scheme: None, ..t }));
        }
        if t.authority == base.authority {
            let local = Components {
                scheme: None,
                authority: None,
                ..t
            };
            if t.path.starts_with('/') {
                out.push(recompose(&local));
            }
            let relative = relative_path(base, t.path);
            out.push(recompose(&Components {
                path: &relative,
                ..local
            }));
            if t.path == base.path {
                if t.query.is_some() {
                    out.push(recompose(&Components { path: "", ..local }));
                }
                if t.query == base.query {
                    out.push(recompose(&Components {
                        path: "",
                        query: None,
                        ..local
                    }));
                }
            }
        }
    }
    // Shortest first; among equally long ones, the more local form (pushed later) first.
    out.reverse();
    out.sort_by_key(String::len);
    out
}

/// A relative path that section 5.2.3's merge with `base`'s path, and dot-segment removal,
/// turn into `path`: up from the base's directory to the directories both share, then down.
fn relative_path(base: &Components<'_>, path: &str) -> String {
    let dir = if base.authority.is_some() && base.path.is_empty() {
        "/"
    } else {
        base.path.rfind('/').map_or("", |i| &base.path[..=i])
    };
    // The longest common prefix of `dir` and `path` that ends with "/".
    let same = dir
        .bytes()
        .zip(path.bytes())
        .take_while(|(a, b)| a == b)
        .count();
    let common = dir[..same].rfind('/').map_or(0, |i| i + 1);
    let ups = dir[common..].bytes().filter(|&b| b == b'/').count();
    let rest = &path[common..];
    let mut out = String::with_capacity(3 * ups + rest.len() + 2);
    for _ in 0..ups {
        out.push_str("../");
    }
    if rest.is_empty() {
        // "." is the directory itself; "../.." needs no trailing "/".
        if out.is_empty() {
            out.push('.');
        } else {
            out.pop();
        }
    } else if ups == 0 && rest.starts_with('/') {
        // ".//x": "//x" would be an authority, "/x" an absolute path.
        out.push_str("./");
    }
    out.push_str(rest);
    out
}

impl Uri<'_> {
    /// The shortest reference that resolves against this URI (as a base, with
    /// [`UriRef::resolve_against`]) to `target`, character for character; `None` when no
    /// reference does, which happens only when `target`'s path has dot segments of its own
    /// (`http://a/b/../c`: resolution removes them) that this URI's path does not share.
    ///
    /// The candidates are the forms of RFC 3986 section 4.2 (a fragment or query alone, a
    /// relative path up and down from the base's directory, an absolute path, a network
    /// path, and `target` itself); each is checked by resolving it. The base's fragment plays
    /// no part, as in resolution.
    ///
    /// ```
    /// use railurl::rfc3986::Uri;
    /// let base = Uri::parse("http://a/b/c/d;p?q")?;
    /// let rel = |t| base.relativize(&Uri::parse(t).unwrap()).map(|r| r.into_string());
    /// assert_eq!(rel("http://a/b/c/g").as_deref(), Some("g"));
    /// assert_eq!(rel("http://a/b/g?y").as_deref(), Some("../g?y"));
    /// assert_eq!(rel("http://a/g").as_deref(), Some("/g"));
    /// assert_eq!(rel("http://a/b/c/d;p?q#s").as_deref(), Some("#s"));
    /// assert_eq!(rel("http://a/b/c/d;p").as_deref(), Some("d;p"));
    /// assert_eq!(rel("http://g/x").as_deref(), Some("//g/x"));
    /// assert_eq!(rel("https://a/b").as_deref(), Some("https://a/b"));
    /// assert_eq!(rel("http://a/b/c/g:h").as_deref(), Some("./g:h"));
    /// assert_eq!(rel("http://a/x/../y"), None);
    ///
    /// // Resolving the result gives the target back.
    /// let target = Uri::parse("http://a/b/e/f?z#w")?;
    /// let r = base.relativize(&target).unwrap();
    /// assert_eq!(r.as_str(), "../e/f?z#w");
    /// assert_eq!(r.as_uri_ref().resolve_against(&base)?.as_str(), target.as_str());
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn relativize(&self, target: &Uri<'_>) -> Option<UriRefBuf> {
        candidates(&self.components(), &target.components())
            .into_iter()
            .find_map(|candidate| {
                let r = UriRef::parse(&candidate).ok()?;
                let resolved = r.resolve_against(self).ok()?;
                (resolved.as_str() == target.as_str()).then(|| r.to_buf())
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn path_only(path: &str) -> Components<'_> {
        Components {
            scheme: Some("s"),
            authority: Some("a"),
            path,
            query: None,
            fragment: None,
        }
    }

    #[test]
    fn relative_paths() {
        for (base, path, expected) in [
            ("/b/c/d", "/b/c/g", "g"),
            ("/b/c/d", "/b/c/", "."),
            ("/b/c/d", "/b/", ".."),
            ("/b/c/d", "/", "../.."),
            ("/b/c/d", "/b/x/y", "../x/y"),
            ("/b/c/d", "/b/c//x", ".//x"),
            ("/b/c/d", "/b//x", "..//x"),
            ("", "/x", "x"),
            ("/bc/d", "/b/x", "../b/x"),
        ] {
            assert_eq!(
                relative_path(&path_only(base), path),
                expected,
                "{base} {path}"
            );
        }
    }
}
