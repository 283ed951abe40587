//! RFC 3986 section 5.2, "Relative Resolution": a URI reference resolved against a base URI
//! (5.2.2, "Transform References"), with the merge of paths (5.2.3) and the removal of dot
//! segments (5.2.4); the result is written by section 5.3's recomposition
//! (`crate::rfc3986::recompose`) and read back by the grammar.
//!
//! Two choices the RFC leaves open, and what railurl does (both documented on
//! [`ResolveOptions`]):
//! - strict or not (5.2.2): strict by default; [`ResolveOptions::strict`] `(false)` ignores a
//!   reference's scheme when it equals the base's, as "some parsers" did for backward
//!   compatibility.
//! - the base as given or normalized (5.2.1: "Normalization of the base URI, as described in
//!   Sections 6.2.2 and 6.2.3, is optional"): as given by default;
//!   [`ResolveOptions::normalize_base`] `(true)` resolves against the base's normal form.

use crate::rfc3986::error::UriError;
use crate::rfc3986::owned::{IdentifierBuf, ReferenceBuf};
use crate::rfc3986::recompose::{recompose, Components};
use crate::rfc3986::reference::{Identifier, Reference};
use crate::rfc3986::standard::sealed::Entry;
use crate::rfc3986::standard::Standard;
use alloc::borrow::Cow;
use alloc::string::String;

/// How [`Reference::resolve_with`] resolves: strict or not (RFC 3986 section 5.2.2), and whether
/// the base is normalized first (section 5.2.1). The default, [`ResolveOptions::new`], is
/// strict, with the base as given.
///
/// ```
/// use railurl::rfc3986::{ResolveOptions, Uri, UriRef};
/// let base = Uri::parse("http://a/b/c/d;p?q")?;
/// let loose = ResolveOptions::new().strict(false);
/// // Section 5.4.2: "http:g" is "http:g" for a strict parser, "http://a/b/c/g" otherwise.
/// assert_eq!(UriRef::parse("http:g")?.resolve_against(&base)?.as_str(), "http:g");
/// assert_eq!(UriRef::parse("http:g")?.resolve_with(&base, loose)?.as_str(), "http://a/b/c/g");
///
/// // Section 5.2.1 makes normalizing the base optional: with dot segments in the base's
/// // path, the two readings differ.
/// let base = Uri::parse("foo:/bar/..")?;
/// let normalized = ResolveOptions::new().normalize_base(true);
/// assert_eq!(UriRef::parse(".")?.resolve_against(&base)?.as_str(), "foo:/bar/");
/// assert_eq!(UriRef::parse(".")?.resolve_with(&base, normalized)?.as_str(), "foo:/");
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ResolveOptions {
    strict: bool,
    normalize_base: bool,
}

impl Default for ResolveOptions {
    fn default() -> ResolveOptions {
        ResolveOptions::new()
    }
}

impl ResolveOptions {
    /// Strict resolution against the base as given: section 5.2.2 as written.
    ///
    /// ```
    /// use railurl::rfc3986::ResolveOptions;
    /// assert_eq!(ResolveOptions::new(), ResolveOptions::default());
    /// ```
    pub const fn new() -> ResolveOptions {
        ResolveOptions {
            strict: true,
            normalize_base: false,
        }
    }

    /// Strict (`true`, the default) or not. A non-strict resolver treats a reference whose
    /// scheme is the base's (compared without regard to ASCII case, as schemes are
    /// case-insensitive, section 3.1) as if it had no scheme (section 5.2.2: "if ((not
    /// strict) and (R.scheme == Base.scheme)) then undefine(R.scheme)"). RFC 3986 calls this
    /// "backward compatibility" with parsers that did so, and strict the conformant choice.
    ///
    /// ```
    /// use railurl::rfc3986::{ResolveOptions, Uri, UriRef};
    /// let base = Uri::parse("HTTP://a/b")?;
    /// let loose = ResolveOptions::new().strict(false);
    /// assert_eq!(UriRef::parse("http:c")?.resolve_with(&base, loose)?.as_str(), "HTTP://a/c");
    /// assert_eq!(UriRef::parse("ftp:c")?.resolve_with(&base, loose)?.as_str(), "ftp:c");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub const fn strict(self, strict: bool) -> ResolveOptions {
        ResolveOptions { strict, ..self }
    }

    /// Whether to resolve against the base's normal form ([`Reference::normalize`]: sections
    /// 6.2.2 and 6.2.3) rather than the base as given (`false`, the default). Section 5.2.1
    /// makes this optional, so both are conformant; they differ when the base's path has dot
    /// segments (or percent-encoded dots) and the reference keeps the base's path or a part
    /// of it. railurl's default keeps the base as given: the reference is resolved against
    /// the base the caller holds, and resolving against an already normalized base is the
    /// same in both readings.
    ///
    /// ```
    /// use railurl::rfc3986::{ResolveOptions, Uri, UriRef};
    /// let base = Uri::parse("HTTP://A/b/./c/d")?;
    /// let normalized = ResolveOptions::new().normalize_base(true);
    /// assert_eq!(UriRef::parse("?x")?.resolve_against(&base)?.as_str(), "HTTP://A/b/./c/d?x");
    /// assert_eq!(UriRef::parse("?x")?.resolve_with(&base, normalized)?.as_str(), "http://a/b/c/d?x");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub const fn normalize_base(self, normalize: bool) -> ResolveOptions {
        ResolveOptions {
            normalize_base: normalize,
            ..self
        }
    }

    /// Whether resolution is strict.
    ///
    /// ```
    /// use railurl::rfc3986::ResolveOptions;
    /// assert!(ResolveOptions::new().is_strict());
    /// ```
    pub const fn is_strict(&self) -> bool {
        self.strict
    }

    /// Whether the base is normalized first.
    ///
    /// ```
    /// use railurl::rfc3986::ResolveOptions;
    /// assert!(!ResolveOptions::new().normalizes_base());
    /// ```
    pub const fn normalizes_base(&self) -> bool {
        self.normalize_base
    }
}

impl<'a, S: Standard> Reference<'a, S> {
    /// The five components of section 5.2.1 ("parsed into the five main components").
    pub(crate) fn components(&self) -> Components<'a> {
        Components::of(self.as_str(), self.parts())
    }

    /// This reference resolved against `base` (RFC 3986 section 5.2.2, strict, with the base
    /// as given): the target URI. Same as [`resolve_with`](Reference::resolve_with) with
    /// [`ResolveOptions::new`]. IRI references resolve the same way (RFC 3987 section 6.5:
    /// "the rules for resolving relative IRI references to IRIs are the same as those for
    /// resolving relative URI references to URIs"), and the target is an IRI.
    ///
    /// The base's fragment, if any, is not used (section 5.1: a base is "stripped of any
    /// fragment component"). Every result reads back as the components section 5.2.2 gave it:
    /// where the RFC's algorithm yields no authority and a path that begins with "//" (for
    /// example `.//@@` against `foo:/`, whose merged path `/.//@@` loses its dot segment),
    /// writing the components down as section 5.3 does would make the path an authority
    /// (`foo://@@`); railurl writes "/." in front of such a path instead (`foo:/.//@@`), a
    /// dot segment that the path's own dot-segment removal takes out again, so the result
    /// denotes the path the algorithm computed.
    ///
    /// Fails only when the result is 4 GiB or longer ([`UriErrorKind::TooLong`]).
    ///
    /// [`UriErrorKind::TooLong`]: crate::rfc3986::UriErrorKind::TooLong
    ///
    /// ```
    /// use railurl::rfc3986::{Uri, UriRef};
    /// use railurl::rfc3987::{Iri, IriRef};
    /// let base = Uri::parse("http://a/b/c/d;p?q")?;
    /// let resolve = |r| UriRef::parse(r).unwrap().resolve_against(&base).unwrap().into_string();
    /// // RFC 3986 section 5.4.1:
    /// assert_eq!(resolve("../g"), "http://a/b/g");
    /// assert_eq!(resolve("?y"), "http://a/b/c/d;p?y");
    /// assert_eq!(resolve("g;x?y#s"), "http://a/b/c/g;x?y#s");
    /// // Section 5.4.2: more ".." than the base's path has segments stop at the root.
    /// assert_eq!(resolve("../../../g"), "http://a/g");
    ///
    /// let rootless = Uri::parse("foo:/")?;
    /// assert_eq!(UriRef::parse(".//@@")?.resolve_against(&rootless)?.as_str(), "foo:/.//@@");
    ///
    /// let base = Iri::parse("http://例え.jp/ä/ö/ü?q")?;
    /// assert_eq!(IriRef::parse("../ß")?.resolve_against(&base)?.as_str(), "http://例え.jp/ä/ß");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn resolve_against(&self, base: &Identifier<'_, S>) -> Result<IdentifierBuf<S>, UriError> {
        self.resolve_with(base, ResolveOptions::new())
    }

    /// This reference resolved against `base` with `options` (see [`ResolveOptions`] and
    /// [`resolve_against`](Reference::resolve_against)).
    ///
    /// ```
    /// use railurl::rfc3986::{ResolveOptions, Uri, UriRef};
    /// use railurl::rfc3987::{Iri, IriRef};
    /// let base = Uri::parse("http://a/b/c/d;p?q")?;
    /// let r = UriRef::parse("http:g")?;
    /// assert_eq!(r.resolve_with(&base, ResolveOptions::new().strict(false))?.as_str(), "http://a/b/c/g");
    ///
    /// let base = Iri::parse("http://h/ä/./ö")?;
    /// let options = ResolveOptions::new().normalize_base(true);
    /// assert_eq!(IriRef::parse("?x")?.resolve_with(&base, options)?.as_str(), "http://h/ä/ö?x");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn resolve_with(
        &self,
        base: &Identifier<'_, S>,
        options: ResolveOptions,
    ) -> Result<IdentifierBuf<S>, UriError> {
        let text = if options.normalize_base {
            let base = base.normalize();
            transform(
                &self.components(),
                &base.borrowed().components(),
                options.strict,
            )
        } else {
            transform(&self.components(), &base.components(), options.strict)
        };
        identifier_from_string(text)
    }
}

/// A string the transformation built (it has a scheme), read back by the grammar: by the
/// reference rule, or RFC 6874's when an authority came with a zone identifier.
pub(crate) fn identifier_from_string<S: Standard>(
    text: String,
) -> Result<IdentifierBuf<S>, UriError> {
    let parts = match S::read(&text, Entry::Reference) {
        Ok(parts) => parts,
        Err(e) => S::read(&text, Entry::ZonedReference).map_err(|_| e)?,
    };
    Ok(IdentifierBuf::from_reference_buf(ReferenceBuf::from_parts(
        text, parts,
    )))
}

/// Section 5.2.2, "Transform References", recomposed (section 5.3) into the target's string:
///
/// ```text
/// if ((not strict) and (R.scheme == Base.scheme)) then undefine(R.scheme);
/// if defined(R.scheme) then
///    T.scheme = R.scheme; T.authority = R.authority;
///    T.path = remove_dot_segments(R.path); T.query = R.query;
/// else
///    if defined(R.authority) then
///       T.authority = R.authority;
///       T.path = remove_dot_segments(R.path); T.query = R.query;
///    else
///       if (R.path == "") then
///          T.path = Base.path;
///          if defined(R.query) then T.query = R.query; else T.query = Base.query;
///       else
///          if (R.path starts-with "/") then T.path = remove_dot_segments(R.path);
///          else T.path = merge(Base.path, R.path); T.path = remove_dot_segments(T.path);
///          T.query = R.query;
///       T.authority = Base.authority;
///    T.scheme = Base.scheme;
/// T.fragment = R.fragment;
/// ```
pub(crate) fn transform(r: &Components<'_>, base: &Components<'_>, strict: bool) -> String {
    let mut r_scheme = r.scheme;
    if !strict && same_scheme(r.scheme, base.scheme) {
        r_scheme = None;
    }
    let (scheme, authority, path, query): (_, _, Cow<'_, str>, _) = if r_scheme.is_some() {
        (
            r_scheme,
            r.authority,
            remove_dot_segments(r.path).into(),
            r.query,
        )
    } else if r.authority.is_some() {
        (
            base.scheme,
            r.authority,
            remove_dot_segments(r.path).into(),
            r.query,
        )
    } else if r.path.is_empty() {
        (
            base.scheme,
            base.authority,
            base.path.into(),
            r.query.or(base.query),
        )
    } else if r.path.starts_with('/') {
        (
            base.scheme,
            base.authority,
            remove_dot_segments(r.path).into(),
            r.query,
        )
    } else {
        let merged = merge(base, r.path);
        (
            base.scheme,
            base.authority,
            remove_dot_segments(&merged).into(),
            r.query,
        )
    };
    recompose(&Components {
        scheme,
        authority,
        path: &path,
        query,
        fragment: r.fragment,
    })
}

fn same_scheme(r: Option<&str>, base: Option<&str>) -> bool {
    matches!((r, base), (Some(r), Some(b)) if r.eq_ignore_ascii_case(b))
}

/// Section 5.2.3, "Merge Paths":
///
/// "If the base URI has a defined authority component and an empty path, then return a string
/// consisting of "/" concatenated with the reference's path; otherwise, return a string
/// consisting of the reference's path component appended to all but the last segment of the
/// base URI's path (i.e., excluding any characters after the right-most "/" in the base URI
/// path, or excluding the entire base URI path if it does not contain any "/" characters)."
fn merge(base: &Components<'_>, r_path: &str) -> String {
    let kept = if base.authority.is_some() && base.path.is_empty() {
        "/"
    } else {
        base.path.rfind('/').map_or("", |i| &base.path[..=i])
    };
    let mut out = String::with_capacity(kept.len() + r_path.len());
    out.push_str(kept);
    out.push_str(r_path);
    out
}

/// RFC 3986 section 5.2.4, "Remove Dot Segments": the path with its "." and ".." segments
/// interpreted and removed, by the RFC's algorithm over an input and an output buffer
/// (linear in the path's length).
///
/// The RFC writes it for the paths of section 5.2.2 (absolute ones, and those a merge gives).
/// Like the RFC's, this function leaves no dot segment in its result; a ".." that would climb
/// above the root is dropped (section 5.4.2's `../../../g` is `/g`).
///
/// ```
/// use railurl::rfc3986::remove_dot_segments;
/// // The RFC's two worked examples.
/// assert_eq!(remove_dot_segments("/a/b/c/./../../g"), "/a/g");
/// assert_eq!(remove_dot_segments("mid/content=5/../6"), "mid/6");
/// assert_eq!(remove_dot_segments("/../.."), "/");
/// assert_eq!(remove_dot_segments("/a/b/.."), "/a/");
/// assert_eq!(remove_dot_segments("."), "");
/// ```
pub fn remove_dot_segments(path: &str) -> String {
    let mut input = path;
    let mut output = String::with_capacity(path.len());
    while !input.is_empty() {
        // A. "If the input buffer begins with a prefix of "../" or "./", then remove that
        // prefix from the input buffer"
        if let Some(rest) = input
            .strip_prefix("../")
            .or_else(|| input.strip_prefix("./"))
        {
            input = rest;
        // B. "if the input buffer begins with a prefix of "/./" or "/.", where "." is a
        // complete path segment, then replace that prefix with "/""
        } else if input.starts_with("/./") {
            input = &input[2..];
        } else if input == "/." {
            input = "/";
        // C. "if the input buffer begins with a prefix of "/../" or "/..", where ".." is a
        // complete path segment, then replace that prefix with "/" and remove the last
        // segment and its preceding "/" (if any) from the output buffer"
        } else if input.starts_with("/../") || input == "/.." {
            input = if input == "/.." { "/" } else { &input[3..] };
            output.truncate(output.rfind('/').unwrap_or(0));
        // D. "if the input buffer consists only of "." or "..", then remove that from the
        // input buffer"
        } else if input == "." || input == ".." {
            input = "";
        // E. "move the first path segment in the input buffer to the end of the output
        // buffer, including the initial "/" character (if any) and any subsequent characters
        // up to, but not including, the next "/" character or the end of the input buffer."
        } else {
            let from = usize::from(input.starts_with('/'));
            let end = input[from..].find('/').map_or(input.len(), |i| i + from);
            output.push_str(&input[..end]);
            input = &input[end..];
        }
    }
    output
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merge_section_5_2_3() {
        let base = |authority, path| Components {
            scheme: Some("s"),
            authority,
            path,
            query: None,
            fragment: None,
        };
        assert_eq!(merge(&base(Some("a"), ""), "g"), "/g");
        assert_eq!(merge(&base(None, ""), "g"), "g");
        assert_eq!(merge(&base(None, "b/c"), "g"), "b/g");
        assert_eq!(merge(&base(None, "bc"), "g"), "g");
    }

    #[test]
    fn dot_segments_at_the_edges() {
        for (path, expected) in [
            ("", ""),
            ("/", "/"),
            ("..", ""),
            ("../", ""),
            ("./a", "a"),
            ("a/..", "/"),
            ("a/../", "/"),
            ("/a/..", "/"),
            ("/.a/..b/", "/.a/..b/"),
            ("//..//.", "//"),
            ("x/..//y", "//y"),
        ] {
            assert_eq!(remove_dot_segments(path), expected, "{path:?}");
        }
    }
}
