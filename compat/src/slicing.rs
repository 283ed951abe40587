//! url's `Position` (railurl's own) and its `Index` impls.

use crate::Url;
use core::ops::{Index, Range, RangeFrom, RangeFull, RangeTo};

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

impl Index<RangeFull> for Url {
    type Output = str;
    fn index(&self, _: RangeFull) -> &str {
        self.as_str()
    }
}

impl Index<RangeFrom<Position>> for Url {
    type Output = str;
    fn index(&self, range: RangeFrom<Position>) -> &str {
        &self.inner[range.start..]
    }
}

impl Index<RangeTo<Position>> for Url {
    type Output = str;
    fn index(&self, range: RangeTo<Position>) -> &str {
        &self.inner[..range.end]
    }
}

impl Index<Range<Position>> for Url {
    type Output = str;
    fn index(&self, range: Range<Position>) -> &str {
        &self.inner[range.start..range.end]
    }
}
