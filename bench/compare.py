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
import ctypes
import datetime
import hashlib
import json
import math
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# the flush kernels' names: a record whose name contains FLUSH_MARK is a flush, one
# containing FLUSH_BEGIN starts a new call's group
FLUSH_MARK = "akops_l2flush"
FLUSH_BEGIN = "akops_l2flush_write_kernel"

FLUSH_SRC = r"""
// compare.py's L2 flush: write one buffer, then read another, both several times the
// L2. Reading last leaves the L2 full of clean lines, so no write-back of the flush's
// own data lands inside the timed call. The kernel names are the markers that
// compare.py uses to cut CUPTI's kernel records into calls: keep them unique.
#include <cuda_runtime.h>
#include <stdint.h>

extern "C" __global__ void akops_l2flush_write_kernel(uint4 *p, size_t n, unsigned v)
{
	for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
	     i += (size_t)gridDim.x * blockDim.x)
		p[i] = make_uint4(v, (unsigned)i, v ^ (unsigned)i, ~v);
}

extern "C" __global__ void akops_l2flush_read_kernel(const uint4 *p, size_t n, unsigned v,
                                                     unsigned *sink)
{
	unsigned acc = 0;
	for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
	     i += (size_t)gridDim.x * blockDim.x) {
		const uint4 q = p[i];
		acc ^= q.x ^ q.y ^ q.z ^ q.w;
	}
	// practically never true; it keeps every load
	if (acc == v)
		sink[0] = acc;
}

// each 128-byte line of [p, p + lines * 128) demoted to evict-normal in L2 (lines not
// there are untouched), so that what a kernel marked evict-last goes with the flush
extern "C" __global__ void akops_l2flush_demote_kernel(const char *p, size_t lines)
{
	for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < lines;
	     i += (size_t)gridDim.x * blockDim.x)
#if __CUDA_ARCH__ >= 800
		asm volatile("applypriority.global.L2::evict_normal [%0], 128;" ::"l"(p + i * 128) : "memory");
#else
		(void)p;	// no L2 eviction priorities before sm_80
#endif
}

// the launch floor: an empty kernel of one warp, timed as any call (compare.py's
// launch_floor); small calls are judged against it
extern "C" __global__ void akops_floor_empty_kernel(void) {}

extern "C" int akops_floor_launch(cudaStream_t stream)
{
	akops_floor_empty_kernel<<<1, 32, 0, stream>>>();
	return (int)cudaGetLastError();
}

// regions: nregions (address, bytes) pairs, each inside one allocation whose start is
// 128-byte aligned (a CUDA allocation, or a block of PyTorch's caching allocator)
extern "C" int akops_l2flush(void *wbuf, const void *rbuf, size_t bytes, unsigned v,
                             unsigned *sink, int grid, cudaStream_t stream,
                             const unsigned long long *regions, int nregions)
{
	const size_t n = bytes / 16;
	for (int k = 0; k < nregions; k++) {
		const unsigned long long a = regions[2 * k] & ~127ull, e = regions[2 * k] + regions[2 * k + 1];
		if (e > a)
			akops_l2flush_demote_kernel<<<grid, 512, 0, stream>>>((const char *)a, (size_t)((e - a + 127) / 128));
	}
	akops_l2flush_write_kernel<<<grid, 512, 0, stream>>>((uint4 *)wbuf, n, v);
	akops_l2flush_read_kernel<<<grid, 512, 0, stream>>>((const uint4 *)rbuf, n, v, sink);
	return (int)cudaGetLastError();
}
"""

# ----------------------------------------------------------------------------
# pure helpers (no torch)

CTYPES = {
    "int64_t": "c_int64",
    "int32_t": "c_int32",
    "int": "c_int",
    "size_t": "c_size_t",
    "float": "c_float",
    "double": "c_double",
    "cudaStream_t": "c_void_p",
}

# calls moving fewer bytes are small: latency-bound, judged against the launch floor
# (bench/targets.py) and timed beside a copy_ of their bytes
SMALL_CALL = 1 << 20
DTYPE_BYTES = {"bf16": 2, "f16": 2, "f32": 4, "f64": 8, "i32": 4, "i64": 8}

# the smoke check's relative error norm limit, by the output's dtype: loose on purpose
# (akgen verify is the real check), but an f32 output computed from the same rounded
# inputs must agree far better than a bf16 one
LOOSE_REL = {"bf16": 2e-2, "f16": 2e-2, "f32": 1e-4, "f64": 1e-8}


class CompareError(Exception):
    pass


# --lib: the akops row's label, and the binding that calls the library
LIB_LABEL = "akops (libakops via DLPack)"
AKOPS_CTYPES_DIR = os.path.join(REPO, "examples", "torch")

# a spec scalar's type -> its argument type in akops.h, as a ctypes name
LIB_SCALAR_CTYPES = {"f32": "c_float", "f64": "c_double", "i32": "c_int32", "i64": "c_int64"}


def akops_ctypes():
    """examples/torch/akops_ctypes.py, the PyTorch example's ctypes binding of libakops
    (it imports no torch until a tensor is converted)"""
    if AKOPS_CTYPES_DIR not in sys.path:
        sys.path.insert(0, AKOPS_CTYPES_DIR)
    # no __pycache__ left in the source tree
    dont_write = sys.dont_write_bytecode
    sys.dont_write_bytecode = True
    try:
        import akops_ctypes as mod
    finally:
        sys.dont_write_bytecode = dont_write
    return mod


class CudaLost(Exception):
    """the CUDA context is unusable after a candidate's error"""


def percentile(xs, q):
    """the q-th percentile (0..100) of xs, linear between the closest ranks (numpy's default)"""
    if not xs:
        raise ValueError("percentile of nothing")
    s = sorted(xs)
    pos = (len(s) - 1) * q / 100.0
    lo = int(math.floor(pos))
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (pos - lo)


def summarize(xs):
    """median, p10, p90, mean, min, max and count of a list of numbers"""
    return {
        "median": percentile(xs, 50),
        "p10": percentile(xs, 10),
        "p90": percentile(xs, 90),
        "mean": sum(xs) / len(xs),
        "min": min(xs),
        "max": max(xs),
        "n": len(xs),
    }


def parse_protos(text):
    """every extern "C" prototype in akgen proto's output: a list of
    {name, ret, args: [{name, type, pointer, const, ctype}]}"""
    out = []
    for m in re.finditer(r'extern\s+"C"\s+([A-Za-z_]\w*)\s+([A-Za-z_]\w*)\s*\(([^)]*)\)\s*;', text):
        ret, name, body = m.group(1), m.group(2), m.group(3)
        args = []
        for raw in body.split(","):
            p = " ".join(raw.replace("*", " * ").split())
            if not p or p == "void":
                continue
            toks = p.split(" ")
            aname = toks[-1]
            if not re.match(r"^[A-Za-z_]\w*$", aname):
                raise CompareError("%s: cannot parse parameter %r" % (name, raw.strip()))
            rest = toks[:-1]
            pointer = rest.count("*")
            const = "const" in rest
            base = [t for t in rest if t not in ("const", "*", "__restrict__", "restrict")]
            if len(base) != 1:
                raise CompareError("%s: cannot parse parameter %r" % (name, raw.strip()))
            base = base[0]
            if pointer:
                ctype = "c_void_p"
            elif base in CTYPES:
                ctype = CTYPES[base]
            else:
                raise CompareError("%s: no ctypes type for %r in %r" % (name, base, raw.strip()))
            args.append({"name": aname, "type": base, "pointer": pointer > 0, "const": const,
                         "ctype": ctype})
        out.append({"name": name, "ret": ret, "args": args})
    return out


def no_machine_path(arg):
    """arg with no path of the machine that ran this, as akgen compare-import records it
    (tool/compare.c, nopath): an absolute path by its file name, NAME=/a/b/c by NAME=c"""
    if arg.startswith("/"):
        return os.path.basename(arg)
    name, eq, value = arg.partition("=")
    if eq and name and "/" not in name and value.startswith("/"):
        return name + "=" + os.path.basename(value)
    return arg


def without_dir(text, d):
    """text with the directory d (and the separator after it) taken out of every path in it:
    nvcc names the candidate's file by its place in a temporary build directory, a path of
    this machine that a committed result must not hold"""
    return text.replace(d.rstrip(os.sep) + os.sep, "")


def launcher_name(op, dtype, arch, shape_class=None):
    """akops_rmsnorm_bf16_sm90, with _CLASS for a shape class's variant"""
    name = "akops_%s_%s_%s" % (op, dtype, arch.replace("_", ""))
    return name + "_" + shape_class if shape_class else name


def find_launcher(proto_text, op, dtype, arch, shape_class=None):
    """the launcher of op/dtype/arch (and shape class) in akgen proto's output"""
    want = launcher_name(op, dtype, arch, shape_class)
    for p in parse_protos(proto_text):
        if p["name"] == want:
            if p["ret"] != "cudaError_t":
                raise CompareError("%s returns %s, expected cudaError_t" % (want, p["ret"]))
            return p
    raise CompareError("no prototype of %s in akgen proto's output" % want)


def parse_show(text):
    """akgen show's JSON: a list of specs (one object is accepted too)"""
    data = json.loads(text)
    if isinstance(data, dict):
        data = [data]
    for s in data:
        for key in ("op", "symbols", "params", "bench", "tolerance"):
            if key not in s:
                raise CompareError("akgen show: spec without %r" % key)
    return data


def spec_tensors(spec):
    return [p for p in spec["params"] if p["role"] != "scalar"]


def spec_scalars(spec):
    return [p for p in spec["params"] if p["role"] == "scalar"]


def scalar_values(spec):
    """name -> the spec's default of each scalar (an int where the scalar is one)"""
    return {s["name"]: int(s["default"]) if s["type"] in ("i32", "i64") else s["default"]
            for s in spec_scalars(spec)}


def padded_shape(p, shape, pad):
    """the shape to allocate for tensor p (spec params entry, akgen show) of logical shape:
    with pad > 0 and layout inner_contiguous (its rows strided) over 2 or more dimensions,
    the last dimension pad elements longer, the tensor then its slice [..., :last] (rows
    pad elements apart, as a slice of a padded buffer); else the shape itself"""
    if pad > 0 and p.get("layout") == "inner_contiguous" and len(shape) >= 2:
        return list(shape[:-1]) + [shape[-1] + pad]
    return list(shape)


def padded_tensor(make, p, shape, pad, bcast=False):
    """make(shape) for tensor p of logical shape: allocated with padded_shape's longer rows
    and sliced back to shape where --pad applies to it; with bcast and p's layout broadcast
    (--bcast), one element made and expanded to shape, every stride 0 (PyTorch's expand, as
    a weight shared by every row is passed)"""
    if bcast and p.get("layout") == "broadcast":
        return make([1] * len(shape)).expand(*shape)
    full = padded_shape(p, shape, pad)
    t = make(full)
    return t[..., :shape[-1]] if full != list(shape) else t


def tensor_shape(param, sym):
    """a spec tensor's shape at the symbols' values sym"""
    return tuple(sym[d] if isinstance(d, str) else int(d) for d in param["shape"])


def bind_args(spec, launcher):
    """where each launcher argument comes from: a list of (kind, name), kind one of
    tensor, stride (name, dim), symbol, scalar, stream. Checks the prototype against
    the spec: every tensor a pointer, sizes and scalars plain values, one stream last."""
    tensors = {p["name"]: p for p in spec_tensors(spec)}
    scalars = {p["name"]: p for p in spec_scalars(spec)}
    symbols = [s["name"] for s in spec["symbols"]]
    binding = []
    seen = set()
    for a in launcher["args"]:
        n = a["name"]
        m = re.match(r"^(\w+)_stride(\d+)$", n)
        if n in tensors:
            if not a["pointer"]:
                raise CompareError("%s: tensor %s is not a pointer" % (launcher["name"], n))
            want_const = tensors[n]["role"] == "in"
            if a["const"] != want_const:
                raise CompareError("%s: tensor %s const-ness differs from its role %s"
                                   % (launcher["name"], n, tensors[n]["role"]))
            binding.append(("tensor", n))
        elif n in symbols and not a["pointer"]:
            binding.append(("symbol", n))
        elif m and m.group(1) in tensors and not a["pointer"]:
            binding.append(("stride", (m.group(1), int(m.group(2)))))
        elif n in scalars and not a["pointer"]:
            binding.append(("scalar", n))
        elif a["type"] == "cudaStream_t":
            binding.append(("stream", n))
        else:
            raise CompareError("%s: argument %s matches nothing in the spec" % (launcher["name"], n))
        seen.add(n)
    missing = [n for n in list(tensors) + list(scalars) if n not in seen]
    if missing:
        raise CompareError("%s: spec params missing from the prototype: %s"
                           % (launcher["name"], ", ".join(missing)))
    if not binding or binding[-1][0] != "stream" or sum(1 for k, _ in binding if k == "stream") != 1:
        raise CompareError("%s: expected one cudaStream_t, last" % launcher["name"])
    return binding


def lib_binding(spec, signature, tensor_type):
    """where each argument of the C API's akops_<op> comes from (akops.h: the spec's tensors
    in spec order, inputs and outputs alike, then its scalars in spec order, then the
    stream): a list of (kind, name), kind one of tensor, scalar, stream. Checks it against
    signature, the op's argtypes in akops_ctypes.SIGNATURES (tensor_type: its DLTensor
    pointer type)."""
    fn = "akops_" + spec["op"]
    scalars = {p["name"]: p for p in spec_scalars(spec)}
    binding = [("tensor", p["name"]) for p in spec_tensors(spec)]
    binding += [("scalar", p["name"]) for p in spec_scalars(spec)]
    binding.append(("stream", "stream"))
    if signature is None:
        raise CompareError("%s: not in akops_ctypes.SIGNATURES (examples/torch/akops_ctypes.py)" % fn)
    if len(signature) != len(binding):
        raise CompareError("%s: akops_ctypes.SIGNATURES gives %d arguments, the spec %d (%s)"
                           % (fn, len(signature), len(binding), ", ".join(n for _, n in binding)))
    for i, ((kind, n), t) in enumerate(zip(binding, signature)):
        if kind == "tensor":
            want, want_name = tensor_type, "a DLTensor pointer"
        elif kind == "scalar":
            want_name = LIB_SCALAR_CTYPES.get(scalars[n]["type"], "")
            want = getattr(ctypes, want_name, None)
            if want is None:
                raise CompareError("%s: no C type for scalar %s of type %s" % (fn, n, scalars[n]["type"]))
        else:
            want, want_name = ctypes.c_void_p, "c_void_p (cudaStream_t)"
        if t is not want:
            raise CompareError("%s: argument %d (%s %s) is %s in akops_ctypes.SIGNATURES, expected %s"
                               % (fn, i, kind, n, getattr(t, "__name__", t), want_name))
    return binding


def call_args(binding, tensors, sym, scalars, stream, dltensor=None):
    """the argument tuple of a launcher (bind_args' binding) or of akops_<op> (lib_binding's):
    tensors by their data pointer, or with dltensor(t) (--lib) by its DLTensor pointer;
    symbols and strides from the shape and the tensors, scalars by name, then the stream"""
    out = []
    for kind, name in binding:
        if kind == "tensor":
            out.append(dltensor(tensors[name]) if dltensor else tensors[name].data_ptr())
        elif kind == "symbol":
            out.append(int(sym[name]))
        elif kind == "stride":
            out.append(int(tensors[name[0]].stride(name[1])))
        elif kind == "scalar":
            out.append(scalars[name])
        else:
            out.append(stream)
    return tuple(out)


def header_params(text, op):
    """the parameters of akops_<op> in akops.h's text: a list of (name, const pointer)"""
    m = re.search(r"\bakops_status\s+akops_%s\s*\(([^)]*)\)\s*;" % re.escape(op), text)
    if not m:
        raise CompareError("no akops_%s in akops.h" % op)
    out = []
    for raw in m.group(1).split(","):
        toks = raw.replace("*", " * ").split()
        if not toks:
            raise CompareError("akops_%s: an empty parameter in akops.h" % op)
        out.append((toks[-1], "const" in toks and "*" in toks))
    return out


def lib_conflict(args):
    """why the command line's --lib cannot be, or None"""
    if not getattr(args, "lib", None):
        return None
    given = [o for o, v in (("--candidate", args.candidate), ("--candidates-dir", args.candidates_dir)) if v]
    if given:
        return ("--lib times the library's own kernels; it cannot be given with %s (which names "
                "candidate sources to build)" % " or ".join(given))
    return None


def shape_label(spec, sym):
    """16384x4096: the bench shape's symbol values in the spec's symbol order"""
    return "x".join(str(sym[s["name"]]) for s in spec["symbols"])


def gencode(arch):
    m = re.match(r"^sm_(\d+[a-z]?)$", arch)
    if not m:
        raise CompareError("bad --arch %r (expected e.g. sm_90)" % arch)
    return "arch=compute_%s,code=sm_%s" % (m.group(1), m.group(1))


def nvcc_command(nvcc, arch, src, out, header=None):
    cmd = [nvcc, "-std=c++17", "-O3", "-shared", "-Xcompiler", "-fPIC", "-gencode", gencode(arch)]
    if header:
        cmd += ["-include", header]
    return cmd + [src, "-o", out]


def proportional_schedule(counts):
    """calls interleaved so that every implementation advances through its count at the
    same rate: [2, 1] gives [0, 1, 0]; [3, 3] gives [0, 1, 0, 1, 0, 1]"""
    done = [0] * len(counts)
    total = sum(counts)
    seq = []
    for _ in range(total):
        best = None
        for i, c in enumerate(counts):
            if done[i] >= c:
                continue
            # the one whose next call is the furthest behind its share
            key = (done[i] + 0.5) / c
            if best is None or key < best[0]:
                best = (key, i)
        seq.append(best[1])
        done[best[1]] += 1
    return seq


def group_calls(events, ncalls, names=False):
    """cut device records into calls. events: (start_ns, end_ns, name), any order. Every
    call follows one FLUSH_BEGIN record; flush records are dropped. Returns one
    (span_ns, busy_ns, nrecords, after_ns[, names]) per call, after_ns the duration of the
    flush write that follows the call (None after the last call): what a call leaves in
    L2 (dirty lines, lines held evict-last) is paid for there, outside its span. Raises
    CompareError when a record comes before the first flush, a call has no record, or
    the count of calls differs."""
    groups = []
    afters = []
    cur = None
    for s, e, n in sorted(events, key=lambda t: (t[0], t[1])):
        if FLUSH_MARK in n:
            if FLUSH_BEGIN in n:
                if groups:
                    afters.append(e - s)
                cur = []
                groups.append(cur)
            continue
        if cur is None:
            raise CompareError("a device record (%s) before the first flush" % n[:80])
        cur.append((s, e, n))
    if len(groups) != ncalls:
        raise CompareError("%d flush-delimited groups for %d calls" % (len(groups), ncalls))
    afters.append(None)
    out = []
    for k, g in enumerate(groups):
        if not g:
            raise CompareError("call %d issued no device work" % k)
        span = max(e for _, e, _ in g) - min(s for s, _, _ in g)
        busy = sum(e - s for s, e, _ in g)
        row = (span, busy, len(g), afters[k])
        if names:
            row += ([n for _, _, n in g],)
        out.append(row)
    return out


def fmt_num(v, digits=1):
    if v is None:
        return "-"
    return "%.*f" % (digits, v)


def fmt_us(v):
    if v is None:
        return "-"
    if v >= 100:
        return "%.1f" % v
    if v >= 10:
        return "%.2f" % v
    return "%.3f" % v


COLUMNS = ["op", "shape", "impl", "median us", "p10-p90 us", "GB/s", "% copy", "vs compile",
           "n", "check"]


def table_rows(results):
    """one list of cells per measured implementation, COLUMNS order"""
    rows = []
    for op in results.get("ops", []):
        for sh in op.get("shapes", []):
            for im in sh.get("impls", []):
                t = im.get("time")
                if t:
                    med = t["median_us"]
                    spread = "%s-%s" % (fmt_us(t["p10_us"]), fmt_us(t["p90_us"]))
                    n = str(t["n"])
                else:
                    med, spread, n = None, im.get("error") or sh.get("error") or "not timed", "-"
                su = im.get("speedup_vs_compile")
                label = sh["label"] + (" (%s)" % sh["tag"] if sh.get("tag") else "")
                rows.append([op["op"], label, im["impl"], fmt_us(med), spread,
                             fmt_num(im.get("gbps"), 0), fmt_num(im.get("pct_copy"), 1),
                             "-" if su is None else "%.2fx" % su, n, im.get("check_text", "")])
    return rows


def format_text(rows):
    widths = [len(c) for c in COLUMNS]
    for r in rows:
        for i, c in enumerate(r):
            widths[i] = max(widths[i], len(c))
    numeric = {3, 5, 6, 7, 8}

    def line(cells):
        return "  ".join(c.rjust(widths[i]) if i in numeric else c.ljust(widths[i])
                         for i, c in enumerate(cells)).rstrip()

    out = [line(COLUMNS), line(["-" * w for w in widths])]
    prev = None
    for r in rows:
        key = (r[0], r[1])
        if prev is not None and key != prev:
            out.append("")
        prev = key
        out.append(line(r))
    return "\n".join(out) + "\n"


def format_markdown(rows):
    def esc(c):
        return c.replace("|", "\\|")

    out = ["| " + " | ".join(COLUMNS) + " |",
           "|" + "|".join("---:" if i in (3, 5, 6, 7, 8) else "---" for i in range(len(COLUMNS))) + "|"]
    for r in rows:
        out.append("| " + " | ".join(esc(c) for c in r) + " |")
    return "\n".join(out) + "\n"


def markdown_report(results):
    env = results.get("env", {})
    copy = results.get("copy") or {}
    lib = results.get("lib")
    if lib:
        lines = ["# libakops against PyTorch (%s, %s)" % (results.get("dtype"), env.get("gpu")), ""]
    else:
        lines = ["# akops candidates against PyTorch (%s, %s)" % (results.get("dtype"), results.get("arch")), ""]
    lines.append("- command: `%s`" % results.get("command", ""))
    if lib:
        lines.append("- akops: libakops %s (`%s`), its C API `akops_<op>` called through examples/torch's "
                     "ctypes binding (`akops_ctypes.py`), the tensors zero-copy by "
                     "`torch.utils.dlpack.to_dlpack`, on PyTorch's current stream; the variant each op ran "
                     "(`akops_variant`) is in the notes" % (lib.get("version"), lib.get("path")))
    lines.append("- date: %s; GPU: %s; driver %s; torch %s (CUDA %s); triton %s; nvcc %s"
                 % (results.get("date"), env.get("gpu"), env.get("driver"), env.get("torch"),
                    env.get("torch_cuda"), env.get("triton"), env.get("nvcc")))
    lines.append("- method: %s" % results.get("method_text", ""))
    if copy.get("gbps"):
        lines.append("- copy ceiling: %.0f GB/s (%s)" % (copy["gbps"], copy.get("source")))
    fl = results.get("launch_floor") or {}
    if fl.get("us"):
        lines.append("- launch floor: %s us (%s)" % (fmt_us(fl["us"]), fl.get("source")))
    for c in results.get("copy_sizes", []):
        lines.append("- copy of %g MiB: %.0f GB/s (median %s us)" % (c["mib"], c["gbps"],
                                                                  fmt_us(c["time"]["median_us"])))
    lines.append("- GB/s counts the spec's minimum bytes (`akgen show`) over the median; "
                 "'vs compile' is torch.compile's median over the row's")
    lines.append("")
    lines.append(format_markdown(table_rows(results)))
    notes = results_notes(results)
    if notes:
        lines.append("")
        lines += ["- " + n for n in notes]
    return "\n".join(lines) + "\n"


def results_notes(results):
    """the ops skipped or failed, and every mismatch, one line each"""
    notes = []
    for op in results.get("ops", []):
        v = op.get("variant")
        if v:
            notes.append("%s: libakops runs %s" % (op["op"], v.get("text") or "no variant: %s" % v.get("error")))
        if op.get("status") != "ok":
            notes.append("%s: %s: %s" % (op["op"], op.get("status"), op.get("reason", "")))
        for sh in op.get("shapes", []):
            if sh.get("error"):
                notes.append("%s %s: %s" % (op["op"], sh["label"], sh["error"]))
            for im in sh.get("impls", []):
                # a shape class's variant, where the call picked another than the op's default
                if im.get("ran") and v and im["ran"] != v.get("text"):
                    notes.append("%s %s: libakops ran %s" % (op["op"], sh["label"], im["ran"]))
                for w in im.get("warnings", []) + im.get("notes", []):
                    notes.append("%s %s %s: %s" % (op["op"], sh["label"], im["impl"], w))
    return notes


# ----------------------------------------------------------------------------
# the driver: akgen, nvcc, the worker processes (no torch here)

def parse_shapes(text, origin="--shapes"):
    """a shapes file: one shape a line, `OP SYM=V SYM=V ... [# tag]`; blank lines and
    lines that begin with # are skipped. Returns {op: [(sym, tag), ...]} in file order."""
    out = {}
    for n, line in enumerate(text.splitlines(), 1):
        body, _, tag = line.partition("#")
        words = body.split()
        if not words:
            continue
        op, sym = words[0], {}
        if not re.fullmatch(r"[a-z][a-z0-9_]*", op):
            raise CompareError("%s:%d: %r is not an op name" % (origin, n, op))
        for w in words[1:]:
            m = re.fullmatch(r"([a-z_][a-z0-9_]*)=([0-9]+)", w)
            if not m:
                raise CompareError("%s:%d: %r is not SYMBOL=SIZE" % (origin, n, w))
            if m.group(1) in sym:
                raise CompareError("%s:%d: %s given twice" % (origin, n, m.group(1)))
            sym[m.group(1)] = int(m.group(2))
        if not sym:
            raise CompareError("%s:%d: %s without sizes" % (origin, n, op))
        out.setdefault(op, []).append((sym, tag.strip()))
    return out


def spec_with_bench(akgen, spath, shapes):
    """the spec at spath as akgen show gives it, with its bench shapes replaced by
    shapes [(sym, tag)]: a copy of the spec (and its reference) in a temporary
    directory, its bench: block rewritten, so that akgen checks every size against
    the symbols' ranges and constraints and counts the bytes as for a bench shape. Its
    classes: block goes too (each class must have bench shapes of its own in a spec;
    not so in a list of shapes): the class each call took is akops_last_variant's"""
    with open(spath) as f:
        text = f.read()
    kept, skip = [], False
    for line in text.splitlines():
        if re.match(r"(bench|classes)\s*:", line):
            skip = True
            continue
        if skip and re.match(r"[A-Za-z_]", line):
            skip = False
        if not skip:
            kept.append(line)
    kept.append("bench:")
    for sym, _ in shapes:
        kept.append("  - { %s }" % ", ".join("%s: %d" % kv for kv in sym.items()))
    m = re.search(r"(?m)^reference:\s*(\S+)", text)
    with tempfile.TemporaryDirectory(prefix="akops-shapes-") as d:
        if m:
            ref = m.group(1).strip("'\"")
            os.makedirs(os.path.dirname(os.path.join(d, ref)) or d, exist_ok=True)
            shutil.copyfile(os.path.join(os.path.dirname(spath), ref), os.path.join(d, ref))
        tmp = os.path.join(d, os.path.basename(spath))
        with open(tmp, "w") as f:
            f.write("\n".join(kept) + "\n")
        spec = parse_show(run_akgen(akgen, ["show", tmp]))[0]
    if len(spec["bench"]) != len(shapes):
        raise CompareError("akgen show gave %d bench shapes for the %d given" % (len(spec["bench"]), len(shapes)))
    for b, (sym, tag) in zip(spec["bench"], shapes):
        if b["sym"] != sym:
            raise CompareError("akgen show's bench shape %s is not the one given, %s" % (b["sym"], sym))
        if tag:
            b["tag"] = tag
    return spec


def run_akgen(akgen, args):
    try:
        r = subprocess.run([akgen] + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True, timeout=60)
    except OSError as e:
        raise CompareError("cannot run %s: %s" % (akgen, e))
    if r.returncode != 0:
        raise CompareError("%s %s failed (%d): %s" % (akgen, " ".join(args), r.returncode,
                                                        r.stderr.strip()[-2000:]))
    return r.stdout


def find_nvcc(given):
    if given:
        return given
    env = os.environ.get("NVCC")
    if env:
        return env
    found = shutil.which("nvcc")
    if found:
        return found
    if os.path.exists("/usr/local/cuda/bin/nvcc"):
        return "/usr/local/cuda/bin/nvcc"
    return None


def nvcc_version(nvcc):
    try:
        r = subprocess.run([nvcc, "--version"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           universal_newlines=True, timeout=60)
        lines = [l for l in r.stdout.splitlines() if l.strip()]
        return lines[-1].strip() if lines else "?"
    except (OSError, subprocess.SubprocessError):
        return None


def cache_dir(given):
    d = given or os.path.join(tempfile.gettempdir(), "akops-compare-cache-%d" % os.getuid())
    os.makedirs(d, exist_ok=True)
    return d


def build_so(nvcc, nvcc_ver, arch, src_text, header_text, cdir, tag):
    """nvcc src (+ the force-included header) into a cached shared object.
    Returns (path or None, log, seconds, cached)."""
    h = hashlib.sha256()
    for part in (" ".join(nvcc_command("nvcc", arch, "SRC", "OUT", "H" if header_text else None)),
                 nvcc_ver or "", header_text or "", src_text):
        h.update(part.encode("utf-8", "surrogateescape"))
        h.update(b"\0")
    key = h.hexdigest()[:24]
    so = os.path.join(cdir, "%s-%s.so" % (tag, key))
    if os.path.exists(so):
        return so, "", 0.0, True
    work = tempfile.mkdtemp(prefix="build-", dir=cdir)
    try:
        src = os.path.join(work, "cand.cu")
        with open(src, "w") as f:
            f.write(src_text)
        header = None
        if header_text:
            header = os.path.join(work, "launcher.h")
            with open(header, "w") as f:
                f.write(header_text)
        out = os.path.join(work, "cand.so")
        cmd = nvcc_command(nvcc, arch, src, out, header)
        t0 = time.time()
        try:
            r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               universal_newlines=True, timeout=600)
            log, rc = r.stdout, r.returncode
        except (OSError, subprocess.SubprocessError) as e:
            log, rc = str(e), -1
        dt = time.time() - t0
        log = without_dir(log, work)
        if rc != 0 or not os.path.exists(out):
            return None, without_dir("%s\n%s" % (" ".join(shlex.quote(no_machine_path(c)) for c in cmd), log),
                                     work), dt, False
        os.replace(out, so)
        return so, log, dt, False
    finally:
        shutil.rmtree(work, ignore_errors=True)


def resolve_candidates(ops, dtype, pairs, cdir_arg):
    """op -> candidate path (or None): --candidate OP=PATH wins over --candidates-dir"""
    out = {op: None for op in ops}
    if cdir_arg:
        for op in ops:
            p = os.path.join(cdir_arg, "%s_%s.cu" % (op, dtype))
            if os.path.exists(p):
                out[op] = p
    for pair in pairs or []:
        if "=" not in pair:
            raise CompareError("--candidate wants OP=PATH, got %r" % pair)
        op, path = pair.split("=", 1)
        if op not in out:
            raise CompareError("--candidate for %s, which is not among the ops run" % op)
        out[op] = path
    return out


def read_candidate(path):
    """a candidate's source as it is compiled, and the sha256 of its bytes: akgen
    compare-import names the recorded attempt of that source as the one timed"""
    with open(path, "rb") as f:
        raw = f.read()
    return raw.decode("utf-8", "surrogateescape"), hashlib.sha256(raw).hexdigest()


def read_records(path):
    recs = []
    if not os.path.exists(path):
        return recs
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line:
                try:
                    recs.append(json.loads(line))
                except ValueError:
                    pass  # a line cut short by a crash
    return recs


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
        "bcast": args.bcast,
        "nvcc_path": no_machine_path(nvcc), "env": {"nvcc": nvcc_ver}, "copy": None, "ops": [],
    }
    if lib:
        # the library's bytes, so that akgen compare-import records which one was timed
        with open(lib, "rb") as f:
            lib_sha256 = hashlib.sha256(f.read()).hexdigest()
        results["lib"] = {"path": no_machine_path(lib), "version": lib_version, "sha256": lib_sha256, "label": LIB_LABEL,
                          "binding": "examples/torch/akops_ctypes.py"}

    # specs, prototypes and builds: everything that needs no GPU, done first
    plans = []
    builds = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, min(8, os.cpu_count() or 1))) as pool:
        if nvcc:
            flush_future = pool.submit(build_so, nvcc, nvcc_ver, args.arch, FLUSH_SRC, None, cdir, "l2flush")
        for op in ops:
            entry = {"op": op, "dtype": args.dtype, "candidate": cands[op], "status": "ok", "shapes": []}
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
            builds[op] = pool.submit(build_so, nvcc, nvcc_ver, args.arch, src, proto, cdir, op)
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
                "pad": args.pad, "bcast": args.bcast, "min_reps": args.min_reps, "max_reps": args.max_reps,
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


def log(msg):
    print(msg, file=sys.stderr, flush=True)


# ----------------------------------------------------------------------------
# the worker: torch, CUDA, the measurements (a child process of the driver)

TORCH_DTYPES = {"bf16": "bfloat16", "f16": "float16", "f32": "float32", "f64": "float64",
                "i32": "int32", "i64": "int64"}


def torch_ops():
    """the ops torch_impls implements (its functions need torch only when called)"""
    return set(torch_impls(None, None))


def torch_impls(torch, F):
    """op -> (eager implementations [(label, fn)], the function torch.compile gets,
    makers of integer inputs {name: fn(torch, sym, scalars, gen)}). Each fn takes the
    spec's input tensors then its scalars, in spec order, and returns the outputs in
    spec order."""

    def rms_fp32(x, w, eps):
        # HF-style: fp32 math throughout, one cast back to the input's dtype
        xf = x.float()
        return (xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + eps) * w.float()).to(x.dtype)

    def rmsnorm(x, w, eps):
        return (rms_fp32(x, w, eps),)

    def rmsnorm_f(x, w, eps):
        return (F.rms_norm(x, (x.shape[-1],), w, eps),)

    def layernorm(x, w, b, eps):
        return (F.layer_norm(x, (x.shape[-1],), w, b, eps),)

    def softmax(x):
        return (torch.softmax(x, dim=-1),)

    def rope(x, cos_tab, sin_tab):
        h = x.shape[-1] // 2
        rot = torch.cat((-x[..., h:], x[..., :h]), dim=-1)
        return (x * cos_tab + rot * sin_tab,)

    def silu_and_mul(gate, up):
        return (F.silu(gate) * up,)

    def gelu_tanh(x):
        return (F.gelu(x, approximate="tanh"),)

    def gelu_and_mul(gate, up):
        return (F.gelu(gate, approximate="tanh") * up,)

    def add_rmsnorm(x, residual, w, eps):
        s = x + residual
        return (s, rms_fp32(s, w, eps))

    def cross_entropy(logits, target, ignore_index):
        loss = F.cross_entropy(logits.float(), target, ignore_index=ignore_index, reduction="none")
        mean = loss.sum() / (target != ignore_index).sum()
        return (loss, mean)

    def ce_target(torch_, sym, scalars, gen):
        rows, vocab = sym["rows"], sym["vocab"]
        t = torch_.randint(0, vocab, (rows,), device="cuda", dtype=torch_.int64, generator=gen)
        drop = torch_.rand((rows,), device="cuda", generator=gen) < 0.1
        t[drop] = int(scalars["ignore_index"])
        return t

    return {
        "rmsnorm": ([("eager", rmsnorm), ("eager F.rms_norm", rmsnorm_f)], rmsnorm, {}),
        "layernorm": ([("eager", layernorm)], layernorm, {}),
        "softmax": ([("eager", softmax)], softmax, {}),
        "rope": ([("eager", rope)], rope, {}),
        "silu_and_mul": ([("eager", silu_and_mul)], silu_and_mul, {}),
        "gelu_tanh": ([("eager", gelu_tanh)], gelu_tanh, {}),
        "gelu_and_mul": ([("eager", gelu_and_mul)], gelu_and_mul, {}),
        "add_rmsnorm": ([("eager", add_rmsnorm)], add_rmsnorm, {}),
        "cross_entropy": ([("eager", cross_entropy)], cross_entropy, {"target": ce_target}),
    }


class Worker:
    def __init__(self, plan):
        import torch
        import torch.nn.functional as F
        self.torch, self.F = torch, F
        self.plan = plan
        self.out = open(plan["records"], "a")
        self.method = plan["method"]
        self.deadline = plan.get("deadline")
        import warnings
        # torch.profiler's note that each session starts empty: that is what we want
        warnings.filterwarnings("ignore", message=".*Profiler clears events.*")
        torch.set_grad_enabled(False)
        if not torch.cuda.is_available():
            raise CompareError("torch sees no CUDA device")
        self.dev = torch.device("cuda")
        props = torch.cuda.get_device_properties(0)
        self.props = props
        l2 = int(getattr(props, "L2_cache_size", 0) or 0) or 64 << 20
        self.flush_bytes = max(256 << 20, 4 * l2)
        self.flush_bytes -= self.flush_bytes % 16
        self.flush_w = torch.empty(self.flush_bytes, dtype=torch.uint8, device=self.dev)
        self.flush_r = torch.randint(0, 255, (self.flush_bytes,), dtype=torch.uint8, device=self.dev)
        self.flush_sink = torch.zeros(4, dtype=torch.int32, device=self.dev)
        self.flush_grid = props.multi_processor_count * 4
        lib = ctypes.CDLL(plan["flush_so"])
        self.flush_fn = lib.akops_l2flush
        self.flush_fn.restype = ctypes.c_int
        self.flush_fn.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t, ctypes.c_uint,
                                  ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p,
                                  ctypes.POINTER(ctypes.c_ulonglong), ctypes.c_int]
        self.flush_lib = lib
        self.flush_count = 0
        # what the flush demotes to evict-normal in L2 first: the shape's buffers
        # (set_regions), and the outputs the last call returned
        self.regions = []
        self.last_out = []
        self.flush_args = (self.flush_w.data_ptr(), self.flush_r.data_ptr(), self.flush_bytes)
        self.impls = torch_impls(torch, F)
        self.reported_methods = set()
        # --lib: the library, loaded through the PyTorch example's binding after torch, so
        # that its libcudart.so.13 resolves to the one torch has loaded
        self.ac = self.ak = None
        if plan.get("lib"):
            self.ac = akops_ctypes()
            self.ak = self.ac.Akops(plan["lib"])

    def emit(self, rec):
        self.out.write(json.dumps(rec) + "\n")
        self.out.flush()

    def stream(self):
        return self.torch.cuda.current_stream().cuda_stream

    def storage_region(self, t):
        """(address, bytes) of a tensor's whole storage"""
        st = t.untyped_storage()
        return (st.data_ptr(), st.nbytes())

    def set_regions(self, tensors):
        """the tensors every flush demotes (a shape's inputs and preallocated outputs)"""
        self.regions = sorted(set(self.storage_region(t) for t in tensors if t.numel() > 0))

    def note_outputs(self, out):
        """the tensors a call returned, held until the next flush has demoted them (and
        let go then, before the next call allocates its own)"""
        ts = out if isinstance(out, (list, tuple)) else [out]
        self.last_out = [t for t in ts if isinstance(t, self.torch.Tensor) and t.is_cuda and t.numel() > 0]

    def flush(self):
        self.flush_count += 1
        regs = sorted(set(self.regions) | set(self.storage_region(t) for t in self.last_out))
        arr = (ctypes.c_ulonglong * (2 * len(regs) + 1))(*[v for r in regs for v in r])
        rc = self.flush_fn(self.flush_args[0], self.flush_args[1], self.flush_args[2],
                           self.flush_count & 0xFFFFFFFF, self.flush_sink.data_ptr(),
                           self.flush_grid, self.stream(), arr, len(regs))
        self.last_out = []
        if rc != 0:
            raise CompareError("the L2 flush failed to launch (cudaError %d)" % rc)

    # -- environment

    def env(self):
        torch = self.torch
        e = {
            "gpu": torch.cuda.get_device_name(0),
            "capability": "%d.%d" % torch.cuda.get_device_capability(0),
            "sms": self.props.multi_processor_count,
            "l2_bytes": int(getattr(self.props, "L2_cache_size", 0) or 0),
            "flush_bytes": self.flush_bytes,
            "torch": torch.__version__,
            "torch_cuda": torch.version.cuda,
            "python": sys.version.split()[0],
        }
        try:
            import triton
            e["triton"] = triton.__version__
        except Exception as ex:  # noqa: BLE001 - triton is optional for the record
            e["triton"] = "unavailable (%s)" % type(ex).__name__
        smi = nvidia_smi()
        if smi:
            e.update(smi)
        return e

    # -- timing

    def pilot(self, fns, reps=3):
        """rough ms per call of each fn, with CUDA events (flush outside them)"""
        torch = self.torch
        est = []
        for fn in fns:
            ts = []
            for _ in range(reps):
                self.flush()
                a = torch.cuda.Event(enable_timing=True)
                b = torch.cuda.Event(enable_timing=True)
                a.record()
                self.note_outputs(fn())
                b.record()
                b.synchronize()
                ts.append(a.elapsed_time(b))
            est.append(max(sorted(ts)[len(ts) // 2], 1e-3))
        return est

    def run_batch_cupti(self, fns, seq):
        torch = self.torch
        from torch.profiler import profile, ProfilerActivity
        torch.cuda.synchronize()
        prof = profile(activities=[ProfilerActivity.CUDA])
        prof.start()
        try:
            for i in seq:
                self.flush()
                self.note_outputs(fns[i]())
            torch.cuda.synchronize()
        finally:
            prof.stop()
        events = device_records(torch, prof)
        if not events:
            raise CompareError("torch.profiler returned no CUDA records (is CUPTI usable?)")
        return group_calls(events, len(seq), names=True)

    def run_batch_events(self, fns, seq):
        torch = self.torch
        starts = [torch.cuda.Event(enable_timing=True) for _ in seq]
        ends = [torch.cuda.Event(enable_timing=True) for _ in seq]
        torch.cuda.synchronize()
        for k, i in enumerate(seq):
            self.flush()
            starts[k].record()
            self.note_outputs(fns[i]())
            ends[k].record()
        torch.cuda.synchronize()
        out = []
        for a, b in zip(starts, ends):
            ns = int(round(a.elapsed_time(b) * 1e6))
            out.append((ns, ns, 0, None, []))
        return out

    def run_batch(self, fns, seq):
        """one batch of calls (fns[i] for i in seq, each after a flush): per call
        (span_ns, busy_ns, records, names), and the method that timed them"""
        if self.method == "cupti":
            try:
                calls, method = self.run_batch_cupti(fns, seq), "cupti"
            except CompareError as e:
                log("compare: !!! CUPTI TIMING FAILED (%s); FALLING BACK TO CUDA EVENTS for the rest "
                    "of this run" % e)
                self.method = "events"
        if self.method == "events":
            calls, method = self.run_batch_events(fns, seq), "events"
        if method not in self.reported_methods:
            self.reported_methods.add(method)
            self.emit({"type": "method", "method": method})
        return calls, method

    def measure(self, fns, est_ms):
        """interleaved timing of fns, each until it has min_ms of device time (pilot
        estimates est_ms set the counts; up to two top-up rounds where they were off).
        Per fn: {spans_ns, busy_ns, records, names, methods}."""
        p = self.plan
        min_ms, step = p["min_ms"], max(1, p["batch_calls"])
        res = [{"spans_ns": [], "busy_ns": [], "records": [], "after_ns": [], "names": None,
                "methods": set()} for _ in fns]
        need = [max(p["min_reps"], min(p["max_reps"], int(math.ceil(min_ms / e)))) for e in est_ms]
        for _round in range(3):
            idx = [i for i, n in enumerate(need) if n > 0]
            if not idx:
                break
            seq = [idx[j] for j in proportional_schedule([need[i] for i in idx])]
            for b0 in range(0, len(seq), step):
                part = seq[b0:b0 + step]
                # one discarded call of each fn opens every batch (the first calls
                # under a fresh profiler session)
                warm = sorted(set(part))
                calls, method = self.run_batch(fns, warm + part)
                for (span, busy, nrec, after, names), i in zip(calls[len(warm):], part):
                    r = res[i]
                    r["spans_ns"].append(span)
                    if after is not None:
                        r["after_ns"].append(after)
                    r["busy_ns"].append(busy)
                    r["records"].append(nrec)
                    r["methods"].add(method)
                    if r["names"] is None and names:
                        r["names"] = sorted(set(n[:160] for n in names))
            need = [0] * len(fns)
            for i, r in enumerate(res):
                total_ms = sum(r["spans_ns"]) / 1e6
                if total_ms < min_ms and len(r["spans_ns"]) < p["max_reps"]:
                    med = max(percentile(r["spans_ns"], 50) / 1e6, 1e-4)
                    need[i] = min(p["max_reps"] - len(r["spans_ns"]),
                                  int(math.ceil((min_ms - total_ms) / med)) + 1)
        return res

    def time_all(self, fns):
        """fns warmed up (three calls each), a pilot, then measure(): (results, pilot ms)"""
        for _ in range(3):
            for f in fns:
                f()
        self.torch.cuda.synchronize()
        est = self.pilot(fns)
        return self.measure(fns, est), est

    def timing_summary(self, r):
        s = summarize([x / 1e3 for x in r["spans_ns"]])
        b = summarize([x / 1e3 for x in r["busy_ns"]])
        t = {"median_us": s["median"], "p10_us": s["p10"], "p90_us": s["p90"], "mean_us": s["mean"],
             "min_us": s["min"], "max_us": s["max"], "n": s["n"],
             "total_ms": sum(r["spans_ns"]) / 1e6, "busy_median_us": b["median"],
             "method": "+".join(sorted(r["methods"]))}
        if r["records"] and any(r["records"]):
            t["records_per_call"] = percentile(r["records"], 50)
        if r["after_ns"]:
            # the flush write after the call: it also pays for what the call left in L2
            t["flush_after_median_us"] = percentile(r["after_ns"], 50) / 1e3
        if r["names"]:
            t["kernels"] = r["names"]
        return t

    # -- the copy ceiling

    def copy_ceiling(self, nbytes=1 << 30):
        """device-to-device copy_ of an nbytes bf16 tensor, timed like everything else;
        GB/s counts the bytes read plus the bytes written"""
        torch = self.torch
        n = nbytes // 2
        src = torch.randn(n, dtype=torch.bfloat16, device=self.dev)
        dst = torch.empty_like(src)

        def fn():
            dst.copy_(src)

        for _ in range(3):
            fn()
        est = self.pilot([fn])
        r = self.measure([fn], est)[0]
        t = self.timing_summary(r)
        moved = 2 * n * 2
        return {"gbps": moved / (t["median_us"] * 1e-6) / 1e9, "source": "measured (%g MiB copy_, "
                "read + write bytes, same method)" % (nbytes / 2.0 ** 20), "bytes": moved, "time": t}

    # -- the launch floor

    def launch_floor(self):
        """an empty kernel of one warp (akops_floor_launch in the flush helper), timed
        like everything else: the span below which no call can go"""
        fn_c = self.flush_lib.akops_floor_launch
        fn_c.restype = ctypes.c_int
        fn_c.argtypes = [ctypes.c_void_p]

        def fn():
            rc = fn_c(self.stream())
            if rc != 0:
                raise CompareError("the empty kernel's launch failed: cudaError %d" % rc)

        for _ in range(3):
            fn()
        est = self.pilot([fn])
        r = self.measure([fn], est)[0]
        t = self.timing_summary(r)
        return {"us": t["median_us"], "source": "measured (an empty kernel <<<1, 32>>>, same method)", "time": t}

    # -- one op

    def make_inputs(self, spec, sym, scalars, gen, dtype, int_makers):
        torch = self.torch
        inputs = {}
        for p in spec_tensors(spec):
            if p["role"] == "out":
                continue
            if p["role"] == "inout":
                raise CompareError("inout tensors are not supported (%s)" % p["name"])
            dt = p["dtype"][dtype]
            shape = tensor_shape(p, sym)
            if dt in ("bf16", "f16", "f32", "f64"):
                # --pad: a slice of a buffer with longer rows; --bcast: one element expanded;
                # for every implementation
                inputs[p["name"]] = padded_tensor(
                    lambda full: torch.randn(full, dtype=getattr(torch, TORCH_DTYPES[dt]), device=self.dev,
                                             generator=gen), p, shape, self.plan.get("pad", 0),
                    self.plan.get("bcast", False))
            elif p["name"] in int_makers:
                inputs[p["name"]] = int_makers[p["name"]](torch, sym, scalars, gen)
            else:
                raise CompareError("no value maker for integer input %s" % p["name"])
        return inputs

    def check(self, out, ref, out_dtype, tol):
        """loose smoke check of out against ref: a dict with ok, rel, max_abs, ..."""
        torch = self.torch
        a = out.detach().double().reshape(-1)
        b = ref.detach().double().reshape(-1)
        if a.shape != b.shape:
            return {"ok": False, "why": "shape %s vs %s" % (tuple(out.shape), tuple(ref.shape))}
        fa, fb = torch.isfinite(a), torch.isfinite(b)
        # non-finite values must agree exactly (NaN with NaN, inf with inf of one sign)
        nonfin = (~fa) | (~fb)
        same_nan = torch.isnan(a) & torch.isnan(b)
        bad_nonfin = int((nonfin & ~same_nan & (a != b)).sum().item())
        both = fa & fb
        d = (a - b)[both]
        bb = b[both]
        nb = float(torch.linalg.vector_norm(bb).item()) if bb.numel() else 0.0
        nd = float(torch.linalg.vector_norm(d).item()) if d.numel() else 0.0
        rel = nd / nb if nb > 0 else (0.0 if nd == 0 else float("inf"))
        max_abs = float(d.abs().max().item()) if d.numel() else 0.0
        bound = 2.0 * (tol["abs"] + tol["rel"] * bb.abs())
        over = int((d.abs() > bound).sum().item()) if d.numel() else 0
        lim = LOOSE_REL.get(out_dtype, 2e-2)
        ok = bad_nonfin == 0 and rel <= lim and over == 0
        return {"ok": ok, "rel": rel, "rel_limit": lim, "max_abs": max_abs, "over_bound": over,
                "nonfinite_mismatch": bad_nonfin}

    def check_all(self, outs, refs, out_params, dtype, tol):
        res = {}
        ok = True
        for p, o, r in zip(out_params, outs, refs):
            c = self.check(o, r, p["dtype"][dtype], tol)
            res[p["name"]] = c
            ok = ok and c["ok"]
        worst = max((c.get("rel", float("inf")) for c in res.values()), default=0.0)
        text = ("ok" if ok else "MISMATCH") + " (rel %.1e)" % worst
        return ok, res, text

    def run_op(self, p):
        torch = self.torch
        op, spec, launcher, binding = p["op"], p["spec"], p["launcher"], p["binding"]
        dtype = self.plan["dtype"]
        eager_list, compile_fn, int_makers = self.impls[op]
        if p.get("lib"):
            # the C API, its argtypes set by akops_ctypes.Akops from SIGNATURES
            cfn = getattr(self.ak.lib, "akops_" + op)
            try:
                v = self.ak.variant(op, dtype)
            except self.ac.AkopsError as e:
                self.emit({"type": "variant", "op": op, "variant": {"error": str(e)}})
                raise CompareError("libakops has no variant of %s in %s here: %s" % (op, dtype, e))
            variant = {"info": v, "text": self.ac.variant_text(v)}
            self.emit({"type": "variant", "op": op, "variant": variant})
            log("compare: %s: libakops runs %s" % (op, variant["text"]))
            akops = {"label": LIB_LABEL, "fn": cfn, "variant": variant["text"]}
        else:
            lib = ctypes.CDLL(p["so"])
            try:
                cfn = getattr(lib, launcher["name"])
            except AttributeError:
                raise CompareError("the candidate's library has no symbol %s" % launcher["name"])
            cfn.restype = ctypes.c_int
            cfn.argtypes = [getattr(ctypes, a["ctype"]) for a in launcher["args"]]
            akops = {"label": "akops candidate", "fn": cfn, "variant": None}
        tol = spec["tolerance"][dtype]
        scalars = scalar_values(spec)
        in_params = [q for q in spec_tensors(spec) if q["role"] == "in"]
        out_params = [q for q in spec_tensors(spec) if q["role"] == "out"]
        for k, shape in enumerate(spec["bench"]):
            sym = shape["sym"]
            label = shape_label(spec, sym)
            if self.deadline and time.time() > self.deadline:
                self.emit({"type": "shape", "op": op, "shape": {
                    "label": label, "sym": sym, "min_bytes": shape["bytes"][dtype], "impls": [],
                    "error": "skipped: --time-budget spent"}})
                log("compare: %s %s: skipped, time budget spent" % (op, label))
                continue
            log("compare: %s %s ..." % (op, label))
            rec = {"label": label, "sym": sym, "min_bytes": shape["bytes"][dtype],
                   "flops": shape.get("flops", {}).get(dtype), "impls": []}
            if shape.get("tag"):
                rec["tag"] = shape["tag"]
            try:
                self.run_shape(op, spec, akops, binding, sym, scalars, in_params, out_params,
                               eager_list, compile_fn, int_makers, tol, k, rec)
            except Exception as e:  # noqa: BLE001 - a failed shape is a result
                rec["error"] = "%s: %s" % (type(e).__name__, str(e)[:2000])
                self.emit({"type": "shape", "op": op, "shape": rec})
                if cuda_broken(torch):
                    # CUDA errors are sticky: the driver goes on in a fresh process
                    raise CudaLost(rec["error"])
                log("compare: %s %s: ERROR %s" % (op, label, rec["error"]))
                continue
            self.emit({"type": "shape", "op": op, "shape": rec})
            torch.cuda.empty_cache()

    def run_shape(self, op, spec, akops, binding, sym, scalars, in_params, out_params,
                  eager_list, compile_fn, int_makers, tol, k, rec):
        """akops: the akops row, {label, fn (the launcher, or with --lib the C API's akops_<op>),
        variant (--lib: which one runs, else None)}"""
        torch = self.torch
        cfn = akops["fn"]
        dtype = self.plan["dtype"]
        gen = torch.Generator(device="cuda")
        gen.manual_seed(self.plan["seed"] * 1000 + k)
        inputs = self.make_inputs(spec, sym, scalars, gen, dtype, int_makers)
        in_args = [inputs[q["name"]] for q in in_params] + [scalars[s["name"]] for s in spec_scalars(spec)]
        saved = [t.clone() for t in inputs.values()]

        # the reference: the first eager implementation
        refs = eager_list[0][1](*in_args)
        torch.cuda.synchronize()

        # the candidate: outputs allocated once, NaN-filled (a sentinel) before its first call
        cand_outs = {}
        for q in out_params:
            dt = getattr(torch, TORCH_DTYPES[q["dtype"][dtype]])
            t = padded_tensor(lambda full: torch.empty(full, dtype=dt, device=self.dev), q, tensor_shape(q, sym),
                              self.plan.get("pad", 0))
            if t.is_floating_point():
                t.fill_(float("nan"))
            cand_outs[q["name"]] = t
        tensors = dict(inputs)
        tensors.update(cand_outs)
        # --lib: the DLPack capsules behind the DLTensor pointers, made once here and held
        # (with the tensors) until this shape is done; inputs are restored in place, so
        # the pointers stay valid
        keep = []
        cargs = call_args(binding, tensors, sym, scalars, self.stream(),
                          (lambda t: self.ac.torch_dltensor(t, keep)) if self.ak else None)
        bad_rc = []
        bad_text = []  # --lib: akops_last_error() of the first failed call

        def cand():
            rc = cfn(*cargs)
            if rc:
                if self.ak and not bad_rc:
                    bad_text.append(self.ak.last_error())
                bad_rc.append(rc)

        def rc_text(rc):
            if self.ak:
                return "akops_%s returned status %d (%s)" % (
                    op, rc, self.ac.AkopsError(rc, bad_text[0] if bad_text else "?"))
            return "launcher returned cudaError %d" % rc

        impls = []  # (label, kind, fn)
        akops_label = akops["label"]
        cand_entry = {"impl": akops_label, "kind": "candidate"}
        if akops["variant"]:
            cand_entry["variant"] = akops["variant"]
        rec["impls"].append(cand_entry)
        cand()
        torch.cuda.synchronize()
        cand_ok = True
        if bad_rc:
            cand_entry["error"] = rc_text(bad_rc[0])
            cand_entry["check_text"] = "call failed" if self.ak else "launch error"
            cand_entry["warnings"] = [cand_entry["error"]]
            cand_ok = False
            log("compare: %s %s: !!! AKOPS CALL FAILED: %s" % (op, rec["label"], cand_entry["error"]))
        else:
            if self.ak:
                # the variant this shape's call picked (its shape class's): akops_last_variant
                try:
                    cand_entry["ran"] = self.ac.variant_text(self.ak.last_variant())
                except self.ac.AkopsError as e:
                    cand_entry["ran"] = "unknown: %s" % e
            outs = [cand_outs[q["name"]] for q in out_params]
            ok, detail, text = self.check_all(outs, refs, out_params, dtype, tol)
            cand_entry["check"] = detail
            cand_entry["check_text"] = text
            if not ok:
                cand_entry["warnings"] = ["MISMATCH against eager: %s" % json.dumps(detail)]
                log("compare: %s %s: !!! CANDIDATE MISMATCH against eager: %s"
                    % (op, rec["label"], json.dumps(detail)))
            changed = [q["name"] for q, s in zip(in_params, saved) if not torch.equal(inputs[q["name"]], s)]
            if changed:
                cand_entry.setdefault("warnings", []).append("the candidate changed its inputs: %s"
                                                             % ", ".join(changed))
                log("compare: %s %s: !!! CANDIDATE WROTE ITS INPUTS %s" % (op, rec["label"], changed))
                for q, s in zip(in_params, saved):
                    if inputs[q["name"]].stride().count(0) == 0:  # an expanded tensor cannot be written
                        inputs[q["name"]].copy_(s)
        del saved
        if cand_ok:
            impls.append((akops_label, cand_entry, cand))

        for label, fn in eager_list:
            entry = {"impl": label, "kind": "eager"}
            rec["impls"].append(entry)
            if fn is not eager_list[0][1]:
                ok, detail, text = self.check_all(fn(*in_args), refs, out_params, dtype, tol)
                entry["check"], entry["check_text"] = detail, text
                if not ok:
                    entry["warnings"] = ["MISMATCH against eager: %s" % json.dumps(detail)]
            else:
                entry["check_text"] = "reference"
            impls.append((label, entry, (lambda f=fn: f(*in_args))))

        centry = {"impl": "torch.compile", "kind": "compile"}
        rec["impls"].append(centry)
        try:
            torch._dynamo.reset()
            compiled = torch.compile(compile_fn, dynamic=False)
            t0 = time.time()
            couts = compiled(*in_args)
            torch.cuda.synchronize()
            centry["compile_s"] = round(time.time() - t0, 2)
            ok, detail, text = self.check_all(couts, refs, out_params, dtype, tol)
            centry["check"], centry["check_text"] = detail, text
            if not ok:
                centry["warnings"] = ["MISMATCH against eager: %s" % json.dumps(detail)]
            del couts
            impls.append(("torch.compile", centry, lambda: compiled(*in_args)))
        except Exception as e:  # noqa: BLE001 - a compile failure is a result, not a crash
            if cuda_broken(torch):
                raise
            centry["error"] = "torch.compile failed: %s: %s" % (type(e).__name__, str(e)[:500])
            centry["check_text"] = "compile failed"
            log("compare: %s %s: torch.compile FAILED: %s" % (op, rec["label"], centry["error"]))
        del refs

        # small calls: a copy_ of the same bytes (half read, half written, L2 flushed as
        # for every row), the least any kernel that reads its inputs from memory and
        # writes its outputs can take at this size: the launch floor plus the data's
        # round trips, which an empty kernel does not pay
        if rec["min_bytes"] < SMALL_CALL:
            n = max(8, rec["min_bytes"] // 4 // 8 * 8)
            src = torch.ones(n, dtype=torch.bfloat16, device=self.dev)
            dst = torch.empty_like(src)
            entry = {"impl": "copy_ of its bytes", "kind": "copy", "bytes": 4 * n,
                     "check_text": "not an implementation: a bound"}
            rec["impls"].append(entry)
            impls.append((entry["impl"], entry, lambda: dst.copy_(src)))
            inputs["copy_ src"], cand_outs["copy_ dst"] = src, dst

        fns = [f for _, _, f in impls]
        self.set_regions(list(inputs.values()) + list(cand_outs.values()))
        nbad = len(bad_rc)  # the failures before timing (a failed first call is not timed)
        res, est = self.time_all(fns)
        self.set_regions([])
        self.last_out = []
        for (label, entry, _), r, e in zip(impls, res, est):
            entry["time"] = self.timing_summary(r)
            entry["pilot_ms"] = e
        if len(bad_rc) > nbad:
            cand_entry.setdefault("warnings", []).append("%s during timing" % rc_text(bad_rc[nbad]))
        if cand_ok:
            # the outputs the last timed call left: still right (cheat #10 of VERIFY.md)
            refs = eager_list[0][1](*in_args)
            ok, detail, text = self.check_all([cand_outs[q["name"]] for q in out_params], refs,
                                              out_params, dtype, tol)
            cand_entry["check_after_timing"] = detail
            if not ok:
                cand_entry["check_text"] += "; MISMATCH after timing"
                cand_entry.setdefault("warnings", []).append("outputs left by timing mismatch eager")
                log("compare: %s %s: !!! CANDIDATE OUTPUT WRONG AFTER TIMING" % (op, rec["label"]))
        summary = ", ".join("%s %.1f us" % (l, en["time"]["median_us"]) for l, en, _ in impls)
        log("compare: %s %s: %s" % (op, rec["label"], summary))

    def run(self):
        torch = self.torch
        self.emit({"type": "env", "env": self.env()})
        if not self.plan.get("copy_gbps"):
            log("compare: measuring the copy ceiling ...")
            c = self.copy_ceiling()
            torch.cuda.empty_cache()
            self.emit({"type": "copy", "copy": c})
            log("compare: copy ceiling %.0f GB/s" % c["gbps"])
        if not self.plan.get("floor_done"):
            fl = self.launch_floor()
            self.emit({"type": "floor", "floor": fl})
            log("compare: launch floor %.2f us (an empty kernel, same method)" % fl["us"])
        for mib in self.plan.get("copy_sizes") or []:
            c = self.copy_ceiling(int(mib * (1 << 20)) // 16 * 16)
            torch.cuda.empty_cache()
            self.emit({"type": "copy_size", "mib": mib, "copy": c})
            log("compare: copy of %g MiB: %.0f GB/s (median %.2f us)" % (mib, c["gbps"], c["time"]["median_us"]))
        for p in self.plan["ops"]:
            self.emit({"type": "op_start", "op": p["op"]})
            status, reason = "ok", ""
            try:
                self.run_op(p)
            except CudaLost as e:
                log("compare: %s: CUDA context lost: %s" % (p["op"], e))
                self.out.close()
                os._exit(3)
            except Exception as e:  # noqa: BLE001 - a failed op is a result
                if cuda_broken(torch):
                    log("compare: %s: CUDA context lost: %s" % (p["op"], e))
                    self.out.close()
                    os._exit(3)
                status, reason = "error", "%s: %s" % (type(e).__name__, str(e)[:2000])
                log("compare: %s: ERROR %s" % (p["op"], reason))
            self.emit({"type": "op_end", "op": p["op"], "status": status, "reason": reason})
        smi = nvidia_smi()
        if smi:
            self.emit({"type": "env", "env": {"end_" + k: v for k, v in smi.items()
                                              if k.startswith(("clocks", "temperature", "power"))}})


def cuda_broken(torch):
    """after an error: is the CUDA context still usable?"""
    try:
        torch.cuda.synchronize()
        torch.zeros(1, device="cuda").add_(1).item()
        return False
    except Exception:  # noqa: BLE001
        return True


def device_records(torch, prof):
    """(start_ns, end_ns, name) of every device activity (kernels, memcpy, memset) that
    the profiler recorded"""
    out = []
    cuda_type = None
    for mod in ("_C._autograd", "_C._profiler", "autograd"):
        obj = torch
        try:
            for part in mod.split("."):
                obj = getattr(obj, part)
            cuda_type = obj.DeviceType.CUDA
            break
        except AttributeError:
            continue
    res = getattr(getattr(prof, "profiler", None), "kineto_results", None)
    if res is not None and cuda_type is not None:
        for e in res.events():
            if e.device_type() != cuda_type:
                continue
            try:
                if e.is_user_annotation():
                    continue
            except AttributeError:
                pass
            s = e.start_ns()
            out.append((s, s + e.duration_ns(), e.name()))
        return out
    # the public, slower path
    for fe in prof.events():
        if str(getattr(fe, "device_type", "")).endswith("CUDA"):
            out.append((int(fe.time_range.start * 1000), int(fe.time_range.end * 1000), fe.name))
    return out


def nvidia_smi():
    fields = ["name", "driver_version", "clocks.sm", "clocks.mem", "clocks.max.sm",
              "temperature.gpu", "power.draw"]
    try:
        r = subprocess.run(["nvidia-smi", "--query-gpu=" + ",".join(fields), "--format=csv,noheader"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True,
                           timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    if r.returncode != 0 or not r.stdout.strip():
        return None
    vals = [v.strip() for v in r.stdout.strip().splitlines()[0].split(",")]
    if len(vals) != len(fields):
        return None
    d = dict(zip(fields, vals))
    return {"driver": d["driver_version"], "smi_name": d["name"], "clocks_sm": d["clocks.sm"],
            "clocks_mem": d["clocks.mem"], "clocks_max_sm": d["clocks.max.sm"],
            "temperature": d["temperature.gpu"], "power": d["power.draw"]}


def worker_main(plan_path):
    with open(plan_path) as f:
        plan = json.load(f)
    try:
        w = Worker(plan)
        w.run()
    except CompareError as e:
        log("compare: worker: %s" % e)
        return 2
    return 0


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
        {"op": "softmax", "status": "skipped", "reason": "no candidate", "shapes": []}]}
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
    check("rows", len(rows) == 4 and rows[0][:4] == ["rmsnorm", "16384x4096", "akops candidate", "80.00"],
          rows)
    check("row spread", rows[0][4] == "79.50-81.25", rows[0])
    check("row gbps", rows[0][5] == "3356" and rows[0][6] == "83.9" and rows[0][7] == "1.50x", rows[0])
    check("row error", rows[3][3] == "-" and rows[3][4] == "boom" and rows[3][7] == "-", rows[3])
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
            check("torch_impls: every op a spec", impl_ops <= set(specs), sorted(impl_ops - set(specs)))
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
    ap.add_argument("--pad", type=int, default=0, metavar="N",
                    help="the rows of every tensor the spec lets be strided (layout inner_contiguous) "
                         "N elements apart beyond their length, slices of a padded buffer, for akops "
                         "and PyTorch alike (default 0: dense)")
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
