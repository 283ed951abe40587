//! Differential testing of the two engines: the grammar engine and the prose engine must agree
//! on every input. This module generates inputs, runs both engines, and classifies the results;
//! `src/main.rs` (the `railurl-conformance` command) and `tests/differential.rs` drive it.
//!
//! - [`Generator`]: a deterministic stream of `(input, Option<base>)` pairs, built from tables
//!   of URL pieces ([`pieces`]) that stress every state of the parser, plus mutations of them
//!   and of given inputs; [`SetterCases`] does the same for the URL class's setters.
//! - [`Comparer`]: runs both engines on a case and gives a [`Comparison`] with a [`Verdict`]:
//!   same href, both failed (with the same or a different [`ParseError`](railurl::ParseError)
//!   kind), or a disagreement. A base that fails on one engine only is a disagreement.
//! - [`standards`] and [`standards_doc`]: the map of where the WHATWG URL Standard and RFC
//!   3986 disagree (docs/standards.md, written by the `railurl-standards` command).
//! - [`Tally`] counts verdicts; [`wpt_dir`], [`read_urltestdata`], [`read_setters_tests`] and
//!   [`parse_line`] read the other sources of cases.
//!
//! ```
//! use railurl_conformance::{Comparer, Generator, Tally, Verdict};
//! let mut comparer = Comparer::new();
//! let mut tally = Tally::default();
//! for (input, base) in Generator::new(42).take(200) {
//!     let comparison = comparer.compare(&input, base.as_deref());
//!     tally.add(comparison.verdict);
//! }
//! assert_eq!(tally.compared, 200);
//! ```

mod compare;
mod generator;
pub mod grammar;
pub mod pieces;
mod rng;
mod setter_cases;
mod shapes;
mod sources;
pub mod standards;
pub mod standards_doc;
mod tally;

pub use compare::{fast_path_agrees, Case, Comparer, Comparison, Outcome, Verdict};
pub use generator::Generator;
pub use rng::Rng;
pub use setter_cases::{SetterCase, SetterCases};
pub use sources::{parse_line, read_setters_tests, read_urltestdata, wpt_dir, WptCase};
pub use tally::Tally;
