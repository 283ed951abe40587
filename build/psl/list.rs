//! Reading `public_suffix_list.dat` as the list's format says
//! (<https://github.com/publicsuffix/list/wiki/Format>): one rule per line, read up to the
//! first whitespace; `//` comment lines; `*` as a whole label is a wildcard; `!` before a rule
//! makes it an exception; the `===BEGIN ICANN DOMAINS===` and `===BEGIN PRIVATE DOMAINS===`
//! comments open the two sections. Labels outside ASCII become their Punycode A-labels
//! (`xn--...`, RFC 3492), the form the URL Standard's host parser gives hosts.
//!
//! The header's `// VERSION:` and `// COMMIT:` lines (which the copy publicsuffix.org serves
//! has) name the list's version.

use super::punycode;
use crate::common::{Source, SourceError};

/// Which section of the list a rule is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Section {
    /// Between `===BEGIN ICANN DOMAINS===` and `===END ICANN DOMAINS===`.
    Icann,
    /// Between `===BEGIN PRIVATE DOMAINS===` and `===END PRIVATE DOMAINS===`.
    Private,
}

/// One rule of the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    /// The rule's labels from the rightmost (the top-level label) to the leftmost, in ASCII
    /// (A-labels), `*` for a wildcard label.
    pub labels: Vec<String>,
    /// An exception rule (`!` in the list).
    pub exception: bool,
    /// Its section.
    pub section: Section,
}

/// The list: its rules and its version.
#[derive(Clone, Debug, Default)]
pub struct List {
    /// The rules in the list's order.
    pub rules: Vec<Rule>,
    /// The `// VERSION:` line's value (publicsuffix.org writes the time the list was built,
    /// `2026-08-19_19-18-36_UTC`).
    pub version: String,
    /// The `// COMMIT:` line's value: the list repository's commit.
    pub commit: String,
}

/// Read the list in `source`; every problem found, each at its line.
pub fn read(source: &Source) -> Result<List, Vec<SourceError>> {
    let mut list = List::default();
    let mut errors = Vec::new();
    let mut section = None;
    let mut offset = 0;
    for line in source.text.split_inclusive('\n') {
        let at = offset;
        offset += line.len();
        let error = |message: String| SourceError::at(&source.file, &source.text, at, message);
        let line = line.trim_end_matches(['\n', '\r']);
        if let Some(comment) = line.trim_start().strip_prefix("//") {
            if let Err(message) = read_comment(comment.trim(), &mut list, &mut section) {
                errors.push(error(message));
            }
            continue;
        }
        // "Each line is only read up to the first whitespace."
        let Some(text) = line.split_whitespace().next() else {
            continue;
        };
        let Some(in_section) = section else {
            errors.push(error(format!(
                "rule `{text}` outside the ICANN and private sections"
            )));
            continue;
        };
        match read_rule(text, in_section) {
            Ok(rule) => list.rules.push(rule),
            Err(message) => errors.push(error(format!("rule `{text}`: {message}"))),
        }
    }
    if section.is_some() {
        errors.push(SourceError::at(
            &source.file,
            &source.text,
            source.text.len(),
            "a section is not closed (no `===END ... DOMAINS===`)",
        ));
    }
    for (name, value) in [("VERSION", &list.version), ("COMMIT", &list.commit)] {
        if value.is_empty() {
            errors.push(SourceError::at(
                &source.file,
                &source.text,
                0,
                format!(
                    "no `// {name}: ...` line: take the list from \
                     https://publicsuffix.org/list/public_suffix_list.dat, whose header has \
                     `// VERSION:` and `// COMMIT:` (see data/psl/README.md)"
                ),
            ));
        }
    }
    if errors.is_empty() {
        Ok(list)
    } else {
        Err(errors)
    }
}

/// A comment line's meaning: a section marker, the version or the commit, or nothing.
fn read_comment(
    comment: &str,
    list: &mut List,
    section: &mut Option<Section>,
) -> Result<(), String> {
    let marker = |name: &str| comment == format!("==={name} DOMAINS===");
    if marker("BEGIN ICANN") || marker("BEGIN PRIVATE") {
        if section.is_some() {
            return Err("a section begins inside another".into());
        }
        *section = Some(if marker("BEGIN ICANN") {
            Section::Icann
        } else {
            Section::Private
        });
    } else if marker("END ICANN") || marker("END PRIVATE") {
        let expected = if marker("END ICANN") {
            Section::Icann
        } else {
            Section::Private
        };
        if *section != Some(expected) {
            return Err("a section ends that is not open".into());
        }
        *section = None;
    } else if let Some(version) = comment.strip_prefix("VERSION:") {
        list.version = version.trim().to_owned();
    } else if let Some(commit) = comment.strip_prefix("COMMIT:") {
        list.commit = commit.trim().to_owned();
    }
    Ok(())
}

/// One rule's text (`*.kobe.jp`, `!city.kobe.jp`, `公司.cn`).
fn read_rule(text: &str, section: Section) -> Result<Rule, String> {
    let (exception, body) = match text.strip_prefix('!') {
        Some(body) => (true, body),
        None => (false, text),
    };
    let mut labels = Vec::new();
    for label in body.split('.').rev() {
        labels.push(read_label(label)?);
    }
    if exception {
        // An exception names a node below a wildcard: `!city.kobe.jp` under `*.kobe.jp`.
        if labels.len() < 2 {
            return Err("an exception rule needs two labels or more".into());
        }
        if labels.last().is_some_and(|l| l == "*") {
            return Err("an exception's own label cannot be a wildcard".into());
        }
    }
    Ok(Rule {
        labels,
        exception,
        section,
    })
}

/// One label in ASCII: `*`, an ASCII label lowercased, or the A-label of a Unicode label.
fn read_label(label: &str) -> Result<String, String> {
    if label.is_empty() {
        return Err("an empty label".into());
    }
    if label == "*" {
        return Ok(label.to_owned());
    }
    if let Some(c) = label
        .chars()
        .find(|&c| c.is_control() || matches!(c, '*' | '!' | '/' | ':' | '@' | '%'))
    {
        return Err(format!("{c:?} in a label"));
    }
    let ascii = if label.is_ascii() {
        label.to_ascii_lowercase()
    } else {
        format!("xn--{}", punycode::encode(label)?)
    };
    if ascii.len() > super::format::MAX_LABEL {
        return Err(format!(
            "the label `{ascii}` is longer than {} bytes",
            super::format::MAX_LABEL
        ));
    }
    Ok(ascii)
}
