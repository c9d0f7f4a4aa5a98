/* cmdspec.c: the commands on specs: check, proto, show, instantiate */
#include <ctype.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glue.h"
#include "opts.h"
#include "planned.h"
#include "proto.h"
#include "specjson.h"
#include "template.h"

/* ---------------------------------------------------------------- check */

int cmd_check(int argc, char **argv, struct paths *p)
{
	char **names = xcalloc((size_t)argc + 1, sizeof(names[0]));
	struct specset set = {0};
	int n = 0, bad = 0, status = EXIT_OK;

	for (int i = 1; i < argc && status == EXIT_OK; i++) {
		int r = pathopt(argc, argv, &i, p);

		if (r < 0)
			status = usage("check", "option %s needs a value", argv[i]);
		else if (r == 0 && argv[i][0] == '-' && argv[i][1])
			status = usage("check", "unknown option %s", argv[i]);
		else if (r == 0)
			names[n++] = argv[i];
	}
	if (status == EXIT_OK)
		status = loadspecs(names, n, p, &set, &bad);
	if (status == EXIT_OK && !bad) {
		printf("%d spec%s valid\n", set.n, set.n == 1 ? "" : "s");
	} else if (status == EXIT_OK) {
		fprintf(stderr, "%s: %d of %d spec%s invalid\n", argv0, bad, set.n + bad, set.n + bad == 1 ? "" : "s");
		status = EXIT_FAIL;
	}
	specs_free(&set);
	free(names);
	return status;
}

/* ---------------------------------------------------------------- proto */

struct protoopts {
	const char *dtname, *arch, *output, *depfile;
	bool ref, glue;
	char **names;	/* the specs named, n of them */
	int n;
};

static int protoparse(int argc, char **argv, struct paths *p, struct protoopts *o)
{
	bool missing = false;
	const char *v;
	int r = 0;

	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--ref") == 0)
			o->ref = true;
		else if (strcmp(argv[i], "--glue") == 0)
			o->glue = true;
		else if ((v = optval(argc, argv, &i, "--dtype", &missing)))
			o->dtname = v;
		else if ((v = optval(argc, argv, &i, "--arch", &missing)))
			o->arch = v;
		else if ((v = optval(argc, argv, &i, "-o", &missing)))
			o->output = v;
		else if ((v = optval(argc, argv, &i, "--depfile", &missing)))
			o->depfile = v;
		else if (missing || (r = pathopt(argc, argv, &i, p)) < 0)
			return usage("proto", "option %s needs a value", argv[i]);
		else if (r > 0)
			continue;
		else if (argv[i][0] == '-' && argv[i][1])
			return usage("proto", "unknown option %s", argv[i]);
		else
			o->names[o->n++] = argv[i];
	}
	if (o->depfile && !o->output)
		return usage("proto", "%s", "--depfile needs -o FILE");
	if (o->glue && (o->ref || o->n != 1 || !o->dtname || !o->arch))
		return usage("proto", "%s", "--glue takes one spec, --dtype and --arch");
	if (o->arch && (strncmp(o->arch, "sm_", 3) != 0 || !isdigit((unsigned char)o->arch[3])))
		return usage("proto", "--arch takes an arch such as sm_90, not %s", o->arch);
	if (o->dtname && dtparse(o->dtname) == DT_NONE)
		return usage("proto", "unknown dtype %s", o->dtname);
	return EXIT_OK;
}

/* the reference prototypes, or the launchers of the jobs o selects */
static void protos(const struct protoopts *o, const struct specset *set, struct buf *b)
{
	bufputs(b, o->ref ? "/* the reference prototypes, derived by akgen proto --ref */\n#include <stdint.h>\n\n"
			  : "/* the launcher prototypes, derived by akgen proto */\n#include <cuda_runtime.h>\n"
			    "#include <cuda_bf16.h>\n#include <cuda_fp16.h>\n#include <stdint.h>\n\n");
	for (int i = 0; i < set->n; i++) {
		const struct spec *s = set->v[i];
		enum dtype dts[DT_COUNT];
		int ndt = spec_jobdtypes(s, dts);

		if (o->ref) {
			sig_reference(s, b);
			continue;
		}
		/* the spec's archs, or the one --arch names: a job's arch, which may be one the
		 * targets do not list (sm_90a, of the families that use its instructions) */
		for (int a = 0; a < (o->arch ? 1 : s->narchs); a++) {
			const char *arch = o->arch ? o->arch : s->archs[a];

			for (int t = 0; t < ndt; t++)
				/* one launcher a shape class (the default's first, as plan lists them) */
				for (int k = 0; k <= s->nclasses; k++)
					if (!o->dtname || dts[t] == dtparse(o->dtname))
						sig_launcher(spec_class(s, spec_listclass(s, k), dts[t]), dts[t], arch, b);
		}
	}
}

/* a Makefile-style depfile: the output depends on every spec read */
static int writedeps(const char *depfile, const char *output, const struct specset *set)
{
	struct buf b = {0};
	int rc;

	bufprintf(&b, "%s:", output);
	for (int i = 0; i < set->n; i++) {
		bufputs(&b, " \\\n ");
		for (const char *c = set->v[i]->path; *c; c++) {
			if (*c == ' ' || *c == '#' || *c == '$')
				bufputc(&b, *c == '$' ? '$' : '\\');
			bufputc(&b, *c);
		}
	}
	bufputc(&b, '\n');
	rc = writefile(depfile, b.data, b.len);
	buffree(&b);
	return rc;
}

int cmd_proto(int argc, char **argv, struct paths *p)
{
	struct protoopts o = {.names = xcalloc((size_t)argc + 1, sizeof(o.names[0]))};
	struct specset set = {0};
	struct buf b = {0};
	int bad = 0, status = protoparse(argc, argv, p, &o);

	if (status == EXIT_OK)
		status = loadspecs(o.names, o.n, p, &set, &bad);
	if (status == EXIT_OK && bad)
		status = EXIT_FAIL;
	if (status == EXIT_OK && o.glue)
		status = glue_write(set.v[0], dtparse(o.dtname), o.arch, &b) == 0 ? EXIT_OK : EXIT_FAIL;
	else if (status == EXIT_OK)
		protos(&o, &set, &b);
	if (status == EXIT_OK && o.output) {
		if (writefile(o.output, b.data, b.len) < 0 || (o.depfile && writedeps(o.depfile, o.output, &set) < 0))
			status = EXIT_ENV;
	} else if (status == EXIT_OK) {
		fputs(b.data, stdout);
	}
	buffree(&b);
	specs_free(&set);
	free(o.names);
	return status;
}

/* ---------------------------------------------------------------- show */

int cmd_show(int argc, char **argv, struct paths *p)
{
	struct specset set = {0};
	int bad = 0, status = argc < 2 ? usage("show", "%s", "no spec named") : EXIT_OK;

	for (int i = 1; i < argc && status == EXIT_OK; i++)
		if (argv[i][0] == '-')
			status = usage("show", "unknown option %s", argv[i]);
	if (status == EXIT_OK)
		status = loadspecs(argv + 1, argc - 1, p, &set, &bad);
	if (status == EXIT_OK && bad)
		status = EXIT_FAIL;
	if (status == EXIT_OK) {
		json_t *a = json_array();
		char *text;

		for (int i = 0; i < set.n; i++)
			json_array_append_new(a, spec_json(set.v[i], true));
		text = json_dumps(a, JSON_INDENT(1) | JSON_PRESERVE_ORDER);
		if (!text)
			fatal("cannot format the specs as JSON");
		puts(text);
		free(text);
		json_decref(a);
	}
	specs_free(&set);
	return status;
}

/* ---------------------------------------------------------------- instantiate */

struct instopts {
	const char *dtname, *arch, *output, *specpath, *tpath;
	char *sets[TMPL_MAX_PARAMS * 2];	/* the --param NAME=VALUE */
	int nsets;
};

static int instparse(int argc, char **argv, struct instopts *o)
{
	bool missing = false;
	const char *v;
	int npos = 0;

	for (int i = 1; i < argc; i++) {
		if ((v = optval(argc, argv, &i, "--dtype", &missing)))
			o->dtname = v;
		else if ((v = optval(argc, argv, &i, "--arch", &missing)))
			o->arch = v;
		else if ((v = optval(argc, argv, &i, "-o", &missing)))
			o->output = v;
		else if ((v = optval(argc, argv, &i, "--param", &missing))) {
			if (o->nsets == (int)AK_LEN(o->sets))
				return usage("instantiate", "%s", "too many --param options");
			o->sets[o->nsets++] = (char *)v;
		} else if (missing)
			return usage("instantiate", "option %s needs a value", argv[i]);
		else if (argv[i][0] == '-' && argv[i][1])
			return usage("instantiate", "unknown option %s", argv[i]);
		else if (npos == 0)
			o->specpath = argv[i], npos++;
		else if (npos == 1)
			o->tpath = argv[i], npos++;
		else
			return usage("instantiate", "unexpected argument %s", argv[i]);
	}
	if (npos != 2 || !o->dtname || !o->arch)
		return usage("instantiate", "%s", "usage: SPEC TEMPLATE --dtype DT --arch ARCH");
	if (dtparse(o->dtname) == DT_NONE)
		return usage("instantiate", "unknown dtype %s", o->dtname);
	if (strncmp(o->arch, "sm_", 3) != 0 || !isdigit((unsigned char)o->arch[3]))
		return usage("instantiate", "--arch takes an arch such as sm_90, not %s", o->arch);
	return EXIT_OK;
}

/* the family's parameter values: its defaults, then every --param */
static int instvalues(const struct instopts *o, const struct tmpl *t, int64_t *vals)
{
	for (int i = 0; i < t->nparams; i++)
		vals[i] = t->params[i].def;
	for (int i = 0; i < o->nsets; i++) {
		char *eq = strchr(o->sets[i], '=');
		int k;
		int64_t x;

		if (eq)
			*eq = '\0';
		k = eq ? tmpl_param(t, o->sets[i]) : -1;
		if (!eq || k < 0 || !parseint(eq + 1, &x)) {
			fprintf(stderr, "%s: --param %s: expected NAME=VALUE with NAME a parameter of %s\n", argv0,
				o->sets[i], o->tpath);
			return EXIT_USAGE;
		}
		vals[k] = x;
	}
	return EXIT_OK;
}

int cmd_instantiate(int argc, char **argv, struct paths *p)
{
	struct instopts o = {0};
	struct diag d = {0}, td = {0};
	struct spec *s = NULL;
	struct tmpl t = {0};
	struct buf b = {0};
	int64_t vals[TMPL_MAX_PARAMS];
	char err[256];
	enum dtype dt = DT_NONE;
	int status = instparse(argc, argv, &o);

	(void)p;
	if (status != EXIT_OK)
		goto out;
	dt = dtparse(o.dtname);
	s = spec_load(o.specpath, &d);
	if (!s) {
		diagprint(&d, stderr);
		status = EXIT_FAIL;
		goto out;
	}
	if (tmpl_load(o.tpath, &t, &td) != 0) {
		diagprint(&td, stderr);
		status = EXIT_FAIL;
		goto out;
	}
	if (strcmp(t.op, s->op) != 0 || !(t.dtypes & s->dtypes & (1u << dt))) {
		fprintf(stderr, "%s: %s is a family of %s for %s; it has no instance for %s %s\n", argv0, o.tpath, t.op,
			"its declared dtypes", s->op, o.dtname);
		status = EXIT_FAIL;
		goto out;
	}
	if (!tmpl_hasarch(&t, o.arch)) {
		tmpl_archnames(&t, &b);
		fprintf(stderr, "%s: %s is a family for %s only; it has no instance for %s\n", argv0, o.tpath, b.data,
			o.arch);
		status = EXIT_FAIL;
		goto out;
	}
	if ((status = instvalues(&o, &t, vals)) != EXIT_OK)
		goto out;
	if (!tmpl_admits(&t, vals, dtinfo(dt)->size, err, sizeof(err))) {
		fprintf(stderr, "%s: %s: no instance: %s\n", argv0, o.tpath, err);
		status = EXIT_FAIL;
		goto out;
	}
	tmpl_instance(&t, s, dt, o.arch, vals, &b);
	if (!o.output)
		fputs(b.data, stdout);
	else if (writefile(o.output, b.data, b.len) < 0)
		status = EXIT_ENV;
out:
	buffree(&b);
	tmpl_free(&t);
	diagfree(&td);
	diagfree(&d);
	spec_free(s);
	return status;
}
