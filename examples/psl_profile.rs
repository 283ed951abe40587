//! Look up the registrable domain of every host of a set many times with one lookup, for
//! callgrind's instruction counts: `cargo run --release -p railurl --features psl --example
//! psl_profile -- LOOKUP ROUNDS [SET]`, LOOKUP one of `railurl`, `psl`, `publicsuffix` or
//! `none` (only builds the set), SET `corpus` (the default) or `rules` (benches/psl/hosts.rs).
//! Instructions per host are the difference between two round counts divided by the lookups
//! in between; `benches/psl.sh` does the arithmetic.

#[path = "../benches/psl/hosts.rs"]
mod hosts;
#[path = "common/profile_cli.rs"]
mod profile_cli;

fn main() {
    let args = profile_cli::args("railurl");
    let set = hosts::set(&args.set);
    // The publicsuffix crate's list is read for every lookup alike, so that its cost falls
    // out of the difference between two round counts.
    let list = hosts::publicsuffix_list();
    profile_cli::profile::<str>(&set, args.rounds, "hosts", |host| match args.row.as_str() {
        "railurl" => hosts::railurl(host),
        "psl" => hosts::psl(host),
        "publicsuffix" => hosts::publicsuffix(&list, host),
        _ => 0,
    });
}
