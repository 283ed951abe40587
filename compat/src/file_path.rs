//! url's mapping between file paths and URLs: `Url::from_file_path`, `from_directory_path`
//! and `to_file_path`. These are url's own API (the URL Standard defines no file paths), so
//! they do what url 2.5 does, with one exception: where url builds a URL that the URL parser
//! cannot produce (a `..` segment, or a first segment `c|` that the parser reads as the drive
//! letter `c:`), the URL is railurl's parse of the same string (with `|` encoded in such a
//! segment), so that every `Url` is one the standard can produce.
//!
//! Both path flavours are plain functions, so that each is tested on every platform; the
//! methods pick the flavour of the platform the program is built for, as url does.

use crate::Url;
use alloc::string::String;
use alloc::vec::Vec;

/// Whether url's path-segment encoding (the path percent-encode set and `/`, `%`, `\`)
/// encodes `byte`. Non-ASCII bytes are always encoded.
#[cfg_attr(not(all(feature = "std", unix)), allow(dead_code))]
fn encodes(byte: u8) -> bool {
    !byte.is_ascii()
        || railurl::percent::in_set(byte, railurl::percent::PATH)
        || matches!(byte, b'/' | b'%' | b'\\')
}

/// Percent-encode `bytes` (any bytes, not only UTF-8) as url encodes a path component.
#[cfg_attr(not(all(feature = "std", unix)), allow(dead_code))]
fn encode_component(out: &mut String, bytes: &[u8]) {
    for &byte in bytes {
        if encodes(byte) {
            out.push_str(&alloc::format!("%{byte:02X}"));
        } else {
            out.push(char::from(byte));
        }
    }
}

/// "A Windows drive letter is two code points, of which the first is an ASCII alpha and the
/// second is either U+003A (:) or U+007C (|)": the `|` form, which the path state turns into
/// `:` when it is the first segment.
#[cfg_attr(not(all(feature = "std", unix)), allow(dead_code))]
fn is_pipe_drive_letter(segment: &[u8]) -> bool {
    matches!(segment, [letter, b'|'] if letter.is_ascii_alphabetic())
}

/// url's `file:` URL for the components of an absolute Unix path (after the root, as
/// `std::path::Path::components` gives them: no empty ones, no `.`, `..` as it is), or, when
/// the URL parser would read that string as another URL, the parser's reading of it.
#[cfg_attr(not(all(feature = "std", unix)), allow(dead_code))]
pub(crate) fn from_unix_components<'a, I>(components: I, directory: bool) -> Result<Url, ()>
where
    I: IntoIterator<Item = &'a [u8]> + Clone,
{
    let serialize = |pipe_drive_letters: bool| {
        let mut out = String::from("file://");
        for component in components.clone() {
            out.push('/');
            if pipe_drive_letters && is_pipe_drive_letter(component) {
                out.push(char::from(component[0]));
                out.push_str("%7C");
            } else {
                encode_component(&mut out, component);
            }
        }
        if directory || out.len() == "file://".len() {
            out.push('/');
        }
        out
    };
    let url_string = serialize(false);
    let parsed = railurl::Url::parse(&url_string).map_err(drop)?;
    if parsed.href() == url_string {
        return Ok(Url { inner: parsed });
    }
    railurl::Url::parse(&serialize(true))
        .map(|inner| Url { inner })
        .map_err(drop)
}

/// url's Unix path for a URL, from its host and path segments (whatever the scheme): no host
/// (or `localhost`), each segment percent-decoded after a `/`, and a `/` after a final drive
/// letter (`c:` or `c|`).
#[cfg_attr(not(all(feature = "std", unix)), allow(dead_code))]
pub(crate) fn to_unix_bytes(url: &Url) -> Result<Vec<u8>, ()> {
    let segments = url.path_segments().ok_or(())?;
    match url.host() {
        None | Some(crate::Host::Domain("localhost")) => {}
        Some(_) => return Err(()),
    }
    let mut bytes = Vec::new();
    for segment in segments {
        bytes.push(b'/');
        bytes.extend(railurl::percent::decode(segment.as_bytes()));
    }
    if let [.., letter, b':' | b'|'] = bytes[..] {
        if bytes.len() > 2 && letter.is_ascii_alphabetic() {
            bytes.push(b'/');
        }
    }
    Ok(bytes)
}

/// url's Windows path for a URL: `\\host\...` for a `file:` URL with a host; otherwise a
/// first segment `C:` (or `C%3A`) and the rest, each percent-decoded (as UTF-8) after a `\`.
#[cfg_attr(not(all(feature = "std", windows)), allow(dead_code))]
pub(crate) fn to_windows_string(url: &Url) -> Result<String, ()> {
    let mut segments = url.path_segments().ok_or(())?;
    let mut out = String::new();
    match url.host() {
        None | Some(crate::Host::Domain("localhost")) => {
            let first = segments.next().ok_or(())?.as_bytes();
            match first {
                [letter, b':'] | [letter, b'%', b'3', b'a' | b'A']
                    if letter.is_ascii_alphabetic() =>
                {
                    out.push(char::from(*letter));
                    out.push(':');
                }
                _ => return Err(()),
            }
        }
        Some(_) if url.scheme() == "file" => {
            out.push_str(r"\\");
            out.push_str(url.host_str().ok_or(())?);
        }
        Some(_) => return Err(()),
    }
    for segment in segments {
        out.push('\\');
        let decoded = railurl::percent::decode(segment.as_bytes());
        out.push_str(core::str::from_utf8(&decoded).map_err(drop)?);
    }
    Ok(out)
}

#[cfg(all(feature = "std", unix))]
mod platform {
    use super::Url;
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    use std::path::{Path, PathBuf};

    pub(crate) fn from_path(path: &Path, directory: bool) -> Result<Url, ()> {
        if !path.is_absolute() {
            return Err(());
        }
        // After the root, as url does: `components` skips empty components and `.`.
        let components = path.components().skip(1);
        super::from_unix_components(components.map(|c| c.as_os_str().as_bytes()), directory)
    }

    pub(crate) fn to_path(url: &Url) -> Result<PathBuf, ()> {
        Ok(PathBuf::from(OsStr::from_bytes(&super::to_unix_bytes(
            url,
        )?)))
    }
}

#[cfg(all(feature = "std", windows))]
mod platform {
    use super::Url;
    use std::path::{Path, PathBuf};

    pub(crate) fn from_path(path: &Path, directory: bool) -> Result<Url, ()> {
        let url = if directory {
            railurl::Url::from_directory_path(path)
        } else {
            railurl::Url::from_file_path(path)
        };
        url.map(|inner| Url { inner }).map_err(drop)
    }

    pub(crate) fn to_path(url: &Url) -> Result<PathBuf, ()> {
        super::to_windows_string(url).map(PathBuf::from)
    }
}

#[cfg(all(feature = "std", any(unix, windows)))]
impl Url {
    /// The `file:` URL of an absolute path of this platform, as url makes it (on Unix: each
    /// component after the root percent-encoded, no trailing `/`); `Err` for a relative path.
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// use url::Url;
    /// assert_eq!(Url::from_file_path("/tmp/a b/").unwrap().as_str(), "file:///tmp/a%20b");
    /// assert!(Url::from_file_path("relative").is_err());
    /// # }
    /// ```
    #[allow(clippy::result_unit_err)]
    pub fn from_file_path<P: AsRef<std::path::Path>>(path: P) -> Result<Url, ()> {
        platform::from_path(path.as_ref(), false)
    }

    /// The same with a trailing `/`.
    ///
    /// ```
    /// # #[cfg(unix)]
    /// assert_eq!(url::Url::from_directory_path("/tmp").unwrap().as_str(), "file:///tmp/");
    /// ```
    #[allow(clippy::result_unit_err)]
    pub fn from_directory_path<P: AsRef<std::path::Path>>(path: P) -> Result<Url, ()> {
        platform::from_path(path.as_ref(), true)
    }

    /// The platform path the URL's path names, as url gives it: whatever the scheme, for a
    /// URL with a hierarchical path and no host (or `localhost`; on Windows a `file:` URL's
    /// host names a UNC server). Each segment is percent-decoded.
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// use url::Url;
    /// assert_eq!(Url::parse("file:///tmp/a%20b")?.to_file_path(), Ok("/tmp/a b".into()));
    /// assert_eq!(Url::parse("unix:///run/x.sock")?.to_file_path(), Ok("/run/x.sock".into()));
    /// assert_eq!(Url::parse("https://example.net/x")?.to_file_path(), Err(()));
    /// # }
    /// # Ok::<(), url::ParseError>(())
    /// ```
    #[allow(clippy::result_unit_err)]
    pub fn to_file_path(&self) -> Result<std::path::PathBuf, ()> {
        platform::to_path(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn windows(input: &str) -> Result<String, ()> {
        to_windows_string(&Url::parse(input).expect("the test's URL parses"))
    }

    #[test]
    fn windows_paths_as_url_gives_them() {
        assert_eq!(windows("file:///C:/a%20b/c").as_deref(), Ok(r"C:\a b\c"));
        assert_eq!(windows("file:///c%3A/x").as_deref(), Ok(r"c:\x"));
        assert_eq!(windows("file:///C:/").as_deref(), Ok(r"C:\"));
        assert_eq!(
            windows("file://server/share/x").as_deref(),
            Ok(r"\\server\share\x")
        );
        // url looks at the scheme only for a host: a UNC host is a `file:` URL's.
        assert_eq!(windows("unix:///C:/x.sock").as_deref(), Ok(r"C:\x.sock"));
        assert_eq!(windows("unix://server/C:/x"), Err(()));
        assert_eq!(windows("file:///tmp/x"), Err(()));
        assert_eq!(windows("file:///C:/%FF"), Err(()));
        assert_eq!(windows("mailto:a@b"), Err(()));
    }
}
