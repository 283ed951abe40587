//! `file:` URLs from file paths and back, for Unix and for Windows paths. Both flavours are
//! plain functions available on every platform and without `std` (so Windows drive letters
//! and UNC hosts are tested everywhere); `from_file_path`, `from_directory_path` and
//! `to_file_path` (feature `std`: they take and give `std::path` types) pick the flavour of
//! the platform the program is built for.
//!
//! The URL Standard defines no file-path mapping; what it decides is the URL side: a `file:`
//! URL's host (empty for local files, "file host state"), its path list, and Windows drive
//! letters ("A Windows drive letter is two code points, of which the first is an ASCII alpha
//! and the second is either U+003A (:) or U+007C (|)").

use super::host_view::parse_host;
use super::url::Url;
use crate::error::ParseError;
use crate::percent;
use crate::record::{is_windows_drive_letter, Host, Path, UrlRecord};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use percent_encoding::AsciiSet;

/// What a path component is encoded with: the path percent-encode set, plus `%` (file names
/// are data), `/` and `\` (separators) and `|` (so that no name reads as a drive letter).
const FILE_SEGMENT: &AsciiSet = &percent::PATH.add(b'%').add(b'/').add(b'\\').add(b'|');

/// Build a `file:` URL from the path's components (already split; `.`, `..` and empty ones
/// handled here) after an optional first segment (a drive letter or a UNC share). A
/// directory (a path that ends in a separator, or `directory`) gets an empty last segment, so
/// that the URL ends in `/`.
fn build<'a>(
    host: Host<'static>,
    first: Option<String>,
    components: impl Iterator<Item = &'a [u8]>,
    directory: bool,
) -> Result<Url, FilePathError> {
    let mut path = Path::new_list();
    let floor = usize::from(first.is_some());
    if let Some(first) = first {
        path.push(&first);
    }
    for component in components {
        match component {
            b"" | b"." => {}
            // A URL cannot hold a ".." segment ("double-dot URL path segment"): it removes the
            // previous one, as resolving the URL would, but never the drive or share.
            b".." => {
                if path.len() > floor {
                    path.pop();
                }
            }
            _ => {
                let mut segment = String::new();
                for chunk in component.utf8_chunks() {
                    percent::encode_into(&mut segment, chunk.valid(), FILE_SEGMENT);
                    for byte in chunk.invalid() {
                        segment.push_str(&format!("%{byte:02X}"));
                    }
                }
                path.push(&segment);
            }
        }
    }
    if directory || path.is_empty() {
        path.push("");
    }
    let record = UrlRecord {
        scheme: "file".into(),
        host: Some(host),
        path,
        ..Default::default()
    };
    Url::from_record(&record).map_err(|_| FilePathError::TooLong)
}

/// The decoded segments of a `file:` URL, each checked not to hold a separator.
fn decoded_segments(url: &Url, separators: &[u8]) -> Result<Vec<Vec<u8>>, FilePathError> {
    if url.scheme() != "file" {
        return Err(FilePathError::NotFileScheme);
    }
    let segments = url.path_segments().ok_or(FilePathError::NotFileScheme)?;
    segments
        .map(|s| {
            let decoded = percent::decode(s.as_bytes());
            if decoded.iter().any(|b| separators.contains(b)) {
                Err(FilePathError::EncodedSeparator)
            } else {
                Ok(decoded)
            }
        })
        .collect()
}

/// The Windows path forms that have a `file:` URL.
enum WindowsRoot<'a> {
    /// `C:\rest` (and `\\?\C:\rest`): the drive letter and the rest.
    Drive(char, &'a str),
    /// `\\server\share\rest` (and `\\?\UNC\server\share\rest`).
    Unc(&'a str, &'a str, &'a str),
}

fn is_windows_separator(c: char) -> bool {
    c == '\\' || c == '/'
}

/// Split a drive path `C:\rest` (the separator is required: `C:rest` is drive-relative).
fn drive(path: &str, verbatim: bool) -> Option<WindowsRoot<'_>> {
    let mut chars = path.chars();
    let letter = chars.next().filter(char::is_ascii_alphabetic)?;
    let rest = chars.as_str().strip_prefix(':')?;
    let mut rest_chars = rest.chars();
    match rest_chars.next() {
        Some('\\') => Some(WindowsRoot::Drive(letter, rest_chars.as_str())),
        Some('/') if !verbatim => Some(WindowsRoot::Drive(letter, rest_chars.as_str())),
        _ => None,
    }
}

/// Split `server\share\rest`; both server and share must be non-empty.
fn unc(path: &str, verbatim: bool) -> Result<WindowsRoot<'_>, FilePathError> {
    let sep = |c: char| c == '\\' || (!verbatim && c == '/');
    let (server, rest) = path.split_once(sep).unwrap_or((path, ""));
    let (share, rest) = rest.split_once(sep).unwrap_or((rest, ""));
    if server.is_empty() || share.is_empty() {
        return Err(FilePathError::UnsupportedPrefix);
    }
    Ok(WindowsRoot::Unc(server, share, rest))
}

fn windows_root(path: &str) -> Result<WindowsRoot<'_>, FilePathError> {
    if let Some(verbatim) = path.strip_prefix(r"\\?\") {
        if let Some(rest) = verbatim
            .get(..4)
            .filter(|p| p.eq_ignore_ascii_case(r"UNC\"))
            .map(|_| &verbatim[4..])
        {
            return unc(rest, true);
        }
        return drive(verbatim, true).ok_or(FilePathError::UnsupportedPrefix);
    }
    let mut chars = path.chars();
    if chars.next().is_some_and(is_windows_separator)
        && chars.next().is_some_and(is_windows_separator)
    {
        let rest = chars.as_str();
        // Device paths (`\\.\COM1`, `\\.\pipe\x`) name devices, not files.
        if rest == "." || rest.starts_with(['.']) && rest[1..].starts_with(is_windows_separator) {
            return Err(FilePathError::UnsupportedPrefix);
        }
        return unc(rest, false);
    }
    drive(path, false).ok_or(FilePathError::NotAbsolute)
}

fn from_windows(path: &str, directory: bool) -> Result<Url, FilePathError> {
    let (host, first, rest, verbatim) = match windows_root(path)? {
        WindowsRoot::Drive(letter, rest) => (
            Host::Empty,
            format!("{}:", letter.to_ascii_uppercase()),
            rest,
            path.starts_with(r"\\?\"),
        ),
        WindowsRoot::Unc(server, share, rest) => {
            let host = match parse_host(server, true).map_err(FilePathError::InvalidHost)? {
                // The file host state turns "localhost" into the empty host.
                Host::Domain(d) if d == "localhost" => Host::Empty,
                host => host,
            };
            let share = percent::encode(share, FILE_SEGMENT).into_owned();
            (host, share, rest, path.starts_with(r"\\?\"))
        }
    };
    let sep = |c: char| c == '\\' || (!verbatim && c == '/');
    // A drive or share root, or a path ending in a separator, is a directory.
    let directory = directory || rest.is_empty() || rest.ends_with(sep);
    build(
        host,
        Some(first),
        rest.split(sep).map(str::as_bytes),
        directory,
    )
}

impl Url {
    /// The `file:` URL of an absolute Unix path (bytes, as Unix paths are): empty host, one
    /// segment per path component, percent-encoded (bytes that are not UTF-8 as `%XX`). `.`
    /// and empty components are dropped, `..` removes the previous component, and a trailing
    /// `/` is kept (so the path comes back as it was).
    ///
    /// ```
    /// use railurl::{FilePathError, Url};
    /// let url = Url::from_unix_file_path(b"/tmp/a b/../r\xE9sum\xC3\xA9.txt")?;
    /// assert_eq!(url.href(), "file:///tmp/r%E9sum%C3%A9.txt");
    /// assert_eq!(url.to_unix_file_path()?, b"/tmp/r\xE9sum\xC3\xA9.txt");
    /// assert_eq!(Url::from_unix_file_path(b"../x"), Err(FilePathError::NotAbsolute));
    /// # Ok::<(), FilePathError>(())
    /// ```
    pub fn from_unix_file_path(path: &[u8]) -> Result<Url, FilePathError> {
        Url::from_unix(path, false)
    }

    /// As [`Url::from_unix_file_path`], with a trailing `/` (an empty last segment), so that
    /// joining a relative reference resolves inside the directory.
    ///
    /// ```
    /// let dir = railurl::Url::from_unix_directory_path(b"/srv/www")?;
    /// assert_eq!(dir.href(), "file:///srv/www/");
    /// assert_eq!(dir.join("index.html").unwrap().href(), "file:///srv/www/index.html");
    /// # Ok::<(), railurl::FilePathError>(())
    /// ```
    pub fn from_unix_directory_path(path: &[u8]) -> Result<Url, FilePathError> {
        Url::from_unix(path, true)
    }

    fn from_unix(path: &[u8], directory: bool) -> Result<Url, FilePathError> {
        let rest = path.strip_prefix(b"/").ok_or(FilePathError::NotAbsolute)?;
        let directory = directory || rest.is_empty() || rest.ends_with(b"/");
        build(Host::Empty, None, rest.split(|&b| b == b'/'), directory)
    }

    /// The `file:` URL of an absolute Windows path: `C:\dir\file` (drive letter uppercased)
    /// gives `file:///C:/dir/file`, `\\server\share\file` gives `file://server/share/file`
    /// (the server parsed as a host: IDNA, IPv4), and the verbatim forms `\\?\C:\...` and
    /// `\\?\UNC\server\share\...` the same. `/` also separates, except in verbatim paths.
    /// Relative, drive-relative (`C:x`, `\x`) and device (`\\.\`) paths fail.
    ///
    /// ```
    /// use railurl::{FilePathError, Url};
    /// assert_eq!(Url::from_windows_file_path(r"c:\Users\me\a#b.txt")?.href(), "file:///C:/Users/me/a%23b.txt");
    /// assert_eq!(Url::from_windows_file_path(r"\\höst\share\f.txt")?.href(), "file://xn--hst-sna/share/f.txt");
    /// assert_eq!(Url::from_windows_file_path(r"\\?\UNC\host\share\f")?.href(), "file://host/share/f");
    /// assert_eq!(Url::from_windows_file_path(r"\\.\COM1"), Err(FilePathError::UnsupportedPrefix));
    /// assert_eq!(Url::from_windows_file_path(r"\drive-relative"), Err(FilePathError::NotAbsolute));
    /// # Ok::<(), FilePathError>(())
    /// ```
    pub fn from_windows_file_path(path: &str) -> Result<Url, FilePathError> {
        from_windows(path, false)
    }

    /// As [`Url::from_windows_file_path`], with a trailing `/`.
    ///
    /// ```
    /// let dir = railurl::Url::from_windows_directory_path(r"C:\foo\bar")?;
    /// assert_eq!(dir.href(), "file:///C:/foo/bar/");
    /// # Ok::<(), railurl::FilePathError>(())
    /// ```
    pub fn from_windows_directory_path(path: &str) -> Result<Url, FilePathError> {
        from_windows(path, true)
    }

    /// The Unix path of a `file:` URL with an empty host: `/` and each segment
    /// percent-decoded. A segment that decodes to something holding `/` fails rather than
    /// adding a component.
    ///
    /// ```
    /// use railurl::{FilePathError, Url};
    /// assert_eq!(Url::parse("file:///tmp/a%20b")?.to_unix_file_path(), Ok(b"/tmp/a b".to_vec()));
    /// assert_eq!(Url::parse("file://server/x")?.to_unix_file_path(), Err(FilePathError::HasHost));
    /// assert_eq!(Url::parse("file:///a%2Fb")?.to_unix_file_path(), Err(FilePathError::EncodedSeparator));
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn to_unix_file_path(&self) -> Result<Vec<u8>, FilePathError> {
        let segments = decoded_segments(self, b"/")?;
        if !matches!(self.host_value(), None | Some(Host::Empty)) {
            return Err(FilePathError::HasHost);
        }
        let mut bytes = Vec::new();
        for segment in segments {
            bytes.push(b'/');
            bytes.extend_from_slice(&segment);
        }
        Ok(bytes)
    }

    /// The Windows path of a `file:` URL: with an empty host, the first segment must be a
    /// Windows drive letter (`C:\...`); with a host, a UNC path (`\\host\...`). Segments are
    /// percent-decoded and must be UTF-8 and hold no `\` or `/`.
    ///
    /// ```
    /// use railurl::{FilePathError, Url};
    /// assert_eq!(Url::parse("file:///C:/foo/bar")?.to_windows_file_path(), Ok(r"C:\foo\bar".into()));
    /// assert_eq!(Url::parse("file:///C%3A/")?.to_windows_file_path(), Ok(r"C:\".into()));
    /// assert_eq!(Url::parse("file://192.168.0.1/share/f")?.to_windows_file_path(), Ok(r"\\192.168.0.1\share\f".into()));
    /// assert_eq!(Url::parse("file:///tmp/x")?.to_windows_file_path(), Err(FilePathError::MissingDriveLetter));
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn to_windows_file_path(&self) -> Result<String, FilePathError> {
        let segments = decoded_segments(self, b"\\/")?;
        let segments = segments
            .into_iter()
            .map(|s| String::from_utf8(s).map_err(|_| FilePathError::InvalidUtf8))
            .collect::<Result<Vec<_>, _>>()?;
        let mut out = String::new();
        match self.host_value() {
            None | Some(Host::Empty) => {
                let mut segments = segments.into_iter();
                let drive = segments.next().unwrap_or_default();
                if !is_windows_drive_letter(&drive) {
                    return Err(FilePathError::MissingDriveLetter);
                }
                out.push_str(&drive[..1]);
                out.push(':');
                let mut rest = segments.peekable();
                if rest.peek().is_none() {
                    out.push('\\');
                }
                for segment in rest {
                    out.push('\\');
                    out.push_str(&segment);
                }
            }
            Some(_) => {
                out.push_str(r"\\");
                out.push_str(self.hostname());
                for segment in segments {
                    out.push('\\');
                    out.push_str(&segment);
                }
            }
        }
        Ok(out)
    }

    /// The `file:` URL of an absolute path of this platform: [`Url::from_unix_file_path`] on
    /// Unix, [`Url::from_windows_file_path`] on Windows (a path that is not UTF-8 fails).
    /// Feature `std` (the text forms work without it).
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// let url = railurl::Url::from_file_path("/etc/hosts").unwrap();
    /// assert_eq!(url.href(), "file:///etc/hosts");
    /// assert_eq!(url.to_file_path().unwrap(), std::path::PathBuf::from("/etc/hosts"));
    /// # }
    /// ```
    #[cfg(all(feature = "std", any(unix, windows)))]
    pub fn from_file_path<P: AsRef<std::path::Path>>(path: P) -> Result<Url, FilePathError> {
        platform::from_path(path.as_ref(), false)
    }

    /// As [`Url::from_file_path`], with a trailing `/`. Feature `std`.
    ///
    /// ```
    /// # #[cfg(unix)]
    /// assert_eq!(railurl::Url::from_directory_path("/srv").unwrap().href(), "file:///srv/");
    /// ```
    #[cfg(all(feature = "std", any(unix, windows)))]
    pub fn from_directory_path<P: AsRef<std::path::Path>>(path: P) -> Result<Url, FilePathError> {
        platform::from_path(path.as_ref(), true)
    }

    /// The path of this platform that a `file:` URL names: [`Url::to_unix_file_path`] on
    /// Unix, [`Url::to_windows_file_path`] on Windows. Feature `std` (the text forms work
    /// without it).
    ///
    /// ```
    /// # #[cfg(unix)]
    /// assert_eq!(railurl::Url::parse("file:///a%20b").unwrap().to_file_path().unwrap(), std::path::PathBuf::from("/a b"));
    /// ```
    #[cfg(all(feature = "std", any(unix, windows)))]
    pub fn to_file_path(&self) -> Result<std::path::PathBuf, FilePathError> {
        platform::to_path(self)
    }
}

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
    /// [`crate::ParseErrorKind::TooLong`]).
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

#[cfg(all(feature = "std", unix))]
mod platform {
    use super::{FilePathError, Url};
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    use std::path::{Path, PathBuf};

    pub(super) fn from_path(path: &Path, directory: bool) -> Result<Url, FilePathError> {
        Url::from_unix(path.as_os_str().as_bytes(), directory)
    }

    pub(super) fn to_path(url: &Url) -> Result<PathBuf, FilePathError> {
        Ok(PathBuf::from(OsStr::from_bytes(&url.to_unix_file_path()?)))
    }
}

#[cfg(all(feature = "std", windows))]
mod platform {
    use super::{from_windows, FilePathError, Url};
    use std::path::{Path, PathBuf};

    pub(super) fn from_path(path: &Path, directory: bool) -> Result<Url, FilePathError> {
        from_windows(path.to_str().ok_or(FilePathError::InvalidUtf8)?, directory)
    }

    pub(super) fn to_path(url: &Url) -> Result<PathBuf, FilePathError> {
        url.to_windows_file_path().map(PathBuf::from)
    }
}
