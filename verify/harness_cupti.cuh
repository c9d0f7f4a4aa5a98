/* harness_cupti.cuh: device time from CUPTI's activity records, attributed to launcher
 * calls by external correlation ids.
 *
 * CUPTI writes an external correlation record only for an API activity record made
 * inside the region, so the runtime and driver API kinds are enabled too (their records
 * are read for nothing else); harness.cu checks at start that a probe kernel on the
 * candidate's stream comes back attributed, on that stream.
 *
 * Each launcher call runs between cuptiActivityPushExternalCorrelationId(CUSTOM0, id)
 * and the matching pop, so every kernel, copy or memset it issues from this thread, on
 * any stream, carries that id; the harness's own kernels run outside such regions and
 * are named akh_*. A candidate kernel that carries no id (launched from another thread,
 * or after the call returned) is counted as unattributed: work the timer would not
 * charge to any call. Included by harness.cu only. */
#pragma once
#include <cupti.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <algorithm>
#include <mutex>
#include <unordered_map>
#include <vector>

/* one device activity: a kernel, or a copy or memset (kernel == 0) */
struct akh_act {
	uint32_t corr, stream;
	int kernel;
	int ours;		/* a harness kernel (akh_ prefix) */
	uint64_t start, end;
};

/* what one launcher call did on the device */
struct akh_call {
	uint64_t first, last;	/* earliest start, latest end */
	int kernels, copies;
	int offstream;		/* activities on a stream other than the one it was given */
	uint32_t stream;	/* the first such stream */
};

static std::mutex akh_cu_mu;
static std::vector<akh_act> akh_cu_acts;
static std::unordered_map<uint32_t, uint64_t> akh_cu_ext;	/* correlation id -> external id */
static int akh_cu_on;
static uint32_t akh_cu_stream = ~0u;	/* the candidate's stream, as CUPTI names it */

#define AKH_CUPTI_BUF (8u << 20)

/* external correlation ids: a phase in the high bits, a call number below */
#define AKH_EXT_VERIFY (1ULL << 40)
#define AKH_EXT_REP (2ULL << 40)
#define AKH_EXT_WALL (3ULL << 40)
#define AKH_EXT_CEIL (4ULL << 40)
#define AKH_EXT_TRIAL (5ULL << 40)
#define AKH_EXT_PROBE (6ULL << 40)

static void CUPTIAPI akh_cu_request(uint8_t **buf, size_t *size, size_t *maxrec)
{
	*buf = (uint8_t *)aligned_alloc(8, AKH_CUPTI_BUF);	/* NULL: CUPTI drops and counts */
	*size = *buf ? AKH_CUPTI_BUF : 0;
	*maxrec = 0;
}

static void CUPTIAPI akh_cu_complete(CUcontext ctx, uint32_t stream, uint8_t *buf, size_t size, size_t valid)
{
	(void)ctx;
	(void)stream;
	(void)size;
	CUpti_Activity *r = NULL;
	std::lock_guard<std::mutex> lock(akh_cu_mu);
	while (cuptiActivityGetNextRecord(buf, valid, &r) == CUPTI_SUCCESS) {
		switch (r->kind) {
		case CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL:
		case CUPTI_ACTIVITY_KIND_KERNEL: {
			const CUpti_ActivityKernel10 *k = (const CUpti_ActivityKernel10 *)r;
			int ours = k->name && strstr(k->name, "akh_") != NULL;
			akh_cu_acts.push_back({k->correlationId, k->streamId, 1, ours, k->start, k->end});
			break;
		}
		case CUPTI_ACTIVITY_KIND_MEMCPY: {
			const CUpti_ActivityMemcpy6 *m = (const CUpti_ActivityMemcpy6 *)r;
			akh_cu_acts.push_back({m->correlationId, m->streamId, 0, 0, m->start, m->end});
			break;
		}
		case CUPTI_ACTIVITY_KIND_MEMSET: {
			const CUpti_ActivityMemset4 *m = (const CUpti_ActivityMemset4 *)r;
			akh_cu_acts.push_back({m->correlationId, m->streamId, 0, 0, m->start, m->end});
			break;
		}
		case CUPTI_ACTIVITY_KIND_EXTERNAL_CORRELATION: {
			const CUpti_ActivityExternalCorrelation *e = (const CUpti_ActivityExternalCorrelation *)r;
			if (e->externalKind == CUPTI_EXTERNAL_CORRELATION_KIND_CUSTOM0)
				akh_cu_ext[e->correlationId] = e->externalId;
			break;
		}
		default:
			break;
		}
	}
	free(buf);
}

static const CUpti_ActivityKind akh_cu_kinds[] = {
	CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL, CUPTI_ACTIVITY_KIND_EXTERNAL_CORRELATION,
	CUPTI_ACTIVITY_KIND_MEMCPY, CUPTI_ACTIVITY_KIND_MEMSET,
	CUPTI_ACTIVITY_KIND_RUNTIME, CUPTI_ACTIVITY_KIND_DRIVER,
};

/* NULL, or what failed */
static const char *akh_cupti_start(void)
{
	static char why[256];
	CUptiResult r = cuptiActivityRegisterCallbacks(akh_cu_request, akh_cu_complete);
	for (size_t i = 0; r == CUPTI_SUCCESS && i < sizeof akh_cu_kinds / sizeof akh_cu_kinds[0]; i++)
		r = cuptiActivityEnable(akh_cu_kinds[i]);
	if (r != CUPTI_SUCCESS) {
		const char *s = NULL;
		cuptiGetResultString(r, &s);
		snprintf(why, sizeof why, "CUPTI activity setup: %s", s ? s : "unknown error");
		return why;
	}
	akh_cu_on = 1;
	return NULL;
}

static void akh_cupti_stop(void)
{
	for (size_t i = 0; i < sizeof akh_cu_kinds / sizeof akh_cu_kinds[0]; i++)
		cuptiActivityDisable(akh_cu_kinds[i]);
	akh_cu_on = 0;
}

static const char *akh_cupti_push(uint64_t id)
{
	return cuptiActivityPushExternalCorrelationId(CUPTI_EXTERNAL_CORRELATION_KIND_CUSTOM0, id) == CUPTI_SUCCESS
		? NULL : "cuptiActivityPushExternalCorrelationId failed";
}

static const char *akh_cupti_pop(void)
{
	uint64_t last = 0;
	return cuptiActivityPopExternalCorrelationId(CUPTI_EXTERNAL_CORRELATION_KIND_CUSTOM0, &last) == CUPTI_SUCCESS
		? NULL : "cuptiActivityPopExternalCorrelationId failed";
}

/* Delivers every record of finished work (call after a device-wide sync), then hands
 * out the calls whose external ids lie in [base, base + n): calls[id - base]. Activities
 * with no external id that are not the harness's own add to *unattributed. Everything
 * collected so far is consumed. NULL, or what failed. */
static const char *akh_cupti_collect(uint64_t base, size_t n, std::vector<akh_call> &calls, long long *unattributed)
{
	if (cuptiActivityFlushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED) != CUPTI_SUCCESS)
		return "cuptiActivityFlushAll failed";
	size_t dropped = 0;
	if (cuptiActivityGetNumDroppedRecords(NULL, 0, &dropped) == CUPTI_SUCCESS && dropped > 0)
		return "CUPTI dropped activity records";
	calls.assign(n, akh_call{~0ULL, 0, 0, 0, 0, 0});
	std::lock_guard<std::mutex> lock(akh_cu_mu);
	for (const akh_act &a : akh_cu_acts) {
		auto it = akh_cu_ext.find(a.corr);
		if (it == akh_cu_ext.end()) {
			if (!a.ours && a.kernel && unattributed)
				++*unattributed;
			continue;
		}
		if (it->second < base || it->second - base >= n)
			continue;
		akh_call &c = calls[it->second - base];
		c.first = a.start < c.first ? a.start : c.first;
		c.last = a.end > c.last ? a.end : c.last;
		if (a.kernel)
			c.kernels++;
		else
			c.copies++;
		if (a.stream != akh_cu_stream && c.offstream++ == 0)
			c.stream = a.stream;
	}
	akh_cu_acts.clear();
	akh_cu_ext.clear();
	return NULL;
}

__global__ void akh_probe_kernel(void);

/* the timer and the stream check rest on CUPTI attributing a call's kernels to it, on
 * the stream they ran on: tried once on a probe kernel on stream s. Without it bench
 * cannot run; verify runs on without its stream check, and says so: why gets the
 * failure (empty when the probe passed) */
static void akh_cupti_probe(cudaStream_t s, char *why, size_t n)
{
	why[0] = 0;
	if (!akh_cu_on)
		return;
	uint32_t id = 0;
	if (cuptiGetStreamIdEx(NULL, (CUstream)s, 0, &id) != CUPTI_SUCCESS) {
		snprintf(why, n, "cuptiGetStreamIdEx failed");
		akh_cupti_stop();
		return;
	}
	akh_cu_stream = id;
	const char *e = akh_cupti_push(AKH_EXT_PROBE);
	if (e) {
		snprintf(why, n, "%s", e);
		akh_cupti_stop();
		return;
	}
	akh_probe_kernel<<<1, 32, 0, s>>>();
	cudaError_t le = cudaGetLastError();
	akh_cupti_pop();
	cudaError_t se = cudaDeviceSynchronize();
	std::vector<akh_call> probe;
	e = le == cudaSuccess && se == cudaSuccess ? akh_cupti_collect(AKH_EXT_PROBE, 1, probe, NULL) : "the probe kernel failed";
	if (e)
		snprintf(why, n, "%s", e);
	else if (probe[0].kernels != 1 || probe[0].offstream != 0)
		snprintf(why, n, "CUPTI self-test: a probe kernel came back as %d kernels, %d on another stream (%u, not %u)",
			 probe[0].kernels, probe[0].offstream, probe[0].stream, id);
	if (why[0])
		akh_cupti_stop();
}

/* the statistics of timed spans: the ceilings' (harness_mma.cuh, harness_bench.cuh) and
 * the bench's */
static double akh_median(std::vector<double> v)
{
	std::sort(v.begin(), v.end());
	size_t n = v.size();
	return n == 0 ? NAN : n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

static double akh_pct(std::vector<double> v, double p)
{
	std::sort(v.begin(), v.end());
	return v.empty() ? NAN : v[(size_t)(p * (double)(v.size() - 1) + 0.5)];
}
