// selftest.cpp: the emulator's race checker (emu.h's happens-before, tma.h's mbarriers,
// named barriers, wgmma.h's snapshots) and tma.h's setmaxnreg pool judged on small
// kernels of two or three warpgroups, each
// case one process: `selftest CASE` exits 0 when the kernel passes the checks and aborts
// (EMU FAIL) when they flag it. tests/emu_selftest.sh says which cases must pass and
// which must fail; a checker that lets a race through, or flags a kernel whose order is
// sound, fails there. Cases 13 and 14 judge tma.h's copies of rank 4 (a box of keys
// landed byte for byte as TMA lays it out, zeros past the keys' end; a map that claims
// more keys than the tensor holds caught reading past it), case 15 its service's
// refusals (tests/tmap_cases.h's table, which tests/tmap_test.cu puts to the real one).
// Cases 16 to 20 judge cluster.h: a cluster's blocks reading each other's shared memory
// between the cluster's barriers (16), one exiting while the other still reads it (17),
// a read with no barrier after the write (18), an arrival twice (19), a relaxed arrival
// taken for a release (20); cases 21 to 23 a block's own barriers among a cluster's blocks
// (emu.h's __syncthreads and named barriers, a block's each): neither orders a read of
// the other block's part (21, 22), both order the block's own (23).
#include "tma.h"
#include "cluster.h"
#include "../tmap_cases.h"

// a chunk at 1024, an mbarrier at 0 (count 128: warpgroup 0's threads), named barrier 1
static const unsigned CH = 1024, BAR = 0;
static int which;

static void write_chunk() { st_shared16(CH + 16 * (threadIdx.x % 128), 1, 2, 3, 4); }

// cases 9 and 10: warpgroup 0's wgmma m64n64k16 reads A (64 rows of 128 bytes at 4096,
// K-major in the 128-byte swizzle) and B (the same at 12288); warpgroup 1 then rewrites
// A's chunks
static const unsigned WA = 4096, WB = 12288;
static uint64_t desc(unsigned start)
{
	return (uint64_t)((start >> 4) & 0x3fff) | (uint64_t)(1024 >> 4) << 32 | 1ull << 62;
}
static bool retired; // a plain flag: seeing it set orders nothing
static void wgmma_case(bool ordered)
{
	const int t = (int)threadIdx.x, wg = t / 128;
	// every chunk of A and B written and fenced into the async proxy by its writer
	for (unsigned c = (unsigned)t; c < 1024; c += 256)
		st_shared16((c < 512 ? WA : WB - 8192) + 16 * c, 0, 0, 0, 0);
	fence_proxy_async();
	__syncthreads();
	if (wg == 0) {
		float d[32] = {};
		wg_fence();
		wg_mma<64>(d, desc(WA), desc(WB));
		wg_commit();
		wg_wait<0>();
		retired = true;
		mbar_arrive(BAR);
	} else {
		if (ordered)
			mbar_wait(BAR, 0);
		else
			while (!retired)
				emu_yield();
		st_shared16(WA + 16 * (t % 128), 1, 2, 3, 4);
	}
}
static void read_chunk() { emu_smem_read(CH + 16 * (threadIdx.x % 128)); }

// cases 13 and 14: keys [B = 2][S = 100][H = 3][D = 64] of bf16, mapped as (D, S, H, B),
// strides out of order (S's 384 bytes, H's 128, B's 38400); boxes of 64 d x 128 keys x
// 1 head x 1 batch in the 128-byte swizzle, as attention asks for, and one of 64 d x 40
// keys x 3 heads x 2 batches (the order of the outer rows), counted on the barrier at 8
// by warpgroup 0's first thread, checked by warpgroup 0
enum { KD = 64, KS = 100, KH = 3, KB = 2 };
static const unsigned KBAR = 8;
static unsigned short keys[KB * KS * KH * KD];
static const uint64_t kdims[4] = {KD, KS, KH, KB}, kdims_long[4] = {KD, 128, KH, KB},
		      kstrides[3] = {KH * KD * 2, KD * 2, KS * KH * KD * 2};
static const uint32_t kboxes[2][4] = {{KD, 128, 1, 1}, {KD, 40, KH, KB}};
// each copy's map (a box of kboxes), first key, head and batch, and place in shared
// memory: past the keys' end in the first batch (the next batch's keys lie there), in
// the last one (the tensor's end), from below key 0, and every head and batch from key 80
static const struct {
	int map, s, h, b;
	unsigned dst;
} kcopies[4] = {{0, 0, 1, 0, 1024}, {0, 72, 2, 1, 17408}, {0, -28, 0, 1, 33792}, {1, 80, 0, 0, 50176}};
static const unsigned KSMEM = 50176 + KD * 40 * KH * KB * 2;
static void keys_case(bool long_map)
{
	const int t = (int)threadIdx.x;
	// maps as common/tma.cuh's tma_map: 128 bytes, 64-byte aligned
	static struct alignas(64) {
		unsigned char b[128];
	} maps[2];
	unsigned bytes[4], all = 0;
	for (int i = 0; i < 4; i++) {
		const uint32_t *box = kboxes[kcopies[i].map];
		bytes[i] = box[0] * box[1] * box[2] * box[3] * 2;
		all += bytes[i];
	}
	if (t == 0) {
		mbar_init(KBAR, 1);
		for (int m = 0; m < 2; m++)
			EMU_CHECK(akops_tensor_map(maps[m].b, keys, 2, 4, long_map ? kdims_long : kdims, kstrides, kboxes[m],
						   128) == cudaSuccess,
				  "the keys' map refused");
	}
	__syncthreads();
	if (t >= 128)
		return;
	if (t == 0) {
		mbar_arrive_tx(KBAR, all);
		for (auto &c : kcopies)
			tma_load_4d(c.dst, &maps[c.map], 0, c.s, c.h, c.b, KBAR);
	}
	mbar_wait(KBAR, 0);
	// every byte as computed from the keys directly: element d of box row r (key r %
	// box[1], head r / box[1] % box[2], batch r / box[1] / box[2] from the copy's first)
	// at byte r * 128 + d * 2 before the swizzle, zero where the key is outside 0 .. 99
	for (int i = 0; i < 4; i++) {
		const uint32_t *box = kboxes[kcopies[i].map];
		for (unsigned ch = (unsigned)t; ch < bytes[i] / 16; ch += 128) {
			emu_smem_read(kcopies[i].dst + 16 * ch);
			for (unsigned e = 0; e < 8; e++) {
				const unsigned lin = 16 * ch + 2 * e, sw = lin ^ ((lin >> 7) & 7) << 4, r = lin / 128;
				const int s = kcopies[i].s + (int)(r % box[1]), h = kcopies[i].h + (int)(r / box[1] % box[2]),
					  b = kcopies[i].b + (int)(r / box[1] / box[2]), d = (int)(lin % 128 / 2);
				const unsigned short want = s < 0 || s >= KS ? 0 : keys[((b * KS + s) * KH + h) * KD + d];
				unsigned short got;
				memcpy(&got, &emu_smem_buf[kcopies[i].dst + sw], 2);
				EMU_CHECK(got == want, "a 4-D TMA box landed other than TMA lays it out");
			}
		}
	}
}

// warpgroup 0 writes its chunks again (thread t chunk t), warpgroup 1 reads them (thread
// 128 + t chunk t), ordered or not as the case says
static void kernel()
{
	const int t = (int)threadIdx.x, wg = t / 128;
	if (t == 0)
		mbar_init(BAR, 128);
	// every chunk written once and published, so that whichever of a racing write and
	// read the scheduler runs first, the race is seen (the read not ordered after the
	// write, or the write not after the read), not a read of nothing
	if (wg == 0)
		write_chunk();
	__syncthreads();
	switch (which) {
	case 0: // the block's barrier between write and read: sound
		if (wg == 0)
			write_chunk();
		__syncthreads();
		if (wg == 1)
			read_chunk();
		break;
	case 1: // no order at all: a race
		if (wg == 0)
			write_chunk();
		if (wg == 1)
			read_chunk();
		break;
	case 2: // the writers arrive on the mbarrier after writing, the readers wait: sound
		if (wg == 0) {
			write_chunk();
			mbar_arrive(BAR);
		} else {
			mbar_wait(BAR, 0);
			read_chunk();
		}
		break;
	case 3: // the writers arrive before writing: a race
		if (wg == 0) {
			mbar_arrive(BAR);
			write_chunk();
		} else {
			mbar_wait(BAR, 0);
			read_chunk();
		}
		break;
	case 4: // a named barrier: the writers arrive after writing, the readers sync: sound
		if (wg == 0) {
			write_chunk();
			named_bar_arrive(1, 256);
		} else {
			named_bar_sync(1, 256);
			read_chunk();
		}
		break;
	case 5: // write after read ordered by the mbarrier (readers arrive, writers wait): sound
		if (wg == 1) {
			read_chunk();
			mbar_arrive(BAR);
		} else {
			mbar_wait(BAR, 0);
			write_chunk();
		}
		break;
	case 6: // the rewrite not waiting for the readers: a race (write after read)
		if (wg == 1) {
			read_chunk();
			mbar_arrive(BAR);
		} else {
			write_chunk();
		}
		break;
	case 7: // a named barrier the wrong way round: the writers sync, the readers only
		// arrive, and arriving acquires nothing: a race
		if (wg == 0) {
			write_chunk();
			named_bar_sync(1, 256);
		} else {
			named_bar_arrive(1, 256);
			read_chunk();
		}
		break;
	case 9: // a chunk a wgmma read, rewritten by another warpgroup after the reader's
		// wait_group and its arrival, which the writer waited for: sound
		wgmma_case(true);
		break;
	case 10: // the same, the writer not waiting on the barrier but spinning on a plain
		 // flag until the wgmma retired: a race, the read not ordered before the write
		wgmma_case(false);
		break;
	case 11: // setmaxnreg at three warpgroups (launched with 168 registers a thread): the
		 // first gives back to 56, the others take 224, the pool's 64512 exactly, the
		 // takers waiting for the giver where they come first: sound
		if (wg == 0)
			regs_dec<56>();
		else
			regs_inc<224>();
		break;
	case 12: // the same with the first giving back only to 64: the takers would wait
		 // forever (flagged as a deadlock)
		if (wg == 0)
			regs_dec<64>();
		else
			regs_inc<224>();
		break;
	case 13: // three boxes of keys by a map of rank 4 landed byte for byte, zeros past the
		 // keys' end and below key 0, no read outside the keys: sound
		keys_case(false);
		break;
	case 14: // the same through a map that claims 128 keys: the last batch's box reads
		 // past the tensor (flagged), the first's the next batch's keys
		keys_case(true);
		break;
	case 8: // the readers wait for the phase before the first (parity 1), which a fresh
		// barrier reads as complete: they pass at once, ordered after nothing: a race
		if (wg == 0) {
			write_chunk();
			mbar_arrive(BAR);
		} else {
			mbar_wait(BAR, 1);
			read_chunk();
		}
		break;
	}
}

// cases 16-20: a cluster of two blocks of 128 threads (cluster.h); thread t of each block
// writes 16 bytes at the same place of its block's part, the cluster's barrier between,
// then reads the other block's and arrives and waits on the barrier again before it exits
// (a split's sums, common/gemm_tma.cuh), or less of that as the case says
// cases 21-23: a block's own barriers (emu.h's, a block's also when a cluster's blocks run
// together): after the block's barrier (21) or a named barrier of all its threads (22), a
// read of the other block's part is ordered after nothing the other block did (a race,
// as on the GPU, where neither barrier spans two blocks); after either, a read of another
// thread's place in the block's own part is sound (23)
static void block_barriers()
{
	const unsigned t = threadIdx.x, mine = smem_u32(emu_smem_block()) + CH + 16 * t;
	float x, y, z, w;
	st_shared_v4(mine, 1.0f, 2.0f, 3.0f, (float)t);
	if (which == 21)
		__syncthreads();
	else
		named_bar_sync(1, 128);
	if (which == 23) {
		ld_cluster_v4(mine ^ 16u, cluster_rank(), x, y, z, w);
		EMU_CHECK(w == (float)(t ^ 1u), "the neighbour's value");
		st_shared_v4(mine + 4096, 1.0f, 2.0f, 3.0f, (float)t);
		__syncthreads();
		ld_cluster_v4((mine + 4096) ^ 16u, cluster_rank(), x, y, z, w);
		EMU_CHECK(w == (float)(t ^ 1u), "the neighbour's value");
	} else {
		ld_cluster_v4(mine, cluster_rank() ^ 1u, x, y, z, w);
	}
	cluster_arrive_relaxed();
	cluster_wait();
}

static void cluster_kernel()
{
	if (which >= 21) {
		block_barriers();
		return;
	}
	const unsigned t = threadIdx.x, mine = smem_u32(emu_smem_block()) + CH + 16 * t;
	if (which != 18)
		st_shared_v4(mine, 1.0f, 2.0f, 3.0f, (float)t);
	switch (which) {
	case 18:
		break;
	case 20:
		cluster_arrive_relaxed();
		cluster_wait();
		break;
	default:
		cluster_sync();
	}
	float x, y, z, w;
	ld_cluster_v4(mine, cluster_rank() ^ 1u, x, y, z, w);
	EMU_CHECK(w == (float)t, "the other block's value");
	if (which == 17)
		return;
	cluster_arrive_relaxed();
	if (which == 19)
		cluster_arrive_relaxed();
	cluster_wait();
}

// case 15: the emulated service answers tests/tmap_cases.h's requests as the real one
// must: a refusal where a rule is broken, a map elsewhere
static int tmap_refusals()
{
	alignas(64) static unsigned char map[256];
	alignas(16) static unsigned char base[64];
	int fails = 0;
	for (const tmap2d_case &c : tmap2d_cases)
		if ((tmap2d_case_run(c, map, base) == cudaErrorInvalidValue) != c.invalid)
			printf("FAIL (2-D) %s\n", c.what), fails++;
	for (const tmap_case &c : tmap_cases)
		if ((tmap_case_run(c, map, base) == cudaErrorInvalidValue) != c.invalid)
			printf("FAIL %s\n", c.what), fails++;
	if (fails)
		emu_fail("the emulated service's answers differ from the real one's rules");
	printf("case 15: %zu requests answered as the rules say; no race found\n",
	       sizeof tmap2d_cases / sizeof *tmap2d_cases + sizeof tmap_cases / sizeof *tmap_cases);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc != 2)
		return 2;
	which = atoi(argv[1]);
	if (which == 15)
		return tmap_refusals();
	if (which >= 16) {
		cudaFuncSetAttribute(cluster_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, 8192);
		launch_clusters(cluster_kernel, 1, 2, 128, 8192, nullptr);
		printf("case %d: no race found\n", which);
		return 0;
	}
	// the keys (never zero), the only global memory a kernel here may read
	for (unsigned i = 0; i < sizeof keys / 2; i++)
		keys[i] = (unsigned short)(1 + i % 65521);
	emu_readable.push_back({(const char *)keys, (const char *)keys + sizeof keys});
	// two warpgroups, three for the setmaxnreg cases; three key boxes for 13 and 14
	const int smem = which >= 13 ? (int)KSMEM : 20480;
	cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, smem);
	emu_launch(kernel, 1u, which >= 11 && which <= 12 ? 384u : 256u, smem, nullptr);
	printf("case %d: no race found\n", which);
	return 0;
}
