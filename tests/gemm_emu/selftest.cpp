// selftest.cpp: the emulator's race checker (emu.h's happens-before, tma.h's mbarriers,
// named barriers, wgmma.h's snapshots) and tma.h's setmaxnreg pool judged on small
// kernels of two or three warpgroups, each
// case one process: `selftest CASE` exits 0 when the kernel passes the checks and aborts
// (EMU FAIL) when they flag it. tests/emu_selftest.sh says which cases must pass and
// which must fail; a checker that lets a race through, or flags a kernel whose order is
// sound, fails there.
#include "tma.h"

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

int main(int argc, char **argv)
{
	if (argc != 2)
		return 2;
	which = atoi(argv[1]);
	// two warpgroups, three for the setmaxnreg cases
	emu_launch(kernel, 1u, which >= 11 ? 384u : 256u, 20480, nullptr);
	printf("case %d: no race found\n", which);
	return 0;
}
