//! The "file state", "file slash state" and "file host state" actions.

use super::{host, starts_with_drive_letter, Actions, Tree};
use crate::diagnostic::{DiagnosticKind, Report};
use crate::error::ParseError;
use crate::record::{Host, Path};
use crate::syntax::{Node, Rule};
use std::borrow::Cow;

impl<'a, R: Report> Actions<'a, '_, '_, R> {
    /// "file state", "file slash state" and "file host state".
    pub(super) fn file_state(&mut self, mut tree: Tree<'_, 'a>) -> Result<(), ParseError> {
        let base = self.base.filter(|b| b.scheme == "file");
        // "Set url's scheme to "file". Set url's host to the empty string."
        self.url.scheme = Cow::Borrowed("file");
        self.url.host = Some(Host::Empty);
        match tree.peek().map(Node::rule) {
            // "file host state" with a host buffer.
            Some(Rule::file_host) => {
                if let Some(node) = tree.next() {
                    // "file state" and "file slash state": a "\\" for either slash is an
                    // invalid-reverse-solidus validation error.
                    self.check_two_slashes_before(node.start());
                    if !node.text().is_empty() {
                        let span = self.original(node.start()..node.end());
                        let host = host::parse_host(node.text(), false, self.report, span)?;
                        self.url.host = Some(localhost_is_empty(host));
                    }
                }
                if let Some(path) = tree.next_if(|n| n.rule() == Rule::special_path) {
                    self.path_state(&path, 0)?;
                }
            }
            // "file host state" whose buffer is a Windows drive letter: it is the path.
            Some(Rule::drive_letter_host_path) => {
                if let Some(path) = tree.next() {
                    self.check_two_slashes_before(path.start());
                    // "If state override is not given and buffer is a Windows drive letter,
                    // file-invalid-Windows-drive-letter-host validation error". The buffer
                    // goes to the path state as it is: its two code points are not checked
                    // for URL units.
                    self.signal(
                        DiagnosticKind::FileInvalidWindowsDriveLetterHost,
                        path.start()..path.start() + 2,
                    );
                    self.path_state(&path, 2)?;
                }
            }
            Some(Rule::file_slash_path) => {
                let Some(path) = tree.next() else {
                    return Err(ParseError::Internal("file_slash_path vanished"));
                };
                if let Some(base) = base {
                    // "file slash state": the base's host; and, "if the code point substring
                    // from pointer to the end of input does not start with a Windows drive
                    // letter and base's path[0] is a normalized Windows drive letter, then
                    // append base's path[0] to url's path."
                    self.url.host = base.host.clone();
                    if !starts_with_drive_letter(&path) {
                        if let Some(drive) = base
                            .path
                            .first()
                            .filter(|s| crate::record::is_normalized_windows_drive_letter(s))
                        {
                            self.url.path = Path::list_from_serialized(format!("/{drive}"));
                        }
                    }
                }
                self.path_state(&path, 0)?;
            }
            Some(Rule::file_relative_path) => {
                let Some(path) = tree.next() else {
                    return Err(ParseError::Internal("file_relative_path vanished"));
                };
                if let Some(base) = base {
                    // "file state" with a file base and a path: the base's host and path,
                    // then shorten the path, or empty it when the input starts with a drive.
                    self.url.host = base.host.clone();
                    self.url.path = base.path.clone();
                    if starts_with_drive_letter(&path) {
                        // "File-invalid-Windows-drive-letter validation error. Set url's path
                        // to « »."
                        self.signal(
                            DiagnosticKind::FileInvalidWindowsDriveLetter,
                            path.start()..path.start() + 2,
                        );
                        self.url.path.clear();
                    } else {
                        self.url.shorten_path();
                    }
                }
                self.path_state(&path, 0)?;
            }
            _ => match base {
                // "?", "#" or nothing after a file base: its host, path and query.
                Some(base) => {
                    self.url.host = base.host.clone();
                    self.url.path = base.path.clone();
                    self.url.query = base.query.clone();
                }
                // No file base: the path state sees "?", "#" or EOF and appends "".
                None => self.url.path.push(""),
            },
        }
        self.query_and_fragment(tree)
    }
}

/// The "file host state"'s "If host is "localhost", then set host to the empty string."
pub(super) fn localhost_is_empty(host: Host<'_>) -> Host<'_> {
    match host {
        Host::Domain(d) if d == "localhost" => Host::Empty,
        h => h,
    }
}
