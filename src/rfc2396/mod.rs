//! RFC 2396, "Uniform Resource Identifiers (URI): Generic Syntax" (1998, obsoleted by RFC
//! 3986): URI references validated and split by code generated from its Appendix A.
//!
//! `grammar/rfc2396.abnf` is Appendix A as the RFC writes it (its own notation, with `|`),
//! compiled like RFC 3986's grammar. RFC 2396 differs from RFC 3986 where old software still
//! does: an authority is either server-based (`userinfo@host:port`, the host a `hostname` or an
//! `IPv4address`) or a registry-based `reg_name`; a URI whose part after the scheme does not
//! start with "/" is opaque (`opaque_part`, which takes the "?" too); there are no IP literals
//! (RFC 2732 added them later); "%" must start an escape, as in RFC 3986.
//!
//! ```
//! use railurl::rfc2396::{AuthorityKind, HostKind, UriReference};
//! let r = UriReference::parse("http://www.example.com:80/a;p?q#f")?;
//! assert_eq!(r.authority_kind(), Some(AuthorityKind::Server));
//! assert_eq!((r.host(), r.host_kind(), r.port()), (Some("www.example.com"), Some(HostKind::Hostname), Some("80")));
//! assert_eq!((r.path(), r.query(), r.fragment()), ("/a;p", Some("q"), Some("f")));
//! assert!(UriReference::parse("http://[::1]/").is_err()); // no IP literals in RFC 2396
//! assert!(railurl::rfc2396::is_valid("mailto:a@example.com"));
//! # Ok::<(), railurl::rfc3986::UriError>(())
//! ```

mod reference;
mod syntax;

pub use reference::{is_valid, AbsoluteUri, UriReference};
pub use syntax::{AuthorityKind, HostKind, PathKind};
