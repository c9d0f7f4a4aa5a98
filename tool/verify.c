/* verify.c: judging one candidate: static checks, compile, verify, sanitize, bench
 *
 * Every stage ends in one verdict of the closed set in verdict.h; the first
 * stage that fails ends the judgement. The harness runs in a child process
 * with a time and output limit (run.c), so a candidate that hangs, faults or
 * floods becomes a verdict and akgen goes on. */
#define _XOPEN_SOURCE 700
#include "verify.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <jansson.h>

#include "gpus.h"
#include "run.h"
#include "util.h"
#include "verifyint.h"

/* what a stage's programs ran under, for the records: the tools' sandbox for
 * STATIC and COMPILE; for the stages the harness judges, its sandbox and what it
 * put on the process that runs the candidate (its start event says); NULL where
 * no program ran (NO_GPU, PROPOSE) */
static char *stagesandbox(const struct vresult *r, enum verdict v)
{
	const char *st = verdict_info(v)->stage;
	json_int_t procs;
	const char *lock;

	if (!strcmp(st, "STATIC") || !strcmp(st, "COMPILE"))
		return xstrdup(sandbox_describe(SBX_TOOL));
	if (!r->sandbox || (strcmp(st, "VERIFY") && strcmp(st, "SANITIZE") && strcmp(st, "BENCH")))
		return NULL;
	if (!r->start)
		return xasprintf("%s; the harness reported no start", r->sandbox);
	procs = json_integer_value(json_object_get(r->start, "processes"));
	lock = json_string_value(json_object_get(r->start, "lockdown"));
	return xasprintf("%s; candidate: %s, after start-up %s", r->sandbox,
			 procs == 2 ? "a process of its own" : "in the harness's process (sanitizer)", lock ? lock : "none");
}

#define stage verify_stage
#define tail verify_tail

const char *verify_nvcc(void)
{
	static char found[4096];
	const char *env = getenv("NVCC");
	const char *path = getenv("PATH");

	if (env && *env)
		return env;
	if (access("/usr/local/cuda/bin/nvcc", X_OK) == 0)
		return "/usr/local/cuda/bin/nvcc";
	while (path && *path) {
		const char *colon = strchr(path, ':');
		size_t n = colon ? (size_t)(colon - path) : strlen(path);

		/* a directory too long for found is skipped, never cut to another */
		if (n && snprintfok(found, sizeof(found), "%.*s/nvcc", (int)n, path) && access(found, X_OK) == 0)
			return found;
		path = colon ? colon + 1 : NULL;
	}
	return NULL;
}

char *verify_gpu_arch(void)
{
	struct gpudev d;

	/* AKGEN_GPU_ARCH: the tests' way to play a machine with a GPU, or without one */
	return gpus_find(NULL, &d, 1) == 1 ? xstrdup(d.arch) : NULL;
}

void verify_stage(struct vresult *r, enum verdict v, const char *detail, const char *evidence)
{
	struct vstage *s;

	if (r->nst == VERIFY_MAX_STAGES)
		fatal("internal error: too many stages");
	s = &r->st[r->nst++];
	s->v = v;
	s->secs = r->mark > 0 ? monotime() - r->mark : 0;
	r->mark = monotime();
	s->detail = xstrdup(detail ? detail : "");
	s->evidence = xstrdup(evidence ? evidence : "");
	s->sandbox = stagesandbox(r, v);
	r->final = v;
}

char *verify_tail(const char *log, size_t max)
{
	size_t n = strlen(log);
	const char *p = n > max ? log + n - max : log;

	if (p != log) {
		const char *nl = strchr(p, '\n');

		if (nl)
			p = nl + 1;
	}
	return xstrdup(p);
}

void verify_harnessverdict(struct vresult *r, const struct runresult *rr, enum verdict okv, const char *what)
{
	json_t *fail = NULL;
	bool done = false;
	const char *line = rr->out.data;
	struct buf d = {0};
	char *ev;

	if (rr->end == RUN_CUT) {
		/* akgen generate's deadline stopped it: nothing is said of the candidate */
		bufprintf(&d, "%s: ", what);
		rundescribe(rr, &d);
		bufputs(&d, ": no judgement of the candidate");
		stage(r, V_HARNESS_ERROR, d.data, NULL);
		buffree(&d);
		return;
	}
	while (line && *line) {
		const char *nl = strchr(line, '\n');
		size_t n = nl ? (size_t)(nl - line) : strlen(line);
		json_t *j = json_loadb(line, n, 0, NULL);
		const char *e = j ? json_string_value(json_object_get(j, "event")) : NULL;

		if (e && strcmp(e, "start") == 0 && !r->start) {
			r->start = json_incref(j);
		} else if (e && strcmp(e, "bench") == 0) {
			if (!r->bench)
				r->bench = json_array();
			json_array_append(r->bench, j);
		} else if (e && strcmp(e, "ceiling") == 0) {
			json_decref(r->ceiling);
			r->ceiling = json_incref(j);
		} else if (e && strcmp(e, "fail") == 0 && !fail) {
			fail = json_incref(j);
		} else if (e && strcmp(e, "done") == 0) {
			/* a pass needs the harness's own last word: a candidate that
			 * exits the process early must not look like one */
			done = true;
		}
		json_decref(j);
		line = nl ? nl + 1 : NULL;
	}
	if (rr->end == RUN_TIMEOUT || rr->end == RUN_FLOOD || rr->end == RUN_SIGNALED) {
		char *t = tail(rr->err.data, 2000);

		bufprintf(&d, "%s: ", what);
		rundescribe(rr, &d);
		stage(r, rr->end == RUN_TIMEOUT ? V_TIMEOUT : rr->end == RUN_FLOOD ? V_FAIL_OUTPUT_FLOOD : V_CRASH, d.data, t);
		free(t);
	} else if (fail) {
		const char *name = json_string_value(json_object_get(fail, "verdict"));
		enum verdict v = verdict_parse(name ? name : "");
		const char *detail = json_string_value(json_object_get(fail, "detail"));

		ev = json_dumps(fail, JSON_COMPACT);
		if (v == V_NONE)
			v = V_HARNESS_ERROR;
		stage(r, v, detail ? detail : what, ev);
		free(ev);
	} else if (rr->end == RUN_EXITED && rr->code == 0 && done) {
		stage(r, okv, what, NULL);
	} else {
		char *t = tail(rr->err.len ? rr->err.data : rr->out.data, 2000);

		bufprintf(&d, "%s: ", what);
		rundescribe(rr, &d);
		bufputs(&d, rr->end == RUN_EXITED && rr->code == 0 ? " without the harness's final event" : " without a verdict");
		/* a harness that dies without saying why took the candidate with it */
		stage(r, rr->end == RUN_EXITED && rr->code == 2 ? V_HARNESS_ERROR : V_CRASH, d.data, t);
		free(t);
	}
	json_decref(fail);
	buffree(&d);
}

static void own(struct vsandbox *vs, char *path)
{
	if (!path || vs->nown == SBX_MAX_PATHS) {
		free(path);
		return;
	}
	vs->own[vs->nown++] = path;
	vs->s.ro[vs->s.nro++] = path;
}

void verify_sandbox(const struct vconf *c, enum sbxkind k, const char *scratch, const char *extra, struct vsandbox *vs)
{
	char *nv = c->nvcc ? realpath(c->nvcc, NULL) : NULL;
	long pages = sysconf(_SC_PHYS_PAGES), psize = sysconf(_SC_PAGESIZE);

	memset(vs, 0, sizeof(*vs));
	vs->s.kind = k;
	vs->s.scratch = scratch;
	own(vs, c->verifydir ? realpath(c->verifydir, NULL) : NULL);
	if (c->spec && c->spec->refpath) {
		char *ref = realpath(c->spec->refpath, NULL);

		own(vs, ref ? pathdir(ref) : NULL);
		free(ref);
	}
	own(vs, verify_cachedir());
	if (nv) {
		/* nvcc's tree, wherever the toolkit is: .../bin, and ... when it
		 * holds the headers */
		char *bin = pathdir(nv), *root = pathdir(bin), *inc = pathjoin(root, "include");

		own(vs, bin);
		if (access(inc, R_OK) == 0)
			own(vs, root);
		else
			free(root);
		free(inc);
		free(nv);
	}
	own(vs, extra ? xstrdup(extra) : NULL);
	if (k == SBX_TOOL) {
		vs->s.cpu_s = 1800;
		vs->s.mem_bytes = (uint64_t)32 << 30;
		vs->s.fsize_bytes = (uint64_t)4 << 30;
	} else {
		/* the harness's own time limit is the real bound; CPU time counts
		 * its host threads (references) too */
		vs->s.cpu_s = c->timeout_s > 0 ? 64 * c->timeout_s + 60 : 0;
		vs->s.mem_bytes = pages > 0 && psize > 0 ? (uint64_t)pages * (uint64_t)psize / 4 * 3 : 0;
		vs->s.fsize_bytes = (uint64_t)1 << 30;
	}
}

void verify_sandbox_free(struct vsandbox *vs)
{
	for (int i = 0; i < vs->nown; i++)
		free(vs->own[i]);
	memset(vs, 0, sizeof(*vs));
}

/* a harness process (the sanitizer's too): the GPU sandbox, with what it
 * puts on itself after start-up given as fds 3 and 4, and its first landlock
 * layer as fd 5, which the harness applies in each of its processes, first
 * thing (harness_lock.cuh says why); sanitizer names the sanitizer, whose
 * child the harness is */
static int runsandboxed(const struct vconf *c, char **argv, double timeout, const char *sanitizer, const char *input,
			struct vresult *r, struct runresult *rr)
{
	struct vsandbox vs;
	int fds[2], rc;
	char *sdir = NULL, *env[3] = {NULL};

	if (sanitizer) {
		char *real = realpath(sanitizer, NULL);

		sdir = real ? pathdir(real) : NULL;
		free(real);
	}
	verify_sandbox(c, SBX_GPU, c->workdir, sdir, &vs);
	vs.s.deferfs = true;
	if (c->device && *c->device) {
		/* its GPU alone; an index is nvidia-smi's, in the order of the PCI bus */
		env[0] = xasprintf("CUDA_VISIBLE_DEVICES=%s", c->device);
		if (strspn(c->device, "0123456789") == strlen(c->device))
			env[1] = xstrdup("CUDA_DEVICE_ORDER=PCI_BUS_ID");
		vs.s.envset = (const char *const *)env;
	}
	sandbox_startup(&vs.s, fds);
	{
		struct runopts o = {.timeout_s = timeout, .maxout = HARNESS_OUT_MAX, .dir = c->workdir, .input = input,
				    .sbx = &vs.s, .fds = {fds[0] > 2 ? fds[0] : 0, fds[1] > 2 ? fds[1] : 0}};

		rc = run(argv, &o, rr);
	}
	for (int k = 0; k < 2; k++)
		if (fds[k] >= 0)
			close(fds[k]);
	if (!r->sandbox)
		r->sandbox = env[0] ? xasprintf("%s; %s", sandbox_describe(SBX_GPU), env[0])
				    : xstrdup(sandbox_describe(SBX_GPU));
	verify_sandbox_free(&vs);
	free(sdir);
	free(env[0]);
	free(env[1]);
	return rc;
}

/* The plan akgen gave a run: n shapes (verify: every test and bench shape, each with
 * `trials` trials; bench: every bench shape). A pass whose events do not cover it is no
 * pass: the harness's findings are judged against what was asked, not taken on their
 * own word. */
struct plan {
	const char *event;	/* "shape" or "bench" */
	int n, trials;
};

static bool covered(const struct runresult *rr, const struct plan *p, struct buf *why)
{
	const char *line = rr->out.data;
	bool seen[512] = {false};
	int got = 0;

	while (line && *line) {
		const char *nl = strchr(line, '\n');
		json_t *j = json_loadb(line, nl ? (size_t)(nl - line) : strlen(line), 0, NULL);
		const char *e = j ? json_string_value(json_object_get(j, "event")) : NULL;

		if (e && strcmp(e, p->event) == 0) {
			json_int_t si = json_integer_value(json_object_get(j, "shape"));
			json_int_t tr = json_integer_value(json_object_get(j, "trials"));

			if (si >= 0 && si < 512 && !seen[si] && (p->trials == 0 || tr == p->trials)) {
				seen[si] = true;
				got++;
			}
		}
		json_decref(j);
		line = nl ? nl + 1 : NULL;
	}
	if (got >= p->n)
		return true;
	bufprintf(why, "the harness reported %d of the %d %s akgen asked for%s", got, p->n,
		  strcmp(p->event, "bench") == 0 ? "bench shapes" : "shapes", p->trials ? " with every trial" : "");
	return false;
}

static void runharness(const struct vconf *c, struct vresult *r, char **argv, enum verdict okv, const char *what,
		       const char *input, const struct plan *p)
{
	struct runresult rr;

	if (runsandboxed(c, argv, c->timeout_s, NULL, input, r, &rr) != 0) {
		stage(r, V_HARNESS_ERROR, "the harness could not be started", NULL);
	} else {
		verify_harnessverdict(r, &rr, okv, what);
		if (r->final == okv) {
			struct buf why = {0};

			if (!covered(&rr, p, &why)) {
				verify_unstage(r);
				stage(r, V_CRASH, why.data, NULL);
			}
			buffree(&why);
		}
	}
	runfree(&rr);
}

/* compute-sanitizer; AKGEN_SANITIZER names another program run the same way
 * (the tests' stand-in on a machine without a GPU) */
static const char *sanitizer(void)
{
	const char *env = getenv("AKGEN_SANITIZER");

	if (env && *env)
		return access(env, X_OK) == 0 ? env : NULL;
	if (access("/usr/local/cuda/bin/compute-sanitizer", X_OK) == 0)
		return "/usr/local/cuda/bin/compute-sanitizer";
	return NULL;
}

/* SANITIZE: memcheck and racecheck on the smallest test shape */
static void sanitize(const struct vconf *c, struct vresult *r, const char *seed)
{
	static const char *const tools[] = {"memcheck", "racecheck"};
	const char *cs = sanitizer();

	if (!cs) {
		stage(r, V_HARNESS_ERROR, "compute-sanitizer is not installed: the protocol is incomplete", NULL);
		return;
	}
	for (size_t i = 0; i < AK_LEN(tools); i++) {
		char *argv[] = {(char *)cs, "--tool", (char *)tools[i], "--error-exitcode", "86", "--print-limit", "20",
				"./runner", "sanitize", "--seed", (char *)seed, NULL};
		struct runresult rr;

		if (runsandboxed(c, argv, c->timeout_s * 4, cs, NULL, r, &rr) != 0) {
			stage(r, V_HARNESS_ERROR, "compute-sanitizer could not be started", NULL);
			runfree(&rr);
			return;
		}
		if (rr.end == RUN_EXITED && rr.code == 86) {
			char *t = tail(rr.out.data, 4000);
			char *d = xasprintf("compute-sanitizer %s reported errors on the smallest test shape", tools[i]);

			stage(r, V_FAIL_SANITIZER, d, t);
			free(d);
			free(t);
			runfree(&rr);
			return;
		}
		if (rr.end != RUN_EXITED || rr.code != 0) {
			char *d = xasprintf("compute-sanitizer %s", tools[i]);

			verify_harnessverdict(r, &rr, V_PASS_SANITIZER, d);
			free(d);
			runfree(&rr);
			return;
		}
		runfree(&rr);
	}
	stage(r, V_PASS_SANITIZER, "memcheck and racecheck found nothing on the smallest test shape", NULL);
}

static void check(const struct vconf *c, struct vresult *r, const char *what)
{
	char seed[32], trials[16], detail[160];
	/* the seed on stdin: the harness reads it after the candidate's process has split
	 * off, so that nothing the candidate runs in ever holds it */
	char *argv[] = {"./harness", "verify", "--seed", "-", "--trials", trials, NULL};
	int n = c->trials > 0 ? c->trials : 10;
	struct plan p = {"shape", c->spec->ntests + c->spec->nbenches, n};

	r->mark = monotime();
	xsnprintf(seed, sizeof(seed), "%llu\n", (unsigned long long)c->seed);
	xsnprintf(trials, sizeof(trials), "%d", n);
	snprintf(detail, sizeof(detail), "%s on every test and bench shape, %d trial%s a shape", what, n, n == 1 ? "" : "s");
	runharness(c, r, argv, V_PASS, detail, seed, &p);
}

void verify_check(const struct vconf *c, struct vresult *r)
{
	if (r->final == V_COMPILED)
		check(c, r, "verified");
}

void verify_recheck(const struct vconf *c, struct vresult *r)
{
	if (r->final == V_PASS || r->final == V_BENCHED)
		check(c, r, "verified again");
}

void verify_sanitize(const struct vconf *c, struct vresult *r)
{
	char seed[32];

	if (r->final != V_PASS && r->final != V_BENCHED)
		return;
	r->mark = monotime();
	xsnprintf(seed, sizeof(seed), "%llu", (unsigned long long)c->seed);
	sanitize(c, r, seed);
}

void verify_bench(const struct vconf *c, struct vresult *r)
{
	char seed[32], minms[32], copy[32], mma[32];
	char *argv[] = {"./harness", "bench", "--seed", "-", "--min-ms", minms, NULL, NULL, NULL, NULL, NULL};
	int n = 6;
	struct plan p = {"bench", c->spec->nbenches, 0};

	if (r->final != V_PASS && r->final != V_PASS_SANITIZER && r->final != V_BENCHED)
		return;
	r->mark = monotime();
	json_decref(r->bench);
	r->bench = NULL;
	xsnprintf(seed, sizeof(seed), "%llu\n", (unsigned long long)c->seed);
	xsnprintf(minms, sizeof(minms), "%g", c->min_ms > 0 ? c->min_ms : 200);
	xsnprintf(copy, sizeof(copy), "%g", c->copy_gbps);
	xsnprintf(mma, sizeof(mma), "%g", c->mma_tflops);
	if (c->copy_gbps > 0)
		argv[n++] = "--copy-gbps", argv[n++] = copy;
	if (c->mma_tflops > 0)
		argv[n++] = "--mma-tflops", argv[n++] = mma;
	runharness(c, r, argv, V_BENCHED, "timed on every bench shape", seed, &p);
}

void verify_note(struct vresult *r, enum verdict v, const char *detail, const char *evidence)
{
	if (r->mark == 0)
		r->mark = monotime();
	stage(r, v, detail, evidence);
}

void verify_unstage(struct vresult *r)
{
	if (r->nst == 0)
		return;
	r->nst--;
	free(r->st[r->nst].detail);
	free(r->st[r->nst].evidence);
	free(r->st[r->nst].sandbox);
	r->final = r->nst ? r->st[r->nst - 1].v : V_NONE;
}

void verify_unverified(struct vresult *r, const char *why)
{
	if (r->final == V_PASS_STATIC)
		stage(r, V_NO_GPU, why, NULL);
}

void verify_judge(const struct vconf *c, struct vresult *r)
{
	verify_check(c, r);
	if (!c->nosanitize)
		verify_sanitize(c, r);
	if (c->bench)
		verify_bench(c, r);
}

int verify_run(const struct vconf *c, struct vresult *r)
{
	if (verify_build(c, r) != 0)
		return -1;
	verify_judge(c, r);
	return 0;
}

void verify_free(struct vresult *r)
{
	for (int i = 0; i < r->nst; i++) {
		free(r->st[i].detail);
		free(r->st[i].evidence);
		free(r->st[i].sandbox);
	}
	free(r->source);
	free(r->compile_cmd);
	free(r->compile_log);
	free(r->sandbox);
	json_decref(r->start);
	json_decref(r->bench);
	json_decref(r->ceiling);
	memset(r, 0, sizeof(*r));
}
