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
