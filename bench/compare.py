#!/usr/bin/env python3
"""compare.py: an akops candidate kernel, or libakops itself, against PyTorch eager and torch.compile.

usage:
  python3 bench/compare.py --akgen build/akgen [--op OP ...] [--dtype bf16] [--arch sm_90]
      [--candidate OP=path.cu ...] [--candidates-dir DIR] [--json OUT.json]
      [--markdown OUT.md] [--min-ms 200] [--copy-gbps G] [--time-budget S]
  python3 bench/compare.py --akgen build/akgen --lib libakops.so [--op OP ...] [--dtype bf16] ...
  python3 bench/compare.py --package [--op OP ...] [--dtype bf16] [--shapes FILE] [--json OUT.json]
  python3 bench/compare.py --self-test [--akgen build/akgen]

For each op and each bench shape of its spec (`akgen show`), the candidate is built into
a shared object against the launcher prototype (`akgen proto`), called through ctypes on
PyTorch's current stream, checked against PyTorch eager, and timed together with the
PyTorch implementations in one process by one method. With --lib, nothing is built: the
akops row is the library's public C API, akops_<op>(DLTensor *..., scalars..., stream),
called through examples/torch/akops_ctypes.py (the PyTorch example's binding) with the
tensors passed zero-copy by torch.utils.dlpack, on the same stream; the variant that ran
(akops_variant) is recorded. The timing:

  * device time of every kernel a call issues, from CUPTI's kernel activity records read
    through torch.profiler (ProfilerActivity.CUDA); a call's time is the span from its
    first kernel's start to its last kernel's end (what akgen's harness measures);
  * before every call the L2 is flushed by two kernels of this script's own, uniquely
    named (akops_l2flush_write_kernel writes one buffer of >= 4x L2, then
    akops_l2flush_read_kernel reads another, so the flush leaves no dirty lines behind
    to be written back during the timed call). They are the markers that cut the
    stream of kernel records into calls: the records between two write markers belong
    to exactly one call, and the number of such groups must equal the number of calls
    made, or the batch is rejected. The flush kernels themselves are never counted.
    First a third (akops_l2flush_demote_kernel) demotes every line of the shape's inputs,
    the candidate's outputs and the last call's outputs to evict-normal in L2: a line
    a kernel marked evict-last outlives the flush otherwise, and the next call of the
    same inputs reads it from L2 (bench/l2residue.cu: 3-5% faster on the H200);
  * warm-up, then calls interleaved across the implementations in proportion to their
    expected cost (so each reaches --min-ms of accumulated device time at about the
    same moment, and drift hits all alike); median, p10 and p90 of the per-call spans.

With --package, the installed akops Python package is timed instead: the host cost of a
call through torch.ops.akops (eager, out=, inside a compiled graph) beside the C API's
through ctypes and PyTorch's own ops (bench/compare_package.py says how).

Its parts: compare_core.py (constants, parsing, bindings, statistics: what everything
shares), compare_build.py (akgen, nvcc, the builds), compare_report.py (tables),
compare_worker.py (the measuring process), compare_selftest.py and compare_package.py
(--package); this file is the driver and the command line.

If CUPTI gives no usable records, the script says so loudly and falls back to CUDA events
around each single call (flush outside the events); every result records its method.

The pure-Python parts (prototype and spec parsing, statistics, scheduling, grouping of
kernel records, tables) import no torch and are exercised by --self-test; the
measurement runs in a child process (torch imported there only), so a candidate that
corrupts the CUDA context is reported as a crash of that op and the remaining ops go on
in a fresh child.
"""

import argparse
import concurrent.futures
import datetime
import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

from compare_build import (
    build_so, cache_dir, find_nvcc, nvcc_version, parse_shapes, read_candidate, read_records,
    resolve_candidates, run_akgen, spec_with_bench, with_services)
from compare_core import (
    CompareError, DISTS, FLUSH_SRC, LIB_LABEL, REPO, akops_ctypes, bind_args, find_launcher, lib_binding,
    lib_conflict, log, no_machine_path, parse_show)
from compare_report import fmt_us, format_text, markdown_report, results_notes, table_rows
from compare_worker import torch_ops, worker_main


def parse_scalars(items):
    """--scalar NAME=VALUE ... -> {name: value}: a number (an int where it reads as one;
    the worker makes it the scalar's type), each name once"""
    out = {}
    for it in items:
        name, eq, val = it.partition("=")
        if not eq or not re.fullmatch(r"[a-z_][a-z0-9_]*", name):
            raise CompareError("--scalar %r: expected NAME=VALUE" % it)
        if name in out:
            raise CompareError("--scalar %s given twice" % name)
        try:
            out[name] = int(val) if re.fullmatch(r"[+-]?[0-9]+", val.strip()) else float(val)
        except ValueError:
            raise CompareError("--scalar %s=%r: not a number" % (name, val))
    return out


def drive(args):
    t_start = time.time()
    akgen = args.akgen or os.path.join(REPO, "build", "akgen")
    if not os.path.exists(akgen):
        raise CompareError("no akgen at %s (build it, or give --akgen)" % akgen)
    specs_dir = args.specs or os.path.join(REPO, "specs")
    shapes = {}
    if args.shapes:
        try:
            with open(args.shapes) as f:
                shapes = parse_shapes(f.read(), args.shapes)
        except OSError as e:
            raise CompareError("cannot read %s: %s" % (args.shapes, e))
    if args.op:
        ops = []
        for o in args.op:
            ops += [x for x in o.split(",") if x]
    elif shapes:
        ops = sorted(shapes)
    else:
        ops = sorted(f[:-5] for f in os.listdir(specs_dir) if f.endswith(".yaml"))
    for op in ops:
        if not os.path.exists(os.path.join(specs_dir, op + ".yaml")):
            raise CompareError("no spec %s" % os.path.join(specs_dir, op + ".yaml"))
    scalar_over = parse_scalars(args.scalar)
    lib = None
    if args.lib:
        why = lib_conflict(args)
        if why:
            raise CompareError(why)
        lib = os.path.abspath(args.lib)
        if not os.path.isfile(lib):
            raise CompareError("no library at %s (--lib wants a shared libakops.so: see "
                               "examples/torch/README.md)" % args.lib)
        ac = akops_ctypes()
        try:
            lib_version = ac.Akops(lib).version()
        except (OSError, AttributeError) as e:
            raise CompareError("%s does not load as libakops: %s" % (args.lib, e))
        cands = {op: None for op in ops}
    else:
        cands = resolve_candidates(ops, args.dtype, args.candidate, args.candidates_dir)
    nvcc = find_nvcc(args.nvcc)
    nvcc_ver = nvcc_version(nvcc) if nvcc else None
    cdir = cache_dir(args.cache_dir)
    log("compare: ops %s, dtype %s, arch %s; cache %s" % (" ".join(ops), args.dtype, args.arch,
                                                          no_machine_path(cdir)))
    if lib:
        log("compare: akops through %s (libakops %s) and examples/torch/akops_ctypes.py"
            % (no_machine_path(lib), lib_version))

    results = {
        "tool": "bench/compare.py",
        "command": " ".join(shlex.quote(no_machine_path(a)) for a in [sys.executable] + sys.argv),
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "dtype": args.dtype, "arch": args.arch, "seed": args.seed, "min_ms": args.min_ms, "pad": args.pad,
        "offset": args.offset, "dist": args.dist,
        "bcast": args.bcast, "scalars": scalar_over,
        "nvcc_path": no_machine_path(nvcc), "env": {"nvcc": nvcc_ver}, "copy": None, "ops": [],
    }
    if lib:
        # the library's bytes, so that akgen compare-import records which one was timed
        with open(lib, "rb") as f:
            lib_sha256 = hashlib.sha256(f.read()).hexdigest()
        results["lib"] = {"path": no_machine_path(lib), "version": lib_version, "sha256": lib_sha256,
                          "label": LIB_LABEL, "binding": "examples/torch/akops_ctypes.py"}

    # specs, prototypes and builds: everything that needs no GPU, done first
    plans = []
    builds = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, min(8, os.cpu_count() or 1))) as pool:
        if nvcc:
            flush_future = pool.submit(build_so, nvcc, nvcc_ver, args.arch, FLUSH_SRC, None, cdir, "l2flush")
        for op in ops:
            entry = {"op": op, "dtype": args.dtype, "candidate": no_machine_path(cands[op]), "status": "ok", "shapes": []}
            results["ops"].append(entry)
            try:
                spath = os.path.join(specs_dir, op + ".yaml")
                if op in shapes:
                    spec = spec_with_bench(akgen, spath, shapes[op])
                else:
                    spec = parse_show(run_akgen(akgen, ["show", spath]))[0]
                if args.dtype not in spec["dtypes"]:
                    raise CompareError("dtype %s not in the spec's %s" % (args.dtype, spec["dtypes"]))
                if lib:
                    binding = lib_binding(spec, ac.SIGNATURES.get(op), ac.T)
                else:
                    proto = run_akgen(akgen, ["proto", "--dtype", args.dtype, "--arch", args.arch, spath])
                    launcher = find_launcher(proto, op, args.dtype, args.arch, args.shape_class)
                    binding = bind_args(spec, launcher)
            except CompareError as e:
                entry.update(status="error", reason=str(e))
                log("compare: %s: %s" % (op, e))
                continue
            if op not in torch_ops():
                entry.update(status="skipped", reason="no PyTorch implementation (torch_impls in bench/compare.py)")
                log("compare: %s: skipped: no PyTorch implementation to compare with" % op)
                continue
            if lib:
                if not nvcc:
                    entry.update(status="skipped", reason="no nvcc found (the L2 flush helper needs it)")
                    continue
                # nothing to build: the library is the implementation
                plans.append({"op": op, "spec": spec, "launcher": None, "binding": binding, "lib": lib})
                continue
            if not cands[op]:
                entry.update(status="skipped", reason="no candidate (give --candidate %s=PATH or "
                             "--candidates-dir with %s_%s.cu)" % (op, op, args.dtype))
                log("compare: %s: skipped: no candidate" % op)
                continue
            if not nvcc:
                entry.update(status="skipped", reason="no nvcc found")
                continue
            try:
                src, entry["candidate_sha256"] = read_candidate(cands[op])
            except OSError as e:
                entry.update(status="skipped", reason="candidate unreadable: %s" % e)
                log("compare: %s: skipped: %s" % (op, e))
                continue
            builds[op] = pool.submit(build_so, nvcc, nvcc_ver, args.arch, with_services(src), proto, cdir, op)
            plans.append({"op": op, "spec": spec, "launcher": launcher, "binding": binding})
        flush_so = None
        if nvcc:
            flush_so, flog, _, _ = flush_future.result()
            if not flush_so:
                raise CompareError("the L2 flush helper did not build:\n" + flog[-3000:])
        ready = []
        for p in plans:
            if p.get("lib"):
                ready.append(p)
                continue
            so, blog, dt, cached = builds[p["op"]].result()
            entry = next(e for e in results["ops"] if e["op"] == p["op"])
            entry["build"] = {"seconds": round(dt, 2), "cached": cached, "log": blog[-4000:]}
            if not so:
                errs = [l.strip() for l in blog.splitlines() if "error" in l] or blog.strip().splitlines()[-2:]
                entry.update(status="build_failed", reason="the candidate failed to build: %s"
                             % " | ".join(errs[:2])[:600])
                log("compare: %s: BUILD FAILED, skipped:\n%s" % (p["op"], blog[-3000:]))
                continue
            p["so"] = so
            ready.append(p)
            log("compare: %s: built%s in %.1f s" % (p["op"], " (cached)" if cached else "", dt))

    copy_gbps = args.copy_gbps
    if copy_gbps:
        results["copy"] = {"gbps": copy_gbps, "source": "given (--copy-gbps)"}
    remaining = ready
    work = tempfile.mkdtemp(prefix="akops-compare-")
    try:
        attempt = 0
        # the copy is measured by the first worker (in a run with nothing to time too,
        # so that the ceiling is always reported)
        while remaining or (attempt == 0 and (not copy_gbps or args.copy_sizes) and flush_so):
            attempt += 1
            recs_path = os.path.join(work, "records-%d.jsonl" % attempt)
            plan_path = os.path.join(work, "plan-%d.json" % attempt)
            plan = {
                "ops": remaining, "dtype": args.dtype, "seed": args.seed, "min_ms": args.min_ms,
                "pad": args.pad, "offset": args.offset, "dist": args.dist, "bcast": args.bcast, "scalars": scalar_over,
                "min_reps": args.min_reps, "max_reps": args.max_reps,
                "method": args.method,
                "flush_so": flush_so, "copy_gbps": copy_gbps, "records": recs_path,
                "floor_done": "launch_floor" in results,
                "deadline": t_start + args.time_budget if args.time_budget else None,
                "batch_calls": args.batch_calls, "lib": lib,
                # diagnostic copies at other sizes: asked for once, by the first worker
                "copy_sizes": args.copy_sizes if attempt == 1 else [],
            }
            with open(plan_path, "w") as f:
                json.dump(plan, f)
            proc = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--_worker", plan_path])
            try:
                rc = proc.wait()
            except KeyboardInterrupt:
                proc.kill()
                proc.wait()
                raise
            recs = read_records(recs_path)
            current_op = None
            done_ops = set()
            for r in recs:
                t = r.get("type")
                if t == "env":
                    results["env"].update(r["env"])
                elif t == "copy":
                    results["copy"] = r["copy"]
                    copy_gbps = r["copy"].get("gbps") or copy_gbps
                elif t == "floor":
                    results["launch_floor"] = r["floor"]
                elif t == "copy_size":
                    results.setdefault("copy_sizes", []).append(
                        {"mib": r["mib"], "gbps": r["copy"]["gbps"], "time": r["copy"]["time"]})
                elif t == "method":
                    results.setdefault("methods_used", [])
                    if r["method"] not in results["methods_used"]:
                        results["methods_used"].append(r["method"])
                elif t == "op_start":
                    current_op = r["op"]
                elif t == "variant":
                    entry = next(e for e in results["ops"] if e["op"] == r["op"])
                    entry["variant"] = r["variant"]
                elif t == "shape":
                    entry = next(e for e in results["ops"] if e["op"] == r["op"])
                    entry["shapes"].append(r["shape"])
                elif t == "op_end":
                    entry = next(e for e in results["ops"] if e["op"] == r["op"])
                    if r.get("status") != "ok":
                        entry.update(status=r["status"], reason=r.get("reason", ""))
                    done_ops.add(r["op"])
                    current_op = None
            if rc != 0:
                why = ("signal %d" % -rc) if rc < 0 else ("exit %d" % rc)
                if current_op is None:
                    for p in remaining:
                        if p["op"] not in done_ops:
                            entry = next(e for e in results["ops"] if e["op"] == p["op"])
                            entry.update(status="error", reason="the measuring process failed "
                                         "outside any op (%s); see its output above" % why)
                    log("compare: the measuring process failed (%s) outside any op" % why)
                    break
                entry = next(e for e in results["ops"] if e["op"] == current_op)
                entry.update(status="crashed", reason="the measuring process died (%s) in this op; "
                             "its remaining shapes were not run" % why)
                log("compare: %s: CRASH (%s); going on with the other ops in a fresh process"
                    % (current_op, why))
                done_ops.add(current_op)
            else:
                for p in remaining:
                    if p["op"] not in done_ops:
                        entry = next(e for e in results["ops"] if e["op"] == p["op"])
                        entry.update(status="error", reason="not run by the measuring process")
                        done_ops.add(p["op"])
            remaining = [p for p in remaining if p["op"] not in done_ops]
    finally:
        shutil.rmtree(work, ignore_errors=True)

    finish(results, args)
    return results


def finish(results, args):
    """method text, derived columns, outputs"""
    copy = (results.get("copy") or {}).get("gbps")
    floor = (results.get("launch_floor") or {}).get("us")
    for op in results["ops"]:
        for sh in op["shapes"]:
            comp = next((im for im in sh["impls"] if im["kind"] == "compile" and im.get("time")), None)
            for im in sh["impls"]:
                t = im.get("time")
                if not t:
                    continue
                im["gbps"] = sh["min_bytes"] / (t["median_us"] * 1e-6) / 1e9
                im["pct_copy"] = 100.0 * im["gbps"] / copy if copy else None
                fl = sh.get("flops")
                im["tflops"] = fl / t["median_us"] / 1e6 if fl and fl > 64 * sh["min_bytes"] else None
                im["speedup_vs_compile"] = (comp["time"]["median_us"] / t["median_us"]) if comp else None
                # small calls: their time in launch floors (an empty kernel's span)
                im["x_floor"] = t["median_us"] / floor if floor else None
                if im["pct_copy"] and im["pct_copy"] > 100.0:
                    im["notes"] = ["%.1f%% of the copy ceiling: above it (the ceiling is a 1:1 "
                                   "read/write stream; read-heavier traffic, and outputs whose write-back "
                                   "partly falls after the timed span, can pass it: see bench/README.md)"
                                   % im["pct_copy"]]
    used = results.get("methods_used") or []
    texts = {
        "cupti": "CUPTI kernel activity via torch.profiler (ProfilerActivity.CUDA): per call, the "
                 "span from the first kernel's start to the last kernel's end",
        "events": "CUDA events around each single call (FALLBACK: CUPTI gave no usable records); "
                  "includes launch gaps inside the call",
    }
    results["method_text"] = ("; ".join(texts.get(m, m) for m in used) or "nothing timed") + (
        "; L2 flushed before every call (the call's buffers demoted to evict-normal, then write "
        "then read of buffers >= 4x L2, by marker kernels excluded from the time); calls "
        "interleaved across implementations; warm-up; at least %g ms of device time per "
        "implementation and shape; median, p10, p90" % results["min_ms"]) + (
        "; the rows of every tensor the spec lets be strided %d elements apart beyond their length "
        "(slices of a padded buffer), for every implementation" % results["pad"] if results.get("pad") else "") + (
        "; every input and akops's outputs %d bytes past the start of their allocation" % results["offset"]
        if results.get("offset") else "") + (
        "; floating inputs drawn from the verifier's %s distribution, not N(0,1)" % results["dist"]
        if results.get("dist", "normal") != "normal" else "") + (
        "; every tensor the spec lets be broadcast one element expanded to its shape (stride 0), for every "
        "implementation" if results.get("bcast") else "")
    text = format_text(table_rows(results))
    print()
    print("method: " + results["method_text"])
    if copy:
        print("copy ceiling: %.0f GB/s (%s)" % (copy, results["copy"].get("source")))
    if floor:
        print("launch floor: %s us (%s)" % (fmt_us(floor), results["launch_floor"].get("source")))
    for c in results.get("copy_sizes", []):
        print("copy of %g MiB: %.0f GB/s (median %s us, p10-p90 %s-%s)" % (
            c["mib"], c["gbps"], fmt_us(c["time"]["median_us"]), fmt_us(c["time"]["p10_us"]),
            fmt_us(c["time"]["p90_us"])))
    print()
    print(text, end="")
    for n in results_notes(results):
        print("note: " + n)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1, sort_keys=True)
            f.write("\n")
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(markdown_report(results))


# ----------------------------------------------------------------------------

def main(argv=None):
    ap = argparse.ArgumentParser(description="akops candidates, or libakops, against PyTorch eager and "
                                 "torch.compile",
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--akgen", help="the akgen binary (default: build/akgen)")
    ap.add_argument("--specs", help="the spec directory (default: specs/)")
    ap.add_argument("--op", action="append", help="an op to run (repeatable, or comma-separated; default all)")
    ap.add_argument("--dtype", default="bf16")
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--candidate", action="append", metavar="OP=PATH", help="an op's candidate .cu")
    ap.add_argument("--candidates-dir", help="a directory of candidates named <op>_<dtype>.cu")
    ap.add_argument("--class", dest="shape_class", metavar="CLASS",
                    help="the candidates are this shape class's variants (launcher akops_OP_DT_ARCH_CLASS)")
    ap.add_argument("--lib", metavar="LIBAKOPS_SO",
                    help="time libakops's C API akops_<op> (a shared libakops.so linked from libakops.a) "
                    "through examples/torch/akops_ctypes.py and DLPack, instead of candidates; every "
                    "op of the specs unless --op")
    ap.add_argument("--shapes", metavar="FILE",
                    help="time these shapes instead of the specs' bench shapes: one a line, "
                         "`OP SYM=V ... [# tag]` (bench/lists/models.txt); without --op, the ops it lists")
    ap.add_argument("--json", help="write every number and the environment here")
    ap.add_argument("--markdown", help="write the table here (for bench/results/)")
    ap.add_argument("--min-ms", type=float, default=200.0,
                    help="accumulated device time per implementation and shape (default 200)")
    ap.add_argument("--min-reps", type=int, default=20)
    ap.add_argument("--max-reps", type=int, default=50000)
    ap.add_argument("--batch-calls", type=int, default=4000,
                    help="calls per profiler session (default 4000)")
    ap.add_argument("--copy-gbps", type=float, help="the copy ceiling, instead of measuring it")
    ap.add_argument("--copy-sizes", type=lambda v: [float(x) for x in v.split(",") if x], default=[],
                    metavar="MiB,...", help="also time copies of these sizes (a diagnostic: where "
                    "an output fits in L2, part of its write-back falls after the timed span)")
    ap.add_argument("--method", choices=["cupti", "events"], default="cupti",
                    help="cupti (default; falls back to events if unusable) or events")
    ap.add_argument("--seed", type=int, default=1234)
    ap.add_argument("--scalar", action="append", default=[], metavar="NAME=VALUE",
                    help="a scalar's value in every call of the ops that have it, instead of the spec's "
                         "default (repeatable; gemm_bias_act's act=1 for gelu_tanh)")
    ap.add_argument("--pad", type=int, default=0, metavar="N",
                    help="the rows of every tensor the spec lets be strided (layout inner_contiguous) "
                         "N elements apart beyond their length, slices of a padded buffer, for akops "
                         "and PyTorch alike (default 0: dense)")
    ap.add_argument("--offset", type=int, default=0, metavar="BYTES",
                    help="every input, and akops's outputs, BYTES past the start of its allocation (a "
                         "multiple of 16 up to 4096: a slice of a larger buffer, as the verifier places half "
                         "its tensors); PyTorch's implementations take the same inputs and make their own "
                         "outputs (default 0: where the allocator puts it, 512-byte aligned)")
    ap.add_argument("--dist", choices=DISTS, default="normal",
                    help="the floating inputs' values, for akops and PyTorch alike: normal (default), or "
                         "another of the verifier's distributions (uniform, heavy, offset: "
                         "verify/harness_gen.cuh), or zeros; at the power cap a matrix product's speed "
                         "depends on them")
    ap.add_argument("--bcast", action="store_true",
                    help="every tensor the spec lets be broadcast (layout broadcast: the norms' weights) "
                         "one element expanded to its shape, every stride 0, for akops and PyTorch alike")
    ap.add_argument("--time-budget", type=float,
                    help="seconds: shapes not started by then are skipped (reported)")
    ap.add_argument("--nvcc", help="the nvcc binary (default: $NVCC, PATH, /usr/local/cuda/bin)")
    ap.add_argument("--cache-dir", help="where built objects are kept (default: a temp dir)")
    ap.add_argument("--package", action="store_true",
                    help="the host cost of a call through the installed akops Python package, beside the C API "
                    "and PyTorch's own (bench/compare_package.py); --op, --dtype, --shapes, --json, --markdown, "
                    "--time-budget, --seed and --akgen apply")
    ap.add_argument("--calls", type=int, default=200, help="--package: calls a batch (default 200)")
    ap.add_argument("--batches", type=int, default=10, help="--package: batches an implementation (default 10)")
    ap.add_argument("--self-test", action="store_true", help="test the pure-Python parts (no GPU, no torch)")
    ap.add_argument("--_worker", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args._worker:
        return worker_main(args._worker)
    if args.self_test:
        akgen = args.akgen
        if akgen and not os.path.exists(akgen):
            print("no akgen at %s" % akgen)
            print("0 passed, 1 failed")
            return 1
        from compare_selftest import self_test  # it imports this module
        return self_test(akgen, args.specs or os.path.join(REPO, "specs"))
    if args.package:
        if args.lib or args.candidate or args.candidates_dir:
            ap.error("--package times the installed package: not with --lib, --candidate or --candidates-dir")
        import compare_package
        try:
            return compare_package.main(args)
        except CompareError as e:
            log("compare: error: %s" % e)
            return 2
    if args.min_ms <= 0 or args.min_reps < 1 or args.max_reps < args.min_reps or args.batch_calls < 1:
        ap.error("bad --min-ms / --min-reps / --max-reps / --batch-calls")
    if args.pad < 0 or args.pad > 4096:
        ap.error("--pad: 0 to 4096 elements")
    if args.offset < 0 or args.offset > 4096 or args.offset % 16:
        ap.error("--offset: a multiple of 16 bytes, 0 to 4096")
    why = lib_conflict(args)
    if why:
        ap.error(why)
    try:
        results = drive(args)
    except CompareError as e:
        log("compare: error: %s" % e)
        return 2
    bad = [o for o in results["ops"] if o["status"] in ("error", "crashed", "build_failed")]
    mism = [1 for o in results["ops"] for s in o["shapes"] for i in s["impls"] if i.get("warnings")]
    return 1 if (bad or mism) else 0


if __name__ == "__main__":
    sys.exit(main())
