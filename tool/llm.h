/* llm.h: asking a language model for a kernel: OpenAI-compatible chat
 * completions and Anthropic Messages over libcurl, or any command that reads
 * a prompt on stdin and answers on stdout. The API key is read from the
 * environment variable the config names, sent in its header only, and
 * scrubbed from every text this module returns. */
#ifndef AK_LLM_H
#define AK_LLM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util.h"

#define LLM_MAX_ARGV 64

enum llmbackend {
	LLM_OPENAI,
	LLM_ANTHROPIC,
	LLM_COMMAND,
};

/* how an ask ended: a closed set, recorded and shown by name */
enum llmoutcome {
	LLM_OK,			/* a complete answer */
	LLM_TRUNCATED,		/* the answer stopped at max_tokens (finish_reason length, stop_reason max_tokens) */
	LLM_HTTP_ERROR,		/* a status other than 2xx, after any retries */
	LLM_NETWORK,		/* no connection, or the body ended early */
	LLM_TIMEOUT,		/* the connect or total time limit passed */
	LLM_TOO_LARGE,		/* the answer passed max_bytes */
	LLM_BAD_JSON,		/* the body is not the JSON the API promises */
	LLM_BAD_UTF8,		/* the answer, or the prompt (then nothing is sent), holds bytes that are not UTF-8 */
	LLM_EMPTY,		/* a well-formed answer without text */
	LLM_BUDGET,		/* the request or token budget is spent */
	LLM_NO_KEY,		/* the key's environment variable is unset or empty */
	LLM_COMMAND_FAILED,	/* the command did not start, exited non-zero or was killed */
	LLM_BAD_CONFIG,		/* the config cannot be used (no endpoint, no command, ...) */
	LLM_OUTCOME_COUNT,
};

struct llmconf {
	enum llmbackend backend;
	const char *endpoint;	/* base URL; "/v1/..." is appended unless it already ends in the API's path */
	const char *model;
	int max_tokens;		/* of the answer */
	double temperature;	/* < 0: not sent */
	const char *key_env;	/* the NAME of the variable holding the key; NULL: the backend's default */
	double connect_s, total_s;	/* time limits of one try (total_s: the command's limit too) */
	size_t max_bytes;	/* of a response body or the command's stdout */
	int retries;		/* tries after the first, on errors that may heal */
	double backoff_s, backoff_max_s;	/* the first retry's base delay, and the most any delay may be */
	int max_requests;	/* tries in all over the budget's life; 0: no limit */
	int64_t max_total_tokens;	/* tokens in and out over the budget's life; 0: no limit */
	char *argv[LLM_MAX_ARGV + 1];	/* the command, NULL-terminated */
};

/* what several asks share: the budget spent and the jitter's generator */
struct llmstate {
	int requests;
	int64_t tokens;
	uint64_t rng;
};

struct llmreply {
	enum llmoutcome outcome;
	char *text;		/* the answer's text (NULL when there is none); the key scrubbed */
	char model[128];	/* as the API reports it, else as asked */
	int64_t tokens_in, tokens_out;	/* -1 when the API did not say */
	int64_t latency_ms;	/* the last try's */
	int64_t wall_ms;	/* all tries and delays */
	long status;		/* the last HTTP status (0: none), or the command's exit status */
	int tries;
	char msg[512];		/* one line for people; never holds the key */
};

/* a config with the backend's defaults (endpoints, key variable, limits) */
void llm_defaults(struct llmconf *c, enum llmbackend b);
/* set one field by its config-file name ("model", "timeout", ...); val is kept,
 * not copied; returns 0, or -1 with why in err */
int llm_set(struct llmconf *c, const char *key, const char *val, char *err, size_t errlen);
/* read a config file of "key = value" lines ('#' starts a comment) into c;
 * the text is kept in store, which must outlive c; returns 0 or -1 after a warning */
int llm_readconf(const char *path, struct llmconf *c, struct buf *store);
/* a fresh budget; seed drives the jitter */
void llm_state_init(struct llmstate *s, uint64_t seed);
/* ask once (retrying what may heal); fills out whatever happens; returns 0
 * when the outcome is LLM_OK, else -1. A system prompt or a prompt that is not
 * UTF-8 is refused (LLM_BAD_UTF8, naming the first bad byte) before anything
 * is sent or counted against the budget. */
int llm_ask(const struct llmconf *c, struct llmstate *budget, const char *system, const char *prompt,
	    struct llmreply *out);
void llm_reply_free(struct llmreply *r);

/* names: "OK", "TRUNCATED", ...; "openai", "anthropic", "command" */
const char *llm_outcome_name(enum llmoutcome o);
const char *llm_backend_name(enum llmbackend b);
/* parse a backend's name; returns -1 when unknown */
int llm_backend_parse(const char *name);

/* the seconds a retry-after header asks for; -1 when absent or an HTTP-date
 * (the caller then falls back to its own backoff) */
double llm_retry_after(const char *value);
/* whether a status may heal on retry: 408, 409, 429 (unless the body says the
 * quota is spent), 5xx and 529; never 400, 401, 403, 404 */
bool llm_retryable(long status, const char *body);
/* the delay before retry number n (1-based): retry_after when >= 0, else
 * base * 2^(n-1) with jitter in [0.5, 1); both capped at backoff_max_s */
double llm_backoff(const struct llmconf *c, int n, double retry_after, uint64_t *rng);
/* true when s[0..n) is well-formed UTF-8 */
bool llm_utf8ok(const char *s, size_t n);
/* the length of the longest well-formed UTF-8 prefix of s[0..n) */
size_t llm_utf8prefix(const char *s, size_t n);

#endif
