"""The akops package without a GPU (tests/python_test.sh): the installed package imports,
its version is the library's, its ops are the specs' and each has both forms with the
C API's arguments (akops.h's prototypes, an independent text), and every op traces on
fake tensors (make_fx, symbolic shapes) to outputs of the spec's shapes and dtypes; the
refusals it says before the library (a CPU tensor, a dtype mix, a shape, grad) and the
library's own without a GPU (akops.variant). Prints what failed; exits 1 if anything did.

usage: python3 cpu_check.py SPECS.json AKOPS_H     (SPECS.json: akgen show specs/*.yaml)
"""
import re
import sys

import torch
from torch.fx.experimental.proxy_tensor import make_fx

import akops
import akops.torch as at
from common import check, fails, header_protos


def schema_args(schema):
    """[(type, name, default or None)] of a torch schema"""
    out = []
    for a in schema.arguments:
        out.append((str(a.type), a.name, a.default_value if a.has_default_value() else None))
    return out


def main():
    specs = {s["op"]: s for s in __import__("json").load(open(sys.argv[1]))}
    text = open(sys.argv[2]).read()
    protos = header_protos(text)
    version = re.search(r'#define AKOPS_VERSION "([^"]+)"', text).group(1)
    lib = akops.library()
    check(akops.__version__ == version, "the package's version %s is not akops.h's %s" % (akops.__version__, version))
    check(lib.lib.akops_version().decode() == version, "libakops.so says version %s" % lib.lib.akops_version())
    check(akops.ops() == sorted(specs), "the package's ops %s are not the specs' %s" % (akops.ops(), sorted(specs)))
    check(sorted(protos) == sorted(specs), "akops.h's ops %s" % sorted(protos))
    check(at.ops() == sorted("akops::%s%s" % (o, f) for o in specs for f in ("", "_out")),
          "the registered ops: %s" % at.ops())
    ctype = {"constDLTensor*": "Tensor", "DLTensor*": "Tensor", "float": "float", "double": "float",
             "int64_t": "int", "int32_t": "int"}
    for name, spec in specs.items():
        proto = [(ctype.get(t.replace(" ", ""), t), n) for t, n in protos.get(name, [])]
        const = {n for t, n in protos.get(name, []) if t.replace(" ", "").startswith("const")}
        for out in (False, True):
            op = getattr(torch.ops.akops, name + ("_out" if out else "")).default
            got = schema_args(op._schema)
            # the C API's order, the outputs left out of the functional form
            want = [(t, n) for t, n in proto if out or t != "Tensor" or n in const]
            check([(t, n) for t, n, _ in got] == want, "akops::%s%s's arguments %s, akops.h's %s" % (
                name, "_out" if out else "", got, want))
            for t, n, d in got:
                p = next(p for p in spec["params"] if p["name"] == n)
                if p["role"] == "scalar":
                    check(d is not None and abs(d - p["default"]) <= 1e-12 * abs(p["default"]),
                          "akops::%s's %s defaults to %s, the spec's %s" % (name, n, d, p["default"]))
            mutated = [a.name for a in op._schema.arguments if a.alias_info is not None and a.alias_info.is_write]
            outs = [p["name"] for p in spec["params"] if p["role"] == "out"]
            check(mutated == (outs if out else []), "akops::%s%s writes %s" % (name, "_out" if out else "", mutated))
    # tracing: every op and dtype on fake tensors, symbolic sizes; outputs of the spec's shapes
    for name, spec in specs.items():
        op = lib.ops[name]
        for d in spec["dtypes"]:
            sizes = {s["name"]: 8 + 8 * k for k, s in enumerate(spec["symbols"])}
            args = []
            for p in op.tensors:
                if p["role"] == "out":
                    continue
                shape = [sizes[s] if isinstance(s, str) else s for s in p["shape"]]
                args.append(torch.empty(shape, device="meta", dtype=at.TYPES[p["dtype"][d]]))
            fn = getattr(torch.ops.akops, name).default
            try:
                gm = make_fx(lambda *a: fn(*a), tracing_mode="symbolic")(*args)
                check(any(n.target is fn for n in gm.graph.nodes), "akops::%s %s: not in the traced graph" % (name, d))
                res = fn(*args)
                res = list(res) if isinstance(res, tuple) else [res]
                for p, t in zip(op.outs, res):
                    want = [sizes[s] if isinstance(s, str) else s for s in p["shape"]]
                    check(list(t.shape) == want and t.dtype == at.TYPES[p["dtype"][d]],
                          "akops::%s %s: %s is %s %s, the spec's %s %s" % (name, d, p["name"], list(t.shape), t.dtype,
                                                                          want, p["dtype"][d]))
            except Exception as e:  # noqa: BLE001 (reported)
                check(False, "akops::%s %s: tracing raised %s: %s" % (name, d, type(e).__name__, e))
    # leading dimensions fold into the batch, as the C API folds them: the outputs of
    # the batch keep them
    y = torch.ops.akops.rmsnorm(torch.empty(2, 5, 64, device="meta"), torch.empty(64, device="meta"))
    check(list(y.shape) == [2, 5, 64], "rmsnorm of [2, 5, 64]: %s" % list(y.shape))
    loss, mean = torch.ops.akops.cross_entropy(torch.empty(2, 5, 100, device="meta"),
                                               torch.empty(2, 5, device="meta", dtype=torch.int64))
    check(list(loss.shape) == [2, 5] and list(mean.shape) == [], "cross_entropy of [2, 5, 100]: %s %s" % (
        list(loss.shape), list(mean.shape)))
    # refusals
    x = torch.empty(4, 64, device="meta", dtype=torch.bfloat16)
    w = torch.empty(64, device="meta", dtype=torch.bfloat16)
    cases = (("a CPU tensor", lambda: torch.ops.akops.rmsnorm(torch.ones(4, 64), torch.ones(64)), akops.OpError),
             ("a dtype mix", lambda: torch.ops.akops.rmsnorm(x, w.float()), akops.OpError),
             ("a rank", lambda: torch.ops.akops.rmsnorm(x[0], w), akops.OpError),
             ("a weight with leading dimensions", lambda: torch.ops.akops.rmsnorm(x, w[None]), akops.OpError),
             ("leading sizes that differ", lambda: torch.ops.akops.cross_entropy(
                 torch.empty(2, 5, 100, device="meta"), torch.empty(5, 2, device="meta", dtype=torch.int64)),
              akops.OpError),
             ("grad", lambda: torch.ops.akops.rmsnorm(x.clone().requires_grad_(), w), at.AkopsNoGrad),
             ("no GPU", lambda: akops.variant("rmsnorm", torch.bfloat16), akops.AkopsError),
             ("an unknown op", lambda: akops.variant("nosuch", "bf16"), KeyError))
    for what, call, want in cases:
        try:
            call()
            check(False, "%s: not refused" % what)
        except want as e:
            print("refused, %s: %s" % (what, e))
        except Exception as e:  # noqa: BLE001
            check(False, "%s: %s instead of %s: %s" % (what, type(e).__name__, want.__name__, e))
    print("cpu_check: %d failed" % len(fails))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
