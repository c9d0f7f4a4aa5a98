/* base64_test.c: the strict base64 decoder against RFC 4648's test vectors
 * (section 10), and the text it must refuse */
#define _POSIX_C_SOURCE 200809L
#include "base64.h"

#include <stdlib.h>
#include <string.h>

#include "check.h"

struct vector {
	const char *text, *bytes;
};

static const struct vector valid[] = {
	{"", ""},
	{"Zg==", "f"},
	{"Zm8=", "fo"},
	{"Zm9v", "foo"},
	{"Zm9vYg==", "foob"},
	{"Zm9vYmE=", "fooba"},
	{"Zm9vYmFy", "foobar"},
	/* both ends of the alphabet */
	{"+/+/", "\xfb\xff\xbf"},
};

/* Text that is not strict base64: each is refused. */
static const char *const invalid[] = {
	"Zg=",		/* a length not a multiple of 4 */
	"Z===",		/* '=' before the last two places */
	"Zg==Zg==",	/* padding in the middle */
	"Zm9v\n",	/* a line end after the text */
	"Zm9*",		/* a byte outside the alphabet */
	"Zm9-",		/* the URL-safe alphabet's 62 */
	"Zm9_",		/* and its 63 */
	" Zm9",		/* a blank before the text */
	"Zm9 ",		/* and after it */
	"Zm=v",		/* '=' followed by a letter */
	"====",		/* nothing but padding */
};

static void test_valid(void)
{
	for (size_t i = 0; i < sizeof(valid) / sizeof(valid[0]); i++) {
		const struct vector *v = &valid[i];
		size_t want = strlen(v->bytes), n = 99;
		unsigned char out[16];
		long got = base64_decode(v->text, strlen(v->text), out);
		unsigned char *d = base64_decodestr(v->text, &n);

		CHECK(got == (long)want && memcmp(out, v->bytes, want) == 0, "\"%s\": %ld bytes", v->text, got);
		CHECK(d && n == want && memcmp(d, v->bytes, want) == 0 && d[n] == '\0', "\"%s\" as a string",
		      v->text);
		free(d);
	}
}

static void test_invalid(void)
{
	for (size_t i = 0; i < sizeof(invalid) / sizeof(invalid[0]); i++) {
		const char *s = invalid[i];
		unsigned char out[16];
		size_t n = 0;
		unsigned char *d = base64_decodestr(s, &n);

		CHECK(base64_decode(s, strlen(s), out) == -1, "\"%s\" decoded", s);
		CHECK(d == NULL, "\"%s\" decoded as a string", s);
		free(d);
	}
}

/* A NUL inside the counted text is outside the alphabet too. */
static void test_nul(void)
{
	unsigned char out[16];

	CHECK(base64_decode("Zm\0v", 4, out) == -1, "a NUL inside the text");
	CHECK(base64_decode("Zm9vYmFy", 4, out) == 3 && memcmp(out, "foo", 3) == 0, "a prefix of a longer text");
}

int main(void)
{
	test_valid();
	test_invalid();
	test_nul();
	return check_done();
}
