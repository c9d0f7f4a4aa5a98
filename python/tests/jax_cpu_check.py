"""akops.jax without a GPU (tests/python_test.sh): the installed package's JAX ops are
the specs', each registered as its CUDA target; every op and dtype traces and lowers
for CUDA under jax.jit (JAX lowers for a platform it does not have) to one custom
call of its target whose operands, results and attributes are akops.h's arguments in
its order (the C API's own text, independent of the operators' table), of the
spec's shapes and dtypes; the handlers jaxgen.py writes take XLA's operands and
results in that order and call akops_<op> with them in akops.h's order; and the
refusals said when tracing (a dtype, a rank, sizes that disagree, grad). Prints what
failed; exits 1 if anything did.

usage: python3 jax_cpu_check.py SPECS.json AKOPS_H AKOPS_JAX_CC
       (SPECS.json: akgen show specs/*.yaml; AKOPS_JAX_CC: jaxgen.py's output)
"""
import json
import re
import sys

import jax
import jax.numpy as jnp

jax.config.update("jax_enable_x64", True)

import akops  # noqa: E402
import akops.jax as aj  # noqa: E402
from common import check, fails, header_protos  # noqa: E402

# a C type of akops.h as an MLIR element type of an attribute
MLIR = {"float": "f32", "double": "f64", "int64_t": "i64", "int32_t": "i32"}
ELEM = {"bf16": "bf16", "f16": "f16", "f32": "f32", "f64": "f64", "i32": "i32", "i64": "i64"}


def tensor_types(text):
    """["4x64xbf16", ...] of an MLIR signature's tensor<...> types, in order"""
    return re.findall(r"tensor<([^>]*)>", text)


def lowered_call(text, target):
    """the one stablehlo.custom_call of target in text: (operand types, result types,
    attributes text); None when there is not exactly one"""
    calls = [line for line in text.splitlines() if "stablehlo.custom_call @%s(" % target in line]
    if len(calls) != 1:
        return None
    line = calls[0]
    sig = line.rsplit(" : ", 1)[1]
    ins, outs = sig.split(" -> ", 1)
    attrs = re.search(r"mhlo\.backend_config = \{([^}]*)\}", line)
    return tensor_types(ins), tensor_types(outs), attrs.group(1) if attrs else ""


def split_args(text):
    """a C call's arguments, split at the commas outside parentheses"""
    out, depth, cur = [], 0, ""
    for c in text:
        if c == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
            continue
        depth += (c == "(") - (c == ")")
        cur += c
    return out + [cur.strip()] if cur.strip() else out


def handler_arg(text):
    """the C API argument a handler passes: c.tensor(i, "x", a_x) is x (its name and
    XLA's buffer alike: the operand a_x, or the result *r_x), a scalar its own name;
    anything else as it is, which no prototype matches"""
    m = re.fullmatch(r'c\.tensor\(\d+, "(\w+)", \*?[ar]_(\w+)\)', text) or \
        re.fullmatch(r'c\.inout\(\d+, "(\w+)", a_(\w+), \*r_\2\)', text)
    if m:
        return m.group(1) if m.group(1) == m.group(2) else text
    return text


def mlir(shape, dtype):
    return "x".join([str(s) for s in shape] + [ELEM[dtype]])


def main():
    specs = {s["op"]: s for s in json.load(open(sys.argv[1]))}
    protos = header_protos(open(sys.argv[2]).read())
    handlers = open(sys.argv[3]).read()
    check(aj.ops() == sorted(specs), "akops.jax's ops %s are not the specs' %s" % (aj.ops(), sorted(specs)))
    for name, spec in specs.items():
        proto = protos.get(name, [])
        check(callable(getattr(aj, name, None)), "akops.jax has no %s" % name)
        # the handler's call: akops_<op> with its tensors and scalars in akops.h's order
        m = re.search(r"akops_%s\((.*), stream\)\);" % name, handlers)
        got = [handler_arg(a) for a in split_args(m.group(1) if m else "")]
        check(got == [n for _, n in proto],
              "the handler of %s calls akops_%s(%s); akops.h: %s" % (name, name, m and m.group(1), proto))
        const = [n for t, n in proto if t.replace(" ", "") == "constDLTensor*"]
        outs = [n for t, n in proto if t.replace(" ", "") == "DLTensor*"]
        # XLA binds the operands and results to the handler's parameters by position:
        # they must come in the order the custom call passes them (akops.h's, checked below)
        sig = re.search(r"static ffi::Error %s_impl\(([^)]*)\)" % name, handlers)
        sig = sig.group(1) if sig else ""
        check(re.findall(r"ffi::AnyBuffer a_(\w+)", sig) == const and
              re.findall(r"ffi::Result<ffi::AnyBuffer> r_(\w+)", sig) == outs,
              "the handler of %s takes (%s); akops.h's inputs %s, outputs %s" % (name, sig, const, outs))
        if not hasattr(aj, name):
            continue
        fn = getattr(aj, name)
        scalars = [(t, n) for t, n in proto if "DLTensor" not in t]
        params = {p["name"]: p for p in spec["params"]}
        for d in spec["dtypes"]:
            sizes = {s["name"]: 8 + 8 * k for k, s in enumerate(spec["symbols"])}
            args = []
            for n in const:
                p = params[n]
                shape = [sizes[s] if isinstance(s, str) else s for s in p["shape"]]
                args.append(jnp.zeros(shape, aj.JAX[p["dtype"][d]]))
            try:
                lowered = jax.jit(fn).trace(*args).lower(lowering_platforms=("cuda",)).as_text()
            except Exception as e:  # noqa: BLE001 (reported)
                check(False, "akops.jax.%s %s: lowering for CUDA raised %s: %s" % (name, d, type(e).__name__, e))
                continue
            call = lowered_call(lowered, "akops_" + name)
            if call is None:
                check(False, "akops.jax.%s %s: not one custom call of akops_%s:\n%s" % (name, d, name, lowered))
                continue
            ins, res, attrs = call
            want_ins = [mlir(a.shape, params[n]["dtype"][d]) for n, a in zip(const, args)]
            want_res = [mlir([sizes[s] if isinstance(s, str) else s for s in params[n]["shape"]], params[n]["dtype"][d])
                        for n in outs]
            check(ins == want_ins, "akops.jax.%s %s: operands %s, akops.h's inputs %s" % (name, d, ins, want_ins))
            check(res == want_res, "akops.jax.%s %s: results %s, akops.h's outputs %s" % (name, d, res, want_res))
            for t, n in scalars:
                default = params[n]["default"]
                m = re.search(r"\b%s = ([-0-9.eE+]+) : (\w+)" % n, attrs)
                check(m is not None and m.group(2) == MLIR[t] and abs(float(m.group(1)) - default) <=
                      1e-6 * max(abs(default), 1e-30), "akops.jax.%s %s: attribute %s is %s, akops.h's %s %s (the "
                      "spec's default %s)" % (name, d, n, m and m.group(0), t, n, default))
            check(not any(n not in [s for _, s in scalars] for n in re.findall(r"(\w+) = ", attrs)),
                  "akops.jax.%s %s: attributes %s, akops.h's scalars %s" % (name, d, attrs, scalars))
    # leading dimensions fold into the batch, as the C API folds them
    y = jax.eval_shape(aj.rmsnorm, jnp.zeros((2, 5, 64), jnp.bfloat16), jnp.zeros(64, jnp.bfloat16))
    check(y.shape == (2, 5, 64) and y.dtype == jnp.bfloat16, "rmsnorm of [2, 5, 64]: %s" % (y,))
    loss, mean = jax.eval_shape(aj.cross_entropy, jnp.zeros((2, 5, 100), jnp.float32), jnp.zeros((2, 5), jnp.int64))
    check(loss.shape == (2, 5) and mean.shape == () and loss.dtype == jnp.float32,
          "cross_entropy of [2, 5, 100]: %s %s" % (loss, mean))
    # a scalar given: the attribute carries it, of the C API's type
    text = jax.jit(lambda x, w: aj.rmsnorm(x, w, eps=0.25)).trace(
        jnp.zeros((4, 64), jnp.float32), jnp.zeros(64, jnp.float32)).lower(lowering_platforms=("cuda",)).as_text()
    check("eps = 2.500000e-01 : f32" in text, "rmsnorm(eps=0.25) lowers to %s" % (lowered_call(text, "akops_rmsnorm"),))
    # refusals, when tracing
    x = jnp.zeros((4, 64), jnp.bfloat16)
    w = jnp.zeros(64, jnp.bfloat16)
    cases = (("a dtype mix", lambda: aj.rmsnorm(x, w.astype(jnp.float32)), akops.OpError),
             ("a rank", lambda: aj.rmsnorm(x[0], w), akops.OpError),
             ("sizes that disagree", lambda: aj.rmsnorm(x, w[:32]), akops.OpError),
             ("leading sizes that differ", lambda: aj.cross_entropy(
                 jnp.zeros((2, 5, 100), jnp.float32), jnp.zeros((5, 2), jnp.int64)), akops.OpError),
             ("an unknown argument", lambda: aj.rmsnorm(x, w, epsilon=1e-5), TypeError),
             ("an input left out", lambda: aj.rmsnorm(x), TypeError),
             ("a traced scalar", lambda: jax.jit(aj.rmsnorm)(x, w, 1e-5), TypeError),
             ("an integer scalar not whole", lambda: aj.cross_entropy(jnp.zeros((4, 100), jnp.float32),
                                                                       jnp.zeros(4, jnp.int64), 2.5), TypeError),
             ("an integer scalar out of its type", lambda: aj.cross_entropy(
                 jnp.zeros((4, 100), jnp.float32), jnp.zeros(4, jnp.int64), 2 ** 70), TypeError),
             ("grad", lambda: jax.grad(lambda x: aj.rmsnorm(x, w.astype(jnp.float32)).sum())(x.astype(jnp.float32)),
              ValueError))
    for what, call, want in cases:
        try:
            jax.eval_shape(call) if what != "grad" else call()
            check(False, "%s: not refused" % what)
        except want as e:
            print("refused, %s: %s" % (what, str(e).splitlines()[0]))
        except Exception as e:  # noqa: BLE001
            check(False, "%s: %s instead of %s: %s" % (what, type(e).__name__, want.__name__, e))
    # 64-bit arrays without x64: the refusal says how to have them
    jax.config.update("jax_enable_x64", False)
    try:
        jax.eval_shape(aj.cross_entropy, jnp.zeros((4, 100), jnp.float32), jnp.zeros(4, jnp.int32))
        check(False, "cross_entropy with an int32 target: not refused")
    except akops.OpError as e:
        check("jax_enable_x64" in str(e), "the refusal of an int32 target does not name jax_enable_x64: %s" % e)
    print("jax_cpu_check: %d failed (%d ops, jax %s, handlers built against jax %s)"
          % (len(fails), len(specs), jax.__version__, aj.BUILT_WITH))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
