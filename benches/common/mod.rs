//! Inputs shared by the benchmarks and `examples/profile_corpus`: the corpus, and three
//! non-canonical variants of it, which the canonical fast path declines: the first (issue 13)
//! with the same four edits on every URL, the second and third (issue 26) with other edits, a
//! different mix on each URL.

use std::path::Path;

/// The corpus: tests/data/corpus.txt (10,948 real URLs, a copy of the project's benchmark
/// corpus), one per line.
pub fn corpus() -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/corpus.txt");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.is_empty())
        .map(str::to_owned)
        .collect()
}

/// The corpus made non-canonical: each URL with a special scheme and a host is written again
/// with its host in uppercase, the scheme's default port spelled out, a dot segment pair at the
/// start of its path and a segment with spaces at its end, so that the parser has to lowercase,
/// drop the port, remove dot segments and percent-encode. Every such URL still parses, to a
/// URL as long as the original. Other lines are kept as they are.
pub fn non_canonical(corpus: &[String]) -> Vec<String> {
    corpus.iter().map(|u| non_canonical_one(u)).collect()
}

/// `input` parsed, with its scheme's default port, when it is a URL with a special scheme and a
/// host: the lines both variants edit (they keep the others as they are).
fn special_with_host(input: &str) -> Option<(railurl::Url, &'static str)> {
    let url = railurl::Url::parse(input).ok()?;
    let default_port = match url.protocol() {
        "http:" | "ws:" => "80",
        "https:" | "wss:" => "443",
        "ftp:" => "21",
        _ => return None,
    };
    (!url.hostname().is_empty()).then_some((url, default_port))
}

fn non_canonical_one(input: &str) -> String {
    let Some((url, default_port)) = special_with_host(input) else {
        return input.to_owned();
    };
    let port = if url.port().is_empty() {
        default_port
    } else {
        url.port()
    };
    let path = url.pathname();
    let separator = if path.ends_with('/') { "" } else { "/" };
    format!(
        "{}//{}{}{}:{}/x/..{}{}a b{}{}",
        url.protocol(),
        url.username(),
        match (url.username().is_empty(), url.password().is_empty()) {
            (true, true) => String::new(),
            (_, true) => "@".to_owned(),
            _ => format!(":{}@", url.password()),
        },
        url.hostname().to_uppercase(),
        port,
        path,
        separator,
        url.search(),
        url.hash(),
    )
}

/// The corpus made non-canonical another way (issue 26), so that speed work is not tuned to
/// [`non_canonical`]'s four edits: each URL with a special scheme and a host gets a mix of
/// edits picked by its position (at least one of eight, four on average). These are shapes
/// people type or paste: the scheme in uppercase, the host's labels capitalized, the default
/// port written with a leading zero, the path's slashes written as backslashes, a "." segment,
/// a query and a fragment holding code points to percent-encode (a space, a double quote, a
/// backtick), and a space before and after the URL. Every such URL still parses, to the
/// original URL with the query's and fragment's additions, and none is canonical (the parser
/// changes every one). Other lines are kept as they are.
pub fn non_canonical_mixed(corpus: &[String]) -> Vec<String> {
    corpus
        .iter()
        .enumerate()
        .map(|(i, u)| non_canonical_mixed_one(u, mix(i)))
        .collect()
}

/// Insert the segment `segment` (after its "/") before the last segment of `path`.
fn before_last_segment(path: &mut String, segment: &str) {
    let last = path.rfind('/').unwrap_or(0);
    path.insert_str(last, &format!("/{segment}"));
}

/// `url`'s credentials as written before its host ("user:password@"), or nothing.
fn credentials(url: &railurl::Url) -> String {
    match (url.username().is_empty(), url.password().is_empty()) {
        (true, true) => String::new(),
        (_, true) => format!("{}@", url.username()),
        _ => format!("{}:{}@", url.username(), url.password()),
    }
}

/// Which of the eight edits URL `index` gets: bits of a xorshift of its index, never none.
fn mix(index: usize) -> u8 {
    let mut x = (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    match (x >> 24) as u8 {
        0 => 0x81,
        bits => bits,
    }
}

fn non_canonical_mixed_one(input: &str, edits: u8) -> String {
    let Some((url, default_port)) = special_with_host(input) else {
        return input.to_owned();
    };
    let edit = |bit: u8| edits & (1 << bit) != 0;
    let scheme = url.protocol();
    let scheme = if edit(0) {
        scheme.to_uppercase()
    } else {
        scheme.to_owned()
    };
    let host = if edit(1) {
        url.hostname()
            .split('.')
            .map(|label| {
                let mut chars = label.chars();
                match chars.next() {
                    Some(first) => first.to_uppercase().chain(chars).collect(),
                    None => String::new(),
                }
            })
            .collect::<Vec<String>>()
            .join(".")
    } else {
        url.hostname().to_owned()
    };
    let port = match (url.port(), edit(2)) {
        ("", true) => format!(":0{default_port}"),
        ("", false) => String::new(),
        (port, _) => format!(":{port}"),
    };
    let mut path = url.pathname().to_owned();
    if edit(4) {
        before_last_segment(&mut path, ".");
    }
    if edit(3) {
        path = path.replace('/', "\\");
    }
    let mut query = url.search().to_owned();
    if edit(5) {
        query.push_str(if query.is_empty() { "?" } else { "&" });
        query.push_str("q=\"a b\"");
    }
    let mut fragment = url.hash().to_owned();
    if edit(6) {
        fragment.push_str(if fragment.is_empty() { "#" } else { " " });
        fragment.push_str("see `this`");
    }
    let credentials = credentials(&url);
    let space = if edit(7) { " " } else { "" };
    let edited =
        format!("{space}{scheme}//{credentials}{host}{port}{path}{query}{fragment}{space}");
    if railurl::Url::parse(&edited).is_ok_and(|url| url.href() == edited) {
        // The edits picked changed nothing the parser would change (a port that was there
        // already, labels that start with a digit): add the "." segment.
        return non_canonical_mixed_one(input, edits | 1 << 4);
    }
    edited
}

/// The corpus made non-canonical a third way (issue 26's near-canonical fast path), with
/// spellings the other two variants lack, so that speed work is checked on more than their
/// edits: each URL with a special scheme and a host gets a mix of edits picked by its position
/// (at least one of eight, four on average, drawn independently of [`non_canonical_mixed`]'s):
/// the scheme in mixed case followed by "\\" instead of "//"; the host's labels in alternating
/// case with a "." at the end; an empty port (":") or the port with leading zeros; a segment and
/// a double-dot segment spelled ".%2E" at the start of the path; a "%2e" segment before the
/// last one; a segment of code points the path percent-encode set holds ("{", "}", "<", ">",
/// "^" and a non-ASCII letter) at the end of the path; a query parameter with an apostrophe and
/// a non-ASCII letter, and a fragment with "<" and ">"; a tab and a newline before the URL and a
/// newline after it (C0 controls, trimmed). Every such URL still parses (to a URL that can differ from the
/// original: the host's trailing "." and the added segments, query and fragment stay), and
/// none is canonical. Other lines are kept as they are.
pub fn non_canonical_spellings(corpus: &[String]) -> Vec<String> {
    corpus
        .iter()
        .enumerate()
        .map(|(i, u)| non_canonical_spellings_one(u, mix(i.wrapping_mul(31).wrapping_add(7))))
        .collect()
}

/// `text` with every other code point in ASCII uppercase, from the one at `first`.
fn alternating_case(text: &str, first: usize) -> String {
    text.chars()
        .enumerate()
        .map(|(i, c)| match i % 2 == first {
            true => c.to_ascii_uppercase(),
            false => c,
        })
        .collect()
}

fn non_canonical_spellings_one(input: &str, edits: u8) -> String {
    let Some((url, _)) = special_with_host(input) else {
        return input.to_owned();
    };
    let edit = |bit: u8| edits & (1 << bit) != 0;
    let (scheme, slashes) = match edit(0) {
        true => (alternating_case(url.protocol(), 0), "\\\\"),
        false => (url.protocol().to_owned(), "//"),
    };
    let host = match edit(1) && !url.hostname().starts_with('[') && !url.hostname().ends_with('.') {
        true => {
            format!("{}.", alternating_case(url.hostname(), 1))
        }
        false => url.hostname().to_owned(),
    };
    let port = match (url.port(), edit(2)) {
        ("", true) => ":".to_owned(),
        ("", false) => String::new(),
        (port, true) => format!(":00{port}"),
        (port, false) => format!(":{port}"),
    };
    let mut path = url.pathname().to_owned();
    if edit(4) {
        before_last_segment(&mut path, "%2e");
    }
    if edit(3) {
        path.insert_str(0, "/seg/.%2E");
    }
    if edit(5) {
        path.push_str(if path.ends_with('/') { "" } else { "/" });
        path.push_str("{x}<^é>");
    }
    let (mut query, mut fragment) = (url.search().to_owned(), url.hash().to_owned());
    if edit(6) {
        query.push_str(if query.is_empty() { "?" } else { "&" });
        query.push_str("q=it's+é");
        fragment.push_str(if fragment.is_empty() { "#" } else { "" });
        fragment.push_str("<top>");
    }
    let credentials = credentials(&url);
    let (before, after) = if edit(7) { ("\t\n", "\n") } else { ("", "") };
    let edited =
        format!("{before}{scheme}{slashes}{credentials}{host}{port}{path}{query}{fragment}{after}");
    if railurl::Url::parse(&edited).is_ok_and(|url| url.href() == edited) {
        // Nothing the parser would change (a host with a "." at its end already): add the
        // ".%2E" segments.
        return non_canonical_spellings_one(input, edits | 1 << 3);
    }
    edited
}
