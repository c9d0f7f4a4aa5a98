/* provtexts.c: the long texts of the records (formats 3 and 4; provrecords.c has the format):
 * a TEXT value of REC_TEXT_MIN bytes or more is written in its row as t"SHA256", the
 * sha256 of its bytes, and the bytes once in a pack of texts/. The texts are numbered
 * in the order the rows first refer to them (tables in the records' order, rows in id
 * order, columns in order), and the pack DIR/texts/FIRST.xz (FIRST in 9 digits) holds
 * texts FIRST to FIRST + REC_PER_PACK - 1: one xz stream (liblzma, preset 6, CRC64) of
 * each text framed as
 *
 *   text SHA256 bytes=N\n<its N bytes>\n
 *
 * so that `xz -dc` shows them to a reviewer. A thousand attempts of one template
 * share most of their source: compressed together, their texts take a thirtieth of
 * what a gzip file each took (format 2, which provtextgz.c still reads). Old rows
 * never leave their files, so an old pack keeps its texts and is never written again;
 * a run adds to the last one and packs after it.
 *
 * The MANIFEST lists each text with its length in that order, never anything of the
 * compressed bytes: it is a function of the database alone, and an existing pack is
 * kept when it reads back as its texts, whichever liblzma wrote it.
 *
 * What is read is bounded: every text's length by the MANIFEST, the texts in all by
 * REC_TEXTS_MAX, a pack's decompressed bytes by its texts' framing and one byte, its
 * file by what an xz stream of that many bytes can take. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <lzma.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "provrec.h"
#include "sha256.h"
#include "util.h"

/* liblzma's preset for a pack, and the most memory its decoder may take (preset 9's
 * dictionary is 64 MiB) */
#define XZ_PRESET 6
#define XZ_MEMLIMIT ((uint64_t)128 << 20)

/* ---- the MANIFEST's texts */

static int bysha(const void *a, const void *b)
{
	return strcmp((*(const struct mtext *const *)a)->sha, (*(const struct mtext *const *)b)->sha);
}

int rec_indextexts(struct manifest *m, struct buf *why)
{
	free(m->xs);
	m->xs = m->nx ? xcalloc((size_t)m->nx, sizeof(m->xs[0])) : NULL;
	for (int i = 0; i < m->nx; i++)
		m->xs[i] = &m->x[i];
	if (m->nx)
		qsort(m->xs, (size_t)m->nx, sizeof(m->xs[0]), bysha);
	for (int i = 1; i < m->nx; i++)
		if (strcmp(m->xs[i - 1]->sha, m->xs[i]->sha) == 0) {
			bufprintf(why, "MANIFEST: text %s listed twice", m->xs[i]->sha);
			return 1;
		}
	return 0;
}

struct mtext *rec_text(const struct manifest *m, const char *sha)
{
	struct mtext key, *pk = &key, **x;

	memcpy(key.sha, sha, 64);
	key.sha[64] = '\0';
	x = m->nx ? bsearch(&pk, m->xs, (size_t)m->nx, sizeof(m->xs[0]), bysha) : NULL;
	return x ? *x : NULL;
}

/* a pack's name in texts/: its first text's number, from 1 */
static void packname(int first, char name[32])
{
	snprintf(name, 32, "%09d.xz", first);
}

bool rec_textlisted(const struct manifest *m, const char *name)
{
	int64_t first;
	char num[10];

	if (m->format == 2)
		return strlen(name) == 67 && strspn(name, "0123456789abcdef") == 64 && strcmp(name + 64, ".gz") == 0 &&
		       rec_text(m, name) != NULL;
	if (m->format < 3 || strlen(name) != 12 || strspn(name, "0123456789") != 9 || strcmp(name + 9, ".xz") != 0)
		return false;
	memcpy(num, name, 9);
	num[9] = '\0';
	return parseint(num, &first) && first >= 1 && first <= m->nx && (first - 1) % m->per_pack == 0;
}

/* ---- a pack */

/* the line before a text in its pack; its length */
static int framehead(const struct mtext *x, char head[96])
{
	return snprintf(head, 96, "text %s bytes=%" PRId64 "\n", x->sha, x->bytes);
}

int rec_nothingmore(int fd, const char *path, const char *label, size_t left, const char *what, struct buf *why)
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
		bufprintf(why, "%s: more after its %s stream (the file is one stream, and ends with it)", label, what);
		return 1;
	}
	return 0;
}

/* what lzma_code's r means at a read whose input has ended (eof) or not */
static const char *xzerror(lzma_ret r, bool eof)
{
	switch (r) {
	case LZMA_OK:
	case LZMA_STREAM_END:
		return NULL;
	case LZMA_MEMLIMIT_ERROR:
		return "its xz stream needs more than 128 MiB of memory to decompress";
	case LZMA_FORMAT_ERROR:
		return "not an xz stream";
	case LZMA_DATA_ERROR:
		return "not an xz stream (its data is damaged)";
	case LZMA_BUF_ERROR:
		return eof ? "cut short (its xz stream does not end)" : "not an xz stream (it makes no progress)";
	default:
		return "not an xz stream";
	}
}

/* the first bytes of every xz stream */
static const uint8_t xzmagic[6] = {0xfd, '7', 'z', 'X', 'Z', 0};

int rec_unxz(int fd, const char *path, const char *label, size_t want, struct buf *out, struct buf *why)
{
	uint8_t in[65536];
	lzma_stream z = LZMA_STREAM_INIT;
	size_t max = want + want / 8 + 65536, total = 0;
	lzma_ret r = LZMA_OK;
	const char *err;
	bool eof = false;
	int rc = 0;

	if (lzma_stream_decoder(&z, XZ_MEMLIMIT, 0) != LZMA_OK) {
		warn("liblzma: cannot start to decompress %s", path);
		return -1;
	}
	if (!out->data || out->cap < want + 1) {
		free(out->data);
		out->data = xmalloc(want + 1);
		out->cap = want + 1;
	}
	z.next_out = (uint8_t *)out->data;
	z.avail_out = want + 1;
	while (rc == 0 && r != LZMA_STREAM_END) {
		if (z.avail_in == 0 && !eof) {
			ssize_t n = read(fd, in, sizeof(in));

			if (n < 0 && errno == EINTR)
				continue;
			if (n < 0) {
				warn("cannot read %s:", path);
				rc = -1;
				break;
			}
			eof = n == 0;
			/* an xz stream's first bytes, before liblzma would wait for more */
			if (total < sizeof(xzmagic) && n > 0 &&
			    memcmp(in, xzmagic + total, (size_t)n < sizeof(xzmagic) - total ? (size_t)n
											 : sizeof(xzmagic) - total) != 0) {
				bufprintf(why, "%s: not an xz stream", label);
				rc = 1;
				break;
			}
			if ((total += (size_t)n) > max) {
				bufprintf(why, "%s: larger than an xz stream of its %zu bytes can be", label, want);
				rc = 1;
				break;
			}
			z.next_in = in;
			z.avail_in = (size_t)n;
		}
		r = lzma_code(&z, eof ? LZMA_FINISH : LZMA_RUN);
		if (r == LZMA_MEM_ERROR)
			fatal("out of memory decompressing %s", path);
		if (z.total_out > want) {
			bufprintf(why, "%s: decompresses to more than the %zu bytes the MANIFEST lists", label, want);
			rc = 1;
		} else if ((err = xzerror(r, eof))) {
			bufprintf(why, "%s: %s", label, err);
			rc = 1;
		}
	}
	if (rc == 0)
		rc = rec_nothingmore(fd, path, label, z.avail_in, "xz", why);
	out->len = rc == 0 ? (size_t)z.total_out : 0;
	lzma_end(&z);
	return rc;
}

/* the bytes of the n texts x as their pack holds them */
static size_t packlen(const struct mtext *x, int n)
{
	char head[96];
	size_t len = 0;

	for (int k = 0; k < n; k++)
		len += (size_t)framehead(&x[k], head) + (size_t)x[k].bytes + 1;
	return len;
}

/* the n texts xs from the pack b (named name) into their data */
static int splitpack(const char *name, struct mtext *xs, int n, const struct buf *b, struct buf *why)
{
	const char *s = b->data, *end = b->data + b->len;
	char head[96], sha[65];

	for (int k = 0; k < n; k++) {
		struct mtext *x = &xs[k];
		size_t hn = (size_t)framehead(x, head), len = (size_t)x->bytes;

		if ((size_t)(end - s) < hn || memcmp(s, head, hn) != 0) {
			bufprintf(why, REC_TEXTS "/%s: its text %d is not introduced by \"text %.16s... bytes=%" PRId64
				  "\", as the MANIFEST lists it (edited, or another pack)", name, k + 1, x->sha, x->bytes);
			return 1;
		}
		s += hn;
		if ((size_t)(end - s) < len + 1 || s[len] != '\n') {
			bufprintf(why, REC_TEXTS "/%s: text %.16s... is not %zu bytes and a newline (cut short or edited)",
				  name, x->sha, len);
			return 1;
		}
		sha256_buf(s, len, sha);
		if (strcmp(sha, x->sha) != 0) {
			bufprintf(why, REC_TEXTS "/%s: the sha256 of text %.16s... is not the one it is listed by (the "
				  "text was edited)", name, x->sha);
			return 1;
		}
		free(x->data);
		x->data = xmalloc(len + 1);
		memcpy(x->data, s, len);
		x->data[len] = '\0';
		s += len + 1;
	}
	if (s != end) {
		bufprintf(why, REC_TEXTS "/%s: decompresses to %zu bytes, its texts are %zu (cut short or edited)",
			  name, b->len, (size_t)(s - b->data));
		return 1;
	}
	return 0;
}

/* read the pack name of the n texts x into scratch: 0, 1 with why (missing, not a
 * regular file, or its stream refused), -1 after a warning */
static int readpack(const char *dir, const char *name, const struct mtext *x, int n, struct buf *scratch,
		    struct buf *why)
{
	char *path = xasprintf("%s/" REC_TEXTS "/%s", dir, name), *label = xasprintf(REC_TEXTS "/%s", name);
	int rc = rec_readxz(path, label, packlen(x, n), scratch, why);

	free(path);
	free(label);
	return rc;
}

int rec_readxz(const char *path, const char *label, size_t want, struct buf *out, struct buf *why)
{
	int fd = openregular(path), err = errno, rc;

	if (fd < 0) {
		rc = err == ENOENT || err == EISDIR || err == AK_ENOTREG ? 1 : -1;
		if (rc == 1)
			bufprintf(why, "%s: %s", label, err == ENOENT ? "missing" : "not a regular file");
		else
			warn("cannot open %s:", path);
		return rc;
	}
	rc = rec_unxz(fd, path, label, want, out, why);
	close(fd);
	return rc;
}

int rec_xzput(const char *path, const char *label, const char *data, size_t len, struct buf *scratch)
{
	struct buf why = {0};
	size_t pos = 0, bound = lzma_stream_buffer_bound(len);
	lzma_ret r;
	/* a file that reads back as data is kept, another liblzma's stream too */
	int rc = rec_readxz(path, label, len, scratch, &why);

	buffree(&why);
	if (rc == 0 && scratch->len == len && (len == 0 || memcmp(scratch->data, data, len) == 0))
		return 0;
	if (rc < 0)
		return -1;
	if (scratch->cap < bound) {
		free(scratch->data);
		scratch->data = xmalloc(bound);
		scratch->cap = bound;
	}
	r = lzma_easy_buffer_encode(XZ_PRESET, LZMA_CHECK_CRC64, NULL, (const uint8_t *)data, len,
				    (uint8_t *)scratch->data, &pos, bound);
	if (r == LZMA_MEM_ERROR)
		fatal("out of memory compressing %s", path);
	if (r != LZMA_OK) {
		warn("liblzma: cannot compress %s (%d)", path, (int)r);
		return -1;
	}
	return writefile(path, scratch->data, pos) < 0 ? -1 : 0;
}

int rec_loadtexts(const char *dir, struct manifest *m, struct buf *why)
{
	struct buf b = {0};
	int64_t total = 0;
	char name[32];
	int rc = 0;

	for (int i = 0; i < m->nx; i++)
		total += m->x[i].bytes;
	if (total > REC_TEXTS_MAX) {
		bufprintf(why, "MANIFEST: texts of %" PRId64 " bytes in all, more than the records may hold (%" PRId64 ")",
			  total, REC_TEXTS_MAX);
		return 1;
	}
	for (int i = 0; rc == 0 && m->format == 2 && i < m->nx; i++) {
		rc = rec_gzreadtext(dir, &m->x[i], &b, why);
		if (rc == 0) {
			free(m->x[i].data);
			m->x[i].data = b.data;
			memset(&b, 0, sizeof(b));
		}
	}
	for (int i = 0; rc == 0 && m->format >= 3 && i < m->nx; i += m->per_pack) {
		int n = m->nx - i < m->per_pack ? m->nx - i : m->per_pack;

		packname(i + 1, name);
		rc = readpack(dir, name, &m->x[i], n, &b, why);
		if (rc == 0)
			rc = splitpack(name, &m->x[i], n, &b, why);
	}
	buffree(&b);
	return rc;
}

/* ---- writing them */

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

/* the pack of ts's texts from number first (from 1) to the last met, written where
 * its file is missing or does not read back as them */
static int writepack(const char *dir, struct textset *ts, int first)
{
	char name[32], *sub = pathjoin(dir, REC_TEXTS), *path, *label;
	int rc = 0;

	packname(first, name);
	path = pathjoin(sub, name);
	label = xasprintf(REC_TEXTS "/%s", name);
	if (mkdirs(sub) != 0) {
		warn("cannot create %s:", sub);
		rc = -1;
	}
	if (rc == 0)
		rc = rec_xzput(path, label, ts->pack.data, ts->pack.len, &ts->scratch);
	ts->pack.len = 0;
	free(sub);
	free(path);
	free(label);
	return rc;
}

int rec_puttext(const char *dir, struct textset *ts, const unsigned char *s, size_t n, char sha[65])
{
	struct mtext x = {.bytes = (int64_t)n};

	sha256_buf(s, n, sha);
	if (ts->nslot && ts->slot[slotof(ts, sha)])
		return 0;
	memcpy(x.sha, sha, 65);
	textadd(ts, &x);
	bufprintf(&ts->pack, "text %s bytes=%zu\n", sha, n);
	bufadd(&ts->pack, s, n);
	bufputc(&ts->pack, '\n');
	return ts->n % REC_PER_PACK == 0 ? writepack(dir, ts, ts->n - REC_PER_PACK + 1) : 0;
}

int rec_endtexts(const char *dir, struct manifest *m, struct textset *ts)
{
	struct buf why = {0};
	int rc = ts->n % REC_PER_PACK ? writepack(dir, ts, ts->n / REC_PER_PACK * REC_PER_PACK + 1) : 0;

	free(m->x);
	m->x = ts->v;
	m->nx = ts->n;
	m->per_pack = REC_PER_PACK;
	ts->v = NULL;
	ts->n = 0;
	rec_textsfree(ts);
	/* never twice: the set met each once */
	if (rec_indextexts(m, &why) != 0)
		fatal("%s", why.data);
	buffree(&why);
	return rc;
}

void rec_textsfree(struct textset *ts)
{
	free(ts->v);
	free(ts->slot);
	buffree(&ts->pack);
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
