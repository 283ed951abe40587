#!/usr/bin/env bash
# Continuous fuzzing: each cargo-fuzz target runs for FUZZ_SECONDS (default 60) from the
# committed seeds (fuzz/seeds/TARGET) in a fresh corpus directory. cargo-fuzz needs nightly
# flags, which RUSTC_BOOTSTRAP=1 allows on the stable toolchain. Where cargo-fuzz does not
# install (it is fetched from crates.io), the run says so loudly and skips fuzzing; the seeds
# still run through the same checks in `cargo test` (tests/fuzz_seeds.rs). A finding fails
# the run, and the crashing input is kept under fuzz/artifacts/.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${FUZZ_SECONDS:-60}"
if ! command -v cargo-fuzz >/dev/null 2>&1 && ! cargo fuzz --version >/dev/null 2>&1; then
  echo "installing cargo-fuzz"
  if ! cargo install cargo-fuzz --locked >/tmp/cargo-fuzz-install.log 2>&1; then
    echo "!!! cargo-fuzz did not install here (see below): fuzzing skipped, seeds still run in cargo test"
    tail -20 /tmp/cargo-fuzz-install.log
    exit 0
  fi
fi
cd "$repo/fuzz"
export RUSTC_BOOTSTRAP=1
cargo fuzz build -s none
for target in $(cargo fuzz list); do
  corpus="$(mktemp -d)"
  seeds="seeds/$target"
  [ -d "$seeds" ] || seeds=""
  log="$(mktemp)"
  echo "== fuzz $target for ${seconds}s"
  set +e
  cargo fuzz run -s none "$target" "$corpus" $seeds -- -max_total_time="$seconds" -timeout=30 -print_final_stats=1 >"$log" 2>&1
  status=$?
  set -e
  grep -E "(Done [0-9]+ runs|stat::number_of_executed_units|INFO: seed corpus|panicked|SUMMARY)" "$log" || true
  if [ "$status" -ne 0 ]; then tail -40 "$log"; fi
  rm -rf "$corpus" "$log"
  if [ "$status" -ne 0 ]; then
    echo "fuzz target $target found a failure (artifacts in fuzz/artifacts/$target)" >&2
    exit 1
  fi
done
