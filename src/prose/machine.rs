//! The spec's "basic URL parser" ("URL parsing" section): its states, its variables, and the
//! loop that runs the state machine. The body of each state is a method, in
//! `states_scheme.rs`, `states_authority.rs` and `states_path.rs`.

use super::host_parser::host_parser;
use super::pointer::Pointer;
use super::report::Failure;
use crate::code_points::{
    is_ascii_tab_or_newline, is_c0_control_or_space, without_ascii_tab_or_newline,
};
use crate::diagnostic::{original_span, prepass_errors, DiagnosticKind, Report, SourceMap, Unit};
use crate::error::{ParseError, ParseErrorKind};
use crate::record::{Host, UrlRecord};
use alloc::borrow::Cow;
use alloc::string::String;
use core::ops::Range;

/// The states of the basic URL parser, in the order the spec lists them. A state can be given
/// as the parser's "state override".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum State {
    /// "scheme start state"
    SchemeStart,
    /// "scheme state"
    Scheme,
    /// "no scheme state"
    NoScheme,
    /// "special relative or authority state"
    SpecialRelativeOrAuthority,
    /// "path or authority state"
    PathOrAuthority,
    /// "relative state"
    Relative,
    /// "relative slash state"
    RelativeSlash,
    /// "special authority slashes state"
    SpecialAuthoritySlashes,
    /// "special authority ignore slashes state"
    SpecialAuthorityIgnoreSlashes,
    /// "authority state"
    Authority,
    /// "host state"
    Host,
    /// "hostname state" (shares its steps with the host state)
    Hostname,
    /// "port state"
    Port,
    /// "file state"
    File,
    /// "file slash state"
    FileSlash,
    /// "file host state"
    FileHost,
    /// "path start state"
    PathStart,
    /// "path state"
    Path,
    /// "opaque path state" (formerly "cannot-be-a-base-URL path state")
    OpaquePath,
    /// "query state"
    Query,
    /// "fragment state"
    Fragment,
}

/// What a run of a state does next: keep going, or the spec's "return" (without failure),
/// which only happens when a state override is given.
pub(super) enum Flow {
    /// Continue with the state machine.
    Continue,
    /// Terminate, leaving `url` as it is.
    Return,
}

/// The outcome of one run of a state.
pub(super) type Run = Result<Flow, Failure>;

/// The basic URL parser's inputs and variables.
pub(super) struct Machine<'a, 'r, R: Report> {
    /// "base": the base URL, or null.
    pub(super) base: Option<&'a UrlRecord<'r>>,
    /// "url": the given URL, or the new URL of step 1.
    pub(super) url: &'a mut UrlRecord<'r>,
    /// "state override", if given.
    pub(super) state_override: Option<State>,
    /// "state".
    pub(super) state: State,
    /// "buffer".
    pub(super) buffer: String,
    /// "atSignSeen".
    pub(super) at_sign_seen: bool,
    /// "insideBrackets".
    pub(super) inside_brackets: bool,
    /// "passwordTokenSeen".
    pub(super) password_token_seen: bool,
    /// "pointer" for the input.
    pub(super) pointer: Pointer<'a>,
    /// Where validation errors go.
    pub(super) report: &'a mut R,
    /// Where the pointer pointed when the current state started its run: the position of "c"
    /// that the state's validation errors are about.
    pub(super) at: usize,
    /// Where each code point of the input came from in the original input; only built when
    /// `report` wants reports.
    pub(super) offsets: Option<SourceMap>,
}

impl<R: Report> Machine<'_, '_, R> {
    /// "Set url's query to the empty string and state to query state", as the states that
    /// reach a U+003F (?) say it.
    pub(super) fn start_query(&mut self) {
        self.url.query = Some(Default::default());
        self.state = State::Query;
    }

    /// "Set url's fragment to the empty string and state to fragment state", as the states
    /// that reach a U+0023 (#) say it.
    pub(super) fn start_fragment(&mut self) {
        self.url.fragment = Some(Default::default());
        self.state = State::Fragment;
    }

    /// The original input's bytes for the input's code points `range`.
    pub(super) fn span(&self, range: Range<usize>) -> Range<usize> {
        self.offsets.as_ref().map_or(0..0, |o| o.span(range))
    }

    /// The code points of "c" in the current run (empty at the end of the input for the EOF
    /// code point).
    pub(super) fn c_units(&self) -> Range<usize> {
        self.at..(self.at + 1).min(self.pointer.len())
    }

    /// The original input's bytes of "c" in the current run.
    pub(super) fn c_span(&self) -> Range<usize> {
        self.span(self.c_units())
    }

    /// The buffer's code points, which the states append one per code point right before the
    /// current "c".
    pub(super) fn buffer_units(&self) -> Range<usize> {
        let len = self.buffer.chars().count();
        self.at.saturating_sub(len)..self.at
    }

    /// The original input's bytes of the buffer's code points.
    pub(super) fn buffer_span(&self) -> Range<usize> {
        self.span(self.buffer_units())
    }

    /// Signal a validation error about "c" that does not fail.
    pub(super) fn validation_error(&mut self, error: DiagnosticKind) {
        let span = self.c_span();
        self.report.report(error, span);
    }

    /// Signal a validation error about `span` that does not fail.
    pub(super) fn validation_error_at(&mut self, error: DiagnosticKind, span: Range<usize>) {
        self.report.report(error, span);
    }

    /// "`<error>` validation error, return failure", about the input's code points `units`:
    /// the failure's validation error goes to the report, and the failure says where (in code
    /// points until [`run`] maps it to the original input's bytes).
    pub(super) fn fail_at(&mut self, failure: ParseErrorKind, units: Range<usize>) -> Failure {
        if let Some(error) = failure.diagnostic_kind() {
            let span = self.span(units.clone());
            self.report.report(error, span);
        }
        Failure::Error(ParseError::new(failure, units))
    }

    /// "`<error>` validation error, return failure", about "c".
    pub(super) fn fail(&mut self, failure: ParseErrorKind) -> Failure {
        self.fail_at(failure, self.c_units())
    }

    /// "Let host be the result of host parsing buffer with url is not special. If host is
    /// failure, then return failure." The host's validation errors, and its failure, are about
    /// the buffer's code points.
    pub(super) fn host_parse_buffer(&mut self) -> Result<Host<'static>, Failure> {
        let units = self.buffer_units();
        let span = self.span(units.clone());
        host_parser(&self.buffer, !self.url.is_special(), self.report, &span)
            .map_err(|failure| Failure::Error(ParseError::new(failure, units)))
    }
}

/// "The basic URL parser takes a scalar value string input, with an optional null or base URL
/// base (default null), an optional encoding encoding (default UTF-8), an optional URL url,
/// and an optional state override state override".
///
/// Only the UTF-8 encoding is supported, so there is no encoding argument. When `url` is not
/// given, the result is the new URL (`Ok(Some(url))`); when it is given, it is modified in
/// place and the result is `Ok(None)`, also when the spec "returns" early.
pub(crate) fn basic_url_parser<'r, R: Report>(
    input: &str,
    base: Option<&UrlRecord<'r>>,
    url: Option<&mut UrlRecord<'r>>,
    state_override: Option<State>,
    report: &mut R,
) -> Result<Option<UrlRecord<'r>>, Failure> {
    let url_given = url.is_some();
    let result = match url {
        Some(url) => run(input, base, url, true, state_override, report).map(|()| None),
        None => {
            // 1.1. "Set url to a new URL."
            let mut url = UrlRecord::new();
            run(input, base, &mut url, false, state_override, report).map(|()| Some(url))
        }
    };
    // A failure says where in code points of the input the states saw; the caller gets the
    // bytes of the input as given.
    result.map_err(|failure| match failure {
        Failure::Error(error) => {
            Failure::Error(error.at(original_span(input, !url_given, Unit::Char, error.span())))
        }
        Failure::StateOverride => Failure::StateOverride,
    })
}

/// The basic URL parser's steps, on a URL that exists (`url_given` says whether the caller
/// gave it).
fn run<'r, R: Report>(
    input: &str,
    base: Option<&UrlRecord<'r>>,
    url: &mut UrlRecord<'r>,
    url_given: bool,
    state_override: Option<State>,
    report: &mut R,
) -> Result<(), Failure> {
    let original = input;
    let mut input = input;
    // Spans of the first steps' errors: the leading (else trailing) run of C0 control or
    // space, and the first ASCII tab or newline.
    let (trimmed_span, tab_span) = prepass_errors(original, !url_given);
    // 1. "If url is not given:"
    if !url_given {
        // 1.1. "Set url to a new URL." (done by the caller)
        // 1.2. "If input contains any leading or trailing C0 control or space,
        // invalid-URL-unit validation error."
        let trimmed = input.trim_matches(is_c0_control_or_space);
        if let Some(span) = trimmed_span {
            report.report(DiagnosticKind::InvalidUrlUnit, span);
        }
        // 1.3. "Remove any leading and trailing C0 control or space from input."
        input = trimmed;
    }
    // 2. "If input contains any ASCII tab or newline, invalid-URL-unit validation error."
    if let Some(span) = tab_span {
        report.report(DiagnosticKind::InvalidUrlUnit, span);
    }
    // 3. "Remove all ASCII tab or newline from input." (Borrowed when there is none.)
    let input: Cow<'_, str> = if input.contains(is_ascii_tab_or_newline) {
        Cow::Owned(without_ascii_tab_or_newline(input))
    } else {
        Cow::Borrowed(input)
    };

    let mut machine = Machine {
        base,
        url,
        state_override,
        // 4. "Let state be state override if given, or scheme start state otherwise."
        state: state_override.unwrap_or(State::SchemeStart),
        // 5. "Set encoding to the result of getting an output encoding from encoding." (Only
        // UTF-8 is supported, whose output encoding is UTF-8.)
        // 6. "Let buffer be the empty string."
        buffer: String::new(),
        // 7. "Let atSignSeen, insideBrackets, and passwordTokenSeen be false."
        at_sign_seen: false,
        inside_brackets: false,
        password_token_seen: false,
        // 8. "Let pointer be a pointer for input."
        pointer: Pointer::new(&input),
        at: 0,
        offsets: report
            .wants_reports()
            .then(|| SourceMap::new(original, !url_given, Unit::Char)),
        report,
    };

    // 9. "Keep running the following state machine by switching on state. If after a run
    // pointer points to the EOF code point, go to the next step. Otherwise, increase pointer by
    // 1 and continue with the state machine."
    loop {
        let c = machine.pointer.c();
        machine.at = machine.pointer.index();
        let flow = match machine.state {
            State::SchemeStart => machine.scheme_start_state(c)?,
            State::Scheme => machine.scheme_state(c)?,
            State::NoScheme => machine.no_scheme_state(c)?,
            State::SpecialRelativeOrAuthority => machine.special_relative_or_authority_state(c)?,
            State::PathOrAuthority => machine.path_or_authority_state(c)?,
            State::Relative => machine.relative_state(c)?,
            State::RelativeSlash => machine.relative_slash_state(c)?,
            State::SpecialAuthoritySlashes => machine.special_authority_slashes_state(c)?,
            State::SpecialAuthorityIgnoreSlashes => {
                machine.special_authority_ignore_slashes_state(c)?
            }
            State::Authority => machine.authority_state(c)?,
            State::Host | State::Hostname => machine.host_state(c)?,
            State::Port => machine.port_state(c)?,
            State::File => machine.file_state(c)?,
            State::FileSlash => machine.file_slash_state(c)?,
            State::FileHost => machine.file_host_state(c)?,
            State::PathStart => machine.path_start_state(c)?,
            State::Path => machine.path_state(c)?,
            State::OpaquePath => machine.opaque_path_state(c)?,
            State::Query => machine.query_state(c)?,
            State::Fragment => machine.fragment_state(c)?,
        };
        if let Flow::Return = flow {
            return Ok(());
        }
        if machine.pointer.is_eof() {
            break;
        }
        machine.pointer.increase(1);
    }
    // 10. "Return url."
    Ok(())
}
