//! The basic URL parser's states from the scheme start state to the special authority ignore
//! slashes state: the scheme, and the choice between a relative reference and an authority.

use super::machine::{Flow, Machine, Run, State};
use super::report::Failure;
use crate::diagnostic::{DiagnosticKind, Report};
use crate::error::{ParseError, ParseErrorKind};
use crate::record::{default_port, is_special_scheme, Host, Path, UrlRecord};
use alloc::string::String;

impl<'a, 'r, R: Report> Machine<'a, 'r, R> {
    /// The base URL, in states that the spec only reaches with a non-null base. Reaching them
    /// without one (only possible through a state override no API uses) is a bug, not a panic.
    fn base_or_bug(&self, state: &'static str) -> Result<&'a UrlRecord<'r>, Failure> {
        self.base.ok_or(Failure::Error(ParseError::new(
            ParseErrorKind::Internal(state),
            0..0,
        )))
    }

    /// "scheme start state"
    pub(super) fn scheme_start_state(&mut self, c: Option<char>) -> Run {
        // 1. "If c is an ASCII alpha, append c, lowercased, to buffer, and set state to scheme
        // state."
        if let Some(c) = c.filter(char::is_ascii_alphabetic) {
            self.buffer.push(c.to_ascii_lowercase());
            self.state = State::Scheme;
        }
        // 2. "Otherwise, if state override is not given, set state to no scheme state and
        // decrease pointer by 1."
        else if self.state_override.is_none() {
            self.state = State::NoScheme;
            self.pointer.decrease(1);
        }
        // 3. "Otherwise, return failure."
        else {
            return Err(Failure::StateOverride);
        }
        Ok(Flow::Continue)
    }

    /// "scheme state"
    pub(super) fn scheme_state(&mut self, c: Option<char>) -> Run {
        // 1. "If c is an ASCII alphanumeric, U+002B (+), U+002D (-), or U+002E (.), append c,
        // lowercased, to buffer."
        if let Some(c) = c.filter(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.')) {
            self.buffer.push(c.to_ascii_lowercase());
        }
        // 2. "Otherwise, if c is U+003A (:), then:"
        else if c == Some(':') {
            // 2.1. "If state override is given, then:"
            if self.state_override.is_some() {
                let url_is_special = self.url.is_special();
                let buffer_is_special = is_special_scheme(&self.buffer);
                // "If url's scheme is a special scheme and buffer is not a special scheme,
                // then return."
                if url_is_special && !buffer_is_special {
                    return Ok(Flow::Return);
                }
                // "If url's scheme is not a special scheme and buffer is a special scheme,
                // then return."
                if !url_is_special && buffer_is_special {
                    return Ok(Flow::Return);
                }
                // "If url includes credentials or has a non-null port, and buffer is "file",
                // then return."
                if (self.url.includes_credentials() || self.url.port.is_some())
                    && self.buffer == "file"
                {
                    return Ok(Flow::Return);
                }
                // "If url's scheme is "file" and its host is an empty host, then return."
                if self.url.scheme == "file" && self.url.host == Some(Host::Empty) {
                    return Ok(Flow::Return);
                }
            }
            // 2.2. "Set url's scheme to buffer."
            self.url.scheme = self.buffer.clone().into();
            // 2.3. "If state override is given, then:"
            if self.state_override.is_some() {
                // "If url's port is url's scheme's default port, then set url's port to null."
                if self.url.port.is_some() && self.url.port == default_port(&self.url.scheme) {
                    self.url.port = None;
                }
                // "Return."
                return Ok(Flow::Return);
            }
            // 2.4. "Set buffer to the empty string."
            self.buffer.clear();
            // 2.5. "If url's scheme is "file", then:"
            if self.url.scheme == "file" {
                // "If remaining does not start with "//",
                // special-scheme-missing-following-solidus validation error."
                if !self.pointer.remaining_starts_with("//") {
                    // (About the code point after the ":", where "//" was expected.)
                    let after = self.span(self.at + 1..(self.at + 2).min(self.pointer.len()));
                    self.validation_error_at(
                        DiagnosticKind::SpecialSchemeMissingFollowingSolidus,
                        after,
                    );
                }
                // "Set state to file state."
                self.state = State::File;
            }
            // 2.6. "Otherwise, if url is special, base is non-null, and base's scheme is url's
            // scheme:" "Assert: base is special (and therefore does not have an opaque path)."
            // "Set state to special relative or authority state."
            else if self.url.is_special()
                && self.base.is_some_and(|base| base.scheme == self.url.scheme)
            {
                self.state = State::SpecialRelativeOrAuthority;
            }
            // 2.7. "Otherwise, if url is special, set state to special authority slashes
            // state."
            else if self.url.is_special() {
                self.state = State::SpecialAuthoritySlashes;
            }
            // 2.8. "Otherwise, if remaining starts with an U+002F (/), set state to path or
            // authority state and increase pointer by 1."
            else if self.pointer.remaining_starts_with("/") {
                self.state = State::PathOrAuthority;
                self.pointer.increase(1);
            }
            // 2.9. "Otherwise, set url's path to the empty string and set state to opaque path
            // state."
            else {
                self.url.path = Path::new_opaque(String::new());
                self.state = State::OpaquePath;
            }
        }
        // 3. "Otherwise, if state override is not given, set buffer to the empty string, state
        // to no scheme state, and start over (from the first code point in input)."
        else if self.state_override.is_none() {
            self.buffer.clear();
            self.state = State::NoScheme;
            self.pointer.point_nowhere();
        }
        // 4. "Otherwise, return failure."
        else {
            return Err(Failure::StateOverride);
        }
        Ok(Flow::Continue)
    }

    /// "no scheme state"
    pub(super) fn no_scheme_state(&mut self, c: Option<char>) -> Run {
        // 1. "If base is null, or base has an opaque path and c is not U+0023 (#),
        // missing-scheme-non-relative-URL validation error, return failure."
        let Some(base) = self
            .base
            .filter(|b| !(b.has_opaque_path() && c != Some('#')))
        else {
            // (About the whole input.)
            let input = 0..self.pointer.len();
            return Err(self.fail_at(ParseErrorKind::MissingSchemeNonRelativeUrl, input));
        };
        // 2. "Otherwise, if base has an opaque path and c is U+0023 (#), set url's scheme to
        // base's scheme, url's path to base's path, url's query to base's query, url's
        // fragment to the empty string, and set state to fragment state."
        if base.has_opaque_path() && c == Some('#') {
            self.url.scheme.clone_from(&base.scheme);
            self.url.path = base.path.clone();
            self.url.query.clone_from(&base.query);
            self.start_fragment();
        }
        // 3. "Otherwise, if base's scheme is not "file", set state to relative state and
        // decrease pointer by 1."
        else if base.scheme != "file" {
            self.state = State::Relative;
            self.pointer.decrease(1);
        }
        // 4. "Otherwise, set state to file state and decrease pointer by 1."
        else {
            self.state = State::File;
            self.pointer.decrease(1);
        }
        Ok(Flow::Continue)
    }

    /// "special relative or authority state"
    pub(super) fn special_relative_or_authority_state(&mut self, c: Option<char>) -> Run {
        // 1. "If c is U+002F (/) and remaining starts with U+002F (/), then set state to
        // special authority ignore slashes state and increase pointer by 1."
        if c == Some('/') && self.pointer.remaining_starts_with("/") {
            self.state = State::SpecialAuthorityIgnoreSlashes;
            self.pointer.increase(1);
        }
        // 2. "Otherwise, special-scheme-missing-following-solidus validation error, set state
        // to relative state and decrease pointer by 1."
        else {
            self.validation_error(DiagnosticKind::SpecialSchemeMissingFollowingSolidus);
            self.state = State::Relative;
            self.pointer.decrease(1);
        }
        Ok(Flow::Continue)
    }

    /// "path or authority state"
    pub(super) fn path_or_authority_state(&mut self, c: Option<char>) -> Run {
        // 1. "If c is U+002F (/), then set state to authority state."
        if c == Some('/') {
            self.state = State::Authority;
        }
        // 2. "Otherwise, set state to path state, and decrease pointer by 1."
        else {
            self.state = State::Path;
            self.pointer.decrease(1);
        }
        Ok(Flow::Continue)
    }

    /// "relative state"
    pub(super) fn relative_state(&mut self, c: Option<char>) -> Run {
        let base = self.base_or_bug("relative state without a base URL")?;
        // 1. "Assert: base's scheme is not "file"." (The no scheme state sends file bases to
        // the file state.)
        // 2. "Set url's scheme to base's scheme."
        self.url.scheme.clone_from(&base.scheme);
        // 3. "If c is U+002F (/), then set state to relative slash state."
        if c == Some('/') {
            self.state = State::RelativeSlash;
        }
        // 4. "Otherwise, if url is special and c is U+005C (\), invalid-reverse-solidus
        // validation error, set state to relative slash state."
        else if self.url.is_special() && c == Some('\\') {
            self.validation_error(DiagnosticKind::InvalidReverseSolidus);
            self.state = State::RelativeSlash;
        }
        // 5. "Otherwise:"
        else {
            // 5.1. "Set url's username to base's username, url's password to base's password,
            // url's host to base's host, url's port to base's port, url's path to a clone of
            // base's path, and url's query to base's query."
            self.url.username.clone_from(&base.username);
            self.url.password.clone_from(&base.password);
            self.url.host.clone_from(&base.host);
            self.url.port = base.port;
            self.url.path = base.path.clone();
            self.url.query.clone_from(&base.query);
            // 5.2. "If c is U+003F (?), then set url's query to the empty string, and state to
            // query state."
            if c == Some('?') {
                self.start_query();
            }
            // 5.3. "Otherwise, if c is U+0023 (#), set url's fragment to the empty string and
            // state to fragment state."
            else if c == Some('#') {
                self.start_fragment();
            }
            // 5.4. "Otherwise, if c is not the EOF code point:"
            else if c.is_some() {
                // "Set url's query to null."
                self.url.query = None;
                // "Shorten url's path."
                self.url.shorten_path();
                // "Set state to path state and decrease pointer by 1."
                self.state = State::Path;
                self.pointer.decrease(1);
            }
        }
        Ok(Flow::Continue)
    }

    /// "relative slash state"
    pub(super) fn relative_slash_state(&mut self, c: Option<char>) -> Run {
        // 1. "If url is special and c is U+002F (/) or U+005C (\), then:"
        if self.url.is_special() && matches!(c, Some('/' | '\\')) {
            // 1.1. "If c is U+005C (\), invalid-reverse-solidus validation error."
            if c == Some('\\') {
                self.validation_error(DiagnosticKind::InvalidReverseSolidus);
            }
            // 1.2. "Set state to special authority ignore slashes state."
            self.state = State::SpecialAuthorityIgnoreSlashes;
        }
        // 2. "Otherwise, if c is U+002F (/), then set state to authority state."
        else if c == Some('/') {
            self.state = State::Authority;
        }
        // 3. "Otherwise, set url's username to base's username, url's password to base's
        // password, url's host to base's host, url's port to base's port, state to path state,
        // and then, decrease pointer by 1."
        else {
            let base = self.base_or_bug("relative slash state without a base URL")?;
            self.url.username.clone_from(&base.username);
            self.url.password.clone_from(&base.password);
            self.url.host.clone_from(&base.host);
            self.url.port = base.port;
            self.state = State::Path;
            self.pointer.decrease(1);
        }
        Ok(Flow::Continue)
    }

    /// "special authority slashes state"
    pub(super) fn special_authority_slashes_state(&mut self, c: Option<char>) -> Run {
        // 1. "If c is U+002F (/) and remaining starts with U+002F (/), then set state to
        // special authority ignore slashes state and increase pointer by 1."
        if c == Some('/') && self.pointer.remaining_starts_with("/") {
            self.state = State::SpecialAuthorityIgnoreSlashes;
            self.pointer.increase(1);
        }
        // 2. "Otherwise, special-scheme-missing-following-solidus validation error, set state
        // to special authority ignore slashes state and decrease pointer by 1."
        else {
            self.validation_error(DiagnosticKind::SpecialSchemeMissingFollowingSolidus);
            self.state = State::SpecialAuthorityIgnoreSlashes;
            self.pointer.decrease(1);
        }
        Ok(Flow::Continue)
    }

    /// "special authority ignore slashes state"
    pub(super) fn special_authority_ignore_slashes_state(&mut self, c: Option<char>) -> Run {
        // 1. "If c is neither U+002F (/) nor U+005C (\), then set state to authority state and
        // decrease pointer by 1."
        if !matches!(c, Some('/' | '\\')) {
            self.state = State::Authority;
            self.pointer.decrease(1);
        }
        // 2. "Otherwise, special-scheme-missing-following-solidus validation error."
        else {
            self.validation_error(DiagnosticKind::SpecialSchemeMissingFollowingSolidus);
        }
        Ok(Flow::Continue)
    }
}
