//! The parse tree: the tinkering API.
//!
//! This module follows the grammar and changes with it: [`Rule`]'s variants are the rule names
//! of `grammar/url.pest`, and the shape of a [`Tree`] is whatever the grammar's productions
//! say. Programs that only parse URLs need none of it; [`crate::Url`] is the stable API.
//!
//! `build.rs` reads the URL grammar's files ([`GRAMMAR_FILES`]) with its own reader of pest's
//! notation (`build/pest/`) and generates both [`Rule`] and a specialized recognizer, so
//! parsing runs no pest code and building needs none. [`parse`] runs an entry rule and
//! hands back a [`Tree`] of typed [`Node`]s: a rule, a byte span and the matched text. Later
//! layers see no pest types.
//!
//! With the `pest-runtime` feature, pest_derive also compiles the same file onto pest's
//! runtime (`UrlGrammar`, run by `parse_rule_with_pest`): the reference the generated
//! recognizer is tested against. With the `writing` feature (on by default),
//! `grammar/writing.pest`, the strict "URL writing" rules, is compiled by pest_derive into
//! `WritingGrammar` and run by `check_writing`.

pub mod ast;
pub(crate) mod canonical;
#[cfg(not(feature = "std"))]
mod fresh;
mod grammar_files;
mod grammar_sources;
#[cfg(feature = "urlpattern")]
pub mod pattern;
mod recognizer;
mod steps;
#[cfg(feature = "writing")]
mod writing;

#[cfg(feature = "writing")]
pub use writing::{check_writing, writing_entry, WritingGrammar, WritingMismatch, WritingRule};

#[cfg(feature = "pest-runtime")]
use alloc::format;
use alloc::vec::Vec;
#[cfg(feature = "std")]
use core::cell::RefCell;
pub use grammar_files::GRAMMAR_FILES;
pub use grammar_sources::GRAMMAR_SOURCES;
use recognizer::Token;
/// The byte scan of the recognizer's skips, which the percent-encoder's scan shares.
pub(crate) use recognizer::{first_in, utf8_len};

include!(concat!(env!("OUT_DIR"), "/rules.rs"));

#[cfg(feature = "pest-runtime")]
mod oracle {
    // pest_derive generates its own `Rule` (one variant per grammar rule, plus `EOI`) and a
    // few items without docs of their own; `parse_rule_with_pest` maps its rules to
    // [`super::Rule`] by name.
    #![allow(missing_docs)]

    /// The parser generated from `grammar/url.pest` by pest_derive, on pest's runtime.
    #[derive(pest_derive::Parser)]
    #[grammar = "grammar/entry.pest"]
    #[grammar = "grammar/special.pest"]
    #[grammar = "grammar/file.pest"]
    #[grammar = "grammar/non_special.pest"]
    #[grammar = "grammar/path.pest"]
    #[grammar = "grammar/host.pest"]
    pub struct UrlGrammar;
}

/// pest_derive's own rule enum for [`UrlGrammar`] (the same names as [`Rule`], plus pest's
/// `EOI`); [`Rule::to_pest`] converts.
#[cfg(feature = "pest-runtime")]
pub use oracle::Rule as PestRule;
#[cfg(feature = "pest-runtime")]
pub use oracle::UrlGrammar;

#[cfg(feature = "pest-runtime")]
impl Rule {
    /// The same rule in [`UrlGrammar`]'s enum (feature `pest-runtime`), for running it on
    /// pest's runtime. `None` only if the two compilations of the grammar disagree on its
    /// rules, which tests/recognizer.rs rules out.
    ///
    /// ```
    /// use railurl::syntax::{PestRule, Rule};
    /// assert_eq!(Rule::port.to_pest(), Some(PestRule::port));
    /// ```
    pub fn to_pest(self) -> Option<PestRule> {
        // Both enums list the grammar's rules in grammar order.
        PestRule::all_rules()
            .get(self as usize)
            .copied()
            .filter(|r| format!("{r:?}") == self.name())
    }
}

/// Which entry rule of the grammar to run. The URL entries mirror the spec's "no scheme state",
/// which dispatches on the base URL; the host entries are the host parser's IPv4 and IPv6 steps;
/// the override entries are the setters' state overrides.
///
/// ```
/// use railurl::syntax::{parse, Entry, Rule};
/// // Against a file base, "/C|/x" is the file slash state's path.
/// let tree = parse(Entry::WithFileBase, "/C|/x").unwrap();
/// assert_eq!(tree.nodes().next().map(|n| n.rule()), Some(Rule::file_slash_path));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// A null base.
    WithoutBase,
    /// A base with an opaque path.
    WithOpaqueBase,
    /// A special base other than file, when the input's scheme cannot be the base's.
    WithSpecialBase,
    /// An "http" base: a same-scheme reference without "//" is relative.
    WithHttpBase,
    /// An "https" base.
    WithHttpsBase,
    /// A "ws" base.
    WithWsBase,
    /// A "wss" base.
    WithWssBase,
    /// An "ftp" base.
    WithFtpBase,
    /// A file base.
    WithFileBase,
    /// A non-special base with a path list.
    WithBase,
    /// A domain that ends in a number: the IPv4 parser.
    Ipv4Host,
    /// The text between "[" and "]": the IPv6 parser.
    Ipv6Host,
    /// The protocol setter: "scheme start state" override.
    SchemeStateOverride,
    /// The host setter on a special URL.
    SpecialHostStateOverride,
    /// The hostname setter on a special URL.
    SpecialHostnameStateOverride,
    /// The host setter on a non-special URL.
    HostStateOverride,
    /// The hostname setter on a non-special URL.
    HostnameStateOverride,
    /// The host and hostname setters on a file URL.
    FileHostStateOverride,
    /// The port setter.
    PortStateOverride,
    /// The pathname setter on a special URL.
    SpecialPathStartStateOverride,
    /// The pathname setter on a non-special URL.
    PathStartStateOverride,
    /// The search setter.
    QueryStateOverride,
    /// The hash setter.
    FragmentStateOverride,
}

impl Entry {
    /// The URL entry for a base: none, or a base with an opaque path or not, and its scheme.
    /// This is the spec's "no scheme state" dispatch, made before parsing; the special bases
    /// each have their own entry for the "special relative or authority state".
    ///
    /// ```
    /// use railurl::syntax::Entry;
    /// assert_eq!(Entry::for_base(None), Entry::WithoutBase);
    /// assert_eq!(Entry::for_base(Some((false, "https"))), Entry::WithHttpsBase);
    /// assert_eq!(Entry::for_base(Some((true, "mailto"))), Entry::WithOpaqueBase);
    /// assert_eq!(Entry::for_base(Some((false, "file"))), Entry::WithFileBase);
    /// ```
    pub fn for_base(base: Option<(bool, &str)>) -> Entry {
        match base {
            None => Entry::WithoutBase,
            Some((true, _)) => Entry::WithOpaqueBase,
            Some((false, scheme)) => match scheme {
                "file" => Entry::WithFileBase,
                "http" => Entry::WithHttpBase,
                "https" => Entry::WithHttpsBase,
                "ws" => Entry::WithWsBase,
                "wss" => Entry::WithWssBase,
                "ftp" => Entry::WithFtpBase,
                _ => Entry::WithBase,
            },
        }
    }

    /// The grammar rule this entry runs.
    ///
    /// ```
    /// use railurl::syntax::{Entry, Rule};
    /// assert_eq!(Entry::WithoutBase.rule(), Rule::url_without_base);
    /// ```
    pub fn rule(self) -> Rule {
        match self {
            Entry::WithoutBase => Rule::url_without_base,
            Entry::WithOpaqueBase => Rule::url_with_opaque_base,
            Entry::WithSpecialBase => Rule::url_with_special_base,
            Entry::WithFileBase => Rule::url_with_file_base,
            Entry::WithBase => Rule::url_with_base,
            Entry::WithHttpBase => Rule::url_with_http_base,
            Entry::WithHttpsBase => Rule::url_with_https_base,
            Entry::WithWsBase => Rule::url_with_ws_base,
            Entry::WithWssBase => Rule::url_with_wss_base,
            Entry::WithFtpBase => Rule::url_with_ftp_base,
            Entry::Ipv4Host => Rule::ipv4_host,
            Entry::Ipv6Host => Rule::ipv6_host,
            Entry::SchemeStateOverride => Rule::scheme_state_override,
            Entry::SpecialHostStateOverride => Rule::special_host_state_override,
            Entry::SpecialHostnameStateOverride => Rule::special_hostname_state_override,
            Entry::HostStateOverride => Rule::host_state_override,
            Entry::HostnameStateOverride => Rule::hostname_state_override,
            Entry::FileHostStateOverride => Rule::file_host_state_override,
            Entry::PortStateOverride => Rule::port_state_override,
            Entry::SpecialPathStartStateOverride => Rule::special_path_start_state_override,
            Entry::PathStartStateOverride => Rule::path_start_state_override,
            Entry::QueryStateOverride => Rule::query_state_override,
            Entry::FragmentStateOverride => Rule::fragment_state_override,
        }
    }
}

/// The grammar did not match. Every entry rule is written to match any input (failures are
/// error productions in the tree), so this is a bug in the grammar; it carries the rule.
///
/// ```
/// use railurl::syntax::{parse_rule, Rule};
/// // Entry rules match any input; an inner rule may not.
/// assert!(parse_rule(Rule::ipv6_piece, "zz").is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GrammarMismatch(pub Rule);

#[cfg(feature = "std")]
std::thread_local! {
    /// Token lists of finished parses, reused so that parsing allocates no tree. More than one:
    /// the semantic actions parse an IPv4 or IPv6 host with its own entry rule while the URL's
    /// tree is alive.
    static TOKEN_POOL: RefCell<Vec<Vec<Token>>> = const { RefCell::new(Vec::new()) };
}
/// Without std, every parse allocates its token list (no thread-local storage to reuse one).
#[cfg(not(feature = "std"))]
static TOKEN_POOL: fresh::Fresh<Vec<Vec<Token>>> = fresh::Fresh::new();

/// Token lists longer than this are not kept for reuse (a huge input should not pin memory).
const POOL_LIMIT: usize = 4096;

/// How many token lists the pool keeps: one per tree alive at once (the URL's, a host's, and
/// the step of a path's run being read).
const POOL_LISTS: usize = 3;

/// A token list from the pool, or a new one.
fn pooled_tokens() -> Vec<Token> {
    TOKEN_POOL
        .with(|pool| pool.try_borrow_mut().ok().and_then(|mut lists| lists.pop()))
        .unwrap_or_default()
}

/// Give `tokens` back to the pool, emptied, unless it is too long or the pool is full.
fn return_tokens(mut tokens: Vec<Token>) {
    if tokens.capacity() == 0 || tokens.capacity() > POOL_LIMIT {
        return;
    }
    tokens.clear();
    TOKEN_POOL.with(|pool| {
        if let Ok(mut lists) = pool.try_borrow_mut() {
            if lists.len() < POOL_LISTS {
                lists.push(tokens);
            }
        }
    });
}

/// Run `entry` on `input` with the generated recognizer; it must match the whole input.
///
/// ```
/// use railurl::syntax::{parse, Entry, Rule};
/// let tree = parse(Entry::WithoutBase, "https://example.org/a?b").unwrap();
/// let rules: Vec<Rule> = tree.nodes().map(|n| n.rule()).collect();
/// assert_eq!(
///     rules,
///     [Rule::special_scheme, Rule::authority_slashes, Rule::special_host_text, Rule::special_path, Rule::query]
/// );
/// ```
pub fn parse(entry: Entry, input: &str) -> Result<Tree<'_>, GrammarMismatch> {
    let tree = parse_rule(entry.rule(), input)?;
    if tree.end != input.len() {
        return Err(GrammarMismatch(entry.rule()));
    }
    Ok(tree)
}

/// Run any rule of the grammar at the start of `input` with the generated recognizer. Like
/// pest's `Parser::parse`, the rule may match a prefix; [`Tree::end`] says where it ended.
///
/// ```
/// use railurl::syntax::{parse_rule, Rule};
/// let tree = parse_rule(Rule::scheme, "git+ssh://x").unwrap();
/// assert_eq!(tree.end(), 7); // the scheme rule matched a prefix
/// assert_eq!(tree.nodes().next().unwrap().text(), "git+ssh");
/// ```
pub fn parse_rule(rule: Rule, input: &str) -> Result<Tree<'_>, GrammarMismatch> {
    // Spans are stored as u32; longer inputs are refused rather than mis-recorded.
    if u32::try_from(input.len()).is_err() {
        return Err(GrammarMismatch(rule));
    }
    #[cfg(feature = "pest-runtime")]
    if let Some(result) = runtime::parse(rule, input) {
        return result;
    }
    let mut tokens = pooled_tokens();
    match recognizer::recognize(rule, input, &mut tokens) {
        Some(end) => Ok(Tree { input, tokens, end }),
        None => {
            return_tokens(tokens);
            Err(GrammarMismatch(rule))
        }
    }
}

#[cfg(feature = "pest-runtime")]
mod runtime;
#[cfg(feature = "pest-runtime")]
pub use runtime::{with_grammar, RuntimeNode, RuntimeParser};

/// Run any rule with pest's runtime (the [`UrlGrammar`] that pest_derive generates), giving
/// the same kind of tree. The reference the generated recognizer is tested against
/// (feature `pest-runtime`).
///
/// ```
/// use railurl::syntax::{parse_rule, parse_rule_with_pest, Rule};
/// let input = "http://[::1]:8080/a/../b";
/// // The generated recognizer and pest's runtime build the same tree.
/// assert_eq!(parse_rule(Rule::url_without_base, input), parse_rule_with_pest(Rule::url_without_base, input));
/// ```
#[cfg(feature = "pest-runtime")]
pub fn parse_rule_with_pest(rule: Rule, input: &str) -> Result<Tree<'_>, GrammarMismatch> {
    use pest::Parser;
    let oracle_rule = |rule: oracle::Rule| Rule::from_name(&format!("{rule:?}"));
    let pairs = rule
        .to_pest()
        .and_then(|entry| UrlGrammar::parse(entry, input).ok())
        .ok_or(GrammarMismatch(rule))?;
    let mut tokens = Vec::new();
    fn walk(
        pairs: pest::iterators::Pairs<'_, oracle::Rule>,
        tokens: &mut Vec<Token>,
        map: &dyn Fn(oracle::Rule) -> Option<Rule>,
    ) {
        for pair in pairs {
            let index = tokens.len();
            let span = pair.as_span();
            // pest's `EOI` is the one rule the grammar does not name; url.pest never records it.
            let Some(rule) = map(pair.as_rule()) else {
                continue;
            };
            tokens.push(Token {
                rule,
                start: span.start() as u32,
                end: span.end() as u32,
                next: 0,
            });
            walk(pair.into_inner(), tokens, map);
            let next = tokens.len() as u32;
            if let Some(t) = tokens.get_mut(index) {
                t.next = next;
            }
        }
    }
    let end = pairs.clone().last().map_or(0, |p| p.as_span().end());
    walk(pairs, &mut tokens, &oracle_rule);
    Ok(Tree { input, tokens, end })
}

/// A parse tree: the input and its nodes in pre-order.
///
/// ```
/// let tree = railurl::syntax::parse(railurl::syntax::Entry::WithoutBase, "mailto:a@b").unwrap();
/// assert_eq!(tree.input(), "mailto:a@b");
/// assert_eq!(format!("{tree:?}"), r#"[scheme(0..6, "mailto"), opaque_path(7..10, "a@b")]"#);
/// ```
pub struct Tree<'i> {
    input: &'i str,
    tokens: Vec<Token>,
    end: usize,
}

impl<'i> Tree<'i> {
    /// The top-level nodes, in input order.
    ///
    /// ```
    /// let tree = railurl::syntax::parse(railurl::syntax::Entry::WithoutBase, "foo:/a/b").unwrap();
    /// let path = tree.nodes().nth(1).unwrap();
    /// // The first segment, then the others as one run of steps.
    /// assert_eq!(path.children().map(|s| s.text()).collect::<Vec<_>>(), ["a", "/b"]);
    /// ```
    pub fn nodes(&self) -> Nodes<'_, 'i> {
        Nodes {
            input: self.input,
            tokens: &self.tokens,
            next: 0,
            end: self.tokens.len(),
        }
    }

    /// Where the rule's match ended (the input's length when it matched all of it). For a tree
    /// from `parse_rule_with_pest`, where the last top-level node ends.
    ///
    /// ```
    /// let tree = railurl::syntax::parse(railurl::syntax::Entry::WithoutBase, "x:y").unwrap();
    /// assert_eq!(tree.end(), 3);
    /// ```
    pub fn end(&self) -> usize {
        self.end
    }

    /// The input the tree was parsed from.
    ///
    /// ```
    /// let tree = railurl::syntax::parse(railurl::syntax::Entry::WithoutBase, "x:y").unwrap();
    /// assert_eq!(tree.input(), "x:y");
    /// ```
    pub fn input(&self) -> &'i str {
        self.input
    }
}

impl PartialEq for Tree<'_> {
    fn eq(&self, other: &Tree<'_>) -> bool {
        self.input == other.input && self.tokens == other.tokens
    }
}

impl core::fmt::Debug for Tree<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.nodes()).finish()
    }
}

impl Drop for Tree<'_> {
    fn drop(&mut self) {
        return_tokens(core::mem::take(&mut self.tokens));
    }
}

/// A sequence of sibling nodes of a tree borrowed for `'t`, over an input that lives for `'i`.
///
/// ```
/// let tree = railurl::syntax::parse(railurl::syntax::Entry::WithoutBase, "http://h/a/b").unwrap();
/// assert_eq!(tree.nodes().count(), 4); // scheme, "//", host, path
/// ```
#[derive(Clone)]
pub struct Nodes<'t, 'i> {
    input: &'i str,
    tokens: &'t [Token],
    next: usize,
    end: usize,
}

impl<'t, 'i> Iterator for Nodes<'t, 'i> {
    type Item = Node<'t, 'i>;
    fn next(&mut self) -> Option<Node<'t, 'i>> {
        if self.next >= self.end {
            return None;
        }
        let token = *self.tokens.get(self.next)?;
        let node = Node {
            input: self.input,
            tokens: self.tokens,
            index: self.next,
            token,
        };
        // `next` always moves forward; a malformed list ends the iteration instead of looping.
        self.next = (token.next as usize).max(self.next + 1);
        Some(node)
    }
}

/// One node of the parse tree: a grammar rule that matched a span of the input. Its text
/// borrows the input (`'i`), not the tree (`'t`).
///
/// ```
/// use railurl::syntax::{parse, Entry, Rule};
/// let tree = parse(Entry::WithoutBase, "http://u:p@h/").unwrap();
/// let userinfo = tree.nodes().nth(2).unwrap();
/// assert_eq!((userinfo.rule(), userinfo.text()), (Rule::special_userinfo, "u:p@"));
/// assert_eq!((userinfo.start(), userinfo.end()), (7, 11));
/// ```
#[derive(Clone, Copy)]
pub struct Node<'t, 'i> {
    input: &'i str,
    tokens: &'t [Token],
    index: usize,
    token: Token,
}

impl<'t, 'i> Node<'t, 'i> {
    /// The grammar rule that matched.
    ///
    /// ```
    /// let tree = railurl::syntax::parse(railurl::syntax::Entry::WithoutBase, "FILE:x").unwrap();
    /// assert_eq!(tree.nodes().next().unwrap().rule(), railurl::syntax::Rule::file_scheme);
    /// ```
    pub fn rule(&self) -> Rule {
        self.token.rule
    }

    /// The matched text.
    ///
    /// ```
    /// let tree = railurl::syntax::parse(railurl::syntax::Entry::WithoutBase, "FILE:x").unwrap();
    /// assert_eq!(tree.nodes().next().unwrap().text(), "FILE");
    /// ```
    pub fn text(&self) -> &'i str {
        self.input
            .get(self.token.start as usize..self.token.end as usize)
            .unwrap_or("")
    }

    /// The byte offset where the match starts.
    ///
    /// ```
    /// let tree = railurl::syntax::parse(railurl::syntax::Entry::WithoutBase, "a:b?c").unwrap();
    /// assert_eq!(tree.nodes().last().unwrap().start(), 4);
    /// ```
    pub fn start(&self) -> usize {
        self.token.start as usize
    }

    /// The byte offset where the match ends.
    ///
    /// ```
    /// let tree = railurl::syntax::parse(railurl::syntax::Entry::WithoutBase, "a:b?c").unwrap();
    /// assert_eq!(tree.nodes().next().unwrap().end(), 1);
    /// ```
    pub fn end(&self) -> usize {
        self.token.end as usize
    }

    /// The nodes the rule's own match contains.
    ///
    /// ```
    /// let tree = railurl::syntax::parse(railurl::syntax::Entry::Ipv4Host, "1.0x2").unwrap();
    /// let parts: Vec<_> = tree.nodes().next().unwrap().children().map(|p| p.rule()).collect();
    /// assert_eq!(parts, [railurl::syntax::Rule::ipv4_decimal, railurl::syntax::Rule::ipv4_hex]);
    /// ```
    pub fn children(&self) -> Nodes<'t, 'i> {
        Nodes {
            input: self.input,
            tokens: self.tokens,
            next: self.index + 1,
            end: (self.token.next as usize).min(self.tokens.len()),
        }
    }
}

impl core::fmt::Debug for Node<'_, '_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "{:?}({}..{}, {:?})",
            self.rule(),
            self.start(),
            self.end(),
            self.text()
        )?;
        let children: Vec<Node<'_, '_>> = self.children().collect();
        if !children.is_empty() {
            f.debug_list().entries(children).finish()?;
        }
        Ok(())
    }
}
