//! The components of a URI reference (an IRI reference, an RFC 2396 URI reference) as
//! `uri-batch` answers them and `check --standard rfc...` shows them: the same fields, in the
//! same order, whichever RFC recognized the input.

use railurl::rfc2396;
use railurl::rfc3986::{HostKind, Reference, Standard};
use serde_json::{json, Value};

/// The components in the contract's order (`uri-batch`'s answer, docs/cli.md).
pub struct Components<'a> {
    /// A `relative-ref` (no scheme), not a `URI`.
    pub relative: bool,
    /// The scheme.
    pub scheme: Option<&'a str>,
    /// The authority (after "//").
    pub authority: Option<&'a str>,
    /// The user information (before "@").
    pub userinfo: Option<&'a str>,
    /// The host.
    pub host: Option<&'a str>,
    /// `"ipv4"`, `"ipv6"`, `"ipvfuture"` or `"reg-name"`.
    pub host_type: Option<&'static str>,
    /// The port (after ":"), possibly empty.
    pub port: Option<&'a str>,
    /// The path, always there, possibly empty.
    pub path: &'a str,
    /// The query (after "?").
    pub query: Option<&'a str>,
    /// The fragment (after "#").
    pub fragment: Option<&'a str>,
}

impl<'a> Components<'a> {
    /// `"uri"` or `"relative-ref"`.
    pub fn kind(&self) -> &'static str {
        if self.relative {
            "relative-ref"
        } else {
            "uri"
        }
    }

    /// The optional components by name, in order, `None` when absent (the path is always
    /// there).
    pub fn named(&self) -> [(&'static str, Option<&'a str>); 8] {
        [
            ("scheme", self.scheme),
            ("authority", self.authority),
            ("userinfo", self.userinfo),
            ("host", self.host),
            ("port", self.port),
            ("path", Some(self.path)),
            ("query", self.query),
            ("fragment", self.fragment),
        ]
    }

    /// `{"valid": true, "kind", "scheme", "authority", "userinfo", "host", "host_type",
    /// "port", "path", "query", "fragment"}`.
    pub fn to_json(&self) -> Value {
        json!({
            "valid": true,
            "kind": self.kind(),
            "scheme": self.scheme,
            "authority": self.authority,
            "userinfo": self.userinfo,
            "host": self.host,
            "host_type": self.host_type,
            "port": self.port,
            "path": self.path,
            "query": self.query,
            "fragment": self.fragment,
        })
    }

    /// An RFC 3986 URI reference's or an RFC 3987 IRI reference's (the same components, the
    /// same getters; `Uri`, `AbsoluteUri` and the IRI forms dereference to one).
    pub fn of_reference<S: Standard>(r: &Reference<'a, S>) -> Components<'a> {
        Components {
            relative: r.is_relative(),
            scheme: r.scheme(),
            authority: r.authority(),
            userinfo: r.userinfo(),
            host: r.host(),
            host_type: r.host_kind().map(HostKind::name),
            port: r.port(),
            path: r.path(),
            query: r.query(),
            fragment: r.fragment(),
        }
    }

    /// RFC 2396 has two host productions: `IPv4address`, and `hostname`, which RFC 3986
    /// folded into `reg-name` (its Appendix D.2); a registry-based authority (`reg_name`,
    /// section 3.2.1) has no host.
    pub fn of_2396(r: &rfc2396::UriReference<'a>) -> Components<'a> {
        Components {
            relative: r.scheme().is_none(),
            scheme: r.scheme(),
            authority: r.authority(),
            userinfo: r.userinfo(),
            host: r.host(),
            host_type: r.host_kind().map(|kind| match kind {
                rfc2396::HostKind::Ipv4 => "ipv4",
                rfc2396::HostKind::Hostname => "reg-name",
            }),
            port: r.port(),
            path: r.path(),
            query: r.query(),
            fragment: r.fragment(),
        }
    }
}
