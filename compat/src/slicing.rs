//! url's `Position` (railurl's own) and its `Index` impls.

use crate::Url;
use core::ops::Index;

/// A boundary in a URL's serialization, for slicing: `&url[..Position::AfterPath]`. url's
/// `Position` has the same variants with the same meaning, so it is railurl's own.
///
/// ```
/// use url::{Position, Url};
/// let url = Url::parse("https://e.net/a?b#c")?;
/// assert_eq!(&url[..Position::AfterPath], "https://e.net/a");
/// assert_eq!(&url[Position::BeforeQuery..], "b#c");
/// # Ok::<(), url::ParseError>(())
/// ```
pub use railurl::Position;

/// `&url[..]`, `&url[Position::X..]`, `&url[..Position::Y]` and `&url[Position::X..Position::Y]`:
/// the ranges railurl's `Url` is sliced by, with the same meaning.
impl<R> Index<R> for Url
where
    railurl::Url: Index<R, Output = str>,
{
    type Output = str;
    fn index(&self, range: R) -> &str {
        &self.inner[range]
    }
}
