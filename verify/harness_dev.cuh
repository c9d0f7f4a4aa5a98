/* harness_dev.cuh: the harness's own kernels, all named akh_*_kernel (CUPTI tells them
 * from a candidate's by that prefix). They fill, generate, count, compare, hash and
 * gather whole tensors on the GPU, so that a 16 GiB shape is checked in milliseconds and
 * only counts, first indices and a few sampled rows ever cross to the host.
 *
 * Elements are handled as unsigned words of their size (W = uint16_t, uint32_t or
 * uint64_t): every check here is on bits. Included by harness.cu only. */
#pragma once
#include <stdint.h>
#include "harness_gen.cuh"
#include "harness_layout.cuh"
#include "harness_sample.cuh"

/* a count and the smallest index counted, written by atomics */
struct akh_res {
	unsigned long long count, first;
};

#define AKH_THREADS 256

// ----------------------------------------------------------------------------
// reductions

/* adds the warp's count and takes its smallest index into r: one atomic per warp */
__device__ static inline void akh_warp_res(akh_res *r, unsigned long long count, unsigned long long first)
{
	for (int o = 16; o > 0; o >>= 1) {
		count += __shfl_down_sync(0xffffffffu, count, o);
		unsigned long long f = __shfl_down_sync(0xffffffffu, first, o);
		first = f < first ? f : first;
	}
	if ((threadIdx.x & 31) == 0 && count > 0) {
		atomicAdd(&r->count, count);
		atomicMin(&r->first, first);
	}
}

// ----------------------------------------------------------------------------
// kernels

template <class W>
__global__ void akh_fill_kernel(W *p, int64_t n, W v)
{
	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x)
		p[i] = v;
}

/* an element's term in a tensor hash: any change of one element changes the sum */
__device__ static inline unsigned long long akh_hterm(uint64_t bits, uint64_t key, int64_t i)
{
	return akh_mix64(bits ^ akh_mix64(key + (uint64_t)i));
}

__device__ static inline void akh_warp_add(unsigned long long *out, unsigned long long h)
{
	for (int o = 16; o > 0; o >>= 1)
		h += __shfl_down_sync(0xffffffffu, h, o);
	if ((threadIdx.x & 31) == 0)
		atomicAdd(out, h);
}

/* writes the tensor's values and, when hash is not NULL, adds their hash (key g.key) to
 * it, so inputs are hashed before the calls at no extra pass over memory */
template <class W>
__global__ void akh_gen_kernel(W *p, int64_t n, akh_gen g, unsigned long long *hash)
{
	unsigned long long h = 0;
	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x) {
		W v = (W)akh_gen_bits(g, i);
		p[i] = v;
		h += akh_hterm(v, g.key, i);
	}
	if (hash)
		akh_warp_add(hash, h);
}

/* elements equal to v: an output still holding its sentinel */
template <class W>
__global__ void akh_count_kernel(const W *p, int64_t n, W v, akh_res *r)
{
	unsigned long long count = 0, first = ~0ULL;
	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x)
		if (p[i] == v) {
			count++;
			first = first < (unsigned long long)i ? first : (unsigned long long)i;
		}
	akh_warp_res(r, count, first);
}

/* elements whose bits differ between two runs */
template <class W>
__global__ void akh_diff_kernel(const W *a, const W *b, int64_t n, akh_res *r)
{
	unsigned long long count = 0, first = ~0ULL;
	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x)
		if (a[i] != b[i]) {
			count++;
			first = first < (unsigned long long)i ? first : (unsigned long long)i;
		}
	akh_warp_res(r, count, first);
}

/* input elements that no longer hold what the generator wrote: run when an input's hash
 * changed, to count them and name the first */
template <class W>
__global__ void akh_regen_kernel(const W *p, int64_t n, akh_gen g, akh_res *r)
{
	unsigned long long count = 0, first = ~0ULL;
	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x)
		if (p[i] != (W)akh_gen_bits(g, i)) {
			count++;
			first = first < (unsigned long long)i ? first : (unsigned long long)i;
		}
	akh_warp_res(r, count, first);
}

/* an order-free 64-bit hash of bits and position: the sum of one mixed word per element
 * (mod 2^64), so blocks may add in any order */
template <class W>
__global__ void akh_hash_kernel(const W *p, int64_t n, uint64_t key, unsigned long long *out)
{
	unsigned long long h = 0;
	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x)
		h += akh_hterm(p[i], key, i);
	akh_warp_add(out, h);
}

/* rows[j] of a tensor of rows of rowlen elements into dst's j-th row */
template <class W>
__global__ void akh_gather_kernel(const W *src, int64_t rowlen, const int64_t *rows, int64_t k, W *dst)
{
	for (int64_t j = blockIdx.y; j < k; j += gridDim.y) {
		const W *s = src + rows[j] * rowlen;
		W *d = dst + j * rowlen;
		for (int64_t c = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; c < rowlen; c += (int64_t)gridDim.x * blockDim.x)
			d[c] = s[c];
	}
}

/* element f of the gathered copy (n of them, row-major over local) from its place in src */
template <class W>
__global__ void akh_gather_nd_kernel(const W *src, akh_nd_map g, const int64_t *rows, const int64_t *cols, int64_t n,
				     W *dst)
{
	for (int64_t f = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; f < n; f += (int64_t)gridDim.x * blockDim.x) {
		int64_t idx = akh_nd_index(g, rows, cols, f);
		dst[f] = src[idx];
	}
}

// ----------------------------------------------------------------------------
// strided layouts (harness_layout.cuh)

/* the tensor's elements between its dense buffer and its strided copy: in (1) the
 * dense values into their strided places, each place from its canonical element only
 * (a broadcast place is shared by every index along the broadcast dimensions, which
 * the generator made equal: one writer, no race); else back, each element from its
 * place, so that a write into a broadcast place shows in every element that reads it */
template <class W>
__global__ void akh_restride_kernel(W *dense, W *strided, int64_t n, akh_layout l, int in)
{
	for (int64_t e = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; e < n; e += (int64_t)gridDim.x * blockDim.x) {
		W *q = strided + akh_lay_at(l, e);
		if (!in)
			dense[e] = *q;
		else if (akh_lay_canonical(l, e))
			*q = dense[e];
	}
}

/* every byte of a strided copy's allocation that is not an element's: the offset
 * before the data pointer, the gaps between rows (padding, and the holes a permuted
 * layout leaves) and the tail (a broadcast copy has no gaps: its span elements are
 * the compact tensor's, a 1-D weight's just one). check == 0 writes the pattern,
 * check == 1 counts bytes that differ (a write between the rows, or out of the
 * tensor) */
__global__ void akh_sguard_kernel(uint8_t *base, int64_t alloc, int64_t poff, int es, akh_layout l, uint64_t key,
				  int check, akh_res *r)
{
	unsigned long long count = 0, first = ~0ULL;
	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < alloc; i += (int64_t)gridDim.x * blockDim.x) {
		const int64_t rel = i - poff;
		if (rel >= 0 && rel < l.span * es && akh_lay_member(l, rel / es))
			continue;
		uint8_t v = (uint8_t)akh_mix64(key + (uint64_t)i);
		if (!check)
			base[i] = v;
		else if (base[i] != v) {
			count++;
			first = first < (unsigned long long)i ? first : (unsigned long long)i;
		}
	}
	if (check)
		akh_warp_res(r, count, first);
}

/* the guard bytes around a tensor inside its allocation: before it (the random offset)
 * and after it. check == 0 writes the pattern, check == 1 counts bytes that differ. */
__global__ void akh_guard_kernel(uint8_t *pre, int64_t npre, uint8_t *post, int64_t npost, uint64_t key, int check, akh_res *r)
{
	unsigned long long count = 0, first = ~0ULL;
	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < npre + npost; i += (int64_t)gridDim.x * blockDim.x) {
		uint8_t *q = i < npre ? pre + i : post + (i - npre);
		uint8_t v = (uint8_t)akh_mix64(key + (uint64_t)i);
		if (!check)
			*q = v;
		else if (*q != v) {
			count++;
			first = first < (unsigned long long)i ? first : (unsigned long long)i;
		}
	}
	if (check)
		akh_warp_res(r, count, first);
}

/* does nothing: CUPTI's attribution is checked on it */
__global__ void akh_probe_kernel(void)
{
}

/* writes a buffer several times the L2's size so the next rep starts cold */
__global__ void akh_flush_kernel(int4 *p, int64_t n, int v)
{
	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x)
		p[i] = make_int4(v, v ^ (int)i, v, (int)(i >> 32));
}

/* demotes each 128-byte line of [p, p + lines * 128) to evict-normal in L2 (lines not
 * there are untouched). Before the flush: a line a candidate marked evict-last (an L2
 * cache policy) outlives a flush of ordinary lines, and the next rep reads it from L2.
 * On the H200 such lines sped a following read of the same 32 MiB by 5%, of 128 MiB by
 * 3%, after a flush of 3x or 4x the L2; after this pass, by nothing
 * (bench/l2residue.cu, bench/results/2026-12-01-h200-session8). p: 128-byte aligned. */
__global__ void akh_demote_kernel(const char *p, int64_t lines)
{
#if __CUDA_ARCH__ >= 800
	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < lines; i += (int64_t)gridDim.x * blockDim.x)
		asm volatile("applypriority.global.L2::evict_normal [%0], 128;" ::"l"(p + i * 128) : "memory");
#endif
}

/* the second half of the L2 flush: reads a buffer other than the one just written, so
 * the L2 ends full of clean lines and no write-back of the flush lands in the timed
 * call; the store is practically never taken and keeps every load */
__global__ void akh_flush_read_kernel(const int4 *p, int64_t n, int v, int *sink)
{
	int acc = 0;
	for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x) {
		int4 q = p[i];
		acc ^= q.x ^ q.y ^ q.z ^ q.w;
	}
	if (acc == v && acc == 0x7fffffff)
		*sink = acc;
}

/* the read ceiling: the copy kernel's access pattern without the stores, the words
 * folded so no load is dropped (the store, to a word of the buffer, is practically never
 * taken: acc would have to equal v) */
__global__ void akh_read_kernel(const int4 *__restrict__ src, int64_t n, int v, int *sink)
{
	int64_t stride = (int64_t)gridDim.x * blockDim.x;
	int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
	int acc = 0;
	for (; i + 3 * stride < n; i += 4 * stride) {
		int4 a = src[i], b = src[i + stride], c = src[i + 2 * stride], d = src[i + 3 * stride];
		acc ^= a.x ^ a.y ^ a.z ^ a.w ^ b.x ^ b.y ^ b.z ^ b.w ^ c.x ^ c.y ^ c.z ^ c.w ^ d.x ^ d.y ^ d.z ^ d.w;
	}
	for (; i < n; i += stride) {
		int4 a = src[i];
		acc ^= a.x ^ a.y ^ a.z ^ a.w;
	}
	if (acc == v)
		*sink = acc;
}

/* the copy ceiling: 16-byte accesses, four independent loads in flight per thread
 * before the first store, so the memory system sees enough requests */
__global__ void akh_copy_kernel(const int4 *__restrict__ src, int4 *__restrict__ dst, int64_t n)
{
	int64_t stride = (int64_t)gridDim.x * blockDim.x;
	int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
	for (; i + 3 * stride < n; i += 4 * stride) {
		int4 a = src[i], b = src[i + stride], c = src[i + 2 * stride], d = src[i + 3 * stride];
		dst[i] = a;
		dst[i + stride] = b;
		dst[i + 2 * stride] = c;
		dst[i + 3 * stride] = d;
	}
	for (; i < n; i += stride)
		dst[i] = src[i];
}
