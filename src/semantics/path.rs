//! "path state" actions over the pieces a path production matched.

use crate::percent;
use crate::record::{is_windows_drive_letter, shortened_length};
use crate::syntax::ast::{PathPiece, PathSyntax, Unexpected};
use alloc::string::String;

/// A URL's path being written: the end of a string, from `start` on, is the path's
/// serialization ("URL path serializing": "/" before each segment). It is the end of a URL's
/// serialization while the grammar engine writes one, or a record's path for the pathname
/// setter.
pub(crate) struct PathBuffer<'b> {
    buf: &'b mut String,
    start: usize,
}

impl<'b> PathBuffer<'b> {
    /// The path that starts at `start` of `buf`.
    pub(crate) fn new(buf: &'b mut String, start: usize) -> Self {
        PathBuffer { buf, start }
    }

    /// The path's serialization.
    pub(crate) fn as_str(&self) -> &str {
        self.buf.get(self.start..).unwrap_or("")
    }

    /// Whether the path is an empty list.
    pub(crate) fn is_empty(&self) -> bool {
        self.buf.len() <= self.start
    }

    /// Append serialized segments (each after its "/").
    pub(crate) fn push_str(&mut self, serialized: &str) {
        self.buf.push_str(serialized);
    }

    /// "Append the empty string to url's path".
    fn push_empty(&mut self) {
        self.buf.push('/');
    }

    /// Make the path an empty list.
    pub(crate) fn clear(&mut self) {
        self.buf.truncate(self.start);
    }

    /// "Shorten a url's path" of a URL whose scheme is "file" or not.
    pub(crate) fn shorten(&mut self, file: bool) {
        if let Some(len) = shortened_length(self.as_str(), file) {
            self.buf.truncate(self.start + len);
        }
    }
}

/// Run the path state over each piece of `path`, appending to `out` (a special URL's, or a
/// file URL's when `is_file`). A segment that is not the last is followed by "/" (or "\" for
/// special URLs); the last is followed by "?", "#" or the end.
pub(crate) fn path_state(
    out: &mut PathBuffer<'_>,
    path: &PathSyntax<'_>,
    input: &str,
    is_file: bool,
) -> Result<(), Unexpected> {
    // A "\" is a separator (or the leading slash), left out; every separator is followed by
    // a segment, and the path production ends where the path state does (at "?", "#" or the
    // end), so "c is "/"" (or "\") is "the segment ends before the path does".
    let path_end = path.span().end();
    path.for_each_run(|piece: PathPiece| {
        match piece {
            // Otherwise the path state appends each of its segments, UTF-8 percent-encoded
            // with the path percent-encode set, after a "/". "/" is not in that set, so that is
            // the run's text percent-encoded; in steps after "/" or "\\" (the first after a
            // "\\"), a "\\" of a special URL acts as "/". (A file URL's empty path is the
            // exception, below.)
            PathPiece::PlainSteps(run) if !(is_file && out.is_empty()) => {
                percent::encode_path_into(out.buf, run.text(input));
            }
            PathPiece::ReverseSolidusSteps(run) if !(is_file && out.is_empty()) => {
                percent::encode_path_steps_into(out.buf, run.text(input));
            }
            // Plain steps (special_plain_stretch, plain_stretch): each separator is "/".
            PathPiece::PlainSteps(run) => {
                file_steps(out, run.text(input), &['/'], percent::encode_path_into);
            }
            PathPiece::ReverseSolidusSteps(run) => {
                file_steps(
                    out,
                    run.text(input),
                    &['/', '\\'],
                    percent::encode_path_steps_into,
                );
            }
            PathPiece::Segment(segment) | PathPiece::DriveLetter(segment) => {
                append_segment(out, segment.text(input), is_file);
            }
            // "If buffer is a double-dot URL path segment, then: shorten url's path. If neither
            // c is U+002F (/), nor url is special and c is U+005C (\), append the empty string
            // to url's path."
            PathPiece::DoubleDot(segment) => {
                out.shorten(is_file);
                if segment.end() >= path_end {
                    out.push_empty();
                }
            }
            // "Otherwise, if buffer is a single-dot URL path segment and if neither c is ...,
            // append the empty string to url's path."
            PathPiece::SingleDot(segment) => {
                if segment.end() >= path_end {
                    out.push_empty();
                }
            }
            PathPiece::ReverseSolidus(_) => {}
        }
        Ok(())
    })
}

/// The path state over a run of steps of a file URL whose path is empty, each step a
/// separator (one of `separators`) then a segment, none a dot segment: the first segment (up
/// to the next separator) may be a Windows drive letter, and the path is not empty after it,
/// so that segment takes the path state's last steps on its own; `encode` writes the others,
/// each after a "/", as the path state appends them.
fn file_steps(
    out: &mut PathBuffer<'_>,
    steps: &str,
    separators: &[char],
    encode: fn(&mut String, &str),
) {
    let steps = steps.get(1..).unwrap_or_default();
    let (first, others) = steps.split_at(steps.find(separators).unwrap_or(steps.len()));
    append_segment(out, first, true);
    encode(out.buf, others);
}

/// The path state's last steps for a segment that is not a dot segment: "If url's scheme is
/// "file", url's path is empty, and buffer is a Windows drive letter, then replace the second
/// code point in buffer with U+003A (:)." "Append buffer to url's path." (Each code point of
/// buffer was "UTF-8 percent-encoded using the path percent-encode set" as it came.)
fn append_segment(out: &mut PathBuffer<'_>, text: &str, is_file: bool) {
    let drive_letter = is_file && out.is_empty() && is_windows_drive_letter(text);
    out.push_empty();
    if drive_letter {
        out.buf.push_str(&text[..1]);
        out.buf.push(':');
    } else {
        percent::encode_path_into(out.buf, text);
    }
}
