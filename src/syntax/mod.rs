//! The only module that touches pest. `grammar/url.pest` is compiled into [`UrlGrammar`] by
//! `pest_derive`; [`parse`] runs one of its entry rules and hands back typed [`Node`]s: a rule
//! name ([`Rule`], generated from the grammar, so its variants are the grammar's rule names), a
//! byte span and the matched text. Later layers see no pest types.

use pest::iterators::{Pair, Pairs};
use pest::Parser;

mod generated {
    // pest_derive generates `Rule` (one variant per grammar rule, documented by the rule's
    // `///` comment) and a few items without docs of their own.
    #![allow(missing_docs)]

    /// The parser generated from `grammar/url.pest`.
    #[derive(pest_derive::Parser)]
    #[grammar = "grammar/url.pest"]
    pub struct UrlGrammar;
}

pub use generated::{Rule, UrlGrammar};

/// Which entry rule of the grammar to run. The URL entries mirror the spec's "no scheme state",
/// which dispatches on the base URL; the host entries are the host parser's IPv4 and IPv6 steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// A null base.
    WithoutBase,
    /// A base with an opaque path.
    WithOpaqueBase,
    /// A special base other than file.
    WithSpecialBase,
    /// A file base.
    WithFileBase,
    /// A non-special base with a path list.
    WithBase,
    /// The rest of the input after "scheme:" when the "special relative or authority state"
    /// goes to the "relative state".
    SpecialRelativeAfterScheme,
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
    fn rule(self) -> Rule {
        match self {
            Entry::WithoutBase => Rule::url_without_base,
            Entry::WithOpaqueBase => Rule::url_with_opaque_base,
            Entry::WithSpecialBase => Rule::url_with_special_base,
            Entry::WithFileBase => Rule::url_with_file_base,
            Entry::WithBase => Rule::url_with_base,
            Entry::SpecialRelativeAfterScheme => Rule::special_relative_after_scheme,
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
/// error productions in the tree), so this is a bug in the grammar; it carries the entry rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GrammarMismatch(pub Entry);

/// Run `entry` on `input`, returning the top-level nodes in input order.
pub fn parse(entry: Entry, input: &str) -> Result<Nodes<'_>, GrammarMismatch> {
    UrlGrammar::parse(entry.rule(), input)
        .map(|pairs| Nodes { pairs })
        .map_err(|_| GrammarMismatch(entry))
}

/// A sequence of sibling nodes.
#[derive(Clone)]
pub struct Nodes<'i> {
    pairs: Pairs<'i, Rule>,
}

impl<'i> Iterator for Nodes<'i> {
    type Item = Node<'i>;
    fn next(&mut self) -> Option<Node<'i>> {
        self.pairs.next().map(|pair| Node { pair })
    }
}

/// One node of the parse tree: a grammar rule that matched a span of the input.
#[derive(Clone)]
pub struct Node<'i> {
    pair: Pair<'i, Rule>,
}

impl<'i> Node<'i> {
    /// The grammar rule that matched.
    pub fn rule(&self) -> Rule {
        self.pair.as_rule()
    }

    /// The matched text.
    pub fn text(&self) -> &'i str {
        self.pair.as_str()
    }

    /// The byte offset where the match starts.
    pub fn start(&self) -> usize {
        self.pair.as_span().start()
    }

    /// The byte offset where the match ends.
    pub fn end(&self) -> usize {
        self.pair.as_span().end()
    }

    /// The nodes the rule's own match contains.
    pub fn children(&self) -> Nodes<'i> {
        Nodes {
            pairs: self.pair.clone().into_inner(),
        }
    }
}

impl std::fmt::Debug for Node<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{:?}({}..{}, {:?})",
            self.rule(),
            self.start(),
            self.end(),
            self.text()
        )
    }
}
