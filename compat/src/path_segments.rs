//! url's `PathSegmentsMut`, over [`railurl::PathSegmentsMut`].

/// Changes a URL's path segments; made by [`Url::path_segments_mut`](crate::Url::path_segments_mut).
/// As in url, `push` and `extend` remove ASCII tabs and newlines from a segment and ignore
/// `.` and `..` segments.
///
/// ```
/// let mut url = url::Url::parse("https://github.com/rust-lang/rust/issues")?;
/// url.path_segments_mut().map_err(|_| "cannot be base")?.pop().push("logo.svg");
/// assert_eq!(url.as_str(), "https://github.com/rust-lang/rust/logo.svg");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct PathSegmentsMut<'a> {
    pub(crate) inner: railurl::PathSegmentsMut<'a>,
}

fn is_dot(segment: &str) -> bool {
    segment == "." || segment == ".."
}

fn is_tab_or_newline(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r')
}

impl PathSegmentsMut<'_> {
    /// Remove all segments, leaving the path `/`.
    ///
    /// ```
    /// let mut url = url::Url::parse("https://github.com/a/b")?;
    /// url.path_segments_mut().map_err(|_| "cannot be base")?.clear().push("c");
    /// assert_eq!(url.as_str(), "https://github.com/c");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn clear(&mut self) -> &mut Self {
        self.inner.clear();
        self
    }

    /// Remove the last segment if it is empty, unless it is the only one.
    ///
    /// ```
    /// let mut url = url::Url::parse("https://github.com/a/")?;
    /// url.path_segments_mut().map_err(|_| "cannot be base")?.pop_if_empty().push("b");
    /// assert_eq!(url.as_str(), "https://github.com/a/b");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn pop_if_empty(&mut self) -> &mut Self {
        self.inner.pop_if_empty();
        self
    }

    /// Remove the last segment, if any.
    ///
    /// ```
    /// let mut url = url::Url::parse("https://github.com/a/b")?;
    /// url.path_segments_mut().map_err(|_| "cannot be base")?.pop();
    /// assert_eq!(url.as_str(), "https://github.com/a");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn pop(&mut self) -> &mut Self {
        self.inner.pop();
        self
    }

    /// Append a segment, percent-encoded (including `%` and `/`), without its ASCII tabs and
    /// newlines (which the URL parser removes, as url's `push` does); `.` and `..` are
    /// ignored, also when they are what remains once tabs and newlines are removed.
    ///
    /// ```
    /// let mut url = url::Url::parse("https://github.com/")?;
    /// url.path_segments_mut().map_err(|_| "cannot be base")?.push("a/b").push("..").push("c\td");
    /// assert_eq!(url.as_str(), "https://github.com/a%2Fb/cd");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn push(&mut self, segment: &str) -> &mut Self {
        self.extend(Some(segment))
    }

    /// [`push`](PathSegmentsMut::push) each segment.
    ///
    /// ```
    /// let mut url = url::Url::parse("https://github.com/")?;
    /// url.path_segments_mut().map_err(|_| "cannot be base")?.extend(&["a", ".", "b"]);
    /// assert_eq!(url.as_str(), "https://github.com/a/b");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn extend<I>(&mut self, segments: I) -> &mut Self
    where
        I: IntoIterator,
        I::Item: AsRef<str>,
    {
        for segment in segments {
            let segment = segment.as_ref();
            if segment.contains(is_tab_or_newline) {
                let removed: alloc::string::String =
                    segment.chars().filter(|&c| !is_tab_or_newline(c)).collect();
                if !is_dot(&removed) {
                    self.inner.push(&removed);
                }
            } else if !is_dot(segment) {
                self.inner.push(segment);
            }
        }
        self
    }
}
