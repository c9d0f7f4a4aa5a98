/* emit.c: the library's sources in generated/, from the variants the
 * provenance database records
 *
 * A job's variant is the file variants/<op>_<dtype>_<arch>.cu that the agent
 * loop wrote verbatim from the winning attempt. It is used when the newest
 * vetted or compiled-only record of the job names a best attempt, lists the
 * file as an artifact, and the file still hashes as recorded (and as the
 * attempt's source). A stale record counts too: a machine without a GPU
 * builds from the vetted sources the records hold (projectdb.c writes them
 * into variants/ where missing: git holds the records, not the files). Around the variants emit writes
 * akops.h, a dispatcher per op (emitapi.c), the runtime and its internal
 * header (tool/rt/), each op's launchers' prototypes and the ninja files;
 * every file only when its content changes, so ninja's restat keeps rebuilds
 * minimal. An op's objects (its variants, its dispatcher) read only files of
 * that op and files that name no op; only the runtime and the archive list
 * every op, so adding or changing an op rebuilds its own objects and those two.
 * Nothing written depends on the machine or the time. */
#define _POSIX_C_SOURCE 200809L
#include "emit.h"

#include <jansson.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "emitint.h"
#include "opprop.h"
#include "sha256.h"
#include "specjson.h"
#include "targets.h"
#include "proto.h"
#include "version.h"

/* ---------------------------------------------------------------- gathering */

struct artfind {
	const char *path;
	char sha[65];
	bool found;
};

static int findartifact(void *ctx, const char *path, const char *sha, int64_t bytes)
{
	struct artfind *f = ctx;

	(void)bytes;
	if (path && sha && strcmp(path, f->path) == 0 && strlen(sha) == 64) {
		memcpy(f->sha, sha, 65);
		f->found = true;
	}
	return 0;
}

/* whether the record's variant file is there as recorded; why when not */
static int checkfile(struct prov *db, const char *out, const struct prov_jobrec *rec, const struct variant *v,
		     char *why, size_t n)
{
	struct artfind f = {v->file, "", false};
	char *full = pathjoin(out, v->file);
	char hex[65];
	int rc = prov_job_artifacts(db, rec->id, findartifact, &f);

	if (rc < 0) {
		free(full);
		return -1;
	}
	if (!f.found)
		snprintf(why, n, "job %lld recorded no artifact %s", (long long)rec->id, v->file);
	else if (sha256_file(full, hex) != 0)
		snprintf(why, n, "%s is missing", full);
	else if (strcmp(hex, f.sha) != 0)
		snprintf(why, n, "%s differs from its record (job %lld)", full, (long long)rec->id);
	else if (!v->pv.source_sha256 || strcmp(hex, v->pv.source_sha256) != 0)
		snprintf(why, n, "%s is not the source of attempt %lld", full, (long long)v->pv.attempt_id);
	free(full);
	return 0;
}

/* fill v from the newest record of job j; returns 0 (ej says whether v is
 * used) or -1 after a warning */
static int gather(struct prov *db, const char *out, const struct job *j, struct emitjob *ej, struct variant *v)
{
	struct prov_jobrec rec;
	struct buf name = {0};
	int rc;

	memset(v, 0, sizeof(*v));
	ej->state = EMIT_NORECORD;
	rc = db ? prov_latest_job(db, j->spec->op, j->arch, dtinfo(j->dt)->name, spec_classname(j->spec), &rec) : 0;
	if (rc <= 0)
		return rc;
	ej->state = EMIT_LEFTOUT;
	/* fresh under this plan's proposer, or under the one that made it */
	ej->stale = strcmp(rec.key, j->key) != 0 && strcmp(rec.key, j->reckey) != 0;
	v->job = j;
	sig_launcher_name(j->spec, j->dt, j->arch, &name);
	v->launcher = name.data;
	{
		struct buf file = {0};

		sig_variant_file(j->spec, j->dt, j->arch, &file);
		v->file = file.data;
	}
	if (!spec_parsearch(j->arch, &v->cc, &v->kind)) {
		snprintf(ej->why, sizeof(ej->why), "%s is not an arch emit knows", j->arch);
		return 0;
	}
	rc = prov_variant_get(db, rec.id, &v->pv);
	if (rc < 0)
		return -1;
	if (rc == 0) {
		snprintf(ej->why, sizeof(ej->why), "job %lld names no best attempt", (long long)rec.id);
		return 0;
	}
	if (checkfile(db, out, &rec, v, ej->why, sizeof(ej->why)) < 0)
		return -1;
	if (!ej->why[0])
		ej->state = EMIT_USED;
	return 0;
}

static void freevariant(struct variant *v)
{
	prov_variant_free(&v->pv);
	free(v->file);
	free(v->launcher);
}

static int archindex(const struct spec *s, const char *arch)
{
	for (int a = 0; a < s->narchs; a++)
		if (strcmp(s->archs[a], arch) == 0)
			return a;
	return s->narchs;
}

static int cmpvariant(const void *pa, const void *pb)
{
	const struct variant *a = pa, *b = pb;

	if (a->job->dt != b->job->dt)
		return a->job->dt < b->job->dt ? -1 : 1;
	if (a->job->spec->cls != b->job->spec->cls)
		return a->job->spec->cls < b->job->spec->cls ? -1 : 1;
	return archindex(a->job->spec, a->job->arch) - archindex(b->job->spec, b->job->arch);
}

/* sort by dtype, class, then arch; PTX for the highest and the lowest plain arch of
 * each dtype and class: the highest for GPUs newer than every variant, the lowest for one between
 * targets of another major version (an sm_110 of variants for sm_80, sm_90, sm_100 and
 * sm_120), which no variant's SASS runs on; the runtime takes the highest PTX not
 * newer than the device */
static void order(struct emitop *op)
{
	if (op->n > 1)
		qsort(op->v, (size_t)op->n, sizeof(op->v[0]), cmpvariant);
	for (int t = DT_NONE + 1; t < DT_COUNT; t++) {
		for (int c = -1; c <= op->s->nclasses; c++) {
			struct variant *high = NULL, *low = NULL;

			for (int k = 0; k < op->n; k++) {
				struct variant *v = &op->v[k];

				if (v->job->dt != (enum dtype)t || v->job->spec->cls != c || v->kind != ARCH_PLAIN)
					continue;
				if (!high || v->cc > high->cc)
					high = v;
				if (!low || v->cc < low->cc)
					low = v;
			}
			if (high)
				high->ptx = low->ptx = true;
		}
	}
}

/* ---------------------------------------------------------------- ninja */

/* a path in a build line: ninja escapes for space, ':' and '$' */
static void ninjapath(struct buf *b, const char *path)
{
	for (; *path; path++) {
		if (*path == ' ' || *path == ':' || *path == '$')
			bufputc(b, '$');
		bufputc(b, *path);
	}
}

/* the output directory goes into commands unquoted: keep it plain */
static bool plainpath(const char *s)
{
	for (; *s; s++)
		if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._+-/", *s))
			return false;
	return true;
}

static void buildninja(const struct emitconf *conf, struct buf *b)
{
	bufprintf(b, "# build.ninja: builds libakops.a from the sources in %s/; written by akgen, do not edit.\n"
		     "# From the repository root: ninja -f %s/build.ninja (nvcc on PATH), or akgen build.\n"
		     "# The rules are in akops.ninja; akgen build includes it with another builddir\n"
		     "# when BUILD_DIR is set.\n"
		     "ninja_required_version = 1.8\n"
		     "builddir = build/akops\n"
		     "akgen = build/akgen\n"
		     "include %s/akops.ninja\n",
		  conf->out, conf->out, conf->out);
}

static void regenedge(const struct specset *set, const struct emitconf *conf, struct buf *b)
{
	struct buf m = {0};
	char *defdb = pathjoin(conf->out, "provenance.db"), *line, *prev = NULL;

	bufputs(b, "\n# the generator: again when a spec, a reference, a template or akgen changes\n"
		   "rule generate\n  command = $akgen generate --quiet");
	if (strcmp(conf->specs, "specs") != 0)
		bufprintf(b, " --specs %s", conf->specs);
	if (strcmp(conf->templates, "templates") != 0)
		bufprintf(b, " --templates %s", conf->templates);
	if (strcmp(conf->out, "generated") != 0)
		bufprintf(b, " --out %s", conf->out);
	if (strcmp(conf->db, defdb) != 0)
		bufprintf(b, " --db %s", conf->db);
	bufputs(b, "\n  description = AKGEN generate\n  generator = 1\n  restat = 1\n\nbuild ");
	ninjapath(b, conf->out);
	bufputs(b, "/build.ninja ");
	ninjapath(b, conf->out);
	bufputs(b, "/akops.ninja: generate | $akgen ");
	ninjapath(b, conf->specs);
	for (int i = 0; i < set->n; i++) {
		char *own = opprop_path(set->v[i]);

		bufputs(b, " $\n    ");
		ninjapath(b, set->v[i]->path);
		bufputc(b, ' ');
		ninjapath(b, set->v[i]->refpath);
		/* the proposer its project keeps (a new one changes the directory) */
		if (access(own, F_OK) == 0) {
			bufputc(b, ' ');
			ninjapath(b, own);
		}
		free(own);
	}
	/* every file under templates/ and the directories that hold them (a new family) */
	if (plan_hashtree(conf->templates, &m) != 0)
		warn("the regenerate rule lists no templates");
	for (line = m.data; line && *line;) {
		char *sp = strchr(line, ' '), *nl = strchr(line, '\n'), *dir, *path;

		if (!sp || !nl)
			break;
		*sp = '\0';
		path = pathjoin(conf->templates, line);
		dir = pathdir(path);
		if (!prev || strcmp(prev, dir) != 0) {
			bufputs(b, " $\n    ");
			ninjapath(b, dir);
		}
		free(prev);
		prev = dir;
		bufputs(b, " $\n    ");
		ninjapath(b, path);
		free(path);
		line = nl + 1;
	}
	bufputc(b, '\n');
	free(prev);
	free(defdb);
	buffree(&m);
}

static void akopsninja(const struct specset *set, const struct emitop *ops, int nops, const struct emitconf *conf,
		       struct buf *b)
{
	const char *o = conf->out;
	struct buf objs = {0};

	bufprintf(b, "# akops.ninja: the rules and edges of libakops.a, included by build.ninja, which sets\n"
		     "# builddir (the outputs) and akgen; written by akgen, do not edit.\n\n"
		     "nvcc = nvcc\n"
		     "# -fPIC: the host side of every object (launch stubs, dispatchers, runtime) is\n"
		     "# position-independent, so that libakops.a also links into a shared library\n"
		     "# (a Python extension, libakops.so); the device code is the same either way\n"
		     "cuflags = -std=c++17 -O3 -lineinfo -Xcompiler -fPIC\n"
		     "hostflags = -x c++ -std=c++17 -O2 -Xcompiler -fPIC\n\n"
		     "# nvcc is slow and large: a fixed number at once, whatever -j says\n"
		     "pool nvcc\n  depth = 4\n\n"
		     "# a variant, for its arch (gencode), with its op's launchers' prototypes forced\n"
		     "# in (launchers: that op's header only, so that another op's rebuilds nothing here)\n"
		     "rule variant\n"
		     "  command = $nvcc $cuflags -include $launchers $gencode -MD -MF $out.d -c $in -o $out\n"
		     "  depfile = $out.d\n  deps = gcc\n  pool = nvcc\n  description = NVCC $in\n\n"
		     "# host code: the dispatchers and the runtime, with no device code\n"
		     "rule host\n"
		     "  command = $nvcc $hostflags -MD -MF $out.d -c $in -o $out\n"
		     "  depfile = $out.d\n  deps = gcc\n  pool = nvcc\n  description = NVCC $in\n\n"
		     "rule archive\n  command = rm -f $out && ar crs $out $in\n  description = AR $out\n\n");
	for (int i = 0; i < nops; i++) {
		for (int k = 0; k < ops[i].n; k++) {
			const struct variant *v = &ops[i].v[k];
			const char *a = v->job->arch;

			bufprintf(b, "build $builddir/%.*s.o: variant %s/%s\n  gencode = -gencode arch=compute_%s,code=%s",
				  (int)strlen(v->file) - 3, v->file, o, v->file, a + 3, a);
			if (v->ptx)
				bufprintf(b, " -gencode arch=compute_%s,code=compute_%s", a + 3, a + 3);
			/* its target's nvcc options, as its candidates were compiled (targets.h) */
			for (int f = 0; v->job->target && f < v->job->target->nflags; f++)
				bufprintf(b, " %s", v->job->target->nvcc_flags[f]);
			bufprintf(b, "\n  launchers = %s/akops_launchers_%s.h\n", o, ops[i].s->op);
			bufprintf(&objs, " $\n    $builddir/%.*s.o", (int)strlen(v->file) - 3, v->file);
		}
	}
	bufputc(b, '\n');
	for (int i = 0; i < nops; i++) {
		bufprintf(b, "build $builddir/%s.o: host %s/%s.cu\n", ops[i].s->op, o, ops[i].s->op);
		bufprintf(&objs, " $\n    $builddir/%s.o", ops[i].s->op);
	}
	/* relflags: set by the file akgen build --allow-unvetted runs ninja on, where it let
	 * refusals through; the runtime then says so (akops_version, akops_variant) */
	bufprintf(b, "build $builddir/akops_runtime.o: host %s/akops_runtime.cu\n  hostflags = $hostflags $relflags\n\n",
		  o);
	bufprintf(b, "build $builddir/libakops.a: archive $builddir/akops_runtime.o%s\n", objs.data);
	regenedge(set, conf, b);
	bufputs(b, "\ndefault $builddir/libakops.a\n");
	buffree(&objs);
}

/* ---------------------------------------------------------------- headers and runtime */

/* the launcher of every job of the plan for op s (not only those with a
 * variant), so that the header changes only with s's spec */
static void launchers(const struct plan *plan, const struct spec *s, struct buf *b)
{
	bufprintf(b, "/* akops_launchers_%s.h: the launcher of every job of %s, derived by akgen from\n"
		     " * its spec; do not edit. Each variant of %s is compiled with it forced in\n"
		     " * (-include), as the verifier compiled it with its own launcher's, so a variant\n"
		     " * whose launcher does not match its spec does not build. One header per op:\n"
		     " * another op's changes rebuild nothing of this one. */\n"
		     "#pragma once\n#include <cuda_runtime.h>\n#include <cuda_bf16.h>\n#include <cuda_fp16.h>\n"
		     "#include <stdint.h>\n\n",
		  s->op, s->op, s->op);
	for (int i = 0; i < plan->n; i++)
		if (spec_whole(plan->v[i].spec) == s)
			sig_launcher(plan->v[i].spec, plan->v[i].dt, plan->v[i].arch, b);
}

static void internal(struct buf *b)
{
	bufprintf(b, "/* akops_internal.h: what the dispatchers and the runtime of libakops share;\n"
		     " * written by akgen %s, do not edit. Not part of the API. */\n"
		     "#pragma once\n\n#define AKR_NDTYPES %d\n\n",
		  AK_VERSION, DT_COUNT);
	emit_apicommon(b);
	bufputs(b, emit_rt_internal);
}

static void runtime(const struct emitop *ops, int nops, struct buf *b)
{
	bufprintf(b, "/* akops_runtime.cu: the runtime of libakops (status messages, the version, the\n"
		     " * per-device arch cache, the checks every call goes through, the variant query\n"
		     " * and the TMA tensor maps variants ask for); written by akgen %s, do not edit.\n"
		     " * Host code only. */\n"
		     "#include <atomic>\n#include <stdarg.h>\n#include <stdio.h>\n#include <string.h>\n\n"
		     "#include \"akops_internal.h\"\n\n"
		     "/* the DLPack type code and bits of each akops_dtype, and its name */\n"
		     "static const struct {\n\tuint8_t code, bits;\n\tconst char *name;\n} akr_dl[AKR_NDTYPES] = {\n"
		     "\t{0, 0, \"none\"},\n",
		  AK_VERSION);
	for (int t = DT_NONE + 1; t < DT_COUNT; t++)
		bufprintf(b, "\t{%d, %d, \"%s\"},\n", dtinfo((enum dtype)t)->dlcode, dtinfo((enum dtype)t)->bits,
			  dtinfo((enum dtype)t)->name);
	bufputs(b, "};\n\n/* the operators */\n");
	for (int i = 0; i < nops; i++)
		bufprintf(b, "extern \"C\" const struct akr_op akr_op_%s;\n", ops[i].s->op);
	bufputs(b, "static const struct akr_op *const akr_ops[] = {\n");
	for (int i = 0; i < nops; i++)
		bufprintf(b, "\t&akr_op_%s,\n", ops[i].s->op);
	bufputs(b, "};\n\n");
	bufputs(b, emit_rt_runtime);
	/* the tensor maps the variants may ask for, as the harness gives them */
	bufputs(b, "\n/* ---------------------------------------------------------------- verify/harness_tmap.cuh */\n");
	bufputs(b, emit_rt_harness_tmap);
}

/* ---------------------------------------------------------------- writing */

/* akops_ops.json: the header's operators as data, for bindings that are generated
 * from it rather than written per op (python/akops/torch.py): the library's version,
 * and each op's spec, lean (akgen show's, without tolerances, shapes and classes) */
static void opsjson(const struct specset *set, struct buf *b)
{
	json_t *o = json_object(), *a = json_array();
	char *text;

	json_object_set_new(o, "version", json_string(AK_VERSION));
	for (int i = 0; i < set->n; i++)
		json_array_append_new(a, spec_json(set->v[i], false));
	json_object_set_new(o, "ops", a);
	text = json_dumps(o, JSON_INDENT(1) | JSON_PRESERVE_ORDER);
	if (!text)
		fatal("cannot format the operators as JSON");
	bufputs(b, text);
	bufputc(b, '\n');
	free(text);
	json_decref(o);
}

/* write b to out/name when it changed; counts what was written */
static int put(const char *out, const char *name, struct buf *b, struct emitreport *rep)
{
	char *path = pathjoin(out, name);
	int rc = writefile(path, b->data ? b->data : "", b->len);

	free(path);
	b->len = 0;
	if (rc > 0)
		rep->written++;
	return rc < 0 ? -1 : 0;
}

static int writeall(const struct specset *set, const struct plan *plan, const struct emitop *ops,
		    const struct emitconf *conf, struct emitreport *rep)
{
	struct buf b = {0};
	int rc = 0;

	if (mkdirs(conf->out) != 0) {
		warn("cannot create %s:", conf->out);
		return -1;
	}
	emit_header(ops, set->n, &b);
	rc |= put(conf->out, "akops.h", &b, rep);
	opsjson(set, &b);
	rc |= put(conf->out, "akops_ops.json", &b, rep);
	internal(&b);
	rc |= put(conf->out, "akops_internal.h", &b, rep);
	runtime(ops, set->n, &b);
	rc |= put(conf->out, "akops_runtime.cu", &b, rep);
	for (int i = 0; i < set->n; i++) {
		char *name = xasprintf("akops_launchers_%s.h", ops[i].s->op);

		launchers(plan, ops[i].s, &b);
		rc |= put(conf->out, name, &b, rep);
		free(name);
		name = xasprintf("%s.cu", ops[i].s->op);
		emit_dispatcher(&ops[i], &b);
		rc |= put(conf->out, name, &b, rep);
		free(name);
	}
	/* the ninja files last: a failure leaves no build naming what is not there */
	if (rc == 0) {
		akopsninja(set, ops, set->n, conf, &b);
		rc |= put(conf->out, "akops.ninja", &b, rep);
		buildninja(conf, &b);
		rc |= put(conf->out, "build.ninja", &b, rep);
	}
	buffree(&b);
	return rc;
}

int emit_library(const struct specset *set, const struct plan *plan, const struct emitconf *conf,
		 struct emitreport *rep)
{
	struct emitop *ops = xcalloc((size_t)set->n + 1, sizeof(ops[0]));
	struct prov *db = NULL;
	char *ninja;
	int rc = 0;

	memset(rep, 0, sizeof(*rep));
	rep->jobs = xcalloc((size_t)plan->n + 1, sizeof(rep->jobs[0]));
	if (!plainpath(conf->out)) {
		warn("%s: the output directory's name must be plain (letters, digits, . _ + - /)", conf->out);
		free(ops);
		return -1;
	}
	if (access(conf->db, F_OK) == 0 && !(db = prov_open(conf->db, PROV_READONLY))) {
		free(ops);
		return -1;
	}
	for (int i = 0; i < set->n; i++)
		ops[i].s = set->v[i];
	for (int i = 0; i < plan->n && rc == 0; i++) {
		const struct job *j = &plan->v[i];
		struct emitop *op = NULL;
		struct variant v;

		for (int k = 0; k < set->n; k++)
			if (set->v[k] == spec_whole(j->spec))
				op = &ops[k];
		rc = gather(db, conf->out, j, &rep->jobs[i], &v);
		if (rc == 0 && op && rep->jobs[i].state == EMIT_USED) {
			op->v = xreallocarray(op->v, (size_t)op->n + 1, sizeof(op->v[0]));
			op->v[op->n++] = v;
		} else {
			freevariant(&v);
		}
		rep->used += rep->jobs[i].state == EMIT_USED;
		rep->leftout += rep->jobs[i].state == EMIT_LEFTOUT;
		rep->norecord += rep->jobs[i].state == EMIT_NORECORD;
		rep->stale += rep->jobs[i].state == EMIT_USED && rep->jobs[i].stale;
	}
	prov_close(db);
	for (int i = 0; i < set->n; i++)
		order(&ops[i]);
	/* once there is a library, it follows the records even when none is left */
	ninja = pathjoin(conf->out, "build.ninja");
	if (rc == 0 && (rep->used > 0 || access(ninja, F_OK) == 0))
		rc = writeall(set, plan, ops, conf, rep);
	free(ninja);
	for (int i = 0; i < set->n; i++) {
		for (int k = 0; k < ops[i].n; k++)
			freevariant(&ops[i].v[k]);
		free(ops[i].v);
	}
	free(ops);
	return rc;
}

void emit_print(const struct plan *plan, const struct emitreport *rep, bool quiet, FILE *f)
{
	for (int i = 0; i < plan->n && rep->jobs; i++) {
		const struct job *j = &plan->v[i];
		char op[64];

		if (rep->jobs[i].state == EMIT_LEFTOUT)
			fprintf(f, "%s: %s %s %s: left out of the library: %s\n", argv0, job_label(j, op, sizeof(op)),
				dtinfo(j->dt)->name,
				j->arch, rep->jobs[i].why);
	}
	if (quiet)
		return;
	fprintf(f, "%s: %d of %d jobs in the library (%d from stale records), %d left out, %d without a record; "
		   "%d file%s written\n",
		argv0, rep->used, plan->n, rep->stale, rep->leftout, rep->norecord, rep->written,
		rep->written == 1 ? "" : "s");
}

void emit_freereport(struct emitreport *rep)
{
	free(rep->jobs);
	memset(rep, 0, sizeof(*rep));
}
