//! Parse a set of URI references many times with one parser, for callgrind's instruction
//! counts: `cargo run --release -p railurl --example rfc_profile -- PARSER ROUNDS [SET]`,
//! PARSER one of `railurl`, `fluent-uri`, `iri-string`, `oxiri` or `none` (only reads the
//! set), SET `corpus` (tests/data/corpus.txt, the default) or `wpt` (WPT's inputs that are
//! valid URI references). Every parser parses and reads the path, as in benches/rfc3986.rs.
//! Instructions per input are the difference between two round counts divided by the inputs
//! parsed in between; `benches/rfc3986.sh` does the arithmetic.

#[path = "common/profile_cli.rs"]
mod profile_cli;
#[path = "../benches/rfc/sets.rs"]
mod sets;

fn main() {
    let args = profile_cli::args("railurl");
    let parse: fn(&str) -> usize = match args.row.as_str() {
        "railurl" => |s| railurl::rfc3986::UriRef::parse(s).map_or(0, |r| r.path().len()),
        "fluent-uri" => |s| fluent_uri::UriRef::parse(s).map_or(0, |r| r.path().as_str().len()),
        "iri-string" => {
            |s| iri_string::types::UriReferenceStr::new(s).map_or(0, |r| r.path_str().len())
        }
        "oxiri" => |s| oxiri::IriRef::parse(s).map_or(0, |r| r.path().len()),
        _ => |_| 0,
    };
    profile_cli::profile::<str>(&sets::set(&args.set), args.rounds, "inputs", parse);
}
