/* harness_set.cuh: the machine, the job's tensors at one shape, the trial's device
 * buffers (fresh allocations at random offsets, guarded), the device-side whole-tensor
 * work, and the candidate's calls with the checks that follow them.
 * Part of harness.cu, which includes it once, in order, after the parts before it; not
 * a header of its own. */
#pragma once

// ----------------------------------------------------------------------------
// the machine

static cudaDeviceProp akh_prop;
static cudaStream_t akh_hs;	/* the harness's own work */
static int akh_nthreads = 1;	/* host threads for references and comparisons */
static akh_res *akh_dres;	/* result slots on the device */
static unsigned long long *akh_dhslots;	/* hash slots on the device */
static unsigned long long *akh_dinhash;	/* input hashes: as generated, after the calls */
#define AKH_NRES (8 * H_MAX_TENSORS)
#define AKH_NHASH 65536

static int akh_blocks(int64_t n, int per_sm)
{
	int64_t b = (n + AKH_THREADS - 1) / AKH_THREADS, cap = (int64_t)akh_prop.multiProcessorCount * per_sm;
	return (int)std::max<int64_t>(1, std::min(b, cap));
}

/* runs f(lo, hi, chunk) over [0, n) on up to akh_nthreads threads, contiguous chunks in
 * order, so per-chunk results merge deterministically; returns the chunk count */
template <class F>
static int akh_par(int64_t n, int64_t grain, F f)
{
	int64_t nc = std::min<int64_t>(akh_nthreads, std::max<int64_t>(1, (n + grain - 1) / grain));
	if (nc <= 1) {
		f((int64_t)0, n, 0);
		return 1;
	}
	std::vector<std::thread> th;
	try {
		for (int64_t c = 1; c < nc; c++)
			th.emplace_back(f, n * c / nc, n * (c + 1) / nc, (int)c);
	} catch (...) {
		akh_herr("could not start host threads");
	}
	f((int64_t)0, n / nc, 0);
	for (auto &t : th)
		t.join();
	return (int)nc;
}

// ----------------------------------------------------------------------------
// the job: tensors and their sizes at one shape

struct akh_geom {
	int si;
	const h_shape *sh;
	int64_t n[H_MAX_TENSORS];	/* elements */
	int64_t last[H_MAX_TENSORS];	/* the last dimension (1 for a scalar) */
	int64_t rowel[H_MAX_TENSORS];	/* elements per batch row, batched tensors */
	size_t bytes[H_MAX_TENSORS];
	int64_t rows;			/* the batch symbol's value; 0 without one */
	int64_t total;			/* elements of all tensors */
	int64_t row_elems;		/* elements of one batch row over all batched tensors */
	double sc[H_MAX_SCALARS];
};

static const h_tensor &T(int i)
{
	return h_op.tensors[i];
}

static bool akh_isout(int i)
{
	return T(i).role != H_IN;
}


/* the glue is generated, but it is input all the same: check what the harness relies on */
static void akh_check_op(void)
{
	const struct h_op &o = h_op;
	if (o.nsyms < 1 || o.nsyms > H_MAX_SYMS || o.ntensors < 1 || o.ntensors > H_MAX_TENSORS ||
	    o.nscalars < 0 || o.nscalars > H_MAX_SCALARS || o.nshapes < 1 || o.batch < -1 ||
	    o.batch >= o.nsyms || o.columns < -1 || o.columns >= o.nsyms || (o.columns >= 0 && (o.batch < 0 ||
	    o.columns == o.batch)) || o.ninv < 0 || !o.reference || !o.tensors || !o.shapes || !o.symnames ||
	    (o.nscalars > 0 && !o.scalars) || (o.ninv > 0 && !o.inv) || !(o.rel >= 0) || !(o.abs >= 0))
		akh_herr("the glue's h_op is malformed: a count, pointer or tolerance out of range");
	for (int i = 0; i < o.ntensors; i++) {
		const h_tensor &t = T(i);
		bool ok = t.name && t.dtype >= H_BF16 && t.dtype <= H_I64 && t.role >= H_IN && t.role <= H_INOUT &&
			  t.ndims >= 0 && t.ndims <= H_MAX_DIMS && t.align >= 1 && t.align <= 4096 &&
			  (t.align & (t.align - 1)) == 0 && t.nspecial >= 0 && t.nspecial <= AKH_MAX_SPECIAL &&
			  (t.nspecial == 0 || t.special) && t.nalso >= 0 && t.nalso <= H_MAX_SCALARS &&
			  t.layout >= H_LAYOUT_DENSE && t.layout <= H_LAYOUT_BROADCAST &&
			  (t.layout != H_LAYOUT_BROADCAST || t.role == H_IN);
		for (int d = 0; ok && d < t.ndims; d++)
			ok = (t.dimsym[d] >= 0 && t.dimsym[d] < o.nsyms) || (t.dimsym[d] == -1 && t.dimlit[d] >= 1);
		for (int a = 0; ok && a < t.nalso; a++)
			ok = t.also[a] >= 0 && t.also[a] < o.nscalars;
		if (ok && t.batched)
			ok = o.batch >= 0 && t.ndims >= 1 && t.dimsym[0] == o.batch;
		if (!ok)
			akh_herr("the glue's tensor %d (%s) is malformed", i, t.name ? t.name : "?");
	}
	for (int v = 0; v < o.ninv; v++)
		if (o.inv[v].tensor < 0 || o.inv[v].tensor >= o.ntensors || !akh_isout(o.inv[v].tensor) ||
		    o.inv[v].kind < H_INV_ROW_SUM || o.inv[v].kind > H_INV_BOUNDED)
			akh_herr("the glue's invariant %d is malformed", v);
	for (int s = 0; s < o.nshapes; s++)
		for (int k = 0; k < o.nsyms; k++)
			if (o.shapes[s].sym[k] < 1)
				akh_herr("the glue's shape %d gives symbol %s the value %lld", s, o.symnames[k],
					 (long long)o.shapes[s].sym[k]);
}

static akh_geom akh_geometry(int si)
{
	akh_geom g;
	memset(&g, 0, sizeof g);
	g.si = si;
	g.sh = &h_op.shapes[si];
	g.rows = h_op.batch >= 0 ? g.sh->sym[h_op.batch] : 0;
	for (int i = 0; i < h_op.ntensors; i++) {
		const h_tensor &t = T(i);
		int64_t n = 1, size = 1;
		for (int d = 0; d < t.ndims; d++) {
			size = t.dimsym[d] >= 0 ? g.sh->sym[t.dimsym[d]] : t.dimlit[d];
			if (__builtin_mul_overflow(n, size, &n) || n > ((int64_t)1 << 44))
				akh_herr("tensor %s at shape %d has too many elements", t.name, si);
		}
		g.n[i] = n;
		g.last[i] = t.ndims > 0 ? size : 1;
		g.bytes[i] = (size_t)n * (size_t)akh_dtype_size(t.dtype);
		g.total += n;
		if (t.batched) {
			g.rowel[i] = n / g.rows;
			g.row_elems += g.rowel[i];
		}
	}
	for (int k = 0; k < h_op.nscalars; k++)
		g.sc[k] = h_op.scalars[k].value;
	return g;
}

static void akh_sym_json(akh_json &j, const akh_geom &g)
{
	jopen(j, "sym", "{");
	for (int k = 0; k < h_op.nsyms; k++)
		jint(j, h_op.symnames ? h_op.symnames[k] : "?", (long long)g.sh->sym[k]);
	jclose(j, "}");
}

// ----------------------------------------------------------------------------
// device buffers: fresh allocations at random offsets, guarded

struct akh_buf {
	char *base;	/* the allocation */
	size_t alloc;
	char *p;	/* the tensor, k * align bytes in, k in 0..15 */
};

/* one trial's tensors: a buffer per input, `copies` per output or inout (the candidate
 * writes copy 0; copy 1 keeps run 1's outputs for the comparison with run 2's) */
struct akh_set {
	akh_buf b[H_MAX_TENSORS][2];
	int32_t slot[H_MAX_TENSORS][2];	/* each buffer's slot in the candidate's process */
	int copies;
	uint64_t tseed;
	akh_gen g[H_MAX_TENSORS];
	double sc[H_MAX_SCALARS];	/* the scalars' values for this set's calls */
	unsigned long long inhash[H_MAX_TENSORS];	/* each input's hash as generated */
	/* each tensor's layout in the calls; a strided one is called on its strided copy
	 * sb (guarded whole, gaps included), which akh_run fills from the dense buffer
	 * b[i][0] before each call and reads back into it after, so that every other
	 * check reads dense buffers as in a dense call */
	akh_layout lay[H_MAX_TENSORS];
	akh_buf sb[H_MAX_TENSORS];
	int32_t sslot[H_MAX_TENSORS];
	int strided;			/* tensors with a strided layout */
};

static int akh_ncopies(const akh_set *s, int i)
{
	return akh_isout(i) ? s->copies : 1;
}

static void akh_unshare(int32_t slot);
static int32_t akh_share(char *base, size_t bytes);

static void akh_free_set(akh_set *s)
{
	for (int i = 0; i < h_op.ntensors; i++)
		for (int c = 0; c < 2; c++)
			if (s->b[i][c].base) {
				akh_unshare(s->slot[i][c]);
				CK(cudaFree(s->b[i][c].base));
			}
	for (int i = 0; i < h_op.ntensors; i++)
		if (s->sb[i].base) {
			akh_unshare(s->sslot[i]);
			CK(cudaFree(s->sb[i].base));
		}
	delete s;
}

/* tensor i's generator for a set's calls in layout l */
static akh_gen akh_gen_for(const akh_geom &g, int i, uint64_t tseed, int dist, const double *sc, const akh_layout &l)
{
	const h_tensor &t = T(i);
	akh_gen x;
	memset(&x, 0, sizeof x);
	x.key = akh_mix64(tseed + (uint64_t)(i + 1) * 0x632be59bd9b4e019ULL);
	x.dtype = t.dtype;
	x.dist = dist;
	/* the offset goes to the op's first floating input (the data: x, logits, gate):
	 * offset weights or tables would make outputs that cancel, which no kernel owes
	 * the tolerance for */
	if (dist == AKH_OFFSET)
		for (int k = 0; k < i; k++)
			if (T(k).role != H_OUT && !akh_dtype_isint(T(k).dtype))
				x.dist = AKH_NORMAL;
	if (dist == AKH_OFFSET && (t.role == H_OUT || akh_dtype_isint(t.dtype)))
		x.dist = AKH_NORMAL;
	/* and only to rows of at least AKH_OFFSET_MINROW elements, whose own spread is
	 * the distribution's: in a short row the spread of a few draws can be arbitrarily
	 * small, and with it the output's conditioning, so that a correct kernel's error
	 * (its mean's rounding over that spread) passes any tolerance. On the H200 a
	 * two-pass f32 layernorm failed the per-element bound in rows of 8 (session 11);
	 * one-pass shortcuts are caught on the long rows every spec's test shapes have */
	if (dist == AKH_OFFSET && g.last[i] < AKH_OFFSET_MINROW)
		x.dist = AKH_NORMAL;
	x.rowlen = g.last[i];
	x.nspecial = t.nspecial;
	for (int k = 0; k < t.nspecial; k++)
		x.special[k] = t.special[k];
	if (akh_dtype_isint(t.dtype)) {
		/* without a declared range: small values of either sign */
		x.lo = t.hasvalues ? g.sh->lo[i] : -(1 << 20);
		x.hi = t.hasvalues ? g.sh->hi[i] : 1 << 20;
		x.nalso = t.nalso;
		for (int k = 0; k < t.nalso; k++)
			x.also[k] = (int64_t)llround(sc[t.also[k]]);
	}
	/* a broadcast call shows the candidate equal values along the broadcast
	 * dimensions: the dense buffer, which the reference and every check read, must
	 * hold the same, from the generator itself (so that the host's replay of it agrees) */
	if (l.bcast) {
		x.bmask = l.bcast;
		x.bnd = l.nd;
		for (int d = 0; d < l.nd; d++)
			x.bshape[d] = l.shape[d];
	}
	return x;
}

/* The scalars of a set: the spec's defaults on a shape's first trial (and where asked),
 * else drawn from the admitted ranges, so that a kernel that hard-wires a default
 * (eps, ignore_index) fails: a float log-uniformly over its range (bounded away from an
 * open end), rounded to a float when the launcher takes one; an integer from the whole
 * range or near zero (small values are ids, offsets, indices). */
static void akh_draw_scalars(uint64_t tseed, bool defaults, double *sc)
{
	for (int k = 0; k < h_op.nscalars; k++) {
		const h_scalar &d = h_op.scalars[k];
		uint64_t h = akh_mix64(tseed ^ (0x8ebc6af09c88c6e3ULL * (uint64_t)(k + 1)));
		double u = (double)(h >> 11) * 0x1.0p-53, v = d.value;
		sc[k] = d.value;
		if (defaults || (h & 3) == 0)
			continue;
		if (d.isint) {
			double lo = std::max(d.lo, -9.0e15), hi = std::min(d.hi, 9.0e15);
			if ((h & 4) && lo <= 1023 && hi >= -1024) {
				lo = std::max(lo, -1024.0);
				hi = std::min(hi, 1023.0);
			}
			v = std::floor(lo + u * (hi - lo + 1));
			v = std::min(std::max(v, lo), hi);
		} else {
			double lo = d.lo, hi = d.hi;
			if (!std::isfinite(lo))
				lo = -1e6;
			if (!std::isfinite(hi))
				hi = 1e6;
			if (lo >= 0 && hi > 0) {
				/* log-uniform: eps in (0, 1) from 1e-12 to 0.99 */
				double l = std::max(lo, hi * 1e-12), r = d.hiopen ? hi * 0.99 : hi;
				if (d.loopen && l <= lo)
					l = lo > 0 ? lo * 1.01 : hi * 1e-12;
				v = std::exp(std::log(l) + u * (std::log(r) - std::log(l)));
			} else {
				v = lo + u * (hi - lo);
			}
			if (d.isf32)
				v = (double)(float)v;
			if ((d.loopen && !(v > d.lo)) || (!d.loopen && v < d.lo) || (d.hiopen && !(v < d.hi)) || v > d.hi)
				v = d.value;
		}
		sc[k] = v;
	}
}

// ----------------------------------------------------------------------------
// layouts

/* tensor i's layout in a trial's calls: dense, or on a strided trial the kind its
 * spec's layout asks for (padded or permuted for an inner tensor of two or more
 * dimensions, broadcast for a broadcast one), drawn from the trial's seed */
static akh_layout akh_layout_of(const akh_geom &g, int i, uint64_t tseed, bool strided)
{
	const h_tensor &t = T(i);
	int64_t shape[H_MAX_DIMS];
	for (int d = 0; d < t.ndims; d++)
		shape[d] = t.dimsym[d] >= 0 ? g.sh->sym[t.dimsym[d]] : t.dimlit[d];
	const int es = akh_dtype_size(t.dtype);
	const uint64_t h = akh_mix64(tseed ^ (uint64_t)(i + 1) * 0x8f1bbcdcca62c1d6ULL);
	if (strided && t.layout == H_LAYOUT_INNER && t.ndims >= 2)
		return akh_strided_layout(shape, t.ndims, es, h);
	if (strided && t.layout == H_LAYOUT_BROADCAST)
		return akh_broadcast_layout(shape, t.ndims, es, h);
	return akh_dense_layout(shape, t.ndims);
}

/* "name[shape]:(strides)" of each strided tensor, for the fail events */
static void akh_layout_text(const akh_set *s, char *out, size_t n)
{
	size_t k = 0;
	out[0] = 0;
	for (int i = 0; i < h_op.ntensors && k < n; i++) {
		const akh_layout &l = s->lay[i];
		if (!l.strided)
			continue;
		k += (size_t)snprintf(out + k, n - k, "%s%s:(", k ? " " : "", T(i).name);
		for (int d = 0; d < l.nd && k < n; d++)
			k += (size_t)snprintf(out + k, n - k, "%s%lld", d ? "," : "", (long long)l.stride[d]);
		if (k < n)
			k += (size_t)snprintf(out + k, n - k, ")");
	}
}

/* A trial's set, allocated while the previous trial's is still held so that no address
 * repeats; when memory is short, *prev is freed first (the sentinels still catch an
 * output left over in reused memory). Out of memory even then: HARNESS_ERROR. Each
 * allocation is a whole number of 2 MiB pages (no other allocation shares them) and
 * every byte of it outside the tensor is a guard; each is shared with the candidate's
 * process. */
static akh_set *akh_new_set(const akh_geom &g, int copies, uint64_t tseed, int dist, akh_set **prev,
			    bool defaults, bool strided, int place)
{
	const size_t page = (size_t)2 << 20;
	for (int attempt = 0;; attempt++) {
		akh_set *s = new akh_set();
		memset(s->slot, 0xff, sizeof s->slot);
		memset(s->sslot, 0xff, sizeof s->sslot);
		s->copies = copies;
		s->tseed = tseed;
		akh_draw_scalars(tseed, defaults, s->sc);
		cudaError_t e = cudaSuccess;
		for (int i = 0; i < h_op.ntensors && e == cudaSuccess; i++) {
			size_t align = (size_t)std::max<int64_t>(T(i).align, akh_dtype_size(T(i).dtype));
			for (int c = 0; c < akh_ncopies(s, i) && e == cudaSuccess; c++) {
				akh_buf &b = s->b[i][c];
				b.alloc = (g.bytes[i] + 15 * std::max<size_t>(align, 256) + 256 + page - 1) / page * page;
				e = cudaMalloc(&b.base, b.alloc);
				if (e != cudaSuccess) {
					b.base = NULL;
					break;
				}
				b.p = b.base + akh_offset(tseed, i, c, align, place);
				s->slot[i][c] = akh_share(b.base, b.alloc);
			}
		}
		/* strided copies, where asked, of the inner and broadcast tensors */
		size_t mfree = 0, mtotal = 0, used = 0;
		if (strided && e == cudaSuccess)
			e = cudaMemGetInfo(&mfree, &mtotal);
		for (int i = 0; i < h_op.ntensors && e == cudaSuccess; i++) {
			s->lay[i] = akh_layout_of(g, i, tseed, false);
			const akh_layout l = akh_layout_of(g, i, tseed, strided);
			const size_t align = (size_t)std::max<int64_t>(T(i).align, akh_dtype_size(T(i).dtype));
			const size_t alloc = ((size_t)l.span * (size_t)akh_dtype_size(T(i).dtype) + 15 * std::max<size_t>(align, 256) +
					      256 + page - 1) / page * page;
			if (!l.strided || used + alloc > mfree / 4)
				continue;
			akh_buf &b = s->sb[i];
			e = cudaMalloc(&b.base, alloc);
			if (e != cudaSuccess) {
				b.base = NULL;
				break;
			}
			b.alloc = alloc;
			b.p = b.base + akh_offset(tseed ^ 0x5851f42d4c957f2dULL, i, 0, align, place);
			s->sslot[i] = akh_share(b.base, b.alloc);
			s->lay[i] = l;
			s->strided++;
			used += alloc;
		}
		for (int i = 0; i < h_op.ntensors && e == cudaSuccess; i++)
			s->g[i] = akh_gen_for(g, i, tseed, dist, s->sc, s->lay[i]);
		if (e == cudaSuccess)
			return s;
		cudaGetLastError();
		akh_free_set(s);
		if (e != cudaErrorMemoryAllocation)
			CK(e);
		if (attempt == 0 && prev && *prev) {
			akh_free_set(*prev);
			*prev = NULL;
			continue;
		}
		size_t fr = 0, tot = 0;
		cudaMemGetInfo(&fr, &tot);
		akh_herr("out of device memory at shape %d: %lld tensor elements in %d output copies, %zu MiB free",
			 g.si, (long long)g.total, copies, fr >> 20);
	}
}

// ----------------------------------------------------------------------------
// device-side work on whole tensors, dispatched by element size

#define AKH_DISPATCH(dtype, CALL16, CALL32, CALL64) \
	do { \
		switch (akh_dtype_size(dtype)) { \
		case 2: CALL16; break; \
		case 4: CALL32; break; \
		default: CALL64; break; \
		} \
		CK(cudaGetLastError()); \
	} while (0)

static void akh_dfill(int dt, void *p, int64_t n, uint64_t v)
{
	int bl = akh_blocks(n, 16);
	AKH_DISPATCH(dt, (akh_fill_kernel<uint16_t><<<bl, AKH_THREADS, 0, akh_hs>>>((uint16_t *)p, n, (uint16_t)v)),
		     (akh_fill_kernel<uint32_t><<<bl, AKH_THREADS, 0, akh_hs>>>((uint32_t *)p, n, (uint32_t)v)),
		     (akh_fill_kernel<uint64_t><<<bl, AKH_THREADS, 0, akh_hs>>>((uint64_t *)p, n, v)));
}

static void akh_dgen(void *p, int64_t n, const akh_gen &g, unsigned long long *hash)
{
	int bl = akh_blocks(n, 16);
	AKH_DISPATCH(g.dtype, (akh_gen_kernel<uint16_t><<<bl, AKH_THREADS, 0, akh_hs>>>((uint16_t *)p, n, g, hash)),
		     (akh_gen_kernel<uint32_t><<<bl, AKH_THREADS, 0, akh_hs>>>((uint32_t *)p, n, g, hash)),
		     (akh_gen_kernel<uint64_t><<<bl, AKH_THREADS, 0, akh_hs>>>((uint64_t *)p, n, g, hash)));
}

static void akh_dcount(int dt, const void *p, int64_t n, uint64_t v, akh_res *r)
{
	int bl = akh_blocks(n, 16);
	AKH_DISPATCH(dt, (akh_count_kernel<uint16_t><<<bl, AKH_THREADS, 0, akh_hs>>>((const uint16_t *)p, n, (uint16_t)v, r)),
		     (akh_count_kernel<uint32_t><<<bl, AKH_THREADS, 0, akh_hs>>>((const uint32_t *)p, n, (uint32_t)v, r)),
		     (akh_count_kernel<uint64_t><<<bl, AKH_THREADS, 0, akh_hs>>>((const uint64_t *)p, n, v, r)));
}

static void akh_ddiff(int dt, const void *a, const void *b, int64_t n, akh_res *r)
{
	int bl = akh_blocks(n, 16);
	AKH_DISPATCH(dt, (akh_diff_kernel<uint16_t><<<bl, AKH_THREADS, 0, akh_hs>>>((const uint16_t *)a, (const uint16_t *)b, n, r)),
		     (akh_diff_kernel<uint32_t><<<bl, AKH_THREADS, 0, akh_hs>>>((const uint32_t *)a, (const uint32_t *)b, n, r)),
		     (akh_diff_kernel<uint64_t><<<bl, AKH_THREADS, 0, akh_hs>>>((const uint64_t *)a, (const uint64_t *)b, n, r)));
}

static void akh_dregen(const void *p, int64_t n, const akh_gen &g, akh_res *r)
{
	int bl = akh_blocks(n, 16);
	AKH_DISPATCH(g.dtype, (akh_regen_kernel<uint16_t><<<bl, AKH_THREADS, 0, akh_hs>>>((const uint16_t *)p, n, g, r)),
		     (akh_regen_kernel<uint32_t><<<bl, AKH_THREADS, 0, akh_hs>>>((const uint32_t *)p, n, g, r)),
		     (akh_regen_kernel<uint64_t><<<bl, AKH_THREADS, 0, akh_hs>>>((const uint64_t *)p, n, g, r)));
}

static void akh_dhash(int dt, const void *p, int64_t n, uint64_t key, unsigned long long *out)
{
	int bl = akh_blocks(n, 16);
	AKH_DISPATCH(dt, (akh_hash_kernel<uint16_t><<<bl, AKH_THREADS, 0, akh_hs>>>((const uint16_t *)p, n, key, out)),
		     (akh_hash_kernel<uint32_t><<<bl, AKH_THREADS, 0, akh_hs>>>((const uint32_t *)p, n, key, out)),
		     (akh_hash_kernel<uint64_t><<<bl, AKH_THREADS, 0, akh_hs>>>((const uint64_t *)p, n, key, out)));
}

static void akh_dgather(int dt, const void *src, int64_t rowel, const int64_t *rows, int64_t k, void *dst)
{
	dim3 grid((unsigned)std::min<int64_t>((rowel + AKH_THREADS - 1) / AKH_THREADS, 1024),
		  (unsigned)std::min<int64_t>(k, 65535));
	AKH_DISPATCH(dt, (akh_gather_kernel<uint16_t><<<grid, AKH_THREADS, 0, akh_hs>>>((const uint16_t *)src, rowel, rows, k, (uint16_t *)dst)),
		     (akh_gather_kernel<uint32_t><<<grid, AKH_THREADS, 0, akh_hs>>>((const uint32_t *)src, rowel, rows, k, (uint32_t *)dst)),
		     (akh_gather_kernel<uint64_t><<<grid, AKH_THREADS, 0, akh_hs>>>((const uint64_t *)src, rowel, rows, k, (uint64_t *)dst)));
}

static void akh_dgather_nd(int dt, const void *src, const akh_nd_map &g, const int64_t *rows, const int64_t *cols,
			   int64_t n, void *dst)
{
	int bl = akh_blocks(n, 4);
	AKH_DISPATCH(dt, (akh_gather_nd_kernel<uint16_t><<<bl, AKH_THREADS, 0, akh_hs>>>((const uint16_t *)src, g, rows, cols, n, (uint16_t *)dst)),
		     (akh_gather_nd_kernel<uint32_t><<<bl, AKH_THREADS, 0, akh_hs>>>((const uint32_t *)src, g, rows, cols, n, (uint32_t *)dst)),
		     (akh_gather_nd_kernel<uint64_t><<<bl, AKH_THREADS, 0, akh_hs>>>((const uint64_t *)src, g, rows, cols, n, (uint64_t *)dst)));
}

static void akh_dguard(const akh_buf &b, size_t bytes, uint64_t key, int check, akh_res *r)
{
	int64_t npre = b.p - b.base, npost = (int64_t)(b.alloc - bytes) - npre;
	akh_guard_kernel<<<akh_blocks(npre + npost, 1), AKH_THREADS, 0, akh_hs>>>(
		(uint8_t *)b.base, npre, (uint8_t *)b.p + bytes, npost, key, check, r);
	CK(cudaGetLastError());
}

static void akh_drestride(int dt, void *dense, void *strided, int64_t n, const akh_layout &l, int in)
{
	int bl = akh_blocks(n, 16);
	AKH_DISPATCH(dt, (akh_restride_kernel<uint16_t><<<bl, AKH_THREADS, 0, akh_hs>>>((uint16_t *)dense, (uint16_t *)strided, n, l, in)),
		     (akh_restride_kernel<uint32_t><<<bl, AKH_THREADS, 0, akh_hs>>>((uint32_t *)dense, (uint32_t *)strided, n, l, in)),
		     (akh_restride_kernel<uint64_t><<<bl, AKH_THREADS, 0, akh_hs>>>((uint64_t *)dense, (uint64_t *)strided, n, l, in)));
}

/* the guard pattern in every byte of a strided copy's allocation but its elements'
 * (check 0), or the count of those that differ from it (check 1) */
static void akh_dsguard(int dt, const akh_buf &b, const akh_layout &l, uint64_t key, int check, akh_res *r)
{
	akh_sguard_kernel<<<akh_blocks((int64_t)b.alloc, 8), AKH_THREADS, 0, akh_hs>>>(
		(uint8_t *)b.base, (int64_t)b.alloc, (int64_t)(b.p - b.base), akh_dtype_size(dt), l, key, check, r);
	CK(cudaGetLastError());
}

/* NaN payloads arithmetic does not produce, and odd integer patterns; run 1 and run 2
 * of a trial use different ones */
static uint64_t akh_sentinel(int dtype, int which)
{
	static const uint64_t s[2][7] = {
		{0, 0x7fbb, 0x7e5b, 0x7fbadbad, 0x7ff4badbadbadbadULL, 0x5badbad5, 0x5badbad5badbad5ULL},
		{0, 0xffbb, 0xfe5b, 0xffbadbad, 0xfff4badbadbadbadULL, 0x6badbad7, 0x6badbad76badbad7ULL},
	};
	return s[which & 1][dtype];
}

static akh_res akh_hres[AKH_NRES];

static void akh_res_reset(void)
{
	for (int k = 0; k < AKH_NRES; k++)
		akh_hres[k] = akh_res{0, ~0ULL};
	CK(cudaMemcpyAsync(akh_dres, akh_hres, sizeof akh_hres, cudaMemcpyHostToDevice, akh_hs));
}

static void akh_res_read(void)
{
	CK(cudaStreamSynchronize(akh_hs));
	CK(cudaMemcpy(akh_hres, akh_dres, sizeof akh_hres, cudaMemcpyDeviceToHost));
}

/* one element's bits, from the device */
static uint64_t akh_peek(int dt, const char *p, int64_t i)
{
	uint64_t v = 0;
	int es = akh_dtype_size(dt);
	CK(cudaMemcpy(&v, p + i * es, (size_t)es, cudaMemcpyDeviceToHost));
	return v;
}

/* readies the candidate's buffers for a call: outputs hold sentinel `which`, inout
 * tensors their generated values again */
static void akh_refill(const akh_geom &g, akh_set *s, int which)
{
	for (int i = 0; i < h_op.ntensors; i++) {
		if (T(i).role == H_OUT)
			akh_dfill(T(i).dtype, s->b[i][0].p, g.n[i], akh_sentinel(T(i).dtype, which));
		else if (T(i).role == H_INOUT)
			akh_dgen(s->b[i][0].p, g.n[i], s->g[i], NULL);
	}
}

/* generates the inputs (hashing them), fills run 1's sentinels and the guards, clears
 * the result slots; with selftest, checks that the host regenerates what the device
 * wrote (the start and end of each input) */
static void akh_prepare(const akh_geom &g, akh_set *s, bool selftest)
{
	CK(cudaMemsetAsync(akh_dinhash, 0, 2 * H_MAX_TENSORS * sizeof(unsigned long long), akh_hs));
	for (int i = 0; i < h_op.ntensors; i++) {
		if (T(i).role == H_IN)
			akh_dgen(s->b[i][0].p, g.n[i], s->g[i], akh_dinhash + i);
		for (int c = 0; c < akh_ncopies(s, i); c++)
			akh_dguard(s->b[i][c], g.bytes[i], s->g[i].key + (uint64_t)c, 0, NULL);
		if (s->lay[i].strided)
			akh_dsguard(T(i).dtype, s->sb[i], s->lay[i], s->g[i].key + 2, 0, NULL);
	}
	akh_refill(g, s, 0);
	akh_res_reset();
	CK(cudaStreamSynchronize(akh_hs));
	CK(cudaMemcpy(s->inhash, akh_dinhash, sizeof s->inhash, cudaMemcpyDeviceToHost));
	if (!selftest)
		return;
	std::vector<uint8_t> buf;
	for (int i = 0; i < h_op.ntensors; i++) {
		if (T(i).role == H_OUT)
			continue;
		int es = akh_dtype_size(T(i).dtype);
		int64_t m = std::min<int64_t>(g.n[i], 4096);
		buf.resize((size_t)(m * es));
		for (int end = 0; end < 2; end++) {
			int64_t at = end ? g.n[i] - m : 0;
			CK(cudaMemcpy(buf.data(), s->b[i][0].p + at * es, (size_t)(m * es), cudaMemcpyDeviceToHost));
			for (int64_t f = 0; f < m; f++) {
				uint64_t dv = 0, hv = akh_gen_bits(s->g[i], at + f);
				memcpy(&dv, buf.data() + f * es, (size_t)es);
				if (es < 8)
					hv &= (1ULL << (8 * es)) - 1;
				if (dv != hv)
					akh_herr("the host and the device generate different values: tensor %s element %lld, "
						 "host 0x%llx, device 0x%llx", T(i).name, (long long)(at + f),
						 (unsigned long long)hv, (unsigned long long)dv);
			}
		}
	}
}

// ----------------------------------------------------------------------------
// running the candidate

static void akh_cupti_need(const char *why)
{
	if (why)
		akh_herr("%s", why);
}

/* Between run 1 and run 2 of a trial, both on the same buffers and inputs: counts
 * what still holds run 1's sentinel, keeps run 1's outputs aside in copy 1, refills
 * with run 2's sentinel. A candidate that skips a call it thinks it has seen (same
 * pointers as the last) leaves that sentinel. */
static void akh_between_runs(const akh_geom &g, akh_set *s)
{
	for (int i = 0; i < h_op.ntensors; i++) {
		if (T(i).role == H_OUT)
			akh_dcount(T(i).dtype, s->b[i][0].p, g.n[i], akh_sentinel(T(i).dtype, 0), akh_dres + 8 * i);
		if (akh_isout(i))
			CK(cudaMemcpyAsync(s->b[i][1].p, s->b[i][0].p, g.bytes[i], cudaMemcpyDeviceToDevice, akh_hs));
	}
	akh_refill(g, s, 1);
	CK(cudaStreamSynchronize(akh_hs));
}

/* Whole-tensor checks after the last of `runs` calls (slot 8i + c counts run c+1's
 * sentinels in output i; runs 0: after timed reps, outputs not counted): every output written, no byte around any tensor touched,
 * inputs unchanged (by hash; an input whose hash moved is then compared with the
 * generator element by element), run 2 bitwise equal to run 1. */
static void akh_device_checks(const akh_geom &g, akh_set *s, int runs)
{
	CK(cudaMemsetAsync(akh_dinhash + H_MAX_TENSORS, 0, H_MAX_TENSORS * sizeof(unsigned long long), akh_hs));
	for (int i = 0; i < h_op.ntensors; i++) {
		const h_tensor &t = T(i);
		akh_res *r = akh_dres + 8 * i;
		if (t.role == H_OUT && runs > 0)
			akh_dcount(t.dtype, s->b[i][0].p, g.n[i], akh_sentinel(t.dtype, runs - 1), r + runs - 1);
		if (akh_isout(i) && runs == 2)
			akh_ddiff(t.dtype, s->b[i][1].p, s->b[i][0].p, g.n[i], r + 2);
		if (t.role == H_IN)
			akh_dhash(t.dtype, s->b[i][0].p, g.n[i], s->g[i].key, akh_dinhash + H_MAX_TENSORS + i);
		for (int c = 0; c < akh_ncopies(s, i); c++)
			akh_dguard(s->b[i][c], g.bytes[i], s->g[i].key + (uint64_t)c, 1, r + 4 + c);
	}
	unsigned long long after[H_MAX_TENSORS];
	CK(cudaStreamSynchronize(akh_hs));
	CK(cudaMemcpy(after, akh_dinhash + H_MAX_TENSORS, sizeof after, cudaMemcpyDeviceToHost));
	for (int i = 0; i < h_op.ntensors; i++)
		if (T(i).role == H_IN && after[i] != s->inhash[i])
			akh_dregen(s->b[i][0].p, g.n[i], s->g[i], akh_dres + 8 * i + 3);
	akh_res_read();
	for (int i = 0; i < h_op.ntensors; i++)
		if (T(i).role == H_IN && after[i] != s->inhash[i] && akh_hres[8 * i + 3].count == 0)
			akh_herr("the hash of input %s changed but every element still holds its generated value", T(i).name);
	for (int i = 0; i < h_op.ntensors; i++)
		for (int c = 0; c < runs; c++) {
			const akh_res &r = akh_hres[8 * i + c];
			if (r.count == 0)
				continue;
			akh_json &j = fail_begin("FAIL_UNWRITTEN");
			jstr(j, "tensor", T(i).name);
			jint(j, "run", c + 1);
			jint(j, "count", (long long)r.count);
			jint(j, "elements", (long long)g.n[i]);
			jint(j, "first_index", (long long)r.first);
			char d[300];
			snprintf(d, sizeof d, "%llu of %lld elements of %s still hold run %d's sentinel after the call; the first at index %llu",
				 r.count, (long long)g.n[i], T(i).name, c + 1, r.first);
			jstr(j, "detail", d);
			fail_end(j, "FAIL_UNWRITTEN");
		}
	for (int i = 0; i < h_op.ntensors; i++)
		for (int c = 0; c < akh_ncopies(s, i); c++) {
			const akh_res &r = akh_hres[8 * i + 4 + c];
			const akh_buf &b = s->b[i][c];
			if (r.count > 0)
				fail_simple("FAIL_INPUT_MODIFIED", T(i).name,
					    "%llu bytes changed in the guard bytes around %s (%lld before it, %lld after it, inside its allocation): "
					    "a write out of the tensor's bounds", r.count, T(i).name, (long long)(b.p - b.base),
					    (long long)(b.alloc - g.bytes[i] - (size_t)(b.p - b.base)));
		}
	for (int i = 0; i < h_op.ntensors; i++) {
		const akh_res &r = akh_hres[8 * i + 3];
		if (T(i).role != H_IN || r.count == 0)
			continue;
		int dt = T(i).dtype;
		double now = akh_widen(dt, akh_peek(dt, s->b[i][0].p, (int64_t)r.first));
		double was = akh_widen(dt, akh_gen_bits(s->g[i], (int64_t)r.first));
		akh_json &j = fail_begin("FAIL_INPUT_MODIFIED");
		jstr(j, "tensor", T(i).name);
		jint(j, "count", (long long)r.count);
		jint(j, "first_index", (long long)r.first);
		jnum(j, "now", now);
		jnum(j, "was", was);
		char d[300];
		snprintf(d, sizeof d, "%llu of %lld elements of the input %s changed during the calls; the first at index %llu",
			 r.count, (long long)g.n[i], T(i).name, r.first);
		jstr(j, "detail", d);
		fail_end(j, "FAIL_INPUT_MODIFIED");
	}
	for (int i = 0; i < h_op.ntensors; i++) {
		const akh_res &r = akh_hres[8 * i + 2];
		if (!akh_isout(i) || runs < 2 || r.count == 0)
			continue;
		int dt = T(i).dtype;
		akh_json &j = fail_begin("FAIL_NONDETERMINISTIC");
		jstr(j, "tensor", T(i).name);
		jint(j, "count", (long long)r.count);
		jint(j, "first_index", (long long)r.first);
		jnum(j, "run1", akh_widen(dt, akh_peek(dt, s->b[i][1].p, (int64_t)r.first)));
		jnum(j, "run2", akh_widen(dt, akh_peek(dt, s->b[i][0].p, (int64_t)r.first)));
		char d[300];
		snprintf(d, sizeof d, "%llu of %lld elements of %s differ bitwise between two calls on the same inputs; the first at index %llu",
			 r.count, (long long)g.n[i], T(i).name, r.first);
		jstr(j, "detail", d);
		fail_end(j, "FAIL_NONDETERMINISTIC");
	}
}
