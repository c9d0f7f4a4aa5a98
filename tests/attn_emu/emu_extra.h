// emu_extra.h: what templates/common/flash.cuh uses beyond tests/gemm_emu/emu.h,
// layered on it: ex2, rcp, lg2, a warp's vote, the dtype's packing cvt, 16-byte
// shared loads and stores of floats under the same race checks as emu.h's, output
// stores confined to the output and aligned, the grid's cap for the kernels'
// grid-stride loops, the device's multiprocessors, and thread-block clusters
// (common/cluster.cuh's, by tests/gemm_emu/cluster.h).
#pragma once
#include "emu.h"
#include "cluster.h"

// the launcher's grid cap (transform.py puts it in place of 2^31 - 1)
static int64_t emu_grid_cap = 0x7fffffff;

static inline int fl_tid() { return (int)threadIdx.x; }
static inline float ex2(float x) { return exp2f(x); }
static inline float rcp(float x) { return 1.0f / x; }
static inline float lg2(float x) { return log2f(x); }

static inline unsigned pack2(float lo, float hi) { return emu_pack2(lo, hi); }

// __any_sync over the warp, as a warp collective: every lane gets the or of all
static void emu_any_compute(int w)
{
	unsigned any = 0;
	for (int l = 0; l < 32; l++)
		any |= emu_threads[w * 32 + l].in_addr;
	for (int l = 0; l < 32; l++)
		emu_threads[w * 32 + l].out_r[0] = any;
}
static inline bool warp_any(bool p)
{
	emu_thread &t = emu_threads[emu_cur];
	t.in_addr = p ? 1u : 0u;
	emu_collective(5, emu_any_compute);
	return t.out_r[0] != 0;
}

static inline void st_shared_f4(unsigned dst, float a, float b, float c, float d)
{
	unsigned u[4];
	const float f[4] = {a, b, c, d};
	memcpy(u, f, 16);
	st_shared16(dst, u[0], u[1], u[2], u[3]);
}
static inline void ld_shared_f4(unsigned src, float &a, float &b, float &c, float &d)
{
	emu_smem_read(src);
	float f[4];
	memcpy(f, &emu_smem_buf[src], 16);
	a = f[0], b = f[1], c = f[2], d = f[3];
}

// the output's extent: stores past it are failures at once (the guards catch the rest)
static const char *emu_out_lo, *emu_out_hi;
static int emu_stores;
static void emu_check_store(const void *p, int bytes)
{
	const char *c = (const char *)p;
	EMU_CHECK(c >= emu_out_lo && c + bytes <= emu_out_hi, "store outside output");
	EMU_CHECK((uintptr_t)p % bytes == 0, "misaligned store");
	emu_stores++;
}
template <class T> static inline void st_pair(T *p, unsigned v)
{
	emu_check_store(p, 4);
	memcpy(p, &v, 4);
}
template <class T> static inline void st_one(T *p, unsigned short v)
{
	emu_check_store(p, 2);
	memcpy(p, &v, 2);
}

// ---------------------------------------------------------------- device attributes
// emu.h answers the multiprocessor count with emu_sms: here the H100's and H200's 132
// (emu.h's default is a few, for the GEMMs' persistent grids)
static struct emu_attn_sms {
	emu_attn_sms() { emu_sms = 132; }
} emu_attn_sms_set;
static cudaError_t emu_attr(int *v, int attr, int dev)
{
	EMU_CHECK(dev == 0, "device");
	return cudaDeviceGetAttribute(v, attr, dev);
}

template <class K, class... A> static void emu_launch_g(K *kernel, unsigned grid, unsigned block, int smem,
							cudaStream_t s, A... args)
{
	gridDim = emu_dim3{grid, 1, 1};
	emu_launch(kernel, grid, block, smem, s, args...);
}
