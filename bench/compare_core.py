"""compare_core.py: bench/compare.py's pure parts that the driver, the worker and
bench/l2probe.py share (no torch): constants, the L2 flush helper's source, statistics,
prototypes and specs, the launchers' and the C API's argument bindings, schedules and the
grouping of kernel records into calls."""

import ctypes
import json
import math
import os
import re
import sys


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


def offset_make(make, offset):
    """make, its tensors placed offset elements past the start of their allocation (--offset:
    a view of a buffer that many elements longer, as a slice of a larger tensor is passed)"""
    if offset <= 0:
        return make

    def made(shape):
        n = 1
        for s in shape:
            n *= s
        return make([n + offset])[offset:].view(list(shape))
    return made


# --dist: the verifier's input distributions (verify/harness_gen.cuh), for timing: a
# compute-bound kernel's speed at the power cap depends on the bits its tensor cores toggle
DISTS = ("normal", "uniform", "heavy", "offset", "zeros")


def dist_maker(torch, dist, tdt, gen, dev, first):
    """shape -> a tensor of dtype tdt drawn from dist as the verifier draws it: normal N(0,1);
    uniform U[-1,1); heavy N(0,1)/sqrt(U(0,1]) clipped to +-64; offset, for the op's first
    floating input only (the others normal), a common c of a random sign per tensor plus
    N(0,1) c/r (c 384, r 794 for bf16, 600 for f16; 32 and 32 for f32 and f64); zeros, all 0"""
    def made(shape):
        f32 = torch.float32 if tdt != torch.float64 else tdt
        if dist == "zeros":
            return torch.zeros(shape, dtype=tdt, device=dev)
        if dist == "uniform":
            return (torch.rand(shape, dtype=f32, device=dev, generator=gen) * 2 - 1).to(tdt)
        if dist == "heavy":
            u = 1 - torch.rand(shape, dtype=f32, device=dev, generator=gen)
            v = torch.randn(shape, dtype=f32, device=dev, generator=gen) / u.sqrt()
            return v.clamp(-64, 64).to(tdt)
        if dist == "offset" and first:
            low = tdt in (torch.bfloat16, torch.float16)
            c, r = (384.0, 794.0 if tdt == torch.bfloat16 else 600.0) if low else (32.0, 32.0)
            sign = 1.0 if int(torch.randint(0, 2, (1,), device=dev, generator=gen).item()) else -1.0
            v = torch.randn(shape, dtype=f32, device=dev, generator=gen) * (c / r) + sign * c
            return v.to(tdt)
        return torch.randn(shape, dtype=tdt, device=dev, generator=gen)
    return made


def padded_tensor(make, p, shape, pad, bcast=False, offset=0):
    """make(shape) for tensor p of logical shape: allocated with padded_shape's longer rows
    and sliced back to shape where --pad applies to it; with bcast and p's layout broadcast
    (--bcast), one element made and expanded to shape, every stride 0 (PyTorch's expand, as
    a weight shared by every row is passed); offset elements past its allocation's start
    (--offset)"""
    make = offset_make(make, offset)
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


def log(msg):
    print(msg, file=sys.stderr, flush=True)
