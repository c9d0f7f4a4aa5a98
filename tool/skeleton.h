/* skeleton.h: the spec and the reference that `akgen new OP` starts an operator from */
#ifndef AK_SKELETON_H
#define AK_SKELETON_H

#include "util.h"

/* append the skeleton spec of op (a valid spec of an example, y = x elementwise) to b */
void skeleton_spec(const char *op, struct buf *b);
/* append the reference of that example, with the prototype akgen proto --ref derives, to b */
void skeleton_ref(const char *op, struct buf *b);

#endif
