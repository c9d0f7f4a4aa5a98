/* hostcheck.h: the failure count and CHECK of the harness's host tests (gen_test.cu,
 * layout_test.cu): a failed check says where and why, the first 20 of them, so that a
 * broken property over thousands of draws does not bury the first failure */
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
