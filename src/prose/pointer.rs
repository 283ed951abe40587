//! The spec's "pointer" ("Parsers" section), with "c", "remaining" and the EOF code point.
//!
//! The pointer is a code point index, as the spec says; it walks the input's UTF-8 text and
//! decodes the code point it points to, so the input is never copied into a list of code
//! points (four bytes for each one: a `Vec<char>` was most of this engine's memory).

/// "A pointer for a string input is an integer that points to a code point within input.
/// Initially it points to the start of input. If it is −1 it points nowhere. If it is greater
/// than or equal to input's code point length, it points to the EOF code point."
#[derive(Clone, Copy, Debug)]
pub(super) struct Pointer<'a> {
    input: &'a str,
    /// The integer: a code point index, −1 for nowhere.
    pointer: isize,
    /// The byte offset of the code point `pointer` points to (the input's length at and past
    /// the EOF code point, 0 when it points nowhere).
    byte: usize,
    /// The input's code point length, counted once.
    len: usize,
}

impl<'a> Pointer<'a> {
    /// A pointer for `input`, pointing to its start.
    pub(super) fn new(input: &'a str) -> Self {
        Pointer {
            input,
            pointer: 0,
            byte: 0,
            len: input.chars().count(),
        }
    }

    /// "c": the code point the pointer points to; `None` is the EOF code point. (When the
    /// pointer points nowhere, "c cannot be used"; this also gives `None` then.)
    pub(super) fn c(&self) -> Option<char> {
        if self.pointer < 0 {
            return None;
        }
        self.input.get(self.byte..)?.chars().next()
    }

    /// Whether the pointer points to the EOF code point.
    pub(super) fn is_eof(&self) -> bool {
        usize::try_from(self.pointer).is_ok_and(|i| i >= self.len)
    }

    /// Where the pointer points, as an index into the input (0 when it points nowhere): the
    /// position a validation error is signalled at.
    pub(super) fn index(&self) -> usize {
        usize::try_from(self.pointer).unwrap_or(0)
    }

    /// The input's code point length.
    pub(super) fn len(&self) -> usize {
        self.len
    }

    /// "Increase pointer by `n`".
    pub(super) fn increase(&mut self, n: usize) {
        for _ in 0..n {
            if self.pointer >= 0 {
                // The next code point's offset (the EOF code point stays at the end).
                self.byte += self.c().map_or(0, char::len_utf8);
            }
            self.pointer = self.pointer.saturating_add(1);
        }
    }

    /// "Decrease pointer by `n`".
    pub(super) fn decrease(&mut self, n: usize) {
        for _ in 0..n {
            self.pointer = self.pointer.saturating_sub(1);
            // Past the EOF code point the offset stays at the end; at a code point it moves
            // back over the one before.
            if usize::try_from(self.pointer).is_ok_and(|i| i < self.len) {
                let before = self.input.get(..self.byte).unwrap_or("");
                self.byte -= before.chars().next_back().map_or(0, char::len_utf8);
            } else if self.pointer < 0 {
                self.byte = 0;
            }
        }
    }

    /// Point nowhere (−1), so that the state machine's "increase pointer by 1" makes the
    /// next run start from the first code point: the scheme state's "start over".
    pub(super) fn point_nowhere(&mut self) {
        self.pointer = -1;
        self.byte = 0;
    }

    /// "remaining": the code point substring from pointer + 1 to the end of the string (empty
    /// when c is the EOF code point, where "remaining cannot be used").
    pub(super) fn remaining(&self) -> &'a str {
        let start = match self.c() {
            Some(c) => self.byte + c.len_utf8(),
            None if self.pointer < 0 => 0,
            None => self.input.len(),
        };
        self.input.get(start..).unwrap_or("")
    }

    /// "remaining starts with `prefix`".
    pub(super) fn remaining_starts_with(&self, prefix: &str) -> bool {
        self.remaining().starts_with(prefix)
    }

    /// "remaining starts with two ASCII hex digits".
    pub(super) fn remaining_starts_with_two_hex_digits(&self) -> bool {
        matches!(self.remaining().as_bytes(), [a, b, ..] if a.is_ascii_hexdigit() && b.is_ascii_hexdigit())
    }

    /// "The code point substring from pointer to the end of input".
    pub(super) fn substring_from_pointer(&self) -> &'a str {
        self.input.get(self.byte..).unwrap_or("")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c_and_remaining_as_in_the_spec_example() {
        // "If "mailto:username@example" is a string being processed and a pointer points to @,
        // c is U+0040 (@) and remaining is "example"."
        let mut p = Pointer::new("mailto:username@example");
        p.increase(15);
        assert_eq!(p.c(), Some('@'));
        assert_eq!(p.remaining(), "example");
        p.increase(8);
        assert!(p.is_eof());
        assert_eq!(p.c(), None);
        p.point_nowhere();
        assert!(!p.is_eof());
        p.increase(1);
        assert_eq!(p.c(), Some('m'));
    }

    #[test]
    fn the_pointer_counts_code_points_not_bytes() {
        let mut p = Pointer::new("aé😀b");
        assert_eq!(p.len(), 4);
        p.increase(2);
        assert_eq!((p.index(), p.c(), p.remaining()), (2, Some('😀'), "b"));
        assert_eq!(p.substring_from_pointer(), "😀b");
        p.increase(2);
        assert!(p.is_eof());
        // Past the EOF code point and back.
        p.increase(2);
        p.decrease(3);
        assert_eq!((p.index(), p.c()), (3, Some('b')));
        p.decrease(2);
        assert_eq!((p.index(), p.c(), p.remaining()), (1, Some('é'), "😀b"));
        p.decrease(2);
        assert_eq!((p.index(), p.c(), p.remaining()), (0, None, "aé😀b"));
        assert!(!p.is_eof());
        p.increase(1);
        assert_eq!(p.c(), Some('a'));
    }
}
