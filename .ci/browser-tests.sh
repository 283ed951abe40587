#!/usr/bin/env bash
# The playground (`railurl serve`) in a real browser: installs Debian's chromium and
# playwright-core (cli/browser-tests/package-lock.json), starts the server on a free loopback
# port, and runs cli/browser-tests/playground.mjs in headless chromium. Screenshots of every
# step go to target/browser-screenshots/ (kept as CI artifacts).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

if ! command -v chromium >/dev/null 2>&1; then
  echo "installing chromium"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
fi
chromium --version

echo "== playwright-core (npm ci, cli/browser-tests/package-lock.json)"
(cd cli/browser-tests && npm ci --no-audit --no-fund --loglevel=error)

echo "== cargo build -p railurl-cli"
cargo build -p railurl-cli
target_dir="${CARGO_TARGET_DIR:-$root/target}"
railurl="$target_dir/debug/railurl"

work="$(mktemp -d)"
server=""
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

"$railurl" serve --port 0 >"$work/serve.out" 2>"$work/serve.err" &
server=$!
url=""
for _ in $(seq 1 100); do
  url="$(grep -o 'http://127\.0\.0\.1:[0-9]*/' "$work/serve.out" || true)"
  [ -n "$url" ] && break
  if ! kill -0 "$server" 2>/dev/null; then cat "$work/serve.err" >&2; echo "railurl serve exited" >&2; exit 1; fi
  sleep 0.1
done
[ -n "$url" ] || { echo "railurl serve did not say where it listens" >&2; exit 1; }
echo "== the playground at $url"

mkdir -p "$root/target/browser-screenshots"
RAILURL_PLAYGROUND_URL="$url" SCREENSHOT_DIR="$root/target/browser-screenshots" \
  node cli/browser-tests/playground.mjs
ls "$root/target/browser-screenshots"
