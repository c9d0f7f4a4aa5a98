/* abi.c: the one source of libakops.so (python/CMakeLists.txt), which is libakops.a
 * whole; this says which version of the Python package's glue it was built for */
#include <akops.h>

/* the version of the ops table the package was built with, for its loader */
const char *akops_python_abi(void);

const char *akops_python_abi(void)
{
	return AKOPS_VERSION;
}
