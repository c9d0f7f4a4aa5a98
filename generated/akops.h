/* akops.h: the C API of libakops, written by akgen 0.1.0 from the specs; do not edit.
 *
 * One function per operator. Tensors are DLPack DLTensors (DLPack 0.6 or later),
 * borrowed for the call and never freed; they must be on the current CUDA device,
 * dense row-major (NULL strides, or the compact ones), aligned as each operator
 * says, with byte_offset counted; a tensor the operator marks "rows strided"
 * needs only its last dimension dense, its outer strides free in size and order
 * (padded rows, a slice, a transposed view) while no two elements overlap. The
 * work is queued on stream; the call returns
 * when it is queued, or with an error before anything was launched; then
 * akops_last_error() says which argument was wrong and why. Every function is
 * safe to call from several threads at once; a call takes no lock and
 * allocates nothing, and its checks ask the CUDA runtime nothing until they
 * have passed (then the current device and, once per device, its compute
 * capability).
 * The variants of each operator, with their provenance, are listed at the top of
 * its dispatcher <op>.cu; akops_variant() tells which one runs on a device. This
 * header changes only with the specs, not with the variants.
 * Builds as C11 and C++. Link with libakops.a, the CUDA runtime and the C++
 * library: `pkg-config --cflags --libs akops`, CMake's find_package(akops) and
 * akops::akops, or cc ... libakops.a -lcudart -lstdc++ -lm. */
#ifndef AKOPS_H
#define AKOPS_H

#include <stdint.h>

#include <cuda_runtime_api.h>
#include <dlpack/dlpack.h>

/* the part of the API that names no operator, the same text in akops.h and
 * akops_internal.h: the library's own objects include only the latter, as
 * akops.h lists every operator (adding one would rebuild them all) */
#ifndef AKOPS_COMMON_H
#define AKOPS_COMMON_H

#define AKOPS_VERSION "0.1.0"

#ifdef __cplusplus
extern "C" {
#endif

/* the element types: each the DLPack type of the same name (lanes 1) */
typedef enum akops_dtype {
	AKOPS_BF16 = 1,
	AKOPS_F16 = 2,
	AKOPS_F32 = 3,
	AKOPS_F64 = 4,
	AKOPS_I32 = 5,
	AKOPS_I64 = 6,
} akops_dtype;

/* ---------------------------------------------------------------- status */

/* Leading dimensions: a tensor whose first dimension is the spec's batch (rows,
 * or n for an elementwise op) may have more dimensions than the spec gives it,
 * [batch, seq, hidden] for [rows, cols]: the leading ones fold into the batch
 * when they are dense among themselves (each stride the next one's times its
 * size), and every such tensor of the call must have the same leading sizes.
 *
 * Empty calls: a call whose every output has no elements (a size 0; its data
 * may then be NULL) is a no-op that returns AKOPS_OK once the dtypes, the
 * number of dimensions, the sizes' agreement and the scalars are checked; it
 * asks nothing of the CUDA runtime and launches nothing. Sizes outside the
 * spec's ranges are refused only when something would be written (a mean over
 * no rows is). */

/* What every function returns. The operators check every argument before they
 * launch anything, so a refused call has no effect and touches neither the GPU
 * nor the CUDA runtime (up to AKOPS_ERR_SCALAR_RANGE, none of the checks asks
 * the runtime anything). The checks run in the order of this list, except
 * AKOPS_ERR_ALIASING, which comes right after AKOPS_ERR_MISALIGNED; the first
 * failing one is reported, and akops_last_error() says which argument and why.
 * The numbers are stable: new statuses are only ever added at the end. */
typedef enum akops_status {
	AKOPS_OK = 0,
	/* a NULL tensor, data pointer (of a tensor with elements) or shape (of a
	 * tensor with dimensions), or a NULL argument of akops_variant */
	AKOPS_ERR_NULL_ARGUMENT = 1,
	/* a tensor whose device type is not kDLCUDA (host, managed and pinned
	 * memory are refused) */
	AKOPS_ERR_DEVICE_TYPE = 2,
	/* the tensors are on different devices, or not on the current device
	 * (cudaSetDevice first) */
	AKOPS_ERR_DEVICE_MISMATCH = 3,
	/* the leading tensor's dtype (the one the spec gives a list of dtypes)
	 * is not one this library has a variant of, or has lanes != 1 */
	AKOPS_ERR_DTYPE_UNSUPPORTED = 4,
	/* another tensor's dtype is not the one the spec ties it to */
	AKOPS_ERR_DTYPE_MISMATCH = 5,
	/* a tensor with the wrong number of dimensions: fewer than the spec's, or
	 * more where its first dimension is not the spec's batch (see below) */
	AKOPS_ERR_NDIM = 6,
	/* sizes that the spec names alike differ, or a fixed size is wrong */
	AKOPS_ERR_SHAPE_MISMATCH = 7,
	/* a size outside the range the spec admits, or a constraint of the spec
	 * broken (rope: an odd dim) */
	AKOPS_ERR_SHAPE_RANGE = 8,
	/* strides that are not dense row-major (NULL strides are); a dimension of
	 * size 1 may have any stride. A tensor with rows strided (akops.h says
	 * which) needs only its last dimension dense: its outer strides may be
	 * padded or in any order, but no two of its elements may overlap */
	AKOPS_ERR_NOT_CONTIGUOUS = 9,
	/* data + byte_offset is not aligned as the spec requires (16 bytes for
	 * most tensors; at least the element size) */
	AKOPS_ERR_MISALIGNED = 10,
	/* a scalar outside the spec's range (rmsnorm: eps in (0, 1)), or NaN */
	AKOPS_ERR_SCALAR_RANGE = 11,
	/* no variant of this operator and dtype runs on the device's architecture */
	AKOPS_ERR_ARCH = 12,
	/* the CUDA runtime failed: asking for the device, or the launch
	 * (cudaGetLastError tells which error) */
	AKOPS_ERR_CUDA = 13,
	/* akops_variant: an unknown operator, dtype or device */
	AKOPS_ERR_INVALID_ARGUMENT = 14,
	/* an output's memory overlaps another tensor's (an input, or another
	 * output): the kernels are not written for in-place use. Two inputs may
	 * share memory. The ranges compared are from the first to one past the
	 * last byte each tensor addresses, so interleaved views count too. */
	AKOPS_ERR_ALIASING = 15,
} akops_status;

/* a message for a status, e.g. "tensor not on a CUDA device"; never NULL */
const char *akops_status_string(akops_status s);

/* What went wrong in the calling thread's last call of an akops function
 * that returned an error, naming the function, the argument and why, e.g.
 * "akops_rmsnorm: w->shape[0] is 63, expected 64 (cols, as x->shape[1])".
 * Each thread has its own; a call that succeeds sets it to "". The text is
 * valid until the thread's next akops call; never NULL. For people, not
 * programs: the wording may change, the status will not. */
const char *akops_last_error(void);

/* the library's version, AKOPS_VERSION; in a library that akgen build
 * --allow-unvetted built past its refusals, followed by " (unvetted: ...)" */
const char *akops_version(void);

/* ---------------------------------------------------------------- variants */

/* Which kernel runs for an operator and dtype on a device. Each variant was
 * built for one architecture and either vetted (it passed the whole
 * verification protocol and was timed on a GPU of that architecture) or only
 * compiled for it. A device runs the variant of its exact architecture; else
 * the highest one of the same major version below it (sm_80 code runs on
 * sm_86 and sm_89); else the PTX of the highest variant not newer than the
 * device (the library carries the PTX of each op and dtype's highest and lowest
 * arch: a device newer than every variant, or between two targets of other major
 * versions, an sm_110 of sm_100 and sm_120, runs it), compiled by the driver at
 * load time; else none (AKOPS_ERR_ARCH). */
struct akops_variant_info {
	const char *op;		/* "rmsnorm" */
	const char *launcher;	/* the kernel launcher: "akops_rmsnorm_bf16_sm90" */
	const char *arch;	/* the variant's architecture: "sm_90" */
	int variant_arch;	/* the same as a compute capability, 10 * major + minor: 90 */
	int device_arch;	/* the device's compute capability, likewise: 90 for an H100 */
	int ptx;		/* 1: runs from PTX the driver compiles for this newer device */
	int vetted;		/* 1: vetted on a GPU of the variant's architecture; 0: compiled only,
				 * or the library was built past akgen build's refusals (akops_version) */
	int vetted_on_device;	/* 1: vetted, and the device is of exactly that architecture */
	int64_t attempt_id;	/* the attempt in provenance.db the variant came from */
	const char *shape_class;	/* the class of shapes it was searched for: "decode"; "" for the
					 * op's default class (every shape no class of its spec takes) */
};

/* fill *out for op (e.g. "rmsnorm") in dtype on device (a CUDA device
 * ordinal; -1: the current device). Returns AKOPS_OK, AKOPS_ERR_NULL_ARGUMENT,
 * AKOPS_ERR_INVALID_ARGUMENT (unknown op, dtype), AKOPS_ERR_DTYPE_UNSUPPORTED (no
 * variant in dtype), AKOPS_ERR_ARCH or AKOPS_ERR_CUDA (e.g. no such device). */
akops_status akops_variant(const char *op, akops_dtype dtype, int device, struct akops_variant_info *out);
/* the same for the variant a call of shape class shape_class runs (an op whose spec
 * declares classes has a variant for each, picked by the call's sizes, and one for
 * the shapes no class takes, its default class, which akops_variant tells); NULL or
 * "": akops_variant. AKOPS_ERR_INVALID_ARGUMENT for a class the op does not have. */
akops_status akops_variant_class(const char *op, akops_dtype dtype, const char *shape_class, int device,
				 struct akops_variant_info *out);
/* the same for the variant the calling thread's last call of any op picked (the
 * dispatch, whether or not its launch then succeeded): which class a shape fell in,
 * and what ran. AKOPS_ERR_INVALID_ARGUMENT before any such call on this thread. */
akops_status akops_last_variant(struct akops_variant_info *out);

#ifdef __cplusplus
}
#endif

#endif /* AKOPS_COMMON_H */

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------- operators */

/* add_rmsnorm: sum = x + residual; y = sum / sqrt(mean(sum^2 over the last dim) + eps)
 * * w (the reference normalises the exact sum, in double)
 *
 *   x            in     [rows, cols], bf16 | f16 | f32, 16-byte aligned, rows strided
 *   residual     in     [rows, cols], the dtype of x, 16-byte aligned, rows strided
 *   w            in     [cols], the dtype of x, 16-byte aligned, dense or broadcast (stride 0)
 *   sum          out    [rows, cols], the dtype of x, 16-byte aligned, rows strided
 *   y            out    [rows, cols], the dtype of x, 16-byte aligned, rows strided
 *   eps          f32    in (0, 1), default 1e-06
 *   sizes               rows in 1..1073741824, cols in 1..262144
 */
akops_status akops_add_rmsnorm(const DLTensor *x, const DLTensor *residual, const DLTensor *w, DLTensor *sum, DLTensor *y, float eps, cudaStream_t stream);

/* cross_entropy: loss[r] = logsumexp(logits[r]) - logits[r][target[r]] (0 where target
 * == ignore_index); mean = sum(loss) / count(not ignored), NaN if none
 *
 *   logits       in     [rows, vocab], bf16 | f16 | f32, 16-byte aligned, rows strided
 *   target       in     [rows], i64, values in the spec's range (not checked)
 *   loss         out    [rows], f32, 16-byte aligned
 *   mean         out    [], f32, 16-byte aligned
 *   ignore_index i64    in [-2147483648, 2147483647], default -100
 *   sizes               rows in 1..1048576, vocab in 1..1048576
 */
akops_status akops_cross_entropy(const DLTensor *logits, const DLTensor *target, DLTensor *loss, DLTensor *mean, int64_t ignore_index, cudaStream_t stream);

/* gelu_and_mul: y = gelu_tanh(gate) * up, elementwise (GeGLU, as Gemma's MLP);
 * gelu_tanh(g) = 0.5 * g * (1 + tanh(sqrt(2/pi) * (g + 0.044715 * g^3)))
 *
 *   gate         in     [rows, cols], bf16 | f16 | f32, 16-byte aligned
 *   up           in     [rows, cols], the dtype of gate, 16-byte aligned
 *   y            out    [rows, cols], the dtype of gate, 16-byte aligned
 *   sizes               rows in 1..1073741824, cols in 1..262144
 */
akops_status akops_gelu_and_mul(const DLTensor *gate, const DLTensor *up, DLTensor *y, cudaStream_t stream);

/* gelu_tanh: y = 0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * x^3))), elementwise
 *
 *   x            in     [n], bf16 | f16 | f32, 16-byte aligned
 *   y            out    [n], the dtype of x, 16-byte aligned
 *   sizes               n in 1..2684354560
 */
akops_status akops_gelu_tanh(const DLTensor *x, DLTensor *y, cudaStream_t stream);

/* gemm: y[m, n] = sum over k of x[m, k] * w[n, k] (y = x @ w.T, nn.Linear without bias,
 * w as it stores its weight), products accumulated in f32 or wider, y rounded once to
 * the dtype
 *
 *   x            in     [m, k], bf16 | f16, 16-byte aligned, rows strided
 *   w            in     [n, k], the dtype of x, 16-byte aligned, rows strided
 *   y            out    [m, n], the dtype of x, 16-byte aligned, rows strided
 *   sizes               m in 1..1048576, n in 1..65536, k in 1..65536
 */
akops_status akops_gemm(const DLTensor *x, const DLTensor *w, DLTensor *y, cudaStream_t stream);

/* gemm_nn: y[m, n] = sum over k of x[m, k] * w[k, n] (y = x @ w, w stored [in, out] as
 * JAX's and Flax's kernels and many checkpoints keep it), products accumulated in f32
 * or wider, y rounded once to the dtype
 *
 *   x            in     [m, k], bf16 | f16, 16-byte aligned, rows strided
 *   w            in     [k, n], the dtype of x, 16-byte aligned, rows strided
 *   y            out    [m, n], the dtype of x, 16-byte aligned, rows strided
 *   sizes               m in 1..1048576, n in 1..65536, k in 1..65536
 */
akops_status akops_gemm_nn(const DLTensor *x, const DLTensor *w, DLTensor *y, cudaStream_t stream);

/* layernorm: y = (x - mean(x)) / sqrt(var(x) + eps) * w + b, mean and biased variance
 * over the last dim
 *
 *   x            in     [rows, cols], bf16 | f16 | f32, 16-byte aligned, rows strided
 *   w            in     [cols], the dtype of x, 16-byte aligned, dense or broadcast (stride 0)
 *   b            in     [cols], the dtype of x, 16-byte aligned, dense or broadcast (stride 0)
 *   y            out    [rows, cols], the dtype of x, 16-byte aligned, rows strided
 *   eps          f32    in (0, 1), default 1e-05
 *   sizes               rows in 1..2147483647, cols in 1..262144
 */
akops_status akops_layernorm(const DLTensor *x, const DLTensor *w, const DLTensor *b, DLTensor *y, float eps, cudaStream_t stream);

/* rmsnorm: y = x / sqrt(mean(x^2 over the last dim) + eps) * w
 *
 *   x            in     [rows, cols], bf16 | f16 | f32, 16-byte aligned, rows strided
 *   w            in     [cols], the dtype of x, 16-byte aligned, dense or broadcast (stride 0)
 *   y            out    [rows, cols], the dtype of x, 16-byte aligned, rows strided
 *   eps          f32    in (0, 1), default 1e-06
 *   sizes               rows in 1..2147483647, cols in 1..262144
 */
akops_status akops_rmsnorm(const DLTensor *x, const DLTensor *w, DLTensor *y, float eps, cudaStream_t stream);

/* rope: y = x * cos + rotate_half(x) * sin on x[batch, heads, seq, dim], rotate_half(x)
 * = cat(-x[dim/2:], x[:dim/2]), tables [seq, dim]
 *
 *   x            in     [batch, heads, seq, dim], bf16 | f16 | f32, 16-byte aligned, rows strided
 *   cos_tab      in     [seq, dim], the dtype of x, 16-byte aligned
 *   sin_tab      in     [seq, dim], the dtype of x, 16-byte aligned
 *   y            out    [batch, heads, seq, dim], the dtype of x, 16-byte aligned, rows strided
 *   sizes               batch in 1..65536, heads in 1..1024, seq in 1..1048576, dim in 2..512
 *   constraint          dim % 2 == 0
 */
akops_status akops_rope(const DLTensor *x, const DLTensor *cos_tab, const DLTensor *sin_tab, DLTensor *y, cudaStream_t stream);

/* silu_and_mul: y = silu(gate) * up = gate / (1 + exp(-gate)) * up, elementwise
 *
 *   gate         in     [rows, cols], bf16 | f16 | f32, 16-byte aligned, rows strided
 *   up           in     [rows, cols], the dtype of gate, 16-byte aligned, rows strided
 *   y            out    [rows, cols], the dtype of gate, 16-byte aligned, rows strided
 *   sizes               rows in 1..1073741824, cols in 1..262144
 */
akops_status akops_silu_and_mul(const DLTensor *gate, const DLTensor *up, DLTensor *y, cudaStream_t stream);

/* softmax: y = exp(x - max(x)) / sum(exp(x - max(x))) over the last dim; an all -inf
 * row gives NaN, as PyTorch
 *
 *   x            in     [rows, cols], bf16 | f16 | f32, 16-byte aligned, rows strided
 *   y            out    [rows, cols], the dtype of x, 16-byte aligned, rows strided
 *   sizes               rows in 1..2147483647, cols in 1..1048576
 */
akops_status akops_softmax(const DLTensor *x, DLTensor *y, cudaStream_t stream);

#ifdef __cplusplus
}
#endif

#endif
