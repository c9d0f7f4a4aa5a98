/* prompt.c: the prompts of the LLM proposers: rendering a template's slots
 * and the texts that fill them, each bounded */
#include "prompt.h"
#include "proto.h"

#include <ctype.h>
#include <jansson.h>
#include <math.h>
#include <string.h>

static const char rules[] =
	"- Write one CUDA C++ translation unit that defines the launcher exactly as declared, with\n"
	"  extern \"C\" linkage, and the kernels it launches. Nothing else is linked in.\n"
	"- No library calls: no cuBLAS, cuDNN, CUTLASS, Thrust, CUB device-wide algorithms or any\n"
	"  header outside the CUDA toolkit's basic ones (cuda_runtime.h, cuda_bf16.h, cuda_fp16.h).\n"
	"- No streams, events, threads or memory of your own: launch on the stream you are given,\n"
	"  allocate nothing, never synchronise the device, never copy between host and device.\n"
	"- Return errors instead of aborting: check the launch with cudaGetLastError() and return\n"
	"  it; return cudaErrorInvalidValue for shapes you cannot handle. Never print or exit.\n"
	"- Correct for every shape and value the spec admits, within its tolerances, including\n"
	"  sizes that are not multiples of your vector width and unaligned tails.\n"
	"- Deterministic: the same inputs give the same bits on every run.\n"
	"- Answer with the complete source in one fenced code block (```cuda ... ```);\n"
	"  explanations, if any, go outside it and stay short.\n";

const char *prompt_rules(void)
{
	return rules;
}

static const struct prompt_slot *findslot(const struct prompt_slot *slots, int n, const char *name, size_t len)
{
	for (int i = 0; i < n; i++)
		if (strlen(slots[i].name) == len && strncmp(slots[i].name, name, len) == 0)
			return &slots[i];
	return NULL;
}

int prompt_render(const char *tmpl, const struct prompt_slot *slots, int nslots, struct buf *out, struct buf *err)
{
	const char *p = tmpl;
	int bad = 0, line = 1;

	bufputs(out, "");
	while (*p) {
		const char *q = strstr(p, "{{"), *name, *e;
		const struct prompt_slot *s;

		if (!q) {
			bufputs(out, p);
			break;
		}
		for (const char *c = p; c < q; c++)
			line += *c == '\n';
		bufadd(out, p, (size_t)(q - p));
		name = q + 2;
		for (e = name; *e == '_' || (*e >= 'a' && *e <= 'z'); e++)
			;
		if (e == name || strncmp(e, "}}", 2) != 0) {
			bufprintf(err, "line %d: malformed slot '%.20s': expected {{name}} with name in [a-z_]\n", line, q);
			bad++;
			p = q + 2;
			continue;
		}
		s = findslot(slots, nslots, name, (size_t)(e - name));
		if (!s) {
			bufprintf(err, "line %d: unknown slot {{%.*s}}; known:", line, (int)(e - name), name);
			for (int i = 0; i < nslots; i++)
				bufprintf(err, " {{%s}}", slots[i].name);
			bufputc(err, '\n');
			bad++;
		} else if (!s->text) {
			bufprintf(err, "line %d: slot {{%s}} is missing: nothing fills it\n", line, s->name);
			bad++;
		} else {
			bufputs(out, s->text);
		}
		p = e + 2;
	}
	return bad ? -1 : 0;
}

/* text, cut at max bytes on a line end when there is one, saying how much is left out */
static void capped(struct buf *out, const char *text, size_t max)
{
	size_t n = strlen(text), k = n;

	if (n > max) {
		k = max;
		while (k > max / 2 && text[k - 1] != '\n')
			k--;
	}
	bufadd(out, text, k);
	if (k < n)
		bufprintf(out, "%s[... %zu more bytes not shown]\n", k && text[k - 1] == '\n' ? "" : "\n", n - k);
	else if (k && text[k - 1] != '\n')
		bufputc(out, '\n');
}

void prompt_spec(const char *spectext, struct buf *out)
{
	capped(out, spectext, PROMPT_MAX_SOURCE);
}

/* what the stride arguments mean, a line a tensor that takes them: the spec's layout
 * names alone do not say how to index */
static void strides(const struct spec *s, struct buf *out)
{
	for (int i = 0; i < s->nparams; i++) {
		const struct param *p = &s->params[i];
		int n = spec_nstrides(p);

		if (n == 0)
			continue;
		bufprintf(out, "\n%s (layout %s): ", p->name, spec_layoutname(p->layout));
		/* "x_stride0 is the stride" or "x_stride0..x_stride2 are the strides" */
		bufprintf(out, "%s_stride0", p->name);
		if (n > 1)
			bufprintf(out, "..%s_stride%d", p->name, n - 1);
		bufputs(out, n > 1 ? " are the strides" : " is the stride");
		if (p->layout == LAYOUT_INNER)
			bufprintf(out,
				  ", in elements, of its outer dimensions (outermost first); the last dimension is "
				  "dense. The strides are of any size and order (padded rows, transposed views) but "
				  "never overlap: the element at indices (i0, ..., last) is at %s + i0 * %s_stride0 + "
				  "... + last. A row start is aligned only as far as the strides allow: take the "
				  "vector width from the strides and the row length too.\n",
				  p->name, p->name);
		else
			bufprintf(out,
				  ", in elements, of each of its dimensions: 0 (broadcast: every index along it "
				  "reads the same elements, as PyTorch's expand makes) or the dense stride. The "
				  "element at indices (i0, ...) is at %s + i0 * %s_stride0 + ...; vector loads are "
				  "valid only where the stride is 1.\n",
				  p->name, p->name);
	}
}

void prompt_launcher(const struct spec *s, enum dtype dt, const char *arch, struct buf *out)
{
	struct buf name = {0};

	sig_launcher_name(s, dt, arch, &name);
	bufprintf(out, "The launcher is named %s; define exactly this function (CUDA C++, job dtype %s, element\n"
		       "type %s):\n\n",
		  name.data, dtinfo(dt)->name, dtinfo(dt)->cuda);
	sig_launcher(s, dt, arch, out);
	strides(s, out);
	buffree(&name);
}

void prompt_target(const struct spec *s, enum dtype dt, const struct prompt_target *t, struct buf *out)
{
	bufprintf(out, "- arch: %s", t->arch);
	if (t->gpu && *t->gpu)
		bufprintf(out, " (%s)", t->gpu);
	bufputc(out, '\n');
	if (t->sms > 0)
		bufprintf(out, "- streaming multiprocessors: %d\n", t->sms);
	if (t->copy_gbps > 0)
		bufprintf(out, "- measured copy bandwidth: %.0f GB/s\n", t->copy_gbps);
	if (t->mma_tflops > 0)
		bufprintf(out, "- measured matrix ceiling (dense bf16 MMA, f32 accumulation): %.0f TFLOP/s; the floor\n"
			       "  is the greater of the bytes over the copy bandwidth and the flops over it\n", t->mma_tflops);
	bufprintf(out, "- bench shapes (the candidate is timed on these; the roofline floor is the bytes the\n"
		       "  cost model says must move, over the copy bandwidth):\n");
	for (int i = 0; i < s->nbenches; i++) {
		struct exprerr e;
		int64_t bytes = 0;

		bufputs(out, "  -");
		for (int k = 0; k < s->nsyms; k++)
			bufprintf(out, " %s=%lld", s->syms[k].name, (long long)s->benches[i].v[k]);
		if (s->bytes && spec_eval(s, s->bytes, s->benches[i].v, dt, &bytes, &e)) {
			int64_t flops = 0;
			double fl_us = t->mma_tflops > 0 && s->flops && spec_eval(s, s->flops, s->benches[i].v, dt, &flops, &e)
					       ? (double)flops / (t->mma_tflops * 1e6) : 0;

			bufprintf(out, ": %lld bytes", (long long)bytes);
			if (fl_us > 0)
				bufprintf(out, ", %lld flops", (long long)flops);
			if (t->copy_gbps > 0)
				bufprintf(out, ", floor %.2f us", fmax((double)bytes / (t->copy_gbps * 1e3), fl_us));
		}
		bufputc(out, '\n');
	}
	if (spec_whole(s)->nclasses) {
		const struct spec *w = spec_whole(s);

		bufputs(out, "- shape class: the library calls this variant for ");
		if (*spec_classname(s))
			bufprintf(out, "the shapes of class '%s' (%s)", spec_classname(s), w->classes[s->cls].whensrc);
		else
			bufputs(out, "the shapes no shape class of the op takes");
		bufputs(out, "; tune it for those, but it is verified on every test and bench shape, and must be\n"
			     "  correct for every shape the spec admits\n");
	}
}

/* the bench events as "shape N: median M us, floor F us, R% of the roofline" lines */
static void benchlines(const struct vresult *r, struct buf *out)
{
	size_t i;
	json_t *e;

	json_array_foreach(r->bench, i, e) {
		double med = json_number_value(json_object_get(e, "median_us"));
		double fl = json_number_value(json_object_get(e, "floor_us"));
		double fr = json_number_value(json_object_get(e, "roofline_frac"));

		bufprintf(out, "  - bench shape %lld: median %.2f us, floor %.2f us, %.1f%% of the roofline\n",
			  (long long)json_integer_value(json_object_get(e, "index")), med, fl, fr * 100);
	}
}

void prompt_best(const struct vresult *best, struct buf *out)
{
	if (!best || !best->source) {
		bufputs(out, "None yet: this is the first candidate of the job.\n");
		return;
	}
	bufprintf(out, "Verdict: %s.\n", verdict_info(best->final)->name);
	if (json_array_size(best->bench)) {
		bufputs(out, "Measurements:\n");
		benchlines(best, out);
	}
	bufputs(out, "Source:\n```cuda\n");
	capped(out, best->source, PROMPT_MAX_SOURCE);
	bufputs(out, "```\n");
}

void prompt_trimlog(const char *log, size_t max, struct buf *out)
{
	const char *p = log, *first = NULL;

	/* nvcc and the host compiler say "error" on the line that matters */
	for (; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
		const char *nl = strchr(p, '\n');
		size_t n = nl ? (size_t)(nl - p) : strlen(p);
		const char *hit = strstr(p, "error");

		if (hit && (size_t)(hit - p) < n) {
			first = p;
			break;
		}
	}
	if (!first)
		first = log;
	if (first != log)
		bufputs(out, "[... the lines before the first error not shown]\n");
	capped(out, first, max);
}

void prompt_feedback(const struct vresult *last, struct buf *out)
{
	const struct vstage *st;
	const struct verdictinfo *vi;

	if (!last || last->nst == 0) {
		bufputs(out, "None: this is the first attempt.\n");
		return;
	}
	st = &last->st[last->nst - 1];
	vi = verdict_info(st->v);
	bufprintf(out, "The last candidate ended at stage %s with verdict %s: %s.\n", vi->stage, vi->name, vi->meaning);
	if (st->detail && *st->detail) {
		bufputs(out, "Detail:\n");
		capped(out, st->detail, PROMPT_MAX_EVIDENCE);
	}
	if (st->v == V_FAIL_COMPILE || st->v == V_FAIL_LINK) {
		if (last->compile_log && *last->compile_log) {
			bufputs(out, "Compiler output, from the first error:\n");
			prompt_trimlog(last->compile_log, PROMPT_MAX_LOG, out);
		}
	} else if (st->evidence && *st->evidence) {
		bufputs(out, "Evidence (the first mismatching elements, or the check that failed):\n");
		capped(out, st->evidence, PROMPT_MAX_EVIDENCE);
	}
	if (json_array_size(last->bench)) {
		bufputs(out, "Its timing:\n");
		benchlines(last, out);
	}
}

int prompt_propose(const char *tmpl, const struct prompt_job *j, struct buf *out, struct buf *err)
{
	struct buf spec = {0}, launcher = {0}, target = {0}, best = {0}, feedback = {0};
	int rc;

	prompt_spec(j->spectext, &spec);
	prompt_launcher(j->spec, j->dt, j->target.arch, &launcher);
	prompt_target(j->spec, j->dt, &j->target, &target);
	prompt_best(j->best, &best);
	prompt_feedback(j->last, &feedback);
	{
		struct prompt_slot slots[] = {
			{"spec", spec.data},	 {"launcher", launcher.data}, {"target", target.data},
			{"rules", prompt_rules()}, {"best", best.data},	      {"feedback", feedback.data},
		};

		rc = prompt_render(tmpl, slots, (int)AK_LEN(slots), out, err);
	}
	buffree(&spec);
	buffree(&launcher);
	buffree(&target);
	buffree(&best);
	buffree(&feedback);
	return rc;
}
