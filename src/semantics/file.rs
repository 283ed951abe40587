//! The "file state", "file slash state" and "file host state" actions.

use super::{host, Actions};
use crate::diagnostic::{DiagnosticKind, Report};
use crate::error::ParseError;
use crate::record::{is_normalized_windows_drive_letter, Host, Path};
use crate::syntax::ast::{FileState, HostSyntax};
use alloc::borrow::Cow;
use alloc::format;

impl<'a, R: Report> Actions<'a, '_, '_, R> {
    /// "file state", "file slash state" and "file host state".
    pub(super) fn file_state(&mut self, file: &FileState<'_>) -> Result<(), ParseError> {
        let base = self.base.filter(|b| b.scheme == "file");
        // "Set url's scheme to "file". Set url's host to the empty string."
        self.url.scheme = Cow::Borrowed("file");
        self.url.host = Some(Host::Empty);
        match file {
            // "file host state" with a host buffer. "file state" and "file slash state": a "\"
            // for either slash is an invalid-reverse-solidus validation error.
            FileState::Host {
                slashes,
                host,
                path,
            } => {
                self.signal_reverse_solidi(*slashes);
                self.url.host = Some(self.file_host_state(host)?);
                self.path_state(path, None)
            }
            // "file host state" whose buffer is a Windows drive letter: it is the path.
            FileState::DriveLetterHost { slashes, path } => {
                self.signal_reverse_solidi(*slashes);
                // "If state override is not given and buffer is a Windows drive letter,
                // file-invalid-Windows-drive-letter-host validation error". The buffer goes
                // to the path state as it is: its two code points are not checked for URL
                // units.
                let start = path.span().start();
                self.signal(
                    DiagnosticKind::FileInvalidWindowsDriveLetterHost,
                    start..start + 2,
                );
                self.path_state(path, Some(start + 2))
            }
            FileState::SlashPath(path) => {
                if let Some(base) = base {
                    // "file slash state": the base's host; and, "if the code point substring
                    // from pointer to the end of input does not start with a Windows drive
                    // letter and base's path[0] is a normalized Windows drive letter, then
                    // append base's path[0] to url's path."
                    self.url.host = base.host.clone();
                    if !path.starts_with_drive_letter() {
                        if let Some(drive) = base
                            .path
                            .first()
                            .filter(|s| is_normalized_windows_drive_letter(s))
                        {
                            self.url.path = Path::list_from_serialized(format!("/{drive}"));
                        }
                    }
                }
                self.path_state(path, None)
            }
            FileState::RelativePath(path) => {
                if let Some(base) = base {
                    // "file state" with a file base and a path: the base's host and path,
                    // then shorten the path, or empty it when the input starts with a drive.
                    self.url.host = base.host.clone();
                    self.url.path = base.path.clone();
                    if path.starts_with_drive_letter() {
                        // "File-invalid-Windows-drive-letter validation error. Set url's path
                        // to « »."
                        let start = path.span().start();
                        self.signal(
                            DiagnosticKind::FileInvalidWindowsDriveLetter,
                            start..start + 2,
                        );
                        self.url.path.clear();
                    } else {
                        self.url.shorten_path();
                    }
                }
                self.path_state(path, None)
            }
            FileState::Empty => {
                match base {
                    // "?", "#" or nothing after a file base: its host, path and query.
                    Some(base) => {
                        self.url.host = base.host.clone();
                        self.url.path = base.path.clone();
                        self.url.query = base.query.clone();
                    }
                    // No file base: the path state sees "?", "#" or EOF and appends "".
                    None => self.url.path.push(""),
                }
                Ok(())
            }
        }
    }

    /// "file host state" with a buffer: the empty host, or the host parser's host, where
    /// "localhost" becomes the empty host.
    fn file_host_state(&mut self, host: &HostSyntax) -> Result<Host<'a>, ParseError> {
        let buffer = host.buffer();
        if buffer.is_empty() {
            return Ok(Host::Empty);
        }
        let span = self.original(buffer.range());
        let host = host::parse_host(host, self.input, false, self.report, span)
            .map_err(|failure| ParseError::new(failure, buffer.range()))?;
        Ok(localhost_is_empty(host))
    }
}

/// The "file host state"'s "If host is "localhost", then set host to the empty string."
pub(super) fn localhost_is_empty(host: Host<'_>) -> Host<'_> {
    match host {
        Host::Domain(d) if d == "localhost" => Host::Empty,
        h => h,
    }
}
