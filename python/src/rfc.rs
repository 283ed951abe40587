//! `railurl.rfc3986` and `railurl.rfc3987`: URI and IRI references as RFC 3986 and RFC 3987
//! define them, over `railurl::rfc3986` and `railurl::rfc3987` (recognizers generated from the
//! RFCs' ABNF). The two classes have the same components and manners; a macro writes their
//! shared methods once, and each adds what only its standard has (a URI's IRI form, an IRI's
//! URI form, relativizing).

use crate::getters::getters;
use crate::text::{code_points, compared, not_a_str, reduce_to_text, usv};
use pyo3::basic::CompareOp;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::pyclass::boolean_struct::True;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyString, PyTuple, PyType};
use pyo3::PyClass;
use railurl::rfc3986::{
    AbsoluteUri, Host, HostKind, PathKind, ResolveOptions, Uri, UriError, UriRef, UriRefBuf,
};
use railurl::rfc3987::{AbsoluteIri, Iri, IriRef, IriRefBuf};
use std::borrow::Cow;

static URI_ERROR: PyOnceLock<Py<PyType>> = PyOnceLock::new();

/// `railurl.rfc3986.URIError` (defined in `railurl/_errors.py`) for `error`, met parsing
/// `input`: the rule, the position as a code point index, and what the grammar expected there.
fn uri_error(py: Python<'_>, error: UriError, input: &str) -> PyErr {
    // The grammar runs over bytes: a failure inside a character is that character's.
    let mut at = error.position().min(input.len());
    while !input.is_char_boundary(at) {
        at -= 1;
    }
    let position = code_points(input, at);
    match URI_ERROR.import(py, "railurl._errors", "URIError") {
        Ok(class) => PyErr::from_type(
            class.clone(),
            (error.rule(), input.to_string(), position, error.expected()),
        ),
        Err(e) => e,
    }
}

/// The rules a reference can be parsed with: the reference, the full form (with a scheme), the
/// absolute form (with a scheme, without a fragment).
#[derive(Clone, Copy)]
enum Rule {
    Reference,
    Full,
    Absolute,
}

impl Rule {
    /// The rules in the order of [`Standard::RULES`].
    const ALL: [Rule; 3] = [Rule::Reference, Rule::Full, Rule::Absolute];
}

/// What differs between RFC 3986's and RFC 3987's references: the rules' names and the parse.
trait Standard: Sized {
    type Buf;
    /// The names of `Rule::Reference`, `Rule::Full` and `Rule::Absolute`.
    const RULES: [&'static str; 3];
    fn parse_text(text: &str, rule: Rule, zone_id: bool) -> Result<Self::Buf, UriError>;
    fn wrap(buf: Self::Buf) -> Self;
    fn text(&self) -> &str;

    /// Whether `text` matches `rule` (nothing is kept).
    fn matches(text: &str, rule: Rule) -> bool;

    /// The rule named `name` (its index in [`Standard::RULES`] and [`Rule::ALL`]).
    fn rule_index(name: &str) -> Option<usize> {
        Self::RULES.iter().position(|n| *n == name)
    }

    fn rule(name: &str) -> PyResult<Rule> {
        let names = Self::RULES;
        match Self::rule_index(name).and_then(|i| Rule::ALL.get(i)) {
            Some(&rule) => Ok(rule),
            None => Err(PyValueError::new_err(format!(
                "rule must be {:?}, {:?} or {:?}, not {name:?}",
                names[0], names[1], names[2]
            ))),
        }
    }

    /// Parse the argument `text` by the rule named `rule`: the outer error is about the
    /// arguments, the inner one the `URIError` of a text that does not match.
    fn read(
        py: Python<'_>,
        text: &Bound<'_, PyAny>,
        rule: &str,
        zone_id: bool,
    ) -> PyResult<PyResult<Self>>
    where
        Self: PyClass<Frozen = True> + Sync,
    {
        let rule = Self::rule(rule)?;
        if zone_id && !matches!(rule, Rule::Reference) {
            return Err(PyValueError::new_err(format!(
                "zone_id=True takes the rule {:?}",
                Self::RULES[0]
            )));
        }
        let text = text_of::<Self>(text, "text")?;
        Ok(Self::parse_text(&text, rule, zone_id)
            .map(Self::wrap)
            .map_err(|e| uri_error(py, e, &text)))
    }
}

impl Standard for UriReference {
    type Buf = UriRefBuf;
    const RULES: [&'static str; 3] = ["URI-reference", "URI", "absolute-URI"];

    fn parse_text(text: &str, rule: Rule, zone_id: bool) -> Result<UriRefBuf, UriError> {
        Ok(match (rule, zone_id) {
            (Rule::Reference, false) => UriRef::parse(text)?.to_buf(),
            (Rule::Reference, true) => UriRef::parse_with_zone_id(text)?.to_buf(),
            (Rule::Full, _) => Uri::parse(text)?.as_uri_ref().to_buf(),
            (Rule::Absolute, _) => AbsoluteUri::parse(text)?.as_uri_ref().to_buf(),
        })
    }

    fn matches(text: &str, rule: Rule) -> bool {
        match rule {
            Rule::Reference => UriRef::parse(text).is_ok(),
            Rule::Full => Uri::parse(text).is_ok(),
            Rule::Absolute => AbsoluteUri::parse(text).is_ok(),
        }
    }

    fn wrap(buf: UriRefBuf) -> Self {
        UriReference { buf }
    }

    fn text(&self) -> &str {
        self.buf.as_str()
    }
}

impl Standard for IriReference {
    type Buf = IriRefBuf;
    const RULES: [&'static str; 3] = ["IRI-reference", "IRI", "absolute-IRI"];

    /// RFC 3987 has no zone identifiers: `zone_id` is refused before this is called.
    fn parse_text(text: &str, rule: Rule, _zone_id: bool) -> Result<IriRefBuf, UriError> {
        Ok(match rule {
            Rule::Reference => IriRef::parse(text)?.into(),
            Rule::Full => Iri::parse(text)?.as_iri_ref().into(),
            Rule::Absolute => AbsoluteIri::parse(text)?.as_iri().as_iri_ref().into(),
        })
    }

    fn matches(text: &str, rule: Rule) -> bool {
        match rule {
            Rule::Reference => IriRef::parse(text).is_ok(),
            Rule::Full => Iri::parse(text).is_ok(),
            Rule::Absolute => AbsoluteIri::parse(text).is_ok(),
        }
    }

    fn wrap(buf: IriRefBuf) -> Self {
        IriReference { buf }
    }

    fn text(&self) -> &str {
        self.buf.as_str()
    }
}

fn path_type(kind: PathKind) -> &'static str {
    match kind {
        PathKind::AbEmpty => "path-abempty",
        PathKind::Absolute => "path-absolute",
        PathKind::NoScheme => "path-noscheme",
        PathKind::Rootless => "path-rootless",
        PathKind::Empty => "path-empty",
    }
}

/// The host's address as a Python `ipaddress` object (`IPv4Address`, `IPv6Address`, with the
/// zone identifier as its `scope_id`), for an IPv4 or IPv6 host; `None` for the others.
fn ip_address<'py>(py: Python<'py>, host: Option<Host<'_>>) -> PyResult<Option<Bound<'py, PyAny>>> {
    let ipaddress = || py.import(pyo3::intern!(py, "ipaddress"));
    Ok(match host {
        Some(Host::Ipv4(address)) => Some(
            ipaddress()?
                .getattr("IPv4Address")?
                .call1((u32::from(address),))?,
        ),
        Some(Host::Ipv6 { address, zone }) => {
            let text = match zone {
                // RFC 6874's "%25" is the percent-encoded "%" of RFC 4007's text form.
                Some(zone) => {
                    let zone = railurl::percent::decode(zone.as_bytes());
                    format!("{address}%{}", String::from_utf8_lossy(&zone))
                }
                None => address.to_string(),
            };
            Some(ipaddress()?.getattr("IPv6Address")?.call1((text,))?)
        }
        _ => None,
    })
}

/// The text of an argument that is a `str` or an object of class `T` (its text).
fn text_of<'a, T: PyClass<Frozen = True> + Sync + Standard>(
    value: &'a Bound<'_, PyAny>,
    argument: &str,
) -> PyResult<Cow<'a, str>> {
    if let Ok(object) = value.cast::<T>() {
        return Ok(Cow::Borrowed(object.get().text()));
    }
    if value.cast::<PyString>().is_err() {
        return Err(not_a_str(value, argument));
    }
    usv(value, argument)
}

/// The methods both classes have: the getters of the borrowed form `$view` gives, resolution
/// against a base that `$base` parses (a `URI` or an `IRI`), normalization, and the manners.
macro_rules! reference_methods {
    ($class:ident, $view:ident, $base:ident, { $($own:tt)* }) => {
        #[pymethods]
        impl $class {
            /// Which production the host matched: ``"ipv4"``, ``"ipv6"``, ``"ipvfuture"`` or
            /// ``"reg-name"`` (section 3.2.2: a host that reads as an IPv4 address is one);
            /// ``None`` without a host.
            #[getter]
            fn host_type(&self) -> Option<&'static str> {
                self.buf.$view().host_kind().map(HostKind::name)
            }

            /// The host's address for an IPv4 or IPv6 host, as an ``ipaddress`` object;
            /// ``None`` for the other hosts.
            #[getter]
            fn ip_address<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
                ip_address(py, self.buf.$view().parsed_host())
            }

            /// Which production the path matched: ``"path-abempty"``, ``"path-absolute"``,
            /// ``"path-noscheme"``, ``"path-rootless"`` or ``"path-empty"``.
            #[getter]
            fn path_type(&self) -> &'static str {
                path_type(self.buf.$view().path_kind())
            }

            /// This reference resolved against ``base`` (a ``str`` or a reference that matches
            /// ``URI``, or ``IRI``: it has a scheme), by RFC 3986 section 5.2: strict by default
            /// (``strict=False`` ignores a scheme equal to the base's, as section 5.2.2 allows
            /// for backward compatibility), against the base as given (``normalize_base=True``:
            /// its normal form, which section 5.2.1 makes optional).
            #[pyo3(signature = (base, *, strict = true, normalize_base = false))]
            fn resolve(
                &self,
                py: Python<'_>,
                base: &Bound<'_, PyAny>,
                strict: bool,
                normalize_base: bool,
            ) -> PyResult<$class> {
                let text = text_of::<$class>(base, "base")?;
                let base = $base::parse(&text).map_err(|e| uri_error(py, e, &text))?;
                let options = ResolveOptions::new()
                    .strict(strict)
                    .normalize_base(normalize_base);
                let resolved = self.buf.$view().resolve_with(&base, options);
                let resolved = resolved.map_err(|e| uri_error(py, e, self.buf.as_str()))?;
                // A target URI is a reference too: the same string and parts, not parsed again
                // (a second parse by the plain rule would refuse a zone identifier the
                // reference was read with).
                Ok($class::wrap(resolved.into_reference_buf()))
            }

            /// The normal form (RFC 3986 section 6; RFC 3987 section 5.3 for IRIs): the
            /// syntax-based normalization of section 6.2.2 (case, percent-encoding, dot
            /// segments) and the scheme-based one of 6.2.3 (an empty or default port dropped,
            /// an empty http(s) path made "/").
            fn normalize(&self) -> $class {
                $class {
                    buf: self.buf.$view().normalize(),
                }
            }

            /// The syntax-based normalization alone (RFC 3986 section 6.2.2).
            fn normalize_syntax(&self) -> $class {
                $class {
                    buf: self.buf.$view().normalize_syntax(),
                }
            }

            /// Whether the two have the same normal form (the comparison ladder of RFC 3986
            /// section 6); ``other`` is a ``str`` or a reference of this class.
            fn eq_normalized(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<bool> {
                let text = text_of::<$class>(other, "other")?;
                let other = $class::parse_text(&text, Rule::Reference, false);
                let other = other.map_err(|e| uri_error(py, e, &text))?;
                Ok(self.buf.$view().eq_normalized(&other.$view()))
            }

            fn __str__(&self) -> &str {
                self.buf.as_str()
            }

            fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
                let name = slf.get_type().qualname()?;
                let text = PyString::new(slf.py(), slf.get().buf.as_str()).repr()?;
                Ok(format!("{name}({text})"))
            }

            /// Equal when the text is (section 6.2.1, simple string comparison); see
            /// ``eq_normalized`` for the comparison ladder.
            fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<Py<PyAny>> {
                let py = other.py();
                let Ok(other) = other.cast::<$class>() else {
                    return Ok(py.NotImplemented());
                };
                compared(py, op, self.buf.as_str().cmp(other.get().buf.as_str()))
            }

            fn __hash__(&self, py: Python<'_>) -> PyResult<isize> {
                PyString::new(py, self.buf.as_str()).hash()
            }

            fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
                let text = slf.get().buf.as_str().to_string();
                reduce_to_text(slf, text)
            }

            fn __copy__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
                slf
            }

            $($own)*

            fn __deepcopy__<'py>(
                slf: PyRef<'py, Self>,
                _memo: &Bound<'py, PyAny>,
            ) -> PyRef<'py, Self> {
                slf
            }
        }

        getters!($class, |this| this.buf.$view(), {
            /// The scheme, as written (``None`` when absent: a relative reference).
            fn scheme -> Option<&str>;

            /// The authority after ``//``, as written (``None`` when there is no ``//``).
            fn authority -> Option<&str>;

            /// The user information before ``@`` (``None`` when there is no ``@``).
            fn userinfo -> Option<&str>;

            /// The host, as written (with the brackets of an IP literal); ``None`` without an
            /// authority, ``""`` for an empty one (``file:///etc``).
            fn host -> Option<&str>;

            /// The port's digits (``None`` when there is no ``:`` after the host; ``""`` for
            /// an empty port). RFC 3986 sets no upper bound.
            fn port -> Option<&str>;

            /// The path, as written (``""`` when empty; never ``None``).
            fn path -> &str;

            /// The query after ``?`` (``None`` when there is no ``?``).
            fn query -> Option<&str>;

            /// The fragment after ``#`` (``None`` when there is no ``#``).
            fn fragment -> Option<&str>;

            /// Whether this is a relative reference (no scheme).
            fn is_relative -> bool;
        });
    };
}

/// A URI reference (RFC 3986): ``URIReference(text, rule="URI-reference", zone_id=False)``
/// parses ``text`` by the RFC's ``URI-reference`` rule (or ``URI``, which needs a scheme, or
/// ``absolute-URI``, which also forbids a fragment) and raises :class:`URIError` when it does
/// not match. With ``zone_id=True``, an IPv6 literal may carry an RFC 6874 zone identifier
/// (``[fe80::1%25eth0]``; only with ``URI-reference``).
///
/// The components are the RFC's, as written: ``None`` for an absent one, ``""`` for an empty
/// one. Nothing is changed by parsing; ``normalize()`` gives section 6's normal form.
/// References are immutable; they compare, hash, pickle and copy by their text.
///
/// >>> r = URIReference("http://user@192.168.0.1:8080/a/b?x=1#top")
/// >>> r.scheme, r.userinfo, r.host, r.host_type, r.port
/// ('http', 'user', '192.168.0.1', 'ipv4', '8080')
/// >>> r.path, r.query, r.fragment
/// ('/a/b', 'x=1', 'top')
/// >>> r.ip_address
/// IPv4Address('192.168.0.1')
/// >>> URIReference("../g?q").scheme is None, URIReference("//h?").query
/// (True, '')
///
/// Resolution (section 5.2; ``strict`` and ``normalize_base`` are the RFC's two choices) and
/// normalization (section 6):
///
/// >>> base = URIReference("http://a/b/c/d;p?q")
/// >>> str(URIReference("../g").resolve(base)), str(URIReference("http:g").resolve(base))
/// ('http://a/b/g', 'http:g')
/// >>> str(URIReference("http:g").resolve(base, strict=False))
/// 'http://a/b/c/g'
/// >>> str(URIReference("HTTP://www.Example.COM:80/a/./b/../%7euser").normalize())
/// 'http://www.example.com/a/~user'
/// >>> str(URIReference("HTTP://h:80").normalize_syntax())
/// 'http://h:80'
/// >>> URIReference("http://example.com").eq_normalized("HTTP://EXAMPLE.com:80/")
/// True
///
/// A string that does not match raises :class:`URIError`, which says where and what the
/// grammar expected there:
///
/// >>> URIReference("http://[::1/")
/// Traceback (most recent call last):
///     ...
/// railurl.rfc3986.URIError: 'http://[::1/' is not a URI-reference: at 11, expected DIGIT, ".", ":", HEXDIG or "]"
#[pyclass(module = "railurl.rfc3986", name = "URIReference", frozen)]
pub struct UriReference {
    buf: UriRefBuf,
}

reference_methods!(UriReference, as_uri_ref, Uri, {
    #[new]
    #[pyo3(signature = (text, rule = "URI-reference", *, zone_id = false))]
    fn new(py: Python<'_>, text: &Bound<'_, PyAny>, rule: &str, zone_id: bool) -> PyResult<Self> {
        UriReference::read(py, text, rule, zone_id)?
    }

    /// ``URIReference(text, rule)``, or ``None`` where that raises :class:`URIError`.
    ///
    /// >>> URIReference.parse("a b") is None
    /// True
    /// >>> URIReference.parse("mailto:a@example.com", "URI").path
    /// 'a@example.com'
    #[classmethod]
    #[pyo3(signature = (text, rule = "URI-reference", *, zone_id = false))]
    fn parse(
        _cls: &Bound<'_, PyType>,
        py: Python<'_>,
        text: &Bound<'_, PyAny>,
        rule: &str,
        zone_id: bool,
    ) -> PyResult<Option<Self>> {
        Ok(UriReference::read(py, text, rule, zone_id)?.ok())
    }

    /// The shortest reference that resolves against this URI to ``target`` (a URI), or
    /// ``None`` when none does (``target``'s path has dot segments of its own).
    ///
    /// >>> str(URIReference("http://a/b/c/d;p?q").relativize("http://a/b/g?y"))
    /// '../g?y'
    fn relativize(
        &self,
        py: Python<'_>,
        target: &Bound<'_, PyAny>,
    ) -> PyResult<Option<UriReference>> {
        let base_text = self.buf.as_str();
        let base = Uri::parse(base_text).map_err(|e| uri_error(py, e, base_text))?;
        let text = text_of::<UriReference>(target, "target")?;
        let target = Uri::parse(&text).map_err(|e| uri_error(py, e, &text))?;
        Ok(base.relativize(&target).map(|buf| UriReference { buf }))
    }

    /// The IRI that displays this URI (RFC 3987 section 3.2): percent-encoded UTF-8 decoded
    /// where that is safe, as a :class:`railurl.rfc3987.IRIReference`.
    ///
    /// >>> str(URIReference("http://www.example.org/D%C3%BCrst").to_iri())
    /// 'http://www.example.org/Dürst'
    fn to_iri(&self, py: Python<'_>) -> PyResult<IriReference> {
        match self.buf.as_uri_ref().to_iri() {
            Ok(buf) => Ok(IriReference { buf }),
            Err(e) => Err(uri_error(py, e, self.buf.as_str())),
        }
    }
});

/// An IRI reference (RFC 3987): ``IRIReference(text, rule="IRI-reference")`` parses ``text``
/// by the RFC's ``IRI-reference`` rule (or ``IRI``, or ``absolute-IRI``) and raises
/// :class:`railurl.rfc3986.URIError` when it does not match. The components are RFC 3986's,
/// with characters beyond ASCII where section 2.2 allows them; ``to_uri()`` maps it to a URI
/// (section 3.1).
///
/// >>> iri = IRIReference("https://ja.wikipedia.org/wiki/日本語#歴史")
/// >>> iri.host, iri.path, iri.fragment
/// ('ja.wikipedia.org', '/wiki/日本語', '歴史')
/// >>> str(iri.to_uri())
/// 'https://ja.wikipedia.org/wiki/%E6%97%A5%E6%9C%AC%E8%AA%9E#%E6%AD%B4%E5%8F%B2'
/// >>> str(IRIReference("../ß").resolve("http://例え.jp/ä/ö/ü?q"))
/// 'http://例え.jp/ä/ß'
/// >>> str(IRIReference("HTTP://例え.jp/a/../ä").normalize())
/// 'http://例え.jp/ä'
/// >>> IRIReference("http://例え.jp/ä").eq_normalized("HTTP://例え.jp:80/ä")
/// True
/// >>> IRIReference("/\ue000")  # private use: only in a query
/// Traceback (most recent call last):
///     ...
/// railurl.rfc3986.URIError: '/\ue000' is not an IRI-reference: at 1, expected ...
#[pyclass(module = "railurl.rfc3987", name = "IRIReference", frozen)]
pub struct IriReference {
    buf: IriRefBuf,
}

reference_methods!(IriReference, as_iri_ref, Iri, {
    #[new]
    #[pyo3(signature = (text, rule = "IRI-reference"))]
    fn new(py: Python<'_>, text: &Bound<'_, PyAny>, rule: &str) -> PyResult<Self> {
        IriReference::read(py, text, rule, false)?
    }

    /// ``IRIReference(text, rule)``, or ``None`` where that raises :class:`URIError`.
    ///
    /// >>> IRIReference.parse("http://例え.jp/") is None, IRIReference.parse("a b") is None
    /// (False, True)
    #[classmethod]
    #[pyo3(signature = (text, rule = "IRI-reference"))]
    fn parse(
        _cls: &Bound<'_, PyType>,
        py: Python<'_>,
        text: &Bound<'_, PyAny>,
        rule: &str,
    ) -> PyResult<Option<Self>> {
        Ok(IriReference::read(py, text, rule, false)?.ok())
    }

    /// The URI reference this IRI maps to (RFC 3987 section 3.1): every character beyond
    /// ASCII percent-encoded as UTF-8.
    ///
    /// >>> str(IRIReference("http://example.org/Dürst?ä").to_uri())
    /// 'http://example.org/D%C3%BCrst?%C3%A4'
    fn to_uri(&self) -> UriReference {
        UriReference {
            buf: self.buf.as_iri_ref().to_uri(),
        }
    }
});

/// The recognizer of RFC 3986's or RFC 3987's rule `name` (one of [`Standard::RULES`]), as a
/// function of the text.
pub fn matcher(name: &str) -> Option<fn(&str) -> bool> {
    fn matches<T: Standard, const RULE: usize>(text: &str) -> bool {
        T::matches(text, Rule::ALL[RULE])
    }
    fn of<T: Standard>(name: &str) -> Option<fn(&str) -> bool> {
        let matchers: [fn(&str) -> bool; 3] = [matches::<T, 0>, matches::<T, 1>, matches::<T, 2>];
        T::rule_index(name).and_then(|i| matchers.get(i).copied())
    }
    of::<UriReference>(name).or_else(|| of::<IriReference>(name))
}

/// Whether ``text`` matches RFC 3986's ``rule`` (``"URI-reference"``, ``"URI"``,
/// ``"absolute-URI"``), or RFC 3987's with ``iri`` (``"IRI-reference"``, ``"IRI"``,
/// ``"absolute-IRI"``).
#[pyfunction]
#[pyo3(signature = (text, rule, *, iri))]
pub fn _rfc_is_valid(text: &Bound<'_, PyAny>, rule: &str, iri: bool) -> PyResult<bool> {
    let text = usv(text, "text")?;
    // The rule's name is checked against its standard's, for the error's message.
    Ok(if iri {
        IriReference::matches(&text, IriReference::rule(rule)?)
    } else {
        UriReference::matches(&text, UriReference::rule(rule)?)
    })
}
