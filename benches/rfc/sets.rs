//! The input sets of the RFC 3986 benchmarks (benches/rfc3986.rs, examples/rfc_profile.rs):
//! the corpus of real URLs (tests/data/corpus.txt), and the inputs of WPT's urltestdata.json
//! that are valid URI references.

/// Every line of the corpus.
pub fn corpus() -> Vec<String> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/corpus.txt");
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines().map(String::from).collect()
}

/// The distinct inputs of WPT's urltestdata.json that RFC 3986 accepts as URI references.
pub fn wpt() -> Vec<String> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/wpt/urltestdata.json");
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let cases: serde_json::Value =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut out: Vec<String> = Vec::new();
    for case in cases.as_array().into_iter().flatten() {
        let Some(input) = case.get("input").and_then(|v| v.as_str()) else {
            continue;
        };
        if railurl::rfc3986::UriRef::parse(input).is_ok() && !out.iter().any(|s| s == input) {
            out.push(input.to_owned());
        }
    }
    out
}

/// The set called `name` (`corpus` or `wpt`).
pub fn set(name: &str) -> Vec<String> {
    match name {
        "wpt" => wpt(),
        _ => corpus(),
    }
}
