//! Conversions from strings, through the "URL parser" with no base.

use super::url::Url;
use crate::error::ParseError;
use alloc::string::String;

impl TryFrom<&str> for Url {
    type Error = ParseError;

    /// [`Url::parse`].
    ///
    /// ```
    /// let url = railurl::Url::try_from("HTTP://a.b/c")?;
    /// assert_eq!(url.href(), "http://a.b/c");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    fn try_from(input: &str) -> Result<Url, ParseError> {
        Url::parse(input)
    }
}

impl TryFrom<String> for Url {
    type Error = ParseError;

    /// [`Url::parse`].
    ///
    /// ```
    /// let url = railurl::Url::try_from(String::from("https://a.b"))?;
    /// assert_eq!(url.href(), "https://a.b/");
    /// assert!(railurl::Url::try_from(String::from("no scheme")).is_err());
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    fn try_from(input: String) -> Result<Url, ParseError> {
        Url::parse(&input)
    }
}

impl TryFrom<&String> for Url {
    type Error = ParseError;

    /// [`Url::parse`].
    ///
    /// ```
    /// let input = String::from("https://a.b");
    /// assert_eq!(railurl::Url::try_from(&input)?.href(), "https://a.b/");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    fn try_from(input: &String) -> Result<Url, ParseError> {
        Url::parse(input)
    }
}
