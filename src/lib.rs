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
//! 1. [`syntax`]: `grammar/url.pest`, compiled by pest, turns the input into a parse tree. The
//!    entry rule is chosen from the base URL, as the spec's "no scheme state" does.
//! 2. `semantics`: walks the tree. Which rule matched decides what happens: building the URL
//!    record, resolving against the base, percent-encoding, host parsing (IDNA, IPv4, IPv6).
//! 3. [`UrlRecord`]: the spec's URL record, shared with the prose engine.
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
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod conformance;
mod engine;
mod error;
pub mod host;
mod origin;
pub mod percent;
pub mod prose;
pub mod record;
mod semantics;
mod serialize;
mod setters;
pub mod syntax;
mod url;

pub use engine::Engine;
pub use error::ParseError;
pub use origin::Origin;
pub use record::{Host, Path, UrlRecord};
pub use setters::{Component, StateOverride};
pub use url::Url;

/// The README's Rust examples, compiled and run as doctests so they stay true.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
