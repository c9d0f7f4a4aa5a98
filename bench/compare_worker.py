"""compare_worker.py: bench/compare.py's measuring process (compare.py --_worker PLAN):
torch, CUDA, the PyTorch implementations, the Worker that times every implementation of
every shape and writes its records for the driver."""

import ctypes
import json
import math
import os
import subprocess
import sys
import time

from compare_core import (
    CompareError, CudaLost, LIB_LABEL, LOOSE_REL, SMALL_CALL, akops_ctypes, call_args, dist_maker, group_calls,
    log, padded_tensor, percentile, proportional_schedule, scalar_values, shape_label, spec_scalars, spec_tensors,
    summarize, tensor_shape)


# ----------------------------------------------------------------------------
# the worker: torch, CUDA, the measurements (a child process of the driver)

TORCH_DTYPES = {"bf16": "bfloat16", "f16": "float16", "f32": "float32", "f64": "float64",
                "i32": "int32", "i64": "int64"}


def torch_ops():
    """the ops torch_impls implements (its functions need torch only when called)"""
    return set(torch_impls(None, None))


def torch_impls(torch, F):
    """op -> (eager implementations [(label, fn)], the function torch.compile gets,
    makers of integer inputs {name: fn(torch, sym, scalars, gen)}). Each fn takes the
    spec's input tensors then its scalars, in spec order, and returns the outputs in
    spec order."""

    def rms_fp32(x, w, eps):
        # HF-style: fp32 math throughout, one cast back to the input's dtype
        xf = x.float()
        return (xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + eps) * w.float()).to(x.dtype)

    def rmsnorm(x, w, eps):
        return (rms_fp32(x, w, eps),)

    def rmsnorm_f(x, w, eps):
        return (F.rms_norm(x, (x.shape[-1],), w, eps),)

    def layernorm(x, w, b, eps):
        return (F.layer_norm(x, (x.shape[-1],), w, b, eps),)

    def softmax(x):
        return (torch.softmax(x, dim=-1),)

    def rope(x, cos_tab, sin_tab):
        h = x.shape[-1] // 2
        rot = torch.cat((-x[..., h:], x[..., :h]), dim=-1)
        return (x * cos_tab + rot * sin_tab,)

    def silu_and_mul(gate, up):
        return (F.silu(gate) * up,)

    def gelu_tanh(x):
        return (F.gelu(x, approximate="tanh"),)

    def gelu_and_mul(gate, up):
        return (F.gelu(gate, approximate="tanh") * up,)

    def add_rmsnorm(x, residual, w, eps):
        s = x + residual
        return (s, rms_fp32(s, w, eps))

    def cross_entropy(logits, target, ignore_index):
        loss = F.cross_entropy(logits.float(), target, ignore_index=ignore_index, reduction="none")
        mean = loss.sum() / (target != ignore_index).sum()
        return (loss, mean)

    def gemm(x, w):
        # nn.Linear without bias: cuBLAS (cublasLt) through torch.matmul
        return (F.linear(x, w),)

    def gemm_nn(x, w):
        # w stored [k, n]: torch.matmul (cuBLAS)
        return (torch.matmul(x, w),)

    def gemm_f32(x, w):
        # an f32 output of bf16/f16 products: cuBLAS through torch.mm's out_dtype (f32
        # accumulation, no rounding to the dtype, as the spec's output)
        return (torch.mm(x, w.t(), out_dtype=torch.float32),)

    def act_of(z, act):
        if act == 1:
            return F.gelu(z, approximate="tanh")
        if act == 2:
            return F.silu(z)
        return z

    def gemm_bias_act(x, w, b, act):
        # cuBLAS with its bias (cublasLt's epilogue), then PyTorch's separate activation
        return (act_of(F.linear(x, w, b), act),)

    def gemm_bias_act_residual(x, w, b, r, act):
        return (act_of(F.linear(x, w, b), act) + r,)

    def sdpa(q, k, v, scale, causal):
        # PyTorch's scaled_dot_product_attention on its own pick of backend (flash, cuDNN or
        # memory-efficient); a causal mask ending at the last key when sq != skv, as the
        # spec's (is_causal alone would end it at the last query)
        sq, skv = q.shape[-2], k.shape[-2]
        mask = None
        if causal and sq != skv:
            from torch.nn.attention.bias import causal_lower_right
            mask = causal_lower_right(sq, skv)
        return F.scaled_dot_product_attention(q, k, v, attn_mask=mask, is_causal=causal and sq == skv, scale=scale,
                                              enable_gqa=q.shape[1] != k.shape[1])

    def attn_lse(q, k, scale, causal):
        # the log-sum-exp of the scaled scores in f32, a block of queries at a time (the
        # whole score matrix of 32768 queries does not fit), for the check only
        b, h, sq, _ = q.shape
        hkv, skv = k.shape[1], k.shape[2]
        kf = k.float().repeat_interleave(h // hkv, dim=1).transpose(-1, -2)
        out = torch.empty((b, h, sq), dtype=torch.float32, device=q.device)
        step = max(1, (1 << 28) // max(1, b * h * skv))
        for i0 in range(0, sq, step):
            i1 = min(sq, i0 + step)
            s = torch.matmul(q[:, :, i0:i1].float(), kf) * scale
            if causal:
                i = torch.arange(i0, i1, device=q.device)[:, None]
                j = torch.arange(skv, device=q.device)[None, :]
                s = s.masked_fill(j > i + skv - sq, float("-inf"))
            out[:, :, i0:i1] = torch.logsumexp(s, dim=-1)
        return out

    def attention_fwd(q, k, v, scale):
        return (sdpa(q, k, v, scale, False), attn_lse(q, k, scale, False))

    def attention_fwd_sdpa(q, k, v, scale):
        return (sdpa(q, k, v, scale, False),)

    def attention_fwd_causal(q, k, v, scale):
        return (sdpa(q, k, v, scale, True), attn_lse(q, k, scale, True))

    def attention_fwd_causal_sdpa(q, k, v, scale):
        return (sdpa(q, k, v, scale, True),)

    def ce_target(torch_, sym, scalars, gen):
        rows, vocab = sym["rows"], sym["vocab"]
        t = torch_.randint(0, vocab, (rows,), device="cuda", dtype=torch_.int64, generator=gen)
        drop = torch_.rand((rows,), device="cuda", generator=gen) < 0.1
        t[drop] = int(scalars["ignore_index"])
        return t

    return {
        "rmsnorm": ([("eager", rmsnorm), ("eager F.rms_norm", rmsnorm_f)], rmsnorm, {}),
        "layernorm": ([("eager", layernorm)], layernorm, {}),
        "softmax": ([("eager", softmax)], softmax, {}),
        "rope": ([("eager", rope)], rope, {}),
        "silu_and_mul": ([("eager", silu_and_mul)], silu_and_mul, {}),
        "gelu_tanh": ([("eager", gelu_tanh)], gelu_tanh, {}),
        "gelu_and_mul": ([("eager", gelu_and_mul)], gelu_and_mul, {}),
        "add_rmsnorm": ([("eager", add_rmsnorm)], add_rmsnorm, {}),
        "cross_entropy": ([("eager", cross_entropy)], cross_entropy, {"target": ce_target}),
        # specs/staging/gemm*.yaml (--specs specs/staging)
        "gemm": ([("eager", gemm)], gemm, {}),
        "gemm_nn": ([("eager", gemm_nn)], gemm_nn, {}),
        "gemm_f32": ([("eager", gemm_f32)], gemm_f32, {}),
        # the fused forms against cuBLAS followed by PyTorch's separate epilogue (compare.py
        # --scalar act=1 or 2 for an activation)
        "gemm_bias_act": ([("eager", gemm_bias_act)], gemm_bias_act, {}),
        "gemm_bias_act_residual": ([("eager", gemm_bias_act_residual)], gemm_bias_act_residual, {}),
        # specs/staging/attention_fwd*.yaml: the reference (SDPA's output, the log-sum-exp
        # from f32 scores) is timed too, but the row to beat is SDPA alone, which writes no
        # log-sum-exp (akops writes it: 4 bytes a query); torch.compile gets SDPA alone
        "attention_fwd": ([("eager SDPA + lse", attention_fwd), ("eager SDPA", attention_fwd_sdpa)],
                          attention_fwd_sdpa, {}),
        "attention_fwd_causal": ([("eager SDPA + lse", attention_fwd_causal),
                                  ("eager SDPA", attention_fwd_causal_sdpa)], attention_fwd_causal_sdpa, {}),
    }


class Worker:
    def __init__(self, plan):
        import torch
        import torch.nn.functional as F
        self.torch, self.F = torch, F
        self.plan = plan
        self.out = open(plan["records"], "a")
        self.method = plan["method"]
        self.deadline = plan.get("deadline")
        import warnings
        # torch.profiler's note that each session starts empty: that is what we want
        warnings.filterwarnings("ignore", message=".*Profiler clears events.*")
        torch.set_grad_enabled(False)
        if not torch.cuda.is_available():
            raise CompareError("torch sees no CUDA device")
        self.dev = torch.device("cuda")
        props = torch.cuda.get_device_properties(0)
        self.props = props
        l2 = int(getattr(props, "L2_cache_size", 0) or 0) or 64 << 20
        self.flush_bytes = max(256 << 20, 4 * l2)
        self.flush_bytes -= self.flush_bytes % 16
        self.flush_w = torch.empty(self.flush_bytes, dtype=torch.uint8, device=self.dev)
        self.flush_r = torch.randint(0, 255, (self.flush_bytes,), dtype=torch.uint8, device=self.dev)
        self.flush_sink = torch.zeros(4, dtype=torch.int32, device=self.dev)
        self.flush_grid = props.multi_processor_count * 4
        lib = ctypes.CDLL(plan["flush_so"])
        self.flush_fn = lib.akops_l2flush
        self.flush_fn.restype = ctypes.c_int
        self.flush_fn.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t, ctypes.c_uint,
                                  ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p,
                                  ctypes.POINTER(ctypes.c_ulonglong), ctypes.c_int]
        self.flush_lib = lib
        self.flush_count = 0
        # --offset, in bytes: each tensor that many past its allocation's start
        self.offset = int(plan.get("offset", 0) or 0)
        # what the flush demotes to evict-normal in L2 first: the shape's buffers
        # (set_regions), and the outputs the last call returned
        self.regions = []
        self.last_out = []
        self.flush_args = (self.flush_w.data_ptr(), self.flush_r.data_ptr(), self.flush_bytes)
        self.impls = torch_impls(torch, F)
        self.reported_methods = set()
        # --lib: the library, loaded through the PyTorch example's binding after torch, so
        # that its libcudart.so.13 resolves to the one torch has loaded
        self.ac = self.ak = None
        if plan.get("lib"):
            self.ac = akops_ctypes()
            self.ak = self.ac.Akops(plan["lib"])

    def offset_of(self, dtype):
        """--offset in elements of dtype (its bytes a multiple of 16: whole elements)"""
        return self.offset // self.torch.empty(0, dtype=dtype).element_size()

    def emit(self, rec):
        self.out.write(json.dumps(rec) + "\n")
        self.out.flush()

    def stream(self):
        return self.torch.cuda.current_stream().cuda_stream

    def storage_region(self, t):
        """(address, bytes) of a tensor's whole storage"""
        st = t.untyped_storage()
        return (st.data_ptr(), st.nbytes())

    def set_regions(self, tensors):
        """the tensors every flush demotes (a shape's inputs and preallocated outputs)"""
        self.regions = sorted(set(self.storage_region(t) for t in tensors if t.numel() > 0))

    def note_outputs(self, out):
        """the tensors a call returned, held until the next flush has demoted them (and
        let go then, before the next call allocates its own)"""
        ts = out if isinstance(out, (list, tuple)) else [out]
        self.last_out = [t for t in ts if isinstance(t, self.torch.Tensor) and t.is_cuda and t.numel() > 0]

    def flush(self):
        self.flush_count += 1
        regs = sorted(set(self.regions) | set(self.storage_region(t) for t in self.last_out))
        arr = (ctypes.c_ulonglong * (2 * len(regs) + 1))(*[v for r in regs for v in r])
        rc = self.flush_fn(self.flush_args[0], self.flush_args[1], self.flush_args[2],
                           self.flush_count & 0xFFFFFFFF, self.flush_sink.data_ptr(),
                           self.flush_grid, self.stream(), arr, len(regs))
        self.last_out = []
        if rc != 0:
            raise CompareError("the L2 flush failed to launch (cudaError %d)" % rc)

    # -- environment

    def env(self):
        torch = self.torch
        e = {
            "gpu": torch.cuda.get_device_name(0),
            "capability": "%d.%d" % torch.cuda.get_device_capability(0),
            "sms": self.props.multi_processor_count,
            "l2_bytes": int(getattr(self.props, "L2_cache_size", 0) or 0),
            "flush_bytes": self.flush_bytes,
            "torch": torch.__version__,
            "torch_cuda": torch.version.cuda,
            "python": sys.version.split()[0],
        }
        try:
            import triton
            e["triton"] = triton.__version__
        except Exception as ex:  # noqa: BLE001 - triton is optional for the record
            e["triton"] = "unavailable (%s)" % type(ex).__name__
        smi = nvidia_smi()
        if smi:
            e.update(smi)
        return e

    # -- timing

    def pilot(self, fns, reps=3):
        """rough ms per call of each fn, with CUDA events (flush outside them)"""
        torch = self.torch
        est = []
        for fn in fns:
            ts = []
            for _ in range(reps):
                self.flush()
                a = torch.cuda.Event(enable_timing=True)
                b = torch.cuda.Event(enable_timing=True)
                a.record()
                self.note_outputs(fn())
                b.record()
                b.synchronize()
                ts.append(a.elapsed_time(b))
            est.append(max(sorted(ts)[len(ts) // 2], 1e-3))
        return est

    def run_batch_cupti(self, fns, seq):
        torch = self.torch
        from torch.profiler import profile, ProfilerActivity
        torch.cuda.synchronize()
        prof = profile(activities=[ProfilerActivity.CUDA])
        prof.start()
        try:
            for i in seq:
                self.flush()
                self.note_outputs(fns[i]())
            torch.cuda.synchronize()
        finally:
            prof.stop()
        events = device_records(torch, prof)
        if not events:
            raise CompareError("torch.profiler returned no CUDA records (is CUPTI usable?)")
        return group_calls(events, len(seq), names=True)

    def run_batch_events(self, fns, seq):
        torch = self.torch
        starts = [torch.cuda.Event(enable_timing=True) for _ in seq]
        ends = [torch.cuda.Event(enable_timing=True) for _ in seq]
        torch.cuda.synchronize()
        for k, i in enumerate(seq):
            self.flush()
            starts[k].record()
            self.note_outputs(fns[i]())
            ends[k].record()
        torch.cuda.synchronize()
        out = []
        for a, b in zip(starts, ends):
            ns = int(round(a.elapsed_time(b) * 1e6))
            out.append((ns, ns, 0, None, []))
        return out

    def run_batch(self, fns, seq):
        """one batch of calls (fns[i] for i in seq, each after a flush): per call
        (span_ns, busy_ns, records, names), and the method that timed them"""
        if self.method == "cupti":
            try:
                calls, method = self.run_batch_cupti(fns, seq), "cupti"
            except CompareError as e:
                log("compare: !!! CUPTI TIMING FAILED (%s); FALLING BACK TO CUDA EVENTS for the rest "
                    "of this run" % e)
                self.method = "events"
        if self.method == "events":
            calls, method = self.run_batch_events(fns, seq), "events"
        if method not in self.reported_methods:
            self.reported_methods.add(method)
            self.emit({"type": "method", "method": method})
        return calls, method

    def measure(self, fns, est_ms):
        """interleaved timing of fns, each until it has min_ms of device time (pilot
        estimates est_ms set the counts; up to two top-up rounds where they were off).
        Per fn: {spans_ns, busy_ns, records, names, methods}."""
        p = self.plan
        min_ms, step = p["min_ms"], max(1, p["batch_calls"])
        res = [{"spans_ns": [], "busy_ns": [], "records": [], "after_ns": [], "names": None,
                "methods": set()} for _ in fns]
        need = [max(p["min_reps"], min(p["max_reps"], int(math.ceil(min_ms / e)))) for e in est_ms]
        for _round in range(3):
            idx = [i for i, n in enumerate(need) if n > 0]
            if not idx:
                break
            seq = [idx[j] for j in proportional_schedule([need[i] for i in idx])]
            for b0 in range(0, len(seq), step):
                part = seq[b0:b0 + step]
                # one discarded call of each fn opens every batch (the first calls
                # under a fresh profiler session)
                warm = sorted(set(part))
                calls, method = self.run_batch(fns, warm + part)
                for (span, busy, nrec, after, names), i in zip(calls[len(warm):], part):
                    r = res[i]
                    r["spans_ns"].append(span)
                    if after is not None:
                        r["after_ns"].append(after)
                    r["busy_ns"].append(busy)
                    r["records"].append(nrec)
                    r["methods"].add(method)
                    if r["names"] is None and names:
                        r["names"] = sorted(set(n[:160] for n in names))
            need = [0] * len(fns)
            for i, r in enumerate(res):
                total_ms = sum(r["spans_ns"]) / 1e6
                if total_ms < min_ms and len(r["spans_ns"]) < p["max_reps"]:
                    med = max(percentile(r["spans_ns"], 50) / 1e6, 1e-4)
                    need[i] = min(p["max_reps"] - len(r["spans_ns"]),
                                  int(math.ceil((min_ms - total_ms) / med)) + 1)
        return res

    def time_all(self, fns):
        """fns warmed up (three calls each), a pilot, then measure(): (results, pilot ms)"""
        for _ in range(3):
            for f in fns:
                f()
        self.torch.cuda.synchronize()
        est = self.pilot(fns)
        return self.measure(fns, est), est

    def timing_summary(self, r):
        s = summarize([x / 1e3 for x in r["spans_ns"]])
        b = summarize([x / 1e3 for x in r["busy_ns"]])
        t = {"median_us": s["median"], "p10_us": s["p10"], "p90_us": s["p90"], "mean_us": s["mean"],
             "min_us": s["min"], "max_us": s["max"], "n": s["n"],
             "total_ms": sum(r["spans_ns"]) / 1e6, "busy_median_us": b["median"],
             "method": "+".join(sorted(r["methods"]))}
        if r["records"] and any(r["records"]):
            t["records_per_call"] = percentile(r["records"], 50)
        if r["after_ns"]:
            # the flush write after the call: it also pays for what the call left in L2
            t["flush_after_median_us"] = percentile(r["after_ns"], 50) / 1e3
        if r["names"]:
            t["kernels"] = r["names"]
        return t

    # -- the copy ceiling

    def copy_ceiling(self, nbytes=1 << 30):
        """device-to-device copy_ of an nbytes bf16 tensor, timed like everything else;
        GB/s counts the bytes read plus the bytes written"""
        torch = self.torch
        n = nbytes // 2
        src = torch.randn(n, dtype=torch.bfloat16, device=self.dev)
        dst = torch.empty_like(src)

        def fn():
            dst.copy_(src)

        for _ in range(3):
            fn()
        est = self.pilot([fn])
        r = self.measure([fn], est)[0]
        t = self.timing_summary(r)
        moved = 2 * n * 2
        return {"gbps": moved / (t["median_us"] * 1e-6) / 1e9, "source": "measured (%g MiB copy_, "
                "read + write bytes, same method)" % (nbytes / 2.0 ** 20), "bytes": moved, "time": t}

    # -- the launch floor

    def launch_floor(self):
        """an empty kernel of one warp (akops_floor_launch in the flush helper), timed
        like everything else: the span below which no call can go"""
        fn_c = self.flush_lib.akops_floor_launch
        fn_c.restype = ctypes.c_int
        fn_c.argtypes = [ctypes.c_void_p]

        def fn():
            rc = fn_c(self.stream())
            if rc != 0:
                raise CompareError("the empty kernel's launch failed: cudaError %d" % rc)

        for _ in range(3):
            fn()
        est = self.pilot([fn])
        r = self.measure([fn], est)[0]
        t = self.timing_summary(r)
        return {"us": t["median_us"], "source": "measured (an empty kernel <<<1, 32>>>, same method)", "time": t}

    # -- one op

    def make_inputs(self, spec, sym, scalars, gen, dtype, int_makers):
        torch = self.torch
        inputs = {}
        first = True
        for p in spec_tensors(spec):
            if p["role"] == "out":
                continue
            if p["role"] == "inout":
                raise CompareError("inout tensors are not supported (%s)" % p["name"])
            dt = p["dtype"][dtype]
            shape = tensor_shape(p, sym)
            if dt in ("bf16", "f16", "f32", "f64"):
                # --pad: a slice of a buffer with longer rows; --bcast: one element expanded;
                # for every implementation
                tdt = getattr(torch, TORCH_DTYPES[dt])
                make = dist_maker(torch, self.plan.get("dist") or "normal", tdt, gen, self.dev, first)
                first = False
                inputs[p["name"]] = padded_tensor(make, p, shape, self.plan.get("pad", 0),
                                                  self.plan.get("bcast", False), self.offset_of(tdt))
            elif p["name"] in int_makers:
                inputs[p["name"]] = int_makers[p["name"]](torch, sym, scalars, gen)
            else:
                raise CompareError("no value maker for integer input %s" % p["name"])
        return inputs

    def check(self, out, ref, out_dtype, tol):
        """loose smoke check of out against ref: a dict with ok, rel, max_abs, ..."""
        torch = self.torch
        a = out.detach().double().reshape(-1)
        b = ref.detach().double().reshape(-1)
        if a.shape != b.shape:
            return {"ok": False, "why": "shape %s vs %s" % (tuple(out.shape), tuple(ref.shape))}
        fa, fb = torch.isfinite(a), torch.isfinite(b)
        # non-finite values must agree exactly (NaN with NaN, inf with inf of one sign)
        nonfin = (~fa) | (~fb)
        same_nan = torch.isnan(a) & torch.isnan(b)
        bad_nonfin = int((nonfin & ~same_nan & (a != b)).sum().item())
        both = fa & fb
        d = (a - b)[both]
        bb = b[both]
        nb = float(torch.linalg.vector_norm(bb).item()) if bb.numel() else 0.0
        nd = float(torch.linalg.vector_norm(d).item()) if d.numel() else 0.0
        rel = nd / nb if nb > 0 else (0.0 if nd == 0 else float("inf"))
        max_abs = float(d.abs().max().item()) if d.numel() else 0.0
        bound = 2.0 * (tol["abs"] + tol["rel"] * bb.abs())
        over = int((d.abs() > bound).sum().item()) if d.numel() else 0
        lim = LOOSE_REL.get(out_dtype, 2e-2)
        ok = bad_nonfin == 0 and rel <= lim and over == 0
        return {"ok": ok, "rel": rel, "rel_limit": lim, "max_abs": max_abs, "over_bound": over,
                "nonfinite_mismatch": bad_nonfin}

    def check_all(self, outs, refs, out_params, dtype, tol):
        res = {}
        ok = True
        for p, o, r in zip(out_params, outs, refs):
            c = self.check(o, r, p["dtype"][dtype], tol)
            res[p["name"]] = c
            ok = ok and c["ok"]
        worst = max((c.get("rel", float("inf")) for c in res.values()), default=0.0)
        text = ("ok" if ok else "MISMATCH") + " (rel %.1e)" % worst
        return ok, res, text

    def run_op(self, p):
        torch = self.torch
        op, spec, launcher, binding = p["op"], p["spec"], p["launcher"], p["binding"]
        dtype = self.plan["dtype"]
        eager_list, compile_fn, int_makers = self.impls[op]
        if p.get("lib"):
            # the C API, its argtypes set by akops_ctypes.Akops from SIGNATURES
            cfn = getattr(self.ak.lib, "akops_" + op)
            try:
                v = self.ak.variant(op, dtype)
            except self.ac.AkopsError as e:
                self.emit({"type": "variant", "op": op, "variant": {"error": str(e)}})
                raise CompareError("libakops has no variant of %s in %s here: %s" % (op, dtype, e))
            variant = {"info": v, "text": self.ac.variant_text(v)}
            self.emit({"type": "variant", "op": op, "variant": variant})
            log("compare: %s: libakops runs %s" % (op, variant["text"]))
            akops = {"label": LIB_LABEL, "fn": cfn, "variant": variant["text"]}
        else:
            lib = ctypes.CDLL(p["so"])
            try:
                cfn = getattr(lib, launcher["name"])
            except AttributeError:
                raise CompareError("the candidate's library has no symbol %s" % launcher["name"])
            cfn.restype = ctypes.c_int
            cfn.argtypes = [getattr(ctypes, a["ctype"]) for a in launcher["args"]]
            akops = {"label": "akops candidate", "fn": cfn, "variant": None}
        tol = spec["tolerance"][dtype]
        scalars = scalar_values(spec)
        for name, v in (self.plan.get("scalars") or {}).items():
            if name in scalars:
                scalars[name] = int(v) if isinstance(scalars[name], int) else float(v)
        in_params = [q for q in spec_tensors(spec) if q["role"] == "in"]
        out_params = [q for q in spec_tensors(spec) if q["role"] == "out"]
        for k, shape in enumerate(spec["bench"]):
            sym = shape["sym"]
            label = shape_label(spec, sym)
            if self.deadline and time.time() > self.deadline:
                self.emit({"type": "shape", "op": op, "shape": {
                    "label": label, "sym": sym, "min_bytes": shape["bytes"][dtype], "impls": [],
                    "error": "skipped: --time-budget spent"}})
                log("compare: %s %s: skipped, time budget spent" % (op, label))
                continue
            log("compare: %s %s ..." % (op, label))
            rec = {"label": label, "sym": sym, "min_bytes": shape["bytes"][dtype],
                   "flops": shape.get("flops", {}).get(dtype), "impls": []}
            if shape.get("tag"):
                rec["tag"] = shape["tag"]
            try:
                self.run_shape(op, spec, akops, binding, sym, scalars, in_params, out_params,
                               eager_list, compile_fn, int_makers, tol, k, rec)
            except Exception as e:  # noqa: BLE001 - a failed shape is a result
                rec["error"] = "%s: %s" % (type(e).__name__, str(e)[:2000])
                self.emit({"type": "shape", "op": op, "shape": rec})
                if cuda_broken(torch):
                    # CUDA errors are sticky: the driver goes on in a fresh process
                    raise CudaLost(rec["error"])
                log("compare: %s %s: ERROR %s" % (op, label, rec["error"]))
                continue
            self.emit({"type": "shape", "op": op, "shape": rec})
            torch.cuda.empty_cache()

    def run_shape(self, op, spec, akops, binding, sym, scalars, in_params, out_params,
                  eager_list, compile_fn, int_makers, tol, k, rec):
        """akops: the akops row, {label, fn (the launcher, or with --lib the C API's akops_<op>),
        variant (--lib: which one runs, else None)}"""
        torch = self.torch
        cfn = akops["fn"]
        dtype = self.plan["dtype"]
        gen = torch.Generator(device="cuda")
        gen.manual_seed(self.plan["seed"] * 1000 + k)
        inputs = self.make_inputs(spec, sym, scalars, gen, dtype, int_makers)
        in_args = [inputs[q["name"]] for q in in_params] + [scalars[s["name"]] for s in spec_scalars(spec)]
        saved = [t.clone() for t in inputs.values()]

        # the reference: the first eager implementation
        refs = eager_list[0][1](*in_args)
        torch.cuda.synchronize()

        # the candidate: outputs allocated once, NaN-filled (a sentinel) before its first call
        cand_outs = {}
        for q in out_params:
            dt = getattr(torch, TORCH_DTYPES[q["dtype"][dtype]])
            t = padded_tensor(lambda full: torch.empty(full, dtype=dt, device=self.dev), q, tensor_shape(q, sym),
                              self.plan.get("pad", 0), offset=self.offset_of(dt))
            if t.is_floating_point():
                t.fill_(float("nan"))
            cand_outs[q["name"]] = t
        tensors = dict(inputs)
        tensors.update(cand_outs)
        # --lib: the DLPack capsules behind the DLTensor pointers, made once here and held
        # (with the tensors) until this shape is done; inputs are restored in place, so
        # the pointers stay valid
        keep = []
        cargs = call_args(binding, tensors, sym, scalars, self.stream(),
                          (lambda t: self.ac.torch_dltensor(t, keep)) if self.ak else None)
        bad_rc = []
        bad_text = []  # --lib: akops_last_error() of the first failed call

        def cand():
            rc = cfn(*cargs)
            if rc:
                if self.ak and not bad_rc:
                    bad_text.append(self.ak.last_error())
                bad_rc.append(rc)

        def rc_text(rc):
            if self.ak:
                return "akops_%s returned status %d (%s)" % (
                    op, rc, self.ac.AkopsError(rc, bad_text[0] if bad_text else "?"))
            return "launcher returned cudaError %d" % rc

        impls = []  # (label, kind, fn)
        akops_label = akops["label"]
        cand_entry = {"impl": akops_label, "kind": "candidate"}
        if akops["variant"]:
            cand_entry["variant"] = akops["variant"]
        rec["impls"].append(cand_entry)
        cand()
        torch.cuda.synchronize()
        cand_ok = True
        if bad_rc:
            cand_entry["error"] = rc_text(bad_rc[0])
            cand_entry["check_text"] = "call failed" if self.ak else "launch error"
            cand_entry["warnings"] = [cand_entry["error"]]
            cand_ok = False
            log("compare: %s %s: !!! AKOPS CALL FAILED: %s" % (op, rec["label"], cand_entry["error"]))
        else:
            if self.ak:
                # the variant this shape's call picked (its shape class's): akops_last_variant
                try:
                    cand_entry["ran"] = self.ac.variant_text(self.ak.last_variant())
                except self.ac.AkopsError as e:
                    cand_entry["ran"] = "unknown: %s" % e
            outs = [cand_outs[q["name"]] for q in out_params]
            ok, detail, text = self.check_all(outs, refs, out_params, dtype, tol)
            cand_entry["check"] = detail
            cand_entry["check_text"] = text
            if not ok:
                cand_entry["warnings"] = ["MISMATCH against eager: %s" % json.dumps(detail)]
                log("compare: %s %s: !!! CANDIDATE MISMATCH against eager: %s"
                    % (op, rec["label"], json.dumps(detail)))
            changed = [q["name"] for q, s in zip(in_params, saved) if not torch.equal(inputs[q["name"]], s)]
            if changed:
                cand_entry.setdefault("warnings", []).append("the candidate changed its inputs: %s"
                                                             % ", ".join(changed))
                log("compare: %s %s: !!! CANDIDATE WROTE ITS INPUTS %s" % (op, rec["label"], changed))
                for q, s in zip(in_params, saved):
                    if inputs[q["name"]].stride().count(0) == 0:  # an expanded tensor cannot be written
                        inputs[q["name"]].copy_(s)
        del saved
        if cand_ok:
            impls.append((akops_label, cand_entry, cand))

        for label, fn in eager_list:
            entry = {"impl": label, "kind": "eager"}
            rec["impls"].append(entry)
            if fn is not eager_list[0][1]:
                ok, detail, text = self.check_all(fn(*in_args), refs, out_params, dtype, tol)
                entry["check"], entry["check_text"] = detail, text
                if not ok:
                    entry["warnings"] = ["MISMATCH against eager: %s" % json.dumps(detail)]
            else:
                entry["check_text"] = "reference"
            impls.append((label, entry, (lambda f=fn: f(*in_args))))

        centry = {"impl": "torch.compile", "kind": "compile"}
        rec["impls"].append(centry)
        try:
            torch._dynamo.reset()
            compiled = torch.compile(compile_fn, dynamic=False)
            t0 = time.time()
            couts = compiled(*in_args)
            torch.cuda.synchronize()
            centry["compile_s"] = round(time.time() - t0, 2)
            ok, detail, text = self.check_all(couts, refs, out_params, dtype, tol)
            centry["check"], centry["check_text"] = detail, text
            if not ok:
                centry["warnings"] = ["MISMATCH against eager: %s" % json.dumps(detail)]
            del couts
            impls.append(("torch.compile", centry, lambda: compiled(*in_args)))
        except Exception as e:  # noqa: BLE001 - a compile failure is a result, not a crash
            if cuda_broken(torch):
                raise
            centry["error"] = "torch.compile failed: %s: %s" % (type(e).__name__, str(e)[:500])
            centry["check_text"] = "compile failed"
            log("compare: %s %s: torch.compile FAILED: %s" % (op, rec["label"], centry["error"]))
        del refs

        # small calls: a copy_ of the same bytes (half read, half written, L2 flushed as
        # for every row), the least any kernel that reads its inputs from memory and
        # writes its outputs can take at this size: the launch floor plus the data's
        # round trips, which an empty kernel does not pay
        if rec["min_bytes"] < SMALL_CALL:
            n = max(8, rec["min_bytes"] // 4 // 8 * 8)
            src = torch.ones(n, dtype=torch.bfloat16, device=self.dev)
            dst = torch.empty_like(src)
            entry = {"impl": "copy_ of its bytes", "kind": "copy", "bytes": 4 * n,
                     "check_text": "not an implementation: a bound"}
            rec["impls"].append(entry)
            impls.append((entry["impl"], entry, lambda: dst.copy_(src)))
            inputs["copy_ src"], cand_outs["copy_ dst"] = src, dst

        fns = [f for _, _, f in impls]
        self.set_regions(list(inputs.values()) + list(cand_outs.values()))
        nbad = len(bad_rc)  # the failures before timing (a failed first call is not timed)
        res, est = self.time_all(fns)
        self.set_regions([])
        self.last_out = []
        for (label, entry, _), r, e in zip(impls, res, est):
            entry["time"] = self.timing_summary(r)
            entry["pilot_ms"] = e
        if len(bad_rc) > nbad:
            cand_entry.setdefault("warnings", []).append("%s during timing" % rc_text(bad_rc[nbad]))
        if cand_ok:
            # the outputs the last timed call left: still right (cheat #10 of VERIFY.md)
            refs = eager_list[0][1](*in_args)
            ok, detail, text = self.check_all([cand_outs[q["name"]] for q in out_params], refs,
                                              out_params, dtype, tol)
            cand_entry["check_after_timing"] = detail
            if not ok:
                cand_entry["check_text"] += "; MISMATCH after timing"
                cand_entry.setdefault("warnings", []).append("outputs left by timing mismatch eager")
                log("compare: %s %s: !!! CANDIDATE OUTPUT WRONG AFTER TIMING" % (op, rec["label"]))
        summary = ", ".join("%s %.1f us" % (l, en["time"]["median_us"]) for l, en, _ in impls)
        log("compare: %s %s: %s" % (op, rec["label"], summary))

    def run(self):
        torch = self.torch
        self.emit({"type": "env", "env": self.env()})
        if not self.plan.get("copy_gbps"):
            log("compare: measuring the copy ceiling ...")
            c = self.copy_ceiling()
            torch.cuda.empty_cache()
            self.emit({"type": "copy", "copy": c})
            log("compare: copy ceiling %.0f GB/s" % c["gbps"])
        if not self.plan.get("floor_done"):
            fl = self.launch_floor()
            self.emit({"type": "floor", "floor": fl})
            log("compare: launch floor %.2f us (an empty kernel, same method)" % fl["us"])
        for mib in self.plan.get("copy_sizes") or []:
            c = self.copy_ceiling(int(mib * (1 << 20)) // 16 * 16)
            torch.cuda.empty_cache()
            self.emit({"type": "copy_size", "mib": mib, "copy": c})
            log("compare: copy of %g MiB: %.0f GB/s (median %.2f us)" % (mib, c["gbps"], c["time"]["median_us"]))
        for p in self.plan["ops"]:
            self.emit({"type": "op_start", "op": p["op"]})
            status, reason = "ok", ""
            try:
                self.run_op(p)
            except CudaLost as e:
                log("compare: %s: CUDA context lost: %s" % (p["op"], e))
                self.out.close()
                os._exit(3)
            except Exception as e:  # noqa: BLE001 - a failed op is a result
                if cuda_broken(torch):
                    log("compare: %s: CUDA context lost: %s" % (p["op"], e))
                    self.out.close()
                    os._exit(3)
                status, reason = "error", "%s: %s" % (type(e).__name__, str(e)[:2000])
                log("compare: %s: ERROR %s" % (p["op"], reason))
            self.emit({"type": "op_end", "op": p["op"], "status": status, "reason": reason})
        smi = nvidia_smi()
        if smi:
            self.emit({"type": "env", "env": {"end_" + k: v for k, v in smi.items()
                                              if k.startswith(("clocks", "temperature", "power"))}})


def cuda_broken(torch):
    """after an error: is the CUDA context still usable?"""
    try:
        torch.cuda.synchronize()
        torch.zeros(1, device="cuda").add_(1).item()
        return False
    except Exception:  # noqa: BLE001
        return True


def device_records(torch, prof):
    """(start_ns, end_ns, name) of every device activity (kernels, memcpy, memset) that
    the profiler recorded"""
    out = []
    cuda_type = None
    for mod in ("_C._autograd", "_C._profiler", "autograd"):
        obj = torch
        try:
            for part in mod.split("."):
                obj = getattr(obj, part)
            cuda_type = obj.DeviceType.CUDA
            break
        except AttributeError:
            continue
    res = getattr(getattr(prof, "profiler", None), "kineto_results", None)
    if res is not None and cuda_type is not None:
        for e in res.events():
            if e.device_type() != cuda_type:
                continue
            try:
                if e.is_user_annotation():
                    continue
            except AttributeError:
                pass
            s = e.start_ns()
            out.append((s, s + e.duration_ns(), e.name()))
        return out
    # the public, slower path
    for fe in prof.events():
        if str(getattr(fe, "device_type", "")).endswith("CUDA"):
            out.append((int(fe.time_range.start * 1000), int(fe.time_range.end * 1000), fe.name))
    return out


def nvidia_smi():
    fields = ["name", "driver_version", "clocks.sm", "clocks.mem", "clocks.max.sm",
              "temperature.gpu", "power.draw"]
    try:
        r = subprocess.run(["nvidia-smi", "--query-gpu=" + ",".join(fields), "--format=csv,noheader"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True,
                           timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    if r.returncode != 0 or not r.stdout.strip():
        return None
    vals = [v.strip() for v in r.stdout.strip().splitlines()[0].split(",")]
    if len(vals) != len(fields):
        return None
    d = dict(zip(fields, vals))
    return {"driver": d["driver_version"], "smi_name": d["name"], "clocks_sm": d["clocks.sm"],
            "clocks_mem": d["clocks.mem"], "clocks_max_sm": d["clocks.max.sm"],
            "temperature": d["temperature.gpu"], "power": d["power.draw"]}


def worker_main(plan_path):
    with open(plan_path) as f:
        plan = json.load(f)
    try:
        w = Worker(plan)
        w.run()
    except CompareError as e:
        log("compare: worker: %s" % e)
        return 2
    return 0
