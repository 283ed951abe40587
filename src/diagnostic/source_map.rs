//! Where the parser's input came from: the basic URL parser first trims leading and trailing
//! C0 control or space and removes every ASCII tab or newline, and both engines work on what
//! is left. Diagnostics point into the original input, so when they are requested a
//! [`SourceMap`] maps each unit of the cleaned input (a byte for the grammar engine, a code point
//! for the prose engine) back to its bytes in the original.

use crate::code_points::{is_ascii_tab_or_newline, is_c0_control_or_space};
use alloc::vec::Vec;
use core::ops::Range;

/// What one unit of the cleaned input is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Unit {
    /// A UTF-8 byte (the grammar engine's spans).
    Byte,
    /// A code point (the prose engine's pointer).
    Char,
}

/// The original byte range of each unit of the cleaned input.
#[derive(Clone, Debug)]
pub(crate) struct SourceMap {
    units: Vec<(usize, usize)>,
    /// Where the cleaned input ends in the original (for empty spans at the end).
    end: usize,
}

impl SourceMap {
    /// The map for `original` after the pre-pass (`trim`: also trim C0 control or space, as
    /// when no URL is given to the basic URL parser).
    pub(crate) fn new(original: &str, trim: bool, unit: Unit) -> SourceMap {
        let (start, kept) = kept(original, trim);
        let mut units = Vec::with_capacity(kept.len());
        for (i, c) in kept.char_indices() {
            if is_ascii_tab_or_newline(c) {
                continue;
            }
            let at = start + i;
            match unit {
                Unit::Char => units.push((at, at + c.len_utf8())),
                Unit::Byte => units.extend((at..at + c.len_utf8()).map(|b| (b, b + 1))),
            }
        }
        let end = units.last().map_or(start, |&(_, e)| e);
        SourceMap { units, end }
    }

    /// The original byte range of the cleaned units `range`. An empty range maps to an empty
    /// range where its unit (or the end) begins.
    pub(crate) fn span(&self, range: Range<usize>) -> Range<usize> {
        let at = |i: usize| self.units.get(i).map_or(self.end, |&(s, _)| s);
        if range.start >= range.end {
            let p = at(range.start);
            return p..p;
        }
        let end = self.units.get(range.end - 1).map_or(self.end, |&(_, e)| e);
        at(range.start)..end.max(at(range.start))
    }
}

/// What the pre-pass keeps of `original` before removing ASCII tab or newline: where it starts,
/// and the text (`trim`: without leading and trailing C0 control or space).
fn kept(original: &str, trim: bool) -> (usize, &str) {
    if !trim {
        return (0, original);
    }
    let rest = original.trim_start_matches(is_c0_control_or_space);
    let start = original.len() - rest.len();
    (start, rest.trim_end_matches(is_c0_control_or_space))
}

/// The original byte range of the cleaned units `range`, as [`SourceMap::span`] maps it, for a
/// single span: without building the map, in one pass over `original` that allocates nothing.
/// This is how a failure's span reaches the input as given on the plain parsing path.
pub(crate) fn original_span(
    original: &str,
    trim: bool,
    unit: Unit,
    range: Range<usize>,
) -> Range<usize> {
    let (start, kept) = kept(original, trim);
    // The units asked about: where the first starts, where the last ends; and where the
    // cleaned input ends, for positions past it.
    let last = range.end.max(range.start + 1) - 1;
    let (mut first_start, mut last_end, mut end) = (None, None, start);
    let mut n = 0;
    'scan: for (i, c) in kept.char_indices() {
        if is_ascii_tab_or_newline(c) {
            continue;
        }
        let at = start + i;
        let units = match unit {
            Unit::Char => 1,
            Unit::Byte => c.len_utf8(),
        };
        for k in 0..units {
            let (s, e) = match unit {
                Unit::Char => (at, at + c.len_utf8()),
                Unit::Byte => (at + k, at + k + 1),
            };
            if n == range.start {
                first_start = Some(s);
            }
            if n == last {
                last_end = Some(e);
            }
            end = e;
            n += 1;
            if n > last && n > range.start {
                break 'scan;
            }
        }
    }
    // Past the last unit: the cleaned input's end (the scan ran to it).
    let from = first_start.unwrap_or(end);
    if range.start >= range.end {
        return from..from;
    }
    from..last_end.unwrap_or(end).max(from)
}

/// The invalid-URL-unit errors of the pre-pass, with their spans in `original`: "If input
/// contains any leading or trailing C0 control or space" (when `trim`; the span is the leading
/// run, or else the trailing one) and "If input contains any ASCII tab or newline" (the span is
/// the first one).
pub(crate) fn prepass_errors(
    original: &str,
    trim: bool,
) -> (Option<Range<usize>>, Option<Range<usize>>) {
    let mut start = 0;
    let mut kept = original;
    let mut trimmed = None;
    if trim {
        let rest = original.trim_start_matches(is_c0_control_or_space);
        start = original.len() - rest.len();
        kept = rest.trim_end_matches(is_c0_control_or_space);
        if start > 0 {
            trimmed = Some(0..start);
        } else if kept.len() < rest.len() {
            trimmed = Some(start + kept.len()..original.len());
        }
    }
    let tab = kept
        .char_indices()
        .find(|&(_, c)| is_ascii_tab_or_newline(c))
        .map(|(i, _)| start + i..start + i + 1);
    (trimmed, tab)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps_bytes_and_chars_back_through_the_prepass() {
        let input = " \u{1}h\tt\u{E9}p ";
        let bytes = SourceMap::new(input, true, Unit::Byte);
        // cleaned: "ht\u{E9}p" = h(2) t(4) é(5..7) p(7)
        assert_eq!(bytes.span(0..1), 2..3);
        assert_eq!(bytes.span(1..4), 4..7);
        assert_eq!(bytes.span(5..5), 8..8);
        let chars = SourceMap::new(input, true, Unit::Char);
        assert_eq!(chars.span(2..3), 5..7);
        assert_eq!(chars.span(0..4), 2..8);
        assert_eq!(chars.span(4..4), 8..8);
        assert_eq!(prepass_errors(input, true), (Some(0..2), Some(3..4)));
        assert_eq!(prepass_errors("a \n", true), (Some(1..3), None));
        assert_eq!(prepass_errors("a\nb", false), (None, Some(1..2)));
    }

    #[test]
    fn one_span_maps_as_the_whole_map_does() {
        let inputs = [
            " \u{1}h\tt\u{E9}p ",
            "https://ex\nample.org/\u{1F600}\r",
            "plain",
            "",
            "\t\n",
            "  ",
        ];
        for input in inputs {
            for trim in [true, false] {
                for unit in [Unit::Byte, Unit::Char] {
                    let map = SourceMap::new(input, trim, unit);
                    for start in 0..input.len() + 2 {
                        for end in 0..input.len() + 2 {
                            assert_eq!(
                                original_span(input, trim, unit, start..end),
                                map.span(start..end),
                                "{input:?} {trim} {unit:?} {start}..{end}"
                            );
                        }
                    }
                }
            }
        }
    }
}
