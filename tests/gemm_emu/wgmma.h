// wgmma.h: emu.h and the PTX of templates/common/wgmma.cuh, emulated from the PTX ISA:
// wgmma.mma_async m64nNk16 (f32 += bf16/f16 x bf16/f16, or f32 = with scale-d 0: the
// accumulators' values at issue not read), A K-major and B K-major or MN-major
// (imm-trans-b 1) in shared memory (wg_mma), or A from registers and B MN-major in
// shared memory (wg_mma_rs, the register form with imm-trans-b 1), as a warpgroup collective whose reads of shared
// memory and of A's registers and writes of the accumulators happen when
// wgmma.wait_group retires its group, not at issue; wgmma.fence, commit_group and
// wait_group; fence.proxy.async. What it checks, beyond emu.h's barrier races:
//   - the descriptors, decoded by the ISA's "Matrix Descriptor Format" (section
//     "Asynchronous Warpgroup Level Matrix Shared Memory Layout", "Matrix Descriptor"):
//     only the 128-byte swizzle is emulated, atoms 1024-byte aligned (base offset 0).
//     K-major: the element (row r, k kk) of an operand is read at start + (r / 8) SBO +
//     (r % 8) 128 + 2 kk, the leading-dimension offset unused; MN-major (B with
//     imm-trans-b 1, of either form, the ISA's canonical MN-major 128B-swizzle
//     layout: 64 elements of N a 128-byte row, 8 rows of k an atom): element (n, k) at start + (n / 64) LBO +
//     (k / 8) SBO + (k % 8) 128 + 2 (n % 64); either address then has bits 4-6 XORed
//     with bits 7-9;
//   - the register form's A: thread 32 w + 4 g + q's registers a[0..3] are, of rows
//     16 w .. 16 w + 15 (the ISA's "Register Fragments" of matrix A, .f16/.bf16
//     m64nNk16, mma.sync m16n8k16's A fragment warp by warp), a[0] (row g, k 2q, 2q + 1),
//     a[1] (row g + 8, the same), a[2] (row g, k 2q + 8, 2q + 9), a[3] (row g + 8, those),
//     the lower k in the low half; read at issue and again when the group retires, and
//     a change between the two (registers reused while the wgmma may still read them)
//     is a failure;
//   - every chunk a wgmma reads was written, and fenced into the async proxy
//     (fence.proxy.async) by its writer after the write, both ordered before every
//     thread of the warpgroup's issue (emu.h's happens-before);
//   - nothing writes a chunk while a wgmma reading it is in flight, and a thread writes
//     it only once the read's completion is ordered before it (its own warpgroup's
//     wait_group, or a barrier after some thread of that warpgroup waited);
//   - the accumulators: while a wgmma on them is in flight they hold NaN, so that code
//     reading them before wait_group gets garbage; each wgmma batch begins with
//     wgmma.fence; nothing is in flight when a thread exits.
#pragma once
#include "emu.h"
#include <algorithm>
#include <deque>

struct emu_wgop {
	int n;                       // N of m64nNk16
	bool rs;                     // A from registers (wg_mma_rs), B MN-major
	bool tb;                     // B MN-major (imm-trans-b 1)
	bool acc;                    // d += A B (scale-d 1), else d = A B
	unsigned a_at[64][16];       // the shared address of A's element (row, k) (!rs)
	const unsigned *a_reg[128];  // rs: each thread's A registers, and their values at issue
	unsigned a_val[128][4];
	std::vector<unsigned> b_at;  // of B's element (col, k): [n][16]
	float *d[128];               // each thread's accumulators
	std::vector<unsigned> chunks; // the 16-byte chunks it reads, once each
};
struct emu_wgstate {
	std::vector<emu_wgop> open;                  // issued since the last commit
	std::deque<std::vector<emu_wgop>> groups;    // committed, oldest first
	bool fenced[128];                            // wgmma.fence since the last wait
	// in flight: per accumulator array, its value as the retired wgmma leave it
	std::map<float *, std::pair<int, std::vector<float>>> shadow;
};
static std::vector<emu_warp> emu_wgs;
static std::vector<emu_wgstate> emu_wgstates;

// common/wgmma.cuh's 16-byte stores (VSTORE): a uint4, and the shuffle of a 32-bit word
// (its bits carried through emu.h's float shuffle unchanged)
struct uint4 {
	unsigned x, y, z, w;
};
static inline uint4 make_uint4(unsigned x, unsigned y, unsigned z, unsigned w) { return uint4{x, y, z, w}; }
static inline unsigned __shfl_xor_sync(unsigned mask, unsigned v, int o)
{
	EMU_CHECK(mask == 0xffffffffu, "a shuffle of part of the warp");
	float f;
	memcpy(&f, &v, 4);
	f = shfl_xor(f, o);
	memcpy(&v, &f, 4);
	return v;
}

// the warpgroups of every block that runs (numbered across them; a chunk's are its own
// block's, emu_chunk's adone by the warpgroup's place in its block)
static void emu_wg_block_start(unsigned threads, unsigned blocks)
{
	EMU_CHECK(threads / 128 <= 4, "more warpgroups a block than the shadow state keeps");
	emu_wgs.assign(threads * blocks / 128, emu_warp{0, 0, 0});
	emu_wgstates.assign(threads * blocks / 128, emu_wgstate());
}
static void emu_wg_exit_check()
{
	// (a block of fewer than 128 threads has no warpgroup)
	if ((size_t)emu_cur / 128 >= emu_wgstates.size())
		return;
	const emu_wgstate &s = emu_wgstates[emu_cur / 128];
	EMU_CHECK(s.open.empty() && s.groups.empty(), "wgmma still in flight at the thread's exit");
}
static struct emu_wg_hooks {
	emu_wg_hooks()
	{
		emu_block_start = emu_wg_block_start;
		emu_exit_check = emu_wg_exit_check;
	}
} emu_wg_hooks_installed;

// ---------------------------------------------------------------- fences
static inline void fence_proxy_async() { emu_threads[emu_cur].fclock.push_back(emu_now(emu_cur)); }

template <int R> static inline void wg_pin(float (&)[R]) {}
template <int R> static inline void wg_pin_u(unsigned (&)[R][4]) {}

static void emu_wg_fence_compute(int) {}
static inline void wg_fence()
{
	EMU_CHECK(emu_threads.size() % 128 == 0, "wgmma in a block that is not whole warpgroups");
	emu_wgstates[emu_cur / 128].fenced[emu_cur % 128] = true;
	emu_gcollective(emu_wgs, 128, 10, emu_wg_fence_compute);
}

// ---------------------------------------------------------------- descriptors
// the shared address of element (r, kk) of the K-major operand desc describes
static unsigned emu_desc_at(uint64_t desc, int r, int kk)
{
	// (the descriptor's 18 bits of address: the block's own, placed in its part)
	const unsigned start = ((unsigned)(desc & 0x3fff) << 4) + (unsigned)emu_part_base();
	const unsigned sbo = (unsigned)((desc >> 32) & 0x3fff) << 4;
	EMU_CHECK((desc >> 62) == 1, "wgmma descriptor: only the 128-byte swizzle is emulated");
	EMU_CHECK(((desc >> 49) & 7) == 0, "wgmma descriptor: base offset other than 0");
	EMU_CHECK((start & ~127u) % 1024 == 0, "wgmma descriptor: the swizzle atom is not 1024-byte aligned");
	EMU_CHECK((start & 127u) + 32 <= 128, "wgmma descriptor: a k16 step past the 128-byte row");
	const unsigned lin = start + (unsigned)(r / 8) * sbo + (unsigned)(r % 8) * 128 + 2 * (unsigned)kk;
	return lin ^ (((lin >> 7) & 7) << 4);
}
// the shared address of element (n, kk) of the MN-major operand desc describes
static unsigned emu_desc_at_mn(uint64_t desc, int n, int kk)
{
	// (the descriptor's 18 bits of address: the block's own, placed in its part)
	const unsigned start = ((unsigned)(desc & 0x3fff) << 4) + (unsigned)emu_part_base();
	const unsigned lbo = (unsigned)((desc >> 16) & 0x3fff) << 4;
	const unsigned sbo = (unsigned)((desc >> 32) & 0x3fff) << 4;
	EMU_CHECK((desc >> 62) == 1, "wgmma descriptor: only the 128-byte swizzle is emulated");
	EMU_CHECK(((desc >> 49) & 7) == 0, "wgmma descriptor: base offset other than 0");
	EMU_CHECK(start % 1024 == 0, "wgmma MN-major descriptor: the start is not on a 1024-byte atom");
	EMU_CHECK(sbo % 1024 == 0 && lbo % 1024 == 0 && sbo > 0 && lbo > 0,
		  "wgmma MN-major descriptor: offsets that are not whole atoms");
	const unsigned lin = start + (unsigned)(n / 64) * lbo + (unsigned)(kk / 8) * sbo + (unsigned)(kk % 8) * 128 +
			     2 * (unsigned)(n % 64);
	return lin ^ (((lin >> 7) & 7) << 4);
}

// ---------------------------------------------------------------- wgmma
// by thread of the launch: up to a cluster of 8 blocks of 1024
static uint64_t emu_in_da[8192], emu_in_db[8192];
static float *emu_in_dp[8192];
static const unsigned *emu_in_ap[8192];
static int emu_in_n;
static bool emu_in_rs, emu_in_acc, emu_in_tb;
// wgmma issued (of each form), for the tests to see which kernel ran
static long emu_wg_ss_issued, emu_wg_rs_issued;

// A's element (row, k) of the register form, from the values its threads gave
static unsigned short emu_rs_a(const emu_wgop &op, int row, int k)
{
	const int t = 32 * (row / 16) + 4 * (row % 8) + (k % 8) / 2;
	const int reg = (k >= 8 ? 2 : 0) + (row % 16 >= 8 ? 1 : 0);
	return (unsigned short)(op.a_val[t][reg] >> (16 * (k % 2)));
}

// every thread of the warpgroup gave the same descriptors: the op, its reads checked and
// counted as in flight, each accumulator array set aside and poisoned
static void emu_wg_issue(int g)
{
	emu_wgstate &s = emu_wgstates[g];
	const int t0 = g * 128;
	emu_wgop op;
	op.n = emu_in_n;
	op.rs = emu_in_rs;
	op.acc = emu_in_acc;
	op.tb = emu_in_tb;
	(op.rs ? emu_wg_rs_issued : emu_wg_ss_issued)++;
	for (int t = 0; t < 128; t++) {
		EMU_CHECK(emu_in_da[t0 + t] == emu_in_da[t0] && emu_in_db[t0 + t] == emu_in_db[t0],
			  "threads of a warpgroup giving different descriptors");
		EMU_CHECK(s.fenced[t], "wgmma with no wgmma.fence since the last wait");
		op.d[t] = emu_in_dp[t0 + t];
		if (op.rs) {
			op.a_reg[t] = emu_in_ap[t0 + t];
			memcpy(op.a_val[t], op.a_reg[t], sizeof op.a_val[t]);
			// the accumulators are not the A registers (they are the product's output)
			EMU_CHECK((const void *)op.a_reg[t] != (const void *)op.d[t], "wgmma A registers are its accumulators");
		}
	}
	std::vector<unsigned> all;
	if (!op.rs)
		for (int r = 0; r < 64; r++)
			for (int kk = 0; kk < 16; kk++)
				all.push_back(op.a_at[r][kk] = emu_desc_at(emu_in_da[t0], r, kk));
	op.b_at.resize((size_t)op.n * 16);
	for (int c = 0; c < op.n; c++)
		for (int kk = 0; kk < 16; kk++)
			all.push_back(op.b_at[(size_t)c * 16 + kk] = op.tb ? emu_desc_at_mn(emu_in_db[t0], c, kk)
									    : emu_desc_at(emu_in_db[t0], c, kk));
	for (unsigned at : all) {
		EMU_CHECK(emu_in_part(at, 2), "wgmma read out of the block's shared memory");
		op.chunks.push_back(at / 16);
	}
	std::sort(op.chunks.begin(), op.chunks.end());
	op.chunks.erase(std::unique(op.chunks.begin(), op.chunks.end()), op.chunks.end());
	// of each thread u, the least clock of u that every thread of the warpgroup holds: a
	// write ordered before all of them is ordered before the issue
	const size_t n = emu_threads.size();
	std::vector<int> least(emu_threads[t0].vc);
	for (int t = 1; t < 128; t++)
		for (size_t u = 0; u < n; u++)
			least[u] = least[u] < emu_threads[t0 + t].vc[u] ? least[u] : emu_threads[t0 + t].vc[u];
	for (unsigned ch : op.chunks) {
		emu_chunk &c = emu_shadow[ch];
		if (c.tbar >= 0) {
			// written by TMA (tma.h): every thread saw that copy's barrier phase complete
			for (int t = 0; t < 128; t++) {
				auto it = emu_threads[t0 + t].seen.find((unsigned)c.tbar);
				EMU_CHECK(it != emu_threads[t0 + t].seen.end() && it->second > c.tphase,
					  "wgmma read of a TMA copy whose barrier phase the thread did not wait for");
			}
			c.areaders++;
			continue;
		}
		EMU_CHECK(c.wthread >= 0, "wgmma read of a chunk never written");
		EMU_CHECK(c.wclock <= least[c.wthread],
			  "wgmma read of a chunk whose write is not ordered before every thread's issue (a race)");
		const std::vector<int> &fc = emu_threads[c.wthread].fclock;
		EMU_CHECK((int)fc.size() > c.wfences,
			  "wgmma read of a chunk its writer did not fence into the async proxy (fence.proxy.async)");
		EMU_CHECK(fc[c.wfences] <= least[c.wthread],
			  "wgmma read of a chunk whose writer's proxy fence is not ordered before every thread's issue");
		c.areaders++;
	}
	for (int t = 0; t < 128; t++) {
		auto &sh = s.shadow[op.d[t]];
		if (sh.first++ == 0) {
			sh.second.assign(op.d[t], op.d[t] + op.n / 2);
			for (int i = 0; i < op.n / 2; i++)
				op.d[t][i] = NAN;
		}
	}
	s.open.push_back(std::move(op));
}

template <int N, int SD = 1, int TB = 0> static inline void wg_mma(float (&d)[N / 2], uint64_t da, uint64_t db)
{
	static_assert(N == 64 || N == 128 || N == 256, "wgmma tiles of 64, 128 or 256 columns");
	static_assert(SD == 0 || SD == 1, "scale-d: 0 or 1");
	static_assert(TB == 0 || TB == 1, "imm-trans-b: 0 or 1");
	emu_in_acc = SD == 1;
	emu_in_tb = TB == 1;
	emu_in_da[emu_cur] = da;
	emu_in_db[emu_cur] = db;
	emu_in_dp[emu_cur] = d;
	emu_in_n = N;
	emu_in_rs = false;
	emu_gcollective(emu_wgs, 128, 11, emu_wg_issue);
}

// the register form: A from each thread's four registers, B MN-major (imm-trans-b 1)
template <int N> static inline void wg_mma_rs(float (&d)[N / 2], const unsigned (&a)[4], uint64_t db)
{
	static_assert(N == 64 || N == 128 || N == 256, "wgmma tiles of 64, 128 or 256 columns");
	emu_in_da[emu_cur] = 0;
	emu_in_db[emu_cur] = db;
	emu_in_dp[emu_cur] = d;
	emu_in_ap[emu_cur] = a;
	emu_in_acc = true;
	emu_in_tb = true;
	emu_in_n = N;
	emu_in_rs = true;
	emu_gcollective(emu_wgs, 128, 17, emu_wg_issue);
}

static void emu_wg_commit_compute(int g)
{
	emu_wgstate &s = emu_wgstates[g];
	s.groups.push_back(std::move(s.open));
	s.open.clear();
}
static inline void wg_commit() { emu_gcollective(emu_wgs, 128, 12, emu_wg_commit_compute); }

// the warpgroup's clocks at a wait_group that retires reads (one snapshot a wait)
static int emu_wg_snap(int g)
{
	emu_snap sn;
	sn.g = g;
	for (int t = 0; t < 128; t++)
		sn.c.push_back(emu_now(g * 128 + t));
	sn.dom.assign(emu_threads.size(), 0);
	emu_snaps.push_back(std::move(sn));
	return (int)emu_snaps.size() - 1;
}

// an op retired: its products from shared memory as it is now, into the set-aside
// accumulators (given back to the registers when no other op on them is in flight)
static void emu_wg_retire(int g, emu_wgop &op, int snap)
{
	emu_wgstate &s = emu_wgstates[g];
	auto val = [](unsigned at) {
		unsigned short b;
		memcpy(&b, &emu_smem_buf[at], 2);
		return (double)dt_float(b);
	};
	if (op.rs)
		for (int t = 0; t < 128; t++)
			EMU_CHECK(memcmp(op.a_val[t], op.a_reg[t], sizeof op.a_val[t]) == 0,
				  "wgmma A registers changed while the wgmma reading them was in flight");
	for (int t = 0; t < 128; t++) {
		const int w = t / 32, l = t % 32, gr = l / 4, q = l % 4;
		auto &sh = s.shadow[op.d[t]];
		for (int i = 0; i < op.n / 2; i++) {
			const int row = 16 * w + gr + (i % 4 >= 2 ? 8 : 0);
			const int col = 8 * (i / 4) + 2 * q + i % 2;
			double acc = op.acc ? sh.second[i] : 0.0;
			for (int kk = 0; kk < 16; kk++)
				acc += (op.rs ? (double)dt_float(emu_rs_a(op, row, kk)) : val(op.a_at[row][kk])) *
				       val(op.b_at[(size_t)col * 16 + kk]);
			sh.second[i] = (float)acc;
		}
		if (--sh.first == 0) {
			memcpy(op.d[t], sh.second.data(), sizeof(float) * op.n / 2);
			s.shadow.erase(op.d[t]);
		}
	}
	for (unsigned ch : op.chunks) {
		emu_chunk &c = emu_shadow[ch];
		c.areaders--;
		c.adone[g % (emu_block_threads / 128)] = snap;
	}
}

static int emu_in_wait;
static void emu_wg_wait_compute(int g)
{
	emu_wgstate &s = emu_wgstates[g];
	const int snap = (int)s.groups.size() > emu_in_wait ? emu_wg_snap(g) : -1;
	while ((int)s.groups.size() > emu_in_wait) {
		for (auto &op : s.groups.front())
			emu_wg_retire(g, op, snap);
		s.groups.pop_front();
	}
	for (int t = 0; t < 128; t++)
		s.fenced[t] = false;
}
template <int N> static inline void wg_wait()
{
	emu_in_wait = N;
	emu_gcollective(emu_wgs, 128, 13 + N, emu_wg_wait_compute);
}
