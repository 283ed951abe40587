#!/usr/bin/env bash
# The speed table of docs/performance.md in one command: instructions per URL (callgrind) and
# wall-clock ratios (benches/interleaved.rs) of railurl's `Url::parse`, ada and the url crate,
# on the corpus and its three non-canonical variants (benches/common), in the release profile.
#
#   bash benches/speed_table.sh [ROUNDS]
#
# Instructions per URL: `examples/profile_corpus` under callgrind, the difference of a 6-round
# and a 2-round run over the 4 x 10,948 URLs parsed in between (start-up work such as ada's
# IDNA tables is left out). Deterministic. Wall-clock: the medians of ROUNDS (default 101)
# interleaved rounds; they vary with whatever else the machine runs, so run it on a quiet one.
# Needs valgrind.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-101}"
cargo build --release -p railurl --example profile_corpus
bin=target/release/examples/profile_corpus
urls=$(grep -c . tests/data/corpus.txt)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
instructions() { # parser set
    local counts=()
    for r in 2 6; do
        valgrind --tool=callgrind --callgrind-out-file="$tmp/out" "$bin" "$1" "$r" "$2" \
            > /dev/null 2> "$tmp/log"
        counts+=("$(awk '/^(summary|totals):/ {print $2; exit}' "$tmp/out")")
    done
    echo $(( (counts[1] - counts[0]) / (4 * urls) ))
}
echo "Instructions per URL (callgrind, $(git rev-parse --short HEAD 2>/dev/null || echo '?'))"
printf '| set | railurl | ada | url | railurl/ada | railurl/url |\n|---|---:|---:|---:|---:|---:|\n'
for set in corpus non-canonical mixed spellings; do
    ours=$(instructions grammar "$set")
    ada=$(instructions ada "$set")
    url=$(instructions url "$set")
    printf '| %s | %s | %s | %s | %.2fx | %.2fx |\n' "$set" "$ours" "$ada" "$url" \
        "$(echo "$ours / $ada" | bc -l)" "$(echo "$ours / $url" | bc -l)"
done
echo
echo "Wall-clock (benches/interleaved.rs, $rounds rounds; medians of the paired ratios)"
cargo bench -p railurl --bench interleaved -- "$rounds"
