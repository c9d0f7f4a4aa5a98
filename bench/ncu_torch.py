"""ncu_torch.py: torch.compile's kernel for one op and shape, for Nsight Compute
(bench/h200-ncu.sh). The function is compare.py's (torch_impls); it is compiled,
run until its autotuning is done, then called three times inside the NVTX range
"ncu", which ncu selects with --nvtx --nvtx-include "ncu/".

    python3 bench/ncu_torch.py OP DTYPE ROWS COLS      (layernorm, rmsnorm, softmax)
    python3 bench/ncu_torch.py rope DTYPE BATCH HEADS SEQ DIM
    python3 bench/ncu_torch.py gemm DTYPE M N K           (F.linear, eager: cuBLAS)
    python3 bench/ncu_torch.py attention_fwd[_causal] DTYPE B H HKV SQ SKV D
                                                          (SDPA, eager: its own backend)
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def main():
    nargs = {"layernorm": 5, "rmsnorm": 5, "softmax": 5, "rope": 7, "gemm": 6, "attention_fwd": 9,
             "attention_fwd_causal": 9}
    if len(sys.argv) < 2 or nargs.get(sys.argv[1]) != len(sys.argv):
        sys.exit(__doc__)
    op, dtype, dims = sys.argv[1], sys.argv[2], [int(a) for a in sys.argv[3:]]
    import torch
    import torch.nn.functional as F
    from compare_worker import torch_impls

    dt = {"bf16": torch.bfloat16, "f16": torch.float16, "f32": torch.float32}[dtype]
    torch.set_grad_enabled(False)
    gen = torch.Generator(device="cuda").manual_seed(1)
    if op == "gemm":
        m, n, k = dims
        x = torch.randn(m, k, device="cuda", dtype=dt, generator=gen)
        w = torch.randn(n, k, device="cuda", dtype=dt, generator=gen)
        return run(torch, lambda: F.linear(x, w), "%s %s %s" % (op, dtype, "x".join(map(str, dims))))
    if op.startswith("attention_fwd"):
        b, h, hkv, sq, skv, d = dims
        q = torch.randn(b, h, sq, d, device="cuda", dtype=dt, generator=gen)
        k = torch.randn(b, hkv, skv, d, device="cuda", dtype=dt, generator=gen)
        v = torch.randn(b, hkv, skv, d, device="cuda", dtype=dt, generator=gen)
        causal = op.endswith("_causal")
        return run(torch, lambda: F.scaled_dot_product_attention(q, k, v, is_causal=causal, enable_gqa=h != hkv),
                   "%s %s %s" % (op, dtype, "x".join(map(str, dims))))
    x = torch.randn(dims, device="cuda", dtype=dt, generator=gen)
    # w and b: the weights of a row, or rope's [seq, dim] tables
    w = torch.randn(dims[-2:] if op == "rope" else dims[-1:], device="cuda", dtype=dt, generator=gen)
    b = torch.randn(w.shape, device="cuda", dtype=dt, generator=gen)
    args = {"layernorm": (x, w, b, 1e-5), "rmsnorm": (x, w, 1e-6), "softmax": (x,), "rope": (x, w, b)}[op]
    fn = torch.compile(torch_impls(torch, F)[op][1])
    run(torch, lambda: fn(*args), "%s %s %s" % (op, dtype, "x".join(map(str, dims))))


def run(torch, call, what):
    """call() until warm (torch.compile's autotuning done), then three times in the NVTX
    range "ncu" """
    for _ in range(10):
        call()
    torch.cuda.synchronize()
    torch.cuda.nvtx.range_push("ncu")
    for _ in range(3):
        call()
    torch.cuda.nvtx.range_pop()
    torch.cuda.synchronize()
    print("ncu_torch: %s, 3 calls in the range" % what)


if __name__ == "__main__":
    main()
