"""Where the host time of an akops op call goes (issue 22's per-call cost): cProfile of
N calls of torch.ops.akops.rmsnorm on a decode-sized tensor, the functions that took
the most time themselves, as text.

usage: python3 python/tests/gpu_profile.py [N]
"""
import cProfile
import pstats
import sys

import torch

import akops.torch  # noqa: F401

n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
x = torch.randn(1, 4096, device="cuda", dtype=torch.bfloat16)
w = torch.randn(4096, device="cuda", dtype=torch.bfloat16)
y = torch.empty_like(x)
for form, call in (("functional", lambda: torch.ops.akops.rmsnorm(x, w, 1e-6)),
                   ("out", lambda: torch.ops.akops.rmsnorm_out(x, w, y, 1e-6))):
    for _ in range(200):
        call()
    torch.cuda.synchronize()
    prof = cProfile.Profile()
    prof.enable()
    for _ in range(n):
        call()
    prof.disable()
    torch.cuda.synchronize()
    print("==== %s, %d calls" % (form, n))
    pstats.Stats(prof).sort_stats("tottime").print_stats(22)
