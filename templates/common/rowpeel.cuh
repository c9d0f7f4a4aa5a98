// common/rowpeel.cuh: the peel of a norm family's row (rmsnorm/rowreg,
// layernorm/rowreg, add_rmsnorm/rowreg), as arithmetic alone: where a row that
// does not start on a 16-byte boundary has its head, its body of whole packs and
// its tail. Host and device code (tests/rowpeel_test.cpp checks it on the host). A
// family includes it before common/rowreg.cuh's users, and the PL kernels of
// common/rowreg_launch.cuh use it.
#include <stdint.h>

#ifdef __CUDACC__
#define ROWPEEL_FN static __host__ __device__ __forceinline__
#else
#define ROWPEEL_FN static inline
#endif

// A row of cols elements that starts `off` elements past a 16-byte aligned base
// (r * stride), read and written with packs of V elements over its aligned middle:
// the head, h < V elements before its first V-aligned element (all of the row when
// it ends sooner); the body, npk whole packs from there, each V-aligned (16 bytes
// when V is VMAX); the tail, the elements past the body's last pack (fewer than V).
// The head and the tail together are the row's ht <= 2V - 2 "extras", numbered e =
// 0 .. ht - 1: extra e is column e when e < h, else column e + npk * V (peel_col).
// The launcher takes the PL kernels only where every tensor's rows fall alike
// modulo V (the differences of their strides multiples of V) and a row has at
// least 32 threads, so that lane e of the row holds extra e. Without PL the row is
// npk = cols / V packs and nothing else: the launcher took a V that divides cols
// and every stride.
struct RowPeel {
	int h;		// head: elements before the body
	int npk;	// body: packs
	int ht;		// head and tail together
};
template <int V, bool PL> ROWPEEL_FN RowPeel row_peel(int64_t off, int cols)
{
	RowPeel q;
	if constexpr (PL) {
		const int a = (int)((0ull - (unsigned long long)off) & (unsigned long long)(V - 1));
		q.h = a < cols ? a : cols;
		q.npk = (cols - q.h) / V;
		q.ht = cols - q.npk * V;
	} else {
		q.h = 0, q.npk = cols / V, q.ht = 0;
	}
	return q;
}

// the column of extra e (head first, then tail)
template <int V> ROWPEEL_FN int peel_col(const RowPeel &q, int e)
{
	return e < q.h ? e : e + q.npk * V;
}
