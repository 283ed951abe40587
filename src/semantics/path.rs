//! "path state" actions over the segments a path production matched.

use crate::error::ParseError;
use crate::percent;
use crate::record::{is_windows_drive_letter, Path, UrlRecord};
use crate::syntax::{Node, Rule};

/// Whether `rule` is a plain URL-path-segment rule (not a dot segment, not a drive letter).
fn is_plain_segment(rule: Rule) -> bool {
    matches!(
        rule,
        Rule::special_path_segment
            | Rule::path_segment
            | Rule::setter_special_path_segment
            | Rule::setter_path_segment
    )
}

/// The common case, decided from the tree: a path built from nothing whose segments are all
/// plain, separated by "/" only, and need no percent-encoding. Then the path state's output is
/// the input text itself (with the leading "/" the special path start state implies), and the
/// record borrows it.
fn borrowed_path<'a>(url: &UrlRecord<'a>, path: &Node<'_, 'a>) -> Option<Path<'a>> {
    // File URLs have the Windows drive letter quirk on their first segment.
    if !url.path.is_empty() || url.path.is_opaque() || url.scheme == "file" {
        return None;
    }
    let text = path.text();
    if !path
        .children()
        .all(|segment| is_plain_segment(segment.rule()))
        || text.contains('\\')
        || percent::needs_encoding(text, percent::PATH)
    {
        return None;
    }
    match text.as_bytes().first() {
        Some(b'/') => Some(Path::list_from_serialized(text)),
        // "http://h?q": the path start state of a special URL gives one empty segment.
        None if path.children().count() == 1 => Some(Path::list_from_serialized("/")),
        _ => None,
    }
}

/// Run the path state over each segment of `path` (a path production's node). A segment that
/// is not the last is followed by "/" (or "\" for special URLs); the last is followed by "?",
/// "#" or the end.
pub(super) fn path_state<'a>(
    url: &mut UrlRecord<'a>,
    path: &Node<'_, 'a>,
) -> Result<(), ParseError> {
    if let Some(borrowed) = borrowed_path(url, path) {
        url.path = borrowed;
        return Ok(());
    }
    let is_file = url.scheme == "file";
    url.path.buffer_mut().reserve(path.text().len() + 1);
    let mut segments = path.children().peekable();
    while let Some(segment) = segments.next() {
        let followed_by_slash = segments.peek().is_some();
        match segment.rule() {
            // "If buffer is a double-dot URL path segment, then: shorten url's path. If neither
            // c is U+002F (/), nor url is special and c is U+005C (\), append the empty string
            // to url's path."
            Rule::double_dot_segment => {
                url.shorten_path();
                if !followed_by_slash {
                    url.path.push("");
                }
            }
            // "Otherwise, if buffer is a single-dot URL path segment and if neither c is ...,
            // append the empty string to url's path."
            Rule::single_dot_segment => {
                if !followed_by_slash {
                    url.path.push("");
                }
            }
            rule if is_plain_segment(rule) || rule == Rule::windows_drive_letter => {
                let text = segment.text();
                // "If url's scheme is "file", url's path is empty, and buffer is a Windows drive
                // letter, then replace the second code point in buffer with U+003A (:)."
                if is_file && url.path.is_empty() && is_windows_drive_letter(text) {
                    url.path.push_empty();
                    let buffer = url.path.buffer_mut();
                    buffer.push_str(&text[..1]);
                    buffer.push(':');
                } else {
                    // "UTF-8 percent-encode c using the path percent-encode set".
                    url.path.push_empty();
                    percent::encode_into(url.path.buffer_mut(), text, percent::PATH);
                }
            }
            _ => {
                return Err(ParseError::Internal(
                    "a path production contains a rule that is not a segment",
                ))
            }
        }
    }
    // Keep an unchanged empty path borrowed rather than holding an empty allocation.
    if url.path.is_empty() {
        url.path = Path::new_list();
    }
    Ok(())
}
