//! # railurl
//!
//! A parser for the [WHATWG URL Standard](https://url.spec.whatwg.org/) whose parser is a
//! grammar.
//!
//! ## The pipeline
//!
//! ```text
//! input ──preprocess──▶ cleaned &str ──grammar/url.pest (syntax)──▶ parse tree (Node)
//!       ──semantics──▶ UrlRecord ──serialize──▶ Url (href + component offsets)
//! ```
//!
//! 1. [`syntax`]: `grammar/url.pest` turns the input into a parse tree. `build.rs` compiles the
//!    grammar (read with pest_meta) into a specialized recognizer; pest_derive compiles the
//!    same file onto pest's runtime ([`syntax::UrlGrammar`]) for tinkering and as the reference
//!    the recognizer is tested against. The entry rule is chosen from the base URL, as the
//!    spec's "no scheme state" does.
//! 2. `semantics`: walks the tree. Which rule matched decides what happens: building the URL
//!    record, resolving against the base, percent-encoding, host parsing (IDNA, IPv4, IPv6).
//! 3. [`UrlRecord`]: the spec's URL record, shared with the prose engine ([`prose`], the
//!    spec's state machine transcribed; [`Engine`] selects either).
//! 4. The serializer produces the href; [`Url`] gives the WHATWG getters as slices of it.
//!
//! ```
//! use railurl::Url;
//! let base = Url::parse("https://example.org/a/b")?;
//! let url = base.join("../c?x#y")?;
//! assert_eq!(url.href(), "https://example.org/c?x#y");
//! assert_eq!((url.pathname(), url.search(), url.hash()), ("/c", "?x", "#y"));
//! # Ok::<(), railurl::ParseError>(())
//! ```
//!
//! ## Validation errors
//!
//! [`Url::parse_with_diagnostics`] also returns the spec's validation errors as
//! [`Diagnostic`]s (a [`DiagnosticKind`] per row of the spec's table, a byte span of the input
//! as given, a message, caret rendering); both engines report them through a [`Report`] sink,
//! which plain parsing sets to [`Ignore`]. [`is_valid_url_string`] runs the strict "URL
//! writing" grammar, `grammar/writing.pest`.
//!
//! ```
//! use railurl::{is_valid_url_string, DiagnosticKind, Url};
//! let (url, diagnostics) = Url::parse_with_diagnostics("https:example.org", None);
//! assert_eq!(url?.href(), "https://example.org/");
//! assert_eq!(diagnostics[0].kind, DiagnosticKind::SpecialSchemeMissingFollowingSolidus);
//! assert_eq!(is_valid_url_string("https:example.org", None).unwrap_err().at, 6);
//! # Ok::<(), railurl::ParseError>(())
//! ```
//!
//! ## Query strings
//!
//! [`form_urlencoded`] is the spec's application/x-www-form-urlencoded parser and serializer;
//! [`UrlSearchParams`] is the `URLSearchParams` class on top of it. [`Url::search_params`]
//! reads a URL's query as one; [`Url::search_params_mut`] changes the URL's query through one.
//!
//! ```
//! use railurl::Url;
//! let mut url = Url::parse("https://example.org/search?q=a+b")?;
//! assert_eq!(url.search_params().get("q"), Some("a b"));
//! url.search_params_mut().append("page", "2");
//! assert_eq!(url.href(), "https://example.org/search?q=a+b&page=2");
//! # Ok::<(), railurl::ParseError>(())
//! ```
//!
//! ## Features
//!
//! - `serde`: [`Url`] serializes as its href and deserializes by parsing (a failure is a serde
//!   error naming the spec failure); [`Origin`] serializes as its ASCII serialization.
//!
//! ```
//! # #[cfg(feature = "serde")] {
//! let url: railurl::Url = serde_json::from_str(r#""HTTP://A.b/c""#).unwrap();
//! assert_eq!(serde_json::to_string(&url).unwrap(), r#""http://a.b/c""#);
//! assert_eq!(serde_json::to_string(&url.origin()).unwrap(), r#""http://a.b""#);
//! assert!(serde_json::from_str::<railurl::Url>(r#""http://[::1""#).is_err());
//! # }
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod conformance;
pub mod diagnostic;
mod engine;
mod error;
pub mod form_urlencoded;
pub mod host;
mod origin;
pub mod percent;
pub mod prose;
pub mod record;
mod search_params;
mod semantics;
#[cfg(feature = "serde")]
mod serde_impls;
mod serialize;
mod setters;
pub mod syntax;
mod url;
mod writing;

pub use diagnostic::{is_url_code_point, Diagnostic, DiagnosticKind, Ignore, Report};
pub use engine::Engine;
pub use error::ParseError;
pub use origin::Origin;
pub use record::{Host, Path, UrlRecord};
pub use search_params::{UrlSearchParams, UrlSearchParamsIter, UrlSearchParamsMut};
pub use setters::{Component, StateOverride};
pub use url::Url;
pub use writing::{is_valid_url_string, Mismatch};

/// The README's Rust examples, compiled and run as doctests so they stay true.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
