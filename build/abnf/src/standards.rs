//! The table of grammars build.rs compiles: for each standard its files, the entry rules that
//! become recognizers, the summary rules allowed to stay unused, and the rule boundaries the
//! recognizers record (captures).
//!
//! A capture names a rule, optionally only where another rule's definition refers to it
//! (`host/IPv4address`: the IPv4address that is a host, not the one inside an IPv6 address),
//! and whether its start, its end, or both are recorded. Captures are component boundaries:
//! everything else about a component (where it ends when only its start is recorded, which
//! production matched when no tag of its own says so) follows from them in the syntax module.

use super::grammar::{Role, Source};
use super::lex::Notation;

/// A rule boundary the recognizer records.
#[derive(Clone, Copy, Debug)]
pub struct Capture {
    /// Only references inside this rule's definition (case-insensitive), or every reference.
    pub parent: Option<&'static str>,
    /// The rule (case-insensitive).
    pub rule: &'static str,
    /// Record where it starts.
    pub start: bool,
    /// Record where it ends.
    pub end: bool,
}

const fn starts(rule: &'static str) -> Capture {
    Capture {
        parent: None,
        rule,
        start: true,
        end: false,
    }
}

const fn ends(rule: &'static str) -> Capture {
    Capture {
        parent: None,
        rule,
        start: false,
        end: true,
    }
}

const fn spans(rule: &'static str) -> Capture {
    Capture {
        parent: None,
        rule,
        start: true,
        end: true,
    }
}

const fn starts_in(parent: &'static str, rule: &'static str) -> Capture {
    Capture {
        parent: Some(parent),
        rule,
        start: true,
        end: false,
    }
}

/// One grammar and what to generate from it.
#[derive(Clone, Copy, Debug)]
pub struct Standard {
    /// The name of the generated file and module (`rfc3986` gives `$OUT_DIR/abnf_rfc3986.rs`).
    pub name: &'static str,
    /// Its files, in order.
    pub sources: &'static [Source],
    /// The rules compiled to recognizers (each matches a whole input).
    pub entries: &'static [&'static str],
    /// Rules the RFC defines for the reader that no entry uses.
    pub summaries: &'static [&'static str],
    /// The boundaries the recognizers record.
    pub captures: &'static [Capture],
}

const CORE: Source = Source {
    path: "grammar/rfc5234-core.abnf",
    role: Role::Library,
    notation: Notation::Abnf,
};

const RFC3986_FILE: Source = Source {
    path: "grammar/rfc3986.abnf",
    role: Role::Main,
    notation: Notation::Abnf,
};

/// RFC 3986's components (section 3) and which production each is: the boundaries that are
/// not fixed by a delimiter next to another one (the authority lies between "//" and
/// `path-abempty`, `hier-part = "//" authority path-abempty`; the host between the
/// userinfo's "@" or the authority's start and the port's ":" or the authority's end), and a
/// tag for each production that decides a kind (IP literal, IPv4 address, IPvFuture, which
/// path).
const RFC3986_CAPTURES: [Capture; 13] = [
    ends("scheme"),
    ends("userinfo"),
    starts_in("host", "IP-literal"),
    starts_in("host", "IPv4address"),
    starts_in("IP-literal", "IPvFuture"),
    starts("port"),
    starts("path-abempty"),
    starts("path-absolute"),
    starts("path-noscheme"),
    starts("path-rootless"),
    starts("path-empty"),
    starts("query"),
    starts("fragment"),
];

/// RFC 3986, Appendix A.
pub const RFC3986: Standard = Standard {
    name: "rfc3986",
    sources: &[CORE, RFC3986_FILE],
    entries: &["URI-reference", "URI", "absolute-URI"],
    summaries: &["path", "reserved"],
    captures: &RFC3986_CAPTURES,
};

/// RFC 3986 updated by RFC 6874 (zone identifiers in IPv6 literals).
pub const RFC6874: Standard = Standard {
    name: "rfc6874",
    sources: &[
        CORE,
        RFC3986_FILE,
        Source {
            path: "grammar/rfc6874.abnf",
            role: Role::Update,
            notation: Notation::Abnf,
        },
    ],
    entries: &["URI-reference"],
    summaries: &["path", "reserved", "absolute-URI"],
    captures: &RFC6874_CAPTURES,
};

/// RFC 3986's captures and RFC 6874's `ZoneID` (`IPv6addrz = IPv6address "%25" ZoneID`).
const RFC6874_CAPTURES: [Capture; 14] = {
    let mut captures = [starts("ZoneID"); 14];
    let mut i = 0;
    while i < RFC3986_CAPTURES.len() {
        captures[i] = RFC3986_CAPTURES[i];
        i += 1;
    }
    captures
};

/// RFC 3987, section 2.2.
pub const RFC3987: Standard = Standard {
    name: "rfc3987",
    sources: &[
        CORE,
        Source {
            path: "grammar/rfc3987.abnf",
            role: Role::Main,
            notation: Notation::Abnf,
        },
    ],
    entries: &["IRI-reference", "IRI", "absolute-IRI"],
    summaries: &["ipath", "reserved"],
    captures: &[
        ends("scheme"),
        ends("iuserinfo"),
        starts_in("ihost", "IP-literal"),
        starts_in("ihost", "IPv4address"),
        starts_in("IP-literal", "IPvFuture"),
        starts("port"),
        starts("ipath-abempty"),
        starts("ipath-absolute"),
        starts("ipath-noscheme"),
        starts("ipath-rootless"),
        starts("ipath-empty"),
        starts("iquery"),
        starts("ifragment"),
    ],
};

/// RFC 2396, Appendix A (in RFC 2396's own notation).
pub const RFC2396: Standard = Standard {
    name: "rfc2396",
    sources: &[Source {
        path: "grammar/rfc2396.abnf",
        role: Role::Main,
        notation: Notation::Rfc2396,
    }],
    entries: &["URI-reference", "absoluteURI"],
    summaries: &["path"],
    captures: &[
        ends("scheme"),
        spans("authority"),
        starts_in("authority", "reg_name"),
        ends("userinfo"),
        spans("host"),
        starts_in("host", "IPv4address"),
        starts("port"),
        starts("abs_path"),
        starts("opaque_part"),
        starts("rel_path"),
        starts("query"),
        starts("fragment"),
    ],
};

/// Every grammar build.rs compiles.
pub const STANDARDS: &[Standard] = &[RFC3986, RFC6874, RFC3987, RFC2396];
