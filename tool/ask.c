/* ask.c: akgen ask: render the proposal prompt of one job, ask a model, print
 * the outcome and the source it holds */
#include "ask.h"
#include "exitcode.h"
#include "extract.h"
#include "llm.h"
#include "prompt.h"

#include <ctype.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* flags that map to a config key (llm_set) */
static const struct {
	const char *flag, *key;
} keyflags[] = {
	{"--endpoint", "endpoint"},	{"--model", "model"},	      {"--key-env", "key_env"},
	{"--timeout", "timeout"},	{"--connect-timeout", "connect_timeout"},
	{"--max-bytes", "max_bytes"},	{"--max-tokens", "max_tokens"}, {"--temperature", "temperature"},
	{"--retries", "retries"},	{"--backoff", "backoff"},	      {"--max-requests", "max_requests"},
};

struct askopts {
	const char *backend, *config, *spec, *dtype, *arch, *extract, *output, *templates, *gpu;
	const char *vals[AK_LEN(keyflags)];
	int sms;
	double copy_gbps;
	bool json, prompt_only;
	char **cmd;		/* after "--" */
};

static int usage(const char *msg, const char *arg)
{
	fprintf(stderr, "%s: ask: ", argv0);
	fprintf(stderr, msg, arg);
	fprintf(stderr, "\n%s: see '%s help ask'\n", argv0, argv0);
	return EXIT_USAGE;
}

static int parseargs(int argc, char **argv, struct askopts *o)
{
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i], *v = NULL;
		const char **slot = NULL;
		size_t k;

		if (strcmp(a, "--") == 0) {
			o->cmd = argv + i + 1;
			break;
		}
		if (strcmp(a, "--json") == 0) {
			o->json = true;
			continue;
		}
		if (strcmp(a, "--prompt-only") == 0) {
			o->prompt_only = true;
			continue;
		}
		if (a[0] != '-' || !a[1]) {
			if (o->spec)
				return usage("unexpected argument %s", a);
			o->spec = a;
			continue;
		}
		for (k = 0; k < AK_LEN(keyflags) && !slot; k++)
			if (strcmp(a, keyflags[k].flag) == 0)
				slot = &o->vals[k];
		if (!slot) {
			static const char *const names[] = {"--backend", "--config", "--dtype", "--arch", "--extract",
							    "-o", "--templates", "--gpu", "--sms", "--copy-gbps"};
			const char **dst[] = {&o->backend, &o->config, &o->dtype, &o->arch, &o->extract,
					      &o->output, &o->templates, &o->gpu, NULL, NULL};

			for (k = 0; k < AK_LEN(names); k++)
				if (strcmp(a, names[k]) == 0)
					break;
			if (k == AK_LEN(names))
				return usage("unknown option %s", a);
			if (i + 1 >= argc)
				return usage("option %s needs a value", a);
			v = argv[++i];
			if (dst[k]) {
				*dst[k] = v;
			} else {
				double x;

				if (!parsefloat(v, &x) || !(x >= 0 && x < 1e9))
					return usage("expected a number, not %s", v);
				if (k == AK_LEN(names) - 2)
					o->sms = (int)x;
				else
					o->copy_gbps = x;
			}
			continue;
		}
		if (i + 1 >= argc)
			return usage("option %s needs a value", a);
		*slot = argv[++i];
	}
	if (!o->spec || !o->dtype || !o->arch)
		return usage("%s", "usage: ask [options] SPEC --dtype DT --arch ARCH [-- COMMAND...]");
	return EXIT_OK;
}

/* the config: defaults, then the file, then the flags */
static int makeconf(struct askopts *o, struct llmconf *c, struct buf *store)
{
	char err[160];

	llm_defaults(c, LLM_OPENAI);
	if (o->config && llm_readconf(o->config, c, store) != 0)
		return EXIT_ENV;
	if (o->backend && llm_set(c, "backend", o->backend, err, sizeof(err)) != 0)
		return usage("%s", err);
	for (size_t k = 0; k < AK_LEN(keyflags); k++)
		if (o->vals[k] && llm_set(c, keyflags[k].key, o->vals[k], err, sizeof(err)) != 0)
			return usage("%s", err);
	if (o->cmd && *o->cmd) {
		int n = 0;

		for (; o->cmd[n]; n++) {
			if (n == LLM_MAX_ARGV)
				return usage("%s", "the command has too many words");
			c->argv[n] = o->cmd[n];
		}
		c->argv[n] = NULL;
	}
	return EXIT_OK;
}

/* the prompt of the job: templates/prompts/propose.txt with its slots filled */
static int render(struct askopts *o, const struct spec *s, enum dtype dt, struct buf *system, struct buf *prompt)
{
	const char *dir = o->templates ? o->templates : "templates";
	char *pp = xasprintf("%s/prompts/propose.txt", dir), *sp = xasprintf("%s/prompts/system.txt", dir);
	struct buf tmpl = {0}, spectext = {0}, err = {0};
	struct prompt_job j = {s, NULL, dt, {o->arch, o->gpu, o->sms, o->copy_gbps, 0}, NULL, NULL};
	int rc = EXIT_OK;

	if (readfile(pp, 1 << 20, &tmpl) != 0 || readfile(sp, 1 << 20, system) != 0) {
		warn("cannot read the prompt templates %s and %s:", pp, sp);
		rc = EXIT_ENV;
	} else if (readfile(o->spec, 1 << 20, &spectext) != 0) {
		warn("cannot read %s:", o->spec);
		rc = EXIT_ENV;
	} else {
		j.spectext = spectext.data;
		if (prompt_propose(tmpl.data, &j, prompt, &err) != 0) {
			fprintf(stderr, "%s: %s: %s", argv0, pp, err.data);
			rc = EXIT_FAIL;
		}
	}
	buffree(&tmpl);
	buffree(&spectext);
	buffree(&err);
	free(pp);
	free(sp);
	return rc;
}

static void report(const struct askopts *o, const struct llmconf *c, const struct llmreply *r,
		   const struct xresult *x)
{
	if (o->json) {
		json_t *j = json_pack("{s:s, s:s, s:s, s:i, s:I, s:s, s:I, s:I, s:I, s:I}", "backend",
				      llm_backend_name(c->backend), "outcome", llm_outcome_name(r->outcome), "message", r->msg,
				      "tries", r->tries, "status", (json_int_t)r->status, "model", r->model, "tokens_in",
				      (json_int_t)r->tokens_in, "tokens_out", (json_int_t)r->tokens_out, "latency_ms",
				      (json_int_t)r->latency_ms, "wall_ms", (json_int_t)r->wall_ms);

		json_object_set_new(j, "response", r->text ? json_string(r->text) : json_null());
		if (x)
			json_object_set_new(j, "extract",
					    json_pack("{s:s, s:s, s:i, s:i, s:o}", "outcome", extract_outcome_name(x->outcome),
						      "why", x->why, "blocks", x->nblocks, "chosen", x->chosen, "source",
						      x->source ? json_string(x->source) : json_null()));
		json_dumpf(j, stdout, JSON_INDENT(2));
		fputc('\n', stdout);
		json_decref(j);
		return;
	}
	fprintf(stderr, "%s: %s: %s\n", llm_outcome_name(r->outcome), llm_backend_name(c->backend), r->msg);
	fprintf(stderr, "tries %d, status %ld, model %s, tokens %lld in %lld out, latency %lld ms, wall %lld ms\n",
		r->tries, r->status, r->model, (long long)r->tokens_in, (long long)r->tokens_out,
		(long long)r->latency_ms, (long long)r->wall_ms);
	if (x)
		fprintf(stderr, "extract %s: %s\n", extract_outcome_name(x->outcome), x->why);
	if (x && x->source && !o->output)
		fputs(x->source, stdout);
	else if (!x && r->text)
		fputs(r->text, stdout);
}

int ask_main(int argc, char **argv)
{
	struct askopts o = {0};
	struct llmconf c;
	struct llmstate st;
	struct llmreply r;
	struct xresult x = {0};
	struct buf store = {0}, system = {0}, prompt = {0};
	struct diag d = {0};
	struct spec *s = NULL;
	enum dtype dt;
	int rc;

	if ((rc = parseargs(argc, argv, &o)) != EXIT_OK)
		return rc;
	dt = dtparse(o.dtype);
	if (dt == DT_NONE)
		return usage("unknown dtype %s", o.dtype);
	if (strncmp(o.arch, "sm_", 3) != 0 || !isdigit((unsigned char)o.arch[3]))
		return usage("--arch takes an arch such as sm_90, not %s", o.arch);
	if ((rc = makeconf(&o, &c, &store)) != EXIT_OK)
		goto out;
	s = spec_load(o.spec, &d);
	if (!s) {
		diagprint(&d, stderr);
		diagfree(&d);
		rc = EXIT_FAIL;
		goto out;
	}
	if (!(s->dtypes & (1u << dt))) {
		fprintf(stderr, "%s: %s has no job of dtype %s\n", argv0, o.spec, o.dtype);
		rc = EXIT_FAIL;
		goto out;
	}
	if ((rc = render(&o, s, dt, &system, &prompt)) != EXIT_OK)
		goto out;
	if (o.prompt_only) {
		fputs(prompt.data, stdout);
		goto out;
	}
	llm_state_init(&st, 1);
	rc = llm_ask(&c, &st, system.data, prompt.data, &r) == 0 ? EXIT_OK : EXIT_FAIL;
	if (o.extract) {
		const char *text = r.text ? r.text : "";

		if (extract_code(text, strlen(text), o.extract, &x) != 0 || r.outcome != LLM_OK)
			rc = EXIT_FAIL;
		if (x.source && o.output && writefile(o.output, x.source, strlen(x.source)) < 0)
			rc = EXIT_ENV;
	}
	report(&o, &c, &r, o.extract ? &x : NULL);
	extract_free(&x);
	llm_reply_free(&r);
out:
	spec_free(s);
	buffree(&store);
	buffree(&system);
	buffree(&prompt);
	return rc;
}
