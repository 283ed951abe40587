//! The basic URL parser's states for the authority: the authority, host, hostname and port
//! states, and the file, file slash and file host states.

use super::machine::{Flow, Machine, Run, State};
use super::report::Failure;
use crate::diagnostic::{DiagnosticKind, Report};
use crate::error::ParseErrorKind;
use crate::percent::{self, USERINFO};
use crate::record::{
    default_port, is_normalized_windows_drive_letter, is_windows_drive_letter,
    starts_with_windows_drive_letter, Host, Path,
};

/// Whether `c` is "the EOF code point, U+002F (/), U+003F (?), or U+0023 (#)" or, for a special
/// URL, U+005C (\): the code points that end an authority, host or port.
fn ends_authority(c: Option<char>, url_is_special: bool) -> bool {
    matches!(c, None | Some('/' | '?' | '#')) || (url_is_special && c == Some('\\'))
}

impl<R: Report> Machine<'_, '_, R> {
    /// Whether "the code point substring from pointer to the end of input starts with a Windows
    /// drive letter". Only its first three code points can matter, so only those are handed to
    /// the shared checker.
    fn rest_starts_with_windows_drive_letter(&self) -> bool {
        starts_with_windows_drive_letter(self.pointer.substring_from_pointer())
    }

    /// "authority state"
    pub(super) fn authority_state(&mut self, c: Option<char>) -> Run {
        // 1. "If c is U+0040 (@), then:"
        if c == Some('@') {
            // 1.1. "Invalid-credentials validation error."
            self.validation_error(DiagnosticKind::InvalidCredentials);
            // 1.2. "If atSignSeen is true, then prepend "%40" to buffer."
            if self.at_sign_seen {
                self.buffer.insert_str(0, "%40");
            }
            // 1.3. "Set atSignSeen to true."
            self.at_sign_seen = true;
            // 1.4. "For each codePoint in buffer:"
            for code_point in self.buffer.chars() {
                // "If codePoint is U+003A (:) and passwordTokenSeen is false, then set
                // passwordTokenSeen to true and continue."
                if code_point == ':' && !self.password_token_seen {
                    self.password_token_seen = true;
                    continue;
                }
                // "Let encodedCodePoints be the result of running UTF-8 percent-encode
                // codePoint using the userinfo percent-encode set."
                // "If passwordTokenSeen is true, then append encodedCodePoints to url's
                // password." "Otherwise, append encodedCodePoints to url's username."
                let target = if self.password_token_seen {
                    &mut self.url.password
                } else {
                    &mut self.url.username
                };
                percent::encode_code_point(target.to_mut(), code_point, USERINFO);
            }
            // 1.5. "Set buffer to the empty string."
            self.buffer.clear();
        }
        // 2. "Otherwise, if one of the following is true: c is the EOF code point, U+002F (/),
        // U+003F (?), or U+0023 (#); url is special and c is U+005C (\) then:"
        else if ends_authority(c, self.url.is_special()) {
            // 2.1. "If atSignSeen is true and buffer is the empty string, host-missing
            // validation error, return failure."
            if self.at_sign_seen && self.buffer.is_empty() {
                return Err(self.fail(ParseErrorKind::HostMissing));
            }
            // 2.2. "Decrease pointer by buffer's code point length + 1, set buffer to the
            // empty string, and set state to host state."
            self.pointer.decrease(self.buffer.chars().count() + 1);
            self.buffer.clear();
            self.state = State::Host;
        }
        // 3. "Otherwise, append c to buffer."
        else if let Some(c) = c {
            self.buffer.push(c);
        }
        Ok(Flow::Continue)
    }

    /// "host state" and "hostname state"
    pub(super) fn host_state(&mut self, c: Option<char>) -> Run {
        // 1. "If state override is given and url's scheme is "file", then decrease pointer by
        // 1 and set state to file host state."
        if self.state_override.is_some() && self.url.scheme == "file" {
            self.pointer.decrease(1);
            self.state = State::FileHost;
        }
        // 2. "Otherwise, if c is U+003A (:) and insideBrackets is false:"
        else if c == Some(':') && !self.inside_brackets {
            // 2.1. "If buffer is the empty string, host-missing validation error, return
            // failure."
            if self.buffer.is_empty() {
                return Err(self.fail(ParseErrorKind::HostMissing));
            }
            // 2.2. "If state override is given and state override is hostname state, then
            // return failure."
            if self.state_override == Some(State::Hostname) {
                return Err(Failure::StateOverride);
            }
            // 2.3. "Let host be the result of host parsing buffer with url is not special."
            // 2.4. "If host is failure, then return failure."
            let host = self.host_parse_buffer()?;
            // 2.5. "Set url's host to host, buffer to the empty string, and state to port
            // state."
            self.url.host = Some(host);
            self.buffer.clear();
            self.state = State::Port;
        }
        // 3. "Otherwise, if one of the following is true: c is the EOF code point, U+002F (/),
        // U+003F (?), or U+0023 (#); url is special and c is U+005C (\) then decrease pointer
        // by 1, and:"
        else if ends_authority(c, self.url.is_special()) {
            self.pointer.decrease(1);
            // 3.1. "If url is special and buffer is the empty string, host-missing validation
            // error, return failure."
            if self.url.is_special() && self.buffer.is_empty() {
                return Err(self.fail(ParseErrorKind::HostMissing));
            }
            // 3.2. "Otherwise, if state override is given, buffer is the empty string, and
            // either url includes credentials or url's port is non-null, then return failure."
            else if self.state_override.is_some()
                && self.buffer.is_empty()
                && (self.url.includes_credentials() || self.url.port.is_some())
            {
                return Err(Failure::StateOverride);
            }
            // 3.3. "Let host be the result of host parsing buffer with url is not special."
            // 3.4. "If host is failure, then return failure."
            let host = self.host_parse_buffer()?;
            // 3.5. "Set url's host to host, buffer to the empty string, and state to path
            // start state."
            self.url.host = Some(host);
            self.buffer.clear();
            self.state = State::PathStart;
            // 3.6. "If state override is given, then return."
            if self.state_override.is_some() {
                return Ok(Flow::Return);
            }
        }
        // 4. "Otherwise:"
        else if let Some(c) = c {
            // 4.1. "If c is U+005B ([), then set insideBrackets to true."
            if c == '[' {
                self.inside_brackets = true;
            }
            // 4.2. "If c is U+005D (]), then set insideBrackets to false."
            if c == ']' {
                self.inside_brackets = false;
            }
            // 4.3. "Append c to buffer."
            self.buffer.push(c);
        }
        Ok(Flow::Continue)
    }

    /// "port state"
    pub(super) fn port_state(&mut self, c: Option<char>) -> Run {
        // 1. "If c is an ASCII digit, append c to buffer."
        if let Some(c) = c.filter(char::is_ascii_digit) {
            self.buffer.push(c);
        }
        // 2. "Otherwise, if one of the following is true: c is the EOF code point, U+002F (/),
        // U+003F (?), or U+0023 (#); url is special and c is U+005C (\); or state override is
        // given, then:"
        else if ends_authority(c, self.url.is_special()) || self.state_override.is_some() {
            // 2.1. "If buffer is not the empty string:"
            if !self.buffer.is_empty() {
                // "Let port be the mathematical integer value that is represented by buffer
                // in radix-10 using ASCII digits for digits with values 0 through 9."
                // (Saturating: every value above 65535 is equally out of range.)
                let port = self.buffer.chars().fold(0u32, |port, digit| {
                    port.saturating_mul(10)
                        .saturating_add(digit.to_digit(10).unwrap_or(0))
                });
                // "If port is not a 16-bit unsigned integer, port-out-of-range validation
                // error, return failure."
                let Ok(port) = u16::try_from(port) else {
                    return Err(self.fail_at(ParseErrorKind::PortOutOfRange, self.buffer_units()));
                };
                // "Set url's port to null, if port is url's scheme's default port; otherwise
                // to port."
                self.url.port = if default_port(&self.url.scheme) == Some(port) {
                    None
                } else {
                    Some(port)
                };
                // "Set buffer to the empty string."
                self.buffer.clear();
                // "If state override is given, then return."
                if self.state_override.is_some() {
                    return Ok(Flow::Return);
                }
            }
            // 2.2. "If state override is given, then return failure."
            if self.state_override.is_some() {
                return Err(Failure::StateOverride);
            }
            // 2.3. "Set state to path start state and decrease pointer by 1."
            self.state = State::PathStart;
            self.pointer.decrease(1);
        }
        // 3. "Otherwise, port-invalid validation error, return failure."
        else {
            return Err(self.fail(ParseErrorKind::PortInvalid));
        }
        Ok(Flow::Continue)
    }

    /// "file state"
    pub(super) fn file_state(&mut self, c: Option<char>) -> Run {
        // 1. "Set url's scheme to "file"."
        self.url.scheme = "file".into();
        // 2. "Set url's host to the empty string."
        self.url.host = Some(Host::Empty);
        // 3. "If c is U+002F (/) or U+005C (\), then:"
        if matches!(c, Some('/' | '\\')) {
            // 3.1. "If c is U+005C (\), invalid-reverse-solidus validation error."
            if c == Some('\\') {
                self.validation_error(DiagnosticKind::InvalidReverseSolidus);
            }
            // 3.2. "Set state to file slash state."
            self.state = State::FileSlash;
        }
        // 4. "Otherwise, if base is non-null and base's scheme is "file":"
        else if let Some(base) = self.base.filter(|base| base.scheme == "file") {
            // 4.1. "Set url's host to base's host, url's path to a clone of base's path, and
            // url's query to base's query."
            self.url.host.clone_from(&base.host);
            self.url.path = base.path.clone();
            self.url.query.clone_from(&base.query);
            // 4.2. "If c is U+003F (?), then set url's query to the empty string and state to
            // query state."
            if c == Some('?') {
                self.start_query();
            }
            // 4.3. "Otherwise, if c is U+0023 (#), set url's fragment to the empty string and
            // state to fragment state."
            else if c == Some('#') {
                self.start_fragment();
            }
            // 4.4. "Otherwise, if c is not the EOF code point:"
            else if c.is_some() {
                // 4.4.1. "Set url's query to null."
                self.url.query = None;
                // 4.4.2. "If the code point substring from pointer to the end of input does not
                // start with a Windows drive letter, then shorten url's path."
                if !self.rest_starts_with_windows_drive_letter() {
                    self.url.shorten_path();
                }
                // 4.4.3. "Otherwise: File-invalid-Windows-drive-letter validation error. Set
                // url's path to « »."
                else {
                    let drive_letter = self.span(self.at..self.at + 2);
                    self.validation_error_at(
                        DiagnosticKind::FileInvalidWindowsDriveLetter,
                        drive_letter,
                    );
                    self.url.path = Path::new_list();
                }
                // 4.4.4. "Set state to path state and decrease pointer by 1."
                self.state = State::Path;
                self.pointer.decrease(1);
            }
        }
        // 5. "Otherwise, set state to path state, and decrease pointer by 1."
        else {
            self.state = State::Path;
            self.pointer.decrease(1);
        }
        Ok(Flow::Continue)
    }

    /// "file slash state"
    pub(super) fn file_slash_state(&mut self, c: Option<char>) -> Run {
        // 1. "If c is U+002F (/) or U+005C (\), then:"
        if matches!(c, Some('/' | '\\')) {
            // 1.1. "If c is U+005C (\), invalid-reverse-solidus validation error."
            if c == Some('\\') {
                self.validation_error(DiagnosticKind::InvalidReverseSolidus);
            }
            // 1.2. "Set state to file host state."
            self.state = State::FileHost;
        }
        // 2. "Otherwise:"
        else {
            // 2.1. "If base is non-null and base's scheme is "file", then:"
            if let Some(base) = self.base.filter(|base| base.scheme == "file") {
                // 2.1.1. "Set url's host to base's host."
                self.url.host.clone_from(&base.host);
                // 2.1.2. "If the code point substring from pointer to the end of input does
                // not start with a Windows drive letter and base's path[0] is a normalized
                // Windows drive letter, then append base's path[0] to url's path."
                if !self.rest_starts_with_windows_drive_letter() {
                    if let Some(first) = base
                        .path
                        .first()
                        .filter(|first| is_normalized_windows_drive_letter(first))
                    {
                        self.url.path.push(first);
                    }
                }
            }
            // 2.2. "Set state to path state, and decrease pointer by 1."
            self.state = State::Path;
            self.pointer.decrease(1);
        }
        Ok(Flow::Continue)
    }

    /// "file host state"
    pub(super) fn file_host_state(&mut self, c: Option<char>) -> Run {
        // 1. "If c is the EOF code point, U+002F (/), U+005C (\), U+003F (?), or U+0023 (#),
        // then decrease pointer by 1 and then:"
        if matches!(c, None | Some('/' | '\\' | '?' | '#')) {
            self.pointer.decrease(1);
            // 1.1. "If state override is not given and buffer is a Windows drive letter,
            // file-invalid-Windows-drive-letter-host validation error, set state to path
            // state." ("buffer is not reset here and instead used in the path state.")
            if self.state_override.is_none() && is_windows_drive_letter(&self.buffer) {
                let buffer = self.buffer_span();
                self.validation_error_at(DiagnosticKind::FileInvalidWindowsDriveLetterHost, buffer);
                self.state = State::Path;
            }
            // 1.2. "Otherwise, if buffer is the empty string, then:"
            else if self.buffer.is_empty() {
                // "Set url's host to the empty string."
                self.url.host = Some(Host::Empty);
                // "If state override is given, then return."
                if self.state_override.is_some() {
                    return Ok(Flow::Return);
                }
                // "Set state to path start state."
                self.state = State::PathStart;
            }
            // 1.3. "Otherwise, run these steps:"
            else {
                // "Let host be the result of host parsing buffer with url is not special."
                // "If host is failure, then return failure."
                let mut host = self.host_parse_buffer()?;
                // "If host is "localhost", then set host to the empty string."
                if matches!(&host, Host::Domain(domain) if domain == "localhost") {
                    host = Host::Empty;
                }
                // "Set url's host to host."
                self.url.host = Some(host);
                // "If state override is given, then return."
                if self.state_override.is_some() {
                    return Ok(Flow::Return);
                }
                // "Set buffer to the empty string and state to path start state."
                self.buffer.clear();
                self.state = State::PathStart;
            }
        }
        // 2. "Otherwise, append c to buffer."
        else if let Some(c) = c {
            self.buffer.push(c);
        }
        Ok(Flow::Continue)
    }
}
