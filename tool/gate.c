/* gate.c: the regression gate (akgen generate)
 *
 * A job vetted again is compared with the variant it would replace, the previous
 * vetted job's of the same op, arch, dtype and class, whatever its key: that variant
 * timed again beside the new winner, on its GPU, in its run (gatetime.c), at every
 * bench shape both timed, by roofline fraction. A shape regresses when the new
 * fraction falls short of the baseline's by more than the noise of both timings, the
 * rule the search's gains follow (candidate.c, search.c): each median's standard error
 * from its spread, doubled, and never less than half a percent. Where both timed the
 * shape's sets at the spec's least alignment too (measurement_placements, schema 8), those
 * medians are compared the same way, with the shape's noise (the harness records no
 * spread of them; they are half its sets, timed in turn with the others): slower there is
 * a regression as well, and a side not timed so is said, not judged. The decision and all
 * figures of every shape are the stage GATE's verdict on the new attempt: PASS_GATE,
 * REGRESSION (not adopted: the previous variant keeps shipping) or ACCEPTED_REGRESSION
 * (--accept-regression). */
#define _POSIX_C_SOURCE 200809L
#include "gate.h"

#include <math.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prov.h"
#include "provint.h"
#include "util.h"

/* the smallest relative loss that counts, as the search's smallest gain */
#define GATE_MIN_LOSS 0.005
#define GATE_MAX_SHAPES 64

struct timing {
	char shape[256];
	double median, p10, p90, reps, frac;
	double minalign;	/* the median at the spec's least alignment; NaN: not timed so */
};

/* the newest timing of each shape of an attempt; how many, or -1 */
static int timings(struct prov *p, int64_t attempt, struct timing *out, int max)
{
	struct bind b;
	int n = 0;

#define TIMINGS(ma, join)                                                                                            \
	"SELECT m.shape, m.median_us, m.p10_us, m.p90_us, m.reps, m.roofline_frac, " ma " FROM measurements AS m "   \
	join " WHERE m.attempt_id = ? AND m.id = (SELECT max(id) FROM measurements WHERE attempt_id = m.attempt_id " \
	"AND shape = m.shape) ORDER BY m.id"

	/* the time at the least alignment where the schema has it: the median, else its
	 * ratio times the median (a measurement not timed so has no row) */
	if (pv_prepare(p,
		       prov_version(p) >= PROV_PLACEMENT_SINCE
			       ? TIMINGS("coalesce(x.min_align_median_us, x.min_align_ratio * m.median_us)",
					 "LEFT JOIN measurement_placements AS x ON x.measurement_id = m.id")
			       : TIMINGS("NULL", ""),
		       &b) < 0)
		return -1;
	sqlite3_bind_int64(b.st, 1, attempt);
	while (n < max && sqlite3_step(b.st) == SQLITE_ROW) {
		const char *s = (const char *)sqlite3_column_text(b.st, 0);

		if (!s)
			continue;
		snprintf(out[n].shape, sizeof(out[n].shape), "%s", s);
		out[n].median = sqlite3_column_double(b.st, 1);
		out[n].p10 = sqlite3_column_double(b.st, 2);
		out[n].p90 = sqlite3_column_double(b.st, 3);
		out[n].reps = sqlite3_column_double(b.st, 4);
		out[n].frac = sqlite3_column_double(b.st, 5);
		out[n].minalign = sqlite3_column_type(b.st, 6) == SQLITE_NULL ? NAN : sqlite3_column_double(b.st, 6);
		n++;
	}
	sqlite3_finalize(b.st);
	return n;
}

/* a median's relative noise: its standard error, doubled (candidate.c's benchscore) */
static double noise(const struct timing *t)
{
	if (!(t->median > 0))
		return 0;
	return 2 * 1.2533 * ((t->p90 - t->p10) / 2.563) / t->median / sqrt(t->reps >= 1 ? t->reps : 1);
}

/* whether a loss past need is the worst yet: then it is, and a regression */
static bool worstyet(struct gate_out *out, double *worst, double loss, double need)
{
	if (!(loss > need && loss - need > *worst))
		return false;
	*worst = loss - need;
	out->decision = GATE_REGRESSION;
	return true;
}

/* the shape's sets at the spec's least alignment: compared as its medians are, where
 * both timed them, with need the shape's noise; a side not timed so is said */
static void minalign(const struct gate_in *in, const struct timing *now, const struct timing *o, double need,
		     struct gate_out *out, double *worst)
{
	if (isnan(now->minalign) || isnan(o->minalign)) {
		bufprintf(&out->detail, ", at the least alignment not timed by %s",
			  !isnan(o->minalign) ? "the new variant" : isnan(now->minalign) ? "either" : "the baseline");
		return;
	}
	bufprintf(&out->detail, ", at the least alignment %.2f us against %.2f us", now->minalign, o->minalign);
	if (worstyet(out, worst, 1 - o->minalign / now->minalign, need))
		snprintf(out->why, sizeof(out->why),
			 "slower than job %lld's variant at %.100s at the spec's least alignment: %.2f us against %.2f us, "
			 "beyond the noise (%.1f%%)",
			 (long long)in->prev_job, now->shape, now->minalign, o->minalign, 100 * need);
}

int gate_judge(struct prov *p, const struct gate_in *in, struct gate_out *out)
{
	struct timing *was = xcalloc(GATE_MAX_SHAPES, sizeof(*was)), *now = xcalloc(GATE_MAX_SHAPES, sizeof(*now));
	int nwas, nnow, compared = 0, rc = 0;
	double worst = 0;

	memset(out, 0, sizeof(*out));
	out->decision = GATE_PASS;
	nwas = timings(p, in->base_attempt, was, GATE_MAX_SHAPES);
	nnow = timings(p, in->new_attempt, now, GATE_MAX_SHAPES);
	if (nwas < 0 || nnow < 0) {
		rc = -1;
		goto out;
	}
	bufprintf(&out->detail, "against job %lld's variant timed again beside it (attempt %lld)", (long long)in->prev_job,
		  (long long)in->base_attempt);
	for (int i = 0; i < nnow; i++) {
		const struct timing *o = NULL;
		double need = GATE_MIN_LOSS, loss;

		for (int k = 0; k < nwas && !o; k++)
			if (strcmp(was[k].shape, now[i].shape) == 0)
				o = &was[k];
		if (!o || !(o->frac > 0) || !(now[i].frac > 0))
			continue;
		compared++;
		if (noise(o) > need)
			need = noise(o);
		if (noise(&now[i]) > need)
			need = noise(&now[i]);
		loss = 1 - now[i].frac / o->frac;
		bufprintf(&out->detail, "; %s: %.2f us (%.1f%% of the roofline) against %.2f us (%.1f%%), noise %.1f%%",
			  now[i].shape, now[i].median, 100 * now[i].frac, o->median, 100 * o->frac, 100 * need);
		if (worstyet(out, &worst, loss, need))
			snprintf(out->why, sizeof(out->why),
				 "slower than job %lld's variant at %.100s: %.2f us (%.1f%% of the roofline) against "
				 "%.2f us (%.1f%%), beyond the noise (%.1f%%)",
				 (long long)in->prev_job, now[i].shape, now[i].median, 100 * now[i].frac, o->median,
				 100 * o->frac, 100 * need);
		minalign(in, &now[i], o, need, out, &worst);
	}
	if (compared == 0 && out->decision == GATE_PASS)
		snprintf(out->why, sizeof(out->why), "not compared: no bench shape timed by both");
	if (out->decision == GATE_REGRESSION && in->accept)
		out->decision = GATE_ACCEPTED;
out:
	free(was);
	free(now);
	return rc;
}

int gate_refusal(struct prov *p, const char *op, const char *arch, const char *dtype, const char *cls, int64_t rec_id,
		 char *why, size_t n)
{
	struct bind b;
	int rc;

#define REFUSAL(cls)                                                                                      \
	"SELECT v.detail FROM jobs AS j JOIN attempts AS a ON a.job_id = j.id JOIN verdicts AS v ON v.attempt_id = " \
	"a.id WHERE j.op = ? AND j.arch = ? AND j.dtype = ? AND " cls " = ? AND j.id > ? AND v.stage = '" GATE_STAGE  \
	"' AND v.verdict = 'REGRESSION' ORDER BY v.id DESC LIMIT 1"

	/* a database older than the shape classes (and than the gate) has only default classes */
	if (pv_prepare(p,
		       prov_version(p) >= PROV_CLASS_SINCE
			       ? REFUSAL("coalesce((SELECT class FROM job_classes WHERE job_id = j.id), '')")
			       : REFUSAL("''"),
		       &b) < 0)
		return -1;
	pv_btext(&b, op);
	pv_btext(&b, arch);
	pv_btext(&b, dtype);
	pv_btext(&b, cls);
	sqlite3_bind_int64(b.st, 5, rec_id);
	rc = sqlite3_step(b.st);
	if (rc == SQLITE_ROW)
		snprintf(why, n, "%s", sqlite3_column_text(b.st, 0) ? (const char *)sqlite3_column_text(b.st, 0) : "");
	sqlite3_finalize(b.st);
	return rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : -1;
}
