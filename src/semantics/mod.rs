//! The semantic-action layer: writes a URL from the typed syntax tree
//! ([`crate::syntax::ast`]) of the URL grammar. Which production matched decides what happens;
//! each function here is named after the spec state or production whose actions it performs.
//! Nothing here reads the input to find structure: that is the grammar's. What stays
//! byte-level is the spec's arithmetic on spans: percent-encoding, IDNA, IPv4 numbers, IPv6
//! pieces, the port's range, "ends in a number", and the per-code-point validation errors.
//!
//! The actions fill in the URL record's components in the order the spec's states set them,
//! which is the order the URL serializer writes them: scheme, credentials, host, port, path,
//! query, fragment. So they write each component straight into its place in the URL's
//! serialization ([`Serializer`]), once, rather than into a record that is serialized
//! afterwards; [`parse_reporting`] reads the record back from that serialization.

mod file;
pub(crate) mod host_actions;
pub(crate) mod output;
mod overrides;
mod path;
mod preprocess;
pub(crate) mod scheme;
mod validation;

pub(crate) use overrides::parse_with_override;
use preprocess::clean;
use scheme::{special_scheme_entry, special_scheme_row};

use crate::diagnostic::{
    original_span, prepass_errors, DiagnosticKind, Ignore, Report, SourceMap, Unit,
};
use crate::error::{ParseError, ParseErrorKind};
use crate::percent;
use crate::record::UrlRecord;
use crate::serialize::{copy_authority, record_of, ComponentOffsets, Serializer};
use crate::syntax::ast::{
    self, Authority, NonSpecialHierarchy, PortSyntax, Relative, Span, SpecialHierarchy,
    SpecialRelative, SpecialSlashes, Tail, UrlSyntax,
};
use crate::syntax::{self, Entry};
use alloc::string::String;
use path::PathBuffer;

fn mismatch(_: syntax::GrammarMismatch) -> ParseError {
    internal("an entry rule of the URL grammar did not match")
}

/// A grammar edit that changes the tree's shape surfaces as a typed error, never a panic.
pub(crate) fn unexpected(_: ast::Unexpected) -> ParseError {
    internal("the parse tree does not have the shape the semantic layer expects")
}

/// A bug in railurl (the grammar and the actions disagree), about no span in particular.
pub(crate) fn internal(what: &'static str) -> ParseError {
    ParseError::new(ParseErrorKind::Internal(what), 0..0)
}

/// The basic URL parser (no url, no state override) for the grammar engine, signalling
/// validation errors to `report` with spans in `original`: the URL's serialization and its
/// components' offsets. With [`Ignore`] every signal and the offset map compile away.
pub(crate) fn parse_serialization<R: Report>(
    original: &str,
    base: Option<&UrlRecord<'_>>,
    report: &mut R,
) -> Result<(String, ComponentOffsets), ParseError> {
    let offsets = if report.wants_reports() {
        // "If input contains any leading or trailing C0 control or space, invalid-URL-unit
        // validation error." "If input contains any ASCII tab or newline, invalid-URL-unit
        // validation error."
        let (trimmed, tab) = prepass_errors(original, true);
        for span in [trimmed, tab].into_iter().flatten() {
            report.report(DiagnosticKind::InvalidUrlUnit, span);
        }
        Some(SourceMap::new(original, true, Unit::Byte))
    } else {
        None
    };
    let input = clean(original);
    let room = input.len() + base.map_or(0, base_length) + ROOM;
    output::write(
        room,
        |out| {
            build_from(&input, base, report, offsets.as_ref(), Serializer::new(out))
                .map_err(|e| in_original(e, &input, original))
        },
        output::take,
    )
}

/// The basic URL parser (no url, no state override) for the grammar engine: the URL's
/// serialization appended to `out` (left as it was on a failure). With std, the serialization
/// is written into the thread's string and copied once, at its length, into `out`: no string
/// of its own is allocated (and freed by the caller) as [`parse_serialization`] does.
pub(crate) fn parse_serialization_into(
    original: &str,
    base: Option<&UrlRecord<'_>>,
    out: &mut String,
) -> Result<(), ParseError> {
    let input = clean(original);
    let room = input.len() + base.map_or(0, base_length) + ROOM;
    output::write(
        room,
        |serialization| {
            build_from(
                &input,
                base,
                &mut Ignore,
                None,
                Serializer::new(serialization),
            )
            .map_err(|e| in_original(e, &input, original))
        },
        |serialization| out.push_str(serialization),
    )
    .map(|((), _)| ())
}

/// A failure about bytes of the cleaned `input`, placed in the input as given (`original`).
/// Off the success path: the cleaned input is either a slice of the original (only leading or
/// trailing C0 control or space trimmed, often nothing), where the bytes move by where the
/// slice starts, or a copy without its ASCII tabs and newlines, where one pass maps them.
#[cold]
#[inline(never)]
fn in_original(error: ParseError, input: &str, original: &str) -> ParseError {
    let (at, from) = (input.as_ptr() as usize, original.as_ptr() as usize);
    if from <= at && at + input.len() <= from + original.len() {
        let (start, span) = (at - from, error.span());
        return error.at(start + span.start..start + span.end);
    }
    error.at(original_span(original, true, Unit::Byte, error.span()))
}

/// Room for what a URL's serialization may add to its input and its base's serialization:
/// a "/" for an absent path, "/." before a path, a few bytes of percent-encoding.
const ROOM: usize = 32;

/// The length of the base's serialization (at most what a relative URL copies from it).
fn base_length(base: &UrlRecord<'_>) -> usize {
    base.scheme.len()
        + base.username.len()
        + base.password.len()
        + match &base.host {
            Some(crate::record::Host::Domain(text) | crate::record::Host::Opaque(text)) => {
                text.len()
            }
            _ => 41,
        }
        + base.path.as_str().len()
        + base.query.as_ref().map_or(0, |q| q.len())
        + 16
}

/// The basic URL parser for the grammar engine, as a URL record (owning its strings): the
/// serialization [`parse_serialization`] writes, read back.
pub(crate) fn parse_reporting<R: Report>(
    original: &str,
    base: Option<&UrlRecord<'_>>,
    report: &mut R,
) -> Result<UrlRecord<'static>, ParseError> {
    let (serialization, offsets) = parse_serialization(original, base, report)?;
    Ok(record_of(&serialization, &offsets).into_owned())
}

fn build_from<R: Report>(
    input: &str,
    base: Option<&UrlRecord<'_>>,
    report: &mut R,
    offsets: Option<&SourceMap>,
    out: Serializer<'_>,
) -> Result<ComponentOffsets, ParseError> {
    let entry = Entry::for_base(base.map(|b| (b.has_opaque_path(), &*b.scheme)));
    let tree = syntax::parse(entry, input).map_err(mismatch)?;
    let syntax = ast::url(entry, &tree).map_err(unexpected)?;
    let mut actions = Actions {
        base,
        out,
        special: false,
        file: false,
        default_port: None,
        base_query: None,
        input,
        report,
        offsets,
    };
    actions.url(&syntax)?;
    actions
        .out
        .finish()
        .ok_or_else(|| ParseError::new(ParseErrorKind::TooLong, 0..input.len()))
}

/// The semantic actions' state: the base, the serialization being written, and where
/// validation errors go.
struct Actions<'b, 'o, 'i, 'r, R: Report> {
    base: Option<&'b UrlRecord<'b>>,
    out: Serializer<'o>,
    /// Whether the scheme written is special, whether it is "file", and its default port.
    special: bool,
    file: bool,
    default_port: Option<u16>,
    /// The base's query, which the relative states copy ("set url's query to base's query")
    /// and a query in the input replaces.
    base_query: Option<&'b str>,
    /// The input the grammar saw (after the pre-pass), for the per-code-point checks.
    input: &'i str,
    /// Where validation errors go.
    report: &'r mut R,
    /// Maps the tree's spans back to the original input; `None` when `report` wants no
    /// reports.
    offsets: Option<&'r SourceMap>,
}

impl<'b, R: Report> Actions<'b, '_, '_, '_, R> {
    /// The base; the entry rules only produce relative productions when there is one.
    fn base(&self) -> Result<&'b UrlRecord<'b>, ParseError> {
        self.base
            .ok_or_else(|| internal("a relative production matched without a base"))
    }

    /// "scheme state": "append c, lowercased, to buffer", then "set url's scheme to buffer".
    fn scheme(&mut self, text: &str) {
        match special_scheme_entry(text) {
            Some(entry) => {
                self.out.scheme(entry.0);
                self.special_facts(entry);
            }
            None => {
                let out = self.out.out();
                let start = out.len();
                out.push_str(text);
                if let Some(written) = out.get_mut(start..) {
                    written.make_ascii_lowercase();
                }
                self.out.scheme_written();
                self.special = false;
                self.file = false;
                self.default_port = None;
            }
        }
    }

    /// "scheme state" for a scheme that the grammar's `special_scheme` rule matched: a special
    /// scheme in any ASCII case, so its row of the table is the one its length and first
    /// letter give, with no comparison.
    fn special_scheme(&mut self, text: &str) {
        match special_scheme_row(text) {
            Some(entry) => {
                self.out.scheme(entry.0);
                self.special_facts(entry);
            }
            None => self.scheme(text),
        }
    }

    /// Set url's scheme to the base's.
    fn base_scheme(&mut self, base: &UrlRecord<'_>) {
        self.out.scheme(&base.scheme);
        match special_scheme_entry(&base.scheme) {
            Some(entry) => self.special_facts(entry),
            None => {
                self.special = false;
                self.file = false;
                self.default_port = None;
            }
        }
    }

    /// What the actions ask of a special scheme: special, "file" or not, its default port.
    fn special_facts(&mut self, &(scheme, port): &(&str, Option<u16>)) {
        self.special = true;
        self.file = scheme == "file";
        self.default_port = port;
    }

    /// The path state writes after what is there: where the path starts.
    fn begin_path(&mut self) -> usize {
        self.out.path_start(false)
    }

    /// The path written so far, to append to.
    fn path_buffer(&mut self, start: usize) -> PathBuffer<'_> {
        PathBuffer::new(self.out.out(), start)
    }

    /// The top of the tree: a scheme ("scheme state"), or a reference against the base ("no
    /// scheme state").
    fn url(&mut self, syntax: &UrlSyntax<'_>) -> Result<(), ParseError> {
        match syntax {
            UrlSyntax::Special {
                scheme,
                hierarchy,
                tail,
            } => {
                self.special_scheme(scheme.text(self.input));
                self.special_hierarchy(hierarchy)?;
                self.query_and_fragment(tail)
            }
            UrlSyntax::File { scheme, file, tail } => {
                // "scheme state" for "file": "If remaining does not start with "//",
                // special-scheme-missing-following-solidus validation error."
                if !file.starts_with_two_solidi(self.input) {
                    self.signal_at(
                        DiagnosticKind::SpecialSchemeMissingFollowingSolidus,
                        scheme.end() + 1,
                    );
                }
                self.file_state(file)?;
                self.query_and_fragment(tail)
            }
            UrlSyntax::NonSpecial {
                scheme,
                hierarchy,
                tail,
            } => {
                self.scheme(scheme.text(self.input));
                self.non_special_hierarchy(hierarchy, tail)?;
                self.query_and_fragment(tail)
            }
            UrlSyntax::MissingScheme(input) => {
                Err(self.fail(ParseErrorKind::MissingSchemeNonRelativeUrl, input.range()))
            }
            UrlSyntax::FragmentReference(tail) => {
                // "no scheme state" with a base that has an opaque path and c is "#": copy
                // scheme, path and query, then the fragment state.
                let base = self.base()?;
                self.base_scheme(base);
                self.out.path_start(base.path.is_opaque());
                self.out.out().push_str(base.path.as_str());
                self.base_query = base.query.as_deref();
                self.query_and_fragment(tail)
            }
            UrlSyntax::SpecialRelativeOrAuthority {
                scheme,
                relative,
                tail,
            } => {
                // "special relative or authority state": not "//", so
                // "special-scheme-missing-following-solidus validation error", then the
                // "relative state".
                self.signal_at(
                    DiagnosticKind::SpecialSchemeMissingFollowingSolidus,
                    scheme.end() + 1,
                );
                self.special_relative_state(relative)?;
                self.query_and_fragment(tail)
            }
            UrlSyntax::SpecialRelative(relative, tail) => {
                self.special_relative_state(relative)?;
                self.query_and_fragment(tail)
            }
            UrlSyntax::FileRelative(file, tail) => {
                self.file_state(file)?;
                self.query_and_fragment(tail)
            }
            UrlSyntax::Relative(relative, tail) => {
                self.relative_state(relative)?;
                self.query_and_fragment(tail)
            }
        }
    }

    /// "special authority slashes state", "special authority ignore slashes state", then the
    /// authority and the path.
    fn special_hierarchy(&mut self, hierarchy: &SpecialHierarchy<'_>) -> Result<(), ParseError> {
        let kind = DiagnosticKind::SpecialSchemeMissingFollowingSolidus;
        match hierarchy.slashes {
            // Not "//": a validation error, then one per slash the ignore-slashes state skips.
            SpecialSlashes::Missing(slashes) => {
                self.signal_at(kind, slashes.start());
                self.signal_each(slashes, kind, |_| true);
            }
            SpecialSlashes::Two { ignored, .. } => {
                if let Some(ignored) = ignored {
                    self.signal_each(ignored, kind, |_| true);
                }
            }
        }
        self.authority(&hierarchy.authority, true)?;
        let start = self.begin_path();
        self.path_state(&hierarchy.path, start, None)
    }

    /// "relative state" and "relative slash state" of a special URL.
    fn special_relative_state(&mut self, relative: &SpecialRelative<'_>) -> Result<(), ParseError> {
        let base = self.base()?;
        self.base_scheme(base);
        match relative {
            // Two slashes: the authority state, with the input's own authority and path. For a
            // special URL each "\" of the two is an invalid-reverse-solidus.
            SpecialRelative::Authority {
                slashes,
                ignored,
                authority,
                path,
            } => {
                self.signal_reverse_solidi(*slashes);
                if let Some(ignored) = ignored {
                    self.signal_each(
                        *ignored,
                        DiagnosticKind::SpecialSchemeMissingFollowingSolidus,
                        |_| true,
                    );
                }
                self.authority(authority, true)?;
                let start = self.begin_path();
                self.path_state(path, start, None)
            }
            // One slash: "relative slash state" keeps the base's authority; the path is new.
            SpecialRelative::PathAbsolute(path) => {
                copy_authority(base, &mut self.out);
                let start = self.begin_path();
                self.path_state(path, start, None)
            }
            // A path: "Set url's query to null. Shorten url's path." then the path state.
            SpecialRelative::PathRelative(path) => {
                let start = self.base_path_shortened(base);
                self.path_state(path, start, None)
            }
            // "?", "#" or nothing: everything up to the query comes from the base.
            SpecialRelative::Empty => {
                self.copy_base_and_query(base);
                Ok(())
            }
        }
    }

    /// "relative state" and "relative slash state" of a non-special URL.
    fn relative_state(&mut self, relative: &Relative<'_>) -> Result<(), ParseError> {
        let base = self.base()?;
        self.base_scheme(base);
        match relative {
            Relative::Authority {
                authority, path, ..
            } => self.non_special_authority(authority, path.as_ref()),
            Relative::PathAbsolute(path) => {
                copy_authority(base, &mut self.out);
                let start = self.begin_path();
                self.path_state(path, start, None)
            }
            Relative::PathRelative(path) => {
                let start = self.base_path_shortened(base);
                self.path_state(path, start, None)
            }
            Relative::Empty => {
                self.copy_base_and_query(base);
                Ok(())
            }
        }
    }

    /// The base's authority and path, the path shortened ("Set url's username to base's
    /// username, ... url's path to a clone of base's path ... Shorten url's path."): where
    /// the path starts.
    fn base_path_shortened(&mut self, base: &UrlRecord<'_>) -> usize {
        copy_authority(base, &mut self.out);
        let start = self.begin_path();
        let file = self.file;
        let mut path = self.path_buffer(start);
        path.push_str(base.path.as_str());
        path.shorten(file);
        start
    }

    /// The base's authority, path and query.
    fn copy_base_and_query(&mut self, base: &'b UrlRecord<'b>) {
        copy_authority(base, &mut self.out);
        self.begin_path();
        self.out.out().push_str(base.path.as_str());
        self.base_query = base.query.as_deref();
    }

    /// "authority state", "host state" and "port state", after the "//" (which this writes).
    fn authority(&mut self, authority: &Authority, special: bool) -> Result<(), ParseError> {
        self.out.authority();
        if let Some(userinfo) = &authority.userinfo {
            // "authority state": each "@" is an invalid-credentials validation error. The
            // credentials are split at the first ":" (the grammar's username and password),
            // each UTF-8 percent-encoded with the userinfo percent-encode set; earlier "@"s
            // become "%40" because "@" is in that set.
            self.signal_each(userinfo.span, DiagnosticKind::InvalidCredentials, |c| {
                c == '@'
            });
            let input = self.input;
            self.out.credentials(
                |out| percent::encode_userinfo_into(out, userinfo.username.text(input)),
                |out| {
                    if let Some(password) = userinfo.password {
                        percent::encode_userinfo_into(out, password.text(input));
                    }
                },
            );
        }
        let buffer = authority.host.buffer();
        if buffer.is_empty() {
            // "If url is special and buffer is the empty string, host-missing validation
            // error, return failure." For a non-special URL: "If atSignSeen is true and buffer
            // is the empty string, host-missing" and, for ":", "If buffer is the empty string,
            // host-missing".
            if special || authority.userinfo.is_some() || authority.port.is_some() {
                return Err(self.fail_at(ParseErrorKind::HostMissing, buffer.start()));
            }
            self.out
                .host::<ParseError>(|_| Ok(crate::serialize::HostKind::Empty))?;
        } else {
            let span = self.original(buffer.range());
            let (input, report) = (self.input, &mut *self.report);
            self.out.host(|out| {
                host_actions::write_host(out, &authority.host, input, !special, report, span)
                    .map(host_actions::Written::kind)
                    .map_err(|failure| ParseError::new(failure, buffer.range()))
            })?;
        }
        match authority.port {
            None => Ok(()),
            Some(PortSyntax::Digits(digits)) => self.port_state(digits),
            // "port state": the first code point that is not a digit and does not end the
            // authority: "port-invalid validation error, return failure".
            Some(PortSyntax::Invalid { code_point, .. }) => {
                Err(self.fail_at(ParseErrorKind::PortInvalid, code_point.start()))
            }
        }
    }

    /// A non-special URL's "//" authority, then its path if it has one.
    fn non_special_authority(
        &mut self,
        authority: &Authority,
        path: Option<&ast::PathSyntax<'_>>,
    ) -> Result<(), ParseError> {
        self.authority(authority, false)?;
        let start = self.begin_path();
        match path {
            Some(path) => self.path_state(path, start, None),
            None => Ok(()),
        }
    }

    /// "port state": digits to a 16-bit port; the scheme's default port becomes null.
    fn port_state(&mut self, digits: Span) -> Result<(), ParseError> {
        if digits.is_empty() {
            return Ok(());
        }
        let port = port_value(digits.text(self.input)).map_err(|e| self.fail(e, digits.range()))?;
        self.out
            .port((Some(port) != self.default_port).then_some(port));
        Ok(())
    }

    /// After a non-special scheme's ":": "path or authority state", or "opaque path state".
    fn non_special_hierarchy(
        &mut self,
        hierarchy: &NonSpecialHierarchy<'_>,
        tail: &Tail,
    ) -> Result<(), ParseError> {
        match hierarchy {
            NonSpecialHierarchy::Authority {
                authority, path, ..
            } => self.non_special_authority(authority, path.as_ref()),
            NonSpecialHierarchy::Path(path) => {
                let start = self.begin_path();
                self.path_state(path, start, None)
            }
            NonSpecialHierarchy::Opaque(path) => {
                // "opaque path state": a space and each code point that is not a URL unit
                // are invalid-URL-unit validation errors.
                self.check_url_units(path.range());
                let followed = tail.query.is_some() || tail.fragment.is_some();
                self.opaque_path_state(*path, followed);
                Ok(())
            }
        }
    }

    /// "opaque path state": UTF-8 percent-encode with the C0 control percent-encode set; a
    /// space right before "?" or "#" becomes "%20".
    fn opaque_path_state(&mut self, path: Span, followed_by_query_or_fragment: bool) {
        let text = path.text(self.input);
        self.out.path_start(true);
        let out = self.out.out();
        match text.strip_suffix(' ') {
            Some(rest) if followed_by_query_or_fragment => {
                percent::encode_c0_control_into(out, rest);
                out.push_str("%20");
            }
            _ => percent::encode_c0_control_into(out, text),
        }
    }

    /// "path state" over a path production, appending to the path that starts at `start`.
    /// Code points before `units_from` were appended to the buffer by an earlier state and are
    /// not checked again.
    fn path_state(
        &mut self,
        path: &ast::PathSyntax<'_>,
        start: usize,
        units_from: Option<usize>,
    ) -> Result<(), ParseError> {
        self.check_path(path, units_from)?;
        let (input, file) = (self.input, self.file);
        path::path_state(&mut self.path_buffer(start), path, input, file).map_err(unexpected)
    }

    /// "query state" and "fragment state".
    fn query_and_fragment(&mut self, tail: &Tail) -> Result<(), ParseError> {
        let input = self.input;
        if let Some(query) = tail.query {
            // "query state": invalid-URL-unit for each code point that is not a URL unit.
            self.check_url_units(query.range());
            let special = self.special;
            self.out
                .query(|out| percent::encode_query_into(out, query.text(input), special));
        } else if let Some(query) = self.base_query {
            self.out.query(|out| out.push_str(query));
        }
        if let Some(fragment) = tail.fragment {
            self.check_url_units(fragment.range());
            self.out
                .fragment(|out| percent::encode_fragment_into(out, fragment.text(input)));
        }
        Ok(())
    }
}

/// The port that the "port state" buffer of ASCII digits represents: "If port is not a 16-bit
/// unsigned integer, port-out-of-range validation error, return failure."
#[inline]
pub(crate) fn port_value(digits: &str) -> Result<u16, ParseErrorKind> {
    digits
        .bytes()
        .try_fold(0u16, |acc, b| {
            acc.checked_mul(10)?
                .checked_add(u16::from(b.wrapping_sub(b'0')))
        })
        .ok_or(ParseErrorKind::PortOutOfRange)
}
