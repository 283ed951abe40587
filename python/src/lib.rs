//! The `railurl` Python package's native module, `railurl._railurl`: the URL Standard's `URL`
//! and `URLSearchParams` classes, diagnostics, the valid-URL-string checker and `URLPattern`
//! over railurl's public API, the column functions behind `railurl.arrow`, and RFC 3986's and
//! RFC 3987's references (`railurl.rfc3986`, `railurl.rfc3987`).
//!
//! Each Python-facing area is a module of its own, registered below; a new area is one more
//! module and one more line here.

mod arrow;
mod diagnostics;
mod error;
mod getters;
mod pattern;
mod rfc;
mod route;
mod search_params;
mod text;
mod text_out;
mod url;

use pyo3::prelude::*;

#[pymodule]
fn _railurl(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_class::<url::PyUrl>()?;
    m.add_class::<search_params::UrlSearchParams>()?;
    m.add_function(wrap_pyfunction!(error::_failure, m)?)?;
    m.add_class::<diagnostics::Diagnostic>()?;
    m.add_class::<diagnostics::Mismatch>()?;
    m.add_function(wrap_pyfunction!(diagnostics::parse_with_diagnostics, m)?)?;
    m.add_function(wrap_pyfunction!(diagnostics::is_valid_url_string, m)?)?;
    m.add_function(wrap_pyfunction!(diagnostics::url_string_mismatch, m)?)?;
    m.add_class::<pattern::PyUrlPattern>()?;
    m.add_class::<pattern::MatchResult>()?;
    m.add_class::<pattern::ComponentResult>()?;
    m.add("URLPatternError", py.get_type::<pattern::URLPatternError>())?;
    m.add_function(wrap_pyfunction!(arrow::_column, m)?)?;
    m.add_class::<rfc::UriReference>()?;
    m.add_class::<rfc::IriReference>()?;
    m.add_function(wrap_pyfunction!(rfc::_rfc_is_valid, m)?)?;
    m.add_function(wrap_pyfunction!(route::_href_route, m)?)?;
    Ok(())
}
