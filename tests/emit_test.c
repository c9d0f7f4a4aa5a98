/* emit_test.c: emitting generated/ from a provenance database with vetted,
 * compiled-only, stale and broken records of the real specs' jobs */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "emit.h"
#include "expr.h"
#include "prov.h"
#include "sha256.h"
#include "proto.h"
#include "util.h"
#include "version.h"

#include "check.h"

static char root[2048], out[2100], db[2200];

/* one record of the fixture */
struct rec {
	const char *op, *dt, *arch;
	enum prov_status status;
	const char *key;	/* NULL: the plan's (fresh) */
	const char *artifact;	/* NULL: variants/<op>_<dt>_<arch>.cu */
	bool nofile;		/* do not write the variant file */
	bool nobest;		/* name no best attempt */
	bool tamper;		/* change the file after recording it */
	const char *source;	/* NULL: a line naming the launcher */
	enum emitstate want;
	const char *why;	/* in the reason it was left out */
};

static const struct rec recs[] = {
	{"rmsnorm", "bf16", "sm_90", PROV_VETTED, NULL, NULL, false, false, false, NULL, EMIT_USED, NULL},
	{"rmsnorm", "bf16", "sm_80", PROV_COMPILED_ONLY, "an old key", NULL, false, false, false, NULL, EMIT_USED, NULL},
	{"rmsnorm", "f32", "sm_90", PROV_COMPILED_ONLY, NULL, NULL, true, false, false, NULL, EMIT_LEFTOUT, "is missing"},
	{"softmax", "f16", "sm_120", PROV_COMPILED_ONLY, NULL, NULL, false, false, true, NULL, EMIT_LEFTOUT,
	 "differs from its record"},
	{"gelu_tanh", "f32", "sm_100", PROV_VETTED, NULL, "variants/other.cu", false, false, false, NULL, EMIT_LEFTOUT,
	 "recorded no artifact variants/gelu_tanh_f32_sm100.cu"},
	{"rope", "f32", "sm_90", PROV_COMPILED_ONLY, NULL, NULL, false, true, false, NULL, EMIT_LEFTOUT,
	 "names no best attempt"},
	{"layernorm", "bf16", "sm_90", PROV_FAILED, NULL, NULL, false, false, false, NULL, EMIT_NORECORD, NULL},
	/* an older vetted record, then a newer compiled-only one: the newer wins */
	{"silu_and_mul", "f16", "sm_90", PROV_VETTED, NULL, NULL, false, false, false, "// older\n", EMIT_USED, NULL},
	{"silu_and_mul", "f16", "sm_90", PROV_COMPILED_ONLY, NULL, NULL, false, false, false, "// newer\n", EMIT_USED,
	 NULL},
};

static int64_t attempts[AK_LEN(recs)];

static char *at(const char *rel)
{
	return pathjoin(out, rel);
}

static const struct job *findjob(const struct plan *plan, const struct rec *r)
{
	for (int i = 0; i < plan->n; i++) {
		const struct job *j = &plan->v[i];

		if (strcmp(j->spec->op, r->op) == 0 && strcmp(dtinfo(j->dt)->name, r->dt) == 0 &&
		    strcmp(j->arch, r->arch) == 0)
			return j;
	}
	fatal("no job %s %s %s", r->op, r->dt, r->arch);
}

static void record(struct prov *p, int64_t run, const struct plan *plan, const struct rec *r, int64_t *attempt)
{
	const struct job *j = findjob(plan, r);
	struct prov_job pj = {run, r->op, r->arch, r->dt, r->key ? r->key : j->key, "specsha", NULL, NULL,
			      spec_classname(j->spec)};
	struct prov_attempt a;
	struct buf name = {0};
	char *file, *full, *src, hex[65];
	int64_t jid;

	sig_launcher_name(j->spec, j->dt, j->arch, &name);
	file = xasprintf("variants/%s.cu", name.data + 6);
	src = r->source ? xstrdup(r->source) : xasprintf("// the variant %s\n", name.data);
	full = at(file);
	sha256_buf(src, strlen(src), hex);
	jid = prov_job_add(p, &pj);
	prov_attempt_init(&a);
	a.job_id = jid;
	a.proposer = "template:fixture/family";
	a.params = "BLOCK=256 VEC=8";
	a.source = src;
	/* text from the database must not end the provenance comment */
	a.compile_cmd = "nvcc -std=c++17 -O3 -DX='*/' -c cand.cu";
	a.registers = 40;
	a.smem_bytes = 128;
	a.spill_bytes = 0;
	*attempt = prov_attempt_add(p, &a);
	for (int i = 0; r->status == PROV_VETTED && i < 2; i++) {
		struct prov_measurement m;

		prov_measurement_init(&m);
		m.attempt_id = *attempt;
		m.shape = i ? "{\"cols\":8192,\"rows\":4096}" : "{\"cols\":4096,\"rows\":16384}";
		m.median_us = 256.5;
		m.roofline_frac = i ? 0.5 : 0.8124;
		/* the second shape timed at the spec's least alignment too, the first not */
		if (i) {
			m.min_align_median_us = 320.7;
			m.min_align_ratio = 320.7 / 256.5;
		}
		CHECK(prov_measurement_add(p, &m) > 0, "measurement");
	}
	CHECK(prov_job_set_status(p, jid, r->status, r->nobest ? 0 : *attempt) == 0, "status");
	CHECK(prov_artifact_add(p, jid, *attempt, r->artifact ? r->artifact : file, hex, (int64_t)strlen(src)) > 0,
	      "artifact");
	if (!r->nofile)
		CHECK(writefile(full, src, strlen(src)) >= 0, "%s", full);
	if (r->tamper)
		CHECK(writefile(full, "// changed\n", 11) >= 0, "%s", full);
	free(file);
	free(full);
	free(src);
	buffree(&name);
}

static void makedb(const struct plan *plan, const struct rec *v, size_t n, int64_t *ids)
{
	struct prov *p = prov_open(db, PROV_CREATE);
	struct prov_run r;
	int64_t run;

	prov_run_init(&r);
	r.gpu_name = "NVIDIA H200";
	r.gpu_arch = "sm_90";
	if (!p || prov_begin(p) != 0 || (run = prov_run_begin(p, &r)) < 0)
		fatal("cannot start %s", db);
	for (size_t k = 0; k < n; k++)
		record(p, run, plan, &v[k], &ids[k]);
	if (prov_commit(p) != 0)
		fatal("cannot commit %s", db);
	prov_close(p);
}

static char *slurp(const char *name)
{
	char *path = at(name);
	struct buf b = {0};

	if (readfile(path, 1 << 22, &b) != 0)
		bufputs(&b, "");
	free(path);
	return b.data;
}

static bool has(const char *file, const char *text)
{
	char *s = slurp(file);
	bool ok = strstr(s, text) != NULL;

	free(s);
	return ok;
}

static int count(const char *file, const char *text)
{
	char *s = slurp(file);
	int n = 0;

	for (char *p = s; (p = strstr(p, text)); p++)
		n++;
	free(s);
	return n;
}

static const char *const files[] = {
	"akops.h", "akops_ops.json", "akops_internal.h", "akops_runtime.cu", "rmsnorm.cu", "softmax.cu", "silu_and_mul.cu",
	"cross_entropy.cu", "rope.cu", "akops_launchers_rmsnorm.h", "akops_launchers_softmax.h",
	"akops_launchers_silu_and_mul.h", "akops_launchers_cross_entropy.h", "akops_launchers_rope.h", "akops.ninja",
	"build.ninja",
};

static void inodes(ino_t *v)
{
	for (size_t i = 0; i < AK_LEN(files); i++) {
		char *p = at(files[i]);
		struct stat st;

		v[i] = stat(p, &st) == 0 ? st.st_ino : 0;
		free(p);
	}
}

static void checkreport(const struct plan *plan, const struct emitreport *rep)
{
	for (size_t k = 0; k < AK_LEN(recs); k++) {
		const struct job *j = findjob(plan, &recs[k]);
		const struct emitjob *e = &rep->jobs[j - plan->v];

		CHECK(e->state == recs[k].want, "%s %s %s: state %d", recs[k].op, recs[k].dt, recs[k].arch, e->state);
		if (recs[k].why)
			CHECK(strstr(e->why, recs[k].why) != NULL, "%s %s %s: why '%s'", recs[k].op, recs[k].dt,
			      recs[k].arch, e->why);
	}
	CHECK(rep->used == 3, "used %d", rep->used);
	CHECK(rep->stale == 1, "stale %d", rep->stale);
	CHECK(rep->leftout == 4, "left out %d", rep->leftout);
	CHECK(rep->norecord == plan->n - 7, "no record %d of %d", rep->norecord, plan->n);
}

static void checkfiles(const struct plan *plan)
{
	char *rms = slurp("rmsnorm.cu"), *end = strstr(rms, "*/"), *last = strstr(rms, "built here for sm_90");
	char *line = xasprintf("job 9, attempt %lld,", (long long)attempts[8]);

	CHECK(has("akops.h", "akops_status akops_rmsnorm(const DLTensor *x, const DLTensor *w, DLTensor *y, float eps, "
			     "cudaStream_t stream);"), "rmsnorm's prototype");
	CHECK(has("akops.h", "akops_status akops_cross_entropy(const DLTensor *logits, const DLTensor *target, "
			     "DLTensor *loss, DLTensor *mean, int64_t ignore_index, cudaStream_t stream);"),
	      "cross_entropy's prototype");
	CHECK(has("akops.h", "akops_status akops_rope(const DLTensor *x, const DLTensor *cos_tab, const DLTensor "
			     "*sin_tab, DLTensor *y, cudaStream_t stream);"), "rope's prototype");
	CHECK(has("akops.h", "#include <dlpack/dlpack.h>") && has("akops.h", "AKOPS_BF16 = 1,"), "akops.h");
	/* the operators as data: each op's params in the C API's order, its batch */
	CHECK(has("akops_ops.json", "\"version\": \"" AK_VERSION "\"") && has("akops_ops.json", "\"op\": \"rmsnorm\"") &&
		      has("akops_ops.json", "\"batch\": \"rows\"") &&
		      has("akops_ops.json", "\"name\": \"ignore_index\",\n     \"role\": \"scalar\""),
	      "akops_ops.json");
	/* every job's launcher in its op's header, and nothing else there */
	for (int i = 0, n = 0; i < plan->n; i++) {
		const struct job *j = &plan->v[i];
		char *hdr = xasprintf("akops_launchers_%s.h", j->spec->op);
		struct buf name = {0};
		char *decl;

		sig_launcher_name(j->spec, j->dt, j->arch, &name);
		decl = xasprintf("extern \"C\" cudaError_t %s(", name.data);
		CHECK(has(hdr, decl), "%s declares %s", hdr, name.data);
		if (i == 0 || spec_whole(j->spec) != spec_whole(plan->v[i - 1].spec)) {
			char *own = xasprintf("extern \"C\" cudaError_t akops_%s_", j->spec->op);

			/* every class's launchers: the views of one spec */
			for (int k = n = 0; k < plan->n; k++)
				n += spec_whole(plan->v[k].spec) == spec_whole(j->spec);
			CHECK(count(hdr, "extern \"C\" cudaError_t akops_") == n && count(hdr, own) == n,
			      "%s: the %d launchers of its op, no other", hdr, n);
			free(own);
		}
		free(decl);
		buffree(&name);
		free(hdr);
	}
	/* what the dispatchers and the runtime read names no op: akops.h, which lists
	 * them all, is read by none of them */
	CHECK(!has("akops_internal.h", "akops.h\"") && !has("akops_internal.h", "akops_status akops_rmsnorm(") &&
	      has("akops_internal.h", "#ifndef AKOPS_COMMON_H") && has("akops_internal.h", "typedef enum akops_status") &&
	      has("akops.h", "#ifndef AKOPS_COMMON_H") && has("akops.h", "typedef enum akops_status"),
	      "akops_internal.h has the API's common part, not akops.h");
	CHECK(!has("rmsnorm.cu", "akops.h\"") && !has("akops_runtime.cu", "akops.h\"") &&
	      !has("rmsnorm.cu", "akops_softmax"), "a dispatcher reads nothing of another op");
	{
		char *edge = xasprintf("rmsnorm_bf16_sm80.cu\n  gencode = -gencode arch=compute_80,code=sm_80 "
				       "-gencode arch=compute_80,code=compute_80\n"
				       "  launchers = %s/akops_launchers_rmsnorm.h\n", out);

		CHECK(has("akops.ninja", edge) && has("akops.ninja", "-include $launchers ") &&
		      !has("akops.ninja", "akops_launchers.h"), "a variant compiles with its op's launchers");
		free(edge);
	}
	CHECK(has("rmsnorm.cu", "extern \"C\" cudaError_t akops_rmsnorm_bf16_sm90(") &&
	      has("rmsnorm.cu", "extern \"C\" cudaError_t akops_rmsnorm_bf16_sm80("), "rmsnorm's launchers");
	CHECK(!has("rmsnorm.cu", "akops_rmsnorm_f32_sm90"), "a missing variant is left out");
	CHECK(has("rmsnorm.cu", "vetted: passed the whole protocol and was timed on NVIDIA H200 (sm_90)"), "vetted");
	CHECK(has("rmsnorm.cu", "compiled only: no GPU of sm_80 judged it"), "compiled only");
	CHECK(has("rmsnorm.cu", "bench {\"cols\":4096,\"rows\":16384}: 256.50 us, 81.2% of the roofline floor\n"),
	      "measurements");
	CHECK(has("rmsnorm.cu", "bench {\"cols\":8192,\"rows\":4096}: 256.50 us, 50.0% of the roofline floor; at the "
				"spec's least alignment 320.70 us (1.25x)\n"),
	      "a measurement's time at the least alignment, and none where not timed so");
	CHECK(has("rmsnorm.cu", "proposer template:fixture/family, params BLOCK=256 VEC=8"), "template and params");
	CHECK(has("rmsnorm.cu", "spec sha256 specsha"), "spec sha256");
	CHECK(has("rmsnorm.cu", "40 registers, 128 bytes of static shared memory, 0 bytes spilled"), "resources");
	CHECK(end && last && end > last, "the comment ends after the provenance, not inside the compile line");
	CHECK(has("silu_and_mul.cu", line) && has("silu_and_mul.cu", "compiled only"), "the newest record wins");
	CHECK(has("softmax.cu", "(none yet: every call returns AKOPS_ERR_DTYPE_UNSUPPORTED)"), "no variants");
	CHECK(has("rope.cu", "if (!(akr_mod(sym[3], INT64_C(2), ok) == INT64_C(0)))"), "rope's constraint");
	CHECK(has("cross_entropy.cu", "if (!(ignore_index >= INT64_C(-2147483648) && ignore_index <= "
				      "INT64_C(2147483647)))"), "an integer scalar's range");
	CHECK(has("rmsnorm.cu", "if (!(eps > 0 && eps < 1))"), "a float scalar's range");
	CHECK(has("akops.ninja", "build $builddir/variants/rmsnorm_bf16_sm90.o: variant ") &&
	      has("akops.ninja", "rmsnorm_bf16_sm90.cu\n  gencode = -gencode arch=compute_90,code=sm_90 "
				 "-gencode arch=compute_90,code=compute_90\n"), "the highest arch with PTX");
	CHECK(has("akops.ninja", "rmsnorm_bf16_sm80.cu\n  gencode = -gencode arch=compute_80,code=sm_80 "
				 "-gencode arch=compute_80,code=compute_80\n"),
	      "the lowest arch with PTX too");
	CHECK(has("akops.ninja", " --out ") && has("akops.ninja", "specs/rmsnorm.yaml specs/ref/rmsnorm.c $") &&
	      has("akops.ninja", "templates/rmsnorm/rowreg.cu $") && has("akops.ninja", "generator = 1"),
	      "the regenerate rule");
	CHECK(has("build.ninja", "builddir = build/akops\n") && has("build.ninja", "/akops.ninja\n"), "build.ninja");
	free(line);
	free(rms);
}

/* a spec unlike the real ones: inner_contiguous layout, an f64 and an
 * open-ended i32 scalar, arch-specific and family archs */
static const char scale2d[] =
	"op: scale2d\n"
	"summary: y = x * a, rows of x padded\n"
	"symbols: { rows: 1..1000, cols: 1..64 }\n"
	"params:\n"
	"  - { name: x, role: in, dtype: [f32, f64], shape: [rows, cols], layout: inner_contiguous }\n"
	"  - { name: y, role: out, dtype: same(x), shape: [rows, cols] }\n"
	"  - { name: a, role: scalar, type: f64, default: 1 }\n"
	"  - { name: k, role: scalar, type: i32, default: 0, range: \"[0, inf)\" }\n"
	"reference: ref/scale2d.c\n"
	"tolerance: { f32: { rel: 1e-5, abs: 1e-6 }, f64: { rel: 1e-12, abs: 1e-12 } }\n"
	"cost: { bytes: 2*rows*cols*sizeof(x), flops: rows*cols }\n"
	"test: [ { rows: 1, cols: 1 }, { rows: 1000, cols: 64 } ]\n"
	"bench: [ { rows: 1000, cols: 64 } ]\n"
	"archs: [sm_90a, sm_100f, sm_120]\n";

static const struct rec scalerecs[] = {
	{"scale2d", "f32", "sm_90a", PROV_VETTED, NULL, NULL, false, false, false, NULL, EMIT_USED, NULL},
	{"scale2d", "f32", "sm_120", PROV_COMPILED_ONLY, NULL, NULL, false, false, false, NULL, EMIT_USED, NULL},
	{"scale2d", "f64", "sm_100f", PROV_COMPILED_ONLY, NULL, NULL, false, false, false, NULL, EMIT_USED, NULL},
};

static void synthetic(void)
{
	char *dir = pathjoin(root, "specs/ref"), *ref = pathjoin(root, "specs/ref/scale2d.c");
	char *spec = pathjoin(root, "specs/scale2d.yaml"), *paths[] = {spec, NULL};
	struct emitconf conf = {out, db, "tmp-specs", "templates"};
	struct planconf pc = {"templates", out, db, plan_default_proposer, "verify", false, NULL};
	int64_t ids[AK_LEN(scalerecs)];
	struct emitreport rep;
	struct specset set;
	struct plan plan;
	char *variants;

	snprintf(out, sizeof(out), "%s/gen2", root);
	snprintf(db, sizeof(db), "%s/provenance.db", out);
	variants = at("variants");
	if (mkdirs(variants) != 0 || mkdirs(dir) != 0 || writefile(ref, "/* unused */\n", 13) < 0 || writefile(spec, scale2d, strlen(scale2d)) < 0)
		fatal("cannot write the synthetic spec");
	CHECK(specs_load(paths, &set) == 0 && plan_make(&set, &pc, &plan) == 0, "the synthetic spec");
	makedb(&plan, scalerecs, AK_LEN(scalerecs), ids);
	CHECK(emit_library(&set, &plan, &conf, &rep) == 0 && rep.used == 3, "used %d", rep.used);
	CHECK(has("akops.h", "akops_status akops_scale2d(const DLTensor *x, DLTensor *y, double a, int32_t k, "
			     "cudaStream_t stream);"), "scale2d's prototype");
	CHECK(has("scale2d.cu", "(const float *)c.ptr[0], c.stride[0][0], (float *)c.ptr[1], c.sym[0], c.sym[1], a, k, "
				"stream)"), "the strides of an inner_contiguous tensor");
	CHECK(has("scale2d.cu", "if (!(a >= -1.7976931348623157e+308 && a <= 1.7976931348623157e+308))") && has("scale2d.cu", "if (!(k >= INT64_C(0)))"), "scalar ranges");
	CHECK(has("scale2d.cu", "{\"x\", 0, {0, 0, 0, 3, 4, 0, 0}, 1, 0, 2,"), "the inner flag");
	CHECK(has("scale2d.cu", "{3, \"sm_90a\", 90, 2, 0, 1,") && has("scale2d.cu", "{3, \"sm_120\", 120, 0, 1, 0,") &&
	      has("scale2d.cu", "{4, \"sm_100f\", 100, 1, 0, 0,"), "kinds and PTX");
	CHECK(has("akops.ninja", "gencode = -gencode arch=compute_90a,code=sm_90a\n") &&
	      has("akops.ninja", "gencode = -gencode arch=compute_100f,code=sm_100f\n") &&
	      has("akops.ninja", "gencode = -gencode arch=compute_120,code=sm_120 -gencode arch=compute_120,code=compute_120\n"),
	      "no PTX for a and f archs");
	CHECK(has("akops.ninja", " --specs "), "a spec directory other than specs/ in the regenerate rule");
	emit_freereport(&rep);
	plan_free(&plan);
	specs_free(&set);
	free(variants);
	free(dir);
	free(ref);
	free(spec);
}

/* expressions as C with checked arithmetic */
static void cname(void *ctx, const char *name, bool issize, struct buf *b)
{
	(void)ctx;
	bufprintf(b, issize ? "esize_%s" : "v_%s", name);
}

static void exprc(void)
{
	static const struct {
		const char *src, *c;
	} cases[] = {
		{"dim % 2 == 0", "(akr_mod(v_dim, INT64_C(2), ok) == INT64_C(0))"},
		{"-(a + 2) * sizeof(x) / 3 >= 1 || !(b - 1 != 0)",
		 "((akr_div(akr_mul(akr_neg(akr_add(v_a, INT64_C(2), ok), ok), esize_x, ok), INT64_C(3), ok) >= "
		 "INT64_C(1)) || (!(akr_sub(v_b, INT64_C(1), ok) != INT64_C(0))))"},
	};

	for (size_t i = 0; i < AK_LEN(cases); i++) {
		struct exprerr err;
		struct expr *e = expr_parse(cases[i].src, &err);
		struct buf b = {0};

		CHECK(e != NULL, "%s: %s", cases[i].src, err.msg);
		if (!e)
			continue;
		expr_c(e, &b, cname, NULL);
		CHECK(strcmp(b.data, cases[i].c) == 0, "%s: got %s", cases[i].src, b.data);
		buffree(&b);
		expr_free(e);
	}
}

int main(void)
{
	char **paths = specs_list("specs");
	struct specset set;
	struct plan plan;
	struct emitreport rep;
	struct emitconf conf = {out, db, "specs", "templates"};
	struct planconf pc = {"templates", out, db, plan_default_proposer, "verify", false, NULL};
	ino_t before[AK_LEN(files)], after[AK_LEN(files)];
	char *path, *rmtree;
	FILE *f;

	argv0 = "emit_test";
	check_tmpdir(root, sizeof(root), "emit_test");
	snprintf(out, sizeof(out), "%s/gen", root);
	snprintf(db, sizeof(db), "%s/provenance.db", out);
	path = at("variants");
	if (!paths || specs_load(paths, &set) != 0 || mkdirs(path) != 0)
		fatal("cannot load the specs or make %s", path);
	free(path);
	specs_freelist(paths);
	exprc();

	/* no database yet: nothing to emit, nothing written */
	CHECK(plan_make(&set, &pc, &plan) == 0, "plan");
	CHECK(emit_library(&set, &plan, &conf, &rep) == 0 && rep.used == 0 && rep.written == 0 &&
	      rep.norecord == plan.n, "no database");
	CHECK(!has("build.ninja", "ninja"), "nothing written without variants");
	emit_freereport(&rep);

	makedb(&plan, recs, AK_LEN(recs), attempts);
	CHECK(emit_library(&set, &plan, &conf, &rep) == 0, "emit");
	checkreport(&plan, &rep);
	/* and the dispatcher and launcher header of each other op of the specs (add_rmsnorm,
	 * gelu_and_mul, gelu_tanh, layernorm...): files names five ops' */
	CHECK(rep.written == (int)AK_LEN(files) + 2 * (set.n - 5), "written %d", rep.written);
	checkfiles(&plan);
	f = tmpfile();
	emit_print(&plan, &rep, false, f);
	CHECK(f && ftell(f) > 0, "the report prints");
	if (f)
		fclose(f);
	emit_freereport(&rep);

	/* again: nothing rewritten */
	inodes(before);
	CHECK(emit_library(&set, &plan, &conf, &rep) == 0 && rep.written == 0, "second emit wrote %d", rep.written);
	inodes(after);
	for (size_t i = 0; i < AK_LEN(files); i++)
		CHECK(before[i] && before[i] == after[i], "%s was rewritten", files[i]);
	emit_freereport(&rep);

	/* the tampered file restored: only its op's dispatcher and the ninja rules change */
	path = at("variants/softmax_f16_sm120.cu");
	CHECK(writefile(path, "// the variant akops_softmax_f16_sm120\n", 39) == 1, "restore");
	free(path);
	CHECK(emit_library(&set, &plan, &conf, &rep) == 0 && rep.used == 4, "used %d", rep.used);
	CHECK(rep.written == 2, "third emit wrote %d", rep.written);
	inodes(after);
	for (size_t i = 0; i < AK_LEN(files); i++)
		CHECK((before[i] == after[i]) == (strcmp(files[i], "softmax.cu") != 0 && strcmp(files[i], "akops.ninja") != 0),
		      "%s", files[i]);
	CHECK(has("softmax.cu", "akops_softmax_f16_sm120"), "softmax's variant");
	emit_freereport(&rep);

	/* once there is a library, it follows the records even when none is left */
	conf.db = "/nonexistent/provenance.db";
	CHECK(emit_library(&set, &plan, &conf, &rep) == 0 && rep.used == 0 && rep.written > 0, "written %d",
	      rep.written);
	CHECK(has("rmsnorm.cu", "(none yet: every call returns AKOPS_ERR_DTYPE_UNSUPPORTED)"), "no variant left");
	emit_freereport(&rep);
	conf.db = db;

	/* an output directory that would not survive a command line unquoted */
	conf.out = "gen erated";
	CHECK(emit_library(&set, &plan, &conf, &rep) == -1, "a plain output directory");
	emit_freereport(&rep);

	plan_free(&plan);
	specs_free(&set);
	synthetic();
	rmtree = xasprintf("rm -rf '%s'", root);
	if (system(rmtree) != 0)
		warn("cannot remove %s", root);
	free(rmtree);
	return check_done();
}
