#!/usr/bin/env bash
# The library's documentation as docs.rs builds it (Cargo.toml's [package.metadata.docs.rs]:
# every feature on, `--cfg docsrs`, which turns on doc_cfg in src/lib.rs): it builds, and the
# feature-gated items show with their feature (URLPattern among them). docs.rs uses a nightly
# rustdoc; RUSTC_BOOTSTRAP=1 lets the stable toolchain stand in for it.
set -euo pipefail
cd "$(dirname "$0")/.."
RUSTC_BOOTSTRAP=1 RUSTDOCFLAGS="--cfg docsrs -D warnings" \
  cargo doc -p railurl --all-features --no-deps
page="${CARGO_TARGET_DIR:-target}/doc/railurl/index.html"
for feature in urlpattern writing; do
  if ! grep -q "Available on crate feature \`$feature\` only" "$page"; then
    echo "docs.rs: the items of feature $feature are not marked with it in $page" >&2
    exit 1
  fi
done
test -f "${CARGO_TARGET_DIR:-target}/doc/railurl/pattern/struct.UrlPattern.html"
echo "docs.rs: every feature documented, feature-gated items marked"
