/* fuzz_static.c: libFuzzer target over the candidate source scanner, which
 * reads whatever a proposer (an LLM, say) wrote; run from the source root */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "static.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct ruleset rules;
	static int loaded;
	struct buf why = {0};

	if (!loaded) {
		if (rules_load("verify/rules", &rules) != 0)
			abort();
		loaded = 1;
	}
	static_source(&rules, (const char *)data, size, &why);
	buffree(&why);
	return 0;
}
