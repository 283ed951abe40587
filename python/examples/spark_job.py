"""A Spark job as a user submits it: read URLs, canonicalize them with the URL Standard, and
count them per host, with railurl parsing in the executors' Python workers.

On one machine::

    spark-submit --master 'local[2]' python/examples/spark_job.py tests/data/corpus.txt

On a cluster, the railurl wheel must be installed in the Python environment of the executors.
One way: pack a virtualenv holding it and ship it with the job::

    python -m venv railurl-env && railurl-env/bin/pip install './python[spark]' venv-pack
    railurl-env/bin/venv-pack -o railurl-env.tar.gz
    PYSPARK_PYTHON=./environment/bin/python spark-submit --master yarn \\
        --archives railurl-env.tar.gz#environment \\
        python/examples/spark_job.py hdfs:///crawl/urls.txt hdfs:///crawl/by-host

Arguments: the input (a text file, one URL a line), and optionally an output directory, where
the canonical URLs and their parts are written as Parquet.
"""

from __future__ import annotations

import sys

from pyspark.sql import SparkSession
from pyspark.sql import functions as F

import railurl.spark


def main(argv: list[str]) -> None:
    if len(argv) not in (2, 3):
        sys.exit(__doc__)
    source = argv[1]
    spark = SparkSession.builder.appName("railurl: URLs per host").getOrCreate()
    urls = spark.read.text(source).withColumnRenamed("value", "url")

    # Several columns in one pass over the data (mapInArrow, a batch of rows at a time).
    parsed = railurl.spark.with_columns(
        urls, "url", ["href", "hostname", "port", "is_valid"], default_port=True
    )
    # One more column with an Arrow UDF: the first value of the query's "q" parameter.
    q = railurl.spark.udf("search_param", key="q")
    parsed = parsed.withColumn("q", q("url"))

    valid = parsed.where(F.col("is_valid"))
    print(f"{valid.count():,} of {urls.count():,} lines are URLs")
    print(f"{valid.select('href').distinct().count():,} distinct URLs once canonicalized")
    top = valid.groupBy("hostname").count().orderBy(F.desc("count"), "hostname").limit(10)
    for row in top.collect():
        print(f"{row['count']:8,}  {row.hostname}")
    if len(argv) == 3:
        valid.write.mode("overwrite").parquet(argv[2])
    spark.stop()


if __name__ == "__main__":
    main(sys.argv)
