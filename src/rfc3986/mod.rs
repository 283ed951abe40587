//! RFC 3986 (STD 66), "Uniform Resource Identifier (URI): Generic Syntax": URI references
//! recognized by code generated from the RFC's own ABNF.
//!
//! `grammar/rfc3986.abnf` is Appendix A verbatim (with RFC 5234's core rules,
//! `grammar/rfc5234-core.abnf`); build.rs compiles its `URI-reference`, `URI` and
//! `absolute-URI` rules into tagged DFAs that match the whole input in one pass and record
//! where each component starts and ends. The language is exactly the ABNF's: alternatives
//! are unordered and repetition is not greedy, so nothing valid is rejected; where the ABNF
//! allows several parses, the first alternative wins (a host that is an `IPv4address` is not a
//! `reg-name`, section 3.2.2).
//!
//! ```text
//! input ──tagged DFA (grammar/rfc3986.abnf)──▶ component offsets ──▶ UriRef / Uri / AbsoluteUri
//! ```
//!
//! - [`UriRef`] (`URI-reference`), [`Uri`] (`URI`) and [`AbsoluteUri`] (`absolute-URI`)
//!   borrow the input; [`UriRefBuf`], [`UriBuf`] and [`AbsoluteUriBuf`] own it. They are
//!   the generic forms ([`Reference`], [`Identifier`], [`AbsoluteIdentifier`] and their owned
//!   forms) for the [`Standard`] [`Rfc3986`]; RFC 3987's IRIs are the same forms for
//!   [`Rfc3987`](crate::rfc3987::Rfc3987), so the getters, resolution and normalization are
//!   written once.
//! - Getters return the components as written: `Option<&str>` for the optional ones (absent
//!   is `None`, empty is `Some("")`), `&str` for the path. [`Host`] is the host as a typed value.
//! - A failure is a [`UriError`]: the rule, the byte offset, and what the grammar expected
//!   there.
//! - RFC 6874's zone identifiers (`grammar/rfc6874.abnf`) with
//!   [`UriRef::parse_with_zone_id`].
//! - Section 5, reference resolution: [`Reference::resolve_against`] (strict, the base as
//!   given) and [`Reference::resolve_with`] ([`ResolveOptions`]: non-strict, normalized base),
//!   [`remove_dot_segments`]; the inverse, [`Uri::relativize`].
//! - Section 6, normalization and comparison: [`Reference::normalize`] (syntax- and
//!   scheme-based), [`Reference::normalize_syntax`], [`Reference::eq_normalized`].
//! - RFC 3987 section 3.2, the IRI that displays a URI: [`UriRef::to_iri`].
//!
//! ```
//! use railurl::rfc3986::{Host, HostKind, Uri, UriRef};
//! let uri = Uri::parse("http://user@192.168.0.1:8080/a/b?x=1#top")?;
//! assert_eq!(uri.scheme(), "http");
//! assert_eq!((uri.userinfo(), uri.host(), uri.port()), (Some("user"), Some("192.168.0.1"), Some("8080")));
//! assert_eq!(uri.host_kind(), Some(HostKind::Ipv4));
//! assert_eq!((uri.path(), uri.query(), uri.fragment()), ("/a/b", Some("x=1"), Some("top")));
//!
//! assert_eq!(UriRef::parse("http://1.2.3.4.5/")?.host_kind(), Some(HostKind::RegName));
//! let e = UriRef::parse("http://[::1/").unwrap_err();
//! assert_eq!(e.position(), 11);
//! assert_eq!(e.expected(), ["DIGIT", "\".\"", "\":\"", "HEXDIG", "\"]\""]);
//! # Ok::<(), railurl::rfc3986::UriError>(())
//! ```

pub(crate) mod error;
pub(crate) mod host;
pub(crate) mod normalize;
pub(crate) mod owned;
pub(crate) mod parts;
pub(crate) mod recompose;
pub(crate) mod reference;
pub(crate) mod relativize;
pub(crate) mod resolve;
pub(crate) mod standard;
pub(crate) mod syntax;
pub(crate) mod uri;

pub use error::{UriError, UriErrorKind, END_OF_INPUT};
pub use host::Host;
pub use owned::{AbsoluteIdentifierBuf, IdentifierBuf, ReferenceBuf};
pub use parts::{HostKind, PathKind};
pub use reference::{AbsoluteIdentifier, Identifier, Reference};
pub use resolve::{remove_dot_segments, ResolveOptions};
pub use standard::{Rfc3986, Standard};
pub use uri::{AbsoluteUri, AbsoluteUriBuf, Uri, UriBuf, UriRef, UriRefBuf};
