//! RFC 3986 section 5.3, "Component Recomposition": the five components of a reference
//! written back into one string, with the guards that keep the string's reading the same as
//! the components (section 5.2's results and section 6's normal forms are built here).

use crate::rfc3986::parts::Parts;
use alloc::string::String;

/// A reference's five components (section 5.2.1's "parsed into the five main components"):
/// `None` is undefined, `Some("")` defined and empty; the path is always defined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Components<'a> {
    pub scheme: Option<&'a str>,
    pub authority: Option<&'a str>,
    pub path: &'a str,
    pub query: Option<&'a str>,
    pub fragment: Option<&'a str>,
}

impl<'a> Components<'a> {
    /// The components of the reference `text` (a URI or an IRI reference), which lie at
    /// `parts`.
    pub fn of(text: &'a str, parts: &Parts) -> Components<'a> {
        Components {
            scheme: parts.scheme(text),
            authority: parts.authority(text),
            path: parts.path(text),
            query: parts.query(text),
            fragment: parts.fragment(text),
        }
    }

    /// The recomposed length, an upper bound of [`recompose`]'s output.
    pub fn len(&self) -> usize {
        let opt = |c: Option<&str>, delims: usize| c.map_or(0, |s| s.len() + delims);
        opt(self.scheme, 1)
            + opt(self.authority, 2)
            + self.path.len()
            + 2
            + opt(self.query, 1)
            + opt(self.fragment, 1)
    }
}

/// Section 5.3's algorithm, appending to `out`:
///
/// ```text
/// result = ""
/// if defined(scheme) then append scheme to result; append ":" to result;
/// if defined(authority) then append "//" to result; append authority to result;
/// append path to result;
/// if defined(query) then append "?" to result; append query to result;
/// if defined(fragment) then append "#" to result; append fragment to result;
/// ```
///
/// with two guards where the string would otherwise read differently from the components:
/// - no authority and a path that begins with "//": the path would read as an authority
///   (`foo:` and the path `//@@` give `foo://@@`). "/." goes in front of the path, a dot
///   segment that removing dot segments takes out again (the URL Standard's serializer does
///   the same for its URLs).
/// - no scheme, no authority and a first segment with ":": the segment would read as a
///   scheme (section 4.2: "a path segment that contains a colon character ... cannot be used
///   as the first segment of a relative-path reference"). "./" goes in front.
pub(crate) fn recompose_into(c: &Components<'_>, out: &mut String) {
    if let Some(scheme) = c.scheme {
        out.push_str(scheme);
        out.push(':');
    }
    if let Some(authority) = c.authority {
        out.push_str("//");
        out.push_str(authority);
    } else if c.path.starts_with("//") {
        out.push_str("/.");
    } else if c.scheme.is_none() && first_segment(c.path).contains(':') {
        out.push_str("./");
    }
    out.push_str(c.path);
    if let Some(query) = c.query {
        out.push('?');
        out.push_str(query);
    }
    if let Some(fragment) = c.fragment {
        out.push('#');
        out.push_str(fragment);
    }
}

/// [`recompose_into`] a new string.
pub(crate) fn recompose(c: &Components<'_>) -> String {
    let mut out = String::with_capacity(c.len());
    recompose_into(c, &mut out);
    out
}

/// The path up to its first "/".
fn first_segment(path: &str) -> &str {
    path.split('/').next().unwrap_or("")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c<'a>(
        scheme: Option<&'a str>,
        authority: Option<&'a str>,
        path: &'a str,
        query: Option<&'a str>,
        fragment: Option<&'a str>,
    ) -> Components<'a> {
        Components {
            scheme,
            authority,
            path,
            query,
            fragment,
        }
    }

    #[test]
    fn recomposes_section_5_3() {
        let all = c(Some("s"), Some("a"), "/p", Some("q"), Some("f"));
        assert_eq!(recompose(&all), "s://a/p?q#f");
        assert_eq!(recompose(&c(None, None, "", Some(""), Some(""))), "?#");
        assert_eq!(recompose(&c(None, None, "", None, None)), "");
    }

    #[test]
    fn guards_paths_that_would_read_differently() {
        assert_eq!(
            recompose(&c(Some("foo"), None, "//@@", None, None)),
            "foo:/.//@@"
        );
        assert_eq!(recompose(&c(None, None, "//x", None, None)), "/.//x");
        assert_eq!(recompose(&c(None, None, "a:b/c", None, None)), "./a:b/c");
        assert_eq!(recompose(&c(Some("s"), None, "a:b", None, None)), "s:a:b");
        assert_eq!(recompose(&c(None, None, "a/b:c", None, None)), "a/b:c");
        assert_eq!(recompose(&c(None, Some(""), "//x", None, None)), "////x");
    }
}
