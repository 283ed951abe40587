#!/usr/bin/env bash
# Registrable-domain lookup speed, two tables in one command: callgrind's instructions per
# host (examples/psl_profile.rs: the difference between 6 and 2 rounds, divided by the hosts
# looked up in between) and one criterion run (benches/psl.rs), railurl's lookup against the
# `psl` and `publicsuffix` crates', on the corpus's domains and on a host under every rule of
# the list. Wall-clock times need a quiet machine; instruction counts do not.
set -euo pipefail
cd "$(dirname "$0")/.."
source benches/callgrind.sh

cargo build --quiet --release -p railurl --features psl --example psl_profile
callgrind_table "${CARGO_TARGET_DIR:-target}/release/examples/psl_profile" lookup hosts \
  railurl psl publicsuffix -- corpus rules
echo "criterion (benches/psl.rs):"
cargo bench --quiet -p railurl --features psl --bench psl 2>&1 \
  | grep -E '^psl/|time:|thrpt:'
