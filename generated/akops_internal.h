/* akops_internal.h: what the dispatchers and the runtime of libakops share;
 * written by akgen 0.1.0, do not edit. Not part of the API. */
#pragma once

#define AKR_NDTYPES 7

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

#include <stdint.h>

/* above this, emit puts the part of akops.h that names no operator (akops_status,
 * akops_dtype, akops_variant_info; emitapi.c, emit_apicommon): not akops.h itself,
 * which lists every operator */

#define AKR_MAXT 32	/* tensors of an operator */
#define AKR_MAXD 8	/* dimensions of a tensor */
#define AKR_MAXS 8	/* symbols of an operator */

/* a tensor's layout: dense row-major; only the last dimension dense (the launcher
 * takes a stride per outer dimension); or dense but for broadcast dimensions (stride
 * 0; the launcher takes a stride per dimension) */
enum { AKR_DENSE = 0, AKR_INNER = 1, AKR_BROADCAST = 2 };

/* a dimension: symbol sym, or the fixed size when sym < 0 */
struct akr_dim {
	int sym;
	int64_t size;
};

/* a tensor parameter as its spec says */
struct akr_tensor {
	const char *name;
	int out;		/* 1: written (role out or inout): must not overlap another tensor */
	int dtype[AKR_NDTYPES];	/* its akops_dtype in a call of each dtype; 0: none */
	int layout;		/* AKR_DENSE, AKR_INNER or AKR_BROADCAST (spec.h's enum layout) */
	int64_t align;		/* bytes; at least the element size */
	int ndim;
	struct akr_dim dims[AKR_MAXD];
};

/* a size the spec names, and the range it admits */
struct akr_sym {
	const char *name;
	int64_t min, max;
};

/* how far a variant's code runs: SASS of sm_XY runs on X.Y and later minors
 * of X; sm_XYf likewise; sm_XYa on X.Y only */
enum { AKR_PLAIN, AKR_FAMILY, AKR_SPECIFIC };

struct akr_variant {
	int dtype;		/* akops_dtype */
	const char *arch;	/* "sm_90a" */
	int cc;			/* 90 */
	int kind;		/* AKR_PLAIN, ... */
	int ptx;		/* 1: built with PTX too, the forward-compatible fallback */
	int vetted;
	int64_t attempt_id;
	const char *launcher;
	int cls;		/* its shape class: an index into akr_op.classes, or nclasses for the
				 * default class (0 when the op declares none) */
};

struct akr_op {
	const char *name;
	const struct akr_tensor *t;
	int nt;
	const struct akr_sym *s;
	int ns;
	const struct akr_variant *v;
	int nv;
	/* the shape class of a call at sizes sym with element sizes esize: the first whose
	 * condition holds, else nclasses (the default); NULL when the spec declares none */
	int (*classof)(const int64_t *sym, const int *esize);
	const char *const *classes;	/* their names, nclasses of them */
	int nclasses;
	int lead;		/* the tensor whose dtype is the call's */
	int batch;		/* the spec's batch symbol, or -1: a tensor whose first dimension it
				 * is may have more dimensions, folded into it when dense */
	/* the spec's constraints at sizes sym with element sizes esize: 1 when all
	 * hold; NULL when the spec has none */
	int (*constraints)(const int64_t *sym, const int *esize);
	const char *constext;	/* the constraints as the spec writes them, for messages */
};

/* a checked call: what the launcher gets */
struct akr_call {
	int empty;		/* 1: every output has no elements; nothing to launch */
	int dtype;
	int device;
	void *ptr[AKR_MAXT];
	int esize[AKR_MAXT];
	int64_t sym[AKR_MAXS];
	int64_t stride[AKR_MAXT][AKR_MAXD];	/* in elements */
	int64_t span[AKR_MAXT];	/* bytes from the first to one past the last addressed */
};

/* check the tensors t (op->nt of them, in parameter order) against the spec:
 * fills c, or returns the first error */
extern "C" akops_status akr_check(const struct akr_op *op, const DLTensor *const *t, struct akr_call *c);
/* choose the variant for c->dtype on the current device, which must be the
 * tensors'; sets *v to its index in op->v */
extern "C" akops_status akr_pick(const struct akr_op *op, struct akr_call *c, int *v);
/* a launcher's result as a status; on success the thread's last error is
 * cleared, on failure it names op and the launcher */
extern "C" akops_status akr_cuda(const struct akr_op *op, const char *launcher, cudaError_t e);
/* set the thread's last error to "akops_<op>: " and the message; returns st */
extern "C" akops_status akr_fail(const struct akr_op *op, akops_status st, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* checked 64-bit arithmetic for the spec's constraints: clear *ok on overflow
 * or division by zero */
static inline int64_t akr_add(int64_t a, int64_t b, int *ok)
{
	int64_t r;

	if (__builtin_add_overflow(a, b, &r))
		*ok = 0;
	return r;
}

static inline int64_t akr_sub(int64_t a, int64_t b, int *ok)
{
	int64_t r;

	if (__builtin_sub_overflow(a, b, &r))
		*ok = 0;
	return r;
}

static inline int64_t akr_mul(int64_t a, int64_t b, int *ok)
{
	int64_t r;

	if (__builtin_mul_overflow(a, b, &r))
		*ok = 0;
	return r;
}

static inline int64_t akr_neg(int64_t a, int *ok)
{
	return akr_sub(0, a, ok);
}

static inline int64_t akr_div(int64_t a, int64_t b, int *ok)
{
	if (b == 0 || (a == INT64_MIN && b == -1)) {
		*ok = 0;
		return 0;
	}
	return a / b;
}

static inline int64_t akr_mod(int64_t a, int64_t b, int *ok)
{
	if (b == 0 || (a == INT64_MIN && b == -1)) {
		*ok = 0;
		return 0;
	}
	return a % b;
}
