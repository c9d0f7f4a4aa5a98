/* cmdverify.c: the commands that judge one candidate or run one command by
 * hand: verify, bench, ask, sandbox */
#define _XOPEN_SOURCE 700
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ask.h"
#include "opts.h"
#include "plan.h"
#include "record.h"
#include "run.h"
#include "sandbox.h"
#include "targets.h"
#include "verify.h"

/* ---------------------------------------------------------------- verify, bench */

struct vopts {
	const char *arch, *dtype, *work;
	bool json, keep;
	struct vconf c;
};

/* one option of verify or bench that takes a number */
static int vnumopt(const char *cmd, const char *name, const char *v, struct vopts *o)
{
	int64_t x;

	if (strcmp(name, "--seed") == 0) {
		if (!parseint(v, &x) || x < 0)
			return usage(cmd, "--seed takes a number >= 0, not %s", v);
		o->c.seed = (uint64_t)x;
	} else if (strcmp(name, "--trials") == 0) {
		if (!parseint(v, &x) || x < 1 || x > 1000)
			return usage(cmd, "--trials takes 1..1000, not %s", v);
		o->c.trials = (int)x;
	} else if (strcmp(name, "--timeout") == 0) {
		if (!parsefloat(v, &o->c.timeout_s) || !(o->c.timeout_s > 0 && o->c.timeout_s < 86400))
			return usage(cmd, "--timeout takes seconds, not %s", v);
	} else if (strcmp(name, "--min-ms") == 0) {
		if (!parsefloat(v, &o->c.min_ms) || !(o->c.min_ms > 0 && o->c.min_ms < 600000))
			return usage(cmd, "--min-ms takes milliseconds, not %s", v);
	} else if (strcmp(name, "--mma-tflops") == 0) {
		if (!parsefloat(v, &o->c.mma_tflops) || !(o->c.mma_tflops > 0 && o->c.mma_tflops < 1e6))
			return usage(cmd, "--mma-tflops takes TFLOP/s, not %s", v);
	} else if (!parsefloat(v, &o->c.copy_gbps) || !(o->c.copy_gbps > 0 && o->c.copy_gbps < 1e6)) {
		return usage(cmd, "--copy-gbps takes GB/s, not %s", v);
	}
	return EXIT_OK;
}

/* one flag of verify or bench: true when argv[i] was one */
static bool vflag(const char *a, struct vopts *o)
{
	bool *const flags[] = {&o->json, &o->keep, &o->c.nostatic, &o->c.staticonly, &o->c.nosanitize};
	static const char *const names[] = {"--json", "--keep", "--no-static", "--static-only", "--no-sanitize"};

	for (size_t k = 0; k < AK_LEN(names); k++)
		if (strcmp(a, names[k]) == 0)
			return *flags[k] = true;
	return false;
}

static int vparse(int argc, char **argv, struct paths *p, const char *cmd, struct vopts *o, char **pos)
{
	static const char *const nums[] = {"--seed", "--trials", "--timeout", "--min-ms", "--copy-gbps", "--mma-tflops"};
	bool missing = false;
	const char *v;
	int npos = 0, status = EXIT_OK;

	for (int i = 1; i < argc && status == EXIT_OK; i++) {
		int r = pathopt(argc, argv, &i, p);

		if (r != 0 || (r = strarg(argc, argv, &i, "--arch", &o->arch)) != 0 ||
		    (r = strarg(argc, argv, &i, "--dtype", &o->dtype)) != 0 ||
		    (r = strarg(argc, argv, &i, "--work", &o->work)) != 0) {
			status = r < 0 ? usage(cmd, "option %s needs a value", argv[i]) : EXIT_OK;
			continue;
		}
		for (size_t k = 0; k < AK_LEN(nums) && !r && !missing; k++) {
			if ((v = optval(argc, argv, &i, nums[k], &missing))) {
				status = vnumopt(cmd, nums[k], v, o);
				r = 1;
			}
		}
		if (r)
			continue;
		if (missing)
			status = usage(cmd, "option %s needs a value", argv[i]);
		else if (vflag(argv[i], o))
			continue;
		else if (argv[i][0] == '-' && argv[i][1])
			status = usage(cmd, "unknown option %s", argv[i]);
		else if (npos < 2)
			pos[npos++] = argv[i];
		else
			status = usage(cmd, "unexpected argument %s", argv[i]);
	}
	if (status == EXIT_OK && npos != 2)
		status = usage(cmd, "%s", "usage: SPEC CANDIDATE.cu");
	return status;
}

/* the job's key as plan computes it (the op's default class: a candidate judged here is
 * verified and timed on every shape of the spec), or "unplanned" for an arch the spec
 * does not target */
static char *jobkey(struct spec *s, enum dtype dt, const char *arch, const struct paths *p)
{
	struct specset set = {&s, 1, NULL};
	/* no database: only the key is wanted, not the job's state */
	struct planconf conf = {p->templates, p->out, "/nonexistent/akgen.db", plan_default_proposer, p->verify,
				.opfiles = true};
	struct targets t;
	struct plan plan;
	char *key = NULL, *tpath = p->targets ? xstrdup(p->targets) : targets_defaultpath(p->specs);
	int rc = targets_load(tpath, p->targets != NULL, &t);

	free(tpath);
	if (rc != 0)
		return NULL;
	/* the arch's options, as plan keys its jobs; the spec's archs as it names them */
	conf.targets = &t;
	rc = plan_make(&set, &conf, &plan);
	targets_free(&t);
	if (rc != 0)
		return NULL;
	for (int i = 0; i < plan.n && !key; i++)
		if (plan.v[i].dt == dt && strcmp(plan.v[i].arch, arch) == 0 && !*spec_classname(plan.v[i].spec))
			key = xstrdup(plan.v[i].key);
	plan_free(&plan);
	return key ? key : xstrdup("unplanned");
}

static void vjson(const struct vopts *o, const struct vresult *r, const char *cand, int64_t aid, const char *db)
{
	json_t *j = json_object(), *st = json_array();
	char *text;

	json_object_set_new(j, "op", json_string(o->c.spec->op));
	json_object_set_new(j, "dtype", json_string(dtinfo(o->c.dt)->name));
	json_object_set_new(j, "arch", json_string(o->c.arch));
	json_object_set_new(j, "candidate", json_string(cand));
	json_object_set_new(j, "source_sha256", json_string(r->source_sha));
	json_object_set_new(j, "verdict", json_string(verdict_info(r->final)->name));
	json_object_set_new(j, "ok", json_boolean(verdict_info(r->final)->ok));
	json_object_set_new(j, "seed", json_integer((json_int_t)(o->c.seed & INT64_MAX)));
	for (int i = 0; i < r->nst; i++)
		json_array_append_new(st, json_pack("{s:s, s:s, s:f, s:s, s:s, s:s?}", "stage",
						    verdict_info(r->st[i].v)->stage, "verdict", verdict_info(r->st[i].v)->name,
						    "seconds", r->st[i].secs, "detail", r->st[i].detail, "evidence",
						    r->st[i].evidence, "sandbox", r->st[i].sandbox));
	json_object_set_new(j, "stages", st);
	json_object_set_new(j, "resources", json_pack("{s:i, s:I, s:I, s:I, s:I}", "kernels", r->res.kernels,
							  "registers", (json_int_t)r->res.registers, "smem_bytes",
							  (json_int_t)r->res.smem, "spill_bytes", (json_int_t)r->res.spills,
							  "stack_bytes", (json_int_t)r->res.stack));
	if (r->bench)
		json_object_set(j, "measurements", r->bench);
	if (r->ceiling)
		json_object_set(j, "ceiling", r->ceiling);
	if (r->start)
		json_object_set(j, "device", r->start);
	json_object_set_new(j, "attempt_id", aid > 0 ? json_integer(aid) : json_null());
	json_object_set_new(j, "db", json_string(db));
	text = json_dumps(j, JSON_INDENT(1) | JSON_PRESERVE_ORDER);
	if (!text)
		fatal("cannot format the verdict as JSON");
	puts(text);
	free(text);
	json_decref(j);
}

static void vhuman(const struct vopts *o, const struct vresult *r, const char *cand, int64_t aid, const char *db)
{
	size_t i;
	json_t *e;

	printf("%s %s %s  %s  (seed %llu)\n", o->c.spec->op, dtinfo(o->c.dt)->name, o->c.arch, cand,
	       (unsigned long long)o->c.seed);
	for (int k = 0; k < r->nst; k++) {
		const struct verdictinfo *vi = verdict_info(r->st[k].v);

		printf("  %-9s %-22s %s\n", vi->stage, vi->name, r->st[k].detail);
		if (r->st[k].v == V_COMPILED && r->res.kernels)
			printf("  %-9s %-22s %d kernel%s, %lld registers, %lld B static smem, %lld B spilled\n", "", "",
			       r->res.kernels, r->res.kernels == 1 ? "" : "s", (long long)r->res.registers,
			       (long long)r->res.smem, (long long)r->res.spills);
		if (!vi->ok && r->st[k].evidence[0]) {
			char *ev = xstrndup(r->st[k].evidence, 1500);

			printf("%s%s", ev, ev[strlen(ev) - 1] == '\n' ? "" : "\n");
			free(ev);
		}
	}
	if (r->ceiling) {
		const json_t *mt = json_object_get(r->ceiling, "mma_tflops");
		const char *mm = json_string_value(json_object_get(r->ceiling, "mma_method"));

		printf("  copy ceiling: %.0f GB/s\n", json_number_value(json_object_get(r->ceiling, "copy_gbps")));
		if (json_is_number(mt))
			printf("  matrix ceiling: %.0f TFLOP/s (%s%s)\n", json_number_value(mt), mm ? mm : "?",
			       record_mma_tflops(r->ceiling) > 0 ? "" : ", under the arch's full rate: not in the floor");
	}
	json_array_foreach(r->bench, i, e) {
		char *shape = json_dumps(json_object_get(e, "sym"), JSON_COMPACT);

		printf("  bench %-36s %9.2f us (p10 %.2f, p90 %.2f)  %6.0f GB/s  %5.1f%% of roofline\n", shape ? shape : "?",
		       json_number_value(json_object_get(e, "median_us")), json_number_value(json_object_get(e, "p10_us")),
		       json_number_value(json_object_get(e, "p90_us")), json_number_value(json_object_get(e, "gbps")),
		       100 * json_number_value(json_object_get(e, "roofline_frac")));
		/* the sets at the spec's least alignment, where the harness timed some */
		const json_t *ma = json_object_get(e, "min_align_median_us");
		if (json_is_number(ma))
			printf("  %-42s %9.2f us at the spec's least alignment (%.2fx)\n", "", json_number_value(ma),
			       json_number_value(json_object_get(e, "min_align_ratio")));
		free(shape);
	}
	printf("verdict: %s", verdict_info(r->final)->name);
	if (aid > 0)
		printf(" (attempt %lld in %s)", (long long)aid, db);
	putchar('\n');
}

/* a seed for a run that names none: different each run, recorded with it */
static uint64_t freshseed(void)
{
	struct timespec t;

	clock_gettime(CLOCK_REALTIME, &t);
	return ((uint64_t)t.tv_sec * 1000003u ^ (uint64_t)t.tv_nsec ^ (uint64_t)getpid() << 20) & 0xffffffffffffULL;
}

/* the job o names in s: --dtype (default the spec's first) and --arch (default
 * this machine's GPU's, held in *gpu, else the spec's first) */
static int judgejob(const char *cmd, struct vopts *o, const struct spec *s, char **gpu)
{
	o->c.spec = s;
	o->c.dt = o->dtype ? dtparse(o->dtype) : DT_NONE;
	if (o->dtype && (o->c.dt == DT_NONE || !(s->dtypes & (1u << o->c.dt))))
		return usage(cmd, "dtype %s is not in the spec's dtype set", o->dtype);
	if (!o->dtype) {
		enum dtype dts[DT_COUNT];

		spec_jobdtypes(s, dts);
		o->c.dt = dts[0];
	}
	*gpu = o->arch ? NULL : verify_gpu_arch();
	o->c.arch = o->arch ? o->arch : *gpu ? *gpu : s->archs[0];
	/* o->c.arch may be *gpu: the caller frees it after this message */
	if (strncmp(o->c.arch, "sm_", 3) != 0 || strlen(o->c.arch) < 5)
		return usage(cmd, "--arch takes an arch such as sm_90, not %s", o->c.arch);
	return EXIT_OK;
}

/* the work directory: --work (made when missing), or a new one in TMPDIR (/tmp); NULL after a warning */
static char *workdir(const struct vopts *o)
{
	char *work = o->work ? xstrdup(o->work) : pathjoin(tempdir(), "akgen-XXXXXX");

	if ((o->work && mkdirs(work) != 0) || (!o->work && !mkdtemp(work))) {
		warn("cannot create the work directory %s:", work);
		free(work);
		work = NULL;
	}
	return work;
}

/* remove the work directory akgen made */
static void rmwork(char *work)
{
	char *rm[] = {"rm", "-rf", work, NULL};
	struct runopts ro = {.timeout_s = 120, .maxout = 4096};
	struct runresult rr;

	if (run(rm, &ro, &rr) == 0)
		runfree(&rr);
}

/* record what r judged of cand in the database (--db, else the scratch one) and print it */
static int judged(int argc, char **argv, const struct paths *p, struct vopts *o, struct spec *s, const char *cand,
		  const struct vresult *r)
{
	struct buf cl = {0}, prop = {0};
	char *key = jobkey(s, o->c.dt, o->c.arch, p), *db = p->db ? xstrdup(p->db) : verify_scratchdb();
	struct recordctx rc = {db, NULL, key ? key : "unknown", NULL};
	int64_t aid;

	cmdline(argc, argv, &cl);
	bufprintf(&prop, "manual:%s", cand);
	rc.command = cl.data;
	rc.proposer = prop.data;
	aid = record_verify(&rc, &o->c, r);
	if (o->json)
		vjson(o, r, cand, aid, db);
	else
		vhuman(o, r, cand, aid, db);
	buffree(&cl);
	buffree(&prop);
	free(key);
	free(db);
	return aid < 0 ? EXIT_ENV : verdict_info(r->final)->ok ? EXIT_OK : EXIT_FAIL;
}

static int judge(int argc, char **argv, struct paths *p, bool bench)
{
	const char *cmd = bench ? "bench" : "verify";
	struct vopts o = {.c = {.seed = freshseed(), .timeout_s = 300, .bench = bench}};
	char *pos[2] = {NULL, NULL}, *work = NULL, *gpu = NULL, *vdir = NULL, *tpath = NULL;
	struct targets tg;
	const struct target *tgt;
	bool loaded = false;
	struct diag d = {0};
	struct spec *s = NULL;
	struct vresult r;
	time_t t0 = time(NULL);
	int status = vparse(argc, argv, p, cmd, &o, pos);

	if (status != EXIT_OK)
		goto out;
	if (!(s = spec_load(pos[0], &d))) {
		diagprint(&d, stderr);
		status = EXIT_FAIL;
		goto out;
	}
	if ((status = judgejob(cmd, &o, s, &gpu)) != EXIT_OK)
		goto out;
	o.c.cand = pos[1];
	/* the arch's nvcc options, as generate compiles its candidates */
	tpath = p->targets ? xstrdup(p->targets) : targets_defaultpath(p->specs);
	if (targets_load(tpath, p->targets != NULL, &tg) != 0) {
		status = EXIT_FAIL;
		goto out;
	}
	loaded = true;
	if ((tgt = targets_find(&tg, o.c.arch))) {
		o.c.archflags = tgt->nvcc_flags;
		o.c.narchflags = tgt->nflags;
	}
	if (!(vdir = realpath("verify", NULL))) {
		warn("cannot find verify/ (the harness and the rules) here:");
		status = EXIT_ENV;
		goto out;
	}
	o.c.verifydir = vdir;
	if (!(o.c.nvcc = verify_nvcc())) {
		warn("no nvcc: set NVCC or install the CUDA toolkit in /usr/local/cuda");
		status = EXIT_ENV;
		goto out;
	}
	if (!(work = workdir(&o))) {
		status = EXIT_ENV;
		goto out;
	}
	o.c.workdir = work;
	if (verify_run(&o.c, &r) != 0) {
		status = EXIT_ENV;
		goto out;
	}
	r.wall_s = difftime(time(NULL), t0);
	status = judged(argc, argv, p, &o, s, pos[1], &r);
	verify_free(&r);
out:
	if (work && o.keep)
		fprintf(stderr, "%s: the build is kept in %s\n", argv0, work);
	else if (work && !o.work)
		rmwork(work);
	free(work);
	free(gpu);
	free(vdir);
	free(tpath);
	if (loaded)
		targets_free(&tg);
	diagfree(&d);
	spec_free(s);
	return status;
}

int cmd_verify(int argc, char **argv, struct paths *p)
{
	return judge(argc, argv, p, false);
}

int cmd_bench(int argc, char **argv, struct paths *p)
{
	return judge(argc, argv, p, true);
}

/* ---------------------------------------------------------------- ask, sandbox */

int cmd_ask(int argc, char **argv, struct paths *p)
{
	(void)p;
	return ask_main(argc, argv);
}

int cmd_sandbox(int argc, char **argv, struct paths *p)
{
	(void)p;
	return sandbox_command(argc, argv);
}
