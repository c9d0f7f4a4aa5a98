"""Where the host time of a call through akops.torch goes (issue 22): each way of
calling one akops op beside the same ways of calling a native op, timed in one process
on the GPU, so that the cost of the path (the torch.ops packet or overload, the
dispatcher's autograd fallback, the kernel's C++) separates from the cost of the op.

Each row: the median over REPS runs of N back-to-back calls of the wall time a call,
in microseconds (host time: the calls are asynchronous and the kernels, a few
microseconds of GPU time each, keep up). The rows:

  akops.torch          akops.torch.rmsnorm(x, w, eps): its C entry point where the package
                       has one (akops.torch.fast), as the package documents it
  akops.torch out      akops.torch.rmsnorm_out(x, w, y, eps)
  akops packet         torch.ops.akops.rmsnorm(x, w, eps): the same op through torch.ops
  akops overload       torch.ops.akops.rmsnorm.default(x, w, eps): no overload lookup
  akops out packet     torch.ops.akops.rmsnorm_out(x, w, y, eps)
  akops out overload   torch.ops.akops.rmsnorm_out.default(x, w, y, eps)
  akops inference      the packet under torch.inference_mode()
  akops no fallback    the packet with the autograd fallback off
                       (torch._C._set_autograd_fallback_mode("nothing"))
  torch.add            torch.add(x, x): a native op through its own Python binding
  aten.add packet      torch.ops.aten.add(x, x): a native op through torch.ops
  aten.add overload    torch.ops.aten.add.Tensor(x, x)
  aten.add out         torch.ops.aten.add.out(x, x, out=y)
  torch.empty          torch.empty(x.shape, ...): the allocation alone
  akops.torch 2 outputs  akops.torch.add_rmsnorm(x, x, w, eps): two outputs allocated
  akops.torch 2 out    akops.torch.add_rmsnorm_out(x, x, w, sum, y, eps)
  torch.var_mean       torch.var_mean(x, -1): a native op of two outputs
  C API (ctypes)       akops's C function through ctypes, the package's Python kernel's way

usage: python3 bench/hostcost.py [--json FILE] [--n N] [--reps REPS] [--cols C]
(PYTHONPATH at the installed package; a CUDA device)
"""
import argparse
import json
import os
import statistics
import sys
import time

import torch

import akops
import akops.torch as at
from compare_core import without_dir


def timed(call, n, reps):
    """median microseconds a call over reps runs of n calls, and the spread (p10, p90)"""
    for _ in range(max(n // 4, 50)):
        call()
    torch.cuda.synchronize()
    per = []
    for _ in range(reps):
        t0 = time.perf_counter_ns()
        for _ in range(n):
            call()
        per.append((time.perf_counter_ns() - t0) / n / 1e3)
        torch.cuda.synchronize()
    per.sort()
    return {"median_us": statistics.median(per), "p10_us": per[len(per) // 10],
            "p90_us": per[(len(per) * 9) // 10]}


def capi(x, w, y, eps):
    """the C API through ctypes, as the Python kernels call it: a closure that packs the
    data pointers into kept DLTensors and calls akops_rmsnorm on the current stream"""
    from akops import library
    from akops._lib import Packer
    lib = library()
    fn = lib.fns["rmsnorm"]
    op = lib.ops["rmsnorm"]
    pk = Packer(3)
    dt = {"torch.bfloat16": "bf16", "torch.float16": "f16", "torch.float32": "f32"}[str(x.dtype)]
    argv = []
    i = 0
    ts = {"x": x, "w": w, "y": y}
    for p in op.params:
        if p["role"] == "scalar":
            argv.append(eps)
            continue
        t = ts[p["name"]]
        argv.append(pk.pack(i, t.data_ptr(), dt, tuple(t.shape), tuple(t.stride()), x.device.index))
        i += 1
    stream = torch.cuda.current_stream().cuda_stream

    def call():
        pk.data(0, x.data_ptr())
        pk.data(1, w.data_ptr())
        pk.data(2, y.data_ptr())
        if fn(*argv, stream) != 0:
            raise RuntimeError(lib.last_error())
    return call


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--json")
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--reps", type=int, default=15)
    ap.add_argument("--cols", type=int, default=4096)
    a = ap.parse_args()
    x = torch.randn(1, a.cols, device="cuda", dtype=torch.bfloat16)
    w = torch.randn(a.cols, device="cuda", dtype=torch.bfloat16)
    y = torch.empty_like(x)
    ak, aten = torch.ops.akops, torch.ops.aten
    eps = 1e-6
    rows = []

    def row(name, call):
        r = timed(call, a.n, a.reps)
        r["path"] = name
        rows.append(r)
        print("%-22s %8.2f us  (p10 %.2f, p90 %.2f)" % (name, r["median_us"], r["p10_us"], r["p90_us"]),
              flush=True)

    with torch.no_grad():
        row("akops.torch", lambda: at.rmsnorm(x, w, eps))
        row("akops.torch out", lambda: at.rmsnorm_out(x, w, y, eps))
        row("akops packet", lambda: ak.rmsnorm(x, w, eps))
        row("akops overload", lambda: ak.rmsnorm.default(x, w, eps))
        row("akops out packet", lambda: ak.rmsnorm_out(x, w, y, eps))
        row("akops out overload", lambda: ak.rmsnorm_out.default(x, w, y, eps))
        row("torch.add", lambda: torch.add(x, x))
        row("aten.add packet", lambda: aten.add(x, x))
        row("aten.add overload", lambda: aten.add.Tensor(x, x))
        row("aten.add out", lambda: aten.add.out(x, x, out=y))
        row("torch.empty", lambda: torch.empty(x.shape, dtype=x.dtype, device=x.device))
        # two outputs a call: akops's add_rmsnorm (sum and y) beside a native op that
        # allocates two, torch.var_mean; the functional form's cost beyond out= is the
        # outputs' allocation
        s2, y2 = torch.empty_like(x), torch.empty_like(x)
        row("akops.torch 2 outputs", lambda: at.add_rmsnorm(x, x, w, eps))
        row("akops.torch 2 out", lambda: at.add_rmsnorm_out(x, x, w, s2, y2, eps))
        row("torch.var_mean", lambda: torch.var_mean(x, -1))
        try:
            row("C API (ctypes)", capi(x, w, y, eps))
        except Exception as e:  # said, not fatal: the other rows stand
            print("C API (ctypes): not timed: %s" % e, file=sys.stderr)
    with torch.inference_mode():
        row("akops inference", lambda: ak.rmsnorm(x, w, eps))
        row("torch.add inference", lambda: torch.add(x, x))
    # the same calls with grad mode on (tensors that do not require grad): as a model's
    # forward runs them outside no_grad
    row("akops packet, grad on", lambda: ak.rmsnorm(x, w, eps))
    row("torch.add, grad on", lambda: torch.add(x, x))
    try:
        torch._C._set_autograd_fallback_mode("nothing")
        with torch.no_grad():
            row("akops no fallback", lambda: ak.rmsnorm(x, w, eps))
    except (AttributeError, RuntimeError) as e:
        print("akops no fallback: not timed: %s" % e, file=sys.stderr)
    # the reasons name the package's libraries by their installed paths, a directory of
    # the machine that ran this: taken out, as compare.py --package does
    pkg = os.path.dirname(akops.__file__)
    doc = {"torch": torch.__version__, "device": torch.cuda.get_device_name(), "native": at.native,
           "native_reason": without_dir(at.native_reason, pkg), "fast": at.fast,
           "fast_reason": without_dir(at.fast_reason, pkg), "cols": a.cols, "n": a.n, "reps": a.reps, "rows": rows}
    if a.json:
        with open(a.json, "w") as f:
            json.dump(doc, f, indent=1)


if __name__ == "__main__":
    main()
