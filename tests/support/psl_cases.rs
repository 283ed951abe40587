//! The Public Suffix List's test cases, for the library's tests (tests/psl.rs) and the CLI's
//! (cli/tests/psl.rs): the URL Standard's example table and the list's own `test_psl.txt`.
#![allow(dead_code)]

/// The URL Standard's example table ("Host miscellaneous"): host input, public suffix,
/// registrable domain.
pub const SPEC_TABLE: [(&str, Option<&str>, Option<&str>); 12] = [
    ("com", Some("com"), None),
    ("example.com", Some("com"), Some("example.com")),
    ("www.example.com", Some("com"), Some("example.com")),
    ("sub.www.example.com", Some("com"), Some("example.com")),
    ("EXAMPLE.COM", Some("com"), Some("example.com")),
    ("example.com.", Some("com."), Some("example.com.")),
    ("github.io", Some("github.io"), None),
    (
        "whatwg.github.io",
        Some("github.io"),
        Some("whatwg.github.io"),
    ),
    (
        "\u{625}\u{62e}\u{62a}\u{628}\u{627}\u{631}",
        Some("xn--kgbechtv"),
        None,
    ),
    (
        "example.\u{625}\u{62e}\u{62a}\u{628}\u{627}\u{631}",
        Some("xn--kgbechtv"),
        Some("example.xn--kgbechtv"),
    ),
    (
        "sub.example.\u{625}\u{62e}\u{62a}\u{628}\u{627}\u{631}",
        Some("xn--kgbechtv"),
        Some("example.xn--kgbechtv"),
    ),
    ("[2001:0db8:85a3:0000:0000:8a2e:0370:7334]", None, None),
];

/// The cases of `test_psl.txt`: `checkPublicSuffix(input, registrable domain)`, `None` for
/// `null`.
pub fn list_test_cases() -> Vec<(Option<String>, Option<String>)> {
    let text = include_str!("../data/psl/test_psl.txt");
    let value = |arg: &str| {
        let arg = arg.trim();
        (arg != "null").then(|| arg.trim_matches('\'').to_owned())
    };
    let cases: Vec<_> = text
        .lines()
        .filter_map(|line| line.strip_prefix("checkPublicSuffix("))
        .map(|args| {
            let args = args.strip_suffix(");").expect("a call ends with );");
            let (input, expected) = args.split_once(',').expect("two arguments");
            (value(input), value(expected))
        })
        .collect();
    assert_eq!(cases.len(), 78, "test_psl.txt's active cases");
    cases
}
