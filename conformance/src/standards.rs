//! Where the WHATWG URL Standard and RFC 3986 disagree, input by input: each input goes
//! through both WHATWG engines (grammar and prose), RFC 3986's `URI` and RFC 3987's `IRI`
//! recognizers (and RFC 2396's, noted where it differs from RFC 3986), and gets a [`Class`]
//! and the [`Reason`]s for it; each pair (base, reference) goes through the WHATWG parser
//! with a base and RFC 3986 section 5.2's resolution. `standards_doc.rs` counts and renders
//! the findings as the generated document docs/standards.md.

use railurl::rfc2396;
use railurl::rfc3986::{remove_dot_segments, HostKind, Uri, UriError, UriRef};
use railurl::rfc3987::Iri;
use railurl::{Engine, ParseError, Url};

/// How an input fares under the two standards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Class {
    /// A URI whose WHATWG serialization is the input itself: the same components in all.
    Same,
    /// A URI the WHATWG parser accepts and rewrites, with the same components (a
    /// normalization: case, default port, dot segments, percent-encoding, IDNA, IPv4 forms).
    Rewritten,
    /// A URI whose components the WHATWG parser reads differently.
    SplitDiffers,
    /// Accepted by the WHATWG parser, not a URI.
    NotAUri,
    /// A URI the WHATWG parser rejects.
    WhatwgRejects,
    /// Neither a URI nor a WHATWG URL.
    BothReject,
    /// The WHATWG grammar and prose engines disagree (a bug in railurl).
    EnginesDisagree,
}

impl Class {
    /// Every class, in the document's order.
    pub const ALL: [Class; 7] = [
        Class::Same,
        Class::Rewritten,
        Class::SplitDiffers,
        Class::NotAUri,
        Class::WhatwgRejects,
        Class::BothReject,
        Class::EnginesDisagree,
    ];

    /// The document's heading for the class.
    pub fn title(self) -> &'static str {
        match self {
            Class::Same => "Same components in all",
            Class::Rewritten => "Valid for RFC 3986, rewritten by WHATWG",
            Class::SplitDiffers => "Valid for RFC 3986, split differently by WHATWG",
            Class::NotAUri => "Accepted by WHATWG, not a valid URI",
            Class::WhatwgRejects => "Valid for RFC 3986, rejected by WHATWG",
            Class::BothReject => "Rejected by both",
            Class::EnginesDisagree => "The two WHATWG engines disagree (a railurl bug)",
        }
    }
}

/// Why an input is in its class: a label naming what differs and, where one does, the
/// ABNF rule of RFC 3986 (or RFC 3987) that WHATWG treats differently.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Reason {
    /// What differs.
    pub label: String,
    /// The ABNF rule involved, as RFC 3986's Appendix A (or RFC 3987's section 2.2) names it.
    pub rule: &'static str,
}

fn reason(label: impl Into<String>, rule: &'static str) -> Reason {
    Reason {
        label: label.into(),
        rule,
    }
}

/// One input's finding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// The class.
    pub class: Class,
    /// Why (empty for [`Class::Same`] and [`Class::BothReject`]).
    pub reasons: Vec<Reason>,
    /// What WHATWG makes of the input: its href, or its failure's name in the URL Standard.
    pub whatwg: String,
    /// Whether RFC 2396 (Appendix A) judges the input's validity differently from RFC 3986
    /// (a URI for one, not for the other).
    pub rfc2396_differs: bool,
}

/// The WHATWG result, when both engines agree on it.
fn whatwg(input: &str, base: Option<(&Url, &Url)>) -> Result<Result<Url, ParseError>, ()> {
    let grammar = Engine::Grammar.parse(input, base.map(|b| b.0));
    let prose = Engine::Prose.parse(input, base.map(|b| b.1));
    let same = match (&grammar, &prose) {
        (Ok(g), Ok(p)) => g.href() == p.href(),
        (Err(g), Err(p)) => g == p,
        _ => false,
    };
    if same {
        Ok(grammar)
    } else {
        Err(())
    }
}

fn describe(result: &Result<Url, ParseError>) -> String {
    match result {
        Ok(url) => url.href().to_owned(),
        Err(e) => format!("failure: {}", e.spec_name()),
    }
}

/// Classifies one input (no base).
pub fn classify(input: &str) -> Finding {
    let rfc = Uri::parse(input);
    let valid_2396 = rfc2396::UriReference::parse(input).is_ok_and(|r| r.scheme().is_some());
    let rfc2396_differs = valid_2396 != rfc.is_ok();
    let finding = |class, reasons, whatwg| Finding {
        class,
        reasons,
        whatwg,
        rfc2396_differs,
    };
    let Ok(result) = whatwg(input, None) else {
        return finding(
            Class::EnginesDisagree,
            Vec::new(),
            String::from("(engines disagree)"),
        );
    };
    let shown = describe(&result);
    match (rfc, result) {
        (Ok(_), Ok(url)) if url.href() == input => finding(Class::Same, Vec::new(), shown),
        (Ok(uri), Ok(url)) => match compare(&uri, url.href()) {
            Ok(reasons) => finding(Class::Rewritten, reasons, shown),
            Err(reasons) => finding(Class::SplitDiffers, reasons, shown),
        },
        (Err(e), Ok(_)) => finding(Class::NotAUri, vec![not_a_uri(input, &e)], shown),
        (Ok(uri), Err(e)) => finding(Class::WhatwgRejects, vec![rejected(e, &uri)], shown),
        (Err(_), Err(_)) => finding(Class::BothReject, Vec::new(), shown),
    }
}

/// The normalizations that take `uri` to WHATWG's `href`, component by component; `Err` with
/// what differs when the two do not have the same components.
fn compare(uri: &Uri<'_>, href: &str) -> Result<Vec<Reason>, Vec<Reason>> {
    let Ok(out) = UriRef::parse(href) else {
        return Err(vec![reason("WHATWG's serialization is not a URI", "URI")]);
    };
    let split = |label: &str, rule| Err(vec![reason(label, rule)]);
    if uri.authority().is_some() != out.authority().is_some() {
        return split("authority where RFC 3986 reads a path", "hier-part");
    }
    if uri.query().is_some() != out.query().is_some() {
        return split("query present in one reading only", "query");
    }
    if uri.fragment().is_some() != out.fragment().is_some() {
        return split("fragment present in one reading only", "fragment");
    }
    if uri.host() == Some("") && out.host().is_some_and(|h| !h.is_empty()) {
        return split(
            "an empty host, then a path, where WHATWG skips the slashes to a host",
            "path-abempty",
        );
    }
    let mut reasons = Vec::new();
    if out.scheme() != Some(uri.scheme()) {
        reasons.push(reason("scheme in lower case", "scheme"));
    }
    if uri.userinfo() != out.userinfo() {
        reasons.push(match (uri.userinfo(), out.userinfo()) {
            (_, None) => reason("empty user name and password dropped", "userinfo"),
            (Some(u), Some(o)) if u.strip_suffix(':') == Some(o) => {
                reason("empty password dropped", "userinfo")
            }
            _ => reason("user information percent-encoded", "userinfo"),
        });
    }
    if let Some(r) = host_change(uri, &out) {
        reasons.push(r);
    }
    if uri.port() != out.port() {
        reasons.push(match uri.port() {
            Some("") => reason("empty port dropped", "port"),
            Some(_) if out.port().is_none() => reason("default port dropped", "port"),
            _ => reason("port digits rewritten (leading zeros)", "port"),
        });
    }
    // WHATWG's serializer writes "/." before a path that begins with "//" when there is no
    // host, as railurl's RFC 3986 recomposition does.
    let out_path = match out.path().strip_prefix("/.") {
        Some(rest) if out.authority().is_none() && rest.starts_with("//") => rest,
        _ => out.path(),
    };
    if let Some(r) = path_change(uri.path(), out_path) {
        reasons.push(r);
    }
    if uri.query() != out.query() {
        reasons.push(reason("query percent-encoded", "query"));
    }
    if uri.fragment() != out.fragment() {
        reasons.push(reason("fragment percent-encoded", "fragment"));
    }
    if reasons.is_empty() {
        reasons.push(reason("other", "URI"));
    }
    Ok(reasons)
}

fn host_change(uri: &Uri<'_>, out: &UriRef<'_>) -> Option<Reason> {
    let (before, after) = (uri.host().unwrap_or(""), out.host().unwrap_or(""));
    if before == after {
        return None;
    }
    Some(if before.eq_ignore_ascii_case(after) {
        reason("host in lower case", "reg-name")
    } else if before.starts_with('[') {
        reason("IPv6 address in its shortest form", "IPv6address")
    } else if out.host_kind() == Some(HostKind::Ipv4) {
        reason(
            "IPv4 address in another notation read as IPv4",
            "IPv4address",
        )
    } else if uri.scheme().eq_ignore_ascii_case("file") && after.is_empty() {
        reason("file host localhost dropped", "host")
    } else if before.contains('%') || after.contains("xn--") {
        reason("host through IDNA (percent-decoded, mapped)", "reg-name")
    } else {
        reason("host rewritten", "host")
    })
}

fn path_change(before: &str, after: &str) -> Option<Reason> {
    if before == after {
        return None;
    }
    Some(if before.is_empty() && after == "/" {
        reason("empty path becomes \"/\"", "path-abempty")
    } else if remove_dot_segments(before) == after
        || remove_dot_segments(&before.replace("%2e", ".").replace("%2E", ".")) == after
    {
        reason("dot segments removed", "segment")
    } else if before.contains('.') && after.len() < before.len() {
        reason("dot segments removed, other changes", "segment")
    } else {
        reason("path percent-encoded or rewritten", "segment")
    })
}

/// Why a string the WHATWG parser accepts is not a URI: the character where RFC 3986's
/// grammar stops.
fn not_a_uri(input: &str, e: &UriError) -> Reason {
    if e.expected() == ["HEXDIG"] {
        return reason("\"%\" without two hex digits", "pct-encoded");
    }
    let Some(c) = input.get(e.position()..).and_then(|s| s.chars().next()) else {
        return reason(
            "ends where RFC 3986 needs more (a scheme's \":\", \"]\", ...)",
            "URI",
        );
    };
    match c {
        ' ' => reason("space", "URI"),
        '\t' | '\n' | '\r' => reason("tab or newline (WHATWG removes them)", "URI"),
        '\\' => reason("backslash (WHATWG reads \"/\")", "URI"),
        '`' => reason("`` ` ``, which URIs exclude", "URI"),
        '"' | '<' | '>' | '^' | '{' | '|' | '}' => {
            reason(format!("`{c}`, which URIs exclude"), "URI")
        }
        '%' => reason("\"%\" without two hex digits", "pct-encoded"),
        '#' => reason("a second \"#\"", "fragment"),
        '[' | ']' => reason("brackets outside an IP literal", "IP-literal"),
        '@' => reason("\"@\" in user information or host", "userinfo"),
        ':' => reason("\":\" where the grammar allows none", "authority"),
        c if c.is_control() => reason("control character", "URI"),
        c if !c.is_ascii() && Iri::parse(input).is_ok() => {
            reason("non-ASCII (a valid IRI, RFC 3987)", "ucschar")
        }
        c if !c.is_ascii() => reason("non-ASCII", "ucschar"),
        _ => reason("a character the grammar does not allow there", "URI"),
    }
}

/// The ABNF rule RFC 3986 accepts where WHATWG fails, by the failure.
fn rejected(e: ParseError, uri: &Uri<'_>) -> Reason {
    let name = e.spec_name();
    let rule = if uri.host_kind() == Some(HostKind::IpvFuture) {
        "IPvFuture"
    } else if name == "host-missing" && uri.authority().is_none() {
        "hier-part"
    } else if name.starts_with("port") {
        "port"
    } else if name.starts_with("IPv4") && !name.contains("in-IPv6") {
        "reg-name"
    } else if name.starts_with("IPv6") || name.contains("in-IPv6") {
        "IPv6address"
    } else if name.starts_with("domain") || name.starts_with("host-invalid") {
        "reg-name"
    } else if name == "host-missing" {
        "host"
    } else {
        "URI"
    };
    reason(name, rule)
}

/// How a (base, reference) pair fares: WHATWG's parser with a base against RFC 3986 section
/// 5.2.2's resolution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Resolution {
    /// The same URL.
    Same,
    /// RFC 3986's result, parsed by WHATWG, is WHATWG's result: they differ by WHATWG's
    /// normalization only.
    SameAfterWhatwg,
    /// Different results.
    Different,
    /// WHATWG fails; RFC 3986 resolves.
    WhatwgRejects,
    /// The base is not a URI or the reference not a URI reference; WHATWG resolves.
    NotRfc,
    /// Both fail (or the base fails WHATWG).
    BothFail,
    /// The WHATWG engines disagree.
    EnginesDisagree,
}

impl Resolution {
    /// Every class, in the document's order.
    pub const ALL: [Resolution; 7] = [
        Resolution::Same,
        Resolution::SameAfterWhatwg,
        Resolution::Different,
        Resolution::WhatwgRejects,
        Resolution::NotRfc,
        Resolution::BothFail,
        Resolution::EnginesDisagree,
    ];

    /// The document's label.
    pub fn title(self) -> &'static str {
        match self {
            Resolution::Same => "the same URL",
            Resolution::SameAfterWhatwg => "the same after WHATWG's normalization",
            Resolution::Different => "different URLs",
            Resolution::WhatwgRejects => "RFC 3986 resolves, WHATWG fails",
            Resolution::NotRfc => "WHATWG resolves, not RFC 3986 (base or reference invalid)",
            Resolution::BothFail => "both fail",
            Resolution::EnginesDisagree => "the WHATWG engines disagree (a railurl bug)",
        }
    }
}

/// One pair's finding: the class, WHATWG's result and RFC 3986's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolutionFinding {
    /// The class.
    pub class: Resolution,
    /// WHATWG's href or failure.
    pub whatwg: String,
    /// RFC 3986's target URI, if defined.
    pub rfc: Option<String>,
}

/// Classifies one (base, reference) pair.
pub fn classify_resolution(base: &str, reference: &str) -> ResolutionFinding {
    let rfc = match (Uri::parse(base), UriRef::parse(reference)) {
        (Ok(b), Ok(r)) => r.resolve_against(&b).ok().map(|t| t.into_string()),
        _ => None,
    };
    let finding = |class, whatwg: String| ResolutionFinding {
        class,
        whatwg,
        rfc: rfc.clone(),
    };
    let bases = (
        Engine::Grammar.parse(base, None),
        Engine::Prose.parse(base, None),
    );
    let (Ok(grammar_base), Ok(prose_base)) = (&bases.0, &bases.1) else {
        return match &rfc {
            Some(_) => finding(Resolution::WhatwgRejects, String::from("failure: the base")),
            None => finding(Resolution::BothFail, String::from("failure: the base")),
        };
    };
    let Ok(result) = whatwg(reference, Some((grammar_base, prose_base))) else {
        return finding(
            Resolution::EnginesDisagree,
            String::from("(engines disagree)"),
        );
    };
    let shown = describe(&result);
    let class = match (&rfc, &result) {
        (Some(t), Ok(url)) if t == url.href() => Resolution::Same,
        (Some(t), Ok(url)) => match Engine::Grammar.parse(t, None) {
            Ok(again) if again.href() == url.href() => Resolution::SameAfterWhatwg,
            _ => Resolution::Different,
        },
        (Some(_), Err(_)) => Resolution::WhatwgRejects,
        (None, Ok(_)) => Resolution::NotRfc,
        (None, Err(_)) => Resolution::BothFail,
    };
    finding(class, shown)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes() {
        let class = |s| classify(s).class;
        assert_eq!(class("https://example.com/a?b#c"), Class::Same);
        assert_eq!(class("HTTP://example.com:80"), Class::Rewritten);
        assert_eq!(class("http:example.com/a"), Class::SplitDiffers);
        assert_eq!(class("http://exa mple.com/"), Class::BothReject);
        assert_eq!(class("http://h/a b"), Class::NotAUri);
        assert_eq!(class("http://h:65536/"), Class::WhatwgRejects);
        assert_eq!(
            classify("http://1.2.3.4.5/").reasons[0].label,
            "IPv4-too-many-parts"
        );
        let rewritten = classify("HTTP://Example.COM:80/a/./b");
        let labels: Vec<&str> = rewritten.reasons.iter().map(|r| r.label.as_str()).collect();
        assert_eq!(
            labels,
            [
                "scheme in lower case",
                "host in lower case",
                "default port dropped",
                "dot segments removed"
            ]
        );
    }

    #[test]
    fn resolutions() {
        let class = |b, r| classify_resolution(b, r).class;
        assert_eq!(class("http://a/b/c/d;p?q", "../g"), Resolution::Same);
        assert_eq!(class("http://a/b/c/d;p?q", "http:g"), Resolution::Different);
        assert_eq!(class("http://a/b/c/d;p?q", "g h"), Resolution::NotRfc);
        assert_eq!(
            class("http://a/b", "//EXAMPLE.com"),
            Resolution::SameAfterWhatwg
        );
    }
}
