/* provtexts.c: the long texts of the records (format 2; provrecords.c has the
 * format): a TEXT value of REC_TEXT_MIN bytes or more is written in its row as
 * t"SHA256", the sha256 of its bytes, and the bytes once in DIR/texts/SHA256.gz, a gzip
 * stream (zlib level 9, its default header: mtime 0, so an export writes the same bytes
 * again with the same zlib). The MANIFEST lists each text with its length, never
 * anything of the compressed bytes: it is a function of the database alone, and a
 * stream another zlib wrote reads the same.
 *
 * What is read is bounded: a text's length by the MANIFEST (at most REC_LINE_MAX, and
 * never more than that and one byte inflated), its file by what a gzip stream of that
 * many bytes can take. */
#define _POSIX_C_SOURCE 200809L
#define ZLIB_CONST
#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "provrec.h"
#include "sha256.h"
#include "util.h"

/* the name of a text's file in texts/, and its path under dir (allocated) */
static void textname(const char *sha, char name[68])
{
	snprintf(name, 68, "%.64s.gz", sha);
}

static char *textpath(const char *dir, const char *sha)
{
	char name[68];

	textname(sha, name);
	return xasprintf("%s/" REC_TEXTS "/%s", dir, name);
}

static int bysha(const void *a, const void *b)
{
	return strncmp(((const struct mtext *)a)->sha, ((const struct mtext *)b)->sha, 64);
}

struct mtext *rec_text(const struct manifest *m, const char *sha)
{
	struct mtext key;

	memcpy(key.sha, sha, 64);
	key.sha[64] = '\0';
	return m->nx ? bsearch(&key, m->x, (size_t)m->nx, sizeof(*m->x), bysha) : NULL;
}

bool rec_textlisted(const struct manifest *m, const char *name)
{
	return strlen(name) == 67 && strspn(name, "0123456789abcdef") == 64 && strcmp(name + 64, ".gz") == 0 &&
	       rec_text(m, name) != NULL;
}

/* ---- reading a text back */

/* the most of its file a gzip stream of n bytes may take: any encoder's stored
 * blocks, and a header with a name or a comment */
static size_t gzipmax(size_t n)
{
	return n + n / 8 + 65536;
}

/* nothing after a text's gzip stream: left bytes of the last read, or more to read */
static int nothingmore(int fd, const char *path, const char *name, size_t left, struct buf *why)
{
	char c;
	ssize_t n = 0;

	while (left == 0 && (n = read(fd, &c, 1)) < 0 && errno == EINTR)
		;
	if (n < 0) {
		warn("cannot read %s:", path);
		return -1;
	}
	if (left > 0 || n > 0) {
		bufprintf(why, REC_TEXTS "/%s: more after its gzip stream (a text is one stream, and the file ends "
			  "with it)", name);
		return 1;
	}
	return 0;
}

/* inflate the open file fd (a text's, named name) into out, at most x->bytes + 1
 * bytes of it; 0, 1 with why, -1 after a warning */
static int inflatefd(int fd, const char *path, const char *name, const struct mtext *x, unsigned char *out,
		     size_t *got, struct buf *why)
{
	unsigned char in[16384];
	size_t max = gzipmax((size_t)x->bytes), total = 0;
	z_stream z;
	int rc = 0, r = Z_OK;

	memset(&z, 0, sizeof(z));
	if (inflateInit2(&z, 15 + 16) != Z_OK) {
		warn("zlib: cannot start to inflate %s", path);
		return -1;
	}
	z.next_out = out;
	z.avail_out = (uInt)x->bytes + 1;
	while (rc == 0 && r != Z_STREAM_END) {
		ssize_t n = read(fd, in, sizeof(in));

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			warn("cannot read %s:", path);
			rc = -1;
		} else if (n == 0) {
			bufprintf(why, REC_TEXTS "/%s: cut short (its gzip stream does not end)", name);
			rc = 1;
		} else if ((total += (size_t)n) > max) {
			bufprintf(why, REC_TEXTS "/%s: larger than a gzip stream of %" PRId64 " bytes can be", name,
				  x->bytes);
			rc = 1;
		}
		z.next_in = in;
		z.avail_in = rc == 0 ? (uInt)n : 0;
		while (rc == 0 && z.avail_in > 0 && r != Z_STREAM_END) {
			r = inflate(&z, Z_NO_FLUSH);
			if (r == Z_MEM_ERROR)
				fatal("out of memory inflating %s", path);
			if (z.total_out > (uLong)x->bytes) {
				bufprintf(why, REC_TEXTS "/%s: decompresses to more than the MANIFEST's bytes=%" PRId64,
					  name, x->bytes);
				rc = 1;
			} else if (r != Z_OK && r != Z_STREAM_END) {
				bufprintf(why, REC_TEXTS "/%s: not a gzip stream (zlib: %s)", name,
					  z.msg ? z.msg : "an error");
				rc = 1;
			}
		}
		if (rc == 0 && r == Z_STREAM_END)
			rc = nothingmore(fd, path, name, z.avail_in, why);
	}
	*got = (size_t)z.total_out;
	inflateEnd(&z);
	return rc;
}

int rec_readtext(const char *dir, const struct mtext *x, struct buf *data, struct buf *why)
{
	char *path = textpath(dir, x->sha), name[68], sha[65];
	size_t need = (size_t)x->bytes + 1, got = 0;
	int fd, err, rc = 0;

	textname(x->sha, name);
	data->len = 0;
	fd = openregular(path);
	err = errno;
	if (fd < 0) {
		if (err == ENOENT || err == EISDIR || err == AK_ENOTREG) {
			bufprintf(why, REC_TEXTS "/%s: %s", name, err == ENOENT ? "missing" : "not a regular file");
			rc = 1;
		} else {
			warn("cannot open %s:", path);
			rc = -1;
		}
		free(path);
		return rc;
	}
	/* the text and one byte more, to tell a stream that goes on past it */
	if (!data->data || data->cap < need) {
		free(data->data);
		data->data = xmalloc(need);
		data->cap = need;
	}
	rc = inflatefd(fd, path, name, x, (unsigned char *)data->data, &got, why);
	close(fd);
	if (rc == 0 && got != (size_t)x->bytes) {
		bufprintf(why, REC_TEXTS "/%s: decompresses to %zu bytes, the MANIFEST says %" PRId64
			  " (cut short or edited)", name, got, x->bytes);
		rc = 1;
	}
	if (rc == 0) {
		data->len = got;
		data->data[got] = '\0';
		sha256_buf(data->data, data->len, sha);
		if (strcmp(sha, x->sha) != 0) {
			bufprintf(why, REC_TEXTS "/%s: the sha256 of its text is not its name (the file was edited)",
				  name);
			rc = 1;
		}
	}
	if (rc != 0)
		data->len = 0;
	free(path);
	return rc;
}

int rec_checktexts(const char *dir, const struct manifest *m, struct buf *why)
{
	struct buf data = {0};
	int rc = 0;

	for (int i = 0; rc == 0 && i < m->nx; i++)
		rc = rec_readtext(dir, &m->x[i], &data, why);
	buffree(&data);
	return rc;
}

/* ---- writing them */

/* s as one gzip stream into out: 0, or -1 after a warning */
static int gzipof(const unsigned char *s, size_t n, struct buf *out)
{
	z_stream z;
	uLong bound;
	int r;

	memset(&z, 0, sizeof(z));
	if (deflateInit2(&z, 9, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
		warn("zlib: cannot start a gzip stream");
		return -1;
	}
	bound = deflateBound(&z, (uLong)n);
	out->len = 0;
	if (out->cap < bound + 1) {
		free(out->data);
		out->data = xmalloc(bound + 1);
		out->cap = bound + 1;
	}
	z.next_in = s;
	z.avail_in = (uInt)n;
	z.next_out = (unsigned char *)out->data;
	z.avail_out = (uInt)bound;
	r = deflate(&z, Z_FINISH);
	out->len = (size_t)z.total_out;
	out->data[out->len] = '\0';
	deflateEnd(&z);
	if (r != Z_STREAM_END) {
		warn("zlib: cannot compress a text of %zu bytes (%d)", n, r);
		return -1;
	}
	return 0;
}

/* the slot of sha in ts's hash: its own, or the empty one where it would go */
static size_t slotof(const struct textset *ts, const char *sha)
{
	uint64_t h = 0;
	size_t i;

	for (int k = 0; k < 16; k++)
		h = h << 4 | (uint64_t)(sha[k] <= '9' ? sha[k] - '0' : sha[k] - 'a' + 10);
	for (i = (size_t)h & (ts->nslot - 1); ts->slot[i]; i = (i + 1) & (ts->nslot - 1))
		if (memcmp(ts->v[ts->slot[i] - 1].sha, sha, 64) == 0)
			break;
	return i;
}

/* x into ts, the hash grown to twice the texts at least */
static void textadd(struct textset *ts, const struct mtext *x)
{
	if ((size_t)ts->n * 2 + 2 > ts->nslot) {
		size_t nslot = ts->nslot ? ts->nslot * 2 : 1024;

		free(ts->slot);
		ts->slot = xcalloc(nslot, sizeof(ts->slot[0]));
		ts->nslot = nslot;
		for (int k = 0; k < ts->n; k++)
			ts->slot[slotof(ts, ts->v[k].sha)] = k + 1;
	}
	ts->v = xreallocarray(ts->v, (size_t)ts->n + 1, sizeof(*x));
	ts->v[ts->n++] = *x;
	ts->slot[slotof(ts, x->sha)] = ts->n;
}

int rec_puttext(const char *dir, struct textset *ts, const unsigned char *s, size_t n, char sha[65])
{
	struct mtext x = {.bytes = (int64_t)n};
	struct buf why = {0};
	char *sub, *path;
	int rc;

	sha256_buf(s, n, sha);
	if (ts->nslot && ts->slot[slotof(ts, sha)])
		return 0;
	memcpy(x.sha, sha, 65);
	sub = pathjoin(dir, REC_TEXTS);
	path = textpath(dir, sha);
	/* a file there already is kept when it reads back as the text (another zlib's
	 * stream included); one that does not is written again */
	rc = rec_readtext(dir, &x, &ts->scratch, &why);
	if (rc == 1 && mkdirs(sub) != 0) {
		warn("cannot create %s:", sub);
		rc = -1;
	}
	if (rc == 1)
		rc = gzipof(s, n, &ts->scratch) < 0 || writefile(path, ts->scratch.data, ts->scratch.len) < 0 ? -1 : 0;
	if (rc == 0)
		textadd(ts, &x);
	buffree(&why);
	free(sub);
	free(path);
	return rc;
}

void rec_settexts(struct manifest *m, struct textset *ts)
{
	free(m->x);
	m->x = ts->v;
	m->nx = ts->n;
	if (m->nx)
		qsort(m->x, (size_t)m->nx, sizeof(*m->x), bysha);
	ts->v = NULL;
	ts->n = 0;
	rec_textsfree(ts);
}

void rec_textsfree(struct textset *ts)
{
	free(ts->v);
	free(ts->slot);
	buffree(&ts->scratch);
	memset(ts, 0, sizeof(*ts));
}

int rec_prunetexts(const char *dir, const struct manifest *m)
{
	char *sub = pathjoin(dir, REC_TEXTS);
	DIR *d = opendir(sub);
	struct dirent *e;
	int rc = 0;

	while (d && (e = readdir(d))) {
		char *path;

		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0 || rec_textlisted(m, e->d_name))
			continue;
		path = pathjoin(sub, e->d_name);
		if (unlink(path) != 0) {
			warn("cannot remove the stale text %s:", path);
			rc = -1;
		}
		free(path);
	}
	if (d)
		closedir(d);
	else if (errno != ENOENT) {
		warn("cannot list %s:", sub);
		rc = -1;
	}
	if (d && m->nx == 0)
		rmdir(sub);
	free(sub);
	return rc;
}
