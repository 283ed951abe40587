//! The grammar's entry rules: which one a parse runs, chosen from the base URL as the spec's
//! "no scheme state" does, or from the host parser's step or the setter's state override.

use super::rule::Rule;

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
