//! Parse the corpus many times with one engine, for profilers (perf, callgrind):
//! `cargo run --release --example profile_corpus -- grammar|full|prose|url|none [ROUNDS]`.
//! `grammar` is `Url::parse` (the canonical fast path, then the grammar engine); `full` is the
//! grammar engine alone (`Engine::Grammar.parse`); `none` only reads the corpus; `memory`
//! prints the bytes each stored corpus URL takes.
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let engine = args.get(1).map(String::as_str).unwrap_or("grammar");
    let rounds: usize = args.get(2).and_then(|r| r.parse().ok()).unwrap_or(20);
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/corpus.txt");
    let text = std::fs::read_to_string(path).expect("corpus");
    let urls: Vec<&str> = text.lines().collect();
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
    let mut ok = 0usize;
    for _ in 0..rounds {
        for u in &urls {
            ok += match engine {
                "prose" => railurl::Engine::Prose.parse(u, None).is_ok() as usize,
                "full" => railurl::Engine::Grammar.parse(u, None).is_ok() as usize,
                "none" => 0,
                "url" => url::Url::parse(u).is_ok() as usize,
                _ => railurl::Url::parse(u).is_ok() as usize,
            };
        }
    }
    println!("{ok} parsed");
}
