//! `railurl.URLPattern`: the URL Pattern Standard's `URLPattern` class.

use crate::text::{code_points, not_a_str, usv, usv_str};
use crate::url::PyUrl;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};
use pyo3::{create_exception, intern};
use railurl::pattern::{
    PatternError, UrlPattern, UrlPatternComponentResult, UrlPatternInit, UrlPatternInput,
    UrlPatternOptions, UrlPatternResult,
};

create_exception!(
    railurl,
    URLPatternError,
    PyValueError,
    "A URL pattern the URL Pattern Standard rejects (its ``TypeError``).\n\n\
     Attributes: ``component``, the component whose pattern string failed (``\"pathname\"``,\n\
     ...; ``None`` when the failure is not about one), ``pattern``, that pattern string,\n\
     and ``position`` and ``end``, the code point indexes in it the failure is about.\n\n\
     >>> try:\n\
     ...     URLPattern(\"https://example.com/:id:id\")\n\
     ... except URLPatternError as e:\n\
     ...     print(e.component, e.pattern)\n\
     pathname /:id:id\n"
);

fn pattern_error(py: Python<'_>, error: PatternError) -> PyErr {
    let err = URLPatternError::new_err(error.to_string());
    let value = err.value(py);
    let pattern = error.pattern.as_deref();
    let span = pattern.map(|p| {
        (
            code_points(p, error.span.start),
            code_points(p, error.span.end),
        )
    });
    let set = || -> PyResult<()> {
        value.setattr(intern!(py, "component"), error.component)?;
        value.setattr(intern!(py, "pattern"), pattern)?;
        value.setattr(intern!(py, "position"), span.map(|s| s.0))?;
        value.setattr(intern!(py, "end"), span.map(|s| s.1))
    };
    match set() {
        Ok(()) => err,
        Err(e) => e,
    }
}

/// The keys of a ``URLPatternInit`` dictionary.
const INIT_KEYS: [&str; 9] = [
    "protocol", "username", "password", "hostname", "port", "pathname", "search", "hash", "baseURL",
];

/// A `URLPatternInit` from a dict (``baseURL`` may also be spelled ``base_url``).
fn init_from(dict: &Bound<'_, PyDict>) -> PyResult<UrlPatternInit> {
    let mut init = UrlPatternInit::default();
    for (key, value) in dict.iter() {
        let key = usv(&key, "a URLPatternInit key")?;
        let value = Some(usv(&value, &format!("URLPatternInit[{key:?}]"))?.into_owned());
        match key.as_ref() {
            "protocol" => init.protocol = value,
            "username" => init.username = value,
            "password" => init.password = value,
            "hostname" => init.hostname = value,
            "port" => init.port = value,
            "pathname" => init.pathname = value,
            "search" => init.search = value,
            "hash" => init.hash = value,
            "baseURL" | "base_url" => init.base_url = value,
            other => {
                return Err(PyTypeError::new_err(format!(
                    "{other:?} is not a URLPatternInit key (those are {})",
                    INIT_KEYS.join(", ")
                )))
            }
        }
    }
    Ok(init)
}

/// A `URLPatternInput` argument: ``None`` (an empty ``URLPatternInit``), a ``str``, a ``dict``,
/// or a ``URL`` (its href).
fn input_from(input: Option<&Bound<'_, PyAny>>) -> PyResult<UrlPatternInput> {
    let Some(input) = input.filter(|i| !i.is_none()) else {
        return Ok(UrlPatternInput::Init(UrlPatternInit::default()));
    };
    if let Ok(string) = input.cast::<PyString>() {
        return Ok(UrlPatternInput::String(usv_str(string)?.into_owned()));
    }
    if let Ok(dict) = input.cast::<PyDict>() {
        return Ok(UrlPatternInput::Init(init_from(dict)?));
    }
    if let Ok(url) = input.cast::<PyUrl>() {
        return Ok(UrlPatternInput::String(url.borrow().url.href().to_string()));
    }
    Err(not_a_str(input, "input (a str, a dict or a URL)"))
}

fn base_from(base: Option<&Bound<'_, PyAny>>) -> PyResult<Option<String>> {
    match base.filter(|b| !b.is_none()) {
        None => Ok(None),
        Some(base) => {
            if let Ok(url) = base.cast::<PyUrl>() {
                return Ok(Some(url.borrow().url.href().to_string()));
            }
            Ok(Some(usv(base, "base_url")?.into_owned()))
        }
    }
}

/// A URL pattern: the URL Pattern Standard's ``URLPattern`` class.
///
/// ``URLPattern(input=None, base_url=None, *, ignore_case=False)`` takes a constructor string
/// (``"https://*.example.com/books/:id"``) or a ``URLPatternInit`` dict (``{"pathname":
/// "/books/:id"}``; keys ``protocol``, ``username``, ``password``, ``hostname``, ``port``,
/// ``pathname``, ``search``, ``hash``, ``baseURL``), and raises :class:`URLPatternError` for
/// a pattern the standard rejects. Regexp groups ``( … )`` match in time linear in the input.
///
/// >>> pattern = URLPattern("https://*.example.com/books/:id")
/// >>> pattern.test("https://shop.example.com/books/42")
/// True
/// >>> result = pattern.exec("https://shop.example.com/books/42")
/// >>> result.hostname.groups, result.pathname.groups
/// ({'0': 'shop'}, {'id': '42'})
/// >>> URLPattern({"pathname": "/books/:id"}).test({"pathname": "/books/7"})
/// True
#[pyclass(module = "railurl", name = "URLPattern", frozen)]
pub struct PyUrlPattern {
    pattern: UrlPattern,
}

/// One component of a match: the URL Pattern Standard's ``URLPatternComponentResult``.
/// ``input`` is the component of the matched URL, ``groups`` maps each group's name to what
/// it matched (``None`` for a group that did not take part).
#[pyclass(
    module = "railurl",
    name = "URLPatternComponentResult",
    frozen,
    get_all
)]
pub struct ComponentResult {
    /// The component of the matched URL.
    input: String,
    /// Each group's name and what it matched (``None`` when the group did not take part).
    groups: Py<PyDict>,
}

#[pymethods]
impl ComponentResult {
    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        Ok(format!(
            "URLPatternComponentResult(input={}, groups={})",
            PyString::new(py, &self.input).repr()?,
            self.groups.bind(py).repr()?
        ))
    }
}

/// What a pattern matched: the URL Pattern Standard's ``URLPatternResult``. ``inputs`` holds
/// the input (and the base URL, when one was given); each component's attribute is a
/// :class:`URLPatternComponentResult`.
#[pyclass(module = "railurl", name = "URLPatternResult", frozen, get_all)]
pub struct MatchResult {
    /// The input and the base URL string, when one was given.
    inputs: Py<PyList>,
    protocol: Py<ComponentResult>,
    username: Py<ComponentResult>,
    password: Py<ComponentResult>,
    hostname: Py<ComponentResult>,
    port: Py<ComponentResult>,
    pathname: Py<ComponentResult>,
    search: Py<ComponentResult>,
    hash: Py<ComponentResult>,
}

#[pymethods]
impl MatchResult {
    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        Ok(format!(
            "<URLPatternResult inputs={}>",
            self.inputs.bind(py).repr()?
        ))
    }
}

fn component_result(
    py: Python<'_>,
    result: UrlPatternComponentResult,
) -> PyResult<Py<ComponentResult>> {
    let groups = PyDict::new(py);
    for (name, value) in result.groups {
        groups.set_item(name, value)?;
    }
    Py::new(
        py,
        ComponentResult {
            input: result.input,
            groups: groups.unbind(),
        },
    )
}

fn input_object<'py>(py: Python<'py>, input: UrlPatternInput) -> PyResult<Bound<'py, PyAny>> {
    Ok(match input {
        UrlPatternInput::String(s) => PyString::new(py, &s).into_any(),
        UrlPatternInput::Init(init) => {
            let dict = PyDict::new(py);
            let members = [
                ("protocol", init.protocol),
                ("username", init.username),
                ("password", init.password),
                ("hostname", init.hostname),
                ("port", init.port),
                ("pathname", init.pathname),
                ("search", init.search),
                ("hash", init.hash),
                ("baseURL", init.base_url),
            ];
            for (key, value) in members {
                if let Some(value) = value {
                    dict.set_item(key, value)?;
                }
            }
            dict.into_any()
        }
    })
}

fn match_result(py: Python<'_>, result: UrlPatternResult) -> PyResult<MatchResult> {
    let inputs = PyList::empty(py);
    for input in result.inputs {
        inputs.append(input_object(py, input)?)?;
    }
    Ok(MatchResult {
        inputs: inputs.unbind(),
        protocol: component_result(py, result.protocol)?,
        username: component_result(py, result.username)?,
        password: component_result(py, result.password)?,
        hostname: component_result(py, result.hostname)?,
        port: component_result(py, result.port)?,
        pathname: component_result(py, result.pathname)?,
        search: component_result(py, result.search)?,
        hash: component_result(py, result.hash)?,
    })
}

impl PyUrlPattern {
    fn run(
        &self,
        py: Python<'_>,
        input: Option<&Bound<'_, PyAny>>,
        base_url: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Option<UrlPatternResult>> {
        // A URL object matches as it is, without a second parse.
        if let (Some(url), None) = (
            input.and_then(|i| i.cast::<PyUrl>().ok()),
            base_url.filter(|b| !b.is_none()),
        ) {
            return Ok(self.pattern.exec_url(&url.borrow().url));
        }
        let input = input_from(input)?;
        let base = base_from(base_url)?;
        self.pattern
            .exec(input, base.as_deref())
            .map_err(|e| pattern_error(py, e))
    }
}

#[pymethods]
impl PyUrlPattern {
    #[new]
    #[pyo3(signature = (input = None, base_url = None, *, ignore_case = false))]
    fn py_new(
        py: Python<'_>,
        input: Option<&Bound<'_, PyAny>>,
        base_url: Option<&Bound<'_, PyAny>>,
        ignore_case: bool,
    ) -> PyResult<PyUrlPattern> {
        let input = input_from(input)?;
        let base = base_from(base_url)?;
        UrlPattern::new(input, base.as_deref(), UrlPatternOptions { ignore_case })
            .map(|pattern| PyUrlPattern { pattern })
            .map_err(|e| pattern_error(py, e))
    }

    /// Whether ``input`` (a URL string, a ``URL``, or a ``URLPatternInit`` dict) matches.
    ///
    /// >>> URLPattern("/books/:id", "https://example.com").test("https://example.com/books/1")
    /// True
    /// >>> URLPattern("https://example.com/books/:id(\\d+)").test("https://example.com/books/x")
    /// False
    #[pyo3(signature = (input = None, base_url = None))]
    fn test(
        &self,
        py: Python<'_>,
        input: Option<&Bound<'_, PyAny>>,
        base_url: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<bool> {
        Ok(self.run(py, input, base_url)?.is_some())
    }

    /// What ``input`` matched, component by component (a :class:`URLPatternResult`), or
    /// ``None`` when it does not match (also when it is not a URL).
    ///
    /// >>> result = URLPattern("https://example.com/:section/:id?").exec("https://example.com/books")
    /// >>> result.pathname.input, result.pathname.groups
    /// ('/books', {'section': 'books', 'id': None})
    #[pyo3(signature = (input = None, base_url = None))]
    fn exec(
        &self,
        py: Python<'_>,
        input: Option<&Bound<'_, PyAny>>,
        base_url: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Option<MatchResult>> {
        self.run(py, input, base_url)?
            .map(|r| match_result(py, r))
            .transpose()
    }

    /// The protocol component's pattern string.
    #[getter]
    fn protocol(&self) -> &str {
        self.pattern.protocol()
    }

    /// The username component's pattern string.
    #[getter]
    fn username(&self) -> &str {
        self.pattern.username()
    }

    /// The password component's pattern string.
    #[getter]
    fn password(&self) -> &str {
        self.pattern.password()
    }

    /// The hostname component's pattern string.
    #[getter]
    fn hostname(&self) -> &str {
        self.pattern.hostname()
    }

    /// The port component's pattern string.
    #[getter]
    fn port(&self) -> &str {
        self.pattern.port()
    }

    /// The pathname component's pattern string.
    ///
    /// >>> URLPattern("https://example.com/books/:id").pathname
    /// '/books/:id'
    #[getter]
    fn pathname(&self) -> &str {
        self.pattern.pathname()
    }

    /// The search component's pattern string.
    #[getter]
    fn search(&self) -> &str {
        self.pattern.search()
    }

    /// The hash component's pattern string.
    #[getter]
    fn hash(&self) -> &str {
        self.pattern.hash()
    }

    /// Whether a component uses a regexp group ``( … )``.
    ///
    /// >>> URLPattern("https://example.com/:id(\\d+)").has_regexp_groups
    /// True
    #[getter]
    fn has_regexp_groups(&self) -> bool {
        self.pattern.has_regexp_groups()
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let mut parts = Vec::new();
        for name in railurl::pattern::COMPONENTS {
            let value = self.pattern.component(name).unwrap_or("");
            parts.push(format!("{name}={}", PyString::new(py, value).repr()?));
        }
        Ok(format!("URLPattern({})", parts.join(", ")))
    }
}
