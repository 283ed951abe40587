//! The standards whose references have RFC 3986's components: RFC 3986's URIs ([`Rfc3986`])
//! and RFC 3987's IRIs (`crate::rfc3987::Rfc3987`, whose `ihier-part` is `hier-part` with
//! `i` names). The forms (`crate::rfc3986::reference`, `crate::rfc3986::owned`) are written
//! once, generic over the standard; a standard contributes its grammar's entry rules.

/// A standard whose references railurl reads into RFC 3986's components: [`Rfc3986`] (URIs)
/// or [`Rfc3987`](crate::rfc3987::Rfc3987) (IRIs). The forms are generic over it
/// ([`Reference`](crate::rfc3986::Reference), [`Identifier`](crate::rfc3986::Identifier),
/// [`AbsoluteIdentifier`](crate::rfc3986::AbsoluteIdentifier) and their owned forms), so code
/// that reads components can serve both. Sealed: railurl's standards are the only ones.
///
/// ```
/// use railurl::rfc3986::{Reference, Standard, UriRef};
/// use railurl::rfc3987::IriRef;
///
/// fn host_and_path<'a, S: Standard>(r: &Reference<'a, S>) -> (Option<&'a str>, &'a str) {
///     (r.host(), r.path())
/// }
/// assert_eq!(host_and_path(&UriRef::parse("//h/p")?), (Some("h"), "/p"));
/// assert_eq!(host_and_path(&IriRef::parse("//ü/ö")?), (Some("ü"), "/ö"));
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
pub trait Standard: sealed::Grammar {}

pub(crate) mod sealed {
    use crate::rfc3986::error::UriError;
    use crate::rfc3986::parts::Parts;
    use core::fmt::Debug;
    use core::hash::Hash;

    /// What a standard's grammar contributes to the generic forms; its syntax module
    /// implements it.
    pub trait Grammar: Copy + Eq + Ord + Hash + Debug + 'static {
        /// The identifier's name in the forms' names (`Uri`: `UriRef`, `Uri`, `AbsoluteUri`,
        /// `UriRefBuf`, ...), for `Debug`.
        const NAME: &'static str;

        /// Which characters beyond ASCII's unreserved ones percent-encoding normalization
        /// decodes: none for URIs, `ucschar` for IRIs (RFC 3987 section 5.3.2.3).
        const DECODE_BEYOND_ASCII: Option<fn(char) -> bool>;

        /// `input` read by the grammar's entry `rule`, in full: its components' offsets, or
        /// where and why not.
        fn read(input: &str, rule: Entry) -> Result<Parts, UriError>;
    }

    /// The entry rules of a standard's grammar, by role.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Entry {
        /// `URI-reference = URI / relative-ref` (RFC 3986 section 4.1), `IRI-reference`.
        Reference,
        /// `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]` (section 3), `IRI`.
        Identifier,
        /// `absolute-URI = scheme ":" hier-part [ "?" query ]` (section 4.3),
        /// `absolute-IRI`.
        Absolute,
        /// The reference rule with RFC 6874's `IP-literal` (zone identifiers) where the
        /// grammar has it (RFC 3986's); the plain reference rule elsewhere.
        ZonedReference,
    }
}

/// RFC 3986, "Uniform Resource Identifier (URI): Generic Syntax": the standard of
/// [`UriRef`](crate::rfc3986::UriRef), [`Uri`](crate::rfc3986::Uri) and
/// [`AbsoluteUri`](crate::rfc3986::AbsoluteUri), which are the generic forms with this
/// parameter. It has no values; it names the grammar.
///
/// ```
/// use railurl::rfc3986::{Reference, Rfc3986, UriRef};
/// let r: Reference<'_, Rfc3986> = UriRef::parse("a:b")?;
/// assert_eq!(r.scheme(), Some("a"));
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rfc3986 {}

impl Standard for Rfc3986 {}
