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
        return "canonical";
    }
    match parse_near_canonical(input) {
        Some(Ok(_)) => "near-canonical",
        None if Url::parse(input).is_ok() => "engine",
        // The near-canonical path's failures (an IPv4 host's), the failing path's and the
        // engine's alike.
        Some(Err(_)) | None => "failure",
    }
}
