//! RFC 3987, "Internationalized Resource Identifiers (IRIs)": IRI references recognized by
//! code generated from section 2.2's ABNF, and their mapping to URIs (section 3.1).
//!
//! `grammar/rfc3987.abnf` is section 2.2 verbatim; its terminals are characters, which the
//! generator compiles to UTF-8, so the recognizer runs over the bytes of a `&str` in one pass,
//! like RFC 3986's. The components and their getters are RFC 3986's
//! ([`crate::rfc3986::HostKind`], [`crate::rfc3986::PathKind`], [`crate::rfc3986::Host`]):
//! the forms are RFC 3986's generic ones ([`crate::rfc3986::Reference`], ...) for the
//! [`Rfc3987`] standard. Failures are [`crate::rfc3986::UriError`]s naming the IRI rule.
//!
//! - [`IriRef`] (`IRI-reference`), [`Iri`] (`IRI`), [`AbsoluteIri`] (`absolute-IRI`), and the
//!   owned [`IriRefBuf`], [`IriBuf`], [`AbsoluteIriBuf`].
//! - `to_uri()` on each: the URI (reference) of section 3.1, non-ASCII characters
//!   percent-encoded as UTF-8; the other way, for display,
//!   [`UriRef::to_iri`](crate::rfc3986::UriRef::to_iri) (section 3.2).
//! - Resolution (section 6.5, RFC 3986's):
//!   [`resolve_against`](crate::rfc3986::Reference::resolve_against),
//!   [`resolve_with`](crate::rfc3986::Reference::resolve_with); the comparison ladder
//!   (section 5.3): [`normalize`](crate::rfc3986::Reference::normalize),
//!   [`normalize_syntax`](crate::rfc3986::Reference::normalize_syntax),
//!   [`eq_normalized`](crate::rfc3986::Reference::eq_normalized).
//!
//! ```
//! use railurl::rfc3987::{Iri, IriRef};
//! let iri = Iri::parse("https://ja.wikipedia.org/wiki/日本語#歴史")?;
//! assert_eq!(iri.path(), "/wiki/日本語");
//! assert_eq!(
//!     iri.to_uri().as_str(),
//!     "https://ja.wikipedia.org/wiki/%E6%97%A5%E6%9C%AC%E8%AA%9E#%E6%AD%B4%E5%8F%B2"
//! );
//! // U+FFEF is a ucschar; U+FFFD (among the specials, U+FFF0 to U+FFFF) is not; private use
//! // (U+E000) only in queries.
//! assert!(IriRef::parse("\u{FFEF}").is_ok());
//! assert!(IriRef::parse("\u{FFFD}").is_err());
//! assert!(IriRef::parse("#\u{E000}").is_err());
//! # Ok::<(), railurl::rfc3986::UriError>(())
//! ```

mod chars;
mod convert;
mod iri;
mod mapping;
mod syntax;

pub use iri::{AbsoluteIri, AbsoluteIriBuf, Iri, IriBuf, IriRef, IriRefBuf, Rfc3987};
