//! The hostile input shapes shared by tests/hostile.rs, tests/memory.rs and benches/linear.rs:
//! at least every shape issue 15 lists (slashes, backslashes, dots, "../", "%2e%2e/", "%",
//! "%zz", "@", ":", "[", "]", labels, ".1" repeats, tabs and newlines, leading C0 controls, a
//! huge query or fragment with non-ASCII, userinfo with thousands of "@", file URLs with many
//! drive-letter-like segments, opaque paths).

/// The hostile shapes: a prefix, a unit repeated to fill the size, and a suffix.
pub const SHAPES: &[(&str, &str, &str, &str)] = &[
    ("slashes", "http://h/", "/", "x"),
    ("dots", "http://h/", ".", ""),
    ("dot-dot segments", "http://h/", "../", "x"),
    ("percent signs", "http://h/", "%", ""),
    ("at signs", "http://", "@", "h/"),
    ("colons in brackets", "http://[", ":", "]/"),
    ("backslashes", "http:", "\\", "h"),
    ("long host label", "http://", "a", ".com/"),
    ("many host labels", "http://", "a.", "com/"),
    ("tabs", "http://h/", "\t", "x"),
    ("huge query", "http://h/?", "q&", ""),
    ("file dot-dots", "file:///", "a/../", "x"),
    ("non-special path", "foo://h/", "a/", ""),
    ("encoded dot segments", "http://h/", "%2e/", ""),
    ("IPv4 parts", "http://1.", "1.", "1/"),
    ("IPv6 pieces", "http://[", "1:", "1]/"),
    ("userinfo colons", "http://", "a:", "@h/"),
    ("opaque path", "mailto:", "a ", "?x"),
    ("open brackets", "http://", "[", "/"),
    ("file segments", "file:///C:/", "a/", "x"),
    ("double-dot encoded segments", "http://h/", "%2e%2e/", "x"),
    ("bad percent escapes", "http://h/", "%zz", ""),
    ("closing brackets", "http://h", "]", "/"),
    ("dot-one host parts", "http://1", ".1", "/"),
    ("newlines", "http://h/", "a\n", "x"),
    ("leading C0 controls", "", "\u{1}", "http://h/"),
    ("non-ASCII query", "http://h/?", "\u{e9}\u{1f600}", ""),
    ("non-ASCII fragment", "http://h/#", "\u{e9}\u{1f600}", ""),
    ("drive-letter segments", "file:///", "C:/", "x"),
    ("backslash segments", "http://h", "\\a", ""),
    ("backslash segments to encode", "http://h", "\\a b", ""),
];

/// A file path of n segments, then n + 1 ".." segments: every ".." shortens a long path, and
/// the last ones reach the drive letter that "shorten a url's path" keeps. It parses to
/// `file:///C:/x`. (Counting the path's segments on each shortening once made this O(n²).)
pub fn segments_then_dot_dots(size: usize) -> String {
    let n = size / 5;
    let mut s = String::with_capacity(size + 16);
    s.push_str("file:///C:/");
    for _ in 0..n {
        s.push_str("a/");
    }
    for _ in 0..=n {
        s.push_str("../");
    }
    s.push('x');
    s
}

pub fn build(prefix: &str, unit: &str, suffix: &str, size: usize) -> String {
    let mut s = String::with_capacity(size + prefix.len() + suffix.len());
    s.push_str(prefix);
    while s.len() < size {
        s.push_str(unit);
    }
    s.push_str(suffix);
    s
}
