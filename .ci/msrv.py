#!/usr/bin/env python3
"""Checks that each published workspace package declares the rust-version its locked
dependencies need: the highest `rust-version` among the packages of its normal and build
dependency closure (all features on), as Cargo.lock resolves them. Dev-dependencies are left
out (users of the package never build them); the version the test suite needs is printed for
the README's "Status" line.

Run from the repository root: python3 .ci/msrv.py"""

import json
import subprocess
import sys


def version_key(v):
    return tuple(int(p) for p in v.split("."))


def main():
    meta = json.loads(
        subprocess.run(
            ["cargo", "metadata", "--format-version", "1", "--locked", "--all-features"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    )
    packages = {p["id"]: p for p in meta["packages"]}
    nodes = {n["id"]: n for n in meta["resolve"]["nodes"]}

    def closure(root, kinds):
        seen, stack = set(), [root]
        while stack:
            pid = stack.pop()
            for dep in nodes[pid]["deps"]:
                if any(k["kind"] in kinds for k in dep["dep_kinds"]) and dep["pkg"] not in seen:
                    seen.add(dep["pkg"])
                    # Below the root, a dependency's own dev-dependencies are never built.
                    stack.append(dep["pkg"])
            kinds = (None, "build")
        return seen

    def highest(ids):
        best = ("0", "(none)")
        for pid in ids:
            rv = packages[pid].get("rust_version")
            if rv and version_key(rv) > version_key(best[0]):
                best = (rv, f'{packages[pid]["name"]} {packages[pid]["version"]}')
        return best

    failed = False
    for pid in meta["workspace_members"]:
        package = packages[pid]
        if package.get("publish") == []:
            continue
        needed, by = highest(closure(pid, (None, "build")))
        declared = package.get("rust_version")
        with_dev, dev_by = highest(closure(pid, (None, "build", "dev")))
        status = "ok" if declared == needed else "MISMATCH"
        print(
            f'{package["name"]}: declares rust-version {declared}; its locked dependencies '
            f"need {needed} ({by}) [{status}]; its tests need {with_dev} ({dev_by})"
        )
        failed |= declared != needed
    if failed:
        print("rust-version must equal what the locked dependencies need", file=sys.stderr)
        sys.exit(1)


main()
