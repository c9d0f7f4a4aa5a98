"""What the package's checks share: a failure list that check() fills and prints, and
akops.h's prototypes (the C API's own text, independent of the operators' table)."""
import re

fails = []


def check(ok, what):
    if not ok:
        fails.append(what)
        print("FAIL:", what)


def pyerror(fn):
    """the message of the OpError fn() raises: the Python kernels' own words for a refusal"""
    import akops
    try:
        fn()
    except akops.OpError as e:
        return str(e)
    return "(the Python side raised nothing)"


def value_refusals(torch, lib, device):
    """the calls the kernels refuse before calling the library, each as (what, the form
    called, its arguments, the Python kernels' message): the C++ kernels raise ValueError
    with that message, the Python ones OpError. The tensors are on device and their
    values never read (a fake device's will do)"""
    rms, ce = lib.ops["rmsnorm"], lib.ops["cross_entropy"]

    def t(*shape, dtype=torch.float32):
        return torch.empty(*shape, device=device, dtype=dtype)
    x, w = t(4, 64), t(64)
    return (
        ("a rank", "rmsnorm", (t(64), w), pyerror(lambda: rms.bind({"x": (64,), "w": (64,)}))),
        ("a weight with leading dimensions", "rmsnorm", (x, t(1, 64)),
         pyerror(lambda: rms.bind({"x": (4, 64), "w": (1, 64)}))),
        ("a size", "rmsnorm", (x, t(63)), pyerror(lambda: rms.bind({"x": (4, 64), "w": (63,)}))),
        ("an output's size", "rmsnorm_out", (x, w, t(4, 63)),
         pyerror(lambda: rms.bind({"x": (4, 64), "w": (64,), "y": (4, 63)}))),
        ("leading sizes that differ", "cross_entropy", (t(2, 5, 100), t(5, 2, dtype=torch.int64)),
         pyerror(lambda: ce.bind({"logits": (2, 5, 100), "target": (5, 2)}))),
        ("a dtype mix", "rmsnorm", (x, t(64, dtype=torch.float64)),
         pyerror(lambda: rms.dtype_of({"x": "f32", "w": "f64"}))),
        ("an output's dtype", "rmsnorm_out", (x, w, t(4, 64, dtype=torch.float16)),
         pyerror(lambda: rms.dtype_of({"x": "f32", "w": "f32", "y": "f16"}))))


def header_protos(text):
    """op -> [(C type, name)] of each akops_<op>(... cudaStream_t stream)"""
    out = {}
    for name, params in re.findall(r"^akops_status akops_(\w+)\(([^)]*)\);", text, re.M):
        args = [a.strip() for a in params.split(",")]
        if args[-1].startswith("cudaStream_t") and any("DLTensor" in a for a in args):
            out[name] = [tuple(a.replace("*", "* ").rsplit(None, 1)) for a in args[:-1]]
    return out


def spec_tensor(torch, types, p, d, sizes):
    """tensor p of an op (its table entry) in dtype d at the symbols' sizes, on the CPU:
    normal values when floating, zeros when integer"""
    shape = [sizes[s] if isinstance(s, str) else s for s in p["shape"]]
    dt = types[p["dtype"][d]]
    return torch.randn(shape).to(dt) if dt.is_floating_point else torch.zeros(shape, dtype=dt)


def call_inputs(torch, types, op, spec, d, base, round_):
    """the sizes ({symbol: size}), input tensors ({name: tensor}, on the CPU) and scalars
    ({name: value}) of a recorded call of op in dtype d: the k-th symbol of its spec
    base + 3 k, floating tensors normal, integer ones zero; the scalars their defaults
    times round_ + 1"""
    sizes = {s["name"]: base + 3 * k for k, s in enumerate(spec["symbols"])}
    ins = {p["name"]: spec_tensor(torch, types, p, d, sizes) for p in op.tensors if p["role"] != "out"}
    return sizes, ins, {p["name"]: p["default"] * (round_ + 1) for p in op.scalars}


def functional_call(torch, types, op, d, sizes, ins, scalars, what):
    """torch.ops.akops.<op> on call_inputs' tensors and scalars, under no_grad: its outputs
    ({name: tensor}), each checked to be of the spec's shape at sizes and of its dtype,
    contiguous, on the inputs' device"""
    with torch.no_grad():
        res = getattr(torch.ops.akops, op.name)(*ins.values(), *scalars.values())
    res = list(res) if isinstance(res, tuple) else [res]
    outs = dict(zip([p["name"] for p in op.outs], res))
    for p in op.outs:
        want = [sizes[s] if isinstance(s, str) else s for s in p["shape"]]
        t = outs[p["name"]]
        check(list(t.shape) == want and t.dtype == types[p["dtype"][d]],
              "%s: %s is %s %s, the spec's %s %s" % (what, p["name"], list(t.shape), t.dtype, want, p["dtype"][d]))
        dev = next(iter(ins.values())).device
        check(t.is_contiguous() and t.device == dev and t.storage_offset() == 0,
              "%s: %s is not a fresh contiguous tensor on %s (strides %s, offset %d, on %s)" % (
                  what, p["name"], dev, t.stride(), t.storage_offset(), t.device))
    return outs
