#!/usr/bin/env bash
# Every workspace crate meant to be published (those without `publish = false`) packages and
# builds from its package alone: `cargo package` with verification, all of them in one run,
# so that the ones that depend on each other are verified against each other's packages.
set -euo pipefail
cd "$(dirname "$0")/.."
packages="$(cargo metadata --format-version 1 --no-deps | python3 -c '
import json, sys
meta = json.load(sys.stdin)
members = set(meta["workspace_members"])
for p in meta["packages"]:
    if p["id"] in members and p.get("publish") != []:
        print(p["name"])
')"
echo "published packages: $(echo $packages)"
args=()
for p in $packages; do args+=(-p "$p"); done
# --allow-dirty: CI may run on a tree with build products or a local edit; the packages hold
# only what git tracks either way.
cargo package --allow-dirty "${args[@]}"
