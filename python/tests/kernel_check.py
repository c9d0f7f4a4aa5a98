"""akops.torch's kernels without a GPU (tests/python_test.sh): what each op's kernel
passes the library, on CPU tensors, with the library's functions replaced by recorders
that read back every DLTensor they are given (and the device and stream stood in for,
the only CUDA parts). For every op and dtype, in both forms and twice over (a new
signature, then the same one again, which reuses the call's packed tensors): the C
API's arguments in akops.h's order, each tensor's data pointer, dtype, device, shape
and strides as the tensor's own, the scalars given or their defaults, the stream, the
outputs returned of the spec's shapes and dtypes, the written ones' version counters
bumped; torch.library.opcheck of every op and dtype in both forms (the recorders zero
the outputs); strided inputs and leading dimensions; a library refusal as AkopsError with
its message; grad refused. Prints what failed; exits 1 if anything did.

usage: python3 kernel_check.py SPECS.json AKOPS_H
"""
import ctypes
import json
import sys

import torch

import akops
from common import call_inputs, check, fails, functional_call, header_protos, spec_tensor

lib = akops.library()
CALLS = []
STATUS = [0]
BYTES = {"bf16": 2, "f16": 2, "f32": 4, "f64": 8, "i32": 4, "i64": 8}
DLTYPE = {(4, 16): "bf16", (2, 16): "f16", (2, 32): "f32", (2, 64): "f64", (0, 32): "i32", (0, 64): "i64"}


class DL(ctypes.Structure):
    """DLPack's DLTensor, declared here apart from the package's packing of it"""
    _fields_ = [("data", ctypes.c_uint64), ("dev_type", ctypes.c_int32), ("dev_id", ctypes.c_int32),
                ("ndim", ctypes.c_int32), ("code", ctypes.c_uint8), ("bits", ctypes.c_uint8),
                ("lanes", ctypes.c_uint16), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


def dltensor(addr):
    """(data, device type, device id, dtype name, shape, strides) of the DLTensor at addr"""
    t = DL.from_address(addr)
    shape = tuple(t.shape[k] for k in range(t.ndim))
    strides = tuple(t.strides[k] for k in range(t.ndim)) if t.strides else None
    return (t.data, t.dev_type, t.dev_id, DLTYPE.get((t.code, t.bits)), shape, strides, t.byte_offset)


def recorder(name):
    """akops_<name> stood in for: the call recorded; its outputs (the tensors akops.h
    does not take const) zeroed, so that a result is the same each time"""
    outs = [k for k, p in enumerate(lib.ops[name].params) if p["role"] in ("out", "inout")]

    def fn(*args):
        CALLS.append((name, args))
        if STATUS[0] == 0:
            for k in outs:
                data, _, _, dt, shape, _, _ = dltensor(args[k])
                n = 1
                for s in shape:
                    n *= s
                ctypes.memset(data, 0, n * BYTES[dt])
        return STATUS[0]
    return fn


for _name in list(lib.fns):
    lib.fns[_name] = recorder(_name)
lib.last_error = lambda: "recorded refusal"

import akops.torch as at  # noqa: E402  (after the recorders: its kernels take lib.fns on import)

# the CUDA parts stood in for: CPU tensors on "device 0", stream 0x5eed
at._device = lambda op, tensors: torch.device("cpu", 0)
at._curdev = lambda: 0
at._rawstream = lambda index: 0x5EED


def expect_call(name, what, proto, tensors, scalars):
    """the last recorded call: akops_<name> with tensors ({name: tensor}) and scalars
    ({name: value}) in akops.h's order, then the stream"""
    if not CALLS or CALLS[-1][0] != name:
        check(False, "%s: akops_%s not called" % (what, name))
        return
    args = CALLS[-1][1]
    check(len(args) == len(proto) + 1 and args[-1] == 0x5EED, "%s: %d arguments, the last %r" % (
        what, len(args), args[-1]))
    for (ctype, n), a in zip(proto, args):
        if "DLTensor" in ctype:
            t = tensors[n]
            got = dltensor(a)
            want = (t.data_ptr(), 2, 0, at._dtname(t), tuple(t.shape), tuple(t.stride()), 0)
            check(got == want, "%s: %s is passed as %s, the tensor is %s" % (what, n, got, want))
        else:
            check(abs(a - scalars[n]) <= 1e-6 * abs(scalars[n]), "%s: scalar %s is %r, given %r" % (
                what, n, a, scalars[n]))


def main():
    specs = {s["op"]: s for s in json.load(open(sys.argv[1]))}
    protos = header_protos(open(sys.argv[2]).read())
    torch.manual_seed(0)
    for name, spec in specs.items():
        op = lib.ops[name]
        proto = protos[name]
        for d in spec["dtypes"]:
            for round_, base in enumerate((5, 5, 7)):  # a signature, the same again, another
                sizes, ins, scalars = call_inputs(torch, at.TYPES, op, spec, d, base, round_)
                what = "akops::%s %s, call %d" % (name, d, round_ + 1)
                outs = functional_call(torch, at.TYPES, op, d, sizes, ins, scalars, what)
                expect_call(name, what, proto, dict(ins, **outs), scalars)
                # the out= form, into the outputs just made, scalars left to their defaults
                versions = {n: t._version for n, t in outs.items()}
                with torch.no_grad():
                    getattr(torch.ops.akops, name + "_out")(*[ins.get(p["name"], outs.get(p["name"]))
                                                               for p in op.tensors])
                expect_call(name, what + " (out=)", proto, dict(ins, **outs),
                            {p["name"]: p["default"] for p in op.scalars})
                check(all(t._version > versions[n] for n, t in outs.items()),
                      "%s (out=): the outputs' versions are not bumped" % what)
    # torch.library.opcheck of every op and dtype in both forms, on the CPU with the
    # recorders: the schemas, the fake kernels against the kernels' outputs, tracing
    # with AOTAutograd and dynamic shapes
    for name, d in [(name, d) for name, spec in specs.items() for d in spec["dtypes"]]:
        op, spec = lib.ops[name], specs[name]
        sizes = {s["name"]: 4 + 4 * k for k, s in enumerate(spec["symbols"])}
        args, outs = [], []
        for p in op.tensors:
            (outs if p["role"] == "out" else args).append(spec_tensor(torch, at.TYPES, p, d, sizes))
        scal = [p["default"] for p in op.scalars]
        for form, fn, call in ((name, getattr(torch.ops.akops, name).default, args + scal),
                               (name + "_out", getattr(torch.ops.akops, name + "_out").default,
                                [t for t in args] + outs + scal)):
            if form.endswith("_out"):  # the C API's order: each tensor where the spec puts it
                it_in, it_out = iter(args), iter(outs)
                call = [next(it_out) if p["role"] == "out" else next(it_in) for p in op.tensors] + scal
            try:
                res = torch.library.opcheck(fn, tuple(call))
                check(all(v == "SUCCESS" for v in res.values()), "opcheck akops::%s %s: %s" % (form, d, res))
            except Exception as e:  # noqa: BLE001 (reported)
                check(False, "opcheck akops::%s %s raised %s: %s" % (form, d, type(e).__name__, str(e)[:500]))
    # an op whose outputs come between its inputs in the C API's order (none of the
    # library's does yet): each tensor's DLTensor where akops.h has it
    mix = akops._ops.Op({"op": "mix", "dtypes": ["f32"], "batch": "rows", "params": [
        {"name": "x", "role": "in", "shape": ["rows", "cols"], "dtype": {"f32": "f32"}},
        {"name": "y", "role": "out", "shape": ["rows", "cols"], "dtype": {"f32": "f32"}},
        {"name": "w", "role": "in", "shape": ["cols"], "dtype": {"f32": "f32"}},
        {"name": "eps", "role": "scalar", "type": "f32", "default": 0.5},
        {"name": "z", "role": "out", "shape": ["rows"], "dtype": {"f32": "f32"}}]})
    lib.ops["mix"] = mix
    lib.fns["mix"] = recorder("mix")
    proto = [("const DLTensor *", "x"), ("DLTensor *", "y"), ("const DLTensor *", "w"), ("float", "eps"),
             ("DLTensor *", "z")]
    x, w = torch.randn(3, 8), torch.randn(8)
    for out in (False, True):
        run = at._kernel(mix, out)
        if out:
            y, z = torch.empty(3, 8), torch.empty(3)
            run(x, y, w, z, 0.25)
        else:
            y, z = run(x, w, 0.25)
        expect_call("mix", "an op of interleaved outputs%s" % (" (out=)" if out else ""), proto,
                    {"x": x, "y": y, "w": w, "z": z}, {"eps": 0.25})
    # a strided input (rows of a padded buffer) and leading dimensions, passed as they are
    x = torch.randn(6, 80)[:, :64]
    w = torch.randn(64)
    with torch.no_grad():
        y = torch.ops.akops.rmsnorm(x, w, 1e-5)
    expect_call("rmsnorm", "rmsnorm of a strided x", protos["rmsnorm"], {"x": x, "w": w, "y": y}, {"eps": 1e-5})
    x3 = torch.randn(2, 3, 64)
    with torch.no_grad():
        y3 = torch.ops.akops.rmsnorm(x3, w)
    check(list(y3.shape) == [2, 3, 64], "rmsnorm of [2, 3, 64]: y is %s" % list(y3.shape))
    expect_call("rmsnorm", "rmsnorm of [2, 3, 64]", protos["rmsnorm"], {"x": x3, "w": w, "y": y3}, {"eps": 1e-6})
    # refusals: the library's, and grad
    STATUS[0] = 7
    try:
        with torch.no_grad():
            torch.ops.akops.rmsnorm(x, w)
        check(False, "a library refusal: not raised")
    except akops.AkopsError as e:
        check("SHAPE_MISMATCH" in str(e) and "recorded refusal" in str(e), "a library refusal says %s" % e)
    STATUS[0] = 0
    n = len(CALLS)
    for what, call in (("grad", lambda: torch.ops.akops.rmsnorm(x.clone().requires_grad_(), w)),
                       ("grad (out=)", lambda: torch.ops.akops.rmsnorm_out(x, w.clone().requires_grad_(), y))):
        try:
            call()
            check(False, "%s: not refused" % what)
        except at.AkopsNoGrad as e:
            print("refused, %s: %s" % (what, e))
    check(len(CALLS) == n, "a call refused for grad reached the library")
    print("kernel_check: %d failed (%d calls recorded)" % (len(fails), len(CALLS)))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
