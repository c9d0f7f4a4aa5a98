/* gpus.c: the GPUs of this host a run may use, and the arch of each
 *
 * nvidia-smi lists every GPU with its index, compute capability, name and UUID;
 * a run takes those --gpus names (nvidia-smi's indices, or all of them), else the
 * one the CUDA runtime calls device 0. A GPU taken by name is given to the
 * children that run on it as their only device (CUDA_VISIBLE_DEVICES, its UUID).
 * AKGEN_GPU_ARCH stands in for nvidia-smi in the tests: "none", one arch ("sm_90",
 * GPU 0), or a list of INDEX:ARCH ("0:sm_90,1:sm_90,2:sm_80"). */
#define _POSIX_C_SOURCE 200809L
#include "gpus.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run.h"
#include "spec.h"
#include "util.h"

#define MAX_INDEX 999

/* s[0..n) as an index of at most MAX_INDEX; -1 when it is not one */
static int indexof(const char *s, size_t n)
{
	int v = 0;

	if (n == 0 || n > 3)
		return -1;
	for (size_t i = 0; i < n; i++) {
		if (!isdigit((unsigned char)s[i]))
			return -1;
		v = v * 10 + (s[i] - '0');
	}
	return v;
}

/* s[0..n) as an arch name ("sm_90", "sm_90a") into out; false when it is not one */
static bool archof(const char *s, size_t n, char *out, size_t len)
{
	if (n < 4 || n >= len || strncmp(s, "sm_", 3) != 0 || !isdigit((unsigned char)s[3]))
		return false;
	for (size_t i = 3; i < n; i++)
		if (!isdigit((unsigned char)s[i]) && !(i == n - 1 && islower((unsigned char)s[i])))
			return false;
	memcpy(out, s, n);
	out[n] = 0;
	return true;
}

/* s[0..n) without the blanks around it, into out (cut to len - 1) */
static void trimmed(const char *s, size_t n, char *out, size_t len)
{
	while (n && isspace((unsigned char)*s))
		s++, n--;
	while (n && isspace((unsigned char)s[n - 1]))
		n--;
	if (n >= len)
		n = len - 1;
	memcpy(out, s, n);
	out[n] = 0;
}

/* one line of nvidia-smi: "0, 9.0, NVIDIA H200, GPU-8b7d..."; false when it is not one */
static bool smiline(const char *line, size_t n, struct gpudev *d)
{
	const char *c1 = memchr(line, ',', n), *c2, *last = NULL;
	char idx[8] = {0}, cap[16] = {0};
	int major, minor;

	if (!c1 || !(c2 = memchr(c1 + 1, ',', n - (size_t)(c1 + 1 - line))))
		return false;
	for (const char *p = c2 + 1; p < line + n; p++)
		if (*p == ',')
			last = p;
	if (!last)
		return false;
	memset(d, 0, sizeof(*d));
	trimmed(line, (size_t)(c1 - line), idx, sizeof(idx));
	trimmed(c1 + 1, (size_t)(c2 - c1 - 1), cap, sizeof(cap));
	trimmed(c2 + 1, (size_t)(last - c2 - 1), d->name, sizeof(d->name));
	trimmed(last + 1, (size_t)(line + n - last - 1), d->uuid, sizeof(d->uuid));
	d->index = indexof(idx, strlen(idx));
	if (d->index < 0 || sscanf(cap, "%d.%d", &major, &minor) != 2 || major < 1 || major > 99 || minor < 0 ||
	    minor > 9)
		return false;
	snprintf(d->arch, sizeof(d->arch), "sm_%d%d", major, minor);
	return true;
}

/* every GPU nvidia-smi lists; how many (0 when there is none, or no nvidia-smi) */
static int smi(struct gpudev *all, int max)
{
	char *argv[] = {"nvidia-smi", "--query-gpu=index,compute_cap,name,uuid", "--format=csv,noheader", NULL};
	struct runopts o = {.timeout_s = 30, .maxout = 64 * 1024};
	struct runresult r;
	int n = 0;

	if (run(argv, &o, &r) != 0)
		return 0;
	for (const char *l = r.out.data; r.end == RUN_EXITED && r.code == 0 && l && *l && n < max;) {
		const char *nl = strchr(l, '\n');
		size_t len = nl ? (size_t)(nl - l) : strlen(l);

		/* a line that is no GPU's ("[N/A]" for a capability) is passed over */
		if (len < 512 && smiline(l, len, &all[n]))
			n++;
		l = nl ? nl + 1 : NULL;
	}
	runfree(&r);
	return n;
}

/* the tests' stand-in: AKGEN_GPU_ARCH's GPUs; how many, -1 after a warning */
static int stand_in(const char *env, struct gpudev *all, int max)
{
	int n = 0;

	if (strcmp(env, "none") == 0)
		return 0;
	if (!strchr(env, ':')) {
		/* one GPU, its arch as given: a test may play a GPU akgen refuses */
		memset(&all[0], 0, sizeof(all[0]));
		if (!snprintfok(all[0].arch, sizeof(all[0].arch), "%s", env)) {
			warn("AKGEN_GPU_ARCH: not an arch (sm_90) nor a list of INDEX:ARCH: %.64s", env);
			return -1;
		}
		return 1;
	}
	for (const char *p = env; *p;) {
		size_t len = strcspn(p, ","), ilen = strcspn(p, ":,");
		struct gpudev *d = &all[n];

		if (n == max) {
			warn("AKGEN_GPU_ARCH: more than %d GPUs", max);
			return -1;
		}
		memset(d, 0, sizeof(*d));
		d->index = indexof(p, ilen);
		if (d->index < 0 || ilen == len || !archof(p + ilen + 1, len - ilen - 1, d->arch, sizeof(d->arch))) {
			warn("AKGEN_GPU_ARCH: not INDEX:ARCH (0:sm_90): %.*s", (int)(len < 64 ? len : 64), p);
			return -1;
		}
		for (int k = 0; k < n; k++)
			if (all[k].index == d->index) {
				warn("AKGEN_GPU_ARCH: GPU %d twice", d->index);
				return -1;
			}
		n++;
		p += len + (p[len] == ',');
	}
	return n;
}

bool gpus_listok(const char *list, char *why, size_t n)
{
	int seen[GPUS_MAX], k = 0;

	if (strcmp(list, "all") == 0)
		return true;
	for (const char *p = list;;) {
		size_t len = strcspn(p, ",");
		int i = indexof(p, len);

		if (i < 0) {
			snprintf(why, n, "not a GPU's index (nvidia-smi's) nor 'all': %.*s", (int)(len < 32 ? len : 32), p);
			return false;
		}
		for (int m = 0; m < k; m++)
			if (seen[m] == i) {
				snprintf(why, n, "GPU %d twice", i);
				return false;
			}
		if (k == GPUS_MAX) {
			snprintf(why, n, "more than %d GPUs", GPUS_MAX);
			return false;
		}
		seen[k++] = i;
		if (!p[len])
			return true;
		p += len + 1;
	}
}

/* the GPU the CUDA runtime calls device 0: the first of CUDA_VISIBLE_DEVICES (an
 * index, or a UUID or its start), else the first; -1 when it shows none */
static int device0(const struct gpudev *all, int n)
{
	const char *cvd = getenv("CUDA_VISIBLE_DEVICES");
	size_t len;

	if (!cvd)
		return 0;
	len = strcspn(cvd, ",");
	if (len == 0 || cvd[0] == '-')
		return -1;
	for (int i = 0; i < n; i++)
		if (strncmp(cvd, "GPU-", 4) == 0 ? len <= strlen(all[i].uuid) && strncmp(all[i].uuid, cvd, len) == 0
						 : indexof(cvd, len) == all[i].index)
			return i;
	/* a MIG instance, or a name nvidia-smi does not list: its arch is the first's */
	return 0;
}

int gpus_find(const char *list, struct gpudev *out, int max)
{
	struct gpudev *all = xcalloc(GPUS_MAX, sizeof(all[0]));
	const char *env = getenv("AKGEN_GPU_ARCH");
	int n = env && *env ? stand_in(env, all, GPUS_MAX) : smi(all, GPUS_MAX), got = 0;

	if (n == 0 && list && strcmp(list, "all") != 0) {
		warn("--gpus: no GPU here (%s lists none)", env && *env ? "AKGEN_GPU_ARCH" : "nvidia-smi");
		n = -1;
	}
	if (n <= 0 || !list) {
		int d = n > 0 ? device0(all, n) : -1;

		if (d >= 0 && max > 0)
			out[got++] = all[d];
		free(all);
		return n < 0 ? -1 : got;
	}
	for (const char *p = list; *p;) {
		size_t len = strcspn(p, ",");
		int want = strcmp(list, "all") == 0 ? -2 : indexof(p, len), found = 0;

		for (int i = 0; i < n; i++) {
			if ((want == -2 || all[i].index == want) && got < max) {
				out[got] = all[i];
				snprintf(out[got].visible, sizeof(out[got].visible), "%s", all[i].uuid);
				if (!all[i].uuid[0])
					snprintf(out[got].visible, sizeof(out[got].visible), "%d", all[i].index);
				got++;
				found++;
			}
		}
		if (!found && want != -2) {
			warn("--gpus: no GPU %.*s here (%s lists %d GPU%s)", (int)(len < 16 ? len : 16), p,
			     env && *env ? "AKGEN_GPU_ARCH" : "nvidia-smi", n, n == 1 ? "" : "s");
			free(all);
			return -1;
		}
		if (want == -2 || !p[len])
			break;
		p += len + 1;
	}
	free(all);
	return got;
}

void gpus_lockpaths(const struct gpudev *d, char **lock, char **turn)
{
	const char *dir = getenv("AKGEN_GPU_LOCKDIR");
	char id[112];
	size_t k = 0;

	if (d->uuid[0]) {
		/* the UUID names the device whatever the order of the indices */
		for (const char *p = d->uuid; *p && k + 1 < sizeof(id); p++)
			if (isalnum((unsigned char)*p) || *p == '-')
				id[k++] = *p;
		id[k] = 0;
	} else {
		snprintf(id, sizeof(id), "index%d", d->index);
	}
	if (!dir || !*dir)
		dir = "/tmp";
	*lock = xasprintf("%s/akgen-gpu-%s.lock", dir, id);
	*turn = xasprintf("%s/akgen-gpu-%s.turn", dir, id);
}

bool gpus_runs(const char *gpu, const char *job)
{
	enum archkind gk, jk;
	int gcc, jcc;

	if (strcmp(gpu, job) == 0)
		return true;
	if (!spec_parsearch(gpu, &gcc, &gk) || !spec_parsearch(job, &jcc, &jk) || gk != ARCH_PLAIN)
		return false;
	if (jk == ARCH_SPECIFIC)
		return gcc == jcc;
	return jk == ARCH_FAMILY && gcc / 10 == jcc / 10 && gcc >= jcc;
}
