#!/usr/bin/env bash
# Regenerate docs/python-benchmarks.md in one run: railurl built in release mode into the
# test virtualenv (target/python-venv), the other parsers installed from PyPI, then
# python/bench/bench.py (its options pass through: --no-spark, --print, --rounds N, ...).
set -euo pipefail
cd "$(dirname "$0")/../.."
venv="$PWD/target/python-venv"
if [ ! -x "$venv/bin/python" ]; then
  "${PYTHON:-python3}" -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --upgrade pip 'maturin>=1.5,<2' can_ada ada_url yarl tldextract
VIRTUAL_ENV="$venv" PATH="$venv/bin:$PATH" \
  maturin develop --quiet --release --manifest-path python/Cargo.toml --extras test
"$venv/bin/python" python/bench/bench.py "$@"
