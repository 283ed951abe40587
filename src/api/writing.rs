//! The valid-URL-string checker: "A valid URL string defines what input would not trigger a
//! validation error or failure when given to the URL parser." The "URL writing" and "host
//! writing" sections are `grammar/writing.pest`; what they say procedurally (a valid domain)
//! is checked here on each domain the grammar finds.

use super::url::Url;
use crate::code_points::is_url_code_point;
use crate::host::{domain_parser, ends_in_a_number};
use crate::syntax::{check_writing, writing_entry};
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

/// Why a string is not a valid URL string: where the first mismatch is (a byte offset of the
/// input), the code point found there (`None` at the end), and what the spec's productions
/// allow there, in the spec's words.
///
/// ```
/// let mismatch = railurl::is_valid_url_string("https://example.org/a b", None).unwrap_err();
/// assert_eq!(mismatch.at, 21);
/// assert_eq!(mismatch.found, Some(' '));
/// assert_eq!(
///     mismatch.to_string(),
///     "at byte 21, found ' ': expected a URL unit (a URL code point or a percent-encoded byte), \
///      or the end of the input"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// The byte offset of the first mismatch.
    pub at: usize,
    /// The code point at `at`, or `None` at the end of the input.
    pub found: Option<char>,
    /// What would have matched at `at`, each in the spec's words.
    pub expected: Vec<&'static str>,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.found {
            Some(c) => write!(f, "at byte {}, found {c:?}: expected ", self.at)?,
            None => write!(f, "at byte {} (the end): expected ", self.at)?,
        }
        match self.expected.split_last() {
            None => f.write_str("nothing more"),
            Some((last, [])) => f.write_str(last),
            Some((last, init)) => write!(f, "{}, or {last}", init.join(", ")),
        }
    }
}

impl core::error::Error for Mismatch {}

/// Whether `input` is a valid URL string (given `base`, which decides the relative forms),
/// per the "URL writing" and "host writing" sections. Parsing such a string signals no
/// validation error, and the other way around (see tests/writing.rs for where the two part).
///
/// ```
/// use railurl::{is_valid_url_string, Url};
/// assert!(is_valid_url_string("https://example.com/././foo", None).is_ok());
/// assert!(is_valid_url_string("https:example.org", None).is_err());
/// let base = Url::parse("https://example.com/")?;
/// assert!(is_valid_url_string("hello:world", Some(&base)).is_ok());
/// assert!(is_valid_url_string("\\example\\..\\demo/.\\", Some(&base)).is_err());
/// assert_eq!(is_valid_url_string("example", None).unwrap_err().at, 7);
/// # Ok::<(), railurl::ParseError>(())
/// ```
pub fn is_valid_url_string(input: &str, base: Option<&Url>) -> Result<(), Mismatch> {
    let entry = writing_entry(base.map(|b| (b.has_opaque_path(), b.scheme())));
    let domains = check_writing(entry, input).map_err(|m| {
        let found = input.get(m.at..).and_then(|rest| rest.chars().next());
        let mut expected: Vec<&'static str> = Vec::new();
        if found.is_some_and(|c| !is_url_code_point(c)) {
            expected.push("a URL unit (a URL code point or a percent-encoded byte)");
        }
        for rule in m.expected {
            let words = rule.spec_words();
            if !expected.contains(&words) {
                expected.push(words);
            }
        }
        Mismatch {
            at: m.at,
            found,
            expected,
        }
    })?;
    for span in domains {
        let domain = input.get(span.clone()).unwrap_or("");
        if !is_valid_domain(domain) {
            return Err(Mismatch {
                at: span.start,
                found: domain.chars().next(),
                expected: vec![
                    "a valid host string: a valid domain (the domain parser with beStrict true \
                     succeeds and the result does not end in a number), a valid IPv4-address \
                     string, or \"[\", a valid IPv6-address string and \"]\"",
                ],
            });
        }
    }
    Ok(())
}

/// "A string input is a valid domain if these steps return true: let domain be the result of
/// running domain parser with input and true; if domain is failure, then return false; if
/// running the ends in a number checker on domain returns true, then return false; return
/// true." (When the strict run succeeds, its result is the relaxed run's result.)
fn is_valid_domain(input: &str) -> bool {
    match domain_parser(input, true) {
        Ok(parsed) => !parsed.strict_failed && !ends_in_a_number(&parsed.domain),
        Err(_) => false,
    }
}
