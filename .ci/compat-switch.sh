#!/usr/bin/env bash
# Proves the one-line switch from the url crate to railurl-compat: a scratch program written
# for url (parse, join, path_segments_mut, query_pairs_mut, set_host, from_file_path, ...,
# and `query_pairs_mut()` handed to serde_urlencoded as reqwest's `query` feature does, which
# needs `url::form_urlencoded` to be the form_urlencoded crate) is built and run twice, once against url 2.5 from crates.io and once with only its
# Cargo.toml dependency line changed to `url = { package = "railurl-compat", ... }`. Both
# must build, run, and print the same results.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
target="${COMPAT_SWITCH_TARGET_DIR:-$scratch/target}"

write_crate() { # dir, dependency line
  mkdir -p "$1/src"
  cat > "$1/Cargo.toml" <<TOML
[package]
name = "url-user"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
$2
serde = "1"
serde_urlencoded = "0.7"

[workspace]
TOML
  cat > "$1/src/main.rs" <<'RS'
use url::Url;

fn main() {
    let base = Url::parse("https://example.net/a/b/c.html?x=1#top").expect("parse");
    println!("parse: {base}");
    let joined = base.join("../d/e?q=é#f").expect("join");
    println!("join: {joined}");
    let mut url = joined.clone();
    url.path_segments_mut()
        .expect("a hierarchical URL")
        .pop()
        .push("file name.txt")
        .push("a/b");
    println!("path_segments_mut: {url}");
    url.query_pairs_mut()
        .clear()
        .append_pair("q", "rust & url")
        .append_key_only("flag");
    println!("query_pairs_mut: {url}");
    url.set_host(Some("example.org")).expect("set_host");
    println!("set_host: {url}");
    println!("set_host(None): {:?}", url.clone().set_host(None));
    let pairs: Vec<(String, String)> = url.query_pairs().into_owned().collect();
    println!("query_pairs: {pairs:?}");
    println!("host: {:?}, port: {:?}", url.host(), url.port_or_known_default());
    println!("origin: {}", url.origin().ascii_serialization());
    println!("make_relative: {:?}", joined.make_relative(&base));
    let file = Url::from_file_path("/tmp/some dir/report #1.pdf").expect("an absolute path");
    println!("from_file_path: {file}");
    println!("to_file_path: {:?}", file.to_file_path());
    println!("error: {:?}", Url::parse("http://[::1"));
    // reqwest's `RequestBuilder::query`: serde_urlencoded writes into the URL's query.
    {
        use serde::Serialize;
        let mut pairs = url.query_pairs_mut();
        let serializer = serde_urlencoded::Serializer::new(&mut pairs);
        [("lang", "en"), ("q", "a b")].serialize(serializer).expect("pairs");
    }
    println!("serde_urlencoded: {url}");
    // url's own to_file_path looks at the host and path, not the scheme.
    let socket = Url::parse("redis+unix:///var/run/redis.sock").expect("parse");
    println!("to_file_path (redis+unix): {:?}", socket.to_file_path());
    let mut mailto = Url::parse("mailto:test@example.net").expect("parse");
    mailto.set_path("/foo");
    println!("set_path (opaque): {mailto}");
}
RS
}

write_crate "$scratch/original" 'url = "2.5"'
write_crate "$scratch/switched" "url = { package = \"railurl-compat\", path = \"$repo/compat\" }"
diff "$scratch/original/src/main.rs" "$scratch/switched/src/main.rs"
echo "the Cargo.toml change:"
diff "$scratch/original/Cargo.toml" "$scratch/switched/Cargo.toml" || true

for side in original switched; do
  (cd "$scratch/$side" && CARGO_TARGET_DIR="$target/$side" cargo run --quiet > "$scratch/$side.out")
done
echo "output (the same for both):"
cat "$scratch/switched.out"
diff "$scratch/original.out" "$scratch/switched.out"
echo "compat switch: url 2.5 and railurl-compat give the same results"
