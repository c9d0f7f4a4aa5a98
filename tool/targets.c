/* targets.c: the project's targets file (targets.h) */
#define _POSIX_C_SOURCE 200809L
#include "targets.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"
#include "ytree.h"

#define terr(d, n, path, ...) diagf((d), (n)->line, (n)->col, (path), __VA_ARGS__)

/* nvcc options a target may add: code generation choices that change a kernel
 * but never where it reads, what it includes or where its output goes; each a
 * prefix and whether a value follows '=' */
static const struct {
	const char *name;
	bool value;
} nvccok[] = {
	{"-maxrregcount", true},     {"--use_fast_math", false}, {"--ftz", true},
	{"--prec-div", true},	     {"--prec-sqrt", true},	 {"--fmad", true},
	{"--extra-device-vectorization", false},		 {"-Xptxas=-O0", false},
	{"-Xptxas=-O1", false},	     {"-Xptxas=-O2", false},	 {"-Xptxas=-O3", false},
	{"--restrict", false},	     {"-lineinfo", false},
};

/* a value that goes into a script or a command line: letters, digits and
 * _.:,=+/@%- only, 1 to TARGET_MAX_TEXT of them */
static bool safetext(const char *s)
{
	size_t n = strlen(s);

	return n > 0 && n <= TARGET_MAX_TEXT &&
	       strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.:,=+/@%-") == n;
}

static bool nvccflagok(const char *f)
{
	for (size_t i = 0; i < AK_LEN(nvccok); i++) {
		size_t n = strlen(nvccok[i].name);

		if (!nvccok[i].value && strcmp(f, nvccok[i].name) == 0)
			return true;
		if (nvccok[i].value && strncmp(f, nvccok[i].name, n) == 0 && f[n] == '=' && f[n + 1] &&
		    strspn(f + n + 1, "0123456789abcdefghijklmnopqrstuvwxyz") == strlen(f + n + 1))
			return true;
	}
	return false;
}

static bool onlykeys(struct diag *d, const struct ynode *m, const char *path, const char *const *keys,
		     const char *list)
{
	bool ok = true;

	for (size_t i = 0; i + 1 < m->n; i += 2) {
		int k;

		for (k = 0; keys[k]; k++)
			if (strcmp(keys[k], m->kids[i]->str) == 0)
				break;
		if (!keys[k]) {
			terr(d, m->kids[i], path, "found unknown key '%s', expected one of: %s", m->kids[i]->str, list);
			ok = false;
		}
	}
	return ok;
}

static bool wantmap(struct diag *d, const struct ynode *n, const char *path)
{
	if (n->kind == Y_MAP)
		return true;
	terr(d, n, path, "found %s, expected a mapping", ykindname(n));
	return false;
}

static void slurmopts(struct diag *d, const struct ynode *m, const char *path, struct slurmopts *o, bool cpuok,
		      struct slurmopts *cpu)
{
	static const char *const keys[] = {"partition", "constraint", "gres", "account", "time", "cpu", NULL};
	char **fields[] = {&o->partition, &o->constraint, &o->gres, &o->account, &o->time};

	if (!wantmap(d, m, path))
		return;
	onlykeys(d, m, path, cpuok ? keys : (const char *const[]){"partition", "constraint", "gres", "account", "time", NULL},
		 cpuok ? "partition, constraint, gres, account, time, cpu" : "partition, constraint, gres, account, time");
	for (size_t i = 0; i + 1 < m->n; i += 2) {
		const struct ynode *k = m->kids[i], *v = m->kids[i + 1];
		char sub[96];

		snprintf(sub, sizeof(sub), "%s.%s", path, k->str);
		if (strcmp(k->str, "cpu") == 0) {
			if (cpuok)
				slurmopts(d, v, sub, cpu, false, NULL);
			continue;
		}
		for (size_t f = 0; f < AK_LEN(fields); f++) {
			if (strcmp(keys[f], k->str) != 0)
				continue;
			if (v->kind != Y_SCALAR || !safetext(v->str))
				terr(d, v, sub, "found %s, expected 1 to %d of letters, digits and _.:,=+/@%%-",
				     v->kind == Y_SCALAR ? "other characters" : ykindname(v), TARGET_MAX_TEXT);
			else
				*fields[f] = xstrdup(v->str);
		}
	}
}

static void archopts(struct diag *d, const struct ynode *m, struct target *tg)
{
	static const char *const keys[] = {"nvcc-flags", "slurm", NULL};
	char path[64];

	snprintf(path, sizeof(path), "arch.%s", tg->arch);
	if (!wantmap(d, m, path))
		return;
	onlykeys(d, m, path, keys, "nvcc-flags, slurm");
	for (size_t i = 0; i + 1 < m->n; i += 2) {
		const struct ynode *k = m->kids[i], *v = m->kids[i + 1];
		char sub[96];

		snprintf(sub, sizeof(sub), "%s.%s", path, k->str);
		if (strcmp(k->str, "slurm") == 0) {
			slurmopts(d, v, sub, &tg->slurm, false, NULL);
			continue;
		}
		if (strcmp(k->str, "nvcc-flags") != 0)
			continue;
		if (v->kind != Y_SEQ || v->n > TARGET_MAX_FLAGS) {
			terr(d, v, sub, "found %s, expected a list of at most %d nvcc options", ykindname(v),
			     TARGET_MAX_FLAGS);
			continue;
		}
		for (size_t f = 0; f < v->n; f++) {
			const struct ynode *fl = v->kids[f];

			if (fl->kind != Y_SCALAR || !nvccflagok(fl->str)) {
				terr(d, fl, sub,
				     "found %s, expected an nvcc option a target may set (-maxrregcount=N, "
				     "--use_fast_math, --ftz=, --prec-div=, --prec-sqrt=, --fmad=, "
				     "--extra-device-vectorization, -Xptxas=-O0..3, --restrict, -lineinfo)",
				     fl->kind == Y_SCALAR && strlen(fl->str) < 64 ? fl->str : ykindname(fl));
				continue;
			}
			for (int g = 0; g < tg->nflags; g++)
				if (strcmp(tg->nvcc_flags[g], fl->str) == 0)
					terr(d, fl, sub, "found '%s' twice", fl->str);
			tg->nvcc_flags[tg->nflags++] = xstrdup(fl->str);
		}
	}
}

/* the targets without a targets file: the archs of a spec that names none, and sm_90a,
 * which only a spec that names it builds for (arch_specific) */
static const char *const default_targets[] = {"sm_80", "sm_90", "sm_90a", "sm_100", "sm_120", NULL};

static void defaults(struct targets *t)
{
	for (int i = 0; default_targets[i]; i++)
		t->v[t->n++].arch = xstrdup(default_targets[i]);
}

/* whether arch is arch- or family-specific (sm_90a, sm_100f): a target only the specs
 * that name it build for */
static bool arch_specific(const char *arch)
{
	enum archkind kind;
	int cc;

	return spec_parsearch(arch, &cc, &kind) && kind != ARCH_PLAIN;
}

int targets_parse(const char *data, size_t len, struct targets *t, struct diag *d)
{
	static const char *const keys[] = {"archs", "arch", "slurm", NULL};
	size_t before = diagcount(d);
	struct ynode *root = ytree_load(data, len, d), *archs, *arch, *slurm;

	memset(t, 0, sizeof(*t));
	if (!root)
		return -1;
	if (!wantmap(d, root, ""))
		goto out;
	onlykeys(d, root, "", keys, "archs, arch, slurm");
	if (!(archs = ymapget(root, "archs"))) {
		diagf(d, 1, 1, NULL, "missing key 'archs', expected the list of target archs, such as [sm_80, sm_90]");
		goto out;
	}
	if (archs->kind != Y_SEQ || archs->n == 0 || archs->n > SPEC_MAX_ARCHS) {
		terr(d, archs, "archs", "found %s, expected a list of 1 to %d archs",
		     archs->kind == Y_SEQ && archs->n == 0 ? "an empty list" : ykindname(archs), SPEC_MAX_ARCHS);
		goto out;
	}
	for (size_t i = 0; i < archs->n; i++) {
		const struct ynode *a = archs->kids[i];

		if (a->kind != Y_SCALAR || !spec_knownarch(a->str)) {
			terr(d, a, "archs", "found %s, expected an arch nvcc builds for (sm_75 ... sm_121f)",
			     a->kind == Y_SCALAR && strlen(a->str) < 32 ? a->str : ykindname(a));
			continue;
		}
		if (targets_find(t, a->str)) {
			terr(d, a, "archs", "found '%s' twice, expected each arch once", a->str);
			continue;
		}
		t->v[t->n++].arch = xstrdup(a->str);
	}
	if ((arch = ymapget(root, "arch")) && wantmap(d, arch, "arch")) {
		for (size_t i = 0; i + 1 < arch->n; i += 2) {
			struct target *tg = (struct target *)targets_find(t, arch->kids[i]->str);

			if (!tg)
				terr(d, arch->kids[i], "arch", "found '%.32s', expected one of the archs listed in archs:",
				     arch->kids[i]->str);
			else
				archopts(d, arch->kids[i + 1], tg);
		}
	}
	if ((slurm = ymapget(root, "slurm")))
		slurmopts(d, slurm, "slurm", &t->slurm, true, &t->cpu);
out:
	ytree_free(root);
	if (diagcount(d) != before) {
		targets_free(t);
		return -1;
	}
	return 0;
}

int targets_load(const char *path, bool required, struct targets *t)
{
	struct diag d = {.file = path};
	struct buf b = {0};
	int rc;

	memset(t, 0, sizeof(*t));
	if (readfile(path, YAML_MAX_BYTES, &b) != 0) {
		int e = errno;

		buffree(&b);
		if (e == ENOENT && !required) {
			defaults(t);
			return 0;
		}
		fprintf(stderr, "%s: cannot read the targets: %s\n", path,
			e == EFBIG ? "larger than 256 KiB" : errtext(e));
		return -1;
	}
	rc = targets_parse(b.data, b.len, t, &d);
	buffree(&b);
	if (rc != 0)
		diagprint(&d, stderr);
	else
		t->path = xstrdup(path);
	diagfree(&d);
	return rc;
}

static void freeslurm(struct slurmopts *o)
{
	free(o->partition);
	free(o->constraint);
	free(o->gres);
	free(o->account);
	free(o->time);
	memset(o, 0, sizeof(*o));
}

void targets_free(struct targets *t)
{
	for (int i = 0; i < t->n; i++) {
		free(t->v[i].arch);
		for (int f = 0; f < t->v[i].nflags; f++)
			free(t->v[i].nvcc_flags[f]);
		freeslurm(&t->v[i].slurm);
	}
	freeslurm(&t->slurm);
	freeslurm(&t->cpu);
	free(t->path);
	memset(t, 0, sizeof(*t));
}

const struct target *targets_find(const struct targets *t, const char *arch)
{
	for (int i = 0; i < t->n; i++)
		if (strcmp(t->v[i].arch, arch) == 0)
			return &t->v[i];
	return NULL;
}

/* narrow s to the targets: those its own archs: names, each a target; without an archs:
 * line, every target but the arch- and family-specific ones (sm_90a, sm_100f: code of
 * instructions only those GPUs have, which a spec takes by naming them; else an op
 * would be built twice for one GPU, as sm_90 and as sm_90a) */
static int narrow(const struct targets *t, struct spec *s)
{
	char *old[SPEC_MAX_ARCHS];
	int nold = s->narchs;

	memcpy(old, s->archs, sizeof(old));
	for (int i = 0; s->archs_declared && i < nold; i++) {
		if (!targets_find(t, old[i])) {
			fprintf(stderr, "%s: archs: names %s, which is not a target (%s lists %d: add it there, or "
				"narrow to those)\n", s->path, old[i], t->path ? t->path : "the default targets", t->n);
			return 1;
		}
	}
	s->narchs = 0;
	for (int i = 0; i < t->n; i++) {
		bool keep = !s->archs_declared && !arch_specific(t->v[i].arch);

		for (int k = 0; k < nold && !keep; k++)
			keep = strcmp(old[k], t->v[i].arch) == 0;
		if (keep)
			s->archs[s->narchs++] = xstrdup(t->v[i].arch);
	}
	for (int i = 0; i < nold; i++)
		free(old[i]);
	/* the class views copied the archs at load */
	for (int k = 0; k <= s->nclasses; k++)
		for (int dt = 0; dt < DT_COUNT; dt++)
			if (s->views[k][dt]) {
				memcpy(s->views[k][dt]->archs, s->archs, sizeof(s->archs));
				s->views[k][dt]->narchs = s->narchs;
			}
	return 0;
}

int targets_apply(const struct targets *t, struct specset *set)
{
	int bad = 0;

	for (int i = 0; i < set->n; i++)
		bad += narrow(t, set->v[i]);
	return bad;
}

void targets_keytext(const struct target *tg, struct buf *b)
{
	for (int f = 0; tg && f < tg->nflags; f++)
		bufprintf(b, "%s%s", f ? " " : "", tg->nvcc_flags[f]);
}

char *targets_defaultpath(const char *specsdir)
{
	char *dir = xstrdup(specsdir), *slash;
	char *path;

	while (strlen(dir) > 1 && dir[strlen(dir) - 1] == '/')
		dir[strlen(dir) - 1] = '\0';
	slash = strrchr(dir, '/');
	if (!slash)
		path = xstrdup("targets.yaml");
	else {
		slash[1] = '\0';
		path = xasprintf("%stargets.yaml", dir);
	}
	free(dir);
	return path;
}
