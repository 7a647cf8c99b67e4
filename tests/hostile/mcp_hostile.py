#!/usr/bin/env python3
"""A hostile MCP client against `kernelcraft mcp`, under an address-space limit: messages nested
150,000 levels deep (a request, a notification, a tool call's arguments), a non-string jsonrpc,
requests before initialize, unknown arguments to list_tasks and start_task, pathological and
oversized grep_docs patterns, edits of a 1 MB kernel, versions over the size cap, two sessions on
one run id, task and configuration, a run id that belongs to another agent, SIGTERM, and kill -9
with recovery at the next start. Each ends with a clear reply or record.
    mcp_hostile.py KERNELCRAFT WORKDIR"""
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "mcp"))
from checks import RELU_KERNEL, agent_run_row, check, finish  # noqa: E402

kc, work = sys.argv[1], sys.argv[2]
as_limit = os.environ.get("KC_AS_LIMIT", str(2 << 30))
limit = [] if as_limit == "0" else ["prlimit", f"--as={as_limit}"]
db = os.path.join(work, "results.db")
runs = os.path.join(work, "runs")


def req(i, method, params=None):
    m = {"jsonrpc": "2.0", "id": i, "method": method}
    if params is not None:
        m["params"] = params
    return json.dumps(m)


def call(i, name, **args):
    return req(i, "tools/call", {"name": name, "arguments": args})


INIT = req(1, "initialize", {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "hostile"}})


def server_args(run_id, open_mode=False, client_db=True):
    task = [] if open_mode else ["-t", "plena", "--task", "ReLU", "--config", "C1"]
    return [*limit, kc, "mcp", *task, "--run-id", run_id, "--runs-dir", runs, *(["--db", db] if client_db else [])]


def serve(run_id, lines, open_mode=False):
    data = "".join(l + "\n" for l in lines).encode()
    p = subprocess.run(server_args(run_id, open_mode), input=data, capture_output=True, timeout=240)
    replies = {}
    for l in p.stdout.decode().splitlines():
        m = json.loads(l)
        replies.setdefault(json.dumps(m.get("id")), []).append(m)
    return p, replies


def text(replies, i):
    r = replies[str(i)][0]
    return r["result"]["content"][0]["text"] if "result" in r else "ERROR " + r["error"]["message"]


def agent_row(run_id):
    return agent_run_row(db, run_id)


deep = "[" * 150000 + "]" * 150000
# Nesting and protocol, in one session: every line answered or ignored, the run recorded.
p, rep = serve("proto", [
    req(2, "tools/list"),                                                    # before initialize
    INIT,
    '{"jsonrpc": "2.0", "method": "notifications/initialized", "params": ' + deep + '}',
    '{"jsonrpc": "2.0", "id": 3, "method": "ping", "params": ' + deep + '}',
    '{"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": {"name": "write_kernel", "arguments": {"code": '
    + deep + '}}}',
    '{"jsonrpc": 2, "id": 5, "method": "ping"}',
    '{"jsonrpc": ["2.0"], "id": 6, "method": "ping"}',
    call(7, "write_kernel", code=RELU_KERNEL),
    call(8, "run_evaluation"),
    call(9, "submit"),
])
check(p.returncode == 0, f"proto: exit status 0 (got {p.returncode}): {p.stderr.decode()[-300:]}")
check(rep["2"][0]["error"]["message"] == "the session is not initialized: send initialize first", "proto: no service before initialize")
nulls = [m["error"]["message"] for m in rep.get("null", [])]
check(nulls.count("parse error: nested deeper than 64 levels") == 3, f"proto: three deep messages refused ({nulls})")
check(rep["5"][0]["error"]["message"] == 'jsonrpc must be "2.0"' and rep["6"][0]["error"]["code"] == -32600,
      "proto: a non-string jsonrpc is an error reply, not the end of the server")
check("correct" in text(rep, 8) and agent_row("proto")["end_reason"] == "submitted", "proto: the run is recorded after all that")

# Open mode: list_tasks and start_task check their arguments like every tool.
p, rep = serve("open", [INIT, call(2, "list_tasks", extra=1),
                        call(3, "start_task", target="plena", task="ReLU", config="C1", sneaky=True)], open_mode=True)
check(text(rep, 2).startswith("list_tasks: unknown argument 'extra'; this tool takes no arguments"), f"open: {text(rep, 2)!r}")
check(text(rep, 3).startswith("start_task: unknown argument 'sneaky'; expected: "), f"open: {text(rep, 3)!r}")

# Searching: RE2, in linear time, with a cap on the pattern.
p, rep = serve("grep", [INIT, call(2, "grep_docs", pattern="(.+)+QQQQ"), call(3, "grep_docs", pattern="a" * 100000),
                        call(4, "grep_docs", pattern="(" * 999), call(6, "grep_docs", pattern="(" * 20000), call(5, "grep_docs", pattern="H_PREFETCH_V|M_MM")])
check(text(rep, 2).startswith("0 lines of the plena manual match '(.+)+QQQQ'"), "grep: the catastrophic pattern answers")
check(text(rep, 3).startswith("the pattern has 100000 characters; the limit is 1000"), "grep: a long pattern is refused")
check("(not a valid regular expression: searched as plain text)" in text(rep, 4), "grep: 999 parentheses are plain text")
check(text(rep, 6).startswith("the pattern has 20000 characters"), "grep: 20,000 parentheses are refused")
check("H_PREFETCH_V" in text(rep, 5) and "M_MM" in text(rep, 5), "grep: alternation still works")

# Growth: a 1 MB kernel edited with a one-character `old` answers at once; a version over the cap
# is refused, and nothing is saved.
big = "; x\n" * 262144
start = time.time()
p, rep = serve("growth", [INIT, call(2, "write_kernel", code=big), call(3, "edit_kernel", old="x", new="y"),
                          call(4, "write_kernel", code="a" * (3 << 20))])
took = time.time() - start
check(text(rep, 3).startswith("the text to replace occurs 262144 times in v1.s (at lines 1, 2, 3,")
      and "and 262124 more" in text(rep, 3), f"growth: {text(rep, 3)[:160]!r}")
check(text(rep, 4).startswith("nothing saved: a kernel version may hold at most 2097152 bytes (2 MiB)"), "growth: the cap on a version")
check(not os.path.exists(os.path.join(runs, "growth/plena/ReLU/C1/v2.s")), "growth: the refused version is not saved")
print(f"growth session: {took:.1f} s")

# Sessions: a second live server on the same run id, task and configuration is refused at once.
first = subprocess.Popen(server_args("shared"), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
first.stdin.write((INIT + "\n" + call(2, "write_kernel", code=RELU_KERNEL) + "\n").encode())
first.stdin.flush()
first.stdout.readline()
first.stdout.readline()
second = subprocess.run(server_args("shared"), input=(INIT + "\n").encode(), capture_output=True, timeout=60)
err = second.stderr.decode()
check(second.returncode == 2 and "is in use by another live session (process" in err, f"sessions: the second is refused ({err.strip()})")
check(second.stdout == b"", "sessions: the second serves nothing")
first.stdin.write((call(3, "run_evaluation") + "\n" + call(4, "submit") + "\n").encode())
first.stdin.close()
first.wait(timeout=120)
err = first.stderr.read()
check(b"recorded in run shared" in err and agent_row("shared")["correct"] == 1, "sessions: the first is recorded")
# A run id that belongs to another agent is said at initialize, before any tool call.
con = sqlite3.connect(db)
con.execute("INSERT INTO runs VALUES ('theirs', 'llm:openai:gpt', 2026, 'now')")
con.commit()
con.close()
p, rep = serve("theirs", [INIT, call(2, "view_kernel")])
msg = rep["1"][0].get("error", {}).get("message", "")
check("run 'theirs' in " in msg and "belongs to agent llm:openai:gpt" in msg, f"sessions: initialize says whose run it is ({msg})")

# SIGTERM: the run in progress is recorded as interrupted, with its best correct version.
srv = subprocess.Popen(server_args("term"), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
srv.stdin.write((INIT + "\n" + call(2, "write_kernel", code=RELU_KERNEL) + "\n" + call(3, "run_evaluation") + "\n").encode())
srv.stdin.flush()
for _ in range(3):
    srv.stdout.readline()
srv.send_signal(signal.SIGTERM)
out, err = srv.communicate(timeout=120)
r = agent_row("term")
check(srv.returncode == 0 and r is not None and r["end_reason"] == "interrupted" and r["end_detail"] == "SIGTERM received"
      and r["correct"] == 1 and r["scored_as"] == "best correct", f"sigterm: recorded as interrupted ({r and dict(r)})")

# kill -9: the next start with the same run id recovers the run from its trajectory and versions.
srv = subprocess.Popen(server_args("killed"), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
srv.stdin.write((INIT + "\n" + call(2, "write_kernel", code=RELU_KERNEL) + "\n" + call(3, "run_evaluation") + "\n").encode())
srv.stdin.flush()
for _ in range(3):
    srv.stdout.readline()
srv.kill()
srv.wait()
check(agent_row("killed") is None, "kill -9: nothing recorded yet")
again = subprocess.run(server_args("killed"), input=(INIT + "\n").encode(), capture_output=True, timeout=120)
err = again.stderr.decode()
r = agent_row("killed")
check(again.returncode == 2 and "recovered from its trajectory and recorded (correct" in err, f"kill -9: said at start ({err.strip()})")
check(r is not None and r["end_reason"] == "interrupted" and r["end_detail"].startswith("recovered: the process ended")
      and r["correct"] == 1 and r["scored_as"] == "best correct" and r["agent"] == "mcp:hostile",
      f"kill -9: recovered and recorded ({r and dict(r)})")

finish()
