//! A URL's public suffix and registrable domain ("Host miscellaneous"): those of its host,
//! borrowed from the URL's serialization.

use crate::api::url::Url;
use crate::psl::Sections;

impl Url {
    /// The public suffix of the URL's host by the whole Public Suffix List (the URL
    /// Standard's "public suffix"): `None` (null) when the host is not a domain (an IP
    /// address, an opaque, empty or null host); the domain's trailing dot kept; ASCII.
    ///
    /// ```
    /// use railurl::Url;
    /// assert_eq!(Url::parse("https://www.example.co.uk/")?.public_suffix(), Some("co.uk"));
    /// assert_eq!(Url::parse("https://bücher.example.com./")?.public_suffix(), Some("com."));
    /// assert_eq!(Url::parse("https://127.0.0.1/")?.public_suffix(), None);
    /// assert_eq!(Url::parse("foo://example.com/")?.public_suffix(), None); // an opaque host
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn public_suffix(&self) -> Option<&str> {
        self.public_suffix_in(Sections::All)
    }

    /// The registrable domain of the URL's host by the whole Public Suffix List (the URL
    /// Standard's "registrable domain"): `None` (null) when the host is not a domain or is
    /// itself a public suffix; otherwise the public suffix and the label preceding it,
    /// trailing dot kept; ASCII.
    ///
    /// ```
    /// use railurl::Url;
    /// let url = Url::parse("https://user:pass@WWW.Bücher.example.co.uk:8443/p?q#f")?;
    /// assert_eq!(url.registrable_domain(), Some("example.co.uk"));
    /// assert_eq!(Url::parse("https://whatwg.github.io/")?.registrable_domain(), Some("whatwg.github.io"));
    /// assert_eq!(Url::parse("https://github.io/")?.registrable_domain(), None);
    /// assert_eq!(Url::parse("http://localhost:8080/")?.registrable_domain(), None);
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn registrable_domain(&self) -> Option<&str> {
        self.registrable_domain_in(Sections::All)
    }

    /// [`Url::public_suffix`] by the rules of `sections` alone.
    ///
    /// ```
    /// use railurl::{psl::Sections, Url};
    /// let url = Url::parse("https://whatwg.github.io/")?;
    /// assert_eq!(url.public_suffix_in(Sections::Icann), Some("io"));
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn public_suffix_in(&self, sections: Sections) -> Option<&str> {
        sections.public_suffix(self.domain()?)
    }

    /// [`Url::registrable_domain`] by the rules of `sections` alone.
    ///
    /// ```
    /// use railurl::{psl::Sections, Url};
    /// let url = Url::parse("https://whatwg.github.io/")?;
    /// assert_eq!(url.registrable_domain_in(Sections::Icann), Some("github.io"));
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn registrable_domain_in(&self, sections: Sections) -> Option<&str> {
        sections.registrable_domain(self.domain()?)
    }
}
