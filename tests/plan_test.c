/* plan_test.c: job keys and freshness against a real provenance database */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "opprop.h"
#include "plan.h"
#include "prov.h"
#include "sha256.h"
#include "util.h"

#include "check.h"



static char root[2048];

static char *at(const char *rel)
{
	static char path[8][2304];
	static int k;

	k = (k + 1) % 8;
	snprintf(path[k], sizeof(path[k]), "%s/%s", root, rel);
	return path[k];
}

static void put(const char *rel, const char *text)
{
	if (writefile(at(rel), text, strlen(text)) < 0)
		fatal("cannot write %s", rel);
}

static void copy(const char *from, const char *rel)
{
	struct buf b = {0};

	if (readfile(from, 1 << 20, &b) != 0)
		fatal("cannot read %s:", from);
	if (writefile(at(rel), b.data, b.len) < 0)
		fatal("cannot write %s", rel);
	buffree(&b);
}

/* the spec at from without its classes: section (the last one), as rel */
static void copynoclasses(const char *from, const char *rel)
{
	struct buf b = {0};
	char *cls;

	if (readfile(from, 1 << 20, &b) != 0)
		fatal("cannot read %s:", from);
	cls = strstr(b.data, "\nclasses:");
	if (writefile(at(rel), b.data, cls ? (size_t)(cls - b.data) + 1 : b.len) < 0)
		fatal("cannot write %s", rel);
	buffree(&b);
}

static void makedirs(void)
{
	static const char *const dirs[] = {"specs/ref", "templates/rmsnorm", "templates/common", "templates/softmax", "gen",
					   "verify/rules", "verify/cheats"};

	for (size_t i = 0; i < AK_LEN(dirs); i++)
		if (mkdirs(at(dirs[i])) != 0)
			fatal("mkdir %s:", dirs[i]);
}

struct fixture {
	struct specset set;
	struct planconf conf;
	struct plan plan;
};

static const struct job *find(const struct plan *p, const char *arch, enum dtype dt)
{
	for (int i = 0; i < p->n; i++)
		if (strcmp(p->v[i].arch, arch) == 0 && p->v[i].dt == dt)
			return &p->v[i];
	return NULL;
}

static enum jobstate state(struct fixture *f, const char *arch, enum dtype dt, char *why, size_t whylen)
{
	const struct job *j;
	enum jobstate s;

	plan_free(&f->plan);
	if (plan_make(&f->set, &f->conf, &f->plan) != 0)
		fatal("plan_make failed");
	j = find(&f->plan, arch, dt);
	if (!j)
		fatal("no job %s", arch);
	s = j->state;
	if (why)
		snprintf(why, whylen, "%s", j->why);
	return s;
}

/* record a job of the current plan as done, with one artifact; params: its
 * attempt's (a family's point as JSON), or NULL */
static void recordp(struct fixture *f, const char *arch, enum dtype dt, enum prov_status st, const char *params)
{
	struct prov *db = prov_open(f->conf.db, PROV_CREATE);
	const struct job *j = find(&f->plan, arch, dt);
	struct prov_run run;
	struct prov_job pj = {0};
	struct prov_attempt a;
	int64_t rid, jid, aid;
	char hex[65];

	if (!db || !j)
		fatal("cannot record");
	prov_run_init(&run);
	rid = prov_run_begin(db, &run);
	pj.run_id = rid;
	pj.op = "rmsnorm";
	pj.arch = arch;
	pj.dtype = dtinfo(dt)->name;
	pj.key = j->key;
	jid = prov_job_add(db, &pj);
	prov_attempt_init(&a);
	a.job_id = jid;
	a.proposer = "test";
	a.source = "__global__ void k() {}";
	a.params = params;
	aid = prov_attempt_add(db, &a);
	if (sha256_file(at("gen/rmsnorm.cu"), hex) != 0)
		fatal("cannot hash");
	if (rid < 0 || jid < 0 || aid < 0 || prov_artifact_add(db, jid, aid, "rmsnorm.cu", hex, 10) < 0 ||
	    prov_job_set_status(db, jid, st, aid) != 0)
		fatal("cannot record");
	prov_close(db);
}

static void record(struct fixture *f, const char *arch, enum dtype dt, enum prov_status st)
{
	recordp(f, arch, dt, st, NULL);
}

/* the command of the proposer the plan keeps for the fixture's op, or "" */
static const char *keptcommand(const struct fixture *f)
{
	if (f->plan.nprops != 1 || f->plan.props[0].spec != f->set.v[0] || !f->plan.props[0].lc.argv[1])
		return "";
	return f->plan.props[0].lc.argv[1];
}

/* The op's own proposer (SPECS/OP.proposer) is read once, when the plan keys the
 * op's jobs, and the plan keeps it: generate asks with the settings the jobs were
 * keyed under, even where the file changes after. */
static void testopprop(struct fixture *f)
{
	char key[65];

	f->conf.opfiles = true;
	CHECK(state(f, "sm_90", DT_BF16, NULL, 0) == JOB_FRESH && f->plan.nprops == 0, "no proposer file");
	put("specs/rmsnorm.proposer", "backend = command\ncommand = sh model-a.sh\ntimeout = 30\n");
	state(f, "sm_90", DT_BF16, NULL, 0);
	snprintf(key, sizeof(key), "%s", find(&f->plan, "sm_90", DT_BF16)->key);
	CHECK(strcmp(keptcommand(f), "model-a.sh") == 0, "the plan keeps the op's proposer: %s", keptcommand(f));
	CHECK(f->plan.props[0].canon.data && strstr(f->plan.props[0].canon.data, "command model-a.sh\n"),
	      "its canonical text");
	put("specs/rmsnorm.proposer", "backend = command\ncommand = sh model-b.sh\ntimeout = 30\n");
	CHECK(strcmp(keptcommand(f), "model-a.sh") == 0, "the plan's copy is the one its jobs were keyed under");
	state(f, "sm_90", DT_BF16, NULL, 0);
	CHECK(strcmp(keptcommand(f), "model-b.sh") == 0, "a new plan reads the file again: %s", keptcommand(f));
	CHECK(strcmp(find(&f->plan, "sm_90", DT_BF16)->key, key) != 0, "and keys the jobs under it");
	unlink(at("specs/rmsnorm.proposer"));
	CHECK(state(f, "sm_90", DT_BF16, NULL, 0) == JOB_FRESH && f->plan.nprops == 0, "the file removed");
	f->conf.opfiles = false;
}

/* the spec's shape classes (rmsnorm: decode, few): a job per class and one for the
 * default class, keyed apart; the default's record, made under the spec without
 * classes, is stale */
static void classes(struct fixture *f)
{
	const struct job *d = NULL, *fw = NULL, *def = NULL;
	char **paths;
	int n = 0;

	plan_free(&f->plan);
	specs_free(&f->set);
	copy("specs/rmsnorm.yaml", "specs/rmsnorm.yaml");
	paths = specs_list(at("specs"));
	CHECK(paths && specs_load(paths, &f->set) == 0, "the spec with its classes loads");
	specs_freelist(paths);
	CHECK(plan_make(&f->set, &f->conf, &f->plan) == 0, "plan");
	for (int i = 0; i < f->plan.n; i++) {
		const struct job *j = &f->plan.v[i];
		char op[64];

		if (strcmp(j->arch, "sm_90") || j->dt != DT_BF16)
			continue;
		n++;
		if (strcmp(job_label(j, op, sizeof(op)), "rmsnorm.decode") == 0)
			d = j;
		else if (strcmp(op, "rmsnorm.few") == 0)
			fw = j;
		else if (strcmp(op, "rmsnorm") == 0 && strcmp(job_class(j), "default") == 0)
			def = j;
	}
	CHECK(f->plan.n == 36 && n == 3 && d && fw && def,
	      "a decode, a few and a default job of each arch and dtype: %d jobs", f->plan.n);
	if (d && fw && def) {
		CHECK(strcmp(d->key, def->key) != 0 && strcmp(fw->key, def->key) != 0 && strcmp(d->key, fw->key) != 0,
		      "keyed apart");
		CHECK(d->state == JOB_MISSING && fw->state == JOB_MISSING, "the classes' jobs have no record: %s",
		      plan_statename(d->state));
		CHECK(def->state == JOB_STALE, "the default's record is for the spec without classes: %s",
		      plan_statename(def->state));
		CHECK(d->spec->nbenches == 3 && fw->spec->nbenches == 3 && def->spec->nbenches == 3 &&
			      spec_whole(d->spec) == spec_whole(def->spec) && spec_whole(fw->spec) == spec_whole(def->spec),
		      "each times its own bench shapes");
	}
}

int main(void)
{
	struct fixture f = {0};
	char **paths, key[65], why[160];
	const struct job *j;
	struct buf m = {0};

	check_tmpdir(root, sizeof(root), "plan_test");
	makedirs();
	/* the spec without its classes (the classes are tested last) */
	copynoclasses("specs/rmsnorm.yaml", "specs/rmsnorm.yaml");
	copy("specs/ref/rmsnorm.c", "specs/ref/rmsnorm.c");
	put("templates/rmsnorm/kernel.cu", "// v1\n#include \"common/util.cuh\"\n");
	put("templates/common/util.cuh", "// common v1\n");
	put("templates/softmax/kernel.cu", "// softmax v1\n");
	put("gen/rmsnorm.cu", "// generated v1\n");

	paths = specs_list(at("specs"));
	CHECK(paths && paths[0] && !paths[1], "one spec listed");
	CHECK(specs_load(paths, &f.set) == 0, "spec loads");
	specs_freelist(paths);
	f.conf.templates = xstrdup(at("templates"));
	f.conf.out = xstrdup(at("gen"));
	f.conf.db = xstrdup(at("gen/provenance.db"));
	f.conf.proposer = plan_default_proposer;
	f.conf.verify = xstrdup(at("verify"));

	/* no database: every job is missing, and the plan creates none */
	CHECK(plan_make(&f.set, &f.conf, &f.plan) == 0, "plan");
	CHECK(f.plan.n == 12, "4 archs x 3 dtypes, got %d", f.plan.n);
	for (int i = 0; i < f.plan.n; i++)
		CHECK(f.plan.v[i].state == JOB_MISSING, "job %d missing", i);
	CHECK(access(f.conf.db, F_OK) != 0, "plan created no database");

	/* keys: 64 hex digits, distinct per job, stable across plans */
	for (int i = 0; i < f.plan.n; i++) {
		CHECK(strlen(f.plan.v[i].key) == 64, "key length");
		for (int k = 0; k < i; k++)
			CHECK(strcmp(f.plan.v[i].key, f.plan.v[k].key) != 0, "keys %d and %d differ", i, k);
	}
	snprintf(key, sizeof(key), "%s", find(&f.plan, "sm_90", DT_BF16)->key);
	state(&f, "sm_90", DT_BF16, NULL, 0);
	CHECK(strcmp(find(&f.plan, "sm_90", DT_BF16)->key, key) == 0, "key stable");

	/* a vetted record with the same key and intact files: fresh */
	record(&f, "sm_90", DT_BF16, PROV_VETTED);
	record(&f, "sm_80", DT_BF16, PROV_COMPILED_ONLY);
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_FRESH, "vetted job fresh");
	j = find(&f.plan, "sm_90", DT_BF16);
	CHECK(strcmp(j->record, "vetted") == 0, "record vetted, got %s", j->record);
	CHECK(state(&f, "sm_80", DT_BF16, NULL, 0) == JOB_FRESH, "compiled-only job fresh");
	CHECK(strcmp(find(&f.plan, "sm_80", DT_BF16)->record, "compiled_only") == 0, "record compiled_only");
	CHECK(state(&f, "sm_90", DT_F32, NULL, 0) == JOB_MISSING, "other dtype still missing");

	/* a compiled-only port goes stale when the vetted variant it came from
	 * moves to other parameters, and fresh again once compiled from them */
	{
		const char *p256 = "{\"family\":\"templates/rmsnorm/kernel.cu\","
				   "\"values\":{\"BLOCK\":256},\"role\":\"final\"}";
		const char *p512 = "{\"family\":\"templates/rmsnorm/kernel.cu\","
				   "\"values\":{\"BLOCK\":512},\"role\":\"final\"}";
		const char *c512 = "{\"family\":\"templates/rmsnorm/kernel.cu\","
				   "\"values\":{\"BLOCK\":512},\"role\":\"compile-only\"}";

		recordp(&f, "sm_90", DT_BF16, PROV_VETTED, p256);
		recordp(&f, "sm_80", DT_BF16, PROV_COMPILED_ONLY, p256);
		CHECK(state(&f, "sm_80", DT_BF16, NULL, 0) == JOB_FRESH, "a port of the vetted parameters is fresh");
		recordp(&f, "sm_90", DT_BF16, PROV_VETTED, p512);
		CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_FRESH, "the new vetted record is fresh");
		CHECK(state(&f, "sm_80", DT_BF16, why, sizeof(why)) == JOB_STALE, "the old port is stale");
		CHECK(strstr(why, "compiled from parameters the vetted variant") != NULL, "why: %s", why);
		recordp(&f, "sm_80", DT_BF16, PROV_COMPILED_ONLY, c512);
		CHECK(state(&f, "sm_80", DT_BF16, NULL, 0) == JOB_FRESH, "ported again: fresh");
		/* records without a family's parameters (a model's kernel) are not compared */
		record(&f, "sm_90", DT_BF16, PROV_VETTED);
		CHECK(state(&f, "sm_80", DT_BF16, NULL, 0) == JOB_FRESH, "nothing to compare: fresh");
	}

	/* a vetted variant of a family of other archs alone (its archs: line) starts no
	 * port: a port of another family is not stale beside it */
	{
		char *hop = xasprintf("{\"family\":\"%s\",\"values\":{\"BM\":128},\"role\":\"final\"}",
				      at("templates/rmsnorm/hopper.cu"));
		const char *port = "{\"family\":\"templates/rmsnorm/kernel.cu\","
				   "\"values\":{\"BLOCK\":256},\"role\":\"compile-only\"}";

		put("templates/rmsnorm/hopper.cu", "// akops-template: rmsnorm/hopper\n// archs: sm_90\n");
		state(&f, "sm_90", DT_BF16, NULL, 0);
		recordp(&f, "sm_90", DT_BF16, PROV_VETTED, hop);
		recordp(&f, "sm_80", DT_BF16, PROV_COMPILED_ONLY, port);
		CHECK(state(&f, "sm_80", DT_BF16, why, sizeof(why)) == JOB_FRESH,
		      "a port beside a vetted family of sm_90 alone: %s", why);
		unlink(at("templates/rmsnorm/hopper.cu"));
		state(&f, "sm_90", DT_BF16, NULL, 0);
		record(&f, "sm_90", DT_BF16, PROV_VETTED);
		record(&f, "sm_80", DT_BF16, PROV_COMPILED_ONLY);
		CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_FRESH, "records as before");
		free(hop);
	}

	/* a generated file edited or removed: stale */
	put("gen/rmsnorm.cu", "// edited by hand\n");
	CHECK(state(&f, "sm_90", DT_BF16, why, sizeof(why)) == JOB_STALE, "edited artifact");
	CHECK(strstr(why, "differs from its record") != NULL, "why: %s", why);
	unlink(at("gen/rmsnorm.cu"));
	CHECK(state(&f, "sm_90", DT_BF16, why, sizeof(why)) == JOB_STALE, "removed artifact");
	CHECK(strstr(why, "is missing") != NULL, "why: %s", why);
	put("gen/rmsnorm.cu", "// generated v1\n");
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_FRESH, "restored artifact");

	/* inputs: the op's templates, common templates, spec, reference, proposer */
	put("templates/softmax/kernel.cu", "// softmax v2\n");
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_FRESH, "another op's template does not matter");
	put("templates/rmsnorm/kernel.cu", "// v2\n");
	CHECK(state(&f, "sm_90", DT_BF16, why, sizeof(why)) == JOB_STALE, "own template changed");
	CHECK(strstr(why, "inputs changed") != NULL, "why: %s", why);
	put("templates/rmsnorm/kernel.cu", "// v1\n#include \"common/util.cuh\"\n");
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_FRESH, "template restored");
	put("templates/rmsnorm/extra.cuh", "// new file\n");
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_STALE, "template added");
	unlink(at("templates/rmsnorm/extra.cuh"));
	put("templates/common/util.cuh", "// common v2\n");
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_STALE, "an inlined common file changed");
	put("templates/common/util.cuh", "// common v1\n");
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_FRESH, "the common file restored");
	/* a common file the op's families do not inline does not matter, until one does */
	put("templates/common/other.cuh", "// other v1\n");
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_FRESH, "a common file no family inlines");
	put("templates/softmax/kernel.cu", "// softmax v1\n#include \"common/other.cuh\"\n");
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_FRESH, "another op's family inlines it");
	put("templates/rmsnorm/more.cu", "// more\n#include \"common/other.cuh\"\n#include \"common/util.cuh\"\n");
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_STALE, "a family of the op inlines it");
	put("templates/common/other.cuh", "// other v2\n");
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_STALE, "and it changed");
	unlink(at("templates/rmsnorm/more.cu"));
	unlink(at("templates/common/other.cuh"));
	put("templates/softmax/kernel.cu", "// softmax v1\n");
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_FRESH, "the families restored");
	/* a family of other archs alone (its archs: line), and the common files only it
	 * inlines, are not in a job's key until the line names the job's arch */
	put("templates/common/other.cuh", "// other v1\n");
	put("templates/rmsnorm/hopper.cu", "// akops-template: rmsnorm/hopper\n// archs: sm_90a\n"
					   "#include \"common/other.cuh\"\n");
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_FRESH, "a family for sm_90a alone, for sm_90");
	put("templates/common/other.cuh", "// other v2\n");
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_FRESH, "and a common file only it inlines");
	put("templates/rmsnorm/hopper.cu", "// akops-template: rmsnorm/hopper\n// summary: s\n// archs: sm_80, sm_90\n"
					   "#include \"common/other.cuh\"\n");
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_STALE, "a family whose line names sm_90");
	put("templates/rmsnorm/hopper.cu", "// akops-template: rmsnorm/hopper\n// archs: sm_90a\n");
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_FRESH, "back to sm_90a alone");
	put("templates/rmsnorm/hopper.cu", "// akops-template: rmsnorm/hopper\n");
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_STALE, "no archs: line: every arch's");
	unlink(at("templates/rmsnorm/hopper.cu"));
	unlink(at("templates/common/other.cuh"));
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_FRESH, "the family removed");
	/* an op without a family (the model proposer's): no common file is in its key */
	{
		char k1[65];

		unlink(at("templates/rmsnorm/kernel.cu"));
		CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_STALE, "its only family removed");
		snprintf(k1, sizeof(k1), "%s", find(&f.plan, "sm_90", DT_BF16)->key);
		put("templates/common/util.cuh", "// common v3\n");
		state(&f, "sm_90", DT_BF16, NULL, 0);
		CHECK(strcmp(k1, find(&f.plan, "sm_90", DT_BF16)->key) == 0, "a common file changed: the key too");
		put("templates/common/util.cuh", "// common v1\n");
		put("templates/rmsnorm/kernel.cu", "// v1\n#include \"common/util.cuh\"\n");
		CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_FRESH, "the family back");
	}
	copy("specs/ref/rmsnorm.c", "specs/ref/rmsnorm.c.orig");
	put("specs/ref/rmsnorm.c", "/* changed */\n");
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_STALE, "reference changed");
	copy(at("specs/ref/rmsnorm.c.orig"), "specs/ref/rmsnorm.c");
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_FRESH, "reference restored");
	/* the verifier: its harness and rules matter, its cheat suite does not */
	put("verify/cheats/01.cu", "// a cheat\n");
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_FRESH, "a new cheat does not matter");
	put("verify/harness_ref.cuh", "// changed\n");
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_STALE, "the harness changed");
	unlink(at("verify/harness_ref.cuh"));
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_FRESH, "the harness restored");
	put("verify/rules/banned.txt", "asm\n");
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_STALE, "a rule changed");
	unlink(at("verify/rules/banned.txt"));
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_FRESH, "the rule restored");
	f.conf.proposer = "proposer template-search\nseed 1\n";
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_STALE, "proposer changed");
	f.conf.proposer = plan_default_proposer;
	CHECK(state(&f, "sm_90", DT_BF16, NULL, 0) == JOB_FRESH, "proposer restored");
	testopprop(&f);

	/* the template manifest lists files by relative path, sorted */
	CHECK(plan_hashtree(at("templates"), &m) == 0, "hashtree");
	CHECK(m.data && strstr(m.data, "common/util.cuh ") && strstr(m.data, "rmsnorm/kernel.cu ") &&
		      strstr(m.data, "common/util.cuh ") < strstr(m.data, "rmsnorm/kernel.cu "),
	      "manifest: %s", m.data ? m.data : "(empty)");
	buffree(&m);
	CHECK(plan_hashtree(at("no-such-dir"), &m) == 0 && m.len == 0, "a missing dir hashes as empty");
	buffree(&m);

	classes(&f);

	/* a database from a newer akgen is refused, and the plan fails */
	{
		char cmd[512];

		snprintf(cmd, sizeof(cmd), "sqlite3 '%s' 'PRAGMA user_version = 99' 2>/dev/null || python3 -c "
					   "\"import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('PRAGMA user_version = 99'); c.commit()\" '%s'",
			 f.conf.db, f.conf.db);
		if (system(cmd) == 0) {
			plan_free(&f.plan);
			CHECK(plan_make(&f.set, &f.conf, &f.plan) != 0, "newer schema refused");
		}
	}

	plan_free(&f.plan);
	specs_free(&f.set);
	free((char *)f.conf.templates);
	free((char *)f.conf.out);
	free((char *)f.conf.db);
	free((char *)f.conf.verify);
	{
		char cmd[2100];

		snprintf(cmd, sizeof(cmd), "rm -rf '%s'", root);
		if (system(cmd) != 0)
			fprintf(stderr, "cannot remove %s\n", root);
	}
	return check_done();
}
