#!/usr/bin/env bash
# Proves that railurl works beside the newest pest 2.x: a scratch crate that depends on railurl
# with the features that compile grammars with pest_derive (`pest-runtime`, the oracle the
# generated recognizers are tested against) and on pest_derive 2.9 or later, resolved fresh (no
# lock file), builds and runs. (build.rs itself uses no pest crate: build/pest/ reads the
# grammars, so a pest release cannot break the default build.)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/src"
cat > "$scratch/Cargo.toml" <<TOML
[package]
name = "pest-compat-check"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
railurl = { path = "$repo", features = ["pest-runtime", "writing", "serde"] }
pest = "2.9"
pest_derive = "2.9"

[workspace]
TOML
cat > "$scratch/src/main.rs" <<'RS'
use pest::Parser;

#[derive(pest_derive::Parser)]
#[grammar_inline = "pair = { key ~ \"=\" ~ key } key = { ASCII_ALPHA+ }"]
struct Pairs;

fn main() {
    let pairs = Pairs::parse(Rule::pair, "a=b").expect("the scratch grammar parses");
    assert_eq!(pairs.as_str(), "a=b");
    let url = railurl::Url::parse("HTTPS://EXAMPLE.com/a/../b").expect("railurl parses");
    assert_eq!(url.href(), "https://example.com/b");
    assert!(railurl::is_valid_url_string("https://example.com/b", None).is_ok());
    let input = "http://[::1]:8080/a/../b";
    let rule = railurl::syntax::Rule::url_without_base;
    assert_eq!(
        railurl::syntax::parse_rule(rule, input),
        railurl::syntax::parse_rule_with_pest(rule, input)
    );
    println!("railurl and pest_derive 2.9+ together: ok");
}
RS
cd "$scratch"
cargo generate-lockfile --quiet
grep -A1 -E '^name = "pest(_derive|_meta)?"$' Cargo.lock | grep -v '^--' | paste - - | sed 's/^/  resolved: /'
CARGO_TARGET_DIR="${PEST_COMPAT_TARGET_DIR:-$scratch/target}" cargo run --quiet
