#!/usr/bin/env bash
# Runs the unit tests of crates that use the url crate twice: against url 2.5 from crates.io,
# and with `[patch.crates-io] url` pointing at railurl-compat. Prints one line per crate and
# side; compat/README.md ("url's users' tests on railurl-compat") records the results.
#
# cargo's [patch] takes only a package of the patched name and a matching version, so the
# patch is a scratch manifest named `url` 2.5.8 whose library is compat/src/lib.rs. The crates'
# sources come from crates.io (`cargo fetch`) into a scratch directory outside the repository.
# Not part of .ci/run: it builds each crate's dependencies twice (about an hour on 2 cores).
# Usage: .ci/compat-crates.sh [scratch-dir]   (keep the directory to rerun incrementally)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="${1:-$(mktemp -d)}"
mkdir -p "$scratch/logs"
cd "$scratch"
export CARGO_TARGET_DIR="$scratch/target"

# crate, the version requirement fetched (the newest release that meets it is tested), then the
# arguments of its `cargo test`.
crates=(
  "cookie_store|0.22|"
  "git-url-parse|0.6|"
  "validator|0.21|"
  "redis|1.8|--lib --no-default-features"
  "oauth2|5|--no-default-features --lib --tests"
  "reqwest|0.13|--lib --no-default-features --features query,form,json"
)

mkdir -p url-shim
sed -n '/^\[features\]/,/^serde = /p' "$repo/compat/Cargo.toml" | grep -v '^#' > url-shim/features
cat > url-shim/Cargo.toml <<TOML
[package]
name = "url"
version = "2.5.8"
edition = "2021"

[lib]
path = "$repo/compat/src/lib.rs"

$(cat url-shim/features)
# url's other features, which dependents may name.
expose_internals = []
debugger_visualizer = []

[dependencies]
$(sed -n '/^\[dependencies\]/,/^\[/p' "$repo/compat/Cargo.toml" | grep -vE '^(\[|#)' |
  sed "s#path = \"..\"#path = \"$repo\"#")
TOML

mkdir -p fetch/src
touch fetch/src/lib.rs
{
  echo '[package]'
  echo 'name = "fetch"'
  echo 'version = "0.0.0"'
  echo 'edition = "2021"'
  echo '[dependencies]'
  for entry in "${crates[@]}"; do
    IFS='|' read -r name version _ <<<"$entry"
    echo "$name = { version = \"$version\", default-features = false }"
  done
  echo '[workspace]'
} > fetch/Cargo.toml
(cd fetch && cargo fetch --quiet)
registry="$(dirname "$(find "${CARGO_HOME:-$HOME/.cargo}/registry/src" -maxdepth 2 -name "url-2.*" | head -1)")"

for entry in "${crates[@]}"; do
  IFS='|' read -r name _ args <<<"$entry"
  version="$(grep -A1 "^name = \"$name\"$" fetch/Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')"
  dir="$name-$version"
  [ -d "$dir" ] || cp -r "$registry/$dir" .
  for side in url railurl-compat; do
    patch=()
    [ "$side" = railurl-compat ] && patch=(--config "patch.crates-io.url.path=\"$scratch/url-shim\"")
    log="logs/$dir-$side.log"
    # shellcheck disable=SC2086 # the arguments are words
    if (cd "$dir" && cargo "${patch[@]}" test $args >"../$log" 2>&1); then status=ok; else status=FAILED; fi
    counts="$(grep -E '^test result' "$log" | awk '{p += $4; f += $6} END {print p " passed, " f " failed"}')"
    echo "$dir on $side: $status, $counts (cargo test $args; log $scratch/$log)"
  done
done
