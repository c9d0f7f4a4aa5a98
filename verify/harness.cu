/* harness.cu: the verification and benchmark harness compiled with every candidate.
 *
 * akgen compiles this file with the glue it generated for one job (it defines h_op, see
 * harness.h) and the op's C reference (compiled as C) into two programs: ./runner with
 * the candidate's object, ./harness without it (the glue built with -DAKH_CHECKER). It
 * runs ./harness in a child process under a timeout and reads its JSON lines; ./harness
 * checks and reports, and execs ./runner in a process of its own for the candidate's
 * calls (harness_rpc.cuh). VERIFY.md is the
 * protocol and the cheat catalogue; this file implements it, GPU-centric: inputs are
 * generated on the device from a counter-based RNG the host replays element by element
 * (harness_gen.cuh), whole-tensor checks run as kernels (harness_dev.cuh), and only
 * counts, first indices and sampled rows cross to the host (harness_ref.cuh). The rest:
 * harness_out.cuh (the findings channel, JSON, exits), harness_layout.cuh (the padded,
 * permuted and broadcast layouts of strided calls), harness_set.cuh (buffers, calls,
 * device checks), harness_cupti.cuh and harness_bench.cuh (timing), harness_tmap.cuh
 * (the TMA tensor maps a candidate may ask for). Build:
 *
 *   cc -std=c11 -O2 -c specs/ref/OP.c -o ref.o
 *   nvcc -std=c++17 -O2 -arch=sm_90 -Iverify verify/harness.cu GLUE.cu CANDIDATE.cu \
 *        ref.o -L$CUDA/lib -lcupti -o runner
 *   nvcc -std=c++17 -O2 -arch=sm_90 -Iverify -DAKH_CHECKER verify/harness.cu GLUE.cu \
 *        ref.o -L$CUDA/lib -lcupti -o harness
 *
 * Command line:
 *   harness verify   --seed N [--trials N] [--shape I]...    default: every shape
 *   harness bench    --seed N [--min-ms 200] [--warmup-ms 50] [--copy-gbps X] [--shape I]...
 *                                                            default: the bench shapes
 *   harness ceilings                                         the copy bandwidth
 *   runner sanitize  --seed N [--shape I]                    one trial, smallest test shape,
 *                                                            in one process (the runner's)
 *   runner runner                                            the candidate's calls: only
 *                                                            as the checker's child
 *
 * Output: stdout carries the findings only, one JSON object a line (a few KB in all);
 * the candidate's own output is diverted and is itself a finding (FAIL_OUTPUT_FLOOD).
 *   start    mode op dtype arch launcher device cc sms l2_bytes mem_bytes driver runtime
 *            seed host_threads [stream_check cupti_probe]
 *   shape    shape kind index sym trials reused_trials strided_trials ref sampled_rows
 *            [sampled_cols] ref_trials checks degenerate ms
 *   fail     verdict [shape kind index] [trial trial_seed dist] [phase] [layout] detail, and per
 *            verdict: tensor run count elements first_index checked bad rel_err rel abs
 *            worst{index,got,want,err,bound} first_bad[{index,got,want}] (at most 8)
 *   ceiling  copy_gbps method [bytes memcpy_gbps kernel_gbps] read_gbps [reps] mma_tflops
 *            mma_method mma_full_rate
 *   bench    shape index sym median_us p10_us p90_us reps warmup_reps sets
 *            kernels_per_call copies_per_call kernel_ms wall_us floor_us mem_floor_us
 *            mma_floor_us roofline_frac gate_us
 *            gbps sm_clock_mhz throttle flag ms
 *   done     verdict ms
 * Every run ends in a done event; without one, the process died under the harness.
 * Exit status: 0 success, 1 a candidate verdict (a fail event), 2 a harness error.
 *
 * Verdicts: FAIL_LAUNCH, CRASH, FAIL_UNWRITTEN (also: work put on a stream other than
 * the one given), FAIL_INPUT_MODIFIED (inputs, or bytes around any tensor),
 * FAIL_NONDETERMINISTIC, FAIL_NAN, FAIL_NUMERIC, FAIL_INVARIANT, FAIL_DEGENERATE,
 * FAIL_OUTPUT_FLOOD (the candidate wrote to stdout), FAIL_BENCH_RECHECK, REJECT_TOO_FAST,
 * FAIL_WALL_MISMATCH, HARNESS_ERROR. Timeouts and signals are the parent's to judge. */
#include <cuda_runtime.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <algorithm>
#include <chrono>
#include <thread>
#include <vector>

#include "harness.h"
#include "harness_gen.cuh"
#include "harness_dev.cuh"
#include "harness_cupti.cuh"
#include "harness_out.cuh"
#include "harness_lock.cuh"
#include "harness_set.cuh"
#include "harness_call.cuh"
#include "harness_rpc.cuh"
#include "harness_tmap.cuh"
#include "harness_ref.cuh"

// ----------------------------------------------------------------------------
// verify

static akh_set *akh_last_set;	/* the previous trial's set, freed once the next is allocated */

static uint64_t akh_trial_seed(uint64_t seed, int si, int trial)
{
	return akh_mix64(seed ^ akh_mix64(((uint64_t)(uint32_t)si << 32 | (uint32_t)trial) + 0x2545f4914f6cdd1dULL));
}

/* One trial on a prepared set: two calls with the same inputs and buffers, CUPTI's view
 * of their streams, the device checks, the reference on the rows planned for trial
 * plan. */
static void akh_trial(const akh_geom &g, akh_set *s, int plan, akh_tally *tally, bool whole)
{
	akh_run(g, s, "run 1");
	akh_between_runs(g, s);
	akh_run(g, s, "run 2");
	akh_device_checks(g, s, 2);
	akh_reference_check(g, s, 0, plan, tally, whole);
}

/* `trials` trials of one shape, each on fresh buffers at fresh addresses with a new
 * stream of values from the next distribution; then, unless sanitizing, one more in the
 * last trial's buffers with new values, where a result cached by pointer would show.
 * Prints the shape event when every trial passed. */
static void akh_verify_shape(int si, uint64_t seed, int trials, bool sanitize)
{
	auto t0 = std::chrono::steady_clock::now();
	akh_geom g = akh_geometry(si);
	akh_tally tally;
	memset(&tally, 0, sizeof tally);
	memset(akh_prev1, 0, sizeof akh_prev1);
	akh_at.shape = si;
	akh_at.phase = NULL;
	/* the trial whose outputs that are not rows get the full reference (large shapes) */
	const int whole = (int)(akh_mix64(seed ^ 0x9fb21c651e98df25ULL ^ (uint64_t)si) % (uint64_t)trials);
	int strided = 0;
	for (int t = 0; t < trials; t++) {
		uint64_t ts = akh_trial_seed(seed, si, t);
		int dist = sanitize ? AKH_NORMAL : t % AKH_NDIST;
		akh_at.trial = t;
		akh_at.tseed = ts;
		akh_at.dist = dist;
		/* the spec's scalar defaults on the first trial, drawn values after */
		/* the odd trials call the inner tensors strided (padded, permuted: every
		 * distribution in turn) and the broadcast ones broadcast, the even ones
		 * dense, both kinds with every distribution over the 10 trials after the
		 * first */
		akh_set *s = akh_new_set(g, 2, ts, dist, &akh_last_set, t == 0 || sanitize, !sanitize && t % 2 == 1,
					    AKH_PLACE_MIX);
		if (akh_last_set)
			akh_free_set(akh_last_set);
		akh_last_set = s;
		akh_layout_text(s, akh_at.layout, sizeof akh_at.layout);
		strided += s->strided > 0;
		akh_prepare(g, s, t < AKH_NDIST);	/* each distribution once */
		akh_trial(g, s, t, &tally, t == whole);
	}
	if (!sanitize) {
		akh_set *s = akh_last_set;
		s->tseed = akh_trial_seed(seed, si, trials);
		akh_draw_scalars(s->tseed, false, s->sc);
		for (int i = 0; i < h_op.ntensors; i++)
			s->g[i] = akh_gen_for(g, i, s->tseed, AKH_NORMAL, s->sc, s->lay[i]);
		akh_at.trial = trials;
		akh_at.tseed = s->tseed;
		akh_at.dist = AKH_NORMAL;
		akh_at.phase = "same_addresses";
		akh_prepare(g, s, false);
		akh_trial(g, s, 0, &tally, false);	/* rows planned as a first trial's */
		akh_at.phase = NULL;
	}
	akh_at.trial = -1;
	akh_at.layout[0] = 0;
	akh_json &j = jevent("shape");
	jint(j, "shape", si);
	jstr(j, "kind", g.sh->bench ? "bench" : "test");
	jint(j, "index", g.sh->index);
	akh_sym_json(j, g);
	jint(j, "trials", trials);
	jint(j, "reused_trials", sanitize ? 0 : 1);
	jint(j, "strided_trials", strided);
	jstr(j, "ref", tally.full ? (h_op.batch < 0 && (g.total > AKH_FULL_ELEMS || g.sh->flops > AKH_FULL_FLOPS) ?
				    "full_large" : "full") : h_op.columns >= 0 ? "rows_cols" : "rows");
	if (tally.full)
		jnull(j, "sampled_rows");
	else
		jint(j, "sampled_rows", (long long)tally.sampled);
	if (!tally.full && h_op.columns >= 0)
		jint(j, "sampled_cols", (long long)tally.sampled_cols);
	jint(j, "ref_trials", tally.trials_ref);
	jint(j, "whole_ref_trials", tally.whole);
	jint(j, "checks", tally.checks);
	jint(j, "degenerate", tally.degenerate);
	jnum(j, "ms", akh_ms_since(t0));
	jemit(j);
}

/* every output needs one passing check whose reference was not (nearly) constant */
static void akh_check_evidence(void)
{
	char names[300] = "";
	size_t n = 0;
	for (int i = 0; i < h_op.ntensors; i++)
		if (akh_isout(i) && !akh_evidence[i] && n < sizeof names - 40)
			n += (size_t)snprintf(names + n, sizeof names - n, "%s%s", n ? ", " : "", T(i).name);
	if (n > 0)
		fail_simple("FAIL_DEGENERATE", NULL, "no non-degenerate check passed for: %s (the reference was constant "
			    "over every check of these outputs, so no check was evidence)", names);
}

#include "harness_mma.cuh"
#include "harness_bench.cuh"

// ----------------------------------------------------------------------------
// command line and main

static const char akh_usage[] =
	"usage: harness verify --seed N [--trials N] [--shape I]... | "
	"bench --seed N [--min-ms MS] [--warmup-ms MS] [--copy-gbps X] [--mma-tflops X] [--shape I]... | "
	"ceilings | sanitize --seed N [--shape I] (./runner)";

static bool akh_parse_u64(const char *s, uint64_t max, uint64_t *v)
{
	char *end = NULL;
	if (!s || !*s || *s == '-' || *s == '+')
		return false;
	errno = 0;
	unsigned long long x = strtoull(s, &end, 10);
	if (errno || *end || x > max)
		return false;
	*v = x;
	return true;
}

static bool akh_parse_double(const char *s, double *v)
{
	char *end = NULL;
	if (!s || !*s)
		return false;
	errno = 0;
	double x = strtod(s, &end);
	if (errno || *end || !isfinite(x) || x < 0)
		return false;
	*v = x;
	return true;
}

/* the seed, on stdin (--seed -): read by the checker after the fork, so that the
 * process running the candidate never holds it */
static bool akh_read_seed(uint64_t *seed)
{
	char line[32];
	size_t n = 0;
	while (n + 1 < sizeof line) {
		ssize_t r = read(0, line + n, 1);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0 || line[n] == '\n')
			break;
		n++;
	}
	line[n] = 0;
	return akh_parse_u64(line, INT64_MAX, seed);
}

int main(int argc, char **argv)
{
	akh_t0 = std::chrono::steady_clock::now();
	const char *mode = argc > 1 ? argv[1] : "";
	akh_at.mode = mode;
	bool verify = !strcmp(mode, "verify"), bench = !strcmp(mode, "bench");
	bool ceilings = !strcmp(mode, "ceilings"), sanitize = !strcmp(mode, "sanitize");
	/* under compute-sanitizer: a plain exit, so its tools see the process end as usual */
	akh_rawexit = !sanitize;
	if (!strcmp(mode, "runner")) {
		/* ./runner, exec'd by the checker's fork (harness_rpc.cuh): the socket is fd 6,
		 * the first landlock layer is on, the findings are not this process's */
		akh_sock = 6;
		akh_local = false;
		if (!h_op.launch)
			akh_runner_fail("HARNESS_ERROR", "./runner was linked without the candidate");
		akh_runner_main();
	}
	akh_channels(false);
	/* the first landlock layer (fd 5): here, or in each process after the split */
	const char *early = verify || bench ? NULL : akh_sandbox_early();
	if (early)
		akh_herr("%s", early);
	if (!verify && !bench && !ceilings && !sanitize)
		akh_herr("%s", akh_usage);
	uint64_t seed = 0, trials = 10, u = 0;
	bool have_seed = false, seed_stdin = false;
	double min_ms = 200, warm_ms = 50, copy_gbps = 0, mma_tflops = 0;
	std::vector<int> shapes;
	for (int a = 2; a < argc; a++) {
		const char *o = argv[a], *v = a + 1 < argc ? argv[a + 1] : NULL;
		bool ok = v != NULL;
		if (!strcmp(o, "--seed") && !ceilings) {
			seed_stdin = ok && !strcmp(v, "-");
			ok = ok && (seed_stdin || akh_parse_u64(v, INT64_MAX, &seed));
			have_seed = true;
		} else if (!strcmp(o, "--trials") && verify) {
			ok = ok && akh_parse_u64(v, 1000, &trials) && trials >= 1;
		} else if (!strcmp(o, "--shape") && !ceilings) {
			ok = ok && akh_parse_u64(v, (uint64_t)h_op.nshapes - 1, &u) && shapes.size() < 256;
			if (ok)
				shapes.push_back((int)u);
		} else if (!strcmp(o, "--min-ms") && bench)
			ok = ok && akh_parse_double(v, &min_ms);
		else if (!strcmp(o, "--warmup-ms") && bench)
			ok = ok && akh_parse_double(v, &warm_ms);
		else if (!strcmp(o, "--copy-gbps") && bench)
			ok = ok && akh_parse_double(v, &copy_gbps) && copy_gbps > 0;
		else if (!strcmp(o, "--mma-tflops") && bench)
			ok = ok && akh_parse_double(v, &mma_tflops) && mma_tflops > 0;
		else
			ok = false;
		if (!ok)
			akh_herr("bad argument %s%s%s; %s", o, v ? " " : "", v ? v : "", akh_usage);
		a++;
	}
	if (!ceilings && !have_seed)
		akh_herr("--seed is required; %s", akh_usage);
	if (sanitize && !h_op.launch)
		akh_herr("sanitize runs the candidate in this process: run it as ./runner, which holds it");
	akh_check_op();

	/* verify and bench in two processes (harness_rpc.cuh): from here on this one is the
	 * checker, and the candidate runs in the other */
	if (verify || bench)
		akh_split();
	if (seed_stdin && !akh_read_seed(&seed))
		akh_herr("--seed -: no seed on stdin");

	/* CUPTI first, before the context exists: the checker times the ceilings with it;
	 * not under sanitize, as compute-sanitizer does not run beside it */
	if (bench || ceilings)
		akh_cupti_need(akh_cupti_start());
	CK(cudaSetDevice(0));
	CK(cudaGetDeviceProperties(&akh_prop, 0));
	int arch = 0, dv = 0, rv = 0;
	if (!h_op.arch || sscanf(h_op.arch, "sm_%d", &arch) != 1 || arch != akh_prop.major * 10 + akh_prop.minor)
		akh_herr("the job's arch %s does not match the device's compute capability %d.%d",
			 h_op.arch ? h_op.arch : "?", akh_prop.major, akh_prop.minor);
	CK(cudaStreamCreateWithFlags(&akh_hs, cudaStreamNonBlocking));
	char probe_why[200] = "", lock[48] = "";
	if (sanitize) {
		/* one process: the candidate's streams here, and the lockdown here too */
		akh_call_setup();
		const char *why = akh_lockdown(lock, sizeof lock);
		if (why)
			akh_herr("%s", why);
	} else if (!akh_local) {
		akh_runner_ready(probe_why, sizeof probe_why, lock, sizeof lock);
		if (probe_why[0] && bench)
			akh_herr("%s", probe_why);
	}
	CK(cudaMalloc(&akh_dres, AKH_NRES * sizeof(akh_res)));
	CK(cudaMalloc(&akh_dhslots, AKH_NHASH * sizeof(unsigned long long)));
	CK(cudaMalloc(&akh_dinhash, 2 * H_MAX_TENSORS * sizeof(unsigned long long)));
	CK(cudaDriverGetVersion(&dv));
	CK(cudaRuntimeGetVersion(&rv));
	akh_nthreads = (int)std::max(1u, std::min(16u, std::thread::hardware_concurrency()));

	char cc[16], drv[16], rt[16];
	snprintf(cc, sizeof cc, "%d.%d", akh_prop.major, akh_prop.minor);
	snprintf(drv, sizeof drv, "%d.%d", dv / 1000, dv % 1000 / 10);
	snprintf(rt, sizeof rt, "%d.%d", rv / 1000, rv % 1000 / 10);
	akh_json &j = jevent("start");
	jstr(j, "mode", mode);
	jstr(j, "op", h_op.op);
	jstr(j, "dtype", h_op.dtype);
	jstr(j, "arch", h_op.arch);
	jstr(j, "launcher", h_op.launcher);
	jstr(j, "device", akh_prop.name);
	jstr(j, "cc", cc);
	jint(j, "sms", akh_prop.multiProcessorCount);
	jint(j, "l2_bytes", akh_prop.l2CacheSize);
	jint(j, "mem_bytes", (long long)akh_prop.totalGlobalMem);
	jstr(j, "driver", drv);
	jstr(j, "runtime", rt);
	if (ceilings)
		jnull(j, "seed");
	else
		jint(j, "seed", (long long)seed);
	jint(j, "host_threads", akh_nthreads);
	if (verify)
		jsep(j, "stream_check"), jraw(j, !probe_why[0] ? "true" : "false");
	if (probe_why[0])
		jstr(j, "cupti_probe", probe_why);
	jint(j, "processes", akh_local ? 1 : 2);
	jstr(j, "lockdown", ceilings ? NULL : lock[0] ? lock : "none");
	jemit(j);

	if (ceilings) {
		double rg;
		akh_mma mm;
		akh_ceilings(&rg, &mm);
		akh_done("CEILINGS", 0);
	}
	if (sanitize) {
		int best = -1;
		double bb = 0;
		for (int s = 0; s < h_op.nshapes && shapes.empty(); s++) {
			akh_geom g = akh_geometry(s);
			double b = 0;
			for (int i = 0; i < h_op.ntensors; i++)
				b += (double)g.bytes[i];
			if (!h_op.shapes[s].bench && (best < 0 || b < bb))
				best = s, bb = b;
		}
		akh_verify_shape(shapes.empty() ? (best >= 0 ? best : 0) : shapes[0], seed, 1, true);
		akh_free_set(akh_last_set);
		akh_done("PASS", 0);
	}
	if (shapes.empty())
		for (int s = 0; s < h_op.nshapes; s++)
			if (verify || h_op.shapes[s].bench)
				shapes.push_back(s);
	if (verify) {
		/* in an order the candidate cannot know: state kept from one shape to the next
		 * meets another shape each run */
		for (size_t k = shapes.size(); k > 1; k--)
			std::swap(shapes[k - 1], shapes[akh_mix64(seed ^ 0x5bd1e9955bd1e995ULL ^ k) % k]);
		for (int s : shapes)
			akh_verify_shape(s, seed, (int)trials, false);
		if (akh_last_set)
			akh_free_set(akh_last_set);
		akh_last_set = NULL;
		akh_at.shape = -1;	/* a finding about the whole run */
		akh_check_evidence();
		akh_done("PASS", 0);
	}
	double gbps = copy_gbps, read_gbps = 0;
	akh_mma mm;
	if (gbps <= 0) {
		gbps = akh_ceilings(&read_gbps, &mm);
	} else {
		/* the copy ceiling as given (one per generation run, so that its candidates'
		 * fractions compare); the read ceiling for the gate, measured here */
		char *rb = NULL;
		const size_t bytes = (size_t)1 << 30;
		if (cudaMalloc(&rb, bytes) != cudaSuccess)
			akh_herr("out of device memory for the 1 GiB read-ceiling buffer");
		akh_flush_kernel<<<akh_blocks((int64_t)(bytes / 16), 8), AKH_THREADS, 0, akh_hs>>>((int4 *)rb,
												  (int64_t)(bytes / 16), 0x2a);
		CK(cudaGetLastError());
		read_gbps = akh_read_ceiling(rb, bytes);
		CK(cudaFree(rb));
		mm = akh_mma_measure();
		akh_json &c = jevent("ceiling");
		jnum(c, "copy_gbps", gbps);
		jstr(c, "method", "given");
		jnum(c, "read_gbps", read_gbps);
		akh_mma_json(c, mm);
		jemit(c);
	}
	/* the floor's matrix ceiling: the run's, where akgen gives it (so that its
	 * candidates' fractions compare), else the one measured here; the gate's: the
	 * greater of the two, a floor no honest kernel goes under */
	const double floor_tflops = mma_tflops > 0 && mm.full ? mma_tflops : mm.full ? mm.tflops : 0;
	const double gate_tflops = mm.full ? std::max(mma_tflops, mm.tflops) : 0;
	for (int s : shapes)
		akh_bench_shape(s, seed, gbps, std::max(gbps, read_gbps), floor_tflops, gate_tflops, min_ms, warm_ms);
	akh_done("BENCHED", 0);
}
