#!/usr/bin/env bash
# `railurl canon --fields` on the corpus (tests/data/corpus.txt) repeated to LINES lines
# (default 1,000,000), on all cores: the time per line with `--fields href` against
# `--fields registrable_domain` and `--fields href,registrable_domain`, ROUNDS rounds
# (default 5) interleaved so that a machine's changing load falls on each alike; the medians
# and their ratio to href's. Wall-clock times need a quiet machine.
set -euo pipefail
cd "$(dirname "$0")/.."
lines="${LINES:-1000000}"
rounds="${ROUNDS:-5}"
fields=(href registrable_domain href,registrable_domain)

cargo build --quiet --release -p railurl-cli
bin="${CARGO_TARGET_DIR:-target}/release/railurl"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
input="$scratch/urls.txt"
awk -v n="$lines" '{ line[NR] = $0 } END { for (i = 0; i < n; i++) print line[i % NR + 1] }' \
  tests/data/corpus.txt > "$input"
echo "$(wc -l < "$input") lines, $(nproc) cores, $rounds rounds"

declare -A times
for round in $(seq "$rounds"); do
  for f in "${fields[@]}"; do
    start=$(date +%s%N)
    # Exit status 1 only says that some corpus lines fail to parse.
    "$bin" canon --fields "$f" "$input" > "$scratch/out" || [ $? -eq 1 ]
    end=$(date +%s%N)
    times[$f]="${times[$f]:-} $(( (end - start) / 1000 ))"
  done
  echo "round $round done"
done

median() { tr ' ' '\n' | grep . | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
href=$(echo "${times[href]}" | median)
echo
echo "| --fields | median time (ms) | ns per line | vs href |"
echo "|---|---:|---:|---:|"
for f in "${fields[@]}"; do
  m=$(echo "${times[$f]}" | median)
  awk -v f="$f" -v m="$m" -v h="$href" -v n="$lines" \
    'BEGIN { printf "| %s | %.0f | %.0f | %.2fx |\n", f, m / 1000, m * 1000 / n, m / h }'
done
