/* glue.h: the per-job source that ties the generic harness to a spec */
#ifndef AK_GLUE_H
#define AK_GLUE_H

#include "spec.h"
#include "util.h"

/* write the glue for (spec, dtype, arch) into out: the h_op of
 * verify/harness.h with every test and bench shape evaluated; returns 0, or -1
 * after a warning when the cost model cannot be evaluated at some shape */
int glue_write(const struct spec *s, enum dtype dt, const char *arch, struct buf *out);
/* the launcher's prototype as a header a candidate is compiled with */
void glue_launcher_header(const struct spec *s, enum dtype dt, const char *arch, struct buf *out);

#endif
