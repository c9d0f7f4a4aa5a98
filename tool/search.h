/* search.h: the template-search proposer: points in kernel families' parameter
 * spaces, proposed round by round and guided by measurements */
#ifndef AK_SEARCH_H
#define AK_SEARCH_H

#include <stdbool.h>
#include <stdint.h>

#include "template.h"

#define SEARCH_MAX_FAMS 8
#define SEARCH_MAX_POINTS 512

/* moves a person suggests (generate --try): at most this many, each of up to
 * TMPL_MAX_PARAMS parameters */
#define SEARCH_MAX_TRIES 8
#define SEARCH_NAME_MAX 32

/* a suggested move: parameters by name and the values to give them */
struct search_move {
	int n;
	char name[TMPL_MAX_PARAMS][SEARCH_NAME_MAX];
	int64_t val[TMPL_MAX_PARAMS];
};

/* text NAME=V[,NAME=V...] (NAME an upper-case parameter name, V an integer,
 * no NAME twice) as a move; false, with the reason in err, when it is not one */
bool search_parsemove(const char *text, struct search_move *m, char *err, size_t errlen);

/* one candidate: a family and a value for each of its parameters */
struct point {
	int fam;
	int64_t v[TMPL_MAX_PARAMS];
};

struct search {
	const struct tmpl *fams[SEARCH_MAX_FAMS];
	int nfams;
	int elembytes;
	uint64_t rng;
	struct point tried[SEARCH_MAX_POINTS];
	double score[SEARCH_MAX_POINTS];	/* < 0: failed or not yet measured */
	double noise[SEARCH_MAX_POINTS];	/* the relative noise of its timing */
	int ntried;
	struct point start;	/* the first round's lead, when start.fam >= 0 */
	/* per parameter of start's family, a bit per value index: values the start
	 * point's own template did not have (a parameter or value added since its
	 * variant was made); moves to them lead every round's single moves */
	uint32_t fresh[TMPL_MAX_PARAMS];
	/* a bit per family the job has never tried (added since its variant was
	 * made): with a start, their defaults join the start in round 0 */
	uint32_t newfams;
	/* moves suggested for round 0: each applied to its lead points (the start,
	 * else each family's defaults) in the families that have every parameter
	 * it names */
	const struct search_move *tries;
	int ntries;
	int best;		/* index into tried, -1 before any success */
	int base;		/* the best when the round began */
	int prev;		/* the base of the round before */
	int round;
	int stale;		/* rounds in a row without a gain above the noise */
};

/* start a search over the families that admit elements of elembytes; the
 * first round holds each family's defaults, or start when given (a point of
 * fams[start->fam], e.g. a sibling job's winner); fresh (NULL: none), with a
 * start, marks the values its template has gained since (see struct search) */
void search_init(struct search *s, const struct tmpl *const *fams, int nfams, int elembytes, uint64_t seed,
		 const struct point *start, const uint32_t *fresh);
/* families (a bit per index into fams) that the job's records have no
 * candidate of: with a start point, round 0 offers their defaults too */
void search_newfamilies(struct search *s, uint32_t fams);
/* moves (kept by the caller for the search's life) that round 0 offers beside
 * its lead points, each applied to them, within the round's width */
void search_tries(struct search *s, const struct search_move *m, int n);
/* the next round's points, at most max, never one proposed before; 0 when
 * the space around the best is exhausted */
int search_propose(struct search *s, struct point *out, int max);
/* a point's measurement: score (higher is better; < 0 when it failed) and the
 * relative noise of its timing */
void search_report(struct search *s, const struct point *p, double score, double noise);
/* close a round; returns true when it beat the best by more than the noise */
bool search_endround(struct search *s);
/* the best point so far, or NULL */
const struct point *search_best(const struct search *s, double *score);
/* how many candidates (at most max) a round can build, verify and time in room
 * seconds. Verifications run par at a time (the job's share of the GPU's
 * verification slots), so k candidates take ceil(k / par) waves, each as long
 * as one of the last round's (prep_s for its nprep candidates); then each is
 * timed alone, per_s the longest timing so far. Before any measurement (both
 * 0): max while there is room. */
int search_fit(double room, double prep_s, int nprep, int par, double per_s, int max);
/* the point as "NAME=V NAME=V ..."; false when out[len] cannot hold it all
 * (out then holds the pairs that fit whole) */
bool search_describe(const struct search *s, const struct point *p, char *out, size_t len);

#endif
