//! Lowering a URL entry's tree: one function per production, from the scheme to the tail.

use super::cursor::Cursor;
use super::nodes::*;
use super::paths::PathSyntax;
use super::span::Span;
use super::unexpected::Unexpected;
use crate::syntax::entry::Entry;
use crate::syntax::rule::Rule;
use crate::syntax::token::Token;
use crate::syntax::tree::Tree;

/// Lower a URL entry's tree (`entry` is the entry it was parsed with, which says which
/// relative productions can appear).
///
/// ```
/// use railurl::syntax::{ast::{self, UrlSyntax}, parse, Entry};
/// let tree = parse(Entry::WithOpaqueBase, "#f").unwrap();
/// assert!(matches!(ast::url(Entry::WithOpaqueBase, &tree)?, UrlSyntax::FragmentReference(t) if t.fragment.is_some()));
/// # Ok::<(), railurl::syntax::ast::Unexpected>(())
/// ```
pub fn url<'t>(entry: Entry, tree: &'t Tree<'_>) -> Result<UrlSyntax<'t>, Unexpected> {
    let input = tree.input;
    let mut cursor = Cursor::top(tree);
    let syntax = match cursor.peek() {
        Some(Rule::special_scheme) => {
            let scheme = scheme(&mut cursor)?;
            let hierarchy = special_hierarchy(&mut cursor, input)?;
            UrlSyntax::Special {
                scheme,
                hierarchy,
                tail: tail(&mut cursor),
            }
        }
        Some(Rule::file_scheme) => {
            let scheme = scheme(&mut cursor)?;
            let file = file_state(&mut cursor, input)?;
            UrlSyntax::File {
                scheme,
                file,
                tail: tail(&mut cursor),
            }
        }
        Some(Rule::scheme) => {
            let scheme = scheme(&mut cursor)?;
            let hierarchy = non_special_hierarchy(&mut cursor, input)?;
            UrlSyntax::NonSpecial {
                scheme,
                hierarchy,
                tail: tail(&mut cursor),
            }
        }
        Some(Rule::missing_scheme) => UrlSyntax::MissingScheme(
            cursor
                .take(Rule::missing_scheme)
                .ok_or(Unexpected("a URL"))?,
        ),
        Some(Rule::special_relative_or_authority) => {
            let index = cursor
                .take_index(&[Rule::special_relative_or_authority])
                .ok_or(Unexpected("a URL"))?;
            let mut inner = Cursor::children(cursor.tokens, index);
            let scheme = scheme(&mut inner)?;
            let relative = special_relative(&mut inner, input)?;
            let tail = tail(&mut inner);
            inner.end("the special relative or authority state")?;
            UrlSyntax::SpecialRelativeOrAuthority {
                scheme,
                relative,
                tail,
            }
        }
        _ => match entry {
            Entry::WithOpaqueBase => UrlSyntax::FragmentReference(tail(&mut cursor)),
            Entry::WithSpecialBase
            | Entry::WithHttpBase
            | Entry::WithHttpsBase
            | Entry::WithWsBase
            | Entry::WithWssBase
            | Entry::WithFtpBase => {
                let relative = special_relative(&mut cursor, input)?;
                UrlSyntax::SpecialRelative(relative, tail(&mut cursor))
            }
            Entry::WithFileBase => {
                let file = file_state(&mut cursor, input)?;
                UrlSyntax::FileRelative(file, tail(&mut cursor))
            }
            Entry::WithBase => {
                let relative = relative(&mut cursor, input)?;
                UrlSyntax::Relative(relative, tail(&mut cursor))
            }
            _ => return Err(Unexpected("a URL")),
        },
    };
    cursor.end("a URL")?;
    Ok(syntax)
}

#[inline]
fn scheme(cursor: &mut Cursor<'_>) -> Result<Span, Unexpected> {
    cursor
        .next()
        .filter(|t| {
            matches!(
                t.rule,
                Rule::special_scheme | Rule::file_scheme | Rule::scheme
            )
        })
        .map(Span::of)
        .ok_or(Unexpected("a scheme"))
}

#[inline]
fn tail(cursor: &mut Cursor<'_>) -> Tail {
    // The file branch of absolute_url reads query_and_fragment twice (in file_state and after
    // it); the second finds nothing, so one pass collects what there is.
    Tail {
        query: cursor.take(Rule::query),
        fragment: cursor.take(Rule::fragment),
    }
}

#[inline]
fn special_hierarchy<'t>(
    cursor: &mut Cursor<'t>,
    input: &'t str,
) -> Result<SpecialHierarchy<'t>, Unexpected> {
    let slashes = if let Some(slashes) = cursor.take(Rule::authority_slashes) {
        SpecialSlashes::Two {
            slashes,
            ignored: cursor.take(Rule::ignored_slashes),
        }
    } else {
        SpecialSlashes::Missing(
            cursor
                .take(Rule::missing_solidus)
                .ok_or(Unexpected("a special URL's slashes"))?,
        )
    };
    let authority = authority(cursor)?;
    let path =
        path(cursor, input, &[Rule::special_path]).ok_or(Unexpected("a special URL's path"))?;
    Ok(SpecialHierarchy {
        slashes,
        authority,
        path,
    })
}

/// An authority: the userinfo, host and port rules of either kind of URL.
#[inline]
fn authority(cursor: &mut Cursor<'_>) -> Result<Authority, Unexpected> {
    let userinfo = match cursor.take_index(&[Rule::special_userinfo, Rule::userinfo]) {
        Some(index) => Some(userinfo(cursor.tokens, index)?),
        None => None,
    };
    let host = host(cursor)?;
    let port = port(cursor)?;
    Ok(Authority {
        userinfo,
        host,
        port,
    })
}

fn userinfo(tokens: &[Token], index: usize) -> Result<Userinfo, Unexpected> {
    let mut parts = Cursor::children(tokens, index);
    let username = parts
        .next()
        .filter(|t| matches!(t.rule, Rule::special_username | Rule::username))
        .map(Span::of)
        .ok_or(Unexpected("credentials"))?;
    let password = match parts.next() {
        None => None,
        Some(t) if matches!(t.rule, Rule::special_password | Rule::password) => Some(Span::of(t)),
        Some(_) => return Err(Unexpected("credentials")),
    };
    Ok(Userinfo {
        span: tokens.get(index).map(Span::of).unwrap_or_default(),
        username,
        password,
    })
}

/// A host buffer of any kind (special, opaque or file).
#[inline]
pub(super) fn host(cursor: &mut Cursor<'_>) -> Result<HostSyntax, Unexpected> {
    let index = cursor.at;
    let token = cursor.next().ok_or(Unexpected("a host"))?;
    let buffer = Span::of(token);
    Ok(match token.rule {
        Rule::special_host_text
        | Rule::special_host_buffer
        | Rule::opaque_host_text
        | Rule::file_host_text => HostSyntax::Text(buffer),
        Rule::special_ipv6_literal | Rule::opaque_ipv6_literal | Rule::file_ipv6_literal => {
            let address = Cursor::children(cursor.tokens, index)
                .next()
                .filter(|t| {
                    matches!(
                        t.rule,
                        Rule::special_ipv6_text | Rule::opaque_ipv6_text | Rule::file_ipv6_text
                    )
                })
                .map(Span::of)
                .ok_or(Unexpected("an IPv6 host"))?;
            HostSyntax::Ipv6 { buffer, address }
        }
        Rule::special_ipv6_unclosed | Rule::opaque_ipv6_unclosed | Rule::file_ipv6_unclosed => {
            HostSyntax::Ipv6Unclosed(buffer)
        }
        _ => return Err(Unexpected("a host")),
    })
}

#[inline]
fn port(cursor: &mut Cursor<'_>) -> Result<Option<PortSyntax>, Unexpected> {
    if let Some(digits) = cursor.take(Rule::port) {
        return Ok(Some(PortSyntax::Digits(digits)));
    }
    let Some(index) = cursor.take_index(&[Rule::invalid_port]) else {
        return Ok(None);
    };
    let mut parts = Cursor::children(cursor.tokens, index);
    match (parts.next(), parts.next()) {
        (Some(digits), Some(code_point))
            if digits.rule == Rule::port_digits_before_invalid
                && code_point.rule == Rule::port_invalid_code_point =>
        {
            Ok(Some(PortSyntax::Invalid {
                digits: Span::of(digits),
                code_point: Span::of(code_point),
            }))
        }
        _ => Err(Unexpected("an invalid port")),
    }
}

/// A path production, if the next token is one of `rules` (`input` is the tree's input, from
/// which the path's runs of steps are read).
#[inline]
pub(super) fn path<'t>(
    cursor: &mut Cursor<'t>,
    input: &'t str,
    rules: &[Rule],
) -> Option<PathSyntax<'t>> {
    let index = cursor.take_index(rules)?;
    Some(PathSyntax {
        tokens: cursor.tokens,
        index: u32::try_from(index).ok()?,
        input,
    })
}

fn file_state<'t>(cursor: &mut Cursor<'t>, input: &'t str) -> Result<FileState<'t>, Unexpected> {
    if let Some(slashes) = cursor.take(Rule::special_relative_slashes) {
        if let Some(path) = path(cursor, input, &[Rule::drive_letter_host_path]) {
            return Ok(FileState::DriveLetterHost { slashes, path });
        }
        let host = host(cursor)?;
        let path =
            path(cursor, input, &[Rule::special_path]).ok_or(Unexpected("a file URL's path"))?;
        return Ok(FileState::Host {
            slashes,
            host,
            path,
        });
    }
    if let Some(path) = path(cursor, input, &[Rule::file_slash_path]) {
        return Ok(FileState::SlashPath(path));
    }
    if let Some(path) = path(cursor, input, &[Rule::file_relative_path]) {
        return Ok(FileState::RelativePath(path));
    }
    Ok(FileState::Empty)
}

fn non_special_hierarchy<'t>(
    cursor: &mut Cursor<'t>,
    input: &'t str,
) -> Result<NonSpecialHierarchy<'t>, Unexpected> {
    if let Some(slashes) = cursor.take(Rule::authority_slashes) {
        let authority = authority(cursor)?;
        return Ok(NonSpecialHierarchy::Authority {
            slashes,
            authority,
            path: path(cursor, input, &[Rule::path_absolute]),
        });
    }
    if let Some(path) = path(cursor, input, &[Rule::path_absolute]) {
        return Ok(NonSpecialHierarchy::Path(path));
    }
    let opaque = cursor
        .take(Rule::opaque_path)
        .ok_or(Unexpected("a non-special URL"))?;
    Ok(NonSpecialHierarchy::Opaque(opaque))
}

fn special_relative<'t>(
    cursor: &mut Cursor<'t>,
    input: &'t str,
) -> Result<SpecialRelative<'t>, Unexpected> {
    if let Some(slashes) = cursor.take(Rule::special_relative_slashes) {
        let ignored = cursor.take(Rule::ignored_slashes);
        let authority = authority(cursor)?;
        let path =
            path(cursor, input, &[Rule::special_path]).ok_or(Unexpected("a special URL's path"))?;
        return Ok(SpecialRelative::Authority {
            slashes,
            ignored,
            authority,
            path,
        });
    }
    if let Some(path) = path(cursor, input, &[Rule::special_path_absolute]) {
        return Ok(SpecialRelative::PathAbsolute(path));
    }
    if let Some(path) = path(cursor, input, &[Rule::special_path_relative]) {
        return Ok(SpecialRelative::PathRelative(path));
    }
    Ok(SpecialRelative::Empty)
}

fn relative<'t>(cursor: &mut Cursor<'t>, input: &'t str) -> Result<Relative<'t>, Unexpected> {
    if let Some(slashes) = cursor.take(Rule::authority_slashes) {
        let authority = authority(cursor)?;
        return Ok(Relative::Authority {
            slashes,
            authority,
            path: path(cursor, input, &[Rule::path_absolute]),
        });
    }
    if let Some(path) = path(cursor, input, &[Rule::path_absolute]) {
        return Ok(Relative::PathAbsolute(path));
    }
    if let Some(path) = path(cursor, input, &[Rule::path_relative]) {
        return Ok(Relative::PathRelative(path));
    }
    Ok(Relative::Empty)
}
