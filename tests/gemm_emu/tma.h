// tma.h: wgmma.h and the PTX of templates/common/tma.cuh, emulated from the PTX ISA:
// mbarriers (an expected arrival count, pending transaction bytes, phases that complete
// when both reach zero, the parity wait), cp.async.bulk.tensor of a box of rank 2 to 5
// (tma_load_2d .. tma_load_5d) with the 128-byte swizzle and zeros outside the tensor,
// completing on its barrier either at issue (EMU_EARLY) or as late as possible, when a
// thread next polls that barrier (EMU_LATE), and the trusted service, akops_tensor_map
// (rank 1 to 5) and akops_tensor_map_2d through it, refusing what
// verify/harness_tmap.cuh's refuses (tests/tmap_cases.h's table, emu_selftest case 15),
// whose map here is this file's own record of the arguments. A box lands as TMA lays it
// out: dense, box[0] elements a row, a row for each combination of the outer
// coordinates, the outermost slowest, the 128-byte swizzle applied to the offset in
// shared memory (as an H100 landed boxes of rank 2 to 5, byte for byte). A copy whose
// layout is not emulated is flagged: the 32- and 64-byte swizzles, and rows shorter than
// the 128-byte swizzle (an H100 wrote such a box past its dense end). In the EARLY mode
// emu.h runs the threads of each scheduling round in a new order (emu_shuffle), so that
// a producer woken by an arrival can act before the arriving warpgroup's next step. What it checks, beyond wgmma.h's:
//   - a TMA write lands on no chunk a wgmma is reading (areaders), so a stage handed
//     back to the producer before its products were done fails in the EARLY mode;
//   - a wgmma reads a TMA-written chunk only after every thread of its warpgroup saw the
//     phase that copy completed on (wgmma.h, by each thread's `seen`);
//   - an arrival releases the thread's vector clock into the phase, a wait that passes
//     acquires the completed phase's (emu.h's happens-before: what a thread wrote before
//     arriving is ordered before what the waiters do next);
//   - a copy of the map's own rank, boxes within the map's limits, destinations aligned
//     for the swizzle, every copy's bytes expected on its barrier (no phase completes
//     with bytes owed, none goes negative at completion), a barrier initialised before
//     use;
//   - reads within x's and w's elements (emu.h's ranges), none past the tensor's end in
//     any dimension (a box past a head's last key reads zeros, not the next head's);
//   - setmaxnreg within the registers the block was launched with (regs_inc waits for
//     them, a deadlock where they never come).
#pragma once
#include "wgmma.h"

// ---------------------------------------------------------------- the service
// a map: dims and box innermost first, stride[0] the element's bytes, stride[i] dim i's
// (as the driver is given it: an extent of 1's replaced, as it is never used)
struct emu_tmap {
	uint64_t magic;
	const unsigned char *base;
	uint64_t dims[5], stride[5];
	uint32_t box[5];
	int rank, elem, swizzle;
};
static_assert(sizeof(emu_tmap) <= 128, "a map is 128 bytes");
static const uint64_t EMU_TMAP_MAGIC = 0x746d61702d656d75ull;
static int emu_tmaps;

extern "C" cudaError_t akops_tensor_map(void *map, const void *base, int elem_bytes, int rank, const uint64_t *dims,
					const uint64_t *strides_bytes, const uint32_t *box, int swizzle_bytes)
{
	// the same refusals as verify/harness_tmap.cuh (tests/tmap_cases.h holds the cases)
	const uint64_t G = 1ull << 32, T = 1ull << 40;
	if (!map || (uintptr_t)map % 64 != 0 || !base || (uintptr_t)base % 16 != 0 ||
	    (elem_bytes != 1 && elem_bytes != 2 && elem_bytes != 4 && elem_bytes != 8) ||
	    (swizzle_bytes != 0 && swizzle_bytes != 32 && swizzle_bytes != 64 && swizzle_bytes != 128))
		return cudaErrorInvalidValue;
	if (rank < 1 || rank > 5 || !dims || !box || (rank > 1 && !strides_bytes))
		return cudaErrorInvalidValue;
	emu_tmap t = {EMU_TMAP_MAGIC, (const unsigned char *)base, {1, 1, 1, 1, 1}, {0, 0, 0, 0, 0}, {1, 1, 1, 1, 1},
		      rank, elem_bytes, swizzle_bytes};
	for (int i = 0; i < rank; i++) {
		if (dims[i] < 1 || dims[i] > G || box[i] < 1 || box[i] > 256)
			return cudaErrorInvalidValue;
		t.dims[i] = dims[i];
		t.box[i] = box[i];
	}
	const uint64_t box_bytes = (uint64_t)box[0] * (uint64_t)elem_bytes;
	const uint64_t box_all = (uint64_t)elem_bytes * t.box[0] * t.box[1] * t.box[2] * t.box[3] * t.box[4];
	if (box_bytes % 16 != 0 || (swizzle_bytes && box_bytes > (uint64_t)swizzle_bytes) || box_all > 232448)
		return cudaErrorInvalidValue;
	t.stride[0] = (uint64_t)elem_bytes;
	for (int i = 1; i < rank; i++) {
		uint64_t s = strides_bytes[i - 1];
		if (dims[i] == 1)
			s = t.stride[i - 1] <= (T - 16) / dims[i - 1] ? (dims[i - 1] * t.stride[i - 1] + 15) / 16 * 16 : 16;
		if (s == 0 || s % 16 != 0 || s >= T)
			return cudaErrorInvalidValue;
		t.stride[i] = s;
	}
	memset(map, 0, 128);
	memcpy(map, &t, sizeof t);
	emu_tmaps++;
	return cudaSuccess;
}

extern "C" cudaError_t akops_tensor_map_2d(void *map, const void *base, int elem_bytes, uint64_t rows, uint64_t cols,
					   uint64_t row_stride_bytes, uint32_t box_rows, uint32_t box_cols,
					   int swizzle_bytes)
{
	if (rows > 1 && row_stride_bytes < cols * (uint64_t)elem_bytes)
		return cudaErrorInvalidValue;
	const uint64_t dims[2] = {cols, rows}, stride[1] = {row_stride_bytes};
	const uint32_t box[2] = {box_cols, box_rows};
	return akops_tensor_map(map, base, elem_bytes, 2, dims, stride, box, swizzle_bytes);
}

// ---------------------------------------------------------------- mbarriers
struct emu_tcopy {
	unsigned dst;
	emu_tmap map;
	int c[5]; // the box's first element, innermost first
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

// setmaxnreg's pools (regs_inc below), a block's each: each thread's registers, and by
// block their sum and the pool's
static std::vector<int> emu_regs;
static std::vector<long> emu_regs_used;
static long emu_regs_pool;

static void emu_tma_block_start(unsigned threads, unsigned blocks)
{
	emu_wg_block_start(threads, blocks);
	emu_mbars.clear();
	const long each = 65536 / threads / 8 * 8 < 256 ? 65536 / threads / 8 * 8 : 256;
	emu_regs.assign(threads * blocks, (int)each);
	emu_regs_pool = (long)threads * each;
	emu_regs_used.assign(blocks, emu_regs_pool);
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
	EMU_CHECK(bar % 8 == 0 && emu_in_part(bar, 8), "an mbarrier not 8-byte aligned in the block's shared memory");
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
// a box's bytes, checked to fit in shared memory at dst (up to 2^43 bytes: 64-bit)
static unsigned emu_box_bytes(const emu_tmap &m, unsigned dst)
{
	uint64_t bytes = (uint64_t)m.elem;
	for (int i = 0; i < 5; i++)
		bytes *= m.box[i];
	EMU_CHECK(bytes < (1ull << 32) && emu_in_part(dst, (unsigned)bytes), "a TMA box past the block's shared memory");
	return (unsigned)bytes;
}

// one box lands: its elements (zeros outside the tensor) into shared memory in the map's
// swizzle, each chunk's shadow marked as this barrier phase's TMA write. Rows of box[0]
// elements, row r at the box's offsets (r % box[1], r / box[1] % box[2], ...) in dims
// 1 .. 4 (a 2-D map's row r is the matrix's row r0 + r; an absent dim's box is 1)
static void emu_tma_land(unsigned bar, emu_mbar &b, const emu_tcopy &cp)
{
	const emu_tmap &m = cp.map;
	const unsigned row_bytes = m.box[0] * (unsigned)m.elem;
	const unsigned bytes = emu_box_bytes(m, cp.dst);
	const unsigned rows = bytes / row_bytes;
	for (unsigned ch = cp.dst / 16; ch < (cp.dst + bytes) / 16; ch++) {
		emu_chunk &c = emu_shadow[ch];
		EMU_CHECK(c.areaders == 0, "a TMA write to a chunk a wgmma is reading");
		c.tbar = (int)bar;
		c.tphase = b.phase;
	}
	for (unsigned r = 0; r < rows; r++) {
		// the row's offset in the tensor, and whether it lies inside dims 1 .. 4
		bool in = true;
		uint64_t off = 0;
		for (int d = 1, rest = (int)r; d < 5; rest /= (int)m.box[d], d++) {
			const long long x = (long long)cp.c[d] + rest % (int)m.box[d];
			if (x < 0 || (uint64_t)x >= m.dims[d])
				in = false;
			else
				off += (uint64_t)x * m.stride[d];
		}
		for (unsigned e = 0; e < m.box[0]; e++) {
			const long long col = (long long)cp.c[0] + e;
			unsigned lin = cp.dst + r * row_bytes + e * (unsigned)m.elem;
			if (m.swizzle == 128)
				lin ^= ((lin >> 7) & 7) << 4;
			unsigned char *d = &emu_smem_buf[lin];
			if (in && col >= 0 && (uint64_t)col < m.dims[0]) {
				const unsigned char *src = m.base + off + (uint64_t)col * m.elem;
				emu_check_read(src, m.elem);
				memcpy(d, src, m.elem);
			} else {
				memset(d, 0, m.elem);
			}
		}
	}
	b.tx -= bytes;
	EMU_CHECK(b.tx >= 0 || b.pending > 0, "a TMA copy's bytes not expected on its barrier");
	emu_progress = true;
	emu_bar_settle(b);
}

// cp.async.bulk.tensor of rank `rank` at coordinates c (innermost first)
template <class M> static inline void emu_tma_load(unsigned dst, const M *map, int rank, const int *c, unsigned bar)
{
	static_assert(sizeof(M) == 128, "a tensor map is 128 bytes");
	emu_tcopy cp;
	memcpy(&cp.map, map, sizeof cp.map);
	EMU_CHECK(cp.map.magic == EMU_TMAP_MAGIC, "a TMA copy of a map akops_tensor_map did not make");
	EMU_CHECK(cp.map.rank == rank, "a TMA copy of another rank than its map's");
	EMU_CHECK(cp.map.swizzle == 0 || cp.map.swizzle == 128, "a TMA copy in the 32- or 64-byte swizzle (not emulated)");
	EMU_CHECK(cp.map.swizzle != 128 || cp.map.box[0] * cp.map.elem == 128,
		  "a TMA box of rows shorter than its 128-byte swizzle (its layout is not emulated)");
	EMU_CHECK(cp.map.swizzle != 128 || dst % 1024 == 0, "a 128-byte-swizzled TMA box not on a 1024-byte boundary");
	EMU_CHECK(dst % 128 == 0, "a TMA box not 128-byte aligned in shared memory");
	cp.dst = dst;
	for (int i = 0; i < 5; i++)
		cp.c[i] = i < rank ? c[i] : 0;
	// the box may land at once: every read of what it overwrites ordered before the issue
	const unsigned bytes = emu_box_bytes(cp.map, dst);
	for (unsigned ch = dst / 16; ch < (dst + bytes) / 16; ch++)
		emu_after_reads(emu_shadow[ch], emu_cur, "a TMA copy's issue");
	emu_mbar &b = emu_bar(bar);
	emu_progress = true;
	if (emu_mode == EMU_EARLY)
		emu_tma_land(bar, b, cp);
	else
		b.late.push_back(cp);
}
template <class M> static inline void tma_load_2d(unsigned dst, const M *map, int c0, int r0, unsigned bar)
{
	const int c[2] = {c0, r0};
	emu_tma_load(dst, map, 2, c, bar);
}
template <class M> static inline void tma_load_3d(unsigned dst, const M *map, int c0, int c1, int c2, unsigned bar)
{
	const int c[3] = {c0, c1, c2};
	emu_tma_load(dst, map, 3, c, bar);
}
template <class M>
static inline void tma_load_4d(unsigned dst, const M *map, int c0, int c1, int c2, int c3, unsigned bar)
{
	const int c[4] = {c0, c1, c2, c3};
	emu_tma_load(dst, map, 4, c, bar);
}
template <class M>
static inline void tma_load_5d(unsigned dst, const M *map, int c0, int c1, int c2, int c3, int c4, unsigned bar)
{
	const int c[5] = {c0, c1, c2, c3, c4};
	emu_tma_load(dst, map, 5, c, bar);
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
	emu_regs_used[emu_cur / emu_block_threads] -= mine - N;
	mine = N;
	emu_progress = true;
}
template <int N> static inline void regs_inc()
{
	static_assert(N >= 24 && N <= 256 && N % 8 == 0, "setmaxnreg: 24 to 256 in multiples of 8");
	int &mine = emu_regs[emu_cur];
	EMU_CHECK(N >= mine, "setmaxnreg.inc to fewer registers than the thread holds");
	// waiting here while no other thread gives registers back is emu.h's deadlock
	long &used = emu_regs_used[emu_cur / emu_block_threads];
	while (used + (N - mine) > emu_regs_pool)
		emu_yield();
	used += N - mine;
	mine = N;
	emu_progress = true;
}
