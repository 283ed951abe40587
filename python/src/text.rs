//! Python strings in, Rust strings out: the URL Standard's USVString conversion, the
//! conversion of railurl's byte offsets to the code point indexes Python users slice with,
//! pickling by the text form, and the answer of a comparison.

use pyo3::basic::CompareOp;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyString, PyStringMethods, PyTuple};
use pyo3::PyClass;
use std::borrow::Cow;
use std::cmp::Ordering;

/// The UTF-8 text of a `str`, borrowed when it has one (every `str` without lone surrogates);
/// otherwise its code points with each lone surrogate replaced by U+FFFD REPLACEMENT CHARACTER,
/// which is what the URL Standard's `USVString` arguments do in a browser ("convert to a
/// scalar value string"). Anything but a `str` is a `TypeError` naming the argument.
pub fn usv<'a>(value: &'a Bound<'_, PyAny>, argument: &str) -> PyResult<Cow<'a, str>> {
    let Ok(string) = value.cast::<PyString>() else {
        return Err(not_a_str(value, argument));
    };
    usv_str(string)
}

/// A `USVString` argument of a Python-facing function: [`usv`] at the boundary, so that the
/// function takes text (PyO3 names the argument in the `TypeError` for anything but a `str`).
pub struct Usv<'a>(Cow<'a, str>);

impl<'a, 'py> FromPyObject<'a, 'py> for Usv<'a> {
    type Error = PyErr;

    fn extract(value: Borrowed<'a, 'py, PyAny>) -> PyResult<Usv<'a>> {
        // A `str` without lone surrogates (nearly all): its UTF-8, in place.
        if let Ok(text) = value.extract::<&'a str>() {
            return Ok(Usv(Cow::Borrowed(text)));
        }
        match value.cast::<PyString>() {
            Ok(string) => Ok(Usv(Cow::Owned(repair_surrogates(&string)?))),
            Err(_) => Err(wrong_type(&value, "must be str")),
        }
    }
}

impl<'a> Usv<'a> {
    /// The same text, borrowed.
    pub fn borrowed(text: &'a str) -> Usv<'a> {
        Usv(Cow::Borrowed(text))
    }
}

impl std::ops::Deref for Usv<'_> {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

/// [`usv`] for a value known to be a `str`.
pub fn usv_str<'a>(string: &'a Bound<'_, PyString>) -> PyResult<Cow<'a, str>> {
    match string.to_str() {
        Ok(text) => Ok(Cow::Borrowed(text)),
        Err(_) => Ok(Cow::Owned(repair_surrogates(string)?)),
    }
}

/// The `TypeError` for an argument that should have been a `str`.
pub fn not_a_str(value: &Bound<'_, PyAny>, argument: &str) -> PyErr {
    wrong_type(value, &format!("{argument} must be str"))
}

/// The `TypeError` for an argument of the wrong type: "`must`, not int". (An argument PyO3
/// extracts gets the note "while processing 'name'".)
pub fn wrong_type(value: &Bound<'_, PyAny>, must: &str) -> PyErr {
    let type_name = value
        .get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_else(|_| "?".into());
    PyTypeError::new_err(format!("{must}, not {type_name}"))
}

/// A `str` holding lone surrogates, as UTF-16 with each lone surrogate replaced by U+FFFD.
fn repair_surrogates(string: &Bound<'_, PyString>) -> PyResult<String> {
    let py = string.py();
    let encoded =
        string.call_method1(pyo3::intern!(py, "encode"), ("utf-16-le", "surrogatepass"))?;
    let bytes: &[u8] = encoded.extract()?;
    let units = bytes
        .chunks_exact(2)
        .map(|pair| u16::from_le_bytes([pair[0], pair[1]]));
    Ok(char::decode_utf16(units)
        .map(|c| c.unwrap_or(char::REPLACEMENT_CHARACTER))
        .collect())
}

/// The code point index of byte offset `byte` of `text` (how Python indexes the same string).
/// An offset inside a code point, or past the end, counts the code points before it.
pub fn code_points(text: &str, byte: usize) -> usize {
    let end = byte.min(text.len());
    let head = text.as_bytes().get(..end).unwrap_or_default();
    if head.is_ascii() {
        return end;
    }
    // Every byte but a continuation byte (10xxxxxx) starts a code point.
    head.iter().filter(|&&b| (b as i8) >= -0x40).count()
}

/// What `__reduce__` returns for an object that its class rebuilds from its text (`URL`,
/// `URLSearchParams`): the class and the one argument, so that pickle calls `cls(text)`.
pub fn reduce_to_text<'py, T: PyClass>(
    slf: &Bound<'py, T>,
    text: impl IntoPyObject<'py>,
) -> PyResult<Bound<'py, PyTuple>> {
    let py = slf.py();
    PyTuple::new(
        py,
        [
            slf.as_any().get_type().into_any(),
            PyTuple::new(py, [text])?.into_any(),
        ],
    )
}

/// The answer of `__richcmp__` for two objects ordered as `ordering`.
pub fn compared(py: Python<'_>, op: CompareOp, ordering: Ordering) -> PyResult<Py<PyAny>> {
    Ok(op
        .matches(ordering)
        .into_pyobject(py)?
        .to_owned()
        .into_any()
        .unbind())
}
