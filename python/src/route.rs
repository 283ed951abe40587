//! Which of `href`'s three routes a URL string takes (python/bench/href_breakdown.py's
//! `--split` reads it, to time a column's rows by route): the canonical fast path (the href
//! is the input), the near-canonical fast path (its writer), the grammar engine, or a failure.
//! Not part of the package's API.

use pyo3::prelude::*;
use railurl::fast::{parse_canonical, parse_near_canonical};
use railurl::Url;

/// "canonical", "near-canonical", "engine" or "failure": the route `railurl::href_into` (and
/// so `railurl.arrow.href` without a base URL) takes for `input`.
#[pyfunction]
pub fn _href_route(input: &str) -> &'static str {
    if parse_canonical(input).is_some() {
        "canonical"
    } else if parse_near_canonical(input).is_some() {
        "near-canonical"
    } else if Url::parse(input).is_ok() {
        "engine"
    } else {
        "failure"
    }
}
