"""The rules index: every rule of every rule document under a stable ID, its search, and
ask's parts."""

import os


def service_blas_threads() -> None:
    """One BLAS thread per process for the service (gunicorn.conf.py calls this before the app,
    and with it numpy, loads).

    numpy's BLAS (OpenBLAS, in numpy's wheels) starts a thread per core when numpy loads, and its
    idle threads spin. In the service, two workers of four threads share two cores, and the
    spinning threads take the cores from the other requests. With the service under load
    (docs/performance.md, "The service under load"; two runs each, ``OPENBLAS_NUM_THREADS=2`` for
    the threads as before), a worker's CPU time per ask was 38.2 and 30.6 ms with them, 13.3 and
    12.9 ms without, and ask answered 52 and 65 requests/s against 148 and 151. A lone request in
    one process is the other way round: there the second core is idle, and ask's p50 in
    ``benchmarks/qa/bench_qa.py`` is about 8 % lower with two threads, so the command line and the
    benchmarks keep numpy's default.

    ``RULES_JUDGE_BLAS_THREADS`` sets another number; BLAS's own ``OPENBLAS_NUM_THREADS`` /
    ``OMP_NUM_THREADS``, when set, are left alone. BLAS reads this when numpy loads: later it
    changes nothing."""
    if not {"OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS"} & os.environ.keys():
        os.environ["OPENBLAS_NUM_THREADS"] = os.environ.get("RULES_JUDGE_BLAS_THREADS", "1")
