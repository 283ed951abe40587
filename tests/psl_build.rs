//! build.rs's Public Suffix List compiler (build/psl/) on lists other than the library's: it
//! reads the list's format, refuses what is not a list with a message naming the line, and
//! writes a table that the library's lookup (src/psl/lookup.rs, compiled here against the
//! test's table) reads as the formal algorithm says, wildcards anywhere in a rule included.
//! (That the library's own table answers as the algorithm does is tests/psl.rs's job.)

#[path = "../build/common.rs"]
#[allow(dead_code)]
mod common;
#[path = "../build/psl/mod.rs"]
#[allow(dead_code)]
mod psl;

// The library's lookup (it reads `super::format`, the format build/psl/ includes too), over
// tables compiled here.
use psl::format;
#[path = "../src/psl/lookup.rs"]
#[allow(dead_code)]
mod lookup;

/// The public suffix of `domain` by the rules `list` (the whole list).
fn public_suffix<'d>(rules: &str, domain: &'d str) -> &'d str {
    let table = compile(rules).expect("the list compiles");
    let table = lookup::Table {
        buckets: table.displacements.len() as u32,
        displacements: &table.displacements,
        slots: &table.slots,
        labels: &table.labels,
    };
    &domain[lookup::public_suffix_start(&table, domain.as_bytes(), lookup::ALL_RULES).0..]
}

use common::Source;

const HEADER: &str = "// VERSION: 2026-01-01_00-00-00_UTC\n// COMMIT: 0123456789abcdef\n";

fn source(rules: &str) -> Source {
    Source {
        file: "list.dat".into(),
        text: format!(
            "{HEADER}// ===BEGIN ICANN DOMAINS===\n{rules}\n// ===END ICANN DOMAINS===\n"
        ),
    }
}

fn compile(rules: &str) -> Result<psl::compile::Table, String> {
    let list = psl::list::read(&source(rules)).map_err(|errors| {
        errors
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    })?;
    psl::compile::compile(&list)
}

fn errors(text: &str) -> String {
    let source = Source {
        file: "list.dat".into(),
        text: text.into(),
    };
    match psl::list::read(&source) {
        Ok(_) => String::new(),
        Err(errors) => errors
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n"),
    }
}

#[test]
fn punycode_encodes_as_rfc_3492_says() {
    // RFC 3492, section 7.1 "Sample strings": (A) Arabic (Egyptian), (B) Chinese
    // (simplified); and labels of the list.
    let cases = [
        (
            "\u{644}\u{64A}\u{647}\u{645}\u{627}\u{628}\u{62A}\u{643}\u{644}\u{645}\u{648}\u{634}\u{639}\u{631}\u{628}\u{64A}\u{61F}",
            "egbpdaj6bu4bxfgehfvwxn",
        ),
        (
            "\u{4ED6}\u{4EEC}\u{4E3A}\u{4EC0}\u{4E48}\u{4E0D}\u{8BF4}\u{4E2D}\u{6587}",
            "ihqwcrb4cv8a8dqg056pqjye",
        ),
        ("公司", "55qx5d"),
        ("中国", "fiqs8s"),
        ("食狮", "85x722f"),
        ("bücher", "bcher-kva"),
        ("إختبار", "kgbechtv"),
    ];
    for (label, encoded) in cases {
        assert_eq!(psl::punycode::encode(label).unwrap(), encoded, "{label}");
    }
}

#[test]
fn the_reader_takes_sections_versions_exceptions_and_unicode() {
    let text = format!(
        "{HEADER}// ===BEGIN ICANN DOMAINS===\ncom\n*.ck  trailing words are ignored\n!www.ck\n公司.cn\n// ===END ICANN DOMAINS===\n// ===BEGIN PRIVATE DOMAINS===\nGitHub.io\n// ===END PRIVATE DOMAINS===\n"
    );
    let list = psl::list::read(&Source {
        file: "list.dat".into(),
        text,
    })
    .unwrap();
    assert_eq!(
        (list.version.as_str(), list.commit.as_str()),
        ("2026-01-01_00-00-00_UTC", "0123456789abcdef")
    );
    let rules: Vec<(String, bool, psl::list::Section)> = list
        .rules
        .iter()
        .map(|r| {
            let mut labels = r.labels.clone();
            labels.reverse();
            (labels.join("."), r.exception, r.section)
        })
        .collect();
    use psl::list::Section::{Icann, Private};
    assert_eq!(
        rules,
        [
            ("com".to_owned(), false, Icann),
            ("*.ck".to_owned(), false, Icann),
            ("www.ck".to_owned(), true, Icann),
            ("xn--55qx5d.cn".to_owned(), false, Icann),
            ("github.io".to_owned(), false, Private),
        ]
    );
}

#[test]
fn the_reader_refuses_what_is_not_a_list_and_says_where() {
    // After the header's two lines.
    let cases = [
        (
            "com\n",
            "list.dat:3:1: rule `com` outside the ICANN and private sections",
        ),
        (
            "// ===BEGIN ICANN DOMAINS===\na..b\n// ===END ICANN DOMAINS===\n",
            "list.dat:4:1: rule `a..b`: an empty label",
        ),
        (
            "// ===BEGIN ICANN DOMAINS===\n!ck\n// ===END ICANN DOMAINS===\n",
            "list.dat:4:1: rule `!ck`: an exception rule needs two labels or more",
        ),
        (
            "// ===BEGIN ICANN DOMAINS===\n!*.ck\n// ===END ICANN DOMAINS===\n",
            "list.dat:4:1: rule `!*.ck`: an exception's own label cannot be a wildcard",
        ),
        (
            "// ===BEGIN ICANN DOMAINS===\na/b\n// ===END ICANN DOMAINS===\n",
            "list.dat:4:1: rule `a/b`: '/' in a label",
        ),
        (
            "// ===BEGIN ICANN DOMAINS===\ncom\n",
            "list.dat:5:1: a section is not closed",
        ),
    ];
    for (body, expected) in cases {
        let found = errors(&format!("{HEADER}{body}"));
        assert!(found.contains(expected), "{body:?}: {found}");
    }
    let found = errors("// ===BEGIN ICANN DOMAINS===\ncom\n// ===END ICANN DOMAINS===\n");
    assert!(found.contains("no `// VERSION: ...` line"), "{found}");
    assert!(found.contains("no `// COMMIT: ...` line"), "{found}");
    assert!(compile("*").unwrap_err().contains("implicit rule"));
}

#[test]
fn the_table_holds_every_node_once_and_answers_as_the_algorithm_does() {
    let rules = "com\nuk\nco.uk\n*.ck\n!www.ck\njp\n*.kobe.jp\n!city.kobe.jp";
    let table = compile(rules).unwrap();
    // com, uk, co.uk, ck, www.ck, jp, kobe.jp, city.kobe.jp (the `*` leaves are flags).
    let used = table
        .slots
        .iter()
        .filter(|&&s| (s >> 26) & 0xFFFF != 0xFFFE);
    assert_eq!(used.count(), 8);
    for (domain, suffix) in [
        ("example.com", "com"),
        ("a.b.co.uk", "co.uk"),
        ("a.b.ck", "b.ck"),
        ("a.www.ck", "ck"),
        ("a.city.kobe.jp", "kobe.jp"),
        ("a.b.kobe.jp", "b.kobe.jp"),
        ("a..kobe.jp", "jp"),
        ("example.unlisted", "unlisted"),
    ] {
        assert_eq!(public_suffix(rules, domain), suffix, "{domain}");
    }
}

#[test]
fn a_wildcard_inside_a_rule_is_followed() {
    // The list's format allows `*` anywhere as a whole label; the list has none inside a
    // rule today, and the lookup follows them all the same.
    let rules = "b\nc.*.b\n*.x.*.b\n!e.x.y.b\nz.a.b";
    for (domain, suffix) in [
        ("q.c.a.b", "c.a.b"),     // c.*.b
        ("q.z.a.b", "z.a.b"),     // the exact rule beside the wildcard
        ("p.q.x.y.b", "q.x.y.b"), // *.x.*.b
        ("p.e.x.y.b", "x.y.b"),   // !e.x.y.b
        ("q.c..b", "b"),          // `*` matches no empty label
        ("c.b", "b"),
    ] {
        assert_eq!(public_suffix(rules, domain), suffix, "{domain}");
    }
}
