//! The borrowed forms, generic over the [`Standard`]: [`Reference`] (RFC 3986 section 4.1's
//! `URI-reference`, RFC 3987's `IRI-reference`), [`Identifier`] (`URI`, `IRI`) and
//! [`AbsoluteIdentifier`] (`absolute-URI`, `absolute-IRI`). Each is the input string and the
//! offsets of its components; nothing is copied or decoded. The component getters are
//! written here once; `crate::rfc3986::uri` and `crate::rfc3987::iri` name the forms of each
//! standard and add what is its own.

use crate::rfc3986::error::UriError;
use crate::rfc3986::host::Host;
use crate::rfc3986::parts::{HostKind, Parts, PathKind};
use crate::rfc3986::standard::sealed::Entry;
use crate::rfc3986::standard::Standard;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;
use core::ops::Deref;

/// A reference of a [`Standard`]: RFC 3986 section 4.1's URI reference
/// ([`UriRef`](crate::rfc3986::UriRef), a URI or a `relative-ref`) or RFC 3987 section 2.2's
/// IRI reference ([`IriRef`](crate::rfc3987::IriRef)), matched by the standard's grammar,
/// with its components as slices of the input.
///
/// The getters of optional components return `None` when the component is absent and
/// `Some("")` when it is present but empty.
///
/// ```
/// use railurl::rfc3986::{HostKind, Reference, UriRef};
/// use railurl::rfc3987::IriRef;
/// let uri: Reference<'_, _> = UriRef::parse("http://example.com/a?")?;
/// let iri = IriRef::parse("http://例え.テスト/ä?")?;
/// assert_eq!((uri.host_kind(), iri.host_kind()), (Some(HostKind::RegName), Some(HostKind::RegName)));
/// assert_eq!((uri.query(), iri.query(), iri.fragment()), (Some(""), Some(""), None));
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
#[derive(Clone, Copy)]
pub struct Reference<'a, S> {
    text: &'a str,
    parts: Parts,
    standard: PhantomData<S>,
}

impl<'a, S: Standard> Reference<'a, S> {
    /// Parses `input` by the standard's reference rule (`URI-reference`, `IRI-reference`).
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// use railurl::rfc3987::IriRef;
    /// assert!(UriRef::parse("").is_ok()); // the empty relative reference
    /// assert!(UriRef::parse("http://1.2.3.4.5/").is_ok()); // a reg-name
    /// assert!(UriRef::parse("http://[fe80::1%25eth0]/").is_err()); // see parse_with_zone_id
    /// assert!(UriRef::parse("ü").is_err());
    /// assert!(IriRef::parse("../δ/ε").is_ok());
    /// assert!(IriRef::parse("a\u{FFFE}").is_err()); // a noncharacter, not in ucschar
    /// ```
    #[inline]
    pub fn parse(input: &'a str) -> Result<Reference<'a, S>, UriError> {
        let parts = S::read(input, Entry::Reference)?;
        Ok(Reference::from_parts(input, parts))
    }

    /// A string and its parts, as the standard's grammar matched them.
    #[inline]
    pub(crate) fn from_parts(text: &'a str, parts: Parts) -> Reference<'a, S> {
        Reference {
            text,
            parts,
            standard: PhantomData,
        }
    }

    pub(crate) fn parts(&self) -> &Parts {
        &self.parts
    }

    /// The whole reference, as parsed.
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// assert_eq!(UriRef::parse("a/b?c")?.as_str(), "a/b?c");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_str(&self) -> &'a str {
        self.text
    }

    /// Whether this is a relative reference (`relative-ref`, `irelative-ref`: no scheme)
    /// rather than a URI or IRI.
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// use railurl::rfc3987::IriRef;
    /// assert!(UriRef::parse("//example.com/a")?.is_relative());
    /// assert!(!UriRef::parse("a:b")?.is_relative());
    /// assert!(IriRef::parse("ü/ö")?.is_relative());
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn is_relative(&self) -> bool {
        self.parts.scheme(self.text).is_none()
    }

    /// The scheme (RFC 3986 section 3.1; ASCII in IRIs too), without its ":".
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// assert_eq!(UriRef::parse("HTTP://a")?.scheme(), Some("HTTP"));
    /// assert_eq!(UriRef::parse("//a")?.scheme(), None);
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn scheme(&self) -> Option<&'a str> {
        self.parts.scheme(self.text)
    }

    /// The authority (section 3.2; `iauthority`), without its "//".
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// use railurl::rfc3987::IriRef;
    /// assert_eq!(UriRef::parse("http://u@h:1/p")?.authority(), Some("u@h:1"));
    /// assert_eq!(UriRef::parse("file:///etc")?.authority(), Some(""));
    /// assert_eq!(UriRef::parse("mailto:u@h")?.authority(), None);
    /// assert_eq!(IriRef::parse("//ü@ö:1/")?.authority(), Some("ü@ö:1"));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn authority(&self) -> Option<&'a str> {
        self.parts.authority(self.text)
    }

    /// The user information (section 3.2.1; `iuserinfo`), without its "@".
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// assert_eq!(UriRef::parse("ftp://anonymous:x@h/")?.userinfo(), Some("anonymous:x"));
    /// assert_eq!(UriRef::parse("ftp://@h/")?.userinfo(), Some(""));
    /// assert_eq!(UriRef::parse("ftp://h/")?.userinfo(), None);
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn userinfo(&self) -> Option<&'a str> {
        self.parts.userinfo(self.text)
    }

    /// The host (section 3.2.2; `ihost`) as written, brackets included for IP literals;
    /// present (maybe empty) whenever the authority is.
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// use railurl::rfc3987::IriRef;
    /// assert_eq!(UriRef::parse("http://[::1]:80")?.host(), Some("[::1]"));
    /// assert_eq!(UriRef::parse("file:///etc")?.host(), Some(""));
    /// assert_eq!(IriRef::parse("//bücher.example/")?.host(), Some("bücher.example"));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn host(&self) -> Option<&'a str> {
        self.parts.host(self.text)
    }

    /// Which production the host matched (see [`HostKind`]; an IRI's `ireg-name` is
    /// [`HostKind::RegName`]).
    ///
    /// ```
    /// use railurl::rfc3986::{HostKind, UriRef};
    /// assert_eq!(UriRef::parse("http://192.168.0.1/")?.host_kind(), Some(HostKind::Ipv4));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn host_kind(&self) -> Option<HostKind> {
        self.parts.host_kind()
    }

    /// The host as a typed value (see [`Host`]).
    ///
    /// ```
    /// use core::net::Ipv4Addr;
    /// use railurl::rfc3986::{Host, UriRef};
    /// use railurl::rfc3987::IriRef;
    /// assert_eq!(
    ///     UriRef::parse("http://192.168.0.1/")?.parsed_host(),
    ///     Some(Host::Ipv4(Ipv4Addr::new(192, 168, 0, 1)))
    /// );
    /// assert_eq!(IriRef::parse("//bücher.example")?.parsed_host(), Some(Host::RegName("bücher.example")));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn parsed_host(&self) -> Option<Host<'a>> {
        let text = self.parts.host(self.text)?;
        let kind = self.parts.host_kind()?;
        Some(Host::from_match(text, kind, self.parts.zone(self.text)))
    }

    /// The port (section 3.2.3) as written, digits only and possibly empty; not a number, as
    /// the grammar sets no limit (`*DIGIT`).
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// assert_eq!(UriRef::parse("http://h:8080/")?.port(), Some("8080"));
    /// assert_eq!(UriRef::parse("http://h:/")?.port(), Some(""));
    /// assert_eq!(UriRef::parse("http://h/")?.port(), None);
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn port(&self) -> Option<&'a str> {
        self.parts.port(self.text)
    }

    /// The path (section 3.3; `ipath`), always present, maybe empty.
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// use railurl::rfc3987::IriRef;
    /// assert_eq!(UriRef::parse("http://h/a/b?q")?.path(), "/a/b");
    /// assert_eq!(UriRef::parse("http://h?q")?.path(), "");
    /// assert_eq!(IriRef::parse("//h/ü?q")?.path(), "/ü");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn path(&self) -> &'a str {
        self.parts.path(self.text)
    }

    /// Which production the path matched (see [`PathKind`]; an IRI's `ipath-abempty` is
    /// [`PathKind::AbEmpty`], ...).
    ///
    /// ```
    /// use railurl::rfc3986::{PathKind, UriRef};
    /// assert_eq!(UriRef::parse("a/b")?.path_kind(), PathKind::NoScheme);
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn path_kind(&self) -> PathKind {
        self.parts.path_kind()
    }

    /// The query (section 3.4; `iquery`), without its "?".
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// use railurl::rfc3987::IriRef;
    /// assert_eq!(UriRef::parse("?a=b?c#d")?.query(), Some("a=b?c"));
    /// assert_eq!(IriRef::parse("?ü=\u{E000}")?.query(), Some("ü=\u{E000}"));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn query(&self) -> Option<&'a str> {
        self.parts.query(self.text)
    }

    /// The fragment (section 3.5; `ifragment`), without its "#".
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// assert_eq!(UriRef::parse("#top")?.fragment(), Some("top"));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn fragment(&self) -> Option<&'a str> {
        self.parts.fragment(self.text)
    }

    /// This reference as an identifier, if it has a scheme.
    pub(crate) fn to_identifier(self) -> Option<Identifier<'a, S>> {
        (!self.is_relative()).then_some(Identifier(self))
    }
}

/// An identifier of a [`Standard`]: a URI (RFC 3986 section 3, [`Uri`](crate::rfc3986::Uri))
/// or an IRI (RFC 3987, [`Iri`](crate::rfc3987::Iri)), a [`Reference`] with a scheme, which
/// it dereferences to, with [`Identifier::scheme`] returning the scheme itself.
///
/// ```
/// use railurl::rfc3986::Uri;
/// let uri = Uri::parse("urn:oasis:names:specification:docbook:dtd:xml:4.1.2")?;
/// assert_eq!((uri.scheme(), uri.authority()), ("urn", None));
/// assert_eq!(uri.path(), "oasis:names:specification:docbook:dtd:xml:4.1.2");
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Identifier<'a, S>(Reference<'a, S>);

impl<'a, S: Standard> Identifier<'a, S> {
    /// The scheme, without its ":".
    ///
    /// ```
    /// use railurl::rfc3986::Uri;
    /// use railurl::rfc3987::Iri;
    /// assert_eq!(Uri::parse("tel:+1-816-555-1212")?.scheme(), "tel");
    /// assert_eq!(Iri::parse("mailto:ü@example.org")?.scheme(), "mailto");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn scheme(&self) -> &'a str {
        self.0.scheme().unwrap_or("")
    }

    /// The same identifier as a reference.
    pub(crate) fn reference(&self) -> Reference<'a, S> {
        self.0
    }

    /// This identifier as an absolute one, if it has no fragment.
    pub(crate) fn to_absolute(self) -> Option<AbsoluteIdentifier<'a, S>> {
        self.0
            .fragment()
            .is_none()
            .then_some(AbsoluteIdentifier(self))
    }
}

impl<'a, S> Deref for Identifier<'a, S> {
    type Target = Reference<'a, S>;

    fn deref(&self) -> &Reference<'a, S> {
        &self.0
    }
}

/// An absolute identifier of a [`Standard`]: an absolute URI (RFC 3986 section 4.3,
/// [`AbsoluteUri`](crate::rfc3986::AbsoluteUri)) or IRI
/// ([`AbsoluteIri`](crate::rfc3987::AbsoluteIri)), an [`Identifier`] without a fragment, the
/// form a base takes. It dereferences to [`Identifier`].
///
/// ```
/// use railurl::rfc3986::AbsoluteUri;
/// let base = AbsoluteUri::parse("http://a/b/c/d;p?q")?;
/// assert_eq!((base.scheme(), base.path(), base.query()), ("http", "/b/c/d;p", Some("q")));
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AbsoluteIdentifier<'a, S>(Identifier<'a, S>);

impl<'a, S: Standard> AbsoluteIdentifier<'a, S> {
    /// The same identifier with the fragment it does not have.
    pub(crate) fn identifier(&self) -> Identifier<'a, S> {
        self.0
    }
}

impl<'a, S> Deref for AbsoluteIdentifier<'a, S> {
    type Target = Identifier<'a, S>;

    fn deref(&self) -> &Identifier<'a, S> {
        &self.0
    }
}

/// What the wrapping forms have alike: parsing by their rule, and the form of a value known to
/// be one (`$inner`, what it wraps: a reference known to have a scheme, an identifier known to
/// have no fragment).
macro_rules! wrapper_forms {
    ($(
        $form:ident($inner:ident, $from:ident): $rule:ident ($names:literal), |$r:ident| $inner_of:expr;
        $($example:literal)*;
    )*) => {$(
        impl<'a, S: Standard> $form<'a, S> {
            #[doc = concat!("Parses `input` by the standard's ", $names, " rule.")]
            ///
            /// ```
            $(#[doc = $example])*
            /// ```
            #[inline]
            pub fn parse(input: &'a str) -> Result<$form<'a, S>, UriError> {
                let $r = Reference::from_parts(input, S::read(input, Entry::$rule)?);
                Ok($form($inner_of))
            }

            #[doc = concat!("`inner` as this form, which it is known to be (", $names, ").")]
            pub(crate) fn $from(inner: $inner<'a, S>) -> $form<'a, S> {
                $form(inner)
            }
        }
    )*};
}

wrapper_forms!(
    Identifier(Reference, from_reference): Identifier("`URI`, `IRI`"), |r| r;
    "use railurl::rfc3986::Uri;"
    "use railurl::rfc3987::Iri;"
    "assert_eq!(Uri::parse(\"foo\").unwrap_err().position(), 3);"
    "assert_eq!(Uri::parse(\"//no/scheme\").unwrap_err().position(), 0);"
    "assert_eq!(Iri::parse(\"ü\").unwrap_err().rule(), \"IRI\");";
    AbsoluteIdentifier(Identifier, from_identifier): Absolute("`absolute-URI`, `absolute-IRI`"),
    |r| Identifier(r);
    "use railurl::rfc3986::AbsoluteUri;"
    "use railurl::rfc3987::AbsoluteIri;"
    "assert!(AbsoluteUri::parse(\"mailto:a@example.com?subject=hi\").is_ok());"
    "assert_eq!(AbsoluteUri::parse(\"http://a/#f\").unwrap_err().position(), 9);"
    "assert!(AbsoluteIri::parse(\"urn:ü\").is_ok());";
);

impl<S> PartialEq for Reference<'_, S> {
    fn eq(&self, other: &Self) -> bool {
        self.text == other.text
    }
}

impl<S> Eq for Reference<'_, S> {}

impl<S> Hash for Reference<'_, S> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.text.hash(state)
    }
}

impl<S> PartialOrd for Reference<'_, S> {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl<S> Ord for Reference<'_, S> {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering {
        self.text.cmp(other.text)
    }
}

/// The components, for debugging, under the form's name: the standard's identifier name
/// between `before` and `after` (`Absolute` `Uri` `Buf`).
pub(crate) fn debug_components<S: Standard>(
    f: &mut fmt::Formatter<'_>,
    [before, after]: [&str; 2],
    r: &Reference<'_, S>,
) -> fmt::Result {
    f.write_str(before)?;
    f.write_str(S::NAME)?;
    f.write_str(after)?;
    f.debug_struct("")
        .field("text", &r.as_str())
        .field("scheme", &r.scheme())
        .field("authority", &r.authority())
        .field("userinfo", &r.userinfo())
        .field("host", &r.host())
        .field("host_kind", &r.host_kind())
        .field("port", &r.port())
        .field("path", &r.path())
        .field("path_kind", &r.path_kind())
        .field("query", &r.query())
        .field("fragment", &r.fragment())
        .finish()
}

/// The traits every borrowed form has alike: `Display` (the text), `Debug` (the components),
/// `AsRef<str>` and `TryFrom<&str>` (`parse`).
macro_rules! borrowed_traits {
    ($($form:ident = $name:expr, |$r:ident| $reference:expr),*) => {$(
        impl<S: Standard> fmt::Display for $form<'_, S> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl<S: Standard> fmt::Debug for $form<'_, S> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                let $r = self;
                debug_components(f, $name, &$reference)
            }
        }

        impl<S: Standard> AsRef<str> for $form<'_, S> {
            fn as_ref(&self) -> &str {
                self.as_str()
            }
        }

        impl<'a, S: Standard> TryFrom<&'a str> for $form<'a, S> {
            type Error = UriError;

            fn try_from(input: &'a str) -> Result<$form<'a, S>, UriError> {
                $form::parse(input)
            }
        }
    )*};
}

borrowed_traits!(
    Reference = ["", "Ref"],
    |r| *r,
    Identifier = ["", ""],
    |r| r.0,
    AbsoluteIdentifier = ["Absolute", ""],
    |r| r.0 .0
);
