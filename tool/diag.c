/* diag.c: error messages about a file, collected, sorted and printed together */
#include "diag.h"

#include <stdlib.h>

void diagf(struct diag *d, int line, int col, const char *path, const char *fmt, ...)
{
	struct buf b = {0};
	va_list ap;

	if (d->n >= DIAG_MAX) {
		d->dropped++;
		return;
	}
	if (path && *path)
		bufprintf(&b, "%s: ", path);
	va_start(ap, fmt);
	bufvprintf(&b, fmt, ap);
	va_end(ap);
	if (d->n == d->cap) {
		d->cap = d->cap ? d->cap * 2 : 16;
		d->msgs = xreallocarray(d->msgs, d->cap, sizeof(d->msgs[0]));
	}
	d->msgs[d->n].line = line;
	d->msgs[d->n].col = col;
	d->msgs[d->n].text = b.data;
	d->n++;
}

size_t diagcount(const struct diag *d)
{
	return d->n + d->dropped;
}

static int cmpmsg(const void *a, const void *b)
{
	const struct diagmsg *x = a, *y = b;

	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	if (x->col != y->col)
		return x->col < y->col ? -1 : 1;
	return 0;
}

void diagprint(struct diag *d, FILE *f)
{
	size_t i;

	/* a stable sort: insertion sort is enough for at most DIAG_MAX entries */
	for (i = 1; i < d->n; i++) {
		struct diagmsg m = d->msgs[i];
		size_t j = i;

		while (j > 0 && cmpmsg(&d->msgs[j - 1], &m) > 0) {
			d->msgs[j] = d->msgs[j - 1];
			j--;
		}
		d->msgs[j] = m;
	}
	for (i = 0; i < d->n; i++) {
		if (d->msgs[i].line > 0)
			fprintf(f, "%s:%d:%d: %s\n", d->file, d->msgs[i].line, d->msgs[i].col, d->msgs[i].text);
		else
			fprintf(f, "%s: %s\n", d->file, d->msgs[i].text);
	}
	if (d->dropped)
		fprintf(f, "%s: %zu more errors not shown\n", d->file, d->dropped);
}

void diagfree(struct diag *d)
{
	for (size_t i = 0; i < d->n; i++)
		free(d->msgs[i].text);
	free(d->msgs);
	d->msgs = NULL;
	d->n = d->cap = d->dropped = 0;
}
