//! `railurl check --standard rfc3986|rfc6874|rfc3987|rfc2396 [--rule R]`: whether each input
//! matches the RFC's rule (`URI-reference` unless `--rule` picks `URI` or `absolute-URI`, or
//! their IRI and RFC 2396 counterparts), as railurl's recognizers generated from the RFCs' ABNF
//! (grammar/*.abnf) decide; with its components when it does, and otherwise where the grammar
//! stopped and what it expected there, under a caret.

use crate::command_line::{CheckArgs, RuleArg, StandardArg};
use crate::input;
use crate::json;
use crate::output::{self, warn};
use crate::show;
use crate::uri_components::Components;
use railurl::rfc2396;
use railurl::rfc3986::{
    AbsoluteIdentifier, Identifier, Reference, Rfc3986, Standard, UriError, UriErrorKind, UriRef,
};
use railurl::rfc3987::Rfc3987;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

/// Exit status 1: an input does not match the rule.
const INVALID: u8 = 1;

/// How the reports are written (as for the WHATWG check).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Style {
    /// One line per valid input; the error under a caret, then a line, per invalid one.
    Text,
    /// One row per component, or the error.
    Table,
    /// One JSON object per input.
    Json,
}

/// The rule `rule` names in `standard`'s grammar, or `None` when the standard's grammar has no
/// such entry (RFC 2396 has no `URI`; railurl compiles RFC 6874's grammar for `URI-reference`
/// only).
pub fn rule_name(standard: StandardArg, rule: RuleArg) -> Option<&'static str> {
    Some(match (standard, rule) {
        (StandardArg::Rfc3986 | StandardArg::Rfc6874, RuleArg::UriReference) => "URI-reference",
        (StandardArg::Rfc3986, RuleArg::Uri) => "URI",
        (StandardArg::Rfc3986, RuleArg::AbsoluteUri) => "absolute-URI",
        (StandardArg::Rfc3987, RuleArg::UriReference) => "IRI-reference",
        (StandardArg::Rfc3987, RuleArg::Uri) => "IRI",
        (StandardArg::Rfc3987, RuleArg::AbsoluteUri) => "absolute-IRI",
        (StandardArg::Rfc2396, RuleArg::UriReference) => "URI-reference",
        (StandardArg::Rfc2396, RuleArg::AbsoluteUri) => "absoluteURI",
        (StandardArg::Rfc6874, _) | (StandardArg::Rfc2396, RuleArg::Uri) => return None,
    })
}

/// How the standard is named in a report.
fn title(standard: StandardArg) -> &'static str {
    match standard {
        StandardArg::Rfc3986 => "RFC 3986",
        StandardArg::Rfc6874 => "RFC 6874",
        StandardArg::Rfc3987 => "RFC 3987",
        StandardArg::Rfc2396 => "RFC 2396",
    }
}

/// The `--standard` value of `standard`.
fn value(standard: StandardArg) -> &'static str {
    match standard {
        StandardArg::Rfc3986 => "rfc3986",
        StandardArg::Rfc6874 => "rfc6874",
        StandardArg::Rfc3987 => "rfc3987",
        StandardArg::Rfc2396 => "rfc2396",
    }
}

/// Match `input` against `rule` of `standard` (a combination [`rule_name`] offers).
pub fn check(
    input: &str,
    standard: StandardArg,
    rule: RuleArg,
) -> Result<Components<'_>, UriError> {
    match (standard, rule) {
        (StandardArg::Rfc3986, _) => check_generic::<Rfc3986>(input, rule),
        (StandardArg::Rfc6874, _) => {
            UriRef::parse_with_zone_id(input).map(|r| Components::of_reference(&r))
        }
        (StandardArg::Rfc3987, _) => check_generic::<Rfc3987>(input, rule),
        (StandardArg::Rfc2396, RuleArg::AbsoluteUri) => {
            rfc2396::AbsoluteUri::parse(input).map(|r| Components::of_2396(&r))
        }
        (StandardArg::Rfc2396, _) => {
            rfc2396::UriReference::parse(input).map(|r| Components::of_2396(&r))
        }
    }
}

/// Match `input` against `rule` of a standard with RFC 3986's three generic forms (RFC 3986
/// itself, RFC 3987): `Reference`, `Identifier` or `AbsoluteIdentifier`.
fn check_generic<S: Standard>(input: &str, rule: RuleArg) -> Result<Components<'_>, UriError> {
    match rule {
        RuleArg::UriReference => Reference::<S>::parse(input).map(|r| Components::of_reference(&r)),
        RuleArg::Uri => Identifier::<S>::parse(input).map(|r| Components::of_reference(&r)),
        RuleArg::AbsoluteUri => {
            AbsoluteIdentifier::<S>::parse(input).map(|r| Components::of_reference(&r))
        }
    }
}

/// `railurl check --standard S [--rule R] [--json | --table] [--] [INPUT...]`: the inputs
/// given, or else the lines of stdin, streamed. Exit status 0 when every input matches, 1 when
/// one does not, 2 for a line that is not UTF-8 or a usage error.
pub fn run(args: CheckArgs, standard: StandardArg) -> io::Result<ExitCode> {
    if args.base.url.is_some() {
        warn("--base applies to --standard whatwg: an RFC check matches each input on its own");
        return Ok(ExitCode::from(output::TROUBLE));
    }
    let rule = args.rule.unwrap_or(RuleArg::UriReference);
    let Some(name) = rule_name(standard, rule) else {
        warn(format_args!(
            "{} has no rule for --rule {}: {}",
            title(standard),
            rule_value(rule),
            match standard {
                StandardArg::Rfc2396 => "its rules are URI-reference and absoluteURI",
                _ => "railurl compiles its grammar for URI-reference only",
            }
        ));
        return Ok(ExitCode::from(output::TROUBLE));
    };
    let style = match (args.json, args.table) {
        (true, _) => Style::Json,
        (_, true) => Style::Table,
        _ => Style::Text,
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let mut any_invalid = false;
    let not_utf8 = input::for_each(args.urls, &mut out, |input, out| {
        let found = check(input, standard, rule);
        any_invalid |= found.is_err();
        let report = Report {
            standard,
            rule: name,
            input,
            found: &found,
        };
        match style {
            Style::Text => report.text(out)?,
            Style::Table => report.table(out)?,
            Style::Json => report.json(out)?,
        }
        // The exit status is decided below; only a line that is not UTF-8 "fails" here.
        Ok(false)
    })?;
    Ok(ExitCode::from(match (not_utf8, any_invalid) {
        (true, _) => output::TROUBLE,
        (false, true) => INVALID,
        (false, false) => 0,
    }))
}

/// `--rule`'s value for `rule`.
fn rule_value(rule: RuleArg) -> &'static str {
    match rule {
        RuleArg::UriReference => "uri-reference",
        RuleArg::Uri => "uri",
        RuleArg::AbsoluteUri => "absolute-uri",
    }
}

/// One input's check (as the WHATWG check's `Report` is): the rule, the input and what
/// matching it found.
struct Report<'a> {
    standard: StandardArg,
    rule: &'static str,
    input: &'a str,
    found: &'a Result<Components<'a>, UriError>,
}

impl Report<'_> {
    /// `INPUT: valid RFC 3986 URI-reference (a URI): scheme "http", ...`, or the error rendered
    /// under a caret and `INPUT: invalid RFC 3986 URI-reference (at byte N)`.
    fn text(&self, out: &mut impl Write) -> io::Result<()> {
        let (input, found) = (self.input, self.found);
        let (title, rule, shown) = (title(self.standard), self.rule, show::shown_input(input));
        match found {
            Ok(c) => {
                let what = if c.relative {
                    "a relative reference"
                } else {
                    "a URI"
                };
                write!(out, "{shown}: valid {title} {rule} ({what})")?;
                let mut separator = ": ";
                for (name, value) in c.named() {
                    let Some(value) = value else { continue };
                    write!(out, "{separator}{name} \"{}\"", show::escape(value))?;
                    if let ("host", Some(kind)) = (name, c.host_type) {
                        write!(out, " ({kind})")?;
                    }
                    separator = ", ";
                }
                writeln!(out)
            }
            Err(e) => {
                out.write_all(e.render(input).as_bytes())?;
                match e.kind() {
                    UriErrorKind::TooLong => {
                        writeln!(out, "{shown}: invalid {title} {rule} (4 GiB or longer)")
                    }
                    _ => writeln!(
                        out,
                        "{shown}: invalid {title} {rule} (at byte {})",
                        e.position()
                    ),
                }
            }
        }
    }

    /// The input, then one row per component (or the error under a caret), then a blank line.
    fn table(&self, out: &mut impl Write) -> io::Result<()> {
        let (input, found) = (self.input, self.found);
        writeln!(out, "{}", show::shown_input(input))?;
        writeln!(
            out,
            "  {:<10} {} {}",
            "rule",
            title(self.standard),
            self.rule
        )?;
        match found {
            Ok(c) => {
                writeln!(out, "  {:<10} true ({})", "valid", c.kind())?;
                for (name, value) in c.named() {
                    let value = value.map_or(std::borrow::Cow::Borrowed("(null)"), show::escape);
                    writeln!(out, "  {name:<10} {value}")?;
                    if name == "host" {
                        let kind = c.host_type.unwrap_or("(null)");
                        writeln!(out, "  {:<10} {kind}", "host_type")?;
                    }
                }
            }
            Err(e) => {
                writeln!(out, "  {:<10} false", "valid")?;
                writeln!(out, "  {:<10} {}", "error", show::escape(&e.to_string()))?;
                for line in e.render(input).lines().skip(1) {
                    writeln!(out, "             {}", line.trim_start())?;
                }
            }
        }
        writeln!(out)
    }

    /// `{"input", "standard", "rule", "valid", ...components..., "errors": []}`, or
    /// `{"input", "standard", "rule", "valid": false, "errors": [{"kind", "start", "end",
    /// "message", "expected"}]}`.
    fn json(&self, out: &mut impl Write) -> io::Result<()> {
        let (input, found) = (self.input, self.found);
        out.write_all(b"{\"input\":")?;
        json::string(out, input)?;
        write!(
            out,
            ",\"standard\":\"{}\",\"rule\":\"{}\"",
            value(self.standard),
            self.rule
        )?;
        match found {
            Ok(c) => {
                write!(out, ",\"valid\":true,\"kind\":\"{}\"", c.kind())?;
                for (name, value) in c.named() {
                    write!(out, ",\"{name}\":")?;
                    optional(out, value)?;
                    if name == "host" {
                        out.write_all(b",\"host_type\":")?;
                        optional(out, c.host_type)?;
                    }
                }
                out.write_all(b",\"errors\":[]}\n")
            }
            Err(e) => {
                let (kind, end) = match e.kind() {
                    UriErrorKind::TooLong => ("too-long", e.position()),
                    _ => ("syntax", refused_end(input, e.position())),
                };
                write!(
                    out,
                    ",\"valid\":false,\"errors\":[{{\"kind\":\"{kind}\",\"start\":{},\"end\":{end},\"message\":",
                    e.position()
                )?;
                json::string(out, &e.to_string())?;
                out.write_all(b",\"expected\":[")?;
                for (i, expected) in e.expected().iter().enumerate() {
                    if i > 0 {
                        out.write_all(b",")?;
                    }
                    json::string(out, expected)?;
                }
                out.write_all(b"]}]}\n")
            }
        }
    }
}

/// The end of the character at `at` that the grammar refused (`at` itself at the input's end).
fn refused_end(input: &str, at: usize) -> usize {
    input
        .get(at..)
        .and_then(|rest| rest.chars().next())
        .map_or(at, |c| at + c.len_utf8())
}

/// A JSON string, or `null`.
fn optional(out: &mut impl Write, value: Option<&str>) -> io::Result<()> {
    match value {
        Some(value) => json::string(out, value),
        None => out.write_all(b"null"),
    }
}
