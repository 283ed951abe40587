//! The spec's "pointer" ("Parsers" section), with "c", "remaining" and the EOF code point.

/// "A pointer for a string input is an integer that points to a code point within input.
/// Initially it points to the start of input. If it is −1 it points nowhere. If it is greater
/// than or equal to input's code point length, it points to the EOF code point."
#[derive(Clone, Copy, Debug)]
pub(super) struct Pointer<'a> {
    input: &'a [char],
    pointer: isize,
}

impl<'a> Pointer<'a> {
    /// A pointer for `input`, pointing to its start.
    pub(super) fn new(input: &'a [char]) -> Self {
        Pointer { input, pointer: 0 }
    }

    /// "c": the code point the pointer points to; `None` is the EOF code point. (When the
    /// pointer points nowhere, "c cannot be used"; this also gives `None` then.)
    pub(super) fn c(&self) -> Option<char> {
        usize::try_from(self.pointer)
            .ok()
            .and_then(|i| self.input.get(i))
            .copied()
    }

    /// Whether the pointer points to the EOF code point.
    pub(super) fn is_eof(&self) -> bool {
        usize::try_from(self.pointer).is_ok_and(|i| i >= self.input.len())
    }

    /// Where the pointer points, as an index into the input (0 when it points nowhere): the
    /// position a validation error is signalled at.
    pub(super) fn index(&self) -> usize {
        usize::try_from(self.pointer).unwrap_or(0)
    }

    /// The input's code point length.
    pub(super) fn len(&self) -> usize {
        self.input.len()
    }

    /// "Increase pointer by `n`".
    pub(super) fn increase(&mut self, n: usize) {
        self.pointer = self
            .pointer
            .saturating_add(isize::try_from(n).unwrap_or(isize::MAX));
    }

    /// "Decrease pointer by `n`".
    pub(super) fn decrease(&mut self, n: usize) {
        self.pointer = self
            .pointer
            .saturating_sub(isize::try_from(n).unwrap_or(isize::MAX));
    }

    /// Point nowhere (−1), so that the state machine's "increase pointer by 1" makes the
    /// next run start from the first code point: the scheme state's "start over".
    pub(super) fn point_nowhere(&mut self) {
        self.pointer = -1;
    }

    /// "remaining": the code point substring from pointer + 1 to the end of the string (empty
    /// when c is the EOF code point, where "remaining cannot be used").
    pub(super) fn remaining(&self) -> &'a [char] {
        let start = usize::try_from(self.pointer.saturating_add(1)).unwrap_or(0);
        self.input.get(start..).unwrap_or(&[])
    }

    /// "remaining starts with `prefix`".
    pub(super) fn remaining_starts_with(&self, prefix: &[char]) -> bool {
        self.remaining().starts_with(prefix)
    }

    /// "remaining starts with two ASCII hex digits".
    pub(super) fn remaining_starts_with_two_hex_digits(&self) -> bool {
        matches!(self.remaining(), [a, b, ..] if a.is_ascii_hexdigit() && b.is_ascii_hexdigit())
    }

    /// "The code point substring from pointer to the end of input".
    pub(super) fn substring_from_pointer(&self) -> &'a [char] {
        let start = usize::try_from(self.pointer).unwrap_or(0);
        self.input.get(start..).unwrap_or(&[])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::String;
    use alloc::vec::Vec;

    #[test]
    fn c_and_remaining_as_in_the_spec_example() {
        // "If "mailto:username@example" is a string being processed and a pointer points to @,
        // c is U+0040 (@) and remaining is "example"."
        let input: Vec<char> = "mailto:username@example".chars().collect();
        let mut p = Pointer::new(&input);
        p.increase(15);
        assert_eq!(p.c(), Some('@'));
        assert_eq!(p.remaining().iter().collect::<String>(), "example");
        p.increase(8);
        assert!(p.is_eof());
        assert_eq!(p.c(), None);
        p.point_nowhere();
        assert!(!p.is_eof());
        p.increase(1);
        assert_eq!(p.c(), Some('m'));
    }
}
