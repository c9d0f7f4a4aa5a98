/* harness_bench.cuh: the copy ceiling and the benchmark, timed from CUPTI's activity
 * records (harness_cupti.cuh): L2 flushed (write, then read) and outputs refilled before
 * every rep, the rep's buffers demoted to evict-normal in L2 after it, every rep's
 * outputs hashed against a verified run, the wall-clock cross-check, the roofline gate.
 * Part of harness.cu, which includes it once, in order, after the parts before it; not
 * a header of its own. */
#pragma once

// ----------------------------------------------------------------------------
// ceilings and bench, timed by CUPTI

#define AKH_MAX_REPS 20000
#define AKH_BLOCK 256
#define AKH_MAX_WARM 1000
/* a time under this fraction of the roofline floor is rejected (see akh_bench) */
#define AKH_FLOOR_GATE 0.90

/* The read ceiling: 1 GiB read by akh_read_kernel (no stores), 15 timed reads after 3
 * warm-ups, the median. Traffic that mostly reads runs HBM faster than a 1:1 copy
 * (the H200: cross-entropy, which reads its logits and writes a float a row, ran at
 * 111% of the copy ceiling), so the speed-of-light gate holds a candidate to this
 * one, the fastest any honest traffic can go, while roofline fractions stay against
 * the copy ceiling. Cheap: about 5 ms of reads, measured in every timing run. */
static double akh_read_ceiling(const char *src, size_t bytes)
{
	const int warm = 3, reps = 15;
	for (int r = 0; r < warm + reps; r++) {
		akh_cupti_need(akh_cupti_push(AKH_EXT_CEIL + 300 + (uint64_t)r));
		akh_read_kernel<<<akh_prop.multiProcessorCount * 8, AKH_THREADS, 0, akh_hs>>>((const int4 *)src,
											(int64_t)(bytes / 16), 0x7fffffff,
											(int *)src);
		CK(cudaGetLastError());
		akh_cupti_need(akh_cupti_pop());
	}
	CK(cudaDeviceSynchronize());
	std::vector<akh_call> calls;
	akh_cupti_need(akh_cupti_collect(AKH_EXT_CEIL + 300, warm + reps, calls, NULL));
	std::vector<double> t;
	for (int r = warm; r < warm + reps; r++) {
		if (calls[(size_t)r].kernels < 1)
			akh_herr("CUPTI recorded no activity for a read-ceiling kernel");
		t.push_back((double)(calls[(size_t)r].last - calls[(size_t)r].first));
	}
	return (double)bytes / akh_median(t);	/* bytes/ns = GB/s */
}

/* The copy ceiling: 1 GiB device-to-device, by cudaMemcpyAsync and by our 16-byte copy
 * kernel, 15 timed copies each after 3 warm-ups; the better median, counting bytes read
 * plus written. */
static double akh_ceilings(double *read_gbps, akh_mma *mm)
{
	const size_t bytes = (size_t)1 << 30;
	const int warm = 3, reps = 15;
	char *src = NULL, *dst = NULL;
	if (cudaMalloc(&src, bytes) != cudaSuccess || cudaMalloc(&dst, bytes) != cudaSuccess)
		akh_herr("out of device memory for the 1 GiB copy buffers");
	akh_flush_kernel<<<akh_blocks((int64_t)(bytes / 16), 8), AKH_THREADS, 0, akh_hs>>>((int4 *)src, (int64_t)(bytes / 16), 0x2a);
	CK(cudaGetLastError());
	CK(cudaDeviceSynchronize());
	for (int r = 0; r < warm + reps; r++) {
		akh_cupti_need(akh_cupti_push(AKH_EXT_CEIL + (uint64_t)r));
		CK(cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToDevice, akh_hs));
		akh_cupti_need(akh_cupti_pop());
	}
	for (int r = 0; r < warm + reps; r++) {
		akh_cupti_need(akh_cupti_push(AKH_EXT_CEIL + 100 + (uint64_t)r));
		akh_copy_kernel<<<akh_prop.multiProcessorCount * 8, AKH_THREADS, 0, akh_hs>>>((const int4 *)src, (int4 *)dst,
											     (int64_t)(bytes / 16));
		CK(cudaGetLastError());
		akh_cupti_need(akh_cupti_pop());
	}
	CK(cudaDeviceSynchronize());
	std::vector<akh_call> calls;
	akh_cupti_need(akh_cupti_collect(AKH_EXT_CEIL, 200, calls, NULL));
	std::vector<double> tm, tk;
	for (int r = warm; r < warm + reps; r++) {
		if (calls[(size_t)r].copies < 1 || calls[(size_t)(100 + r)].kernels < 1)
			akh_herr("CUPTI recorded no activity for a ceiling copy");
		tm.push_back((double)(calls[(size_t)r].last - calls[(size_t)r].first));
		tk.push_back((double)(calls[(size_t)(100 + r)].last - calls[(size_t)(100 + r)].first));
	}
	double gm = 2.0 * (double)bytes / akh_median(tm), gk = 2.0 * (double)bytes / akh_median(tk);	/* bytes/ns = GB/s */
	double gr = akh_read_ceiling(src, bytes);
	CK(cudaFree(src));
	CK(cudaFree(dst));
	*mm = akh_mma_measure();
	akh_json &j = jevent("ceiling");
	jnum(j, "copy_gbps", std::max(gm, gk));
	jstr(j, "method", gm >= gk ? "cudaMemcpyAsync" : "akh_copy_kernel");
	jint(j, "bytes", (long long)(2 * bytes));
	jnum(j, "memcpy_gbps", gm);
	jnum(j, "kernel_gbps", gk);
	jnum(j, "read_gbps", gr);
	jint(j, "reps", reps);
	akh_mma_json(j, *mm);
	jemit(j);
	*read_gbps = gr;
	return std::max(gm, gk);
}

/* the SM clock and the active clock-event (throttle) reasons, from nvidia-smi under a
 * timeout; -1 and "" when it is missing or says nothing we can read */
static void akh_clocks(int *mhz, char *thr, size_t thrn)
{
	*mhz = -1;
	thr[0] = 0;
	char bus[32] = "", cmd[300], line[256];
	int dev = 0;
	cudaGetDevice(&dev);
	if (cudaDeviceGetPCIBusId(bus, sizeof bus, dev) != cudaSuccess || strspn(bus, "0123456789abcdefABCDEF:.") != strlen(bus))
		bus[0] = 0;
	snprintf(cmd, sizeof cmd, "timeout 5 nvidia-smi %s%s --query-gpu=clocks.sm,clocks_event_reasons.active "
		 "--format=csv,noheader,nounits 2>/dev/null", bus[0] ? "-i " : "", bus);
	FILE *f = popen(cmd, "r");
	if (!f)
		return;
	if (fgets(line, sizeof line, f)) {
		int v = 0;
		char t[64] = "";
		if (sscanf(line, "%d , %63s", &v, t) == 2 && strncmp(t, "0x", 2) == 0) {
			*mhz = v;
			snprintf(thr, thrn, "%s", t);
		}
	}
	while (fgets(line, sizeof line, f))
		;
	pclose(f);
}

/* sums a hash of every output of run `copy` into *slot */
static void akh_hash_outputs(const akh_geom &g, akh_set *s, int copy, unsigned long long *slot)
{
	for (int i = 0; i < h_op.ntensors; i++)
		if (akh_isout(i))
			akh_dhash(T(i).dtype, s->b[i][copy].p, g.n[i], 0x9e3779b97f4a7c15ULL * (uint64_t)(i + 1), slot);
}

/* the checker's own hash of a set's outputs (copy 0), from device memory */
static unsigned long long akh_outputs_hash(const akh_geom &g, akh_set *s)
{
	unsigned long long h = 0;
	CK(cudaMemsetAsync(akh_dhslots, 0, sizeof(unsigned long long), akh_hs));
	akh_hash_outputs(g, s, 0, akh_dhslots);
	CK(cudaStreamSynchronize(akh_hs));
	CK(cudaMemcpy(&h, akh_dhslots, sizeof h, cudaMemcpyDeviceToHost));
	return h;
}

/* what a timed rep does besides the call (harness_call.cuh's akh_repplan) for a set */
static void akh_plan_of(const akh_geom &g, const akh_set *s, uint32_t poison, akh_repplan *p)
{
	memset(p, 0, sizeof *p);
	for (int i = 0; i < h_op.ntensors; i++) {
		p->n[i] = g.n[i];
		p->sentinel[i] = akh_sentinel(T(i).dtype, 0);
		p->gen[i] = s->g[i];
		for (int c = 0; c < akh_ncopies(s, i); c++)
			if (s->b[i][c].base && p->nbase < 2 * H_MAX_TENSORS) {
				/* slots travel in the pointers' place */
				p->base[p->nbase] = (void *)(intptr_t)s->slot[i][c];
				p->alloc[p->nbase++] = s->b[i][c].alloc;
			}
	}
	p->poison = poison;
}

/* A block of n timed reps on set s in the candidate's process, judged in this order:
 * every rep's outputs as the runner hashed them equal the verified run's, all its work
 * on its stream, a kernel in each; then the checker's own view of device memory after
 * the block: the last rep's outputs hash as the verified run's did, the inputs and every
 * guard byte are as they were. Appends each rep's device time (us). */
static void akh_block(const akh_geom &g, akh_set *s, int n, unsigned long long want, const char *what,
		      std::vector<double> *us, int *kmax, int *cmax, long long *unattr)
{
	static akh_req q;
	memset(&q, 0, sizeof q);
	q.op = AKH_OP_REPS;
	akh_args_of(g, s, &q.a);
	q.n = n;
	q.ext = akh_next_ext;
	akh_next_ext += (uint64_t)n;
	akh_plan_of(g, s, (uint32_t)akh_mix64(s->tseed ^ q.ext), &q.plan);
	CK(cudaStreamSynchronize(akh_hs));
	const akh_reply &r = akh_transact(q, what);
	akh_judge_call(r.r, what);
	if (r.n != n)
		fail_simple("CRASH", NULL, "%s: the process running the candidate ran %d of %d reps", what, r.n, n);
	for (int k = 0; k < n; k++) {
		const akh_rep1 &x = r.rep[k];
		if (x.hash != want)
			fail_simple("FAIL_BENCH_RECHECK", NULL, "the outputs of %s %d differ from the verified run on the same "
				    "inputs (hash 0x%llx, not 0x%llx): a result that changes under benchmark conditions", what, k,
				    (unsigned long long)x.hash, want);
		if (x.kernels == 0 && x.copies > 0)
			fail_simple("FAIL_WALL_MISMATCH", NULL, "%s %d ran no kernel, only %d copies or memsets: work the kernel "
				    "records do not show", what, k, x.copies);
		if (x.kernels == 0)
			fail_simple("REJECT_TOO_FAST", NULL, "%s %d ran no kernel, and no copy: no work seen", what, k);
		if (!(x.us > 0) || !(x.us < 1e7))
			fail_simple("CRASH", NULL, "%s %d: the process running the candidate reported a time of %g us", what, k,
				    (double)x.us);
		if (us)
			us->push_back((double)x.us);
		*kmax = std::max<int>(*kmax, x.kernels);
		*cmax = std::max<int>(*cmax, x.copies);
	}
	*unattr += r.r.unattr;
	/* the checker's own look: what the runner says above is a claim */
	unsigned long long h = akh_outputs_hash(g, s);
	if (h != want)
		fail_simple("FAIL_BENCH_RECHECK", NULL, "after %d %ss the outputs in device memory differ from the verified "
			    "run on the same inputs (hash 0x%llx, not 0x%llx)", n, what, h, want);
	akh_res_reset();
	akh_device_checks(g, s, 0);
}

/* a fresh verification in a bench set's own buffers, among the timed reps and made the
 * same way (a block of one rep: refilled, flushed, queued), with new values and scalars:
 * the call cannot tell it from a timed one. Returns the outputs' new hash. */
static unsigned long long akh_interleaved(const akh_geom &g, akh_set *s, uint64_t tseed, int dist, akh_tally *tally,
					  int *kmax, int *cmax, long long *unattr)
{
	akh_at.phase = "bench_interleaved";
	akh_at.tseed = tseed;
	akh_at.dist = dist;
	s->tseed = tseed;
	akh_draw_scalars(tseed, false, s->sc);
	for (int i = 0; i < h_op.ntensors; i++)
		s->g[i] = akh_gen_for(g, i, tseed, dist, s->sc, s->lay[i]);
	akh_prepare(g, s, false);
	static akh_req q;
	memset(&q, 0, sizeof q);
	q.op = AKH_OP_REPS;
	akh_args_of(g, s, &q.a);
	q.n = 1;
	q.ext = akh_next_ext++;
	akh_plan_of(g, s, (uint32_t)akh_mix64(tseed), &q.plan);
	CK(cudaStreamSynchronize(akh_hs));
	const akh_reply &r = akh_transact(q, "bench rep");
	akh_judge_call(r.r, "bench rep");
	*kmax = std::max<int>(*kmax, r.rep[0].kernels);
	*cmax = std::max<int>(*cmax, r.rep[0].copies);
	*unattr += r.r.unattr;
	akh_res_reset();
	akh_device_checks(g, s, 1);
	akh_reference_check(g, s, 0, 2000, tally, false);
	akh_at.phase = "bench";
	return akh_outputs_hash(g, s);
}

/* a bench set's placement: the even sets' tensors where an allocator puts them, the odd
 * sets' at the least alignment the spec promises (akh_offset). The median is the first
 * kind's, what callers get from cudaMalloc or PyTorch; the second is reported beside it
 * (min_align_median_us), so that a kernel slow at the spec's placements is seen. Both
 * kinds are verified in their own buffers before and among the timed reps. */
static int akh_set_place(int k)
{
	return k % 2 ? AKH_PLACE_MIN : AKH_PLACE_ALLOC;
}

/* One bench shape. Several input sets, each placed, filled and given scalars as a
 * verification trial's are, verified; then timed reps in blocks of random length on the
 * sets in turn (a benchmark loop's pattern: the same pointers many times), each rep
 * refilled, demoted, flushed and queued in the candidate's process and timed there by
 * CUPTI; after every block the checker's own look at device memory; verifications in
 * the sets' own buffers interleaved at random among the blocks; the wall-clock
 * cross-check; the roofline gate. */
static void akh_bench_shape(int si, uint64_t seed, double gbps, double gate_gbps, double tflops, double gate_tflops,
			    double min_ms, double warm_ms)
{
	auto t0 = std::chrono::steady_clock::now();
	akh_geom g = akh_geometry(si);
	akh_tally tally;
	memset(&tally, 0, sizeof tally);
	akh_at.shape = si;
	akh_at.phase = "bench_verify";

	/* up to eight sets where they fit four times over in free memory */
	size_t fr = 0, tot = 0, setbytes = 0;
	CK(cudaMemGetInfo(&fr, &tot));
	for (int i = 0; i < h_op.ntensors; i++)
		setbytes += g.bytes[i] + ((size_t)4 << 20);
	int nsets = (int)std::max<size_t>(1, std::min<size_t>(8, fr / std::max<size_t>(1, setbytes * 4)));
	akh_set *sets[8] = {NULL};
	unsigned long long want[8] = {0};
	uint64_t rng = akh_mix64(seed ^ 0x2d358dccaa6c78a5ULL ^ (uint64_t)si);
	auto draw = [&]() { return rng = akh_mix64(rng + 0x9e3779b97f4a7c15ULL); };
	for (int k = 0; k < nsets; k++) {
		uint64_t ts = akh_trial_seed(seed, si, 1000 + k);
		int dist = (int)(draw() % AKH_NDIST);
		akh_at.trial = 1000 + k;
		akh_at.tseed = ts;
		akh_at.dist = dist;
		sets[k] = akh_new_set(g, 1, ts, dist, NULL, k == 0, false, akh_set_place(k));
		akh_prepare(g, sets[k], k == 0);
		akh_run(g, sets[k], "bench verification run");
		akh_device_checks(g, sets[k], 1);
		akh_reference_check(g, sets[k], 0, 1000 + k, &tally, false);
		want[k] = akh_outputs_hash(g, sets[k]);
	}
	akh_at.trial = -1;
	akh_at.phase = "bench";

	std::vector<double> us, usp[2];	/* every timed rep's time; by its set's placement */
	int kmax = 0, cmax = 0, blocks = 0, interleaved = 0, reps = 0;
	long long unattr = 0;
	/* a block's length: random in [AKH_REPS_MAX / 4, AKH_REPS_MAX], capped by what is left */
	auto blocklen = [&](int cap) {
		int n = AKH_REPS_MAX / 4 + (int)(draw() % (uint64_t)(AKH_REPS_MAX - AKH_REPS_MAX / 4 + 1));
		return std::max(1, std::min(n, cap));
	};

	/* warm-up: its time estimates the reps needed */
	auto tw = std::chrono::steady_clock::now();
	while (reps < 2 || (reps < AKH_MAX_WARM && akh_ms_since(tw) < warm_ms)) {
		int k = blocks++ % nsets, n = blocklen(std::max(2, AKH_MAX_WARM - reps));
		akh_block(g, sets[k], n, want[k], "warm-up rep", &us, &kmax, &cmax, &unattr);
		reps += n;
	}
	double est = std::max(1.0, akh_median(us));
	us.clear();
	const int r0 = reps;

	/* timed: until min_ms of device time in the calls, AKH_MAX_REPS reps or 30 s; a
	 * verification interleaved before a quarter of the blocks, and at least once */
	double acc = 0;
	auto tt = std::chrono::steady_clock::now();
	for (;;) {
		int need = (int)std::min<double>(AKH_MAX_REPS - (reps - r0), std::max(10.0, ceil((min_ms * 1000 - acc) / est)));
		/* and until both kinds of set have timed reps (the sets take turns) */
		while (need > 0 || usp[AKH_PLACE_ALLOC].empty() || (nsets > 1 && usp[AKH_PLACE_MIN].empty())) {
			int k = blocks++ % nsets;
			if (draw() % 4 == 0 || (interleaved == 0 && need <= AKH_REPS_MAX)) {
				uint64_t ts = akh_trial_seed(seed, si, 3000 + interleaved);
				want[k] = akh_interleaved(g, sets[k], ts, (int)(draw() % AKH_NDIST), &tally, &kmax, &cmax,
							  &unattr);
				interleaved++;
			}
			int n = blocklen(need);
			size_t have = us.size();
			akh_block(g, sets[k], n, want[k], "timed rep", &us, &kmax, &cmax, &unattr);
			for (size_t q = have; q < us.size(); q++) {
				acc += us[q];
				usp[akh_set_place(k)].push_back(us[q]);
			}
			reps += n;
			need -= n;
		}
		if (acc >= min_ms * 1000 || reps - r0 >= AKH_MAX_REPS || akh_ms_since(tt) > 30000)
			break;
		est = std::max(1.0, acc / (double)us.size());
	}

	/* wall clock: back-to-back calls, no flush, one device-wide sync at the end, timed by
	 * the checker around the request (the runner's own figure is only a claim); then
	 * one more call on refilled outputs, checked here. Set 0, whose tensors an
	 * allocator would have placed, as the median's reps. */
	double median = akh_median(usp[AKH_PLACE_ALLOC]);
	const std::vector<double> &umin = usp[AKH_PLACE_MIN];
	int nw = (int)std::max(20.0, std::min(2000.0, 50000.0 / std::max(median, 1.0)));
	{
		static akh_req q;
		memset(&q, 0, sizeof q);
		q.op = AKH_OP_WALL;
		akh_args_of(g, sets[0], &q.a);
		q.n = nw;
		q.ext = akh_next_ext;
		akh_next_ext += (uint64_t)nw;
		CK(cudaStreamSynchronize(akh_hs));
		auto tc = std::chrono::steady_clock::now();
		const akh_reply &r = akh_transact(q, "back-to-back call");
		double wall = akh_ms_since(tc) * 1000.0 / nw;
		akh_judge_call(r.r, "back-to-back call");
		unattr += r.r.unattr;
		if (r.r.kernels == 0)
			fail_simple("REJECT_TOO_FAST", NULL, "back-to-back calls ran no kernel: no work seen");
		if (unattr > 0)
			fail_simple("FAIL_WALL_MISMATCH", NULL, "%lld kernels ran outside any launcher call (left running after "
				    "the call returned): work the timer cannot charge", unattr);
		if (wall > 3 * median + 50)
			fail_simple("FAIL_WALL_MISMATCH", NULL, "%.1f us of wall time per call against %.1f us of device time "
				    "(limit 3x + 50 us): work hidden from the kernel records", wall, median);
		akh_refill(g, sets[0], 0);	/* inout tensors too: the last call starts from the verified inputs */
		akh_res_reset();
		akh_run(g, sets[0], "back-to-back call");
		akh_device_checks(g, sets[0], 1);
		if (akh_outputs_hash(g, sets[0]) != want[0])
			fail_simple("FAIL_BENCH_RECHECK", NULL, "a call after back-to-back calls gave other outputs than the "
				    "verified run on the same inputs: a result that changes under benchmark conditions");
		akh_at.phase = NULL;
		/* The floor: the greater of the bytes at the copy ceiling and the flops at the
		 * matrix ceiling (GB/s = 1e3 bytes/us, TFLOP/s = 1e6 flops/us), where the
		 * ceiling is the arch's full rate (else the bytes alone: an understated
		 * ceiling would overstate it). */
		const double mem_us = g.sh->bytes / (gbps * 1e3);
		const double mma_us = tflops > 0 ? g.sh->flops / (tflops * 1e6) : 0;
		const double floor_us = std::max(mem_us, mma_us);
		/* The gate: no honest call moves its bytes faster than the greater of the copy
		 * ceiling and the read ceiling (traffic that reads more than it writes runs HBM
		 * faster than a 1:1 copy: torch.compile's silu_and_mul, two reads per write, at
		 * 104-105% of the copy ceiling on the H200, cross-entropy at 111%), nor does
		 * its flops faster than the matrix ceiling (the greater of the run's and the
		 * one measured here). 10% of headroom on top for timing noise; anything past
		 * 95% of the floor is flagged for a second look. */
		const double gate_mem = g.sh->bytes / (gate_gbps * 1e3);
		const double gate_mma = gate_tflops > 0 ? g.sh->flops / (gate_tflops * 1e6) : 0;
		const double gate_us = AKH_FLOOR_GATE * std::max(gate_mem, gate_mma);
		if (median < gate_us && gate_mma > gate_mem)
			fail_simple("REJECT_TOO_FAST", NULL, "median %.2f us is under %.0f%% of the fastest the flops can run, "
				    "%.2f us (%.0f flops at %.0f TFLOP/s, the matrix ceiling): a measurement error or a cheat",
				    median, 100 * AKH_FLOOR_GATE, gate_mma, g.sh->flops, gate_tflops);
		if (median < gate_us)
			fail_simple("REJECT_TOO_FAST", NULL, "median %.2f us is under %.0f%% of the fastest the bytes can move, "
				    "%.2f us (%.0f bytes at %.0f GB/s, the greater of the copy and read ceilings): a measurement "
				    "error or a cheat", median, 100 * AKH_FLOOR_GATE, gate_mem, g.sh->bytes, gate_gbps);

		int mhz;
		char thr[64];
		akh_clocks(&mhz, thr, sizeof thr);
		akh_json &j = jevent("bench");
		jint(j, "shape", si);
		jint(j, "index", g.sh->index);
		akh_sym_json(j, g);
		jnum(j, "median_us", median);
		jnum(j, "p10_us", akh_pct(usp[AKH_PLACE_ALLOC], 0.1));
		jnum(j, "p90_us", akh_pct(usp[AKH_PLACE_ALLOC], 0.9));
		jint(j, "reps", (long long)us.size());
		jint(j, "alloc_reps", (long long)usp[AKH_PLACE_ALLOC].size());
		/* the sets at the spec's least alignment; null with one set (memory) */
		if (umin.empty()) {
			jnull(j, "min_align_median_us");
			jnull(j, "min_align_ratio");
		} else {
			jnum(j, "min_align_median_us", akh_median(umin));
			jnum(j, "min_align_ratio", akh_median(umin) / median);
		}
		jint(j, "warmup_reps", r0);
		jint(j, "sets", nsets);
		jint(j, "blocks", blocks);
		jint(j, "interleaved", interleaved);
		jint(j, "kernels_per_call", kmax);
		jint(j, "copies_per_call", cmax);
		jnum(j, "kernel_ms", acc / 1000);
		jnum(j, "wall_us", wall);
		jnum(j, "floor_us", floor_us);
		jnum(j, "mem_floor_us", mem_us);
		if (tflops > 0)
			jnum(j, "mma_floor_us", mma_us);
		else
			jnull(j, "mma_floor_us");
		jnum(j, "roofline_frac", floor_us / median);
		jnum(j, "gate_us", gate_us);
		jnum(j, "gbps", g.sh->bytes / (median * 1e3));
		if (mhz >= 0)
			jint(j, "sm_clock_mhz", mhz);
		else
			jnull(j, "sm_clock_mhz");
		jstr(j, "throttle", thr[0] ? thr : NULL);
		jstr(j, "flag", median < floor_us / 0.95 ? "near_floor" : NULL);
		jnum(j, "ms", akh_ms_since(t0));
		jemit(j);
	}
	for (int k = 0; k < nsets; k++)
		akh_free_set(sets[k]);
}
