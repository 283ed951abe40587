//! A URL's path as a list of segments ("URL representation": a URL's path is a list of zero or
//! more URL path segments, or an opaque path), read-only and mutable.

use super::try_setters::SetterError;
use super::url::Url;
use crate::percent;
use crate::record::{is_windows_drive_letter, Path};
use alloc::borrow::ToOwned;
use percent_encoding::AsciiSet;

/// What [`PathSegmentsMut::push`] percent-encodes: the path percent-encode set, plus `%` (a
/// pushed segment is data, not already-encoded text) and `/` (it would split the segment).
const PATH_SEGMENT: &AsciiSet = &percent::PATH.add(b'%').add(b'/');

/// For special URLs also `\`, which their parser reads as a segment separator.
const SPECIAL_PATH_SEGMENT: &AsciiSet = &PATH_SEGMENT.add(b'\\');

/// The segments of a URL's path list, in order; see [`Url::path_segments`].
#[derive(Clone, Debug)]
pub struct PathSegments<'a> {
    rest: Option<core::str::Split<'a, char>>,
}

impl<'a> Iterator for PathSegments<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        self.rest.as_mut()?.next()
    }
}

impl DoubleEndedIterator for PathSegments<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.rest.as_mut()?.next_back()
    }
}

impl Url {
    /// The path's segments, still percent-encoded, or `None` for an opaque path. An empty
    /// list (`foo://host`) has no segments; `https://host/` has one, the empty string.
    ///
    /// ```
    /// use railurl::Url;
    /// let url = Url::parse("https://example.org/a/b%20c/")?;
    /// assert_eq!(url.path_segments().unwrap().collect::<Vec<_>>(), ["a", "b%20c", ""]);
    /// assert_eq!(Url::parse("foo://host")?.path_segments().unwrap().count(), 0);
    /// assert!(Url::parse("mailto:x@y")?.path_segments().is_none());
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn path_segments(&self) -> Option<PathSegments<'_>> {
        if self.has_opaque_path() {
            return None;
        }
        // "URL path serializing" puts "/" before each segment of a list.
        let rest = self.pathname().strip_prefix('/').map(|s| s.split('/'));
        Some(PathSegments { rest })
    }

    /// A handle that changes the path's segments; the URL is updated when it is dropped.
    /// Fails for a URL with an opaque path, whose path is not a list.
    ///
    /// ```
    /// use railurl::{SetterError, Url};
    /// let mut url = Url::parse("https://example.org/a/b?q")?;
    /// url.path_segments_mut()?.pop().push("c d").push("e/f");
    /// assert_eq!(url.href(), "https://example.org/a/c%20d/e%2Ff?q");
    /// let mut mailto = Url::parse("mailto:x@y")?;
    /// assert_eq!(mailto.path_segments_mut().err(), Some(SetterError::OpaquePath));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn path_segments_mut(&mut self) -> Result<PathSegmentsMut<'_>, SetterError> {
        if self.has_opaque_path() {
            return Err(SetterError::OpaquePath);
        }
        let path = self.record().path.into_owned();
        Ok(PathSegmentsMut { url: self, path })
    }
}

/// Changes a URL's path list; made by [`Url::path_segments_mut`]. Each method returns the
/// handle, so calls chain. The URL is re-serialized once, when the handle is dropped.
///
/// The operations keep the URL one that its own href parses back to:
/// - [`push`](PathSegmentsMut::push) percent-encodes the segment (the path percent-encode
///   set, `%`, `/`, and `\` for special URLs). A segment `..` shortens the path ("shorten a
///   URL's path") and `.` does nothing, as the spec's "path state" treats double-dot and
///   single-dot segments (URLs never hold them); in a `file:` URL a first segment that is a
///   Windows drive letter is normalized (`C|` to `C:`), as the path state does.
/// - A path that is a single empty segment (the `/` of `https://host/`) is replaced by the
///   first pushed segment rather than kept before it, so pushing `a` gives `/a`, not `//a`.
/// - [`pop`](PathSegmentsMut::pop) and [`clear`](PathSegmentsMut::clear) never leave a
///   non-empty path empty: they stop at the single empty segment (`/`), since `https://host`
///   and `https://host/` are the same URL.
#[derive(Debug)]
pub struct PathSegmentsMut<'a> {
    url: &'a mut Url,
    path: Path<'static>,
}

impl PathSegmentsMut<'_> {
    fn is_root(&self) -> bool {
        self.path.as_str() == "/"
    }

    /// Remove every segment, leaving the path `/` (or the empty list, if it was empty).
    ///
    /// ```
    /// let mut url = railurl::Url::parse("https://example.org/a/b?q")?;
    /// url.path_segments_mut()?.clear().push("c");
    /// assert_eq!(url.href(), "https://example.org/c?q");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn clear(&mut self) -> &mut Self {
        if !self.path.is_empty() {
            self.path = Path::list_from_serialized("/");
        }
        self
    }

    /// Remove the last segment if it is empty, unless it is the only segment.
    ///
    /// ```
    /// let mut url = railurl::Url::parse("https://example.org/a/")?;
    /// url.path_segments_mut()?.pop_if_empty().push("b");
    /// assert_eq!(url.href(), "https://example.org/a/b");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn pop_if_empty(&mut self) -> &mut Self {
        if self.path.len() > 1 && self.path.segments().last() == Some("") {
            self.path.pop();
        }
        self
    }

    /// Remove the last segment; a single segment becomes the empty segment (`/`).
    ///
    /// ```
    /// let mut url = railurl::Url::parse("https://example.org/a/b")?;
    /// url.path_segments_mut()?.pop();
    /// assert_eq!(url.href(), "https://example.org/a");
    /// url.path_segments_mut()?.pop().pop();
    /// assert_eq!(url.href(), "https://example.org/");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn pop(&mut self) -> &mut Self {
        if self.path.len() > 1 {
            self.path.pop();
        } else if self.path.len() == 1 {
            self.path = Path::list_from_serialized("/");
        }
        self
    }

    /// Append one segment, percent-encoded; see the type's documentation for `.`, `..` and
    /// the single empty segment.
    ///
    /// ```
    /// let mut url = railurl::Url::parse("https://example.org/")?;
    /// url.path_segments_mut()?.push("a b").push("100%").push("..").push("c\\d");
    /// assert_eq!(url.href(), "https://example.org/a%20b/c%5Cd");
    /// let mut file = railurl::Url::parse("file:///")?;
    /// file.path_segments_mut()?.push("C|").push("..");
    /// assert_eq!(file.href(), "file:///C:");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn push(&mut self, segment: &str) -> &mut Self {
        match segment {
            // "single-dot URL path segment": nothing is appended.
            "." => {}
            // "double-dot URL path segment": "shorten url's path" (which keeps a file URL's
            // lone drive letter). A path this empties becomes "/", the path such a URL parses to.
            ".." => {
                let was_empty = self.path.is_empty();
                let mut record = crate::record::UrlRecord {
                    scheme: self.url.scheme().to_owned().into(),
                    path: core::mem::take(&mut self.path),
                    ..Default::default()
                };
                record.shorten_path();
                self.path = record.path;
                if self.path.is_empty() && !was_empty {
                    self.path = Path::list_from_serialized("/");
                }
            }
            _ => {
                let set = if self.url.is_special() {
                    SPECIAL_PATH_SEGMENT
                } else {
                    PATH_SEGMENT
                };
                let mut encoded = percent::encode(segment, set).into_owned();
                if self.is_root() {
                    self.path = Path::new_list();
                }
                // Path state: "If url's scheme is "file", url's path is empty, and buffer is a
                // Windows drive letter, then replace the second code point in buffer with
                // U+003A (:)."
                if self.url.scheme() == "file"
                    && self.path.is_empty()
                    && is_windows_drive_letter(&encoded)
                {
                    encoded.replace_range(1..2, ":");
                }
                self.path.push(&encoded);
            }
        }
        self
    }

    /// [`push`](PathSegmentsMut::push) each segment in turn.
    ///
    /// ```
    /// let mut url = railurl::Url::parse("https://example.org/api/")?;
    /// url.path_segments_mut()?.pop_if_empty().extend(["v1", "users", "ü"]);
    /// assert_eq!(url.href(), "https://example.org/api/v1/users/%C3%BC");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn extend<I>(&mut self, segments: I) -> &mut Self
    where
        I: IntoIterator,
        I::Item: AsRef<str>,
    {
        for segment in segments {
            self.push(segment.as_ref());
        }
        self
    }
}

impl Drop for PathSegmentsMut<'_> {
    fn drop(&mut self) {
        let mut record = self.url.record().into_owned();
        record.path = core::mem::take(&mut self.path);
        if let Ok(url) = Url::from_record(&record) {
            *self.url = url;
        }
    }
}
