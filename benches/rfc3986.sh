#!/usr/bin/env bash
# RFC 3986 parsing speed, the two tables of docs/rfc.md and the README in one command:
# callgrind's instructions per input (examples/rfc_profile.rs: the difference between 6 and 2
# rounds, divided by the inputs parsed in between) and one criterion run (benches/rfc3986.rs),
# railurl's rfc3986::UriRef::parse against fluent-uri, iri-string and oxiri, on the corpus and
# on WPT's inputs that are valid URI references. Wall-clock times need a quiet machine;
# instruction counts do not.
set -euo pipefail
cd "$(dirname "$0")/.."
source benches/callgrind.sh

cargo build --quiet --release -p railurl --example rfc_profile
callgrind_table "${CARGO_TARGET_DIR:-target}/release/examples/rfc_profile" parser inputs \
  railurl fluent-uri iri-string oxiri -- corpus wpt
echo "Time per input (criterion, one run; median):"
echo
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
cargo bench --quiet --bench rfc3986 -- --noplot > "$log" 2>&1 || { cat "$log"; exit 1; }
python3 - "$log" "${set_sizes[corpus]}" "${set_sizes[wpt]}" <<'PY'
import re, sys
log, counts = open(sys.argv[1]).read(), {"corpus": int(sys.argv[2]), "wpt": int(sys.argv[3])}
unit = {"ps": 1e-3, "ns": 1, "µs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9}
found = {}
for m in re.finditer(r"rfc3986/(\w+)/([\w-]+)\s+time:\s+\[\S+ \S+ (\S+) (\S+) \S+ \S+\]", log):
    found[(m.group(1), m.group(2))] = float(m.group(3)) * unit[m.group(4)] / counts[m.group(1)]
parsers = ["railurl", "fluent-uri", "iri-string", "oxiri"]
print("| parser | corpus (ns) | wpt (ns) |")
print("|---|---:|---:|")
for p in parsers:
    cells = [f"{found[(s, p)]:.1f}" if (s, p) in found else "?" for s in ("corpus", "wpt")]
    print(f"| {p} | {cells[0]} | {cells[1]} |")
PY
