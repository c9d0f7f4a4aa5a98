/* hostcheck.h: the failure count and CHECK of the host tests (the harness's gen_test.cu
 * and layout_test.cu; tests/split_test.cpp and rowpeel_test.cpp, of templates/common/):
 * a failed check says where and why, the first 20 of them, so that a broken property
 * over thousands of draws does not bury the first failure */
#pragma once
#include <stdio.h>

static int fails;

#define CHECK(cond, ...) \
	do { \
		if (!(cond)) { \
			if (fails++ < 20) { \
				printf("FAIL %s:%d: ", __FILE__, __LINE__); \
				printf(__VA_ARGS__); \
				printf("\n"); \
			} \
		} \
	} while (0)
