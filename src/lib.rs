//! # railurl
//!
//! URLs parsed exactly as the [WHATWG URL Standard](https://url.spec.whatwg.org/) says, by a
//! parser that *is a grammar* (`grammar/entry.pest` and the files it names).
//!
//! ## Parse and resolve
//!
//! [`Url::parse`] parses an absolute URL; [`Url::join`] (or [`Url::parse_with_base`]) resolves
//! a reference against a base. A failure is a [`ParseError`] naming the spec's failure.
//!
//! ```
//! use railurl::Url;
//! let base = Url::parse("https://example.org/a/b")?;
//! let url = base.join("../c?x#y")?;
//! assert_eq!(url.href(), "https://example.org/c?x#y");
//! assert_eq!(Url::parse("http://[::1").unwrap_err().spec_name(), "IPv6-unclosed");
//! assert!(!Url::can_parse("no-scheme", None));
//! # Ok::<(), railurl::ParseError>(())
//! ```
//!
//! ## Read components
//!
//! [`Url`] has the `URL` class's getters, with their names and meaning, and
//! [`Url::record`] gives the spec's URL record ([`UrlRecord`], with a typed [`Host`]).
//!
//! ```
//! use railurl::{Host, Url};
//! let url = Url::parse("HTTPS://user@EXAMPLE.com:8443/p?q#f")?;
//! assert_eq!((url.protocol(), url.username(), url.hostname()), ("https:", "user", "example.com"));
//! assert_eq!((url.port(), url.pathname(), url.search(), url.hash()), ("8443", "/p", "?q", "#f"));
//! assert_eq!(url.origin().to_string(), "https://example.com:8443");
//! assert!(matches!(url.record().host, Some(Host::Domain(_))));
//! # Ok::<(), railurl::ParseError>(())
//! ```
//!
//! ## Mutate
//!
//! The `URL` class's setters (`set_pathname`, `set_host`, ...; [`Url::set_href`] is the one
//! that can fail), with the spec's state overrides.
//!
//! ```
//! use railurl::Url;
//! let mut url = Url::parse("https://example.org/a?x#f")?;
//! url.set_pathname("/b c/../d");
//! url.set_port("8443");
//! url.set_hash("");
//! assert_eq!(url.href(), "https://example.org:8443/d?x");
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
//! ## Diagnostics
//!
//! [`Url::parse_with_diagnostics`] also returns the spec's validation errors as
//! [`Diagnostic`]s (a [`DiagnosticKind`] per row of the spec's table, a byte span of the input
//! as given, a message, caret rendering). Plain parsing does none of this work. With the
//! `writing` feature (on by default), `is_valid_url_string` runs the strict "URL writing"
//! grammar, `grammar/writing.pest`.
//!
//! ```
//! use railurl::{DiagnosticKind, Url};
//! let (url, diagnostics) = Url::parse_with_diagnostics("https:example.org", None);
//! assert_eq!(url?.href(), "https://example.org/");
//! assert_eq!(diagnostics[0].kind, DiagnosticKind::SpecialSchemeMissingFollowingSolidus);
//! # #[cfg(feature = "writing")]
//! assert_eq!(railurl::is_valid_url_string("https:example.org", None).unwrap_err().at, 6);
//! # Ok::<(), railurl::ParseError>(())
//! ```
//!
//! ## RFC 3986, RFC 3987 and RFC 2396
//!
//! [`rfc3986`], [`rfc3987`] and [`rfc2396`] (feature `rfc`, on by default) recognize URI
//! references, IRI references and RFC 2396's URIs with code build.rs generates from the RFCs'
//! own ABNF (`grammar/*.abnf`): the exact language of the grammar, the components as slices of
//! the input, a typed host.
//!
//! ```
//! # #[cfg(feature = "rfc")]
//! # fn main() -> Result<(), railurl::rfc3986::UriError> {
//! use railurl::rfc3986::{HostKind, UriRef};
//! let r = UriRef::parse("ldap://[2001:db8::7]/c=GB?objectClass?one")?;
//! assert_eq!((r.host_kind(), r.path(), r.query()), (Some(HostKind::Ipv6), "/c=GB", Some("objectClass?one")));
//! # Ok(())
//! # }
//! # #[cfg(not(feature = "rfc"))]
//! # fn main() {}
//! ```
//!
//! ## Features
//!
//! - `std` (default): `Url::from_file_path`, `from_directory_path` and `to_file_path`
//!   (`std::path` types), `Url::socket_addrs` (name resolution), reuse of the parser's token
//!   lists between parses on a thread, and the dependencies' std features. Without it the
//!   crate is `no_std` with `alloc`, and everything else works the same (the text forms of
//!   file paths, `from_unix_file_path`, `to_windows_file_path`, ..., included).
//! - `writing` (default): `is_valid_url_string` (grammar/writing.pest, compiled by build.rs
//!   like the URL grammar; no dependencies).
//! - `rfc` (default): [`rfc3986`], [`rfc3987`] and [`rfc2396`] (the RFCs' ABNF, compiled by
//!   build.rs; no dependencies). Without it the build step skips the ABNF generator.
//! - `serde`: [`Url`] serializes as its href and deserializes by parsing (a failure is a serde
//!   error naming the spec failure); [`Origin`] serializes as its ASCII serialization.
//! - `pest-runtime`: for tinkering with the grammar, `syntax::UrlGrammar` (the URL grammar
//!   on pest's runtime), `syntax::parse_rule_with_pest` and `syntax::with_grammar`. Parsing
//!   never needs it. It implies `std` (the run-time grammar is per-thread state).
//! - `urlpattern`: `pattern::UrlPattern`, the URL Pattern Standard (grammar/pattern.pest on
//!   pest's runtime; regress for `( … )` regexp groups only).
//! - `psl`: hosts as the standards see them, by the Public Suffix List compiled in
//!   (`data/psl/`, version in `psl::LIST`): `Url::public_suffix` and
//!   `Url::registrable_domain` (also on `Host`, and for the list's ICANN section alone, in
//!   `psl`), HTML's sites (`Origin::site`, `is_same_site`, `is_schemelessly_same_site`), and
//!   "URL rendering" (`Url::render`, docs/rendering.md).
//!
//! With `default-features = false` the library is `no_std + alloc` and depends on `idna` and
//! `percent-encoding` only. `writing`, `rfc`, `serde`, `urlpattern` and `psl` work without
//! `std` too.
//!
//! ```
//! # #[cfg(feature = "psl")] {
//! let url = railurl::Url::parse("https://user@www.xn--bcher-kva.co.uk/%C3%A9t%C3%A9").unwrap();
//! assert_eq!(url.registrable_domain(), Some("xn--bcher-kva.co.uk"));
//! assert_eq!(url.origin().site().to_string(), "https://xn--bcher-kva.co.uk");
//! assert_eq!(url.render().to_string(), "https://www.bücher.co.uk/été");
//! # }
//! ```
//!
//! ```
//! # #[cfg(feature = "serde")] {
//! let url: railurl::Url = serde_json::from_str(r#""HTTP://A.b/c""#).unwrap();
//! assert_eq!(serde_json::to_string(&url).unwrap(), r#""http://a.b/c""#);
//! assert_eq!(serde_json::to_string(&url.origin()).unwrap(), r#""http://a.b""#);
//! assert!(serde_json::from_str::<railurl::Url>(r#""http://[::1""#).is_err());
//! # }
//! ```
//!
//! ## How it works
//!
//! ```text
//! input ──preprocess──▶ &str ──recognizer (grammar/*.pest)──▶ tokens ──lowering──▶ typed tree
//!       ──semantic actions──▶ UrlRecord ──serializer──▶ Url (href + component offsets)
//! ```
//!
//! 1. `src/semantics/preprocess.rs`: the basic URL parser's first steps (trimming C0 control
//!    or space, removing ASCII tab or newline).
//! 2. [`syntax`] (the tinkering API): `build.rs` compiles the URL grammar (`grammar/entry.pest`
//!    and the files it names) into a recognizer that turns the input into tokens, one per rule
//!    match; the entry rule is chosen from the base URL, as the spec's "no scheme state" does.
//!    [`syntax::ast`] lowers the tokens into typed nodes with spans.
//! 3. `src/semantics/`: the semantic actions. Which production matched decides what happens:
//!    building the [`UrlRecord`], resolving against the base, percent-encoding, host parsing
//!    (IDNA, IPv4, IPv6). A failure is a [`ParseError`] with the span where it was reached.
//! 4. `src/serialize.rs` produces the href; [`Url`] (`src/api/url.rs`) gives the WHATWG
//!    getters as slices of it.
//!
//! Before all this, [`Url::parse`] tries the canonical fast path ([`fast`],
//! `src/fast_path.rs`): a recognizer generated from `grammar/canonical.pest`, which holds only
//! URL strings the parser returns unchanged. On a match the `Url` is the input copied once,
//! with offsets from the match. When it declines, the near-canonical fast path
//! (`src/near_canonical.rs`, `grammar/near_canonical.pest`) writes the serialization of a
//! special URL whose components each need only a simple rewriting (case, default port, `\`,
//! dot segments, percent-encoding) from its DFA's spans. The prose engine ([`prose`], the spec's state machine
//! transcribed; [`Engine`] selects either) builds the same [`UrlRecord`] as the grammar engine.
//! ARCHITECTURE.md maps every module and every section of the URL Standard to its code.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
// docs.rs (Cargo.toml's [package.metadata.docs.rs]) marks each feature-gated item with its feature.
#![cfg_attr(docsrs, feature(doc_cfg))]

// `#![no_std]` always, so that no module uses std by accident: alloc is everything the parser
// needs, and the few std-only items (file paths, socket addresses, thread-local reuse) name
// `std` under the `std` feature.
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

#[cfg(feature = "rfc")]
mod abnf;
mod api;
mod code_points;
pub mod diagnostic;
mod engine;
mod error;
mod failing;
mod fast_path;
pub mod form_urlencoded;
pub mod host;
mod near_canonical;
#[cfg(feature = "urlpattern")]
pub mod pattern;
pub mod percent;
pub mod prose;
#[cfg(feature = "psl")]
pub mod psl;
pub mod record;
#[cfg(feature = "rfc")]
pub mod rfc2396;
#[cfg(feature = "rfc")]
pub mod rfc3986;
#[cfg(feature = "rfc")]
pub mod rfc3987;
mod semantics;
mod serialize;
mod spare_strings;
pub mod syntax;
mod validation_errors;

pub use api::fast;
pub use api::fast::Href;
pub use api::file_path::FilePathError;
pub use api::host_view::{domain_to_unicode, parse_host, HostView};
pub use api::href_into::{href_into, href_unless_input};
pub use api::opaque_origin::OpaqueOrigin;
pub use api::origin::Origin;
pub use api::path_segments::{PathSegments, PathSegmentsMut};
pub use api::position::Position;
pub use api::query_pairs::{FormPairs, QueryPairsMut};
#[cfg(feature = "psl")]
pub use api::render;
pub use api::search_params::{UrlSearchParams, UrlSearchParamsIter, UrlSearchParamsMut};
pub use api::setters::Component;
#[cfg(feature = "psl")]
pub use api::site::Site;
pub use api::try_setters::SetterError;
pub use api::url::Url;
#[cfg(feature = "writing")]
pub use api::writing::{is_valid_url_string, Mismatch};
pub use code_points::is_url_code_point;
pub use diagnostic::{Diagnostic, DiagnosticKind, Ignore, Report};
pub use engine::Engine;
pub use error::{ParseError, ParseErrorKind};
pub use record::{Host, Path, StateOverride, UrlRecord};

/// The README's Rust examples, compiled and run as doctests so they stay true.
#[doc = include_str!("../README.md")]
#[cfg(all(doctest, feature = "writing"))]
pub struct ReadmeDoctests;

/// docs/library.md's examples, run as doctests too.
#[doc = include_str!("../docs/library.md")]
#[cfg(all(doctest, feature = "std", feature = "writing"))]
pub struct LibraryDocDoctests;

/// docs/rendering.md's examples, run as doctests too.
#[doc = include_str!("../docs/rendering.md")]
#[cfg(all(doctest, feature = "psl"))]
pub struct RenderingDocDoctests;

/// docs/uri.md's examples, run as doctests too.
#[doc = include_str!("../docs/uri.md")]
#[cfg(all(doctest, feature = "rfc"))]
pub struct UriDocDoctests;

/// docs/urlpattern.md's examples, run as doctests too.
#[doc = include_str!("../docs/urlpattern.md")]
#[cfg(all(doctest, feature = "urlpattern"))]
pub struct UrlPatternDocDoctests;
