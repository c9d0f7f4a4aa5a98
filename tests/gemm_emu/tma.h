// tma.h: wgmma.h and the PTX of templates/common/tma.cuh, emulated from the PTX ISA:
// mbarriers (an expected arrival count, pending transaction bytes, phases that complete
// when both reach zero, the parity wait), cp.async.bulk.tensor of a 2-D box with the
// 128-byte swizzle and zeros outside the matrix, completing on its barrier either at
// issue (EMU_EARLY) or as late as possible, when a thread next polls that barrier
// (EMU_LATE), and akops_tensor_map_2d, the trusted service, whose map here is this
// file's own record of the arguments. In the EARLY mode emu.h runs the threads of each
// scheduling round in a new order (emu_shuffle), so that a producer woken by an arrival
// can act before the arriving warpgroup's next step. What it checks, beyond wgmma.h's:
//   - a TMA write lands on no chunk a wgmma is reading (areaders), so a stage handed
//     back to the producer before its products were done fails in the EARLY mode;
//   - a wgmma reads a TMA-written chunk only after every thread of its warpgroup saw the
//     phase that copy completed on (wgmma.h, by each thread's `seen`);
//   - an arrival releases the thread's vector clock into the phase, a wait that passes
//     acquires the completed phase's (emu.h's happens-before: what a thread wrote before
//     arriving is ordered before what the waiters do next);
//   - boxes within the map's limits, destinations aligned for the swizzle, every copy's
//     bytes expected on its barrier (no phase completes with bytes owed, none goes
//     negative at completion), a barrier initialised before use;
//   - reads within x's and w's elements (emu.h's ranges), none past the matrix;
//   - setmaxnreg within the registers the block was launched with (regs_inc waits for
//     them, a deadlock where they never come).
#pragma once
#include "wgmma.h"

// ---------------------------------------------------------------- the service
struct emu_tmap {
	uint64_t magic;
	const unsigned char *base;
	uint64_t elem, rows, cols, stride;
	uint32_t box_rows, box_cols;
	int swizzle;
};
static const uint64_t EMU_TMAP_MAGIC = 0x746d61702d656d75ull;
static int emu_tmaps;

extern "C" cudaError_t akops_tensor_map_2d(void *map, const void *base, int elem_bytes, uint64_t rows, uint64_t cols,
					   uint64_t row_stride_bytes, uint32_t box_rows, uint32_t box_cols,
					   int swizzle_bytes)
{
	// the same refusals as verify/harness_tmap.cuh (tests/tmap_test.cu checks those)
	const uint64_t box_bytes = (uint64_t)box_cols * (uint64_t)elem_bytes;
	if (!map || (uintptr_t)map % 64 != 0 || !base || (uintptr_t)base % 16 != 0 ||
	    (elem_bytes != 1 && elem_bytes != 2 && elem_bytes != 4 && elem_bytes != 8) || rows < 1 || cols < 1 ||
	    box_rows < 1 || box_rows > 256 || box_cols < 1 || box_cols > 256 || box_bytes % 16 != 0 ||
	    (swizzle_bytes != 0 && swizzle_bytes != 32 && swizzle_bytes != 64 && swizzle_bytes != 128) ||
	    (swizzle_bytes && box_bytes > (uint64_t)swizzle_bytes))
		return cudaErrorInvalidValue;
	if (rows > 1 && (row_stride_bytes % 16 != 0 || row_stride_bytes < cols * (uint64_t)elem_bytes))
		return cudaErrorInvalidValue;
	emu_tmap t = {EMU_TMAP_MAGIC, (const unsigned char *)base, (uint64_t)elem_bytes, rows, cols, row_stride_bytes,
		      box_rows, box_cols, swizzle_bytes};
	static_assert(sizeof(emu_tmap) <= 128, "a map is 128 bytes");
	memset(map, 0, 128);
	memcpy(map, &t, sizeof t);
	emu_tmaps++;
	return cudaSuccess;
}

// ---------------------------------------------------------------- mbarriers
struct emu_tcopy {
	unsigned dst;
	emu_tmap map;
	int c0, r0;
};
// hb: what the phase's arrivals released (emu.h's vector clocks), and the last completed
// phase's, which a wait that passes acquires
struct emu_mbar {
	int count, pending, phase;
	long long tx;
	std::vector<emu_tcopy> late; // issued, not yet landed (EMU_LATE)
	emu_hbbar hb;
};
static std::map<unsigned, emu_mbar> emu_mbars;

static emu_mbar &emu_bar(unsigned bar)
{
	auto it = emu_mbars.find(bar);
	EMU_CHECK(it != emu_mbars.end(), "an mbarrier used before mbarrier.init");
	return it->second;
}

// setmaxnreg's pool (regs_inc below): each thread's registers, their sum and the pool's
static std::vector<int> emu_regs;
static long emu_regs_used, emu_regs_pool;

static void emu_tma_block_start(unsigned threads)
{
	emu_wg_block_start(threads);
	emu_mbars.clear();
	const long each = 65536 / threads / 8 * 8 < 256 ? 65536 / threads / 8 * 8 : 256;
	emu_regs.assign(threads, (int)each);
	emu_regs_used = emu_regs_pool = (long)threads * each;
}
static struct emu_tma_hooks {
	emu_tma_hooks()
	{
		emu_block_start = emu_tma_block_start;
		emu_shuffle = true;
	}
} emu_tma_hooks_installed;

// the phase completes when every arrival came and no byte is owed
static void emu_bar_settle(emu_mbar &b)
{
	if (b.pending == 0 && b.tx == 0) {
		b.phase++;
		b.pending = b.count;
		b.hb.seal();
		emu_progress = true;
	}
}

static inline void mbar_init(unsigned bar, int count)
{
	EMU_CHECK(bar % 8 == 0 && bar + 8 <= emu_smem_buf.size(), "an mbarrier not 8-byte aligned in shared memory");
	EMU_CHECK(count >= 1, "an mbarrier's count");
	emu_mbars[bar] = emu_mbar{count, count, 0, 0, {}, {}};
}
static inline void mbar_init_fence() {}

static inline void mbar_arrive(unsigned bar)
{
	emu_mbar &b = emu_bar(bar);
	EMU_CHECK(b.pending > 0, "an mbarrier arrival past its count");
	b.hb.arrive();
	b.pending--;
	emu_progress = true;
	emu_bar_settle(b);
}
static inline void mbar_arrive_tx(unsigned bar, unsigned bytes)
{
	emu_mbar &b = emu_bar(bar);
	b.tx += bytes;
	mbar_arrive(bar);
}

// ---------------------------------------------------------------- TMA
// one box lands: its elements (zeros outside the matrix) into shared memory in the map's
// swizzle, each chunk's shadow marked as this barrier phase's TMA write
static void emu_tma_land(unsigned bar, emu_mbar &b, const emu_tcopy &cp)
{
	const emu_tmap &m = cp.map;
	const unsigned row_bytes = m.box_cols * (unsigned)m.elem;
	const unsigned bytes = m.box_rows * row_bytes;
	EMU_CHECK(cp.dst + bytes <= emu_smem_buf.size(), "a TMA box past shared memory");
	for (unsigned ch = cp.dst / 16; ch < (cp.dst + bytes) / 16; ch++) {
		emu_chunk &c = emu_shadow[ch];
		EMU_CHECK(c.areaders == 0, "a TMA write to a chunk a wgmma is reading");
		c.tbar = (int)bar;
		c.tphase = b.phase;
	}
	for (unsigned r = 0; r < m.box_rows; r++)
		for (unsigned e = 0; e < m.box_cols; e++) {
			const long long row = (long long)cp.r0 + r, col = (long long)cp.c0 + e;
			unsigned lin = cp.dst + r * row_bytes + e * (unsigned)m.elem;
			if (m.swizzle == 128)
				lin ^= ((lin >> 7) & 7) << 4;
			unsigned char *d = &emu_smem_buf[lin];
			if (row >= 0 && col >= 0 && (uint64_t)row < m.rows && (uint64_t)col < m.cols) {
				const unsigned char *src = m.base + (uint64_t)row * m.stride + (uint64_t)col * m.elem;
				emu_check_read(src, (int)m.elem);
				memcpy(d, src, m.elem);
			} else {
				memset(d, 0, m.elem);
			}
		}
	b.tx -= bytes;
	EMU_CHECK(b.tx >= 0 || b.pending > 0, "a TMA copy's bytes not expected on its barrier");
	emu_progress = true;
	emu_bar_settle(b);
}

template <class M> static inline void tma_load_2d(unsigned dst, const M *map, int c0, int r0, unsigned bar)
{
	static_assert(sizeof(M) == 128, "a tensor map is 128 bytes");
	emu_tcopy cp;
	memcpy(&cp.map, map, sizeof cp.map);
	EMU_CHECK(cp.map.magic == EMU_TMAP_MAGIC, "a TMA copy of a map akops_tensor_map_2d did not make");
	EMU_CHECK(cp.map.swizzle != 128 || dst % 1024 == 0, "a 128-byte-swizzled TMA box not on a 1024-byte boundary");
	EMU_CHECK(dst % 128 == 0, "a TMA box not 128-byte aligned in shared memory");
	cp.dst = dst;
	cp.c0 = c0;
	cp.r0 = r0;
	// the box may land at once: every read of what it overwrites ordered before the issue
	const unsigned bytes = cp.map.box_rows * cp.map.box_cols * (unsigned)cp.map.elem;
	EMU_CHECK(dst + bytes <= emu_smem_buf.size(), "a TMA box past shared memory");
	for (unsigned ch = dst / 16; ch < (dst + bytes) / 16; ch++)
		emu_after_reads(emu_shadow[ch], emu_cur, "a TMA copy's issue");
	emu_mbar &b = emu_bar(bar);
	emu_progress = true;
	if (emu_mode == EMU_EARLY)
		emu_tma_land(bar, b, cp);
	else
		b.late.push_back(cp);
}

// the parity wait: lands what this barrier still owes (LATE), then passes once the phase
// of that parity completed (the phase before the first reads as parity 1 done), recording
// what the thread saw; else yields to the other threads
static inline void mbar_wait(unsigned bar, unsigned parity)
{
	for (;;) {
		emu_mbar &b = emu_bar(bar);
		if (!b.late.empty()) {
			std::vector<emu_tcopy> late;
			late.swap(b.late);
			for (auto &cp : late)
				emu_tma_land(bar, emu_bar(bar), cp);
			continue;
		}
		if ((unsigned)(b.phase & 1) != parity) {
			emu_threads[emu_cur].seen[bar] = b.phase;
			b.hb.leave();
			return;
		}
		emu_yield();
	}
}

// setmaxnreg: each thread's registers come out of the block's pool, which is what the
// block was launched with: here the most its launch bounds of one block a multiprocessor
// give (65536 / threads in multiples of 8, at most 256), which is ptxas's count for a
// kernel that calls setmaxnreg at two or three consumer warpgroups (an upper bound where
// ptxas takes fewer). .dec gives a thread's registers back at once; .inc waits until the
// pool holds them, as the hardware's does, so a kernel asking for more than the block
// was launched with stops here as it hangs on a GPU (session 39: a producer of 64 and
// two consumer warpgroups of 224 against 3 x 168 a thread). Counts 24 to 256 in
// multiples of 8, as the ISA takes.
template <int N> static inline void regs_dec()
{
	static_assert(N >= 24 && N <= 256 && N % 8 == 0, "setmaxnreg: 24 to 256 in multiples of 8");
	int &mine = emu_regs[emu_cur];
	EMU_CHECK(N <= mine, "setmaxnreg.dec to more registers than the thread holds");
	emu_regs_used -= mine - N;
	mine = N;
	emu_progress = true;
}
template <int N> static inline void regs_inc()
{
	static_assert(N >= 24 && N <= 256 && N % 8 == 0, "setmaxnreg: 24 to 256 in multiples of 8");
	int &mine = emu_regs[emu_cur];
	EMU_CHECK(N >= mine, "setmaxnreg.inc to fewer registers than the thread holds");
	// waiting here while no other thread gives registers back is emu.h's deadlock
	while (emu_regs_used + (N - mine) > emu_regs_pool)
		emu_yield();
	emu_regs_used += N - mine;
	mine = N;
	emu_progress = true;
}
