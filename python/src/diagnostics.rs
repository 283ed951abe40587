//! Validation errors as values: `parse_with_diagnostics`, and the valid-URL-string checker.

use crate::text::{code_points, Usv};
use crate::url::{base_url, Base, PyUrl};
use pyo3::prelude::*;
use pyo3::types::PyString;

/// One validation error of the URL Standard, found while parsing (see
/// :func:`parse_with_diagnostics`).
///
/// ``name`` is the spec's name (``"invalid-credentials"``, ...), ``message`` a one-line
/// explanation, ``start`` and ``end`` the code point indexes of the input it is about
/// (``input[start:end]``; empty when it is about a position, such as the end of the input),
/// ``is_failure`` whether the URL Standard's table says the parser fails on it.
///
/// >>> url, errors = parse_with_diagnostics("https://user@example.org\\ü")
/// >>> [(e.name, e.start, e.end) for e in errors]
/// [('invalid-credentials', 12, 13), ('invalid-reverse-solidus', 24, 25)]
/// >>> print(errors[1].render(), end="")
/// invalid-reverse-solidus: '\' used instead of '/' in a special URL
///   | https://user@example.org\ü
///   |                         ^
#[pyclass(module = "railurl", name = "Diagnostic", frozen)]
pub struct Diagnostic {
    /// The URL Standard's name for the validation error.
    #[pyo3(get)]
    name: &'static str,
    /// A one-line explanation.
    #[pyo3(get)]
    message: &'static str,
    /// Where it starts in the input (a code point index).
    #[pyo3(get)]
    start: usize,
    /// Where it ends in the input (a code point index).
    #[pyo3(get)]
    end: usize,
    /// Whether the URL Standard's table says the parser returns failure right after it.
    #[pyo3(get)]
    is_failure: bool,
    /// The input parsed.
    #[pyo3(get)]
    input: String,
    rendered: String,
}

#[pymethods]
impl Diagnostic {
    /// The error, the input and a caret line under the span, as a compiler shows them.
    fn render(&self) -> &str {
        &self.rendered
    }

    fn __str__(&self) -> String {
        format!(
            "{}..{}: {}: {}",
            self.start, self.end, self.name, self.message
        )
    }

    fn __repr__(&self) -> String {
        format!("<Diagnostic {} at {}..{}>", self.name, self.start, self.end)
    }
}

/// Parse ``input`` against ``base`` as :class:`URL` does, and collect the URL Standard's
/// validation errors on the way: ``(url, diagnostics)``, where ``url`` is ``None`` when the
/// parser failed (the failure is then among the diagnostics, with ``is_failure``), and
/// ``diagnostics`` is a list of :class:`Diagnostic` ordered by where they are, empty exactly
/// when ``input`` is a valid URL string for that base.
///
/// >>> url, errors = parse_with_diagnostics("https:example.org")
/// >>> url.href, [e.name for e in errors]
/// ('https://example.org/', ['special-scheme-missing-following-solidus'])
/// >>> url, errors = parse_with_diagnostics("https://example.org:99999")
/// >>> url, [(e.name, e.is_failure) for e in errors]
/// (None, [('port-out-of-range', True)])
#[pyfunction]
#[pyo3(signature = (input, base = None))]
pub fn parse_with_diagnostics(
    input: Usv<'_>,
    base: Option<Base<'_>>,
) -> PyResult<(Option<PyUrl>, Vec<Diagnostic>)> {
    let text = &*input;
    let (url, diagnostics) = railurl::Url::parse_with_diagnostics(text, base_url(&base)?);
    let diagnostics = diagnostics
        .into_iter()
        .map(|d| Diagnostic {
            name: d.kind.spec_name(),
            message: d.message,
            start: code_points(text, d.span.start),
            end: code_points(text, d.span.end),
            is_failure: d.kind.is_failure(),
            input: text.to_string(),
            rendered: d.render(text),
        })
        .collect();
    Ok((url.ok().map(PyUrl::new), diagnostics))
}

/// Why a string is not a valid URL string (see :func:`url_string_mismatch`).
///
/// ``position`` is the code point index of the first place where the URL Standard's "URL
/// writing" productions do not match, ``found`` the code point there (``None`` at the end of
/// the input), ``expected`` what the productions allow there, in the spec's words.
#[pyclass(module = "railurl", name = "Mismatch", frozen)]
pub struct Mismatch {
    /// Where the first mismatch is (a code point index).
    #[pyo3(get)]
    position: usize,
    /// The code point there, or ``None`` at the end of the input.
    #[pyo3(get)]
    found: Option<char>,
    /// What would have matched there, in the URL Standard's words.
    #[pyo3(get)]
    expected: Vec<&'static str>,
    text: String,
}

#[pymethods]
impl Mismatch {
    fn __str__(&self) -> &str {
        &self.text
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        Ok(format!(
            "<Mismatch at {}: {}>",
            self.position,
            PyString::new(py, &self.text).repr()?
        ))
    }
}

/// Whether ``input`` is a valid URL string (relative to ``base``, when given): a string the
/// URL Standard's "URL writing" section allows, which parses without a validation error.
///
/// >>> is_valid_url_string("https://example.org/a?b#c")
/// True
/// >>> is_valid_url_string("https://example.org/a b")
/// False
/// >>> is_valid_url_string("../x", base="https://example.org/a/b")
/// True
#[pyfunction]
#[pyo3(signature = (input, base = None))]
pub fn is_valid_url_string(input: Usv<'_>, base: Option<Base<'_>>) -> PyResult<bool> {
    Ok(railurl::is_valid_url_string(&input, base_url(&base)?).is_ok())
}

/// Where and why ``input`` is not a valid URL string: a :class:`Mismatch`, or ``None`` when
/// it is one.
///
/// >>> m = url_string_mismatch("https://example.org/a b")
/// >>> m.position, m.found, m.expected
/// (21, ' ', ['a URL unit (a URL code point or a percent-encoded byte)', 'the end of the input'])
/// >>> url_string_mismatch("https://example.org/") is None
/// True
#[pyfunction]
#[pyo3(signature = (input, base = None))]
pub fn url_string_mismatch(input: Usv<'_>, base: Option<Base<'_>>) -> PyResult<Option<Mismatch>> {
    let text = &*input;
    let result = railurl::is_valid_url_string(text, base_url(&base)?);
    Ok(result.err().map(|m| {
        let position = code_points(text, m.at);
        Mismatch {
            position,
            found: m.found,
            text: m.to_string().replacen(
                &format!("at byte {}", m.at),
                &format!("at {position}"),
                1,
            ),
            expected: m.expected,
        }
    }))
}
