/* proposetmpl.c: the template proposer
 *
 * A searched job: ANALYZE (its families, the point it starts from) ->
 * PROPOSE (a round of points from search.c) -> COMPILE, VERIFY and BENCH the
 * round (candidate.c) -> DECIDE (the stop rule), then the finals. A job whose
 * arch has no GPU here compiles one point: the winner of its op and dtype on
 * an arch that has one (this run's, or the newest vetted variant), or with
 * compile_only the family's defaults. */
#include "proposetmpl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "candidate.h"
#include "dtype.h"
#include "progress.h"
#include "run.h"
#include "search.h"
#include "util.h"

/* why no family of templates/<op>/ supports the job: none of its dtype, or those
 * of its dtype are for other archs (an archs: line), each named with its archs.
 * fams: room for max, left empty */
static void nofamily(struct gen *g, const struct gjob *gj, struct tmpl *fams, int max, char *why, size_t whylen)
{
	const char *op = gj->j->spec->op, *dn = dtinfo(gj->j->dt)->name;
	char ignore[8] = "";	/* a family that does not load: the first load said so */
	int n = tmpl_loadop(g->c->templates, op, 1u << gj->j->dt, NULL, fams, max, ignore, sizeof(ignore));
	struct buf b = {0};

	bufprintf(&b, "no kernel family of templates/%s supports %s", op, dn);
	if (n > 0)
		bufprintf(&b, " on %s: those of %s are for other archs (", gj->j->arch, dn);
	for (int i = 0; i < n; i++) {
		bufprintf(&b, "%s%s: ", i ? "; " : "", fams[i].path);
		tmpl_archnames(&fams[i], &b);
		tmpl_free(&fams[i]);
	}
	if (n > 0)
		bufputs(&b, ")");
	snprintf(why, whylen, "%s", b.data);
	buffree(&b);
}

/* load the families of templates/<op>/ that support dt and apply to the job's
 * arch; returns how many */
int loadfams(struct gen *g, const struct gjob *gj, struct tmpl *fams, int max, char *why, size_t whylen)
{
	int n = tmpl_loadop(g->c->templates, gj->j->spec->op, 1u << gj->j->dt, gj->j->arch, fams, max, why, whylen);

	if (n == 0 && !why[0])
		nofamily(g, gj, fams, max, why, whylen);
	return n;
}

/* the family a point's template path names, or -1 */
static int famindex(const struct tmpl *fams, int n, const char *path)
{
	for (int i = 0; i < n; i++)
		if (strcmp(fams[i].path, path) == 0)
			return i;
	return -1;
}

/* read the point back from an instance's text: the template's path in its
 * first comment and its AKP_ definitions (a parameter it lacks, or a value
 * the parameter's list has lost, at the family's default); returns 0 or -1.
 * fresh (unless NULL), set only on success: per parameter, a bit per value
 * index for the values the instance's own template, whose text it carries,
 * did not have */
static int readinstance(const char *text, const struct tmpl *fams, int n, struct point *p, uint32_t *fresh)
{
	const char *a = strstr(text, "an instance of "), *e;
	char path[512];
	uint32_t fr[TMPL_MAX_PARAMS] = {0};

	if (!a)
		return -1;
	a += strlen("an instance of ");
	e = strstr(a, " (sha256");
	if (!e || (size_t)(e - a) >= sizeof(path))
		return -1;
	snprintf(path, sizeof(path), "%.*s", (int)(e - a), a);
	p->fam = famindex(fams, n, path);
	if (p->fam < 0)
		return -1;
	for (int i = 0; i < fams[p->fam].nparams; i++) {
		const struct tparam *tp = &fams[p->fam].params[i];
		char def[128];
		const char *d;
		int64_t v;
		char num[32];
		size_t k = 0;

		if (fresh) {
			int64_t old[TMPL_MAX_VALUES];
			int nold = tmpl_text_values(text, tp->name, old, TMPL_MAX_VALUES);

			/* a parameter the instance's template lacked: every value
			 * but the default the point takes for it */
			for (int j = 0; j < tp->nvals; j++) {
				bool had = nold < 0 && tp->vals[j] == tp->def;

				for (int o = 0; o < nold; o++)
					had |= old[o] == tp->vals[j];
				if (!had)
					fr[i] |= 1u << j;
			}
		}
		snprintf(def, sizeof(def), "#define AKP_%s ", tp->name);
		d = strstr(text, def);
		/* a parameter added to the family since the instance was made
		 * takes its default, and so does a value its list no longer
		 * holds: the rest of the point is still the place to start */
		p->v[i] = tp->def;
		if (!d)
			continue;
		d += strlen(def);
		while (k + 1 < sizeof(num) && d[k] && d[k] != '\n')
			num[k] = d[k], k++;
		num[k] = 0;
		if (!parseint(num, &v))
			return -1;
		for (int j = 0; j < tp->nvals; j++)
			if (tp->vals[j] == v)
				p->v[i] = v;
	}
	if (fresh)
		memcpy(fresh, fr, sizeof(fr));
	return 0;
}

/* the point of job j's newest record when it is vetted and its variant is an
 * instance of one of fams (fresh: as readinstance) */
bool vettedpoint(struct gen *g, const struct job *j, const struct tmpl *fams, int nfams, struct point *p,
			uint32_t *fresh)
{
	struct prov_jobrec rec;
	char rel[256];
	char *path;
	struct buf text = {0};
	bool ok;

	pthread_mutex_lock(&g->m);
	ok = prov_latest_job(g->db, j->spec->op, j->arch, dtinfo(j->dt)->name, spec_classname(j->spec), &rec) == 1 &&
	     rec.status == PROV_VETTED;
	pthread_mutex_unlock(&g->m);
	if (!ok)
		return false;
	variantname(j, rel, sizeof(rel));
	path = pathjoin(g->c->out, rel);
	ok = readfile(path, TMPL_MAX_BYTES * 2, &text) == 0 &&
	     (!fams || readinstance(text.data, fams, nfams, p, fresh) == 0);
	free(path);
	buffree(&text);
	return ok;
}

bool classpoint(struct gen *g, const struct job *j, const struct tmpl *fams, int nfams, struct point *p,
		uint32_t *fresh)
{
	enum dtype dts[DT_COUNT];
	const int n = spec_jobdtypes(j->spec, dts);
	struct job other = *j;

	for (int i = 0; i < n; i++) {
		other.dt = dts[i];
		if (other.dt != j->dt && vettedpoint(g, &other, fams, nfams, p, fresh))
			return true;
	}
	return false;
}

/* the point a job starts from: its own last vetted variant (a job made stale
 * by a changed input: the best place to look again), else its sibling's
 * winner in this run, else the vetted variant of its op, class and dtype on
 * another arch that its ports come from, else (a searched job) a vetted variant
 * of its op and class on its arch in another dtype (classpoint), else (a shape
 * class's job) that of its op's default class on its arch and dtype. fresh
 * (unless NULL): the values its families have gained since that variant was
 * made, as readinstance */
static bool startpoint(struct gen *g, const struct gjob *gj, const struct tmpl *fams, int nfams, struct point *p,
		       uint32_t *fresh)
{
	const struct spec *s = gj->j->spec;
	struct job other = *gj->j;
	struct prov_jobrec rec;
	int rc;

	if (fresh)
		memset(fresh, 0, sizeof(uint32_t) * TMPL_MAX_PARAMS);
	if (gj->ownstart && vettedpoint(g, gj->j, fams, nfams, p, fresh))
		return true;
	if (gj->sibling >= 0) {
		const struct gjob *sb = &g->v[gj->sibling];

		if (won(sb)) {
			p->fam = famindex(fams, nfams, sb->family);
			if (p->fam >= 0) {
				memcpy(p->v, sb->win.v, sizeof(p->v));
				return true;
			}
		}
	}
	/* the vetted variant its ports come from (plan_portsource: of its dtype
	 * on another arch), then, for a searched job, one of its class in another
	 * dtype on its arch */
	pthread_mutex_lock(&g->m);
	rc = plan_portsource(g->db, gj->j, &rec, &other.arch);
	pthread_mutex_unlock(&g->m);
	if (rc == 1 && vettedpoint(g, &other, fams, nfams, p, fresh))
		return true;
	if (gj->search && classpoint(g, gj->j, fams, nfams, p, fresh))
		return true;
	other = *gj->j;
	other.spec = spec_class(s, spec_whole(s)->nclasses, gj->j->dt);
	return other.spec && other.spec != s && vettedpoint(g, &other, fams, nfams, p, fresh);
}

/* one round: build, verify, time; returns the candidates judged. *prep_s:
 * the seconds of the build and verification (the candidates side by side),
 * *bench_s: the longest timing of one candidate, the wait for the GPU included
 * (0 when none was timed) */
static int round1(struct gen *g, struct gjob *gj, const struct tmpl *fams, struct search *s, struct cand *cds,
		  const struct point *pts, int n, int round, double end, double *prep_s, double *bench_s)
{
	char desc[512];
	int passed = 0;
	double t0 = elapsed(g);

	*bench_s = 0;
	for (int i = 0; i < n; i++)
		candinit(g, gj, &cds[i], fams, &pts[i], gj->tried + i + 1);
	setstage(g, gj, "COMPILE", 0, n);
	eachcand(cds, n, buildone, NULL);
	if (gj->search) {
		setstage(g, gj, "VERIFY", 0, n);
		eachcand(cds, n, checkone, compiled);
		*prep_s = elapsed(g) - t0;
		for (int i = 0; i < n; i++) {
			double tb = elapsed(g);

			if (!judgedok(&cds[i]))
				continue;
			/* past the job's time, a later round's candidates stay
			 * verified but untimed; the first round is always timed */
			if (round > 0 && elapsed(g) > end)
				continue;
			setstage(g, gj, "BENCH", i + 1, n);
			benchone(g, &cds[i], g->c->screen_ms);
			passed += cds[i].score >= 0;
			if (elapsed(g) - tb > *bench_s)
				*bench_s = elapsed(g) - tb;
		}
	} else {
		*prep_s = elapsed(g) - t0;
	}
	pthread_mutex_lock(&g->m);
	for (int i = 0; i < n; i++) {
		struct cand *cd = &cds[i];

		if (gj->search)
			search_report(s, &cd->p, cd->score, cd->noise);
		if (cd->built)
			cd->attempt = recordcand(g, gj, cd, gj->search ? "search" : "compile-only", round, 0);
		search_describe(s, &cd->p, desc, sizeof(desc));
		if (!cd->built)
			say(g, gj, "candidate %d (%s): akgen could not judge it", gj->tried + i + 1, desc);
		else if (cd->score >= 0)
			say(g, gj, "candidate %d: %.1f%% of the roofline (least %.1f%%, noise %.1f%%): %s",
			    gj->tried + i + 1, 100 * cd->score, 100 * cd->minfrac, 100 * cd->noise, desc);
		else if (cd->r.final == V_PASS)
			say(g, gj, "candidate %d: verified, not timed (the job's time was up): %s", gj->tried + i + 1, desc);
		else
			say(g, gj, "candidate %d: %s: %s", gj->tried + i + 1, verdict_info(cd->r.final)->name, desc);
	}
	gj->tried += n;
	pthread_mutex_unlock(&g->m);
	return passed;
}

/* the families, a bit per index, that the records of the job's (op, arch,
 * dtype) hold no candidate of while holding some of another: families added
 * since the job was last searched. 0 for a job never searched (its round 0
 * holds every family's defaults anyway) and when the records cannot say */
static uint32_t newfamilies(struct gen *g, const struct gjob *gj, const struct tmpl *fams, int nfams)
{
	int64_t total = 0;
	uint32_t mask = 0;

	for (int i = 0; i < nfams && i < SEARCH_MAX_FAMS; i++) {
		char proposer[160];
		int64_t n;

		snprintf(proposer, sizeof(proposer), "template:%s/%s", fams[i].op, fams[i].family);
		pthread_mutex_lock(&g->m);
		n = prov_attempts_by(g->db, gj->j->spec->op, gj->j->arch, dtinfo(gj->j->dt)->name,
				     spec_classname(gj->j->spec), proposer);
		pthread_mutex_unlock(&g->m);
		if (n < 0)
			return 0;
		total += n;
		if (n == 0)
			mask |= 1u << i;
	}
	return total > 0 ? mask : 0;
}

void searchjob(struct gen *g, struct gjob *gj, const struct tmpl *fams, int nfams)
{
	const struct genconf *c = g->c;
	struct search s;
	struct point start, pts[MAX_WIDTH];
	uint32_t fresh[TMPL_MAX_PARAMS];
	struct cand *all = NULL;
	int nall = 0, nprep = 0, width = c->width < MAX_WIDTH ? c->width : MAX_WIDTH;
	double end = jobdeadline(g, gj), t0 = elapsed(g), prep = 0, per = 0;
	bool hasstart = startpoint(g, gj, fams, nfams, &start, fresh);
	const struct tmpl *fp[SEARCH_MAX_FAMS];
	struct cand *win;

	if (!jobrow(g, gj))
		return;
	for (int i = 0; i < nfams && i < SEARCH_MAX_FAMS; i++)
		fp[i] = &fams[i];
	search_init(&s, fp, nfams, dtinfo(gj->j->dt)->size, c->seed, hasstart ? &start : NULL, fresh);
	search_newfamilies(&s, newfamilies(g, gj, fams, nfams));
	search_tries(&s, c->tries, c->ntries);
	for (;;) {
		int max = c->budget - gj->tried < width ? c->budget - gj->tried : width, n;
		double best = -1, p, b;
		bool gain;

		/* after the first round, as many candidates as the job's time can
		 * still build, verify and time, by the last round's verification per
		 * candidate and the longest timing (verifications and timings take
		 * turns on the GPU: a wide round would leave its last candidates
		 * verified and untimed; on the H200 with six jobs, round 2's eight a
		 * job all were, when the estimate took a round's verification as the
		 * same whatever its width and however many jobs shared the slots) */
		if (s.round > 0) {
			max = search_fit(end - elapsed(g), prep, nprep, verifyslots(g, gj), per, max);
			if (max < 1)
				break;
		}
		n = max > 0 ? search_propose(&s, pts, max) : 0;
		if (n == 0)
			break;
		all = xreallocarray(all, (size_t)(nall + n), sizeof(all[0]));
		round1(g, gj, fams, &s, all + nall, pts, n, s.round, end, &p, &b);
		nall += n;
		prep = p;
		nprep = n;
		per = b > per ? b : per;
		gain = search_endround(&s);
		gj->rounds = s.round;
		pthread_mutex_lock(&g->m);
		if (search_best(&s, &best)) {
			gj->scored = true;
			gj->score = best;
		}
		say(g, gj, "round %d: %s; best %.1f%% of the roofline", s.round, gain ? "a gain" : "no gain above the noise",
		    100 * (best > 0 ? best : 0));
		pthread_mutex_unlock(&g->m);
		if (best >= c->target || s.stale >= c->patience || gj->tried >= c->budget)
			break;
	}
	win = finals(g, gj, all, nall);
	gj->secs = elapsed(g) - t0;
	pthread_mutex_lock(&g->m);
	if (win) {
		vetted(gj, win, fams[win->p.fam].path);
		gj->win = win->p;
		search_describe(&s, &win->p, gj->values, sizeof(gj->values));
	} else if (run_iscut()) {
		leftcut(g, gj);
	} else {
		gj->status = PROV_FAILED;
		snprintf(gj->why, sizeof(gj->why), "no candidate of %d passed the whole protocol", gj->tried);
	}
	conclude(g, gj, win);
	say(g, gj, "%s", gj->why);
	pthread_mutex_unlock(&g->m);
	for (int i = 0; i < nall; i++)
		candfree(&all[i]);
	free(all);
}

void compilejob(struct gen *g, struct gjob *gj, const struct tmpl *fams, int nfams)
{
	struct point p;
	struct cand cd;
	struct search s;
	const struct tmpl *fp[SEARCH_MAX_FAMS];
	bool ported;
	double t0 = elapsed(g);

	memset(&p, 0, sizeof(p));
	ported = startpoint(g, gj, fams, nfams, &p, NULL);

	for (int i = 0; i < nfams && i < SEARCH_MAX_FAMS; i++)
		fp[i] = &fams[i];
	search_init(&s, fp, nfams, dtinfo(gj->j->dt)->size, g->c->seed, NULL, NULL);
	if (!ported) {
		if (!g->c->compile_only) {
			leave(g, gj, " and no vetted variant to port: left as it was (--compile-only records the family's "
				     "defaults as compiled only)");
			return;
		}
		if (search_propose(&s, &p, 1) < 1) {
			leave(g, gj, " and its families offer no point to compile: left as it was");
			return;
		}
	}
	if (!jobrow(g, gj))
		return;
	candinit(g, gj, &cd, fams, &p, 1);
	setstage(g, gj, "COMPILE", 1, 1);
	buildone(&cd);
	gj->secs = elapsed(g) - t0;
	pthread_mutex_lock(&g->m);
	gj->tried = 1;
	if (cd.built && cd.r.final == V_PASS_STATIC) {
		unverified(g, gj, &cd.r);
		cd.attempt = recordcand(g, gj, &cd, "compile-only", 0, 0);
		gj->attempt = cd.attempt;
		gj->status = PROV_COMPILED_ONLY;
		gj->win = p;
		snprintf(gj->family, sizeof(gj->family), "%s", fams[p.fam].path);
		search_describe(&s, &p, gj->values, sizeof(gj->values));
		snprintf(gj->why, sizeof(gj->why), "compiled only, unverified (%s)",
			 ported ? "the vetted variant's parameters" : "the family's defaults");
		conclude(g, gj, gj->attempt > 0 ? &cd : NULL);
	} else if (run_iscut()) {
		if (cd.built)
			recordcand(g, gj, &cd, "compile-only", 0, 0);
		leftcut(g, gj);
		conclude(g, gj, NULL);
	} else {
		if (cd.built)
			recordcand(g, gj, &cd, "compile-only", 0, 0);
		gj->status = PROV_FAILED;
		snprintf(gj->why, sizeof(gj->why), "the candidate did not compile: %s",
			 cd.built && cd.r.nst ? cd.r.st[cd.r.nst - 1].detail : "akgen could not judge it");
		conclude(g, gj, NULL);
	}
	say(g, gj, "%s", gj->why);
	pthread_mutex_unlock(&g->m);
	candfree(&cd);
}
