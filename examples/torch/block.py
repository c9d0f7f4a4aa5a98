"""A small transformer block with its RMSNorm, RoPE, SwiGLU and cross-entropy swapped for
akops ops, under torch.compile, checked against the same block in plain PyTorch (issue
22's example). Forward only (akops registers no backward): the loss of a batch of
token ids, and the logits, in bf16.

usage: python3 examples/torch/block.py   (the akops package installed: python/README.md)
"""
import json
import math
import sys

import torch
import torch.nn.functional as F

import akops.torch  # noqa: F401  (registers torch.ops.akops.*)

VOCAB, DIM, HEADS, FFN, SEQ, BATCH = 32000, 1024, 8, 2816, 256, 4


class Block(torch.nn.Module):
    """embedding, one pre-norm attention and SwiGLU block, a final norm and the head;
    akops=True runs the norms, RoPE, SwiGLU and the loss through akops"""

    def __init__(self, akops_ops):
        super().__init__()
        self.akops = akops_ops
        g = torch.Generator().manual_seed(0)

        def p(*shape, scale=None):
            t = torch.randn(*shape, generator=g) * (scale or 1 / math.sqrt(shape[-1]))
            return torch.nn.Parameter(t.to(torch.bfloat16), requires_grad=False)
        self.emb = p(VOCAB, DIM, scale=1.0)
        self.norm1, self.norm2, self.normf = (torch.nn.Parameter(torch.ones(DIM, dtype=torch.bfloat16),
                                                                 requires_grad=False) for _ in range(3))
        self.wqkv, self.wo = p(3 * DIM, DIM), p(DIM, DIM)
        self.wgate, self.wup, self.wdown = p(FFN, DIM), p(FFN, DIM), p(DIM, FFN)
        self.head = p(VOCAB, DIM)
        hd = DIM // HEADS
        inv = 1.0 / (10000 ** (torch.arange(0, hd, 2).float() / hd))
        ang = torch.outer(torch.arange(SEQ).float(), inv)
        ang = torch.cat([ang, ang], dim=-1)
        self.register_buffer("cos", ang.cos().to(torch.bfloat16))
        self.register_buffer("sin", ang.sin().to(torch.bfloat16))

    def rmsnorm(self, x, w):
        if self.akops:
            return torch.ops.akops.rmsnorm(x.reshape(-1, DIM), w, 1e-6).view(x.shape)
        return F.rms_norm(x.float(), (DIM,), w.float(), 1e-6).to(x.dtype)

    def rope(self, x):
        if self.akops:
            return torch.ops.akops.rope(x, self.cos, self.sin)
        h = x.shape[-1] // 2
        rot = torch.cat([-x[..., h:], x[..., :h]], dim=-1)
        return (x.float() * self.cos.float() + rot.float() * self.sin.float()).to(x.dtype)

    def swiglu(self, x):
        gate, up = F.linear(x, self.wgate), F.linear(x, self.wup)
        if self.akops:
            h = torch.ops.akops.silu_and_mul(gate.reshape(-1, FFN), up.reshape(-1, FFN)).view(gate.shape)
        else:
            h = (F.silu(gate.float()) * up.float()).to(x.dtype)
        return F.linear(h, self.wdown)

    def loss(self, logits, target):
        if self.akops:
            per_row, mean = torch.ops.akops.cross_entropy(logits.reshape(-1, VOCAB), target.reshape(-1), -100)
            return mean
        return F.cross_entropy(logits.reshape(-1, VOCAB).float(), target.reshape(-1), ignore_index=-100)

    def forward(self, ids, target):
        b, s = ids.shape
        x = self.emb[ids]
        q, k, v = F.linear(self.rmsnorm(x, self.norm1), self.wqkv).split(DIM, dim=-1)
        q, k, v = (t.view(b, s, HEADS, DIM // HEADS).transpose(1, 2).contiguous() for t in (q, k, v))
        q, k = self.rope(q), self.rope(k)
        a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + F.linear(a.transpose(1, 2).reshape(b, s, DIM), self.wo)
        x = x + self.swiglu(self.rmsnorm(x, self.norm2))
        logits = F.linear(self.rmsnorm(x, self.normf), self.head)
        return self.loss(logits, target), logits


def main():
    torch.manual_seed(0)
    ids = torch.randint(0, VOCAB, (BATCH, SEQ), device="cuda")
    target = torch.randint(0, VOCAB, (BATCH, SEQ), device="cuda")
    target[0, :16] = -100  # ignored positions
    ref = Block(False).cuda()
    mine = Block(True).cuda()
    with torch.no_grad():
        want_loss, want_logits = torch.compile(ref)(ids, target)
        explain = torch._dynamo.explain(mine)(ids, target)
        got_loss, got_logits = torch.compile(mine, fullgraph=True)(ids, target)
    diff = (got_logits.float() - want_logits.float()).abs()
    res = {
        "block": {"vocab": VOCAB, "dim": DIM, "heads": HEADS, "ffn": FFN, "seq": SEQ, "batch": BATCH},
        "loss_torch": want_loss.item(), "loss_akops": got_loss.item(),
        "loss_rel_diff": abs(got_loss.item() - want_loss.item()) / abs(want_loss.item()),
        "logits_max_abs_diff": diff.max().item(), "logits_mean_abs_diff": diff.mean().item(),
        "logits_mean_abs": want_logits.float().abs().mean().item(),
        "graphs": explain.graph_count, "graph_breaks": explain.graph_break_count,
    }
    # bf16 end to end: the norms' and the activation's roundings differ by an ulp here
    # and there, and the head sums 1024 of them
    res["ok"] = (res["graph_breaks"] == 0 and res["loss_rel_diff"] < 1e-2 and
                 res["logits_mean_abs_diff"] < 0.02 * res["logits_mean_abs"])
    print(json.dumps(res, indent=1))
    return 0 if res["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
