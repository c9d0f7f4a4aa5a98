"""akops.jax on a GPU (issue 22): for every op of the library and every dtype, the op
under jax.jit on the GPU against the same op through akops.torch on the same inputs
(PyTorch's path is opcheck'd and checked against PyTorch's own ops: a JAX handler that
passed its tensors or scalars wrongly, or gave an output the wrong shape, differs);
leading dimensions folded; jax.vmap; a scalar the library refuses, as a runtime error
that names it; and the host cost of a jitted call beside plain jax.numpy's. Prints
one JSON object; exits 1 when a check failed.

usage: python3 python/tests/jax_gpu_check.py [OUT.json]
"""
import json
import os
import sys
import time

os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")  # PyTorch shares the GPU

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
import torch  # noqa: E402

jax.config.update("jax_enable_x64", True)

import akops  # noqa: E402
import akops.jax as aj  # noqa: E402
import akops.torch as at  # noqa: E402

SIZE = 64


def sample(op, d, rng, size=SIZE, lead=()):
    """the op's operands in dtype d as numpy arrays (float32 for the floating ones):
    N(0, 1) floats, integers in [0, size); lead: leading sizes of the batch's tensors"""
    out = []
    for p in op.tensors:
        if p["role"] == "out":
            continue
        shape = [size if isinstance(s, str) else s for s in p["shape"]]
        if lead and p["shape"] and p["shape"][0] == op.batch:
            shape = list(lead) + shape[1:]
        if p["dtype"][d] in ("i32", "i64"):
            out.append(rng.integers(0, size, shape).astype(p["dtype"][d].replace("i", "int")))
        else:
            out.append(rng.standard_normal(shape).astype(np.float32))
    return out


def through_jax(op, d, arrays):
    args = [jnp.asarray(a, aj.JAX[p["dtype"][d]]) for p, a in zip([p for p in op.tensors if p["role"] != "out"],
                                                                     arrays)]
    res = jax.jit(getattr(aj, op.name))(*args)
    res = res if isinstance(res, tuple) else (res,)
    return [np.asarray(jax.device_get(r).astype(np.float64)) for r in res]


def through_torch(op, d, arrays):
    args = [torch.from_numpy(a).to("cuda", at.TYPES[p["dtype"][d]])
            for p, a in zip([p for p in op.tensors if p["role"] != "out"], arrays)]
    with torch.no_grad():
        res = getattr(torch.ops.akops, op.name)(*args)
    res = res if isinstance(res, tuple) else (res,)
    return [r.double().cpu().numpy() for r in res]


def compare(a, b):
    """the largest difference between two results, relative to the larger magnitude"""
    if len(a) != len(b) or any(x.shape != y.shape for x, y in zip(a, b)):
        return float("inf")
    worst = 0.0
    for x, y in zip(a, b):
        scale = max(float(np.max(np.abs(y))) if y.size else 0.0, 1e-30)
        worst = max(worst, float(np.max(np.abs(x - y))) / scale if x.size else 0.0)
    return worst


def hostcost(n=2000):
    """microseconds a jitted call takes of the host, queued: rmsnorm through akops.jax
    and through jax.numpy, on [8, 1024] bf16"""
    x = jnp.ones((8, 1024), jnp.bfloat16)
    w = jnp.ones(1024, jnp.bfloat16)

    def ref(x, w):
        xf = x.astype(jnp.float32)
        return (xf * jax.lax.rsqrt(jnp.mean(xf * xf, -1, keepdims=True) + 1e-6) * w).astype(x.dtype)
    out = {}
    for name, f in (("akops.jax.rmsnorm", jax.jit(aj.rmsnorm)), ("jax.numpy rmsnorm", jax.jit(ref))):
        f(x, w).block_until_ready()
        t = time.perf_counter()
        for _ in range(n):
            y = f(x, w)
        queued = time.perf_counter() - t
        y.block_until_ready()
        out[name] = round(queued / n * 1e6, 2)
    return out


def leading(lib, rng):
    """rmsnorm of [2, 3, 64] as of [6, 64]: leading dimensions fold into the batch"""
    op = lib.ops["rmsnorm"]
    arrays = sample(op, "bf16", rng, lead=(2, 3))
    y = through_jax(op, "bf16", arrays)
    flat = through_torch(op, "bf16", [arrays[0].reshape(6, SIZE), arrays[1]])
    return y[0].shape == (2, 3, SIZE) and compare([y[0].reshape(6, SIZE)], flat) == 0


def vmap(rng):
    """jax.vmap of rmsnorm: once per element, as one call of the rows together (a
    variant of another shape class may sum a row in another order)"""
    x = jnp.asarray(rng.standard_normal((3, 4, SIZE)), jnp.float32)
    w = jnp.ones(SIZE, jnp.float32)
    v = jax.jit(jax.vmap(aj.rmsnorm, in_axes=(0, None)))(x, w)
    return compare([np.asarray(v, np.float64)], [np.asarray(jax.jit(aj.rmsnorm)(x, w), np.float64)]) <= 1e-5


def refusal():
    """a scalar out of the spec's range (rmsnorm's eps in (0, 1)): the library refuses
    it when the call runs, and the error names the op and says why"""
    x = jnp.ones((4, SIZE), jnp.float32)
    try:
        jax.jit(lambda x, w: aj.rmsnorm(x, w, eps=2.0))(x, x[0]).block_until_ready()
        return "eps 2.0 (the spec: (0, 1)): not refused"
    except Exception as e:  # noqa: BLE001 (what it says is the result)
        return "%s: %s" % (type(e).__name__, str(e).splitlines()[0][:300])


def main():
    rng = np.random.default_rng(0)
    lib = akops.library()
    res = {"jax": jax.__version__, "handlers_built_with": aj.BUILT_WITH, "torch": torch.__version__,
           "device": str(jax.devices()[0]), "ops": {}, "checks": {}}
    failed = []
    for op in lib.ops.values():
        for d in op.dtypes:
            key = "%s %s" % (op.name, d)
            try:
                arrays = sample(op, d, rng)
                diff = compare(through_jax(op, d, arrays), through_torch(op, d, arrays))
                # the same kernels on the same inputs; only a reduction's order may differ
                res["ops"][key] = {"rel_diff": diff, "ok": diff <= 1e-5}
            except Exception as e:  # noqa: BLE001 (reported)
                res["ops"][key] = {"error": "%s: %s" % (type(e).__name__, str(e)[:300]), "ok": False}
            if not res["ops"][key]["ok"]:
                failed.append(key)
    for name, check in (("leading dimensions", lambda: leading(lib, rng)), ("vmap", lambda: vmap(rng)),
                        ("refusal", refusal), ("host_us", hostcost)):
        try:
            res["checks"][name] = got = check()
            # the refusal: the handler's message, the library's reason
            ok = got is not False and (name != "refusal" or ("akops_rmsnorm: " in got and "outside (0, 1)" in got))
        except Exception as e:  # noqa: BLE001 (reported)
            res["checks"][name] = "%s: %s" % (type(e).__name__, str(e).splitlines()[0][:300])
            ok = False
        if not ok:
            failed.append(name)
    res["failed"] = failed
    text = json.dumps(res, indent=1)
    print(text)
    if len(sys.argv) > 1:
        with open(sys.argv[1], "w") as f:
            f.write(text + "\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
