//! Look up the registrable domain of every host of a set many times with one lookup, for
//! callgrind's instruction counts: `cargo run --release -p railurl --features psl --example
//! psl_profile -- LOOKUP ROUNDS [SET]`, LOOKUP one of `railurl`, `psl`, `publicsuffix` or
//! `none` (only builds the set), SET `corpus` (the default) or `rules` (benches/psl/hosts.rs).
//! Instructions per host are the difference between two round counts divided by the lookups
//! in between; `benches/psl.sh` does the arithmetic.

#[path = "../benches/psl/hosts.rs"]
mod hosts;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let lookup = args.get(1).map(String::as_str).unwrap_or("railurl");
    let rounds: usize = args.get(2).and_then(|r| r.parse().ok()).unwrap_or(10);
    let set = hosts::set(args.get(3).map(String::as_str).unwrap_or("corpus"));
    // The publicsuffix crate's list is read for every lookup alike, so that its cost falls
    // out of the difference between two round counts.
    let list = hosts::publicsuffix_list();
    let mut total = 0usize;
    for _ in 0..rounds {
        for host in &set {
            let host = std::hint::black_box(host.as_str());
            total += match lookup {
                "railurl" => hosts::railurl(host),
                "psl" => hosts::psl(host),
                "publicsuffix" => hosts::publicsuffix(&list, host),
                _ => 0,
            };
        }
    }
    println!("{} hosts, {rounds} rounds, {total}", set.len());
}
