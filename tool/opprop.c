/* opprop.c: the proposer a project keeps for an op
 *
 * An op that no kernel family covers is made by a model: the settings it was
 * asked with live beside its spec, in SPECS/OP.proposer (the key = value lines of
 * --llm-config, docs/llm.md; a key only ever by the name of the variable that
 * holds it). Every plan keys that op's jobs under them, and generate, the build's
 * regeneration among its callers, asks that model for them, so an edit to the
 * spec regenerates the op the way it was made instead of searching families it
 * has none of. A --llm-config or --llm on the command line overrides it. */
#define _POSIX_C_SOURCE 200809L
#include "opprop.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "plan.h"

char *opprop_path(const struct spec *s)
{
	size_t n = strlen(s->path);

	if (hassuffix(s->path, ".yaml"))
		n -= 5;
	return xasprintf("%.*s.proposer", (int)n, s->path);
}

int opprop_canon(const struct llmconf *lc, const char *templates, struct buf *canon)
{
	char *dir = pathjoin(templates, "prompts");
	struct buf man = {0};
	int rc = plan_hashtree(dir, &man);

	if (rc == 0) {
		bufprintf(canon, "proposer llm\nbackend %s\nendpoint %s\nmodel %s\nmax_tokens %d\ntemperature %g\n",
			  llm_backend_name(lc->backend), lc->endpoint ? lc->endpoint : "", lc->model ? lc->model : "",
			  lc->max_tokens, lc->temperature);
		for (int i = 0; lc->argv[i]; i++)
			bufprintf(canon, "command %s\n", lc->argv[i]);
		bufprintf(canon, "prompts\n%s", man.data ? man.data : "");
	}
	buffree(&man);
	free(dir);
	return rc;
}

int opprop_load(const struct spec *s, const char *templates, struct opprop *op)
{
	char *path = opprop_path(s);
	int rc = 0;

	memset(op, 0, sizeof(*op));
	op->spec = s;
	if (access(path, F_OK) != 0) {
		rc = errno == ENOENT ? 1 : -1;
		if (rc < 0)
			warn("cannot reach %s:", path);
		free(path);
		return rc;
	}
	llm_defaults(&op->lc, LLM_OPENAI);
	if (llm_readconf(path, &op->lc, &op->store) != 0) {
		warn("%s: the proposer of the op %s is unusable (the settings of --llm-config, docs/llm.md)", path, s->op);
		rc = -1;
	} else if (opprop_canon(&op->lc, templates, &op->canon) != 0) {
		rc = -1;
	}
	if (rc != 0)
		opprop_free(op);
	free(path);
	return rc;
}

void opprop_free(struct opprop *op)
{
	buffree(&op->store);
	buffree(&op->canon);
	memset(op, 0, sizeof(*op));
}
