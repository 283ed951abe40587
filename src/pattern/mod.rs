//! The [URL Pattern Standard](https://urlpattern.spec.whatwg.org/) (feature `urlpattern`):
//! [`UrlPattern`] matches URLs against patterns such as `https://*.example.com/books/:id`.
//!
//! ```
//! use railurl::pattern::UrlPattern;
//! let pattern = UrlPattern::parse("https://*.example.com/books/:id", None)?;
//! let result = pattern.exec("https://shop.example.com/books/42", None)?.unwrap();
//! assert_eq!(result.hostname.group("0"), Some(Some("shop")));
//! assert_eq!(result.pathname.group("id"), Some(Some("42")));
//! # Ok::<(), railurl::pattern::PatternError>(())
//! ```
//!
//! ## How it works
//!
//! ```text
//! constructor string ──tokens (grammar/pattern.pest)──▶ Token list ──constructor.rs──▶ UrlPatternInit
//! UrlPatternInit ──init.rs ("process a URLPatternInit")──▶ one pattern string per component
//! pattern string ──pattern (grammar/pattern.pest), syntax.rs──▶ PatternItem list
//!                ──parts.rs + canon.rs (encoding callbacks on railurl's parser)──▶ Part list
//! Part list ──matcher.rs (no regex) or regress (only with `( … )` groups)──▶ Component
//! ```
//!
//! 1. `syntax`: the only module that sees pest: "tokenize" (lenient and strict) and the
//!    token-level productions of "parse a pattern string", as typed values with byte spans.
//! 2. `constructor`: "parse a constructor string", the standard's state machine.
//! 3. `init` and `canon`: "process a URLPatternInit" and the "canonicalize a …" encoding
//!    callbacks, run by railurl's own basic URL parser with state overrides.
//! 4. `parts`: the part list ("add a part"); `generate`: the regular expression and the
//!    normalized pattern string of a part list.
//! 5. `matcher`: a part list without regexp parts matches with ECMAScript's backtracking
//!    semantics and no regex engine, remembering failed states, so in time bounded by the
//!    pattern's size times the input's length; `component`: a part list with regexp parts
//!    matches by
//!    regress (ECMAScript regular expressions, `v` flag). A regular expression regress rejects
//!    is a [`PatternErrorKind::Regexp`] naming the construct.
//! 6. `tentative`: [`UrlPattern::compare_component`] and [`UrlPattern::generate`], which are
//!    not in the standard: only web-platform-tests' tentative data defines them (each file
//!    says which rule comes from where).

mod canon;
mod component;
mod constructor;
mod error;
mod generate;
mod init;
mod list;
mod matcher;
mod parts;

mod tentative;
mod url_pattern;

pub use crate::syntax::pattern::{PatternGrammar, PatternRule};
pub use error::{PatternError, PatternErrorKind, RegexpFault};
pub use init::UrlPatternInit;
pub use list::UrlPatternList;
pub use parts::{parse_pattern_string, Modifier, Options, Part, PartType};
pub use url_pattern::{
    UrlPattern, UrlPatternComponentResult, UrlPatternInput, UrlPatternOptions, UrlPatternResult,
    COMPONENTS,
};
