// colmma.h: what templates/gemm_nn/colmma.cu uses beyond rowdot.h (its vectors, reads
// checked to stay inside the inputs, the shuffle, mma.sync by emu.h's fragment tables)
// and tests/attn_emu/emu_extra.h (thread-block clusters by cluster.h: a cluster's
// blocks run together, each with its own part of the shared memory, its own barrier and
// the cluster's): 8-byte vectors made of words, the byte permute and a float read from
// another block's shared memory (failing once that block exited). The family's static shared arrays are views of its
// block's part (transform.py), read and written as plain memory: the emulation checks
// the indexing and the sums, not races in them.
#pragma once
#include "rowdot.h"
#include "../attn_emu/emu_extra.h"

static inline uint2 make_uint2(unsigned a, unsigned b) { return uint2{a, b}; }

// PTX prmt in its default mode: byte i of the result is byte (s >> 4i) & 7 of b:a
static inline unsigned __byte_perm(unsigned a, unsigned b, unsigned s)
{
	const uint64_t v = (uint64_t)b << 32 | a;
	unsigned r = 0;
	for (int i = 0; i < 4; i++)
		r |= (unsigned)((v >> (8 * ((s >> (4 * i)) & 7))) & 0xff) << (8 * i);
	return r;
}

// the most blocks a cluster that read another's shared memory had (main.cpp: the
// clusters of 2, 4 and 8 ran)
static int emu_cm_maxcl;

// p in this block's part of the cluster's shared memory; the same offset in block rank's
static inline float ld_cluster_f32(const float *p, unsigned rank)
{
	EMU_CHECK(emu_cl > 0 && rank < (unsigned)emu_cl, "distributed shared memory: rank");
	const size_t off = (size_t)((const unsigned char *)p - emu_smem_block());
	EMU_CHECK(off + 4 <= emu_part, "distributed shared memory: not this block's");
	EMU_CHECK(!emu_cl_exited(rank), "distributed shared memory: a read of a block that exited");
	emu_cm_maxcl = emu_cl > emu_cm_maxcl ? emu_cl : emu_cm_maxcl;
	float v;
	memcpy(&v, emu_smem_buf.data() + rank * EMU_PART_STRIDE + off, 4);
	return v;
}
