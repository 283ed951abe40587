"""Where the time of `href` over a column goes: the per-URL loop against railurl.arrow.href.

Issue 27 asks for the vectorized `href` over 1M URLs to be 10x faster than the fastest per-URL
loop. This prints what bounds that ratio, in one run over 1,000,000 URLs (the corpus repeated):

- the Python loop's own cost (a loop of the same shape whose "parse" is `str(u)`, a C call that
  returns its argument): what a loop pays even for a parser that costs nothing;
- the `railurl.URL(u).href` loop (the fastest per-URL loop in docs/python-benchmarks.md);
- railurl.arrow.href on one thread and on every core: CPU time of all threads, and wall-clock.

With `--split`, the column's time by route: the corpus's rows grouped by the route `href` takes
for each (the canonical fast path, its href the input or the input with the path's "/" added;
the near-canonical fast path; the grammar engine, by why the fast paths declined the row; a
failure, by its name), each group repeated to a column of its own and timed on one thread,
against the whole corpus's column and the "floor" (a column whose every row is "http://a/":
the row loop, Arrow in and out, and the least parse); and the whole corpus grouped by route,
or without one route's rows, which shows what mixing the routes in one column costs.

With `--variety`, the same timing over synthetic columns of canonical URL strings: one URL in
every row, against columns whose rows differ from it in one structural feature each (a port or
none, a query or none, the path's length, ...), picked at random per row: what the variety of
real URLs costs the canonical check (its branches' mispredictions), which the instruction
counts below do not show.

With `--callgrind`, instruction counts per URL instead (valgrind, deterministic, so that a loaded
machine does not blur them): the loop with `str`, the `URL` loop, and railurl.arrow.href on one
thread (a pyarrow string array, and a string_view one); each the difference between two column
lengths over the URLs in between, so that start-up is left out. Each total includes building
its input (the list of URLs; for railurl.arrow, the Arrow array too, which a column user has
already): the line "the column call" is railurl.arrow.href itself, with where its instructions
go. Run it with the test virtualenv's Python (python/bench/run.sh builds railurl in release
mode into it): `target/python-venv/bin/python python/bench/href_breakdown.py`.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench import collecting_loop, corpus


def column(n: int) -> list[str]:
    urls = corpus()
    return (urls * (n // len(urls) + 1))[:n]


def jobs() -> dict:
    """{name: function(urls)}; each builds what it needs from the list of URLs first (outside
    what is timed, and the same for every job under callgrind)."""
    import pyarrow as pa

    from railurl import arrow

    def loop(setup: str, call: str, expression: str):
        run = collecting_loop(setup, call, expression)
        return lambda urls: lambda: run(urls)

    def vectorized(threads: int, layout=pa.string()):
        def prepare(urls):
            array = pa.array(urls, type=layout)

            def run():
                os.environ["RAILURL_NUM_THREADS"] = str(threads)
                return arrow.href(array)

            return run

        return prepare

    return {
        "loop, `str(u)` (the loop alone)": loop("parse = str", "parse(u)", "r"),
        "loop, `URL(u).href`": loop("from railurl import URL as parse", "parse(u)", "r.href"),
        "railurl.arrow.href, one thread": vectorized(1),
        "railurl.arrow.href, one thread, string_view": vectorized(1, pa.string_view()),
        f"railurl.arrow.href, {os.cpu_count()} threads": vectorized(os.cpu_count() or 1),
        f"railurl.arrow.href, {os.cpu_count()} threads, string_view": vectorized(
            os.cpu_count() or 1, pa.string_view()
        ),
    }


def timings(n: int, rounds: int) -> None:
    urls = column(n)
    table = {name: prepare(urls) for name, prepare in jobs().items()}
    wall: dict = {name: [] for name in table}
    cpu: dict = {name: [] for name in table}
    for function in table.values():
        function()
    for _ in range(rounds):
        for name, function in table.items():
            start, start_cpu = time.perf_counter_ns(), time.process_time_ns()
            function()
            cpu[name].append((time.process_time_ns() - start_cpu) / n)
            wall[name].append((time.perf_counter_ns() - start) / n)
    print(f"{n:,} URLs, median of {rounds} interleaved rounds; load average {os.getloadavg()}")
    print(f"{'':40} {'CPU ns/URL':>11} {'wall ns/URL':>12}")
    for name in table:
        print(f"{name:40} {statistics.median(cpu[name]):11.1f} {statistics.median(wall[name]):12.1f}")


# Functions whose inclusive cost callgrind reports for the vectorized job (their symbols in a
# release build; a function the compiler inlined shows 0): the whole column call (what its
# parts below leave is the row loop and setting up and finishing the arrays); in it,
# href_unless_input (a string column: the canonical fast path, then the rest), or the two halves
# a string_view column calls over a block of rows (canonical_href over every row, then the rest
# for the rows it declined); the rest (href_beyond_canonical: the near-canonical fast path, then the
# grammar engine); and the grammar engine alone (build_from), for the rows neither fast path
# takes.
FUNCTIONS = {
    "the column call (railurl.arrow.href's native part)": ["_railurl::arrow::__pyfunction__column"],
    "  href_unless_input (a string column's rows)": [
        "railurl::api::href_into::href_into",
        "railurl::api::href_into::href_unless_input",
    ],
    "  canonical_href (the canonical fast path)": ["railurl::api::fast::canonical_href"],
    "  href_beyond_canonical (near-canonical path, engine)": ["railurl::api::fast::href_beyond_canonical"],
    "  the grammar engine (build_from)": ["railurl::semantics::build_from"],
    "malloc (the whole process)": ["malloc"],
    "free (the whole process)": ["free"],
}


def count(job: int, n: int) -> dict:
    """Instructions callgrind counts for job `job` over n URLs: in total (with the set-up around
    it), and inclusive of each of FUNCTIONS."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "callgrind.out"
        subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable,
             __file__, "--run", str(job), str(n)],
            check=True,
            capture_output=True,
            env={**os.environ, "RAILURL_NUM_THREADS": "1", "PYTHONHASHSEED": "0"},
        )
        summary = re.search(r"^summary: (\d+)", out.read_text(errors="replace"), re.MULTILINE)
        counts = {"total": int(summary.group(1)) if summary else 0}
        annotated = subprocess.run(
            ["callgrind_annotate", "--inclusive=yes", "--threshold=100", str(out)],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        for name, symbols in FUNCTIONS.items():
            # "123,456 (1.2%)  file:function [object]", "function'2" for a recursive call.
            alternatives = "|".join(re.escape(symbol) for symbol in symbols)
            pattern = re.compile(r":(?:" + alternatives + r")(?:'\d+)? \[")
            counts[name] = sum(
                int(line.split()[0].replace(",", ""))
                for line in annotated.splitlines()
                if pattern.search(line) and line.strip()[:1].isdigit()
            )
        return counts


def callgrind(small: int, large: int) -> None:
    names = list(jobs())
    print(f"instructions per URL (callgrind; {large:,} URLs less {small:,}; one thread)")
    for index, name in enumerate(names[:4]):
        low, high = count(index, small), count(index, large)
        per_url = {key: (high[key] - low[key]) / (large - small) for key in high}
        print(f"{name:50} {per_url.pop('total'):9.0f}")
        if index >= 2:
            for key, value in per_url.items():
                print(f"  {key:48} {value:9.0f}")


def engine_reason(url: str) -> str:
    """Why neither fast path takes `url`, which parses (first match wins): what the row has
    that grammar/canonical.pest and grammar/near_canonical.pest leave to the engine."""
    text = url.strip("".join(map(chr, range(0x21))))
    scheme, colon, rest = text.partition(":")
    if any(c in text for c in "\t\n\r"):
        return "tab or newline inside"
    if not colon or scheme.lower() not in ("http", "https", "ws", "wss", "ftp", "file"):
        return "not special"
    if scheme.lower() == "file":
        return "file"
    authority = re.split(r"[/\\?#]", rest.lstrip("/\\"), maxsplit=1)[0]
    if "@" in authority:
        return "credentials"
    host = authority.rsplit(":", 1)[0] if not authority.startswith("[") else authority
    if host.startswith("["):
        return "IPv6"
    if not host.isascii():
        return "non-ASCII host"
    if "%" in host:
        return "percent-encoded host"
    if re.fullmatch(r"[0-9a-fA-FxX.]*", host) and host[:1].isdigit():
        return "IPv4 (another spelling)"
    return "other host or port"


def routes(urls: list[str]) -> dict:
    """{group name: the corpus rows of that group} (see `--split`)."""
    import railurl
    from railurl import URL

    groups: dict = {}
    for url in urls:
        route = railurl._railurl._href_route(url)
        if route == "canonical":
            parsed = URL.parse(url)
            route += ", href is input" if parsed is not None and parsed.href == url else ", '/' added"
        elif route == "near-canonical" and engine_reason(url) == "credentials":
            route += ", credentials"
        elif route == "engine":
            route += ": " + engine_reason(url)
        elif route == "failure":
            try:
                URL(url)
            except Exception as error:  # railurl.ParseError
                route += ": " + str(getattr(error, "name", type(error).__name__))
        groups.setdefault(route, []).append(url)
    return groups


def split(n: int, rounds: int, columns: dict, what: str, total: int | None) -> None:
    """Time railurl.arrow.href over each of `columns` ({name: rows}, each repeated to n rows),
    one thread, in interleaved rounds; `what` heads the table's first column. With `total`
    (the corpus's length), each column's rows as a share of the corpus too, and its time per
    row of the whole corpus."""
    import pyarrow as pa

    from railurl import arrow

    arrays = {
        name: pa.array((rows * (n // len(rows) + 1))[:n], type=pa.string_view())
        for name, rows in columns.items()
    }
    os.environ["RAILURL_NUM_THREADS"] = "1"
    times: dict = {name: [] for name in arrays}
    for array in arrays.values():
        arrow.href(array)
    for _ in range(rounds):
        for name, array in arrays.items():
            start = time.perf_counter_ns()
            arrow.href(array)
            times[name].append((time.perf_counter_ns() - start) / n)
    print(f"{n:,} rows per column (string_view), one thread, median of {rounds} interleaved rounds;"
          f" load average {os.getloadavg()}")
    if total is None:
        print(f"{what:58} {'rows':>6} {'ns/row':>7}")
        for name, values in times.items():
            print(f"{name:58} {len(columns[name]):6} {statistics.median(values):7.1f}")
        return
    print(f"{what:58} {'rows':>6} {'share':>6} {'ns/row':>7} {'ns/URL of all':>13}")
    for name, values in times.items():
        rows = len(columns[name]) if not name.startswith("floor") else total
        share = rows / total if not name.startswith("floor") else 0
        median = statistics.median(values)
        print(f"{name:58} {rows:6} {share:6.1%} {median:7.1f} {median * share:13.1f}")


def variety_columns() -> dict:
    """{column name: its rows} for `--variety`: canonical URL strings that differ from one URL
    in one structural feature each, the feature's form picked at random per row (so that a
    branch predictor cannot learn the column's order): what a column's variety costs the
    canonical check, against the same URL in every row."""
    import random

    chance = random.Random(27)

    def word(n: int) -> str:
        return "".join(chance.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(n))

    def rows(make) -> list[str]:
        return [make() for _ in range(4096)]

    def either(*forms: str) -> str:
        return chance.choice(forms)

    site, path = "https://github.com", "/nodejs/node/commit/abcdefghij"
    return {
        "the same URL in every row": [site + path],
        "floor (every row \"http://a/\")": ["http://a/"],
        "scheme http or https": rows(lambda: f"{either('http', 'https')}://github.com{path}"),
        "host of 5-25 letters": rows(lambda: f"https://{word(chance.randint(5, 25))}.com{path}"),
        "host of 1-4 labels": rows(
            lambda: "https://" + ".".join(word(4) for _ in range(chance.randint(1, 4))) + path
        ),
        "port or none": rows(lambda: site + either("", ":8080") + path),
        "path of 5-60 letters": rows(lambda: f"{site}/{word(chance.randint(5, 60))}"),
        "path of 1-6 segments": rows(
            lambda: site + "".join("/" + word(5) for _ in range(chance.randint(1, 6)))
        ),
        "path with a dot or none": rows(lambda: site + path + either("", ".x", ".html")),
        "path with %20 or none": rows(lambda: site + path + either("", "%20x")),
        "query or none": rows(lambda: site + path + either("", "?a=b")),
        "fragment or none": rows(lambda: site + path + either("", "#top")),
    }


def split_columns(urls: list[str]) -> dict:
    """{column name: its rows} for `--split`: the corpus, by route, and by group."""
    groups = routes(urls)
    order = sorted(groups, key=lambda name: (name.split(":")[0], -len(groups[name])))
    route_of = {url: name for name, rows in groups.items() for url in rows}
    columns = {
        "all corpus rows": urls,
        "all corpus rows, grouped by route": [u for name in order for u in groups[name]],
        "floor (every row \"http://a/\")": ["http://a/"],
    }
    kinds = ("canonical", "near-canonical", "engine", "failure")
    for route in kinds:
        columns[f"all corpus rows but {route}"] = [
            u for u in urls if not route_of[u].startswith(route)
        ]
    for route in kinds:
        columns[f"{route} (all)"] = [u for name in order if name.startswith(route) for u in groups[name]]
    return columns | {name: groups[name] for name in order}


def split_callgrind(n: int) -> None:
    """`--split --callgrind`: per column of `split_columns` (n rows), what callgrind counts
    inside railurl.arrow.href's native call alone (--toggle-collect), per row: instructions,
    conditional branches and their mispredictions (--branch-sim, callgrind's simple
    predictor: a sign of what a real one misses, not a measure of it)."""
    names = list(split_columns(corpus()))
    print(f"callgrind inside railurl.arrow.href, per row ({n:,} rows per column, string_view, one"
          " thread)")
    print(f"{'column':58} {'instr.':>7} {'branches':>8} {'mispred.':>8}")
    for index, name in enumerate(names):
        with tempfile.TemporaryDirectory() as folder:
            out = Path(folder) / "callgrind.out"
            subprocess.run(
                ["valgrind", "--tool=callgrind", "--branch-sim=yes",
                 "--toggle-collect=*__pyfunction__column*", f"--callgrind-out-file={out}",
                 sys.executable, __file__, "--run-split", str(index), str(n)],
                check=True, capture_output=True,
                env={**os.environ, "RAILURL_NUM_THREADS": "1", "PYTHONHASHSEED": "0"},
            )
            text = out.read_text(errors="replace")
            events = re.search(r"^events: (.*)$", text, re.MULTILINE).group(1).split()
            summary = re.search(r"^summary: (.*)$", text, re.MULTILINE).group(1).split()
            count = dict(zip(events, (int(x) for x in summary)))
        print(f"{name:58} {count['Ir'] / n:7.0f} {count['Bc'] / n:8.0f}"
              f" {(count['Bcm'] + count['Bim']) / n:8.2f}")


def run_split(index: int, n: int) -> None:
    import pyarrow as pa

    from railurl import arrow

    rows = list(split_columns(corpus()).values())[index]
    array = pa.array((rows * (n // len(rows) + 1))[:n], type=pa.string_view())
    arrow.href(array)


def run_one(index: int, n: int) -> None:
    urls = column(n)
    list(jobs().values())[index](urls)()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--urls", type=int, default=1_000_000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--callgrind", action="store_true")
    parser.add_argument("--split", action="store_true")
    parser.add_argument("--variety", action="store_true")
    parser.add_argument("--run", nargs=2, help=argparse.SUPPRESS)
    parser.add_argument("--run-split", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.run:
        run_one(int(args.run[0]), int(args.run[1]))
    elif args.run_split:
        run_split(int(args.run_split[0]), int(args.run_split[1]))
    elif args.split and args.callgrind:
        split_callgrind(50_000)
    elif args.split:
        urls = corpus()
        split(args.urls, args.rounds, split_columns(urls), "group of corpus rows", len(urls))
    elif args.variety:
        split(args.urls, args.rounds, variety_columns(), "column", None)
    elif args.callgrind:
        callgrind(20_000, 120_000)
    else:
        timings(args.urls, args.rounds)


if __name__ == "__main__":
    main()
