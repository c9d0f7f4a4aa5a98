"""akops.torch's C++ kernels run without a GPU (tests/python_test.sh): torchopsgen.py's
kernels compiled for the CPU (AKOPS_TORCH_TEST_CPU: every step but the device guard and
the stream) against recorders of the C API (a library written here from akops.h's
prototypes, an independent text, that records each call's DLTensors and scalars as JSON
and zeroes the outputs), loaded over akops.torch's CPU refusal. For every op and dtype,
in both forms: the C API's arguments in akops.h's order, each tensor's data pointer,
dtype, shape and strides as the tensor's own, the scalars given or their defaults, the
stream; the outputs of the spec's shapes and dtypes, fresh and contiguous, the written
ones' versions bumped; the GIL released for the entry points' calls (akops.torch.<op>);
torch.library.opcheck; leading dimensions and a strided input; the refusals with the
Python kernels' messages (akops._ops's own), a library refusal as AkopsError's message,
grad. Prints what failed; exits 1 if anything did.

usage: python3 torch_cpp_check.py SPECS.json AKOPS_H AKOPS_TORCH_CC INCLUDE_DIR...
       (INCLUDE_DIR: akops.h's and DLPack's, CUDA's)
"""
import atexit
import ctypes
import json
import os
import shutil
import subprocess
import sys
import tempfile

import torch

import akops
import akops.torch as at
from common import call_inputs, check, fails, functional_call, header_protos, spec_tensor, value_refusals

DLTYPE = {(4, 16): "bf16", (2, 16): "f16", (2, 32): "f32", (2, 64): "f64", (0, 32): "i32", (0, 64): "i64"}


def recorders(protos):
    """the C of a library of akops_<op> recorders: each call as JSON in akops_test_record"""
    out = ["#include <akops.h>", "#include <dlfcn.h>", "#include <stdarg.h>", "#include <stdio.h>",
           "#include <string.h>", "",
           "int akops_test_status;", "char akops_test_record[16384];", "static size_t used;", "",
           "/* whether the calling thread holds Python's GIL (1), not (0), or no Python (-1) */",
           "static int gil(void)", "{", "\tvoid *p = dlsym(RTLD_DEFAULT, \"PyGILState_Check\");",
           "\tint (*f)(void);", "\tif (!p)", "\t\treturn -1;", "\tmemcpy(&f, &p, sizeof f);", "\treturn f();", "}",
           "",
           "static void put(const char *fmt, ...)", "{", "\tva_list ap;", "\tva_start(ap, fmt);",
           "\tint n = vsnprintf(akops_test_record + used, sizeof akops_test_record - used, fmt, ap);",
           "\tva_end(ap);", "\tif (n > 0 && used + (size_t)n < sizeof akops_test_record)", "\t\tused += (size_t)n;",
           "}", "",
           "static void tensor(const DLTensor *t, int zero)", "{",
           "\tlong long n = 1;",
           "\tput(\"{\\\"data\\\": %llu, \\\"dev\\\": [%d, %d], \\\"dtype\\\": [%d, %d, %d], \\\"off\\\": %llu, "
           "\\\"shape\\\": [\", (unsigned long long)(size_t)t->data, (int)t->device.device_type, "
           "(int)t->device.device_id, t->dtype.code, t->dtype.bits, t->dtype.lanes, "
           "(unsigned long long)t->byte_offset);",
           "\tfor (int k = 0; k < t->ndim; k++) {", "\t\tput(k ? \", %lld\" : \"%lld\", (long long)t->shape[k]);",
           "\t\tn *= t->shape[k];", "\t}",
           "\tput(\"], \\\"strides\\\": \");",
           "\tif (!t->strides)", "\t\tput(\"null\");", "\telse {", "\t\tput(\"[\");",
           "\t\tfor (int k = 0; k < t->ndim; k++)",
           "\t\t\tput(k ? \", %lld\" : \"%lld\", (long long)t->strides[k]);", "\t\tput(\"]\");", "\t}",
           "\tput(\"}, \");",
           "\tif (zero && akops_test_status == 0)", "\t\tmemset(t->data, 0, (size_t)n * t->dtype.bits / 8);", "}", "",
           "const char *akops_last_error(void)", "{", "\treturn \"recorded refusal\";", "}", ""]
    for name, params in protos.items():
        args = ", ".join("%s %s" % (t, n) for t, n in params)
        out += ["akops_status akops_%s(%s, cudaStream_t stream)" % (name, args), "{", "\tused = 0;",
                "\tput(\"{\\\"op\\\": \\\"%s\\\", \\\"args\\\": [\");" % name]
        for t, n in params:
            if "DLTensor" in t:
                out.append("\ttensor(%s, %d);" % (n, 0 if t.replace(" ", "").startswith("const") else 1))
            elif t in ("float", "double"):
                out.append("\tput(\"%%.17g, \", (double)%s);" % n)
            else:
                out.append("\tput(\"%%lld, \", (long long)%s);" % n)
        out += ["\tput(\"null], \\\"stream\\\": %llu, \\\"gil\\\": %d}\", (unsigned long long)(size_t)stream, gil());",
                "\treturn (akops_status)akops_test_status;", "}", ""]
    return "\n".join(out)


def build(protos, cc, incs):
    """the recorders' library and the kernels compiled for the CPU against it"""
    d = tempfile.mkdtemp()
    atexit.register(shutil.rmtree, d, True)
    src = os.path.join(d, "rec.c")
    with open(src, "w") as f:
        f.write(recorders(protos))
    torchdir = os.path.dirname(torch.__file__)
    flags = ["-I%s" % i for i in incs]
    rec = os.path.join(d, "libakops_rec.so")
    subprocess.run(["cc", "-std=c11", "-Wall", "-Werror", "-shared", "-fPIC", "-Wl,-soname,libakops_rec.so", "-o",
                    rec, src] + flags, check=True)
    lib = os.path.join(d, "akops_torch_cpu.so")
    # as python/CMakeLists.txt builds the shipped kernels: optimised, hidden visibility
    subprocess.run([os.environ.get("CXX", "c++"), "-std=c++20", "-O3", "-DNDEBUG", "-fvisibility=hidden", "-Wall",
                    "-Wextra", "-Werror", "-shared", "-fPIC", "-DAKOPS_TORCH_TEST_CPU",
                    "-D_GLIBCXX_USE_CXX11_ABI=%d" % int(torch._C._GLIBCXX_USE_CXX11_ABI),
                    "-I", os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."),
                    "-isystem", os.path.join(torchdir, "include"), "-o", lib, cc, rec,
                    "-L", os.path.join(torchdir, "lib"), "-lc10", "-ltorch_cpu", "-Wl,-rpath," + d] + flags,
                   check=True)
    return rec, lib


class Rec:
    def __init__(self, path):
        self.lib = ctypes.CDLL(path)
        self.status = ctypes.c_int.in_dll(self.lib, "akops_test_status")
        self.buf = (ctypes.c_char * 16384).in_dll(self.lib, "akops_test_record")

    def clear(self):
        self.buf[0] = b"\0"

    def last(self):
        text = self.buf.value.decode()
        return json.loads(text) if text else None


def expect_call(rec, name, what, proto, tensors, scalars):
    got = rec.last()
    if not got or got["op"] != name:
        check(False, "%s: akops_%s not called (%s)" % (what, name, got and got["op"]))
        return
    args = got["args"][:-1]
    check(len(args) == len(proto) and got["stream"] == 0x5EED, "%s: %d arguments, the stream %r" % (
        what, len(args), got["stream"]))
    for (ctype, n), a in zip(proto, args):
        if "DLTensor" in ctype:
            t = tensors[n]
            have = (a["data"], tuple(a["dev"]), DLTYPE.get(tuple(a["dtype"][:2])), a["dtype"][2], tuple(a["shape"]),
                    tuple(a["strides"]), a["off"])
            want = (t.data_ptr(), (2, 0), at._dtname(t), 1, tuple(t.shape), tuple(t.stride()), 0)
            check(have == want, "%s: %s is passed as %s, the tensor is %s" % (what, n, have, want))
        else:
            check(abs(a - scalars[n]) <= 1e-6 * abs(scalars[n]), "%s: scalar %s is %r, given %r" % (
                what, n, a, scalars[n]))


def refused(what, call, kind, message):
    """call() raises kind with message (the Python kernels' own)"""
    try:
        call()
        check(False, "%s: not refused" % what)
    except kind as e:
        text = str(e).split("\nException raised from")[0]
        check(text == message, "%s: the message %r, the Python kernels' %r" % (what, text, message))
        print("refused, %s: %s" % (what, text))
    except Exception as e:  # noqa: BLE001
        check(False, "%s: %s instead of %s: %s" % (what, type(e).__name__, kind.__name__, e))


def fast_checks(rec, protos, specs, lib):
    """akops.torch.<op> and <op>_out, the eager entry points (akops/_torch_fast, built
    with the wheel against this torch): for every op and dtype the library called as
    through torch.ops, the scalars given by name or left to their defaults, the outputs
    given by name; Python's own TypeErrors for wrong arguments; the refusals as
    torch.ops's; a tensor subclass and a torch function mode go through torch.ops; under
    torch.compile the op is traced as torch.ops.akops.<op>, with no graph break"""
    check(at.fast, "akops.torch.fast is False: %s" % at.fast_reason)
    for name, spec in specs.items():
        op, proto = lib.ops[name], protos[name]
        check(callable(getattr(at, name, None)) and callable(getattr(at, name + "_out", None)),
              "akops.torch.%s or %s_out missing" % (name, name))
        for d in spec["dtypes"]:
            sizes, ins, scalars = call_inputs(torch, at.TYPES, op, spec, d, 5, 0)
            what = "akops.torch.%s %s" % (name, d)
            rec.clear()
            with torch.no_grad():
                res = getattr(at, name)(*ins.values(), **scalars)
            res = list(res) if isinstance(res, tuple) else [res]
            held = (rec.last() or {}).get("gil")
            check(held == 0, "%s: the library was called with the GIL %s" % (
                what, {1: "held", -1: "unknown (no PyGILState_Check)"}.get(held, repr(held))))
            outs = dict(zip([p["name"] for p in op.outs], res))
            for p in op.outs:
                want = [sizes[s] if isinstance(s, str) else s for s in p["shape"]]
                check(list(outs[p["name"]].shape) == want, "%s: %s is %s, the spec's %s" % (
                    what, p["name"], list(outs[p["name"]].shape), want))
            expect_call(rec, name, what, proto, dict(ins, **outs), scalars)
            rec.clear()
            with torch.no_grad():
                r = getattr(at, name + "_out")(**{p["name"]: ins.get(p["name"], outs.get(p["name"]))
                                                  for p in op.tensors})
            check(r is None, "%s (out=) returned %r" % (what, r))
            expect_call(rec, name, what + " (out=)", proto, dict(ins, **outs),
                        {p["name"]: p["default"] for p in op.scalars})
    x, w = torch.randn(4, 64), torch.randn(64)
    for what, call, message in (
            ("a missing argument", lambda: at.rmsnorm(x), "akops.torch.rmsnorm() missing required argument 'w' (pos 2)"),
            ("too many", lambda: at.rmsnorm(x, w, 1e-6, 1), "akops.torch.rmsnorm() takes at most 3 arguments (4 given)"),
            ("an unknown name", lambda: at.rmsnorm(x, w, bogus=1),
             "akops.torch.rmsnorm() got an unexpected keyword argument 'bogus'"),
            ("twice", lambda: at.rmsnorm(x, w, x=x), "akops.torch.rmsnorm() got multiple values for argument 'x'"),
            ("a scalar of another type", lambda: at.rmsnorm(x, w, eps="a"),
             "akops.torch.rmsnorm(): eps must be a float (must be real number, not str)")):
        refused("akops.torch: " + what, call, TypeError, message)
    for what, form, args, message in value_refusals(torch, lib, "cpu"):
        refused("akops.torch: " + what, lambda: getattr(at, form)(*args), ValueError, message)
    refused("akops.torch: grad", lambda: at.rmsnorm(x.clone().requires_grad_(), w), RuntimeError,
            at.NOGRAD % "akops::rmsnorm")

    class Sub(torch.Tensor):
        pass

    class Mode(torch.overrides.TorchFunctionMode):
        def __init__(self):
            super().__init__()
            self.seen = []

        def __torch_function__(self, func, types, args=(), kwargs=None):
            self.seen.append(str(func))
            return func(*args, **(kwargs or {}))
    rec.clear()
    xs = x.as_subclass(Sub)
    with torch.no_grad():
        y = at.rmsnorm(xs, w)
    check(type(y) is Sub, "akops.torch.rmsnorm of a subclass gave %s, not the subclass (torch.ops's way)" % type(y))
    expect_call(rec, "rmsnorm", "akops.torch.rmsnorm of a subclass", protos["rmsnorm"], {"x": xs, "w": w, "y": y},
                {"eps": 1e-6})
    mode = Mode()
    with torch.no_grad(), mode:
        at.rmsnorm(x, w)
    check(any("akops" in f and "rmsnorm" in f for f in mode.seen),
          "a torch function mode did not see akops.torch.rmsnorm's call: %s" % mode.seen)

    def f(a, b):
        return at.rmsnorm(a, b) * 2
    try:
        ex = torch._dynamo.explain(f)(x, w)
        code = "".join(g.code for g in ex.graphs)
        check(ex.graph_break_count == 0 and "torch.ops.akops.rmsnorm" in code,
              "torch.compile of akops.torch.rmsnorm: %d breaks, graph %s" % (ex.graph_break_count, code[:300]))
    except Exception as e:  # noqa: BLE001 (reported)
        check(False, "torch._dynamo.explain of akops.torch.rmsnorm raised %s: %s" % (type(e).__name__, e))


def main():
    specs = {s["op"]: s for s in json.load(open(sys.argv[1]))}
    protos = header_protos(open(sys.argv[2]).read())
    rec_path, lib_path = build(protos, sys.argv[3], sys.argv[4:])
    rec = Rec(rec_path)
    torch.ops.load_library(lib_path)  # over the CPU refusal: a warning says so
    lib = akops.library()
    torch.manual_seed(0)
    for name, spec in specs.items():
        op, proto = lib.ops[name], protos[name]
        for d in spec["dtypes"]:
            for round_, base in enumerate((5, 7)):
                sizes, ins, scalars = call_inputs(torch, at.TYPES, op, spec, d, base, round_)
                what = "akops::%s %s, call %d" % (name, d, round_ + 1)
                rec.clear()
                outs = functional_call(torch, at.TYPES, op, d, sizes, ins, scalars, what)
                expect_call(rec, name, what, proto, dict(ins, **outs), scalars)
                versions = {n: t._version for n, t in outs.items()}
                rec.clear()
                with torch.no_grad():
                    getattr(torch.ops.akops, name + "_out")(*[ins.get(p["name"], outs.get(p["name"]))
                                                               for p in op.tensors])
                expect_call(rec, name, what + " (out=)", proto, dict(ins, **outs),
                            {p["name"]: p["default"] for p in op.scalars})
                check(all(t._version > versions[n] for n, t in outs.items()),
                      "%s (out=): the outputs' versions are not bumped" % what)
            # opcheck: the schemas, the fake kernels against these kernels' outputs
            args, outl = [], []
            for p in op.tensors:
                (outl if p["role"] == "out" else args).append(spec_tensor(torch, at.TYPES, p, d, sizes))
            scal = [p["default"] for p in op.scalars]
            it_in, it_out = iter(args), iter(outl)
            everything = [next(it_out) if p["role"] == "out" else next(it_in) for p in op.tensors]
            for form, call in ((name, args + scal), (name + "_out", everything + scal)):
                try:
                    r = torch.library.opcheck(getattr(torch.ops.akops, form).default, tuple(call))
                    check(all(v == "SUCCESS" for v in r.values()), "opcheck akops::%s %s: %s" % (form, d, r))
                except Exception as e:  # noqa: BLE001 (reported)
                    check(False, "opcheck akops::%s %s raised %s: %s" % (form, d, type(e).__name__, str(e)[:500]))
    # leading dimensions fold into the batch; a strided input goes as it is
    w = torch.randn(64)
    x3 = torch.randn(2, 3, 64)
    with torch.no_grad():
        y3 = torch.ops.akops.rmsnorm(x3, w)
    check(list(y3.shape) == [2, 3, 64], "rmsnorm of [2, 3, 64]: y is %s" % list(y3.shape))
    expect_call(rec, "rmsnorm", "rmsnorm of [2, 3, 64]", protos["rmsnorm"], {"x": x3, "w": w, "y": y3}, {"eps": 1e-6})
    loss, mean = torch.ops.akops.cross_entropy(torch.randn(2, 5, 100), torch.zeros(2, 5, dtype=torch.int64))
    check(list(loss.shape) == [2, 5] and list(mean.shape) == [], "cross_entropy of [2, 5, 100]: %s %s" % (
        list(loss.shape), list(mean.shape)))
    xs = torch.randn(6, 80)[:, :64]
    with torch.no_grad():
        ys = torch.ops.akops.rmsnorm(xs, w, 1e-5)
    expect_call(rec, "rmsnorm", "rmsnorm of a strided x", protos["rmsnorm"], {"x": xs, "w": w, "y": ys}, {"eps": 1e-5})
    # the refusals, with the Python kernels' messages
    x = torch.randn(4, 64)
    for what, form, args, message in value_refusals(torch, lib, "cpu"):
        refused(what, lambda: getattr(torch.ops.akops, form)(*args), ValueError, message)
    for what, call, q in (("grad", lambda: torch.ops.akops.rmsnorm(x.clone().requires_grad_(), w), "akops::rmsnorm"),
                          ("grad (out=)", lambda: torch.ops.akops.rmsnorm_out(x, w.clone().requires_grad_(),
                                                                              torch.empty(4, 64)),
                           "akops::rmsnorm_out")):
        rec.clear()
        refused(what, call, RuntimeError, at.NOGRAD % q)
        check(rec.last() is None, "%s: refused, yet the library was called" % what)
    # every status the library can return, and one past them, named as the Python kernels name it
    from akops._lib import STATUS
    for st in range(1, len(STATUS) + 1):
        rec.status.value = st
        with torch.no_grad():
            refused("a library refusal (status %d)" % st, lambda: torch.ops.akops.rmsnorm(x, w), RuntimeError,
                    str(akops.AkopsError(st, "recorded refusal")))
    rec.status.value = 0
    fast_checks(rec, protos, specs, lib)
    print("torch_cpp_check: %d failed" % len(fails))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
