/* llm.c: the model interface: config, budget, retries and the command
 * backend; the HTTP backends are in llmhttp.c
 *
 * Config file format (akgen ask --config FILE): one "key = value" a line,
 * blank lines and lines starting with '#' ignored, surrounding blanks
 * trimmed. The keys are llm_set's; "command" is split on blanks (no quoting).
 * The file names the variable that holds the key (key_env), never the key. */
#include "llm.h"
#include "llmint.h"
#include "run.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *const outcomes[LLM_OUTCOME_COUNT] = {
	"OK", "TRUNCATED", "HTTP_ERROR", "NETWORK", "TIMEOUT", "TOO_LARGE", "BAD_JSON",
	"BAD_UTF8", "EMPTY", "BUDGET", "NO_KEY", "COMMAND_FAILED", "BAD_CONFIG",
};
static const char *const backends[] = {"openai", "anthropic", "command"};

const char *llm_outcome_name(enum llmoutcome o)
{
	return o >= 0 && o < LLM_OUTCOME_COUNT ? outcomes[o] : "?";
}

const char *llm_backend_name(enum llmbackend b)
{
	return b >= 0 && (size_t)b < AK_LEN(backends) ? backends[b] : "?";
}

int llm_backend_parse(const char *name)
{
	for (size_t i = 0; i < AK_LEN(backends); i++)
		if (strcmp(name, backends[i]) == 0)
			return (int)i;
	return -1;
}

void llm_defaults(struct llmconf *c, enum llmbackend b)
{
	memset(c, 0, sizeof(*c));
	c->backend = b;
	c->endpoint = b == LLM_OPENAI ? "https://api.openai.com" : b == LLM_ANTHROPIC ? "https://api.anthropic.com" : NULL;
	c->key_env = b == LLM_OPENAI ? "OPENAI_API_KEY" : b == LLM_ANTHROPIC ? "ANTHROPIC_API_KEY" : NULL;
	c->max_tokens = 8192;
	c->temperature = -1;
	c->connect_s = 10;
	c->total_s = b == LLM_COMMAND ? 600 : 300;
	c->max_bytes = 4 << 20;
	c->retries = 4;
	c->backoff_s = 1;
	c->backoff_max_s = 60;
}

/* a number within [lo, hi] */
static int setnum(const char *key, const char *val, double lo, double hi, double *out, char *err, size_t n)
{
	double v;

	if (!parsefloat(val, &v) || !(v >= lo && v <= hi)) {
		snprintf(err, n, "%s: expected a number from %g to %g, not '%.40s'", key, lo, hi, val);
		return -1;
	}
	*out = v;
	return 0;
}

int llm_set(struct llmconf *c, const char *key, const char *val, char *err, size_t n)
{
	double v = 0;
	int r = 0;

	if (strcmp(key, "backend") == 0) {
		int b = llm_backend_parse(val);
		struct llmconf old = *c;

		if (b < 0) {
			snprintf(err, n, "backend: expected openai, anthropic or command, not '%.40s'", val);
			return -1;
		}
		if ((enum llmbackend)b == c->backend)
			return 0;
		/* the new backend's defaults for what is tied to it */
		llm_defaults(c, (enum llmbackend)b);
		c->model = old.model;
		memcpy(c->argv, old.argv, sizeof(c->argv));
	} else if (strcmp(key, "endpoint") == 0) {
		c->endpoint = val;
	} else if (strcmp(key, "model") == 0) {
		c->model = val;
	} else if (strcmp(key, "key_env") == 0) {
		for (const char *p = val; *p; p++)
			if (!isalnum((unsigned char)*p) && *p != '_') {
				snprintf(err, n, "key_env: expected the NAME of an environment variable");
				return -1;
			}
		c->key_env = val;
	} else if (strcmp(key, "max_tokens") == 0) {
		r = setnum(key, val, 1, 1e7, &v, err, n);
		c->max_tokens = (int)v;
	} else if (strcmp(key, "temperature") == 0) {
		r = setnum(key, val, 0, 2, &c->temperature, err, n);
	} else if (strcmp(key, "connect_timeout") == 0) {
		r = setnum(key, val, 0.001, 3600, &c->connect_s, err, n);
	} else if (strcmp(key, "timeout") == 0) {
		r = setnum(key, val, 0.001, 86400, &c->total_s, err, n);
	} else if (strcmp(key, "max_bytes") == 0) {
		r = setnum(key, val, 1024, 1 << 30, &v, err, n);
		c->max_bytes = (size_t)v;
	} else if (strcmp(key, "retries") == 0) {
		r = setnum(key, val, 0, 20, &v, err, n);
		c->retries = (int)v;
	} else if (strcmp(key, "backoff") == 0) {
		r = setnum(key, val, 0, 600, &c->backoff_s, err, n);
	} else if (strcmp(key, "backoff_max") == 0) {
		r = setnum(key, val, 0, 3600, &c->backoff_max_s, err, n);
	} else if (strcmp(key, "max_requests") == 0) {
		r = setnum(key, val, 0, 1e9, &v, err, n);
		c->max_requests = (int)v;
	} else if (strcmp(key, "max_total_tokens") == 0) {
		r = setnum(key, val, 0, 1e15, &v, err, n);
		c->max_total_tokens = (int64_t)v;
	} else {
		snprintf(err, n, "unknown key '%.40s'", key);
		return -1;
	}
	return r;
}

/* split s in place on blanks into c->argv */
static int setcommand(struct llmconf *c, char *s)
{
	int n = 0;

	for (char *p = s; *p;) {
		while (*p == ' ' || *p == '\t')
			*p++ = '\0';
		if (!*p)
			break;
		if (n == LLM_MAX_ARGV)
			return -1;
		c->argv[n++] = p;
		while (*p && *p != ' ' && *p != '\t')
			p++;
	}
	c->argv[n] = NULL;
	return n ? 0 : -1;
}

static char *trim(char *s)
{
	char *e = s + strlen(s);

	while (*s == ' ' || *s == '\t')
		s++;
	while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
		*--e = '\0';
	return s;
}

int llm_readconf(const char *path, struct llmconf *c, struct buf *store)
{
	char *keys[128], *vals[128], err[160];
	int lines[128], n = 0, line = 0;
	char *p;

	if (readfile(path, 1 << 16, store) != 0) {
		warn("cannot read %s:", path);
		return -1;
	}
	for (p = store->data; p && *p;) {
		char *nl = strchr(p, '\n'), *key = p, *eq;

		line++;
		if (nl)
			*nl = '\0';
		p = nl ? nl + 1 : NULL;
		key = trim(key);
		if (!*key || *key == '#')
			continue;
		eq = strchr(key, '=');
		if (!eq) {
			warn("%s:%d: expected key = value", path, line);
			return -1;
		}
		if (n == (int)AK_LEN(keys)) {
			warn("%s:%d: too many lines", path, line);
			return -1;
		}
		*eq = '\0';
		keys[n] = trim(key);
		vals[n] = trim(eq + 1);
		lines[n++] = line;
	}
	/* backend first: it resets what is tied to it, whatever the line order */
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < n; i++) {
			if ((strcmp(keys[i], "backend") == 0) != (pass == 0))
				continue;
			if (strcmp(keys[i], "command") == 0) {
				if (setcommand(c, vals[i]) != 0) {
					warn("%s:%d: command: expected 1 to %d words", path, lines[i], LLM_MAX_ARGV);
					return -1;
				}
			} else if (llm_set(c, keys[i], vals[i], err, sizeof(err)) != 0) {
				warn("%s:%d: %s", path, lines[i], err);
				return -1;
			}
		}
	return 0;
}

void llm_state_init(struct llmstate *s, uint64_t seed)
{
	memset(s, 0, sizeof(*s));
	s->rng = seed ? seed : 0x9e3779b97f4a7c15ull;
}

/* splitmix64: a uniform double in [0, 1) */
static double uniform(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ull);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	z ^= z >> 31;
	return (double)(z >> 11) / 9007199254740992.0;
}

double llm_retry_after(const char *value)
{
	char tmp[32];
	size_t n;
	double v;

	if (!value)
		return -1;
	while (*value == ' ' || *value == '\t')
		value++;
	n = strcspn(value, " \t\r\n");
	if (n == 0 || n >= sizeof(tmp))
		return -1;
	memcpy(tmp, value, n);
	tmp[n] = '\0';
	/* only plain seconds: an HTTP-date falls back to the backoff */
	for (size_t i = 0; i < n; i++)
		if (!isdigit((unsigned char)tmp[i]) && tmp[i] != '.')
			return -1;
	if (!parsefloat(tmp, &v) || !(v >= 0) || v > 1e6)
		return -1;
	return v;
}

bool llm_retryable(long status, const char *body)
{
	if (status == 429)
		return !(body && (strstr(body, "insufficient_quota") || strstr(body, "billing")));
	return status == 408 || status == 409 || (status >= 500 && status <= 599);
}

double llm_backoff(const struct llmconf *c, int n, double retry_after, uint64_t *rng)
{
	double d;

	if (retry_after >= 0) {
		d = retry_after;
	} else {
		d = c->backoff_s * ldexp(1.0, n > 1 ? (n - 1 < 30 ? n - 1 : 30) : 0);
		d *= 0.5 + 0.5 * uniform(rng);
	}
	return d < c->backoff_max_s ? d : c->backoff_max_s;
}

size_t llm_utf8prefix(const char *str, size_t n)
{
	const unsigned char *s = (const unsigned char *)str;
	size_t i = 0;

	while (i < n) {
		unsigned char b = s[i];
		size_t k;
		uint32_t cp;

		if (b < 0x80) {
			i++;
			continue;
		}
		if (b >= 0xc2 && b <= 0xdf)
			k = 1, cp = b & 0x1f;
		else if (b >= 0xe0 && b <= 0xef)
			k = 2, cp = b & 0x0f;
		else if (b >= 0xf0 && b <= 0xf4)
			k = 3, cp = b & 0x07;
		else
			break;
		if (k > n - i - 1)
			break;
		for (size_t j = 1; j <= k; j++) {
			if ((s[i + j] & 0xc0) != 0x80)
				return i;
			cp = cp << 6 | (s[i + j] & 0x3f);
		}
		/* overlong forms, surrogates and beyond U+10FFFF */
		if ((k == 2 && cp < 0x800) || (k == 3 && (cp < 0x10000 || cp > 0x10ffff)) ||
		    (cp >= 0xd800 && cp <= 0xdfff))
			break;
		i += k + 1;
	}
	return i;
}

bool llm_utf8ok(const char *str, size_t n)
{
	return llm_utf8prefix(str, n) == n;
}

void llm_scrub(char *s, const char *key)
{
	size_t n = key ? strlen(key) : 0;
	char *p;

	if (!s || n < 4)
		return;
	while ((p = strstr(s, key)))
		memset(p, '*', n);
}

void llm_setmodel(struct llmreply *r, const char *name)
{
	if (!snprintfok(r->model, sizeof(r->model), "%s", name))
		memcpy(r->model + sizeof(r->model) - 4, "...", 4);
}

void llm_say(struct llmreply *r, enum llmoutcome o, const char *fmt, ...)
{
	va_list ap;

	r->outcome = o;
	va_start(ap, fmt);
	vsnprintf(r->msg, sizeof(r->msg), fmt, ap);
	va_end(ap);
	/* one line: a server's message may hold newlines */
	for (char *p = r->msg; *p; p++)
		if (*p == '\n' || *p == '\r' || (unsigned char)*p < 0x20)
			*p = ' ';
	for (size_t n = strlen(r->msg); n > 0 && r->msg[n - 1] == ' '; n--)
		r->msg[n - 1] = '\0';
}

static void sleepfor(double s)
{
	struct timespec ts;

	if (!(s > 0))
		return;
	ts.tv_sec = (time_t)s;
	ts.tv_nsec = (long)((s - (double)ts.tv_sec) * 1e9);
	while (nanosleep(&ts, &ts) != 0 && errno == EINTR)
		;
}

/* the command backend: the prompt on stdin, the answer on stdout */
static void askcommand(const struct llmconf *c, const char *system, const char *prompt, struct llmreply *out)
{
	struct runopts o = {.timeout_s = c->total_s, .maxout = c->max_bytes};
	struct runresult rr;
	struct buf in = {0}, how = {0};
	double t0 = monotime();

	if (!c->argv[0]) {
		llm_say(out, LLM_BAD_CONFIG, "the command backend needs a command");
		return;
	}
	if (system && *system)
		bufprintf(&in, "%s\n\n", system);
	bufputs(&in, prompt);
	o.input = in.data;
	llm_setmodel(out, c->model ? c->model : c->argv[0]);
	out->tries = 1;
	if (run(c->argv, &o, &rr) != 0) {
		llm_say(out, LLM_COMMAND_FAILED, "cannot run %s", c->argv[0]);
		buffree(&in);
		return;
	}
	out->latency_ms = (int64_t)((monotime() - t0) * 1000);
	rundescribe(&rr, &how);
	if (rr.end == RUN_EXITED)
		out->status = rr.code;
	if (rr.end == RUN_TIMEOUT) {
		llm_say(out, LLM_TIMEOUT, "%s: no answer within %g s", c->argv[0], c->total_s);
	} else if (rr.end == RUN_FLOOD) {
		llm_say(out, LLM_TOO_LARGE, "%s: wrote more than %zu bytes", c->argv[0], c->max_bytes);
	} else if (rr.end != RUN_EXITED || rr.code != 0) {
		size_t n = rr.err.len > 200 ? 200 : rr.err.len;

		llm_say(out, LLM_COMMAND_FAILED, "%s %s%s%.*s", c->argv[0], how.data, n ? ": " : "", (int)n,
			rr.err.data ? rr.err.data + rr.err.len - n : "");
	} else if (!llm_utf8ok(rr.out.data, rr.out.len) || memchr(rr.out.data, '\0', rr.out.len)) {
		llm_say(out, LLM_BAD_UTF8, "%s: the answer is not UTF-8 text", c->argv[0]);
	} else if (rr.out.len == 0) {
		llm_say(out, LLM_EMPTY, "%s: empty answer", c->argv[0]);
	} else {
		out->text = xstrndup(rr.out.data, rr.out.len);
		llm_say(out, LLM_OK, "%s: %zu bytes", c->argv[0], rr.out.len);
	}
	buffree(&how);
	buffree(&in);
	runfree(&rr);
}

/* whether a failed try may heal */
static bool mayheal(const struct llmreply *r, const char *body)
{
	switch (r->outcome) {
	case LLM_NETWORK:
	case LLM_TIMEOUT:
		return true;
	case LLM_HTTP_ERROR:
		return llm_retryable(r->status, body);
	default:
		return false;
	}
}

/* a prompt JSON can hold: UTF-8; else the reply says where it is not */
static bool sendable(const char *text, const char *what, struct llmreply *out)
{
	size_t n = text ? strlen(text) : 0, ok = text ? llm_utf8prefix(text, n) : 0;

	if (ok == n)
		return true;
	llm_say(out, LLM_BAD_UTF8, "the %s is not UTF-8 (byte 0x%02x at offset %zu of %zu); nothing was sent", what,
		(unsigned char)text[ok], ok, n);
	return false;
}

int llm_ask(const struct llmconf *c, struct llmstate *budget, const char *system, const char *prompt,
	    struct llmreply *out)
{
	const char *key = NULL;
	double t0 = monotime();

	memset(out, 0, sizeof(*out));
	out->tokens_in = out->tokens_out = -1;
	if (!sendable(system, "system prompt", out) || !sendable(prompt, "prompt", out))
		return -1;
	if (c->backend == LLM_COMMAND) {
		if (c->max_requests > 0 && budget->requests >= c->max_requests) {
			llm_say(out, LLM_BUDGET, "the budget of %d requests is spent", c->max_requests);
			return -1;
		}
		budget->requests++;
		askcommand(c, system, prompt, out);
		out->wall_ms = (int64_t)((monotime() - t0) * 1000);
		return out->outcome == LLM_OK ? 0 : -1;
	}
	if (!c->endpoint || !*c->endpoint || !c->model || !*c->model) {
		llm_say(out, LLM_BAD_CONFIG, "the %s backend needs an endpoint and a model", llm_backend_name(c->backend));
		return -1;
	}
	if (c->key_env && *c->key_env) {
		key = getenv(c->key_env);
		if (!key || !*key) {
			llm_say(out, LLM_NO_KEY, "the environment variable %s (the API key) is unset or empty", c->key_env);
			return -1;
		}
	}
	llm_setmodel(out, c->model);
	for (int n = 0;; n++) {
		struct buf body = {0};
		double ra = -1;

		if (c->max_requests > 0 && budget->requests >= c->max_requests) {
			llm_say(out, LLM_BUDGET, "the budget of %d requests is spent%s", c->max_requests,
				n ? " (while retrying)" : "");
			break;
		}
		if (c->max_total_tokens > 0 && budget->tokens >= c->max_total_tokens) {
			llm_say(out, LLM_BUDGET, "the budget of %lld tokens is spent", (long long)c->max_total_tokens);
			break;
		}
		budget->requests++;
		out->tries = n + 1;
		free(out->text);
		out->text = NULL;
		llm_http(c, key, system, prompt, out, &body, &ra);
		if (out->tokens_in > 0)
			budget->tokens += out->tokens_in;
		if (out->tokens_out > 0)
			budget->tokens += out->tokens_out;
		/* nor once the run's deadline came: nothing more starts */
		if (n >= c->retries || !mayheal(out, body.data) || run_iscut()) {
			buffree(&body);
			break;
		}
		buffree(&body);
		sleepfor(llm_backoff(c, n + 1, ra, &budget->rng));
	}
	/* whatever the server sent back: its message, its answer, the model it says it is */
	llm_scrub(out->msg, key);
	llm_scrub(out->text, key);
	llm_scrub(out->model, key);
	out->wall_ms = (int64_t)((monotime() - t0) * 1000);
	return out->outcome == LLM_OK ? 0 : -1;
}

void llm_reply_free(struct llmreply *r)
{
	free(r->text);
	r->text = NULL;
}
