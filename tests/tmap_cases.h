// tmap_cases.h: the requests put to the TMA tensor-map service, one table for its two
// implementations: verify/harness_tmap.cuh's, the real one (tests/tmap_test.cu), and
// tests/gemm_emu/tma.h's, the emulation's (tests/gemm_emu/selftest.cpp, case 15), so that
// the emulation refuses exactly what the real one refuses. Each case says whether the
// request breaks a rule (cudaErrorInvalidValue before the driver is asked) or not (then
// the real service answers with the driver's map where there is a GPU, or with the error
// of finding the driver where there is none). The includer declares akops_tensor_map and
// akops_tensor_map_2d first.
#pragma once
#include <stdint.h>

// what a case does to the pointers: none, misaligned, or no strides array
enum {
	TM_NOMAP = 1,
	TM_MAP16 = 2,  // map 16 bytes past a 64-byte boundary
	TM_NOBASE = 4,
	TM_BASE2 = 8,  // base 2 bytes past a 16-byte boundary
	TM_NODIMS = 16,
	TM_NOSTRIDES = 32,
	TM_NOBOX = 64,
};

static const uint64_t TM_G = 1ull << 32, TM_T = 1ull << 40;

// ---------------------------------------------------------------- rank 1 to 5
struct tmap_case {
	const char *what;
	bool invalid;
	int flags, elem, rank;
	uint64_t dims[5], strides[4];
	uint32_t box[5];
	int swizzle;
};

static const tmap_case tmap_cases[] = {
	// valid: every rank, the layouts attention asks for, the edges of each rule
	{"rank 1, no strides", false, TM_NOSTRIDES, 2, 1, {1000}, {0}, {64}, 0},
	{"rank 1, 2^32 elements", false, 0, 1, 1, {TM_G}, {0}, {256}, 0},
	{"rank 2: a bf16 matrix in 64 x 64 boxes, 128-byte swizzle", false, 0, 2, 2, {4096, 1000}, {8192}, {64, 64}, 128},
	{"rank 3", false, 0, 4, 3, {32, 50, 7}, {128, 6400}, {32, 8, 2}, 128},
	{"rank 4: keys [B, S, H, D] as (D, S, H, B), strides out of order", false, 0, 2, 4, {64, 4096, 16, 2},
	 {2048, 128, 8388608}, {64, 128, 1, 1}, 128},
	{"rank 4: keys [B, H, S, D] as (D, S, H, B), 64 of 128 d", false, 0, 2, 4, {128, 1000, 8, 3},
	 {256, 256000, 2048000}, {64, 128, 1, 1}, 128},
	{"rank 4: the emulator's self-test tensor, a box past the keys' end", false, 0, 2, 4, {64, 100, 3, 2},
	 {384, 128, 38400}, {64, 128, 1, 1}, 128},
	{"rank 5", false, 0, 1, 5, {16, 3, 5, 7, 9}, {16, 48, 240, 1680}, {16, 2, 2, 2, 2}, 0},
	{"a dim of extent 1 with an odd stride (never used)", false, 0, 2, 4, {64, 100, 1, 2}, {128, 7, 12800},
	 {64, 128, 1, 1}, 128},
	{"dims of extent 1 with strides 0 and 2^40 (never used)", false, 0, 2, 3, {64, 1, 1}, {0, TM_T}, {64, 1, 1}, 0},
	{"a dim of extent 1 after a span past 2^40", false, 0, 1, 3, {16, TM_G, 1}, {TM_T - 16, 3}, {16, 1, 1}, 0},
	{"a dim of extent 1 first", false, 0, 2, 3, {1, 7, 5}, {16, 112}, {8, 4, 4}, 0},
	{"boxes larger than their dims (zeros past the ends)", false, 0, 2, 3, {8, 10, 3}, {16, 160}, {8, 128, 4}, 0},
	{"2^32 in every dim", false, 0, 1, 3, {TM_G, TM_G, TM_G}, {TM_G, 1ull << 39}, {16, 1, 1}, 0},
	{"two dims of one stride", false, 0, 1, 3, {16, 4, 4}, {16, 16}, {16, 4, 4}, 0},
	{"a stride just below 2^40", false, 0, 1, 2, {16, 2}, {TM_T - 16}, {16, 1}, 0},
	{"a box of 227 KiB, the most", false, 0, 8, 3, {256, 200, 3}, {2048, 409600}, {256, 113, 1}, 0},
	{"a box of 227 KiB over five dims", false, 0, 1, 5, {256, 256, 256, 256, 256}, {256, 65536, 1 << 24, 1ull << 32},
	 {256, 227, 2, 2, 1}, 0},
	{"a box row of 2048 bytes, no swizzle", false, 0, 8, 2, {256, 4}, {2048}, {256, 4}, 0},
	{"the 32-byte swizzle", false, 0, 2, 2, {16, 4}, {32}, {16, 4}, 32},
	{"the 64-byte swizzle", false, 0, 2, 2, {32, 4}, {64}, {32, 4}, 64},
	{"a box row shorter than the swizzle", false, 0, 2, 3, {32, 8, 2}, {64, 512}, {32, 8, 1}, 128},

	// refused: one rule broken each
	{"no map", true, TM_NOMAP, 2, 2, {4096, 1000}, {8192}, {64, 64}, 128},
	{"a map not 64-byte aligned", true, TM_MAP16, 2, 2, {4096, 1000}, {8192}, {64, 64}, 128},
	{"no base", true, TM_NOBASE, 2, 2, {4096, 1000}, {8192}, {64, 64}, 128},
	{"a base not 16-byte aligned", true, TM_BASE2, 2, 2, {4096, 1000}, {8192}, {64, 64}, 128},
	{"elements of 0 bytes", true, 0, 0, 2, {4096, 1000}, {8192}, {64, 64}, 0},
	{"elements of 3 bytes", true, 0, 3, 2, {4096, 1000}, {8192}, {64, 64}, 0},
	{"elements of 16 bytes", true, 0, 16, 2, {4096, 1000}, {65536}, {1, 64}, 0},
	{"rank 0", true, 0, 2, 0, {4096}, {0}, {64}, 0},
	{"rank 6", true, 0, 1, 6, {16, 2, 2, 2, 2}, {16, 32, 64, 128}, {16, 1, 1, 1, 1}, 0},
	{"rank -1", true, 0, 2, -1, {4096}, {0}, {64}, 0},
	{"no dims", true, TM_NODIMS, 2, 2, {4096, 1000}, {8192}, {64, 64}, 128},
	{"no strides at rank 2", true, TM_NOSTRIDES, 2, 2, {4096, 1000}, {8192}, {64, 64}, 128},
	{"no box", true, TM_NOBOX, 2, 2, {4096, 1000}, {8192}, {64, 64}, 128},
	{"a dim of 0 (dim 0)", true, 0, 2, 3, {0, 100, 3}, {128, 12800}, {64, 128, 1}, 128},
	{"a dim of 0 (dim 2)", true, 0, 2, 3, {64, 100, 0}, {128, 12800}, {64, 128, 1}, 128},
	{"a dim of 2^32 + 1 (dim 0)", true, 0, 1, 1, {TM_G + 1}, {0}, {16}, 0},
	{"a dim of 2^32 + 1 (dim 3)", true, 0, 2, 4, {64, 100, 3, TM_G + 1}, {384, 128, 38400}, {64, 128, 1, 1}, 128},
	{"a box of 0 (dim 1)", true, 0, 2, 4, {64, 100, 3, 2}, {384, 128, 38400}, {64, 0, 1, 1}, 128},
	{"a box of 257 (dim 4)", true, 0, 1, 5, {16, 3, 5, 7, 300}, {16, 48, 240, 1680}, {16, 2, 2, 2, 257}, 0},
	{"a box of 257 (dim 0)", true, 0, 1, 1, {1000}, {0}, {257}, 0},
	{"a box past 227 KiB (dim 1)", true, 0, 8, 3, {256, 200, 3}, {2048, 409600}, {256, 114, 1}, 0},
	{"a box past 227 KiB over five dims", true, 0, 1, 5, {256, 256, 256, 256, 256}, {256, 65536, 1 << 24, 1ull << 32},
	 {256, 228, 2, 2, 1}, 0},
	{"a box of 256^5 bytes (the driver refused it on an H100)", true, 0, 1, 5, {300, 300, 300, 300, 300},
	 {304, 91200, 27360000, 8208000000}, {256, 256, 256, 256, 256}, 0},
	{"a box row of 8 bytes", true, 0, 2, 3, {64, 100, 3}, {128, 12800}, {4, 128, 1}, 0},
	{"a box row of 24 bytes", true, 0, 8, 2, {64, 100}, {512}, {3, 8}, 0},
	{"a swizzle of 16 bytes", true, 0, 2, 2, {64, 100}, {128}, {8, 8}, 16},
	{"a swizzle of 256 bytes", true, 0, 2, 2, {256, 100}, {512}, {128, 8}, 256},
	{"a box row past the 128-byte swizzle", true, 0, 2, 4, {128, 100, 3, 2}, {768, 256, 76800}, {128, 128, 1, 1}, 128},
	{"a box row past the 32-byte swizzle", true, 0, 2, 2, {64, 100}, {128}, {32, 8}, 32},
	{"a stride of 0 (dim 1 of 100)", true, 0, 2, 4, {64, 100, 3, 2}, {0, 128, 38400}, {64, 128, 1, 1}, 128},
	{"a stride of 0 (dim 3 of 2)", true, 0, 2, 4, {64, 100, 3, 2}, {384, 128, 0}, {64, 128, 1, 1}, 128},
	{"a stride not a multiple of 16 (dim 2)", true, 0, 2, 4, {64, 100, 3, 2}, {384, 136, 38400}, {64, 128, 1, 1}, 128},
	{"a stride of 2^40 (dim 3)", true, 0, 2, 4, {64, 100, 3, 2}, {384, 128, TM_T}, {64, 128, 1, 1}, 128},
	{"a stride of -16", true, 0, 2, 2, {64, 100}, {0ull - 16}, {64, 128}, 128},
};

static cudaError_t tmap_case_run(const tmap_case &c, unsigned char *map64, const unsigned char *base16)
{
	void *map = c.flags & TM_NOMAP ? nullptr : c.flags & TM_MAP16 ? (void *)(map64 + 16) : (void *)map64;
	const void *base = c.flags & TM_NOBASE ? nullptr : c.flags & TM_BASE2 ? base16 + 2 : base16;
	return akops_tensor_map(map, base, c.elem, c.rank, c.flags & TM_NODIMS ? nullptr : c.dims,
				c.flags & TM_NOSTRIDES ? nullptr : c.strides, c.flags & TM_NOBOX ? nullptr : c.box, c.swizzle);
}

// ---------------------------------------------------------------- the 2-D service
struct tmap2d_case {
	const char *what;
	bool invalid;
	int flags, elem;
	uint64_t rows, cols, stride;
	uint32_t box_rows, box_cols;
	int swizzle;
};

static const tmap2d_case tmap2d_cases[] = {
	// the first is the valid request tmap_test.cu asks the driver about
	{"a valid request: a bf16 [1000][4096] matrix in 64 x 64 boxes", false, 0, 2, 1000, 4096, 8192, 64, 64, 128},
	{"one row (its stride unused)", false, 0, 2, 1, 17 * 8, 0, 1, 8, 0},
	{"a stride of exactly a row", false, 0, 4, 10, 12, 48, 8, 4, 0},
	{"the largest box", false, 0, 1, 300, 300, 304, 256, 256, 0},
	{"2^32 rows", false, 0, 1, TM_G, 16, 16, 1, 16, 0},
	{"2^32 columns in one row", false, 0, 8, 1, TM_G, 0, 1, 2, 0},

	{"no map", true, TM_NOMAP, 2, 1000, 4096, 8192, 64, 64, 128},
	{"a map not 64-byte aligned", true, TM_MAP16, 2, 1000, 4096, 8192, 64, 64, 128},
	{"no base", true, TM_NOBASE, 2, 1000, 4096, 8192, 64, 64, 128},
	{"a base not 16-byte aligned", true, TM_BASE2, 2, 1000, 4096, 8192, 64, 64, 128},
	{"3-byte elements", true, 0, 3, 1000, 4096, 8192, 64, 64, 128},
	{"no rows", true, 0, 2, 0, 4096, 8192, 64, 64, 128},
	{"no columns", true, 0, 2, 1000, 0, 8192, 64, 64, 128},
	{"2^32 + 1 rows", true, 0, 1, TM_G + 1, 16, 16, 1, 16, 0},
	{"2^32 + 1 columns", true, 0, 1, 1, TM_G + 1, 0, 1, 16, 0},
	{"a stride not a multiple of 16", true, 0, 2, 1000, 4096, 8200, 64, 64, 128},
	{"a stride shorter than a row", true, 0, 2, 1000, 4096, 4096, 64, 64, 128},
	{"a stride of 0", true, 0, 2, 1000, 4096, 0, 64, 64, 128},
	{"a stride of 2^40", true, 0, 1, 2, 16, TM_T, 1, 16, 0},
	{"a box of no rows", true, 0, 2, 1000, 4096, 8192, 0, 64, 128},
	{"a box of 257 rows", true, 0, 2, 1000, 4096, 8192, 257, 64, 0},
	{"a box of no columns", true, 0, 2, 1000, 4096, 8192, 64, 0, 128},
	{"a box of 257 columns", true, 0, 1, 1000, 4096, 4096, 64, 257, 0},
	{"a box row of 8 bytes", true, 0, 2, 1000, 4096, 8192, 64, 4, 0},
	{"a swizzle of 16 bytes", true, 0, 2, 1000, 4096, 8192, 64, 8, 16},
	{"a box row past the swizzle", true, 0, 2, 1000, 4096, 8192, 64, 64, 64},
	{"a box past 227 KiB", true, 0, 8, 1000, 4096, 32768, 256, 256, 0},
};

static cudaError_t tmap2d_case_run(const tmap2d_case &c, unsigned char *map64, const unsigned char *base16)
{
	void *map = c.flags & TM_NOMAP ? nullptr : c.flags & TM_MAP16 ? (void *)(map64 + 16) : (void *)map64;
	const void *base = c.flags & TM_NOBASE ? nullptr : c.flags & TM_BASE2 ? base16 + 2 : base16;
	return akops_tensor_map_2d(map, base, c.elem, c.rows, c.cols, c.stride, c.box_rows, c.box_cols, c.swizzle);
}
