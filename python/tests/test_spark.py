"""railurl on a real Spark: PySpark in local mode (local[2], offline), a DataFrame of the corpus
and WPT's inputs, parsed by mapInArrow and by Arrow UDFs in Spark's Python worker processes,
every row checked against the scalar API and WPT's expectations."""

from __future__ import annotations

import os
from pathlib import Path
import sys

import pyarrow as pa
import pytest

from railurl import URL
import railurl.spark

from conftest import corpus, url_cases

from pyspark.sql import SparkSession
from pyspark.sql import functions as F

WPT_BASE = "http://example.org/foo/bar"


def usv(text: str) -> str:
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


@pytest.fixture(scope="module")
def spark():
    os.environ["PYSPARK_PYTHON"] = sys.executable
    os.environ["PYSPARK_DRIVER_PYTHON"] = sys.executable
    os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    session = (
        SparkSession.builder.master("local[2]")
        .appName("railurl-test")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "2")
        .config("spark.driver.host", "127.0.0.1")
        .config("spark.sql.execution.arrow.maxRecordsPerBatch", "2000")
        .getOrCreate()
    )
    yield session
    session.stop()


@pytest.fixture(scope="module")
def rows():
    """(id, url, wpt_base, wpt_href): the corpus, then WPT's inputs with no base or WPT_BASE
    (wpt_href is None for an expected failure), then nulls."""
    out = [(i, u, None, None) for i, u in enumerate(corpus())]
    for case in url_cases():
        if case.get("base") in (None, WPT_BASE):
            out.append((len(out), usv(case["input"]), case.get("base"), None if case.get("failure") else case["href"]))
    out += [(len(out), None, None, None), (len(out) + 1, None, None, None)]
    return out


@pytest.fixture(scope="module")
def df(spark, rows):
    schema = "id long, url string, wpt_base string, wpt_href string"
    return spark.createDataFrame(rows, schema).repartition(4)


def scalar(text, base=None):
    return None if text is None else URL.parse(text, base)


def test_map_in_arrow_agrees_with_the_scalar_api(df, rows):
    out = railurl.spark.with_columns(
        df, "url", ["href", "hostname", "port", "is_valid", "parse"], prefix="u_"
    ).collect()
    assert len(out) == len(rows)
    for row in out:
        url = scalar(row.url)
        assert row.u_href == (url.href if url else None)
        assert row.u_hostname == (url.hostname if url else None)
        assert row.u_port == (url.port_number if url else None)
        assert row.u_is_valid == (None if row.url is None else url is not None)
        if row.url is None:
            assert row.u_parse is None
        elif url is None:
            assert row.u_parse.error == URL_error_name(row.url)
        else:
            assert row.u_parse.href == url.href and row.u_parse.error is None


def URL_error_name(text):
    try:
        URL(text)
    except ValueError as e:
        return e.name
    raise AssertionError(text)


def test_arrow_udfs_agree_with_the_scalar_api_and_wpt(df, rows):
    href = railurl.spark.udf("href")
    href_wpt_base = railurl.spark.udf("href", base=WPT_BASE)
    origin = railurl.spark.udf("origin")
    q = railurl.spark.udf("search_param", key="q")
    out = df.select(
        "id",
        "url",
        "wpt_base",
        "wpt_href",
        href("url").alias("href"),
        href_wpt_base("url").alias("href_wpt_base"),
        origin("url").alias("origin"),
        q("url").alias("q"),
    ).collect()
    assert len(out) == len(rows)
    wpt_checked = 0
    for row in out:
        url = scalar(row.url)
        assert row.href == (url.href if url else None)
        assert row.origin == (url.origin if url else None)
        assert row.q == (url.search_params.get("q") if url else None)
        if row.id >= len(corpus()) and row.url is not None:
            got = row.href if row.wpt_base is None else row.href_wpt_base
            assert got == row.wpt_href, (row.url, row.wpt_base)
            wpt_checked += 1
    assert wpt_checked >= 600


def test_the_work_runs_in_python_workers(spark, df):
    driver = os.getpid()
    mapper = railurl.spark.batch_mapper("url", ["hostname"])

    def with_pid(batches):
        for batch in mapper(batches):
            pids = pa.array([os.getpid()] * batch.num_rows, pa.int64())
            yield batch.append_column("pid", pids)

    schema = railurl.spark.output_schema(df.schema, ["hostname"]).add("pid", "long")
    pids = {row.pid for row in df.mapInArrow(with_pid, schema).select("pid").distinct().collect()}
    assert pids and driver not in pids

    @F.arrow_udf("long")
    def pid(urls: pa.Array) -> pa.Array:
        return pa.array([os.getpid()] * len(urls), pa.int64())

    hostname = railurl.spark.udf("hostname")
    out = df.select(hostname("url").alias("h"), pid("url").alias("pid")).collect()
    udf_pids = {row.pid for row in out}
    assert udf_pids and driver not in udf_pids
    assert sum(row.h is not None for row in out) > 10_000


def test_spark_sql_and_errors(spark, df):
    df.createOrReplaceTempView("urls")
    spark.udf.register("url_hostname", railurl.spark.udf("hostname"))
    top = spark.sql(
        "SELECT url_hostname(url) AS host, count(*) AS n FROM urls "
        "WHERE url IS NOT NULL GROUP BY 1 ORDER BY n DESC, host LIMIT 3"
    ).collect()
    assert len(top) == 3 and all(row.n > 1 for row in top)
    strict = railurl.spark.udf("href", errors="raise")
    with pytest.raises(Exception, match="ParseError"):
        df.select(strict("url")).collect()


def test_the_example_job_runs_under_spark_submit(tmp_path):
    import subprocess

    from conftest import REPO

    spark_submit = Path(sys.executable).parent / "spark-submit"
    env = {**os.environ, "PYSPARK_PYTHON": sys.executable, "PYSPARK_DRIVER_PYTHON": sys.executable}
    out = subprocess.run(
        [
            str(spark_submit),
            "--master",
            "local[2]",
            "--conf",
            "spark.ui.enabled=false",
            "--conf",
            "spark.driver.host=127.0.0.1",
            str(REPO / "python" / "examples" / "spark_job.py"),
            str(REPO / "tests" / "data" / "corpus.txt"),
            str(tmp_path / "out"),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    valid = sum(URL.can_parse(u) for u in corpus())
    assert f"{valid:,} of {len(corpus()):,} lines are URLs" in out.stdout
    assert any(p.suffix == ".parquet" for p in (tmp_path / "out").iterdir())
