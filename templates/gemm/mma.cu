// akops-template: gemm/mma
// summary: tensor-core tiles: BM x BN output tiles over a 1-D grid in GROUP_M-row bands, BK-deep k-steps in a STAGES-deep cp.async ring (16-byte zero-filling copies where every row starts 16-byte aligned, element loads otherwise) in XOR-swizzled shared memory, ldmatrix.x4 fragments, mma.sync m16n8k16 with f32 accumulators, WM x WN warps
// dtypes: bf16 f16
// param: BM = 128 : 16 32 64 128 256
// param: BN = 128 : 32 64 128 256
// param: BK = 32 : 32 64
// param: WM = 2 : 1 2 4
// param: WN = 2 : 1 2 4
// param: STAGES = 4 : 2 3 4 5
// param: GROUP_M = 8 : 1 4 8 16
// require: BM % (16 * WM) == 0 && BN % (16 * WN) == 0
// require: WM * WN <= 8 && BM / WM * (BN / WN) <= 4096
// require: STAGES * (BM + BN) * BK * ELEM_BYTES <= 232448 && (BM + BN) * BK * ELEM_BYTES <= 8192 * WM * WN
/*
gemm: y[m][n] = sum over k of x[m][k] * w[n][k] (y = x w^T, nn.Linear without bias),
bf16 or f16 in, products accumulated in f32, y rounded once (specs/staging/gemm.yaml,
its reference ref/gemm.c).

Instantiate, then judge:
    akgen instantiate SPEC templates/gemm/mma.cu --dtype bf16 --arch sm_90 -o I.cu
    akgen verify SPEC I.cu --dtype bf16 --arch sm_90

Status: written without a GPU; nothing measured yet. The instances compiled here (nvcc
13.0: both dtypes at the defaults, every tile shape of 4096-element warp pieces, for
sm_80, sm_90, sm_100 and sm_120) have no spills or warnings, and those judged (the
defaults and two other points) pass akgen verify --static-only. Kernel and launcher ran
on a CPU emulation (a fiber a thread, ldmatrix and mma per the PTX ISA's tables,
cp.async completing as late as the waits allow or at once, shared-memory races across
the barriers flagged) over odd shapes and strides at eleven points of the space,
bit-exact on integer data.

The block: one BM x BN tile of y, WM x WN warps, each warp a (BM / WM) x (BN / WN)
piece of it as GM_MT x GM_NT fragments of 16 x 8 (the mma's D), its f32 accumulators
in registers for the whole k loop. The k loop walks BK columns at a time: the block's
BM rows of x and BN rows of w (w's rows are the columns of y: the mma's B operand in
its "col" layout is exactly w's row-major [n][k], no transpose anywhere) are copied
into shared memory STAGES - 1 k-tiles ahead of the one the warps multiply, in a ring
of STAGES buffers; one barrier a k-tile both publishes the tile that landed and frees
the buffer the next copy overwrites.

Shared memory: a tile row is BK elements, CH = BK * 2 / 16 chunks of 16 bytes (4 or
8). Chunk c of row r lives at chunk c ^ ((r >> SH) & (CH - 1)) of that row (SH 0
for CH 8, 1 for CH 4, two rows then sharing a 128-byte line): the 8 rows one 8x8
matrix of ldmatrix reads, at one logical chunk, then fall in 8 different 16-byte bank
groups, and so do the 8 chunks of a copy's quarter warp (consecutive chunks of one or
two rows). No padding, so every stage is (BM + BN) * BK * 2 bytes.

Fragments (PTX ISA, mma.m16n8k16 .f16/.bf16; lane = 4 * g + t):
  A 16x16, row major: reg 0 (row g, k 2t..2t+1), 1 (row g+8, same k), 2 (row g,
    k 2t+8..), 3 (row g+8, k 2t+8..);
  B 16x8 ("col": element (k, n) of w's row n): reg 0 (n g, k 2t..2t+1), 1 (n g,
    k 2t+8..);
  C/D 16x8 f32: 0, 1 (row g, cols 2t, 2t+1), 2, 3 (row g+8, the same cols).
ldmatrix.x4: lanes 8j..8j+7 give the row addresses of matrix j (16 bytes each) and
register j of lane 4r + q receives row r's elements 2q, 2q+1 of matrix j. So A's
x4 takes lane l's address at row l % 16, k chunk l / 16 (matrices: rows 0-7 k 0-7,
rows 8-15 k 0-7, rows 0-7 k 8-15, rows 8-15 k 8-15 = regs 0..3 above); B's x4 covers
two n8 fragments: lane l's row (n) l % 8 + 8 (l / 16), k chunk (l / 8) % 2
(matrices: n 0-7 k 0-7, n 0-7 k 8-15, n 8-15 k 0-7, n 8-15 k 8-15 = regs 0, 1 of
the first fragment, then of the second).

Copies, two paths chosen by the launcher (FAST):
  fast     every row of x and of w starts 16-byte aligned: x_stride0 % 8 == 0 (or
           m == 1) and w_stride0 % 8 == 0 (or n == 1), the bases being 16-byte
           aligned (align: 16). Each 16-byte chunk is one cp.async.cg (L2 only:
           the tile is reused from shared memory, never from L1) with src-size
           the bytes of the chunk inside the row: 16, fewer for the chunk that holds
           k's tail (zero-filled past it), 0 for a chunk past k or a row past m or
           n (all zeros, read from nowhere). So odd k costs nothing when the
           strides are padded to 8 elements.
  general  anything else (odd k with dense rows, odd padding): each chunk's 8
           elements loaded one at a time (zero outside the row or the tensor),
           packed and stored to the same swizzled place; the ring, the barriers
           and the mma loop are the same.
Zeros matter: a k tail must be 0 in both x and w (beyond a row lie the padding, the
next row or guard bytes, NaN among them, and 0 * NaN is NaN); rows past m or n only
produce outputs that are never stored.

Output: each thread holds pairs (row, cols 2t, 2t+1) of its fragments. A pair is one
4-byte store when y's rows are 4-byte aligned (y_stride0 even, or m == 1) and both
columns are < n; else element by element. Nothing outside rows < m and cols < n is
written. The stores are not staged through shared memory: m * n elements against
m * n * k multiply-adds.

Grid: one block per tile, a 1-D grid (up to 2^31 - 1 blocks: gridDim.y's 65535 is too
few for m = 2^20 in 16-row tiles). Block b takes its tile in bands of GROUP_M tile
rows: consecutive blocks walk down a band's GROUP_M tiles of one tile column before the
next column, so the blocks resident together share GROUP_M tiles of x and few of w in
L2 instead of one tile row of x and every tile of w.

Offsets: a row's start is row * stride in 64 bits (x passes 2^31 elements); m, n, k,
rows and columns inside y are int (the spec's bounds: m <= 2^20, n, k <= 2^16).

Shared memory per block is STAGES * (BM + BN) * BK * 2 bytes, over 48 KiB only by
opting in (cudaFuncSetAttribute, each call: it is cheap and keeps no state). The
require: bounds it by sm_90's and sm_100's 227 KiB; sm_80 opts in to 163 KiB, sm_86,
sm_89 and sm_120 to 99 KiB, and an sm_80 or sm_120 build may run on any of its
family. So the launcher reads the device's limit and, when STAGES does not fit, runs
the same tile with 2 stages (the kernel is instantiated for both: an sm_120 build of
sm_90's winner still runs); every point's 2 stages fit in 96 KiB, so its
cudaErrorInvalidConfiguration is for smaller devices than the targets.

Not here: split-K. A shape of few tiles (decode: m <= 16, a tile row of n / BN
blocks) leaves multiprocessors idle for the whole k loop; splitting k needs partial
sums in f32 somewhere: a workspace (a candidate allocates nothing), atomics into y
(bf16 atomics would round at every add, not once) or a cluster's distributed shared
memory (sm_90 on; not written yet).

Parameters:
  BM, BN   the block's tile of y (16 to 256 rows, 32 to 256 columns)
  BK       k columns a stage: 32 (64-byte rows, two a 128-byte line) or 64
  WM, WN   warps along m and n: a warp's piece is (BM / WM) x (BN / WN), multiples of
           16 (ldmatrix.x4 gives A one 16-row fragment, B two 8-column ones); at most
           4096 elements (128 accumulator registers a thread) and 8 warps, and at
           most 16 copies a thread a stage ((BM + BN) * BK * 2 <= 8192 * WM * WN:
           nvcc keeps each copy's row address in registers across the k loop, and
           one warp copying 16 x 256 x 64 spilled), so that ptxas keeps a thread
           within 255 registers without spilling (every point of 4096 elements
           compiled so for sm_80, sm_90, sm_100 and sm_120)
  STAGES   k-tiles in the ring (STAGES - 1 copies in flight while one is multiplied)
  GROUP_M  tile rows a band of the raster (1: row-major order of tiles)
*/
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

// ----------------------------------------------------------------------------
// shapes

#define GM_THREADS (32 * AKP_WM * AKP_WN)
// elements a 16-byte chunk; chunks a tile row; the swizzle's row shift
#define GM_VE (16 / AK_ELEM_BYTES)
#define GM_CH (AKP_BK / GM_VE)
#define GM_SH (GM_CH == 8 ? 0 : 1)
// a warp's piece of the tile, in 16-row and 8-column fragments
#define GM_MT (AKP_BM / AKP_WM / 16)
#define GM_NT (AKP_BN / AKP_WN / 8)
// bytes of x's part of a stage, and of a whole stage
#define GM_A_BYTES (AKP_BM * AKP_BK * AK_ELEM_BYTES)
#define GM_STAGE_BYTES ((AKP_BM + AKP_BN) * AKP_BK * AK_ELEM_BYTES)

static_assert(AK_ELEM_BYTES == 2, "mma.sync m16n8k16 takes bf16 or f16");
static_assert(GM_CH == 4 || GM_CH == 8, "the swizzle is written for 64- and 128-byte tile rows");

// ----------------------------------------------------------------------------
// PTX: shared memory addresses, cp.async, ldmatrix, mma

static __device__ __forceinline__ unsigned smem_u32(const void *p)
{
	return (unsigned)__cvta_generic_to_shared(p);
}

// 16 bytes global -> shared, of which the first `bytes` (0..16) are read and the rest
// zero-filled; .cg: cached in L2 only, the block reuses the tile from shared memory
static __device__ __forceinline__ void cp_async16(unsigned dst, const void *src, int bytes)
{
	asm volatile("cp.async.cg.shared.global.L2::128B [%0], [%1], 16, %2;" ::"r"(dst), "l"(src), "r"(bytes)
		     : "memory");
}

static __device__ __forceinline__ void cp_async_commit()
{
	asm volatile("cp.async.commit_group;" ::: "memory");
}

// until at most N of this thread's newest groups are pending
template <int N> static __device__ __forceinline__ void cp_async_wait()
{
	asm volatile("cp.async.wait_group %0;" ::"n"(N) : "memory");
}

static __device__ __forceinline__ void st_shared16(unsigned dst, unsigned a, unsigned b, unsigned c, unsigned d)
{
	asm volatile("st.shared.v4.b32 [%0], {%1, %2, %3, %4};" ::"r"(dst), "r"(a), "r"(b), "r"(c), "r"(d)
		     : "memory");
}

static __device__ __forceinline__ void ldsm_x4(unsigned addr, unsigned &r0, unsigned &r1, unsigned &r2, unsigned &r3)
{
	asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
		     : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3)
		     : "r"(addr));
}

// d += a b, one 16x8x16 product in f32
static __device__ __forceinline__ void mma16816(float *d, const unsigned *a, const unsigned *b)
{
#if defined(AK_DTYPE_BF16)
	asm("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
	    "{%0, %1, %2, %3};"
	    : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
	    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
#else
	asm("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
	    "{%0, %1, %2, %3};"
	    : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
	    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
#endif
}

// ----------------------------------------------------------------------------
// tiles in shared memory

// byte offset of 16-byte chunk c of tile row r (the swizzle above)
static __device__ __forceinline__ unsigned swz(int r, int c)
{
	return (unsigned)(r * GM_CH + (c ^ ((r >> GM_SH) & (GM_CH - 1)))) * 16;
}

// Copy the k-tile at column k0 of ROWS rows (x's BM or w's BN) into the tile at dst.
// g: the tensor's first row of the tile; valid: how many of its rows exist (rows at
// or past it are zeros). Thread tid takes chunk tid % CH of rows tid / CH, + STEP,
// ...: a warp covers 32 consecutive chunks. Fewer chunks than threads (BM 16 or 32
// at 4 or more warps) leaves the last threads idle.
template <bool FAST, int ROWS>
static __device__ __forceinline__ void load_tile(unsigned dst, const AK_T *__restrict__ g, int64_t stride, int valid,
						 int k, int k0, int tid)
{
	constexpr int CHUNKS = ROWS * GM_CH;
	constexpr int STEP = GM_THREADS / GM_CH;
	constexpr int SLOTS = CHUNKS >= GM_THREADS ? CHUNKS / GM_THREADS : 1;
	const int c = tid % GM_CH;
	const int gk = k0 + c * GM_VE;
	// the chunk's elements inside the row: 0..8
	const int in = k - gk < 0 ? 0 : (k - gk < GM_VE ? k - gk : GM_VE);

	if constexpr (FAST) {
#pragma unroll
		for (int i = 0; i < SLOTS; i++) {
			const int r = tid / GM_CH + i * STEP;
			if (CHUNKS < GM_THREADS && r >= ROWS)
				break;
			const int e = r < valid ? in : 0;
			// a chunk of nothing reads nothing, but its address stays a real one
			const AK_T *src = e > 0 ? g + (int64_t)r * stride + gk : g;
			cp_async16(dst + swz(r, c), src, e * AK_ELEM_BYTES);
		}
	} else {
		// a chunk at a time: unrolled, the slots' loads would all be in flight at
		// once, up to 96 registers beside the accumulators (spills at BK 64)
#pragma unroll 1
		for (int i = 0; i < SLOTS; i++) {
			const int r = tid / GM_CH + i * STEP;
			if (CHUNKS < GM_THREADS && r >= ROWS)
				break;
			const int e = r < valid ? in : 0;
			const unsigned short *s = reinterpret_cast<const unsigned short *>(g + (int64_t)r * stride + gk);
			unsigned v[GM_VE / 2];
#pragma unroll
			for (int j = 0; j < GM_VE / 2; j++) {
				const unsigned lo = 2 * j < e ? __ldg(s + 2 * j) : 0u;
				const unsigned hi = 2 * j + 1 < e ? __ldg(s + 2 * j + 1) : 0u;
				v[j] = lo | hi << 16;
			}
			st_shared16(dst + swz(r, c), v[0], v[1], v[2], v[3]);
		}
	}
}

// ----------------------------------------------------------------------------
// kernel
// (static, as every helper: the launcher is the object's one global symbol)

// tile (tm, tn) of block pid: bands of GROUP_M tile rows, down each band's tile
// column first (the last band may be shorter)
static __device__ __forceinline__ void tile_of(int pid, int tiles_m, int tiles_n, int &tm, int &tn)
{
	const int band = AKP_GROUP_M * tiles_n;
	const int first = pid / band * AKP_GROUP_M;
	const int rows = tiles_m - first < AKP_GROUP_M ? tiles_m - first : AKP_GROUP_M;
	const int in = pid - first * tiles_n;
	tm = first + in % rows;
	tn = in / rows;
}

// one output pair (row, col), (row, col + 1), only what lies inside y; pair: y's rows
// are 4-byte aligned (col is even)
static __device__ __forceinline__ void store_pair(AK_T *__restrict__ y, int64_t ys, int m, int n, int row, int col,
						  float v0, float v1, bool pair)
{
	if (row >= m)
		return;
	AK_T *p = y + (int64_t)row * ys + col;
#if defined(AK_DTYPE_BF16)
	if (pair && col + 1 < n) {
		*reinterpret_cast<__nv_bfloat162 *>(p) = __floats2bfloat162_rn(v0, v1);
		return;
	}
	if (col < n)
		p[0] = __float2bfloat16_rn(v0);
	if (col + 1 < n)
		p[1] = __float2bfloat16_rn(v1);
#else
	if (pair && col + 1 < n) {
		*reinterpret_cast<__half2 *>(p) = __floats2half2_rn(v0, v1);
		return;
	}
	if (col < n)
		p[0] = __float2half_rn(v0);
	if (col + 1 < n)
		p[1] = __float2half_rn(v1);
#endif
}

template <bool FAST, int S>
static __global__ void __launch_bounds__(GM_THREADS)
gemm_kernel(const AK_T *__restrict__ x, int64_t xs, const AK_T *__restrict__ w, int64_t ws, AK_T *__restrict__ y,
	    int64_t ys, int m, int n, int k, int tiles_m, int tiles_n, bool pair)
{
	extern __shared__ __align__(128) unsigned char gm_smem[];
	const unsigned base = smem_u32(gm_smem);
	const int tid = (int)threadIdx.x;
	const int lane = tid % 32;
	const int warp = tid / 32;
	// the warp's piece of the tile
	const int wm0 = warp % AKP_WM * (AKP_BM / AKP_WM);
	const int wn0 = warp / AKP_WM * (AKP_BN / AKP_WN);

	int tm, tn;
	tile_of((int)blockIdx.x, tiles_m, tiles_n, tm, tn);
	const int m0 = tm * AKP_BM;
	const int n0 = tn * AKP_BN;
	// the tile's first rows of x and w, and how many of its rows exist
	const AK_T *gx = x + (int64_t)m0 * xs;
	const AK_T *gw = w + (int64_t)n0 * ws;
	const int vm = m - m0;
	const int vn = n - n0;

	const int ktiles = (k + AKP_BK - 1) / AKP_BK;
	// k-tile t goes to stage t % S; one commit group a k-tile (empty past the last),
	// so that group t is k-tile t's
#pragma unroll
	for (int t = 0; t < S - 1; t++) {
		if (t < ktiles) {
			const unsigned st = base + t * GM_STAGE_BYTES;
			load_tile<FAST, AKP_BM>(st, gx, xs, vm, k, t * AKP_BK, tid);
			load_tile<FAST, AKP_BN>(st + GM_A_BYTES, gw, ws, vn, k, t * AKP_BK, tid);
		}
		cp_async_commit();
	}

	float acc[GM_MT][GM_NT][4];
#pragma unroll
	for (int i = 0; i < GM_MT; i++)
#pragma unroll
		for (int j = 0; j < GM_NT; j++)
#pragma unroll
			for (int q = 0; q < 4; q++)
				acc[i][j][q] = 0.0f;

	// each lane's ldmatrix row and k chunk: A: row l % 16 of each 16-row fragment,
	// chunk l / 16; B: row l % 8 + 8 (l / 16) of each pair of 8-row fragments, chunk
	// (l / 8) % 2. This is swz() taken apart, so that ptxas keeps a register a k-step
	// rather than one an ldmatrix: fragments 16 rows apart have the same swizzle (wm0
	// and wn0 are multiples of 16 too), and k-step ks's chunk 2 ks + c is 2 ks ^ c; so
	// an address is the lane's row and chunk (a_row, b_row) XOR 32 ks bytes, plus the
	// fragment's rows as an immediate
	const int ar = lane % 16, br = lane % 8 + 8 * (lane / 16);
	const unsigned a_row = (wm0 + ar) * GM_CH * 16 + ((lane / 16) ^ ((ar >> GM_SH) & (GM_CH - 1))) * 16;
	const unsigned b_row = (wn0 + br) * GM_CH * 16 + ((lane / 8 % 2) ^ ((br >> GM_SH) & (GM_CH - 1))) * 16;

	for (int kt = 0; kt < ktiles; kt++) {
		// k-tile kt landed (this thread's copies), then the barrier: everyone's
		// copies are visible, and every warp is done with k-tile kt - 1, whose
		// stage the next copy refills
		cp_async_wait<S - 2>();
		__syncthreads();
		const int nt = kt + S - 1;
		if (nt < ktiles) {
			const unsigned st = base + (nt % S) * GM_STAGE_BYTES;
			load_tile<FAST, AKP_BM>(st, gx, xs, vm, k, nt * AKP_BK, tid);
			load_tile<FAST, AKP_BN>(st + GM_A_BYTES, gw, ws, vn, k, nt * AKP_BK, tid);
		}
		cp_async_commit();

		const unsigned sa = base + (kt % S) * GM_STAGE_BYTES;
		const unsigned sb = sa + GM_A_BYTES;
#pragma unroll
		for (int ks = 0; ks < AKP_BK / 16; ks++) {
			unsigned a[GM_MT][4], b[GM_NT][2];
#pragma unroll
			for (int i = 0; i < GM_MT; i++)
				ldsm_x4(sa + (a_row ^ 32 * ks) + i * 16 * GM_CH * 16, a[i][0], a[i][1], a[i][2], a[i][3]);
#pragma unroll
			for (int j = 0; j < GM_NT; j += 2)
				ldsm_x4(sb + (b_row ^ 32 * ks) + j * 8 * GM_CH * 16, b[j][0], b[j][1], b[j + 1][0], b[j + 1][1]);
#pragma unroll
			for (int i = 0; i < GM_MT; i++)
#pragma unroll
				for (int j = 0; j < GM_NT; j++)
					mma16816(acc[i][j], a[i], b[j]);
		}
	}

	// lane 4g + t holds rows g, g + 8 and columns 2t, 2t + 1 of each fragment
	const int g = lane / 4, t2 = lane % 4 * 2;
#pragma unroll
	for (int i = 0; i < GM_MT; i++) {
		const int row = m0 + wm0 + 16 * i + g;
#pragma unroll
		for (int j = 0; j < GM_NT; j++) {
			const int col = n0 + wn0 + 8 * j + t2;
			store_pair(y, ys, m, n, row, col, acc[i][j][0], acc[i][j][1], pair);
			store_pair(y, ys, m, n, row + 8, col, acc[i][j][2], acc[i][j][3], pair);
		}
	}
}

// ----------------------------------------------------------------------------
// launcher

template <bool FAST, int S>
static cudaError_t run(const AK_T *x, int64_t xs, const AK_T *w, int64_t ws, AK_T *y, int64_t ys, int m, int n,
		       int k, int tiles_m, int tiles_n, bool pair, cudaStream_t stream)
{
	const int bytes = S * GM_STAGE_BYTES;
	// above 48 KiB of dynamic shared memory only by opting in, per kernel
	cudaError_t e = cudaFuncSetAttribute(gemm_kernel<FAST, S>, cudaFuncAttributeMaxDynamicSharedMemorySize, bytes);
	if (e != cudaSuccess)
		return e;
	gemm_kernel<FAST, S>
		<<<tiles_m * tiles_n, GM_THREADS, bytes, stream>>>(x, xs, w, ws, y, ys, m, n, k, tiles_m, tiles_n, pair);
	return cudaGetLastError();
}

// STAGES where the device's shared memory allows it, else 2
template <bool FAST>
static cudaError_t run_fit(const AK_T *x, int64_t xs, const AK_T *w, int64_t ws, AK_T *y, int64_t ys, int m, int n,
			   int k, int tiles_m, int tiles_n, bool pair, cudaStream_t stream)
{
	int dev = 0, optin = 0;
	cudaError_t e = cudaGetDevice(&dev);
	if (e == cudaSuccess)
		e = cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, dev);
	if (e != cudaSuccess)
		return e;
	if (AKP_STAGES * GM_STAGE_BYTES <= optin)
		return run<FAST, AKP_STAGES>(x, xs, w, ws, y, ys, m, n, k, tiles_m, tiles_n, pair, stream);
	if constexpr (AKP_STAGES > 2) {
		if (2 * GM_STAGE_BYTES <= optin)
			return run<FAST, 2>(x, xs, w, ws, y, ys, m, n, k, tiles_m, tiles_n, pair, stream);
	}
	return cudaErrorInvalidConfiguration;
}

extern "C" cudaError_t AK_LAUNCHER(const AK_T *x, int64_t x_stride0, const AK_T *w, int64_t w_stride0, AK_T *y,
				   int64_t y_stride0, int64_t m, int64_t n, int64_t k, cudaStream_t stream)
{
	// every spec's sizes start at 1: an empty grid would be a launch error
	if (m < 1 || n < 1 || k < 1)
		return cudaErrorInvalidValue;
	// the kernel's int rows, columns and k (with a k-tile's worth of room), and one
	// block a tile within gridDim.x's 2^31 - 1
	if (m > 0x7fffffff - AKP_BM || n > 0x7fffffff - AKP_BN || k > 0x7fffffff - AKP_BK)
		return cudaErrorInvalidValue;
	const int64_t tiles_m = (m + AKP_BM - 1) / AKP_BM;
	const int64_t tiles_n = (n + AKP_BN - 1) / AKP_BN;
	if (tiles_m * tiles_n > 0x7fffffff)
		return cudaErrorInvalidValue;

	// 16-byte copies when every row of x and w starts 16-byte aligned (the bases are);
	// one row's stride is never used
	const bool fast = (m == 1 || x_stride0 % GM_VE == 0) && (n == 1 || w_stride0 % GM_VE == 0);
	// paired stores when every row of y starts 4-byte aligned
	const bool pair = m == 1 || y_stride0 % 2 == 0;
	if (fast)
		return run_fit<true>(x, x_stride0, w, w_stride0, y, y_stride0, (int)m, (int)n, (int)k, (int)tiles_m,
				     (int)tiles_n, pair, stream);
	return run_fit<false>(x, x_stride0, w, w_stride0, y, y_stride0, (int)m, (int)n, (int)k, (int)tiles_m,
			      (int)tiles_n, pair, stream);
}
