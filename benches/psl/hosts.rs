//! The hosts and lookups of benches/psl.rs and examples/psl_profile.rs: railurl's
//! registrable-domain lookup (`railurl::psl`, the list compiled by build/psl/) against the
//! `psl` crate's (its own copy of the list, compiled to code) and the `publicsuffix` crate's
//! (the same list file as railurl's, `data/psl/public_suffix_list.dat`, read at start). Each
//! looks up a host's registrable domain by the whole list (ICANN and private sections) and
//! answers its length, 0 for none.
//!
//! The sets, both of ASCII domains as the host parser gives them:
//! - `corpus`: the domains of the real-URL corpus (tests/data/corpus.txt);
//! - `rules`: `www.example.` before each rule of the list (a wildcard's `*` made `w`, an
//!   exception's `!` dropped), so that every rule, the deep ones included, is looked up.
#![allow(dead_code)]

use publicsuffix::Psl as _;
use railurl::{parse_host, Host, Url};

/// The list railurl compiles, which the `publicsuffix` crate reads at run time.
pub const LIST: &str = include_str!("../../data/psl/public_suffix_list.dat");

/// The names of the lookups, railurl's first.
pub const LOOKUPS: [&str; 3] = ["railurl", "psl", "publicsuffix"];

/// The set called `name` (`corpus` or `rules`).
pub fn set(name: &str) -> Vec<String> {
    match name {
        "rules" => rule_hosts(),
        _ => corpus_hosts(),
    }
}

/// The domains of the corpus's URLs, in the corpus's order.
fn corpus_hosts() -> Vec<String> {
    let text = include_str!("../../tests/data/corpus.txt");
    text.lines()
        .filter_map(|line| Url::parse(line).ok())
        .filter(|url| url.public_suffix().is_some())
        .map(|url| url.hostname().to_owned())
        .collect()
}

/// `www.example.` before each rule of the list.
fn rule_hosts() -> Vec<String> {
    LIST.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with("//"))
        .filter_map(|rule| {
            let rule = rule.trim_start_matches('!').replace('*', "w");
            match parse_host(&format!("www.example.{rule}"), true).ok()? {
                Host::Domain(domain) => Some(domain.into_owned()),
                _ => None,
            }
        })
        .collect()
}

/// The `publicsuffix` crate's list, read from [`LIST`].
pub fn publicsuffix_list() -> publicsuffix::List {
    LIST.parse().expect("publicsuffix reads the list")
}

/// railurl's lookup.
pub fn railurl(host: &str) -> usize {
    railurl::psl::registrable_domain(host).map_or(0, str::len)
}

/// The `psl` crate's.
pub fn psl(host: &str) -> usize {
    psl_crate::domain(host.as_bytes()).map_or(0, |d| d.as_bytes().len())
}

/// The `publicsuffix` crate's, on `list`.
pub fn publicsuffix(list: &publicsuffix::List, host: &str) -> usize {
    list.domain(host.as_bytes())
        .map_or(0, |d| d.as_bytes().len())
}
