//! Public suffixes and registrable domains ("Host miscellaneous" in the URL Standard), by the
//! Public Suffix List compiled into the library (feature `psl`).
//!
//! "To obtain the public suffix of a host host": null if host is not a domain; otherwise the
//! public suffix the list's formal algorithm finds, keeping host's trailing dot. "To obtain
//! the registrable domain": null if the public suffix is null or equals host; otherwise the
//! public suffix and the domain label preceding it, trailing dot kept. Both are ASCII.
//!
//! ```
//! use railurl::psl::{self, Sections};
//! assert_eq!(psl::public_suffix("www.example.co.uk"), Some("co.uk"));
//! assert_eq!(psl::registrable_domain("www.example.co.uk"), Some("example.co.uk"));
//! assert_eq!(psl::registrable_domain("whatwg.github.io."), Some("whatwg.github.io."));
//! assert_eq!(psl::registrable_domain("github.io"), None); // itself a public suffix
//! // The ICANN section alone (Common Crawl's `registry_suffix` and `registered_domain`).
//! assert_eq!(Sections::Icann.public_suffix("whatwg.github.io"), Some("io"));
//! assert_eq!(Sections::Icann.registrable_domain("whatwg.github.io"), Some("github.io"));
//! ```
//!
//! The same on a [`Host`](crate::record::Host) (`host.registrable_domain()`, null for IP
//! addresses, opaque and empty hosts) and on a [`Url`](crate::Url)
//! (`url.registrable_domain()`), which borrow the answer from the host.
//!
//! # Which list
//!
//! [`LIST`] says which version of the list is compiled in: the `// VERSION:` and `// COMMIT:`
//! lines of `data/psl/public_suffix_list.dat`. To refresh it, download
//! <https://publicsuffix.org/list/public_suffix_list.dat> over that file and build again
//! (`data/psl/README.md`). The whole list (its ICANN and private sections) is the spec's; the
//! URL Standard warns that the list "will diverge from client to client", so a registrable
//! domain is no security boundary: prefer origins for that.
//!
//! # Domains that are not DNS names
//!
//! The host parser accepts domains with empty labels (`a..example`, `.example.com`). Their
//! public suffix is what the algorithm gives, where a wildcard `*` matches any label but an
//! empty one (the list's format: "any valid sequence of characters in a hostname part");
//! their registrable domain is null when the
//! domain starts with a dot (as the list's own tests `checkPublicSuffix('.example.com',
//! null)` say) or when the label preceding the public suffix is empty (so a registrable
//! domain never starts with a dot). Other empty labels, left of the registrable domain, do
//! not matter.

mod format;
mod lookup;
mod record_host;
mod table;

/// Which of the list's rules count.
///
/// ```
/// use railurl::psl::Sections;
/// assert_eq!(Sections::All.registrable_domain("a.b.blogspot.com"), Some("b.blogspot.com"));
/// assert_eq!(Sections::Icann.registrable_domain("a.b.blogspot.com"), Some("blogspot.com"));
/// assert_eq!(Sections::default(), Sections::All);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Sections {
    /// The whole list, its ICANN and its private section: what the URL Standard's "public
    /// suffix" and "registrable domain" use (and browsers, for cookies and sites).
    #[default]
    All,
    /// The ICANN section alone: the suffixes registries offer, without the private
    /// section's (`github.io`, `blogspot.com`, ...). Common Crawl's `registry_suffix` and
    /// `registered_domain` columns are these, its `private_suffix` and `private_domain` the
    /// whole list's.
    Icann,
}

impl Sections {
    /// The flags of the rules that count.
    fn rules(self) -> u8 {
        match self {
            Sections::All => lookup::ALL_RULES,
            Sections::Icann => lookup::ICANN_RULES,
        }
    }

    /// The public suffix of `domain` by these sections' rules: the labels of `domain` that
    /// the prevailing rule matches, with `domain`'s trailing dot if it has one; `None` only
    /// for the empty string.
    ///
    /// `domain` is a domain as the host parser gives it (ASCII, lowercase; use
    /// [`parse_host`](crate::parse_host) or a [`Url`](crate::Url) for anything else). ASCII
    /// letters match whatever their case, and the answer is a slice of `domain`; the list
    /// holds Unicode labels as A-labels, so a label outside ASCII matches no rule.
    ///
    /// ```
    /// use railurl::psl::Sections;
    /// assert_eq!(Sections::All.public_suffix("a.b.kobe.jp"), Some("b.kobe.jp")); // *.kobe.jp
    /// assert_eq!(Sections::All.public_suffix("www.city.kobe.jp"), Some("kobe.jp")); // !city.kobe.jp
    /// assert_eq!(Sections::All.public_suffix("example.unlisted"), Some("unlisted")); // implicit *
    /// assert_eq!(Sections::All.public_suffix("EXAMPLE.CO.UK"), Some("CO.UK"));
    /// assert_eq!(Sections::All.public_suffix(""), None);
    /// ```
    pub fn public_suffix(self, domain: &str) -> Option<&str> {
        if domain.is_empty() {
            return None;
        }
        let body = domain.strip_suffix('.').unwrap_or(domain);
        let (start, _) = lookup::public_suffix_start(&table::TABLE, body.as_bytes(), self.rules());
        domain.get(start..)
    }

    /// The registrable domain of `domain` by these sections' rules: its public suffix and
    /// the label preceding it, with `domain`'s trailing dot if it has one; `None` when
    /// `domain` is itself a public suffix (or is empty, starts with a dot, or has an empty
    /// label before its public suffix: see the [module docs](self)).
    ///
    /// `domain` is read as [`Sections::public_suffix`] says.
    ///
    /// ```
    /// use railurl::psl::Sections;
    /// assert_eq!(Sections::All.registrable_domain("a.b.c.kobe.jp"), Some("b.c.kobe.jp"));
    /// assert_eq!(Sections::All.registrable_domain("c.kobe.jp"), None);
    /// assert_eq!(Sections::All.registrable_domain("example.com."), Some("example.com."));
    /// assert_eq!(Sections::All.registrable_domain(".example.com"), None);
    /// ```
    pub fn registrable_domain(self, domain: &str) -> Option<&str> {
        if domain.is_empty() || domain.starts_with('.') {
            return None;
        }
        let body = domain.strip_suffix('.').unwrap_or(domain);
        // "If host's public suffix is null or host's public suffix equals host, then return
        // null."
        let (start, before) =
            lookup::public_suffix_start(&table::TABLE, body.as_bytes(), self.rules());
        let label = before?;
        if label + 1 == start {
            // The label before the public suffix is empty.
            return None;
        }
        domain.get(label..)
    }
}

/// The public suffix of `domain` by the whole list, as the URL Standard's "public suffix"
/// (the same as [`Sections::All`]`.public_suffix(domain)`; `domain` as that says).
///
/// ```
/// assert_eq!(railurl::psl::public_suffix("whatwg.github.io"), Some("github.io"));
/// assert_eq!(railurl::psl::public_suffix("xn--kgbechtv"), Some("xn--kgbechtv"));
/// ```
pub fn public_suffix(domain: &str) -> Option<&str> {
    Sections::All.public_suffix(domain)
}

/// The registrable domain of `domain` by the whole list, as the URL Standard's "registrable
/// domain" (the same as [`Sections::All`]`.registrable_domain(domain)`; `domain` as that
/// says).
///
/// ```
/// assert_eq!(railurl::psl::registrable_domain("sub.www.example.com"), Some("example.com"));
/// assert_eq!(railurl::psl::registrable_domain("com"), None);
/// ```
pub fn registrable_domain(domain: &str) -> Option<&str> {
    Sections::All.registrable_domain(domain)
}

/// The version of the Public Suffix List compiled into the library.
///
/// ```
/// let list = railurl::psl::LIST;
/// assert_eq!(list.commit.len(), 40);
/// assert!(list.version.ends_with("_UTC"));
/// assert!(list.icann_rules > 5000 && list.private_rules > 1000);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ListVersion {
    /// The list's `// VERSION:` line: when it was built, as `2026-08-19_19-18-36_UTC`.
    pub version: &'static str,
    /// The list's `// COMMIT:` line: the commit of <https://github.com/publicsuffix/list>.
    pub commit: &'static str,
    /// How many rules the ICANN section has.
    pub icann_rules: usize,
    /// How many rules the private section has.
    pub private_rules: usize,
}

/// The Public Suffix List compiled into the library: its version and size.
///
/// ```
/// println!("Public Suffix List {} ({})", railurl::psl::LIST.version, railurl::psl::LIST.commit);
/// ```
pub const LIST: ListVersion = ListVersion {
    version: table::VERSION,
    commit: table::COMMIT,
    icann_rules: table::ICANN_RULES,
    private_rules: table::PRIVATE_RULES,
};
