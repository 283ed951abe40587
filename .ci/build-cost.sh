#!/usr/bin/env bash
# Issue 30's build-cost figure: how long a crate that depends on railurl-compat takes to build
# clean, against one that depends on url 2.5.8, both in debug with `cargo build -j 2`, as a new
# user's first build. Two scratch crates with fresh lock files are built alternately (A, B, A,
# B, ...), ROUNDS times each, so that a busy machine slows both alike; the script prints every
# time, the package counts, and the median of the per-round ratios, the figure (the goal is at
# most 1.3). Downloads happen before any timing (`cargo fetch`).
#
#   bash .ci/build-cost.sh                 # 5 rounds
#   ROUNDS=9 JOBS=2 bash .ci/build-cost.sh
#   TIMINGS=1 bash .ci/build-cost.sh       # also cargo's --timings page of one railurl-compat build
#
# railurl-compat is a path dependency on this checkout's compat/. CARGO_INCREMENTAL=0 builds it
# as cargo builds a dependency from the registry (without incremental state), and an empty
# RUSTFLAGS keeps the machine's own flags out of both builds.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
rounds="${ROUNDS:-5}"
jobs="${JOBS:-2}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
export CARGO_INCREMENTAL=0 RUSTFLAGS=""
unset CARGO_TARGET_DIR CARGO_BUILD_TARGET_DIR

# A scratch binary crate named $1 with the dependency line $2, resolved and fetched.
make_crate() {
  mkdir -p "$scratch/$1/src"
  cat > "$scratch/$1/Cargo.toml" <<TOML
[package]
name = "$1"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
$2

[workspace]
TOML
  cat > "$scratch/$1/src/main.rs" <<'RS'
fn main() {
    let url = url::Url::parse("https://example.org/a/../b?c#d").expect("parses");
    println!("{url}");
}
RS
  (cd "$scratch/$1" && cargo generate-lockfile --quiet && cargo fetch --quiet)
}

make_crate with-railurl-compat "url = { package = \"railurl-compat\", path = \"$repo/compat\" }"
make_crate with-url 'url = "=2.5.8"'

# One clean build of crate $1 (with extra cargo arguments after it); prints its seconds.
build() {
  local dir="$scratch/$1"
  shift
  rm -rf "$dir/target"
  local start end
  start=$(date +%s%N)
  (cd "$dir" && cargo build --quiet -j "$jobs" "$@" >/dev/null)
  end=$(date +%s%N)
  awk -v ns=$((end - start)) 'BEGIN { printf "%.2f", ns / 1e9 }'
}

# The packages cargo compiles for crate $1 (its lock file also lists optional dependencies that
# are off), less the crate itself.
packages() {
  (cd "$scratch/$1" && cargo tree -e normal,build --prefix none) |
    sed -E 's/ \((\*|proc-macro)\)//g' | sort -u | awk 'END { print NR - 1 }'
}

echo "packages compiled: railurl-compat's crate $(packages with-railurl-compat), url's $(packages with-url)"
echo "rustc: $(rustc --version); jobs: $jobs; load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
ratios=()
for ((i = 1; i <= rounds; i++)); do
  a=$(build with-railurl-compat)
  b=$(build with-url)
  r=$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.3f", a / b }')
  ratios+=("$r")
  echo "round $i: railurl-compat ${a} s, url ${b} s, ratio $r (load average $(cut -d' ' -f1 /proc/loadavg))"
done
median=$(printf '%s\n' "${ratios[@]}" | sort -n |
  awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
echo "median ratio, railurl-compat / url: $median (goal: at most 1.3)"

if [[ -n "${TIMINGS:-}" ]]; then
  build with-railurl-compat --timings >/dev/null
  mkdir -p "$repo/target"
  cp "$scratch/with-railurl-compat/target/cargo-timings/cargo-timing.html" "$repo/target/build-cost-timings.html"
  echo "cargo --timings of a railurl-compat build: $repo/target/build-cost-timings.html"
fi
