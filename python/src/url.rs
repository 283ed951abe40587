//! `railurl.URL`: the URL Standard's `URL` class, in Python's manners.

use crate::error::{invalid_base, parse_error};
use crate::getters::getters;
use crate::search_params::UrlSearchParams;
use crate::text::{compared, not_a_str, reduce_to_text, usv, usv_str, wrong_type, Usv};
use pyo3::basic::CompareOp;
use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple};
use railurl::Url;

/// A parsed URL: the URL Standard's ``URL`` class.
///
/// ``URL(input, base=None)`` parses ``input`` (a ``str``; or a ``URL``, taken as its href)
/// against ``base`` (``None``, a ``str`` parsed first, or a ``URL``), as ``new URL(input,
/// base)`` does in a browser, and raises :class:`ParseError` when the URL parser returns
/// failure. The getters and setters are the ``URL`` class's, with its names and meaning: a
/// setter ignores a value it cannot use, except ``href``, which raises :class:`ParseError`.
///
/// Two URLs are equal when their hrefs are; a URL hashes, orders, pickles and copies by its
/// href. ``repr`` hides the password. Lone surrogates in a ``str`` become U+FFFD, as a
/// browser's ``USVString`` conversion does.
///
/// >>> url = URL("HTTPS://user:secret@EXAMPLE.com:443/a/./b/../c?q=1#top")
/// >>> url.href
/// 'https://user:secret@example.com/a/c?q=1#top'
/// >>> url.hostname, url.port, url.pathname, url.search, url.hash
/// ('example.com', '', '/a/c', '?q=1', '#top')
/// >>> url
/// URL('https://user:***@example.com/a/c?q=1#top')
/// >>> URL("../d", base="https://example.com/a/b/c").href
/// 'https://example.com/a/d'
/// >>> url.pathname = "/x y"
/// >>> str(url)
/// 'https://user:secret@example.com/x%20y?q=1#top'
#[pyclass(module = "railurl", name = "URL")]
pub struct PyUrl {
    pub(crate) url: Url,
    /// The href as a Python `str`, made the first time it is asked for (or the input itself,
    /// when the input was already the href); cleared by every setter.
    href: Option<Py<PyString>>,
}

/// A `base` argument: a `URL` object, or a `str` parsed for the occasion (kept as it is when
/// it does not parse: `URL.parse` gives `None` then, `URL(...)` raises); `None` is Rust's.
pub(crate) enum Base<'py> {
    Object(PyRef<'py, PyUrl>),
    Parsed(Url),
    Invalid(Bound<'py, PyAny>),
}

impl<'a, 'py> FromPyObject<'a, 'py> for Base<'py> {
    type Error = PyErr;

    fn extract(base: Borrowed<'a, 'py, PyAny>) -> PyResult<Base<'py>> {
        if let Ok(object) = base.cast::<PyUrl>() {
            return Ok(Base::Object(object.borrow()));
        }
        if base.cast::<PyString>().is_err() {
            return Err(wrong_type(&base, "must be str or URL"));
        }
        let text: Usv<'_> = base.extract()?;
        Ok(match Url::parse(&text) {
            Ok(url) => Base::Parsed(url),
            Err(_) => Base::Invalid(base.to_owned()),
        })
    }
}

/// The base URL of a `base` argument: `ParseError` ("invalid-base") for a string that does
/// not parse.
pub(crate) fn base_url<'b>(base: &'b Option<Base<'_>>) -> PyResult<Option<&'b Url>> {
    match base {
        None => Ok(None),
        Some(Base::Object(object)) => Ok(Some(&object.url)),
        Some(Base::Parsed(url)) => Ok(Some(url)),
        Some(Base::Invalid(text)) => Err(invalid_base(text.py(), text.clone())),
    }
}

/// Why [`try_parse`] gave no URL: what `ParseError` needs, made into one only when raised.
pub(crate) enum Failed<'py> {
    /// The base string did not parse.
    Base(Bound<'py, PyAny>),
    /// The input did not parse (against the base with this href).
    Input {
        error: railurl::ParseError,
        input: Bound<'py, PyAny>,
        base: Option<String>,
    },
}

impl Failed<'_> {
    pub(crate) fn into_err(self) -> PyErr {
        match self {
            Failed::Base(base) => invalid_base(base.py(), base),
            Failed::Input { error, input, base } => {
                parse_error(input.py(), error, input, base.as_deref(), None)
            }
        }
    }
}

/// Parse `input` (a `str` or a `URL`) against `base`. A `TypeError` for arguments of the
/// wrong type; `Ok(Err(_))` when the URL parser fails.
pub(crate) fn try_parse<'py>(
    input: &Bound<'py, PyAny>,
    base: Option<Base<'py>>,
) -> PyResult<Result<PyUrl, Failed<'py>>> {
    let given = match base {
        Some(Base::Invalid(bad)) => return Ok(Err(Failed::Base(bad))),
        given => given,
    };
    let base = base_url(&given)?;
    let failed = |error, input: Bound<'py, PyAny>| Failed::Input {
        error,
        input,
        base: base.map(|b| b.href().to_string()),
    };
    if let Ok(string) = input.cast::<PyString>() {
        let text = usv_str(string)?;
        let parsed = match base {
            None => Url::parse(&text),
            Some(base) => Url::parse_with_base(&text, base),
        };
        return Ok(match parsed {
            Ok(url) => {
                // Most URLs met in practice are canonical: their href is the input itself.
                let href = (url.href() == text).then(|| string.clone().unbind());
                Ok(PyUrl { url, href })
            }
            Err(error) => Err(failed(error, input.clone())),
        });
    }
    if let Ok(object) = input.cast::<PyUrl>() {
        let object = object.borrow();
        let parsed = match base {
            None => Ok(object.url.clone()),
            Some(base) => Url::parse_with_base(object.url.href(), base),
        };
        return Ok(match parsed {
            Ok(url) => Ok(PyUrl::new(url)),
            Err(error) => Err(failed(
                error,
                PyString::new(input.py(), object.url.href()).into_any(),
            )),
        });
    }
    Err(not_a_str(input, "input"))
}

/// [`try_parse`], raising `ParseError` on failure.
pub(crate) fn parse_or_raise<'py>(
    input: &Bound<'py, PyAny>,
    base: Option<Base<'py>>,
) -> PyResult<PyUrl> {
    try_parse(input, base)?.map_err(Failed::into_err)
}

impl PyUrl {
    pub(crate) fn new(url: Url) -> PyUrl {
        PyUrl { url, href: None }
    }

    /// The href as a Python `str`, made once.
    pub(crate) fn href_str(&mut self, py: Python<'_>) -> Py<PyString> {
        self.href
            .get_or_insert_with(|| PyString::new(py, self.url.href()).unbind())
            .clone_ref(py)
    }

    /// Forget the cached href: the URL changed.
    pub(crate) fn changed(&mut self) {
        self.href = None;
    }

    /// Run a setter with a `str` value.
    fn set(
        &mut self,
        value: &Bound<'_, PyAny>,
        name: &str,
        setter: fn(&mut Url, &str),
    ) -> PyResult<()> {
        let text = usv(value, name)?;
        setter(&mut self.url, &text);
        self.changed();
        Ok(())
    }
}

#[pymethods]
impl PyUrl {
    #[new]
    #[pyo3(signature = (input, base = None))]
    fn py_new<'py>(input: &Bound<'py, PyAny>, base: Option<Base<'py>>) -> PyResult<PyUrl> {
        parse_or_raise(input, base)
    }

    /// ``URL.parse(input, base=None)``: the URL, or ``None`` where ``URL(input, base)`` would
    /// raise :class:`ParseError` (also when ``base`` fails to parse).
    ///
    /// >>> URL.parse("https://example.org/a b")
    /// URL('https://example.org/a%20b')
    /// >>> URL.parse("/relative") is None
    /// True
    /// >>> URL.parse("/relative", "https://example.org/dir/")
    /// URL('https://example.org/relative')
    #[staticmethod]
    #[pyo3(signature = (input, base = None))]
    fn parse<'py>(input: &Bound<'py, PyAny>, base: Option<Base<'py>>) -> PyResult<Option<PyUrl>> {
        Ok(try_parse(input, base)?.ok())
    }

    /// ``URL.can_parse(input, base=None)``: whether ``URL(input, base)`` would succeed.
    ///
    /// >>> URL.can_parse("https://example.org")
    /// True
    /// >>> URL.can_parse("//example.org")
    /// False
    /// >>> URL.can_parse("//example.org", base="https://a.example")
    /// True
    #[staticmethod]
    #[pyo3(signature = (input, base = None))]
    fn can_parse<'py>(input: &Bound<'py, PyAny>, base: Option<Base<'py>>) -> PyResult<bool> {
        Ok(try_parse(input, base)?.is_ok())
    }

    /// Resolve ``input`` against this URL: ``URL(input, base=self)``.
    ///
    /// >>> URL("https://example.org/a/b?q").join("../c#f")
    /// URL('https://example.org/c#f')
    fn join(slf: &Bound<'_, Self>, input: &Bound<'_, PyAny>) -> PyResult<PyUrl> {
        parse_or_raise(input, Some(Base::Object(slf.borrow())))
    }

    /// The href getter: the URL's serialization. Setting it parses the new value (with no
    /// base) and raises :class:`ParseError` if that fails, leaving the URL as it was.
    ///
    /// >>> url = URL("https://example.org/")
    /// >>> url.href = "HTTP://EXAMPLE.net"
    /// >>> url.href
    /// 'http://example.net/'
    #[getter]
    fn href(&mut self, py: Python<'_>) -> Py<PyString> {
        self.href_str(py)
    }

    #[setter(href)]
    fn set_href(&mut self, value: &Bound<'_, PyAny>) -> PyResult<()> {
        let text = usv(value, "href")?;
        match self.url.set_href(&text) {
            Ok(()) => {
                self.changed();
                Ok(())
            }
            Err(error) => Err(parse_error(value.py(), error, value.clone(), None, None)),
        }
    }

    /// The origin getter: the ASCII serialization of the URL's origin (``"null"`` for an
    /// opaque origin).
    ///
    /// >>> URL("https://example.org:8443/a").origin
    /// 'https://example.org:8443'
    /// >>> URL("data:text/plain,hi").origin
    /// 'null'
    #[getter]
    fn origin(&self) -> String {
        self.url.origin().ascii_serialization()
    }

    /// The searchParams getter: the query as a :class:`URLSearchParams` that reads and
    /// changes this URL's query.
    ///
    /// >>> url = URL("https://example.org/search?q=a+b")
    /// >>> url.search_params["q"]
    /// 'a b'
    /// >>> url.search_params.append("page", "2")
    /// >>> url.href
    /// 'https://example.org/search?q=a+b&page=2'
    #[getter]
    fn search_params(slf: &Bound<'_, Self>) -> UrlSearchParams {
        UrlSearchParams::of_url(slf.clone().unbind())
    }

    fn __str__(&mut self, py: Python<'_>) -> Py<PyString> {
        self.href_str(py)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let href = self.url.href();
        let password = self.url.password();
        let shown = if password.is_empty() {
            href.to_string()
        } else {
            // The password sits right after "scheme://username:".
            let start = self.url.protocol().len() + 2 + self.url.username().len() + 1;
            match (href.get(..start), href.get(start + password.len()..)) {
                (Some(head), Some(tail)) => format!("{head}***{tail}"),
                _ => href.replace(password, "***"),
            }
        };
        Ok(format!("URL({})", PyString::new(py, &shown).repr()?))
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let Ok(other) = other.cast::<PyUrl>() else {
            return Ok(py.NotImplemented());
        };
        let other = other.try_borrow()?;
        compared(py, op, self.url.cmp(&other.url))
    }

    fn __hash__(&mut self, py: Python<'_>) -> PyResult<isize> {
        self.href_str(py).bind(py).hash()
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let href = slf.borrow_mut().href_str(slf.py());
        reduce_to_text(slf, href)
    }

    fn __copy__(&self) -> PyUrl {
        PyUrl::new(self.url.clone())
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyUrl {
        PyUrl::new(self.url.clone())
    }
}

getters!(PyUrl, |this| this.url, {
    /// The protocol getter and setter: the scheme followed by ``":"``.
    ///
    /// >>> url = URL("http://example.org/")
    /// >>> url.protocol = "https"
    /// >>> url.protocol, url.href
    /// ('https:', 'https://example.org/')
    fn protocol -> &str;

    /// The username getter and setter (percent-encoded as the URL Standard says).
    ///
    /// >>> url = URL("https://example.org/")
    /// >>> url.username = "a b"
    /// >>> url.href
    /// 'https://a%20b@example.org/'
    fn username -> &str;

    /// The password getter and setter.
    ///
    /// >>> URL("https://me:pw@example.org/").password
    /// 'pw'
    fn password -> &str;

    /// The host getter and setter: the hostname and, when the URL has a port, ``":"`` and the
    /// port.
    ///
    /// >>> url = URL("https://example.org:8443/")
    /// >>> url.host
    /// 'example.org:8443'
    /// >>> url.host = "EXAMPLE.net:443"
    /// >>> url.href
    /// 'https://example.net/'
    fn host -> &str;

    /// The hostname getter and setter: the serialized host (IDNA-processed, IPv4 and IPv6
    /// addresses in their canonical form).
    ///
    /// >>> URL("https://BÜCHER.example/").hostname
    /// 'xn--bcher-kva.example'
    /// >>> URL("http://0x7f.1/").hostname
    /// '127.0.0.1'
    fn hostname -> &str;

    /// The port getter and setter, a ``str`` as in the URL Standard: the port in decimal, or
    /// ``""`` when the URL has none or it is the scheme's default. :attr:`port_number` is the
    /// same as an ``int``.
    ///
    /// >>> URL("https://example.org:443/").port, URL("https://example.org:8443/").port
    /// ('', '8443')
    fn port -> &str;

    /// The pathname getter and setter.
    ///
    /// >>> URL("https://example.org/a/../b/./c").pathname
    /// '/b/c'
    fn pathname -> &str;

    /// The search getter and setter: ``"?"`` and the query, or ``""`` when the query is
    /// empty or null.
    ///
    /// >>> url = URL("https://example.org/?a=1")
    /// >>> url.search = "b=2 3"
    /// >>> url.search
    /// '?b=2%203'
    fn search -> &str;

    /// The hash getter and setter: ``"#"`` and the fragment, or ``""`` when the fragment is
    /// empty or null.
    ///
    /// >>> URL("https://example.org/#top").hash
    /// '#top'
    fn hash -> &str;

    /// The scheme, without ``":"``.
    ///
    /// >>> URL("mailto:someone@example.org").scheme
    /// 'mailto'
    fn scheme -> &str;

    /// The query without ``"?"``, or ``None`` when the URL has none (``search`` cannot tell an
    /// empty query from none).
    ///
    /// >>> URL("https://example.org/?").query, URL("https://example.org/").query
    /// ('', None)
    fn query -> Option<&str>;

    /// The fragment without ``"#"``, or ``None`` when the URL has none.
    ///
    /// >>> URL("https://example.org/#").fragment, URL("https://example.org/").fragment
    /// ('', None)
    fn fragment -> Option<&str>;

    /// The host's public suffix by the Public Suffix List (the URL Standard's "public
    /// suffix"): ASCII, a domain's trailing dot kept; ``None`` when the host is not a domain
    /// (an IP address, an opaque, empty or null host).
    ///
    /// >>> URL("https://www.example.co.uk/").public_suffix, URL("https://127.0.0.1/").public_suffix
    /// ('co.uk', None)
    fn public_suffix -> Option<&str>;

    /// The host's registrable domain (the URL Standard's): its public suffix and the label
    /// before it, ASCII, trailing dot kept; ``None`` when the host is not a domain or is
    /// itself a public suffix.
    ///
    /// >>> URL("https://a.b.Bücher.de./").registrable_domain, URL("https://github.io/").registrable_domain
    /// ('xn--bcher-kva.de.', None)
    fn registrable_domain -> Option<&str>;

    /// The port as an ``int``, or ``None`` (no port, or the scheme's default port).
    ///
    /// >>> URL("https://example.org:8443/").port_number, URL("https://example.org/").port_number
    /// (8443, None)
    fn port_number -> Option<u16>;

    /// Whether the scheme is special (``http``, ``https``, ``ws``, ``wss``, ``ftp``, ``file``).
    ///
    /// >>> URL("https://example.org/").is_special, URL("git://example.org/").is_special
    /// (True, False)
    fn is_special -> bool;

    /// Whether the URL has an opaque path (``mailto:``, ``data:``, ``javascript:`` ...).
    ///
    /// >>> URL("mailto:someone@example.org").has_opaque_path
    /// True
    fn has_opaque_path -> bool;
});

/// The setters of the components above that have one: each runs the `Url` setter of the
/// same name on a `str` (which ignores a value it cannot use).
macro_rules! setters {
    ($($name:ident: $set:ident),*) => {
        #[pymethods]
        impl PyUrl {
            $(
                #[setter]
                fn $set(&mut self, value: &Bound<'_, PyAny>) -> PyResult<()> {
                    self.set(value, stringify!($name), Url::$set)
                }
            )*
        }
    };
}

setters!(
    protocol: set_protocol,
    username: set_username,
    password: set_password,
    host: set_host,
    hostname: set_hostname,
    port: set_port,
    pathname: set_pathname,
    search: set_search,
    hash: set_hash
);
