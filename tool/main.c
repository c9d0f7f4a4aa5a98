/* main.c: akgen's command line: the table of commands, with the text of the
 * reference (help.c prints it: akgen help, docs/cli.md), and the dispatch;
 * the commands' bodies are in cmd*.c */
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>

#include "cmd.h"
#include "opts.h"
#include "run.h"
#include "version.h"

static int cmd_help(int argc, char **argv, struct paths *p);
static int cmd_version(int argc, char **argv, struct paths *p);

#define PATHOPTS                                                                                                \
	"\n  --specs DIR       the specs (default: specs)\n  --templates DIR   the kernel templates (default: "        \
	"templates)\n  --out DIR         the generated library (default: generated)\n  --db FILE         the "      \
	"provenance database, as it is (default: OUT/provenance.db, built from OUT/records)\n  --targets FILE    the " \
	"target archs and their options (default: targets.yaml beside the specs directory; where it is missing, " \
	"sm_80, sm_90, sm_90a, sm_100 and sm_120)"

const struct cmd cmds[] = {
	{"check", cmd_check, "check [--specs DIR] [--targets FILE] [SPEC...]", "validate specs",
	 "validate specs (default: every specs/*.yaml); every error is printed as\n"
	 "FILE:LINE:COL: FIELD: found ..., expected ...; exits 1 if any spec is invalid"},
	{"new", cmd_new, "new OP [--specs DIR]", "start an operator: a spec skeleton and its reference",
	 "write DIR/OP.yaml (default DIR: specs), a commented spec of an example operator\n"
	 "(y = x, elementwise) that akgen check accepts as written, and DIR/ref/OP.c, its\n"
	 "reference with the prototype akgen proto --ref derives, correct as written; then\n"
	 "say what to edit next. It writes over nothing: an existing file is refused (exit 3),\n"
	 "as is a name akgen check would not accept for an op (exit 2)."},
	{"plan", cmd_plan, "plan [--json] [--check] [--specs DIR] [--templates DIR] [--out DIR] [--db FILE] [--targets FILE]",
	 "list the jobs and whether each is missing, stale or fresh",
	 "list every job (op x arch x dtype) with its key and state: missing (no record),\n"
	 "stale (its inputs or its files changed) or fresh; --check exits 1 unless all are fresh.\n"
	 "--json: a list of jobs, each with op, arch, dtype, state, record, key, why, its\n"
	 "position (1, 2, ... in the plan's order) and gpu, the arch of\n"
	 "the GPU that vets it (a run without one compiles it only)" PATHOPTS},
	{"build", cmd_build, "build [--allow-unvetted] [--specs DIR] [--templates DIR] [--out DIR] [--db FILE]\n       [--targets FILE]",
	 "the main job: build libakops.a from generated/",
	 "the main job: build libakops.a from the sources in generated/: runs\n"
	 "ninja -f OUT/build.ninja (outputs in build/akops/, or BUILD_DIR/akops/ when the\n"
	 "environment sets BUILD_DIR), with akgen's nvcc first on PATH. It refuses, naming\n"
	 "each with what to do, a database that fails SQLite's quick check, a job with no\n"
	 "record and a file that is not what its record says; --allow-unvetted builds what\n"
	 "OUT holds anyway, with the same list as warnings, and a library that says so:\n"
	 "akops_version() ends in \"(unvetted: ...)\" and akops_variant() calls no variant\n"
	 "vetted (ninja then runs BUILD_DIR/akops-build.ninja). Stale jobs are built as they\n"
	 "are, and counted. Without OUT/build.ninja it says that nothing is generated yet\n"
	 "and exits 0; a refused or failed build exits 1." PATHOPTS},
	{"proto", cmd_proto,
	 "proto [--ref | --glue] [--dtype DT] [--arch ARCH] [-o FILE [--depfile FILE]] [--specs DIR] [SPEC...]",
	 "print the launcher or reference prototypes derived from specs",
	 "print the launcher prototypes a candidate must define (CUDA C++), or with --ref\n"
	 "the prototypes of the C references, for the named specs or all of --specs DIR;\n"
	 "-o writes them to FILE only if they changed, --depfile writes the specs read\n"
	 "as a Makefile rule for Ninja; --glue writes the harness glue of one job\n"
	 "(verify/harness.h) instead"},
	{"verify", cmd_verify, "verify SPEC CANDIDATE.cu [--arch ARCH] [--dtype DT] [--seed N] [--trials N] [--json]\n"
	 "       [--no-static] [--static-only] [--no-sanitize] [--timeout S] [--work DIR] [--keep] [--db FILE]",
	 "judge one candidate kernel: static checks, compile, verify, sanitize",
	 "judge one candidate: the static checks of verify/rules/, nvcc with the derived\n"
	 "launcher, the harness on every test and bench shape in a child process with a\n"
	 "time limit, then compute-sanitizer on the smallest shape. Prints each stage's\n"
	 "verdict (--json: machine-readable) and records the attempt in a scratch database\n"
	 "(the cache's akgen/scratch.db) unless --db names one: an experiment never enters\n"
	 "generated/'s records.\n"
	 "The arch defaults to this machine's GPU; without one of that arch the verdict is\n"
	 "NO_GPU (compiled only, unverified). Exits 0 on a pass, 1 on any other verdict."},
	{"bench", cmd_bench,
	 "bench SPEC CANDIDATE.cu [verify's options] [--min-ms MS] [--copy-gbps G] [--mma-tflops T]",
	 "judge a candidate, then time it on the bench shapes",
	 "verify, then time the candidate on every bench shape with CUPTI: L2 flushed and\n"
	 "outputs re-checked between repetitions, at least --min-ms (200) per shape, the\n"
	 "median, p10 and p90, and the fraction of the roofline floor (the greater of the\n"
	 "bytes over the copy bandwidth and the flops over the matrix ceiling, each\n"
	 "measured at the start unless --copy-gbps or --mma-tflops gives it)."},
	{"generate", cmd_generate,
	 "generate [--op OP]... [--arch ARCH]... [--dtype DT]... [--class C]... [--job KEY]... [--shard I/N]\n"
	 "       [--compile-only] [--gpus LIST] [--accept-regression]\n"
	 "       [--force] [--seed N] [--try NAME=V[,NAME=V]...]...\n"
	 "       [--budget N] [--time S] [--deadline S] [--target F] [--patience K] [--width N] [--jobs N]\n"
	 "       [--nvcc-jobs N] [--gpu-jobs N] [--trials N] [--search-trials N] [--screen-ms MS] [--final-ms MS]\n"
	 "       [--quiet] [--json] [--llm-config FILE] [--llm KEY=VALUE]... [--job-requests N] [--job-tokens N]\n"
	 "       [--bundle FILE]",
	 "run the agent loop over the stale jobs and write generated/",
	 "run the agent loop for every job (op x arch x dtype x shape class) that is not fresh\n"
	 "(--force: every one; --op, --arch, --dtype, --class select, 'default' an op's default\n"
	 "class; --job, the job whose key begins so; --shard I/N, of the jobs those select in\n"
	 "akgen plan's order, whatever their state, those at I, I + N, I + 2N...: N runs of the\n"
	 "same plan and options, on as many machines, do every job once, and a shard run again\n"
	 "keeps its jobs): the kernel families of templates/ searched round by\n"
	 "round (at most --width candidates a round, --budget a job, --time seconds a job, all\n"
	 "within --deadline), each candidate compiled (--nvcc-jobs at once), verified on the GPU\n"
	 "(--gpu-jobs at once, --search-trials a shape) and timed alone (--screen-ms a shape); a\n"
	 "search ends at --target of the roofline (geometric mean over the bench shapes) or after\n"
	 "--patience rounds without a gain above the noise. A search starts from the job's last\n"
	 "vetted point (else a sibling's, another arch's or class's, else the families'\n"
	 "defaults); each --try (up to 8) is that point with the parameters it names set, tried\n"
	 "beside it in the first round (within --width, ahead of the defaults of families the\n"
	 "job never tried) in every family that has them and admits\n"
	 "the values: a regime a person knows (--try WEARLY=1 for latency-bound shape classes)\n"
	 "is tried at once, and the descent goes on from whichever point wins. A value no family\n"
	 "of the ops run has is refused. The best candidates then go through\n"
	 "the verification again with --trials a shape, compute-sanitizer and a sustained timing\n"
	 "(--final-ms) until one passes: it is written to OUT/variants/ and\n"
	 "recorded as vetted. A job whose arch has no GPU here is compiled only: its op and\n"
	 "dtype's vetted variant, instantiated for its arch (with --compile-only, every job, and\n"
	 "the families' defaults where nothing is vetted). Every candidate is recorded.\n"
	 "--gpus LIST (nvidia-smi's indices, 0,1,3, or all) runs the jobs on those GPUs, --jobs\n"
	 "at once on each: each job on a GPU of its arch (read per GPU), its harness seeing that\n"
	 "GPU alone; without it, the GPU the CUDA runtime calls device 0. A timing holds its GPU\n"
	 "alone, against the other akgen processes of the host too (a lock file a GPU in /tmp,\n"
	 "or AKGEN_GPU_LOCKDIR).\n"
	 "At --deadline S the run stops: the commands still running are killed, the jobs they\n"
	 "served are left as they were (named, what they tried recorded), and the run ends\n"
	 "with its records (and --bundle) written; a job that would begin too late is left too.\n"
	 "A job vetted again whose new variant is slower than the variant it replaces, timed\n"
	 "again beside it, at a bench shape beyond the noise of both (its median, or its time at\n"
	 "the spec's least alignment where both were timed there), is not adopted (it fails,\n"
	 "the previous variant keeps shipping; akgen plan says why) unless --accept-regression;\n"
	 "the decision and every shape's figures are recorded (the GATE verdict).\n"
	 "Defaults: --budget 24 --time 150 --target 0.97 --patience 2 --width 8 --jobs 4\n"
	 "--gpu-jobs 4 --trials 10 --search-trials 3 --screen-ms 40 --final-ms 200 --seed 1; --nvcc-jobs: the cores.\n"
	 "Exits 0 when every job ended vetted, compiled only or left (for want of a GPU, or by\n"
	 "the deadline), 1 when a job found no passing candidate or the gate refused it; then\n"
	 "the candidates' builds are kept in a work directory of $TMPDIR (else /tmp), named on\n"
	 "stderr (--json: its \"kept\"), for the caller to read and remove.\n"
	 "With --llm-config or --llm, a language model proposes instead (akgen help ask has the\n"
	 "settings): one candidate a round, the last judgment fed back, the prompt and the\n"
	 "answer recorded; --budget bounds its candidates, --job-requests and --job-tokens what a\n"
	 "job may spend of the model, max_requests and max_total_tokens what the run may. The\n"
	 "key comes only from the environment variable key_env names. An op's own model, kept\n"
	 "in SPECS/OP.proposer (the same settings), proposes for its jobs when the command line\n"
	 "names none (docs/llm.md).\n"
	 "--bundle FILE: when the run ends, whatever became of its jobs, OUT's records as one\n"
	 "file for akgen merge (akgen help bundle; not with --db)." PATHOPTS},
	{"bundle", cmd_bundle, "bundle -o FILE [--out DIR]", "a worker's results as one file, for akgen merge",
	 "write the records of a worker's directory (--out; made from the project's records, and\n"
	 "written by generate --out there) as one file: a POSIX tar of records/, the same bytes\n"
	 "from the same records, its MANIFEST hashing every file and its ledger every row. Its\n"
	 "sha256 is printed; akgen merge takes it into the project. generate --bundle FILE does\n"
	 "the same when its run ends." PATHOPTS},
	{"merge", cmd_merge, "merge BUNDLE... [--specs DIR] [--templates DIR] [--out DIR] [--targets FILE]",
	 "take workers' bundles into the project's records and generated/",
	 "take each bundle's rows into the project's database, then its records, variants and\n"
	 "library sources. Each bundle is checked first: its members (files under records/,\n"
	 "plain names), its records against their MANIFEST and ledger, that its ledger extends\n"
	 "the project's (the worker's directory was made from this project's records), that\n"
	 "each job it recorded is a job of the plan with the plan's key (made from the same\n"
	 "inputs), and that no result of that job was made in the project after the bundle's\n"
	 "base (two results for one job: another bundle's, or a run here; a job left pending, as\n"
	 "a run's deadline leaves one, is no result, in the project or the bundle, and the job\n"
	 "ships its newest vetted or compiled-only record). A job of an op the\n"
	 "project has no spec of (a staging op that a promotion run vetted beside the ops it\n"
	 "promotes) is taken as history, and said: nothing reads its records until a spec of\n"
	 "that op gives a job of its key. Bundles are taken in\n"
	 "the order of their sha256, whatever the order named, each row with the next id of its\n"
	 "table and sealed in the ledger with the origin 'merge BUNDLE-SHA256 WORKER-ENTRY'; a\n"
	 "bundle merged before is nothing to do, and one whose records are another's named with\n"
	 "it, or an earlier state of them (the same worker bundled before it ran on), is taken\n"
	 "as part of that one. All or nothing: the rows go into a copy of the database, which\n"
	 "replaces it only when every bundle is in and nothing wrote the project meanwhile.\n"
	 "Exits 0 when every bundle was merged or had nothing new, 1 when one was refused (the\n"
	 "project is then unchanged)."
	 PATHOPTS},
	{"slurm", cmd_slurm,
	 "slurm [-o DIR] [--workdir DIR] [--shards-per-arch N] [--compile-only] [--op OP]... [--arch ARCH]...\n"
	 "       [--dtype DT]... [--class CLASS]... [--specs DIR] [--templates DIR] [--out DIR] [--targets FILE]\n"
	 "       [-- GENERATE-OPTION...] | slurm --status DIR",
	 "run the plan's jobs that are not fresh as Slurm array jobs",
	 "write into DIR (default: build/slurm) the scripts that run the jobs of the plan that\n"
	 "are not fresh (those --op, --arch, --dtype and --class select) on a Slurm cluster.\n"
	 "The jobs of an arch whose target names Slurm settings of its own (targets.yaml: arch:\n"
	 "ARCH: slurm: a partition, constraint or gres) run on its GPUs, in --shards-per-arch\n"
	 "units (default 1; at most 16 jobs a unit); the others, and every job with\n"
	 "--compile-only, are compiled only, in as many units, on the slurm: cpu: settings. Each\n"
	 "unit is an array task running akgen generate --job KEY... --bundle in a worker\n"
	 "directory of its own under --workdir (default DIR/work; on a filesystem every node\n"
	 "shares, as the repository), with the options after --; a task run again (requeued,\n"
	 "or submitted again) keeps the jobs it finished. DIR/submit.sh submits the GPU units'\n"
	 "arrays, gather.sbatch (akgen merge of their bundles) after them, then the\n"
	 "compile-only units (ports of what merged) and their gather; submit.sh GROUP=TASKS\n"
	 "submits those tasks again. The files are the same for the same plan, options and\n"
	 "paths. --status DIR: each unit's state (merged, finished, failed, started, not\n"
	 "started) and what to submit again; exits 1 until every unit is merged. Exits 0 when\n"
	 "the scripts were written or every job selected is fresh."
	 PATHOPTS},
	{"explain", cmd_explain, "explain OP[.CLASS] DTYPE ARCH [--json] [--specs DIR] [--out DIR] [--db FILE]",
	 "what made one variant, which checks it passed, how fast it is",
	 "one variant's story from its newest record: who proposed it (the kernel family and\n"
	 "its parameter values, or a model's answer), whether its key is the current inputs',\n"
	 "the GPU and seed that judged it, the verdict of every stage, its median time on\n"
	 "every bench shape against the roofline floor, the PyTorch figures against it where\n"
	 "a comparison is recorded (akgen compare-import: for each bench shape of the spec,\n"
	 "the newest comparison's akops, eager and torch.compile medians, each PyTorch time\n"
	 "over akops' in that comparison, and the attempt it timed), and whether each file\n"
	 "it wrote is still as recorded. --json: the same as one object (pytorch: the\n"
	 "comparisons, with their files' sha256, and the figures of each shape). Exits 1\n"
	 "when there is no such job or record, or a file is not as recorded." PATHOPTS},
	{"report", cmd_report, "report --html OUT.html [--specs DIR] [--out DIR] [--db FILE]",
	 "one self-contained page of the records for a reviewer",
	 "write one HTML page with no script and nothing beside it (charts as inline SVG): the\n"
	 "vetted, compiled-only and missing jobs by arch and dtype, the count of every verdict,\n"
	 "per op the roofline fraction of every bench shape of every timed variant and each\n"
	 "job's search (candidate against score), and every variant's measurements (each bench\n"
	 "shape's median, roofline fraction and time at the spec's least alignment) and\n"
	 "explanation (akgen explain), each linked from the matrix." PATHOPTS},
	{"compare-import", cmd_compare_import,
	 "compare-import FILE.json... [--specs DIR] [--templates DIR] [--out DIR] [--db FILE]",
	 "record bench/compare.py's PyTorch figures in the provenance database",
	 "record the JSON of bench/compare.py --json (akops against PyTorch eager and\n"
	 "torch.compile, timed on a GPU in one process) in the provenance database, for\n"
	 "akgen explain and report: for every shape of every op, each implementation's\n"
	 "median, p10 and p90 and how it was timed, with the file's path and sha256, the\n"
	 "GPU, the PyTorch version, the command compare.py recorded and the library it\n"
	 "called, with no path of that machine: the library and each absolute path of the\n"
	 "command by its file name. A candidate's times name the recorded attempt whose\n"
	 "source has the candidate_sha256 compare.py gives for it (of a job of the same op,\n"
	 "dtype and arch). The rows of kind copy (a copy_ of a small call's bytes, a bound\n"
	 "beside the implementations) are checked, and not recorded: the file's sha256 keeps\n"
	 "them. Each file is checked first, strictly: at most 4 MiB of JSON,\n"
	 "every field used of its type and length, every time a finite number above 0, each\n"
	 "op, dtype and arch a job of the specs, each shape that op's symbols, the GPU's\n"
	 "capability the arch. When one is refused (exit 1, naming the file and the field),\n"
	 "nothing is recorded; else all are, in one transaction, each row sealed in the\n"
	 "ledger, and the records are written again (as generate does). A file recorded\n"
	 "already (the same sha256) is left as it is." PATHOPTS},
	{"attest", cmd_attest,
	 "attest (--key KEY.pem | --ssh-agent KEY.pub) [--lib libakops.a] [-o FILE] [--specs DIR] [--out DIR] [--db FILE]",
	 "sign a statement of what generated/ is and how it was made",
	 "write an in-toto Statement v1 with a SLSA Provenance v1 predicate in a DSSE envelope\n"
	 "(-o, default attestation.dsse.json), signed with an Ed25519 key, never stored:\n"
	 "--key: the private key in KEY.pem (openssl genpkey -algorithm ed25519 -out KEY.pem),\n"
	 "which akgen reads; --ssh-agent: the key the ssh-agent at $SSH_AUTH_SOCK holds, named\n"
	 "by its public key (ssh-keygen -t ed25519's KEY.pub, or PEM), which akgen never sees.\n"
	 "Either way an ordinary Ed25519 signature over DSSE's PAE, checked under the public\n"
	 "key before the envelope is written. Only Ed25519 keys sign; ssh-agent takes at most\n"
	 "256 KiB to sign, a statement longer than that needs --key.\n"
	 "Subjects: every file each job's newest record wrote, and --lib's library, by sha256.\n"
	 "Predicate: the jobs and the tool as parameters; the specs, references, kernel\n"
	 "families or model answers and the verifier as resolved dependencies; as byproducts\n"
	 "the ledger's head and each job's record (status, proposer, parameters, seed, GPU,\n"
	 "verdicts, timings: akgen explain --json's, less the tree's state) by sha256, its\n"
	 "status and proposer alongside. 'akgen audit --attestation FILE --key PUBLIC'\n"
	 "verifies it, each job's record against the database included, PUBLIC the public\n"
	 "key as PEM or OpenSSH's KEY.pub.\n"
	 "Exits 3 when the key cannot be read or is not Ed25519, or the agent is missing,\n"
	 "lacks the key, refuses, answers malformed or with a signature that does not verify:\n"
	 "then no envelope is written." PATHOPTS},
	{"audit", cmd_audit,
	 "audit [--quiet] [--attestation FILE --key PUBLIC] [--specs DIR] [--templates DIR] [--out DIR] [--db FILE]",
	 "check the records against themselves and generated/ against the records",
	 "recompute what a reviewer would before trusting generated/: SQLite's integrity_check\n"
	 "of the database; the ledger, a hash chain over every row ever written (prompts,\n"
	 "answers, sources, verdicts, timings, artifacts), against every row as it is now;\n"
	 "the records git holds (OUT/records) against their MANIFEST and the database; the\n"
	 "sha256 of every file the newest record of each job wrote; every variant derived\n"
	 "again from what proposed it (replay --check). Prints the ledger's head, which the\n"
	 "dump beside the database carries too (a chain rewritten whole has another head).\n"
	 "With --attestation: the envelope's signature under the Ed25519 public key PUBLIC (PEM,\n"
	 "openssl pkey -pubout, or OpenSSH's line, ssh-keygen's KEY.pub), and every subject and\n"
	 "the ledger's head against the tree (akgen attest wrote it).\n"
	 "Exits 0 when everything matches, 1 naming the first row, entry or file that does\n"
	 "not, 3 when there is no database." PATHOPTS},
	{"replay", cmd_replay, "replay [--check] [--quiet] [--specs DIR] [--templates DIR] [--out DIR] [--db FILE]",
	 "generated/ again from the provenance database, with no network or GPU",
	 "for every job with a vetted or compiled-only record, derive its best attempt's source\n"
	 "again from what proposed it: the code block of the model's recorded answer, or the\n"
	 "kernel family's instance at the recorded parameters (the family must hash as it did);\n"
	 "it must hash to the attempt's source_sha256, and is then written to OUT/variants/ and\n"
	 "generated/ emitted again: the same bytes, with no network and no GPU. --check writes\n"
	 "nothing and says whether every variant file is what its record gives (an audit). A\n"
	 "job whose family, or a common file the family inlines, changed since its record is\n"
	 "stale: its file, where it holds the recorded source, is kept and named STALE until\n"
	 "generate remakes it.\n"
	 "Exits 0 when every one reproduced or is kept stale, 1 when one did not." PATHOPTS},
	{"instantiate", cmd_instantiate,
	 "instantiate SPEC TEMPLATE --dtype DT --arch ARCH [--param NAME=VALUE]... [-o FILE]",
	 "write a candidate from a kernel family and parameter values",
	 "write the candidate a family of templates/ gives for one job: the parameters'\n"
	 "values (the family's defaults unless --param), the element type and the launcher's\n"
	 "name as #defines, then the family's text, each line #include \"common/NAME.cuh\"\n"
	 "replaced by templates/common/NAME.cuh's text between marker comments naming it and\n"
	 "its sha256, so that the candidate needs no other file (templates/README.md).\n"
	 "Refuses a family of another dtype or, by its archs: line, of other archs, values\n"
	 "outside the search space or against a require: line, and any other quoted include,\n"
	 "a missing or linked common file, one that includes another."},
	{"show", cmd_show, "show SPEC...", "print specs as JSON, with the cost model evaluated",
	 "print each spec as JSON: symbols, dtypes, params, tolerances, and every test and\n"
	 "bench shape with the cost model's bytes and flops per dtype (for scripts such as\n"
	 "bench/compare.py)"},
	{"migrate", cmd_migrate, "migrate [DB]", "bring a provenance database to this akgen's schema",
	 "migrate the provenance database (default: generated/provenance.db) to this akgen's\n"
	 "schema version, in place, one transaction a version; the migration to the ledger\n"
	 "seals every row as it is then. Reading commands take older databases as they are;\n"
	 "the first command that writes migrates too."},
	{"dump", cmd_dump, "dump [DB]", "print the provenance database as text",
	 "print the provenance database (default: generated/provenance.db) as text, one row\n"
	 "a line; long texts appear as their sha256 and length"},
	{"export", cmd_export, "export [DB [DIR]]", "write the provenance database as the text records git holds",
	 "write every row of the provenance database (default: generated/provenance.db) as\n"
	 "text records into DIR (default: generated/records): per table, files of a fixed id\n"
	 "range, one row a line, every value exact, every full file but the last sealed as one\n"
	 "xz stream, a string of 1024 bytes or more once in a pack of 512, DIR/texts/N.xz (xz\n"
	 "-dc reads both); only changed files are written, stale ones removed, and a MANIFEST of\n"
	 "every file's sha256, every text's length and the ledger's head last\n"
	 "(docs/provenance.md). Without DB it also writes\n"
	 "generated/provenance.txt, the dump, and notes in the database that it is these\n"
	 "records (records of an older format are written again even when it is); generate\n"
	 "and migrate do so after they write (generate also as each searched job ends, so that\n"
	 "a run ended from outside, by a timeout or a lost machine, keeps in the records every\n"
	 "job it finished: `akgen replay` then makes their variants), and every command that reads\n"
	 "generated/provenance.db builds it from generated/records when it is missing or the\n"
	 "records changed, and writes generated/variants/ from them where a variant is missing."},
	{"import", cmd_import, "import [DIR [DB]] [--force]", "build the provenance database from its text records",
	 "build the provenance database (default: generated/provenance.db) from the records\n"
	 "in DIR (default: generated/records): into a temporary file, checked (every file\n"
	 "and text against the MANIFEST, every line, the foreign keys, the ledger against\n"
	 "every row and its head against the MANIFEST's), then renamed over DB. Records that\n"
	 "do not check are refused, naming the file and line or the row, and no database is\n"
	 "written. A DB that may hold what the records do not is replaced only with --force.\n"
	 "Exits 0 when built, 1 when the records are refused, 3 on an environment error."},
	{"ask", cmd_ask,
	 "ask [--backend openai|anthropic|command] [--endpoint URL] [--model M] [--key-env NAME]\n"
	 "       [--config FILE] [--timeout S] [--connect-timeout S] [--max-bytes N] [--max-tokens N]\n"
	 "       [--temperature T] [--retries N] [--backoff S] [--max-requests N] [--extract LAUNCHER]\n"
	 "       [-o FILE] [--templates DIR] [--gpu NAME] [--sms N] [--copy-gbps G] [--json] [--prompt-only]\n"
	 "       SPEC --dtype DT --arch ARCH [-- COMMAND ARGS...]",
	 "ask a language model for one job's kernel (the LLM proposers by hand)",
	 "render the proposal prompt of one job (templates/prompts/propose.txt), ask a model\n"
	 "and print the outcome (stderr) and the answer (stdout). Backends: openai (chat\n"
	 "completions: OpenAI, vLLM, llama.cpp, Ollama), anthropic (Messages) and command (any\n"
	 "CLI after --: the prompt on stdin, the answer on stdout). The key is read from the\n"
	 "environment variable --key-env names (default OPENAI_API_KEY or ANTHROPIC_API_KEY;\n"
	 "'' for none). --config reads key = value lines (docs/llm.md); flags win. --extract\n"
	 "takes the fenced source that defines LAUNCHER from the answer (-o: into FILE).\n"
	 "--json prints one object. Exits 0 on an answer (and a source with --extract), else 1."},
	{"sandbox", cmd_sandbox,
	 "sandbox [--check] | sandbox [--kind tool|gpu|command] [--scratch DIR] [--ro PATH]... [--net]\n"
	 "       [--pass NAME]... [--startup] [--timeout S] [--without MECHANISM]... -- COMMAND [ARGS...]",
	 "tell what the sandbox gives each child here, or run a command under it",
	 "without a command: one line for each kind of child akgen starts (tool: nvcc and the\n"
	 "binutils; gpu: a harness; command: a model's command) saying what holds it here:\n"
	 "the environment's allow-list, landlock (the filesystem), the network, the\n"
	 "system-call filter, resource limits (verify/README.md); --check exits 1 when a\n"
	 "mechanism is missing. With a command: run it under that kind's sandbox, writable\n"
	 "only in --scratch (also its directory and HOME), readable in the toolchain and\n"
	 "--ro; --pass keeps a variable, --net the network; --startup gives it what a\n"
	 "harness puts on itself after start-up (the filter as fd 3, the landlock layer as\n"
	 "fd 4); --without leaves out one mechanism (landlock, netns, seccomp, caps or\n"
	 "rlimits), to diagnose a machine. Exits with the command's status (125: not run,\n"
	 "126: it could not enter the sandbox, 127: not found, 128+N: killed by signal N)."},
	{"help", cmd_help, "help [COMMAND | --markdown]", "list the commands, or tell about one",
	 "list the commands and the exit statuses, or tell about one command (as\n"
	 "'akgen COMMAND --help' does); --markdown prints the whole reference, docs/cli.md"},
	{"version", cmd_version, "version", "print the version and the commit",
	 "print the version and the commit akgen was built from (also: akgen --version)"},
	{NULL, NULL, NULL, NULL, NULL},
};

static int cmd_version(int argc, char **argv, struct paths *p)
{
	(void)argv;
	(void)p;
	if (argc > 1)
		return usage("version", "%s", "version takes no arguments");
	printf("akgen %s (commit %s)\n", AK_VERSION, AK_COMMIT);
	return EXIT_OK;
}

static int cmd_help(int argc, char **argv, struct paths *p)
{
	const struct cmd *c = argc == 2 ? cmd_find(argv[1]) : NULL;

	(void)p;
	if (argc == 1)
		help_list(stdout);
	else if (argc == 2 && strcmp(argv[1], "--markdown") == 0)
		help_markdown(stdout);
	else if (argc > 2)
		return usage("help", "%s", "help takes one command");
	else if (!c)
		return usage(NULL, "unknown command %s", argv[1]);
	else
		help_command(stdout, c);
	return EXIT_OK;
}

int main(int argc, char **argv)
{
	struct paths p = {"specs", "templates", "generated", NULL, "verify", false, NULL};
	const struct cmd *c;
	int i = 1;

	run_signals();
	/* what akgen holds (a model's key in its environment) is not for the
	 * programs it runs: they cannot read a process that is not dumpable
	 * (sandbox.c drops their capabilities) */
	prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
	if (argc > 1 && strcmp(argv[1], "-C") == 0) {
		if (argc < 3)
			return usage(NULL, "%s", "-C needs a directory");
		if (chdir(argv[2]) != 0) {
			warn("cannot enter %s:", argv[2]);
			return EXIT_ENV;
		}
		i = 3;
	}
	if (i >= argc) {
		help_list(stderr);
		return EXIT_USAGE;
	}
	if (strcmp(argv[i], "--version") == 0 || strcmp(argv[i], "-V") == 0)
		return cmd_version(1, argv + i, &p);
	if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
		return cmd_help(1, argv + i, &p);
	c = cmd_find(argv[i]);
	if (!c)
		return usage(NULL, "unknown command %s", argv[i]);
	if (wantshelp(argc - i, argv + i)) {
		help_command(stdout, c);
		return EXIT_OK;
	}
	return c->fn(argc - i, argv + i, &p);
}
