//! The semantic-action layer: walks the parse tree of `grammar/url.pest` and builds a URL
//! record. Which rule matched decides what happens; each function here is named after the
//! spec state or production whose actions it performs.

mod file;
mod host;
mod overrides;
mod path;
mod preprocess;
mod signals;

pub(crate) use overrides::parse_with_override;

use crate::diagnostic::{prepass_errors, DiagnosticKind, Ignore, Offsets, Report, Unit};
use crate::error::ParseError;
use crate::percent;
use crate::record::{default_port, Host, Path, UrlRecord, SPECIAL_SCHEMES};
use crate::syntax::{self, Entry, Node, Nodes, Rule};
use crate::url::Url;
use std::borrow::Cow;
use std::iter::Peekable;

type Tree<'t, 'i> = Peekable<Nodes<'t, 'i>>;

fn mismatch(_: syntax::GrammarMismatch) -> ParseError {
    ParseError::Internal("an entry rule of grammar/url.pest did not match")
}

/// A grammar edit that changes the tree's shape surfaces as a typed error, never a panic.
fn unexpected() -> ParseError {
    ParseError::Internal("the parse tree has a rule the semantic layer does not expect here")
}

/// The basic URL parser (no url, no state override) for the grammar engine. The record
/// borrows the input and the base wherever parsing leaves a component unchanged, so the only
/// allocation of a typical parse is the serialization.
pub(crate) fn parse(input: &str, base: Option<&Url>) -> Result<Url, ParseError> {
    parse_reporting(input, base, &mut Ignore)
}

/// [`parse`], signalling validation errors to `report` with spans in `original`. With
/// [`Ignore`] every signal and the offset map compile away.
pub(crate) fn parse_reporting<R: Report>(
    original: &str,
    base: Option<&Url>,
    report: &mut R,
) -> Result<Url, ParseError> {
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
    let input = preprocess::clean(original);
    let base = base.map(Url::record);
    let base = base.as_ref();
    // The "no scheme state" dispatch on the base, made before parsing by choosing the entry.
    let entry = match base {
        None => Entry::WithoutBase,
        Some(b) if b.has_opaque_path() => Entry::WithOpaqueBase,
        Some(b) if b.scheme == "file" => Entry::WithFileBase,
        Some(b) if b.is_special() => Entry::WithSpecialBase,
        Some(_) => Entry::WithBase,
    };
    let tree = syntax::parse(entry, &input).map_err(mismatch)?;
    let mut actions = Actions {
        base,
        url: UrlRecord::new(),
        input: &input,
        shift: 0,
        report,
        offsets: offsets.as_ref(),
    };
    actions.url(tree.nodes().peekable(), &input)?;
    Ok(Url::from_record(&actions.url))
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
    /// The input the grammar saw (after the pre-pass).
    input: &'a str,
    /// Where the tree being walked starts in `input` (not 0 only for the relative re-parse
    /// after "scheme:").
    shift: usize,
    /// Where validation errors go.
    report: &'r mut R,
    /// Maps `input` back to the original input; `None` when `report` wants no reports.
    offsets: Option<&'r Offsets>,
}

impl<'a, 'b, R: Report> Actions<'a, 'b, '_, R> {
    /// The base; the entry rules only produce relative productions when there is one.
    fn base(&self) -> Result<&'b UrlRecord<'a>, ParseError> {
        self.base.ok_or(ParseError::Internal(
            "a relative production matched without a base",
        ))
    }

    /// The top of the tree: a scheme ("scheme state"), or a relative reference ("no scheme
    /// state").
    fn url(&mut self, mut tree: Tree<'_, 'a>, input: &'a str) -> Result<(), ParseError> {
        let Some(first) = tree.peek().cloned() else {
            // Empty input against a base: the relative state with c the EOF code point.
            return self.relative_state(tree);
        };
        match first.rule() {
            Rule::special_scheme => {
                tree.next();
                self.url.scheme = scheme_buffer(first.text());
                let same_as_base = self.base.is_some_and(|b| b.scheme == self.url.scheme);
                let missing_solidus = tree.peek().map(Node::rule) == Some(Rule::missing_solidus);
                if same_as_base && missing_solidus {
                    // "special relative or authority state": without "//",
                    // "special-scheme-missing-following-solidus validation error", then the
                    // "relative state" on the rest of the input.
                    self.signal_at(
                        DiagnosticKind::SpecialSchemeMissingFollowingSolidus,
                        first.end() + 1,
                    );
                    let rest = input.get(first.end() + 1..).unwrap_or("");
                    let tree =
                        syntax::parse(Entry::SpecialRelativeAfterScheme, rest).map_err(mismatch)?;
                    self.shift += first.end() + 1;
                    return self.relative_state(tree.nodes().peekable());
                }
                self.authority(&mut tree)?;
                self.query_and_fragment(tree)
            }
            Rule::file_scheme => {
                tree.next();
                // "scheme state" for "file": "If remaining does not start with "//",
                // special-scheme-missing-following-solidus validation error."
                let after = first.end() + 1;
                if !input
                    .get(after..)
                    .is_some_and(|rest| rest.starts_with("//"))
                {
                    self.signal_at(DiagnosticKind::SpecialSchemeMissingFollowingSolidus, after);
                }
                self.file_state(tree)
            }
            Rule::scheme => {
                tree.next();
                self.url.scheme = scheme_buffer(first.text());
                self.non_special_hierarchy(tree)
            }
            Rule::missing_scheme => Err(self.fail(
                ParseError::MissingSchemeNonRelativeUrl,
                first.start()..first.end(),
            )),
            _ => {
                let base = self.base()?;
                if base.has_opaque_path() {
                    self.fragment_reference(tree)
                } else if base.scheme == "file" {
                    self.file_state(tree)
                } else {
                    self.relative_state(tree)
                }
            }
        }
    }

    /// "no scheme state" with a base that has an opaque path and c is "#": copy scheme, path
    /// and query, then the fragment.
    fn fragment_reference(&mut self, tree: Tree<'_, 'a>) -> Result<(), ParseError> {
        let base = self.base()?;
        self.url.scheme = base.scheme.clone();
        self.url.path = base.path.clone();
        self.url.query = base.query.clone();
        self.query_and_fragment(tree)
    }

    /// "relative state" and "relative slash state" (special or not, as the base is).
    fn relative_state(&mut self, mut tree: Tree<'_, 'a>) -> Result<(), ParseError> {
        let base = self.base()?;
        self.url.scheme = base.scheme.clone();
        match tree.peek().map(Node::rule) {
            // "//": the authority state, with the input's own authority and path.
            Some(
                Rule::ignored_slashes
                | Rule::special_userinfo
                | Rule::special_host
                | Rule::userinfo
                | Rule::opaque_host,
            ) => {
                // The two slashes before the authority ("relative state", "relative slash
                // state"): for a special URL, each "\" is an invalid-reverse-solidus.
                if let Some(node) = tree.peek().copied() {
                    if self.url.is_special() {
                        self.check_two_slashes_before(node.start());
                    }
                }
                self.authority(&mut tree)?
            }
            // One slash: "relative slash state" keeps the base's authority; the path is new.
            Some(Rule::special_path_absolute | Rule::path_absolute) => {
                self.copy_base_authority(base);
                if let Some(path) = tree.next() {
                    self.path_state(&path, 0)?;
                }
            }
            // A path: "Set url's query to null. Shorten url's path." then the path state.
            Some(Rule::special_path_relative | Rule::path_relative) => {
                self.copy_base_authority(base);
                self.url.path = base.path.clone();
                self.url.shorten_path();
                if let Some(path) = tree.next() {
                    self.path_state(&path, 0)?;
                }
            }
            // "?", "#" or nothing: everything up to the query comes from the base.
            _ => {
                self.copy_base_authority(base);
                self.url.path = base.path.clone();
                self.url.query = base.query.clone();
            }
        }
        self.query_and_fragment(tree)
    }

    fn copy_base_authority(&mut self, base: &UrlRecord<'a>) {
        self.url.username = base.username.clone();
        self.url.password = base.password.clone();
        self.url.host = base.host.clone();
        self.url.port = base.port;
    }

    /// "authority state", "host state" and "port state", then the path after the authority.
    fn authority(&mut self, tree: &mut Tree<'_, 'a>) -> Result<(), ParseError> {
        let mut at_sign_seen = false;
        while let Some(node) = tree.peek().cloned() {
            match node.rule() {
                // "special authority slashes state": not "//", a validation error; then one
                // per slash the "special authority ignore slashes state" skips.
                Rule::missing_solidus => {
                    self.signal_at(
                        DiagnosticKind::SpecialSchemeMissingFollowingSolidus,
                        node.start(),
                    );
                    self.signal_each(
                        &node,
                        DiagnosticKind::SpecialSchemeMissingFollowingSolidus,
                        |_| true,
                    );
                }
                Rule::ignored_slashes => {
                    self.signal_each(
                        &node,
                        DiagnosticKind::SpecialSchemeMissingFollowingSolidus,
                        |_| true,
                    );
                }
                Rule::special_userinfo | Rule::userinfo => {
                    at_sign_seen = true;
                    // "authority state": each "@" is an invalid-credentials validation error.
                    self.signal_each(&node, DiagnosticKind::InvalidCredentials, |c| c == '@');
                    self.userinfo(node.text());
                }
                Rule::special_host => {
                    // "If url is special and buffer is the empty string, host-missing
                    // validation error, return failure."
                    if node.text().is_empty() {
                        return Err(self.fail_at(ParseError::HostMissing, node.start()));
                    }
                    let span = self.original(node.start()..node.end());
                    self.url.host = Some(host::parse_host(node.text(), false, self.report, span)?);
                }
                Rule::opaque_host => {
                    let port_follows = port_follows(tree);
                    self.url.host = Some(if node.text().is_empty() {
                        // "If atSignSeen is true and buffer is the empty string, host-missing"
                        // and, for ":", "If buffer is the empty string, host-missing".
                        if at_sign_seen || port_follows {
                            return Err(self.fail_at(ParseError::HostMissing, node.start()));
                        }
                        Host::Empty
                    } else {
                        let span = self.original(node.start()..node.end());
                        host::parse_host(node.text(), true, self.report, span)?
                    });
                }
                Rule::port => self.port(&node)?,
                // "port state": the first code point that is not a digit and does not end the
                // authority: "port-invalid validation error, return failure".
                Rule::invalid_port => {
                    let digits = node.text().bytes().take_while(u8::is_ascii_digit).count();
                    return Err(self.fail_at(ParseError::PortInvalid, node.start() + digits));
                }
                Rule::special_path | Rule::path_absolute => {
                    tree.next();
                    return self.path_state(&node, 0);
                }
                _ => return Ok(()),
            }
            tree.next();
        }
        Ok(())
    }

    /// "authority state" at "@": the credentials, split at the first ":", each UTF-8
    /// percent-encoded with the userinfo percent-encode set. Earlier "@"s become "%40" because
    /// "@" is in that set.
    fn userinfo(&mut self, text: &'a str) {
        let credentials = text.strip_suffix('@').unwrap_or(text);
        let (username, password) = match credentials.split_once(':') {
            Some((u, p)) => (u, p),
            None => (credentials, ""),
        };
        self.url.username = percent::encode(username, percent::USERINFO);
        self.url.password = percent::encode(password, percent::USERINFO);
    }

    /// "port state": digits to a 16-bit port; the scheme's default port becomes null.
    fn port(&mut self, node: &Node<'_, 'a>) -> Result<(), ParseError> {
        let digits = node.text();
        if digits.is_empty() {
            return Ok(());
        }
        let port = port_value(digits).map_err(|e| self.fail(e, node.start()..node.end()))?;
        self.url.port = (Some(port) != default_port(&self.url.scheme)).then_some(port);
        Ok(())
    }

    /// After a non-special scheme's ":": "path or authority state", or "opaque path state".
    fn non_special_hierarchy(&mut self, mut tree: Tree<'_, 'a>) -> Result<(), ParseError> {
        match tree.peek().map(Node::rule) {
            Some(Rule::userinfo | Rule::opaque_host) => self.authority(&mut tree)?,
            Some(Rule::path_absolute) => {
                if let Some(path) = tree.next() {
                    self.path_state(&path, 0)?;
                }
            }
            Some(Rule::opaque_path) => {
                if let Some(node) = tree.next() {
                    // "opaque path state": a space and each code point that is not a URL
                    // unit are invalid-URL-unit validation errors.
                    self.check_url_units(node.start()..node.end());
                    self.opaque_path_state(&node, tree.peek().is_some());
                }
            }
            _ => {}
        }
        self.query_and_fragment(tree)
    }

    /// "opaque path state": UTF-8 percent-encode with the C0 control percent-encode set; a
    /// space right before "?" or "#" becomes "%20".
    fn opaque_path_state(&mut self, node: &Node<'_, 'a>, followed_by_query_or_fragment: bool) {
        let text = node.text();
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

    /// "path state": each segment of a path production. `skip` code points at its start were
    /// appended to the buffer by an earlier state, unchecked.
    fn path_state(&mut self, path: &Node<'_, 'a>, skip: usize) -> Result<(), ParseError> {
        self.check_path(path, skip);
        path::path_state(&mut self.url, path)
    }

    /// "query state" and "fragment state".
    fn query_and_fragment(&mut self, tree: Tree<'_, 'a>) -> Result<(), ParseError> {
        for node in tree {
            match node.rule() {
                Rule::query => {
                    // "query state": invalid-URL-unit for each code point that is not a URL
                    // unit.
                    self.check_url_units(node.start()..node.end());
                    let set = if self.url.is_special() {
                        percent::SPECIAL_QUERY
                    } else {
                        percent::QUERY
                    };
                    self.url.query = Some(percent::encode(node.text(), set));
                }
                Rule::fragment => {
                    self.check_url_units(node.start()..node.end());
                    self.url.fragment = Some(percent::encode(node.text(), percent::FRAGMENT));
                }
                _ => return Err(unexpected()),
            }
        }
        Ok(())
    }
}

/// Whether a file path production begins with the `windows_drive_letter` the grammar marks.
fn starts_with_drive_letter(path: &Node<'_, '_>) -> bool {
    path.children()
        .next()
        .is_some_and(|n| n.rule() == Rule::windows_drive_letter)
}

/// Whether a ":" (a port or an invalid port) follows the host node at the front of `tree`.
fn port_follows(tree: &Tree<'_, '_>) -> bool {
    let mut lookahead = tree.clone();
    lookahead.next();
    matches!(
        lookahead.peek().map(Node::rule),
        Some(Rule::port | Rule::invalid_port)
    )
}

/// The port that the "port state" buffer of ASCII digits represents: "If port is not a 16-bit
/// unsigned integer, port-out-of-range validation error, return failure."
fn port_value(digits: &str) -> Result<u16, ParseError> {
    digits
        .bytes()
        .try_fold(0u16, |acc, b| {
            acc.checked_mul(10)?
                .checked_add(u16::from(b.wrapping_sub(b'0')))
        })
        .ok_or(ParseError::PortOutOfRange)
}
