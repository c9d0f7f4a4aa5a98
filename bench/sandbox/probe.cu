/* bench/sandbox/probe.cu: what the GPU machine allows a sandboxed harness.
 *
 * Run by bench/sandbox/probe.sh on the H200 machine. A "checker" process (not
 * sandboxed) allocates device buffers and hands them as CUDA IPC handles to a
 * "runner" started under `akgen sandbox --kind gpu --startup`, which
 * maps them, times a copy kernel on mapped and on its own memory, loads the
 * harness's start-up filter (fd 3) and then tries what a candidate must not
 * be able to do. One line of `key=value` results per step.
 *
 *   nvcc -O2 -arch=sm_90 probe.cu -lcupti -o probe
 *   ./probe checker AKGEN SCRATCH          (starts the runner itself)
 */
#include <cuda_runtime.h>
#include <cupti.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <vector>

#define CK(x)                                                                                            \
	do {                                                                                             \
		cudaError_t e_ = (x);                                                                    \
		if (e_ != cudaSuccess) {                                                                 \
			printf("FAIL %s: %s at line %d\n", #x, cudaGetErrorString(e_), __LINE__);        \
			fflush(stdout);                                                                  \
			exit(1);                                                                         \
		}                                                                                        \
	} while (0)

static const size_t N = (size_t)256 << 20;	/* bytes */

__global__ void fill_kernel(int4 *p, size_t n, int v)
{
	for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
		p[i] = make_int4(v, v, v, v);
}

__global__ void inc_kernel(int *p, size_t n)
{
	for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
		p[i] += 1;
}

__global__ void copy_kernel(const int4 *a, int4 *b, size_t n)
{
	for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
		b[i] = a[i];
}

__global__ void count_kernel(const int *p, size_t n, int v, unsigned long long *bad)
{
	unsigned long long c = 0;
	for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
		c += p[i] != v;
	if (c)
		atomicAdd(bad, c);
}

static int threads(void)
{
	DIR *d = opendir("/proc/self/task");
	int n = 0;
	struct dirent *e;
	while (d && (e = readdir(d)))
		n += e->d_name[0] != '.';
	if (d)
		closedir(d);
	return n;
}

static void hex(const void *p, size_t n, char *out)
{
	for (size_t i = 0; i < n; i++)
		sprintf(out + 2 * i, "%02x", ((const unsigned char *)p)[i]);
}

static void unhex(const char *s, void *p, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		unsigned v = 0;
		sscanf(s + 2 * i, "%2x", &v);
		((unsigned char *)p)[i] = (unsigned char)v;
	}
}

static float time_copy(const int4 *a, int4 *b)
{
	cudaEvent_t e0, e1;
	CK(cudaEventCreate(&e0));
	CK(cudaEventCreate(&e1));
	std::vector<float> t;
	for (int r = 0; r < 23; r++) {
		CK(cudaEventRecord(e0));
		copy_kernel<<<132 * 8, 256>>>(a, b, N / 32);	/* half of N each way */
		CK(cudaEventRecord(e1));
		CK(cudaEventSynchronize(e1));
		float ms;
		CK(cudaEventElapsedTime(&ms, e0, e1));
		if (r >= 3)
			t.push_back(ms);
	}
	std::sort(t.begin(), t.end());
	return t[t.size() / 2] * 1000.0f;
}

static int nrec;
static void CUPTIAPI req(uint8_t **b, size_t *s, size_t *m)
{
	*b = (uint8_t *)aligned_alloc(8, 1 << 20);
	*s = 1 << 20;
	*m = 0;
}
static void CUPTIAPI done(CUcontext, uint32_t, uint8_t *b, size_t, size_t v)
{
	CUpti_Activity *r = NULL;
	while (cuptiActivityGetNextRecord(b, v, &r) == CUPTI_SUCCESS)
		nrec++;
	free(b);
}

static void *thread_fn(void *) { return NULL; }

/* what the harness does after start-up: the second landlock layer (fd 4),
 * then the second filter (fd 3) */
static const char *lockdown(void)
{
	static char r[128];
	long lr = syscall(SYS_landlock_restrict_self, 4, 0);
	int le = errno;
	char buf[65536];
	ssize_t n = pread(3, buf, sizeof buf, 0);
	struct sock_fprog prog = {(unsigned short)(n / 8), (struct sock_filter *)buf};
	long fr = n > 0 ? syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, &prog) : -1;
	snprintf(r, sizeof r, "landlock2=%d(errno %d) seccomp=%d(bytes %zd errno %d)", lr == 0, lr ? le : 0, fr == 0, n,
		 fr ? errno : 0);
	return r;
}

static int runner(char **argv)
{
	cudaIpcMemHandle_t ha, hb;
	unhex(argv[2], &ha, sizeof ha);
	unhex(argv[3], &hb, sizeof hb);
	printf("runner_start threads=%d key=%s\n", threads(), getenv("OPENAI_API_KEY") ? "VISIBLE" : "absent");
	CUptiResult cr = cuptiActivityRegisterCallbacks(req, done);
	if (cr == CUPTI_SUCCESS)
		cr = cuptiActivityEnable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL);
	printf("cupti_init ok=%d\n", cr == CUPTI_SUCCESS);
	CK(cudaSetDevice(0));
	CK(cudaFree(0));
	printf("after_ctx threads=%d\n", threads());
	int *a = NULL;
	cudaError_t ie = cudaIpcOpenMemHandle((void **)&a, ha, cudaIpcMemLazyEnablePeerAccess);
	printf("ipc_open_before_filter ok=%d err=%s\n", ie == cudaSuccess, cudaGetErrorString(ie));
	if (ie != cudaSuccess)
		return 1;
	int4 *own1, *own2;
	CK(cudaMalloc(&own1, N));
	CK(cudaMalloc(&own2, N));
	fill_kernel<<<1024, 256>>>(own1, N / 16, 3);
	CK(cudaDeviceSynchronize());
	float t_ipc_read = time_copy((const int4 *)a, own2);
	float t_ipc_write = time_copy(own1, (int4 *)a + N / 32);
	float t_own = time_copy(own1, own2);
	printf("timing copy_128MiB_us own=%.2f ipc_src=%.2f ipc_dst=%.2f\n", t_own, t_ipc_read, t_ipc_write);
	/* restore A's second half for the checker: it was overwritten by the copy */
	fill_kernel<<<1024, 256>>>((int4 *)a + N / 32, N / 32, 7);
	CK(cudaDeviceSynchronize());
	printf("after_work threads=%d\n", threads());

	printf("lockdown %s\n", lockdown());

	int *b = NULL;
	ie = cudaIpcOpenMemHandle((void **)&b, hb, cudaIpcMemLazyEnablePeerAccess);
	printf("ipc_open_after_filter ok=%d err=%s\n", ie == cudaSuccess, cudaGetErrorString(ie));
	inc_kernel<<<1024, 256>>>(a, N / 4);
	if (b)
		inc_kernel<<<1024, 256>>>(b, N / 4);
	CK(cudaGetLastError());
	CK(cudaDeviceSynchronize());
	void *m = NULL;
	CK(cudaMalloc(&m, 1 << 20));
	CK(cudaFree(m));
	float t_own2 = time_copy(own1, own2);
	cuptiActivityFlushAll(1);
	printf("after_filter cuda_ok=1 cupti_records=%d copy_us=%.2f threads=%d\n", nrec, t_own2, threads());

	cudaStream_t st2;
	cudaError_t se = cudaStreamCreateWithFlags(&st2, cudaStreamNonBlocking);
	cudaEvent_t ev;
	cudaError_t ee = cudaEventCreate(&ev);
	printf("after_filter stream=%s event=%s threads=%d\n", cudaGetErrorString(se), cudaGetErrorString(ee), threads());
	char comm[64];
	snprintf(comm, sizeof comm, "/proc/self/task/%d/comm", (int)syscall(SYS_gettid));
	int cf = open(comm, O_WRONLY);
	int mf = open("/proc/self/mem", O_RDWR);
	printf("deny comm_write=%s self_mem_write=%s\n", cf < 0 ? "denied" : "ALLOWED", mf < 0 ? "denied" : "ALLOWED");
	pid_t p = fork();
	if (p == 0)
		_exit(0);
	printf("deny fork=%s\n", p < 0 ? "denied" : "ALLOWED");
	if (p > 0)
		waitpid(p, NULL, 0);
	char *av[] = {(char *)"/bin/true", NULL};
	execv("/bin/true", av);
	printf("deny execve=%s\n", errno == EPERM ? "denied" : "OTHER");
	int s4 = socket(AF_INET, SOCK_STREAM, 0), su = socket(AF_UNIX, SOCK_STREAM, 0);
	printf("deny socket_inet=%s socket_unix=%s\n", s4 < 0 ? "denied" : "ALLOWED", su < 0 ? "denied" : "ALLOWED");
	int f = open(argv[4], O_RDONLY);
	printf("deny read_planted=%s\n", f < 0 ? "denied" : "ALLOWED");
	char env[64];
	snprintf(env, sizeof env, "/proc/%d/environ", (int)getppid());
	f = open(env, O_RDONLY);
	printf("deny parent_environ=%s\n", f < 0 ? "denied" : "ALLOWED");
	f = open("/dev/shm/akgen-probe", O_CREAT | O_RDWR, 0600);
	printf("deny devshm_create=%s\n", f < 0 ? "denied" : "ALLOWED");
	void *x = mmap(NULL, 4096, PROT_READ | PROT_WRITE | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	printf("deny mmap_exec=%s\n", x == MAP_FAILED ? "denied" : "ALLOWED");
	pthread_t th;
	int tr = pthread_create(&th, NULL, thread_fn, NULL);
	if (tr == 0)
		pthread_join(th, NULL);
	printf("deny thread=%s\n", tr != 0 ? "denied" : "ALLOWED");
	f = open("scratchfile", O_CREAT | O_RDWR, 0600);
	printf("allow scratch_write=%s\n", f >= 0 ? "allowed" : "DENIED");
	fflush(stdout);
	return 0;
}

static int checker(char **argv)
{
	int *a, *b;
	CK(cudaMalloc(&a, N));
	CK(cudaMalloc(&b, N));
	fill_kernel<<<1024, 256>>>((int4 *)a, N / 16, 7);
	fill_kernel<<<1024, 256>>>((int4 *)b, N / 16, 9);
	CK(cudaDeviceSynchronize());
	cudaIpcMemHandle_t ha, hb;
	CK(cudaIpcGetMemHandle(&ha, a));
	CK(cudaIpcGetMemHandle(&hb, b));
	char xa[200], xb[200];
	hex(&ha, sizeof ha, xa);
	hex(&hb, sizeof hb, xb);
	char plant[512];
	snprintf(plant, sizeof plant, "%s/../planted-secret", argv[3]);
	FILE *pf = fopen(plant, "w");
	fputs("secret\n", pf);
	fclose(pf);
	pid_t p = fork();
	if (p == 0) {
		setenv("OPENAI_API_KEY", "sk-planted", 1);
		/* WITHOUT=MECH leaves one mechanism out, to find the one in the way */
		const char *w = getenv("WITHOUT");
		char *av[] = {argv[2], (char *)"sandbox", (char *)"--kind", (char *)"gpu", (char *)"--scratch", argv[3],
			      (char *)"--startup", (char *)"--without", (char *)(w && *w ? w : "nothing"),
			      (char *)"--", argv[4], (char *)"runner", xa, xb, plant, NULL};
		if (!w || !*w)
			memmove(av + 7, av + 9, 7 * sizeof av[0]);
		execv(argv[2], av);
		_exit(127);
	}
	int st = 0;
	waitpid(p, &st, 0);
	printf("runner_exit status=%d\n", WIFEXITED(st) ? WEXITSTATUS(st) : -WTERMSIG(st));
	unsigned long long *bad;
	CK(cudaMalloc(&bad, 16));
	CK(cudaMemset(bad, 0, 16));
	count_kernel<<<1024, 256>>>(a, N / 4, 8, bad);
	count_kernel<<<1024, 256>>>(b, N / 4, 10, bad + 1);
	unsigned long long h[2];
	CK(cudaMemcpy(h, bad, 16, cudaMemcpyDeviceToHost));
	printf("checker_sees runner_writes_a_bad=%llu b_bad=%llu\n", h[0], h[1]);
	DIR *d = opendir("/dev/shm");
	struct dirent *e;
	int shm = 0;
	while (d && (e = readdir(d)))
		shm += e->d_name[0] != '.';
	printf("devshm_entries=%d\n", shm);
	return 0;
}

/* one process alone, for compute-sanitizer: a kernel, the filter, a kernel */
static int solo(void)
{
	printf("solo fd3=%d fd4=%d\n", fcntl(3, F_GETFD) >= 0, fcntl(4, F_GETFD) >= 0);
	int4 *p;
	CK(cudaMalloc(&p, 1 << 20));
	fill_kernel<<<64, 256>>>(p, (1 << 20) / 16, 1);
	CK(cudaDeviceSynchronize());
	const char *lk = lockdown();
	inc_kernel<<<64, 256>>>((int *)p, (1 << 20) / 4);
	CK(cudaDeviceSynchronize());
	CK(cudaFree(p));
	printf("solo lockdown %s ok\n", lk);
	return 0;
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc >= 2 && !strcmp(argv[1], "solo"))
		return solo();
	if (argc >= 5 && !strcmp(argv[1], "checker"))
		return checker(argv);
	if (argc >= 5 && !strcmp(argv[1], "runner"))
		return runner(argv);
	fprintf(stderr, "usage: probe checker AKGEN SCRATCH PROBE | runner HA HB PLANTED\n");
	return 2;
}
