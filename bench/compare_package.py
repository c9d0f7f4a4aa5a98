"""compare_package.py: bench/compare.py --package, the host cost of a call through the
akops Python package, beside the C API's and PyTorch's own (issue 22).

    python3 bench/compare.py --package [--op OP ...] [--dtype bf16] [--shapes FILE]
        [--calls 200] [--batches 10] [--json OUT.json] [--markdown OUT.md]

The installed package (python/README.md) is imported; for each op and each shape (the
spec's bench shapes, or --shapes) in the dtype, on one set of inputs, these are timed:

    C API            akops_<op> through ctypes, its DLTensors packed once (the package's
                     own binding, akops._lib): what any binding from Python pays at least
    akops eager      akops.torch.<op>(...), the outputs allocated by the op: its C entry
                     point where the package has one (akops.torch.fast), else torch.ops
    akops out=       akops.torch.<op>_out(...), the outputs given
    akops torch.ops  torch.ops.akops.<op>(...): the same op through the torch.ops packet
    akops torch.ops out=   torch.ops.akops.<op>_out(...)
    akops compiled   a torch.compile'd function (fullgraph) that calls torch.ops.akops.<op>
    torch eager      compare.py's eager implementation of the op (torch_impls)
    torch.compile    the same, compiled
    torch.add        one native op on the op's first input, its output allocated
                     (torch.add(x, x)): the dispatch of a native op that allocates, the
                     reference for akops eager, timed in the same process
    torch.add out=   the same with its output given (torch.add(x, x, out=y)): the
                     reference for akops out=
    aten.add         the same native op called as akops's ops are, through torch.ops
                     (torch.ops.aten.add(x, x) and torch.ops.aten.add.out(x, x, out=y)):
    aten.add out=    what the torch.ops path costs any op, native or not
    torch.aminmax    for an op of two outputs, a native op of two outputs on its first input
    torch.aminmax out=   (torch.aminmax(x, dim=-1), and with out=(lo, hi)): the reference of
                     its akops eager and akops out= in place of torch.add's one output

The host cost of a call is the host time the call takes: perf_counter around each call,
with no synchronisation, in batches of --calls calls each begun on an idle GPU (so that
the launch queue never fills and blocks the host: each implementation here queues a few
kernels a call). Its median, p10 and p90 over every call of --batches batches are
reported, and the device time a call spans (CUDA events around each batch, over its
calls): where it is below the host cost, the host cost is the call's time. The kernels'
own device time is compare.py --lib's, by CUPTI.
"""
import json
import os
import sys
import time

import compare_build as cb
import compare_core as cmp
import compare_report as cr
import compare_worker as cw

IMPLS = ["C API", "akops eager", "akops out=", "akops torch.ops", "akops torch.ops out=", "akops compiled",
         "torch eager", "torch.compile", "torch.add", "torch.add out=", "aten.add", "aten.add out=", "torch.aminmax",
         "torch.aminmax out="]
# each form of an akops call and the native op's dispatch it is held against (issue 22:
# no slower than a native op's), called as PyTorch's own binding and through torch.ops:
# the first native op of the list that a shape timed (one of as many outputs as the
# op's where there is one)
AGAINST = [("akops eager", ["torch.aminmax", "torch.add"]), ("akops out=", ["torch.aminmax out=", "torch.add out="]),
           ("akops torch.ops", ["aten.add"]), ("akops torch.ops out=", ["aten.add out="])]
COLUMNS = ["op", "shape", "impl", "host us", "p10-p90 us", "device us", "host vs torch eager"]


def rows_of(results):
    """one list of cells per implementation timed, COLUMNS order"""
    rows = []
    for op in results.get("ops", []):
        for sh in op.get("shapes", []):
            base = next((i["host"]["median_us"] for i in sh["impls"] if i["impl"] == "torch eager" and i.get("host")),
                        None)
            for im in sh["impls"]:
                h = im.get("host")
                if not h:
                    rows.append([op["op"], sh["label"], im["impl"], "-",
                                 im.get("error", im.get("skipped", "not timed")), "-", "-"])
                    continue
                rows.append([op["op"], sh["label"], im["impl"], cr.fmt_us(h["median_us"]),
                             "%s-%s" % (cr.fmt_us(h["p10_us"]), cr.fmt_us(h["p90_us"])),
                             cr.fmt_us(im.get("device_us")),
                             "-" if base is None else "%.2fx" % (h["median_us"] / base)])
    return rows


def markdown(rows):
    out = ["| " + " | ".join(COLUMNS) + " |", "|---|---|---|---:|---:|---:|---:|"]
    out += ["| " + " | ".join(c.replace("|", "\\|") for c in r) + " |" for r in rows]
    return "\n".join(out) + "\n"


def host_summary(per_call_s):
    """median, p10, p90 (microseconds) and count of the calls' host times (seconds)"""
    us = [t * 1e6 for t in per_call_s]
    return {"median_us": cmp.percentile(us, 50), "p10_us": cmp.percentile(us, 10),
            "p90_us": cmp.percentile(us, 90), "n": len(us)}


def shapes_of(args, akgen, specs_dir, ops):
    """op -> its spec (akgen show), bench shapes replaced by --shapes' where given"""
    given = {}
    if args.shapes:
        with open(args.shapes) as f:
            given = cb.parse_shapes(f.read(), args.shapes)
    out = {}
    for op in ops:
        spath = os.path.join(specs_dir, op + ".yaml")
        if not os.path.exists(spath):
            raise cmp.CompareError("no spec %s" % spath)
        if op in given:
            out[op] = cb.spec_with_bench(akgen, spath, given[op])
        else:
            out[op] = cmp.parse_show(cb.run_akgen(akgen, ["show", spath]))[0]
    return out


class Timer:
    """the host time of each call and the device time of each batch"""

    def __init__(self, torch, calls, batches):
        self.torch, self.calls, self.batches = torch, calls, batches

    def run(self, fn):
        torch = self.torch
        fn()
        fn()  # warm: compiled, allocated
        torch.cuda.synchronize()
        host, device = [], []
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        clock = time.perf_counter
        for _ in range(self.batches):
            torch.cuda.synchronize()
            start.record()
            for _ in range(self.calls):
                t = clock()
                fn()
                host.append(clock() - t)
            end.record()
            end.synchronize()
            device.append(start.elapsed_time(end) * 1e3 / self.calls)
        return {"host": host_summary(host), "device_us": cmp.percentile(device, 50)}


def impls(torch, akops_torch, lib, op, d, inputs, scalars):
    """[(label, fn)] of the implementations of one op on inputs ({name: tensor}) and
    scalars ({name: value}), all on the current stream"""
    import torch.nn.functional as F
    ins = [inputs[p["name"]] for p in op.tensors if p["role"] != "out"]
    sc = [scalars[p["name"]] for p in op.scalars]
    outs = [torch.empty(s, device="cuda", dtype=akops_torch.TYPES[p["dtype"][d]])
            for p, s in zip(op.outs, op.out_shapes(op.sizes({n: t.shape for n, t in inputs.items()})))]
    fn = getattr(akops_torch, op.name)
    fn_out = getattr(akops_torch, op.name + "_out")
    packet = getattr(torch.ops.akops, op.name)
    packet_out = getattr(torch.ops.akops, op.name + "_out")
    # the C API: DLTensors packed once, akops_<op> called with them
    from akops._lib import Packer
    pk = Packer(len(op.tensors))
    tensors = dict(inputs)
    tensors.update({p["name"]: t for p, t in zip(op.outs, outs)})
    args, i = [], 0
    for p in op.params:
        if p["role"] == "scalar":
            args.append(scalars[p["name"]])
        else:
            t = tensors[p["name"]]
            args.append(pk.pack(i, t.data_ptr(), p["dtype"][d], t.shape, t.stride(), t.device.index))
            i += 1
    outform = [tensors[p["name"]] for p in op.tensors]  # the out= schema: the C API's order
    stream = torch.cuda.current_stream().cuda_stream
    # each shape's graphs compiled afresh: one lambda's code object is compiled for every
    # op and shape, past Dynamo's recompile limit (8) otherwise
    torch._dynamo.reset()
    compiled = torch.compile(lambda *a: packet(*a), fullgraph=True, dynamic=False)
    # the lambda holds pk: its buffers are what args point into
    out = [("C API", lambda pk=pk: lib.call(op.name, args, stream)),
           ("akops eager", lambda: fn(*ins, *sc)),
           ("akops out=", lambda: fn_out(*outform, *sc)),
           ("akops torch.ops", lambda: packet(*ins, *sc)),
           ("akops torch.ops out=", lambda: packet_out(*outform, *sc)),
           ("akops compiled", lambda: compiled(*ins, *sc))]
    native = cw.torch_impls(torch, F).get(op.name)
    if native:
        eager, tocompile = native[0][0][1], native[1]
        compiled_native = torch.compile(tocompile, fullgraph=True, dynamic=False)
        out += [("torch eager", lambda: eager(*ins, *sc)), ("torch.compile", lambda: compiled_native(*ins, *sc))]
    x = ins[0]
    y = torch.empty_like(x)
    aten = torch.ops.aten.add
    out += [("torch.add", lambda: torch.add(x, x)), ("torch.add out=", lambda: torch.add(x, x, out=y)),
            ("aten.add", lambda: aten(x, x)), ("aten.add out=", lambda: aten.out(x, x, out=y))]
    if len(op.outs) == 2 and x.is_floating_point():
        lo, hi = (torch.empty(x.shape[:-1], device=x.device, dtype=x.dtype) for _ in range(2))
        out += [("torch.aminmax", lambda: torch.aminmax(x, dim=-1)),
                ("torch.aminmax out=", lambda: torch.aminmax(x, dim=-1, out=(lo, hi)))]
    return out


def against_native(results):
    """for each form in AGAINST: the median over every shape timed of the form's host
    cost, of the native ops' in the same shapes (each shape's first of the form's list
    it timed), their ratio, and which native ops those were"""
    out = []
    for form, refs in AGAINST:
        mine, theirs, used = [], [], set()
        for op in results.get("ops", []):
            for sh in op.get("shapes", []):
                got = {i["impl"]: i["host"]["median_us"] for i in sh.get("impls", []) if i.get("host")}
                ref = next((r for r in refs if r in got), None)
                if form in got and ref:
                    mine.append(got[form])
                    theirs.append(got[ref])
                    used.add(ref)
        if mine:
            a, b = cmp.percentile(mine, 50), cmp.percentile(theirs, 50)
            out.append({"form": form, "native": " or ".join(r for r in refs if r in used), "shapes": len(mine),
                        "median_us": a, "native_median_us": b, "ratio": a / b})
    return out


def make_inputs(torch, akops_torch, op, spec, d, sym, gen):
    """the op's inputs at the symbols' sizes sym: N(0, 1) floats; integers from
    compare.py's makers (cross_entropy's targets) or in [0, 64)"""
    import torch.nn.functional as F
    makers = (cw.torch_impls(torch, F).get(op.name) or ([], None, {}))[2]
    scalars = cmp.scalar_values(spec)
    inputs = {}
    for p in op.tensors:
        if p["role"] == "out":
            continue
        shape = cmp.tensor_shape(p, sym)
        dt = akops_torch.TYPES[p["dtype"][d]]
        if p["name"] in makers:
            inputs[p["name"]] = makers[p["name"]](torch, sym, scalars, gen)
        elif dt.is_floating_point:
            inputs[p["name"]] = torch.randn(shape, device="cuda", dtype=dt, generator=gen)
        else:
            inputs[p["name"]] = torch.randint(0, 64, shape, device="cuda", dtype=dt, generator=gen)
    return inputs, scalars


def run(args):
    """the package mode: results as compare.py's --json writes them"""
    import torch

    import akops
    import akops.torch as akops_torch
    akgen = args.akgen or os.path.join(cmp.REPO, "build", "akgen")
    specs_dir = args.specs or os.path.join(cmp.REPO, "specs")
    lib = akops.library()
    ops = [o for a in (args.op or []) for o in a.split(",") if o] or sorted(lib.ops)
    for o in ops:
        if o not in lib.ops:
            raise cmp.CompareError("the akops package has no op %s (it has %s)" % (o, ", ".join(sorted(lib.ops))))
    specs = shapes_of(args, akgen, specs_dir, ops)
    timer = Timer(torch, args.calls, args.batches)
    gen = torch.Generator(device="cuda")
    gen.manual_seed(args.seed)
    results = {"tool": "bench/compare.py --package", "mode": "package",
               "command": " ".join(cmp.no_machine_path(a) for a in [sys.executable] + sys.argv),
               "dtype": args.dtype, "calls": args.calls, "batches": args.batches, "seed": args.seed,
               "env": {"gpu": torch.cuda.get_device_name(), "torch": torch.__version__, "akops": akops.__version__,
                       "package": cmp.no_machine_path(os.path.dirname(akops.__file__)),
                       # the C++ kernels or the Python ones (AKOPS_TORCH_NATIVE=0), and why
                       "native": getattr(akops_torch, "native", False),
                       # the reason names the library by its installed path: the package's own
                       # directory is taken out, as from "package" above
                       "native_reason": cmp.without_dir(getattr(akops_torch, "native_reason", ""),
                                                        os.path.dirname(akops.__file__)),
                       # akops.torch.<op>'s C entry points, or torch.ops, and why
                       "fast": getattr(akops_torch, "fast", False),
                       "fast_reason": cmp.without_dir(getattr(akops_torch, "fast_reason", ""),
                                                      os.path.dirname(akops.__file__))},
               "method": __doc__.split("\n\n")[2].replace("\n", " "), "ops": []}
    t0 = time.time()
    with torch.no_grad():
        for name in ops:
            op, spec = lib.ops[name], specs[name]
            entry = {"op": name, "shapes": []}
            results["ops"].append(entry)
            if args.dtype not in op.dtypes:
                entry["error"] = "dtype %s not in the op's %s" % (args.dtype, op.dtypes)
                continue
            for b in spec["bench"]:
                sym = b["sym"]
                label = "x".join(str(sym[s["name"]]) for s in spec["symbols"] if s["name"] in sym)
                sh = {"label": label + (" (%s)" % b["tag"] if b.get("tag") else ""), "sym": sym, "impls": []}
                entry["shapes"].append(sh)
                if args.time_budget and time.time() - t0 > args.time_budget:
                    sh["impls"] = [{"impl": i, "skipped": "not run: the time budget was spent"} for i in IMPLS]
                    continue
                try:
                    inputs, scalars = make_inputs(torch, akops_torch, op, spec, args.dtype, sym, gen)
                    todo = impls(torch, akops_torch, lib, op, args.dtype, inputs, scalars)
                except Exception as e:  # noqa: BLE001 (reported, the other shapes go on)
                    sh["impls"] = [{"impl": i, "error": "%s: %s" % (type(e).__name__, str(e)[:300])} for i in IMPLS]
                    continue
                for label_, fn in todo:
                    try:
                        sh["impls"].append(dict(impl=label_, **timer.run(fn)))
                    except Exception as e:  # noqa: BLE001 (reported)
                        sh["impls"].append({"impl": label_, "error": "%s: %s" % (type(e).__name__, str(e)[:300])})
                cmp.log("compare --package: %s %s: %s" % (name, sh["label"], ", ".join(
                    "%s %.1f us" % (i["impl"], i["host"]["median_us"]) for i in sh["impls"] if i.get("host"))))
    return results


def main(args):
    if args.calls < 1 or args.batches < 1:
        raise cmp.CompareError("--calls and --batches: 1 or more")
    results = run(args)
    results["against_native"] = against_native(results)
    rows = rows_of(results)
    text = markdown(rows) + "".join(
        "\n%s: %s us, %s: %s us (the medians over %d shapes): %.2fx\n" % (
            a["form"], cr.fmt_us(a["median_us"]), a["native"], cr.fmt_us(a["native_median_us"]), a["shapes"],
            a["ratio"]) for a in results["against_native"])
    print(text, end="")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write("# akops through its Python package: the host cost of a call\n\n%s\n\nakops.torch's CUDA "
                    "kernels: %s\n\n%s" % (results["method"], results["env"]["native_reason"] or "the Python ones",
                                            text))
    return status(results)


def status(results):
    """the exit status: 1 when an implementation failed or an op could not run, else 0;
    shapes the time budget left (skipped) are reported, not failures, as compare.py's"""
    failed = [i for o in results["ops"] for s in o["shapes"] for i in s["impls"] if i.get("error")]
    return 1 if failed or any(o.get("error") for o in results["ops"]) else 0


def self_test():
    """the pure parts: the table from results, the summary of host times"""
    fails = []
    h = host_summary([1e-6, 2e-6, 3e-6, 4e-6, 5e-6])
    if abs(h["median_us"] - 3.0) > 1e-9 or h["n"] != 5:
        fails.append("host_summary: %s" % h)
    res = {"ops": [{"op": "rmsnorm", "shapes": [{"label": "8x4096", "impls": [
        {"impl": "akops eager", "host": {"median_us": 30.0, "p10_us": 28.0, "p90_us": 40.0, "n": 10},
         "device_us": 3.2},
        {"impl": "torch eager", "host": {"median_us": 12.0, "p10_us": 11.0, "p90_us": 13.0, "n": 10},
         "device_us": 4.0},
        {"impl": "akops compiled", "error": "RuntimeError: no"}]}]}]}
    rows = rows_of(res)
    want = [["rmsnorm", "8x4096", "akops eager", "30.00", "28.00-40.00", "3.200", "2.50x"],
            ["rmsnorm", "8x4096", "torch eager", "12.00", "11.00-13.00", "4.000", "1.00x"],
            ["rmsnorm", "8x4096", "akops compiled", "-", "RuntimeError: no", "-", "-"]]
    if rows != want:
        fails.append("rows_of: %s" % rows)
    if markdown(rows).count("\n") != 5:
        fails.append("markdown: %r" % markdown(rows))
    two = {"ops": [{"op": "a", "shapes": [{"impls": [
        {"impl": "akops out=", "host": {"median_us": u}}, {"impl": "torch.add out=", "host": {"median_us": v}},
        {"impl": "akops eager", "error": "no"}, {"impl": "torch.add", "host": {"median_us": 1.0}}]}
        for u, v in ((9.0, 8.0), (11.0, 10.0), (10.0, 9.0))]}]}
    got = against_native(two)
    if len(got) != 1 or got[0]["form"] != "akops out=" or got[0]["shapes"] != 3 or \
            abs(got[0]["ratio"] - 10.0 / 9.0) > 1e-9 or got[0]["native"] != "torch.add out=":
        fails.append("against_native: %s" % got)
    # a shape of an op of two outputs is held against the native op of two (the first
    # shape against torch.aminmax out='s 11, not torch.add out='s 8), the others against
    # torch.add's
    two["ops"][0]["shapes"][0]["impls"].append({"impl": "torch.aminmax out=", "host": {"median_us": 11.0}})
    got = against_native(two)
    if len(got) != 1 or got[0]["native"] != "torch.aminmax out= or torch.add out=" or \
            abs(got[0]["native_median_us"] - 10.0) > 1e-9 or abs(got[0]["median_us"] - 10.0) > 1e-9:
        fails.append("against_native, two outputs: %s" % got)
    skipped = {"ops": [{"op": "a", "shapes": [{"label": "1", "impls": [{"impl": "akops eager", "host": {
        "median_us": 1.0, "p10_us": 1.0, "p90_us": 1.0}}]},
                                               {"label": "2", "impls": [{"impl": "akops eager", "skipped": "not run"}]}]}]}
    if status(skipped) != 0 or rows_of(skipped)[1][4] != "not run":
        fails.append("a shape the budget skipped: status %d, %s" % (status(skipped), rows_of(skipped)))
    skipped["ops"][0]["shapes"][0]["impls"][0] = {"impl": "akops eager", "error": "RuntimeError: no"}
    if status(skipped) != 1:
        fails.append("a failed implementation: status 0")
    return fails
