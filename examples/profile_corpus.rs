//! Parse the corpus many times with one engine, for profilers (perf, callgrind):
//! `cargo run --release --example profile_corpus -- grammar|prose|url [ROUNDS]`.
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let engine = args.get(1).map(String::as_str).unwrap_or("grammar");
    let rounds: usize = args.get(2).and_then(|r| r.parse().ok()).unwrap_or(20);
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/corpus.txt");
    let text = std::fs::read_to_string(path).expect("corpus");
    let urls: Vec<&str> = text.lines().collect();
    let mut ok = 0usize;
    for _ in 0..rounds {
        for u in &urls {
            ok += match engine {
                "prose" => railurl::Engine::Prose.parse(u, None).is_ok() as usize,
                "url" => url::Url::parse(u).is_ok() as usize,
                _ => railurl::Url::parse(u).is_ok() as usize,
            };
        }
    }
    println!("{ok} parsed");
}
