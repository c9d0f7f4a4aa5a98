/* report.c: akgen report --html, one self-contained page for a reviewer (report.h):
 * no script, no network, no file beside it; the charts are inline SVG */
#define _POSIX_C_SOURCE 200809L
#include "report.h"

#include <jansson.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explain.h"
#include "prov.h"
#include "util.h"

/* text as HTML */
static void esc(struct buf *b, const char *s)
{
	for (; s && *s; s++) {
		switch (*s) {
		case '<':
			bufputs(b, "&lt;");
			break;
		case '>':
			bufputs(b, "&gt;");
			break;
		case '&':
			bufputs(b, "&amp;");
			break;
		case '"':
			bufputs(b, "&quot;");
			break;
		default:
			bufputc(b, *s);
		}
	}
}

static void anchor(struct buf *b, const struct job *j)
{
	char op[64];

	bufprintf(b, "v-%s-%s-%s", job_label(j, op, sizeof(op)), dtinfo(j->dt)->name, j->arch);
}

static const char css[] =
	"body{font:14px/1.4 sans-serif;margin:24px;color:#222;max-width:1100px}"
	"table{border-collapse:collapse;margin:8px 0}td,th{border:1px solid #ccc;padding:3px 8px;text-align:left}"
	"td.vetted{background:#c8f0c8}td.compiled_only{background:#fff2b3}td.missing{background:#f6c6c6}"
	"td.stale{outline:2px dashed #b58900;outline-offset:-3px}"
	"svg{background:#fafafa;border:1px solid #ddd;margin:4px 8px 4px 0}pre{background:#f4f4f4;padding:8px;"
	"overflow-x:auto}h2{border-bottom:1px solid #ccc}.note{color:#666}";

struct counts {
	struct buf *b;
};

static int onecount(void *ctx, const char *verdict, int64_t n)
{
	struct counts *c = ctx;

	bufputs(c->b, "<tr><td>");
	esc(c->b, verdict);
	bufprintf(c->b, "</td><td>%lld</td></tr>\n", (long long)n);
	return 0;
}

/* the matrix's row of the jobs i..to (one op's) of the shape class named cls ("":
 * the default class): a cell per column, linked to its variant */
static void matrixrow(struct buf *b, const struct plan *plan, json_t **ex, int i, int to, const char *cls,
		      const char *cols[][2], int ncols)
{
	char op[64] = "";

	for (int m = i; m < to; m++)
		if (strcmp(spec_classname(plan->v[m].spec), cls) == 0)
			job_label(&plan->v[m], op, sizeof(op));
	bufputs(b, "<tr><th>");
	esc(b, op);
	bufputs(b, "</th>");
	for (int k = 0; k < ncols; k++) {
		int f = -1;

		for (int m = i; m < to; m++)
			if (strcmp(spec_classname(plan->v[m].spec), cls) == 0 && strcmp(plan->v[m].arch, cols[k][0]) == 0 &&
			    strcmp(dtinfo(plan->v[m].dt)->name, cols[k][1]) == 0)
				f = m;
		if (f < 0) {
			bufputs(b, "<td></td>");
		} else if (!ex[f]) {
			bufputs(b, "<td class=\"missing\">missing</td>");
		} else {
			const char *st = json_string_value(json_object_get(ex[f], "status"));

			bufprintf(b, "<td class=\"%s%s\"><a href=\"#", st, plan->v[f].state == JOB_STALE ? " stale" : "");
			anchor(b, &plan->v[f]);
			bufprintf(b, "\">%s</a></td>", strcmp(st, "compiled_only") == 0 ? "compiled only" : st);
		}
	}
	bufputs(b, "</tr>\n");
}

/* the matrix: ops down, arch x dtype across; each cell links to its variant */
static void matrix(struct buf *b, const struct plan *plan, json_t **ex)
{
	const char *cols[64][2];
	int ncols = 0;

	for (int i = 0; i < plan->n; i++) {
		int k = 0;

		while (k < ncols && !(strcmp(cols[k][0], plan->v[i].arch) == 0 &&
				      strcmp(cols[k][1], dtinfo(plan->v[i].dt)->name) == 0))
			k++;
		if (k == ncols && ncols < 64) {
			cols[ncols][0] = plan->v[i].arch;
			cols[ncols++][1] = dtinfo(plan->v[i].dt)->name;
		}
	}
	bufputs(b, "<table id=\"matrix\"><tr><th>op</th>");
	for (int k = 0; k < ncols; k++)
		bufprintf(b, "<th>%s %s</th>", cols[k][0], cols[k][1]);
	bufputs(b, "</tr>\n");
	/* a row per op and shape class (the default class first), an op's jobs together */
	for (int i = 0, to; i < plan->n; i = to) {
		const struct spec *w = spec_whole(plan->v[i].spec);

		for (to = i; to < plan->n && spec_whole(plan->v[to].spec) == w;)
			to++;
		for (int r = 0; r <= w->nclasses; r++)
			matrixrow(b, plan, ex, i, to, spec_classnameof(w, spec_listclass(w, r)), cols, ncols);
	}
	bufputs(b, "</table>\n<p class=\"note\">Green: vetted on a GPU of its arch; yellow: compiled only, "
		   "unverified; red: no record. A dashed outline: the record is for other inputs (stale).</p>\n");
}

/* per op: the roofline fraction of every bench shape of every timed variant */
static void roofline(struct buf *b, const struct plan *plan, json_t **ex, int from, int to)
{
	const int w = 640, h = 220, left = 40, bottom = 40, top = 16;
	int bars = 0, k = 0;
	double bw;

	for (int i = from; i < to; i++)
		if (ex[i])
			bars += (int)json_array_size(json_object_get(ex[i], "bench"));
	if (bars == 0) {
		bufputs(b, "<p class=\"note\">No variant of this op was timed.</p>\n");
		return;
	}
	bw = (double)(w - left - 10) / bars;
	bufprintf(b, "<svg class=\"roofline\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
		  "xmlns=\"http://www.w3.org/2000/svg\">\n", w, h, w, h);
	/* the axis: 0 to 120% of the roofline floor, a line at 100% */
	for (int t = 0; t <= 120; t += 20) {
		double y = h - bottom - (h - bottom - top) * t / 120.0;

		bufprintf(b, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"%s\"%s/>"
			  "<text x=\"2\" y=\"%.1f\" font-size=\"10\">%d%%</text>\n", left, y, w - 10, y,
			  t == 100 ? "#b00" : "#ddd", t == 100 ? " stroke-dasharray=\"4 3\"" : "", y + 3, t);
	}
	for (int i = from; i < to; i++) {
		size_t q;
		json_t *m;

		if (!ex[i])
			continue;
		json_array_foreach(json_object_get(ex[i], "bench"), q, m) {
			double f = json_real_value(json_object_get(m, "roofline_frac"));
			double hh = (h - bottom - top) * fmin(f, 1.2) / 1.2, x = left + k * bw;
			char *shape = json_dumps(json_object_get(m, "shape"), JSON_COMPACT | JSON_SORT_KEYS);

			bufprintf(b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#4a7fc1\">"
				  "<title>", x + 1, h - bottom - hh, bw - 2, hh);
			bufprintf(b, "%s%s%s %s %s ", plan->v[i].spec->op, *spec_classname(plan->v[i].spec) ? "." : "",
				  spec_classname(plan->v[i].spec), dtinfo(plan->v[i].dt)->name, plan->v[i].arch);
			esc(b, shape);
			bufprintf(b, ": %.1f%% of the roofline floor</title></rect>\n", 100 * f);
			if (q == 0)
				bufprintf(b, "<text x=\"%.1f\" y=\"%d\" font-size=\"10\">%s</text>\n", x + 1, h - bottom + 14,
					  dtinfo(plan->v[i].dt)->name);
			free(shape);
			k++;
		}
	}
	bufprintf(b, "<text x=\"%d\" y=\"%d\" font-size=\"11\">roofline fraction of every bench shape, by dtype "
		  "(hover a bar for its shape)</text>\n</svg>\n", left, h - 8);
}

/* the search's path of one job: candidate number against score (the lowest roofline
 * fraction of its bench shapes), on a scale from the worst score to the best */
static void path(struct buf *b, struct prov *p, const struct job *j, json_t *e)
{
	const int w = 300, h = 170, left = 36, right = 8, top = 20, bottom = 22;
	double *sc = NULL, best = 0, lo = 0.8, hi = 1.05;
	int n = 0;

	if (!e || prov_job_scores(p, json_integer_value(json_object_get(e, "job")), &sc, &n) != 0 || n == 0) {
		free(sc);
		return;
	}
	for (int i = 0; i < n; i++)
		if (!isnan(sc[i])) {
			best = fmax(best, sc[i]);
			lo = fmin(lo, floor(sc[i] * 20) / 20);
			hi = fmax(hi, ceil(sc[i] * 20) / 20);
		}
	bufprintf(b, "<svg class=\"path\" width=\"%d\" height=\"%d\" xmlns=\"http://www.w3.org/2000/svg\">"
		  "<text x=\"4\" y=\"12\" font-size=\"10\">%s %s: %d candidates, best %.1f%%</text>\n", w, h,
		  dtinfo(j->dt)->name, j->arch, n, 100 * best);
	/* ticks at multiples of 5%, at most five of them */
	for (double t = lo, step = 0.05 * ceil((hi - lo) / 0.05 / 5 - 1e-9); t <= hi + 1e-9; t += step) {
		double y = h - bottom - (h - bottom - top) * (t - lo) / (hi - lo);

		bufprintf(b, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"%s\"/><text x=\"2\" "
			  "y=\"%.1f\" font-size=\"9\">%.0f%%</text>\n", left, y, w - right, y,
			  fabs(t - 1) < 1e-9 ? "#b00" : "#e4e4e4", y + 3, 100 * t);
	}
	for (int i = 0; i < n; i++) {
		double x = left + 6 + (w - left - right - 12) * (n > 1 ? (double)i / (n - 1) : 0.5);

		if (n <= 12 || i == 0 || i == n - 1)
			bufprintf(b, "<text x=\"%.1f\" y=\"%d\" font-size=\"9\">%d</text>", x - 3, h - 6, i + 1);
		if (isnan(sc[i]))
			bufprintf(b, "<text x=\"%.1f\" y=\"%d\" font-size=\"11\" fill=\"#b00\">x<title>candidate %d: "
				  "not timed (rejected or not reached)</title></text>\n", x - 3, top + 10, i + 1);
		else
			bufprintf(b, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\" fill=\"%s\"><title>candidate %d: "
				  "%.1f%%</title></circle>\n", x,
				  h - bottom - (h - bottom - top) * (sc[i] - lo) / (hi - lo),
				  sc[i] == best ? "#2a9d3a" : "#4a7fc1", i + 1, 100 * sc[i]);
	}
	bufputs(b, "</svg>\n");
	free(sc);
}

/* a variant's measurements: a row a bench shape, with its time at the spec's least
 * alignment where the harness timed one ("not timed" where the record has none) */
static void benchtable(struct buf *b, json_t *e)
{
	size_t i;
	json_t *x;

	if (json_array_size(json_object_get(e, "bench")) == 0)
		return;
	bufputs(b, "<table class=\"bench\"><tr><th>bench shape</th><th>median</th><th>of the roofline floor</th>"
		   "<th>at the spec's least alignment</th></tr>\n");
	json_array_foreach(json_object_get(e, "bench"), i, x) {
		char *shape = json_dumps(json_object_get(x, "shape"), JSON_COMPACT | JSON_SORT_KEYS);
		json_t *med = json_object_get(x, "median_us"), *frac = json_object_get(x, "roofline_frac");
		json_t *ma = json_object_get(x, "min_align_median_us"), *mr = json_object_get(x, "min_align_ratio");

		bufputs(b, "<tr><td>");
		esc(b, shape);
		bufputs(b, "</td><td>");
		if (json_is_real(med))
			bufprintf(b, "%.2f us", json_real_value(med));
		bufputs(b, "</td><td>");
		if (json_is_real(frac))
			bufprintf(b, "%.1f%%", 100 * json_real_value(frac));
		bufputs(b, json_is_real(ma) || json_is_real(mr) ? "</td><td class=\"minalign\">"
								: "</td><td class=\"minalign note\">not timed");
		if (json_is_real(ma))
			bufprintf(b, "%.2f us", json_real_value(ma));
		if (json_is_real(mr))
			bufprintf(b, json_is_real(ma) ? " (%.2fx)" : "%.2fx", json_real_value(mr));
		bufputs(b, "</td></tr>\n");
		free(shape);
	}
	bufputs(b, "</table>\n");
}

/* a variant's explanation: its measurements, and explain's fields as text */
static void variant(struct buf *b, const struct job *j, json_t *e)
{
	char op[64];
	char *t = json_dumps(e, JSON_INDENT(1) | JSON_SORT_KEYS);

	bufputs(b, "<section id=\"");
	anchor(b, j);
	bufprintf(b, "\"><h3>%s %s %s: %s</h3>\n", job_label(j, op, sizeof(op)), dtinfo(j->dt)->name, j->arch,
		  json_string_value(json_object_get(e, "status")));
	benchtable(b, e);
	bufputs(b, "<pre>");
	esc(b, t);
	bufputs(b, "</pre></section>\n");
	free(t);
}

int report_html(const struct plan *plan, const struct explainconf *c, const char *outfile)
{
	struct prov *p = prov_open(c->db, PROV_READONLY);
	json_t **ex = xcalloc((size_t)plan->n + 1, sizeof(ex[0]));
	struct buf b = {0};
	struct counts cn = {&b};
	char head[65];
	int64_t entries = 0;
	int nv = 0, nc = 0, nm = 0, rc = 0;

	if (!p || prov_ledger_head(p, head, &entries) != 0)
		rc = 3;
	for (int i = 0; i < plan->n && rc == 0; i++) {
		bool none;

		ex[i] = explain_json(c, &plan->v[i], &none);
		if (!ex[i] && !none)
			rc = 3;
		else if (!ex[i])
			nm++;
		else if (strcmp(json_string_value(json_object_get(ex[i], "status")), "vetted") == 0)
			nv++;
		else
			nc++;
	}
	if (rc == 0) {
		bufprintf(&b, "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>akops: the "
			  "records of %s</title><style>%s</style></head><body>\n", c->out, css);
		bufputs(&b, "<h1>akops: what ");
		esc(&b, c->out);
		bufprintf(&b, " holds and how it was made</h1>\n<p id=\"summary\">%d jobs: <b>%d vetted</b>, %d compiled "
			  "only, %d missing. Ledger: %lld entries, head <code>%s</code> (<code>akgen audit</code> checks it)."
			  "</p>\n<h2>Jobs by arch and dtype</h2>\n", plan->n, nv, nc, nm, (long long)entries, head);
		matrix(&b, plan, ex);
		bufputs(&b, "<h2>Verdicts, every stage of every attempt</h2>\n<table id=\"verdicts\"><tr><th>verdict</th>"
			    "<th>stages</th></tr>\n");
		if (prov_verdict_counts(p, onecount, &cn) != 0)
			rc = 3;
		bufputs(&b, "</table>\n");
		for (int i = 0; i < plan->n && rc == 0; i++) {
			int to = i;

			while (to < plan->n && spec_whole(plan->v[to].spec) == spec_whole(plan->v[i].spec))
				to++;
			bufprintf(&b, "<h2 id=\"op-%s\">%s</h2>\n", plan->v[i].spec->op, plan->v[i].spec->op);
			roofline(&b, plan, ex, i, to);
			bufputs(&b, "<div>");
			for (int k = i; k < to; k++)
				if (ex[k] && json_array_size(json_object_get(ex[k], "bench")) > 0)
					path(&b, p, &plan->v[k], ex[k]);
			bufputs(&b, "</div>\n");
			i = to - 1;
		}
		bufputs(&b, "<h2>Variants</h2>\n");
		for (int i = 0; i < plan->n; i++)
			if (ex[i])
				variant(&b, &plan->v[i], ex[i]);
		bufputs(&b, "</body></html>\n");
	}
	if (rc == 0 && writefile(outfile, b.data, b.len) < 0)
		rc = 3;
	if (rc == 0)
		printf("%s: report: %s: %d jobs, %d vetted\n", argv0, outfile, plan->n, nv);
	for (int i = 0; i < plan->n; i++)
		json_decref(ex[i]);
	free(ex);
	prov_close(p);
	buffree(&b);
	return rc;
}
