//! The errors of the capabilities: values that name what failed.

use crate::ParseError;
use core::fmt;

/// Why a `try_set_*` setter (or another mutating capability) did not take its value.
///
/// ```
/// use railurl::{SetterError, Url};
/// let mut url = Url::parse("mailto:someone@example.org")?;
/// assert_eq!(url.try_set_hostname("example.com"), Err(SetterError::OpaquePath));
/// # Ok::<(), railurl::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SetterError {
    /// The URL has an opaque path (such as `mailto:` URLs): it has no host to set and its path
    /// is not a list ("URL class": "If this's URL has an opaque path, then return").
    OpaquePath,
    /// The URL "cannot have a username/password/port": its host is null or empty, or its
    /// scheme is `file`.
    CannotHaveUsernamePasswordPort,
    /// The value does not start with a scheme (an ASCII alpha followed by ASCII alphanumerics,
    /// `+`, `-` or `.`), or has more than a scheme where only a scheme is allowed.
    InvalidScheme,
    /// The scheme change is one the scheme state forbids: special to non-special or back, to
    /// `file` while the URL has credentials or a port, or away from `file` with an empty host.
    SchemeChangeNotAllowed,
    /// A special URL other than `file:` must have a non-empty host.
    HostRequired,
    /// The value is not exactly one host: it holds a delimiter (`/`, `?`, `#`, or `\` for
    /// special URLs) after which the setter would ignore the rest.
    TrailingInput,
    /// The basic URL parser with the setter's state override returned failure.
    Parse(ParseError),
}

impl fmt::Display for SetterError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetterError::OpaquePath => f.write_str("the URL has an opaque path"),
            SetterError::CannotHaveUsernamePasswordPort => {
                f.write_str("the URL cannot have a username, password or port")
            }
            SetterError::InvalidScheme => f.write_str("the value is not a scheme"),
            SetterError::SchemeChangeNotAllowed => {
                f.write_str("the scheme state does not allow this scheme change")
            }
            SetterError::HostRequired => f.write_str("a special URL needs a non-empty host"),
            SetterError::TrailingInput => f.write_str("the value holds more than a host"),
            SetterError::Parse(e) => write!(f, "the value does not parse: {e}"),
        }
    }
}

impl core::error::Error for SetterError {}

/// Why a file path could not become a `file:` URL, or a URL a file path.
///
/// ```
/// use railurl::{FilePathError, Url};
/// assert_eq!(Url::from_unix_file_path(b"relative/path"), Err(FilePathError::NotAbsolute));
/// let url = Url::parse("https://example.org/x")?;
/// assert_eq!(url.to_unix_file_path(), Err(FilePathError::NotFileScheme));
/// # Ok::<(), railurl::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FilePathError {
    /// The path is not absolute (for Windows: not `C:\...`, `\\server\share\...`, or one of
    /// the `\\?\` forms of those).
    NotAbsolute,
    /// A Windows path kind that has no `file:` URL: a device path (`\\.\`), a verbatim path
    /// other than a drive or UNC path, or a UNC path without a share.
    UnsupportedPrefix,
    /// The UNC server name is not a valid host.
    InvalidHost(ParseError),
    /// The URL's scheme is not `file`.
    NotFileScheme,
    /// The URL has a host other than the empty host (or `localhost`) where the path kind has
    /// no place for one (Unix paths).
    HasHost,
    /// A path segment percent-decodes to a path separator (`/`, or `\` for Windows), which
    /// would change the path's structure.
    EncodedSeparator,
    /// The path is not valid UTF-8 (Windows paths are handled as UTF-8).
    InvalidUtf8,
    /// A Windows path from a URL without a host needs a drive letter as its first segment.
    MissingDriveLetter,
    /// The URL would be 4 GiB or longer, more than a [`Url`](crate::Url) holds (see
    /// [`crate::ParseError::TooLong`]).
    TooLong,
}

impl fmt::Display for FilePathError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FilePathError::NotAbsolute => f.write_str("the path is not absolute"),
            FilePathError::UnsupportedPrefix => {
                f.write_str("the Windows path kind has no file: URL")
            }
            FilePathError::InvalidHost(e) => write!(f, "the UNC server is not a host: {e}"),
            FilePathError::NotFileScheme => f.write_str("the URL's scheme is not file"),
            FilePathError::HasHost => f.write_str("the URL has a host the path cannot hold"),
            FilePathError::EncodedSeparator => {
                f.write_str("a path segment decodes to a path separator")
            }
            FilePathError::InvalidUtf8 => f.write_str("the path is not valid UTF-8"),
            FilePathError::MissingDriveLetter => {
                f.write_str("the URL's path does not start with a Windows drive letter")
            }
            FilePathError::TooLong => f.write_str("the URL would be 4 GiB or longer"),
        }
    }
}

impl core::error::Error for FilePathError {}
