"""compare_selftest.py: bench/compare.py --self-test, its pure-Python parts tested
without torch or a GPU."""

import argparse
import ctypes
import hashlib
import json
import os
import re
import shutil
import sys
import tempfile

from compare import finish, main, parse_scalars
from compare_build import parse_shapes, read_candidate, resolve_candidates, run_akgen, spec_with_bench, with_services
from compare_core import (
    CompareError, DISTS, LIB_LABEL, REPO, akops_ctypes, bind_args, call_args, find_launcher, gencode, group_calls,
    header_params, launcher_name, lib_binding, lib_conflict, no_machine_path, nvcc_command, offset_make, padded_shape,
    padded_tensor, parse_protos, parse_show, percentile, proportional_schedule, scalar_values, spec_scalars,
    spec_tensors, summarize, tensor_shape, without_dir)
from compare_report import COLUMNS, format_markdown, format_text, markdown_report, results_notes, table_rows
from compare_worker import torch_ops


# ----------------------------------------------------------------------------
# --self-test: the pure-Python parts, no torch, no GPU

def self_test(akgen, specs_dir):
    passed = [0]
    failed = [0]

    def check(name, cond, detail=""):
        if cond:
            passed[0] += 1
        else:
            failed[0] += 1
            print("FAIL %s%s" % (name, (": " + str(detail)) if detail else ""))

    def raises(name, fn, want=None):
        want = want or CompareError
        try:
            fn()
        except want:
            check(name, True)
            return
        except Exception as e:  # noqa: BLE001
            check(name, False, "raised %s, not %s" % (type(e).__name__, want.__name__))
            return
        check(name, False, "did not raise")

    # --scalar NAME=VALUE
    check("scalars", parse_scalars(["act=1", "eps=1e-5", "ignore_index=-100"])
          == {"act": 1, "eps": 1e-5, "ignore_index": -100})
    check("scalars: an int stays one", isinstance(parse_scalars(["act=2"])["act"], int))
    raises("scalars: no =", lambda: parse_scalars(["act"]))
    raises("scalars: not a number", lambda: parse_scalars(["act=gelu"]))
    raises("scalars: twice", lambda: parse_scalars(["act=1", "act=2"]))
    raises("scalars: a bad name", lambda: parse_scalars(["Act=1"]))

    # the TMA service beside a candidate that asks for it, and only then
    plain = "extern \"C\" cudaError_t akops_x(void) { return cudaSuccess; }\n"
    check("services: none asked", with_services(plain) == plain)
    asking = "extern \"C\" cudaError_t akops_tensor_map_2d(void *, const void *, int, uint64_t, uint64_t, " \
             "uint64_t, uint32_t, uint32_t, int);\n"
    got = with_services(asking)
    check("services: the tensor maps", got.startswith(asking) and "cuTensorMapEncodeTiled" in got
          and "extern \"C\" cudaError_t akops_tensor_map_2d(void *map," in got, got[:200])
    asking = "extern \"C\" cudaError_t akops_tensor_map(void *, const void *, int, int, const uint64_t *, " \
             "const uint64_t *, const uint32_t *, int);\n"
    got = with_services(asking)
    check("services: the rank-N tensor maps", got.startswith(asking) and "cuTensorMapEncodeTiled" in got
          and "extern \"C\" cudaError_t akops_tensor_map(void *map," in got, got[:200])

    # statistics
    check("median odd", percentile([3, 1, 2], 50) == 2)
    check("median even", percentile([4, 1, 3, 2], 50) == 2.5)
    check("p10 of 0..10", abs(percentile(list(range(11)), 10) - 1.0) < 1e-12)
    check("p90 of 1..10", abs(percentile(list(range(1, 11)), 90) - 9.1) < 1e-12)
    check("p0 and p100", percentile([5, 9, 7], 0) == 5 and percentile([5, 9, 7], 100) == 9)
    check("one value", percentile([7.5], 10) == 7.5 and percentile([7.5], 90) == 7.5)
    s = summarize([10, 20, 30, 40])
    check("summarize", s["median"] == 25 and s["n"] == 4 and s["mean"] == 25 and s["min"] == 10
          and abs(s["p10"] - 13) < 1e-12 and abs(s["p90"] - 37) < 1e-12, s)
    try:
        percentile([], 50)
        check("empty percentile raises", False)
    except ValueError:
        check("empty percentile raises", True)

    # prototypes: synthetic cases
    cases = [
        ('extern "C" cudaError_t akops_a_bf16_sm90(const __nv_bfloat16 *x, __nv_bfloat16 *y, '
         'int64_t n, float eps, cudaStream_t stream);', "akops_a_bf16_sm90",
         ["c_void_p", "c_void_p", "c_int64", "c_float", "c_void_p"], [True, False, False, False, False]),
        ('extern "C" cudaError_t akops_b_f32_sm80(\n\tconst float* x,\n\tdouble alpha,\n\tint32_t k,\n'
         '\tconst int64_t *t,\n\tcudaStream_t s);', "akops_b_f32_sm80",
         ["c_void_p", "c_double", "c_int32", "c_void_p", "c_void_p"], [True, False, False, True, False]),
    ]
    for text, name, ctys, consts in cases:
        ps = parse_protos(text)
        ok = len(ps) == 1 and ps[0]["name"] == name and [a["ctype"] for a in ps[0]["args"]] == ctys \
            and [a["const"] for a in ps[0]["args"]] == consts
        check("parse %s" % name, ok, ps)
    raises("unknown scalar type", lambda: parse_protos(
        'extern "C" cudaError_t f(half h, cudaStream_t s);'))
    raises("unparsable parameter", lambda: parse_protos(
        'extern "C" cudaError_t f(int64_t, cudaStream_t s);'))
    check("two prototypes", len(parse_protos('extern "C" cudaError_t f(int n, cudaStream_t s);\n'
                                             'extern "C" cudaError_t g(float x, cudaStream_t s);')) == 2)
    raises("wrong return type", lambda: find_launcher(
        'extern "C" int akops_x_bf16_sm90(cudaStream_t s);', "x", "bf16", "sm_90"))
    raises("launcher absent", lambda: find_launcher(
        'extern "C" cudaError_t akops_x_f16_sm90(cudaStream_t s);', "x", "bf16", "sm_90"))
    check("launcher name", launcher_name("rmsnorm", "bf16", "sm_90") == "akops_rmsnorm_bf16_sm90")
    check("launcher name sm_90a", launcher_name("rope", "f16", "sm_90a") == "akops_rope_f16_sm90a")
    check("padded shape", padded_shape({"layout": "inner_contiguous"}, [4, 50257], 47) == [4, 50304]
          and padded_shape({"layout": "contiguous"}, [4, 50257], 47) == [4, 50257]
          and padded_shape({"layout": "inner_contiguous"}, [50257], 47) == [50257]
          and padded_shape({"layout": "inner_contiguous"}, [2, 3, 5, 8], 0) == [2, 3, 5, 8])
    class Made:  # a tensor's stand-in: its shape, and the slice taken of it
        def __init__(self, shape):
            self.shape = shape

        def __getitem__(self, k):
            return ("sliced", self.shape, k[1].stop)

        def expand(self, *shape):
            return ("expanded", self.shape, list(shape))
    check("padded tensor", padded_tensor(Made, {"layout": "inner_contiguous"}, [4, 7], 3) == ("sliced", [4, 10], 7)
          and padded_tensor(Made, {"layout": "contiguous"}, [4, 7], 3).shape == [4, 7])
    check("broadcast tensor", padded_tensor(Made, {"layout": "broadcast"}, [4096], 3, True) == ("expanded", [1], [4096])
          and padded_tensor(Made, {"layout": "broadcast"}, [2, 5], 0, True) == ("expanded", [1, 1], [2, 5])
          and padded_tensor(Made, {"layout": "broadcast"}, [4096], 0, False).shape == [4096]
          and padded_tensor(Made, {"layout": "inner_contiguous"}, [4, 7], 0, True).shape == [4, 7])
    class Flat:  # a flat buffer's stand-in: its length, the offset sliced off, the view taken
        def __init__(self, shape, start=0):
            self.shape, self.start = shape, start

        def __getitem__(self, k):
            return Flat(self.shape, k.start)

        def view(self, shape):
            return ("view", self.shape, self.start, shape)
    check("offset tensor", padded_tensor(Flat, {"layout": "contiguous"}, [4, 7], 0, offset=8)
          == ("view", [36], 8, [4, 7])
          and padded_tensor(Flat, {"layout": "inner_contiguous"}, [4, 7], 0, offset=0).shape == [4, 7]
          and offset_make(Flat, 3)([2, 3, 5]) == ("view", [33], 3, [2, 3, 5]))
    # the bench scripts that import compare's modules lazily (under torch) name what is there
    for script in ("ncu_torch.py", "l2probe.py", "harness_gap.py"):
        path = os.path.join(REPO, "bench", script)
        if not os.path.exists(path):
            continue
        with open(path) as f:
            wanted = re.findall(r"^\s*from (compare\w*) import ([\w, ]+)$", f.read(), re.M)
        missing = ["%s.%s" % (m, n.strip()) for m, names in wanted for n in names.split(",")
                   if not hasattr(__import__(m), n.strip())]
        check("%s imports what compare's modules have" % script, not missing, missing)
    with open(os.path.join(REPO, "verify", "harness_gen.cuh")) as f:
        names = re.search(r"akh_dist_name\[AKH_NDIST\] = \{([^}]*)\}", f.read())
    check("--dist: the verifier's distributions (but planted, which needs a spec's values) and zeros",
          names is not None and [n.strip(' "') for n in names.group(1).split(",") if n.strip(' "') != "planted"]
          + ["zeros"] == list(DISTS), names and names.group(1))
    check("launcher name of a class", launcher_name("rmsnorm", "bf16", "sm_90", "decode")
          == "akops_rmsnorm_bf16_sm90_decode")
    check("a build log without its directory",
          without_dir("/tmp/c/build-x1/cand.cu(31): warning\n/tmp/c/build-x1/cand.cu(40): x", "/tmp/c/build-x1")
          == "cand.cu(31): warning\ncand.cu(40): x"
          and without_dir("/tmp/c/build-x1/a", "/tmp/c/build-x1/") == "a")
    check("no machine path", [no_machine_path(a) for a in (
        "/opt/torch/.venv/bin/python3", "--json=/root/out/x.json", "bench/lists/models.txt", "--dtype", "a/b=/c/d")]
          == ["python3", "--json=x.json", "bench/lists/models.txt", "--dtype", "a/b=/c/d"])

    # binding against a synthetic spec
    spec = {"op": "t", "symbols": [{"name": "rows"}, {"name": "cols"}], "bench": [], "tolerance": {},
            "params": [{"name": "x", "role": "in", "shape": ["rows", "cols"]},
                       {"name": "y", "role": "out", "shape": ["rows", "cols"]},
                       {"name": "eps", "role": "scalar", "type": "f32"}]}
    good = parse_protos('extern "C" cudaError_t akops_t_bf16_sm90(const __nv_bfloat16 *x, '
                        '__nv_bfloat16 *y, int64_t rows, int64_t cols, float eps, cudaStream_t s);')[0]
    check("bind", bind_args(spec, good) == [("tensor", "x"), ("tensor", "y"), ("symbol", "rows"),
                                            ("symbol", "cols"), ("scalar", "eps"), ("stream", "s")])
    strided = parse_protos('extern "C" cudaError_t akops_t_bf16_sm90(const __nv_bfloat16 *x, '
                           '__nv_bfloat16 *y, int64_t rows, int64_t cols, int64_t x_stride0, '
                           'float eps, cudaStream_t s);')[0]
    check("bind stride", ("stride", ("x", 0)) in bind_args(spec, strided))
    raises("bind: const output", lambda: bind_args(spec, parse_protos(
        'extern "C" cudaError_t f(const __nv_bfloat16 *x, const __nv_bfloat16 *y, int64_t rows, '
        'int64_t cols, float eps, cudaStream_t s);')[0]))
    raises("bind: missing scalar", lambda: bind_args(spec, parse_protos(
        'extern "C" cudaError_t f(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t rows, '
        'int64_t cols, cudaStream_t s);')[0]))
    raises("bind: stray argument", lambda: bind_args(spec, parse_protos(
        'extern "C" cudaError_t f(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t rows, '
        'int64_t cols, float eps, int64_t extra, cudaStream_t s);')[0]))
    raises("bind: stream not last", lambda: bind_args(spec, parse_protos(
        'extern "C" cudaError_t f(const __nv_bfloat16 *x, __nv_bfloat16 *y, cudaStream_t s, '
        'int64_t rows, int64_t cols, float eps);')[0]))

    # --lib: the C API's arguments (akops.h's order) against akops_ctypes.SIGNATURES
    ac = akops_ctypes()
    sig = [ac.T, ac.T, ctypes.c_float, ctypes.c_void_p]
    check("lib binding", lib_binding(spec, sig, ac.T) == [("tensor", "x"), ("tensor", "y"), ("scalar", "eps"),
                                                         ("stream", "stream")])
    raises("lib binding: arity", lambda: lib_binding(spec, sig[1:], ac.T))
    raises("lib binding: scalar type", lambda: lib_binding(spec, [ac.T, ac.T, ctypes.c_int64, ctypes.c_void_p],
                                                           ac.T))
    raises("lib binding: tensor type", lambda: lib_binding(spec, [ctypes.c_void_p, ac.T, ctypes.c_float,
                                                                  ctypes.c_void_p], ac.T))
    raises("lib binding: stream", lambda: lib_binding(spec, [ac.T, ac.T, ctypes.c_float, ctypes.c_int64], ac.T))
    raises("lib binding: no signature", lambda: lib_binding(spec, None, ac.T))
    check("header params", header_params("akops_status akops_t(const DLTensor *x, DLTensor *y, float eps, "
                                         "cudaStream_t stream);", "t")
          == [("x", True), ("y", False), ("eps", False), ("stream", False)])
    raises("header params: absent", lambda: header_params("akops_status akops_u(cudaStream_t stream);", "t"))

    # --lib's command line: no candidates beside it, refused before anything runs
    import argparse as _ap
    ns = _ap.Namespace(lib="l.so", candidate=["rmsnorm=a.cu"], candidates_dir=None)
    why = lib_conflict(ns)
    check("lib with --candidate refused", why is not None and "--candidate" in why and "--lib" in why, why)
    ns = _ap.Namespace(lib="l.so", candidate=None, candidates_dir="verify/naive")
    check("lib with --candidates-dir refused", "--candidates-dir" in (lib_conflict(ns) or ""))
    check("lib alone", lib_conflict(_ap.Namespace(lib="l.so", candidate=None, candidates_dir=None)) is None)
    check("no lib", lib_conflict(_ap.Namespace(lib=None, candidate=["a=b"], candidates_dir=None)) is None)
    import io
    import contextlib
    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err):
            main(["--lib", "l.so", "--candidate", "rmsnorm=a.cu", "--op", "rmsnorm"])
        check("main: lib with --candidate", False, "accepted")
    except SystemExit as e:
        check("main: lib with --candidate", e.code == 2 and "cannot be given with --candidate" in err.getvalue(),
              (e.code, err.getvalue()))

    # nvcc command line
    cmd = nvcc_command("nvcc", "sm_90", "c.cu", "c.so", "l.h")
    check("nvcc command", cmd == ["nvcc", "-std=c++17", "-O3", "-shared", "-Xcompiler", "-fPIC",
                                  "-gencode", "arch=compute_90,code=sm_90", "-include", "l.h",
                                  "c.cu", "-o", "c.so"], cmd)
    check("gencode sm_90a", gencode("sm_90a") == "arch=compute_90a,code=sm_90a")
    raises("bad arch", lambda: gencode("90"))

    # scheduling
    seq = proportional_schedule([3, 3])
    check("schedule alternates", seq == [0, 1, 0, 1, 0, 1], seq)
    seq = proportional_schedule([10, 1, 5])
    check("schedule counts", [seq.count(i) for i in range(3)] == [10, 1, 5], seq)
    check("schedule interleaves", 2 in seq[:4] and seq[-1] != 1 and 1 in seq[3:13], seq)
    seq = proportional_schedule([100, 10])
    gaps = [j for j, i in enumerate(seq) if i == 1]
    check("schedule spreads", len(gaps) == 10 and max(b - a for a, b in zip(gaps, gaps[1:])) <= 12, gaps)

    # grouping of device records into calls
    W, R = "akops_l2flush_write_kernel", "akops_l2flush_read_kernel"
    ev = [(0, 10, W), (10, 20, R), (21, 30, "k1"), (31, 40, "k2"),
          (41, 50, W), (50, 60, R), (62, 70, "m"),
          (70, 80, W), (80, 90, R), (90, 95, "a"), (96, 99, "Memset (Device)")]
    g = group_calls(list(reversed(ev)), 3, names=True)
    check("group spans", [x[0] for x in g] == [19, 8, 9], g)
    check("group busy", [x[1] for x in g] == [18, 8, 8], g)
    check("group counts", [x[2] for x in g] == [2, 1, 2], g)
    check("group names", g[0][4] == ["k1", "k2"], g)
    check("group flush after", [x[3] for x in g] == [9, 10, None], g)
    raises("group: count differs", lambda: group_calls(ev, 2))
    raises("group: record before flush", lambda: group_calls([(0, 1, "x")] + ev[0:4], 1))
    raises("group: empty call", lambda: group_calls([(0, 1, W), (1, 2, R), (3, 4, W), (4, 5, R),
                                                     (6, 7, "k")], 2))

    # scalar defaults and tensor shapes
    sp = {"params": [{"name": "eps", "role": "scalar", "type": "f32", "default": 1e-5},
                     {"name": "ii", "role": "scalar", "type": "i64", "default": -100.0},
                     {"name": "x", "role": "in", "shape": ["rows", 8]}]}
    sv = scalar_values(sp)
    check("scalar values", sv == {"eps": 1e-5, "ii": -100} and isinstance(sv["ii"], int), sv)
    check("tensor shape", tensor_shape(sp["params"][2], {"rows": 3}) == (3, 8))

    # call arguments from a binding
    class FakeT:
        def __init__(self, ptr):
            self.ptr = ptr

        def data_ptr(self):
            return self.ptr

        def stride(self, d):
            return 10 + d
    fb = [("tensor", "x"), ("symbol", "rows"), ("stride", ("x", 1)), ("scalar", "eps"), ("stream", "stream")]
    ca = call_args(fb, {"x": FakeT(4096)}, {"rows": 7}, {"eps": 0.5}, 99)
    check("call args", ca == (4096, 7, 11, 0.5, 99), ca)
    ca = call_args(fb, {"x": FakeT(4096)}, {"rows": 7}, {"eps": 0.5}, 99, lambda t: -t.ptr)
    check("call args, dltensor", ca[0] == -4096 and ca[1:] == (7, 11, 0.5, 99), ca)

    # tables
    res = {"dtype": "bf16", "arch": "sm_90", "min_ms": 200, "ops": [{
        "op": "rmsnorm", "status": "ok", "shapes": [{
            "label": "16384x4096", "min_bytes": 268443648, "impls": [
                {"impl": "akops candidate", "kind": "candidate", "check_text": "ok (rel 2.0e-03)",
                 "time": {"median_us": 80.0, "p10_us": 79.5, "p90_us": 81.25, "n": 2500}},
                {"impl": "eager", "kind": "eager", "check_text": "reference",
                 "time": {"median_us": 850.0, "p10_us": 845.0, "p90_us": 860.0, "n": 236}},
                {"impl": "torch.compile", "kind": "compile", "check_text": "ok (rel 0.0e+00)",
                 "time": {"median_us": 120.0, "p10_us": 119.0, "p90_us": 121.0, "n": 1700}},
                {"impl": "broken", "kind": "eager", "error": "boom"}]}]},
        {"op": "softmax", "status": "skipped", "reason": "no candidate", "shapes": []},
        {"op": "gemm", "status": "ok", "shapes": [{
            "label": "8192x8192x8192", "min_bytes": 402653184, "flops": 2 * 8192.0 ** 3, "impls": [
                {"impl": "akops candidate", "kind": "candidate", "check_text": "ok",
                 "time": {"median_us": 1700.0, "p10_us": 1690.0, "p90_us": 1710.0, "n": 100}}]}]}]}
    res["copy"] = {"gbps": 4000.0, "source": "given"}
    res["methods_used"] = ["cupti"]

    class A:
        json = None
        markdown = None

    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        finish(res, A)
    im = res["ops"][0]["shapes"][0]["impls"]
    check("gbps", abs(im[0]["gbps"] - 268443648 / 80e-6 / 1e9) < 1e-9, im[0].get("gbps"))
    check("pct copy", abs(im[0]["pct_copy"] - 100 * im[0]["gbps"] / 4000) < 1e-9)
    check("speedup", abs(im[0]["speedup_vs_compile"] - 1.5) < 1e-12 and im[2]["speedup_vs_compile"] == 1.0)
    check("no note under the ceiling", "notes" not in im[0])
    res2 = json.loads(json.dumps(res))
    res2["copy"]["gbps"] = 3000.0
    with contextlib.redirect_stdout(io.StringIO()):
        finish(res2, A)
    check("note above the ceiling", "notes" in res2["ops"][0]["shapes"][0]["impls"][0]
          and any("above it" in n for n in results_notes(res2)))
    rows = table_rows(res)
    check("rows", len(rows) == 5 and rows[0][:4] == ["rmsnorm", "16384x4096", "akops candidate", "80.00"],
          rows)
    check("row spread", rows[0][4] == "79.50-81.25", rows[0])
    check("row gbps", rows[0][5] == "3356" and rows[0][6] == "83.9" and rows[0][7] == "-" and rows[0][8] == "1.50x",
          rows[0])
    check("row error", rows[3][3] == "-" and rows[3][4] == "boom" and rows[3][8] == "-", rows[3])
    # a matrix product's rate: 2 * 8192^3 flops in 1700 us
    check("row tflops", rows[4][7] == "646.8", rows[4])
    text = format_text(rows)
    tl = text.splitlines()
    check("text header", tl[0].startswith("op") and "median us" in tl[0] and set(tl[1]) <= {"-", " "}, tl[:2])
    check("text content", "1.50x" in text and "reference" in text)
    md = format_markdown(rows)
    ml = md.splitlines()
    check("markdown", ml[0].startswith("| op |") and ml[1].startswith("|---|") and len(ml) == 2 + len(rows)
          and all(l.count("|") == len(COLUMNS) + 1 for l in ml), ml[:3])
    rep = markdown_report(res)
    check("report", "copy ceiling: 4000 GB/s" in rep and "softmax: skipped: no candidate" in rep, rep)
    out = buf.getvalue()
    check("printed table", "rmsnorm" in out and "method: CUPTI" in out, out[:200])
    # the same through --lib: its row, its title, the variant in the notes
    res3 = json.loads(json.dumps(res))
    res3["lib"] = {"path": "/t/libakops.so", "version": "0.1.0"}
    res3["env"] = {"gpu": "NVIDIA H200"}
    res3["ops"][0]["shapes"][0]["impls"][0]["impl"] = LIB_LABEL
    res3["ops"][0]["variant"] = {"text": "akops_rmsnorm_bf16_sm90 (vetted on this arch, attempt 7)"}
    res3["ops"][1]["variant"] = {"error": "DTYPE_UNSUPPORTED: akops_variant: no"}
    rep = markdown_report(res3)
    check("lib report title", rep.startswith("# libakops against PyTorch (bf16, NVIDIA H200)"), rep[:100])
    check("lib report binding", "akops_ctypes.py" in rep and "libakops 0.1.0" in rep, rep)
    check("lib report variant", "- rmsnorm: libakops runs akops_rmsnorm_bf16_sm90 (vetted on this arch, "
          "attempt 7)" in rep and "softmax: libakops runs no variant: DTYPE_UNSUPPORTED" in rep, rep)
    check("lib row", table_rows(res3)[0][2] == LIB_LABEL)

    # candidate resolution
    tmp = tempfile.mkdtemp()
    try:
        open(os.path.join(tmp, "rmsnorm_bf16.cu"), "w").close()
        c = resolve_candidates(["rmsnorm", "softmax"], "bf16", ["softmax=/x/s.cu"], tmp)
        check("candidates", c == {"rmsnorm": os.path.join(tmp, "rmsnorm_bf16.cu"), "softmax": "/x/s.cu"}, c)
        raises("candidate for an op not run", lambda: resolve_candidates(["rmsnorm"], "bf16", ["rope=a.cu"], None))
        raises("candidate without =", lambda: resolve_candidates(["rmsnorm"], "bf16", ["a.cu"], None))
        with open(os.path.join(tmp, "c.cu"), "wb") as f:
            f.write(b"abc\xff")
        src, sha = read_candidate(os.path.join(tmp, "c.cu"))
        check("candidate source", src.encode("utf-8", "surrogateescape") == b"abc\xff", src)
        check("candidate sha256", sha == hashlib.sha256(b"abc\xff").hexdigest(), sha)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    # every spec through akgen: show and proto parse, the prototype binds, bench bytes exist
    if akgen:
        specs = sorted(f[:-5] for f in os.listdir(specs_dir) if f.endswith(".yaml"))
        staging = os.path.join(REPO, "specs", "staging")
        staged = sorted(f[:-5] for f in os.listdir(staging) if f.endswith(".yaml")) if os.path.isdir(staging) else []
        # akops_ctypes's binding is read from akops.h: the operators' functions, nothing else
        hdr = ("akops_status akops_variant(const char *op, akops_dtype dtype, int device, void *out);\n"
               "akops_status akops_foo(const DLTensor *x, DLTensor *y, double a, int64_t k, cudaStream_t stream);\n")
        check("signatures from a header", ac.signatures(hdr) == {"foo": [ac.T, ac.T, ctypes.c_double,
                                                                        ctypes.c_int64, ac.S]}, ac.signatures(hdr))
        raises("signatures: an unknown type", lambda: ac.signatures(
            "akops_status akops_bar(const DLTensor *x, short k, cudaStream_t stream);\n"), ValueError)
        # the spec list is what the directory holds; the binding is what akops.h declares
        check("specs", len(specs) > 0, specs)
        header = None
        hpath = os.path.join(REPO, "generated", "akops.h")
        if os.path.abspath(specs_dir) == os.path.join(REPO, "specs"):
            try:
                with open(hpath) as f:
                    header = f.read()
            except OSError as e:
                check("read akops.h", False, e)
        if header is not None:
            # generated/akops.h declares every spec it was emitted from: a spec added since
            # (akgen new) has no binding until generate emits it again, and is noted
            sigs = ac.signatures(header)
            check("akops.h: every operator a spec", set(sigs) <= set(specs), sorted(set(sigs) - set(specs)))
            for op in sorted(set(specs) - set(sigs)):
                print("note: %s: not in generated/akops.h yet (akgen generate emits it)" % op)
        impl_ops = torch_ops()
        if header is not None:
            # an operator of specs/staging/ is timed with --specs specs/staging
            check("torch_impls: every op a spec", impl_ops <= set(specs) | set(staged),
                  sorted(impl_ops - set(specs) - set(staged)))
            check("torch_impls: every staged op", set(staged) <= impl_ops, sorted(set(staged) - impl_ops))
        for op in sorted(set(specs) - impl_ops):
            print("note: %s: no PyTorch implementation in torch_impls (compare skips it)" % op)
        for op in specs:
            path = os.path.join(specs_dir, op + ".yaml")
            try:
                spec = parse_show(run_akgen(akgen, ["show", path]))[0]
                proto = run_akgen(akgen, ["proto", "--dtype", "bf16", "--arch", "sm_90", path])
                launcher = find_launcher(proto, op, "bf16", "sm_90")
                binding = bind_args(spec, launcher)
            except CompareError as e:
                check("akgen %s" % op, False, e)
                continue
            check("%s: op name" % op, spec["op"] == op)
            check("%s: bench bytes" % op, spec["bench"] and all(
                isinstance(b["bytes"]["bf16"], int) and b["bytes"]["bf16"] > 0
                and set(b["sym"]) == set(s["name"] for s in spec["symbols"]) for b in spec["bench"]), spec["bench"])
            ntensor = len(spec_tensors(spec))
            # the tensors in the spec's order, each followed by its strides, if any
            head = [(k, n) for k, n in binding if k in ("tensor", "stride")]
            check("%s: binding" % op, len(binding) == len(launcher["args"])
                  and [n for k, n in head if k == "tensor"] == [t["name"] for t in spec_tensors(spec)]
                  and len(head) >= ntensor and binding[:len(head)] == head
                  and all(k == "tensor" or head[i - 1][1] in (n[0], (n[0], n[1] - 1))
                          for i, (k, n) in enumerate(head)), binding)
            check("%s: ctypes" % op, all(hasattr(ctypes, a["ctype"]) for a in launcher["args"]))
            check("%s: layouts" % op, all(p.get("layout") in ("contiguous", "inner_contiguous", "broadcast")
                                          for p in spec_tensors(spec)), spec_tensors(spec))
            check("%s: bf16 tolerance" % op, "rel" in spec["tolerance"]["bf16"])
            # --lib: akops_<op>'s arguments from the spec, as akops_ctypes types them and as
            # akops.h names them
            if op not in ac.SIGNATURES:
                continue
            try:
                lb = lib_binding(spec, ac.SIGNATURES.get(op), ac.T)
                hp = header_params(header, op) if header is not None else None
            except CompareError as e:
                check("%s: lib binding" % op, False, e)
                continue
            check("%s: lib binding arity" % op, len(lb) == len(ac.SIGNATURES[op])
                  == len(spec_tensors(spec)) + len(spec_scalars(spec)) + 1, lb)
            if hp is not None:
                roles = {p["name"]: p["role"] for p in spec_tensors(spec)}
                check("%s: lib binding is akops.h's order" % op, [n for _, n in lb] == [n for n, _ in hp], (lb, hp))
                check("%s: akops.h const inputs" % op, all(c == (roles.get(n) == "in") for n, c in hp), hp)
        # --shapes: the file's shapes in place of the bench ones, checked and counted by akgen
        sh = parse_shapes("# a comment\n\nrmsnorm rows=1 cols=4096  # llama decode\n"
                          "rmsnorm cols=5120 rows=3\nsoftmax rows=7 cols=50257\n")
        check("shapes: parsed", sh == {"rmsnorm": [({"rows": 1, "cols": 4096}, "llama decode"),
                                                   ({"cols": 5120, "rows": 3}, "")],
                                       "softmax": [({"rows": 7, "cols": 50257}, "")]}, sh)
        for bad in ("rmsnorm rows=1 cols=x", "rmsnorm", "Rms rows=1", "rmsnorm rows=1 rows=2", "rmsnorm rows=-1"):
            try:
                parse_shapes(bad, "t")
                check("shapes: %r refused" % bad, False)
            except CompareError as e:
                check("shapes: %r refused" % bad, str(e).startswith("t:1: "), e)
        try:
            rs = spec_with_bench(akgen, os.path.join(specs_dir, "rmsnorm.yaml"), sh["rmsnorm"])
            check("shapes: rmsnorm's bench", [b["sym"] for b in rs["bench"]] == [{"rows": 1, "cols": 4096},
                                                                                {"rows": 3, "cols": 5120}], rs["bench"])
            check("shapes: tags", [b.get("tag") for b in rs["bench"]] == ["llama decode", None], rs["bench"])
            # x and y of 1 x 4096 bf16, w of 4096: 3 * 8192 bytes
            check("shapes: bytes", rs["bench"][0]["bytes"]["bf16"] == 3 * 8192, rs["bench"][0])
            check("shapes: the rest of the spec", rs["tolerance"] and rs["op"] == "rmsnorm")
        except CompareError as e:
            check("shapes: rmsnorm", False, e)
        try:
            spec_with_bench(akgen, os.path.join(specs_dir, "rmsnorm.yaml"), [({"rows": 1, "cols": 262145}, "")])
            check("shapes: outside the range refused", False)
        except CompareError as e:
            check("shapes: outside the range refused", "262145" in str(e) or "cols" in str(e), e)
        # the committed list of real models' shapes: every one a shape its spec admits
        models = os.path.join(REPO, "bench", "lists", "models.txt")
        try:
            with open(models) as f:
                ms = parse_shapes(f.read(), models)
            for op, l in sorted(ms.items()):
                spec_with_bench(akgen, os.path.join(specs_dir, op + ".yaml"), l)
            check("bench/lists/models.txt: %d shapes of %d ops, each admitted" % (
                sum(len(l) for l in ms.values()), len(ms)), len(ms) >= 9)
        except (OSError, CompareError) as e:
            check("bench/lists/models.txt", False, e)
        # the launch floor as small calls' unit
        res3 = {"ops": [{"op": "t", "status": "ok", "shapes": [{"label": "1x8", "min_bytes": 64, "impls": [
            {"kind": "candidate", "impl": "c", "time": {"median_us": 3.0, "p10_us": 3, "p90_us": 3, "n": 9}}]}]}],
            "copy": {"gbps": 4000.0}, "launch_floor": {"us": 2.0, "source": "given"}, "min_ms": 1}
        finish(res3, argparse.Namespace(json=None, markdown=None))
        check("x_floor", res3["ops"][0]["shapes"][0]["impls"][0]["x_floor"] == 1.5, res3)
        check("floor in the report", "launch floor: 2.000 us" in markdown_report(res3), markdown_report(res3))
        # the one whose prototype the brief spells out
        sig = find_launcher(run_akgen(akgen, ["proto", "--dtype", "bf16", "--arch", "sm_90",
                                              os.path.join(specs_dir, "rmsnorm.yaml")]),
                            "rmsnorm", "bf16", "sm_90")
        check("rmsnorm ctypes", [a["ctype"] for a in sig["args"]] ==
              ["c_void_p", "c_int64", "c_void_p", "c_int64", "c_void_p", "c_int64", "c_int64", "c_int64",
               "c_float", "c_void_p"], sig)
        ce = find_launcher(run_akgen(akgen, ["proto", "--dtype", "bf16", "--arch", "sm_90",
                                             os.path.join(specs_dir, "cross_entropy.yaml")]),
                           "cross_entropy", "bf16", "sm_90")
        check("cross_entropy ctypes", [a["ctype"] for a in ce["args"]] ==
              ["c_void_p", "c_int64"] + ["c_void_p"] * 3 + ["c_int64"] * 3 + ["c_void_p"], ce)
    # --package's pure parts (bench/compare_package.py)
    import compare_package
    for why in compare_package.self_test():
        check("--package: " + why, False)
    check("--package's pure parts", True)
    check("torch not imported", "torch" not in sys.modules)
    print("%d passed, %d failed" % (passed[0], failed[0]))
    return 0 if failed[0] == 0 else 1
