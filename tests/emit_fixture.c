/* emit_fixture.c: records variants as the agent loop would, then emits the
 * library, for tests/emit_build.sh (which has no GPU and no generate command).
 *
 * usage: emit_fixture ROOT [OP:DTYPE:ARCH:STATUS...]
 * In ROOT (specs/, templates/, verify/, generated/variants/ with the variant
 * files), records each named job with its plan key, STATUS vetted (with a
 * measurement per bench shape) or compiled_only, its variant file as the
 * attempt's source and as the job's artifact; then emits into generated/ and
 * prints "used N stale N leftout N written N". */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "emit.h"
#include "prov.h"
#include "sha256.h"
#include "proto.h"
#include "specs.h"
#include "util.h"

static const struct job *findjob(const struct plan *plan, const char *op, const char *dt, const char *arch)
{
	for (int i = 0; i < plan->n; i++) {
		const struct job *j = &plan->v[i];

		if (strcmp(j->spec->op, op) == 0 && strcmp(dtinfo(j->dt)->name, dt) == 0 && strcmp(j->arch, arch) == 0)
			return j;
	}
	return NULL;
}

static void record(struct prov *db, int64_t run, const struct job *j, const char *status)
{
	struct prov_job pj = {run, j->spec->op, j->arch, dtinfo(j->dt)->name, j->key, NULL, NULL, NULL,
			      spec_classname(j->spec)};
	struct prov_attempt a;
	struct buf name = {0}, src = {0};
	char *file, *path, hex[65];
	bool vetted = strcmp(status, "vetted") == 0;
	int64_t jid, aid;

	sig_launcher_name(j->spec, j->dt, j->arch, &name);
	file = xasprintf("variants/%s.cu", name.data + 6);
	path = pathjoin("generated", file);
	if (readfile(path, 1 << 22, &src) != 0)
		fatal("cannot read %s:", path);
	sha256_buf(src.data, src.len, hex);
	jid = prov_job_add(db, &pj);
	prov_attempt_init(&a);
	a.job_id = jid;
	a.proposer = "template:fixture";
	a.params = "DEFAULTS=1";
	a.source = src.data;
	a.compile_cmd = "nvcc -std=c++17 -O3 -lineinfo -include launcher.h -c cand.cu";
	a.registers = 32;
	a.spill_bytes = 0;
	aid = prov_attempt_add(db, &a);
	for (int k = 0; vetted && k < j->spec->nbenches; k++) {
		struct prov_measurement m;

		prov_measurement_init(&m);
		m.attempt_id = aid;
		m.shape = "{\"fixture\":1}";
		m.median_us = 100 + k;
		m.roofline_frac = 0.5 + 0.1 * k;
		prov_measurement_add(db, &m);
	}
	if (jid < 0 || aid < 0 || prov_job_set_status(db, jid, vetted ? PROV_VETTED : PROV_COMPILED_ONLY, aid) != 0 ||
	    prov_artifact_add(db, jid, aid, file, hex, (int64_t)src.len) < 0)
		fatal("cannot record %s", file);
	free(file);
	free(path);
	buffree(&name);
	buffree(&src);
}

int main(int argc, char **argv)
{
	struct emitconf conf = {"generated", "generated/provenance.db", "specs", "templates"};
	struct planconf pc = {"templates", "generated", "generated/provenance.db", plan_default_proposer, "verify", false, NULL};
	struct specset set;
	struct plan plan;
	struct emitreport rep;
	char **paths;
	int rc;

	argv0 = "emit_fixture";
	if (argc < 2 || chdir(argv[1]) != 0)
		fatal("usage: emit_fixture ROOT [OP:DTYPE:ARCH:STATUS...]");
	paths = specs_list("specs");
	if (!paths || specs_load(paths, &set) != 0 || plan_make(&set, &pc, &plan) != 0)
		fatal("cannot load the specs and plan in %s", argv[1]);
	specs_freelist(paths);
	if (argc > 2) {
		struct prov *db = prov_open(conf.db, PROV_CREATE);
		struct prov_run r;
		int64_t run;

		prov_run_init(&r);
		r.gpu_name = "Fixture GPU";
		r.gpu_arch = "sm_90";
		if (!db || prov_begin(db) != 0 || (run = prov_run_begin(db, &r)) < 0)
			fatal("cannot start a run in %s", conf.db);
		for (int i = 2; i < argc; i++) {
			char *f[4], *s = argv[i];
			const struct job *j;

			for (int k = 0; k < 4; k++) {
				f[k] = s;
				s = s ? strchr(s, ':') : NULL;
				if (s)
					*s++ = '\0';
			}
			if (!f[3] || !(j = findjob(&plan, f[0], f[1], f[2])))
				fatal("%s: expected OP:DTYPE:ARCH:STATUS of a job", argv[i]);
			record(db, run, j, f[3]);
		}
		if (prov_commit(db) != 0)
			fatal("cannot commit");
		prov_close(db);
	}
	rc = emit_library(&set, &plan, &conf, &rep);
	emit_print(&plan, &rep, false, stderr);
	printf("used %d stale %d leftout %d written %d\n", rep.used, rep.stale, rep.leftout, rep.written);
	emit_freereport(&rep);
	plan_free(&plan);
	specs_free(&set);
	return rc == 0 ? 0 : 1;
}
