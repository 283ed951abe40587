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
        print(p["name"], p["version"])
')"
echo "published packages: $(echo "$packages" | cut -d' ' -f1 | tr '\n' ' ')"
args=()
while read -r name version; do
  args+=(-p "$name")
  # Verification builds each package against the others' packages through a local registry,
  # which cargo unpacks into $CARGO_HOME/registry/src/ and does not unpack again while a
  # directory of that name and version is there: a run on the same machine would build the
  # previous run's sources. Unpacked sources are only a cache (cargo unpacks them again).
  rm -rf "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/"$name-$version"
done <<< "$packages"
# --allow-dirty: CI may run on a tree with build products or a local edit; the packages hold
# only what git tracks either way.
cargo package --allow-dirty "${args[@]}"
