//! The typed nodes of the URL class setters' state-override entries.

use super::cursor::Cursor;
use super::nodes::HostSyntax;
use super::paths::PathSyntax;
use super::span::Span;
use super::unexpected::Unexpected;
use super::url::{host, path};
use crate::syntax::rule::Rule;
use crate::syntax::tree::Tree;

/// The protocol setter's tree: the scheme, or `None` when the value is not a scheme followed
/// by ":".
///
/// ```
/// use railurl::syntax::{ast, parse, Entry};
/// let tree = parse(Entry::SchemeStateOverride, "HTTP:").unwrap();
/// assert_eq!(ast::scheme_override(&tree)?.map(|s| s.text("HTTP:")), Some("HTTP"));
/// # Ok::<(), railurl::syntax::ast::Unexpected>(())
/// ```
pub fn scheme_override(tree: &Tree<'_>) -> Result<Option<Span>, Unexpected> {
    let mut cursor = Cursor::top(tree);
    match cursor.next() {
        Some(t) if t.rule == Rule::scheme => Ok(Some(Span::of(t))),
        Some(t) if t.rule == Rule::not_a_scheme => Ok(None),
        _ => Err(Unexpected("a scheme state override")),
    }
}

/// What the host and hostname setters read after the host.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AfterHost {
    /// Nothing (or what the override ignores).
    Nothing,
    /// ":" and a port (the host setter).
    Port(Span),
    /// ":" given to the hostname setter: failure.
    PortInHostname,
}

/// The host and hostname setters' tree, for special and non-special URLs.
///
/// ```
/// use railurl::syntax::{ast::{self, AfterHost, Span}, parse, Entry};
/// let tree = parse(Entry::SpecialHostStateOverride, "h:8080").unwrap();
/// let (host, after) = ast::host_override(&tree)?;
/// assert_eq!((host.buffer(), after), (Span::new(0, 1), AfterHost::Port(Span::new(2, 6))));
/// # Ok::<(), railurl::syntax::ast::Unexpected>(())
/// ```
pub fn host_override(tree: &Tree<'_>) -> Result<(HostSyntax, AfterHost), Unexpected> {
    let mut cursor = Cursor::top(tree);
    let host = host(&mut cursor)?;
    let after = if let Some(port) = cursor.take(Rule::port) {
        AfterHost::Port(port)
    } else if cursor.take(Rule::port_in_hostname).is_some() {
        AfterHost::PortInHostname
    } else {
        AfterHost::Nothing
    };
    cursor.end("a host state override")?;
    Ok((host, after))
}

/// The host and hostname setters' tree for a file URL.
///
/// ```
/// use railurl::syntax::{ast::{self, HostSyntax}, parse, Entry};
/// let tree = parse(Entry::FileHostStateOverride, "[::1]/x").unwrap();
/// assert!(matches!(ast::file_host_override(&tree)?, HostSyntax::Ipv6 { .. }));
/// # Ok::<(), railurl::syntax::ast::Unexpected>(())
/// ```
pub fn file_host_override(tree: &Tree<'_>) -> Result<HostSyntax, Unexpected> {
    let mut cursor = Cursor::top(tree);
    let host = host(&mut cursor)?;
    cursor.end("a file host state override")?;
    Ok(host)
}

/// The port setter's tree: the leading digits (possibly none).
///
/// ```
/// use railurl::syntax::{ast, parse, Entry};
/// let tree = parse(Entry::PortStateOverride, "80x").unwrap();
/// assert_eq!(ast::port_override(&tree)?.text("80x"), "80");
/// # Ok::<(), railurl::syntax::ast::Unexpected>(())
/// ```
pub fn port_override(tree: &Tree<'_>) -> Result<Span, Unexpected> {
    let mut cursor = Cursor::top(tree);
    let port = cursor
        .take(Rule::port)
        .ok_or(Unexpected("a port state override"))?;
    cursor.end("a port state override")?;
    Ok(port)
}

/// The pathname setter's tree: the path, or `None` for an empty value.
///
/// ```
/// use railurl::syntax::{ast, parse, Entry};
/// let tree = parse(Entry::PathStartStateOverride, "").unwrap();
/// assert!(ast::path_override(&tree)?.is_none());
/// # Ok::<(), railurl::syntax::ast::Unexpected>(())
/// ```
pub fn path_override<'t>(tree: &'t Tree<'_>) -> Result<Option<PathSyntax<'t>>, Unexpected> {
    let mut cursor = Cursor::top(tree);
    let path = path(
        &mut cursor,
        tree.input,
        &[Rule::setter_special_path, Rule::setter_path],
    );
    cursor.end("a path start state override")?;
    Ok(path)
}

/// The search and hash setters' tree: the query or fragment (an empty span when there is
/// none).
///
/// ```
/// use railurl::syntax::{ast, parse, Entry};
/// let tree = parse(Entry::QueryStateOverride, "a#b").unwrap();
/// assert_eq!(ast::text_override(&tree)?.text("a#b"), "a#b");
/// # Ok::<(), railurl::syntax::ast::Unexpected>(())
/// ```
pub fn text_override(tree: &Tree<'_>) -> Result<Span, Unexpected> {
    let mut cursor = Cursor::top(tree);
    let span = match cursor.next() {
        None => Span::default(),
        Some(t) if matches!(t.rule, Rule::setter_query | Rule::fragment) => Span::of(t),
        Some(_) => return Err(Unexpected("a query or fragment state override")),
    };
    cursor.end("a query or fragment state override")?;
    Ok(span)
}
