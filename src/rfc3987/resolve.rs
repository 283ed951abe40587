//! Reference resolution for IRIs (RFC 3987 section 6.5: "the rules for resolving relative IRI
//! references to IRIs are the same as those for resolving relative URI references to URIs, as
//! described in RFC 3986, section 5"): RFC 3986's algorithm (`crate::rfc3986::resolve`) on the
//! IRI's components, read back by RFC 3987's grammar.

use crate::rfc3986::error::UriError;
use crate::rfc3986::recompose::Components;
use crate::rfc3986::resolve::{transform, ResolveOptions};
use crate::rfc3987::iri::{Iri, IriRef};
use crate::rfc3987::owned::IriBuf;

impl<'a> IriRef<'a> {
    /// The five components of RFC 3986 section 5.2.1.
    pub(crate) fn components(&self) -> Components<'a> {
        Components::of(self.as_str(), self.parts())
    }

    /// This IRI reference resolved against `base`, as
    /// [`UriRef::resolve_against`](crate::rfc3986::UriRef::resolve_against) resolves URI
    /// references (strict, the base as given; the same "/." guard). Fails only when the
    /// result is 4 GiB or longer.
    ///
    /// ```
    /// use railurl::rfc3987::{Iri, IriRef};
    /// let base = Iri::parse("http://例え.jp/ä/ö/ü?q")?;
    /// assert_eq!(IriRef::parse("../ß")?.resolve_against(&base)?.as_str(), "http://例え.jp/ä/ß");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn resolve_against(&self, base: &Iri<'_>) -> Result<IriBuf, UriError> {
        self.resolve_with(base, ResolveOptions::new())
    }

    /// This IRI reference resolved against `base` with `options` (see
    /// [`ResolveOptions`]; a normalized base is [`IriRef::normalize`]'s form).
    ///
    /// ```
    /// use railurl::rfc3986::ResolveOptions;
    /// use railurl::rfc3987::{Iri, IriRef};
    /// let base = Iri::parse("http://h/ä/./ö")?;
    /// let options = ResolveOptions::new().normalize_base(true);
    /// assert_eq!(IriRef::parse("?x")?.resolve_with(&base, options)?.as_str(), "http://h/ä/ö?x");
    /// # Ok::<(), railurl::rfc3986::UriError>(())
    /// ```
    pub fn resolve_with(
        &self,
        base: &Iri<'_>,
        options: ResolveOptions,
    ) -> Result<IriBuf, UriError> {
        let text = if options.normalizes_base() {
            let base = base.normalize();
            transform(
                &self.components(),
                &base.as_iri().components(),
                options.is_strict(),
            )
        } else {
            transform(&self.components(), &base.components(), options.is_strict())
        };
        IriBuf::parse(text)
    }
}
