"""railurl on Spark: Arrow UDFs and ``mapInArrow`` jobs that parse URL columns in the Python
workers, a batch of rows at a time (:mod:`railurl.arrow`, without the GIL).

The railurl wheel must be installed where the Python workers run (on a cluster: in the
executors' environment, e.g. a virtualenv shipped with ``spark-submit --archives``; see
``python/examples/spark_job.py``).

An Arrow UDF per component (PySpark 4.1 or later)::

    from pyspark.sql import functions as F
    import railurl.spark
    hostname = railurl.spark.udf("hostname")
    df.select(hostname("url").alias("host")).groupBy("host").count()

Several columns in one pass over the data, with ``mapInArrow``::

    railurl.spark.with_columns(df, "url", ["href", "hostname", "port"], prefix="url_")

``what`` (and each name of ``components``) is one of ``railurl.arrow.COMPONENTS``
(``href``, ``hostname``, ...), ``"port"`` (an integer; ``default_port=True`` for the scheme's
default too), ``"search_param"`` (with ``key``), ``"is_valid"`` or ``"parse"`` (a struct with
every getter and the failure's name in ``error``).
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Iterator, Sequence

import pyarrow as pa
from pyspark.sql import DataFrame
from pyspark.sql import types as T

from railurl import URL, _columns

__all__ = ["batch_mapper", "output_schema", "spark_type", "udf", "with_columns"]


def spark_type(what: str) -> T.DataType:
    """The Spark SQL type of the column ``what`` gives."""
    types = {"string": T.StringType(), "int32": T.IntegerType(), "bool": T.BooleanType()}
    return _columns.column_type(
        what, types, lambda fields: T.StructType([T.StructField(name, t, True) for name, t in fields])
    )


def _plain(array: Any) -> Any:
    """Spark's Arrow conversion wants utf8 or large_utf8, not utf8_view."""
    if pa.types.is_string_view(array.type):
        return array.cast(pa.string())
    return array


def udf(
    what: str = "href",
    *,
    key: str | None = None,
    default_port: bool = False,
    base: str | URL | None = None,
    errors: str = "null",
) -> Callable[..., Any]:
    """An Arrow UDF computing ``what`` for a column of URL strings.

    ``key`` is the query parameter of ``"search_param"``; ``default_port``, ``base`` and
    ``errors`` are those of :mod:`railurl.arrow`.
    """
    from pyspark.sql.functions import arrow_udf

    function = _columns.function(what, key=key, default_port=default_port)

    def railurl_udf(urls: pa.Array) -> pa.Array:
        return _plain(function(urls, base=base, errors=errors))

    railurl_udf.__name__ = f"railurl_{what}"
    return arrow_udf(railurl_udf, spark_type(what))


def output_schema(schema: T.StructType, components: Sequence[str], prefix: str = "") -> T.StructType:
    """``schema`` with one field per component (named ``prefix`` + its name) added."""
    fields = list(schema.fields)
    fields += [T.StructField(prefix + what, spark_type(what), True) for what in components]
    return T.StructType(fields)


def batch_mapper(
    column: str,
    components: Sequence[str],
    *,
    prefix: str = "",
    key: str | None = None,
    default_port: bool = False,
    base: str | URL | None = None,
    errors: str = "null",
) -> Callable[[Iterable[pa.RecordBatch]], Iterator[pa.RecordBatch]]:
    """A ``mapInArrow`` function: each record batch with one column per component of
    ``column`` appended (named ``prefix`` + the component)."""
    functions = [_columns.function(what, key=key, default_port=default_port) for what in components]
    names = [prefix + what for what in components]

    def map_batches(batches: Iterable[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
        for batch in batches:
            urls = batch.column(column)
            arrays = list(batch.columns)
            arrays += [_plain(f(urls, base=base, errors=errors)) for f in functions]
            yield pa.RecordBatch.from_arrays(arrays, names=list(batch.schema.names) + names)

    return map_batches


def with_columns(
    df: DataFrame,
    column: str,
    components: Sequence[str] = ("href", "hostname"),
    *,
    prefix: str = "",
    key: str | None = None,
    default_port: bool = False,
    base: str | URL | None = None,
    errors: str = "null",
) -> DataFrame:
    """``df`` with one column per component of its URL column ``column``, computed by
    ``mapInArrow`` in the Python workers."""
    mapper = batch_mapper(
        column,
        components,
        prefix=prefix,
        key=key,
        default_port=default_port,
        base=base,
        errors=errors,
    )
    return df.mapInArrow(mapper, output_schema(df.schema, components, prefix))
