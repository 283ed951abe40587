//! "URL rendering", "Elision": a rendered URL shortened to a width, "to avoid misleading the
//! user when making a security decision": at least the registrable domain is always shown,
//! and "when the full host cannot be rendered", domain labels are elided "starting from the
//! lowest-level domain label" (`examplecorp.com.evil.com` is `…com.evil.com`, never
//! `examplecorp.com…`).
//!
//! The order: the path, query and fragment are shortened from their end first (down to their
//! first character and `…`), then the host loses labels from its lowest level, then nothing
//! more: the scheme, the port and the registrable domain stay even when they alone are
//! wider than asked. Widths are whatever the caller's measure says (characters by default).

use super::Rendered;
use alloc::string::String;
use alloc::vec::Vec;

/// What marks an elision: U+2026 HORIZONTAL ELLIPSIS.
pub const ELLIPSIS: &str = "\u{2026}";

/// The places `text` can be cut: every character boundary but those inside a `%XX` escape
/// (cutting one would show a `%` that reads as something else).
fn cuts(text: &str) -> Vec<usize> {
    let bytes = text.as_bytes();
    let inside_escape =
        |at: usize| (at >= 1 && bytes[at - 1] == b'%') || (at >= 2 && bytes[at - 2] == b'%');
    text.char_indices()
        .map(|(at, _)| at)
        .chain([text.len()])
        .filter(|&at| at == text.len() || !inside_escape(at))
        .collect()
}

/// The longest `text[..cut]`, `cut` one of `cuts` and at least `cuts[min]`, for which
/// `fits(cut)` holds, if any (`fits` is monotone: a longer piece never fits better).
fn longest(cuts: &[usize], min: usize, fits: impl Fn(usize) -> bool) -> Option<usize> {
    let candidates = cuts.get(min..)?;
    let fitting = candidates.partition_point(|&cut| fits(cut));
    fitting.checked_sub(1).map(|i| candidates[i])
}

impl Rendered {
    /// The pieces of the rendering: before the host, the host, the port (with its `:`), and
    /// the path, query and fragment.
    fn pieces(&self) -> (&str, &str, &str, &str) {
        let text = self.text.as_str();
        (
            &text[..self.host.start],
            &text[self.host.clone()],
            &text[self.host.end..self.rest],
            &text[self.rest..],
        )
    }

    /// Where, in the host, each label that elision may drop starts, lowest level first: all
    /// labels before the registrable domain (none when the host has no registrable domain).
    fn droppable_labels(&self) -> Vec<usize> {
        let Some(registrable) = self.registrable else {
            return Vec::new();
        };
        let host = &self.text[self.host.start..registrable];
        // The label after each dot, up to the registrable domain's first label.
        host.match_indices('.').map(|(dot, _)| dot + 1).collect()
    }

    /// The rendering shortened to `width` characters (Unicode scalar values), as
    /// [`Rendered::elide_by`] says.
    ///
    /// ```
    /// use railurl::Url;
    /// let url = Url::parse("https://examplecorp.com.evil.com/login/account?next=%2F")?;
    /// let rendered = url.render();
    /// assert_eq!(rendered.elide(80), "https://examplecorp.com.evil.com/login/account?next=%2F");
    /// assert_eq!(rendered.elide(40), "https://examplecorp.com.evil.com/login/\u{2026}");
    /// assert_eq!(rendered.elide(25), "https://\u{2026}com.evil.com/\u{2026}");
    /// assert_eq!(rendered.elide(5), "https://\u{2026}evil.com/\u{2026}"); // never less
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn elide(&self, width: usize) -> String {
        self.elide_by(width, |text| text.chars().count())
    }

    /// The rendering shortened to `width` as `measure` counts (terminal columns, pixels of a
    /// font, ...; it must not shrink when text is added): whole if it fits; else the path,
    /// query and fragment cut at their end, with `…`, down to their first character; then
    /// the host's labels dropped from the lowest level, with `…` before the rest; never the
    /// scheme, the port or the registrable domain (the whole host when it has none), so the
    /// answer is wider than `width` when those alone are.
    ///
    /// ```
    /// use railurl::Url;
    /// let url = Url::parse("https://a.b.example.co.uk:8443/")?;
    /// let columns = |text: &str| text.chars().count();
    /// assert_eq!(url.render().elide_by(30, columns), "https://\u{2026}b.example.co.uk:8443/");
    /// assert_eq!(url.render().elide_by(1, columns), "https://\u{2026}example.co.uk:8443/");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn elide_by(&self, width: usize, measure: impl Fn(&str) -> usize) -> String {
        if measure(&self.text) <= width {
            return self.text.clone();
        }
        let (head, host, port, rest) = self.pieces();
        let join = |parts: &[&str]| parts.concat();
        // 1. The path, query and fragment from their end, keeping their first character.
        if !rest.is_empty() {
            let cuts = cuts(rest);
            let fits =
                |cut: usize| measure(&join(&[head, host, port, &rest[..cut], ELLIPSIS])) <= width;
            if let Some(cut) = longest(&cuts, 1, fits) {
                return join(&[head, host, port, &rest[..cut], ELLIPSIS]);
            }
        }
        // 2. The host's labels, lowest level first, the rest down to its first character.
        let first = rest.chars().next().map_or(0, char::len_utf8);
        let rest = if first == rest.len() {
            String::from(rest)
        } else {
            join(&[&rest[..first], ELLIPSIS])
        };
        let labels = self.droppable_labels();
        for (i, &label) in labels.iter().enumerate() {
            let elided = join(&[head, ELLIPSIS, &host[label..], port, &rest]);
            if measure(&elided) <= width || i + 1 == labels.len() {
                return elided;
            }
        }
        join(&[head, host, port, &rest])
    }

    /// The rendered host shortened to `width` characters (Unicode scalar values), as
    /// [`Rendered::elide_host_by`] says.
    ///
    /// ```
    /// use railurl::Url;
    /// let url = Url::parse("https://examplecorp.com.evil.com/")?;
    /// assert_eq!(url.render().elide_host(14), "\u{2026}com.evil.com");
    /// assert_eq!(url.render().elide_host(3), "\u{2026}evil.com");
    /// assert_eq!(Url::parse("http://[2001:db8::1]/")?.render().elide_host(3), "[2001:db8::1]");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn elide_host(&self, width: usize) -> String {
        self.elide_host_by(width, |text| text.chars().count())
    }

    /// The rendered host alone shortened to `width` as `measure` counts: whole if it fits,
    /// else its labels dropped from the lowest level with `…` before the rest, never its
    /// registrable domain (an IP address, an opaque host and a domain without a registrable
    /// domain are never shortened).
    ///
    /// ```
    /// use railurl::Url;
    /// let url = Url::parse("https://a.b.example.com/")?;
    /// let columns = |text: &str| text.chars().count();
    /// assert_eq!(url.render().elide_host_by(14, columns), "\u{2026}b.example.com");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn elide_host_by(&self, width: usize, measure: impl Fn(&str) -> usize) -> String {
        let host = self.host();
        if measure(host) <= width {
            return host.into();
        }
        let labels = self.droppable_labels();
        for (i, &label) in labels.iter().enumerate() {
            let elided = [ELLIPSIS, &host[label..]].concat();
            if measure(&elided) <= width || i + 1 == labels.len() {
                return elided;
            }
        }
        host.into()
    }
}
