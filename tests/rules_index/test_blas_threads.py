"""The service runs numpy's BLAS with one thread per worker (gunicorn.conf.py calls
rules_index.service_blas_threads): BLAS's idle threads spin, and in the service they take the cores
from the other requests. The command line keeps numpy's default.

Each case runs a fresh interpreter (BLAS reads its setting when numpy loads) and counts the
process's threads after a matrix product."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not os.path.isdir("/proc/self/task"), reason="counts threads in /proc")

GUNICORN_CONF = Path(__file__).resolve().parents[2] / "gunicorn.conf.py"
PROBE = "import os{first}; import numpy as np; a = np.ones((600, 600)); a @ a; print(len(os.listdir('/proc/self/task')))"
AS_THE_SERVICE = f"; import runpy; runpy.run_path({str(GUNICORN_CONF)!r})"  # what gunicorn does with -c
SETTINGS = ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "RULES_JUDGE_BLAS_THREADS")
SEVERAL_CORES = pytest.mark.skipif(len(os.sched_getaffinity(0)) < 2, reason="BLAS starts one thread on one core anyway")


def threads_after_product(first: str = "", **env: str) -> int:
    clean = {k: v for k, v in os.environ.items() if k not in SETTINGS}
    out = subprocess.run([sys.executable, "-c", PROBE.format(first=first)], env={**clean, **env},
                         capture_output=True, text=True, check=True, timeout=120)
    return int(out.stdout)


def test_the_service_config_leaves_numpy_one_thread():
    assert threads_after_product(AS_THE_SERVICE) == 1


@SEVERAL_CORES
def test_numpy_alone_starts_a_thread_per_core():
    # what the service's setting prevents, and what the command line keeps; the probe can tell them apart
    assert threads_after_product() > 1
    assert threads_after_product("; import rules_index.search") > 1


@SEVERAL_CORES
def test_the_environment_chooses_the_number_when_it_says_one():
    assert threads_after_product(AS_THE_SERVICE, RULES_JUDGE_BLAS_THREADS="2") == 2
    assert threads_after_product(AS_THE_SERVICE, OPENBLAS_NUM_THREADS="2") == 2
