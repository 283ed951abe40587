//! "URL rendering" (URL Standard): a URL as a person should see it when they make a trust
//! decision. [`Url::render`] gives a [`Rendered`] URL; its text, its host, and elisions of
//! both to a width that keep the registrable domain.
//!
//! - The host of a domain goes through "domain to Unicode" (`xn--bcher-kva.example` is
//!   `bücher.example`); IP addresses and opaque hosts stay as they are.
//! - No username, no password: they "can be mistaken for a URL's host".
//! - In the path, query and fragment, percent-encoded UTF-8 is decoded where that neither
//!   hides it nor changes what the URL seems to say ([`render_component`], and the table in
//!   docs/rendering.md).
//! - [`Rendered::elide`] shortens it to a width: the path, query and fragment from the end
//!   first, then the host's labels from the lowest level, never the registrable domain.
//!
//! The choices the standard leaves open, and the ones made here, are in docs/rendering.md.

mod decode;
mod elide;

pub use decode::{decodes_ascii, render_component, stays_encoded};

use crate::api::url::Url;
use crate::record::Host;
use alloc::string::String;
use core::fmt;
use core::ops::Range;
use idna::uts46::{AsciiDenyList, Hyphens, Uts46};

/// A URL rendered for a person ("URL rendering"): its serialization without username and
/// password, its host in Unicode, and its path, query and fragment with percent-encoded
/// UTF-8 decoded where that is safe. `Display` and [`Rendered::as_str`] give the text.
///
/// ```
/// use railurl::Url;
/// let url = Url::parse("https://user:pw@xn--bcher-kva.example:8080/b%C3%BCcher/%E2%80%AE?q=%E2%9C%93#caf%C3%A9")?;
/// let rendered = url.render();
/// assert_eq!(rendered.as_str(), "https://bücher.example:8080/bücher/%E2%80%AE?q=✓#café");
/// assert_eq!(rendered.host(), "bücher.example");
/// assert_eq!(rendered.registrable_domain(), Some("bücher.example"));
/// # Ok::<(), railurl::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rendered {
    /// The whole rendering.
    text: String,
    /// Where the scheme, `:` and `//` end and the host starts.
    host: Range<usize>,
    /// Where the host's registrable domain starts, if it has one (elision keeps it, or the
    /// whole host when it has none).
    registrable: Option<usize>,
    /// Where the port (with its `:`) ends and the path starts.
    rest: usize,
}

impl Url {
    /// This URL rendered for a person making a trust decision ("URL rendering"); see
    /// [`Rendered`].
    ///
    /// ```
    /// use railurl::Url;
    /// let url = Url::parse("https://examplecorp.com@attacker.example/%F0%9F%94%92")?;
    /// assert_eq!(url.render().to_string(), "https://attacker.example/%F0%9F%94%92");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn render(&self) -> Rendered {
        let mut text = String::with_capacity(self.href().len());
        text.push_str(self.protocol());
        let host_value = self.host_value();
        if host_value.is_some() {
            text.push_str("//");
        }
        let host_start = text.len();
        let mut registrable = None;
        match &host_value {
            Some(Host::Domain(domain)) => {
                text.push_str(&domain_to_unicode(domain));
                registrable = registrable_start(&text, host_start, host_value.as_ref());
            }
            Some(_) => text.push_str(self.hostname()),
            None => {}
        }
        let host = host_start..text.len();
        if !self.port().is_empty() {
            text.push(':');
            text.push_str(self.port());
        }
        let rest = text.len();
        let path = self.pathname();
        if host_value.is_none() && !self.has_opaque_path() && path.starts_with("//") {
            // The serializer's `/.`, so that the path cannot be read as a host.
            text.push_str("/.");
        }
        render_component(path, &mut text);
        if let Some(query) = self.query() {
            text.push('?');
            render_component(query, &mut text);
        }
        if let Some(fragment) = self.fragment() {
            text.push('#');
            render_component(fragment, &mut text);
        }
        Rendered {
            text,
            host,
            registrable,
            rest,
        }
    }
}

/// "Domain to Unicode": UTS 46 ToUnicode with CheckHyphens false, CheckBidi and
/// CheckJoiners true, UseSTD3ASCIIRules false, nontransitional processing,
/// IgnoreInvalidPunycode false; "If an error was recorded, then return domain."
fn domain_to_unicode(domain: &str) -> alloc::borrow::Cow<'_, str> {
    let (unicode, result) =
        Uts46::new().to_unicode(domain.as_bytes(), AsciiDenyList::EMPTY, Hyphens::Allow);
    match result {
        Ok(()) => unicode,
        Err(_) => alloc::borrow::Cow::Borrowed(domain),
    }
}

/// Where, in `text`, the host that starts at `host_start` (and ends `text`) has its
/// registrable domain: as many labels from the right as the ASCII host's registrable domain
/// has (domain to Unicode maps label to label).
fn registrable_start(text: &str, host_start: usize, host: Option<&Host<'_>>) -> Option<usize> {
    let labels = host.and_then(Host::registrable_domain)?.split('.').count();
    let unicode = text.get(host_start..)?;
    // The start of the label `labels` from the right: after the dot before it, or the host's
    // start when the registrable domain is the whole host.
    Some(
        unicode
            .match_indices('.')
            .rev()
            .nth(labels - 1)
            .map_or(host_start, |(dot, _)| host_start + dot + 1),
    )
}

impl Rendered {
    /// The rendering.
    ///
    /// ```
    /// let url = railurl::Url::parse("http://[::1]:8080/%7Euser/")?;
    /// assert_eq!(url.render().as_str(), "http://[::1]:8080/~user/");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The host as rendered: a domain in Unicode, an IP address or opaque host as
    /// serialized; empty when the URL's host is empty or null. ("Browsers may render only a
    /// URL's host in places where it is important for end users to distinguish between the
    /// host and other parts of the URL such as the path.")
    ///
    /// ```
    /// let url = railurl::Url::parse("https://xn--53h.example/x")?;
    /// assert_eq!(url.render().host(), "\u{2615}.example");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn host(&self) -> &str {
        &self.text[self.host.clone()]
    }

    /// The host's registrable domain as rendered (in Unicode), or `None` when the host has
    /// none (it is not a domain, or it is a public suffix).
    ///
    /// ```
    /// let url = railurl::Url::parse("https://shop.xn--80ak6aa92e.co.uk/")?;
    /// assert_eq!(url.render().registrable_domain(), Some("\u{430}\u{440}\u{440}\u{4cf}\u{435}.co.uk"));
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn registrable_domain(&self) -> Option<&str> {
        Some(&self.text[self.registrable?..self.host.end])
    }
}

impl fmt::Display for Rendered {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}
