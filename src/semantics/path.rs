//! "path state" actions over the pieces a path production matched.

use super::unexpected;
use crate::error::ParseError;
use crate::percent;
use crate::record::{is_windows_drive_letter, Path, UrlRecord};
use crate::syntax::ast::{PathPiece, PathSyntax};

/// The common case, decided from the tree: a path built from nothing whose pieces are a
/// plain segment and perhaps a run of plain steps (no dot segment, no drive letter, no "\"),
/// needing no percent-encoding. Then the path state's output is the input text itself (with
/// the leading "/" the special path start state implies), and the record borrows it.
fn borrowed_path<'a>(
    url: &UrlRecord<'a>,
    path: &PathSyntax<'_>,
    input: &'a str,
) -> Option<Path<'a>> {
    // File URLs have the Windows drive letter quirk on their first segment.
    if !url.path.is_empty() || url.path.is_opaque() || url.scheme == "file" {
        return None;
    }
    if !path.is_plain() {
        return None;
    }
    let text = path.span().text(input);
    if percent::needs_encoding(text, percent::PATH) {
        return None;
    }
    match text.as_bytes().first() {
        Some(b'/') => Some(Path::list_from_serialized(text)),
        // "http://h?q": the path start state of a special URL gives one empty segment.
        None => Some(Path::list_from_serialized("/")),
        _ => None,
    }
}

/// Run the path state over each piece of `path`. A segment that is not the last is followed
/// by "/" (or "\" for special URLs); the last is followed by "?", "#" or the end.
pub(super) fn path_state<'a>(
    url: &mut UrlRecord<'a>,
    path: &PathSyntax<'_>,
    input: &'a str,
) -> Result<(), ParseError> {
    if let Some(borrowed) = borrowed_path(url, path, input) {
        url.path = borrowed;
        return Ok(());
    }
    let is_file = url.scheme == "file";
    url.path
        .reserve(percent::room_for(path.span().text(input), percent::PATH) + 1);
    // A "\" is a separator (or the leading slash), left out; every separator is followed by
    // a segment, and the path production ends where the path state does (at "?", "#" or the
    // end), so "followed by a slash" is "the segment ends before the path does".
    let path_end = path.span().end();
    for piece in path.runs_without_separators() {
        let piece = piece.map_err(unexpected)?;
        let followed_by_slash = piece.span().end() < path_end;
        match piece {
            // "If buffer is a double-dot URL path segment, then: shorten url's path. If neither
            // c is U+002F (/), nor url is special and c is U+005C (\), append the empty string
            // to url's path."
            PathPiece::DoubleDot(_) => {
                url.shorten_path();
                if !followed_by_slash {
                    url.path.push("");
                }
            }
            // "Otherwise, if buffer is a single-dot URL path segment and if neither c is ...,
            // append the empty string to url's path."
            PathPiece::SingleDot(_) => {
                if !followed_by_slash {
                    url.path.push("");
                }
            }
            PathPiece::Segment(segment) | PathPiece::DriveLetter(segment) => {
                append_segment(url, segment.text(input), is_file);
            }
            // Plain steps, each segment after a "/" and none a dot segment, while a file
            // URL's path is empty: the first segment may be a Windows drive letter, and the
            // path is not empty after it. The steps are "/" then a segment with no "/" in it
            // (special_plain_stretch, special_plain_steps), so the first segment is the text
            // up to the next "/".
            PathPiece::PlainSteps(run) if is_file && url.path.is_empty() => {
                let steps = run.text(input).get(1..).unwrap_or_default();
                let (first, others) = match steps.find('/') {
                    Some(slash) => steps.split_at(slash),
                    None => (steps, ""),
                };
                append_segment(url, first, is_file);
                percent::encode_path_into(url.path.buffer_mut(), others);
            }
            // Otherwise the path state appends each of its segments, UTF-8 percent-encoded
            // with the path percent-encode set, after a "/". "/" is not in that set, so that is
            // the run's text percent-encoded.
            PathPiece::PlainSteps(run) => {
                percent::encode_path_into(url.path.buffer_mut(), run.text(input));
            }
            PathPiece::ReverseSolidus(_) => {}
        }
    }
    // Keep an unchanged empty path borrowed rather than holding an empty allocation.
    if url.path.is_empty() {
        url.path.recycle_into_empty_list();
    } else {
        percent::release_slack(url.path.buffer_mut());
    }
    Ok(())
}

/// The path state's last steps for a segment that is not a dot segment: "If url's scheme is
/// "file", url's path is empty, and buffer is a Windows drive letter, then replace the second
/// code point in buffer with U+003A (:)." "Append buffer to url's path." (Each code point of
/// buffer was "UTF-8 percent-encoded using the path percent-encode set" as it came.)
fn append_segment(url: &mut UrlRecord<'_>, text: &str, is_file: bool) {
    let drive_letter = is_file && url.path.is_empty() && is_windows_drive_letter(text);
    url.path.push_empty();
    if drive_letter {
        let buffer = url.path.buffer_mut();
        buffer.push_str(&text[..1]);
        buffer.push(':');
    } else {
        percent::encode_path_into(url.path.buffer_mut(), text);
    }
}
