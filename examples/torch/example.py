"""example.py: libakops from PyTorch, zero-copy through DLPack.

rmsnorm and softmax on PyTorch CUDA tensors in bf16, f16 and f32, on the
caller's current stream (a side stream here, to show it is honoured), through
ctypes over libakops.so; then tensors as models pass them, not dense: logits
sliced from a padded vocabulary, gate and up as the halves of one tensor, rope's
x in [B, S, H, D] memory (a transposed view); each result checked against
PyTorch with the spec's tolerance; which variant runs is printed (akops_variant).
Exit 0 when all match, 1 when one does not, 77 without a GPU.

usage: python3 example.py LIBAKOPS_SO
"""
import sys

import torch
import torch.utils.dlpack

from akops_ctypes import Akops, AkopsError, dltensor, variant_text

TOL = {  # the specs' (rel, abs), specs/rmsnorm.yaml and specs/softmax.yaml
    "rmsnorm": {torch.bfloat16: (1e-2, 1e-1), torch.float16: (2e-3, 1.5e-2), torch.float32: (1e-5, 2e-5)},
    "softmax": {torch.bfloat16: (1e-2, 4e-3), torch.float16: (2e-2, 5e-4), torch.float32: (1e-5, 1e-6)},
    # specs/silu_and_mul.yaml and specs/rope.yaml
    "silu_and_mul": {torch.bfloat16: (1e-2, 1.5e-1), torch.float16: (2e-3, 2e-2), torch.float32: (1e-5, 1e-5)},
    "rope": {torch.bfloat16: (1e-2, 1.5e-1), torch.float16: (2e-3, 2e-2), torch.float32: (1e-5, 1e-5)},
}


def check(op, dt, what, y, ref):
    """1 when y is outside the spec's tolerance around ref (both any layout), else 0"""
    rel, abs_ = TOL[op][dt]
    err = ((y.double() - ref).abs() - rel * ref.abs() - abs_).max().item()
    print(f"{'ok  ' if err <= 0 else 'FAIL'} {op:8s} {str(dt)[6:]:9s} {what}: max excess error {err:.3g}")
    return int(err > 0)


def strided(ak, dt, stream):
    """the layouts the specs admit (layout inner_contiguous): rows padded or sliced,
    outer dimensions in another order; the outputs strided too. Returns the failures"""
    failed, keep = 0, []

    def dl(t):
        keep.append(torch.utils.dlpack.to_dlpack(t))
        return dltensor(keep[-1])

    # softmax over logits sliced from a padded vocabulary (GPT-2's 50257 in rows of 50304),
    # into a slice of another padded buffer
    logits = torch.randn(37, 50304, device="cuda", dtype=dt)[:, :50257]
    y = torch.empty(37, 50304 + 8, device="cuda", dtype=dt)[:, :50257]
    ak.call("softmax", dl(logits), dl(y), stream)
    failed += check("softmax", dt, "37x50257 in rows of 50304", y, torch.softmax(logits.double(), dim=-1))
    # SwiGLU's gate and up as the two halves of one [rows, 2 * cols] projection
    gu = torch.randn(29, 2 * 1408, device="cuda", dtype=dt)
    gate, up = gu.chunk(2, dim=-1)
    y = torch.empty(29, 1408, device="cuda", dtype=dt)
    ak.call("silu_and_mul", dl(gate), dl(up), dl(y), stream)
    failed += check("silu_and_mul", dt, "29x1408 halves of 29x2816", y,
                    torch.nn.functional.silu(gate.double()) * up.double())
    # rope on q in [B, S, H, D] memory, seen as [B, H, S, D]; y likewise
    b, sq, h, d = 2, 77, 6, 128
    q = torch.randn(b, sq, h, d, device="cuda", dtype=dt)
    ang = torch.arange(sq, device="cuda").double()[:, None] * torch.arange(d, device="cuda").double()[None, :] / d
    cos, sin = ang.cos().to(dt), ang.sin().to(dt)
    y = torch.empty(b, sq, h, d, device="cuda", dtype=dt)
    ak.call("rope", dl(q.transpose(1, 2)), dl(cos), dl(sin), dl(y.transpose(1, 2)), stream)
    x = q.double().transpose(1, 2)
    rot = torch.cat((-x[..., d // 2:], x[..., :d // 2]), dim=-1)
    failed += check("rope", dt, f"[B, S, H, D] = {b}x{sq}x{h}x{d}", y.transpose(1, 2), x * cos.double() + rot * sin.double())
    # refused: a transposed softmax input (its last dimension is not dense)
    try:
        x = torch.randn(64, 48, device="cuda", dtype=dt).t()
        ak.call("softmax", dl(x), dl(torch.empty(48, 64, device="cuda", dtype=dt)), stream)
        print("FAIL a softmax over a non-dense last dimension accepted")
        failed += 1
    except AkopsError as e:
        print("ok   refused:", e)
    torch.cuda.synchronize()
    return failed


def main():
    if not torch.cuda.is_available():
        print("example.py: no GPU here: skipped")
        return 77
    ak = Akops(sys.argv[1])
    print("libakops", ak.version(), "torch", torch.__version__, torch.cuda.get_device_name())
    failed = 0
    side = torch.cuda.Stream()
    for dt in (torch.bfloat16, torch.float16, torch.float32):
        name = {torch.bfloat16: "bf16", torch.float16: "f16", torch.float32: "f32"}[dt]
        for op in ("rmsnorm", "softmax"):
            # which kernel runs, as examples/c prints it (akops_variant)
            try:
                print(f"     {op} {name} runs {variant_text(ak.variant(op, name))}")
            except AkopsError as e:
                print(f"     {op} {name}: {e}")
        # [batch, seq, hidden] too: the leading dimensions fold into the spec's rows
        for shape in ((37, 4099), (4096, 8192), (2, 18, 4099)):
            cols = shape[-1]
            with torch.cuda.stream(side):
                stream = torch.cuda.current_stream().cuda_stream
                x = torch.randn(*shape, device="cuda", dtype=dt) * 3
                w = torch.rand(cols, device="cuda", dtype=dt) + 0.5
                for op in ("rmsnorm", "softmax"):
                    y = torch.empty_like(x)
                    # the capsules keep x, w and y alive; the library borrows their DLTensors
                    cx, cw, cy = (torch.utils.dlpack.to_dlpack(t) for t in (x, w, y))
                    if op == "rmsnorm":
                        ak.call(op, dltensor(cx), dltensor(cw), dltensor(cy), 1e-6, stream)
                        ref = torch.nn.functional.rms_norm(x.double(), (cols,), w.double(), 1e-6)
                    else:
                        ak.call(op, dltensor(cx), dltensor(cy), stream)
                        ref = torch.softmax(x.double(), dim=-1)
                    failed += check(op, dt, 'x'.join(map(str, shape)), y, ref)
            side.synchronize()
        with torch.cuda.stream(side):
            failed += strided(ak, dt, torch.cuda.current_stream().cuda_stream)
        side.synchronize()
    # an empty batch: a no-op, not an error (PyTorch's empty tensors may have no data)
    x = torch.empty(0, 64, device="cuda")
    try:
        c, cy = torch.utils.dlpack.to_dlpack(x), torch.utils.dlpack.to_dlpack(torch.empty_like(x))
        ak.call("softmax", dltensor(c), dltensor(cy), torch.cuda.current_stream().cuda_stream)
        print("ok   softmax of 0x64: nothing to do")
    except RuntimeError as e:
        print("FAIL softmax of 0x64 refused:", e)
        failed += 1
    # a refusal: an output on top of its input
    x = torch.randn(8, 64, device="cuda")
    try:
        c = torch.utils.dlpack.to_dlpack(x)
        ak.call("softmax", dltensor(c), dltensor(c), torch.cuda.current_stream().cuda_stream)
        print("FAIL in-place softmax accepted")
        failed += 1
    except RuntimeError as e:
        print("ok   refused:", e)
    print("all results match PyTorch" if not failed else f"{failed} FAILED")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
