//! Read-only properties that hand out what the method of the same name returns on the Rust
//! value a class wraps (`URL.scheme` is `Url::scheme`, `URLPattern.hostname` is
//! `UrlPattern::hostname`, ...): written once, as a list of names, types and docstrings.

/// A `#[pymethods]` block of `$class` with, for each `/// docstring` and `fn name -> Type;`,
/// a getter `name` returning `$target.name()`, where `$target` is an expression of `$this`
/// (the object, `&self`). Each class may have several `#[pymethods]` blocks (PyO3's
/// `multiple-pymethods` feature).
macro_rules! getters {
    ($class:ty, |$this:ident| $target:expr, {
        $( $(#[doc = $doc:expr])* fn $name:ident -> $type:ty; )*
    }) => {
        #[pyo3::pymethods]
        impl $class {
            $(
                $(#[doc = $doc])*
                #[getter]
                fn $name(&self) -> $type {
                    let $this = self;
                    $target.$name()
                }
            )*
        }
    };
}

pub(crate) use getters;
