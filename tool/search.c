/* search.c: the template-search proposer
 *
 * A job's search starts from each family's defaults (its authors' roofline-
 * informed guess) or from a given point, then descends coordinate by
 * coordinate: a round proposes the best point's neighbours, one parameter
 * moved one step along its list of values, in an order drawn from the seed;
 * when several single moves beat the base, the next round leads with all of
 * them combined; when the nearest neighbours are spent, moves of two steps
 * follow. A move that a require: line refuses is repaired: the nearest
 * admitted point that keeps it, one other parameter moved (else two), fewest
 * steps first, stands in for it (PACKS 4 -> 8 needs MAXPACKS 8, and then BLOCK
 * 512 where the registers hold no more: one move, not three the descent could
 * never take one at a time). A gain counts only when it beats the base by more
 * than the noise of both measurements. Moves to values the start point's own
 * template lacked (fresh values: added to the family since that variant was
 * made) lead the moves of every round, each fresh value a move of its own
 * however far along its list it lies (LOAD_HINT 0 -> 3, not 0 -> 1 first).
 * Families the job has never tried (added since its variant was made) join
 * the start point in round 0 with their defaults, and the descent goes on
 * from whichever point wins. Everything is a function of the seed,
 * the start and the scores reported, so a search is repeatable. */
#include "search.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* the smallest relative gain that counts, whatever the measured noise */
#define MIN_GAIN 0.005

static uint64_t next(struct search *s)
{
	uint64_t z = (s->rng += 0x9e3779b97f4a7c15ull);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

static bool same(const struct search *s, const struct point *a, const struct point *b)
{
	return a->fam == b->fam &&
	       memcmp(a->v, b->v, sizeof(a->v[0]) * (size_t)s->fams[a->fam]->nparams) == 0;
}

static int find(const struct search *s, const struct point *p)
{
	for (int i = 0; i < s->ntried; i++)
		if (same(s, &s->tried[i], p))
			return i;
	return -1;
}

static bool admits(const struct search *s, const struct point *p)
{
	char err[8];

	return tmpl_admits(s->fams[p->fam], p->v, s->elembytes, err, sizeof(err));
}

/* add p to out if it is new, admitted and there is room; returns the count */
static int offer(struct search *s, const struct point *p, struct point *out, int n, int max)
{
	if (n >= max || s->ntried >= SEARCH_MAX_POINTS || find(s, p) >= 0 || !admits(s, p))
		return n;
	for (int i = 0; i < n; i++)
		if (same(s, &out[i], p))
			return n;
	s->tried[s->ntried] = *p;
	s->score[s->ntried++] = -1;
	out[n] = *p;
	return n + 1;
}

void search_init(struct search *s, const struct tmpl *const *fams, int nfams, int elembytes, uint64_t seed,
		 const struct point *start, const uint32_t *fresh)
{
	memset(s, 0, sizeof(*s));
	for (int i = 0; i < nfams && s->nfams < SEARCH_MAX_FAMS; i++)
		s->fams[s->nfams++] = fams[i];
	s->elembytes = elembytes;
	s->rng = seed ^ 0x616b6f7073ull;
	s->best = -1;
	s->base = -1;
	s->prev = -1;
	s->start.fam = -1;
	if (start && start->fam >= 0 && start->fam < s->nfams) {
		s->start = *start;
		if (fresh)
			memcpy(s->fresh, fresh, sizeof(s->fresh));
	}
}

void search_newfamilies(struct search *s, uint32_t fams)
{
	s->newfams = fams;
}

void search_tries(struct search *s, const struct search_move *m, int n)
{
	s->tries = m;
	s->ntries = n < 0 ? 0 : n > SEARCH_MAX_TRIES ? SEARCH_MAX_TRIES : n;
}

bool search_parsemove(const char *text, struct search_move *m, char *err, size_t errlen)
{
	const char *p = text;

	memset(m, 0, sizeof(*m));
	for (;;) {
		const char *eq = strchr(p, '='), *end = strchr(p, ',');
		size_t len = eq ? (size_t)(eq - p) : 0;
		char num[24];

		if (!end)
			end = p + strlen(p);
		if (!eq || eq > end || len == 0 || len >= SEARCH_NAME_MAX || !(*p >= 'A' && *p <= 'Z') ||
		    strspn(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") != len) {
			snprintf(err, errlen, "'%.*s' is not NAME=VALUE (a parameter's upper-case name)", (int)(end - p), p);
			return false;
		}
		if (m->n == TMPL_MAX_PARAMS) {
			snprintf(err, errlen, "more than %d parameters", TMPL_MAX_PARAMS);
			return false;
		}
		snprintf(num, sizeof(num), "%.*s", (int)(end - eq - 1), eq + 1);
		if ((size_t)(end - eq - 1) >= sizeof(num) || !parseint(num, &m->val[m->n])) {
			snprintf(err, errlen, "%.*s: the value is not an integer", (int)(end - p), p);
			return false;
		}
		memcpy(m->name[m->n], p, len);
		for (int i = 0; i < m->n; i++)
			if (strcmp(m->name[i], m->name[m->n]) == 0) {
				snprintf(err, errlen, "%s given twice", m->name[i]);
				return false;
			}
		m->n++;
		if (!*end)
			return true;
		p = end + 1;
	}
}

/* each suggested move applied to p, where p's family has every parameter it
 * names (offer refuses what the family's values or require: lines do not admit) */
static int tried(struct search *s, const struct point *p, struct point *out, int n, int max)
{
	for (int t = 0; t < s->ntries; t++) {
		const struct search_move *m = &s->tries[t];
		struct point q = *p;
		int k = 0;

		for (; k < m->n; k++) {
			int i = tmpl_param(s->fams[p->fam], m->name[k]);

			if (i < 0)
				break;
			q.v[i] = m->val[k];
		}
		if (k == m->n)
			n = offer(s, &q, out, n, max);
	}
	return n;
}

int search_fit(double room, double prep_s, int nprep, int par, double per_s, int max)
{
	double wave;

	if (max <= 0 || !(room > 0))
		return 0;
	if (par < 1)
		par = 1;
	wave = nprep > 0 ? prep_s / ((nprep + par - 1) / par) : prep_s;
	if (!(wave > 0))
		wave = 0;
	if (!(per_s > 0))
		per_s = 0;
	for (int k = max; k >= 1; k--)
		if ((double)((k + par - 1) / par) * wave + k * per_s <= room)
			return k;
	return 0;
}

/* family f's defaults */
static struct point defaults(const struct search *s, int f)
{
	struct point p = {.fam = f};

	for (int i = 0; i < s->fams[f]->nparams; i++)
		p.v[i] = s->fams[f]->params[i].def;
	return p;
}

/* the defaults of the families the job has never tried, those not yet
 * offered */
static int newdefaults(struct search *s, struct point *out, int n, int max)
{
	for (int f = 0; f < s->nfams; f++)
		if (f != s->start.fam && (s->newfams >> f & 1)) {
			struct point p = defaults(s, f);

			n = offer(s, &p, out, n, max);
		}
	return n;
}

/* the index of value x in parameter i's list of family f, or -1 */
static int valindex(const struct tparam *tp, int64_t x)
{
	for (int k = 0; k < tp->nvals; k++)
		if (tp->vals[k] == x)
			return k;
	return -1;
}

/* p, param `keep` moved, is refused by a require: line: p becomes the
 * admitted point nearest it that keeps that value, with one other parameter
 * moved, else two; nearest is fewest steps along the value lists in all, ties
 * to the lower parameter index. False when no such point is admitted. */
static bool repair(const struct search *s, struct point *p, int keep)
{
	const struct tmpl *t = s->fams[p->fam];
	struct point best = *p, c;
	int cost = INT_MAX;

	for (int width = 1; width <= 2 && cost == INT_MAX; width++) {
		for (int i = 0; i < t->nparams; i++) {
			int ki = valindex(&t->params[i], p->v[i]);

			if (i == keep || ki < 0)
				continue;
			for (int a = 0; a < t->params[i].nvals; a++) {
				if (a == ki)
					continue;
				c = *p;
				c.v[i] = t->params[i].vals[a];
				if (width == 1) {
					if (abs(a - ki) < cost && admits(s, &c))
						best = c, cost = abs(a - ki);
					continue;
				}
				for (int j = i + 1; j < t->nparams; j++) {
					int kj = valindex(&t->params[j], p->v[j]);

					if (j == keep || kj < 0)
						continue;
					for (int b = 0; b < t->params[j].nvals; b++) {
						struct point d = c;

						if (b == kj || abs(a - ki) + abs(b - kj) >= cost)
							continue;
						d.v[j] = t->params[j].vals[b];
						if (admits(s, &d))
							best = d, cost = abs(a - ki) + abs(b - kj);
					}
				}
			}
		}
	}
	if (cost == INT_MAX)
		return false;
	*p = best;
	return true;
}

/* the moves from the base to each fresh value more than one step away along
 * its list, in parameter order: a value added to a family is tried however
 * far it lies from the value the start point had */
static int jumps(struct search *s, struct point *out, int n, int max)
{
	const struct point *b = &s->tried[s->best];
	const struct tmpl *t = s->fams[b->fam];

	if (b->fam != s->start.fam)
		return n;
	for (int i = 0; i < t->nparams; i++) {
		int k = valindex(&t->params[i], b->v[i]);

		for (int a = 0; a < t->params[i].nvals && k >= 0; a++) {
			struct point c = *b;

			if (abs(a - k) < 2 || !(s->fresh[i] >> a & 1))
				continue;
			c.v[i] = t->params[i].vals[a];
			if (admits(s, &c) || repair(s, &c, i))
				n = offer(s, &c, out, n, max);
		}
	}
	return n;
}

/* the moves of `step` steps from the base, in an order drawn from the seed,
 * those to a fresh value (one the start point's template lacked) first; of
 * one step, the fresh values farther along their lists follow those */
static int moves(struct search *s, int step, struct point *out, int n, int max)
{
	const struct point *b = &s->tried[s->best];
	const struct tmpl *t = s->fams[b->fam];
	struct point cand[2 * TMPL_MAX_PARAMS];
	bool fresh[2 * TMPL_MAX_PARAMS];
	int nc = 0;

	for (int i = 0; i < t->nparams; i++) {
		int k = valindex(&t->params[i], b->v[i]);

		for (int d = -step; d <= step && k >= 0; d += 2 * step) {
			if (k + d < 0 || k + d >= t->params[i].nvals)
				continue;
			cand[nc] = *b;
			cand[nc].v[i] = t->params[i].vals[k + d];
			fresh[nc] = b->fam == s->start.fam && (s->fresh[i] >> (k + d) & 1);
			if (admits(s, &cand[nc]) || repair(s, &cand[nc], i))
				nc++;
		}
	}
	for (int i = nc - 1; i > 0; i--) {
		int j = (int)(next(s) % (uint64_t)(i + 1));
		struct point tmp = cand[i];
		bool f = fresh[i];

		cand[i] = cand[j], fresh[i] = fresh[j];
		cand[j] = tmp, fresh[j] = f;
	}
	for (int pass = 0; pass < 2; pass++) {
		for (int i = 0; i < nc; i++)
			if (fresh[i] == (pass == 0))
				n = offer(s, &cand[i], out, n, max);
		if (pass == 0 && step == 1)
			n = jumps(s, out, n, max);
	}
	return n;
}

/* the last round's base with every single move that beat it applied at once */
static int combined(struct search *s, struct point *out, int n, int max)
{
	const struct point *b = &s->tried[s->prev];
	const struct tmpl *t = s->fams[b->fam];
	struct point c = *b;
	int changed = 0;

	for (int i = 0; i < s->ntried; i++) {
		const struct point *p = &s->tried[i];
		int diff = -1, ndiff = 0;

		if (p->fam != b->fam || s->score[i] <= s->score[s->prev] * (1 + MIN_GAIN))
			continue;
		for (int k = 0; k < t->nparams; k++)
			if (p->v[k] != b->v[k])
				diff = k, ndiff++;
		if (ndiff == 1 && c.v[diff] == b->v[diff]) {
			c.v[diff] = p->v[diff];
			changed++;
		}
	}
	return changed >= 2 ? offer(s, &c, out, n, max) : n;
}

int search_propose(struct search *s, struct point *out, int max)
{
	int n = 0;

	/* round 0: the start point (a sibling's winner: the defaults lost
	 * there already), the suggested moves applied to it, then the defaults
	 * of the families the job has never tried (a person's hypothesis before
	 * defaults that a sibling's search has likely beaten: within a narrow
	 * width, the moves are not crowded out), else each family's defaults;
	 * the defaults again whenever nothing has passed yet */
	if (s->round == 0 && s->start.fam >= 0) {
		n = offer(s, &s->start, out, n, max);
		if (n > 0)
			return newdefaults(s, out, tried(s, &s->start, out, n, max), max);
		/* refused here (a sibling dtype's winner this one's require:
		 * lines refuse): the defaults, as with no start point */
	}
	if (s->round == 0 || s->best < 0) {
		for (int f = 0; f < s->nfams; f++) {
			struct point p = defaults(s, f);

			n = offer(s, &p, out, n, max);
		}
		/* the suggested moves, round 0 only (later rounds without a
		 * success offer nothing new here: every point is tried once) */
		if (s->round == 0)
			for (int f = 0; f < s->nfams; f++) {
				struct point p = defaults(s, f);

				n = tried(s, &p, out, n, max);
			}
		return n;
	}
	/* the new families' defaults a narrow round 0 had no room for */
	n = newdefaults(s, out, n, max);
	if (s->prev >= 0 && s->prev != s->base)
		n = combined(s, out, n, max);
	n = moves(s, 1, out, n, max);
	if (n == 0)
		n = moves(s, 2, out, n, max);
	return n;
}

void search_report(struct search *s, const struct point *p, double score, double noise)
{
	int i = find(s, p);

	if (i < 0)
		return;
	s->score[i] = score;
	s->noise[i] = noise;
	if (score >= 0 && (s->best < 0 || score > s->score[s->best]))
		s->best = i;
}

bool search_endround(struct search *s)
{
	bool gain;

	if (s->base < 0) {
		gain = s->best >= 0;
	} else {
		double need = MIN_GAIN;

		if (s->noise[s->best] > need)
			need = s->noise[s->best];
		if (s->noise[s->base] > need)
			need = s->noise[s->base];

		gain = s->best != s->base && s->score[s->best] > s->score[s->base] * (1 + need);
	}
	/* a gain within the noise is no gain: the base stays */
	if (!gain && s->base >= 0)
		s->best = s->base;
	s->stale = gain ? 0 : s->stale + 1;
	s->prev = s->base;
	s->base = s->best;
	s->round++;
	return gain;
}

const struct point *search_best(const struct search *s, double *score)
{
	if (s->best < 0)
		return NULL;
	if (score)
		*score = s->score[s->best];
	return &s->tried[s->best];
}

bool search_describe(const struct search *s, const struct point *p, char *out, size_t len)
{
	const struct tmpl *t = s->fams[p->fam];
	size_t off = 0;

	out[0] = 0;
	for (int i = 0; i < t->nparams; i++) {
		if (!snprintfok(out + off, len - off, "%s%s=%lld", i ? " " : "", t->params[i].name, (long long)p->v[i])) {
			out[off] = 0;
			return false;
		}
		off += strlen(out + off);
	}
	return true;
}
