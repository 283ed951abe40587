//! `UrlPatternList`, beyond the standard: many patterns compiled into one matcher that
//! answers the first pattern (in insertion order) matching a URL. The URL is parsed once, and
//! a trie over each pattern's fixed pathname prefix (its leading fixed-text parts) picks the
//! candidates, so a URL only runs the patterns whose prefix it starts with.

use super::error::PatternError;
use super::match_result::{match_inputs, MatchValues, UrlPatternResult};
use super::part::{Modifier, PartType};
use super::url_pattern::{UrlPattern, UrlPatternInput};
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

/// A trie node: children by byte, and the patterns whose fixed prefix ends here.
#[derive(Clone, Debug, Default)]
struct Node {
    children: Vec<(u8, usize)>,
    patterns: Vec<usize>,
}

/// Patterns in insertion order, matched as one.
///
/// ```
/// use railurl::pattern::{UrlPattern, UrlPatternList};
/// let mut routes = UrlPatternList::new();
/// routes.push(UrlPattern::parse("https://example.com/books/:id", None)?);
/// routes.push(UrlPattern::parse("https://example.com/books/*", None)?);
/// routes.push(UrlPattern::parse("https://example.com/*", None)?);
/// let (index, result) = routes.exec("https://example.com/books/42", None)?.unwrap();
/// assert_eq!((index, result.pathname.group("id")), (0, Some(Some("42"))));
/// let (index, _) = routes.exec("https://example.com/about", None)?.unwrap();
/// assert_eq!(index, 2);
/// assert!(routes.exec("https://other.example/", None)?.is_none());
/// # Ok::<(), railurl::pattern::PatternError>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct UrlPatternList {
    patterns: Vec<UrlPattern>,
    nodes: Vec<Node>,
}

/// The fixed text every pathname the pattern matches starts with: its leading fixed-text
/// parts without modifiers, and the prefix of the group after them when that group has no
/// modifier (`(?:<prefix>(…)<suffix>)` must match it). None when the pathname matches
/// case-insensitively.
fn fixed_pathname_prefix(pattern: &UrlPattern) -> String {
    let mut prefix = String::new();
    if pattern.pathname_ignores_case() {
        return prefix;
    }
    for part in pattern.parts("pathname").unwrap_or(&[]) {
        if part.modifier != Modifier::None {
            break;
        }
        if part.kind != PartType::FixedText {
            prefix.push_str(&part.prefix);
            break;
        }
        prefix.push_str(&part.value);
    }
    prefix
}

impl UrlPatternList {
    /// An empty list.
    ///
    /// ```
    /// let routes = railurl::pattern::UrlPatternList::new();
    /// assert!(routes.patterns().is_empty());
    /// assert_eq!(routes.exec("https://example.com/", None), Ok(None));
    /// ```
    pub fn new() -> UrlPatternList {
        UrlPatternList {
            patterns: Vec::new(),
            nodes: vec![Node::default()],
        }
    }

    /// Add `pattern` after the others; its index is the list's length before.
    ///
    /// ```
    /// use railurl::pattern::{UrlPattern, UrlPatternList};
    /// let mut routes = UrlPatternList::new();
    /// routes.push(UrlPattern::parse("https://example.com/*", None)?);
    /// routes.push(UrlPattern::parse("https://example.com/about", None)?);
    /// // Insertion order decides: the first route matches /about too.
    /// let (index, _) = routes.exec("https://example.com/about", None)?.unwrap();
    /// assert_eq!(index, 0);
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn push(&mut self, pattern: UrlPattern) {
        let index = self.patterns.len();
        let mut node = 0;
        for byte in fixed_pathname_prefix(&pattern).bytes() {
            node = match self.nodes[node].children.iter().find(|(b, _)| *b == byte) {
                Some(&(_, child)) => child,
                None => {
                    self.nodes.push(Node::default());
                    let child = self.nodes.len() - 1;
                    self.nodes[node].children.push((byte, child));
                    child
                }
            };
        }
        self.nodes[node].patterns.push(index);
        self.patterns.push(pattern);
    }

    /// The patterns, in insertion order.
    ///
    /// ```
    /// use railurl::pattern::{UrlPattern, UrlPatternList};
    /// let mut routes = UrlPatternList::new();
    /// routes.push(UrlPattern::parse("https://example.com/books/:id", None)?);
    /// assert_eq!(routes.patterns()[0].pathname(), "/books/:id");
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn patterns(&self) -> &[UrlPattern] {
        &self.patterns
    }

    /// The first pattern matching `input` (as [`UrlPattern::exec`] takes it): its index and
    /// result. The same answer as calling `exec` on each pattern in order.
    ///
    /// ```
    /// use railurl::pattern::{PatternErrorKind, UrlPattern, UrlPatternInit, UrlPatternList};
    /// let mut routes = UrlPatternList::new();
    /// routes.push(UrlPattern::parse("https://example.com/books/:id", None)?);
    /// let (_, result) = routes.exec("/books/7", Some("https://example.com"))?.unwrap();
    /// assert_eq!(result.pathname.group("id"), Some(Some("7")));
    /// // As exec: an init with a base URL string is the standard's TypeError.
    /// let error = routes.exec(UrlPatternInit::default(), Some("https://example.com"));
    /// assert_eq!(error.unwrap_err().kind, PatternErrorKind::InitWithBaseUrl);
    /// # Ok::<(), railurl::pattern::PatternError>(())
    /// ```
    pub fn exec(
        &self,
        input: impl Into<UrlPatternInput>,
        base_url: Option<&str>,
    ) -> Result<Option<(usize, UrlPatternResult)>, PatternError> {
        let input = input.into();
        let Some(values) = MatchValues::new(&input, base_url)? else {
            return Ok(None);
        };
        let values = values.components();
        // Candidates: the patterns on the trie path of the pathname (values[5]).
        let mut candidates = self.nodes[0].patterns.clone();
        let mut node = 0;
        for byte in values[5].bytes() {
            match self.nodes[node].children.iter().find(|(b, _)| *b == byte) {
                Some(&(_, child)) => {
                    node = child;
                    candidates.extend_from_slice(&self.nodes[node].patterns);
                }
                None => break,
            }
        }
        candidates.sort_unstable();
        for index in candidates {
            if let Some(mut result) = self.patterns[index].match_components(values) {
                result.inputs = match_inputs(input, base_url);
                return Ok(Some((index, result)));
            }
        }
        Ok(None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Routes whose fixed prefixes nest ("/res9" in "/res99"), with and without the group
    /// prefix "/" that the trie includes: the list answers what `exec` in order answers.
    #[test]
    fn list_agrees_with_exec_in_order_on_nested_prefixes() {
        let routes = [
            "https://e.com/res9/:id",
            "https://e.com/res99/:id",
            "https://e.com/res9:id",
            "https://e.com/res{/:id}?",
            "https://e.com/res(\\d+)/x",
            "https://e.com/*",
        ];
        let patterns: Vec<UrlPattern> = routes
            .iter()
            .map(|r| UrlPattern::parse(r, None).expect("a valid route"))
            .collect();
        let mut list = UrlPatternList::new();
        for pattern in &patterns {
            list.push(pattern.clone());
        }
        for url in [
            "https://e.com/res9/1",
            "https://e.com/res99/1",
            "https://e.com/res999/1",
            "https://e.com/res999",
            "https://e.com/res91",
            "https://e.com/res",
            "https://e.com/res/2",
            "https://e.com/res12/x",
            "https://e.com/other",
            "https://other.com/res9/1",
        ] {
            let looped = patterns
                .iter()
                .enumerate()
                .find_map(|(i, p)| p.exec(url, None).expect("no error").map(|r| (i, r)));
            assert_eq!(list.exec(url, None), Ok(looped), "{url}");
        }
        let first = |url| list.exec(url, None).ok().flatten().map(|(i, _)| i);
        assert_eq!(first("https://e.com/res99/1"), Some(1));
        assert_eq!(first("https://e.com/res999"), Some(2));
        assert_eq!(first("https://e.com/res999/1"), Some(5));
        assert_eq!(first("https://e.com/res12/x"), Some(4));
    }
}
