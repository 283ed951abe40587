//! The "file state", "file slash state" and "file host state" actions.

use super::{host_actions, Actions};
use crate::diagnostic::{DiagnosticKind, Report};
use crate::error::ParseError;
use crate::record::{is_normalized_windows_drive_letter, UrlRecord};
use crate::serialize::{copy_authority, HostKind};
use crate::syntax::ast::{FileState, HostSyntax, PathSyntax};

impl<'b, R: Report> Actions<'b, '_, '_, '_, R> {
    /// "file state", "file slash state" and "file host state".
    pub(super) fn file_state(&mut self, file: &FileState<'_>) -> Result<(), ParseError> {
        let base = self.base.filter(|b| b.scheme == "file");
        // "Set url's scheme to "file". Set url's host to the empty string." (Each branch
        // writes the host it ends with.)
        self.out.scheme("file");
        self.special = true;
        self.file = true;
        self.default_port = None;
        match file {
            // "file host state" with a host buffer. "file state" and "file slash state": a "\"
            // for either slash is an invalid-reverse-solidus validation error.
            FileState::Host {
                slashes,
                host,
                path,
            } => {
                self.signal_reverse_solidi(*slashes);
                self.file_host_state(host)?;
                let start = self.begin_path();
                self.path_state(path, start, None)
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
                self.empty_host();
                let path_start = self.begin_path();
                self.path_state(path, path_start, Some(start + 2))
            }
            FileState::SlashPath(path) => {
                let path_start = self.file_slash_path_start(base, path);
                self.path_state(path, path_start, None)
            }
            FileState::RelativePath(path) => {
                let path_start = self.file_relative_path_start(base, path);
                self.path_state(path, path_start, None)
            }
            FileState::Empty => {
                match base {
                    // "?", "#" or nothing after a file base: its host, path and query.
                    Some(base) => {
                        self.base_host(base);
                        self.begin_path();
                        self.out.out().push_str(base.path.as_str());
                        self.base_query = base.query.as_deref();
                    }
                    // No file base: the path state sees "?", "#" or EOF and appends "".
                    None => {
                        self.empty_host();
                        self.begin_path();
                        self.out.out().push('/');
                    }
                }
                Ok(())
            }
        }
    }

    /// "file slash state" followed by the path: the path's start, after the base's host and
    /// drive letter when there is a file base, or after the empty host.
    fn file_slash_path_start(
        &mut self,
        base: Option<&UrlRecord<'_>>,
        path: &PathSyntax<'_>,
    ) -> usize {
        match base {
            Some(base) => {
                // "file slash state": the base's host; and, "if the code point
                // substring from pointer to the end of input does not start with a
                // Windows drive letter and base's path[0] is a normalized Windows
                // drive letter, then append base's path[0] to url's path."
                self.base_host(base);
                let path_start = self.begin_path();
                if !path.starts_with_drive_letter() {
                    if let Some(drive) = base
                        .path
                        .first()
                        .filter(|s| is_normalized_windows_drive_letter(s))
                    {
                        let out = self.out.out();
                        out.push('/');
                        out.push_str(drive);
                    }
                }
                path_start
            }
            None => {
                self.empty_host();
                self.begin_path()
            }
        }
    }

    /// "file state" followed by a path that is not a slash: the path's start, after the
    /// base's host and shortened path when there is a file base, or after the empty host.
    fn file_relative_path_start(
        &mut self,
        base: Option<&UrlRecord<'_>>,
        path: &PathSyntax<'_>,
    ) -> usize {
        match base {
            Some(base) => {
                // "file state" with a file base and a path: the base's host and path,
                // then shorten the path, or empty it when the input starts with a
                // drive.
                self.base_host(base);
                let path_start = self.begin_path();
                let mut out = self.path_buffer(path_start);
                out.push_str(base.path.as_str());
                if path.starts_with_drive_letter() {
                    // "File-invalid-Windows-drive-letter validation error. Set url's
                    // path to « »."
                    out.clear();
                    let start = path.span().start();
                    self.signal(
                        DiagnosticKind::FileInvalidWindowsDriveLetter,
                        start..start + 2,
                    );
                } else {
                    out.shorten(true);
                }
                path_start
            }
            None => {
                self.empty_host();
                self.begin_path()
            }
        }
    }

    /// The empty host: "//" and nothing.
    fn empty_host(&mut self) {
        self.out.authority();
        let _ = self.out.host::<()>(|_| Ok(HostKind::Empty));
    }

    /// The file base's host ("set url's host to base's host").
    fn base_host(&mut self, base: &UrlRecord<'_>) {
        let host = UrlRecord {
            host: base.host.clone(),
            ..UrlRecord::new()
        };
        copy_authority(&host, &mut self.out);
    }

    /// "file host state" with a buffer: the empty host, or the host parser's host, where
    /// "localhost" becomes the empty host.
    fn file_host_state(&mut self, host: &HostSyntax) -> Result<(), ParseError> {
        let buffer = host.buffer();
        if buffer.is_empty() {
            self.empty_host();
            return Ok(());
        }
        let span = self.original(buffer.range());
        let (input, report) = (self.input, &mut *self.report);
        self.out.authority();
        self.out.host(|out| {
            let start = out.len();
            let written = host_actions::write_host(out, host, input, false, report, span)
                .map_err(|failure| ParseError::new(failure, buffer.range()))?;
            Ok(localhost_is_empty(out, start, written).kind())
        })
    }
}

/// The "file host state"'s "If host is "localhost", then set host to the empty string.", on
/// the host written from `start` of `out`.
pub(super) fn localhost_is_empty(
    out: &mut alloc::string::String,
    start: usize,
    written: host_actions::Written,
) -> host_actions::Written {
    if written == host_actions::Written::Domain && out.get(start..) == Some("localhost") {
        out.truncate(start);
        return host_actions::Written::Empty;
    }
    written
}
