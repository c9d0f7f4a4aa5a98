/* cmdgen.c: akgen generate: its options, the model proposer's settings, then
 * the agent loop (generate.c) and generated/ emitted from its records */
#define _XOPEN_SOURCE 700
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "generate.h"
#include "gpus.h"
#include "llm.h"
#include "opprop.h"
#include "opts.h"
#include "planned.h"
#include "projectdb.h"
#include "targets.h"

/* a numeric option of generate: its name, where it goes, its range */
struct numopt {
	const char *name;
	double *d;
	double lo, hi;
};

/* the model proposer's options of generate */
struct llmopts {
	const char *config;
	const char *kv[32];
	int nkv;
};

/* add a --op/--arch/--dtype value to its filter list */
static int addfilter(const char **list, int *n, const char *v, const char *name)
{
	if (*n == GEN_MAX_FILTER)
		return usage("generate", "too many %s options", name);
	list[(*n)++] = v;
	return EXIT_OK;
}

/* argv[*i] as one of nums: 1 when it was one, 0 when not, -1 when its value is
 * missing, -2 (after the message) when the value is out of range */
static int numarg(int argc, char **argv, int *i, const struct numopt *nums, size_t n)
{
	bool missing = false;

	for (size_t k = 0; k < n; k++) {
		const char *v = optval(argc, argv, i, nums[k].name, &missing);

		if (missing)
			return -1;
		if (!v)
			continue;
		if (!parsefloat(v, nums[k].d) || !(*nums[k].d >= nums[k].lo && *nums[k].d <= nums[k].hi)) {
			usage("generate", "a value out of range or not a number: %s", v);
			return -2;
		}
		return 1;
	}
	return 0;
}

/* one option of generate that is neither a path nor a number */
static int genopt(int argc, char **argv, int *i, struct genconf *c, struct llmopts *lo)
{
	bool missing = false;
	const char *v;
	int64_t x;

	if ((v = optval(argc, argv, i, "--llm-config", &missing)))
		lo->config = v;
	else if ((v = optval(argc, argv, i, "--llm", &missing))) {
		if (lo->nkv == (int)AK_LEN(lo->kv) || !strchr(v, '='))
			return usage("generate", "--llm takes KEY=VALUE (a setting of the model proposer), not %s", v);
		lo->kv[lo->nkv++] = v;
	} else if ((v = optval(argc, argv, i, "--op", &missing)))
		return addfilter(c->ops, &c->nops, v, "--op");
	else if ((v = optval(argc, argv, i, "--arch", &missing)))
		return addfilter(c->archs, &c->narchs, v, "--arch");
	else if ((v = optval(argc, argv, i, "--dtype", &missing)))
		return addfilter(c->dtypes, &c->ndtypes, v, "--dtype");
	else if ((v = optval(argc, argv, i, "--class", &missing)))
		return addfilter(c->classes, &c->nclasses, v, "--class");
	else if ((v = optval(argc, argv, i, "--job", &missing))) {
		size_t n = strlen(v);

		if (n < 8 || n > 64 || strspn(v, "0123456789abcdef") != n)
			return usage("generate", "--job takes a job's key or its first 8 or more hex digits "
						 "('akgen plan' lists them), not %s", v);
		return addfilter(c->keys, &c->nkeys, v, "--job");
	} else if ((v = optval(argc, argv, i, "--shard", &missing))) {
		int64_t a, b;
		const char *slash = strchr(v, '/');
		char first[24];

		if (!slash || (size_t)(slash - v) >= sizeof(first))
			return usage("generate", "--shard takes I/N (1 <= I <= N <= 4096), not %s", v);
		snprintf(first, sizeof(first), "%.*s", (int)(slash - v), v);
		if (!parseint(first, &a) || !parseint(slash + 1, &b) || b < 1 || b > 4096 || a < 1 || a > b)
			return usage("generate", "--shard takes I/N (1 <= I <= N <= 4096), not %s", v);
		c->shard = (int)a;
		c->nshards = (int)b;
	} else if ((v = optval(argc, argv, i, "--bundle", &missing))) {
		c->bundle = v;
	} else if ((v = optval(argc, argv, i, "--gpus", &missing))) {
		char why[96];

		if (!gpus_listok(v, why, sizeof(why)))
			return usage("generate", "--gpus takes GPUs' indices as nvidia-smi lists them (0,1,3) or all: %s",
				     why);
		c->gpus = v;
	} else if ((v = optval(argc, argv, i, "--try", &missing))) {
		char err[160];

		if (c->ntries == SEARCH_MAX_TRIES)
			return usage("generate", "too many %s options (8 at most)", "--try");
		if (!search_parsemove(v, &c->tries[c->ntries], err, sizeof(err)))
			return usage("generate", "--try takes NAME=VALUE[,NAME=VALUE...] (a kernel family's parameters): %s",
				     err);
		c->ntries++;
	} else if ((v = optval(argc, argv, i, "--seed", &missing))) {
		if (!parseint(v, &x) || x < 0)
			return usage("generate", "--seed takes a number >= 0, not %s", v);
		c->seed = (uint64_t)x;
	} else if (missing)
		return usage("generate", "option %s needs a value", argv[*i]);
	else if (strcmp(argv[*i], "--compile-only") == 0)
		c->compile_only = true;
	else if (strcmp(argv[*i], "--force") == 0)
		c->force = true;
	else if (strcmp(argv[*i], "--accept-regression") == 0)
		c->accept_regression = true;
	else if (strcmp(argv[*i], "--quiet") == 0)
		c->quiet = true;
	else if (strcmp(argv[*i], "--json") == 0)
		c->json = true;
	else
		return usage("generate", "unknown argument %s", argv[*i]);
	return EXIT_OK;
}

static int genparse(int argc, char **argv, struct paths *p, struct genconf *c, struct llmopts *lo)
{
	double budget = c->budget, width = c->width, jobs = c->jobs, nvccj = c->nvcc_jobs, gpuj = c->gpu_jobs,
	       patience = c->patience, trials = c->trials, strials = c->search_trials, jobreq = 0, jobtok = 0;
	const struct numopt nums[] = {
		{"--budget", &budget, 1, 512},		{"--time", &c->job_s, 1, 86400},
		{"--deadline", &c->deadline_s, 1, 864000}, {"--target", &c->target, 0.01, 2},
		{"--patience", &patience, 1, 100},	{"--width", &width, 1, 32},
		{"--jobs", &jobs, 1, 64},		{"--nvcc-jobs", &nvccj, 1, 256},
		{"--gpu-jobs", &gpuj, 1, 32},		{"--trials", &trials, 1, 1000},
		{"--search-trials", &strials, 1, 1000}, {"--screen-ms", &c->screen_ms, 1, 60000},
		{"--final-ms", &c->final_ms, 1, 600000}, {"--job-requests", &jobreq, 0, 1e6},
		{"--job-tokens", &jobtok, 0, 1e12},
	};

	for (int i = 1; i < argc; i++) {
		int r = pathopt(argc, argv, &i, p), status;

		if (r == 0)
			r = numarg(argc, argv, &i, nums, AK_LEN(nums));
		if (r == -1)
			return usage("generate", "option %s needs a value", argv[i]);
		if (r == -2)
			return EXIT_USAGE;
		if (r == 0 && (status = genopt(argc, argv, &i, c, lo)) != EXIT_OK)
			return status;
	}
	c->budget = (int)budget;
	c->width = (int)width;
	c->jobs = (int)jobs;
	c->nvcc_jobs = (int)nvccj;
	c->gpu_jobs = (int)gpuj;
	c->patience = (int)patience;
	c->trials = (int)trials;
	c->search_trials = (int)(strials < trials ? strials : trials);
	c->job_requests = (int)jobreq;
	c->job_tokens = (int64_t)jobtok;
	if (c->bundle && p->db)
		return usage("generate", "%s", "--bundle writes OUT's records as one file: it takes no --db");
	return EXIT_OK;
}

/* every --op, --arch and --dtype must name something the specs have */
static const char *targetlist(const struct targets *t, char *buf, size_t n)
{
	size_t len = 0;

	buf[0] = '\0';
	for (int i = 0; i < t->n && len < n; i++)
		len += (size_t)snprintf(buf + len, n - len, "%s%s", i ? ", " : "", t->v[i].arch);
	return buf;
}

static int genfilters(const struct genconf *c, const struct plan *plan, const struct targets *targets)
{
	char list[SPEC_MAX_ARCHS * 12];

	for (int k = 0; k < c->nops + c->narchs + c->ndtypes; k++) {
		int which = k < c->nops ? 0 : k < c->nops + c->narchs ? 1 : 2;
		const char *v = which == 0 ? c->ops[k] : which == 1 ? c->archs[k - c->nops] : c->dtypes[k - c->nops - c->narchs];
		bool found = false;

		for (int i = 0; i < plan->n && !found; i++) {
			const struct job *j = &plan->v[i];

			found = strcmp(v, which == 0 ? j->spec->op : which == 1 ? j->arch : dtinfo(j->dt)->name) == 0;
		}
		if (!found && which == 1 && targets && !targets_find(targets, v)) {
			char msg[SPEC_MAX_ARCHS * 12 + 600];

			snprintf(msg, sizeof(msg), "%s is not a target: %.256s lists %s (add it there: only its jobs "
				 "are made, nothing vetted for another arch goes stale)", v,
				 targets->path ? targets->path : "the default targets",
				 targetlist(targets, list, sizeof(list)));
			return usage("generate", "%s", msg);
		}
		if (!found)
			return usage("generate", which == 0 ? "no spec has the op %s" : which == 1 ? "no spec targets the arch %s"
												  : "no spec has the dtype %s",
				     v);
	}
	for (int k = 0; k < c->nclasses; k++) {
		bool found = false;

		for (int i = 0; i < plan->n && !found; i++)
			found = strcmp(c->classes[k], job_class(&plan->v[i])) == 0;
		if (!found)
			return usage("generate", "no spec has the shape class %s ('default' names an op's default class)",
				     c->classes[k]);
	}
	for (int k = 0; k < c->nkeys; k++) {
		int found = 0;

		for (int i = 0; i < plan->n; i++)
			found += strncmp(plan->v[i].key, c->keys[k], strlen(c->keys[k])) == 0;
		if (found != 1)
			return usage("generate", found ? "--job %s: several jobs' keys begin so; give more of the key"
						       : "--job %s: no job of the plan has that key ('akgen plan' lists them)",
				     c->keys[k]);
	}
	return EXIT_OK;
}

/* whether a family of templates/<op>/ has parameter `name` with value v; the
 * values of the first family that has the parameter into vals, when it holds
 * none yet (" 0 1", for the message). Families of every dtype and arch: a value
 * any of them has is a --try some job can take */
static bool famhas(const char *templates, const char *op, const char *name, int64_t v, struct buf *vals)
{
	struct tmpl fams[SEARCH_MAX_FAMS];
	char why[8] = "";	/* a family that does not load is generate's to report, with its job */
	int n = tmpl_loadop(templates, op, ~0u, NULL, fams, SEARCH_MAX_FAMS, why, sizeof(why));
	bool found = false;

	for (int f = 0; f < n; f++) {
		int k = tmpl_param(&fams[f], name);
		bool first = vals->len == 0;	/* the values of the first family that has it */

		for (int j = 0; k >= 0 && j < fams[f].params[k].nvals; j++) {
			found |= fams[f].params[k].vals[j] == v;
			if (first)
				bufprintf(vals, " %lld", (long long)fams[f].params[k].vals[j]);
		}
		tmpl_free(&fams[f]);
	}
	return found;
}

/* every --try: each NAME=VALUE a value of that parameter in a family of an op
 * the run takes (--op's, else every op of the plan) */
static int gentries(const struct genconf *c, const struct plan *plan, const char *templates)
{
	for (int t = 0; t < c->ntries; t++)
		for (int k = 0; k < c->tries[t].n; k++) {
			const char *name = c->tries[t].name[k];
			int64_t v = c->tries[t].val[k];
			struct buf vals = {0};
			bool found = false;

			for (int i = 0; i < plan->n && !found; i++) {
				const char *op = plan->v[i].spec->op;
				bool taken = c->nops == 0, seen = false;

				for (int o = 0; o < c->nops; o++)
					taken |= strcmp(c->ops[o], op) == 0;
				for (int e = 0; e < i; e++)
					seen |= strcmp(plan->v[e].spec->op, op) == 0;
				if (taken && !seen)
					found = famhas(templates, op, name, v, &vals);
			}
			if (!found) {
				char msg[400];
				int status;

				snprintf(msg, sizeof(msg), "%s=%lld: no kernel family of the ops it would search has that value "
					 "(%s%s)", name, (long long)v, vals.len ? "its values:" : "no such parameter",
					 vals.len ? vals.data : "");
				status = usage("generate", "--try %s", msg);
				buffree(&vals);
				return status;
			}
			buffree(&vals);
		}
	return EXIT_OK;
}

/* the settings of lo->kv into lc, backend= first (it sets the others' defaults) */
static int llmsettings(const struct llmopts *lo, struct llmconf *lc)
{
	char err[200];

	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < lo->nkv; i++) {
			const char *eq = strchr(lo->kv[i], '=');
			char key[64];

			snprintf(key, sizeof(key), "%.*s", (int)(eq - lo->kv[i]), lo->kv[i]);
			if ((strcmp(key, "backend") == 0) != (pass == 0))
				continue;
			if (llm_set(lc, key, eq + 1, err, sizeof(err)) != 0)
				return usage("generate", "--llm: %s", err);
		}
	return EXIT_OK;
}

/* the model proposer's configuration from --llm-config and --llm, and its
 * canonical text for the jobs' keys (never the key itself); returns EXIT_OK */
static int llmsetup(const struct llmopts *lo, const struct paths *p, struct llmconf *lc, struct buf *store,
		    struct buf *canon)
{
	int status = EXIT_OK;

	llm_defaults(lc, LLM_OPENAI);
	if (lo->config && llm_readconf(lo->config, lc, store) != 0)
		status = usage("generate", "the model proposer's configuration %s is unusable", lo->config);
	if (status == EXIT_OK)
		status = llmsettings(lo, lc);
	if (status == EXIT_OK && opprop_canon(lc, p->templates, canon) != 0)
		status = EXIT_ENV;
	return status;
}

/* the loop over the plan's jobs, then generated/ from what it recorded */
static int genrun(int argc, char **argv, const struct paths *p, struct genconf *c, const struct specset *set)
{
	char *vdir = realpath(p->verify, NULL), *db = dbpath(p);
	struct buf cl = {0};
	int status = EXIT_OK;

	if (!vdir) {
		warn("cannot find %s (the harness and the rules):", p->verify);
		status = EXIT_ENV;
	} else if (!db) {
		status = EXIT_ENV;
	} else {
		cmdline(argc, argv, &cl);
		c->templates = p->templates;
		c->out = p->out;
		c->db = db;
		c->verify = vdir;
		c->command = cl.data;
		c->records = !p->db;
		status = generate(c);
		if (status != EXIT_ENV)
			status = planned_emit(p, set, db, c->quiet, status);
		/* the records and the dump of what it wrote */
		bool written = p->db || projectdb_written(p->out) == 0;

		if (!written)
			status = EXIT_ENV;
		/* a worker's results for akgen merge, whatever became of its jobs (one
		 * failed, the GPU went away): what it recorded travels */
		if (c->bundle && written && bundle_write(p->out, c->bundle) != 0)
			status = EXIT_ENV;
	}
	buffree(&cl);
	free(db);
	free(vdir);
	return status;
}

int cmd_generate(int argc, char **argv, struct paths *p)
{
	struct genconf c = {
		.budget = 24, .job_s = 150, .target = 0.97, .patience = 2, .width = 8, .jobs = 4, .gpu_jobs = 4,
		.trials = 10, .search_trials = 3, .screen_ms = 40, .final_ms = 200, .seed = 1,
	};
	struct specset set = {0};
	struct plan plan = {0};
	struct buf store = {0}, canon = {0};
	struct llmopts lo = {0};
	struct llmconf lc;
	char *prompts = NULL;
	long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
	bool planned = false;
	int status;

	c.nvcc_jobs = ncpu > 0 ? (int)ncpu : 2;
	status = genparse(argc, argv, p, &c, &lo);
	if (status == EXIT_OK && (lo.config || lo.nkv) && (status = llmsetup(&lo, p, &lc, &store, &canon)) == EXIT_OK) {
		c.llm = &lc;
		c.proposer = canon.data;
	}
	prompts = pathjoin(p->templates, "prompts");
	c.prompts = prompts;
	if (status == EXIT_OK) {
		status = makeplan(p, &set, &plan, c.llm ? canon.data : NULL);
		planned = status == EXIT_OK;
	}
	/* the proposers the project keeps for its ops, where the command line names none:
	 * the plan's, as it read them to key their jobs */
	if (status == EXIT_OK && !c.llm) {
		c.opprops = plan.props;
		c.nopprops = plan.nprops;
	}
	if (status == EXIT_OK)
		status = genfilters(&c, &plan, set.targets);
	if (status == EXIT_OK && c.llm && c.ntries)
		status = usage("generate", "%s is for the template search; with --llm or --llm-config a model proposes",
			       "--try");
	if (status == EXIT_OK)
		status = gentries(&c, &plan, p->templates);
	if (status == EXIT_OK) {
		c.set = &set;
		c.plan = &plan;
		status = genrun(argc, argv, p, &c, &set);
	}
	if (planned) {
		plan_free(&plan);
		specs_free(&set);
	}
	free(prompts);
	buffree(&store);
	buffree(&canon);
	return status;
}
