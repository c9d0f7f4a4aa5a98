/* tests/fakegpu/harness.cu: a stand-in for verify/harness.cu on a machine
 * without a GPU, so that the test suite can drive akgen generate's search, its
 * finals and its records (generate_gpu_test.sh). It speaks the harness's
 * protocol (JSON lines on stdout, a final "done" event; harness.cu's top comment)
 * and links with the same glue (harness.h), but calls no CUDA function: it
 * never runs the candidate. What it reports is a made-up landscape read from
 * the candidate's parameters (the AKP_ definitions at the top of ./cand.cu):
 *
 *   roofline fraction 0.80, + 0.12 with AKP_UNROLL 8, + 0.03 with AKP_BLOCK 512,
 *   + 0.01 with AKP_HINT 0, + up to 0.009 from a hash of all the parameters
 *
 * and two planted faults: a candidate with AKP_UNROLL 8 passes a verification of
 * fewer than 10 trials a shape and fails one of 10 or more (FAIL_NUMERIC), as a
 * rare mismatch would; one whose source holds the words "fakegpu: wrong" (the
 * fake model server's first answer, tests/fakellm.py "verifyfix") fails every
 * verification with made-up first mismatching elements; one whose source holds "fakegpu: short verify"
 * passes a verification with its last shape a trial short of akgen's plan, "fakegpu: short bench" a timing
 * without its last bench shape, as a harness whose arguments a candidate rewrote would; "fakegpu: slower"
 * ("faster") times 5% below (above) the landscape, for the regression gate's tests; "fakegpu: slow
 * finals" takes 5 minutes over a verification of 10 or more trials a shape, and "fakegpu: slow search"
 * 20 s over one of fewer, for generate --deadline's tests. A bench shape's sets at the spec's least alignment
 * time 1.25 times its median, but on the first bench shape, where it times none (null, as the harness where
 * every tensor sits at 256 bytes or more); "fakegpu: misaligned slower" makes that 1.5 times and
 * "fakegpu: misaligned untimed" times none on any shape, for the gate's tests. Nothing here is ever used to
 * judge a real kernel: akgen takes it only where a test puts it in place of verify/harness.cu. */
#include <chrono>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <thread>
#include <time.h>
#include <unistd.h>

#include "harness.h"

struct param {
	char name[64];
	long value;
};

static param params[64];
static int nparams;
static bool wrong;	/* the source says "fakegpu: wrong" */
static bool shortverify, shortbench;	/* the source says "fakegpu: short verify", "... bench" */
static double pace = 1;	/* "fakegpu: slower" 0.95, "fakegpu: faster" 1.05: the regression gate's tests */
static double minratio = 1.25;	/* the least alignment's time over the median, 0: none ("fakegpu: misaligned ...") */
static bool slowfinals;	/* "fakegpu: slow finals": a verification of 10 or more trials takes 5 minutes */
static bool slowsearch;	/* "fakegpu: slow search": one of fewer trials takes 20 s */

/* the AKP_NAME VALUE definitions of ./cand.cu */
static void readparams(void)
{
	FILE *f = fopen("cand.cu", "r");
	char line[512];

	if (!f) {
		printf("{\"event\":\"fail\",\"verdict\":\"HARNESS_ERROR\",\"detail\":\"fake GPU: no cand.cu here\"}\n");
		exit(2);
	}
	while (fgets(line, sizeof line, f)) {
		param p;

		if (strstr(line, "fakegpu: wrong"))
			wrong = true;
		shortverify |= strstr(line, "fakegpu: short verify") != NULL;
		shortbench |= strstr(line, "fakegpu: short bench") != NULL;
		if (strstr(line, "fakegpu: slower"))
			pace = 0.95;
		if (strstr(line, "fakegpu: faster"))
			pace = 1.05;
		if (strstr(line, "fakegpu: misaligned slower"))
			minratio = 1.5;
		if (strstr(line, "fakegpu: misaligned untimed"))
			minratio = 0;
		slowfinals |= strstr(line, "fakegpu: slow finals") != NULL;
		slowsearch |= strstr(line, "fakegpu: slow search") != NULL;
		if (nparams < 64 && sscanf(line, "#define AKP_%63s %ld", p.name, &p.value) == 2)
			params[nparams++] = p;
	}
	fclose(f);
}

static long get(const char *name, long dflt)
{
	for (int i = 0; i < nparams; i++)
		if (strcmp(params[i].name, name) == 0)
			return params[i].value;
	return dflt;
}

static double fraction(void)
{
	uint64_t h = 1469598103934665603ull;

	for (int i = 0; i < nparams; i++) {
		for (const char *c = params[i].name; *c; c++)
			h = (h ^ (uint8_t)*c) * 1099511628211ull;
		h = (h ^ (uint64_t)params[i].value) * 1099511628211ull;
	}
	return pace * (0.80 + 0.12 * (get("UNROLL", 0) == 8) + 0.03 * (get("BLOCK", 0) == 512) +
		       0.01 * (get("HINT", 1) == 0) + 0.009 * (double)(h % 1000) / 1000.0);
}

/* AKGEN_FAKEGPU_LOG (generate_gpus_test.sh), which akgen's sandbox lets through: a
 * line appended there as the run ends, "MODE OP DTYPE ARCH DEVICE BEGIN END", the
 * device the run was given (CUDA_VISIBLE_DEVICES, "-" for none) and its wall-clock
 * times in nanoseconds, so that a test can tell which GPU each job ran on and that
 * no timing shared its GPU */
static char logmode[16];
static struct timespec logbegin;

static void logrun(void)
{
	const char *path = getenv("AKGEN_FAKEGPU_LOG"), *dev = getenv("CUDA_VISIBLE_DEVICES");
	struct timespec end;
	char line[512];
	int fd, n;

	if (!path || !*path)
		return;
	clock_gettime(CLOCK_REALTIME, &end);
	n = snprintf(line, sizeof(line), "%s %s %s %s %s %lld %lld\n", logmode, h_op.op, h_op.dtype, h_op.arch,
		     dev && *dev ? dev : "-", (long long)logbegin.tv_sec * 1000000000LL + logbegin.tv_nsec,
		     (long long)end.tv_sec * 1000000000LL + end.tv_nsec);
	fd = open(path, O_WRONLY | O_APPEND | O_CREAT, 0644);
	if (fd >= 0 && n > 0 && n < (int)sizeof(line) && write(fd, line, (size_t)n) != n)
		fprintf(stderr, "fake GPU: cannot write %s\n", path);
	if (fd >= 0)
		close(fd);
}

static void logstart(const char *mode)
{
	snprintf(logmode, sizeof(logmode), "%s", mode);
	clock_gettime(CLOCK_REALTIME, &logbegin);
	atexit(logrun);
}

static void start(const char *mode)
{
	printf("{\"event\":\"start\",\"mode\":\"%s\",\"op\":\"%s\",\"dtype\":\"%s\",\"arch\":\"%s\",\"launcher\":\"%s\","
	       "\"device\":\"fake GPU (tests/fakegpu)\",\"cc\":\"9.0\",\"sms\":132,\"driver\":\"fake\",\"runtime\":\"fake\"}\n",
	       mode, h_op.op, h_op.dtype, h_op.arch, h_op.launcher);
}

static void done(const char *verdict)
{
	printf("{\"event\":\"done\",\"verdict\":\"%s\",\"ms\":1}\n", verdict);
	fflush(stdout);
	exit(0);
}

static void nap(int ms)
{
	std::this_thread::sleep_for(std::chrono::milliseconds(ms));
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "";
	long trials = 10;
	double copy = 0, minms = 0;

	for (int i = 2; i + 1 < argc; i += 2) {
		if (strcmp(argv[i], "--trials") == 0)
			trials = atol(argv[i + 1]);
		else if (strcmp(argv[i], "--copy-gbps") == 0)
			copy = atof(argv[i + 1]);
		else if (strcmp(argv[i], "--min-ms") == 0)
			minms = atof(argv[i + 1]);
	}
	readparams();
	logstart(mode);
	start(mode);
	if (strcmp(mode, "verify") == 0) {
		nap(slowfinals && trials >= 10 ? 300000 : slowsearch && trials < 10 ? 20000 : (int)(5 * trials));
		if (wrong) {
			printf("{\"event\":\"fail\",\"verdict\":\"FAIL_NUMERIC\",\"shape\":0,\"kind\":\"test\",\"index\":0,"
			       "\"trial\":0,\"detail\":\"fake GPU: y differs from the reference at 2 of 2 elements\","
			       "\"tensor\":\"y\",\"first_bad\":[{\"index\":0,\"got\":1.5,\"want\":0.5},"
			       "{\"index\":1,\"got\":-2,\"want\":0.25}]}\n");
			fflush(stdout);
			return 1;
		}
		if (trials >= 10 && get("UNROLL", 0) == 8) {
			printf("{\"event\":\"fail\",\"verdict\":\"FAIL_NUMERIC\",\"detail\":\"fake GPU: a mismatch that only a "
			       "verification of 10 or more trials a shape finds (AKP_UNROLL 8)\"}\n");
			fflush(stdout);
			return 1;
		}
		/* akgen holds a pass to its plan: a shape event for every shape, with its trials */
		for (int s = 0; s < h_op.nshapes; s++)
			printf("{\"event\":\"shape\",\"shape\":%d,\"kind\":\"%s\",\"index\":%d,\"trials\":%ld}\n", s,
			       h_op.shapes[s].bench ? "bench" : "test", h_op.shapes[s].index,
			       shortverify && s == h_op.nshapes - 1 ? trials - 1 : trials);
		done("PASS");
	}
	if (strcmp(mode, "sanitize") == 0)
		done("PASS");
	if (strcmp(mode, "bench") == 0 || strcmp(mode, "ceilings") == 0) {
		const double gbps = copy > 0 ? copy : 4000.0;

		printf("{\"event\":\"ceiling\",\"copy_gbps\":%.1f,\"method\":\"%s\",\"read_gbps\":4400.0}\n", gbps,
		       copy > 0 ? "given" : "fake");
		if (strcmp(mode, "ceilings") == 0)
			done("CEILINGS");
		int nbench = 0;

		for (int s = 0; s < h_op.nshapes; s++)
			nbench += h_op.shapes[s].bench;
		/* with a log, the time a real timing takes (--min-ms a bench shape), so that
		 * two that shared a GPU would overlap there */
		nap(getenv("AKGEN_FAKEGPU_LOG") ? (int)(minms * nbench) : 20);
		for (int s = 0, timed = 0; s < h_op.nshapes; s++) {
			const h_shape *sh = &h_op.shapes[s];
			const double f = fraction(), floor_us = sh->bytes / (gbps * 1e3), med = floor_us / f;

			if (!sh->bench || (shortbench && s == h_op.nshapes - 1))
				continue;
			printf("{\"event\":\"bench\",\"shape\":%d,\"index\":%d,\"sym\":{", s, sh->index);
			for (int k = 0; k < h_op.nsyms; k++)
				printf("%s\"%s\":%lld", k ? "," : "", h_op.symnames[k], (long long)sh->sym[k]);
			if (timed++ == 0 || minratio == 0)
				printf("},\"min_align_median_us\":null,\"min_align_ratio\":null");
			else
				printf("},\"min_align_median_us\":%.4f,\"min_align_ratio\":%.2f", minratio * med, minratio);
			printf(",\"median_us\":%.4f,\"p10_us\":%.4f,\"p90_us\":%.4f,\"reps\":500,\"warmup_reps\":10,\"sets\":2,"
			       "\"kernels_per_call\":1,\"copies_per_call\":0,\"kernel_ms\":40,\"wall_us\":%.4f,\"floor_us\":%.4f,"
			       "\"roofline_frac\":%.6f,\"gate_us\":%.4f,\"gbps\":%.1f,\"sm_clock_mhz\":null,\"throttle\":null,"
			       "\"flag\":null,\"ms\":1}\n",
			       med, med * 0.995, med * 1.005, med * 1.01, floor_us, f, 0.9 * floor_us, sh->bytes / (med * 1e3));
		}
		done("BENCHED");
	}
	printf("{\"event\":\"fail\",\"verdict\":\"HARNESS_ERROR\",\"detail\":\"fake GPU: unknown mode %s\"}\n", mode);
	return 2;
}
