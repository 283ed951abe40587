//! Generated URL inputs for the property tests: a deterministic pseudo-random mix of pieces
//! chosen to reach every state of the parser and every validation error, with several bases.
#![allow(dead_code)]

const SCHEMES: &[&str] = &[
    "https:", "HTTP:", "file:", "foo:", "ws:", "mailto:", "a+b:", "",
];
const SLASHES: &[&str] = &["//", "/", "", "\\\\", "///", "\\/", "/\\", "////"];
const USERINFO: &[&str] = &["", "", "u@", "u:p@", "@", "a@b@"];
const HOSTS: &[&str] = &[
    "example.org",
    "EXAMPLE.com",
    "exa%41mple",
    "exa%23mple",
    "1.2.3.4",
    "1.2.3",
    "0x7f.1",
    "1.2.3.4.5",
    "test.42",
    "256.1.1.1",
    "1.2.3.4.",
    "[::1]",
    "[::01]",
    "[1:2:3:4:5:6:7:8]",
    "[::1.2.3.4]",
    "[1:2::3:4]",
    "[1:2:3:4:5:6:7:8:9]",
    "[1:2:3!:4]",
    "[1:2:3]",
    "[1:1:1:1:1:1:1:127.0.0.1]",
    "[ffff::.0.0.1]",
    "[ffff::127.0.0.4000]",
    "[::ffff:1.2.3.4]",
    "[::",
    "[:1]",
    "[1::1::1]",
    "[ffff::127.0.0]",
    "fa\u{DF}.example",
    "xn--a",
    "a b",
    "",
    "ex^ample",
    "localhost",
    "c:",
    "C|",
    "a..b",
    "h",
    "0",
    "%zz",
    "\u{E9}",
];
const PORTS: &[&str] = &[
    "", "", ":", ":80", ":65535", ":65536", ":0080", ":7z", ":443",
];
const PATHS: &[&str] = &[
    "", "/", "/a/b", "/a b", "/%zz", "/%41", "\\a", "/./..", "/c:/x", "/\u{E9}", "/<>", "/a|b",
    "a", "../x", "C|/x", "c:/x", "/%2e/", "x y",
];
const QUERIES: &[&str] = &["", "", "?", "?q=1", "?a b", "?%", "?\u{E9}"];
const FRAGMENTS: &[&str] = &["", "", "#", "#f", "#a b", "#%2", "#a#b"];
const WRAPS: &[(&str, &str)] = &[
    ("", ""),
    ("", ""),
    ("", ""),
    (" ", ""),
    ("", "\n"),
    ("\t", " "),
];

/// The bases the generated inputs are parsed against (`None`: no base).
pub const BASES: &[Option<&str>] = &[
    None,
    Some("https://example.com/a/b"),
    Some("file:///C:/dir/file"),
    Some("foo://h/p"),
    Some("mailto:x"),
];

/// [`BASES`], parsed.
pub fn parsed_bases() -> Vec<Option<railurl::Url>> {
    BASES
        .iter()
        .map(|b| b.map(|b| railurl::Url::parse(b).expect("base")))
        .collect()
}

/// Inputs the random mix rarely reaches: relative references starting with a drive letter.
const SEEDS: &[&str] = &[
    "C|/x",
    "c|\\y?q",
    "file:C|/x",
    "file:c:/x",
    "/C:/x",
    "//C|/x",
];

/// The seeds and `count` generated inputs, the same every run.
pub fn inputs(count: usize) -> Vec<String> {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let mut pick = |list: &[&'static str]| list[next(list.len())];
    let generated: Vec<String> = (0..count)
        .map(|_| {
            let mut s = String::new();
            s.push_str(pick(SCHEMES));
            s.push_str(pick(SLASHES));
            s.push_str(pick(USERINFO));
            s.push_str(pick(HOSTS));
            s.push_str(pick(PORTS));
            s.push_str(pick(PATHS));
            s.push_str(pick(QUERIES));
            s.push_str(pick(FRAGMENTS));
            s
        })
        .enumerate()
        .map(|(i, s)| {
            let (before, after) = WRAPS[i % WRAPS.len()];
            format!("{before}{s}{after}")
        })
        .collect();
    SEEDS
        .iter()
        .map(|s| s.to_string())
        .chain(generated)
        .collect()
}
