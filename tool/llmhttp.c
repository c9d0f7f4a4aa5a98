/* llmhttp.c: one try of the HTTP backends over libcurl: the request as JSON,
 * a body capped at max_bytes, the retry-after header, the answer parsed with
 * jansson. The key goes into its header and nowhere else.
 *
 * libcurl is loaded when the first request is made, not linked: akgen must
 * start on the GPU machines, which may lack it, and only the HTTP backends
 * need it. Its header gives the types; the functions come from dlsym. */
#include "llmint.h"
#include "run.h"

#define CURL_DISABLE_TYPECHECK	/* the calls go through pointers */
#include <curl/curl.h>
#include <dlfcn.h>
#include <jansson.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

struct sink {
	struct buf b;
	size_t max;
	bool over;
	double retry_after, retry_after_ms;
};

/* the libcurl functions used, from libcurl.so.4 */
static struct {
	CURLcode (*global_init)(long);
	CURL *(*easy_init)(void);
	CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
	CURLcode (*easy_perform)(CURL *);
	CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
	const char *(*easy_strerror)(CURLcode);
	void (*easy_cleanup)(CURL *);
	struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
	void (*slist_free_all)(struct curl_slist *);
	char why[256];	/* empty once loaded */
} lc = {.why = "libcurl was not loaded"};

static pthread_once_t once = PTHREAD_ONCE_INIT;

/* a symbol of the library into *fp; false when it is missing */
static bool sym(void *lib, const char *name, void *fp)
{
	void *f = dlsym(lib, name);

	if (!f) {
		snprintf(lc.why, sizeof(lc.why), "libcurl.so.4 lacks %s", name);
		return false;
	}
	memcpy(fp, &f, sizeof(f));
	return true;
}

static void curlinit(void)
{
	void *lib = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);

	if (!lib) {
		const char *e = dlerror();

		snprintf(lc.why, sizeof(lc.why), "cannot load libcurl.so.4 (%s); the HTTP backends need it (Debian: libcurl4)",
			 e ? e : "not found");
		return;
	}
	if (!sym(lib, "curl_global_init", &lc.global_init) || !sym(lib, "curl_easy_init", &lc.easy_init) ||
	    !sym(lib, "curl_easy_setopt", &lc.easy_setopt) || !sym(lib, "curl_easy_perform", &lc.easy_perform) ||
	    !sym(lib, "curl_easy_getinfo", &lc.easy_getinfo) || !sym(lib, "curl_easy_strerror", &lc.easy_strerror) ||
	    !sym(lib, "curl_easy_cleanup", &lc.easy_cleanup) || !sym(lib, "curl_slist_append", &lc.slist_append) ||
	    !sym(lib, "curl_slist_free_all", &lc.slist_free_all))
		return;
	if (lc.global_init(CURL_GLOBAL_DEFAULT) != 0) {
		snprintf(lc.why, sizeof(lc.why), "libcurl did not initialise");
		return;
	}
	lc.why[0] = 0;
}

/* libcurl's progress callback: non-zero stops the transfer (run_cut: the deadline) */
static int onprogress(void *p, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal, curl_off_t ulnow)
{
	(void)p, (void)dltotal, (void)dlnow, (void)ultotal, (void)ulnow;
	return run_iscut() ? 1 : 0;
}

/* the body, stopping the transfer once it passes the cap */
static size_t onbody(char *p, size_t size, size_t n, void *ctx)
{
	struct sink *s = ctx;
	size_t len = size * n;

	if (s->b.len + len > s->max) {
		s->over = true;
		return 0;
	}
	bufadd(&s->b, p, len);
	return len;
}

static size_t onheader(char *p, size_t size, size_t n, void *ctx)
{
	struct sink *s = ctx;
	size_t len = size * n;
	char line[128];

	if (len >= sizeof(line))
		return len;
	memcpy(line, p, len);
	line[len] = '\0';
	if (strncasecmp(line, "retry-after:", 12) == 0)
		s->retry_after = llm_retry_after(line + 12);
	else if (strncasecmp(line, "retry-after-ms:", 15) == 0)
		s->retry_after_ms = llm_retry_after(line + 15);
	return len;
}

/* the API's URL: the endpoint as given when it already ends in the path */
static char *apiurl(const struct llmconf *c)
{
	const char *path = c->backend == LLM_ANTHROPIC ? "/v1/messages" : "/v1/chat/completions";
	size_t n = strlen(c->endpoint);

	if (hassuffix(c->endpoint, path + 3))
		return xstrdup(c->endpoint);
	while (n > 0 && c->endpoint[n - 1] == '/')
		n--;
	if (n >= 3 && strncmp(c->endpoint + n - 3, "/v1", 3) == 0)
		path += 3;
	return xasprintf("%.*s%s", (int)n, c->endpoint, path);
}

/* append the message {role, content}; false when content cannot be a JSON string */
static bool message(json_t *msgs, const char *role, const char *content)
{
	json_t *m = json_pack("{s:s, s:s}", "role", role, "content", content);

	return m && json_array_append_new(msgs, m) == 0;
}

/* the request's body; NULL when a text cannot be put in JSON (not UTF-8:
 * llm_ask refuses that before), never a request without the prompt */
static char *request(const struct llmconf *c, const char *system, const char *prompt)
{
	json_t *j = json_object(), *msgs = json_array();
	bool ok;
	char *s = NULL;

	ok = json_object_set_new(j, "model", json_string(c->model)) == 0;
	json_object_set_new(j, "max_tokens", json_integer(c->max_tokens));
	if (c->temperature >= 0)
		json_object_set_new(j, "temperature", json_real(c->temperature));
	if (system && *system) {
		if (c->backend == LLM_ANTHROPIC)
			ok = ok && json_object_set_new(j, "system", json_string(system)) == 0;
		else
			ok = ok && message(msgs, "system", system);
	}
	ok = ok && message(msgs, "user", prompt);
	json_object_set_new(j, "messages", msgs);
	if (ok)
		s = json_dumps(j, JSON_COMPACT);
	json_decref(j);
	return s;
}

static int64_t intat(json_t *o, const char *k)
{
	json_t *v = json_object_get(o, k);

	return json_is_integer(v) ? (int64_t)json_integer_value(v) : -1;
}

/* the text, tokens and stop reason of a 2xx answer */
static void parse(const struct llmconf *c, const struct buf *b, struct llmreply *out)
{
	json_error_t e;
	json_t *j, *usage, *t;
	const char *stop = NULL, *model;
	struct buf text = {0};
	bool have = false;

	if (!llm_utf8ok(b->data ? b->data : "", b->len)) {
		llm_say(out, LLM_BAD_UTF8, "the answer (%zu bytes) holds bytes that are not UTF-8", b->len);
		return;
	}
	j = json_loadb(b->data ? b->data : "", b->len, 0, &e);
	if (!j || !json_is_object(j)) {
		llm_say(out, LLM_BAD_JSON, "the answer (%zu bytes) is not a JSON object: line %d: %.80s", b->len, e.line,
			j ? "not an object" : e.text);
		json_decref(j);
		return;
	}
	model = json_string_value(json_object_get(j, "model"));
	if (model)
		llm_setmodel(out, model);
	usage = json_object_get(j, "usage");
	if (c->backend == LLM_ANTHROPIC) {
		size_t i;

		out->tokens_in = intat(usage, "input_tokens");
		out->tokens_out = intat(usage, "output_tokens");
		stop = json_string_value(json_object_get(j, "stop_reason"));
		json_array_foreach(json_object_get(j, "content"), i, t) {
			const char *s = json_string_value(json_object_get(t, "text"));

			if (s && json_is_string(json_object_get(t, "type")) &&
			    strcmp(json_string_value(json_object_get(t, "type")), "text") == 0) {
				bufputs(&text, s);
				have = true;
			}
		}
		if (!have && !json_is_array(json_object_get(j, "content"))) {
			llm_say(out, LLM_BAD_JSON, "the answer has no content array");
			goto out;
		}
	} else {
		json_t *ch = json_array_get(json_object_get(j, "choices"), 0);
		json_t *content = json_object_get(json_object_get(ch, "message"), "content");

		out->tokens_in = intat(usage, "prompt_tokens");
		out->tokens_out = intat(usage, "completion_tokens");
		stop = json_string_value(json_object_get(ch, "finish_reason"));
		if (!ch || (content && !json_is_string(content) && !json_is_null(content))) {
			llm_say(out, LLM_BAD_JSON, "the answer has no choices[0].message.content");
			goto out;
		}
		if (json_is_string(content)) {
			bufadd(&text, json_string_value(content), json_string_length(content));
			have = true;
		}
	}
	if (have && text.len > 0 && memchr(text.data, '\0', text.len)) {
		llm_say(out, LLM_BAD_UTF8, "the answer's text holds a NUL byte");
		goto out;
	}
	if (have && text.len > 0)
		out->text = xstrndup(text.data, text.len);
	if (stop && (strcmp(stop, "length") == 0 || strcmp(stop, "max_tokens") == 0))
		llm_say(out, LLM_TRUNCATED, "the answer stopped at the token limit (%s; max_tokens %d)", stop,
			c->max_tokens);
	else if (!out->text)
		llm_say(out, LLM_EMPTY, "the answer holds no text (stop reason: %s)", stop ? stop : "none");
	else
		llm_say(out, LLM_OK, "%zu bytes of text", text.len);
out:
	buffree(&text);
	json_decref(j);
}

/* "HTTP 429: the API's error message" */
static void httperror(const struct buf *b, struct llmreply *out)
{
	json_t *j = b->len && llm_utf8ok(b->data, b->len) ? json_loadb(b->data, b->len, 0, NULL) : NULL;
	json_t *err = json_object_get(j, "error");
	const char *m = json_string_value(json_object_get(err, "message"));

	if (!m)
		m = json_string_value(err);
	llm_say(out, LLM_HTTP_ERROR, "HTTP %ld%s%.200s", out->status, m ? ": " : "", m ? m : "");
	json_decref(j);
}

void llm_http(const struct llmconf *c, const char *key, const char *system, const char *prompt,
	      struct llmreply *out, struct buf *body, double *retry_after)
{
	struct sink s = {{0}, c->max_bytes, false, -1, -1};
	struct curl_slist *h = NULL;
	char *url = apiurl(c), *req = request(c, system, prompt), *auth = NULL;
	char errbuf[CURL_ERROR_SIZE] = "";
	double t0 = monotime();
	CURLcode rc;
	CURL *cu;

	pthread_once(&once, curlinit);
	if (lc.why[0] || !req) {
		if (!req)
			llm_say(out, LLM_BAD_UTF8, "the request cannot be put in JSON (a text in it is not UTF-8)");
		else
			llm_say(out, LLM_BAD_CONFIG, "%s", lc.why);
		*body = s.b;
		bufputs(body, "");
		*retry_after = -1;
		free(url);
		free(req);
		return;
	}
	cu = lc.easy_init();
	if (!cu)
		fatal("cannot start a libcurl handle");
	h = lc.slist_append(h, "content-type: application/json");
	if (c->backend == LLM_ANTHROPIC) {
		h = lc.slist_append(h, "anthropic-version: 2023-06-01");
		if (key)
			auth = xasprintf("x-api-key: %s", key);
	} else if (key) {
		auth = xasprintf("authorization: Bearer %s", key);
	}
	if (auth)
		h = lc.slist_append(h, auth);
	h = lc.slist_append(h, "expect:");
	lc.easy_setopt(cu, CURLOPT_URL, url);
	lc.easy_setopt(cu, CURLOPT_HTTPHEADER, h);
	lc.easy_setopt(cu, CURLOPT_POSTFIELDS, req);
	lc.easy_setopt(cu, CURLOPT_NOSIGNAL, 1L);
	lc.easy_setopt(cu, CURLOPT_CONNECTTIMEOUT_MS, (long)(c->connect_s * 1000));
	lc.easy_setopt(cu, CURLOPT_TIMEOUT_MS, (long)(c->total_s * 1000));
	lc.easy_setopt(cu, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)c->max_bytes);
	lc.easy_setopt(cu, CURLOPT_WRITEFUNCTION, onbody);
	lc.easy_setopt(cu, CURLOPT_WRITEDATA, &s);
	lc.easy_setopt(cu, CURLOPT_HEADERFUNCTION, onheader);
	lc.easy_setopt(cu, CURLOPT_HEADERDATA, &s);
	lc.easy_setopt(cu, CURLOPT_ERRORBUFFER, errbuf);
	lc.easy_setopt(cu, CURLOPT_USERAGENT, "akgen");
	/* no redirects: the key must not follow one to another host */
	lc.easy_setopt(cu, CURLOPT_FOLLOWLOCATION, 0L);
	lc.easy_setopt(cu, CURLOPT_PROTOCOLS_STR, "http,https");
	/* akgen generate's deadline stops a request in flight, as it stops its commands */
	lc.easy_setopt(cu, CURLOPT_XFERINFOFUNCTION, onprogress);
	lc.easy_setopt(cu, CURLOPT_NOPROGRESS, 0L);
	rc = lc.easy_perform(cu);
	out->latency_ms = (int64_t)((monotime() - t0) * 1000);
	lc.easy_getinfo(cu, CURLINFO_RESPONSE_CODE, &out->status);
	*retry_after = s.retry_after_ms >= 0 ? s.retry_after_ms / 1000 : s.retry_after;
	if (rc == CURLE_ABORTED_BY_CALLBACK) {
		llm_say(out, LLM_NETWORK, "stopped by the run's deadline");
	} else if (rc == CURLE_OPERATION_TIMEDOUT) {
		llm_say(out, LLM_TIMEOUT, "no answer within the time limit (connect %g s, total %g s)", c->connect_s,
			c->total_s);
	} else if (s.over || rc == CURLE_FILESIZE_EXCEEDED) {
		llm_say(out, LLM_TOO_LARGE, "the answer passed max_bytes (%zu)", c->max_bytes);
	} else if (rc != CURLE_OK) {
		llm_say(out, LLM_NETWORK, "%s: %.200s", lc.easy_strerror(rc), errbuf);
	} else if (out->status < 200 || out->status > 299) {
		httperror(&s.b, out);
	} else {
		parse(c, &s.b, out);
	}
	*body = s.b;
	if (body->data == NULL)
		bufputs(body, "");
	lc.easy_cleanup(cu);
	lc.slist_free_all(h);
	/* the key's copies: wiped before they are freed */
	if (auth) {
		memset(auth, 0, strlen(auth));
		free(auth);
	}
	free(req);
	free(url);
}
