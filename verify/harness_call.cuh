/* harness_call.cuh: the candidate's side of the harness: calling its launcher, once or
 * in timed reps, and telling what each call did on the device.
 *
 * This is the only part of the harness that runs the candidate's code. It runs in a
 * process of its own (harness_rpc.cuh: the runner), which the checker asks for calls on
 * tensors it allocated and shares through CUDA IPC; the runner holds no seed and no
 * finding, and what it reports (CUPTI's view of each call, times) is checked where it
 * can be. Under compute-sanitizer the same functions are called in one process.
 * Part of harness.cu, which includes it once, in order; not a header of its own. */
#pragma once

#define AKH_REPS_MAX 256	/* reps a REPS request may ask for */
#define AKH_NSTREAMS 3		/* the streams calls are given, in turn */

/* one call's arguments, pointers resolved */
struct akh_callargs {
	void *t[H_MAX_TENSORS];
	int64_t st[H_MAX_TENSORS * H_MAX_DIMS];	/* strides in elements (harness.h) */
	int64_t sym[H_MAX_SYMS];
	double sc[H_MAX_SCALARS];
	int stream;		/* which of the runner's streams, 0..AKH_NSTREAMS-1 */
};

/* what one call did, or a batch of them (kernels and copies: the most of any call) */
struct akh_callres {
	int32_t st, le, sync;	/* the launcher's status, cudaGetLastError after it, the sync after it */
	int32_t kernels, copies, offstream, calls;
	uint32_t stream, given;	/* the first other stream an activity ran on; the one it was given */
	uint64_t first, last;	/* device time of the (last) call: earliest start, latest end */
	int64_t unattr;		/* candidate kernels outside any call */
	int64_t outbytes;	/* what it wrote to stdout */
	char head[161];		/* the start of that */
};

/* one timed rep */
struct akh_rep1 {
	float us;
	int16_t kernels, copies, offstream, pad;
	uint64_t hash;		/* of its outputs, as the runner hashed them */
};

static cudaStream_t akh_cstreams[AKH_NSTREAMS];
static uint32_t akh_cstream_ids[AKH_NSTREAMS];
static int4 *akh_flushbuf;		/* the L2 flush: written, then the other half read */
static int64_t akh_flushn;
static unsigned long long *akh_rslots;	/* the reps' output hashes */
static cudaEvent_t akh_flushed;
static int akh_poison_smem = 48 * 1024;

/* fills every SM's shared memory with noise: state a kernel left there (it outlives a
 * launch) is gone before the next call */
__global__ void akh_poison_kernel(uint32_t seed)
{
	extern __shared__ uint32_t akh_smem[];
	int n = 0;
	asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(n));
	for (int i = threadIdx.x; i < n / 4; i += blockDim.x)
		akh_smem[i] = (uint32_t)akh_mix64(seed + (uint64_t)blockIdx.x * 65536 + (uint64_t)i) | 0x7f800001u;
}

/* the candidate's streams, CUPTI's name of each, the flush, the poison kernel's size */
static void akh_call_setup(void)
{
	for (int k = 0; k < AKH_NSTREAMS; k++) {
		CK(cudaStreamCreateWithFlags(&akh_cstreams[k], cudaStreamNonBlocking));
		if (akh_cu_on && cuptiGetStreamIdEx(NULL, (CUstream)akh_cstreams[k], 0, &akh_cstream_ids[k]) != CUPTI_SUCCESS)
			akh_herr("cuptiGetStreamIdEx failed");
	}
	int most = 0;
	CK(cudaDeviceGetAttribute(&most, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
	if (most > akh_poison_smem &&
	    cudaFuncSetAttribute(akh_poison_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, most) == cudaSuccess)
		akh_poison_smem = most;
	cudaGetLastError();
	CK(cudaEventCreateWithFlags(&akh_flushed, cudaEventDisableTiming));
	CK(cudaMalloc(&akh_rslots, AKH_REPS_MAX * sizeof(unsigned long long)));
}

static void akh_poison(uint32_t seed)
{
	akh_poison_kernel<<<akh_prop.multiProcessorCount * 2, 1024, (size_t)akh_poison_smem, akh_hs>>>(seed);
	CK(cudaGetLastError());
}

/* after a call: device-wide, so that work left on any stream is done and a fault it
 * caused is its own; then what it printed (device printf reaches stdout at the sync) */
static void akh_after_call(akh_callres *r)
{
	cudaError_t e = cudaDeviceSynchronize();
	if (e == cudaSuccess)
		e = cudaGetLastError();
	r->sync = (int32_t)e;
	if (akh_capfd >= 0) {
		fflush(stdout);
		off_t n = lseek(akh_capfd, 0, SEEK_END);
		if (n > 0 && r->outbytes == 0) {
			ssize_t got = pread(akh_capfd, r->head, sizeof r->head - 1, 0);
			r->head[got > 0 ? got : 0] = 0;
		}
		r->outbytes = n > 0 ? (int64_t)n : 0;
	}
}

/* launches one call between CUPTI's push and pop of its external id */
static void akh_launch(const akh_callargs &a, uint64_t ext, akh_callres *r)
{
	cudaGetLastError();	/* nothing pending from us may be blamed on it */
	if (akh_cu_on)
		akh_cupti_need(akh_cupti_push(ext));
	cudaError_t st = h_op.launch(a.t, a.st, a.sym, a.sc, akh_cstreams[a.stream]);
	cudaError_t le = cudaGetLastError();
	if (akh_cu_on)
		akh_cupti_need(akh_cupti_pop());
	if (r->st == 0 && r->le == 0) {
		r->st = (int32_t)st;
		r->le = (int32_t)le;
	}
}

/* CUPTI's account of calls [ext, ext + n): the most kernels and copies of one, work
 * off the given stream, unattributed work; us[q] each call's device time */
static void akh_account(uint64_t ext, int n, int stream, akh_callres *r, akh_rep1 *reps)
{
	r->given = akh_cstream_ids[stream];
	if (!akh_cu_on)
		return;
	std::vector<akh_call> calls;
	akh_cu_stream = akh_cstream_ids[stream];
	long long unattr = 0;
	akh_cupti_need(akh_cupti_collect(ext, (size_t)n, calls, &unattr));
	r->unattr += unattr;
	for (int q = 0; q < n; q++) {
		const akh_call &c = calls[(size_t)q];
		r->kernels = std::max(r->kernels, c.kernels);
		r->copies = std::max(r->copies, c.copies);
		if (c.offstream > 0 && r->offstream == 0)
			r->stream = c.stream;
		r->offstream += c.offstream;
		r->first = c.first;
		r->last = c.last;
		if (reps) {
			reps[q].us = c.kernels + c.copies > 0 ? (float)((double)(c.last - c.first) / 1000.0) : 0.0f;
			reps[q].kernels = (int16_t)std::min(c.kernels, 32767);
			reps[q].copies = (int16_t)std::min(c.copies, 32767);
			reps[q].offstream = (int16_t)std::min(c.offstream, 32767);
		}
	}
	r->calls = n;
}

/* one call on the tensors, checked as every call is */
static void akh_cand_call(const akh_callargs &a, uint64_t ext, uint32_t poison, akh_callres *r)
{
	memset(r, 0, sizeof *r);
	akh_poison(poison);
	CK(cudaStreamSynchronize(akh_hs));
	akh_launch(a, ext, r);
	akh_after_call(r);
	if (r->sync == 0)
		akh_account(ext, 1, a.stream, r, NULL);
}

/* what a timed rep does around the call: outputs refilled (inout tensors regenerated),
 * shared memory poisoned, the set's lines demoted to evict-normal in L2, the L2 flushed */
struct akh_repplan {
	int64_t n[H_MAX_TENSORS];		/* elements of each tensor */
	uint64_t sentinel[H_MAX_TENSORS];	/* outputs: refilled with this */
	akh_gen gen[H_MAX_TENSORS];		/* inout tensors: regenerated from this */
	void *base[2 * H_MAX_TENSORS];		/* the set's allocations, demoted whole */
	size_t alloc[2 * H_MAX_TENSORS];
	int nbase;
	uint32_t poison;
};

static void akh_prepare_rep(const akh_callargs &a, const akh_repplan &p, int r)
{
	for (int i = 0; i < h_op.ntensors; i++) {
		if (T(i).role == H_OUT)
			akh_dfill(T(i).dtype, a.t[i], p.n[i], p.sentinel[i]);
		else if (T(i).role == H_INOUT)
			akh_dgen(a.t[i], p.n[i], p.gen[i], NULL);
	}
	akh_poison(p.poison + (uint32_t)r);
	for (int k = 0; k < p.nbase; k++) {
		const int64_t lines = (int64_t)((p.alloc[k] + 127) / 128);
		if (p.base[k] && lines > 0)
			akh_demote_kernel<<<akh_blocks(lines, 8), AKH_THREADS, 0, akh_hs>>>((const char *)p.base[k], lines);
	}
	/* the L2 flush: one buffer written, then another read, each three times the L2, so
	 * the lines the candidate reads next come from memory and no copy of them survives;
	 * reading last leaves only clean lines, whose eviction costs the timed call nothing
	 * (a flush that ends in writes leaves the L2 dirty, and the candidate's first misses
	 * then pay for writing the flush back: 2-23% longer on the H200, as measured against
	 * bench/compare.py, which flushes this way too) */
	akh_flush_kernel<<<akh_blocks(akh_flushn, 8), AKH_THREADS, 0, akh_hs>>>(akh_flushbuf, akh_flushn, r);
	akh_flush_read_kernel<<<akh_blocks(akh_flushn, 8), AKH_THREADS, 0, akh_hs>>>(akh_flushbuf + akh_flushn,
										    akh_flushn, r, (int *)akh_flushbuf);
	CK(cudaGetLastError());
}

/* n reps, each prepared as above and queued behind its preparation on the device (an
 * event: the call starts the moment the flush ends, as a call does behind the kernel
 * before it in a model, and in bench/compare.py; a host sync there left the GPU idle:
 * softmax bf16 4096x32768 timed at 84% of the copy ceiling, 92% queued, 96% in
 * compare.py, bench/results/2026-11-30-h200-session4). After each: a device-wide
 * sync, its outputs hashed. reps[q] gets each rep's time and hash. */
static void akh_cand_reps(const akh_callargs &a, const akh_repplan &p, int n, uint64_t ext, akh_callres *r,
			  akh_rep1 *reps)
{
	memset(r, 0, sizeof *r);
	memset(reps, 0, (size_t)n * sizeof reps[0]);
	if (!akh_flushbuf) {
		akh_flushn = std::max<int64_t>((int64_t)3 * akh_prop.l2CacheSize, (int64_t)64 << 20) / 16;
		if (cudaMalloc(&akh_flushbuf, (size_t)akh_flushn * 2 * 16) != cudaSuccess)
			akh_herr("out of device memory for the L2 flush buffers");
		akh_flush_kernel<<<akh_blocks(akh_flushn, 8), AKH_THREADS, 0, akh_hs>>>(akh_flushbuf + akh_flushn, akh_flushn,
											 0x2b);
	}
	CK(cudaMemsetAsync(akh_rslots, 0, (size_t)n * sizeof(unsigned long long), akh_hs));
	for (int q = 0; q < n && r->sync == 0 && r->st == 0 && r->le == 0; q++) {
		akh_prepare_rep(a, p, q);
		CK(cudaEventRecord(akh_flushed, akh_hs));
		CK(cudaStreamWaitEvent(akh_cstreams[a.stream], akh_flushed, 0));
		akh_launch(a, ext + (uint64_t)q, r);
		akh_after_call(r);
		if (r->sync != 0)
			break;
		for (int i = 0; i < h_op.ntensors; i++)
			if (akh_isout(i))
				akh_dhash(T(i).dtype, a.t[i], p.n[i], 0x9e3779b97f4a7c15ULL * (uint64_t)(i + 1), akh_rslots + q);
	}
	if (r->sync != 0)
		return;
	CK(cudaDeviceSynchronize());
	akh_account(ext, n, a.stream, r, reps);
	std::vector<unsigned long long> h((size_t)n);
	CK(cudaMemcpy(h.data(), akh_rslots, (size_t)n * sizeof h[0], cudaMemcpyDeviceToHost));
	for (int q = 0; q < n; q++)
		reps[q].hash = h[(size_t)q];
}

/* n calls back to back, no flush, one device-wide sync at the end: the host's wall time
 * per call, against device time (hidden work) */
static void akh_cand_wall(const akh_callargs &a, int n, uint64_t ext, akh_callres *r, double *wall_us)
{
	memset(r, 0, sizeof *r);
	CK(cudaDeviceSynchronize());
	auto t0 = std::chrono::steady_clock::now();
	for (int q = 0; q < n; q++)
		akh_launch(a, ext + (uint64_t)q, r);
	akh_after_call(r);
	*wall_us = akh_ms_since(t0) * 1000.0 / n;
	if (r->sync == 0)
		akh_account(ext, n, a.stream, r, NULL);
}
