/* base64.h: strict base64 (RFC 4648 section 4: the standard alphabet, padded) */
#ifndef AK_BASE64_H
#define AK_BASE64_H

#include <stddef.h>

/* decode s[len] into out, which has room for len / 4 * 3 bytes: the count of bytes
 * decoded, or -1 for text that is not strict base64 (a length not a multiple of 4,
 * a byte outside the alphabet, '=' anywhere but the last one or two places) */
long base64_decode(const char *s, size_t len, unsigned char *out);
/* decode the string s the same way: the bytes, malloc'd with a NUL after them and
 * *n their count, or NULL for text that is not strict base64 */
unsigned char *base64_decodestr(const char *s, size_t *n);

#endif
