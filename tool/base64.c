/* base64.c: strict base64 decoding over OpenSSL's EVP_DecodeBlock (base64.h)
 *
 * EVP_DecodeBlock alone is lenient: it skips blanks before the text and blanks and
 * line ends after it, it decodes '=' as zero bits wherever it stands, and the count
 * it returns includes one zero byte for every '=' of the padding. So the text is
 * checked here first, and the padding taken off the count after. */
#include "base64.h"

#include <limits.h>
#include <openssl/evp.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/* The count of '=' that end s[len], or -1 when s[len] is not strict base64. */
static int padding(const char *s, size_t len)
{
	size_t body = len;
	int pad = 0;

	if (len % 4 != 0 || len > INT_MAX)
		return -1;
	while (pad < 2 && body > 0 && s[body - 1] == '=') {
		body--;
		pad++;
	}
	for (size_t i = 0; i < body; i++)
		if (!memchr(alphabet, s[i], sizeof(alphabet) - 1))
			return -1;
	return pad;
}

long base64_decode(const char *s, size_t len, unsigned char *out)
{
	int pad = padding(s, len), got;

	if (pad < 0)
		return -1;
	if (len == 0)
		return 0;
	got = EVP_DecodeBlock(out, (const unsigned char *)s, (int)len);
	if (got < pad)
		return -1;
	return (long)got - pad;
}

unsigned char *base64_decodestr(const char *s, size_t *n)
{
	size_t len = strlen(s);
	unsigned char *d = xmalloc(len / 4 * 3 + 1);
	long got = base64_decode(s, len, d);

	if (got < 0) {
		free(d);
		return NULL;
	}
	d[got] = '\0';
	*n = (size_t)got;
	return d;
}
