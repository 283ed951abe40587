//! The shortest-path relative reference from one URL to another: the inverse of
//! [`Url::join`] (the "URL parser" with a base URL), which it is tested against.

use super::position::Position;
use super::url::Url;
use alloc::string::String;
use alloc::vec::Vec;

/// A path segment that the parser would not read back as itself at the start of a relative
/// reference: one holding `:` (it would be a scheme) or an empty one (`//` starts an
/// authority).
fn needs_dot_slash(segment: &str) -> bool {
    segment.is_empty() || segment.contains(':')
}

impl Url {
    /// A relative reference `r` such that `self.join(r)` is `url`, or `None` when there is
    /// none that keeps the base's origin and credentials: the scheme, username, password,
    /// host or port differ, or either URL has an opaque path.
    ///
    /// The reference is built from the path segments the two URLs share: `../` for each of
    /// the base's remaining directories, then `url`'s remaining segments, its query and its
    /// fragment. Joining an empty reference keeps the base's query, so a target without a
    /// query is reached through its last segment (`./` for an empty one).
    ///
    /// ```
    /// use railurl::Url;
    /// let base = Url::parse("https://example.org/a/b/c")?;
    /// let target = Url::parse("https://example.org/a/d/e?q#f")?;
    /// let relative = base.make_relative(&target).unwrap();
    /// assert_eq!(relative, "../d/e?q#f");
    /// assert_eq!(base.join(&relative)?, target);
    /// assert_eq!(base.make_relative(&Url::parse("http://example.org/a")?), None);
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn make_relative(&self, url: &Url) -> Option<String> {
        if self.has_opaque_path() || url.has_opaque_path() {
            return None;
        }
        if self.scheme() != url.scheme()
            || self.username() != url.username()
            || self.password() != url.password()
            || self.host_str() != url.host_str()
            || self.port_number() != url.port_number()
        {
            return None;
        }
        let base: Vec<&str> = self.path_segments()?.collect();
        let target: Vec<&str> = url.path_segments()?.collect();
        // A relative path reference always leaves at least one segment: an empty path list
        // (`foo://host`) is reachable only from itself.
        if target.is_empty() && !base.is_empty() {
            return None;
        }
        // "Shorten a URL's path" never removes a file URL's lone drive letter, and the file
        // slash state copies it into absolute paths: another first segment is unreachable, and
        // so is the lone drive letter itself (a path reference to it ends in "/").
        if self.scheme() == "file"
            && base
                .first()
                .is_some_and(|d| crate::record::is_normalized_windows_drive_letter(d))
            && (target.first() != base.first() || (target.len() == 1 && base != target))
        {
            return None;
        }
        let mut out = if base == target {
            self.same_path_reference(url, &target)?
        } else {
            path_reference(self.scheme() == "file", &base, &target)
        };
        // `url`'s own query and fragment, with their `?` and `#`.
        out.push_str(&url[Position::AfterPath..]);
        Some(out)
    }

    /// The reference from this URL to `url` when their paths (`target`) are the same: empty,
    /// which keeps the path and the base's query, unless `url` has no query and the base has
    /// one; then the last segment, which drops the query (`None` when no path reference
    /// reaches the path without a query).
    fn same_path_reference(&self, url: &Url, target: &[&str]) -> Option<String> {
        let mut out = String::new();
        if url.query().is_none() && self.query().is_some() {
            if self.scheme() == "file"
                && target.len() == 1
                && crate::record::is_normalized_windows_drive_letter(target[0])
            {
                return None;
            }
            // An empty path list keeps the base's query under every path reference.
            let last = target.last()?;
            if needs_dot_slash(last) {
                out.push_str("./");
            }
            out.push_str(last);
        }
        Some(out)
    }
}

/// The path reference from a base whose path is `base` to the different path `target`: `../`
/// for each of the base's directories the target does not share, then the target's remaining
/// segments (after `./` where the first would not read back as itself).
fn path_reference(is_file: bool, base: &[&str], target: &[&str]) -> String {
    let mut out = String::new();
    // The base's directories: every segment but the last, which resolving replaces; except a
    // file URL's lone drive letter, which "shorten a URL's path" keeps.
    let lone_drive =
        is_file && base.len() == 1 && crate::record::is_normalized_windows_drive_letter(base[0]);
    let base_dirs = if lone_drive {
        base
    } else {
        &base[..base.len().saturating_sub(1)]
    };
    let target_dirs = &target[..target.len().saturating_sub(1)];
    let common = base_dirs
        .iter()
        .zip(target_dirs)
        .take_while(|(a, b)| a == b)
        .count();
    for _ in common..base_dirs.len() {
        out.push_str("../");
    }
    let rest = &target[common.min(target.len())..];
    if out.is_empty() && rest.first().is_none_or(|first| needs_dot_slash(first)) {
        out.push_str("./");
    }
    out.push_str(&rest.join("/"));
    out
}
