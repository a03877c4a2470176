"""The rules index: every rule of every rule document under a stable ID, its search, and
ask's parts.

numpy's BLAS (OpenBLAS, in numpy's wheels) starts a thread per core when numpy loads, and its
idle threads spin. ask's numpy work is one question against the record vectors at a time, which
a second thread does not speed up; but where several requests or test workers share the cores
(the service: two workers of four threads on two cores), the spinning threads take the cores
from them. With the service under load (docs/performance.md, "The service under load"; two runs
each, ``OPENBLAS_NUM_THREADS=2`` for the threads as before), a worker's CPU time per ask was 38.2
and 30.6 ms with them, 13.3 and 12.9 ms without, and ask answered 52 and 65 requests/s against
148 and 151.
So BLAS gets one thread per process, unless the environment sets ``RULES_JUDGE_BLAS_THREADS``
or BLAS's own ``OPENBLAS_NUM_THREADS`` / ``OMP_NUM_THREADS``. BLAS reads this when numpy
loads, so it is set here, before any module of this package imports numpy.
"""

import os

#: BLAS threads per process (numpy, and the sentence encoder's forward pass)
BLAS_THREADS = int(os.environ.get("RULES_JUDGE_BLAS_THREADS", "1"))

if not {"OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS"} & os.environ.keys():
    os.environ["OPENBLAS_NUM_THREADS"] = str(BLAS_THREADS)
