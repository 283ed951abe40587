//! `railurl.ParseError` (defined in `railurl/_errors.py`): raising it is cheap, since a
//! corpus of real URLs holds failures and loops catch them. The exception holds the failure's
//! name, the input, the base and the row; where in the input the failure is, and the message,
//! are worked out (by parsing again) only when asked for, by [`failure`].

use crate::text::{code_points, usv};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyType;
use railurl::Url;

static PARSE_ERROR: PyOnceLock<Py<PyType>> = PyOnceLock::new();

/// The `ParseError` for `error`, reached parsing `input` against the URL whose href is
/// `base`, in row `row` of a column (for `railurl.arrow`).
pub fn parse_error(
    py: Python<'_>,
    error: railurl::ParseError,
    input: Bound<'_, PyAny>,
    base: Option<&str>,
    row: Option<usize>,
) -> PyErr {
    raise(py, error.spec_name(), input, base, row)
}

/// `ParseError` "invalid-base", for a base URL string that fails to parse.
pub fn invalid_base(py: Python<'_>, base: Bound<'_, PyAny>) -> PyErr {
    raise(py, "invalid-base", base, None, None)
}

fn raise(
    py: Python<'_>,
    name: &'static str,
    input: Bound<'_, PyAny>,
    base: Option<&str>,
    row: Option<usize>,
) -> PyErr {
    match PARSE_ERROR.import(py, "railurl._errors", "ParseError") {
        Ok(class) => PyErr::from_type(
            class.clone(),
            (name, input.unbind(), base.map(str::to_string), row),
        ),
        Err(e) => e,
    }
}

/// A failure as `ParseError` reads it: its name, its message, and its code point span in the
/// input.
type Failure = (&'static str, String, Option<(usize, usize)>);

/// What `ParseError` asks for when one of its lazy attributes is read: parse `input` against
/// `base` again, and give the failure's name, message and code point span in `input`
/// (`None` when it parses, or the span is not about a place in the input).
#[pyfunction]
#[pyo3(signature = (input, base = None))]
pub fn _failure(input: &Bound<'_, PyAny>, base: Option<&str>) -> PyResult<Option<Failure>> {
    let input = usv(input, "input")?;
    Ok(failure(&input, base))
}

fn failure(input: &str, base: Option<&str>) -> Option<Failure> {
    let base = match base.map(Url::parse) {
        Some(Ok(base)) => Some(base),
        Some(Err(_)) => return None,
        None => None,
    };
    let error = match &base {
        Some(base) => Url::parse_with_base(input, base),
        None => Url::parse(input),
    }
    .err()?;
    // The span of the input the failure is about (`ParseError::span`), for the failures that
    // are about a place in it: those the spec names by a validation error.
    let span = error.diagnostic_kind().map(|_| {
        let span = error.span();
        (code_points(input, span.start), code_points(input, span.end))
    });
    Some((error.spec_name(), error.message().to_string(), span))
}
