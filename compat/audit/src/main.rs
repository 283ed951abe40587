//! The differential audit of compat/README.md: url 2.5 and railurl-compat on the same calls.
//!
//! Every input of WPT's urltestdata.json and setters_tests.json (and a few more) is parsed by
//! both; where both give the same URL, each getter is compared, and each setter is called
//! with each distinct value of setters_tests.json (and a few more) on a copy of each. url's
//! panics are caught and reported as results. The output counts, per method, the calls whose
//! results differ; `ONLY=method` prints that method's differences, `LIMIT=n` how many.
//! A setter's context says "[url's href does not reparse to itself]" when url's result is a
//! string that url parses to another URL.

use std::collections::{BTreeMap, HashSet};
use std::fmt::Debug;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// The differences found, by method, and how many calls were compared.
#[derive(Default)]
struct Report {
    differences: BTreeMap<String, Vec<String>>,
    compared: BTreeMap<String, usize>,
}

impl Report {
    fn compare<A: Debug, B: Debug>(&mut self, method: &str, context: &str, url: A, compat: B) {
        *self.compared.entry(method.to_owned()).or_default() += 1;
        let (url, compat) = (format!("{url:?}"), format!("{compat:?}"));
        if url != compat {
            self.differences
                .entry(method.to_owned())
                .or_default()
                .push(format!(
                    "{context}\n      url:    {url}\n      compat: {compat}"
                ));
        }
    }

    fn print(&self) {
        for (method, count) in &self.compared {
            let differ = self.differences.get(method).map_or(0, Vec::len);
            println!("{method}: {differ} of {count} differ");
        }
        let only = std::env::var("ONLY").ok();
        let limit = std::env::var("LIMIT")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(6);
        for (method, list) in &self.differences {
            if only.as_ref().is_none_or(|only| only == method) {
                println!("\n== {method} ({} differ)", list.len());
                for difference in list.iter().take(limit) {
                    println!("  {difference}");
                }
            }
        }
    }
}

/// The call's result, or "PANIC".
fn guard<T>(f: impl FnOnce() -> T) -> Result<T, &'static str> {
    catch_unwind(AssertUnwindSafe(f)).map_err(|_| "PANIC")
}

/// Compare `$call` (written once, with `$x` the URL) on url's and compat's URL.
macro_rules! getter {
    ($report:expr, $context:expr, $u:expr, $c:expr, $name:expr, |$x:ident| $call:expr) => {{
        let url = {
            let $x = $u;
            guard(|| $call)
        };
        let compat = {
            let $x = $c;
            guard(|| $call)
        };
        $report.compare($name, $context, url, compat);
    }};
}

/// Call the setter `$call` on a copy of each URL and compare its result and the URL after.
macro_rules! setter {
    ($report:expr, $context:expr, $u:expr, $c:expr, $name:expr, $value:expr, |$x:ident| $call:expr) => {{
        let (mut url, mut compat) = ($u.clone(), $c.clone());
        let url_result = {
            let $x = &mut url;
            format!("{:?}", guard(|| $call))
        };
        let compat_result = {
            let $x = &mut compat;
            format!("{:?}", guard(|| $call))
        };
        // url's result may be a string that url parses to another URL.
        let reparses = url::Url::parse(url.as_str()).is_ok_and(|x| x.as_str() == url.as_str());
        let tag = if reparses {
            ""
        } else {
            " [url's href does not reparse to itself]"
        };
        $report.compare(
            $name,
            &format!("{} {}{}", $context, $value, tag),
            (url_result, url.as_str()),
            (compat_result, compat.as_str()),
        );
    }};
}

fn getters(r: &mut Report, ctx: &str, u: &url::Url, c: &compat::Url) {
    getter!(r, ctx, u, c, "scheme", |x| x.scheme().to_owned());
    getter!(r, ctx, u, c, "is_special", |x| x.is_special());
    getter!(r, ctx, u, c, "has_authority", |x| x.has_authority());
    getter!(r, ctx, u, c, "authority", |x| x.authority().to_owned());
    getter!(r, ctx, u, c, "cannot_be_a_base", |x| x.cannot_be_a_base());
    getter!(r, ctx, u, c, "username", |x| x.username().to_owned());
    getter!(r, ctx, u, c, "password", |x| x
        .password()
        .map(str::to_owned));
    getter!(r, ctx, u, c, "has_host", |x| x.has_host());
    getter!(r, ctx, u, c, "host_str", |x| x
        .host_str()
        .map(str::to_owned));
    getter!(r, ctx, u, c, "host", |x| format!("{:?}", x.host()));
    getter!(r, ctx, u, c, "domain", |x| x.domain().map(str::to_owned));
    getter!(r, ctx, u, c, "port", |x| x.port());
    getter!(r, ctx, u, c, "port_or_known_default", |x| x
        .port_or_known_default());
    getter!(r, ctx, u, c, "path", |x| x.path().to_owned());
    getter!(r, ctx, u, c, "path_segments", |x| x
        .path_segments()
        .map(|s| s.map(str::to_owned).collect::<Vec<_>>()));
    getter!(r, ctx, u, c, "query", |x| x.query().map(str::to_owned));
    getter!(r, ctx, u, c, "query_pairs", |x| x
        .query_pairs()
        .into_owned()
        .collect::<Vec<_>>());
    getter!(r, ctx, u, c, "fragment", |x| x
        .fragment()
        .map(str::to_owned));
    getter!(r, ctx, u, c, "origin.ascii", |x| x
        .origin()
        .ascii_serialization());
    getter!(r, ctx, u, c, "origin.unicode", |x| x
        .origin()
        .unicode_serialization());
    getter!(r, ctx, u, c, "origin.is_tuple", |x| x.origin().is_tuple());
    getter!(r, ctx, u, c, "to_file_path", |x| x.to_file_path());
    getter!(r, ctx, u, c, "Debug", |x| format!("{x:?}"));
    getter!(r, ctx, u, c, "Display", |x| x.to_string());
    getter!(r, ctx, u, c, "check_invariants", |x| x
        .check_invariants()
        .is_ok());
    // Without name resolution: IP hosts, and the errors of URLs without a host or port.
    let resolves = matches!(u.host(), Some(url::Host::Domain(_)));
    if !resolves {
        getter!(r, ctx, u, c, "socket_addrs", |x| x
            .socket_addrs(|| None)
            .map_err(|e| (e.kind(), e.to_string())));
    }
    use compat::quirks as cq;
    use url::quirks as uq;
    // The same getters of both crates' quirks modules, in the same order.
    macro_rules! quirks {
        ($q:ident, $url:expr) => {
            [
                $q::href($url),
                $q::origin($url).as_str(),
                $q::protocol($url),
                $q::username($url),
                $q::password($url),
                $q::host($url),
                $q::hostname($url),
                $q::port($url),
                $q::pathname($url),
                $q::search($url),
                $q::hash($url),
            ]
            .map(str::to_owned)
        };
    }
    r.compare("quirks getters", ctx, quirks!(uq, u), quirks!(cq, c));
    positions(r, ctx, u, c);
}

fn positions(r: &mut Report, ctx: &str, u: &url::Url, c: &compat::Url) {
    macro_rules! pairs {
        ($($name:ident),*) => { [$((url::Position::$name, compat::Position::$name)),*] };
    }
    let pairs = pairs!(
        BeforeScheme,
        AfterScheme,
        BeforeUsername,
        AfterUsername,
        BeforePassword,
        AfterPassword,
        BeforeHost,
        AfterHost,
        BeforePort,
        AfterPort,
        BeforePath,
        AfterPath,
        BeforeQuery,
        AfterQuery,
        BeforeFragment,
        AfterFragment
    );
    for (p, cp) in pairs {
        let context = format!("{ctx} {p:?}");
        let (before, after) = (guard(|| u[..p].to_owned()), guard(|| c[..cp].to_owned()));
        r.compare("Index ..Position", &context, before, after);
        let (before, after) = (guard(|| u[p..].to_owned()), guard(|| c[cp..].to_owned()));
        r.compare("Index Position..", &context, before, after);
    }
}

fn setters_with_value(r: &mut Report, ctx: &str, u: &url::Url, c: &compat::Url, v: &str) {
    let vc = format!("{v:?}");
    setter!(r, ctx, u, c, "set_path", vc, |x| x.set_path(v));
    setter!(r, ctx, u, c, "set_host(Some)", vc, |x| x
        .set_host(Some(v))
        .map_err(|e| e.to_string()));
    setter!(r, ctx, u, c, "set_username", vc, |x| x.set_username(v));
    setter!(r, ctx, u, c, "set_password(Some)", vc, |x| x
        .set_password(Some(v)));
    setter!(r, ctx, u, c, "set_scheme", vc, |x| x.set_scheme(v));
    setter!(r, ctx, u, c, "set_query", vc, |x| x.set_query(Some(v)));
    setter!(r, ctx, u, c, "set_fragment", vc, |x| x
        .set_fragment(Some(v)));
    setter!(r, ctx, u, c, "path_segments_mut.push", vc, |x| x
        .path_segments_mut()
        .map(|mut p| {
            p.push(v);
        }));
    setter!(r, ctx, u, c, "path_segments_mut.pop.push", vc, |x| x
        .path_segments_mut()
        .map(|mut p| {
            p.pop().push(v);
        }));
    setter!(
        r,
        ctx,
        u,
        c,
        "path_segments_mut.pop_if_empty.push",
        vc,
        |x| x.path_segments_mut().map(|mut p| {
            p.pop_if_empty().push(v);
        })
    );
    setter!(r, ctx, u, c, "path_segments_mut.clear.extend", vc, |x| x
        .path_segments_mut()
        .map(|mut p| {
            p.clear().extend([v, "x"]);
        }));
    setter!(r, ctx, u, c, "query_pairs_mut.append_pair", vc, |x| {
        x.query_pairs_mut().append_pair(v, v);
    });
    setter!(
        r,
        ctx,
        u,
        c,
        "query_pairs_mut.clear.append_key_only",
        vc,
        |x| {
            x.query_pairs_mut().clear().append_key_only(v);
        }
    );
    r.compare(
        "join",
        &format!("{ctx} join {vc}"),
        u.join(v).map(|x| x.to_string()).map_err(|e| e.to_string()),
        c.join(v).map(|x| x.to_string()).map_err(|e| e.to_string()),
    );
}

/// The `URL` class's setters of the quirks module.
fn quirks_setters(r: &mut Report, ctx: &str, u: &url::Url, c: &compat::Url, v: &str) {
    use compat::quirks as cq;
    use url::quirks as uq;
    let vc = format!("{v:?}");
    let (u, c) = (u.clone(), c.clone());
    macro_rules! quirk {
        ($name:ident) => {{
            let (mut url, mut compat) = (u.clone(), c.clone());
            let url_result = format!("{:?}", guard(|| uq::$name(&mut url, v)));
            let compat_result = format!("{:?}", guard(|| cq::$name(&mut compat, v)));
            r.compare(
                concat!("quirks::", stringify!($name)),
                &format!("{ctx} {vc}"),
                (url_result, url.as_str()),
                (compat_result, compat.as_str()),
            );
        }};
    }
    quirk!(set_href);
    quirk!(set_protocol);
    quirk!(set_username);
    quirk!(set_password);
    quirk!(set_host);
    quirk!(set_hostname);
    quirk!(set_port);
    quirk!(set_pathname);
    quirk!(set_search);
    quirk!(set_hash);
}

fn setters_without_value(r: &mut Report, ctx: &str, u: &url::Url, c: &compat::Url) {
    setter!(r, ctx, u, c, "set_host(None)", "", |x| x
        .set_host(None)
        .map_err(|e| e.to_string()));
    setter!(r, ctx, u, c, "set_password(None)", "", |x| x
        .set_password(None));
    setter!(r, ctx, u, c, "set_query(None)", "", |x| x.set_query(None));
    setter!(r, ctx, u, c, "set_fragment(None)", "", |x| x
        .set_fragment(None));
    setter!(r, ctx, u, c, "query_pairs_mut (nothing)", "", |x| {
        x.query_pairs_mut();
    });
    setter!(r, ctx, u, c, "path_segments_mut.pop", "", |x| x
        .path_segments_mut()
        .map(|mut p| {
            p.pop();
        }));
    setter!(r, ctx, u, c, "path_segments_mut.pop_if_empty", "", |x| x
        .path_segments_mut()
        .map(|mut p| {
            p.pop_if_empty();
        }));
    setter!(r, ctx, u, c, "path_segments_mut.clear", "", |x| x
        .path_segments_mut()
        .map(|mut p| {
            p.clear();
        }));
    for port in [
        None,
        Some(0u16),
        Some(80),
        Some(443),
        Some(8080),
        Some(65535),
    ] {
        setter!(r, ctx, u, c, "set_port", format!("{port:?}"), |x| x
            .set_port(port));
    }
    for ip in ["127.0.0.1", "::1", "0.0.0.0", "::ffff:1.2.3.4"] {
        let a: std::net::IpAddr = ip.parse().expect("an address");
        setter!(r, ctx, u, c, "set_ip_host", ip, |x| x.set_ip_host(a));
    }
}

/// The setter values: each distinct `new_value` of setters_tests.json, and a few more.
fn setter_values(setter_data: &serde_json::Value) -> Vec<String> {
    let mut values: Vec<String> = Vec::new();
    let cases = setter_data.as_object().expect("an object");
    for case in cases.values().filter_map(|v| v.as_array()).flatten() {
        if let Some(value) = case["new_value"].as_str() {
            values.push(value.to_owned());
        }
    }
    let extra = [
        "",
        "/",
        "/foo",
        "foo",
        "a?b#c",
        "?x",
        "#x",
        " ",
        "a ",
        "\t/x",
        "c|",
        "/c|",
        "localhost",
        "example.com:8080",
        "[::1]",
        "a b",
        "..",
        ".",
        "%2e%2e",
        "/a/../b",
        "x/y",
        "é",
        "a:b@c",
        "http",
        "https",
        "file",
        "foo",
        "mailto",
        "ws:",
        "-x",
        "1x",
        "h+t",
        "\\",
        "\\x",
        "a%2Fb",
        "user:pw",
        "%",
    ];
    values.extend(extra.map(str::to_owned));
    let mut seen = HashSet::new();
    values.retain(|v| seen.insert(v.clone()));
    values
}

/// The inputs (and bases): urltestdata.json's, setters_tests.json's URLs, and a few more.
fn inputs(
    data: &serde_json::Value,
    setter_data: &serde_json::Value,
) -> Vec<(String, Option<String>)> {
    let mut inputs = Vec::new();
    for case in data.as_array().expect("an array") {
        if let Some(input) = case["input"].as_str() {
            inputs.push((input.to_owned(), case["base"].as_str().map(str::to_owned)));
        }
    }
    let cases = setter_data.as_object().expect("an object");
    for case in cases.values().filter_map(|v| v.as_array()).flatten() {
        if let Some(href) = case["href"].as_str() {
            inputs.push((href.to_owned(), None));
        }
    }
    let extra = [
        "unix:///x.sock",
        "redis+unix:///var/run/redis.sock",
        "unix:/run/x.sock",
        "foo://localhost/x",
        "foo://host/x",
        "file://localhost/x",
        "file://host/share/x",
        "file:///C:/x",
        "file:///c|/x",
        "file:///a%2Fb",
        "mailto:test@example.net",
        "data:text/plain,x",
        "foo:",
        "foo://",
        "foo:///",
        "foo://h",
        "sc://:1/",
        "http://[::1]:8080/a?b#c",
        "https://user:pass@example.com:8443/p?q=1#f",
        "git+ssh://git@github.com/a/b.git",
        "postgres://u@localhost/db",
        "foo:/.//x",
        "javascript:alert(1)",
        "blob:https://e.net/uuid",
        "ftp://e.net:21/",
        "ws://e.net:80/",
        "wss://e.net:443/",
        "http://0x7f.1/",
        "http://xn--n3h.net/",
        "http://☃.net/",
    ];
    inputs.extend(extra.map(|e| (e.to_owned(), None)));
    let mut seen = HashSet::new();
    inputs.retain(|i| seen.insert(i.clone()));
    inputs
}

fn parse_both(
    input: &str,
    base: Option<&str>,
) -> Option<(
    Result<url::Url, url::ParseError>,
    Result<compat::Url, compat::ParseError>,
)> {
    Some(match base {
        None => (url::Url::parse(input), compat::Url::parse(input)),
        Some(base) => match (url::Url::parse(base), compat::Url::parse(base)) {
            (Ok(u), Ok(c)) => (u.join(input), c.join(input)),
            _ => return None,
        },
    })
}

/// Host parsers and the quirks module's domain functions on each value.
fn hosts(r: &mut Report, values: &[String]) {
    for v in values {
        let (u, c) = (url::Host::parse(v), compat::Host::parse(v));
        r.compare(
            "Host::parse",
            v,
            u.map(|h| format!("{h:?}")),
            c.map(|h| format!("{h:?}")),
        );
        let (u, c) = (url::Host::parse_opaque(v), compat::Host::parse_opaque(v));
        r.compare(
            "Host::parse_opaque",
            v,
            u.map(|h| format!("{h:?}")),
            c.map(|h| format!("{h:?}")),
        );
        let (u, c) = (
            url::quirks::domain_to_ascii(v),
            compat::quirks::domain_to_ascii(v),
        );
        r.compare("quirks::domain_to_ascii", v, u, c);
        let (u, c) = (
            url::quirks::domain_to_unicode(v),
            compat::quirks::domain_to_unicode(v),
        );
        r.compare("quirks::domain_to_unicode", v, u, c);
    }
}

fn file_paths(r: &mut Report) {
    let paths = [
        "/", "/tmp", "/tmp/", "/tmp/a b", "/a/./b", "/a/../b", "/a//b", "/c|", "/x/c|", "/C:",
        "/C:/x", "/a^b", "/a%2Fb", "/a\\b", "/a#b?c", "/é", "/a|b", "/..", "relative", "/a/b/..",
        "/a{b}", "/a`b",
    ];
    for p in paths {
        let (u, c) = (url::Url::from_file_path(p), compat::Url::from_file_path(p));
        r.compare(
            "from_file_path",
            p,
            u.as_ref().map(|x| x.as_str()),
            c.as_ref().map(|x| x.as_str()),
        );
        if let (Ok(u), Ok(c)) = (u, c) {
            r.compare(
                "from_file_path.to_file_path",
                p,
                u.to_file_path(),
                c.to_file_path(),
            );
        }
        let (u, c) = (
            url::Url::from_directory_path(p),
            compat::Url::from_directory_path(p),
        );
        r.compare(
            "from_directory_path",
            p,
            u.map(String::from),
            c.map(String::from),
        );
    }
}

fn main() {
    std::panic::set_hook(Box::new(|_| {}));
    // The repository's vendored WPT data, two directories up.
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let read = |name: &str| -> serde_json::Value {
        let text = std::fs::read_to_string(format!("{root}/tests/wpt/{name}")).expect(name);
        serde_json::from_str(&text).expect(name)
    };
    let (data, setter_data) = (read("urltestdata.json"), read("setters_tests.json"));
    let values = setter_values(&setter_data);
    let inputs = inputs(&data, &setter_data);
    let mut r = Report::default();
    let (mut agree, mut disagree, mut both_fail) = (0, 0, 0);
    let mut same_urls = Vec::new();
    for (input, base) in &inputs {
        let Some(parsed) = parse_both(input, base.as_deref()) else {
            continue;
        };
        let ctx = format!("<{input}> base <{base:?}>");
        match parsed {
            (Ok(u), Ok(c)) if u.as_str() == c.as_str() => {
                agree += 1;
                getters(&mut r, &ctx, &u, &c);
                setters_without_value(&mut r, &ctx, &u, &c);
                for v in &values {
                    setters_with_value(&mut r, &ctx, &u, &c, v);
                    quirks_setters(&mut r, &ctx, &u, &c, v);
                }
                if base.is_none() {
                    same_urls.push((u, c));
                }
            }
            (Ok(_), Ok(_)) => disagree += 1,
            (Err(u), Err(c)) => {
                both_fail += 1;
                r.compare("ParseError", &ctx, u, c);
            }
            (u, c) => r.compare(
                "parse ok/err",
                &ctx,
                u.map(String::from),
                c.map(String::from),
            ),
        }
        let pairs = [("a b", "c&d")];
        let u = url::Url::parse_with_params(input, pairs).map(String::from);
        let c = compat::Url::parse_with_params(input, pairs).map(String::from);
        r.compare("parse_with_params", &ctx, u, c);
    }
    hosts(&mut r, &values);
    file_paths(&mut r);
    // make_relative between each URL and the seven after it.
    for w in same_urls.windows(8) {
        for (u, c) in &w[1..] {
            let ctx = format!("{} -> {}", w[0].0, u);
            r.compare(
                "make_relative",
                &ctx,
                w[0].0.make_relative(u),
                w[0].1.make_relative(c),
            );
        }
    }
    println!("inputs: {agree} parse to the same URL, {disagree} to different ones (parsing differences), {both_fail} fail in both");
    r.print();
}
