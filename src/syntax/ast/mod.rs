//! The typed syntax tree: the recognizer's token list lowered into structs and enums whose
//! shapes are the grammar's productions, with byte spans. One small function per production;
//! this is the only code after the recognizer that names [`Rule`](super::Rule)s. The nodes borrow the input
//! and the token list, live on the stack, and allocate nothing: a path's segments, an IPv4
//! address's parts and an IPv6 address's pieces are lowered one at a time as they are read.
//!
//! The shapes make the spec's impossible trees unrepresentable: a special URL always has an
//! [`Authority`] with a host; a port is digits or the code point that made it invalid; a path
//! yields segments, dot segments, drive letters and reverse solidi, nothing else. A token list
//! of another shape (a grammar edit the lowering does not know) is an [`Unexpected`] error
//! naming the production, never a panic.
//!
//! Nodes hold [`Span`]s (two 32-bit offsets) rather than strings, so a whole URL's tree is a
//! few dozen bytes; [`Span::text`] reads the text from the tree's input.
//!
//! ```
//! use railurl::syntax::{ast::{self, HostSyntax, UrlSyntax}, parse, Entry};
//! let input = "https://u:p@EXAMPLE.com:8080/a?q#f";
//! let tree = parse(Entry::WithoutBase, input).unwrap();
//! let UrlSyntax::Special { scheme, hierarchy, tail } = ast::url(Entry::WithoutBase, &tree)? else {
//!     panic!("a special URL");
//! };
//! assert_eq!(scheme.text(input), "https");
//! let userinfo = hierarchy.authority.userinfo.unwrap();
//! assert_eq!(userinfo.username.text(input), "u");
//! assert_eq!(userinfo.password.map(|p| p.text(input)), Some("p"));
//! assert!(matches!(hierarchy.authority.host, HostSyntax::Text(t) if t.text(input) == "EXAMPLE.com"));
//! assert_eq!(tail.query.map(|q| q.text(input)), Some("q"));
//! # Ok::<(), railurl::syntax::ast::Unexpected>(())
//! ```

mod addresses;
mod cursor;
mod nodes;
mod overrides;
mod paths;
mod span;
mod unexpected;
mod url;

pub use addresses::{
    ipv4_parts, ipv6_items, Ipv4InIpv6, Ipv4InIpv6Part, Ipv4Part, Ipv4Parts, Ipv6Item, Ipv6Items,
};
pub use nodes::{
    Authority, FileState, HostSyntax, NonSpecialHierarchy, PortSyntax, Relative, SpecialHierarchy,
    SpecialRelative, SpecialSlashes, Tail, UrlSyntax, Userinfo,
};
pub use overrides::{
    file_host_override, host_override, path_override, port_override, scheme_override,
    text_override, AfterHost,
};
pub use paths::{PathPiece, PathPieces, PathSyntax};
pub use span::Span;
pub use unexpected::Unexpected;
pub use url::url;
