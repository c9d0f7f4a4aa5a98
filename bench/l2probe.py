#!/usr/bin/env python3
"""l2probe.py: where compare.py's numbers come from at a few shapes. Memory placement,
the write-back a call leaves behind, and kernels the search has not chosen, all timed by
compare.py's own method (its Worker: L2 flush before every call, CUPTI spans, calls
interleaved; its flush demotes the case's buffers and each call's outputs to evict-normal
in L2 first), in one process, with torch.compile in the same batches.

usage (on the GPU machine, from the repo root):
  python3 bench/l2probe.py --lib libakops.so [--akgen build/akgen] --json OUT.json
      [--case OP:DTYPE:SHAPE ...] [--cand NAME=OP:DTYPE:PATH.cu ...]
      [--offsets-mib 0,1,3.5] [--min-ms 150]

Per case (a bench shape of the op's spec, SHAPE its label, e.g. 16384x1024), one
interleaved measurement of:
  torch.compile            the spec's inputs as compare.py makes them
  torch.compile, moved     the same values in other allocations (other addresses)
  lib, new out             libakops, its outputs allocated for every call by PyTorch's
                           caching allocator, as torch.compile's are (so the same blocks)
  lib, moved, new out      the moved inputs
  lib, out at +M MiB       outputs at fixed offsets into one pool (compare.py's akops
                           row writes to one preallocated output)
  NAME                     each --cand of this op and dtype: a candidate .cu, built
                           against akgen proto's launcher, new outputs per call
Each row gives the median span and, from the same CUPTI records, the median duration of
the flush write that follows the call (flush_after_us): what a call leaves in L2 (dirty
lines, lines held evict-last) is paid for there, outside the call's span. Every output is checked loosely
against eager once before timing (as compare.py does).
"""

import argparse
import ctypes
import json
import math
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compare_build as cb  # noqa: E402  (bench/compare.py's parts: its builds,
import compare_core as cp  # noqa: E402  its parsing and bindings,
import compare_worker as cw  # noqa: E402  and its Worker)

DEFAULT_CASES = ["layernorm:bf16:16384x1024", "rmsnorm:f32:8192x16384", "rmsnorm:f32:16384x4096",
                 "rope:bf16:4x32x4096x128", "softmax:bf16:1024x128256"]


def parse_case(text):
    parts = text.split(":")
    if len(parts) != 3 or not all(parts):
        raise cp.CompareError("--case wants OP:DTYPE:SHAPE, got %r" % text)
    return tuple(parts)


def parse_offsets(text):
    """--offsets-mib: comma-separated MiB, each >= 0"""
    try:
        out = [float(x) for x in text.split(",") if x.strip()]
    except ValueError:
        out = []
    if not out or any(not (0 <= v < 1 << 20) for v in out):
        raise argparse.ArgumentTypeError("wants MiB offsets like 0,1,3.5, got %r" % text)
    return out


def parse_cand(text):
    if "=" not in text:
        raise cp.CompareError("--cand wants NAME=OP:DTYPE:PATH, got %r" % text)
    name, rest = text.split("=", 1)
    parts = rest.split(":", 2)
    if len(parts) != 3 or not name or not all(parts):
        raise cp.CompareError("--cand wants NAME=OP:DTYPE:PATH, got %r" % text)
    return {"name": name, "op": parts[0], "dtype": parts[1], "path": parts[2]}


class Probe:
    def __init__(self, args, flush_so, records, nvcc_ver, cdir):
        plan = {"records": records, "method": "cupti", "deadline": None, "flush_so": flush_so,
                "lib": os.path.abspath(args.lib), "min_ms": args.min_ms, "batch_calls": 4000,
                "min_reps": 20, "max_reps": 50000, "seed": args.seed, "dtype": None,
                "copy_gbps": None, "ops": []}
        self.w = cw.Worker(plan)
        self.torch = self.w.torch
        self.args = args
        self.nvcc_ver, self.cdir = nvcc_ver, cdir

    def out_tensors(self, spec, sym, dtype, out_params, where=None):
        """the outputs: new ones (where None), or views into a pool from byte offset where,
        one after another (each at a multiple of 256 bytes: add_rmsnorm's sum and y)"""
        torch = self.torch
        outs = {}
        if where is not None:
            pool, off = where
        for q in out_params:
            dt = getattr(torch, cw.TORCH_DTYPES[q["dtype"][dtype]])
            shp = cp.tensor_shape(q, sym)
            if where is None:
                outs[q["name"]] = torch.empty(shp, dtype=dt, device=self.w.dev)
            else:
                nb = math.prod(shp) * torch.empty((), dtype=dt).element_size()
                outs[q["name"]] = pool[off:off + nb].view(dt).view(shp)
                off += (nb + 255) // 256 * 256
        return outs

    def case(self, op, dtype, label, cands, akgen):
        torch, w = self.torch, self.w
        spec = cp.parse_show(cb.run_akgen(akgen, ["show", os.path.join(cp.REPO, "specs", op + ".yaml")]))[0]
        shape = next((s for s in spec["bench"] if cp.shape_label(spec, s["sym"]) == label), None)
        if shape is None:
            raise cp.CompareError("%s has no bench shape %s" % (op, label))
        sym = shape["sym"]
        eager_list, compile_fn, int_makers = w.impls[op]
        scalars = cp.scalar_values(spec)
        in_params = [q for q in cp.spec_tensors(spec) if q["role"] == "in"]
        out_params = [q for q in cp.spec_tensors(spec) if q["role"] == "out"]
        gen = torch.Generator(device="cuda")
        gen.manual_seed(self.args.seed)
        inputs = w.make_inputs(spec, sym, scalars, gen, dtype, int_makers)
        # the same values at other addresses: an odd-sized block first moves the allocator on
        pad = torch.empty((7 << 20) + 4096 * 3, dtype=torch.uint8, device=w.dev)
        moved = {k: v.clone() for k, v in inputs.items()}
        del pad
        scal = [scalars[s["name"]] for s in cp.spec_scalars(spec)]
        args_a = [inputs[q["name"]] for q in in_params] + scal
        args_b = [moved[q["name"]] for q in in_params] + scal
        refs = eager_list[0][1](*args_a)
        tol = spec["tolerance"][dtype]
        stream = w.stream()
        ac, ak = w.ac, w.ak
        lib_bind = cp.lib_binding(spec, ac.SIGNATURES.get(op), ac.T)
        outbytes = sum(t.numel() * t.element_size() for t in refs)
        offs = [int(m * (1 << 20)) // 256 * 256 for m in self.args.offsets_mib]
        pool = torch.empty(max(offs) + outbytes + 256 * len(refs) + 4096, dtype=torch.uint8, device=w.dev)

        def lib_call(ins, where):
            fixed = None if where is None else self.out_tensors(spec, sym, dtype, out_params, where)
            cfn = getattr(ak.lib, "akops_" + op)

            def fn():
                outs = fixed if fixed is not None else self.out_tensors(spec, sym, dtype, out_params)
                tensors = dict(ins)
                tensors.update(outs)
                keep = []
                rc = cfn(*cp.call_args(lib_bind, tensors, sym, scalars, stream,
                                       lambda t: ac.torch_dltensor(t, keep)))
                if rc:
                    raise cp.CompareError("akops_%s: status %d (%s)" % (op, rc, ak.last_error()))
                return [outs[q["name"]] for q in out_params]
            return fn

        def cand_call(c):
            spath = os.path.join(cp.REPO, "specs", op + ".yaml")
            proto = cb.run_akgen(akgen, ["proto", "--dtype", dtype, "--arch", "sm_90", spath])
            launcher = cp.find_launcher(proto, op, dtype, "sm_90")
            bind = cp.bind_args(spec, launcher)
            with open(c["path"]) as f:
                src = f.read()
            so, blog, _, _ = cb.build_so(self.args.nvcc, self.nvcc_ver, "sm_90", src, proto, self.cdir, op)
            if not so:
                raise cp.CompareError("%s did not build:\n%s" % (c["path"], blog[-2000:]))
            lib = ctypes.CDLL(so)
            cfn = getattr(lib, launcher["name"])
            cfn.restype = ctypes.c_int
            cfn.argtypes = [getattr(ctypes, a["ctype"]) for a in launcher["args"]]

            def fn():
                outs = self.out_tensors(spec, sym, dtype, out_params)
                tensors = dict(inputs)
                tensors.update(outs)
                rc = cfn(*cp.call_args(bind, tensors, sym, scalars, stream))
                if rc:
                    raise cp.CompareError("%s: cudaError %d" % (c["name"], rc))
                return [outs[q["name"]] for q in out_params]
            return fn

        torch._dynamo.reset()
        compiled = torch.compile(compile_fn, dynamic=False)
        rows = [("torch.compile", lambda: compiled(*args_a)),
                ("torch.compile, moved", lambda: compiled(*args_b)),
                ("lib, new out", lib_call(inputs, None)),
                ("lib, moved, new out", lib_call(moved, None))]
        rows += [("lib, out at +%g MiB" % (o / float(1 << 20)), lib_call(inputs, (pool, o))) for o in offs]
        rows += [(c["name"], cand_call(c)) for c in cands if c["op"] == op and c["dtype"] == dtype]
        checks = {}
        for name, fn in rows:
            outs = fn()
            torch.cuda.synchronize()
            ok, _, text = w.check_all(list(outs), refs, out_params, dtype, tol)
            checks[name] = text
            if not ok:
                cp.log("l2probe: %s %s %s: %s: !!! %s" % (op, dtype, label, name, text))
        del refs
        w.set_regions(list(inputs.values()) + list(moved.values()) + [pool])
        res, _ = w.time_all([fn for _, fn in rows])
        w.set_regions([])
        w.last_out = []
        out = {"op": op, "dtype": dtype, "shape": label, "min_bytes": shape["bytes"][dtype], "rows": []}
        for (name, _), r in zip(rows, res):
            t = w.timing_summary(r)
            out["rows"].append({"impl": name, "check": checks[name], "time": t})
            cp.log("l2probe: %s %s %s: %-28s %8.2f us  flush after %7.2f us" % (
                op, dtype, label, name, t["median_us"], t.get("flush_after_median_us") or 0))
        torch.cuda.empty_cache()
        return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lib", required=True, help="libakops.so (examples/torch/README.md)")
    ap.add_argument("--akgen", default=os.path.join(cp.REPO, "build", "akgen"))
    ap.add_argument("--case", action="append", help="OP:DTYPE:SHAPE (default: %s)" % " ".join(DEFAULT_CASES))
    ap.add_argument("--cand", action="append", default=[], help="NAME=OP:DTYPE:PATH.cu")
    ap.add_argument("--offsets-mib", type=parse_offsets, default=[0.0, 1.0, 3.5],
                    help="where the library's fixed outputs go in a pool (default 0,1,3.5)")
    ap.add_argument("--min-ms", type=float, default=150.0)
    ap.add_argument("--seed", type=int, default=1234)
    ap.add_argument("--nvcc")
    ap.add_argument("--json", required=True)
    args = ap.parse_args(argv)
    try:
        cases = [parse_case(c) for c in (args.case or DEFAULT_CASES)]
        cands = [parse_cand(c) for c in args.cand]
        args.nvcc = cb.find_nvcc(args.nvcc)
        if not args.nvcc:
            raise cp.CompareError("no nvcc (the L2 flush helper needs it)")
        nvcc_ver = cb.nvcc_version(args.nvcc)
        cdir = cb.cache_dir(None)
        flush_so, flog, _, _ = cb.build_so(args.nvcc, nvcc_ver, "sm_90", cp.FLUSH_SRC, None, cdir, "l2flush")
        if not flush_so:
            raise cp.CompareError("the L2 flush helper did not build:\n" + flog[-2000:])
        # the Worker's own record stream (compare.py's driver reads it; nothing here does)
        recs = os.path.join(cdir, "l2probe-records-%d.jsonl" % os.getpid())
        p = Probe(args, flush_so, recs, nvcc_ver, cdir)
        doc = {"tool": "bench/l2probe.py", "command": " ".join([sys.executable] + sys.argv),
               "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "env": p.w.env(),
               "min_ms": args.min_ms, "cases": []}
        for op, dtype, label in cases:
            try:
                doc["cases"].append(p.case(op, dtype, label, cands, args.akgen))
            except cp.CompareError as e:
                cp.log("l2probe: %s %s %s: %s" % (op, dtype, label, e))
                doc["cases"].append({"op": op, "dtype": dtype, "shape": label, "error": str(e)})
            with open(args.json, "w") as f:
                json.dump(doc, f, indent=1, sort_keys=True)
                f.write("\n")
    except cp.CompareError as e:
        cp.log("l2probe: %s" % e)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
