/* fuzz_spec.c: libFuzzer target over the YAML loader and the spec validator */
#include <stddef.h>
#include <stdint.h>

#include "spec.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct diag d = {.file = "fuzz.yaml"};
	struct spec *s = spec_parse((const char *)data, size, "fuzz.yaml", false, &d);

	spec_free(s);
	diagfree(&d);
	return 0;
}
