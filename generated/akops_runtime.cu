/* akops_runtime.cu: the runtime of libakops (status messages, the version, the
 * per-device arch cache, the checks every call goes through, the variant query
 * and the TMA tensor maps variants ask for); written by akgen 0.1.0, do not edit.
 * Host code only. */
#include <atomic>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "akops_internal.h"

/* the DLPack type code and bits of each akops_dtype, and its name */
static const struct {
	uint8_t code, bits;
	const char *name;
} akr_dl[AKR_NDTYPES] = {
	{0, 0, "none"},
	{4, 16, "bf16"},
	{2, 16, "f16"},
	{2, 32, "f32"},
	{2, 64, "f64"},
	{0, 32, "i32"},
	{0, 64, "i64"},
};

/* the operators */
extern "C" const struct akr_op akr_op_add_rmsnorm;
extern "C" const struct akr_op akr_op_cross_entropy;
extern "C" const struct akr_op akr_op_gelu_and_mul;
extern "C" const struct akr_op akr_op_gelu_tanh;
extern "C" const struct akr_op akr_op_gemm;
extern "C" const struct akr_op akr_op_gemm_nn;
extern "C" const struct akr_op akr_op_layernorm;
extern "C" const struct akr_op akr_op_rmsnorm;
extern "C" const struct akr_op akr_op_rope;
extern "C" const struct akr_op akr_op_silu_and_mul;
extern "C" const struct akr_op akr_op_softmax;
static const struct akr_op *const akr_ops[] = {
	&akr_op_add_rmsnorm,
	&akr_op_cross_entropy,
	&akr_op_gelu_and_mul,
	&akr_op_gelu_tanh,
	&akr_op_gemm,
	&akr_op_gemm_nn,
	&akr_op_layernorm,
	&akr_op_rmsnorm,
	&akr_op_rope,
	&akr_op_silu_and_mul,
	&akr_op_softmax,
};

/* ---------------------------------------------------------------- status */

extern "C" const char *akops_status_string(akops_status s)
{
	switch (s) {
	case AKOPS_OK:
		return "success";
	case AKOPS_ERR_NULL_ARGUMENT:
		return "a NULL argument, tensor, data pointer or shape";
	case AKOPS_ERR_DEVICE_TYPE:
		return "a tensor not on a CUDA device (device_type is not kDLCUDA)";
	case AKOPS_ERR_DEVICE_MISMATCH:
		return "tensors on different devices, or not on the current device";
	case AKOPS_ERR_DTYPE_UNSUPPORTED:
		return "no variant for this dtype in the library";
	case AKOPS_ERR_DTYPE_MISMATCH:
		return "a tensor's dtype differs from the one the spec ties it to";
	case AKOPS_ERR_NDIM:
		return "a tensor with the wrong number of dimensions";
	case AKOPS_ERR_SHAPE_MISMATCH:
		return "tensor sizes that must agree differ";
	case AKOPS_ERR_SHAPE_RANGE:
		return "a size outside the spec's range, or a constraint of the spec broken";
	case AKOPS_ERR_NOT_CONTIGUOUS:
		return "a tensor that is not dense row-major";
	case AKOPS_ERR_MISALIGNED:
		return "a tensor's data is not aligned as the spec requires";
	case AKOPS_ERR_SCALAR_RANGE:
		return "a scalar outside the spec's range";
	case AKOPS_ERR_ARCH:
		return "no variant runs on this device's architecture";
	case AKOPS_ERR_CUDA:
		return "the CUDA runtime failed (cudaGetLastError tells more)";
	case AKOPS_ERR_INVALID_ARGUMENT:
		return "an unknown operator, dtype or device";
	case AKOPS_ERR_ALIASING:
		return "an output overlaps another tensor in memory";
	}
	return "an unknown status";
}

/* ---------------------------------------------------------------- last error */

/* Each thread's message: written only when a call fails (and its first byte
 * cleared when one succeeds), so the hot path neither locks nor allocates. */
static thread_local char lasterr[320];

extern "C" const char *akops_last_error(void)
{
	return lasterr;
}

static void vfail(const char *fn, const char *fmt, va_list ap)
{
	int n = snprintf(lasterr, sizeof(lasterr), "%s: ", fn);

	if (n < 0 || (size_t)n >= sizeof(lasterr))
		return;
	vsnprintf(lasterr + n, sizeof(lasterr) - (size_t)n, fmt, ap);
}

extern "C" akops_status akr_fail(const struct akr_op *op, akops_status st, const char *fmt, ...)
{
	char fn[64];
	va_list ap;

	snprintf(fn, sizeof(fn), "akops_%s", op->name);
	va_start(ap, fmt);
	vfail(fn, fmt, ap);
	va_end(ap);
	return st;
}

/* the same for a function that is not an operator's */
static akops_status fail(const char *fn, akops_status st, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static akops_status fail(const char *fn, akops_status st, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vfail(fn, fmt, ap);
	va_end(ap);
	return st;
}

static akops_status ok(void)
{
	lasterr[0] = '\0';
	return AKOPS_OK;
}

/* how many of akgen build's refusals (a variant not as its record says, a job
 * missing, a damaged database) this library was built past with --allow-unvetted:
 * it is then no release, and says so */
#ifndef AKOPS_REFUSALS
#define AKOPS_REFUSALS 0
#endif
#define AKR_STR2(x) #x
#define AKR_STR(x) AKR_STR2(x)

extern "C" const char *akops_version(void)
{
	return AKOPS_REFUSALS == 0 ? AKOPS_VERSION
				   : AKOPS_VERSION " (unvetted: built by akgen build --allow-unvetted past "
						   AKR_STR(AKOPS_REFUSALS) " refusals; no variant counts as vetted)";
}

extern "C" akops_status akr_cuda(const struct akr_op *op, const char *launcher, cudaError_t e)
{
	if (e == cudaSuccess)
		return ok();
	return akr_fail(op, AKOPS_ERR_CUDA, "%s failed: %s (%s)", launcher, cudaGetErrorName(e), cudaGetErrorString(e));
}

/* a dtype's name, for messages */
static const char *dtname(DLDataType t, char *buf, size_t n)
{
	for (int d = 1; d < AKR_NDTYPES; d++)
		if (akr_dl[d].code == t.code && akr_dl[d].bits == t.bits && t.lanes == 1)
			return akr_dl[d].name;
	snprintf(buf, n, "code %u bits %u lanes %u", (unsigned)t.code, (unsigned)t.bits, (unsigned)t.lanes);
	return buf;
}

/* ---------------------------------------------------------------- devices */

/* The compute capability of each device, asked once: 0 until then. A race
 * only asks twice and stores the same value, so relaxed atomics suffice and
 * the hot path takes no lock. Devices past the cache are asked every time. */
#define AKR_MAXDEV 64
static std::atomic<int> ccs[AKR_MAXDEV];

static cudaError_t devcc(int dev, int *cc)
{
	int major = 0, minor = 0, v;
	cudaError_t e;

	if (dev >= 0 && dev < AKR_MAXDEV && (v = ccs[dev].load(std::memory_order_relaxed)) != 0) {
		*cc = v;
		return cudaSuccess;
	}
	if ((e = cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, dev)) != cudaSuccess ||
	    (e = cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, dev)) != cudaSuccess)
		return e;
	v = 10 * major + minor;
	if (dev >= 0 && dev < AKR_MAXDEV)
		ccs[dev].store(v, std::memory_order_relaxed);
	*cc = v;
	return cudaSuccess;
}

/* true when variant a is a better pick than b for the same device: a higher
 * arch, or the same arch more specific (sm_90a before sm_90) */
static bool better(const struct akr_variant *a, const struct akr_variant *b)
{
	return !b || a->cc > b->cc || (a->cc == b->cc && a->kind > b->kind);
}

/* the variants of dtype and class cls (-1: any; vetted: only vetted ones) for
 * compute capability cc: the best whose SASS runs there into *best, the highest
 * PTX not newer into *fallback (-1: none) */
static void candidates(const struct akr_op *op, int dtype, int cls, bool vetted, int cc, int *best, int *fallback)
{
	*best = *fallback = -1;
	for (int i = 0; i < op->nv; i++) {
		const struct akr_variant *v = &op->v[i];
		bool runs = v->kind == AKR_SPECIFIC ? v->cc == cc : v->cc / 10 == cc / 10 && v->cc <= cc;

		if (v->dtype != dtype || (cls >= 0 && v->cls != cls) || (vetted && !v->vetted))
			continue;
		if (runs && better(v, *best < 0 ? NULL : &op->v[*best]))
			*best = i;
		if (v->ptx && v->cc <= cc && (*fallback < 0 || v->cc >= op->v[*fallback].cc))
			*fallback = i;
	}
}

/* The variant of dtype and shape class cls for compute capability cc, or -1;
 * *ptx tells a PTX fallback. The class's own SASS first where it is vetted, else
 * another class's vetted SASS (every variant is verified on every shape: a
 * class whose job made no vetted variant for the arch borrows one, rather than
 * run code no GPU checked), else the class's own SASS, else another class's,
 * then PTX likewise. Loops over the op's variants, whose number the build
 * fixes: no allocation, nothing that grows with the call. */
static int choose(const struct akr_op *op, int dtype, int cls, int cc, int *ptx)
{
	int best, fallback, anybest, anyfallback;

	*ptx = 0;
	/* vetted ones first: the class's best vetted variant, not its best one if
	 * that is compiled only (an sm_90a one beside a vetted sm_90) */
	candidates(op, dtype, cls, true, cc, &best, &fallback);
	if (best >= 0)
		return best;
	candidates(op, dtype, -1, true, cc, &anybest, &anyfallback);
	if (anybest >= 0)
		return anybest;
	candidates(op, dtype, cls, false, cc, &best, &fallback);
	if (best >= 0)
		return best;
	candidates(op, dtype, -1, false, cc, &anybest, &anyfallback);
	if (anybest >= 0)
		return anybest;
	*ptx = fallback >= 0 || anyfallback >= 0;
	return fallback >= 0 ? fallback : anyfallback;
}

/* the variant the calling thread's last call picked (akops_last_variant): a few
 * stores a call, no lock */
static thread_local struct {
	const struct akr_op *op;
	int v, cc, ptx;
} last;

extern "C" akops_status akr_pick(const struct akr_op *op, struct akr_call *c, int *v)
{
	int dev, cc, ptx;
	cudaError_t e;

	if ((e = cudaGetDevice(&dev)) != cudaSuccess)
		return akr_fail(op, AKOPS_ERR_CUDA, "cudaGetDevice failed: %s (%s)", cudaGetErrorName(e),
				cudaGetErrorString(e));
	if (dev != c->device)
		return akr_fail(op, AKOPS_ERR_DEVICE_MISMATCH,
				"the tensors are on CUDA device %d, the current device is %d (cudaSetDevice first)",
				c->device, dev);
	if ((e = devcc(dev, &cc)) != cudaSuccess)
		return akr_fail(op, AKOPS_ERR_CUDA, "the compute capability of CUDA device %d: %s (%s)", dev,
				cudaGetErrorName(e), cudaGetErrorString(e));
	*v = choose(op, c->dtype, op->classof ? op->classof(c->sym, c->esize) : 0, cc, &ptx);
	if (*v < 0)
		return akr_fail(op, AKOPS_ERR_ARCH, "no variant in %s runs on CUDA device %d (sm_%d)",
				akr_dl[c->dtype].name, dev, cc);
	last.op = op;
	last.v = *v;
	last.cc = cc;
	last.ptx = ptx;
	return AKOPS_OK;
}

/* ---------------------------------------------------------------- checks */

/* the akops_dtype of a DLPack dtype, or 0 */
static int dtypeof(DLDataType t)
{
	for (int d = 1; d < AKR_NDTYPES && t.lanes == 1; d++)
		if (akr_dl[d].code == t.code && akr_dl[d].bits == t.bits)
			return d;
	return 0;
}

static bool hasdtype(const struct akr_op *op, int dtype)
{
	for (int i = 0; i < op->nv; i++)
		if (op->v[i].dtype == dtype)
			return true;
	return false;
}

/* "bf16, f16, f32": the dtypes op has variants in */
static const char *dtypelist(const struct akr_op *op, char *buf, size_t n)
{
	size_t len = 0;

	buf[0] = '\0';
	for (int d = 1; d < AKR_NDTYPES; d++)
		if (hasdtype(op, d) && len < n)
			len += (size_t)snprintf(buf + len, n - len, "%s%s", len ? ", " : "", akr_dl[d].name);
	return len ? buf : "none";
}

/* a tensor as the spec sees it: any leading dimensions of a tensor whose first
 * dimension is the spec's batch folded into that one; its strides in elements,
 * or strided 0 for NULL strides (dense) */
struct view {
	int extra;		/* the caller's dimensions folded into the first */
	int sdim;		/* the caller's dimension whose stride the first one has */
	int strided;
	int64_t shape[AKR_MAXD], stride[AKR_MAXD];
};

/* whether a tensor has no elements (a size 0): its data may be NULL then */
static bool noelements(const DLTensor *t)
{
	if (t->ndim < 1 || t->ndim > AKR_MAXD || !t->shape)
		return false;
	for (int k = 0; k < t->ndim; k++)
		if (t->shape[k] == 0)
			return true;
	return false;
}

/* whether tensor i may have more dimensions than the spec's: its first one is the batch */
static bool folds(const struct akr_op *op, int i)
{
	return op->batch >= 0 && op->t[i].ndim > 0 && op->t[i].dims[0].sym == op->batch;
}

/* "x->shape[2]" for the spec's dimension k of tensor i, in the caller's numbering */
static const char *dimname(const struct akr_op *op, int i, const struct view *v, int k, char *buf, size_t n)
{
	if (k == 0 && v->extra > 0)
		snprintf(buf, n, "%s->shape[0..%d]", op->t[i].name, v->extra);
	else
		snprintf(buf, n, "%s->shape[%d]", op->t[i].name, k + v->extra);
	return buf;
}

/* the view of tensor i: sizes not negative, the leading dimensions folded (their
 * product, and their strides one dense block: each the next one's times its size;
 * sizes 1 take any stride) */
static akops_status fold(const struct akr_op *op, int i, const DLTensor *t, struct view *v)
{
	const struct akr_tensor *d = &op->t[i];
	int64_t n0 = 1, next = 0, s0 = 0;
	bool set = false, empty = false;

	v->extra = t->ndim - d->ndim;
	v->sdim = v->extra;
	v->strided = t->strides != NULL;
	for (int k = 0; k < t->ndim; k++)
		if (t->shape[k] < 0)
			return akr_fail(op, AKOPS_ERR_SHAPE_RANGE, "%s->shape[%d] is %lld", d->name, k,
					(long long)t->shape[k]);
	for (int k = 0; k <= v->extra && d->ndim > 0; k++) {
		empty |= t->shape[k] == 0;
		if (!empty && __builtin_mul_overflow(n0, t->shape[k], &n0))
			return akr_fail(op, AKOPS_ERR_SHAPE_RANGE, "%s->shape[0..%d] have more than 2^63 elements",
					d->name, v->extra);
	}
	if (empty)
		n0 = 0;
	for (int k = v->extra; v->strided && !empty && k >= 0 && d->ndim > 0; k--) {
		int64_t n = t->shape[k], s = t->strides[k];

		if (n == 1)
			continue;
		if (set && s != next)
			return akr_fail(op, AKOPS_ERR_NOT_CONTIGUOUS,
					"%s->strides[%d] is %lld, expected %lld: %s->shape[0..%d] fold into %s only "
					"when dense among themselves",
					d->name, k, (long long)s, (long long)next, d->name, v->extra, op->s[op->batch].name);
		if (!set) {
			s0 = s;
			v->sdim = k;
		}
		set = true;
		if (__builtin_mul_overflow(s, n, &next))
			next = -1;	/* no stride equals it */
	}
	for (int k = 0; k < d->ndim; k++) {
		v->shape[k] = k == 0 ? n0 : t->shape[k + v->extra];
		v->stride[k] = !v->strided ? 0 : k > 0 ? t->strides[k + v->extra] : set ? s0 : t->strides[v->extra];
	}
	return AKOPS_OK;
}

/* the sizes: each symbol bound by its first use and equal at every other, fixed
 * sizes as given; tensors whose leading dimensions fold must have them alike */
static akops_status shapes(const struct akr_op *op, const DLTensor *const *t, const struct view *v,
			   struct akr_call *c, int bound[AKR_MAXS][2])
{
	char a[64], b[64];
	int first = -1;	/* the first tensor that folds */

	for (int i = 0; i < op->nt; i++) {
		if (!folds(op, i))
			continue;
		if (first < 0)
			first = i;
		else if (v[i].extra != v[first].extra)
			return akr_fail(op, AKOPS_ERR_SHAPE_MISMATCH, "%s has %d dimensions, %s %d: their leading "
					"dimensions (%s) must be alike", op->t[i].name, t[i]->ndim, op->t[first].name,
					t[first]->ndim, op->s[op->batch].name);
		for (int k = 0; k < v[i].extra; k++)
			if (t[i]->shape[k] != t[first]->shape[k])
				return akr_fail(op, AKOPS_ERR_SHAPE_MISMATCH, "%s->shape[%d] is %lld, expected %lld "
						"(as %s->shape[%d])", op->t[i].name, k, (long long)t[i]->shape[k],
						(long long)t[first]->shape[k], op->t[first].name, k);
	}
	for (int s = 0; s < op->ns; s++)
		bound[s][0] = -1;
	for (int i = 0; i < op->nt; i++) {
		const struct akr_tensor *d = &op->t[i];

		for (int k = 0; k < d->ndim; k++) {
			int64_t n = v[i].shape[k];
			int s = d->dims[k].sym;

			if (s < 0 && n != d->dims[k].size)
				return akr_fail(op, AKOPS_ERR_SHAPE_MISMATCH, "%s is %lld, expected %lld",
						dimname(op, i, &v[i], k, a, sizeof(a)), (long long)n,
						(long long)d->dims[k].size);
			if (s < 0)
				continue;
			if (bound[s][0] >= 0 && c->sym[s] != n)
				return akr_fail(op, AKOPS_ERR_SHAPE_MISMATCH, "%s is %lld, expected %lld (%s, as %s)",
						dimname(op, i, &v[i], k, a, sizeof(a)), (long long)n,
						(long long)c->sym[s], op->s[s].name,
						dimname(op, bound[s][0], &v[bound[s][0]], bound[s][1], b, sizeof(b)));
			if (bound[s][0] < 0) {
				c->sym[s] = n;
				bound[s][0] = i;
				bound[s][1] = k;
			}
		}
	}
	return AKOPS_OK;
}

/* the ranges of the sizes and the spec's constraints */
static akops_status ranges(const struct akr_op *op, const struct view *v, struct akr_call *c,
			   int bound[AKR_MAXS][2])
{
	char a[64];

	for (int s = 0; s < op->ns; s++)
		if (c->sym[s] < op->s[s].min || c->sym[s] > op->s[s].max)
			return akr_fail(op, AKOPS_ERR_SHAPE_RANGE, "%s = %lld (%s) is outside %lld..%lld", op->s[s].name,
					(long long)c->sym[s],
					dimname(op, bound[s][0], &v[bound[s][0]], bound[s][1], a, sizeof(a)),
					(long long)op->s[s].min, (long long)op->s[s].max);
	if (op->constraints && !op->constraints(c->sym, c->esize))
		return akr_fail(op, AKOPS_ERR_SHAPE_RANGE, "the sizes break the constraint %s", op->constext);
	return AKOPS_OK;
}

/* whether the call writes nothing: every output has no elements (a call with an
 * empty input but an output that is not, a mean over no rows, is refused by the
 * ranges) */
static bool writesnothing(const struct akr_op *op, const struct view *v)
{
	for (int i = 0; i < op->nt; i++) {
		bool none = false;

		for (int k = 0; k < op->t[i].ndim; k++)
			none |= v[i].shape[k] == 0;
		if (op->t[i].out && !none)
			return false;
	}
	return true;
}

/* "x->strides[2]", the caller's name of the stride of the spec's dimension k */
static const char *stridename(const struct akr_op *op, int i, const struct view *v, int k, char *buf, size_t n)
{
	snprintf(buf, n, "%s->strides[%d]", op->t[i].name, k == 0 ? v->sdim : k + v->extra);
	return buf;
}

/* Dense row-major; or with layout inner_contiguous the last dimension dense and the
 * outer ones in any order (a transposed view, padded rows) as long as no two elements
 * share an address: taken by stride, smallest first, each outer stride at least the
 * extent of the dimensions inside it; or with layout broadcast dense but for
 * dimensions of stride 0 (an input expanded along them: their elements share the
 * addresses of index 0). The strides the launcher gets, in elements (a dimension of
 * size 1 gets the dense one), and the span of bytes the tensor addresses, into c. */
static akops_status strides(const struct akr_op *op, int i, const struct view *v, struct akr_call *c)
{
	const struct akr_tensor *d = &op->t[i];
	int64_t want = 1, last = 0, reach, *out = c->stride[i];
	int order[AKR_MAXD], m = 0;
	char a[64];

	/* the dense strides (of the dimensions not broadcast), and the caller's where
	 * they must be those */
	for (int k = d->ndim - 1; k >= 0; k--) {
		int64_t n = v->shape[k], s = v->strided ? v->stride[k] : want;
		bool outer = d->layout == AKR_INNER && k < d->ndim - 1;
		bool bcast = d->layout == AKR_BROADCAST && n != 1 && s == 0;

		if (n != 1 && !outer && !bcast && s != want)
			return akr_fail(op, AKOPS_ERR_NOT_CONTIGUOUS, "%s is %lld, expected %lld (dense%s)",
					stridename(op, i, v, k, a, sizeof(a)), (long long)s, (long long)want,
					d->layout == AKR_INNER ? " in the last dimension"
					: d->layout == AKR_BROADCAST ? ") or 0 (broadcast"
								     : " row-major");
		out[k] = n == 1 || (!outer && !bcast) ? want : s;
		if (bcast)
			continue;
		if (k < d->ndim - 1 && n != 1)
			order[m++] = k;
		if (__builtin_mul_overflow(want, n, &want))
			return akr_fail(op, AKOPS_ERR_SHAPE_RANGE, "%s has more than 2^63 elements", d->name);
	}
	/* the outer dimensions by stride, smallest first (insertion: at most AKR_MAXD) */
	for (int j = 1; j < m; j++)
		for (int q = j; q > 0 && out[order[q - 1]] > out[order[q]]; q--) {
			int t = order[q];
			order[q] = order[q - 1];
			order[q - 1] = t;
		}
	/* last: the offset of the last element so far, in elements; each outer stride
	 * beyond it (always so for dense strides) */
	last = d->ndim > 0 && out[d->ndim - 1] != 0 ? v->shape[d->ndim - 1] - 1 : 0;
	for (int j = 0; j < m; j++) {
		int k = order[j];
		if (out[k] <= last)
			return akr_fail(op, AKOPS_ERR_NOT_CONTIGUOUS,
					"%s is %lld, expected at least %lld (the elements of %s must not overlap: "
					"each outer stride at least the extent of the dimensions inside it)",
					stridename(op, i, v, k, a, sizeof(a)), (long long)out[k], (long long)(last + 1), d->name);
		if (__builtin_mul_overflow(out[k], v->shape[k] - 1, &reach) || __builtin_add_overflow(last, reach, &last))
			return akr_fail(op, AKOPS_ERR_SHAPE_RANGE, "%s spans more than 2^63 elements", d->name);
	}
	if (__builtin_add_overflow(last, (int64_t)1, &last) ||
	    __builtin_mul_overflow(last, (int64_t)c->esize[i], &c->span[i]))
		return akr_fail(op, AKOPS_ERR_SHAPE_RANGE, "%s spans more than 2^63 bytes", d->name);
	return AKOPS_OK;
}

/* whether two spans of bytes overlap */
static bool overlap(uintptr_t a, int64_t an, uintptr_t b, int64_t bn)
{
	return a < b + (uintptr_t)bn && b < a + (uintptr_t)an;
}

extern "C" akops_status akr_check(const struct akr_op *op, const DLTensor *const *t, struct akr_call *c)
{
	akops_status st = AKOPS_OK;
	char buf[64];

	struct view v[AKR_MAXT];
	int bound[AKR_MAXS][2];	/* tensor and dimension that bound each symbol; -1: none yet */

	c->empty = 0;
	for (int i = 0; i < op->nt; i++)
		if (!t[i] || (!t[i]->data && !noelements(t[i])))
			return akr_fail(op, AKOPS_ERR_NULL_ARGUMENT, t[i] ? "%s->data is NULL" : "%s is NULL",
					op->t[i].name);
	for (int i = 0; i < op->nt; i++)
		if (t[i]->device.device_type != kDLCUDA)
			return akr_fail(op, AKOPS_ERR_DEVICE_TYPE, "%s is on DLPack device type %d, expected kDLCUDA (%d)",
					op->t[i].name, (int)t[i]->device.device_type, (int)kDLCUDA);
	for (int i = 0; i < op->nt; i++)
		if (t[i]->device.device_id != t[0]->device.device_id)
			return akr_fail(op, AKOPS_ERR_DEVICE_MISMATCH, "%s is on CUDA device %d, %s on device %d",
					op->t[i].name, (int)t[i]->device.device_id, op->t[0].name,
					(int)t[0]->device.device_id);
	c->device = t[0]->device.device_id;
	c->dtype = dtypeof(t[op->lead]->dtype);
	if (!c->dtype || !hasdtype(op, c->dtype)) {
		char list[64];

		return akr_fail(op, AKOPS_ERR_DTYPE_UNSUPPORTED, "%s has dtype %s; this library has %s in %s",
				op->t[op->lead].name, dtname(t[op->lead]->dtype, buf, sizeof(buf)), op->name,
				dtypelist(op, list, sizeof(list)));
	}
	for (int i = 0; i < op->nt; i++) {
		int want = op->t[i].dtype[c->dtype];

		if (!want || dtypeof(t[i]->dtype) != want)
			return akr_fail(op, AKOPS_ERR_DTYPE_MISMATCH, "%s has dtype %s, expected %s (with %s in %s)",
					op->t[i].name, dtname(t[i]->dtype, buf, sizeof(buf)), akr_dl[want].name,
					op->t[op->lead].name, akr_dl[c->dtype].name);
		c->esize[i] = akr_dl[want].bits / 8;
	}
	for (int i = 0; i < op->nt; i++) {
		const int nd = op->t[i].ndim;

		if (t[i]->ndim < nd || t[i]->ndim > AKR_MAXD || (t[i]->ndim > nd && !folds(op, i)))
			return akr_fail(op, AKOPS_ERR_NDIM, "%s has %d dimensions, expected %d%s%s%s", op->t[i].name,
					t[i]->ndim, nd, folds(op, i) ? " or more (the leading ones fold into " : "",
					folds(op, i) ? op->s[op->batch].name : "", folds(op, i) ? ")" : "");
	}
	for (int i = 0; i < op->nt; i++) {
		if (t[i]->ndim > 0 && !t[i]->shape)
			return akr_fail(op, AKOPS_ERR_NULL_ARGUMENT, "%s->shape is NULL", op->t[i].name);
		st = fold(op, i, t[i], &v[i]);
		if (st != AKOPS_OK)
			return st;
	}
	st = shapes(op, t, v, c, bound);
	/* nothing to write: a no-op, whatever the sizes, strides and addresses */
	if (st == AKOPS_OK && writesnothing(op, v)) {
		c->empty = 1;
		return ok();
	}
	if (st == AKOPS_OK)
		st = ranges(op, v, c, bound);
	for (int i = 0; i < op->nt && st == AKOPS_OK; i++)
		st = strides(op, i, &v[i], c);
	for (int i = 0; i < op->nt && st == AKOPS_OK; i++) {
		uintptr_t p = (uintptr_t)t[i]->data + (uintptr_t)t[i]->byte_offset;
		int64_t align = op->t[i].align > c->esize[i] ? op->t[i].align : c->esize[i];

		if (p % (uintptr_t)align != 0)
			st = akr_fail(op, AKOPS_ERR_MISALIGNED, "%s->data + byte_offset (%#llx) is not %lld-byte aligned",
				      op->t[i].name, (unsigned long long)p, (long long)align);
		c->ptr[i] = (void *)p;
	}
	/* an output against every other tensor: O(outputs x tensors), a handful */
	for (int i = 0; i < op->nt && st == AKOPS_OK; i++)
		for (int j = 0; j < op->nt && op->t[i].out && st == AKOPS_OK; j++)
			if (j != i && overlap((uintptr_t)c->ptr[i], c->span[i], (uintptr_t)c->ptr[j], c->span[j]))
				st = akr_fail(op, AKOPS_ERR_ALIASING, "%s (%lld bytes at %p) overlaps %s (%lld bytes at %p)",
					      op->t[i].name, (long long)c->span[i], c->ptr[i], op->t[j].name,
					      (long long)c->span[j], c->ptr[j]);
	return st;
}

/* ---------------------------------------------------------------- variants */

/* what variant i of op is on a device of compute capability cc */
static void describe(const struct akr_op *op, int i, int cc, int ptx, struct akops_variant_info *out)
{
	const struct akr_variant *v = &op->v[i];

	out->op = op->name;
	out->launcher = v->launcher;
	out->arch = v->arch;
	out->variant_arch = v->cc;
	out->device_arch = cc;
	out->ptx = ptx;
	out->vetted = v->vetted && AKOPS_REFUSALS == 0;
	out->vetted_on_device = out->vetted && !ptx && v->cc == cc;
	out->attempt_id = v->attempt_id;
	out->shape_class = v->cls < op->nclasses ? op->classes[v->cls] : "";
}

/* akops_variant and akops_variant_class, as fn */
static akops_status variant(const char *fn, const char *name, akops_dtype dtype, const char *cname, int device,
			    struct akops_variant_info *out)
{
	const struct akr_op *op = NULL;
	int cc, i, ptx, cls = -1;
	cudaError_t e;

	if (!name || !out)
		return fail(fn, AKOPS_ERR_NULL_ARGUMENT, "%s is NULL", name ? "out" : "op");
	for (size_t k = 0; k < sizeof(akr_ops) / sizeof(akr_ops[0]); k++)
		if (strcmp(akr_ops[k]->name, name) == 0)
			op = akr_ops[k];
	if (!op)
		return fail(fn, AKOPS_ERR_INVALID_ARGUMENT, "no operator named \"%.40s\"", name);
	if (cname && *cname) {
		for (int k = 0; k < op->nclasses; k++)
			if (strcmp(op->classes[k], cname) == 0)
				cls = k;
		if (cls < 0)
			return fail(fn, AKOPS_ERR_INVALID_ARGUMENT, "%s has no shape class \"%.40s\"%s", op->name, cname,
				    op->nclasses ? "" : " (its spec declares none)");
	} else {
		cls = op->nclasses;	/* the default class */
	}
	if ((int)dtype <= 0 || (int)dtype >= AKR_NDTYPES)
		return fail(fn, AKOPS_ERR_INVALID_ARGUMENT, "%d is not an akops_dtype", (int)dtype);
	if (device < -1)
		return fail(fn, AKOPS_ERR_INVALID_ARGUMENT, "device %d: a device ordinal, or -1 for the current one",
			    device);
	if (!hasdtype(op, (int)dtype)) {
		char list[64];

		return fail(fn, AKOPS_ERR_DTYPE_UNSUPPORTED, "this library has %s in %s, not %s", op->name,
			    dtypelist(op, list, sizeof(list)), akr_dl[dtype].name);
	}
	if (device == -1 && (e = cudaGetDevice(&device)) != cudaSuccess)
		return fail(fn, AKOPS_ERR_CUDA, "cudaGetDevice failed: %s (%s)", cudaGetErrorName(e),
			    cudaGetErrorString(e));
	if ((e = devcc(device, &cc)) != cudaSuccess)
		return fail(fn, AKOPS_ERR_CUDA, "the compute capability of CUDA device %d: %s (%s)", device,
			    cudaGetErrorName(e), cudaGetErrorString(e));
	i = choose(op, (int)dtype, cls, cc, &ptx);
	if (i < 0)
		return fail(fn, AKOPS_ERR_ARCH, "no variant of %s in %s runs on CUDA device %d (sm_%d)", op->name,
			    akr_dl[dtype].name, device, cc);
	describe(op, i, cc, ptx, out);
	return ok();
}

extern "C" akops_status akops_last_variant(struct akops_variant_info *out)
{
	static const char fn[] = "akops_last_variant";

	if (!out)
		return fail(fn, AKOPS_ERR_NULL_ARGUMENT, "out is NULL");
	if (!last.op)
		return fail(fn, AKOPS_ERR_INVALID_ARGUMENT, "no call on this thread has run a variant yet");
	describe(last.op, last.v, last.cc, last.ptx, out);
	return ok();
}

extern "C" akops_status akops_variant(const char *name, akops_dtype dtype, int device, struct akops_variant_info *out)
{
	return variant("akops_variant", name, dtype, NULL, device, out);
}

extern "C" akops_status akops_variant_class(const char *name, akops_dtype dtype, const char *shape_class, int device,
					    struct akops_variant_info *out)
{
	return variant("akops_variant_class", name, dtype, shape_class, device, out);
}

/* ---------------------------------------------------------------- verify/harness_tmap.cuh */
/* harness_tmap.cuh: akops_tensor_map and akops_tensor_map_2d, the service trusted code
 * gives a candidate: a TMA tensor map (the 128-byte descriptor cp.async.bulk.tensor reads)
 * of a tensor of rank 1 to 5, or of a row-major matrix, made by the driver's
 * cuTensorMapEncodeTiled.
 *
 * Why a service: a tensor map comes only from the driver, and a candidate may call no
 * driver function and link no libcuda (verify/rules/banned.txt: a pointer to one is a
 * pointer to all of them). So the programs a candidate runs in make it for the candidate:
 * the harness's runner (harness.cu includes this file) and libakops (akgen emit appends
 * this file to akops_runtime.cu), and bench/compare.py builds it beside a candidate that
 * calls it. A candidate declares either or both of
 *
 *   extern "C" cudaError_t akops_tensor_map(void *map, const void *base, int elem_bytes,
 *       int rank, const uint64_t *dims, const uint64_t *strides_bytes, const uint32_t *box,
 *       int swizzle_bytes);
 *   extern "C" cudaError_t akops_tensor_map_2d(void *map, const void *base, int elem_bytes,
 *       uint64_t rows, uint64_t cols, uint64_t row_stride_bytes, uint32_t box_rows,
 *       uint32_t box_cols, int swizzle_bytes);
 *
 * (verify/rules/undefined.txt admits those two symbols) and passes the map to its kernel
 * by value as a __grid_constant__ parameter. The 2-D one serves the GEMMs' matrices; the
 * rank-N one attention's keys and values ([B, H, S, D] or [B, S, H, D] under any strides,
 * a box of 64 d-elements x 128 keys x 1 head x 1 batch): each dimension has its own bound,
 * so a tile that runs past a head's last key reads zeros, never the next head's keys.
 *
 * What it gives no candidate: a map describes memory the candidate names by its own
 * pointer and sizes, which its kernels can read and write through plain loads anyway;
 * nothing is kept from one call to the next but the driver's function pointer, so no
 * map outlives its call and none can carry an earlier call's data (a candidate that
 * kept a map in a static of its own is judged as every candidate is: inputs change
 * between trials). Every argument is checked here against what TMA takes, so that a
 * bad request is an error value, never a fault in the driver.
 *
 * akops_tensor_map's arguments and the rules it checks (each refusal is
 * cudaErrorInvalidValue, before the driver is asked):
 *   - map non-null and 64-byte aligned, 128 bytes written; base non-null and 16-byte
 *     aligned; elements of 1, 2, 4 or 8 bytes (typed as unsigned integers: TMA copies
 *     bytes);
 *   - rank 1 to 5; dims and box non-null, strides_bytes too unless rank is 1;
 *   - dims[0 .. rank-1], innermost first (dims[0] contiguous), each 1 to 2^32;
 *   - strides_bytes[0 .. rank-2], the byte strides of dims 1 .. rank-1, each nonzero, a
 *     multiple of 16 and below 2^40. In any order: a map may take the tensor's
 *     dimensions in any order, and a stride may be shorter than the dimensions inside it
 *     ([B, S, H, D] keys as (D, S, H, B): S's stride H*D*2 bytes, H's D*2). The driver's
 *     documentation shows strides as a packed recurrence (each the previous times the
 *     next extent, `assert(globalStrides[i] >= globalDim[i])`); that is an example of a
 *     layout, not a rule the driver keeps: on an H100 (driver 580.159) it took that key
 *     map, rows that overlap and a stride of 0, and TMA landed such boxes as the
 *     emulation (tests/gemm_emu/tma.h) lays them out. A stride of 0 is refused here all
 *     the same: a dimension whose elements are all one is no tensor a kernel means. The
 *     stride of a dimension of extent 1 is never used (its one coordinate is 0, any other
 *     is out of bounds): whatever it is, the driver is given the span of the dimension
 *     before it (its extent times its stride, elem_bytes for dims[0]) rounded up to 16
 *     bytes, or 16 where that reaches 2^40 (for a matrix of one row, the stride the 2-D
 *     service gave before it went through this one);
 *   - box[0 .. rank-1], each 1 to 256; box[0] * elem_bytes a multiple of 16 bytes; the
 *     box's bytes (elem_bytes times every box[i]) at most 227 KiB (232448), the most
 *     shared memory a block has on any GPU with TMA (sm_90, sm_100): a box lands whole in
 *     one block's shared memory, and the driver refuses boxes far past it (on the H100, a
 *     box of 256^5 bytes; it took one of 64 KiB; where its own limit lies between them
 *     was not measured). A box may be larger than its dimension (the excess reads zeros);
 *   - swizzle_bytes 0 (none), 32, 64 or 128; when not 0, box[0] * elem_bytes at most it.
 *   What the service chooses: element strides 1 (every element of the box), no
 *   interleave, L2 promotion of 256 bytes, and elements outside the tensor (any
 *   coordinate below 0 or at or past its dimension) read as zeros. These are the rules of
 *   cuTensorMapEncodeTiled's documentation (cuda.h, CUDA 13.0) for what we pass (its
 *   interleaved layouts' and packed types' rules do not arise), with the box's size,
 *   which it does not name but the driver keeps, and the nonzero stride, ours.
 *
 * akops_tensor_map_2d(rows, cols, row_stride_bytes, box_rows, box_cols) is
 * akops_tensor_map of rank 2, dims {cols, rows}, strides {row_stride_bytes}, box
 * {box_cols, box_rows}, with one rule more: row_stride_bytes at least a row's bytes
 * (ignored for one row). Its behaviour is what it was before it went through the rank-N
 * service but for one rule the driver keeps and it did not check: a box of more than
 * 227 KiB (8-byte elements, no swizzle) is refused here, as the driver refuses (some of)
 * them, and none could land in a block's shared memory.
 *
 * Both return cudaSuccess, or cudaErrorInvalidValue for arguments TMA does not take (or a
 * map the driver refused, which these checks are meant to make impossible), or the error
 * of finding the driver's entry point. tests/tmap_test.sh checks every rule. */
#include <cuda.h>
#include <cuda_runtime.h>
#include <stdint.h>

typedef CUresult (*akh_tmap_encode_fn)(CUtensorMap *, CUtensorMapDataType, cuuint32_t, void *, const cuuint64_t *,
				       const cuuint64_t *, const cuuint32_t *, const cuuint32_t *, CUtensorMapInterleave,
				       CUtensorMapSwizzle, CUtensorMapL2promotion, CUtensorMapFloatOOBfill);

/* the most bytes a box may have: 227 KiB, a block's shared memory at most on sm_90 and sm_100 */
#define AKH_TMAP_BOX_MAX 232448ull

/* the driver's cuTensorMapEncodeTiled (its CUDA 12.0 form), looked up once a process */
static cudaError_t akh_tmap_encoder(akh_tmap_encode_fn *fn)
{
	static akh_tmap_encode_fn found;
	static cudaError_t status = [] {
		void *p = nullptr;
		cudaDriverEntryPointQueryResult q;
		cudaError_t e = cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", &p, 12000, cudaEnableDefault, &q);
		if (e == cudaSuccess && (q != cudaDriverEntryPointSuccess || !p))
			e = cudaErrorNotSupported;
		found = (akh_tmap_encode_fn)p;
		return e;
	}();
	*fn = found;
	return status;
}

extern "C" cudaError_t akops_tensor_map(void *map, const void *base, int elem_bytes, int rank, const uint64_t *dims,
					const uint64_t *strides_bytes, const uint32_t *box, int swizzle_bytes)
{
	const uint64_t G = 1ull << 32, T = 1ull << 40;
	CUtensorMapDataType type;
	CUtensorMapSwizzle sw;
	akh_tmap_encode_fn encode;

	switch (elem_bytes) {
	case 1: type = CU_TENSOR_MAP_DATA_TYPE_UINT8; break;
	case 2: type = CU_TENSOR_MAP_DATA_TYPE_UINT16; break;
	case 4: type = CU_TENSOR_MAP_DATA_TYPE_UINT32; break;
	case 8: type = CU_TENSOR_MAP_DATA_TYPE_UINT64; break;
	default: return cudaErrorInvalidValue;
	}
	switch (swizzle_bytes) {
	case 0: sw = CU_TENSOR_MAP_SWIZZLE_NONE; break;
	case 32: sw = CU_TENSOR_MAP_SWIZZLE_32B; break;
	case 64: sw = CU_TENSOR_MAP_SWIZZLE_64B; break;
	case 128: sw = CU_TENSOR_MAP_SWIZZLE_128B; break;
	default: return cudaErrorInvalidValue;
	}
	if (!map || (uintptr_t)map % 64 != 0 || !base || (uintptr_t)base % 16 != 0)
		return cudaErrorInvalidValue;
	if (rank < 1 || rank > 5 || !dims || !box || (rank > 1 && !strides_bytes))
		return cudaErrorInvalidValue;
	cuuint64_t dim[5] = {0}, stride[4] = {0};
	cuuint32_t bx[5] = {0}, estride[5] = {0};
	uint64_t box_all = (uint64_t)elem_bytes; /* at most 8 * 256^5 = 2^43 */
	for (int i = 0; i < rank; i++) {
		if (dims[i] < 1 || dims[i] > G || box[i] < 1 || box[i] > 256)
			return cudaErrorInvalidValue;
		dim[i] = dims[i];
		bx[i] = box[i];
		estride[i] = 1;
		box_all *= box[i];
	}
	const uint64_t box_bytes = (uint64_t)box[0] * (uint64_t)elem_bytes;
	if (box_bytes % 16 != 0 || (swizzle_bytes && box_bytes > (uint64_t)swizzle_bytes) || box_all > AKH_TMAP_BOX_MAX)
		return cudaErrorInvalidValue;
	for (int i = 1; i < rank; i++) {
		uint64_t s = strides_bytes[i - 1];
		/* a dimension of one is never stepped along: the span of the one before it,
		 * where that stays below 2^40 (tested before the product is made) */
		if (dims[i] == 1) {
			const uint64_t prev = i == 1 ? (uint64_t)elem_bytes : stride[i - 2];
			s = prev <= (T - 16) / dims[i - 1] ? (dims[i - 1] * prev + 15) / 16 * 16 : 16;
		}
		if (s == 0 || s % 16 != 0 || s >= T)
			return cudaErrorInvalidValue;
		stride[i - 1] = s;
	}
	cudaError_t e = akh_tmap_encoder(&encode);
	if (e != cudaSuccess)
		return e;
	CUresult r = encode((CUtensorMap *)map, type, (cuuint32_t)rank, const_cast<void *>(base), dim, stride, bx, estride,
			    CU_TENSOR_MAP_INTERLEAVE_NONE, sw, CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
			    CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
	return r == CUDA_SUCCESS ? cudaSuccess : cudaErrorInvalidValue;
}

extern "C" cudaError_t akops_tensor_map_2d(void *map, const void *base, int elem_bytes, uint64_t rows, uint64_t cols,
					   uint64_t row_stride_bytes, uint32_t box_rows, uint32_t box_cols,
					   int swizzle_bytes)
{
	/* the 2-D map's own rule; an element size or a column count the rank-N service
	 * refuses may make this product meaningless, but the request is refused either way */
	if (rows > 1 && row_stride_bytes < cols * (uint64_t)elem_bytes)
		return cudaErrorInvalidValue;
	const uint64_t dims[2] = {cols, rows}, stride[1] = {row_stride_bytes};
	const uint32_t box[2] = {box_cols, box_rows};
	return akops_tensor_map(map, base, elem_bytes, 2, dims, stride, box, swizzle_bytes);
}
