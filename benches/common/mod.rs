//! Inputs shared by the benchmarks and `examples/profile_corpus`: the corpus, and its
//! non-canonical variant (issue 13), which sends every URL down the slow path.

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

fn non_canonical_one(input: &str) -> String {
    let Ok(url) = railurl::Url::parse(input) else {
        return input.to_owned();
    };
    let default_port = match url.protocol() {
        "http:" | "ws:" => "80",
        "https:" | "wss:" => "443",
        "ftp:" => "21",
        _ => return input.to_owned(),
    };
    if url.hostname().is_empty() {
        return input.to_owned();
    }
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
