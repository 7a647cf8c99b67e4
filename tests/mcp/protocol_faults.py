#!/usr/bin/env python3
"""Feeds `kernelcraft mcp` what a broken or hostile client sends: malformed JSON, unknown
methods, wrong argument types, a message over the size limit, old and unknown protocol
versions, and a client that leaves in the middle of a call. Every request gets a JSON-RPC
error or result, the server never crashes or hangs, and a run left behind is still recorded.
    protocol_faults.py KERNELCRAFT WORKDIR"""
import json
import os
import sqlite3
import subprocess
import sys

from checks import RELU_KERNEL, check, finish

kc, work = sys.argv[1], sys.argv[2]

def serve(lines, run_id, extra=()):
    """Sends every line at once, closes the input, and returns the replies by id (None: no id)."""
    args = [kc, "mcp", "-t", "plena", "--task", "ReLU", "--config", "C1", "--run-id", run_id,
            "--db", os.path.join(work, "results.db"), "--runs-dir", os.path.join(work, "runs"), *extra]
    data = "".join(l if isinstance(l, str) else json.dumps(l) for l in (x + "\n" if isinstance(x, str) else x for x in lines))
    p = subprocess.run(args, input=data.encode(), capture_output=True, timeout=120)
    replies = [json.loads(l) for l in p.stdout.decode().splitlines()]
    return p, replies


def req(i, method, params=None):
    m = {"jsonrpc": "2.0", "id": i, "method": method}
    if params is not None:
        m["params"] = params
    return json.dumps(m)


init = req(1, "initialize", {"protocolVersion": "2025-03-26", "capabilities": {}, "clientInfo": {"name": "faults", "version": "1"}})
huge = json.dumps({"jsonrpc": "2.0", "id": 99, "method": "tools/call",
                   "params": {"name": "write_kernel", "arguments": {"code": "x" * (9 << 20)}}})
p, replies = serve([
    init,
    '{"jsonrpc": "2.0", "id": 2, "method": ',          # cut short
    "[" + req(3, "ping") + "]",                        # a batch
    req(4, "tools/delete"),
    req(5, "tools/call", {"name": "view_kernel", "arguments": {"start_line": "ten"}}),
    req(6, "tools/call", {"name": "no_such_tool", "arguments": {}}),
    req(7, "tools/call", {"name": "view_kernel", "arguments": [1, 2]}),
    req(8, "resources/read", {"uri": "kernelcraft://manual/plena/NOPE"}),
    huge,
    '{"jsonrpc": "1.0", "id": 10, "method": "ping"}',
    '{"jsonrpc": "2.0", "id": {"a": 1}, "method": "ping"}',
    req(12, "ping"),
], "faults")
check(p.returncode == 0, f"exit status 0 (got {p.returncode})")
by_id = {}
for r in replies:
    by_id.setdefault(json.dumps(r.get("id")), []).append(r)
check(by_id["1"][0]["result"]["protocolVersion"] == "2025-03-26", "an older protocol version asked for is served")
nulls = [r["error"] for r in by_id.get("null", [])]
codes = sorted(e["code"] for e in nulls)
check(codes == [-32700, -32600, -32600, -32600], f"errors without id: {codes}")
check(any(e["message"] == "parse error: not JSON" for e in nulls), "malformed JSON is a parse error")
check(any(e["message"].startswith("batches are not supported") for e in nulls), "a batch is refused")
check(any(e["message"].startswith("a message of ") and "the limit is 8388608 bytes" in e["message"] for e in nulls),
      "a message over the limit is refused, not read")
check(by_id["4"][0]["error"]["code"] == -32601, "an unknown method is -32601")
r5 = by_id["5"][0]["result"]
check(r5["isError"] and r5["content"][0]["text"].startswith("view_kernel: argument 'start_line' must be an integer"),
      "a wrong argument type is a tool error")
check(by_id["6"][0]["error"]["code"] == -32602 and "unknown tool 'no_such_tool'" in by_id["6"][0]["error"]["message"],
      "an unknown tool is -32602")
check(by_id["7"][0]["error"]["code"] == -32602, "arguments that are not an object are -32602")
check(by_id["8"][0]["error"]["code"] == -32002, "an unknown resource is -32002")
check(by_id["10"][0]["error"]["code"] == -32600, "jsonrpc 1.0 is refused")
check(by_id["12"][0]["result"] == {}, "the server still answers after all that")

p, replies = serve([req(1, "initialize", {"protocolVersion": "2099-01-01", "capabilities": {},
                                          "clientInfo": {"name": "future"}})], "future")
check(replies[0]["result"]["protocolVersion"] == "2025-11-25", "an unknown version gets the newest")

# A client that sends a call and leaves at once: the call finishes, the reply finds no reader,
# the server exits cleanly and records the run as the client left it.
kernel = RELU_KERNEL
args = [kc, "mcp", "-t", "plena", "--task", "ReLU", "--config", "C1", "--run-id", "gone",
        "--db", os.path.join(work, "results.db"), "--runs-dir", os.path.join(work, "runs")]
proc = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
for line in (init, req(2, "tools/call", {"name": "write_kernel", "arguments": {"code": kernel}})):
    proc.stdin.write((line + "\n").encode())
    proc.stdin.flush()
    proc.stdout.readline()
proc.stdin.write((req(3, "tools/call", {"name": "run_evaluation", "arguments": {}}) + "\n").encode())
proc.stdin.close()
proc.stdout.close()
try:
    code = proc.wait(timeout=120)
except subprocess.TimeoutExpired:
    proc.kill()
    code = "hung"
check(code == 0, f"a client gone mid-call: clean exit (got {code})")
db = sqlite3.connect(os.path.join(work, "results.db"))
row = db.execute("SELECT end_reason, scored_as, correct FROM agent_runs WHERE run_id = 'gone'").fetchone()
check(row == ("client disconnected", "best correct", 1), f"its run is recorded: {row}")

finish()
