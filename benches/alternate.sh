#!/usr/bin/env bash
# Wall clock of two builds of examples/profile_corpus, run in turn (one command for an A/B
# figure on a shared machine): `bash benches/alternate.sh OLD NEW [RUNS] [ROUNDS]`, where OLD
# and NEW are profile_corpus binaries (build each commit with
# `cargo build --release -p railurl --example profile_corpus` and copy
# target/release/examples/profile_corpus aside). Each run times `ROUNDS` rounds and 20 rounds
# and takes the difference, which leaves out the start-up (reading and filtering the corpus);
# it prints each binary's nanoseconds per URL, run by run, their median, and the load average.
# What is timed: `ENGINE` (default `unless`, a column's work per row) on `SET` (default
# `corpus`) filtered by `FILTER` (default `accepted`, the rows the canonical fast path takes;
# empty for all), as profile_corpus's arguments.
set -euo pipefail
old=$1 new=$2 runs=${3:-9} rounds=${4:-1000}
engine=${ENGINE:-unless} set=${SET:-corpus} filter=${FILTER-accepted}
rows=$("$old" "$engine" 1 "$set" $filter | grep -o 'of the [0-9]* URLs' | grep -o '[0-9]*')
elapsed() { # binary, rounds: nanoseconds
  local start end
  start=$(date +%s%N)
  "$1" "$engine" "$2" "$set" $filter > /dev/null
  end=$(date +%s%N)
  echo $((end - start))
}
declare -a times_old times_new
for _ in $(seq "$runs"); do
  for which in old new; do
    long=$(elapsed "${!which}" "$rounds")
    short=$(elapsed "${!which}" 20)
    ns=$(awk -v l="$long" -v s="$short" -v r="$rounds" -v n="$rows" \
      'BEGIN { printf "%.2f", (l - s) / ((r - 20) * n) }')
    eval "times_$which+=($ns)"
  done
done
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
echo "$engine $rounds $set $filter: $rows URLs, ns per URL"
echo "old $old: ${times_old[*]}; median $(median "${times_old[@]}")"
echo "new $new: ${times_new[*]}; median $(median "${times_new[@]}")"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
