"""The akops package on a GPU (issue 22): for every op of the library and every dtype,
torch.library.opcheck of akops::<op> and akops::<op>_out; torch.compile of calls to
every op with no graph break (torch._dynamo.explain), its results equal to the eager
calls', with dynamic shapes too; the refusals (a CPU tensor, a dtype, grad); leading
dimensions folded into the batch; and the host cost of a call through the package
beside a native torch op's. The CUDA kernels are the C++ ones (torchopsgen.py), checked to
be loaded unless AKOPS_TORCH_NATIVE=0 asks for the Python ones: run it both ways. Prints
one JSON object; exits 1 when a check failed.

usage: python3 python/tests/gpu_check.py [OUT.json [OPCHECK_SECONDS]]
"""
import faulthandler
import json
import os
import sys
import time

import torch

import akops
import akops.torch as at
from akops._lib import Packer

SIZE = 64  # every symbol's size in the samples: aligned for every dtype, small


def sample(op, d, size=SIZE, dev="cuda"):
    """the op's inputs in dtype d: N(0, 1) floats, integers in [0, size)"""
    args = []
    for p in op.tensors:
        if p["role"] == "out":
            continue
        shape = [size if isinstance(s, str) else s for s in p["shape"]]
        dt = at.TYPES[p["dtype"][d]]
        if dt.is_floating_point:
            args.append(torch.randn(shape, device=dev, dtype=dt))
        else:
            args.append(torch.randint(0, size, shape, device=dev, dtype=dt))
    return args


def outs(op, d, size=SIZE, dev="cuda"):
    return [torch.empty([size if isinstance(s, str) else s for s in p["shape"]], device=dev,
                        dtype=at.TYPES[p["dtype"][d]]) for p in op.outs]


def fn(name):
    return getattr(torch.ops.akops, name).default


def step(what):
    """says on stderr what runs next: a crash in a kernel (faulthandler's dump follows) is
    placed by the last line"""
    print("gpu_check: %s" % what, file=sys.stderr, flush=True)


def refusal_cases():
    """the refusals checked, as (what, call, the exception wanted, what it says): the C++
    kernels raise c10's exceptions (ValueError, RuntimeError) with the messages of the
    Python kernels' OpError, AkopsNoGrad and AkopsError"""
    x = torch.randn(4, 64, device="cuda")
    w = torch.randn(64, device="cuda")
    value, runtime = (ValueError, RuntimeError) if at.native else (akops.OpError, None)
    return (
        ("cpu", lambda: torch.ops.akops.rmsnorm(x.cpu(), w.cpu()), akops.OpError, "akops runs on CUDA"),
        ("device", lambda: torch.ops.akops.rmsnorm(x, w.cpu()), value, "w is on cpu"),
        ("dtype", lambda: torch.ops.akops.rmsnorm(x, w.half()), value, "no dtype of the library's"),
        ("shape", lambda: torch.ops.akops.rmsnorm(x, w[:63]), value, "w.shape[0] (cols) is 63"),
        ("grad", lambda: torch.ops.akops.rmsnorm(x.detach().requires_grad_(), w), runtime or at.AkopsNoGrad,
         "is forward only"),
        ("layout", lambda: torch.ops.akops.rmsnorm(torch.randn(64, 4, device="cuda").t(), w),
         runtime or akops.AkopsError, "AKOPS_ERR_"))


def crash_reports():
    """a crash says where: Python's stacks (faulthandler) and, where this torch can, the
    C++ one"""
    faulthandler.enable()
    if hasattr(torch._C, "_set_print_stack_traces_on_fatal_signal"):
        torch._C._set_print_stack_traces_on_fatal_signal(True)


def main():
    crash_reports()
    torch.manual_seed(0)
    lib = akops.library()
    res = {"torch": torch.__version__, "device": torch.cuda.get_device_name(), "akops": akops.__version__,
           "registered": at.ops(), "opcheck": {}, "compile": {}, "refusals": {}, "variants": {}}
    failed = []
    # the C++ kernels, unless asked for the Python ones: every check below runs on them
    res["native"], res["native_reason"] = at.native, at.native_reason
    cuda = [ln for ln in torch._C._dispatch_dump("akops::rmsnorm").splitlines() if ln.startswith("CUDA: ")]
    asked = os.environ.get("AKOPS_TORCH_NATIVE", "") != "0"
    if at.native != asked or len(cuda) != 1 or ("akops_torch.cc" in cuda[0]) != asked:
        failed.append("native kernels: %s (%s)" % (at.native_reason, cuda))
    budget = float(sys.argv[2]) if len(sys.argv) > 2 else 1e9
    t0 = time.monotonic()
    for op in lib.ops.values():
        for d in op.dtypes:
            key = "%s %s" % (op.name, d)
            if time.monotonic() - t0 > budget:
                res["opcheck"][key] = "not run: the time budget (%g s) was spent" % budget
                continue
            try:
                step("opcheck " + key)
                args = sample(op, d)
                torch.library.opcheck(fn(op.name), args)
                torch.library.opcheck(fn(op.name + "_out"), args[:len(op.ins)] + outs(op, d) + args[len(op.ins):])
                res["opcheck"][key] = "ok"
            except Exception as e:  # noqa: BLE001 (every failure is reported)
                res["opcheck"][key] = "%s: %s" % (type(e).__name__, str(e)[:400])
                failed.append("opcheck " + key)
            res["variants"][key] = akops.variant(op.name, d)["launcher"]
    # torch.compile: every op in one function, no graph break, the eager results
    for d in ("bf16", "f32"):
        step("compile " + d)
        calls = [(op, sample(op, d)) for op in lib.ops.values()]

        def every(*flat):
            out, k = [], 0
            for op, a in calls:
                got = fn(op.name)(*flat[k:k + len(a)])
                k += len(a)
                out += list(got) if isinstance(got, tuple) else [got]
            return out
        flat = [t for _, a in calls for t in a]
        torch._dynamo.reset()
        ex = torch._dynamo.explain(every)(*flat)
        eager = every(*flat)
        torch._dynamo.reset()
        compiled = torch.compile(every, fullgraph=True, dynamic=True)(*flat)
        same = all(torch.equal(a, b) for a, b in zip(eager, compiled))
        res["compile"][d] = {"graphs": ex.graph_count, "graph_breaks": ex.graph_break_count,
                             "ops": sum(len(g.graph.nodes) for g in ex.graphs), "equal_to_eager": same}
        if ex.graph_break_count != 0 or ex.graph_count != 1 or not same:
            failed.append("compile " + d)
    # leading dimensions fold into the batch: the same rows as the flat call's, the
    # outputs of the batch with the inputs' leading dimensions
    xb = torch.randn(2, 3, 64, device="cuda", dtype=torch.bfloat16)
    wb = torch.randn(64, device="cuda", dtype=torch.bfloat16)
    lg = torch.randn(2, 5, 100, device="cuda")
    tg = torch.randint(0, 100, (2, 5), device="cuda")
    try:
        step("leading dims")
        y3, y2 = torch.ops.akops.rmsnorm(xb, wb), torch.ops.akops.rmsnorm(xb.view(6, 64), wb)
        (l3, m3), (l2, m2) = torch.ops.akops.cross_entropy(lg, tg), torch.ops.akops.cross_entropy(lg.view(10, 100),
                                                                                                  tg.view(10))
        res["leading_dims"] = ok = (list(y3.shape) == [2, 3, 64] and torch.equal(y3.view(6, 64), y2) and
                                    list(l3.shape) == [2, 5] and torch.equal(l3.view(10), l2) and
                                    torch.allclose(m3, m2))
    except Exception as e:  # noqa: BLE001 (reported)
        res["leading_dims"] = ok = "%s: %s" % (type(e).__name__, str(e)[:300])
    if ok is not True:
        failed.append("leading dims")
    try:
        step("host cost")
        res["host_us"] = hostcost()
    except Exception as e:  # noqa: BLE001 (reported)
        res["host_us"] = "%s: %s" % (type(e).__name__, str(e)[:300])
        failed.append("host cost")
    # refusals, last: a crash in one (the C++ kernels' shape refusal on the GPU, session
    # 33) loses nothing else; python/tests/gpu_calls.py runs each in a child of its own
    for what, call, want, says in refusal_cases():
        try:
            step("refusal " + what)
            call()
            res["refusals"][what] = "not refused"
            failed.append("refusal " + what)
        except want as e:
            res["refusals"][what] = str(e)[:300]
            if says not in str(e):
                failed.append("refusal %s: does not say %r" % (what, says))
        except Exception as e:  # noqa: BLE001
            res["refusals"][what] = "%s: %s" % (type(e).__name__, str(e)[:300])
            failed.append("refusal " + what)
    res["failed"] = failed
    text = json.dumps(res, indent=1)
    print(text)
    if len(sys.argv) > 1:
        with open(sys.argv[1], "w") as f:
            f.write(text)
    return 1 if failed else 0


def hostcost(n=2000):
    """microseconds of the host a call takes (the mean of n calls, queued on the stream
    without waiting), through the package and through a native op, on a decode-sized
    rmsnorm ([1, 4096] bf16) where the kernel is shorter than either"""
    x = torch.randn(1, 4096, device="cuda", dtype=torch.bfloat16)
    w = torch.randn(4096, device="cuda", dtype=torch.bfloat16)
    y = torch.empty_like(x)
    # the floor of any torch.library op written in Python: one that allocates its
    # output and launches nothing
    @torch.library.custom_op("akops_check::noop", mutates_args=())
    def noop(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        return torch.empty_like(a)
    noop.register_fake(lambda a, b: torch.empty_like(a))
    # the package's own work below torch.library: the packing and the ctypes call
    lib, op, pk = akops.library(), akops.library().ops["rmsnorm"], Packer(3)
    stream = torch.cuda.current_stream().cuda_stream

    def direct():
        lib.call("rmsnorm", [pk.pack(0, x.data_ptr(), "bf16", x.shape, x.stride(), 0),
                             pk.pack(1, w.data_ptr(), "bf16", w.shape, w.stride(), 0),
                             pk.pack(2, y.data_ptr(), "bf16", y.shape, y.stride(), 0), 1e-6], stream)
    calls = {
        "akops.rmsnorm (functional)": lambda: torch.ops.akops.rmsnorm(x, w, 1e-6),
        "akops.rmsnorm_out": lambda: torch.ops.akops.rmsnorm_out(x, w, y, 1e-6),
        "a no-op torch.library op in Python (the floor)": lambda: torch.ops.akops_check.noop(x, w),
        "the C API through the package's packing and ctypes alone": direct,
        "torch.nn.functional.rms_norm": lambda: torch.nn.functional.rms_norm(x, (4096,), w, 1e-6),
        "torch.add (one native kernel)": lambda: torch.add(x, x),
    }
    del op
    out = {}
    for name, call in calls.items():
        for _ in range(100):
            call()
        torch.cuda.synchronize()
        t = time.perf_counter()
        for _ in range(n):
            call()
        out[name] = round((time.perf_counter() - t) / n * 1e6, 2)
        torch.cuda.synchronize()
    return out


if __name__ == "__main__":
    sys.exit(main())
