/* verify.c: judging one candidate: static checks, compile, verify, sanitize, bench
 *
 * Every stage ends in one verdict of the closed set in verdict.h; the first
 * stage that fails ends the judgement. The harness runs in a child process
 * with a time and output limit (run.c), so a candidate that hangs, faults or
 * floods becomes a verdict and akgen goes on. */
#define _XOPEN_SOURCE 700
#include "verify.h"

#include <errno.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "glue.h"
#include "plan.h"
#include "sig.h"
#include "run.h"
#include "sha256.h"
#include "util.h"

/* the most a compiler or the harness may print before it is cut off */
#define LOG_MAX (256 * 1024)
#define HARNESS_OUT_MAX (64 * 1024)

static const char *const cupti_dirs[] = {
	"/usr/local/cuda/targets/x86_64-linux/lib",
	"/usr/local/cuda/extras/CUPTI/lib64",
	"/usr/local/cuda/lib64",
	"/usr/local/cuda/lib",
	NULL,
};

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

		snprintf(found, sizeof(found), "%.*s/nvcc", (int)n, path);
		if (n && access(found, X_OK) == 0)
			return found;
		path = colon ? colon + 1 : NULL;
	}
	return NULL;
}

char *verify_gpu_arch(void)
{
	char *argv[] = {"nvidia-smi", "--query-gpu=compute_cap", "--format=csv,noheader", NULL};
	struct runopts o = {.timeout_s = 30, .maxout = 4096};
	struct runresult r;
	char *arch = NULL;
	int major, minor;
	const char *env = getenv("AKGEN_GPU_ARCH");

	/* the tests' way to play a machine with a GPU, or without one ("none") */
	if (env && *env)
		return strcmp(env, "none") == 0 ? NULL : xstrdup(env);

	if (run(argv, &o, &r) == 0 && r.end == RUN_EXITED && r.code == 0 &&
	    sscanf(r.out.data, "%d.%d", &major, &minor) == 2)
		arch = xasprintf("sm_%d%d", major, minor);
	runfree(&r);
	return arch;
}

static void stage(struct vresult *r, enum verdict v, const char *detail, const char *evidence)
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
	r->final = v;
}

/* the -gencode of an arch: sm_90a -> arch=compute_90a,code=sm_90a */
static char *gencode(const char *arch)
{
	return xasprintf("arch=compute_%s,code=%s", arch + 3, arch);
}

/* the last lines of a log, at most max bytes, for a detail */
static char *tail(const char *log, size_t max)
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

static void joinargv(char *const *argv, struct buf *b)
{
	for (int i = 0; argv[i]; i++)
		bufprintf(b, "%s%s", i ? " " : "", argv[i]);
}

/* run a build step; on failure record verdict v with its log */
static bool step(struct vresult *r, char *const *argv, const char *dir, enum verdict v, const char *what,
		 struct buf *log)
{
	struct runopts o = {.timeout_s = 600, .maxout = LOG_MAX, .dir = dir};
	struct runresult rr;
	bool ok;

	if (run(argv, &o, &rr) != 0) {
		runfree(&rr);
		stage(r, v, what, "could not start the compiler");
		return false;
	}
	if (log) {
		bufputs(log, rr.out.data);
		bufputs(log, rr.err.data);
	}
	ok = rr.end == RUN_EXITED && rr.code == 0;
	if (!ok) {
		struct buf d = {0};
		char *t = tail(rr.err.len ? rr.err.data : rr.out.data, 4000);

		bufprintf(&d, "%s: ", what);
		rundescribe(&rr, &d);
		stage(r, v, d.data, t);
		free(t);
		buffree(&d);
	}
	runfree(&rr);
	return ok;
}

static int writein(const char *dir, const char *name, const struct buf *b)
{
	char *p = pathjoin(dir, name);
	int rc = writefile(p, b->data, b->len) < 0 ? -1 : 0;

	free(p);
	return rc;
}

static const char *cuptidir(void)
{
	for (int i = 0; cupti_dirs[i]; i++) {
		char *p = pathjoin(cupti_dirs[i], "libcupti.so");
		bool ok = access(p, R_OK) == 0;

		free(p);
		if (ok)
			return cupti_dirs[i];
	}
	return NULL;
}

/* STATIC (source) and COMPILE of the candidate into cand.o */
static bool compile(const struct vconf *c, const struct ruleset *rules, struct vresult *r)
{
	struct buf hdr = {0}, why = {0}, log = {0}, cmd = {0};
	char *gen = gencode(c->arch), *candabs = realpath(c->cand, NULL), *workabs = realpath(c->workdir, NULL);
	char *candir = candabs ? pathdir(candabs) : NULL;
	/* a candidate in the work directory is named as such, so that its
	 * compile line reads the same wherever it ran */
	char *src = candabs && workabs && strcmp(candir, workabs) == 0 ? candabs + strlen(candir) + 1 : candabs;
	char *argv[] = {(char *)c->nvcc, "-std=c++17", "-O3", "-lineinfo", "-gencode", gen, "-Xptxas", "-v",
			"-include", "launcher.h", "-c", src, "-o", "cand.o", NULL};
	bool ok = false;

	glue_launcher_header(c->spec, c->dt, c->arch, &hdr);
	if (!candabs || writein(c->workdir, "launcher.h", &hdr) != 0) {
		warn("cannot prepare %s", c->workdir);
		goto out;
	}
	if (!c->nostatic && static_source(rules, r->source, strlen(r->source), &why) > 0) {
		stage(r, V_REJECT_STATIC, "the source breaks the rules of verify/rules/", why.data);
		ok = true;	/* judged */
		goto out;
	}
	joinargv(argv, &cmd);
	r->compile_cmd = xstrdup(cmd.data);
	if (!step(r, argv, c->workdir, V_FAIL_COMPILE, "nvcc refused the candidate", &log)) {
		r->compile_log = xstrdup(log.data);
		ok = true;
		goto out;
	}
	r->compile_log = xstrdup(log.data);
	static_resources(log.data, &r->res);
	ok = true;
out:
	free(gen);
	free(candabs);
	free(workabs);
	free(candir);
	buffree(&hdr);
	buffree(&why);
	buffree(&log);
	buffree(&cmd);
	return ok;
}

/* STATIC (object): what the object calls and defines, and that it has a kernel */
static void objcheck(const struct vconf *c, const struct ruleset *rules, struct vresult *r)
{
	char *argv[] = {"nm", "-P", "cand.o", NULL};
	struct runopts o = {.timeout_s = 60, .maxout = LOG_MAX, .dir = c->workdir};
	struct runresult rr;
	struct buf why = {0}, name = {0};
	int n;

	if (run(argv, &o, &rr) != 0 || rr.end != RUN_EXITED || rr.code != 0) {
		stage(r, V_REJECT_STATIC, "nm could not read the candidate's object", rr.err.data);
		runfree(&rr);
		return;
	}
	sig_launcher_name(c->spec, c->dt, c->arch, &name);
	n = static_symbols(rules, rr.out.data, name.data, &why);
	{
		char *hv[] = {"objdump", "-h", "cand.o", NULL};
		char *dv[] = {"objdump", "-d", "--no-show-raw-insn", "cand.o", NULL};
		struct runopts od = {.timeout_s = 60, .maxout = 64u << 20, .dir = c->workdir};
		struct runresult hr, dr;

		if (run(hv, &od, &hr) == 0 && hr.end == RUN_EXITED && hr.code == 0)
			n += static_sections(hr.out.data, &why);
		else
			bufputs(&why, "objdump -h could not read the object\n"), n++;
		if (run(dv, &od, &dr) == 0 && dr.end == RUN_EXITED && dr.code == 0)
			n += static_insns(dr.out.data, &why);
		else
			bufputs(&why, "objdump -d could not read the object\n"), n++;
		runfree(&hr);
		runfree(&dr);
	}
	if (r->res.kernels == 0) {
		bufputs(&why, "ptxas compiled no entry function: the candidate has no kernel\n");
		n++;
	}
	if (n)
		stage(r, V_REJECT_STATIC, "the object breaks the rules of verify/rules/", why.data);
	else
		stage(r, V_PASS_STATIC, "includes, names, symbols and the launcher are as the rules require", NULL);
	runfree(&rr);
	buffree(&why);
	buffree(&name);
}

static atomic_uint tmpseq;

/* akgen's cache of objects that do not depend on the candidate */
static char *cachedir(void)
{
	const char *base = getenv("XDG_CACHE_HOME");
	char *dir = base && *base ? pathjoin(base, "akgen")
				  : xasprintf("%s/.cache/akgen", getenv("HOME") ? getenv("HOME") : "/tmp");

	if (mkdirs(dir) != 0)
		warn("cannot create %s:", dir);
	return dir;
}

/* the object KIND-KEY.o of the cache, KEY the sha256 of keytext: built by
 * argv in dir (argv[outi] is set to a temporary name, renamed into place)
 * when it is not there; returns its path, or NULL after a HARNESS_ERROR
 * stage saying what did not compile */
static char *cachedobj(const char *kind, const struct buf *keytext, char **argv, int outi, const char *dir,
		       struct vresult *r, const char *what)
{
	char key[65], *cache = cachedir(), *obj, *tmp;

	sha256_buf(keytext->data, keytext->len, key);
	obj = xasprintf("%s/%s-%.16s.o", cache, kind, key);
	/* threads of one process may build it at once: each in its own file */
	tmp = xasprintf("%s.tmp.%ld.%u", obj, (long)getpid(), atomic_fetch_add(&tmpseq, 1u));
	if (access(obj, R_OK) != 0) {
		argv[outi] = tmp;
		if (!step(r, argv, dir, V_HARNESS_ERROR, what, NULL) || rename(tmp, obj) != 0) {
			unlink(tmp);
			free(obj);
			obj = NULL;
		}
	}
	free(tmp);
	free(cache);
	return obj;
}

/* the harness object, built once per verifier (hv: plan_hashverifier's
 * hash, the one that puts the verifier in a job's key), arch and nvcc */
static char *harnessobj(const struct vconf *c, struct vresult *r, const char *hv)
{
	char *src = pathjoin(c->verifydir, "harness.cu"), *gen = gencode(c->arch), *obj;
	char *incl = xasprintf("-I%s", c->verifydir);
	char *argv[] = {(char *)c->nvcc, "-std=c++17", "-O2", "-gencode", gen, incl, "-c", src, "-o", NULL, NULL};
	struct buf k = {0};

	bufprintf(&k, "%s %s %s", hv, c->arch, c->nvcc);
	obj = cachedobj("harness", &k, argv, 9, NULL, r, "the harness did not compile");
	free(src);
	free(gen);
	free(incl);
	buffree(&k);
	return obj;
}

/* COMPILE (link): the glue, the reference and the candidate with the harness */
static bool linkharness(const struct vconf *c, struct vresult *r)
{
	struct buf glue = {0};
	char *hobj = NULL, *gen = gencode(c->arch), *incl = xasprintf("-I%s", c->verifydir);
	const char *cdir = cuptidir();
	char *ldir = xasprintf("-L%s", cdir ? cdir : "/usr/local/cuda/lib64");
	char *rpath = xasprintf("-Xlinker=-rpath,%s", cdir ? cdir : "/usr/local/cuda/lib64");
	char *refabs = realpath(c->spec->refpath, NULL), *refobj = NULL, *glueobj = NULL;
	char hv[65];
	bool ok = false;

	if (glue_write(c->spec, c->dt, c->arch, &glue) != 0 || writein(c->workdir, "glue.cu", &glue) != 0 || !refabs) {
		stage(r, V_HARNESS_ERROR, "the glue could not be written", NULL);
		goto out;
	}
	{
		/* the reference and the glue depend on the job, not the
		 * candidate: built once, then taken from the cache */
		char *refc[] = {"cc", "-std=c11", "-O2", "-c", refabs, "-o", NULL, NULL};
		char *gluec[] = {(char *)c->nvcc, "-std=c++17", "-O2", "-gencode", gen, incl, "-I.", "-c", "glue.cu",
				 "-o", NULL, NULL};
		struct buf rk = {0}, gk = {0}, reftext = {0};

		if (readfile(refabs, 16u << 20, &reftext) == 0 && plan_hashverifier(c->verifydir, hv) == 0) {
			bufprintf(&rk, "cc -std=c11 -O2\n");
			bufadd(&rk, reftext.data, reftext.len);
			bufprintf(&gk, "%s %s %s\n", hv, c->arch, c->nvcc);
			bufadd(&gk, glue.data, glue.len);
			refobj = cachedobj("ref", &rk, refc, 6, c->workdir, r, "the reference did not compile");
			glueobj = refobj ? cachedobj("glue", &gk, gluec, 10, c->workdir, r, "the glue did not compile") : NULL;
		} else {
			stage(r, V_HARNESS_ERROR, "the reference or the verifier could not be read", NULL);
		}
		buffree(&rk);
		buffree(&gk);
		buffree(&reftext);
		if (!refobj || !glueobj)
			goto out;
	}
	{
		/* every symbol of the candidate but its launcher becomes local, so
		 * that nothing it defines can stand in for a function the harness
		 * calls (memcpy, exit, ...) */
		struct buf name = {0};
		char *keep;

		sig_launcher_name(c->spec, c->dt, c->arch, &name);
		keep = xasprintf("--keep-global-symbol=%s", name.data);
		buffree(&name);
		char *objv[] = {"objcopy", keep, "cand.o", "cand.o", NULL};
		bool ok2 = step(r, objv, c->workdir, V_HARNESS_ERROR, "objcopy could not localise the candidate's symbols",
				NULL);

		free(keep);
		if (!ok2)
			goto out;
	}
	hobj = harnessobj(c, r, hv);
	if (!hobj)
		goto out;
	{
		char *linkv[] = {(char *)c->nvcc, "-gencode", gen, hobj, glueobj, "cand.o", refobj, "-o", "harness",
				 ldir, "-lcupti", rpath, NULL};

		if (!step(r, linkv, c->workdir, V_FAIL_LINK, "the candidate did not link with the harness", NULL))
			goto out;
	}
	ok = true;
out:
	buffree(&glue);
	free(hobj);
	free(refobj);
	free(glueobj);
	free(gen);
	free(incl);
	free(ldir);
	free(rpath);
	free(refabs);
	return ok;
}

int verify_harness(const struct vconf *c)
{
	struct vresult r;
	char hv[65], *obj;

	memset(&r, 0, sizeof(r));
	if (plan_hashverifier(c->verifydir, hv) != 0)
		return -1;
	obj = harnessobj(c, &r, hv);
	if (!obj && r.nst)
		warn("%s%s%s", r.st[0].detail, *r.st[0].evidence ? "\n" : "", r.st[0].evidence);
	free(obj);
	verify_free(&r);
	return obj ? 0 : -1;
}

void verify_harnessverdict(struct vresult *r, const struct runresult *rr, enum verdict okv, const char *what)
{
	json_t *fail = NULL;
	bool done = false;
	const char *line = rr->out.data;
	struct buf d = {0};
	char *ev;

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

static void runharness(const struct vconf *c, struct vresult *r, char **argv, enum verdict okv, const char *what)
{
	struct runopts o = {.timeout_s = c->timeout_s, .maxout = HARNESS_OUT_MAX, .dir = c->workdir};
	struct runresult rr;

	if (run(argv, &o, &rr) != 0)
		stage(r, V_HARNESS_ERROR, "the harness could not be started", NULL);
	else
		verify_harnessverdict(r, &rr, okv, what);
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
				"./harness", "sanitize", "--seed", (char *)seed, NULL};
		struct runopts o = {.timeout_s = c->timeout_s * 4, .maxout = HARNESS_OUT_MAX, .dir = c->workdir};
		struct runresult rr;

		if (run(argv, &o, &rr) != 0) {
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

int verify_build(const struct vconf *c, struct vresult *r)
{
	struct ruleset rules;
	struct buf src = {0};
	char *rulesdir, *gpu;

	memset(r, 0, sizeof(*r));
	r->mark = monotime();
	if (readfile(c->cand, 1 << 20, &src) != 0) {
		warn("cannot read the candidate %s:", c->cand);
		buffree(&src);
		return -1;
	}
	r->source = src.data;
	sha256_buf(src.data, src.len, r->source_sha);
	rulesdir = pathjoin(c->verifydir, "rules");
	if (rules_load(rulesdir, &rules) != 0) {
		free(rulesdir);
		return -1;
	}
	free(rulesdir);
	if (!compile(c, &rules, r)) {
		rules_free(&rules);
		return -1;
	}
	if (r->nst == 0) {
		if (!c->nostatic)
			objcheck(c, &rules, r);
		else
			stage(r, V_PASS_STATIC, "static checks skipped (--no-static)", NULL);
	}
	rules_free(&rules);
	if (!verdict_info(r->final)->ok || c->staticonly)
		return 0;
	if (!linkharness(c, r))
		return 0;
	stage(r, V_COMPILED, "compiled and linked with the harness", NULL);
	gpu = c->gpu ? (*c->gpu ? xstrdup(c->gpu) : NULL) : verify_gpu_arch();
	if (!gpu || strncmp(gpu, c->arch, strlen(gpu)) != 0) {
		char *d = xasprintf("no GPU of arch %s here (%s%s): compiled only, unverified", c->arch,
				    gpu ? "found " : "found none", gpu ? gpu : "");

		stage(r, V_NO_GPU, d, NULL);
		free(d);
	}
	free(gpu);
	return 0;
}

static void check(const struct vconf *c, struct vresult *r, const char *what)
{
	char seed[32], trials[16], detail[160];
	char *argv[] = {"./harness", "verify", "--seed", seed, "--trials", trials, NULL};
	int n = c->trials > 0 ? c->trials : 10;

	r->mark = monotime();
	snprintf(seed, sizeof(seed), "%llu", (unsigned long long)c->seed);
	snprintf(trials, sizeof(trials), "%d", n);
	snprintf(detail, sizeof(detail), "%s on every test and bench shape, %d trial%s a shape", what, n, n == 1 ? "" : "s");
	runharness(c, r, argv, V_PASS, detail);
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
	snprintf(seed, sizeof(seed), "%llu", (unsigned long long)c->seed);
	sanitize(c, r, seed);
}

void verify_bench(const struct vconf *c, struct vresult *r)
{
	char seed[32], minms[32], copy[32];
	char *argv[] = {"./harness", "bench", "--seed", seed, "--min-ms", minms, c->copy_gbps > 0 ? "--copy-gbps" : NULL,
			copy, NULL};

	if (r->final != V_PASS && r->final != V_PASS_SANITIZER && r->final != V_BENCHED)
		return;
	r->mark = monotime();
	json_decref(r->bench);
	r->bench = NULL;
	snprintf(seed, sizeof(seed), "%llu", (unsigned long long)c->seed);
	snprintf(minms, sizeof(minms), "%g", c->min_ms > 0 ? c->min_ms : 200);
	snprintf(copy, sizeof(copy), "%g", c->copy_gbps);
	runharness(c, r, argv, V_BENCHED, "timed on every bench shape");
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
	}
	free(r->source);
	free(r->compile_cmd);
	free(r->compile_log);
	json_decref(r->start);
	json_decref(r->bench);
	json_decref(r->ceiling);
	memset(r, 0, sizeof(*r));
}
