// gen.cc: the exact bf16 inputs of session 35's failing trial (attention_fwd wgmma bf16, bench
// shape 21, trial 7, seed 0x5fa7f88909cfc836: the harness's own generator, verify/harness_gen.cuh)
// for the reduced problem drive.cpp runs: q of heads 16..23 at s = 1608..1615 (original row
// tile 201 of group 2, which holds head 20 s 1612), k and v of kv head 2; into inputs.bin
#include <cstdio>
#include <cstring>
#include <vector>
#include <cuda_runtime_api.h>
#include "harness.h"
#include "harness_gen.cuh"
int main() {
	uint64_t tseed = 0x5fa7f88909cfc836ULL;
	const int64_t S = 32768, D = 128;
	akh_gen g[3];
	for (int i = 0; i < 3; i++) { memset(&g[i], 0, sizeof g[i]); g[i].key = akh_mix64(tseed + (uint64_t)(i + 1) * 0x632be59bd9b4e019ULL); g[i].dtype = H_BF16; g[i].dist = AKH_HEAVY; g[i].rowlen = D; }
	std::vector<uint16_t> q(8 * 8 * D), k(S * D), v(S * D);
	for (int j = 0; j < 8; j++) for (int s = 0; s < 8; s++) for (int c = 0; c < D; c++)
		q[(j * 8 + s) * D + c] = (uint16_t)akh_gen_bits(g[0], ((int64_t)(16 + j) * S + 1608 + s) * D + c);
	for (int64_t t = 0; t < S; t++) for (int c = 0; c < D; c++) {
		k[t * D + c] = (uint16_t)akh_gen_bits(g[1], ((int64_t)2 * S + t) * D + c);
		v[t * D + c] = (uint16_t)akh_gen_bits(g[2], ((int64_t)2 * S + t) * D + c); }
	FILE *f = fopen("inputs.bin", "wb");
	fwrite(q.data(), 2, q.size(), f); fwrite(k.data(), 2, k.size(), f); fwrite(v.data(), 2, v.size(), f);
	fclose(f);
	printf("q[20,1612,0..3] bits %04x %04x %04x %04x\n", q[(4*8+4)*D], q[(4*8+4)*D+1], q[(4*8+4)*D+2], q[(4*8+4)*D+3]);
	return 0;
}
