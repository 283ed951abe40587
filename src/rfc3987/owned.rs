//! The owned forms: the string and its components' offsets, lent out as the borrowed forms.

use crate::rfc3986::error::UriError;
use crate::rfc3986::parts::Parts;
use crate::rfc3987::iri::{AbsoluteIri, Iri, IriRef};
use crate::rfc3987::syntax;
use alloc::string::String;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::str::FromStr;

/// An owned [`IriRef`].
///
/// ```
/// use railurl::rfc3987::IriRefBuf;
/// let r: IriRefBuf = "ü/ö?ä".parse()?;
/// assert_eq!(r.as_iri_ref().query(), Some("ä"));
/// assert_eq!(r.to_string(), "ü/ö?ä");
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
#[derive(Clone)]
pub struct IriRefBuf {
    text: String,
    parts: Parts,
}

impl IriRefBuf {
    /// Parses `input` as an `IRI-reference`, keeping the string.
    ///
    /// ```
    /// use railurl::rfc3987::IriRefBuf;
    /// assert!(IriRefBuf::parse("ü ö".into()).is_err());
    /// ```
    pub fn parse(input: String) -> Result<IriRefBuf, UriError> {
        let parts = syntax::iri_reference(&input)?;
        Ok(IriRefBuf { text: input, parts })
    }

    /// The borrowed form, with the getters.
    ///
    /// ```
    /// use railurl::rfc3987::IriRefBuf;
    /// assert_eq!(IriRefBuf::parse("#ü".into())?.as_iri_ref().fragment(), Some("ü"));
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_iri_ref(&self) -> IriRef<'_> {
        IriRef::from_parts(&self.text, self.parts)
    }

    /// The reference as a string.
    ///
    /// ```
    /// use railurl::rfc3987::IriRefBuf;
    /// assert_eq!(IriRefBuf::parse("ü".into())?.as_str(), "ü");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The string.
    ///
    /// ```
    /// use railurl::rfc3987::IriRefBuf;
    /// assert_eq!(IriRefBuf::parse("ü".into())?.into_string(), "ü");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn into_string(self) -> String {
        self.text
    }
}

impl From<IriRef<'_>> for IriRefBuf {
    fn from(r: IriRef<'_>) -> IriRefBuf {
        IriRefBuf {
            text: String::from(r.as_str()),
            parts: *r.parts(),
        }
    }
}

/// An owned [`Iri`].
///
/// ```
/// use railurl::rfc3987::IriBuf;
/// let iri: IriBuf = "http://ü.example/".parse()?;
/// assert_eq!(iri.as_iri().host(), Some("ü.example"));
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
#[derive(Clone)]
pub struct IriBuf(IriRefBuf);

impl IriBuf {
    /// Parses `input` as an `IRI`, keeping the string.
    ///
    /// ```
    /// use railurl::rfc3987::IriBuf;
    /// assert!(IriBuf::parse("ü".into()).is_err());
    /// ```
    pub fn parse(input: String) -> Result<IriBuf, UriError> {
        let parts = syntax::iri(&input)?;
        Ok(IriBuf(IriRefBuf { text: input, parts }))
    }

    /// The borrowed form, with the getters.
    ///
    /// ```
    /// use railurl::rfc3987::IriBuf;
    /// assert_eq!(IriBuf::parse("a:ü".into())?.as_iri().scheme(), "a");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_iri(&self) -> Iri<'_> {
        // Parsed as an IRI: it has a scheme.
        Iri::from_ref(self.0.as_iri_ref())
    }

    /// The IRI as a string.
    ///
    /// ```
    /// use railurl::rfc3987::IriBuf;
    /// assert_eq!(IriBuf::parse("a:ü".into())?.as_str(), "a:ü");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_str(&self) -> &str {
        self.0.as_str()
    }

    /// The string.
    ///
    /// ```
    /// use railurl::rfc3987::IriBuf;
    /// assert_eq!(IriBuf::parse("a:ü".into())?.into_string(), "a:ü");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn into_string(self) -> String {
        self.0.into_string()
    }
}

impl From<Iri<'_>> for IriBuf {
    fn from(iri: Iri<'_>) -> IriBuf {
        IriBuf(IriRefBuf::from(iri.as_iri_ref()))
    }
}

/// An owned [`AbsoluteIri`].
///
/// ```
/// use railurl::rfc3987::AbsoluteIriBuf;
/// let base: AbsoluteIriBuf = "http://ü/a?ö".parse()?;
/// assert_eq!(base.as_absolute_iri().query(), Some("ö"));
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
#[derive(Clone)]
pub struct AbsoluteIriBuf(IriRefBuf);

impl AbsoluteIriBuf {
    /// Parses `input` as an `absolute-IRI`, keeping the string.
    ///
    /// ```
    /// use railurl::rfc3987::AbsoluteIriBuf;
    /// assert!(AbsoluteIriBuf::parse("a:b#ü".into()).is_err());
    /// ```
    pub fn parse(input: String) -> Result<AbsoluteIriBuf, UriError> {
        let parts = syntax::absolute_iri(&input)?;
        Ok(AbsoluteIriBuf(IriRefBuf { text: input, parts }))
    }

    /// The borrowed form, with the getters.
    ///
    /// ```
    /// use railurl::rfc3987::AbsoluteIriBuf;
    /// assert_eq!(AbsoluteIriBuf::parse("a:ü".into())?.as_absolute_iri().path(), "ü");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_absolute_iri(&self) -> AbsoluteIri<'_> {
        // Parsed as an absolute IRI: it has a scheme and no fragment.
        AbsoluteIri::from_iri(Iri::from_ref(self.0.as_iri_ref()))
    }

    /// The IRI as a string.
    ///
    /// ```
    /// use railurl::rfc3987::AbsoluteIriBuf;
    /// assert_eq!(AbsoluteIriBuf::parse("a:ü".into())?.as_str(), "a:ü");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_str(&self) -> &str {
        self.0.as_str()
    }

    /// The string.
    ///
    /// ```
    /// use railurl::rfc3987::AbsoluteIriBuf;
    /// assert_eq!(AbsoluteIriBuf::parse("a:ü".into())?.into_string(), "a:ü");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn into_string(self) -> String {
        self.0.into_string()
    }
}

impl From<AbsoluteIri<'_>> for AbsoluteIriBuf {
    fn from(iri: AbsoluteIri<'_>) -> AbsoluteIriBuf {
        AbsoluteIriBuf(IriRefBuf::from(iri.as_iri_ref()))
    }
}

impl AsRef<IriRefBuf> for IriRefBuf {
    fn as_ref(&self) -> &IriRefBuf {
        self
    }
}

impl AsRef<IriRefBuf> for IriBuf {
    fn as_ref(&self) -> &IriRefBuf {
        &self.0
    }
}

impl AsRef<IriRefBuf> for AbsoluteIriBuf {
    fn as_ref(&self) -> &IriRefBuf {
        &self.0
    }
}

macro_rules! owned_traits {
    ($($ty:ident),*) => {$(
        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl fmt::Debug for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                let r: &IriRefBuf = self.as_ref();
                write!(f, "{}({:?})", stringify!($ty), r.as_iri_ref())
            }
        }

        impl FromStr for $ty {
            type Err = UriError;

            fn from_str(input: &str) -> Result<$ty, UriError> {
                $ty::parse(String::from(input))
            }
        }

        impl PartialEq for $ty {
            fn eq(&self, other: &Self) -> bool {
                self.as_str() == other.as_str()
            }
        }

        impl Eq for $ty {}

        impl Hash for $ty {
            fn hash<H: Hasher>(&self, state: &mut H) {
                self.as_str().hash(state)
            }
        }

        impl PartialOrd for $ty {
            fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
                Some(self.cmp(other))
            }
        }

        impl Ord for $ty {
            fn cmp(&self, other: &Self) -> core::cmp::Ordering {
                self.as_str().cmp(other.as_str())
            }
        }
    )*};
}

owned_traits!(IriRefBuf, IriBuf, AbsoluteIriBuf);
