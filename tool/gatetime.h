/* gatetime.h: the regression gate's baseline, timed beside a job's winner */
#ifndef AK_GATETIME_H
#define AK_GATETIME_H

struct gen;
struct gjob;
struct cand;

/* the variant win would replace (the newest vetted job of its op, arch, dtype and
 * class) built from its recorded source, verified and timed on win's GPU as win's
 * finals timed it, recorded as an attempt of gj's job (role "gate-baseline"): sets
 * gj->gate_prev (that job, 0: none) and gj->gate_base (the attempt; 0: not timed, and
 * gj->gate_note says why). Call it outside g->m, once win is recorded. */
void gate_baseline(struct gen *g, struct gjob *gj, const struct cand *win);

#endif
