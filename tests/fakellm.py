#!/usr/bin/env python3
"""fakellm.py: a scripted fake of the OpenAI chat completions and Anthropic
Messages APIs for the tests of akgen ask (standard library only).

usage: fakellm.py --kernel FILE --log FILE --key KEY

Listens on 127.0.0.1 at an ephemeral port and prints the port on stdout. The
first path component names the scenario (POST /ok/v1/messages); the API shape
follows from the path's end. Each scenario keeps a counter, so a sequence
(429 then success) plays out over retries. Every request is logged as one JSON
line: method, path, the headers with the key's value replaced, and where the
key was seen (its own header only, or elsewhere too)."""
import argparse
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

BROKEN = """```cuda
#include <cuda_bf16.h>
extern "C" cudaError_t LAUNCHER(const __nv_bfloat16 *x, __nv_bfloat16 *y, int64_t n, cudaStream_t stream)
{
	this does not compile
}
```
"""


def answer(shape, text, stop=None, model="fake-model"):
    if shape == "anthropic":
        return {"id": "msg_1", "type": "message", "role": "assistant", "model": model,
                "content": [{"type": "text", "text": text}],
                "stop_reason": stop or "end_turn",
                "usage": {"input_tokens": 1200, "output_tokens": 800}}
    return {"id": "chatcmpl-1", "object": "chat.completion", "model": model,
            "choices": [{"index": 0, "message": {"role": "assistant", "content": text},
                         "finish_reason": stop or "stop"}],
            "usage": {"prompt_tokens": 1200, "completion_tokens": 800, "total_tokens": 2000}}


def error(shape, status, kind, message):
    if shape == "anthropic":
        return {"type": "error", "error": {"type": kind, "message": message}}
    return {"error": {"message": message, "type": kind, "code": kind}}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt, *args):
        pass

    def send(self, status, body, headers=()):
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        for k, v in headers:
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self):
        srv = self.server
        n = int(self.headers.get("content-length", "0"))
        body = self.rfile.read(n)
        parts = self.path.strip("/").split("/")
        scen = parts[0]
        shape = "anthropic" if self.path.endswith("/v1/messages") else "openai"
        keyhdr = "x-api-key" if shape == "anthropic" else "authorization"
        want = srv.key if shape == "anthropic" else "Bearer " + srv.key
        headers, elsewhere = {}, srv.key.encode() in body or srv.key in self.path
        for k, v in self.headers.items():
            if k.lower() == keyhdr:
                headers[k.lower()] = "<key>" if v == want else "<wrong key>"
            else:
                headers[k.lower()] = v
                elsewhere = elsewhere or srv.key in v
        with srv.lock:
            count = srv.counts.get((scen, shape), 0)
            srv.counts[(scen, shape)] = count + 1
            try:
                req = json.loads(body)
            except ValueError:
                req = None
            srv.log.write(json.dumps({
                "scenario": scen, "shape": shape, "try": count + 1, "method": self.command,
                "path": self.path, "headers": headers, "key_in_header": headers.get(keyhdr) == "<key>",
                "key_elsewhere": elsewhere, "model": req.get("model") if req else None,
                "max_tokens": req.get("max_tokens") if req else None,
                "prompt_has_launcher": bool(req) and "akops_gelu_tanh_bf16_sm90" in json.dumps(req)}) + "\n")
            srv.log.flush()
        kernel = srv.kernel
        ok = "Here is the kernel.\n\n```cuda\n" + kernel + "```\n\nIt is memory bound.\n"
        if scen == "ok":
            self.send(200, answer(shape, ok))
        elif scen == "repair":
            text = BROKEN.replace("LAUNCHER", "akops_gelu_tanh_bf16_sm90") if count == 0 else ok
            self.send(200, answer(shape, text))
        elif scen == "verifyfix":
            # a kernel that compiles and is wrong (tests/fakegpu/harness.cu fails a
            # source with these words), then the right one
            wrong = "```cuda\n// fakegpu: wrong\n" + kernel + "```\n"
            self.send(200, answer(shape, wrong if count == 0 else ok))
        elif scen == "r429":
            if count == 0:
                self.send(429, error(shape, 429, "rate_limit_error", "slow down"), [("retry-after", "1")])
            else:
                self.send(200, answer(shape, ok))
        elif scen == "r500":
            if count == 0:
                self.send(500 if shape == "openai" else 529, error(shape, 500, "overloaded_error", "overloaded"))
            else:
                self.send(200, answer(shape, ok))
        elif scen == "always503":
            self.send(503, error(shape, 503, "unavailable", "try later"))
        elif scen == "quota":
            self.send(429, error(shape, 429, "insufficient_quota", "You exceeded your current quota"))
        elif scen == "badjson":
            self.send(200, b'{"choices": [{"message": {"content": "```cuda\\n')
        elif scen == "partial":
            data = json.dumps(answer(shape, ok)).encode()
            self.send_response(200)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(data) + 1000))
            self.end_headers()
            self.wfile.write(data[:200])
            self.wfile.flush()
            self.close_connection = True
        elif scen == "slow":
            time.sleep(3)
            try:
                self.send(200, answer(shape, ok))
            except OSError:
                pass
        elif scen == "stall":
            # an answer that would come after two minutes (generate --deadline's test)
            time.sleep(120)
            try:
                self.send(200, answer(shape, ok))
            except OSError:
                pass
        elif scen == "huge":
            try:
                self.send(200, answer(shape, "x" * (8 << 20)))
            except OSError:
                pass
        elif scen == "badutf8":
            data = json.dumps(answer(shape, "```cuda\nMARK\n```\n")).encode().replace(b"MARK", b"\xff\xfe\xc0")
            self.send(200, data)
        elif scen == "r401":
            # a server that echoes the key it was given: akgen must scrub it
            self.send(401, error(shape, 401, "authentication_error", "Incorrect API key provided: " + srv.key))
        elif scen == "echomodel":
            # a server that names its model with the key it was given: akgen must scrub it
            self.send(200, answer(shape, ok, model="fake-" + srv.key))
        elif scen == "r400":
            self.send(400, error(shape, 400, "invalid_request_error", "max_tokens: too large"))
        elif scen == "length":
            self.send(200, answer(shape, "```cuda\n" + kernel[:300], stop="length" if shape == "openai" else "max_tokens"))
        elif scen == "nousage":
            a = answer(shape, ok)
            del a["usage"]
            self.send(200, a)
        else:
            self.send(404, error(shape, 404, "not_found", "no scenario " + scen))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kernel", required=True)
    ap.add_argument("--log", required=True)
    ap.add_argument("--key", required=True)
    a = ap.parse_args()
    srv = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    srv.daemon_threads = True
    srv.kernel = open(a.kernel).read()
    srv.key = a.key
    srv.log = open(a.log, "a")
    srv.lock = threading.Lock()
    srv.counts = {}
    print(srv.server_address[1], flush=True)
    sys.stdout.close()
    srv.serve_forever()


if __name__ == "__main__":
    main()
