/* search_test.c: the template-search proposer: rounds, moves, noise, seeds */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "search.h"
#include "template.h"

#include "check.h"

/* a separable objective with its peak at BLOCK 512, VEC 8 */
static double objective(const struct point *p)
{
	double b = p->v[0] == 512 ? 1.0 : p->v[0] == 256 ? 0.9 : 0.8;
	double v = p->v[1] == 8 ? 1.0 : p->v[1] == 4 ? 0.9 : p->v[1] == 2 ? 0.8 : 0.7;

	return b * v;
}

/* run a search to its end on the objective; returns the rounds, fills the
 * sequence of points proposed */
static int drive(const struct tmpl *t, int elembytes, uint64_t seed, double noise, struct point *seq, int *nseq,
		 bool *dup, bool *bad)
{
	const struct tmpl *fams[1] = {t};
	struct search s;
	struct point pts[8];
	int rounds = 0;

	*nseq = 0;
	*dup = *bad = false;
	search_init(&s, fams, 1, elembytes, seed, NULL, NULL);
	for (;;) {
		int n = search_propose(&s, pts, 3);
		char err[64];

		if (n == 0)
			break;
		for (int i = 0; i < n; i++) {
			for (int k = 0; k < *nseq; k++)
				if (memcmp(&seq[k], &pts[i], sizeof(pts[i])) == 0)
					*dup = true;
			if (!tmpl_admits(t, pts[i].v, elembytes, err, sizeof(err)))
				*bad = true;
			seq[(*nseq)++] = pts[i];
			search_report(&s, &pts[i], objective(&pts[i]), noise);
		}
		search_endround(&s);
		rounds++;
		if (s.stale >= 2 || rounds > 20)
			break;
	}
	return rounds;
}

int main(void)
{
	struct diag d = {0};
	struct tmpl t;
	const struct tmpl *fams[1] = {&t};
	struct search s;
	struct point pts[16], seq[64], seq2[64], seq3[64], start = {.fam = 0, .v = {128, 2}};
	const struct point *best;
	double sc;
	bool dup, bad;
	int n, nseq, nseq2, nseq3;

	CHECK(tmpl_load("tests/templates/rmsnorm/good.cu", &t, &d) == 0, "the test family loads");
	diagfree(&d);

	/* round 0: the defaults alone */
	search_init(&s, fams, 1, 2, 7, NULL, NULL);
	n = search_propose(&s, pts, 8);
	CHECK(n == 1 && pts[0].v[0] == 256 && pts[0].v[1] == 4, "round 0 is the defaults (%d points)", n);
	/* a point's text, whole or not at all: a buffer too small for it says so and
	 * holds only whole pairs, never a value cut to another */
	{
		char text[64], small[12];

		CHECK(search_describe(&s, &pts[0], text, sizeof(text)) && strcmp(text, "BLOCK=256 VEC=4") == 0,
		      "describe: %s", text);
		CHECK(!search_describe(&s, &pts[0], small, 11) && strcmp(small, "BLOCK=256") == 0, "describe, cut: %s",
		      small);
		CHECK(!search_describe(&s, &pts[0], small, 8) && strcmp(small, "") == 0, "describe, cut in the first: %s",
		      small);
	}
	CHECK(search_best(&s, &sc) == NULL, "nothing is best before a report");

	/* a failure is never best; the round then has nothing to move from */
	search_report(&s, &pts[0], -1, 0);
	CHECK(!search_endround(&s) && search_best(&s, NULL) == NULL, "a failed default leaves no best");
	CHECK(search_propose(&s, pts, 8) == 0, "no best, no neighbours");

	/* round 1: single moves of one step around the best, each new */
	search_init(&s, fams, 1, 2, 7, NULL, NULL);
	n = search_propose(&s, pts, 8);
	search_report(&s, &pts[0], 0.5, 0.01);
	CHECK(search_endround(&s), "the first success is a gain");
	n = search_propose(&s, pts, 16);
	CHECK(n == 4, "BLOCK 128 and 512, VEC 2 and 8: %d moves", n);
	for (int i = 0; i < n; i++) {
		int moved = (pts[i].v[0] != 256) + (pts[i].v[1] != 4);

		CHECK(moved == 1, "one parameter moved: %lld %lld", (long long)pts[i].v[0], (long long)pts[i].v[1]);
	}

	/* a gain inside the noise is no gain, and the base stays best */
	for (int i = 0; i < n; i++)
		search_report(&s, &pts[i], 0.5 * 1.01, 0.03);
	CHECK(!search_endround(&s), "1%% over a base measured with 3%% noise is no gain");
	best = search_best(&s, &sc);
	CHECK(best && best->v[0] == 256 && best->v[1] == 4 && sc == 0.5, "the base stays best");
	CHECK(s.stale == 1, "one stale round: %d", s.stale);

	/* two steps once the single steps are spent */
	n = search_propose(&s, pts, 16);
	CHECK(n >= 1, "moves of two steps follow: %d", n);
	for (int i = 0; i < n; i++)
		CHECK(pts[i].v[1] == 1 || pts[i].v[0] != 256, "two steps: %lld %lld", (long long)pts[i].v[0],
		      (long long)pts[i].v[1]);

	/* combined: when BLOCK 512 and VEC 8 each beat the base, the next round
	 * leads with both */
	search_init(&s, fams, 1, 2, 7, NULL, NULL);
	n = search_propose(&s, pts, 8);
	search_report(&s, &pts[0], objective(&pts[0]), 0.001);
	search_endround(&s);
	n = search_propose(&s, pts, 16);
	for (int i = 0; i < n; i++)
		search_report(&s, &pts[i], objective(&pts[i]), 0.001);
	CHECK(search_endround(&s), "a single move gained");
	n = search_propose(&s, pts, 16);
	CHECK(n >= 1 && pts[0].v[0] == 512 && pts[0].v[1] == 8, "the combination leads: %lld %lld",
	      (long long)pts[0].v[0], (long long)pts[0].v[1]);

	/* the whole search: reaches the peak, never repeats a point, never
	 * proposes one the family's require: refuses (f32: VEC 8 is 32 bytes) */
	drive(&t, 2, 11, 0.001, seq, &nseq, &dup, &bad);
	CHECK(!dup && !bad, "no repeats (%d), none refused (%d)", dup, bad);
	{
		bool peak = false;

		for (int i = 0; i < nseq; i++)
			peak |= seq[i].v[0] == 512 && seq[i].v[1] == 8;
		CHECK(peak, "the peak was tried among %d points", nseq);
	}
	drive(&t, 4, 11, 0.001, seq3, &nseq3, &dup, &bad);
	CHECK(!dup && !bad, "f32: no repeats, none refused");
	for (int i = 0; i < nseq3; i++)
		CHECK(seq3[i].v[1] != 8, "f32 never gets VEC 8");

	/* the same seed, the same sequence */
	drive(&t, 2, 11, 0.001, seq2, &nseq2, &dup, &bad);
	CHECK(nseq == nseq2 && memcmp(seq, seq2, sizeof(seq[0]) * (size_t)nseq) == 0, "a search repeats for its seed");

	/* a start point is round 0 alone; when it fails, the defaults follow */
	search_init(&s, fams, 1, 2, 7, &start, NULL);
	n = search_propose(&s, pts, 8);
	CHECK(n == 1 && pts[0].v[0] == 128 && pts[0].v[1] == 2, "the start alone (%d)", n);
	search_report(&s, &pts[0], -1, 0);
	search_endround(&s);
	n = search_propose(&s, pts, 8);
	CHECK(n == 1 && pts[0].v[0] == 256 && pts[0].v[1] == 4, "then the defaults (%d)", n);
	search_report(&s, &pts[0], -1, 0);
	search_endround(&s);
	CHECK(search_propose(&s, pts, 8) == 0, "nothing passed, nothing left");
	/* a start point the require: lines refuse for this dtype (f32: VEC 8 is 32
	 * bytes): round 0 holds the defaults instead */
	{
		struct point wide = {.fam = 0, .v = {128, 8}};

		search_init(&s, fams, 1, 4, 7, &wide, NULL);
		n = search_propose(&s, pts, 8);
		CHECK(n == 1 && pts[0].v[0] == 256 && pts[0].v[1] == 4, "a refused start gives the defaults (%d)", n);
	}
	/* repaired moves: PACKS 8 needs MAXPACKS 8 and BLOCK 512, MAXPACKS 8 and EARLY 1
	 * each need BLOCK 512 (EARLY could have PACKS 2 at the same cost: the lower
	 * parameter moves); VEC 8 in f32 no other move can admit, and is left out */
	{
		struct tmpl ct;
		const struct tmpl *cf[1] = {&ct};
		const int64_t want[5][5] = {
			{512, 4, 4, 0, 4}, {1024, 2, 4, 0, 4}, {512, 8, 8, 0, 4}, {512, 4, 8, 0, 4}, {512, 4, 4, 1, 4},
		};
		char err[64];

		CHECK(tmpl_load("tests/templates/rmsnorm/coupled.cu", &ct, &d) == 0, "the coupled family loads");
		diagfree(&d);
		search_init(&s, cf, 1, 4, 7, NULL, NULL);
		n = search_propose(&s, pts, 16);
		search_report(&s, &pts[0], 0.5, 0.01);
		search_endround(&s);
		n = search_propose(&s, pts, 16);
		CHECK(n == 5, "five moves, three of them repaired: %d", n);
		for (int w = 0; w < 5; w++) {
			bool found = false;

			for (int i = 0; i < n; i++)
				found |= memcmp(pts[i].v, want[w], sizeof(want[w])) == 0;
			CHECK(found, "proposed: BLOCK=%lld PACKS=%lld MAXPACKS=%lld EARLY=%lld", (long long)want[w][0],
			      (long long)want[w][1], (long long)want[w][2], (long long)want[w][3]);
		}
		for (int i = 0; i < n; i++)
			CHECK(tmpl_admits(&ct, pts[i].v, 4, err, sizeof(err)) && pts[i].v[4] == 4,
			      "admitted, and f32 never VEC 8");
		tmpl_free(&ct);
	}
	/* a start point that passes leads to its neighbours, not to the defaults */
	search_init(&s, fams, 1, 2, 7, &start, NULL);
	n = search_propose(&s, pts, 8);
	search_report(&s, &pts[0], 0.5, 0.01);
	search_endround(&s);
	n = search_propose(&s, pts, 8);
	for (int i = 0; i < n; i++)
		CHECK((pts[i].v[0] != 128) + (pts[i].v[1] != 2) == 1, "a neighbour of the start: %lld %lld",
		      (long long)pts[i].v[0], (long long)pts[i].v[1]);
	/* a value the start's template lacked (VEC 4, index 2 in VEC's list) leads
	 * round 1 whatever the seed; without it, the seed's order decides */
	{
		uint32_t fresh[TMPL_MAX_PARAMS] = {0};
		int first_other = 0;

		fresh[1] = 1u << 2;
		for (uint64_t seed = 1; seed <= 24; seed++) {
			for (int with = 0; with < 2; with++) {
				search_init(&s, fams, 1, 2, seed, &start, with ? fresh : NULL);
				n = search_propose(&s, pts, 1);
				search_report(&s, &pts[0], 0.5, 0.01);
				search_endround(&s);
				n = search_propose(&s, pts, 1);
				if (with)
					CHECK(n == 1 && pts[0].v[0] == 128 && pts[0].v[1] == 4,
					      "seed %llu: the fresh move first, not %lld %lld", (unsigned long long)seed,
					      (long long)pts[0].v[0], (long long)pts[0].v[1]);
				else
					first_other += n == 1 && !(pts[0].v[0] == 128 && pts[0].v[1] == 4);
			}
		}
		CHECK(first_other > 0, "without fresh values some seed leads with another move");
		/* the other moves follow in later rounds */
		search_init(&s, fams, 1, 2, 3, &start, fresh);
		n = search_propose(&s, pts, 1);
		search_report(&s, &pts[0], 0.5, 0.01);
		search_endround(&s);
		n = search_propose(&s, pts, 8);
		CHECK(n == 3 && pts[0].v[1] == 4, "all three neighbours, the fresh one first (%d)", n);
	}
	/* a fresh value two steps along its list (VEC 8, index 3; the start has
	 * VEC 2, index 1) is a move of its own, ahead of the moves to values the
	 * template had; one-step moves to fresh values come before it */
	{
		uint32_t fresh[TMPL_MAX_PARAMS] = {0};

		fresh[1] = 1u << 3;
		for (uint64_t seed = 1; seed <= 24; seed++) {
			search_init(&s, fams, 1, 2, seed, &start, fresh);
			n = search_propose(&s, pts, 1);
			search_report(&s, &pts[0], 0.5, 0.01);
			search_endround(&s);
			n = search_propose(&s, pts, 1);
			CHECK(n == 1 && pts[0].v[0] == 128 && pts[0].v[1] == 8, "seed %llu: the far fresh value first, not %lld %lld",
			      (unsigned long long)seed, (long long)pts[0].v[0], (long long)pts[0].v[1]);
		}
		/* once tried it is not offered again; the neighbours follow */
		search_report(&s, &pts[0], 0.4, 0.01);
		search_endround(&s);
		n = search_propose(&s, pts, 8);
		CHECK(n == 3, "the three neighbours after the jump (%d)", n);
		for (int i = 0; i < n; i++)
			CHECK(pts[i].v[1] != 8, "no second VEC 8");
		fresh[1] = 1u << 2 | 1u << 3;
		search_init(&s, fams, 1, 2, 5, &start, fresh);
		n = search_propose(&s, pts, 1);
		search_report(&s, &pts[0], 0.5, 0.01);
		search_endround(&s);
		n = search_propose(&s, pts, 8);
		CHECK(n == 4 && pts[0].v[1] == 4 && pts[1].v[1] == 8 && pts[0].v[0] == 128 && pts[1].v[0] == 128,
		      "VEC 4 (one step), VEC 8 (two), then the rest (%d)", n);
	}
	/* a family the job has never tried joins the start in round 0 with its
	 * defaults; in a round too narrow for it, it leads the next */
	{
		struct tmpl ct;
		const struct tmpl *two[2] = {&t, &ct};

		CHECK(tmpl_load("tests/templates/rmsnorm/coupled.cu", &ct, &d) == 0, "the coupled family loads");
		diagfree(&d);
		search_init(&s, two, 2, 2, 7, &start, NULL);
		n = search_propose(&s, pts, 8);
		CHECK(n == 1 && pts[0].fam == 0, "without new families the start alone (%d)", n);
		search_init(&s, two, 2, 2, 7, &start, NULL);
		search_newfamilies(&s, 1u << 1);
		n = search_propose(&s, pts, 8);
		CHECK(n == 2 && pts[0].fam == 0 && pts[0].v[1] == 2 && pts[1].fam == 1 && pts[1].v[0] == ct.params[0].def,
		      "the start, then the new family's defaults (%d)", n);
		search_init(&s, two, 2, 2, 7, &start, NULL);
		search_newfamilies(&s, 1u << 1);
		n = search_propose(&s, pts, 1);
		CHECK(n == 1 && pts[0].fam == 0, "a round of one: the start");
		search_report(&s, &pts[0], 0.5, 0.01);
		search_endround(&s);
		n = search_propose(&s, pts, 1);
		CHECK(n == 1 && pts[0].fam == 1, "then the new family's defaults lead");
		/* it wins: the descent goes on from it, in its family */
		search_report(&s, &pts[0], 0.9, 0.01);
		search_endround(&s);
		n = search_propose(&s, pts, 8);
		CHECK(n > 0, "moves from the new family's defaults (%d)", n);
		for (int i = 0; i < n; i++)
			CHECK(pts[i].fam == 1, "in the new family");
		tmpl_free(&ct);
	}
	/* suggested moves (generate --try): round 0 offers each applied to its lead
	 * point, where the family has every parameter it names and admits the result,
	 * within the round's width; later rounds go on as before */
	{
		struct search_move m[4], no;
		char err[160];
		const char *wrong[] = {"", "VEC", "vec=2", "VEC=2,", "VEC=2,VEC=4", "VEC=x", "VEC=1=2", "1VEC=2",
				       "ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFG=1", "VEC=99999999999999999999999"};

		CHECK(search_parsemove("VEC=8", &m[0], err, sizeof(err)) && m[0].n == 1 && strcmp(m[0].name[0], "VEC") == 0 &&
			      m[0].val[0] == 8,
		      "VEC=8 reads: %s", err);
		CHECK(search_parsemove("BLOCK=512,VEC=2", &m[1], err, sizeof(err)) && m[1].n == 2 && m[1].val[0] == 512 &&
			      m[1].val[1] == 2,
		      "two parameters read: %s", err);
		CHECK(search_parsemove("EARLY=1", &m[2], err, sizeof(err)), "a parameter the family lacks reads");
		CHECK(search_parsemove("BLOCK=100", &m[3], err, sizeof(err)), "a value the family lacks reads");
		for (size_t i = 0; i < sizeof(wrong) / sizeof(wrong[0]); i++) {
			err[0] = 0;
			CHECK(!search_parsemove(wrong[i], &no, err, sizeof(err)) && err[0], "'%s' refused: %s", wrong[i], err);
		}
		search_init(&s, fams, 1, 2, 7, &start, NULL);
		search_tries(&s, m, 4);
		n = search_propose(&s, pts, 8);
		CHECK(n == 3 && pts[0].v[0] == 128 && pts[0].v[1] == 2 && pts[1].v[0] == 128 && pts[1].v[1] == 8 &&
			      pts[2].v[0] == 512 && pts[2].v[1] == 2,
		      "the start, then each move applied to it; EARLY and BLOCK=100 left out (%d)", n);
		search_init(&s, fams, 1, 2, 7, &start, NULL);
		search_tries(&s, m, 4);
		CHECK(search_propose(&s, pts, 2) == 2 && pts[1].v[1] == 8, "within the round's width");
		search_init(&s, fams, 1, 4, 7, &start, NULL);
		search_tries(&s, m, 4);
		n = search_propose(&s, pts, 8);
		CHECK(n == 2 && pts[1].v[0] == 512 && pts[1].v[1] == 2, "f32: VEC 8 refused by the require: lines (%d)", n);
		{
			const struct tmpl *two[2] = {&t, &t};

			search_init(&s, two, 2, 2, 7, &start, NULL);
			search_newfamilies(&s, 1u << 1);
			search_tries(&s, m, 4);
			n = search_propose(&s, pts, 8);
			CHECK(n == 4 && pts[1].fam == 0 && pts[1].v[1] == 8 && pts[2].fam == 0 && pts[2].v[0] == 512 &&
				      pts[3].fam == 1 && pts[3].v[0] == 256 && pts[3].v[1] == 4,
			      "the start, the moves applied to it, then a new family's defaults (%d)", n);
			search_init(&s, two, 2, 2, 7, &start, NULL);
			search_newfamilies(&s, 1u << 1);
			search_tries(&s, m, 4);
			n = search_propose(&s, pts, 2);
			CHECK(n == 2 && pts[1].fam == 0 && pts[1].v[1] == 8,
			      "a narrow round keeps the move before a new family's defaults (%d)", n);
		}
		search_init(&s, fams, 1, 2, 7, NULL, NULL);
		search_tries(&s, m, 4);
		n = search_propose(&s, pts, 8);
		CHECK(n == 3 && pts[0].v[0] == 256 && pts[0].v[1] == 4 && pts[1].v[0] == 256 && pts[1].v[1] == 8 &&
			      pts[2].v[0] == 512 && pts[2].v[1] == 2,
		      "no start: the defaults, then the moves applied to them (%d)", n);
		/* the move wins; the descent goes on from it, never offering a point twice */
		search_report(&s, &pts[0], 0.5, 0.01);
		search_report(&s, &pts[1], 0.7, 0.01);
		search_report(&s, &pts[2], 0.6, 0.01);
		CHECK(search_endround(&s), "the suggested move gained");
		n = search_propose(&s, pts, 16);
		CHECK(n > 0, "moves around it (%d)", n);
		for (int i = 0; i < n; i++)
			CHECK((pts[i].v[0] != 256) + (pts[i].v[1] != 8) == 1 && !(pts[i].v[0] == 512 && pts[i].v[1] == 2),
			      "a new neighbour of BLOCK=256 VEC=8: %lld %lld", (long long)pts[i].v[0], (long long)pts[i].v[1]);
	}
	search_init(&s, fams, 1, 2, 7, &start, NULL);
	n = search_propose(&s, pts, 8);

	/* round widths from the time left */
	CHECK(search_fit(0, 0, 0, 1, 0, 8) == 0, "no room, no round");
	CHECK(search_fit(-5, 1, 1, 1, 1, 8) == 0, "past the end, no round");
	CHECK(search_fit(NAN, 1, 1, 1, 1, 8) == 0, "a NaN room is no room");
	CHECK(search_fit(100, 0, 0, 1, 0, 8) == 8, "before any measurement, the full width");
	CHECK(search_fit(100, 10, 1, 1, 5, 0) == 0, "a budget spent, no round");
	/* session 8 on the H200: six jobs on 8 slots (one each), 120 s left, one candidate
	 * verified in 30 s and timed in 8: three fit, not the eleven the time left after
	 * one round's verification gave */
	CHECK(search_fit(120, 30, 1, 1, 8, 8) == 3, "one slot: verification counted per candidate (%d)",
	      search_fit(120, 30, 1, 1, 8, 8));
	/* a job alone on 8 slots: eight verify in one wave */
	CHECK(search_fit(40, 20, 1, 8, 5, 8) == 4, "8 slots, 40 s: one wave of 20 s and four timings (%d)",
	      search_fit(40, 20, 1, 8, 5, 8));
	CHECK(search_fit(100, 20, 1, 8, 5, 8) == 8, "8 slots, 100 s: the full width");
	CHECK(search_fit(100, 40, 8, 4, 5, 8) == 8, "4 slots, the last round's 8 in 2 waves of 20 s: 100 s holds 8");
	CHECK(search_fit(60, 40, 8, 4, 5, 8) == 4, "60 s: one wave and four timings, a second wave does not fit (%d)",
	      search_fit(60, 40, 8, 4, 5, 8));
	CHECK(search_fit(9, 40, 8, 1, 5, 8) == 0, "less than one candidate's time: none");
	CHECK(search_fit(100, 10, 1, 0, 5, 8) == 6, "no slots counts as one (%d)", search_fit(100, 10, 1, 0, 5, 8));

	/* describe */
	{
		char text[64];

		search_describe(&s, &pts[0], text, sizeof(text));
		CHECK(strcmp(text, "BLOCK=128 VEC=2") == 0, "describe: %s", text);
		search_describe(&s, &pts[0], text, 8);
		CHECK(strlen(text) < 8, "describe stays in its buffer: %s", text);
	}
	tmpl_free(&t);
	return check_done();
}
