#!/bin/sh
# attest_test.sh: akgen attest on a copy of the committed generated/, checked by
# an independent implementation (Python's cryptography: DSSE's PAE, Ed25519, the
# in-toto statement's form, every subject's sha256), and by akgen audit
# --attestation; an envelope Python signs, akgen verifies; a changed payload, a
# wrong key, a changed subject and records written after the statement are each
# refused.
# usage: attest_test.sh AKGEN (from the repository root)
set -u
akgen=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fails=0
ok() { pass=$((pass + 1)); }
bad() {
	echo "FAIL: $*"
	fails=$((fails + 1))
}
python3 -c 'import cryptography' 2>/dev/null || { echo "FAIL: attest_test needs Python's cryptography"; exit 1; }
openssl genpkey -algorithm ed25519 -out "$tmp/key.pem" 2>/dev/null &&
	openssl pkey -in "$tmp/key.pem" -pubout -out "$tmp/pub.pem" 2>/dev/null || { echo "FAIL: openssl"; exit 1; }
openssl genpkey -algorithm ed25519 -out "$tmp/other.pem" 2>/dev/null && openssl pkey -in "$tmp/other.pem" -pubout \
	-out "$tmp/otherpub.pem" 2>/dev/null
cp -r generated "$tmp/gen"
rm -f "$tmp/gen/provenance.db-wal" "$tmp/gen/provenance.db-shm"
printf 'not a real library\n' >"$tmp/libakops.a"

"$akgen" attest --out "$tmp/gen" --key "$tmp/key.pem" --lib "$tmp/libakops.a" -o "$tmp/a.json" >"$tmp/out" 2>&1 && ok ||
	{ bad "attest: $(cat "$tmp/out")"; }
grep -q "PRIVATE\|BEGIN" "$tmp/a.json" && bad "the envelope holds key material" || ok

# the independent check
python3 - "$tmp/a.json" "$tmp/pub.pem" "$tmp/gen" <<'PY' && ok || bad "Python's check of akgen's envelope"
import base64, hashlib, json, os, sys
from cryptography.hazmat.primitives.serialization import load_pem_public_key
env = json.load(open(sys.argv[1]))
assert env["payloadType"] == "application/vnd.in-toto+json"
payload = base64.b64decode(env["payload"], validate=True)
t = env["payloadType"].encode()
pae = b"DSSEv1 %d %s %d %s" % (len(t), t, len(payload), payload)
key = load_pem_public_key(open(sys.argv[2], "rb").read())
key.verify(base64.b64decode(env["signatures"][0]["sig"]), pae)  # raises if it does not verify
st = json.loads(payload)
assert st["_type"] == "https://in-toto.io/Statement/v1", st["_type"]
assert st["predicateType"] == "https://slsa.dev/provenance/v1"
names = [s["name"] for s in st["subject"]]
assert len(names) == 97 and any(n.endswith("libakops.a") for n in names), len(names)
for s in st["subject"]:
    assert hashlib.sha256(open(s["name"], "rb").read()).hexdigest() == s["digest"]["sha256"], s["name"]
pred = st["predicate"]
deps = {d["name"]: d["digest"]["sha256"] for d in pred["buildDefinition"]["resolvedDependencies"]}
assert "verify/" in deps and "specs/rmsnorm.yaml" in deps and "templates/rmsnorm/rowreg.cu" in deps, sorted(deps)
assert deps["specs/ref/rmsnorm.c"] == hashlib.sha256(open("specs/ref/rmsnorm.c", "rb").read()).hexdigest()
bp = pred["runDetails"]["byproducts"]
assert bp[0]["name"] == "provenance.db ledger head" and len(bp[0]["digest"]["sha256"]) == 64
job = [b for b in bp if b["name"] == "job rmsnorm sm_90 bf16"][0]["annotations"]
assert job["status"] == "vetted" and "VERIFY PASS" in job["checks"] and job["bench"], job
PY
"$akgen" audit --quiet --out "$tmp/gen" --attestation "$tmp/a.json" --key "$tmp/pub.pem" >"$tmp/out" 2>&1 &&
	grep -q "signature good, 97 subjects" "$tmp/out" && ok || { bad "audit --attestation"; cat "$tmp/out"; }

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
AKGEN_GPU_ARCH=none "$akgen" verify specs/gelu_tanh.yaml verify/naive/gelu_tanh_bf16.cu --arch sm_90 --dtype bf16 \
	--static-only --db "$tmp/gen/provenance.db" >/dev/null 2>&1
"$akgen" audit --quiet --out "$tmp/gen" --attestation "$tmp/a.json" --key "$tmp/pub.pem" >"$tmp/out" 2>&1
[ $? -eq 1 ] && grep -q "written or rewritten since" "$tmp/out" && ok || { bad "records written since"; cat "$tmp/out"; }

"$akgen" attest --out "$tmp/gen" >"$tmp/out" 2>&1
[ $? -eq 2 ] && ok || bad "attest without --key is not refused"
"$akgen" attest --out "$tmp/gen" --key "$tmp/pub.pem" -o "$tmp/x.json" >"$tmp/out" 2>&1
[ $? -eq 3 ] && grep -q "not an Ed25519 private key" "$tmp/out" && ok || { bad "a public key to sign with"; cat "$tmp/out"; }

echo "$pass passed, $fails failed"
[ "$fails" -eq 0 ]
