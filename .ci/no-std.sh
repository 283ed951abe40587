#!/usr/bin/env bash
# Checks that railurl and railurl-compat are `no_std + alloc` without their `std` feature.
#
# The machine has only the host target (no bare-metal target to build for, and none can be
# downloaded), so "no std is linked in" is checked in two ways on the host:
# 1. `cargo tree` lists the features each normal, non-proc-macro dependency is built with, and
#    none has `std`, for each of the library's features that works without std (pest-runtime
#    implies std, see Cargo.toml). Proc macros (pest_derive) run on the host at build time and
#    may use std; they are not linked into the library.
# 2. A scratch `#![no_std]` crate that defines its own `#[panic_handler]` depends on both
#    crates with every such feature. If anything in its dependency graph linked std, std's
#    panic handler would be a second definition of the `panic_impl` lang item, which rustc
#    rejects (E0152). Features only add code, so the union of the features covers each subset.
# The crates' own code is `#![no_std]` in every configuration, so the compiler enforces it.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

echo "installed targets: $(rustup target list --installed 2>/dev/null | tr '\n' ' ')"

no_std_features=(writing rfc serde urlpattern psl)
all="$(IFS=,; echo "${no_std_features[*]}")"

for features in "" "${no_std_features[@]}"; do
  echo "cargo build -p railurl --no-default-features --features '$features'"
  cargo build --quiet -p railurl --no-default-features --features "$features"
done
for features in "" serde; do
  echo "cargo build -p railurl-compat --no-default-features --features '$features'"
  cargo build --quiet -p railurl-compat --no-default-features --features "$features"
done

status=0
check_tree() { # package, features (comma-separated, may be empty)
  local tree
  # One line per package: "name version features", features comma-separated.
  tree="$(cargo tree -p "$1" --no-default-features --features "$2" \
    -e normal,no-proc-macro --prefix none -f '{p} {f}' | sort -u)"
  if echo "$tree" | grep -E '(^| |,)std(,|$)'; then
    echo "$1 (features: ${2:-none}): the packages above are built with std" >&2
    status=1
  else
    echo "$1 (features: ${2:-none}): none of its $(echo "$tree" | cut -d' ' -f1 | sort -u | wc -l) packages is built with std"
  fi
}
for features in "" "${no_std_features[@]}" "$all"; do
  check_tree railurl "$features"
done
check_tree railurl-compat ""
check_tree railurl-compat serde

mkdir -p "$scratch/src"
cat > "$scratch/Cargo.toml" <<TOML
[package]
name = "no-std-check"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
railurl = { path = "$repo", default-features = false, features = [$(printf '"%s", ' "${no_std_features[@]}")] }
url = { package = "railurl-compat", path = "$repo/compat", default-features = false, features = ["serde"] }

[workspace]
TOML
cat > "$scratch/src/lib.rs" <<'RS'
//! Compiles only if nothing in the dependency graph links std: std defines the panic handler,
//! and a second `#[panic_handler]` (this one) is error E0152.
#![no_std]
extern crate alloc;

use alloc::string::{String, ToString};

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    loop {}
}

/// Uses each crate, so that the check is about code that is really there.
pub fn parse(input: &str) -> Option<(String, String)> {
    let native = railurl::Url::parse(input).ok()?;
    let compat = url::Url::parse(input).ok()?;
    Some((native.href().into(), compat.as_str().into()))
}

/// The Public Suffix List's tables and the rendering, on alloc alone.
pub fn site(input: &str) -> Option<(String, String)> {
    let url = railurl::Url::parse(input).ok()?;
    Some((url.registrable_domain()?.into(), url.render().to_string()))
}
RS
# The workspace's lock file, so that the check builds the versions CI tests.
cp Cargo.lock "$scratch/Cargo.lock"
if (cd "$scratch" && CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$repo/target}" cargo build --quiet); then
  echo "a #![no_std] crate with its own panic handler builds on railurl ($all) and railurl-compat (serde) without std"
else
  echo "the #![no_std] check crate does not build: is std linked in (E0152 above)?" >&2
  status=1
fi
exit "$status"
