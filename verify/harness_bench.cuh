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

static double akh_median(std::vector<double> v)
{
	std::sort(v.begin(), v.end());
	size_t n = v.size();
	return n == 0 ? NAN : n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

static double akh_pct(std::vector<double> v, double p)
{
	std::sort(v.begin(), v.end());
	return v.empty() ? NAN : v[(size_t)(p * (double)(v.size() - 1) + 0.5)];
}

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
static double akh_ceilings(double *read_gbps)
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
	akh_json &j = jevent("ceiling");
	jnum(j, "copy_gbps", std::max(gm, gk));
	jstr(j, "method", gm >= gk ? "cudaMemcpyAsync" : "akh_copy_kernel");
	jint(j, "bytes", (long long)(2 * bytes));
	jnum(j, "memcpy_gbps", gm);
	jnum(j, "kernel_gbps", gk);
	jnum(j, "read_gbps", gr);
	jint(j, "reps", reps);
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

/* A batch of calls, judged in this order: every call's outputs equal the verified
 * run's on the same inputs (by hash: a fast path that only triggers under benchmark
 * conditions shows here), all its work went to its stream, and it ran a kernel (only
 * copies or memsets: work the kernel records do not show; nothing at all: no work
 * seen). Appends each call's device time (us) to *us. Calls from hash_from on are
 * rechecked: slot[q] holds call q's hash, set_of(q) the input set it ran on. */
template <class F>
static void akh_judge(const char *what, uint64_t base, int n, int hash_from, const unsigned long long *slot,
		      const unsigned long long *want, F set_of, std::vector<double> *us, int *kmax, int *cmax,
		      long long *unattr)
{
	std::vector<akh_call> calls;
	std::vector<unsigned long long> got((size_t)n);
	akh_cupti_need(akh_cupti_collect(base, (size_t)n, calls, unattr));
	CK(cudaStreamSynchronize(akh_hs));
	if (n > 0)
		CK(cudaMemcpy(got.data(), slot, (size_t)n * sizeof got[0], cudaMemcpyDeviceToHost));
	for (int q = hash_from; q < n; q++)
		if (got[(size_t)q] != want[set_of(q)])
			fail_simple("FAIL_BENCH_RECHECK", NULL, "the outputs of %s %d (input set %d) differ from the verified "
				    "run on the same inputs (hash 0x%llx, not 0x%llx): a result that changes under benchmark "
				    "conditions", what, q, set_of(q), got[(size_t)q], want[set_of(q)]);
	for (int q = 0; q < n; q++) {
		const akh_call &c = calls[(size_t)q];
		akh_call_stream(c, what);
		if (c.kernels == 0 && c.copies > 0)
			fail_simple("FAIL_WALL_MISMATCH", NULL, "%s %d ran no kernel, only %d copies or memsets: work the kernel "
				    "records do not show", what, q, c.copies);
		if (c.kernels == 0)
			fail_simple("REJECT_TOO_FAST", NULL, "%s %d ran no kernel, and no copy: no work seen", what, q);
		if (us)
			us->push_back((double)(c.last - c.first) / 1000.0);
		*kmax = std::max(*kmax, c.kernels);
		*cmax = std::max(*cmax, c.copies);
	}
}

/* every buffer of a set, guards included, demoted to evict-normal in L2 (see
 * akh_demote_kernel): what the candidate marked evict-last goes with the flush */
static void akh_demote_set(const akh_set *s)
{
	for (int i = 0; i < h_op.ntensors; i++)
		for (int c = 0; c < akh_ncopies(s, i); c++) {
			const akh_buf &b = s->b[i][c];
			const int64_t lines = (int64_t)((b.alloc + 127) / 128);
			if (b.base && lines > 0)
				akh_demote_kernel<<<akh_blocks(lines, 8), AKH_THREADS, 0, akh_hs>>>(b.base, lines);
		}
	CK(cudaGetLastError());
}

/* One bench shape: a verified run on each input set, then reps timed by CUPTI with L2
 * flushed and outputs sentinel-filled before each (untimed), each rep's outputs hashed
 * against its set's verified run; the wall-clock cross-check; the roofline gate. */
static void akh_bench_shape(int si, uint64_t seed, double gbps, double gate_gbps, double min_ms, double warm_ms)
{
	auto t0 = std::chrono::steady_clock::now();
	akh_geom g = akh_geometry(si);
	akh_tally tally;
	memset(&tally, 0, sizeof tally);
	akh_at.shape = si;
	akh_at.phase = "bench_verify";

	/* two input sets where they fit four times over in free memory */
	size_t fr = 0, tot = 0, setbytes = 0;
	CK(cudaMemGetInfo(&fr, &tot));
	for (int i = 0; i < h_op.ntensors; i++)
		setbytes += g.bytes[i];
	const int nsets = setbytes * 8 < fr ? 2 : 1;
	akh_set *sets[2] = {NULL, NULL};
	unsigned long long want[2] = {0, 0};
	for (int s = 0; s < nsets; s++) {
		uint64_t ts = akh_trial_seed(seed, si, 1000 + s);
		akh_at.trial = 1000 + s;
		akh_at.tseed = ts;
		akh_at.dist = AKH_NORMAL;
		sets[s] = akh_new_set(g, 1, ts, AKH_NORMAL, NULL, true);
		akh_prepare(g, sets[s], s == 0);
		akh_run(g, sets[s], AKH_EXT_VERIFY + (uint64_t)s, "bench verification run");
		akh_sync_candidate("bench verification run");
		akh_device_checks(g, sets[s], 1);
		akh_reference_check(g, sets[s], 0, 1000 + s, &tally);
		CK(cudaMemsetAsync(akh_dhslots, 0, sizeof(unsigned long long), akh_hs));
		akh_hash_outputs(g, sets[s], 0, akh_dhslots);
		CK(cudaStreamSynchronize(akh_hs));
		CK(cudaMemcpy(&want[s], akh_dhslots, sizeof want[s], cudaMemcpyDeviceToHost));
	}
	akh_at.trial = -1;
	akh_at.phase = "bench";

	/* the L2 flush: one buffer written, then another read, each three times the L2, so
	 * the lines the candidate reads next come from memory and no copy of them survives;
	 * reading last leaves only clean lines, whose eviction costs the timed call nothing
	 * (a flush that ends in writes leaves the L2 dirty, and the candidate's first misses
	 * then pay for writing the flush back: 2-23% longer on the H200, as measured against
	 * bench/compare.py, which flushes this way too) */
	const int64_t flushn = std::max<int64_t>((int64_t)3 * akh_prop.l2CacheSize, (int64_t)64 << 20) / 16;
	int4 *flush = NULL;
	if (cudaMalloc(&flush, (size_t)flushn * 2 * 16) != cudaSuccess)
		akh_herr("out of device memory for the L2 flush buffers");
	akh_flush_kernel<<<akh_blocks(flushn, 8), AKH_THREADS, 0, akh_hs>>>(flush + flushn, flushn, 0x2b);
	CK(cudaGetLastError());
	CK(cudaMemsetAsync(akh_dhslots, 0, AKH_NHASH * sizeof(unsigned long long), akh_hs));
	cudaEvent_t flushed;
	CK(cudaEventCreateWithFlags(&flushed, cudaEventDisableTiming));

	/* Reps run on one input set for AKH_BLOCK in a row, as a benchmark loop calls with
	 * the same pointers: a fast path waiting for that pattern triggers inside the
	 * rechecked reps, not after them. The call waits for the flush on the device (an
	 * event), not on the host: it is queued behind the flush and starts the moment the
	 * flush ends, as a call does behind the kernel before it in a model (and in
	 * bench/compare.py). A host sync there left the GPU idle between flush and call:
	 * on the H200 softmax bf16 4096x32768 then timed at 84% of the copy ceiling, 92%
	 * queued, 96% in compare.py (bench/results/2026-11-30-h200-session4). */
	int r = 0;	/* reps so far, warm-up included: the hash slot and external id */
	auto set_of = [&](int q) { return (q / AKH_BLOCK) % nsets; };
	for (int q = 0; q < nsets; q++)
		akh_demote_set(sets[q]);
	auto rep = [&]() {
		akh_set *s = sets[set_of(r)];
		akh_refill(g, s, 0);
		akh_flush_kernel<<<akh_blocks(flushn, 8), AKH_THREADS, 0, akh_hs>>>(flush, flushn, r);
		akh_flush_read_kernel<<<akh_blocks(flushn, 8), AKH_THREADS, 0, akh_hs>>>(flush + flushn, flushn, r,
											    (int *)flush);
		CK(cudaGetLastError());
		CK(cudaEventRecord(flushed, akh_hs));
		CK(cudaStreamWaitEvent(akh_cs, flushed, 0));
		akh_run(g, s, AKH_EXT_REP + (uint64_t)r, "bench rep");
		akh_sync_candidate("bench rep");
		akh_hash_outputs(g, s, 0, akh_dhslots + r);
		akh_demote_set(s);
		r++;
	};
	std::vector<double> us;
	int kmax = 0, cmax = 0;
	long long unattr = 0;

	/* warm-up: its time estimates the reps needed */
	auto tw = std::chrono::steady_clock::now();
	while (r < 2 || (r < AKH_MAX_WARM && akh_ms_since(tw) < warm_ms))
		rep();
	CK(cudaDeviceSynchronize());
	akh_judge("warm-up rep", AKH_EXT_REP, r, 0, akh_dhslots, want, set_of, &us, &kmax, &cmax, &unattr);
	double est = std::max(1.0, akh_median(us));
	us.clear();

	/* timed: until min_ms of device time in the calls, AKH_MAX_REPS reps or 30 s */
	const int r0 = r;
	double acc = 0;
	auto tt = std::chrono::steady_clock::now();
	for (;;) {
		int need = (int)std::min<double>(AKH_MAX_REPS - (r - r0), std::max(10.0, ceil((min_ms * 1000 - acc) / est)));
		int b0 = r;
		for (int n = 0; n < need; n++)
			rep();
		CK(cudaDeviceSynchronize());
		size_t have = us.size();
		akh_judge("timed rep", AKH_EXT_REP + (uint64_t)b0, need, 0, akh_dhslots + b0, want,
			  [&](int q) { return set_of(b0 + q); }, &us, &kmax, &cmax, &unattr);
		for (size_t q = have; q < us.size(); q++)
			acc += us[q];
		if (acc >= min_ms * 1000 || r - r0 >= AKH_MAX_REPS || akh_ms_since(tt) > 30000)
			break;
		est = std::max(1.0, acc / (double)us.size());
	}

	/* wall clock: back-to-back calls, no flush, one device-wide sync at the end; then
	 * one more call, outputs refilled first, rechecked (a fast path that waited for
	 * back-to-back calls shows there) */
	double median = akh_median(us);
	int nw = (int)std::max(20.0, std::min(2000.0, 50000.0 / std::max(median, 1.0)));
	CK(cudaDeviceSynchronize());
	auto tc = std::chrono::steady_clock::now();
	for (int q = 0; q < nw; q++)
		akh_run(g, sets[0], AKH_EXT_WALL + (uint64_t)q, "wall-clock call");
	akh_sync_candidate("wall-clock calls");
	double wall = akh_ms_since(tc) * 1000.0 / nw;
	int wk = 0, wcp = 0;
	CK(cudaMemsetAsync(akh_dhslots, 0, (size_t)(nw + 1) * sizeof(unsigned long long), akh_hs));
	akh_refill(g, sets[0], 0);	/* inout tensors too: the last call starts from the verified inputs */
	CK(cudaDeviceSynchronize());
	akh_run(g, sets[0], AKH_EXT_WALL + (uint64_t)nw, "wall-clock call");
	akh_sync_candidate("wall-clock calls");
	akh_hash_outputs(g, sets[0], 0, akh_dhslots + nw);
	akh_judge("back-to-back call", AKH_EXT_WALL, nw + 1, nw, akh_dhslots, want, [](int) { return 0; }, NULL, &wk, &wcp,
		  &unattr);
	if (unattr > 0)
		fail_simple("FAIL_WALL_MISMATCH", NULL, "%lld kernels ran outside any launcher call (another thread, or "
			    "left running after the call returned): work the timer cannot charge", unattr);
	if (wall > 3 * median + 50)
		fail_simple("FAIL_WALL_MISMATCH", NULL, "%.1f us of wall time per call against %.1f us of device time "
			    "(limit 3x + 50 us): work hidden from the kernel records", wall, median);
	double floor_us = g.sh->bytes / (gbps * 1e3);	/* GB/s = 1e3 bytes/us */
	/* the roofline floor is the bytes term alone until a matrix-unit peak is measured:
	 * flops / peak would only raise it, so the gate below stays conservative */
	/* The gate: no honest call moves its bytes faster than the greater of the copy
	 * ceiling and the read ceiling (traffic that reads more than it writes runs HBM
	 * faster than a 1:1 copy: torch.compile's silu_and_mul, two reads per write, at
	 * 104-105% of the copy ceiling on the H200, cross-entropy at 111%). 10% of
	 * headroom on top for timing noise; anything past 95% of the copy floor is
	 * flagged for a second look. */
	const double gate_us = AKH_FLOOR_GATE * g.sh->bytes / (gate_gbps * 1e3);
	if (median < gate_us)
		fail_simple("REJECT_TOO_FAST", NULL, "median %.2f us is under %.0f%% of the fastest the bytes can move, "
			    "%.2f us (%.0f bytes at %.0f GB/s, the greater of the copy and read ceilings): a measurement error "
			    "or a cheat", median, 100 * AKH_FLOOR_GATE, gate_us / AKH_FLOOR_GATE, g.sh->bytes, gate_gbps);

	int mhz;
	char thr[64];
	akh_clocks(&mhz, thr, sizeof thr);
	akh_json &j = jevent("bench");
	jint(j, "shape", si);
	jint(j, "index", g.sh->index);
	akh_sym_json(j, g);
	jnum(j, "median_us", median);
	jnum(j, "p10_us", akh_pct(us, 0.1));
	jnum(j, "p90_us", akh_pct(us, 0.9));
	jint(j, "reps", (long long)us.size());
	jint(j, "warmup_reps", r0);
	jint(j, "sets", nsets);
	jint(j, "kernels_per_call", kmax);
	jint(j, "copies_per_call", cmax);
	jnum(j, "kernel_ms", acc / 1000);
	jnum(j, "wall_us", wall);
	jnum(j, "floor_us", floor_us);
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

	CK(cudaEventDestroy(flushed));
	CK(cudaFree(flush));
	for (int s = 0; s < nsets; s++)
		akh_free_set(sets[s]);
}
