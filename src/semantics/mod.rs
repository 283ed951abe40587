//! The semantic-action layer: builds a URL record from the typed syntax tree
//! ([`crate::syntax::ast`]) of the URL grammar. Which production matched decides what happens;
//! each function here is named after the spec state or production whose actions it performs.
//! Nothing here reads the input to find structure: that is the grammar's. What stays
//! byte-level is the spec's arithmetic on spans: percent-encoding, IDNA, IPv4 numbers, IPv6
//! pieces, the port's range, "ends in a number", and the per-code-point validation errors.

mod file;
mod host;
mod overrides;
mod path;
mod preprocess;
mod signals;

use alloc::string::String;
pub(crate) use overrides::parse_with_override;
use preprocess::clean;

#[cfg(doc)]
use crate::diagnostic::Ignore;
use crate::diagnostic::{original_span, prepass_errors, DiagnosticKind, Offsets, Report, Unit};
use crate::error::{ParseError, ParseErrorKind};
use crate::percent;
use crate::record::{default_port, Host, Path, UrlRecord, SPECIAL_SCHEMES};
use crate::syntax::ast::{
    self, Authority, NonSpecialHierarchy, PortSyntax, Relative, Span, SpecialHierarchy,
    SpecialRelative, SpecialSlashes, Tail, UrlSyntax,
};
use crate::syntax::{self, Entry};
use alloc::borrow::Cow;

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
/// validation errors to `report` with spans in `original`. With [`Ignore`] every signal and
/// the offset map compile away. The record borrows the input and the base wherever parsing
/// leaves a component unchanged.
pub(crate) fn parse_reporting<'a, R: Report>(
    original: &'a str,
    base: Option<&UrlRecord<'a>>,
    report: &mut R,
) -> Result<UrlRecord<'a>, ParseError> {
    let offsets = if report.wants_reports() {
        // "If input contains any leading or trailing C0 control or space, invalid-URL-unit
        // validation error." "If input contains any ASCII tab or newline, invalid-URL-unit
        // validation error."
        let (trimmed, tab) = prepass_errors(original, true);
        for span in [trimmed, tab].into_iter().flatten() {
            report.report(DiagnosticKind::InvalidUrlUnit, span);
        }
        Some(Offsets::new(original, true, Unit::Byte))
    } else {
        None
    };
    match clean(original) {
        Cow::Borrowed(input) => build_from(input, original, base, report, offsets.as_ref()),
        // The record may borrow the cleaned input, which lives only here.
        Cow::Owned(input) => {
            build_from(&input, original, base, report, offsets.as_ref()).map(UrlRecord::into_owned)
        }
    }
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

fn build_from<'a, R: Report>(
    input: &'a str,
    original: &str,
    base: Option<&UrlRecord<'a>>,
    report: &mut R,
    offsets: Option<&Offsets>,
) -> Result<UrlRecord<'a>, ParseError> {
    let entry = Entry::for_base(base.map(|b| (b.has_opaque_path(), &*b.scheme)));
    let tree = syntax::parse(entry, input).map_err(mismatch)?;
    let syntax = ast::url(entry, &tree).map_err(unexpected)?;
    build(input, original, &syntax, base, report, offsets)
}

/// Build the URL record of a URL's syntax tree (parsed from `input`, the cleaned `original`)
/// against `base` ("basic URL parser"). Validation errors go to `report`; `offsets` maps the
/// tree's spans back to the original input (`None` when `report` wants no reports).
pub(crate) fn build<'a, R: Report>(
    input: &'a str,
    original: &str,
    syntax: &UrlSyntax<'_>,
    base: Option<&UrlRecord<'a>>,
    report: &mut R,
    offsets: Option<&Offsets>,
) -> Result<UrlRecord<'a>, ParseError> {
    let mut actions = Actions {
        base,
        url: UrlRecord::new(),
        input,
        report,
        offsets,
    };
    match actions.url(syntax) {
        Ok(()) => Ok(actions.url),
        // The strings built so far go back to the spares (src/scratch.rs).
        Err(e) => {
            actions.url.recycle();
            Err(in_original(e, input, original))
        }
    }
}

/// The scheme, as a static string when it is a special scheme (so it is never allocated), or
/// borrowed when already lowercase.
pub(super) fn scheme_buffer(text: &str) -> Cow<'_, str> {
    // The common, already-lowercase special schemes first.
    match text.as_bytes() {
        b"https" => return Cow::Borrowed("https"),
        b"http" => return Cow::Borrowed("http"),
        _ => {}
    }
    // Any spelling of a special scheme is the special scheme table's own static string.
    if let Some(&(special, _)) = SPECIAL_SCHEMES
        .iter()
        .find(|(special, _)| text.eq_ignore_ascii_case(special))
    {
        return Cow::Borrowed(special);
    }
    if text.bytes().any(|b| b.is_ascii_uppercase()) {
        Cow::Owned(text.to_ascii_lowercase())
    } else {
        Cow::Borrowed(text)
    }
}

/// The semantic actions' state: the base, the URL being built, and where validation errors go.
struct Actions<'a, 'b, 'r, R: Report> {
    base: Option<&'b UrlRecord<'a>>,
    url: UrlRecord<'a>,
    /// The input the grammar saw (after the pre-pass), for the per-code-point checks.
    input: &'a str,
    /// Where validation errors go.
    report: &'r mut R,
    /// Maps the tree's spans back to the original input; `None` when `report` wants no
    /// reports.
    offsets: Option<&'r Offsets>,
}

impl<'a, 'b, R: Report> Actions<'a, 'b, '_, R> {
    /// The base; the entry rules only produce relative productions when there is one.
    fn base(&self) -> Result<&'b UrlRecord<'a>, ParseError> {
        self.base
            .ok_or(internal("a relative production matched without a base"))
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
                self.url.scheme = scheme_buffer(scheme.text(self.input));
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
                self.url.scheme = scheme_buffer(scheme.text(self.input));
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
                self.url.scheme = base.scheme.clone();
                self.url.path = base.path.clone();
                self.url.query = base.query.clone();
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
        self.path_state(&hierarchy.path, None)
    }

    /// "relative state" and "relative slash state" of a special URL.
    fn special_relative_state(&mut self, relative: &SpecialRelative<'_>) -> Result<(), ParseError> {
        let base = self.base()?;
        self.url.scheme = base.scheme.clone();
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
                self.path_state(path, None)
            }
            // One slash: "relative slash state" keeps the base's authority; the path is new.
            SpecialRelative::PathAbsolute(path) => {
                self.copy_base_authority(base);
                self.path_state(path, None)
            }
            // A path: "Set url's query to null. Shorten url's path." then the path state.
            SpecialRelative::PathRelative(path) => {
                self.copy_base_authority(base);
                self.url.path = base.path.clone();
                self.url.shorten_path();
                self.path_state(path, None)
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
        self.url.scheme = base.scheme.clone();
        match relative {
            Relative::Authority {
                authority, path, ..
            } => self.non_special_authority(authority, path.as_ref()),
            Relative::PathAbsolute(path) => {
                self.copy_base_authority(base);
                self.path_state(path, None)
            }
            Relative::PathRelative(path) => {
                self.copy_base_authority(base);
                self.url.path = base.path.clone();
                self.url.shorten_path();
                self.path_state(path, None)
            }
            Relative::Empty => {
                self.copy_base_and_query(base);
                Ok(())
            }
        }
    }

    fn copy_base_authority(&mut self, base: &UrlRecord<'a>) {
        self.url.username = base.username.clone();
        self.url.password = base.password.clone();
        self.url.host = base.host.clone();
        self.url.port = base.port;
    }

    fn copy_base_and_query(&mut self, base: &UrlRecord<'a>) {
        self.copy_base_authority(base);
        self.url.path = base.path.clone();
        self.url.query = base.query.clone();
    }

    /// "authority state", "host state" and "port state".
    fn authority(&mut self, authority: &Authority, special: bool) -> Result<(), ParseError> {
        if let Some(userinfo) = &authority.userinfo {
            // "authority state": each "@" is an invalid-credentials validation error. The
            // credentials are split at the first ":" (the grammar's username and password),
            // each UTF-8 percent-encoded with the userinfo percent-encode set; earlier "@"s
            // become "%40" because "@" is in that set.
            self.signal_each(userinfo.span, DiagnosticKind::InvalidCredentials, |c| {
                c == '@'
            });
            let input = self.input;
            self.url.username = percent::encode(userinfo.username.text(input), percent::USERINFO);
            self.url.password = match userinfo.password {
                Some(password) => percent::encode(password.text(input), percent::USERINFO),
                None => Cow::Borrowed(""),
            };
        }
        let buffer = authority.host.buffer();
        let span = self.original(buffer.range());
        self.url.host = Some(if buffer.is_empty() {
            // "If url is special and buffer is the empty string, host-missing validation
            // error, return failure." For a non-special URL: "If atSignSeen is true and buffer
            // is the empty string, host-missing" and, for ":", "If buffer is the empty string,
            // host-missing".
            if special || authority.userinfo.is_some() || authority.port.is_some() {
                return Err(self.fail_at(ParseErrorKind::HostMissing, buffer.start()));
            }
            Host::Empty
        } else {
            host::parse_host(&authority.host, self.input, !special, self.report, span)
                .map_err(|failure| ParseError::new(failure, buffer.range()))?
        });
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
        match path {
            Some(path) => self.path_state(path, None),
            None => Ok(()),
        }
    }

    /// "port state": digits to a 16-bit port; the scheme's default port becomes null.
    fn port_state(&mut self, digits: Span) -> Result<(), ParseError> {
        if digits.is_empty() {
            return Ok(());
        }
        let port = port_value(digits.text(self.input)).map_err(|e| self.fail(e, digits.range()))?;
        self.url.port = (Some(port) != default_port(&self.url.scheme)).then_some(port);
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
            NonSpecialHierarchy::Path(path) => self.path_state(path, None),
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
        self.url.path = Path::new_opaque(match text.strip_suffix(' ') {
            Some(rest) if followed_by_query_or_fragment => {
                let mut out = String::with_capacity(text.len() + 2);
                percent::encode_into(&mut out, rest, percent::C0_CONTROL);
                out.push_str("%20");
                Cow::Owned(out)
            }
            _ => percent::encode(text, percent::C0_CONTROL),
        });
    }

    /// "path state" over a path production. Code points before `units_from` were appended to
    /// the buffer by an earlier state and are not checked again.
    fn path_state(
        &mut self,
        path: &ast::PathSyntax<'_>,
        units_from: Option<usize>,
    ) -> Result<(), ParseError> {
        self.check_path(path, units_from)?;
        path::path_state(&mut self.url, path, self.input)
    }

    /// "query state" and "fragment state".
    fn query_and_fragment(&mut self, tail: &Tail) -> Result<(), ParseError> {
        if let Some(query) = tail.query {
            // "query state": invalid-URL-unit for each code point that is not a URL unit.
            self.check_url_units(query.range());
            let set = if self.url.is_special() {
                percent::SPECIAL_QUERY
            } else {
                percent::QUERY
            };
            self.url.query = Some(percent::encode(query.text(self.input), set));
        }
        if let Some(fragment) = tail.fragment {
            self.check_url_units(fragment.range());
            self.url.fragment = Some(percent::encode(
                fragment.text(self.input),
                percent::FRAGMENT,
            ));
        }
        Ok(())
    }
}

/// The port that the "port state" buffer of ASCII digits represents: "If port is not a 16-bit
/// unsigned integer, port-out-of-range validation error, return failure."
fn port_value(digits: &str) -> Result<u16, ParseErrorKind> {
    digits
        .bytes()
        .try_fold(0u16, |acc, b| {
            acc.checked_mul(10)?
                .checked_add(u16::from(b.wrapping_sub(b'0')))
        })
        .ok_or(ParseErrorKind::PortOutOfRange)
}
