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
//! pattern string ──pattern (grammar/pattern.pest), src/syntax/pattern.rs──▶ PatternItem list
//!                ──parse.rs + canonicalize.rs (encoding callbacks on railurl's parser)──▶ Part list
//! Part list ──component.rs ("compile a component"; regress checks the regexp)──▶ Component
//!           ──matcher/ (lower.rs, regexp.rs, program.rs)──▶ Program, run by matcher/exec.rs
//! ```
//!
//! 1. src/syntax/pattern.rs: the only module that sees pest: "tokenize" (lenient and strict)
//!    and the token-level productions of "parse a pattern string", as typed values with byte
//!    spans.
//! 2. `constructor`: "parse a constructor string", the standard's state machine.
//! 3. `init` and `canonicalize`: "process a URLPatternInit" and the "canonicalize a …"
//!    encoding callbacks, run by railurl's own basic URL parser with state overrides.
//! 4. `part`: the part list's vocabulary ("Parts", "Options"); `parse`: the part list of a
//!    pattern string ("add a part"); `convert`: the regular expression and the normalized
//!    pattern string of a part list.
//! 5. `component`: "compile a component", which first checks the generated regular
//!    expression with regress. A regular expression regress rejects is a
//!    [`PatternErrorKind::Regexp`] naming the construct.
//! 6. `matcher`: every part list matches with ECMAScript's backtracking semantics on a small
//!    program of its own, remembering failed states, so in time bounded by the pattern's size
//!    times the input's length: `matcher::lower` mirrors the generated expression's structure,
//!    `matcher::regexp` lowers a `( … )` group's ECMAScript syntax (`v` flag: alternation,
//!    quantifiers, assertions, classes; regress answers whether one code point belongs to an
//!    atom such as `\p{L}`), `matcher::program` compiles the nodes and `matcher::exec` runs
//!    them.
//! 7. `url_pattern`, `match_result` and `list`: the `URLPattern` class ("create",
//!    "match") and [`UrlPatternList`].
//! 8. `wpt_tentative`: [`UrlPattern::compare_component`] and [`UrlPattern::generate`], which
//!    are not in the standard: only web-platform-tests' tentative data defines them (each
//!    file says which rule comes from where).
//!
//! ## Regexp groups match in linear time
//!
//! A `( … )` group's regular expression is matched by railurl's own program, not by a
//! backtracking regex engine, so no pattern makes matching exponential: `((?:a*)*)*b` or
//! `((?:a|a)*c)` on 100,000 `a`s cost time proportional to the input. The price is three
//! constructs ECMAScript has and this guarantee rules out, each a
//! [`PatternErrorKind::UnsupportedRegexp`] naming it at construction: backreferences (`\1`,
//! `\k<name>`), lookarounds (`(?=…)`, `(?!…)`, `(?<=…)`, `(?<!…)`), and the `v` flag's
//! properties of strings (`\p{RGI_Emoji}`); counted quantifiers are unrolled, so one whose
//! count would unroll a component's program past its budget (65,536 instructions plus 16
//! per byte of its regexp groups) is an error too ([`RegexpUnsupported`]).
//!
//! ```
//! use railurl::pattern::{PatternErrorKind, RegexpUnsupported, UrlPattern};
//! let pattern = UrlPattern::parse("https://example.com/((?:a|a)*c)", None)?;
//! let path = format!("https://example.com/{}", "a".repeat(100_000));
//! assert!(!pattern.test(path.as_str(), None)?);
//! let error = UrlPattern::parse("https://example.com/(a(?=b))", None).unwrap_err();
//! assert!(matches!(
//!     error.kind,
//!     PatternErrorKind::UnsupportedRegexp { why: RegexpUnsupported::Lookaround, .. }
//! ));
//! # Ok::<(), railurl::pattern::PatternError>(())
//! ```

mod canonicalize;
mod component;
mod constructor;
mod convert;
mod error;
mod init;
mod list;
mod match_result;
mod matcher;
mod parse;
mod part;
mod url_pattern;
mod wpt_tentative;

pub use crate::syntax::pattern::{PatternGrammar, PatternRule};
pub use error::{PatternError, PatternErrorKind, RegexpFault, RegexpUnsupported};
pub use init::UrlPatternInit;
pub use list::UrlPatternList;
pub use match_result::{UrlPatternComponentResult, UrlPatternResult};
pub use parse::parse_pattern_string;
pub use part::{Modifier, Options, Part, PartType};
pub use url_pattern::{UrlPattern, UrlPatternInput, UrlPatternOptions, COMPONENTS};
