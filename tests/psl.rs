//! Public suffixes and registrable domains ("Host miscellaneous"): the URL Standard's example
//! table, every case of the list's own tests (`tests/data/psl/test_psl.txt`), and the compiled
//! lookup against a second, plain formulation of the list's formal algorithm over the list
//! file itself, on hosts made from every rule.

use railurl::psl::{self, Sections};
use railurl::{parse_host, Host, Url};
use std::collections::HashMap;

#[path = "support/psl_cases.rs"]
mod psl_cases;
use psl_cases::{list_test_cases, SPEC_TABLE};

#[test]
fn the_spec_table_through_hosts_and_urls() {
    for (input, suffix, registrable) in SPEC_TABLE {
        let host = parse_host(input, true).unwrap();
        assert_eq!(host.public_suffix(), suffix, "{input}");
        assert_eq!(host.registrable_domain(), registrable, "{input}");
        let url = Url::parse(&format!("https://{input}/path")).unwrap();
        assert_eq!(url.public_suffix(), suffix, "{input}");
        assert_eq!(url.registrable_domain(), registrable, "{input}");
    }
}

#[test]
fn every_case_of_the_lists_own_tests() {
    for (input, expected) in list_test_cases() {
        // The expected domain in the form the spec answers in: ASCII.
        let expected = expected.map(|e| match parse_host(&e, true).unwrap() {
            Host::Domain(d) => d.into_owned(),
            other => panic!("{other:?}"),
        });
        let Some(input) = input else {
            // `null` is no host at all: a URL whose host is null.
            let url = Url::parse("mailto:someone@example.com").unwrap();
            assert_eq!(
                (url.registrable_domain(), expected.as_deref()),
                (None, None)
            );
            continue;
        };
        let host = parse_host(&input, true).unwrap();
        assert_eq!(host.registrable_domain(), expected.as_deref(), "{input}");
        let url = Url::parse(&format!("http://{input}/")).unwrap();
        assert_eq!(url.registrable_domain(), expected.as_deref(), "{input}");
        if input.is_ascii() {
            // The plain function matches ASCII letters in any case, and answers in the
            // input's.
            let plain = psl::registrable_domain(&input).map(str::to_ascii_lowercase);
            assert_eq!(plain, expected, "{input}");
        }
    }
}

#[test]
fn idna_and_trailing_dot_hosts() {
    let cases = [
        (
            "食狮.公司.cn.",
            Some("xn--55qx5d.cn."),
            Some("xn--85x722f.xn--55qx5d.cn."),
        ),
        ("WWW.Bücher.DE", Some("de"), Some("xn--bcher-kva.de")),
        ("ｅｘａｍｐｌｅ。ｃｏｍ", Some("com"), Some("example.com")),
        ("a.b.c.kobe.jp.", Some("c.kobe.jp."), Some("b.c.kobe.jp.")),
        ("www.city.kobe.jp.", Some("kobe.jp."), Some("city.kobe.jp.")),
        ("com.", Some("com."), None),
        ("github.io.", Some("github.io."), None),
        (".", Some("."), None),
        ("..", Some("."), None),
    ];
    for (input, suffix, registrable) in cases {
        let host = parse_host(input, true).unwrap();
        assert_eq!(host.public_suffix(), suffix, "{input}");
        assert_eq!(host.registrable_domain(), registrable, "{input}");
        // The spec's assertion: both are ASCII and end with the host's trailing dot.
        let dot = input.ends_with('.') || input.ends_with('。');
        for answer in [host.public_suffix(), host.registrable_domain()]
            .into_iter()
            .flatten()
        {
            assert!(
                answer.is_ascii() && answer.ends_with('.') == dot,
                "{input}: {answer}"
            );
        }
    }
}

#[test]
fn single_label_hosts() {
    for (input, suffix) in [
        ("localhost", "localhost"),
        ("com", "com"),
        ("unlisted", "unlisted"),
    ] {
        let host = parse_host(input, true).unwrap();
        assert_eq!(host.public_suffix(), Some(suffix));
        assert_eq!(
            host.registrable_domain(),
            None,
            "{input} is its own public suffix"
        );
    }
    // An opaque host is never a domain, even if it reads like one.
    let url = Url::parse("foo://example.com/").unwrap();
    assert_eq!(
        (url.public_suffix(), url.registrable_domain()),
        (None, None)
    );
    for input in [
        "file:///etc/hosts",
        "http://127.0.0.1/",
        "http://[::1]/",
        "data:,x",
    ] {
        let url = Url::parse(input).unwrap();
        assert_eq!(
            (url.public_suffix(), url.registrable_domain()),
            (None, None),
            "{input}"
        );
    }
}

#[test]
fn empty_labels() {
    // A leading dot: the list's own tests say null; an empty label before the public suffix
    // would make a registrable domain that starts with a dot.
    for input in [".example.com", "a..com", ".com", "x..c.kobe.jp"] {
        assert_eq!(psl::registrable_domain(input), None, "{input}");
    }
    // `*` matches no empty label: `*.kobe.jp` does not make `.kobe.jp` a public suffix.
    assert_eq!(psl::public_suffix("x..kobe.jp"), Some("jp"));
    assert_eq!(psl::registrable_domain("x..kobe.jp"), Some("kobe.jp"));
    assert_eq!(
        psl::registrable_domain("a..www.example.com"),
        Some("example.com")
    );
    assert_eq!(psl::public_suffix("a..com"), Some("com"));
}

/// The list file read plainly: each rule's text (labels in ASCII, `*` kept) with its
/// section and whether it is an exception.
struct PlainList {
    rules: HashMap<String, (bool, bool)>,
}

/// A label as the host parser writes it (the list holds Unicode labels as they are).
fn ascii_label(label: &str) -> String {
    if label == "*" {
        return label.to_owned();
    }
    idna::domain_to_ascii(label).expect("a list label is a valid domain")
}

impl PlainList {
    fn read() -> PlainList {
        let text = include_str!("../data/psl/public_suffix_list.dat");
        let mut rules = HashMap::new();
        let mut icann = None;
        for line in text.lines() {
            match line.trim() {
                "// ===BEGIN ICANN DOMAINS===" => icann = Some(true),
                "// ===BEGIN PRIVATE DOMAINS===" => icann = Some(false),
                l if l.starts_with("// ===END") => icann = None,
                l if l.is_empty() || l.starts_with("//") => {}
                l => {
                    let rule = l.split_whitespace().next().unwrap();
                    let (exception, rule) = match rule.strip_prefix('!') {
                        Some(r) => (true, r),
                        None => (false, rule),
                    };
                    let labels: Vec<String> = rule.split('.').map(ascii_label).collect();
                    // The plain algorithm below knows wildcards only as the leftmost label,
                    // which is all the list has; it would need extending otherwise.
                    assert!(labels.iter().skip(1).all(|l| l != "*"), "{rule}");
                    let section = icann.expect("a rule inside a section");
                    rules.insert(labels.join("."), (section, exception));
                }
            }
        }
        PlainList { rules }
    }

    /// The formal algorithm, step by step, on `domain`'s labels: the public suffix and the
    /// registrable domain (with railurl's documented nulls for empty labels).
    fn answer(&self, domain: &str, icann_only: bool) -> (String, Option<String>) {
        let (body, dot) = match domain.strip_suffix('.') {
            Some(body) => (body, "."),
            None => (domain, ""),
        };
        let labels: Vec<&str> = body.split('.').collect();
        let n = labels.len();
        let counts = |key: &str, exception: bool| {
            self.rules
                .get(key)
                .is_some_and(|&(icann, e)| e == exception && (icann || !icann_only))
        };
        // 1. The matching rules, by how many labels they have.
        let (mut longest, mut exception) = (1, None);
        for k in 1..=n {
            let suffix = labels[n - k..].join(".");
            let wildcard = format!("*.{}", labels[n - k + 1..].join("."));
            // `*` matches "any valid sequence of characters in a hostname part".
            let star = k > 1 && !labels[n - k].is_empty() && counts(&wildcard, false);
            if counts(&suffix, false) || star {
                longest = k;
            }
            if counts(&suffix, true) {
                exception = Some(k - 1);
            }
        }
        // 3-5. An exception prevails, less its leftmost label; else the longest rule.
        let k = exception.unwrap_or(longest);
        let suffix = format!("{}{dot}", labels[n - k..].join("."));
        let registrable = (k < n && !domain.starts_with('.') && !labels[n - k - 1].is_empty())
            .then(|| format!("{}{dot}", labels[n - k - 1..].join(".")));
        (suffix, registrable)
    }
}

/// Hosts made from every rule: the rule itself (`*` as a label), one and two labels more, a
/// trailing dot, and the rule's labels under other rules' labels.
fn hosts_from_rules(list: &PlainList) -> Vec<String> {
    let mut hosts = Vec::new();
    let mut pool: Vec<&str> = list
        .rules
        .keys()
        .filter_map(|r| r.split('.').next())
        .collect();
    pool.sort_unstable();
    pool.dedup();
    let mut keys: Vec<&String> = list.rules.keys().collect();
    keys.sort_unstable();
    for (i, rule) in keys.iter().enumerate() {
        let base = rule.replace('*', "w");
        let extra = pool[i * 7919 % pool.len()];
        for host in [
            base.clone(),
            format!("x.{base}"),
            format!("y.x.{base}"),
            format!("{extra}.{base}"),
            format!("a.{extra}.{base}"),
            format!("{base}."),
            format!("x.{base}."),
            format!("{}.{base}", base.to_ascii_uppercase()),
        ] {
            hosts.push(host);
        }
    }
    hosts
}

#[test]
fn the_compiled_lookup_agrees_with_the_formal_algorithm_on_every_rule() {
    let list = PlainList::read();
    assert_eq!(
        list.rules.len(),
        psl::LIST.icann_rules + psl::LIST.private_rules,
        "the build step reads as many rules (no duplicates in the list)"
    );
    let hosts = hosts_from_rules(&list);
    for host in &hosts {
        let lower = host.to_ascii_lowercase();
        for (sections, icann_only) in [(Sections::All, false), (Sections::Icann, true)] {
            let (suffix, registrable) = list.answer(&lower, icann_only);
            let got = (
                sections.public_suffix(host).map(str::to_ascii_lowercase),
                sections
                    .registrable_domain(host)
                    .map(str::to_ascii_lowercase),
            );
            assert_eq!(got, (Some(suffix), registrable), "{host} ({sections:?})");
        }
    }
    assert!(hosts.len() > 80_000);
}

#[test]
fn the_icann_section_alone() {
    let cases = [
        (
            "a.b.blogspot.com",
            "com",
            "blogspot.com",
            "blogspot.com",
            "b.blogspot.com",
        ),
        (
            "www.example.co.uk",
            "co.uk",
            "example.co.uk",
            "co.uk",
            "example.co.uk",
        ),
        ("x.github.io", "io", "github.io", "github.io", "x.github.io"),
    ];
    for (host, icann_suffix, icann_domain, suffix, domain) in cases {
        let url = Url::parse(&format!("https://{host}/")).unwrap();
        assert_eq!(url.public_suffix_in(Sections::Icann), Some(icann_suffix));
        assert_eq!(
            url.registrable_domain_in(Sections::Icann),
            Some(icann_domain)
        );
        assert_eq!(url.public_suffix_in(Sections::All), Some(suffix));
        assert_eq!(url.registrable_domain_in(Sections::All), Some(domain));
    }
}
