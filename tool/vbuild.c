/* vbuild.c: the first half of a judgement, needing no GPU: the static checks
 * (the source, the host code after nvcc's front end, the PTX, the object) and
 * the build of the harness around the candidate
 *
 * Every program here runs in the sandbox (sandbox.h): nvcc and what it runs
 * see the toolchain, the verifier and their scratch directory, nothing else,
 * and no key. The host code and the PTX are checked after nvcc's front end
 * and before the host assembler runs: a candidate's assembly never reaches
 * it, so no assembler directive can read a file on the candidate's behalf. */
#define _XOPEN_SOURCE 700
#include "verify.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "glue.h"
#include "gpus.h"
#include "plan.h"
#include "run.h"
#include "sha256.h"
#include "proto.h"
#include "util.h"
#include "verifyint.h"

#define stage verify_stage
#define tail verify_tail

static const char *const cupti_dirs[] = {
	"/usr/local/cuda/targets/x86_64-linux/lib",
	"/usr/local/cuda/extras/CUPTI/lib64",
	"/usr/local/cuda/lib64",
	"/usr/local/cuda/lib",
	NULL,
};

/* the -gencode of an arch: sm_90a -> arch=compute_90a,code=sm_90a */
static char *gencode(const char *arch)
{
	return xasprintf("arch=compute_%s,code=%s", arch + 3, arch);
}

static void joinargv(char *const *argv, struct buf *b)
{
	for (int i = 0; argv[i]; i++)
		bufprintf(b, "%s%s", i ? " " : "", argv[i]);
}

/* run a build step in the sandbox vs (scratch: dir); on failure record
 * verdict v with its log */
static bool step(struct vresult *r, char *const *argv, const char *dir, const struct vsandbox *vs, enum verdict v,
		 const char *what, struct buf *log)
{
	struct runopts o = {.timeout_s = 600, .maxout = LOG_MAX, .dir = dir, .sbx = &vs->s};
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
		/* akgen generate's deadline stopped it: no fault of the candidate's */
		stage(r, rr.end == RUN_CUT ? V_HARNESS_ERROR : v, d.data, t);
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

/* nvcc's flags for a candidate, before the mode and the files */
#define CANDFLAGS(nvcc, gen) (char *)(nvcc), "-std=c++17", "-O3", "-lineinfo", "-gencode", (char *)(gen), "-Xptxas", "-v", \
		"-include", "launcher.h"

/* the target's nvcc options (at most TARGET_MAX_FLAGS, 8), in the slots before an
 * argv's NULL: the first unused slot ends the list */
#define ARCHFLAG(c, i) ((c)->narchflags > (i) ? (c)->archflags[i] : NULL)
#define ARCHFLAGS(c) ARCHFLAG(c, 0), ARCHFLAG(c, 1), ARCHFLAG(c, 2), ARCHFLAG(c, 3), ARCHFLAG(c, 4), \
		ARCHFLAG(c, 5), ARCHFLAG(c, 6), ARCHFLAG(c, 7)

/* STATIC (the host code and the PTX): nvcc's front end and the device compile
 * only (--cuda), keeping what they made in lowered/: the host translation unit
 * as the host compiler would get it, and the PTX. Checked here, before any
 * host assembler runs; nvcc's output (ptxas's resources among it) into log.
 * Returns false after a stage when the candidate was judged (refused, or not
 * compiled). */
static bool lowered(const struct vconf *c, const struct vsandbox *vs, char *const *argv, struct vresult *r,
		    struct buf *log)
{
	char *dir = pathjoin(c->workdir, "lowered");
	struct buf ii = {0}, ptx = {0}, why = {0};
	char *iip = pathjoin(dir, "cand.cu.ii"), *ptxp = pathjoin(dir, "cand.ptx");
	char *cudaroot = NULL;
	bool ok = false;
	int n = 0;

	if (mkdirs(dir) != 0) {
		stage(r, V_HARNESS_ERROR, "the work directory could not be prepared", NULL);
		goto out;
	}
	if (!step(r, argv, c->workdir, vs, V_FAIL_COMPILE, "nvcc refused the candidate", log)) {
		r->compile_log = xstrdup(log->data ? log->data : "");
		goto out;
	}
	if (readfile(iip, 256u << 20, &ii) != 0 || readfile(ptxp, 256u << 20, &ptx) != 0) {
		stage(r, V_HARNESS_ERROR, "nvcc --cuda -keep left no host code or PTX in lowered/", NULL);
		goto out;
	}
	{
		char *real = realpath(c->nvcc, NULL);

		/* the toolkit's own headers: .../bin/nvcc -> ... */
		if (real) {
			char *bin = pathdir(real);

			cudaroot = pathdir(bin);
			free(bin);
			free(real);
		}
	}
	n += static_hostcode(ii.data, ii.len, "cand.cu", cudaroot, &why);
	n += static_ptx(ptx.data, ptx.len, &why);
	if (n) {
		stage(r, V_REJECT_STATIC, "the host code or the PTX nvcc made of the source breaks the rules of verify/rules/",
		      why.data);
		goto out;
	}
	ok = true;
out:
	free(dir);
	free(iip);
	free(ptxp);
	free(cudaroot);
	buffree(&ii);
	buffree(&ptx);
	buffree(&why);
	return ok;
}

/* STATIC (source) and COMPILE of the candidate into cand.o; the candidate is
 * compiled as workdir/cand.cu, so that its compile line reads the same
 * wherever it ran. With the static checks, the object is the host translation
 * unit of lowered/ compiled, the bytes those checks read, which embed the
 * device code nvcc made there: the device code is compiled once (the object's
 * SASS, host code, symbols and sections are those `nvcc -c cand.cu` makes, in
 * about a sixth of its time). Without them, `nvcc -c cand.cu` */
static bool compile(const struct vconf *c, const struct ruleset *rules, struct vresult *r)
{
	struct buf hdr = {0}, why = {0}, log = {0}, cmd = {0}, src = {0};
	char *gen = gencode(c->arch);
	char *lowv[] = {CANDFLAGS(c->nvcc, gen), "--cuda", "-keep", "--keep-dir", "lowered", "cand.cu", "-o",
			"lowered/cand.cu.ii", ARCHFLAGS(c), NULL};
	/* nvcc hands a .ii to the host compiler as -x c++, which would preprocess it
	 * again: a directive that nvcc's own passes left as text would act here,
	 * unchecked (an #include of a file the static checks never read); as
	 * preprocessed text, every directive but a line marker is an error */
	char *objv[] = {(char *)c->nvcc, "-std=c++17", "-O3", "-Xcompiler", "-fpreprocessed", "-c", "lowered/cand.cu.ii",
			"-o", "cand.o", NULL};
	char *whole[] = {CANDFLAGS(c->nvcc, gen), "-c", "cand.cu", "-o", "cand.o", ARCHFLAGS(c), NULL};
	char *const *argv = c->nostatic ? whole : objv;
	struct vsandbox vs;
	bool ok = false;

	verify_sandbox(c, SBX_TOOL, c->workdir, NULL, &vs);
	glue_launcher_header(c->spec, c->dt, c->arch, &hdr);
	bufadd(&src, r->source, strlen(r->source));
	if (writein(c->workdir, "launcher.h", &hdr) != 0 || writein(c->workdir, "cand.cu", &src) != 0) {
		warn("cannot prepare %s", c->workdir);
		goto out;
	}
	ok = true;	/* from here on, whatever happens is a verdict */
	if (!c->nostatic && static_source(rules, r->source, strlen(r->source), &why) > 0) {
		stage(r, V_REJECT_STATIC, "the source breaks the rules of verify/rules/", why.data);
		goto out;
	}
	if (!c->nostatic) {
		joinargv(lowv, &cmd);
		bufputs(&cmd, " && ");
	}
	joinargv(argv, &cmd);
	r->compile_cmd = xstrdup(cmd.data);
	if (!c->nostatic && !lowered(c, &vs, lowv, r, &log))
		goto out;
	if (!step(r, argv, c->workdir, &vs, V_FAIL_COMPILE, "nvcc refused the candidate", &log)) {
		free(r->compile_log);
		r->compile_log = xstrdup(log.data);
		goto out;
	}
	free(r->compile_log);
	r->compile_log = xstrdup(log.data);
	static_resources(log.data, &r->res);
out:
	verify_sandbox_free(&vs);
	free(gen);
	buffree(&hdr);
	buffree(&why);
	buffree(&log);
	buffree(&cmd);
	buffree(&src);
	return ok;
}

/* run a binutils program on the object; its stdout, or NULL (allocated) */
static char *binutil(const struct vconf *c, const struct vsandbox *vs, char **argv)
{
	struct runopts o = {.timeout_s = 60, .maxout = 64u << 20, .dir = c->workdir, .sbx = &vs->s};
	struct runresult rr;
	char *out = NULL;

	if (run(argv, &o, &rr) == 0 && rr.end == RUN_EXITED && rr.code == 0)
		out = xstrdup(rr.out.data);
	runfree(&rr);
	return out;
}

/* STATIC (object): what the object calls and defines, its sections, its host
 * instructions, and that it has a kernel */
static void objcheck(const struct vconf *c, const struct ruleset *rules, struct vresult *r)
{
	char *nmv[] = {"nm", "-P", "cand.o", NULL};
	char *hv[] = {"readelf", "-S", "-W", "cand.o", NULL};
	char *dv[] = {"objdump", "-d", "--no-show-raw-insn", "cand.o", NULL};
	struct buf why = {0}, name = {0};
	struct vsandbox vs;
	char *out;
	int n = 0;

	verify_sandbox(c, SBX_TOOL, c->workdir, NULL, &vs);
	if (!(out = binutil(c, &vs, nmv))) {
		if (run_iscut())
			stage(r, V_HARNESS_ERROR, "the object's static checks: stopped by the run's deadline", NULL);
		else
			stage(r, V_REJECT_STATIC, "nm could not read the candidate's object", NULL);
		verify_sandbox_free(&vs);
		return;
	}
	sig_launcher_name(c->spec, c->dt, c->arch, &name);
	n += static_symbols(rules, out, name.data, &why);
	free(out);
	if ((out = binutil(c, &vs, hv)) != NULL)
		n += static_sections(out, &why);
	else
		bufputs(&why, "readelf -S could not read the object\n"), n++;
	free(out);
	if ((out = binutil(c, &vs, dv)) != NULL)
		n += static_insns(out, &why);
	else
		bufputs(&why, "objdump -d could not read the object\n"), n++;
	free(out);
	if (r->res.kernels == 0) {
		bufputs(&why, "ptxas compiled no entry function: the candidate has no kernel\n");
		n++;
	}
	if (run_iscut())
		/* akgen generate's deadline stopped a reading: no fault of the candidate's */
		stage(r, V_HARNESS_ERROR, "the object's static checks: stopped by the run's deadline", NULL);
	else if (n)
		stage(r, V_REJECT_STATIC, "the object breaks the rules of verify/rules/", why.data);
	else
		stage(r, V_PASS_STATIC, "includes, directives, host code, PTX, names, symbols, sections and the launcher are "
		      "as the rules require", NULL);
	verify_sandbox_free(&vs);
	buffree(&why);
	buffree(&name);
}

char *verify_cachedir(void)
{
	const char *base = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
	char *dir;

	if (base && *base)
		dir = pathjoin(base, "akgen");
	else if (home && *home)
		dir = xasprintf("%s/.cache/akgen", home);
	else
		dir = pathjoin(tempdir(), "akgen-cache");
	if (mkdirs(dir) != 0)
		warn("cannot create %s:", dir);
	return dir;
}

char *verify_scratchdb(void)
{
	char *dir = verify_cachedir(), *db = pathjoin(dir, "scratch.db");

	free(dir);
	return db;
}

/* the object KIND-KEY.o of the cache, KEY the sha256 of keytext: built by
 * argv in dir (argv[outi] is set to a name in a directory of its own, made
 * afresh in the cache, then renamed into place) when it is not there; returns
 * its path, or NULL after a HARNESS_ERROR stage saying what did not compile */
static char *cachedobj(const struct vconf *c, const char *kind, const struct buf *keytext, char **argv, int outi,
		       struct vresult *r, const char *what)
{
	char key[65], *cache = verify_cachedir(), *obj, *tmpdir = NULL, *tmp = NULL;
	struct vsandbox vs;

	sha256_buf(keytext->data, keytext->len, key);
	obj = xasprintf("%s/%s-%.16s.o", cache, kind, key);
	if (access(obj, R_OK) == 0)
		goto out;
	/* threads of one process may build it at once, each in its own
	 * directory: nvcc writes where nothing can be planted beforehand */
	tmpdir = xasprintf("%s/tmp.XXXXXX", cache);
	if (!mkdtemp(tmpdir)) {
		warn("cannot create a directory in %s:", cache);
		stage(r, V_HARNESS_ERROR, what, "no temporary directory in the cache");
		free(obj);
		obj = NULL;
		goto out;
	}
	tmp = xasprintf("%s/%s.o", tmpdir, kind);
	/* our own sources, built in the cache with the job's work directory
	 * (the glue) readable */
	argv[outi] = tmp;
	verify_sandbox(c, SBX_TOOL, cache, c->workdir, &vs);
	if (!step(r, argv, c->workdir ? c->workdir : cache, &vs, V_HARNESS_ERROR, what, NULL) || rename(tmp, obj) != 0) {
		free(obj);
		obj = NULL;
	}
	verify_sandbox_free(&vs);
	unlink(tmp);
	rmdir(tmpdir);
out:
	free(tmpdir);
	free(tmp);
	free(cache);
	return obj;
}

/* The harness object, built once per verifier (hv: plan_hashverifier's
 * hash, the one that puts the verifier in a job's key), arch and nvcc. An
 * sm_90 job's is built for sm_90a: it runs only where the job is judged, on a
 * GPU of compute capability 9.0 exactly, and its matrix ceiling needs wgmma,
 * the arch's full rate (verify/harness_mma.cuh). The candidate keeps the job's
 * own arch; the two objects' device code never meets (no -rdc). */
static char *harnessobj(const struct vconf *c, struct vresult *r, const char *hv)
{
	char *src = pathjoin(c->verifydir, "harness.cu"), *obj;
	char *gen = gencode(strcmp(c->arch, "sm_90") == 0 ? "sm_90a" : c->arch);
	char *incl = xasprintf("-I%s", c->verifydir);
	char *argv[] = {(char *)c->nvcc, "-std=c++17", "-O2", "-gencode", gen, incl, "-c", src, "-o", NULL, NULL};
	struct buf k = {0};

	bufprintf(&k, "%s %s %s", hv, c->arch, c->nvcc);
	obj = cachedobj(c, "harness", &k, argv, 9, r, "the harness did not compile");
	free(src);
	free(gen);
	free(incl);
	buffree(&k);
	return obj;
}

/* one link of the harness object, a glue and the reference (and the candidate,
 * when cand) into out; what failed is recorded as v */
static bool linkone(const struct vconf *c, struct vresult *r, char *const *objs, bool cand, const char *out,
		    enum verdict v, const char *what)
{
	const char *cdir = cuptidir();
	char *gen = gencode(c->arch), *ldir = xasprintf("-L%s", cdir ? cdir : "/usr/local/cuda/lib64");
	char *rpath = xasprintf("-Xlinker=-rpath,%s", cdir ? cdir : "/usr/local/cuda/lib64");
	char *linkv[16], *cache = verify_cachedir();
	struct vsandbox vs;
	int n = 0;
	bool linked;

	linkv[n++] = (char *)c->nvcc;
	linkv[n++] = "-gencode";
	linkv[n++] = gen;
	for (int i = 0; i < 3; i++)
		linkv[n++] = objs[i];
	if (cand)
		linkv[n++] = "cand.o";
	linkv[n++] = "-o";
	linkv[n++] = (char *)out;
	linkv[n++] = ldir;
	linkv[n++] = "-lcupti";
	linkv[n++] = rpath;
	linkv[n] = NULL;
	verify_sandbox(c, SBX_TOOL, c->workdir, cache, &vs);
	linked = step(r, linkv, c->workdir, &vs, v, what, NULL);
	verify_sandbox_free(&vs);
	free(cache);
	free(gen);
	free(ldir);
	free(rpath);
	return linked;
}

/* COMPILE (link): two programs. The runner: the harness, the glue, the reference
 * and the candidate; the harness: the same without the candidate (its glue built
 * with AKH_CHECKER, calling no launcher), which checks, reports, and starts the
 * runner for the calls (verify/harness_rpc.cuh). No code of the candidate's is in
 * the process that reports on it, not even one that runs at load time. */
static bool linkharness(const struct vconf *c, struct vresult *r)
{
	struct buf glue = {0};
	char *hobj = NULL, *gen = gencode(c->arch), *incl = xasprintf("-I%s", c->verifydir);
	char *refabs = realpath(c->spec->refpath, NULL), *refobj = NULL, *glueobj = NULL, *checkobj = NULL;
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
				 "-o", NULL, NULL, NULL};
		struct buf rk = {0}, gk = {0}, reftext = {0};

		if (readfile(refabs, 16u << 20, &reftext) == 0 && plan_hashverifier(c->verifydir, hv) == 0) {
			bufprintf(&rk, "cc -std=c11 -O2\n");
			bufadd(&rk, reftext.data, reftext.len);
			bufprintf(&gk, "%s %s %s\n", hv, c->arch, c->nvcc);
			bufadd(&gk, glue.data, glue.len);
			refobj = cachedobj(c, "ref", &rk, refc, 6, r, "the reference did not compile");
			glueobj = refobj ? cachedobj(c, "glue", &gk, gluec, 10, r, "the glue did not compile") : NULL;
			if (glueobj) {
				gluec[11] = "-DAKH_CHECKER";
				bufputs(&gk, "\n-DAKH_CHECKER\n");
				checkobj = cachedobj(c, "glue", &gk, gluec, 10, r, "the checker's glue did not compile");
			}
		} else {
			stage(r, V_HARNESS_ERROR, "the reference or the verifier could not be read", NULL);
		}
		buffree(&rk);
		buffree(&gk);
		buffree(&reftext);
		if (!refobj || !glueobj || !checkobj)
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
		struct vsandbox vs;
		bool ok2;

		verify_sandbox(c, SBX_TOOL, c->workdir, NULL, &vs);
		ok2 = step(r, objv, c->workdir, &vs, V_HARNESS_ERROR, "objcopy could not localise the candidate's symbols",
			   NULL);
		verify_sandbox_free(&vs);
		free(keep);
		if (!ok2)
			goto out;
	}
	hobj = harnessobj(c, r, hv);
	if (!hobj)
		goto out;
	{
		char *runner[] = {hobj, glueobj, refobj}, *checker[] = {hobj, checkobj, refobj};

		if (!linkone(c, r, runner, true, "runner", V_FAIL_LINK, "the candidate did not link with the harness") ||
		    !linkone(c, r, checker, false, "harness", V_HARNESS_ERROR, "the harness did not link"))
			goto out;
	}
	ok = true;
out:
	buffree(&glue);
	free(hobj);
	free(refobj);
	free(glueobj);
	free(checkobj);
	free(gen);
	free(incl);
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
	if (!gpu || !gpus_runs(gpu, c->arch)) {
		char *d = xasprintf("no GPU of arch %s here (%s%s): compiled only, unverified", c->arch,
				    gpu ? "found " : "found none", gpu ? gpu : "");

		stage(r, V_NO_GPU, d, NULL);
		free(d);
	}
	free(gpu);
	return 0;
}
