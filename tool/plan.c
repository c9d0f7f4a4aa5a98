/* plan.c: the jobs of a run (op x arch x dtype), their keys and their freshness
 *
 * A job's key is the sha256 of a short text naming every input that decides
 * its result: the spec file, its reference, the templates the op may use
 * (templates/<op>/ and the files of templates/common/ its families inline), the
 * proposer configuration (with the model proposer's prompt templates), the
 * verifier that judges (verify/harness* and verify/rules/) and the tool's
 * version. A job is fresh when the newest vetted or compiled-only record
 * for its (op, arch, dtype) has the same key (under this plan's proposer, or
 * under the one that made the record) and every file it wrote still hashes as
 * recorded; a compiled-only record, ported from the newest vetted variant of
 * its op and dtype on another arch, also needs that variant's family and
 * parameters to be the ones it was compiled with (a search that moved them
 * leaves the ports behind it stale). */
#define _POSIX_C_SOURCE 200809L
#include "plan.h"

#include <dirent.h>
#include <errno.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gate.h"
#include "opprop.h"
#include "prov.h"
#include "sha256.h"
#include "targets.h"
#include "template.h"
#include "version.h"

const char plan_default_proposer[] = "proposer template-search\nseed 0\n";

const char *plan_statename(enum jobstate s)
{
	switch (s) {
	case JOB_MISSING:
		return "missing";
	case JOB_STALE:
		return "stale";
	case JOB_FRESH:
		return "fresh";
	}
	return "?";
}

static int cmpstr(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* whether the file at path is a kernel family (*.cu) whose archs: line leaves arch out
 * (never, when arch is NULL); -1 when it cannot be read */
static int otherarchs(const char *path, const char *arch)
{
	struct buf text = {0};
	int rc;

	if (!arch || !hassuffix(path, ".cu"))
		return 0;
	if (readfile(path, TMPL_MAX_BYTES, &text) != 0) {
		warn("cannot read %s:", path);
		return -1;
	}
	rc = !tmpl_text_hasarch(text.data ? text.data : "", text.len, arch);
	buffree(&text);
	return rc;
}

/* append "relpath sha256\n" for every regular file under root/rel, sorted; with arch,
 * less the kernel families of other archs alone (their archs: lines) */
static int hashdir(const char *root, const char *rel, struct buf *manifest, int depth, const char *arch)
{
	char *dir = *rel ? pathjoin(root, rel) : xstrdup(root);
	DIR *d;
	struct dirent *e;
	char **names = NULL;
	size_t n = 0;
	int rc = 0;

	if (depth > 16) {
		warn("%s: directories nested too deep", dir);
		free(dir);
		return -1;
	}
	d = opendir(dir);
	if (!d) {
		rc = errno == ENOENT && depth == 0 ? 0 : -1;
		if (rc)
			warn("cannot read %s:", dir);
		free(dir);
		return rc;
	}
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.')
			continue;
		names = xreallocarray(names, n + 1, sizeof(names[0]));
		names[n++] = xstrdup(e->d_name);
	}
	closedir(d);
	if (n > 1)
		qsort(names, n, sizeof(names[0]), cmpstr);
	for (size_t i = 0; i < n && rc == 0; i++) {
		char *r = *rel ? pathjoin(rel, names[i]) : xstrdup(names[i]);
		char *full = pathjoin(root, r);
		struct stat st;
		char hex[65];

		if (stat(full, &st) != 0) {
			warn("cannot stat %s:", full);
			rc = -1;
		} else if (S_ISDIR(st.st_mode)) {
			rc = hashdir(root, r, manifest, depth + 1, arch);
		} else if (S_ISREG(st.st_mode)) {
			int other = otherarchs(full, arch);

			if (other != 0) {
				rc = other < 0 ? -1 : 0;
			} else if (sha256_file(full, hex) != 0) {
				warn("cannot read %s:", full);
				rc = -1;
			} else {
				bufprintf(manifest, "%s %s\n", r, hex);
			}
		}
		free(full);
		free(r);
	}
	for (size_t i = 0; i < n; i++)
		free(names[i]);
	free(names);
	free(dir);
	return rc;
}

int plan_hashtree(const char *dir, struct buf *manifest)
{
	return hashdir(dir, "", manifest, 0, NULL);
}

/* the inputs of one op, hashed once for all its jobs (templates: once an arch) */
struct opinputs {
	char spec[65], ref[65], templates[65], proposer[65], verifier[65];
};

int plan_hashverifier(const char *dir, char hex[65])
{
	struct buf m = {0};
	char *rules = pathjoin(dir, "rules");
	char **names = NULL;
	size_t n = 0;
	struct dirent *e;
	DIR *d = opendir(dir);
	int rc = 0;

	while (d && (e = readdir(d))) {
		if (strncmp(e->d_name, "harness", 7) != 0)
			continue;
		names = xreallocarray(names, n + 1, sizeof(names[0]));
		names[n++] = xstrdup(e->d_name);
	}
	if (d)
		closedir(d);
	if (n > 1)
		qsort(names, n, sizeof(names[0]), cmpstr);
	for (size_t i = 0; i < n; i++) {
		char *f = pathjoin(dir, names[i]);
		char h[65];

		if (rc == 0 && sha256_file(f, h) == 0)
			bufprintf(&m, "%s %s\n", names[i], h);
		else
			rc = -1;
		free(f);
		free(names[i]);
	}
	free(names);
	if (rc != 0)
		warn("cannot read the harness in %s:", dir);
	bufputs(&m, "rules\n");
	if (rc == 0)
		rc = plan_hashtree(rules, &m);
	sha256_buf(m.data, m.len, hex);
	free(rules);
	buffree(&m);
	return rc;
}

/* The canonical text of the proposer that keys s's jobs: the one its project keeps,
 * read once and kept by the plan p, or conf's where it keeps none; NULL after a
 * warning. */
static const char *opproposer(const struct spec *s, const struct planconf *conf, struct plan *p)
{
	struct opprop op;
	int kept = opprop_load(s, conf->templates, &op);

	if (kept < 0)
		return NULL;
	if (kept == 1)
		return conf->proposer;
	p->props = xreallocarray(p->props, (size_t)p->nprops + 1, sizeof(p->props[0]));
	p->props[p->nprops] = op;
	return p->props[p->nprops++].canon.data;
}

/* the common files op's families inline, into manifest m: "NAME.cuh sha256\n" for
 * every NAME a line #include "common/NAME.cuh" of a family (own/FAMILY.cu) names, by
 * name, once each ("NAME.cuh missing" where there is none: loading the family says
 * so); none where own holds no family (an op the model proposer writes: its prompts
 * show no common file, and their templates are in the proposer's configuration). So
 * an edit of a common file makes stale only the jobs of the families that inline it. */
static int hashcommon(const char *common, const char *own, const char *arch, struct buf *m)
{
	struct buf text = {0};
	char **names = NULL;
	size_t n = 0;
	int rc = 0;
	DIR *d = opendir(own);
	struct dirent *e;

	if (!d && errno != ENOENT) {
		warn("cannot read %s:", own);
		return -1;
	}
	while (d && (e = readdir(d))) {
		char *path;

		if (e->d_name[0] == '.' || !hassuffix(e->d_name, ".cu"))
			continue;
		path = pathjoin(own, e->d_name);
		text.len = 0;
		if (readfile(path, TMPL_MAX_BYTES, &text) != 0) {
			warn("cannot read %s:", path);
			rc = -1;
		}
		/* a family of other archs alone inlines nothing into this arch's jobs */
		if (rc == 0 && !tmpl_text_hasarch(text.data ? text.data : "", text.len, arch))
			text.len = 0;
		for (const char *l = text.data, *end = text.data + text.len, *next; rc == 0 && l && l < end;
		     l = next) {
			const char *nl = memchr(l, '\n', (size_t)(end - l));
			size_t len = nl ? (size_t)(nl - l) : (size_t)(end - l), nm = tmpl_commonname(l, len);

			next = nl ? nl + 1 : end;
			if (!nm)
				continue;
			names = xreallocarray(names, n + 1, sizeof(names[0]));
			names[n++] = xstrndup(l + 17, nm);
		}
		free(path);
	}
	if (d)
		closedir(d);
	buffree(&text);
	if (n > 1)
		qsort(names, n, sizeof(names[0]), cmpstr);
	for (size_t i = 0; i < n; i++) {
		char *file = xasprintf("%s.cuh", names[i]), *path = pathjoin(common, file);
		char hex[65];

		if (rc == 0 && (i == 0 || strcmp(names[i], names[i - 1]) != 0)) {
			if (sha256_file(path, hex) == 0)
				bufprintf(m, "%s %s\n", file, hex);
			else
				bufprintf(m, "%s missing\n", file);
		}
		free(file);
		free(path);
	}
	for (size_t i = 0; i < n; i++)
		free(names[i]);
	free(names);
	return rc;
}

static int hashinputs(const struct spec *s, const struct planconf *conf, struct opinputs *in, struct plan *p)
{
	int rc = 0;

	if (sha256_file(s->path, in->spec) != 0) {
		warn("cannot read %s:", s->path);
		return -1;
	}
	if (sha256_file(s->refpath, in->ref) != 0) {
		warn("cannot read %s:", s->refpath);
		return -1;
	}
	if (conf->opfiles) {
		const char *prop = opproposer(s, conf, p);

		if (!prop)
			rc = -1;
		else
			sha256_buf(prop, strlen(prop), in->proposer);
	} else {
		sha256_buf(conf->proposer, strlen(conf->proposer), in->proposer);
	}
	if (conf->verify)
		rc |= plan_hashverifier(conf->verify, in->verifier);
	else
		sha256_buf("", 0, in->verifier);
	return rc ? -1 : 0;
}

/* the templates an op's jobs of arch may use, into in->templates: its families that
 * apply to arch (a family whose archs: line leaves arch out is neither searched for
 * those jobs nor in their keys: adding an sm_90a family stales no sm_80 job) and every
 * other file of templates/<op>/, and the common files those families inline. An op
 * without a family of archs: lines hashes as it always did. */
static int hashtemplates(const struct spec *s, const struct planconf *conf, const char *arch, struct opinputs *in)
{
	struct buf m = {0};
	char *common = pathjoin(conf->templates, "common"), *own = pathjoin(conf->templates, s->op);
	int rc = 0;

	bufputs(&m, "common\n");
	rc |= hashcommon(common, own, arch, &m);
	bufprintf(&m, "op %s\n", s->op);
	rc |= hashdir(own, "", &m, 0, arch);
	sha256_buf(m.data, m.len, in->templates);
	free(common);
	free(own);
	buffree(&m);
	return rc ? -1 : 0;
}

/* the key of job j's inputs in, with the proposer configuration whose sha256
 * is proposer and its arch's options tg (NULL: none). The spec is its text less
 * its archs: entry, so that the targets and a spec's narrowing of them decide
 * which jobs exist, never what a job's inputs are (a spec that names no archs
 * hashes as its file, the keys made before targets.yaml) */
static void jobkey(const struct job *j, const struct opinputs *in, const char *proposer, const struct target *tg,
		   char key[65])
{
	struct buf b = {0}, opts = {0};

	bufprintf(&b, "akops job key 1\nop %s\narch %s\ndtype %s\nspec %s\nreference %s\ntemplates %s\nproposer %s\n"
		      "verifier %s\ntool %s\n",
		  j->spec->op, j->arch, dtinfo(j->dt)->name, spec_whole(j->spec)->keysha, in->ref, in->templates,
		  proposer, in->verifier, AK_VERSION);
	/* a shape class: a job of its own (an op without classes keeps the keys it had) */
	if (*spec_classname(j->spec))
		bufprintf(&b, "class %s\n", spec_classname(j->spec));
	/* the arch's options (an arch without options keeps the keys it had) */
	targets_keytext(tg, &opts);
	if (opts.len)
		bufprintf(&b, "arch-options %s\n", opts.data);
	sha256_buf(b.data, b.len, key);
	buffree(&b);
	buffree(&opts);
}

struct artcheck {
	const char *out;
	struct job *j;
	int files;
};

/* a recorded file must still be there with the recorded content */
static int checkartifact(void *ctx, const char *path, const char *sha, int64_t bytes)
{
	struct artcheck *ac = ctx;
	char *full = pathjoin(ac->out, path);
	char hex[65];
	int rc = 0;

	(void)bytes;
	ac->files++;
	if (sha256_file(full, hex) != 0) {
		snprintf(ac->j->why, sizeof(ac->j->why), "%s is missing", full);
		rc = 1;
	} else if (strcmp(hex, sha) != 0) {
		snprintf(ac->j->why, sizeof(ac->j->why), "%s differs from its record", full);
		rc = 1;
	}
	free(full);
	return rc;
}

/* a job's best attempt's family and parameter values, as JSON text in out
 * (empty when it has none, e.g. a model's kernel), whole; -1 after a warning */
static int portable(struct prov *db, int64_t job_id, struct buf *out)
{
	struct prov_variant v;
	json_t *root, *fam, *vals;
	char *text;
	int rc = prov_variant_get(db, job_id, &v);

	out->len = 0;
	bufputs(out, "");
	if (rc <= 0 || !v.params) {
		prov_variant_free(&v);
		return rc < 0 ? -1 : 0;
	}
	root = json_loads(v.params, 0, NULL);
	fam = json_object_get(root, "family");
	vals = json_object_get(root, "values");
	if (json_is_string(fam) && json_is_object(vals)) {
		text = json_dumps(vals, JSON_SORT_KEYS | JSON_COMPACT);
		if (text)
			bufprintf(out, "%s %s", json_string_value(fam), text);
		free(text);
	}
	json_decref(root);
	prov_variant_free(&v);
	return 0;
}

int plan_portsource(struct prov *db, const struct job *j, struct prov_jobrec *rec, const char **arch)
{
	for (int a = 0; a < j->spec->narchs; a++) {
		int rc;

		if (strcmp(j->spec->archs[a], j->arch) == 0)
			continue;
		rc = prov_latest_job(db, j->spec->op, j->spec->archs[a], dtinfo(j->dt)->name, spec_classname(j->spec),
				     rec);
		if (rc < 0)
			return -1;
		if (rc == 1 && rec->status == PROV_VETTED) {
			*arch = j->spec->archs[a];
			return 1;
		}
	}
	return 0;
}

/* whether the family a variant's parameters name (src: "PATH {values}", the path as
 * it was recorded) may start a port to arch: not when its archs: line leaves arch out
 * (generate starts such a port from the job's own families); a file that cannot be
 * read is taken to apply, as before archs: lines */
static bool portfamily(const char *src, const char *arch)
{
	const char *sp = strchr(src, ' ');
	char *path = xstrndup(src, sp ? (size_t)(sp - src) : strlen(src));
	struct buf text = {0};
	bool applies = true;

	if (readfile(path, TMPL_MAX_BYTES, &text) == 0)
		applies = tmpl_text_hasarch(text.data ? text.data : "", text.len, arch);
	buffree(&text);
	free(path);
	return applies;
}

/* a fresh compiled-only record j: stale (1, why said) when the vetted variant a
 * port would start from now has other parameters than the record; 0 when not,
 * or when there is nothing to compare (no vetted variant, not a family's, or a family
 * of other archs alone) */
static int portstale(struct prov *db, struct job *j, const struct prov_jobrec *rec)
{
	struct buf mine = {0}, src = {0};
	struct prov_jobrec other;
	const char *arch;
	int rc = portable(db, rec->id, &mine);

	if (rc != 0 || !mine.len)
		goto out;
	if ((rc = plan_portsource(db, j, &other, &arch)) <= 0)
		goto out;
	if ((rc = portable(db, other.id, &src)) != 0)
		goto out;
	rc = src.len && portfamily(src.data, j->arch) && strcmp(src.data, mine.data) != 0;
	if (rc)
		snprintf(j->why, sizeof(j->why), "compiled from parameters the vetted variant (job %lld, %s) no longer has",
			 (long long)other.id, arch);
out:
	buffree(&mine);
	buffree(&src);
	return rc;
}

/* a newer variant of j the regression gate refused (gate.c), the record rec_id kept:
 * said in j->why */
static int gatewhy(struct prov *db, struct job *j, int64_t rec_id)
{
	char why[400];
	int rc = gate_refusal(db, j->spec->op, j->arch, dtinfo(j->dt)->name, spec_classname(j->spec), rec_id, why,
			      sizeof(why));

	if (rc == 1)
		snprintf(j->why, sizeof(j->why), "job %lld kept: the gate refused a newer variant, %.90s", (long long)rec_id,
			 why);
	return rc < 0 ? -1 : 0;
}

static int jobstate(struct prov *db, const struct planconf *conf, const struct opinputs *in, struct job *j)
{
	struct prov_jobrec rec;
	struct artcheck ac = {conf->out, j, 0};
	char own[65];
	int rc;

	j->state = JOB_MISSING;
	if (!db)
		return 0;
	rc = prov_latest_job(db, j->spec->op, j->arch, dtinfo(j->dt)->name, spec_classname(j->spec), &rec);
	if (rc <= 0)
		return rc;
	xsnprintf(j->record, sizeof(j->record), "%s", prov_status_name(rec.status));
	/* its files, whatever the key: a record whose file was edited or removed is
	 * no record of what generated/ holds (a strict build refuses it) */
	rc = prov_job_artifacts(db, rec.id, checkartifact, &ac);
	if (rc < 0)
		return -1;
	if (rc == 0 && (ac.files == 0 || rec.best_attempt_id <= 0)) {
		/* a record of a variant that names no file or no attempt: what it
		 * vouches for is nowhere (a write that failed half-way) */
		snprintf(j->why, sizeof(j->why), "job %lld is recorded %s without %s", (long long)rec.id,
			 prov_status_name(rec.status), ac.files == 0 ? "the file it wrote" : "its attempt");
		rc = 1;
	}
	if (rc) {
		j->filesbad = true;
		j->state = JOB_STALE;
		return 0;
	}
	/* made by another proposer (a language model, where this plan is the
	 * template search's, or the other way round): fresh while its inputs are
	 * what they were under that proposer, so that a build or a plain generate
	 * does not search again, and replace, what a model made */
	if (strcmp(rec.key, j->key) == 0)
		memcpy(j->reckey, j->key, sizeof(j->reckey));
	else if (rec.proposer[0] && strcmp(rec.proposer, in->proposer) != 0) {
		jobkey(j, in, rec.proposer, j->target, own);
		if (strcmp(rec.key, own) == 0)
			memcpy(j->reckey, own, sizeof(j->reckey));
	}
	if (!j->reckey[0]) {
		j->state = JOB_STALE;
		snprintf(j->why, sizeof(j->why), "its inputs changed since job %lld", (long long)rec.id);
		return gatewhy(db, j, rec.id);
	}
	if (rec.status == PROV_COMPILED_ONLY && (rc = portstale(db, j, &rec)) < 0)
		return -1;
	j->state = rc ? JOB_STALE : JOB_FRESH;
	if (j->state == JOB_FRESH && strcmp(j->reckey, j->key) != 0)
		snprintf(j->why, sizeof(j->why), "made by another proposer (%.12s), job %lld", rec.proposer,
			 (long long)rec.id);
	return gatewhy(db, j, rec.id);
}

int plan_make(const struct specset *set, const struct planconf *conf, struct plan *out)
{
	struct prov *db = NULL;
	int rc = 0;

	out->v = NULL;
	out->n = 0;
	out->props = NULL;
	out->nprops = 0;
	if (access(conf->db, F_OK) == 0) {
		db = prov_open(conf->db, PROV_READONLY);
		if (!db)
			return -1;
	}
	for (int i = 0; i < set->n && rc == 0; i++) {
		const struct spec *s = set->v[i];
		enum dtype dts[DT_COUNT];
		int ndt = spec_jobdtypes(s, dts);
		struct opinputs in;

		if (hashinputs(s, conf, &in, out) != 0) {
			rc = -1;
			break;
		}
		for (int a = 0; a < s->narchs && rc == 0; a++) {
			if (hashtemplates(s, conf, s->archs[a], &in) != 0) {
				rc = -1;
				break;
			}
			for (int t = 0; t < ndt && rc == 0; t++) {
				/* the default class first, then the spec's classes in order */
				for (int k = 0; k <= s->nclasses && rc == 0; k++) {
					struct job *j;

					out->v = xreallocarray(out->v, (size_t)out->n + 1, sizeof(out->v[0]));
					j = &out->v[out->n++];
					memset(j, 0, sizeof(*j));
					j->spec = spec_class(s, spec_listclass(s, k), dts[t]);
					j->arch = s->archs[a];
					j->dt = dts[t];
					j->target = conf->targets ? targets_find(conf->targets, j->arch) : NULL;
					jobkey(j, &in, in.proposer, j->target, j->key);
					rc = jobstate(db, conf, &in, j);
				}
			}
		}
	}
	prov_close(db);
	if (rc != 0)
		plan_free(out);
	return rc;
}

const char *job_class(const struct job *j)
{
	return *spec_classname(j->spec) ? spec_classname(j->spec) : "default";
}

const char *job_label(const struct job *j, char *buf, size_t n)
{
	const char *cls = spec_classname(j->spec);

	snprintf(buf, n, "%s%s%s", j->spec->op, *cls ? "." : "", cls);
	return buf;
}

void plan_free(struct plan *p)
{
	for (int i = 0; i < p->nprops; i++)
		opprop_free(&p->props[i]);
	free(p->props);
	free(p->v);
	p->props = NULL;
	p->nprops = 0;
	p->v = NULL;
	p->n = 0;
}
