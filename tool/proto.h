/* proto.h: the C prototypes akgen derives from a spec (its functions keep the
 * prefix sig_, for signature) */
#ifndef AK_PROTO_H
#define AK_PROTO_H

#include "spec.h"
#include "util.h"

/* the launcher's name for a job: akops_rmsnorm_bf16_sm90 */
void sig_launcher_name(const struct spec *s, enum dtype dt, const char *arch, struct buf *out);
/* the job's variant file, relative to generated/: variants/rmsnorm_bf16_sm90.cu */
void sig_variant_file(const struct spec *s, enum dtype dt, const char *arch, struct buf *out);
/* the launcher's prototype for a job, ending in ";\n"; CUDA C++, extern "C" */
void sig_launcher(const struct spec *s, enum dtype dt, const char *arch, struct buf *out);
/* the reference's prototype (plain C, double precision), ending in ";\n" */
void sig_reference(const struct spec *s, struct buf *out);

#endif
