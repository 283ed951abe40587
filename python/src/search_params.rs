//! `railurl.URLSearchParams`: the URL Standard's `URLSearchParams` class, on its own or as a
//! URL's `search_params`.

use crate::text::{reduce_to_text, usv, usv_str, Usv};
use crate::url::PyUrl;
use pyo3::basic::CompareOp;
use pyo3::exceptions::{PyKeyError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyIterator, PyList, PyMapping, PyString, PyTuple};
use railurl::UrlSearchParams as List;

/// A list of name-value pairs: the URL Standard's ``URLSearchParams`` class.
///
/// ``URLSearchParams(init="")`` takes a query string (a leading ``"?"`` is dropped), a
/// mapping, an iterable of ``(name, value)`` pairs, or another ``URLSearchParams``. A URL's
/// :attr:`URL.search_params` is one that reads and changes that URL's query.
///
/// Iterating gives ``(name, value)`` pairs in order; ``params[name]`` is the first value
/// (``KeyError`` when there is none); ``str()`` is the application/x-www-form-urlencoded
/// serialization.
///
/// >>> params = URLSearchParams("?q=URL+parsing&lang=en&lang=fr")
/// >>> params["q"], params.get_all("lang"), len(params)
/// ('URL parsing', ['en', 'fr'], 3)
/// >>> params.append("page", "2")
/// >>> params.sort()
/// >>> str(params)
/// 'lang=en&lang=fr&page=2&q=URL+parsing'
/// >>> dict(URLSearchParams({"a": "1", "b": "x y"}))
/// {'a': '1', 'b': 'x y'}
#[pyclass(module = "railurl", name = "URLSearchParams")]
pub struct UrlSearchParams {
    inner: Inner,
}

enum Inner {
    /// A list of its own.
    Owned(List),
    /// A URL's query, read and changed through the URL.
    Url(Py<PyUrl>),
}

/// The editing methods of a list on its own and of a URL's query.
trait Edit {
    fn append(&mut self, name: &str, value: &str);
    fn delete(&mut self, name: &str, value: Option<&str>);
    fn set(&mut self, name: &str, value: &str);
    fn sort(&mut self);
}

impl Edit for List {
    fn append(&mut self, name: &str, value: &str) {
        List::append(self, name, value)
    }
    fn delete(&mut self, name: &str, value: Option<&str>) {
        List::delete(self, name, value)
    }
    fn set(&mut self, name: &str, value: &str) {
        List::set(self, name, value)
    }
    fn sort(&mut self) {
        List::sort(self)
    }
}

impl Edit for railurl::UrlSearchParamsMut<'_> {
    fn append(&mut self, name: &str, value: &str) {
        railurl::UrlSearchParamsMut::append(self, name, value)
    }
    fn delete(&mut self, name: &str, value: Option<&str>) {
        railurl::UrlSearchParamsMut::delete(self, name, value)
    }
    fn set(&mut self, name: &str, value: &str) {
        railurl::UrlSearchParamsMut::set(self, name, value)
    }
    fn sort(&mut self) {
        railurl::UrlSearchParamsMut::sort(self)
    }
}

impl UrlSearchParams {
    pub(crate) fn of_url(url: Py<PyUrl>) -> UrlSearchParams {
        UrlSearchParams {
            inner: Inner::Url(url),
        }
    }

    /// Run `f` on the list (for a URL's, its query parsed now).
    fn read<R>(&self, py: Python<'_>, f: impl FnOnce(&List) -> R) -> R {
        match &self.inner {
            Inner::Owned(list) => f(list),
            Inner::Url(url) => f(&url.bind(py).borrow().url.search_params()),
        }
    }

    /// Run `f` on the list, updating the URL's query after it for a URL's.
    fn edit(&mut self, py: Python<'_>, f: impl FnOnce(&mut dyn Edit)) -> PyResult<()> {
        match &mut self.inner {
            Inner::Owned(list) => f(list),
            Inner::Url(url) => {
                let mut url = url.bind(py).try_borrow_mut()?;
                f(&mut url.url.search_params_mut());
                url.changed();
            }
        }
        Ok(())
    }

    fn pairs(&self, py: Python<'_>) -> Vec<(String, String)> {
        self.read(py, |list| {
            list.iter()
                .map(|(n, v)| (n.to_string(), v.to_string()))
                .collect()
        })
    }
}

/// A list from a constructor's `init`.
fn list_from(init: &Bound<'_, PyAny>) -> PyResult<List> {
    let py = init.py();
    if let Ok(string) = init.cast::<PyString>() {
        return Ok(List::parse(&usv_str(string)?));
    }
    if let Ok(other) = init.cast::<UrlSearchParams>() {
        return Ok(List::from_pairs(other.borrow().pairs(py)));
    }
    let mut list = List::new();
    if let Ok(mapping) = init.cast::<PyMapping>() {
        for item in mapping.items()?.iter() {
            let (name, value): (Bound<'_, PyAny>, Bound<'_, PyAny>) = item.extract()?;
            list.append(&usv(&name, "a name")?, &usv(&value, "a value")?);
        }
        return Ok(list);
    }
    let Ok(iterator) = PyIterator::from_object(init) else {
        return Err(PyTypeError::new_err(format!(
            "URLSearchParams() takes a str, a mapping or an iterable of (name, value) pairs, not {}",
            init.get_type().name()?
        )));
    };
    for pair in iterator {
        let pair = pair?;
        let items: Vec<Bound<'_, PyAny>> = pair
            .try_iter()
            .and_then(|i| i.collect::<PyResult<Vec<_>>>())
            .map_err(|_| {
                PyTypeError::new_err(
                    "each item of a URLSearchParams init must be a (name, value) pair",
                )
            })?;
        let [name, value] = <[Bound<'_, PyAny>; 2]>::try_from(items).map_err(|items| {
            PyTypeError::new_err(format!(
                "each item of a URLSearchParams init must be a (name, value) pair, not {} items",
                items.len()
            ))
        })?;
        list.append(&usv(&name, "a name")?, &usv(&value, "a value")?);
    }
    Ok(list)
}

#[pymethods]
impl UrlSearchParams {
    #[new]
    #[pyo3(signature = (init = None))]
    fn py_new(init: Option<&Bound<'_, PyAny>>) -> PyResult<UrlSearchParams> {
        let list = match init {
            None => List::new(),
            Some(init) => list_from(init)?,
        };
        Ok(UrlSearchParams {
            inner: Inner::Owned(list),
        })
    }

    /// The number of pairs (the ``size`` getter); ``len(params)`` too.
    #[getter]
    fn size(&self, py: Python<'_>) -> usize {
        self.read(py, List::size)
    }

    fn __len__(&self, py: Python<'_>) -> usize {
        self.read(py, List::size)
    }

    /// Append a pair.
    ///
    /// >>> params = URLSearchParams("a=1")
    /// >>> params.append("a", "2")
    /// >>> str(params)
    /// 'a=1&a=2'
    fn append(&mut self, py: Python<'_>, name: Usv<'_>, value: Usv<'_>) -> PyResult<()> {
        self.edit(py, |list| list.append(&name, &value))
    }

    /// Remove the pairs named ``name`` (only those whose value is ``value``, when given).
    ///
    /// >>> params = URLSearchParams("a=1&a=2&b=3")
    /// >>> params.delete("a", "2")
    /// >>> str(params)
    /// 'a=1&b=3'
    #[pyo3(signature = (name, value = None))]
    fn delete(&mut self, py: Python<'_>, name: Usv<'_>, value: Option<Usv<'_>>) -> PyResult<()> {
        self.edit(py, |list| list.delete(&name, value.as_deref()))
    }

    /// The value of the first pair named ``name``, or ``default`` (``None``).
    ///
    /// >>> URLSearchParams("a=1&a=2").get("a"), URLSearchParams("").get("a", "none")
    /// ('1', 'none')
    #[pyo3(signature = (name, default = None))]
    fn get(&self, py: Python<'_>, name: Usv<'_>, default: Option<Py<PyAny>>) -> Py<PyAny> {
        let found = self.read(py, |list| list.get(&name).map(str::to_string));
        match found {
            Some(value) => PyString::new(py, &value).into_any().unbind(),
            None => default.unwrap_or_else(|| py.None()),
        }
    }

    /// The values of every pair named ``name``, in order (the ``getAll`` method).
    ///
    /// >>> URLSearchParams("a=1&b=2&a=3").get_all("a")
    /// ['1', '3']
    fn get_all(&self, py: Python<'_>, name: Usv<'_>) -> Vec<String> {
        self.read(py, |list| {
            list.get_all(&name)
                .into_iter()
                .map(str::to_string)
                .collect()
        })
    }

    /// Whether a pair is named ``name`` (and has value ``value``, when given); ``name in
    /// params`` too.
    ///
    /// >>> params = URLSearchParams("a=1")
    /// >>> params.has("a"), params.has("a", "2"), "b" in params
    /// (True, False, False)
    #[pyo3(signature = (name, value = None))]
    fn has(&self, py: Python<'_>, name: Usv<'_>, value: Option<Usv<'_>>) -> bool {
        self.read(py, |list| list.has(&name, value.as_deref()))
    }

    /// Set the first pair named ``name`` to ``value`` and remove the others named so (or
    /// append the pair when there is none).
    ///
    /// >>> params = URLSearchParams("a=1&b=2&a=3")
    /// >>> params.set("a", "4")
    /// >>> str(params)
    /// 'a=4&b=2'
    fn set(&mut self, py: Python<'_>, name: Usv<'_>, value: Usv<'_>) -> PyResult<()> {
        self.edit(py, |list| list.set(&name, &value))
    }

    /// Sort the pairs by name (by UTF-16 code units, as the URL Standard says), keeping the
    /// order of pairs with the same name.
    ///
    /// >>> params = URLSearchParams("b=1&a=2&b=0")
    /// >>> params.sort()
    /// >>> str(params)
    /// 'a=2&b=1&b=0'
    fn sort(&mut self, py: Python<'_>) -> PyResult<()> {
        self.edit(py, |list| list.sort())
    }

    /// The names, in order (with repeats).
    fn keys(&self, py: Python<'_>) -> Vec<String> {
        self.pairs(py).into_iter().map(|(n, _)| n).collect()
    }

    /// The values, in order.
    fn values(&self, py: Python<'_>) -> Vec<String> {
        self.pairs(py).into_iter().map(|(_, v)| v).collect()
    }

    /// The ``(name, value)`` pairs, in order.
    ///
    /// >>> URLSearchParams("a=1&b=%20").items()
    /// [('a', '1'), ('b', ' ')]
    fn items(&self, py: Python<'_>) -> Vec<(String, String)> {
        self.pairs(py)
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyIterator>> {
        let list = PyList::new(py, self.pairs(py))?;
        PyIterator::from_object(list.as_any())
    }

    fn __contains__(&self, py: Python<'_>, name: &Bound<'_, PyAny>) -> PyResult<bool> {
        let Ok(name) = usv(name, "name") else {
            return Ok(false);
        };
        Ok(self.read(py, |list| list.has(&name, None)))
    }

    fn __getitem__(&self, py: Python<'_>, name: &Bound<'_, PyAny>) -> PyResult<String> {
        let text = usv(name, "name")?;
        self.read(py, |list| list.get(&text).map(str::to_string))
            .ok_or_else(|| PyKeyError::new_err(name.clone().unbind()))
    }

    fn __setitem__(&mut self, py: Python<'_>, name: Usv<'_>, value: Usv<'_>) -> PyResult<()> {
        self.set(py, name, value)
    }

    fn __delitem__(&mut self, py: Python<'_>, name: Usv<'_>) -> PyResult<()> {
        if !self.has(py, Usv::borrowed(&name), None) {
            return Err(PyKeyError::new_err(name.to_string()));
        }
        self.delete(py, name, None)
    }

    fn __str__(&self, py: Python<'_>) -> String {
        self.read(py, |list| list.to_string())
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let text = self.__str__(py);
        Ok(format!(
            "URLSearchParams({})",
            PyString::new(py, &text).repr()?
        ))
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let Ok(other) = other.cast::<UrlSearchParams>() else {
            return Ok(py.NotImplemented());
        };
        let equal = self.pairs(py) == other.borrow().pairs(py);
        Ok(match op {
            CompareOp::Eq => equal.into_pyobject(py)?.to_owned().into_any().unbind(),
            CompareOp::Ne => (!equal).into_pyobject(py)?.to_owned().into_any().unbind(),
            _ => py.NotImplemented(),
        })
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let text = slf.borrow().__str__(slf.py());
        reduce_to_text(slf, text)
    }

    /// A copy with a list of its own (also of a URL's ``search_params``).
    fn copy(&self, py: Python<'_>) -> UrlSearchParams {
        UrlSearchParams {
            inner: Inner::Owned(List::from_pairs(self.pairs(py))),
        }
    }

    fn __copy__(&self, py: Python<'_>) -> UrlSearchParams {
        self.copy(py)
    }

    fn __deepcopy__(&self, py: Python<'_>, _memo: &Bound<'_, PyAny>) -> UrlSearchParams {
        self.copy(py)
    }
}
