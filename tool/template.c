/* template.c: kernel families with tunable parameters, and their instances
 *
 * A family is a CUDA file whose leading comment lines declare it
 * (templates/README.md). An instance is that file behind a few #defines:
 * the parameters' values, the element type and the launcher's name, so that
 * every instance is one complete candidate the verifier judges whole. What
 * families share lives in templates/common/NAME.cuh; a family's line
 * #include "common/NAME.cuh" is replaced, when the family is loaded, by that
 * file's text between marker comments, so an instance still needs no include
 * path and no file but itself. */
#define _POSIX_C_SOURCE 200809L
#include "template.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "sha256.h"
#include "proto.h"

static char *trimdup(const char *s, size_t n)
{
	while (n && isspace((unsigned char)*s)) {
		s++;
		n--;
	}
	while (n && isspace((unsigned char)s[n - 1]))
		n--;
	return xstrndup(s, n);
}

/* the next word of *p separated by blanks or commas, in place; NULL at the end */
static char *nextword(char **p)
{
	char *w = *p;

	while (*w == ' ' || *w == '\t' || *w == ',')
		w++;
	if (!*w)
		return NULL;
	*p = w;
	while (**p && **p != ' ' && **p != '\t' && **p != ',')
		(*p)++;
	if (**p)
		*(*p)++ = '\0';
	return w;
}

static bool isparamname(const char *s)
{
	if (!isupper((unsigned char)*s))
		return false;
	for (; *s; s++)
		if (!isupper((unsigned char)*s) && !isdigit((unsigned char)*s) && *s != '_')
			return false;
	return true;
}

/* "NAME = DEFAULT : V1 V2 ..." */
static void paramline(struct tmpl *t, const char *v, int line, struct diag *d)
{
	const char *eq = strchr(v, '='), *colon = strchr(v, ':');
	struct tparam *p;
	char *name, *def, *list, *tok, *rest;
	bool seen = false;

	if (!eq || !colon || colon < eq) {
		diagf(d, line, 1, "param", "found '%s', expected NAME = DEFAULT : V1 V2 ...", v);
		return;
	}
	if (t->nparams == TMPL_MAX_PARAMS) {
		diagf(d, line, 1, "param", "found more than %d parameters", TMPL_MAX_PARAMS);
		return;
	}
	name = trimdup(v, (size_t)(eq - v));
	def = trimdup(eq + 1, (size_t)(colon - eq - 1));
	list = trimdup(colon + 1, strlen(colon + 1));
	p = &t->params[t->nparams];
	memset(p, 0, sizeof(*p));
	if (!isparamname(name) || tmpl_param(t, name) >= 0 || strcmp(name, "ELEM_BYTES") == 0) {
		diagf(d, line, 1, "param", "found the name '%s', expected a new name of [A-Z][A-Z0-9_]*", name);
		goto out;
	}
	if (!parseint(def, &p->def)) {
		diagf(d, line, 1, "param", "found the default '%s', expected an integer", def);
		goto out;
	}
	rest = list;
	while ((tok = nextword(&rest))) {
		int64_t x;

		if (!parseint(tok, &x) || p->nvals == TMPL_MAX_VALUES) {
			diagf(d, line, 1, "param", "found '%s' in the search space, expected at most %d integers", tok,
			      TMPL_MAX_VALUES);
			goto out;
		}
		for (int i = 0; i < p->nvals; i++) {
			if (p->vals[i] == x) {
				diagf(d, line, 1, "param", "found %lld twice in the search space of %s", (long long)x, name);
				goto out;
			}
		}
		p->vals[p->nvals++] = x;
	}
	for (int i = 0; i < p->nvals; i++)
		seen |= p->vals[i] == p->def;
	if (!seen) {
		diagf(d, line, 1, "param", "found the default %lld outside the search space of %s", (long long)p->def, name);
		goto out;
	}
	p->name = name;
	name = NULL;
	t->nparams++;
out:
	free(name);
	free(def);
	free(list);
}

/* the names a require: line may use */
static bool knownname(void *ctx, const char *name, bool issize, size_t pos)
{
	const struct tmpl *t = ((void **)ctx)[0];
	bool *ok = ((void **)ctx)[1];

	(void)pos;
	if (issize || (strcmp(name, "ELEM_BYTES") != 0 && tmpl_param(t, name) < 0))
		*ok = false;
	return true;
}

static void requireline(struct tmpl *t, const char *v, int line, struct diag *d)
{
	struct exprerr e;
	struct expr *x;
	bool ok = true;
	void *ctx[2] = {t, &ok};

	if (t->nreqs == TMPL_MAX_REQUIRES) {
		diagf(d, line, 1, "require", "found more than %d require: lines", TMPL_MAX_REQUIRES);
		return;
	}
	x = expr_parse(v, &e);
	if (!x) {
		diagf(d, line, 1, "require", "found a bad expression: %s (at offset %zu)", e.msg, e.pos);
		return;
	}
	expr_names(x, knownname, ctx);
	if (!expr_isbool(x) || !ok) {
		diagf(d, line, 1, "require", "found '%s', expected a condition over the parameters and ELEM_BYTES", v);
		expr_free(x);
		return;
	}
	t->reqs[t->nreqs] = x;
	t->reqsrc[t->nreqs++] = xstrdup(v);
}

static void dtypesline(struct tmpl *t, const char *v, int line, struct diag *d)
{
	char *list = xstrdup(v), *rest = list, *tok;

	while ((tok = nextword(&rest))) {
		enum dtype dt = dtparse(tok);

		if (dt == DT_NONE || !dtinfo(dt)->isfloat)
			diagf(d, line, 1, "dtypes", "found '%s', expected floating dtypes (bf16 f16 f32 f64)", tok);
		else
			t->dtypes |= 1u << dt;
	}
	free(list);
}

/* whether the archs: line read so far names arch */
static bool listsarch(const struct tmpl *t, const char *arch)
{
	for (int i = 0; i < t->narchs; i++)
		if (strcmp(t->archs[i], arch) == 0)
			return true;
	return false;
}

/* "sm_90a ...": a family of instructions only some archs have (wgmma: sm_90a) is
 * searched for the jobs of those archs alone; the names are a spec's (spec.c) */
static void archsline(struct tmpl *t, const char *v, int line, struct diag *d)
{
	char *list = xstrdup(v), *rest = list, *tok;
	bool any = false;

	while ((tok = nextword(&rest))) {
		any = true;
		if (!spec_knownarch(tok))
			diagf(d, line, 1, "archs", "found '%s', expected an arch nvcc builds for (sm_75 ... sm_121f)",
			      tok);
		else if (listsarch(t, tok))
			diagf(d, line, 1, "archs", "found '%s' twice, expected each arch once", tok);
		else if (t->narchs == TMPL_MAX_ARCHS)
			diagf(d, line, 1, "archs", "found more than %d archs", TMPL_MAX_ARCHS);
		else
			t->archs[t->narchs++] = xstrdup(tok);
	}
	if (!any)
		diagf(d, line, 1, "archs", "found an empty list, expected the archs the family applies to, such as "
		      "sm_90a (without the line: every arch)");
	free(list);
}

/* templates/OP/FAMILY.cu: OP and FAMILY from the path */
static bool placeof(const char *path, char **op, char **family)
{
	const char *base = strrchr(path, '/'), *dir;

	if (!base || !hassuffix(base, ".cu"))
		return false;
	for (dir = base - 1; dir > path && dir[-1] != '/'; dir--)
		;
	*op = xstrndup(dir, (size_t)(base - dir));
	*family = xstrndup(base + 1, strlen(base + 1) - 3);
	return true;
}

size_t tmpl_commonname(const char *l, size_t n)
{
	static const char pre[] = "#include \"common/", post[] = ".cuh\"";
	const size_t np = sizeof(pre) - 1, nq = sizeof(post) - 1;
	size_t k;

	if (n <= np + nq || strncmp(l, pre, np) != 0 || strncmp(l + n - nq, post, nq) != 0)
		return 0;
	for (k = np; k < n - nq; k++)
		if (!isalnum((unsigned char)l[k]) && l[k] != '_' && l[k] != '-')
			return 0;
	return n - np - nq;
}

/* whether a line (blanks skipped) is a quoted #include of any form */
static bool quotedinclude(const char *l, size_t n)
{
	size_t k = 0;

	while (k < n && (l[k] == ' ' || l[k] == '\t'))
		k++;
	if (k == n || l[k++] != '#')
		return false;
	while (k < n && (l[k] == ' ' || l[k] == '\t'))
		k++;
	if (n - k < 7 || strncmp(l + k, "include", 7) != 0)
		return false;
	for (k += 7; k < n && (l[k] == ' ' || l[k] == '\t'); k++)
		;
	return k < n && l[k] == '"';
}

static bool startswith(const char *l, size_t n, const char *p)
{
	size_t k = 0, m = strlen(p);

	while (k < n && (l[k] == ' ' || l[k] == '\t'))
		k++;
	return n - k >= m && strncmp(l + k, p, m) == 0;
}

/* read the common file cpath into b and check it: a regular file (no link),
 * bounded, no NUL, no include of its own, nothing an instance's reader would
 * take for the family's (a // param: line, an AKP_ definition); returns 0, or
 * -1 with why */
static int readcommon(const char *cpath, struct buf *b, char *why, size_t len)
{
	struct stat st;
	int lineno = 0;

	if (lstat(cpath, &st) != 0) {
		snprintf(why, len, "cannot read %s: %s", cpath, errtext(errno));
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		snprintf(why, len, "%s is not a regular file (a link, a directory or other): a common file is a file "
			 "of templates/common/ itself", cpath);
		return -1;
	}
	if (readfile(cpath, TMPL_MAX_COMMON_BYTES, b) != 0) {
		snprintf(why, len, "cannot read %s: %s", cpath,
			 errno == EFBIG ? "larger than 256 KiB" : errtext(errno));
		return -1;
	}
	if (memchr(b->data, '\0', b->len)) {
		snprintf(why, len, "%s holds a NUL byte: a common file is text", cpath);
		return -1;
	}
	for (const char *l = b->data, *next; l < b->data + b->len; l = next) {
		const char *nl = memchr(l, '\n', (size_t)(b->data + b->len - l));
		size_t n = nl ? (size_t)(nl - l) : (size_t)(b->data + b->len - l);

		next = l + n + 1;
		lineno++;
		if (quotedinclude(l, n)) {
			snprintf(why, len, "%s:%d: a common file includes no other (found '%.*s'): the family includes "
				 "each one it needs, in order", cpath, lineno, (int)(n < 80 ? n : 80), l);
			return -1;
		}
		if (startswith(l, n, "// param:") || startswith(l, n, "#define AKP_")) {
			snprintf(why, len, "%s:%d: found '%.*s': parameters are the family's, declared and defined in "
				 "its own header", cpath, lineno, (int)(n < 80 ? n : 80), l);
			return -1;
		}
	}
	return 0;
}

/* t->text (the family's file) with each #include "common/NAME.cuh" replaced by
 * TEMPLATES/common/NAME.cuh's text between marker comments, #line directives
 * keeping the compiler's lines those of the files; errors into d */
static void inlinecommon(struct tmpl *t, const char *root, struct diag *d)
{
	struct buf out = {0};
	const char *end = t->text.data + t->text.len;
	int lineno = 0;

	for (const char *l = t->text.data, *next; l < end; l = next) {
		const char *nl = memchr(l, '\n', (size_t)(end - l));
		size_t n = nl ? (size_t)(nl - l) : (size_t)(end - l), nm;
		struct buf c = {0};
		char why[512], *cpath;

		next = nl ? nl + 1 : end;
		lineno++;
		if (!quotedinclude(l, n)) {
			bufadd(&out, l, (size_t)(next - l));
			continue;
		}
		nm = tmpl_commonname(l, n);
		if (!nm) {
			diagf(d, lineno, 1, "include", "found '%.*s', expected exactly #include \"common/NAME.cuh\" (NAME "
			      "of letters, digits, _ and -: a file of %scommon/)", (int)(n < 120 ? n : 120), l, root);
			continue;
		}
		cpath = xasprintf("%scommon/%.*s.cuh", root, (int)nm, l + 17);
		for (int i = 0; i < t->ncommon; i++) {
			if (strcmp(t->common[i].path, cpath) == 0) {
				diagf(d, lineno, 1, "include", "%s is included twice", cpath);
				goto next;
			}
		}
		if (t->ncommon == TMPL_MAX_COMMON) {
			diagf(d, lineno, 1, "include", "found more than %d common files", TMPL_MAX_COMMON);
			goto next;
		}
		if (readcommon(cpath, &c, why, sizeof(why)) != 0) {
			diagf(d, lineno, 1, "include", "%s", why);
			goto next;
		}
		t->common[t->ncommon].path = cpath;
		sha256_buf(c.data, c.len, t->common[t->ncommon].sha);
		bufprintf(&out, "/* akops-common: begin %s (sha256 %s), inlined by akgen */\n#line 1 \"%s\"\n", cpath,
			  t->common[t->ncommon].sha, cpath);
		bufadd(&out, c.data, c.len);
		if (c.len && c.data[c.len - 1] != '\n')
			bufputc(&out, '\n');
		bufprintf(&out, "/* akops-common: end %s */\n#line %d \"%s\"\n", cpath, lineno + 1, t->path);
		t->ncommon++;
		cpath = NULL;
	next:
		free(cpath);
		buffree(&c);
	}
	if (out.len > 4 * (size_t)TMPL_MAX_BYTES)
		diagf(d, 0, 0, NULL, "the family with its common files inlined is larger than 4 MiB");
	if (!out.data)
		bufputs(&out, "");
	buffree(&t->text);
	t->text = out;
}

int tmpl_load(const char *path, struct tmpl *t, struct diag *d)
{
	const char *line, *next;
	char *op = NULL, *family = NULL;
	size_t before = diagcount(d);
	int lineno = 0, archsat = 0;
	bool named = false;

	memset(t, 0, sizeof(*t));
	t->path = xstrdup(path);
	if (!d->file)
		d->file = path;
	if (readfile(path, TMPL_MAX_BYTES, &t->text) != 0) {
		diagf(d, 0, 0, NULL, "cannot read the template: %s", errno == EFBIG ? "larger than 1 MiB" : errtext(errno));
		return -1;
	}
	sha256_buf(t->text.data, t->text.len, t->sha);
	if (!placeof(path, &op, &family)) {
		diagf(d, 0, 0, NULL, "found the path %s, expected templates/OP/FAMILY.cu", path);
		return -1;
	}
	for (line = t->text.data; line && *line; line = next) {
		const char *nl = strchr(line, '\n'), *c, *v;
		size_t n = nl ? (size_t)(nl - line) : strlen(line);
		char *l;

		next = nl ? nl + 1 : NULL;
		lineno++;
		l = trimdup(line, n);
		if (!*l) {
			free(l);
			continue;
		}
		if (strncmp(l, "//", 2) != 0) {
			free(l);
			break;	/* the header ends at the first line of code */
		}
		c = l + 2;
		while (*c == ' ')
			c++;
		v = strchr(c, ':');
		if (v && strncmp(c, "akops-template:", 15) == 0) {
			char *want = xasprintf("%s/%s", op, family), *got = trimdup(v + 1, strlen(v + 1));

			if (strcmp(want, got) != 0)
				diagf(d, lineno, 1, "akops-template", "found '%s', expected '%s' (the file's place)", got, want);
			named = true;
			free(want);
			free(got);
		} else if (v && strncmp(c, "summary:", 8) == 0) {
			free(t->summary);
			t->summary = trimdup(v + 1, strlen(v + 1));
		} else if (v && strncmp(c, "dtypes:", 7) == 0) {
			dtypesline(t, v + 1, lineno, d);
		} else if (v && strncmp(c, "archs:", 6) == 0) {
			/* a second line would leave unclear which one holds */
			if (archsat)
				diagf(d, lineno, 1, "archs", "found a second archs: line (the first is line %d), "
				      "expected one", archsat);
			else
				archsline(t, v + 1, lineno, d);
			archsat = archsat ? archsat : lineno;
		} else if (v && strncmp(c, "param:", 6) == 0) {
			char *p = trimdup(v + 1, strlen(v + 1));

			paramline(t, p, lineno, d);
			free(p);
		} else if (v && strncmp(c, "require:", 8) == 0) {
			char *p = trimdup(v + 1, strlen(v + 1));

			requireline(t, p, lineno, d);
			free(p);
		}
		free(l);
	}
	if (!named)
		diagf(d, 1, 1, NULL, "missing the line '// akops-template: %s/%s'", op, family);
	if (!t->summary)
		diagf(d, 1, 1, NULL, "missing the line '// summary: ...'");
	if (!t->dtypes)
		diagf(d, 1, 1, NULL, "missing the line '// dtypes: ...'");
	t->op = op;
	t->family = family;
	if (diagcount(d) == before) {
		char *root = xstrndup(path, strlen(path) - strlen(op) - strlen(family) - 4);

		inlinecommon(t, root, d);
		free(root);
	}
	if (diagcount(d) == before) {
		int64_t defs[TMPL_MAX_PARAMS];
		char err[200];

		/* the defaults must be an instance for every dtype the family declares */
		for (int i = 0; i < t->nparams; i++)
			defs[i] = t->params[i].def;
		for (int dt = DT_NONE + 1; dt < DT_COUNT; dt++)
			if ((t->dtypes & (1u << dt)) && !tmpl_admits(t, defs, dtinfo((enum dtype)dt)->size, err, sizeof(err)))
				diagf(d, 1, 1, NULL, "the defaults are no instance for %s: %s", dtinfo((enum dtype)dt)->name, err);
	}
	return diagcount(d) == before ? 0 : -1;
}

void tmpl_free(struct tmpl *t)
{
	free(t->path);
	free(t->op);
	free(t->family);
	free(t->summary);
	for (int i = 0; i < t->narchs; i++)
		free(t->archs[i]);
	for (int i = 0; i < t->nparams; i++)
		free(t->params[i].name);
	for (int i = 0; i < t->nreqs; i++) {
		expr_free(t->reqs[i]);
		free(t->reqsrc[i]);
	}
	for (int i = 0; i < t->ncommon; i++)
		free(t->common[i].path);
	buffree(&t->text);
	memset(t, 0, sizeof(*t));
}

int tmpl_text_values(const char *text, const char *name, int64_t *vals, int max)
{
	const size_t nl = strlen(name);

	for (const char *l = text; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL) {
		const char *v = l, *eol = strchr(l, '\n');
		struct tmpl t = {0};
		struct diag d = {0};
		char *line;
		int n = -1;

		if (strncmp(v, "// param:", 9) != 0)
			continue;
		v += 9;
		while (*v == ' ' || *v == '\t')
			v++;
		if (strncmp(v, name, nl) != 0 || (v[nl] != ' ' && v[nl] != '\t' && v[nl] != '='))
			continue;
		/* the line read as tmpl_load reads it */
		line = trimdup(v, eol ? (size_t)(eol - v) : strlen(v));
		paramline(&t, line, 0, &d);
		if (t.nparams == 1 && t.params[0].nvals <= max) {
			n = t.params[0].nvals;
			memcpy(vals, t.params[0].vals, sizeof(vals[0]) * (size_t)n);
		}
		free(line);
		diagfree(&d);
		tmpl_free(&t);
		return n;
	}
	return -1;
}

int tmpl_param(const struct tmpl *t, const char *name)
{
	for (int i = 0; i < t->nparams; i++)
		if (strcmp(t->params[i].name, name) == 0)
			return i;
	return -1;
}

struct evalctx {
	const struct tmpl *t;
	const int64_t *vals;
	int elembytes;
};

static bool evalname(void *ctx, const char *name, int64_t *v)
{
	const struct evalctx *ec = ctx;
	int i;

	if (strcmp(name, "ELEM_BYTES") == 0) {
		*v = ec->elembytes;
		return true;
	}
	i = tmpl_param(ec->t, name);
	if (i < 0)
		return false;
	*v = ec->vals[i];
	return true;
}

bool tmpl_admits(const struct tmpl *t, const int64_t *vals, int elembytes, char *err, size_t errlen)
{
	struct evalctx ec = {t, vals, elembytes};
	struct exprenv env = {evalname, NULL, &ec};

	for (int i = 0; i < t->nparams; i++) {
		bool in = false;

		for (int k = 0; k < t->params[i].nvals; k++)
			in |= t->params[i].vals[k] == vals[i];
		if (!in) {
			snprintf(err, errlen, "%s = %lld is outside its search space", t->params[i].name, (long long)vals[i]);
			return false;
		}
	}
	for (int i = 0; i < t->nreqs; i++) {
		struct exprerr e;
		int64_t v;

		if (!expr_eval(t->reqs[i], &env, &v, &e)) {
			snprintf(err, errlen, "require: %s cannot be evaluated: %s", t->reqsrc[i], e.msg);
			return false;
		}
		if (!v) {
			snprintf(err, errlen, "require: %s does not hold", t->reqsrc[i]);
			return false;
		}
	}
	return true;
}

void tmpl_instance(const struct tmpl *t, const struct spec *s, enum dtype dt, const char *arch, const int64_t *vals,
		   struct buf *out)
{
	struct buf name = {0};
	const char *dn = dtinfo(dt)->name;

	sig_launcher_name(s, dt, arch, &name);
	bufprintf(out, "/* akops candidate: an instance of %s (sha256 %s)\n * for %s %s %s:", t->path, t->sha, s->op, dn,
		  arch);
	for (int i = 0; i < t->nparams; i++)
		bufprintf(out, " %s=%lld", t->params[i].name, (long long)vals[i]);
	bufputs(out, " */\n");
	for (int i = 0; i < t->nparams; i++)
		bufprintf(out, "#define AKP_%s %lld\n", t->params[i].name, (long long)vals[i]);
	bufprintf(out, "#define AK_T %s\n#define AK_ELEM_BYTES %d\n#define AK_DTYPE_", dtinfo(dt)->cuda, dtinfo(dt)->size);
	for (const char *c = dn; *c; c++)
		bufputc(out, (char)toupper((unsigned char)*c));
	bufputs(out, " 1\n#define AK_ARCH ");
	for (const char *c = arch + 3; isdigit((unsigned char)*c); c++)
		bufputc(out, *c);
	bufprintf(out, "\n#define AK_LAUNCHER %s\n#line 1 \"%s\"\n", name.data, t->path);
	bufadd(out, t->text.data, t->text.len);
	buffree(&name);
}

bool tmpl_text_hasarch(const char *text, size_t len, const char *arch)
{
	bool has = true;

	for (const char *l = text, *end = text + len, *next; l < end; l = next) {
		const char *nl = memchr(l, '\n', (size_t)(end - l));
		char *line = trimdup(l, nl ? (size_t)(nl - l) : (size_t)(end - l)), *c = line, *rest, *tok;

		next = nl ? nl + 1 : end;
		if (*c && strncmp(c, "//", 2) != 0) {
			free(line);
			break;	/* the header ends at the first line of code */
		}
		c += *c ? 2 : 0;
		while (*c == ' ')
			c++;
		if (strncmp(c, "archs:", 6) == 0) {
			has = false;
			for (rest = c + 6; !has && (tok = nextword(&rest));)
				has = strcmp(tok, arch) == 0;
			free(line);
			break;	/* the first such line holds (a second one does not load) */
		}
		free(line);
	}
	return has;
}

bool tmpl_hasarch(const struct tmpl *t, const char *arch)
{
	return t->narchs == 0 || listsarch(t, arch);
}

void tmpl_archnames(const struct tmpl *t, struct buf *out)
{
	if (t->narchs == 0)
		bufputs(out, "every arch");
	for (int i = 0; i < t->narchs; i++)
		bufprintf(out, "%s%s", i ? ", " : "", t->archs[i]);
}

int tmpl_loadop(const char *templates, const char *op, unsigned dtypes, const char *arch, struct tmpl *fams,
		int max, char *why, size_t whylen)
{
	char *dir = pathjoin(templates, op);
	struct dirent **names = NULL;
	int nn = scandir(dir, &names, NULL, alphasort), n = 0;

	if (nn < 0)
		snprintf(why, whylen, "no kernel families in %s", dir);
	for (int i = 0; i < nn; i++) {
		char *path = pathjoin(dir, names[i]->d_name);
		struct diag d = {0};

		if (hassuffix(names[i]->d_name, ".cu") && n < max) {
			if (tmpl_load(path, &fams[n], &d) == 0) {
				if ((fams[n].dtypes & dtypes) && (!arch || tmpl_hasarch(&fams[n], arch)))
					n++;
				else
					tmpl_free(&fams[n]);
			} else {
				snprintf(why, whylen, "%s does not load: %s", path,
					 d.n ? d.msgs[0].text : "see its errors with akgen instantiate");
				tmpl_free(&fams[n]);	/* what it read before the error */
			}
		}
		diagfree(&d);
		free(path);
		free(names[i]);
	}
	free(names);
	free(dir);
	return n;
}
