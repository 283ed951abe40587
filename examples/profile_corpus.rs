//! Parse the corpus many times with one engine, for profilers (perf, callgrind):
//! `cargo run --release --example profile_corpus -- grammar|fast|near|canonical-then-full|full|unless|beyond|prose|url|ada|none [ROUNDS]
//! [corpus|non-canonical|mixed|spellings] [accepted|rejected|declined]`.
//! `grammar` is `Url::parse` (the canonical fast path, the near-canonical one, then the grammar engine); `fast` is the canonical
//! fast path alone (`fast::parse_canonical`), `near` the near-canonical one alone (`fast::parse_near_canonical`);
//! `canonical-then-full` is `Url::parse` without the near-canonical path; `full` is the grammar engine alone (`Engine::Grammar.parse`); `unless` is
//! `href_unless_input` into a reused string, a column's work per row, and `beyond` its second half
//! (`href_beyond_canonical`, a column's second pass); `none` only reads the corpus; `memory`
//! prints the bytes each stored corpus URL takes. Each parser's `href` is read, as a caller
//! would. The set is the corpus or one of its three non-canonical variants (benches/common),
//! optionally only the URLs the fast path accepts (or rejects), or those `canonical_href`
//! declines (a column's second pass: with `beyond`). Instructions per
//! URL are the difference between two round counts over the URLs parsed in between, which
//! leaves out start-up costs (ada inflates its IDNA tables on first use).

#[path = "../benches/common/mod.rs"]
mod common;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let engine = args.get(1).map(String::as_str).unwrap_or("grammar");
    let rounds: usize = args.get(2).and_then(|r| r.parse().ok()).unwrap_or(20);
    let corpus = common::corpus();
    let set = match args.get(3).map(String::as_str) {
        Some("non-canonical") => common::non_canonical(&corpus),
        Some("mixed") => common::non_canonical_mixed(&corpus),
        Some("spellings") => common::non_canonical_spellings(&corpus),
        _ => corpus,
    };
    // `accepted` / `rejected` (a fourth argument): only the URLs the canonical fast path takes
    // (or leaves to the grammar engine), to see what each side costs.
    let set: Vec<String> = match args.get(4).map(String::as_str) {
        Some(which @ ("accepted" | "rejected")) => set
            .into_iter()
            .filter(|u| railurl::fast::parse_canonical(u).is_some() == (which == "accepted"))
            .collect(),
        // The rows a column's first pass leaves to its second.
        Some("declined") => set
            .into_iter()
            .filter(|u| railurl::fast::canonical_href(u, &mut String::new()).is_none())
            .collect(),
        _ => set,
    };
    let urls: Vec<&str> = set.iter().map(String::as_str).collect();
    if engine == "memory" {
        // Bytes per stored URL: the Url value and its serialization's heap capacity.
        let size = std::mem::size_of::<railurl::Url>();
        let heap = |parse: &dyn Fn(&str) -> Option<railurl::Url>| -> (usize, usize) {
            urls.iter()
                .filter_map(|u| parse(u))
                .fold((0, 0), |(n, bytes), url| {
                    (n + 1, bytes + String::from(url).capacity())
                })
        };
        let (n, fast) = heap(&|u| railurl::Url::parse(u).ok());
        let (_, full) = heap(&|u| railurl::Engine::Grammar.parse(u, None).ok());
        println!(
            "{n} URLs, size_of::<Url>() = {size}; heap bytes per URL: Url::parse {:.1}, \
             grammar engine alone {:.1}",
            fast as f64 / n as f64,
            full as f64 / n as f64
        );
        return;
    }
    let (mut ok, mut parsed) = (0usize, 0usize);
    // `unless`: what a column of strings does per row (`href_unless_input`, its output reused):
    // on a canonical URL, the fast path's automaton and offsets alone.
    let mut out = String::new();
    for _ in 0..rounds {
        for u in &urls {
            let href = match engine {
                "prose" => railurl::Engine::Prose
                    .parse(u, None)
                    .map_or(0, |u| u.href().len()),
                "full" => railurl::Engine::Grammar
                    .parse(u, None)
                    .map_or(0, |u| u.href().len()),
                "none" => 0,
                "beyond" => {
                    out.clear();
                    railurl::fast::href_beyond_canonical(u, None, &mut out).map_or(0, |_| out.len())
                }
                "unless" => {
                    out.clear();
                    match railurl::href_unless_input(u, None, &mut out) {
                        Ok(railurl::Href::Input) => u.len(),
                        Ok(railurl::Href::Appended) => out.len(),
                        Err(_) => 0,
                    }
                }
                "fast" => railurl::fast::parse_canonical(u).map_or(0, |u| u.href().len()),
                "near" => railurl::fast::parse_near_canonical(u)
                    .and_then(Result::ok)
                    .map_or(0, |u| u.href().len()),
                // `Url::parse` without the near-canonical path: what it was before it.
                "canonical-then-full" => railurl::fast::parse_canonical(u)
                    .map(Ok)
                    .unwrap_or_else(|| railurl::Engine::Grammar.parse(u, None))
                    .map_or(0, |u| u.href().len()),
                "url" => url::Url::parse(u).map_or(0, |u| u.as_str().len()),
                "ada" => ada_url::Url::parse(u, None).map_or(0, |u| u.href().len()),
                _ => railurl::Url::parse(u).map_or(0, |u| u.href().len()),
            };
            ok += href;
            parsed += usize::from(href > 0);
        }
    }
    // With `fast`, the URLs parsed are those the fast path takes.
    println!(
        "{ok} bytes of href; {:.1}% of the {} URLs parsed",
        100.0 * parsed as f64 / (rounds * urls.len()).max(1) as f64,
        urls.len()
    );
}
