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
    ({name: tensor}), each checked to be of the spec's shape at sizes and of its dtype"""
    with torch.no_grad():
        res = getattr(torch.ops.akops, op.name)(*ins.values(), *scalars.values())
    res = list(res) if isinstance(res, tuple) else [res]
    outs = dict(zip([p["name"] for p in op.outs], res))
    for p in op.outs:
        want = [sizes[s] if isinstance(s, str) else s for s in p["shape"]]
        t = outs[p["name"]]
        check(list(t.shape) == want and t.dtype == types[p["dtype"][d]],
              "%s: %s is %s %s, the spec's %s %s" % (what, p["name"], list(t.shape), t.dtype, want, p["dtype"][d]))
    return outs
