//! The basic URL parser's states after the authority: the path start, path, opaque path,
//! query and fragment states.

use super::machine::{Flow, Machine, Run, State};
use crate::code_points::is_url_code_point;
use crate::diagnostic::{DiagnosticKind, Report};
use crate::percent::{self, C0_CONTROL, FRAGMENT, PATH, QUERY, SPECIAL_QUERY};
use crate::record::{is_double_dot_segment, is_single_dot_segment, is_windows_drive_letter};

impl<R: Report> Machine<'_, '_, R> {
    /// The two checks the path, opaque path, query and fragment states make on a code point
    /// they keep: "If c is not a URL code point and not U+0025 (%), invalid-URL-unit validation
    /// error." and "If c is U+0025 (%) and remaining does not start with two ASCII hex digits,
    /// invalid-URL-unit validation error."
    fn check_url_unit(&mut self, c: char) {
        if !self.report.wants_reports() {
            return;
        }
        if !is_url_code_point(c) && c != '%' {
            self.validation_error(DiagnosticKind::InvalidUrlUnit);
        }
        if c == '%' && !self.pointer.remaining_starts_with_two_hex_digits() {
            self.validation_error(DiagnosticKind::InvalidUrlUnit);
        }
    }

    /// "path start state"
    pub(super) fn path_start_state(&mut self, c: Option<char>) -> Run {
        // 1. "If url is special, then:"
        if self.url.is_special() {
            // 1.1. "If c is U+005C (\), invalid-reverse-solidus validation error."
            if c == Some('\\') {
                self.validation_error(DiagnosticKind::InvalidReverseSolidus);
            }
            // 1.2. "Set state to path state."
            self.state = State::Path;
            // 1.3. "If c is neither U+002F (/) nor U+005C (\), then decrease pointer by 1."
            if !matches!(c, Some('/' | '\\')) {
                self.pointer.decrease(1);
            }
        }
        // 2. "Otherwise, if state override is not given and c is U+003F (?), set url's query
        // to the empty string and state to query state."
        else if self.state_override.is_none() && c == Some('?') {
            self.start_query();
        }
        // 3. "Otherwise, if state override is not given and c is U+0023 (#), set url's
        // fragment to the empty string and state to fragment state."
        else if self.state_override.is_none() && c == Some('#') {
            self.start_fragment();
        }
        // 4. "Otherwise, if c is not the EOF code point:"
        else if c.is_some() {
            // 4.1. "Set state to path state."
            self.state = State::Path;
            // 4.2. "If c is not U+002F (/), then decrease pointer by 1."
            if c != Some('/') {
                self.pointer.decrease(1);
            }
        }
        // 5. "Otherwise, if state override is given and url's host is null, append the empty
        // string to url's path."
        else if self.state_override.is_some() && self.url.host.is_none() {
            self.url.path.push("");
        }
        Ok(Flow::Continue)
    }

    /// "path state"
    pub(super) fn path_state(&mut self, c: Option<char>) -> Run {
        let url_is_special = self.url.is_special();
        // "c is U+002F (/)" or "url is special and c is U+005C (\)": a segment separator.
        let c_is_slash = c == Some('/') || (url_is_special && c == Some('\\'));
        // 1. "If one of the following is true: c is the EOF code point or U+002F (/); url is
        // special and c is U+005C (\); state override is not given and c is U+003F (?) or
        // U+0023 (#) then:"
        if c.is_none()
            || c_is_slash
            || (self.state_override.is_none() && matches!(c, Some('?' | '#')))
        {
            // 1.1. "If url is special and c is U+005C (\), invalid-reverse-solidus validation
            // error."
            if url_is_special && c == Some('\\') {
                self.validation_error(DiagnosticKind::InvalidReverseSolidus);
            }
            // 1.2. "If buffer is a double-dot URL path segment, then:"
            if is_double_dot_segment(&self.buffer) {
                // 1.2.1. "Shorten url's path."
                self.url.shorten_path();
                // 1.2.2. "If neither c is U+002F (/), nor url is special and c is U+005C (\),
                // append the empty string to url's path."
                if !c_is_slash {
                    self.url.path.push("");
                }
            }
            // 1.3. "Otherwise, if buffer is a single-dot URL path segment and if neither c is
            // U+002F (/), nor url is special and c is U+005C (\), append the empty string to
            // url's path."
            else if is_single_dot_segment(&self.buffer) && !c_is_slash {
                self.url.path.push("");
            }
            // 1.4. "Otherwise, if buffer is not a single-dot URL path segment, then:"
            else if !is_single_dot_segment(&self.buffer) {
                // 1.4.1. "If url's scheme is "file", url's path is empty, and buffer is a
                // Windows drive letter, then replace the second code point in buffer with
                // U+003A (:)." (A Windows drive letter is two ASCII code points.)
                if self.url.scheme == "file"
                    && self.url.path.is_empty()
                    && is_windows_drive_letter(&self.buffer)
                {
                    self.buffer.truncate(1);
                    self.buffer.push(':');
                }
                // 1.4.2. "Append buffer to url's path."
                self.url.path.push(&self.buffer);
            }
            // 1.5. "Set buffer to the empty string."
            self.buffer.clear();
            // 1.6. "If c is U+003F (?), then set url's query to the empty string and state to
            // query state."
            if c == Some('?') {
                self.start_query();
            }
            // 1.7. "If c is U+0023 (#), then set url's fragment to the empty string and state
            // to fragment state."
            if c == Some('#') {
                self.start_fragment();
            }
        }
        // 2. "Otherwise, run these steps:"
        else if let Some(c) = c {
            // 2.1-2.2. The invalid-URL-unit checks.
            self.check_url_unit(c);
            // 2.3. "UTF-8 percent-encode c using the path percent-encode set and append the
            // result to buffer."
            percent::encode_code_point(&mut self.buffer, c, PATH);
        }
        Ok(Flow::Continue)
    }

    /// "opaque path state"
    pub(super) fn opaque_path_state(&mut self, c: Option<char>) -> Run {
        // 1. "If c is U+003F (?), then set url's query to the empty string and state to query
        // state."
        if c == Some('?') {
            self.start_query();
        }
        // 2. "Otherwise, if c is U+0023 (#), then set url's fragment to the empty string and
        // state to fragment state."
        else if c == Some('#') {
            self.start_fragment();
        }
        // 3. "Otherwise, if c is U+0020 SPACE:"
        else if c == Some(' ') {
            // 3.1. "Invalid-URL-unit validation error."
            self.validation_error(DiagnosticKind::InvalidUrlUnit);
            // 3.2. "If remaining starts with U+003F (?) or U+0023 (#), then append "%20" to
            // url's path."
            if self.pointer.remaining_starts_with("?") || self.pointer.remaining_starts_with("#") {
                self.url.path.buffer_mut().push_str("%20");
            }
            // 3.3. "Otherwise, append U+0020 SPACE to url's path."
            else {
                self.url.path.buffer_mut().push(' ');
            }
        }
        // 4. "Otherwise, if c is not the EOF code point:"
        else if let Some(c) = c {
            // 4.1-4.2. The invalid-URL-unit checks.
            self.check_url_unit(c);
            // 4.3. "UTF-8 percent-encode c using the C0 control percent-encode set and append
            // the result to url's path."
            percent::encode_code_point(self.url.path.buffer_mut(), c, C0_CONTROL);
        }
        Ok(Flow::Continue)
    }

    /// "query state"
    pub(super) fn query_state(&mut self, c: Option<char>) -> Run {
        // 1. "If encoding is not UTF-8 and ..., then set encoding to UTF-8." (encoding is
        // always UTF-8 here.)
        // 2. "If one of the following is true: state override is not given and c is U+0023
        // (#); c is the EOF code point then:"
        if (self.state_override.is_none() && c == Some('#')) || c.is_none() {
            // 2.1. "Let queryPercentEncodeSet be the special-query percent-encode set if url
            // is special; otherwise the query percent-encode set."
            let query_percent_encode_set = if self.url.is_special() {
                SPECIAL_QUERY
            } else {
                QUERY
            };
            // 2.2. "Percent-encode after encoding, with encoding, buffer, and
            // queryPercentEncodeSet, and append the result to url's query." (With UTF-8 this
            // is UTF-8 percent-encoding buffer.)
            let query = self.url.query.get_or_insert_with(Default::default).to_mut();
            percent::encode_into(query, &self.buffer, query_percent_encode_set);
            // 2.3. "Set buffer to the empty string."
            self.buffer.clear();
            // 2.4. "If c is U+0023 (#), then set url's fragment to the empty string and state
            // to fragment state."
            if c == Some('#') {
                self.start_fragment();
            }
        }
        // 3. "Otherwise, if c is not the EOF code point:"
        else if let Some(c) = c {
            // 3.1-3.2. The invalid-URL-unit checks.
            self.check_url_unit(c);
            // 3.3. "Append c to buffer."
            self.buffer.push(c);
        }
        Ok(Flow::Continue)
    }

    /// "fragment state"
    pub(super) fn fragment_state(&mut self, c: Option<char>) -> Run {
        // 1. "If c is not the EOF code point, then:"
        if let Some(c) = c {
            // 1.1-1.2. The invalid-URL-unit checks.
            self.check_url_unit(c);
            // 1.3. "UTF-8 percent-encode c using the fragment percent-encode set and append
            // the result to url's fragment."
            let fragment = self
                .url
                .fragment
                .get_or_insert_with(Default::default)
                .to_mut();
            percent::encode_code_point(fragment, c, FRAGMENT);
        }
        Ok(Flow::Continue)
    }
}
