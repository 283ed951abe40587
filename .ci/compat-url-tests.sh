#!/usr/bin/env bash
# Runs url 2.5.8's own tests/unit.rs and tests/wpt.rs (compat/tests/url-2.5.8/, unchanged)
# against railurl-compat, and checks that exactly the cases compat/README.md lists fail: each
# listed unit test is a place where url 2.5.8 contradicts the current URL Standard, and the
# listed wpt case is one url's own runner cannot run. A new failure, or a listed case that now
# passes, fails this script. Both feature sets are run.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
readme=compat/README.md

listed() { # the lines between <!-- $1 --> and the next <!-- end -->
  sed -n "/<!-- $1 -->/,/<!-- end -->/p" "$readme"
}
expected_unit="$(listed url-unit-failures | grep -oE '^\| `[A-Za-z0-9_]+`' | tr -d '|` ' | sort)"
expected_wpt="$(listed url-wpt-failures | sed -n 's/^- `\(.*\)`$/\1/p' | sort)"
test -n "$expected_unit" || { echo "no unit failures listed in $readme?" >&2; exit 1; }

status=0
compare() { # name, expected, actual
  if [ "$2" != "$3" ]; then
    echo "$1: the failing cases differ from $readme's list" >&2
    diff <(echo "$2") <(echo "$3") >&2 || true
    status=1
  else
    echo "$1: only the listed cases fail ($(echo "$3" | grep -c . || true))"
  fi
}

for features in --all-features --no-default-features; do
  out="$(cargo test -p railurl-compat $features --test url_unit 2>&1 || true)"
  echo "$out" | grep -E '^test result' | sed "s/^/url unit.rs ($features): /"
  actual="$(echo "$out" | sed -n 's/^test \([A-Za-z0-9_]*\) \.\.\. FAILED$/\1/p' | sort)"
  compare "url unit.rs ($features)" "$expected_unit" "$actual"
done

out="$(cargo test -p railurl-compat --all-features --test url_wpt 2>&1 || true)"
passed="$(echo "$out" | grep -c '✅' || true)"
actual="$(echo "$out" | sed -n 's/^  name: //p' | sort)"
echo "url wpt.rs: $passed passed, $(echo "$actual" | grep -c . || true) failed"
compare "url wpt.rs" "$expected_wpt" "$actual"
exit "$status"
