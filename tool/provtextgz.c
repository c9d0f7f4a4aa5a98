/* provtextgz.c: the long texts of the records of format 2 read back (provtexts.c has
 * format 3, what an export writes): each text in DIR/texts/SHA256.gz, one gzip stream
 * of its bytes. What is read is bounded: a text's length by the MANIFEST (at most
 * REC_LINE_MAX, and never more than that and one byte inflated), its file by what a
 * gzip stream of that many bytes can take. */
#define _POSIX_C_SOURCE 200809L
#define ZLIB_CONST
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "provrec.h"
#include "sha256.h"
#include "util.h"

/* a text's file in texts/: its name, and its path under dir (allocated) */
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

/* the most of its file a gzip stream of n bytes may take: any encoder's stored
 * blocks, and a header with a name or a comment */
static size_t gzipmax(size_t n)
{
	return n + n / 8 + 65536;
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
		if (rc == 0 && r == Z_STREAM_END) {
			char label[80];

			snprintf(label, sizeof(label), REC_TEXTS "/%s", name);
			rc = rec_nothingmore(fd, path, label, z.avail_in, "gzip", why);
		}
	}
	*got = (size_t)z.total_out;
	inflateEnd(&z);
	return rc;
}

int rec_gzreadtext(const char *dir, const struct mtext *x, struct buf *data, struct buf *why)
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

