/* harness_layout.cuh: where a tensor's elements lie in a call that is not dense, and
 * the drawing of those layouts. Independent of the job (no h_op): the shape, element
 * size and seed come as arguments, so that verify/testglue/layout_test.cu checks every
 * kind on the host. The offsets are __host__ __device__: the harness's kernels move
 * elements and guard the gaps with them (harness_dev.cuh).
 *
 * The element at dense (row-major) index e, its indices idx[d] over shape[d], lies
 * sum idx[d] * stride[d] elements from the data pointer. The harness makes only layouts
 * whose distinct elements never share an offset:
 *   padded and permuted (layout inner_contiguous): the last dimension dense, the outer
 *     ones in some order, each stride at least the span of those inside it;
 *   broadcast: a dense tensor with some dimensions of size > 1 at stride 0, as
 *     PyTorch's expand makes them; every index along such a dimension is the same
 *     element, and the copy holds only the compact tensor (the canonical elements:
 *     index 0 along every broadcast dimension).
 * And where a tensor starts in its allocation (akh_offset), verification's placements and
 * the bench's two kinds.
 * Included by harness_dev.cuh (so by harness.cu) and testglue/layout_test.cu. */
#pragma once
#include <stdint.h>
#include <string.h>
#include <algorithm>
#include "harness.h"
#include "harness_gen.cuh"

/* a strided copy is made only up to this many bytes, and a set's copies together
 * only up to a quarter of the free device memory; larger tensors are called dense
 * (the shapes past 2^31 elements test 64-bit offsets dense) */
#define AKH_STRIDED_MAX ((int64_t)16 << 30)

struct akh_layout {
	int strided;		/* 0: the call gets the tensor's dense buffer */
	int nd;
	int64_t shape[H_MAX_DIMS], stride[H_MAX_DIMS];
	unsigned bcast;		/* the broadcast dimensions (stride 0), a bit each */
	int ord[H_MAX_DIMS];	/* the dimensions of size > 1 and stride > 0, largest stride first */
	int nord;
	int64_t span;		/* elements from the first to one past the last */
};

AKH_HD static inline int64_t akh_lay_at(const akh_layout &l, int64_t e)
{
	int64_t off = 0;
	for (int d = l.nd - 1; d >= 0; d--) {
		const int64_t n = l.shape[d];
		off += (e % n) * l.stride[d];
		e /= n;
	}
	return off;
}

/* whether element e is the one its offset is filled from: always, but in a broadcast
 * layout, where it must have index 0 along every broadcast dimension */
AKH_HD static inline bool akh_lay_canonical(const akh_layout &l, int64_t e)
{
	return !l.bcast || akh_canon_index(l.nd, l.shape, l.bcast, e) == e;
}

/* whether element offset o (from the data pointer) holds an element: taken apart
 * greedily by the strides, largest first, which is exact for layouts that do not
 * overlap; broadcast dimensions are not in ord (stride 0 adds nothing) */
AKH_HD static inline bool akh_lay_member(const akh_layout &l, int64_t o)
{
	for (int k = 0; k < l.nord; k++) {
		const int d = l.ord[k];
		const int64_t i = o / l.stride[d];
		if (i >= l.shape[d])
			return false;
		o -= i * l.stride[d];
	}
	return o == 0;
}

/* the dimensions of size > 1 and stride > 0 by stride, largest first */
static inline void akh_lay_order(akh_layout &l)
{
	l.nord = 0;
	for (int d = 0; d < l.nd; d++)
		if (l.shape[d] > 1 && l.stride[d] > 0)
			l.ord[l.nord++] = d;
	std::sort(l.ord, l.ord + l.nord, [&](int a, int b) { return l.stride[a] > l.stride[b]; });
}

/* the dense layout of a tensor of nd dimensions */
static inline akh_layout akh_dense_layout(const int64_t *shape, int nd)
{
	akh_layout l;
	memset(&l, 0, sizeof l);
	l.nd = nd;
	int64_t st = 1;
	for (int d = nd - 1; d >= 0; d--) {
		l.shape[d] = shape[d];
		l.stride[d] = st;
		st *= shape[d];
	}
	l.span = st;
	akh_lay_order(l);
	return l;
}

/* A strided layout of an inner tensor of two or more dimensions, drawn from seed, as
 * callers make them: rows padded by 1 to 15 elements (a sliced or odd-pitched buffer:
 * no row start keeps the vector alignment) or by 16 to 128 bytes (a padded one: every
 * row start keeps 16 bytes); and with three or more dimensions, half the time the
 * outer ones in another order, dense among themselves or padded (a transposed view;
 * with three outer dimensions half of those are the inner two swapped: rope's
 * [B, S, H, D] seen as [B, H, S, D]). The dense layout where the copy would be too
 * large. */
static inline akh_layout akh_strided_layout(const int64_t *shape, int nd, int es, uint64_t seed)
{
	const akh_layout dense = akh_dense_layout(shape, nd);
	akh_layout l = dense;
	const int m = nd - 1;
	uint64_t h = seed;
	int order[H_MAX_DIMS];	/* the outer dimensions, the innermost in memory first */
	for (int k = 0; k < m; k++)
		order[k] = m - 1 - k;
	const int kind = (int)(h & 3);
	h >>= 2;
	const bool permute = kind >= 2 && m >= 2;
	if (permute) {
		if (m == 3 && (h & 1)) {
			std::swap(order[0], order[1]);
		} else {
			for (int k = m - 1; k > 0; k--)
				std::swap(order[k], order[(h >> (4 * k)) % (uint64_t)(k + 1)]);
			bool same = true;
			for (int k = 0; k < m; k++)
				same = same && order[k] == m - 1 - k;
			if (same)
				std::swap(order[0], order[1]);
		}
	}
	h = akh_mix64(h);
	const int64_t wide = std::max(1, 16 / es);
	int64_t pad = kind == 0 || kind == 2 ? 1 + (int64_t)(h % 15) : kind == 1 || !permute ? wide * (int64_t)(1 + (h >> 8) % 8) : 0;
	int64_t st = l.shape[m] + pad, span = l.shape[m], reach;
	for (int k = 0; k < m; k++) {
		const int d = order[k];
		l.stride[d] = st;
		if (__builtin_mul_overflow(l.shape[d] - 1, st, &reach) || __builtin_add_overflow(span, reach, &span) ||
		    __builtin_mul_overflow(st, l.shape[d], &st))
			return dense;
	}
	if (span > AKH_STRIDED_MAX / es)
		return dense;
	l.stride[m] = 1;
	l.span = span;
	akh_lay_order(l);
	l.strided = 1;
	return l;
}

/* A broadcast layout of a tensor, drawn from seed: on 3 draws in 4, a nonempty set of
 * its dimensions of size > 1, each subset alike (a 1-D weight: broadcast whole), at
 * stride 0, the others at the dense strides of the tensor without them, as expand
 * leaves a compact tensor; a dimension of size 1 keeps its dense stride. The copy holds
 * the compact tensor only, so a kernel that ignores a stride of 0 reads the guard bytes
 * past it. The dense layout on the fourth draw and where no dimension has size > 1. */
static inline akh_layout akh_broadcast_layout(const int64_t *shape, int nd, int es, uint64_t seed)
{
	const akh_layout dense = akh_dense_layout(shape, nd);
	int cand[H_MAX_DIMS], k = 0;
	for (int d = 0; d < nd; d++)
		if (shape[d] > 1)
			cand[k++] = d;
	if (k == 0 || (seed & 3) == 0)
		return dense;
	const uint64_t pick = 1 + (akh_mix64(seed) >> 8) % ((1ULL << k) - 1);
	akh_layout l = dense;
	for (int j = 0; j < k; j++)
		if ((pick >> j) & 1)
			l.bcast |= 1u << cand[j];
	int64_t st = 1;
	for (int d = nd - 1; d >= 0; d--) {
		const bool b = (l.bcast >> d) & 1;
		l.stride[d] = b ? 0 : st;
		st *= b ? 1 : shape[d];
	}
	if (st > AKH_STRIDED_MAX / es)
		return dense;
	l.span = st;
	akh_lay_order(l);
	l.strided = 1;
	return l;
}

// ----------------------------------------------------------------------------
// placement

/* where a tensor starts in its allocation (akh_new_set's place) */
enum akh_place {
	AKH_PLACE_MIX = -1,	/* verification's mix: each tensor drawn from the two below */
	AKH_PLACE_ALLOC = 0,	/* a random multiple of 256 bytes, as any allocator places a tensor */
	AKH_PLACE_MIN = 1,	/* a random multiple of its alignment that is not one of 256 bytes
				 * where its alignment is less: all the spec promises */
};

/* Verification's mix: half the time at a random multiple of 256 bytes, as any allocator
 * places a tensor (PyTorch's included); half at a random multiple of its alignment, which
 * is all the spec promises. Every placement a timed call can have (akh_bench_shape's
 * sets, of the other two kinds) is among those checked, and the timed sets are verified
 * in their own buffers, so no address tells a timed call from a checked one. (At 16-byte
 * offsets a warp's 512 contiguous bytes span 17 sectors and 5 lines, not 16 and 4:
 * memory-bound kernels timed 1-8% slower there on the H200, bench/results/2026-11-30-h200-session4;
 * a TMA GEMM whose 128-byte box rows straddle two lines, 1.6-2x slower,
 * bench/results/2026-12-05-session33.) */
static size_t akh_offset(uint64_t tseed, int i, int c, size_t align, int place)
{
	uint64_t h = akh_mix64(tseed ^ (uint64_t)(2 * i + c + 1) * 0xa0761d6478bd642fULL);
	if (place == AKH_PLACE_MIX)
		place = (h & 1) ? AKH_PLACE_ALLOC : AKH_PLACE_MIN;
	h >>= 1;
	if (place == AKH_PLACE_ALLOC || align >= 256)
		return h % 16 * std::max<size_t>(align, 256);
	/* under 16 * 256 bytes: the 15 * 256 + 256 past the tensor that every allocation leaves */
	return h % 16 * 256 + (1 + (h >> 4) % (256 / align - 1)) * align;
}
