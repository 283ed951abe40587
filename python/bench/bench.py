"""railurl for Python against the other URL parsers Python users have, in one run.

Writes docs/python-benchmarks.md (or prints it with --print). Run it through
python/bench/run.sh, which builds railurl in release mode into the test virtualenv and installs
the contenders. Not a test: the figures depend on the machine and on what else runs on it; the
page says the load average before and after.

1. Per URL, on the corpus (tests/data/corpus.txt) and its non-canonical variant (the same
   construction as benches/common/mod.rs): railurl.URL, can_ada.parse, ada_url.URL,
   urllib.parse.urlsplit and yarl.URL, for parse, parse + hostname and parse + href. Every round
   runs every contender once, in a rotating order, so that a busy neighbour slows them alike;
   the table has the median round.
2. Vectorized, over 1,000,000 URLs (the corpus repeated): railurl.arrow against list
   comprehensions over each parser, pyarrow.compute regular expressions and Polars' string
   functions.
3. Spark in local mode (local[2]): rows per second of railurl's Arrow UDF and mapInArrow
   against Spark's own parse_url.
4. How many inputs (the corpus and WPT's urltestdata inputs) urllib and yarl read otherwise
   than the URL Standard.
5. Public suffixes and registrable domains against tldextract (offline: its bundled snapshot of
   the Public Suffix List): disagreements over the corpus's hosts, and the time per URL.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
MILLION = 1_000_000


def corpus() -> list[str]:
    text = (REPO / "tests" / "data" / "corpus.txt").read_text(encoding="utf-8")
    return [line for line in text.splitlines() if line]


def non_canonical(urls: list[str]) -> list[str]:
    """benches/common/mod.rs's non-canonical variant: each special URL with a host written
    again with its host in uppercase, the default port spelled out, a dot segment pair at the
    start of its path and a segment with spaces at its end."""
    from railurl import URL

    defaults = {"http:": "80", "ws:": "80", "https:": "443", "wss:": "443", "ftp:": "21"}
    out = []
    for text in urls:
        url = URL.parse(text)
        if url is None or url.protocol not in defaults or not url.hostname:
            out.append(text)
            continue
        port = url.port or defaults[url.protocol]
        if url.username or url.password:
            credentials = url.username + (":" + url.password if url.password else "") + "@"
        else:
            credentials = ""
        separator = "" if url.pathname.endswith("/") else "/"
        out.append(
            f"{url.protocol}//{credentials}{url.hostname.upper()}:{port}/x/..{url.pathname}"
            f"{separator}a b{url.search}{url.hash}"
        )
    return out


def wpt_inputs() -> list[str]:
    cases = json.loads((REPO / "tests" / "wpt" / "urltestdata.json").read_text(encoding="utf-8"))
    return [c["input"] for c in cases if isinstance(c, dict) and c.get("base") is None]


# --- 1. per URL -------------------------------------------------------------------------------

# Each contender: module import, the parse call, and the hostname and href expressions on its
# result `r`.
CONTENDERS = {
    "railurl `URL`": ("from railurl import URL as parse", "parse(u)", "r.hostname", "r.href"),
    "can_ada `parse`": ("from can_ada import parse", "parse(u)", "r.hostname", "r.href"),
    "ada_url `URL`": ("from ada_url import URL as parse", "parse(u)", "r.hostname", "r.href"),
    "urllib `urlsplit`": ("from urllib.parse import urlsplit as parse", "parse(u)", "r.hostname", "r.geturl()"),
    "yarl `URL`": ("from yarl import URL as parse", "parse(u)", "r.host", "str(r)"),
}
TASKS = {"parse": None, "parse + hostname": 2, "parse + href": 3}


def loop(contender: str, task: str):
    """A function running the task over a list, one URL at a time, a failure caught."""
    setup, call, *getters = CONTENDERS[contender]
    column = TASKS[task]
    body = call if column is None else f"r = {call}; {getters[column - 2]}"
    source = (
        f"{setup}\n"
        "def run(urls):\n"
        "    for u in urls:\n"
        "        try:\n"
        f"            {body}\n"
        "        except Exception:\n"
        "            pass\n"
    )
    namespace: dict = {}
    exec(source, namespace)
    return namespace["run"]


def per_url(sets: dict[str, list[str]], rounds: int) -> dict:
    """ns per URL: {(set, task, contender): median}."""
    jobs = [(s, t, c) for s in sets for t in TASKS for c in CONTENDERS]
    functions = {job: loop(job[2], job[1]) for job in jobs}
    times: dict = {job: [] for job in jobs}
    for job in jobs:  # warm up once
        functions[job](sets[job[0]])
    for round_ in range(rounds):
        shift = round_ % len(jobs)
        for job in jobs[shift:] + jobs[:shift]:
            urls = sets[job[0]]
            start = time.thread_time_ns()
            functions[job](urls)
            times[job].append((time.thread_time_ns() - start) / len(urls))
    return {job: statistics.median(values) for job, values in times.items()}


# --- 2. vectorized ----------------------------------------------------------------------------

HOST_REGEX = r"^[A-Za-z][A-Za-z0-9+.\-]*://(?:[^@/?#]*@)?(?P<host>\[[^\]]*\]|[^:/?#]*)"


def timed(function, repeat: int) -> float:
    """The median wall-clock time of `repeat` runs, in seconds."""
    return timed_both(function, repeat)[0]


def timed_both(function, repeat: int) -> tuple[float, float]:
    """The medians of `repeat` runs' wall-clock time and CPU time (of every thread of this
    process), in seconds."""
    wall, cpu = [], []
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        function()
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return statistics.median(wall), statistics.median(cpu)


def vectorized(urls: list[str], repeat: int) -> dict:
    """Seconds for the whole column: {(task, contender): (wall, cpu)}."""
    import polars as pl
    import pyarrow as pa
    import pyarrow.compute as pc

    import railurl.polars  # noqa: F401
    from railurl import arrow

    array = pa.array(urls, type=pa.string())
    series = pl.Series("u", urls)
    out: dict = {}
    jobs = {
        ("href", "railurl.arrow.href (pyarrow string)"): lambda: arrow.href(array),
        ("href", "railurl.arrow.href (Polars string_view)"): lambda: arrow.href(series),
        ("hostname", "railurl.arrow.hostname"): lambda: arrow.hostname(array),
        ("hostname", "Polars `.url.hostname()` (railurl.polars)"): lambda: pl.DataFrame({"u": series}).select(
            pl.col("u").url.hostname()
        ),
        ("hostname", "pyarrow.compute `extract_regex` + `utf8_lower`"): lambda: pc.utf8_lower(
            pc.struct_field(pc.extract_regex(array, HOST_REGEX), [0])
        ),
        ("hostname", "Polars `str.extract` + `str.to_lowercase`"): lambda: pl.DataFrame({"u": series}).select(
            pl.col("u").str.extract(HOST_REGEX, 1).str.to_lowercase()
        ),
    }
    for (task, name), function in jobs.items():
        function()
        out[(task, name)] = timed_both(function, repeat)
    # The same, on one thread (a fresh process: the pool is sized once).
    single = subprocess.run(
        [sys.executable, __file__, "--single-thread", str(len(urls)), str(repeat)],
        env={**os.environ, "RAILURL_NUM_THREADS": "1"},
        capture_output=True,
        text=True,
        check=True,
    )
    for task, seconds in json.loads(single.stdout).items():
        out[(task, f"railurl.arrow.{task}, one thread")] = tuple(seconds)
    for contender, (setup, call, host, href) in CONTENDERS.items():
        for task, expression in (("href", href), ("hostname", host)):
            function = collecting_loop(setup, call, expression)
            out[(task, f"{contender} in a loop")] = timed_both(
                lambda: function(urls), max(1, repeat // 3)
            )
    return out


def collecting_loop(setup: str, call: str, expression: str):
    """The tightest Python loop a user writes to collect a result per URL, a failure kept as
    None (a list comprehension cannot catch one)."""
    source = (
        f"{setup}\n"
        "def run(urls):\n"
        "    out = []\n"
        "    append = out.append\n"
        "    for u in urls:\n"
        "        try:\n"
        f"            r = {call}\n"
        f"            append({expression})\n"
        "        except Exception:\n"
        "            append(None)\n"
        "    return out\n"
    )
    namespace: dict = {}
    exec(source, namespace)
    return namespace["run"]


def single_thread(n: int, repeat: int) -> None:
    import pyarrow as pa

    from railurl import arrow

    urls = (corpus() * (n // 10_000 + 1))[:n]
    array = pa.array(urls, type=pa.string())
    arrow.href(array)
    print(
        json.dumps(
            {
                "href": timed_both(lambda: arrow.href(array), repeat),
                "hostname": timed_both(lambda: arrow.hostname(array), repeat),
            }
        )
    )


# --- 3. Spark ---------------------------------------------------------------------------------


def spark(urls: list[str], repeat: int) -> dict:
    """Rows per second: {contender: rows/s}."""
    os.environ["PYSPARK_PYTHON"] = sys.executable
    os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    from pyspark.sql import SparkSession
    from pyspark.sql import functions as F

    import railurl.spark

    session = (
        SparkSession.builder.master("local[2]")
        .appName("railurl-bench")
        .config("spark.ui.enabled", "false")
        .config("spark.driver.host", "127.0.0.1")
        .config("spark.driver.memory", "4g")
        .getOrCreate()
    )
    session.sparkContext.setLogLevel("ERROR")
    folder = tempfile.TemporaryDirectory()
    try:
        source = Path(folder.name) / "urls.txt"
        source.write_text("\n".join(urls) + "\n", encoding="utf-8")
        df = session.read.text(str(source)).withColumnRenamed("value", "url")
        df = df.repartition(2).cache()
        df.count()
        hostname = railurl.spark.udf("hostname")
        href = railurl.spark.udf("href")
        jobs = {
            "Spark `try_parse_url(url, 'HOST')` (`parse_url`, null on failure)": lambda: df.select(
                F.expr("try_parse_url(url, 'HOST')").alias("h")
            ),
            "railurl Arrow UDF `hostname`": lambda: df.select(hostname("url").alias("h")),
            "railurl Arrow UDF `href`": lambda: df.select(href("url").alias("h")),
            "railurl `with_columns` (mapInArrow: href, hostname, port)": lambda: railurl.spark.with_columns(
                df, "url", ["href", "hostname", "port"]
            ).select(F.col("hostname").alias("h")),
        }
        out = {}
        for name, query in jobs.items():
            run = lambda: query().agg(F.sum(F.length("h"))).collect()  # noqa: E731
            run()
            out[name] = len(urls) / timed(run, repeat)
        return out
    finally:
        session.stop()
        folder.cleanup()


# --- 4. disagreements -------------------------------------------------------------------------

DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443, "ftp": 21}


def whatwg(text: str):
    from railurl import URL

    url = URL.parse(text)
    if url is None:
        return None
    host = url.hostname
    if host.startswith("["):
        host = host[1:-1]
    return {
        "scheme": url.scheme,
        "host": host,
        "port": url.port_number or DEFAULT_PORTS.get(url.scheme),
        "path": url.pathname,
        "query": url.query or "",
        "fragment": url.fragment or "",
    }


def read_urllib(text: str):
    r = urllib.parse.urlsplit(text)
    port = r.port
    return {
        "scheme": r.scheme,
        "host": r.hostname or "",
        "port": port or DEFAULT_PORTS.get(r.scheme),
        "path": r.path,
        "query": r.query,
        "fragment": r.fragment,
    }


def read_yarl(text: str):
    import yarl

    r = yarl.URL(text)
    return {
        "scheme": r.scheme,
        "host": r.raw_host or "",
        "port": r.port,
        "path": r.raw_path,
        "query": r.raw_query_string,
        "fragment": r.raw_fragment,
    }


def disagreements(inputs: list[str]) -> dict:
    """{parser: {what: count}} over `inputs`."""
    out = {}
    for name, read in (("urllib.parse.urlsplit", read_urllib), ("yarl.URL", read_yarl)):
        counts = {"inputs": 0, "accepts what the Standard rejects": 0, "rejects what the Standard accepts": 0}
        fields = {k: 0 for k in ("scheme", "host", "port", "path", "query", "fragment")}
        for text in inputs:
            expected = whatwg(text)
            try:
                got = read(text)
            except Exception:
                got = None
            differs = False
            if expected is None and got is not None:
                counts["accepts what the Standard rejects"] += 1
                differs = True
            elif expected is not None and got is None:
                counts["rejects what the Standard accepts"] += 1
                differs = True
            elif expected is not None and got is not None:
                for field in fields:
                    if expected[field] != got[field]:
                        fields[field] += 1
                        differs = True
            counts["inputs"] += differs
        out[name] = {**counts, **{f"{k} differs": v for k, v in fields.items()}}
    return out


# --- 5. public suffixes -------------------------------------------------------------------------


def tldextract_extractor():
    """tldextract offline: no list fetched (its bundled snapshot), no cache written, and the
    whole list (ICANN and private sections), as the URL Standard's "public suffix" reads it."""
    import tldextract

    return tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None, include_psl_private_domains=True)


def public_suffixes(urls: list[str], rounds: int) -> dict:
    """Disagreements with tldextract over the corpus's domain hosts, and ns per URL."""
    from railurl import URL

    extract = tldextract_extractor()
    parsed = [URL.parse(u) for u in urls]
    hosts = [(u, p) for u, p in zip(urls, parsed) if p is not None and p.public_suffix is not None]
    counts = {
        "hosts": len(hosts),
        "public suffix differs": 0,
        "registrable domain differs": 0,
        "either differs": 0,
        "of which: top-level label not in the list": 0,
        "of which: other": 0,
    }
    as_written = 0
    examples = []
    for text, url in hosts:
        ours = (url.public_suffix.rstrip("."), url.registrable_domain and url.registrable_domain.rstrip("."))
        # Given railurl's host (lower-case, IDNA-encoded, no port): the list lookup alone.
        r = extract(url.hostname)
        theirs = (r.suffix, r.top_domain_under_public_suffix or None)
        counts["public suffix differs"] += ours[0] != theirs[0]
        counts["registrable domain differs"] += ours[1] != theirs[1]
        if ours != theirs:
            counts["either differs"] += 1
            # The list's algorithm: "If no rules match, the prevailing rule is '*'", so an
            # unlisted top-level label is a public suffix (the URL Standard's reading);
            # tldextract gives no suffix then.
            if theirs[0] == "" and ours[0] == url.hostname.rstrip(".").rsplit(".", 1)[-1]:
                counts["of which: top-level label not in the list"] += 1
            else:
                counts["of which: other"] += 1
                if len(examples) < 8:
                    examples.append((url.hostname, ours, theirs))
        # Given the URL as written (what most callers do), lower-cased after.
        r = extract(text)
        written = (r.suffix.lower(), (r.top_domain_under_public_suffix or "").lower() or None)
        as_written += written != ours
    counts["given the URL as written, either differs"] = as_written
    loops = {
        "railurl `URL(u).registrable_domain`": lambda u: URL(u).registrable_domain,
        "tldextract `extract(u).top_domain_under_public_suffix`": lambda u: extract(u).top_domain_under_public_suffix,
    }
    times: dict = {name: [] for name in loops}
    for function in loops.values():
        for u in urls:
            try:
                function(u)
            except Exception:
                pass
    for round_ in range(rounds):
        for name, function in loops.items():
            start = time.thread_time_ns()
            for u in urls:
                try:
                    function(u)
                except Exception:
                    pass
            times[name].append((time.thread_time_ns() - start) / len(urls))
    return {
        "counts": counts,
        "examples": examples,
        "ns": {name: statistics.median(values) for name, values in times.items()},
    }


# --- the page ---------------------------------------------------------------------------------


def versions() -> str:
    from importlib.metadata import version

    names = ["railurl", "can_ada", "ada_url", "yarl", "tldextract", "pyarrow", "polars", "pyspark"]
    return ", ".join(f"{n} {version(n)}" for n in names)


def page(results: dict, started: str, load_before: tuple, load_after: tuple, cpu: str) -> str:
    lines = [
        "# railurl for Python: benchmarks",
        "",
        "Generated by `bash python/bench/run.sh` (python/bench/bench.py) in one run, started "
        f"{started}; do not edit by hand. Machine: {cpu}, {os.cpu_count()} cores; Python "
        f"{platform.python_version()}; {versions()}. Load average (1, 5, 15 min) before: "
        f"{', '.join(f'{x:.1f}' for x in load_before)}; after: "
        f"{', '.join(f'{x:.1f}' for x in load_after)}. A load above the core count means other "
        "processes ran beside the benchmark and every figure is slower than on a quiet machine; "
        "the interleaved rounds slow the per-URL contenders alike, but not the other tables.",
        "",
        "## Per URL",
        "",
        f"Nanoseconds of CPU time per URL (the thread's CPU time, so that the time other "
        "processes take the core is not counted; median of "
        f"{results['rounds']} interleaved rounds), over the "
        f"{results['sizes']['corpus']:,} URLs of tests/data/corpus.txt and its non-canonical "
        "variant (benches/common/mod.rs: host in uppercase, default port spelled out, dot "
        "segments and spaces in the path, so nothing is already canonical). Each loop calls "
        "the parser once per URL in a `for` loop, inside `try`/`except` (every parser fails on "
        "some of the corpus); ratios are against can_ada.",
        "",
    ]
    per = results["per_url"]
    for set_name in ("corpus", "non-canonical"):
        lines += [f"### {set_name}", "", "| parser | parse | vs can_ada | parse + hostname | vs can_ada | parse + href | vs can_ada |", "|---|---:|---:|---:|---:|---:|---:|"]
        for contender in CONTENDERS:
            cells = []
            for task in TASKS:
                ns = per[(set_name, task, contender)]
                ref = per[(set_name, task, "can_ada `parse`")]
                cells += [f"{ns:,.0f}", f"{ns / ref:.2f}x"]
            lines.append(f"| {contender} | " + " | ".join(cells) + " |")
        lines.append("")
    vec = results["vectorized"]
    n = results["sizes"]["million"]
    lines += [
        "## A column of a million URLs",
        "",
        f"Seconds for {n:,} URLs (the corpus repeated), median of {results['repeat']} runs "
        "(the loops: fewer), wall-clock and CPU time (of every thread; on a loaded machine the "
        "CPU time is the steadier figure, and the wall-clock one shows what the cores bring); "
        "the loops are the tightest a user writes (a `for` loop appending each result to a list, "
        "a failure as None, inside `try`/`except`). `railurl.arrow` runs on every core unless "
        "marked \"one thread\"; it writes each href straight into the result (no `URL` object "
        "per row), and a `string_view` result keeps the input's own view for a row whose href is "
        "its input (a canonical URL), so that only the other rows' text is written, where a "
        "`string` result holds a copy of every href. The regular expressions only cut the host "
        "out and lowercase it "
        "(no IDNA, no IP address or percent-decoding rules), which is not what the URL Standard "
        "does; they are there as the fastest thing a column library offers.",
        "",
    ]
    for task in ("href", "hostname"):
        rows = sorted(((w, c), name) for (t, name), (w, c) in vec.items() if t == task)
        loops = [times for times, name in rows if "in a loop" in name]
        fastest_wall = min(w for w, _ in loops)
        fastest_cpu = min(c for _, c in loops)
        lines += [
            f"### {task}",
            "",
            "| how | wall s | ns per URL | vs the fastest loop | CPU s | vs the fastest loop |",
            "|---|---:|---:|---:|---:|---:|",
        ]
        for (wall, cpu), name in rows:
            lines.append(
                f"| {name} | {wall:.3f} | {wall / n * 1e9:,.0f} | {_ratio(wall, fastest_wall)} "
                f"| {cpu:.3f} | {_ratio(cpu, fastest_cpu)} |"
            )
        lines.append("")
    if results.get("spark"):
        lines += [
            "## Spark, local mode",
            "",
            f"Rows per second on Spark in local mode (`local[2]`: two executor threads and two "
            f"Python workers), over {results['sizes']['spark']:,} URLs cached in memory, each "
            "query summing the lengths of the column it computes; median of "
            f"{results['repeat']} runs.",
            "",
            "| how | rows per second |",
            "|---|---:|",
        ]
        for name, rate in results["spark"].items():
            lines.append(f"| {name} | {rate:,.0f} |")
        lines.append("")
    dis = results["disagreements"]
    lines += [
        "## How often urllib and yarl disagree with the URL Standard",
        "",
        f"Over {results['sizes']['disagreement']:,} inputs (the corpus and WPT urltestdata's "
        "inputs without a base), each parser's scheme, host, port (the scheme's default when "
        "none is written), path, query and fragment against railurl's (the URL Standard's). "
        "\"inputs\" counts the inputs with any difference.",
        "",
        "| | " + " | ".join(dis) + " |",
        "|---|" + "---:|" * len(dis),
    ]
    for key in next(iter(dis.values())):
        lines.append(f"| {key} | " + " | ".join(f"{dis[p][key]:,}" for p in dis) + " |")
    lines.append("")
    if results.get("public_suffixes"):
        lines += public_suffix_section(results["public_suffixes"])
    return "\n".join(lines)


def public_suffix_section(ps: dict) -> list[str]:
    counts = ps["counts"]
    lines = [
        "## Public suffixes and registrable domains against tldextract",
        "",
        f"Over the {counts['hosts']:,} URLs of the corpus whose host is a domain, railurl's "
        "`public_suffix` and `registrable_domain` (the URL Standard's, by the Public Suffix List "
        "compiled in: data/psl/README.md gives its version) against tldextract's `suffix` and "
        "`top_domain_under_public_suffix`, offline (`TLDExtract(suffix_list_urls=(), "
        "cache_dir=None, include_psl_private_domains=True)`: its bundled snapshot of the list, "
        "both sections, as the URL Standard reads it). tldextract is given railurl's host "
        "(lower-case, IDNA-encoded, without port), so that only the list lookup is compared; "
        "a trailing dot is dropped from railurl's, which keeps it. A host whose top-level label "
        "the list does not name gets that label as its public suffix by the list's own "
        "algorithm (\"If no rules match, the prevailing rule is '*'\"), which the URL Standard "
        "follows; tldextract gives no suffix for it. The last row gives tldextract the URL as "
        "written instead (its result lower-cased). can_ada has no registrable domain (ada has "
        "no Public Suffix List; its `URL` has no such getter), nor do ada_url, urllib and yarl.",
        "",
        "| | count |",
        "|---|---:|",
    ]
    lines += [f"| {key} | {value:,} |" for key, value in counts.items()]
    if ps["examples"]:
        lines += ["", "The \"other\" ones (host: railurl's (suffix, registrable domain), tldextract's):", ""]
        lines += [f"- `{host}`: `{ours}`, `{theirs}`" for host, ours, theirs in ps["examples"]]
    lines += [
        "",
        "Nanoseconds of CPU time per URL over the corpus (median of interleaved rounds; each "
        "parses the URL and takes the registrable domain):",
        "",
        "| how | ns per URL |",
        "|---|---:|",
    ]
    lines += [f"| {name} | {ns:,.0f} |" for name, ns in ps["ns"].items()]
    lines.append("")
    return lines


def _ratio(seconds: float, reference: float) -> str:
    if seconds == reference:
        return "1.0x"
    if seconds < reference:
        return f"**{reference / seconds:.1f}x faster**"
    return f"{seconds / reference:.1f}x slower"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15, help="interleaved rounds per URL")
    parser.add_argument("--repeat", type=int, default=5, help="runs of each column job")
    parser.add_argument("--million", type=int, default=MILLION, help="rows of the column benchmarks")
    parser.add_argument("--no-spark", action="store_true", help="leave Spark out")
    parser.add_argument("--print", action="store_true", help="print the page instead of writing it")
    parser.add_argument("--single-thread", nargs=2, type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.single_thread:
        single_thread(*args.single_thread)
        return
    started = datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z")
    load_before = os.getloadavg()
    cpu = next(
        (l.split(":", 1)[1].strip() for l in Path("/proc/cpuinfo").read_text().splitlines() if l.startswith("model name")),
        platform.processor(),
    )
    urls = corpus()
    sets = {"corpus": urls, "non-canonical": non_canonical(urls)}
    big = (urls * (args.million // len(urls) + 1))[: args.million]
    results: dict = {"rounds": args.rounds, "repeat": args.repeat}
    print("per URL ...", file=sys.stderr)
    results["per_url"] = per_url(sets, args.rounds)
    print("vectorized ...", file=sys.stderr)
    results["vectorized"] = vectorized(big, args.repeat)
    if not args.no_spark:
        print("Spark ...", file=sys.stderr)
        results["spark"] = spark(big, max(1, args.repeat // 2 + 1))
    print("disagreements ...", file=sys.stderr)
    inputs = urls + wpt_inputs()
    results["disagreements"] = disagreements(inputs)
    print("public suffixes ...", file=sys.stderr)
    results["public_suffixes"] = public_suffixes(urls, max(3, args.rounds // 3))
    results["sizes"] = {
        "corpus": len(urls),
        "million": len(big),
        "spark": len(big),
        "disagreement": len(inputs),
    }
    text = page(results, started, load_before, os.getloadavg(), cpu)
    if args.print:
        print(text)
    else:
        target = REPO / "docs" / "python-benchmarks.md"
        target.write_text(text, encoding="utf-8")
        print(f"wrote {target.relative_to(REPO)}", file=sys.stderr)


if __name__ == "__main__":
    main()
