//! The owned forms, generic over the [`Standard`]: the string and its components' offsets,
//! lent out as the borrowed forms ([`ReferenceBuf`] as a [`Reference`], [`IdentifierBuf`] as
//! an [`Identifier`], [`AbsoluteIdentifierBuf`] as an [`AbsoluteIdentifier`]).

use crate::rfc3986::error::UriError;
use crate::rfc3986::parts::Parts;
use crate::rfc3986::reference::{debug_components, AbsoluteIdentifier, Identifier, Reference};
use crate::rfc3986::standard::sealed::Entry;
use crate::rfc3986::standard::Standard;
use alloc::string::String;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;
use core::str::FromStr;

/// An owned [`Reference`]: [`UriRefBuf`](crate::rfc3986::UriRefBuf) or
/// [`IriRefBuf`](crate::rfc3987::IriRefBuf).
///
/// ```
/// use railurl::rfc3986::UriRefBuf;
/// use railurl::rfc3987::IriRefBuf;
/// let r: UriRefBuf = "../a?b".parse()?;
/// assert_eq!((r.as_uri_ref().path(), r.as_str()), ("../a", "../a?b"));
/// let r: IriRefBuf = "ü/ö?ä".parse()?;
/// assert_eq!(r.as_iri_ref().query(), Some("ä"));
/// assert_eq!(r.to_string(), "ü/ö?ä");
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
#[derive(Clone)]
pub struct ReferenceBuf<S> {
    text: String,
    parts: Parts,
    standard: PhantomData<S>,
}

impl<S: Standard> ReferenceBuf<S> {
    /// Parses `input` by the standard's reference rule (`URI-reference`, `IRI-reference`),
    /// keeping the string.
    ///
    /// ```
    /// use railurl::rfc3986::UriRefBuf;
    /// use railurl::rfc3987::IriRefBuf;
    /// assert!(UriRefBuf::parse(String::from("a b")).is_err());
    /// assert!(IriRefBuf::parse("ü ö".into()).is_err());
    /// ```
    pub fn parse(input: String) -> Result<ReferenceBuf<S>, UriError> {
        let parts = S::read(&input, Entry::Reference)?;
        Ok(ReferenceBuf::from_parts(input, parts))
    }

    /// A string and its parts, as the grammar matched them (or as RFC 3987 section 3.1's
    /// mapping moved them).
    pub(crate) fn from_parts(text: String, parts: Parts) -> ReferenceBuf<S> {
        ReferenceBuf {
            text,
            parts,
            standard: PhantomData,
        }
    }

    /// A string railurl wrote from `like`'s components (a normal form), read back by the
    /// standard's grammar; `like` itself if it does not read back (it always does, unless it
    /// reaches railurl's 4 GiB limit).
    pub(crate) fn reread(text: String, like: &Reference<'_, S>) -> ReferenceBuf<S> {
        let rule = if like.parts().zone(like.as_str()).is_some() {
            Entry::ZonedReference
        } else {
            Entry::Reference
        };
        match S::read(&text, rule) {
            Ok(parts) => ReferenceBuf::from_parts(text, parts),
            Err(_) => ReferenceBuf::from(*like),
        }
    }

    /// The borrowed form.
    pub(crate) fn borrowed(&self) -> Reference<'_, S> {
        Reference::from_parts(&self.text, self.parts)
    }

    /// The reference as a string.
    ///
    /// ```
    /// use railurl::rfc3986::UriRefBuf;
    /// assert_eq!(UriRefBuf::parse("a".into())?.as_str(), "a");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The string.
    ///
    /// ```
    /// use railurl::rfc3986::UriRefBuf;
    /// assert_eq!(UriRefBuf::parse("a".into())?.into_string(), "a");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn into_string(self) -> String {
        self.text
    }
}

impl<S: Standard> Reference<'_, S> {
    /// An owned copy.
    ///
    /// ```
    /// use railurl::rfc3986::UriRef;
    /// let owned = UriRef::parse("a/b")?.to_buf();
    /// assert_eq!(owned.as_uri_ref().path(), "a/b");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn to_buf(&self) -> ReferenceBuf<S> {
        ReferenceBuf::from(*self)
    }
}

impl<S: Standard> From<Reference<'_, S>> for ReferenceBuf<S> {
    fn from(r: Reference<'_, S>) -> ReferenceBuf<S> {
        ReferenceBuf::from_parts(String::from(r.as_str()), *r.parts())
    }
}

/// An owned [`Identifier`]: [`UriBuf`](crate::rfc3986::UriBuf) or
/// [`IriBuf`](crate::rfc3987::IriBuf).
///
/// ```
/// use railurl::rfc3986::UriBuf;
/// use railurl::rfc3987::IriBuf;
/// let uri: UriBuf = "https://example.com/a#top".parse()?;
/// assert_eq!(uri.as_uri().scheme(), "https");
/// let iri: IriBuf = "http://ü.example/".parse()?;
/// assert_eq!(iri.as_iri().host(), Some("ü.example"));
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
#[derive(Clone)]
pub struct IdentifierBuf<S>(ReferenceBuf<S>);

/// An owned [`AbsoluteIdentifier`]: [`AbsoluteUriBuf`](crate::rfc3986::AbsoluteUriBuf) or
/// [`AbsoluteIriBuf`](crate::rfc3987::AbsoluteIriBuf).
///
/// ```
/// use railurl::rfc3986::AbsoluteUriBuf;
/// let base: AbsoluteUriBuf = "http://a/b/c/d;p?q".parse()?;
/// assert_eq!(base.as_absolute_uri().query(), Some("q"));
/// # Ok::<(), railurl::rfc3986::UriError>(())
/// ```
#[derive(Clone)]
pub struct AbsoluteIdentifierBuf<S>(ReferenceBuf<S>);

impl<S: Standard> IdentifierBuf<S> {
    /// The borrowed form.
    pub(crate) fn borrowed(&self) -> Identifier<'_, S> {
        // Parsed as an identifier: it has a scheme.
        Identifier::from_reference(self.0.borrowed())
    }
}

impl<S: Standard> AbsoluteIdentifierBuf<S> {
    /// The borrowed form.
    pub(crate) fn borrowed(&self) -> AbsoluteIdentifier<'_, S> {
        // Parsed as an absolute identifier: it has a scheme and no fragment.
        AbsoluteIdentifier::from_identifier(Identifier::from_reference(self.0.borrowed()))
    }
}

/// What the wrapping owned forms have alike: parsing by their rule, the string, and `From`
/// their borrowed form. `$example` is the RFC 3986 form the examples use, `$valid` and
/// `$invalid` inputs its rule accepts and rejects.
macro_rules! wrapper_methods {
    ($(
        $form:ident($borrowed:ident): $rule:ident ($rule_names:literal),
        $example:literal, $valid:literal, $invalid:literal;
    )*) => {$(
        impl<S: Standard> $form<S> {
            #[doc = concat!("Parses `input` by the standard's ", $rule_names, " rule, keeping the string.")]
            ///
            /// ```
            #[doc = concat!("use railurl::rfc3986::", $example, ";")]
            #[doc = concat!("assert!(", $example, "::parse(", stringify!($valid), ".into()).is_ok());")]
            #[doc = concat!("assert!(", $example, "::parse(", stringify!($invalid), ".into()).is_err());")]
            /// ```
            pub fn parse(input: String) -> Result<$form<S>, UriError> {
                let parts = S::read(&input, Entry::$rule)?;
                Ok($form(ReferenceBuf::from_parts(input, parts)))
            }

            /// A reference known to be of this form.
            pub(crate) fn from_reference_buf(r: ReferenceBuf<S>) -> $form<S> {
                $form(r)
            }

            /// The string.
            ///
            /// ```
            #[doc = concat!("use railurl::rfc3986::", $example, ";")]
            #[doc = concat!("assert_eq!(", $example, "::parse(\"a:b\".into())?.as_str(), \"a:b\");")]
            /// # Ok::<(), railurl::rfc3986::UriError>(())
            /// ```
            pub fn as_str(&self) -> &str {
                self.0.as_str()
            }

            /// The string, owned.
            ///
            /// ```
            #[doc = concat!("use railurl::rfc3986::", $example, ";")]
            #[doc = concat!("assert_eq!(", $example, "::parse(\"a:b\".into())?.into_string(), \"a:b\");")]
            /// # Ok::<(), railurl::rfc3986::UriError>(())
            /// ```
            pub fn into_string(self) -> String {
                self.0.into_string()
            }

            /// The same reference as a reference of any form (a `URI-reference`, an
            /// `IRI-reference`), keeping the string and its parts: no copy, no second parse.
            ///
            /// ```
            #[doc = concat!("use railurl::rfc3986::", $example, ";")]
            #[doc = concat!("let reference = ", $example, "::parse(\"a:b\".into())?.into_reference_buf();")]
            /// assert_eq!((reference.as_str(), reference.as_uri_ref().scheme()), ("a:b", Some("a")));
            /// # Ok::<(), railurl::rfc3986::UriError>(())
            /// ```
            pub fn into_reference_buf(self) -> ReferenceBuf<S> {
                self.0
            }
        }

        impl<S: Standard> From<$borrowed<'_, S>> for $form<S> {
            fn from(r: $borrowed<'_, S>) -> $form<S> {
                $form(ReferenceBuf::from_parts(String::from(r.as_str()), *r.parts()))
            }
        }
    )*};
}

wrapper_methods!(
    IdentifierBuf(Identifier): Identifier("`URI`, `IRI`"),
    "UriBuf", "news:comp.infosystems.www.servers.unix", "a/b";
    AbsoluteIdentifierBuf(AbsoluteIdentifier): Absolute("`absolute-URI`, `absolute-IRI`"),
    "AbsoluteUriBuf", "mailto:a@example.com", "a:b#c";
);

/// The traits every owned form has alike: `Display` (the text), `Debug` (the components),
/// `FromStr` (`parse`), and the comparisons of the text.
macro_rules! owned_traits {
    ($($form:ident = $name:expr, |$r:ident| $reference:expr),*) => {$(
        impl<S: Standard> fmt::Display for $form<S> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl<S: Standard> fmt::Debug for $form<S> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                let $r = self;
                debug_components(f, $name, &$reference)
            }
        }

        impl<S: Standard> FromStr for $form<S> {
            type Err = UriError;

            fn from_str(input: &str) -> Result<$form<S>, UriError> {
                $form::parse(String::from(input))
            }
        }

        impl<S: Standard> PartialEq for $form<S> {
            fn eq(&self, other: &Self) -> bool {
                self.as_str() == other.as_str()
            }
        }

        impl<S: Standard> Eq for $form<S> {}

        impl<S: Standard> Hash for $form<S> {
            fn hash<H: Hasher>(&self, state: &mut H) {
                self.as_str().hash(state)
            }
        }

        impl<S: Standard> PartialOrd for $form<S> {
            fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
                Some(self.cmp(other))
            }
        }

        impl<S: Standard> Ord for $form<S> {
            fn cmp(&self, other: &Self) -> core::cmp::Ordering {
                self.as_str().cmp(other.as_str())
            }
        }
    )*};
}

owned_traits!(
    ReferenceBuf = ["", "RefBuf"],
    |r| r.borrowed(),
    IdentifierBuf = ["", "Buf"],
    |r| r.0.borrowed(),
    AbsoluteIdentifierBuf = ["Absolute", "Buf"],
    |r| r.0.borrowed()
);

/// A standard's owned forms under its names: for each, the alias (with its doc and example)
/// and the method that lends it out as the borrowed form of that name. `$example` is an input
/// every rule of the standard accepts (an absolute identifier), `$path` its path.
macro_rules! owned_forms {
    (
        $standard:ident in $module:literal, $example:literal with path $path:literal:
        $($owned:ident = $generic:ident, $as_borrowed:ident -> $borrowed:ident;)*
    ) => {$(
        #[doc = concat!("An owned [`", stringify!($borrowed), "`].")]
        ///
        /// ```
        #[doc = concat!("use railurl::", $module, "::", stringify!($owned), ";")]
        #[doc = concat!("let owned: ", stringify!($owned), " = ", stringify!($example), ".parse()?;")]
        #[doc = concat!("assert_eq!(owned.to_string(), ", stringify!($example), ");")]
        #[doc = concat!("assert_eq!(owned.into_string(), ", stringify!($example), ");")]
        /// # Ok::<(), railurl::rfc3986::UriError>(())
        /// ```
        pub type $owned = $crate::rfc3986::owned::$generic<$standard>;

        impl $owned {
            /// The borrowed form, with the getters.
            ///
            /// ```
            #[doc = concat!("use railurl::", $module, "::", stringify!($owned), ";")]
            #[doc = concat!("let owned = ", stringify!($owned), "::parse(", stringify!($example), ".into())?;")]
            #[doc = concat!("assert_eq!(owned.", stringify!($as_borrowed), "().path(), ", stringify!($path), ");")]
            /// # Ok::<(), railurl::rfc3986::UriError>(())
            /// ```
            pub fn $as_borrowed(&self) -> $borrowed<'_> {
                self.borrowed()
            }
        }
    )*};
}

pub(crate) use owned_forms;
