// emu.h: a CPU emulation of just enough CUDA to run templates/common/gemm_mma.cuh's
// kernel and launcher (with rowdot.h, common/gemm_rowdot.cuh's; with
// tests/attn_emu/emu_extra.h, common/flash.cuh's; with cluster.h, a cluster's blocks
// together): fibers (ucontext) per CUDA thread on
// 1-D and 2-D grids, a round-robin scheduler that switches at every barrier and warp
// collective, ldmatrix (and ldmatrix.trans), mma.sync and shuffles per the PTX ISA,
// cp.async with the completion deferred to the latest moment (LATE) or done at issue
// (EARLY), and shadow state per shared 16-byte chunk that flags a read of unwritten
// data or of a write not ordered before it, and a write not ordered after every read
// and write of the chunk before it (races); with wgmma.h, wgmma's asynchronous reads of
// shared memory and the proxy fences they need.
//
// The order is happens-before by vector clocks (one a thread, a component a thread of
// the launch): a thread's own component counts its releases; every synchronisation
// releases the arriving thread's clock into the barrier's (the block's barrier,
// tma.h's mbarrier phases, named barriers) and the threads it lets go acquire it (join
// it into theirs). An event of thread u at its clock c happened before thread t's
// present iff c <= t's component u. So an mbarrier or a named barrier orders only the
// threads that arrive and wait on it, as on the GPU, where a scalar epoch a thread could
// express the block's barrier alone.
#pragma once
#include <ucontext.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <vector>
#include <map>
#include <functional>
#include <utility>

#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
#define __restrict__ __restrict
#define __launch_bounds__(...)
#define __align__(x)
#define __grid_constant__

static void emu_fail(const char *what)
{
	fprintf(stderr, "EMU FAIL: %s\n", what);
	abort();
}
#define EMU_CHECK(c, what)              \
	do {                            \
		if (!(c))               \
			emu_fail(what); \
	} while (0)

// ---------------------------------------------------------------- types
struct __nv_bfloat16 {
	unsigned short x;
};
struct __half {
	unsigned short x;
};
struct __nv_bfloat162 {
	__nv_bfloat16 a, b;
	__nv_bfloat162 &operator=(const __nv_bfloat162 &o)
	{
		EMU_CHECK((uintptr_t)this % 4 == 0, "misaligned bf16x2 store");
		a = o.a;
		b = o.b;
		return *this;
	}
};
struct __half2 {
	__half a, b;
	__half2 &operator=(const __half2 &o)
	{
		EMU_CHECK((uintptr_t)this % 4 == 0, "misaligned f16x2 store");
		a = o.a;
		b = o.b;
		return *this;
	}
};

static inline unsigned short f2bf_bits(float f)
{
	uint32_t u;
	memcpy(&u, &f, 4);
	if ((u & 0x7fffffff) > 0x7f800000)
		return 0x7fc0;
	u += 0x7fff + ((u >> 16) & 1);
	return (unsigned short)(u >> 16);
}
static inline float bf_bits2f(unsigned short b)
{
	uint32_t u = (uint32_t)b << 16;
	float f;
	memcpy(&f, &u, 4);
	return f;
}
static inline unsigned short f2h_bits(float f)
{
	_Float16 h = (_Float16)f;
	unsigned short b;
	memcpy(&b, &h, 2);
	return b;
}
static inline float h_bits2f(unsigned short b)
{
	_Float16 h;
	memcpy(&h, &b, 2);
	return (float)h;
}
static inline __nv_bfloat16 __float2bfloat16_rn(float f) { return __nv_bfloat16{f2bf_bits(f)}; }
static inline __nv_bfloat162 __floats2bfloat162_rn(float a, float b)
{
	__nv_bfloat162 r;
	r.a = __float2bfloat16_rn(a);
	r.b = __float2bfloat16_rn(b);
	return r;
}
static inline __half __float2half_rn(float f) { return __half{f2h_bits(f)}; }
static inline __half2 __floats2half2_rn(float a, float b)
{
	__half2 r;
	r.a = __float2half_rn(a);
	r.b = __float2half_rn(b);
	return r;
}

// the conversions and vectors of common/gemm_epi.cuh
static inline float __bfloat162float(__nv_bfloat16 v) { return bf_bits2f(v.x); }
static inline float __half2float(__half v) { return h_bits2f(v.x); }
// (glibc declares a __expf of its own); div.approx as the PTX ISA gives it: 0 where the
// divisor's magnitude is over 2^126 (infinite included), else the quotient, here exact
#define __expf(x) expf(x)
static inline float __fdividef(float a, float b) { return fabsf(b) > 0x1p126f ? a * 0.0f : a / b; }
struct float2 {
	float x, y;
	float2 &operator=(const float2 &o)
	{
		EMU_CHECK((uintptr_t)this % 8 == 0, "misaligned f32x2 store");
		x = o.x;
		y = o.y;
		return *this;
	}
};
static inline float2 make_float2(float x, float y)
{
	float2 r;
	r.x = x;
	r.y = y;
	return r;
}

// the job's dtype (AK_DTYPE_BF16, else f16): a float rounded to its bits, its bits
// widened, and two floats rounded into a word (cvt.rn.bf16x2.f32 / .f16x2.f32: lo in
// the low half)
static inline unsigned short dt_bits(float f)
{
#if defined(AK_DTYPE_BF16)
	return f2bf_bits(f);
#else
	return f2h_bits(f);
#endif
}
static inline float dt_float(unsigned short b)
{
#if defined(AK_DTYPE_BF16)
	return bf_bits2f(b);
#else
	return h_bits2f(b);
#endif
}
static inline unsigned emu_pack2(float lo, float hi) { return (unsigned)dt_bits(lo) | (unsigned)dt_bits(hi) << 16; }

// ---------------------------------------------------------------- runtime
typedef int cudaError_t;
typedef void *cudaStream_t;
enum { cudaSuccess = 0, cudaErrorInvalidValue = 1, cudaErrorInvalidConfiguration = 9, cudaErrorNotSupported = 801 };
enum { cudaFuncAttributeMaxDynamicSharedMemorySize = 8 };
enum { cudaDevAttrMaxSharedMemoryPerBlockOptin = 97, cudaDevAttrMultiProcessorCount = 16 };

struct emu_dim3 {
	unsigned x, y, z;
};
static emu_dim3 threadIdx, blockIdx, gridDim;
struct dim3 : emu_dim3 {
	dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : emu_dim3{a, b, c} {}
};

static int emu_optin = 232448;
// few multiprocessors, so that a persistent grid's blocks take several tiles each
static int emu_sms = 3;
static std::map<const void *, int> emu_maxdyn;
static int emu_launches;
static int emu_last_smem;

static cudaError_t cudaGetDevice(int *d)
{
	*d = 0;
	return cudaSuccess;
}
static cudaError_t cudaDeviceGetAttribute(int *v, int attr, int dev)
{
	EMU_CHECK((attr == cudaDevAttrMaxSharedMemoryPerBlockOptin || attr == cudaDevAttrMultiProcessorCount) && dev == 0,
		  "attribute");
	*v = attr == cudaDevAttrMultiProcessorCount ? emu_sms : emu_optin;
	return cudaSuccess;
}
template <class F> static cudaError_t cudaFuncSetAttribute(F *f, int attr, int v)
{
	EMU_CHECK(attr == cudaFuncAttributeMaxDynamicSharedMemorySize, "func attribute");
	if (v > emu_optin)
		return cudaErrorInvalidValue;
	emu_maxdyn[(const void *)f] = v;
	return cudaSuccess;
}
static cudaError_t cudaGetLastError() { return cudaSuccess; }

// ---------------------------------------------------------------- global memory
// the readable ranges (x and w as the harness allocates them: up to the last row's end)
struct emu_range {
	const char *lo, *hi;
};
static std::vector<emu_range> emu_readable;
static void emu_check_read(const void *p, int bytes)
{
	const char *c = (const char *)p;
	for (auto &r : emu_readable)
		if (c >= r.lo && c + bytes <= r.hi)
			return;
	emu_fail("global read outside x and w");
}
static unsigned short __ldg(const unsigned short *p)
{
	emu_check_read(p, 2);
	return *p;
}

// ---------------------------------------------------------------- fibers
enum { EMU_LATE = 0, EMU_EARLY = 1 };
static int emu_mode = EMU_LATE;

struct emu_copy {
	unsigned dst;
	const void *src;
	int bytes;
};
struct emu_thread {
	ucontext_t ctx;
	std::vector<char> stack;
	bool done;
	std::vector<int> vc;                       // the thread's vector clock
	std::vector<int> fclock;                   // its clock at each fence.proxy.async (wgmma.h)
	std::map<unsigned, int> seen;              // tma.h: per mbarrier, the phases this thread saw complete
	std::vector<emu_copy> open;                // the group not yet committed
	std::vector<std::vector<emu_copy>> groups; // committed, oldest first
	// warp collective exchange
	unsigned in_addr;
	unsigned in_a[4], in_b[2];
	float in_d[4];
	unsigned out_r[4];
	float out_d[4];
};
// a warp's (or wgmma.h's warpgroup's) collective in progress
struct emu_warp {
	int arrived, gen, kind;
};
// a shared chunk's last write (its thread, -1 for none, that thread's clock then and
// how many proxy fences it had executed), the reads since (thread and clock, a thread
// once, at its last read); wgmma.h's asynchronous reads: how many are in flight, and by
// warpgroup the snapshot of its threads' clocks when its last one completed (an index
// of emu_snaps, -1: none); tma.h's copies: the barrier a TMA write of the chunk
// completed on (-1: none), and that barrier's phase
struct emu_chunk {
	int wthread, wclock, wfences, areaders;
	std::vector<std::pair<int, int>> reads;
	int adone[4];
	int tbar, tphase;
};
static const emu_chunk emu_chunk_new = {-1, 0, 0, 0, {}, {-1, -1, -1, -1}, -1, -1};

static ucontext_t emu_sched;
static std::vector<emu_thread> emu_threads;
static std::vector<emu_warp> emu_warps;
static int emu_cur;
static std::vector<unsigned char> emu_smem_buf;
static std::vector<emu_chunk> emu_shadow;
static bool emu_progress;
// the launch's blocks' threads, and the shared-memory bytes of each block's part of the
// buffer (0: one block, the whole buffer; tests/gemm_emu/cluster.h runs a cluster's
// blocks together, each its own part, block r's at r EMU_PART_STRIDE: a shared address
// is the block's own plus that, so that its low 18 bits, all a wgmma descriptor holds,
// are the block's own, as on the GPU)
static unsigned emu_block_threads = 1, emu_part;
enum { EMU_PART_STRIDE = 1 << 18 };

// where the running thread's block's part begins
static size_t emu_part_base() { return emu_part ? (size_t)(emu_cur / emu_block_threads) * EMU_PART_STRIDE : 0; }
// bytes at shared address addr within the running thread's block's part
static bool emu_in_part(unsigned addr, unsigned bytes)
{
	if (!emu_part)
		return (size_t)addr + bytes <= emu_smem_buf.size();
	const size_t lo = emu_part_base();
	return addr >= lo && (size_t)addr + bytes <= lo + emu_part;
}

static void emu_yield()
{
	swapcontext(&emu_threads[emu_cur].ctx, &emu_sched);
}

// ---------------------------------------------------------------- happens-before
// thread t's clock now, and its vector clock
static inline int emu_now(int t) { return emu_threads[t].vc[t]; }
// an event of thread u at clock c happened before thread t's present
static inline bool emu_hb(int u, int c, int t) { return u == t || c <= emu_threads[t].vc[u]; }
// the running thread releases into a barrier's clock (sized on first use): its clock
// joined in, then its own component advanced, so that what it does next is after
static void emu_release(std::vector<int> &into)
{
	emu_thread &t = emu_threads[emu_cur];
	if (into.size() != t.vc.size())
		into.assign(t.vc.size(), 0);
	for (size_t i = 0; i < into.size(); i++)
		into[i] = into[i] > t.vc[i] ? into[i] : t.vc[i];
	t.vc[emu_cur]++;
}
// the running thread acquires a barrier's clock (empty: nothing released into it)
static void emu_acquire(const std::vector<int> &from)
{
	emu_thread &t = emu_threads[emu_cur];
	for (size_t i = 0; i < from.size() && i < t.vc.size(); i++)
		t.vc[i] = t.vc[i] > from[i] ? t.vc[i] : from[i];
}
// a barrier's clocks: what the arrivals of the generation (or phase) in progress released,
// and what the last completed one's did, which its waiters acquire (no thread can release
// into the next generation before every waiter of this one left it)
struct emu_hbbar {
	std::vector<int> acc, done;
	void arrive() { emu_release(acc); }
	void seal()
	{
		done.swap(acc);
		acc.clear();
	}
	void leave() const { emu_acquire(done); }
	void reset()
	{
		acc.clear();
		done.clear();
	}
};
// a block's threads' clocks at their start: thread i at 1 in its own component
static void emu_clocks_start()
{
	const size_t n = emu_threads.size();
	for (size_t i = 0; i < n; i++) {
		emu_threads[i].vc.assign(n, 0);
		emu_threads[i].vc[i] = 1;
		emu_threads[i].fclock.clear();
	}
}
// wgmma.h's completed reads: a warpgroup's 128 clocks when they retired; the read is
// ordered before thread u once u's clock holds any of them (the wgmma is the warpgroup's,
// done for all once any thread's wait_group returned), which once true stays so (dom)
struct emu_snap {
	int g;
	std::vector<int> c;
	std::vector<char> dom;
};
static std::vector<emu_snap> emu_snaps;
static bool emu_snap_before(int s, int u)
{
	emu_snap &sn = emu_snaps[s];
	if (sn.dom[u])
		return true;
	const std::vector<int> &vc = emu_threads[u].vc;
	for (int t = 0; t < 128; t++)
		if (sn.c[t] <= vc[sn.g * 128 + t])
			return sn.dom[u] = 1, true;
	return false;
}

// every read of chunk c, by a thread or a warpgroup's wgmma, ordered before thread u's
// present (what a write there must wait for); what: the writer, for the message
static void emu_after_reads(const emu_chunk &c, int u, const char *what)
{
	char m[160];
	for (auto &r : c.reads)
		if (!emu_hb(r.first, r.second, u)) {
			snprintf(m, sizeof m, "%s not ordered after a read of the chunk (a race)", what);
			emu_fail(m);
		}
	for (int g = 0; g < 4; g++)
		if (c.adone[g] >= 0 && !emu_snap_before(c.adone[g], u)) {
			snprintf(m, sizeof m, "%s not ordered after a warpgroup's wgmma that read the chunk", what);
			emu_fail(m);
		}
}

static void emu_smem_write(unsigned addr, int bytes)
{
	EMU_CHECK(addr % 16 == 0 && bytes == 16, "smem write granularity");
	EMU_CHECK(emu_in_part(addr, 16), "smem write out of range (of the block's shared memory)");
	emu_chunk &c = emu_shadow[addr / 16];
	emu_after_reads(c, emu_cur, "smem write");
	EMU_CHECK(c.wthread < 0 || emu_hb(c.wthread, c.wclock, emu_cur),
		  "smem write not ordered after another thread's write of the chunk (a race)");
	EMU_CHECK(c.areaders == 0, "smem write while a wgmma reading it is in flight");
	c.reads.clear();
	c.wthread = emu_cur;
	c.wclock = emu_now(emu_cur);
	c.wfences = (int)emu_threads[emu_cur].fclock.size();
	c.tbar = -1;
}
// remote: another block's part of a cluster's (cluster.h's distributed shared memory)
static void emu_smem_read(unsigned addr, bool remote = false)
{
	EMU_CHECK(addr % 16 == 0, "ldmatrix row address not 16-byte aligned");
	EMU_CHECK(remote ? (size_t)addr + 16 <= emu_smem_buf.size() : emu_in_part(addr, 16),
		  "smem read out of range (of the block's shared memory)");
	emu_chunk &c = emu_shadow[addr / 16];
	EMU_CHECK(c.wthread >= 0 || c.tbar >= 0, "smem read of a chunk never written");
	if (c.tbar >= 0) {
		// written by tma.h's TMA: the thread saw that copy's barrier phase complete
		auto it = emu_threads[emu_cur].seen.find((unsigned)c.tbar);
		EMU_CHECK(it != emu_threads[emu_cur].seen.end() && it->second > c.tphase,
			  "smem read of a TMA copy whose barrier phase the thread did not wait for");
	} else {
		EMU_CHECK(emu_hb(c.wthread, c.wclock, emu_cur), "smem read not ordered after the chunk's write (a race)");
	}
	for (auto &r : c.reads)
		if (r.first == emu_cur) {
			r.second = emu_now(emu_cur);
			return;
		}
	c.reads.push_back({emu_cur, emu_now(emu_cur)});
}

static void emu_do_copy(const emu_copy &cp)
{
	emu_smem_write(cp.dst, 16);
	if (cp.bytes > 0)
		memcpy(&emu_smem_buf[cp.dst], cp.src, cp.bytes);
	memset(&emu_smem_buf[cp.dst + cp.bytes], 0, 16 - cp.bytes);
}

// ---------------------------------------------------------------- the kernel's PTX helpers
static unsigned __cvta_generic_to_shared(const void *p)
{
	return (unsigned)((const unsigned char *)p - emu_smem_buf.data());
}
static unsigned char *emu_smem() { return emu_smem_buf.data(); }
// a block's static __shared__ arrays (transform.py makes each a view of this; no race
// checks on them, only the barriers' ordering)
static std::vector<unsigned char> emu_static_buf;
static unsigned char *emu_static_smem(size_t bytes)
{
	EMU_CHECK(bytes <= emu_static_buf.size(), "static shared memory over 48 KiB");
	return emu_static_buf.data();
}
static unsigned smem_u32(const void *p) { return __cvta_generic_to_shared(p); }

static inline void cp_async16(unsigned dst, const void *src, int bytes)
{
	EMU_CHECK(bytes >= 0 && bytes <= 16, "src-size");
	EMU_CHECK((uintptr_t)src % 16 == 0, "cp.async source not 16-byte aligned");
	EMU_CHECK(dst % 16 == 0, "cp.async destination not 16-byte aligned");
	if (bytes > 0)
		emu_check_read(src, bytes);
	emu_copy cp = {dst, src, bytes};
	if (emu_mode == EMU_EARLY)
		emu_do_copy(cp);
	else
		emu_threads[emu_cur].open.push_back(cp);
}
static inline void cp_async_commit()
{
	emu_thread &t = emu_threads[emu_cur];
	t.groups.push_back(t.open);
	t.open.clear();
}
template <int N> static inline void cp_async_wait()
{
	emu_thread &t = emu_threads[emu_cur];
	while ((int)t.groups.size() > N) {
		for (auto &cp : t.groups.front())
			emu_do_copy(cp);
		t.groups.erase(t.groups.begin());
	}
}
static inline void st_shared16(unsigned dst, unsigned a, unsigned b, unsigned c, unsigned d)
{
	emu_smem_write(dst, 16);
	unsigned v[4] = {a, b, c, d};
	memcpy(&emu_smem_buf[dst], v, 16);
}

// the running thread's block among those that run together (a cluster's, else the one)
static unsigned emu_block() { return (unsigned)emu_cur / emu_block_threads; }

// the block's barriers, 16 a block as on the GPU: 0 is __syncthreads' (bar.sync 0, every
// thread of the block), 1-15 the named ones (bar.sync / bar.arrive ID, COUNT: COUNT
// threads of the block, whole warps). Each thread arriving releases into the generation's
// clock, the last of the COUNT seals it; a waiting thread (bar.sync's) waits for it and
// acquires it on leaving (no thread can release into the next generation's before every
// waiter left this one), bar.arrive's go on at once
struct emu_nbar {
	int count, arrived, gen;
	emu_hbbar hb;
};
static std::vector<emu_nbar> emu_nbars;
static void emu_bar_step(int id, int count, bool wait)
{
	emu_nbar &b = emu_nbars[emu_block() * 16 + (unsigned)id];
	EMU_CHECK(b.arrived == 0 || b.count == count, "a named barrier's threads giving different counts");
	b.count = count;
	const int gen = b.gen;
	emu_progress = true;
	b.hb.arrive();
	if (++b.arrived == count) {
		b.arrived = 0;
		b.gen++;
		b.hb.seal();
	}
	if (!wait)
		return;
	while (b.gen == gen)
		emu_yield();
	b.hb.leave();
}
static void __syncthreads()
{
	emu_thread &t = emu_threads[emu_cur];
	EMU_CHECK(t.open.empty() || emu_mode == EMU_EARLY, "uncommitted copies at a barrier (allowed, but unexpected)");
	emu_bar_step(0, (int)emu_block_threads, true);
}
static void emu_nbar_arrive(int id, int count, bool wait)
{
	EMU_CHECK(id >= 1 && id < 16, "named barrier id (0 is the block's)");
	EMU_CHECK(count > 0 && count % 32 == 0 && count <= (int)emu_block_threads, "named barrier count");
	emu_bar_step(id, count, wait);
}
static inline void named_bar_sync(int id, int count) { emu_nbar_arrive(id, count, true); }
static inline void named_bar_arrive(int id, int count) { emu_nbar_arrive(id, count, false); }

// all `size` threads of the group (a warp, a warpgroup) arrive; the last computes
// everyone's outputs
static void emu_gcollective(std::vector<emu_warp> &groups, int size, int kind, void (*compute)(int w))
{
	const int w = emu_cur / size;
	emu_warp &wp = groups[w];
	const int gen = wp.gen;
	if (wp.arrived == 0)
		wp.kind = kind;
	emu_progress = true;
	EMU_CHECK(wp.kind == kind, "threads of a warp or warpgroup at different collectives");
	if (++wp.arrived == size) {
		compute(w);
		wp.arrived = 0;
		wp.gen++;
		emu_progress = true;
	}
	while (wp.gen == gen)
		emu_yield();
}
static void emu_collective(int kind, void (*compute)(int w)) { emu_gcollective(emu_warps, 32, kind, compute); }

static void emu_ldsm_compute(int w)
{
	const int save = emu_cur;
	for (int l = 0; l < 32; l++) {
		emu_thread &t = emu_threads[w * 32 + l];
		for (int j = 0; j < 4; j++) {
			// row l / 4 of matrix j, whose address lane 8j + l / 4 gave; elements
			// 2 (l % 4), +1
			const unsigned a = emu_threads[w * 32 + 8 * j + l / 4].in_addr;
			emu_cur = w * 32 + l; // the reading thread, for the order check
			emu_smem_read(a);
			memcpy(&t.out_r[j], &emu_smem_buf[a + 4 * (l % 4)], 4);
		}
	}
	emu_cur = save;
}
// an ldmatrix.x4 of this lane's row address: the collective of kind, computed by f
static inline void emu_ldsm(int kind, void (*f)(int), unsigned addr, unsigned &r0, unsigned &r1, unsigned &r2,
			    unsigned &r3)
{
	emu_thread &t = emu_threads[emu_cur];
	t.in_addr = addr;
	emu_collective(kind, f);
	r0 = t.out_r[0];
	r1 = t.out_r[1];
	r2 = t.out_r[2];
	r3 = t.out_r[3];
}
static inline void ldsm_x4(unsigned addr, unsigned &r0, unsigned &r1, unsigned &r2, unsigned &r3)
{
	emu_ldsm(1, emu_ldsm_compute, addr, r0, r1, r2, r3);
}

// ldmatrix.x4.trans by the PTX ISA's layout: lane 4r + q gets, of each matrix, column
// r of rows 2q and 2q + 1
static void emu_ldsm_t_compute(int w)
{
	const int save = emu_cur;
	for (int l = 0; l < 32; l++) {
		emu_thread &t = emu_threads[w * 32 + l];
		const int r = l / 4, q = l % 4;
		for (int j = 0; j < 4; j++) {
			// rows 2q and 2q + 1 of matrix j, whose addresses lanes 8j + 2q and
			// 8j + 2q + 1 gave; element r of each
			const unsigned a0 = emu_threads[w * 32 + 8 * j + 2 * q].in_addr;
			const unsigned a1 = emu_threads[w * 32 + 8 * j + 2 * q + 1].in_addr;
			emu_cur = w * 32 + l;
			emu_smem_read(a0);
			emu_smem_read(a1);
			unsigned short lo, hi;
			memcpy(&lo, &emu_smem_buf[a0 + 2 * r], 2);
			memcpy(&hi, &emu_smem_buf[a1 + 2 * r], 2);
			t.out_r[j] = (unsigned)lo | (unsigned)hi << 16;
		}
	}
	emu_cur = save;
}
static inline void ldsm_x4_t(unsigned addr, unsigned &r0, unsigned &r1, unsigned &r2, unsigned &r3)
{
	emu_ldsm(3, emu_ldsm_t_compute, addr, r0, r1, r2, r3);
}

// __shfl_xor_sync of a float, as a warp collective
static void emu_shfl_compute(int w)
{
	for (int l = 0; l < 32; l++) {
		emu_thread &t = emu_threads[w * 32 + l];
		EMU_CHECK(t.in_addr < 32, "shuffle lane mask");
		EMU_CHECK(t.in_addr == emu_threads[w * 32].in_addr, "lanes of a warp shuffling by different masks");
		t.out_d[0] = emu_threads[w * 32 + (l ^ (int)t.in_addr)].in_d[0];
	}
}
static inline float shfl_xor(float v, int m)
{
	emu_thread &t = emu_threads[emu_cur];
	t.in_d[0] = v;
	t.in_addr = (unsigned)m;
	emu_collective(4, emu_shfl_compute);
	return t.out_d[0];
}

static float emu_elem(unsigned reg, int half)
{
	const unsigned short b = (unsigned short)(half ? reg >> 16 : reg & 0xffff);
#if defined(AK_DTYPE_BF16)
	return bf_bits2f(b);
#else
	return h_bits2f(b);
#endif
}

// the PTX ISA's m16n8k16 .f16/.bf16 tables, written from its formulas
static void emu_mma_compute(int w)
{
	float A[16][16], B[16][8], C[16][8];
	for (int l = 0; l < 32; l++) {
		emu_thread &t = emu_threads[w * 32 + l];
		const int g = l >> 2, tg = l % 4;
		for (int i = 0; i < 8; i++) {
			const int row = (i < 2 || (i >= 4 && i < 6)) ? g : g + 8;
			const int col = tg * 2 + (i & 1) + (i >= 4 ? 8 : 0);
			A[row][col] = emu_elem(t.in_a[i / 2], i & 1);
		}
		for (int i = 0; i < 4; i++) {
			const int row = tg * 2 + (i & 1) + (i >= 2 ? 8 : 0);
			B[row][g] = emu_elem(t.in_b[i / 2], i & 1);
		}
		for (int i = 0; i < 4; i++) {
			const int row = i < 2 ? g : g + 8;
			const int col = tg * 2 + (i & 1);
			C[row][col] = t.in_d[i];
		}
	}
	for (int l = 0; l < 32; l++) {
		emu_thread &t = emu_threads[w * 32 + l];
		const int g = l >> 2, tg = l % 4;
		for (int i = 0; i < 4; i++) {
			const int row = i < 2 ? g : g + 8;
			const int col = tg * 2 + (i & 1);
			double s = C[row][col];
			for (int kk = 0; kk < 16; kk++)
				s += (double)A[row][kk] * B[kk][col];
			t.out_d[i] = (float)s;
		}
	}
}
static inline void mma16816(float *d, const unsigned *a, const unsigned *b)
{
	emu_thread &t = emu_threads[emu_cur];
	memcpy(t.in_a, a, 16);
	memcpy(t.in_b, b, 8);
	memcpy(t.in_d, d, 16);
	emu_collective(2, emu_mma_compute);
	memcpy(d, t.out_d, 16);
}

// ---------------------------------------------------------------- launch
static std::function<void()> emu_body;
// the synchronisation state afresh for `blocks` blocks that run together (a cluster's,
// else one): clocks, each block's barriers, snapshots
static void emu_blocks_reset(unsigned blocks)
{
	emu_clocks_start();
	emu_nbars.assign((size_t)blocks * 16, emu_nbar{0, 0, 0, {}});
	emu_snaps.clear();
}
// wgmma.h's and tma.h's: a launch's warpgroups, barriers and registers set up for
// `blocks` blocks of `threads` threads that run together (a cluster's, else one)
static void (*emu_block_start)(unsigned threads, unsigned blocks);
// tma.h's: the EARLY mode's rounds in shuffled orders, from a fixed seed
static bool emu_shuffle;
static uint64_t emu_rand_state = 0x9e3779b97f4a7c15ull;
static unsigned emu_rand()
{
	emu_rand_state = emu_rand_state * 6364136223846793005ull + 1442695040888963407ull;
	return (unsigned)(emu_rand_state >> 33);
}
static void (*emu_exit_check)();
static void emu_entry()
{
	emu_body();
	emu_thread &t = emu_threads[emu_cur];
	for (auto &g : t.groups)
		EMU_CHECK(g.empty(), "copies still pending at the thread's exit");
	if (emu_exit_check)
		emu_exit_check();
	EMU_CHECK(t.open.empty(), "uncommitted copies at the thread's exit");
	t.done = true;
	emu_progress = true;
	swapcontext(&t.ctx, &emu_sched);
}

// n threads' fibers made afresh, each to run emu_body
static void emu_fibers(unsigned n)
{
	for (unsigned i = 0; i < n; i++) {
		emu_thread &t = emu_threads[i];
		t.done = false;
		t.stack.resize(256 * 1024);
		getcontext(&t.ctx);
		t.ctx.uc_stack.ss_sp = t.stack.data();
		t.ctx.uc_stack.ss_size = t.stack.size();
		t.ctx.uc_link = nullptr;
		makecontext(&t.ctx, emu_entry, 0);
	}
}
// the fibers of n threads run to their ends, in blocks of `block` threads (thread i is
// threadIdx.x i % block of blockIdx first + i / block in x), round after round until no
// barrier or collective completes (a deadlock). tma.h's kernels, paced by mbarriers rather
// than the block's barrier: in the EARLY mode the threads run each round in a new order (a
// fixed seed), so that a thread woken by another's arrival may run before the arriving
// warpgroup's next step
static void emu_schedule(unsigned n, unsigned block, emu_dim3 first)
{
	std::vector<unsigned> order(n);
	for (unsigned i = 0; i < n; i++)
		order[i] = i;
	for (;;) {
		bool all = true;
		emu_progress = false;
		if (emu_shuffle && emu_mode == EMU_EARLY)
			for (unsigned i = n - 1; i > 0; i--)
				std::swap(order[i], order[emu_rand() % (i + 1)]);
		for (unsigned k = 0; k < n; k++) {
			const unsigned i = order[k];
			if (emu_threads[i].done)
				continue;
			all = false;
			emu_cur = (int)i;
			threadIdx = emu_dim3{i % block, 0, 0};
			blockIdx = emu_dim3{first.x + i / block, first.y, 0};
			swapcontext(&emu_sched, &emu_threads[i].ctx);
		}
		if (all)
			break;
		EMU_CHECK(emu_progress, "deadlock: no barrier or collective completes");
	}
}

// a launch's (or an occupancy query's) blocks of `block` threads and smem bytes of dynamic
// shared memory, as the device takes them (cluster.h's too)
template <class K> static void emu_launch_check(K *kernel, unsigned block, int smem)
{
	EMU_CHECK(block % 32 == 0 && block <= 1024, "block size");
	if (smem > 48 * 1024) {
		auto it = emu_maxdyn.find((const void *)kernel);
		EMU_CHECK(it != emu_maxdyn.end() && it->second >= smem, "dynamic smem over 48 KiB without opting in");
	}
	EMU_CHECK(smem <= emu_optin, "smem over the device's opt-in limit");
}

template <class K, class... A> static void emu_launch(K *kernel, emu_dim3 grid, unsigned block, int smem, cudaStream_t,
						      A... args)
{
	emu_launch_check(kernel, block, smem);
	emu_launches++;
	emu_last_smem = smem;
	emu_body = [=]() { kernel(args...); };
	gridDim = grid;
	for (unsigned b = 0; b < grid.x * grid.y; b++) {
		emu_threads.assign(block, emu_thread());
		emu_warps.assign(block / 32, emu_warp{0, 0, 0});
		emu_smem_buf.assign(smem, 0xA5);
		emu_static_buf.assign(48 * 1024, 0xA5);
		emu_shadow.assign((smem + 15) / 16, emu_chunk_new);
		emu_block_threads = block;
		emu_part = 0;
		if (emu_block_start)
			emu_block_start(block, 1);
		emu_blocks_reset(1);
		emu_fibers(block);
		emu_schedule(block, block, emu_dim3{b % grid.x, b / grid.x, 0});
	}
}
template <class K, class... A> static void emu_launch(K *kernel, unsigned grid, unsigned block, int smem, cudaStream_t st,
						      A... args)
{
	emu_launch(kernel, emu_dim3{grid, 1, 1}, block, smem, st, args...);
}
