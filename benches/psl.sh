#!/usr/bin/env bash
# Registrable-domain lookup speed, two tables in one command: callgrind's instructions per
# host (examples/psl_profile.rs: the difference between 6 and 2 rounds, divided by the hosts
# looked up in between) and one criterion run (benches/psl.rs), railurl's lookup against the
# `psl` and `publicsuffix` crates', on the corpus's domains and on a host under every rule of
# the list. Wall-clock times need a quiet machine; instruction counts do not.
set -euo pipefail
cd "$(dirname "$0")/.."
lookups=(railurl psl publicsuffix)
sets=(corpus rules)

cargo build --quiet --release -p railurl --features psl --example psl_profile
bin="${CARGO_TARGET_DIR:-target}/release/examples/psl_profile"
instructions() { # lookup rounds set
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$1" "$2" "$3" 2>&1 \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

echo "Instructions per host (callgrind):"
echo
echo "| lookup | corpus | rules |"
echo "|---|---:|---:|"
declare -A hosts
for set in "${sets[@]}"; do
  hosts[$set]=$("$bin" none 1 "$set" | cut -d' ' -f1)
done
for lookup in "${lookups[@]}"; do
  row="| $lookup |"
  for set in "${sets[@]}"; do
    two=$(instructions "$lookup" 2 "$set")
    six=$(instructions "$lookup" 6 "$set")
    row="$row $(( (six - two) / (4 * ${hosts[$set]}) )) |"
  done
  echo "$row"
done
echo
echo "(${hosts[corpus]} corpus hosts, ${hosts[rules]} rule hosts)"
echo
echo "criterion (benches/psl.rs):"
cargo bench --quiet -p railurl --features psl --bench psl 2>&1 \
  | grep -E '^psl/|time:|thrpt:'
