//! "path state" actions over the segments a path production matched.

use crate::error::ParseError;
use crate::percent;
use crate::record::{is_windows_drive_letter, UrlRecord};
use crate::syntax::{Node, Rule};

/// Run the path state over each segment of `path` (a path production's node). A segment that
/// is not the last is followed by "/" (or "\" for special URLs); the last is followed by "?",
/// "#" or the end.
pub(super) fn path_state(url: &mut UrlRecord, path: &Node<'_>) -> Result<(), ParseError> {
    let is_file = url.scheme == "file";
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
            Rule::special_path_segment
            | Rule::path_segment
            | Rule::windows_drive_letter
            | Rule::setter_special_path_segment
            | Rule::setter_path_segment => {
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
    Ok(())
}
