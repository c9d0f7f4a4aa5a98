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
	}
	return "an unknown status";
}

extern "C" const char *akops_version(void)
{
	return AKOPS_VERSION;
}

extern "C" akops_status akr_cuda(cudaError_t e)
{
	return e == cudaSuccess ? AKOPS_OK : AKOPS_ERR_CUDA;
}

/* ---------------------------------------------------------------- devices */

/* The compute capability of each device, asked once: 0 until then. A race
 * only asks twice and stores the same value, so relaxed atomics suffice and
 * the hot path takes no lock. Devices past the cache are asked every time. */
#define AKR_MAXDEV 64
static std::atomic<int> ccs[AKR_MAXDEV];

static akops_status devcc(int dev, int *cc)
{
	int major = 0, minor = 0, v;

	if (dev >= 0 && dev < AKR_MAXDEV && (v = ccs[dev].load(std::memory_order_relaxed)) != 0) {
		*cc = v;
		return AKOPS_OK;
	}
	if (cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, dev) != cudaSuccess ||
	    cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, dev) != cudaSuccess)
		return AKOPS_ERR_CUDA;
	v = 10 * major + minor;
	if (dev >= 0 && dev < AKR_MAXDEV)
		ccs[dev].store(v, std::memory_order_relaxed);
	*cc = v;
	return AKOPS_OK;
}

/* true when variant a is a better pick than b for the same device: a higher
 * arch, or the same arch more specific (sm_90a before sm_90) */
static bool better(const struct akr_variant *a, const struct akr_variant *b)
{
	return !b || a->cc > b->cc || (a->cc == b->cc && a->kind > b->kind);
}

/* the variant of dtype for compute capability cc, or -1; *ptx tells a PTX fallback */
static int choose(const struct akr_op *op, int dtype, int cc, int *ptx)
{
	int best = -1, fallback = -1;

	for (int i = 0; i < op->nv; i++) {
		const struct akr_variant *v = &op->v[i];
		bool runs = v->kind == AKR_SPECIFIC ? v->cc == cc : v->cc / 10 == cc / 10 && v->cc <= cc;

		if (v->dtype != dtype)
			continue;
		if (runs && better(v, best < 0 ? NULL : &op->v[best]))
			best = i;
		if (v->ptx && v->cc <= cc)
			fallback = i;
	}
	*ptx = best < 0 && fallback >= 0;
	return best >= 0 ? best : fallback;
}

extern "C" akops_status akr_pick(const struct akr_op *op, struct akr_call *c, int *v)
{
	int dev, cc, ptx;
	akops_status st;

	if (cudaGetDevice(&dev) != cudaSuccess)
		return AKOPS_ERR_CUDA;
	if (dev != c->device)
		return AKOPS_ERR_DEVICE_MISMATCH;
	st = devcc(dev, &cc);
	if (st != AKOPS_OK)
		return st;
	*v = choose(op, c->dtype, cc, &ptx);
	return *v < 0 ? AKOPS_ERR_ARCH : AKOPS_OK;
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

/* the sizes: each symbol bound by its first use and equal at every other,
 * fixed sizes as given, then the ranges and constraints */
static akops_status shapes(const struct akr_op *op, const DLTensor *const *t, struct akr_call *c)
{
	bool bound[AKR_MAXS] = {false};

	for (int i = 0; i < op->nt; i++)
		if (t[i]->ndim != op->t[i].ndim)
			return AKOPS_ERR_NDIM;
	for (int i = 0; i < op->nt; i++) {
		const struct akr_tensor *d = &op->t[i];

		if (d->ndim > 0 && !t[i]->shape)
			return AKOPS_ERR_NULL_ARGUMENT;
		for (int k = 0; k < d->ndim; k++) {
			int64_t n = t[i]->shape[k];
			int s = d->dims[k].sym;

			if (s < 0 ? n != d->dims[k].size : bound[s] && c->sym[s] != n)
				return AKOPS_ERR_SHAPE_MISMATCH;
			if (s >= 0) {
				c->sym[s] = n;
				bound[s] = true;
			}
		}
	}
	for (int s = 0; s < op->ns; s++)
		if (c->sym[s] < op->s[s].min || c->sym[s] > op->s[s].max)
			return AKOPS_ERR_SHAPE_RANGE;
	if (op->constraints && !op->constraints(c->sym, c->esize))
		return AKOPS_ERR_SHAPE_RANGE;
	return AKOPS_OK;
}

/* dense row-major, or with layout inner_contiguous only the last dimension
 * dense and each outer stride at least the extent inside it (so rows never
 * overlap); the strides the launcher gets, in elements, into c */
static akops_status strides(const struct akr_tensor *d, const DLTensor *t, int esize, int64_t *out)
{
	int64_t want = 1, bytes;

	for (int k = d->ndim - 1; k >= 0; k--) {
		int64_t n = t->shape[k], s = t->strides ? t->strides[k] : want;
		bool outer = d->inner && k < d->ndim - 1;

		if (n != 1 && (outer ? s < want : s != want))
			return AKOPS_ERR_NOT_CONTIGUOUS;
		out[k] = n == 1 ? want : s;
		if (__builtin_mul_overflow(out[k], n, &want))
			return AKOPS_ERR_SHAPE_RANGE;
	}
	if (__builtin_mul_overflow(want, (int64_t)esize, &bytes))
		return AKOPS_ERR_SHAPE_RANGE;
	return AKOPS_OK;
}

extern "C" akops_status akr_check(const struct akr_op *op, const DLTensor *const *t, struct akr_call *c)
{
	akops_status st;

	for (int i = 0; i < op->nt; i++)
		if (!t[i] || !t[i]->data)
			return AKOPS_ERR_NULL_ARGUMENT;
	for (int i = 0; i < op->nt; i++)
		if (t[i]->device.device_type != kDLCUDA)
			return AKOPS_ERR_DEVICE_TYPE;
	for (int i = 0; i < op->nt; i++)
		if (t[i]->device.device_id != t[0]->device.device_id)
			return AKOPS_ERR_DEVICE_MISMATCH;
	c->device = t[0]->device.device_id;
	c->dtype = dtypeof(t[op->lead]->dtype);
	if (!c->dtype || !hasdtype(op, c->dtype))
		return AKOPS_ERR_DTYPE_UNSUPPORTED;
	for (int i = 0; i < op->nt; i++) {
		int want = op->t[i].dtype[c->dtype];

		if (!want || dtypeof(t[i]->dtype) != want)
			return AKOPS_ERR_DTYPE_MISMATCH;
		c->esize[i] = akr_dl[want].bits / 8;
	}
	st = shapes(op, t, c);
	for (int i = 0; i < op->nt && st == AKOPS_OK; i++)
		st = strides(&op->t[i], t[i], c->esize[i], c->stride[i]);
	for (int i = 0; i < op->nt && st == AKOPS_OK; i++) {
		uintptr_t p = (uintptr_t)t[i]->data + (uintptr_t)t[i]->byte_offset;
		int64_t align = op->t[i].align > c->esize[i] ? op->t[i].align : c->esize[i];

		if (p % (uintptr_t)align != 0)
			st = AKOPS_ERR_MISALIGNED;
		c->ptr[i] = (void *)p;
	}
	return st;
}

/* ---------------------------------------------------------------- variants */

extern "C" akops_status akops_variant(const char *name, akops_dtype dtype, int device, struct akops_variant_info *out)
{
	const struct akr_op *op = NULL;
	const struct akr_variant *v;
	int cc, i, ptx;
	akops_status st;

	if (!name || !out)
		return AKOPS_ERR_NULL_ARGUMENT;
	for (size_t k = 0; k < sizeof(akr_ops) / sizeof(akr_ops[0]); k++)
		if (strcmp(akr_ops[k]->name, name) == 0)
			op = akr_ops[k];
	if (!op || (int)dtype <= 0 || (int)dtype >= AKR_NDTYPES || device < -1)
		return AKOPS_ERR_INVALID_ARGUMENT;
	if (!hasdtype(op, (int)dtype))
		return AKOPS_ERR_DTYPE_UNSUPPORTED;
	if (device == -1 && cudaGetDevice(&device) != cudaSuccess)
		return AKOPS_ERR_CUDA;
	st = devcc(device, &cc);
	if (st != AKOPS_OK)
		return st;
	i = choose(op, (int)dtype, cc, &ptx);
	if (i < 0)
		return AKOPS_ERR_ARCH;
	v = &op->v[i];
	out->op = op->name;
	out->launcher = v->launcher;
	out->arch = v->arch;
	out->variant_arch = v->cc;
	out->device_arch = cc;
	out->ptx = ptx;
	out->vetted = v->vetted;
	out->vetted_on_device = v->vetted && !ptx && v->cc == cc;
	out->attempt_id = v->attempt_id;
	return AKOPS_OK;
}
