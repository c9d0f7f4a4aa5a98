"""The feed-forward half of a transformer block in JAX with its RMSNorm and SwiGLU
activation swapped for akops ops (akops.jax), under jax.jit, checked against the same
block in plain jax.numpy (issue 22's JAX example). Forward only, bf16: the norms and
the activation through akops, the matrix products through XLA.

usage: python3 examples/jax/block.py   (the akops package installed: python/README.md)
"""
import json
import sys
import time

import jax
import jax.numpy as jnp

import akops.jax as aj

DIM, FFN, SEQ, BATCH, EPS = 1024, 2816, 256, 4, 1e-6


def params(key):
    k1, k2, k3 = jax.random.split(key, 3)

    def w(k, shape):
        return (jax.random.normal(k, shape, jnp.float32) / jnp.sqrt(shape[0])).astype(jnp.bfloat16)
    return {"norm": jnp.ones(DIM, jnp.bfloat16), "gate": w(k1, (DIM, FFN)), "up": w(k2, (DIM, FFN)),
            "down": w(k3, (FFN, DIM))}


def rmsnorm(x, w):
    xf = x.astype(jnp.float32)
    y = xf * jax.lax.rsqrt(jnp.mean(xf * xf, axis=-1, keepdims=True) + EPS)
    return (y * w.astype(jnp.float32)).astype(x.dtype)


def block(p, x, use_akops):
    """x + down(silu(gate(norm(x))) * up(norm(x))), x [batch, seq, dim]"""
    h = aj.rmsnorm(x, p["norm"], eps=EPS) if use_akops else rmsnorm(x, p["norm"])
    gate, up = h @ p["gate"], h @ p["up"]
    if use_akops:  # leading dimensions fold into the op's rows
        a = aj.silu_and_mul(gate, up)
    else:
        a = (jax.nn.silu(gate.astype(jnp.float32)) * up.astype(jnp.float32)).astype(x.dtype)
    return x + a @ p["down"]


def timed(f, *args, n=50):
    f(*args).block_until_ready()
    t = time.perf_counter()
    for _ in range(n):
        y = f(*args)
    y.block_until_ready()
    return (time.perf_counter() - t) / n * 1e6


def main():
    p = params(jax.random.PRNGKey(0))
    x = jax.random.normal(jax.random.PRNGKey(1), (BATCH, SEQ, DIM), jnp.float32).astype(jnp.bfloat16)
    ours = jax.jit(lambda p, x: block(p, x, True))
    ref = jax.jit(lambda p, x: block(p, x, False))
    y, r = ours(p, x), ref(p, x)
    yf, rf = y.astype(jnp.float32), r.astype(jnp.float32)
    rel = float(jnp.linalg.norm(yf - rf) / jnp.linalg.norm(rf))
    hlo = ours.lower(p, x).as_text()
    out = {"jax": jax.__version__, "device": str(jax.devices()[0]), "shape": [BATCH, SEQ, DIM], "ffn": FFN,
           "rel_diff": rel, "max_abs_diff": float(jnp.max(jnp.abs(yf - rf))),
           "custom_calls": sorted(set(t for t in ("akops_rmsnorm", "akops_silu_and_mul") if "@" + t in hlo)),
           "us_akops": round(timed(ours, p, x), 1), "us_jnp": round(timed(ref, p, x), 1)}
    # bf16 outputs of a block of bf16 matrix products: the two differ by rounding only
    out["ok"] = rel < 1e-2 and len(out["custom_calls"]) == 2
    json.dump(out, sys.stdout, indent=1)
    print()
    return 0 if out["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
