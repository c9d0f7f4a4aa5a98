/* specjson.h: a spec as JSON */
#ifndef AK_SPECJSON_H
#define AK_SPECJSON_H

#include <jansson.h>
#include <stdbool.h>

struct spec;

/* the spec's op, summary, symbols, batch symbol, dtypes and params (each param's role, and its
 * scalar type and default, or its shape, its dtype for each of the op's dtypes and
 * its layout); full: also its tolerances, its test and bench shapes with the cost
 * model evaluated, and its shape classes (akgen show) */
json_t *spec_json(const struct spec *s, bool full);

#endif
