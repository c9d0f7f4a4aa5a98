#!/bin/sh
# attest_test.sh: akgen attest on a copy of the committed generated/, checked by
# an independent implementation (Python's cryptography: DSSE's PAE, Ed25519, the
# in-toto statement's form, every subject's sha256), and by akgen audit
# --attestation; an envelope Python signs, akgen verifies; a changed payload, a
# wrong key, a changed subject and records written after the statement are each
# refused. Then a key held in a private ssh-agent: its envelope verified the same ways,
# with the OpenSSH .pub as the public key, and each refusal (no agent, a key it lacks,
# an RSA or malformed .pub, an agent that refuses, answers malformed or with a wrong
# signature) leaves no envelope.
# usage: attest_test.sh AKGEN (from the repository root)
set -u
akgen=$1
. "$(dirname "$0")/common.sh"
agentpid=""
fakepid=""
# shellcheck disable=SC2317
cleanup() {
	[ -n "$agentpid" ] && kill "$agentpid" 2>/dev/null
	[ -n "$fakepid" ] && kill "$fakepid" 2>/dev/null
	rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP
# never the agent of whoever runs the tests: only the private ones below
unset SSH_AUTH_SOCK SSH_AGENT_PID
python3 -c 'import cryptography' 2>/dev/null || { echo "FAIL: attest_test needs Python's cryptography"; exit 1; }
openssl genpkey -algorithm ed25519 -out "$tmp/key.pem" 2>/dev/null &&
	openssl pkey -in "$tmp/key.pem" -pubout -out "$tmp/pub.pem" 2>/dev/null || { echo "FAIL: openssl"; exit 1; }
openssl genpkey -algorithm ed25519 -out "$tmp/other.pem" 2>/dev/null && openssl pkey -in "$tmp/other.pem" -pubout \
	-out "$tmp/otherpub.pem" 2>/dev/null
cp -r generated "$tmp/gen"
# the subjects: every variant and the library
nsubj=$(($(ls "$tmp/gen/variants" | grep -c '\.cu$') + 1))
rm -f "$tmp/gen/provenance.db-wal" "$tmp/gen/provenance.db-shm"
printf 'not a real library\n' >"$tmp/libakops.a"

"$akgen" attest --out "$tmp/gen" --key "$tmp/key.pem" --lib "$tmp/libakops.a" -o "$tmp/a.json" >"$tmp/out" 2>&1 && ok ||
	{ bad "attest: $(cat "$tmp/out")"; }
grep -q "PRIVATE\|BEGIN" "$tmp/a.json" && bad "the envelope holds key material" || ok

# the independent check of envelope $1 under the public key $2 (PEM or OpenSSH's .pub line,
# each read by Python's own parser)
pycheck() {
	python3 - "$1" "$2" "$tmp/gen" <<'PY'
import base64, hashlib, json, os, sys
from cryptography.hazmat.primitives.serialization import (load_pem_public_key, load_ssh_public_key, Encoding,
                                                          PublicFormat)
env = json.load(open(sys.argv[1]))
assert env["payloadType"] == "application/vnd.in-toto+json"
payload = base64.b64decode(env["payload"], validate=True)
t = env["payloadType"].encode()
pae = b"DSSEv1 %d %s %d %s" % (len(t), t, len(payload), payload)
text = open(sys.argv[2], "rb").read()
key = load_ssh_public_key(text) if text.startswith(b"ssh-") else load_pem_public_key(text)
assert len(env["signatures"]) == 1
sig = base64.b64decode(env["signatures"][0]["sig"], validate=True)
assert len(sig) == 64, len(sig)
key.verify(sig, pae)  # raises if it does not verify
raw = key.public_bytes(Encoding.Raw, PublicFormat.Raw)
assert env["signatures"][0]["keyid"] == hashlib.sha256(raw).hexdigest()
st = json.loads(payload)
assert st["_type"] == "https://in-toto.io/Statement/v1", st["_type"]
assert st["predicateType"] == "https://slsa.dev/provenance/v1"
names = [s["name"] for s in st["subject"]]
nvariants = len([f for f in os.listdir(os.path.join(sys.argv[3], "variants")) if f.endswith(".cu")])
assert len(names) == nvariants + 1 and any(n.endswith("libakops.a") for n in names), (len(names), nvariants)
for s in st["subject"]:
    assert hashlib.sha256(open(s["name"], "rb").read()).hexdigest() == s["digest"]["sha256"], s["name"]
pred = st["predicate"]
deps = {d["name"]: d["digest"]["sha256"] for d in pred["buildDefinition"]["resolvedDependencies"]}
assert "verify/" in deps and "specs/rmsnorm.yaml" in deps and "templates/rmsnorm/rowreg.cu" in deps, sorted(deps)
assert deps["specs/ref/rmsnorm.c"] == hashlib.sha256(open("specs/ref/rmsnorm.c", "rb").read()).hexdigest()
bp = pred["runDetails"]["byproducts"]
assert bp[0]["name"] == "provenance.db ledger head" and len(bp[0]["digest"]["sha256"]) == 64
job = [b for b in bp if b["name"] == "job rmsnorm sm_90 bf16"][0]
assert job["annotations"] == {"status": "vetted", "proposer": "template:rmsnorm/rowreg"}, job
assert len(job["digest"]["sha256"]) == 64 and sorted(job) == ["annotations", "digest", "name"], job
# a byproduct for every job of the plan, each named by its record's sha256
jobs = [b for b in bp if b["name"].startswith("job ")]
assert len(jobs) == len(pred["buildDefinition"]["externalParameters"]["jobs"]) == nvariants, len(jobs)
assert len({b["digest"]["sha256"] for b in jobs}) == len(jobs)
# the records by digest: an ssh-agent signs it in one message, with room for the project to grow
assert len(payload) < 512 * len(jobs) + 16384, (len(payload), len(jobs))
assert len(payload) < 256 * 1024, len(payload)
PY
}
pycheck "$tmp/a.json" "$tmp/pub.pem" && ok || bad "Python's check of akgen's envelope"
"$akgen" audit --quiet --out "$tmp/gen" --attestation "$tmp/a.json" --key "$tmp/pub.pem" >"$tmp/out" 2>&1 &&
	grep -q "signature good, $nsubj subjects" "$tmp/out" && ok || { bad "audit --attestation"; cat "$tmp/out"; }

# an envelope Python signs over akgen's statement: akgen verifies it
python3 - "$tmp/a.json" "$tmp/key.pem" "$tmp/py.json" <<'PY' || bad "Python's signing"
import base64, json, sys
from cryptography.hazmat.primitives.serialization import load_pem_private_key
env = json.load(open(sys.argv[1]))
payload = base64.b64decode(env["payload"])
t = env["payloadType"].encode()
key = load_pem_private_key(open(sys.argv[2], "rb").read(), None)
sig = key.sign(b"DSSEv1 %d %s %d %s" % (len(t), t, len(payload), payload))
env["signatures"] = [{"keyid": "", "sig": base64.b64encode(sig).decode()}]
json.dump(env, open(sys.argv[3], "w"))
PY
"$akgen" audit --quiet --out "$tmp/gen" --attestation "$tmp/py.json" --key "$tmp/pub.pem" >"$tmp/out" 2>&1 && ok ||
	{ bad "akgen does not verify Python's envelope"; cat "$tmp/out"; }

# refused: another key; a payload changed after signing; a subject changed; records written since
"$akgen" audit --quiet --out "$tmp/gen" --attestation "$tmp/a.json" --key "$tmp/otherpub.pem" >"$tmp/out" 2>&1
[ $? -eq 1 ] && grep -q "no signature of .* verifies" "$tmp/out" && ok || { bad "another key"; cat "$tmp/out"; }
python3 - "$tmp/a.json" "$tmp/forged.json" <<'PY'
import base64, json, sys
env = json.load(open(sys.argv[1]))
st = json.loads(base64.b64decode(env["payload"]))
st["subject"][0]["digest"]["sha256"] = "0" * 64
env["payload"] = base64.b64encode(json.dumps(st).encode()).decode()
json.dump(env, open(sys.argv[2], "w"))
PY
"$akgen" audit --quiet --out "$tmp/gen" --attestation "$tmp/forged.json" --key "$tmp/pub.pem" >"$tmp/out" 2>&1
[ $? -eq 1 ] && grep -q "no signature of .* verifies" "$tmp/out" && ok || { bad "a changed payload"; cat "$tmp/out"; }
printf 'another library\n' >"$tmp/libakops.a"
"$akgen" audit --quiet --out "$tmp/gen" --attestation "$tmp/a.json" --key "$tmp/pub.pem" >"$tmp/out" 2>&1
[ $? -eq 1 ] && grep -q "libakops.a differs from the attested" "$tmp/out" && ok || { bad "a changed subject"; cat "$tmp/out"; }
printf 'not a real library\n' >"$tmp/libakops.a"
# a job's record other than the attested one (its byproduct's digest changed, the envelope
# signed again by the key), and a job the plan lacks: each refused by name
for what in digest name; do
	python3 - "$tmp/a.json" "$tmp/key.pem" "$tmp/job.json" "$what" <<'PY'
import base64, json, sys
from cryptography.hazmat.primitives.serialization import load_pem_private_key
env = json.load(open(sys.argv[1]))
st = json.loads(base64.b64decode(env["payload"]))
job = [b for b in st["predicate"]["runDetails"]["byproducts"] if b["name"] == "job rmsnorm sm_90 bf16"][0]
if sys.argv[4] == "digest":
    job["digest"]["sha256"] = "%064x" % (int(job["digest"]["sha256"], 16) ^ 1)
else:
    job["name"] = "job rmsnorm sm_89 bf16"
payload = json.dumps(st).encode()
t = env["payloadType"].encode()
key = load_pem_private_key(open(sys.argv[2], "rb").read(), None)
env["payload"] = base64.b64encode(payload).decode()
env["signatures"] = [{"keyid": "", "sig": base64.b64encode(key.sign(b"DSSEv1 %d %s %d %s" % (len(t), t, len(payload),
                                                                                           payload))).decode()}]
json.dump(env, open(sys.argv[3], "w"))
PY
	"$akgen" audit --quiet --out "$tmp/gen" --attestation "$tmp/job.json" --key "$tmp/pub.pem" >"$tmp/out" 2>&1
	rc=$?
	case $what in
	digest) want="job rmsnorm sm_90 bf16: its record differs from the attested sha256" ;;
	name) want="the statement's job rmsnorm sm_89 bf16 is no job of the plan" ;;
	esac
	[ $rc -eq 1 ] && grep -q "$want" "$tmp/out" && ok || { bad "a job's $what changed"; cat "$tmp/out"; }
done
AKGEN_GPU_ARCH=none "$akgen" verify specs/gelu_tanh.yaml verify/naive/gelu_tanh_bf16.cu --arch sm_90 --dtype bf16 \
	--static-only --db "$tmp/gen/provenance.db" >/dev/null 2>&1
"$akgen" audit --quiet --out "$tmp/gen" --attestation "$tmp/a.json" --key "$tmp/pub.pem" >"$tmp/out" 2>&1
[ $? -eq 1 ] && grep -q "written or rewritten since" "$tmp/out" && ok || { bad "records written since"; cat "$tmp/out"; }

"$akgen" attest --out "$tmp/gen" >"$tmp/out" 2>&1
[ $? -eq 2 ] && ok || bad "attest without --key is not refused"
"$akgen" attest --out "$tmp/gen" --key "$tmp/pub.pem" -o "$tmp/x.json" >"$tmp/out" 2>&1
[ $? -eq 3 ] && grep -q "not an Ed25519 private key" "$tmp/out" && ok || { bad "a public key to sign with"; cat "$tmp/out"; }

# ---------------------------------------------------------------- a key held in ssh-agent
# a private agent on a socket of this test's own; the private key is ssh-add's to read
ssh-keygen -q -t ed25519 -N '' -C 'attest test' -f "$tmp/ssh" && ssh-keygen -q -t ed25519 -N '' -f "$tmp/notadded" &&
	ssh-keygen -q -t rsa -b 2048 -N '' -f "$tmp/rsa" || { echo "FAIL: ssh-keygen"; exit 1; }
sock=$tmp/agent.sock
ssh-agent -D -a "$sock" >/dev/null 2>&1 &
agentpid=$!
for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
	[ -S "$sock" ] && break
	sleep 0.1
done
SSH_AUTH_SOCK=$sock ssh-add -q "$tmp/ssh" 2>"$tmp/out" || { echo "FAIL: ssh-agent, ssh-add: $(cat "$tmp/out")"; exit 1; }
# akgen attest starts no child (so none holds the key's name or the agent's socket)
# under strace where it can trace, build.sh installs it (LeakSanitizer cannot run under
# ptrace, and its check at exit would start a thread: off for this run)
if ! command -v strace >/dev/null; then
	bad "no strace (build.sh installs it)"
elif ! strace -f -qq -o /dev/null true 2>/dev/null; then
	echo "note: strace cannot trace here; akgen attest's children not counted"
else
	SSH_AUTH_SOCK=$sock ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" strace -f -qq -e trace=execve,fork,vfork,clone,clone3 -o "$tmp/trace" \
		"$akgen" attest --out "$tmp/gen" --ssh-agent "$tmp/ssh.pub" --lib "$tmp/libakops.a" -o "$tmp/b.json" \
		>"$tmp/out" 2>&1 && ok || bad "attest --ssh-agent under strace: $(cat "$tmp/out")"
	[ "$(grep -c . "$tmp/trace")" -eq 1 ] && grep -q 'execve(.*akgen' "$tmp/trace" && ok ||
		{ bad "akgen attest started a child or a thread"; cat "$tmp/trace"; }
	rm -f "$tmp/b.json"
fi
SSH_AUTH_SOCK=$sock "$akgen" attest --out "$tmp/gen" --ssh-agent "$tmp/ssh.pub" --lib "$tmp/libakops.a" -o "$tmp/b.json" \
	>"$tmp/out" 2>&1 && grep -q "$nsubj subjects signed by key .*through the ssh-agent" "$tmp/out" && ok ||
	{ bad "attest --ssh-agent: $(cat "$tmp/out")"; }
# the private key in neither the envelope nor the database
sed '/-----/d' "$tmp/ssh" >"$tmp/sshbody"
grep -q -F -f "$tmp/sshbody" "$tmp/b.json" "$tmp/gen/provenance.db" && bad "the private key in the envelope or the database" || ok
grep -q "PRIVATE" "$tmp/b.json" && bad "the envelope holds key material" || ok
# checked by Python under the .pub line, by akgen under the .pub and under the same key as PEM
pycheck "$tmp/b.json" "$tmp/ssh.pub" && ok || bad "Python's check of the agent-signed envelope"
python3 -c '
import sys
from cryptography.hazmat.primitives.serialization import load_ssh_public_key, Encoding, PublicFormat
k = load_ssh_public_key(open(sys.argv[1], "rb").read())
open(sys.argv[2], "wb").write(k.public_bytes(Encoding.PEM, PublicFormat.SubjectPublicKeyInfo))
' "$tmp/ssh.pub" "$tmp/sshpub.pem" || bad "Python's PEM of the .pub"
for k in ssh.pub sshpub.pem; do
	"$akgen" audit --quiet --out "$tmp/gen" --attestation "$tmp/b.json" --key "$tmp/$k" >"$tmp/out" 2>&1 &&
		grep -q "signature good, $nsubj subjects" "$tmp/out" && ok || { bad "audit of the agent's envelope under $k"; cat "$tmp/out"; }
done
# the same statement as the PEM key's envelope of the tree as it is now: only the signature
# and its key differ
"$akgen" attest --out "$tmp/gen" --key "$tmp/key.pem" --lib "$tmp/libakops.a" -o "$tmp/a2.json" >"$tmp/out" 2>&1 ||
	bad "attest --key: $(cat "$tmp/out")"
python3 - "$tmp/a2.json" "$tmp/b.json" <<'PY' && ok || bad "the agent's envelope is not the PEM key's in form"
import json, sys
a, b = (json.load(open(f)) for f in sys.argv[1:3])
assert a["payload"] == b["payload"] and a["payloadType"] == b["payloadType"]
assert sorted(a) == sorted(b) and [sorted(s) for s in a["signatures"]] == [sorted(s) for s in b["signatures"]]
assert a["signatures"][0]["keyid"] != b["signatures"][0]["keyid"]
PY
# the PEM key's envelope under the agent key's .pub, the agent's under another .pub: refused
"$akgen" audit --quiet --out "$tmp/gen" --attestation "$tmp/a.json" --key "$tmp/ssh.pub" >"$tmp/out" 2>&1
[ $? -eq 1 ] && grep -q "no signature of .* verifies" "$tmp/out" && ok || { bad "another key's envelope under the .pub"; cat "$tmp/out"; }
"$akgen" audit --quiet --out "$tmp/gen" --attestation "$tmp/b.json" --key "$tmp/notadded.pub" >"$tmp/out" 2>&1
[ $? -eq 1 ] && grep -q "no signature of .* verifies" "$tmp/out" && ok || { bad "the agent's envelope under another .pub"; cat "$tmp/out"; }

# refused, with no envelope written: $1 the status, $2 what the message says, $3 env's one
# argument (NAME=VALUE or --unset=NAME), then akgen attest's arguments
refused() {
	want=$1 says=$2 envarg=$3
	shift 3
	rm -f "$tmp/x.json"
	env "$envarg" "$akgen" attest --out "$tmp/gen" -o "$tmp/x.json" "$@" >"$tmp/out" 2>&1
	st=$?
	[ "$st" -eq "$want" ] && grep -q "$says" "$tmp/out" && [ ! -e "$tmp/x.json" ] && ok ||
		{ bad "not refused ($st, want $want: $says): $*"; cat "$tmp/out"; }
}
printf 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI!!notbase64 x\n' >"$tmp/garbled.pub"
# a blob of 31 bytes of key; one that says ssh-rsa inside an ssh-ed25519 line
python3 -c '
import base64, struct, sys
s = lambda b: struct.pack(">I", len(b)) + b
for path, blob in ((sys.argv[1], s(b"ssh-ed25519") + s(b"k" * 31)), (sys.argv[2], s(b"ssh-rsa") + s(b"k" * 32))):
    open(path, "w").write("ssh-ed25519 " + base64.b64encode(blob).decode() + " c\n")
' "$tmp/short.pub" "$tmp/inner.pub"
printf 'not a key at all\n' >"$tmp/junk.pub"
refused 3 "SSH_AUTH_SOCK is not set" --unset=SSH_AUTH_SOCK --ssh-agent "$tmp/ssh.pub"
refused 3 "cannot reach the ssh-agent at" SSH_AUTH_SOCK="$tmp/nowhere" --ssh-agent "$tmp/ssh.pub"
refused 3 "does not hold this key (it holds 1 other" SSH_AUTH_SOCK="$sock" --ssh-agent "$tmp/notadded.pub"
refused 3 "a key of type ssh-rsa: attestations take Ed25519 keys only" SSH_AUTH_SOCK="$sock" --ssh-agent "$tmp/rsa.pub"
refused 3 "malformed ssh-ed25519 key: its second word is not base64" SSH_AUTH_SOCK="$sock" --ssh-agent "$tmp/garbled.pub"
refused 3 "malformed ssh-ed25519 key: its blob" SSH_AUTH_SOCK="$sock" --ssh-agent "$tmp/short.pub"
refused 3 "malformed ssh-ed25519 key: its blob" SSH_AUTH_SOCK="$sock" --ssh-agent "$tmp/inner.pub"
refused 3 "neither an Ed25519 public key in PEM form" SSH_AUTH_SOCK="$sock" --ssh-agent "$tmp/junk.pub"
refused 3 "a private key: give its public key" SSH_AUTH_SOCK="$sock" --ssh-agent "$tmp/ssh"
refused 3 "cannot read the public key" SSH_AUTH_SOCK="$sock" --ssh-agent "$tmp/none.pub"
refused 2 "exclude each other" SSH_AUTH_SOCK="$sock" --ssh-agent "$tmp/ssh.pub" --key "$tmp/key.pem"
"$akgen" audit --quiet --out "$tmp/gen" --attestation "$tmp/b.json" --key "$tmp/rsa.pub" >"$tmp/out" 2>&1
[ $? -eq 3 ] && grep -q "a key of type ssh-rsa: attestations take Ed25519 keys only" "$tmp/out" && ok || { bad "audit under an RSA .pub"; cat "$tmp/out"; }

# an agent that lists the key but answers otherwise: the mode in $tmp/fake.mode, read at every connection
fake=$tmp/fake.sock
python3 - "$fake" "$tmp/ssh.pub" "$tmp/fake.mode" <<'PY' >"$tmp/fake.log" 2>&1 &
import base64, os, socket, struct, sys
path, pub, modefile = sys.argv[1:4]
blob = base64.b64decode(open(pub).read().split()[1])
s = lambda b: struct.pack(">I", len(b)) + b
def recvn(c, n):
    d = b""
    while len(d) < n:
        m = c.recv(n - len(d))
        if not m:
            return None
        d += m
    return d
srv = socket.socket(socket.AF_UNIX)
srv.bind(path)
srv.listen(4)
while True:
    c, _ = srv.accept()
    mode = open(modefile).read().strip()
    while True:
        h = recvn(c, 4)
        msg = h and recvn(c, struct.unpack(">I", h)[0])
        if not msg:
            break
        if msg[0] == 11:
            if mode == "huge":
                c.sendall(struct.pack(">I", 1 << 28) + b"\x0c")
                break
            ans = b"\x0c" + (struct.pack(">I", 0xFFFFFFFF) if mode == "count" else struct.pack(">I", 1) + s(blob) + s(b"fake"))
        elif mode == "close":
            break
        elif mode == "failure":
            ans = b"\x05"
        else:
            n = 63 if mode == "short" else 64
            ans = b"\x0e" + s(s(b"ssh-ed25519") + s(os.urandom(n)))
        c.sendall(s(ans))
    c.close()
PY
fakepid=$!
for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
	[ -S "$fake" ] && break
	sleep 0.1
done
for m in "badsig:the signature the ssh-agent returned does not verify under the public key; no envelope written" \
	"failure:the ssh-agent at .* refused to sign with this key" \
	"short:a malformed answer to the signing request" \
	"huge:a malformed answer (a message of 268435456 bytes" \
	"count:a malformed answer to the request for its keys" \
	"close:closed the connection without an answer"; do
	echo "${m%%:*}" >"$tmp/fake.mode"
	refused 3 "${m#*:}" SSH_AUTH_SOCK="$fake" --ssh-agent "$tmp/ssh.pub"
done

echo "$pass passed, $fails failed"
[ "$fails" -eq 0 ]
