//! `railurl.URLPattern`: the URL Pattern Standard's `URLPattern` class.

use crate::getters::getters;
use crate::text::{code_points, usv, wrong_type, Usv};
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

/// The `URLPatternError` for `error` (on the thread that holds the GIL already).
fn pattern_error(error: PatternError) -> PyErr {
    Python::attach(|py| pattern_error_in(py, error))
}

fn pattern_error_in(py: Python<'_>, error: PatternError) -> PyErr {
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

/// A `URLPatternInput` argument: a ``str``, a ``dict`` (a ``URLPatternInit``), or a ``URL``,
/// kept as the object so that it matches without a second parse.
enum Input<'py> {
    Url(PyRef<'py, PyUrl>),
    Pattern(Box<UrlPatternInput>),
}

impl<'a, 'py> FromPyObject<'a, 'py> for Input<'py> {
    type Error = PyErr;

    fn extract(input: Borrowed<'a, 'py, PyAny>) -> PyResult<Input<'py>> {
        if let Ok(url) = input.cast::<PyUrl>() {
            return Ok(Input::Url(url.borrow()));
        }
        if let Ok(dict) = input.cast::<PyDict>() {
            return Ok(Input::Pattern(Box::new(UrlPatternInput::Init(init_from(
                &dict,
            )?))));
        }
        if input.cast::<PyString>().is_err() {
            return Err(wrong_type(&input, "must be a str, a dict or a URL"));
        }
        let text: Usv<'_> = input.extract()?;
        Ok(Input::Pattern(Box::new(UrlPatternInput::String(
            text.to_string(),
        ))))
    }
}

impl Input<'_> {
    /// The `URLPatternInput` of an optional argument (``None``: an empty ``URLPatternInit``).
    fn of(input: Option<Input<'_>>) -> UrlPatternInput {
        match input {
            None => UrlPatternInput::Init(UrlPatternInit::default()),
            Some(Input::Url(url)) => UrlPatternInput::String(url.url.href().to_string()),
            Some(Input::Pattern(input)) => *input,
        }
    }
}

/// A ``base_url`` argument: a ``str``, or a ``URL`` (its href).
struct BaseUrl(String);

impl<'a, 'py> FromPyObject<'a, 'py> for BaseUrl {
    type Error = PyErr;

    fn extract(base: Borrowed<'a, 'py, PyAny>) -> PyResult<BaseUrl> {
        if let Ok(url) = base.cast::<PyUrl>() {
            return Ok(BaseUrl(url.borrow().url.href().to_string()));
        }
        Ok(BaseUrl(base.extract::<Usv<'_>>()?.to_string()))
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
        input: Option<Input<'_>>,
        base_url: Option<BaseUrl>,
    ) -> PyResult<Option<UrlPatternResult>> {
        // A URL object matches as it is, without a second parse.
        if let (Some(Input::Url(url)), None) = (&input, &base_url) {
            return Ok(self.pattern.exec_url(&url.url));
        }
        let base = base_url.map(|b| b.0);
        self.pattern
            .exec(Input::of(input), base.as_deref())
            .map_err(pattern_error)
    }
}

#[pymethods]
impl PyUrlPattern {
    #[new]
    #[pyo3(signature = (input = None, base_url = None, *, ignore_case = false))]
    fn py_new(
        input: Option<Input<'_>>,
        base_url: Option<BaseUrl>,
        ignore_case: bool,
    ) -> PyResult<PyUrlPattern> {
        let base = base_url.map(|b| b.0);
        let options = UrlPatternOptions { ignore_case };
        UrlPattern::new(Input::of(input), base.as_deref(), options)
            .map(|pattern| PyUrlPattern { pattern })
            .map_err(pattern_error)
    }

    /// Whether ``input`` (a URL string, a ``URL``, or a ``URLPatternInit`` dict) matches.
    ///
    /// >>> URLPattern("/books/:id", "https://example.com").test("https://example.com/books/1")
    /// True
    /// >>> URLPattern("https://example.com/books/:id(\\d+)").test("https://example.com/books/x")
    /// False
    #[pyo3(signature = (input = None, base_url = None))]
    fn test(&self, input: Option<Input<'_>>, base_url: Option<BaseUrl>) -> PyResult<bool> {
        Ok(self.run(input, base_url)?.is_some())
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
        input: Option<Input<'_>>,
        base_url: Option<BaseUrl>,
    ) -> PyResult<Option<MatchResult>> {
        self.run(input, base_url)?
            .map(|r| match_result(py, r))
            .transpose()
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

getters!(PyUrlPattern, |this| this.pattern, {
    /// The protocol component's pattern string.
    fn protocol -> &str;

    /// The username component's pattern string.
    fn username -> &str;

    /// The password component's pattern string.
    fn password -> &str;

    /// The hostname component's pattern string.
    fn hostname -> &str;

    /// The port component's pattern string.
    fn port -> &str;

    /// The pathname component's pattern string.
    ///
    /// >>> URLPattern("https://example.com/books/:id").pathname
    /// '/books/:id'
    fn pathname -> &str;

    /// The search component's pattern string.
    fn search -> &str;

    /// The hash component's pattern string.
    fn hash -> &str;

    /// Whether a component uses a regexp group ``( … )``.
    ///
    /// >>> URLPattern("https://example.com/:id(\\d+)").has_regexp_groups
    /// True
    fn has_regexp_groups -> bool;
});
