#!/usr/bin/env python3
"""A hostile model server on 127.0.0.1 against `kernelcraft agent` and `bench`, under an
address-space limit: replies nested 150,000 levels deep (in the body, and in a tool call's
argument string), a reply of 60,000 tool calls, token counts that are no counts, a Retry-After
of 99999 s under --max-wall, escape sequences in a tool name and in an error body, and SIGTERM
in the middle of a run. Each ends with a clear record: nothing crashes, hangs or is lost.
    model_hostile.py KERNELCRAFT WORKDIR"""
import json
import os
import signal
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "mcp"))
from checks import RELU_KERNEL, agent_run_row, check, finish  # noqa: E402

kc, work = sys.argv[1], sys.argv[2]
as_limit = os.environ.get("KC_AS_LIMIT", str(2 << 30))
limit = [] if as_limit == "0" else ["prlimit", f"--as={as_limit}"]

# The scenario: a function from the request's parsed body and its index to (status, headers, body).
scenario = {"reply": None, "count": 0}


def completion(calls, usage=None, finish="tool_calls"):
    msg = {"role": "assistant", "content": None,
           "tool_calls": [{"id": f"c{i}", "type": "function", "function": {"name": n, "arguments": a}}
                          for i, (n, a) in enumerate(calls)]}
    return {"id": "x", "model": "fake", "choices": [{"index": 0, "finish_reason": finish, "message": msg}],
            "usage": usage if usage is not None else {"prompt_tokens": 100, "completion_tokens": 10}}


def tool(name, **args):
    return (name, json.dumps(args))


class Handler(BaseHTTPRequestHandler):
    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        i = scenario["count"]
        scenario["count"] += 1
        status, headers, out = scenario["reply"](body, i)
        if not isinstance(out, bytes):
            out = json.dumps(out).encode()
        try:
            self.send_response(status)
            for k, v in headers.items():
                self.send_header(k, v)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(out)))
            self.end_headers()
            self.wfile.write(out)
        except BrokenPipeError:
            pass

    def log_message(self, *args):
        pass


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
threading.Thread(target=server.serve_forever, daemon=True).start()
url = f"http://127.0.0.1:{server.server_address[1]}"
stopper = threading.Timer(280, server.shutdown)  # the server stops by itself
stopper.daemon = True
stopper.start()
db = os.path.join(work, "results.db")
runs = os.path.join(work, "runs")


def agent(run_id, reply, *extra, wait=True):
    scenario["reply"], scenario["count"] = reply, 0
    args = [*limit, kc, "agent", "--agent", "llm:openai:fake", "--base-url", url, "-t", "plena", "--task", "ReLU",
            "--config", "C1", "--run-id", run_id, "--db", db, "--runs-dir", runs, "--timeout", "20", *extra]
    if not wait:
        return subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return subprocess.run(args, capture_output=True, timeout=240)


def row(run_id):
    return agent_run_row(db, run_id)


def scripted(*steps):
    """Replies in order; past the end, the last one again."""
    return lambda body, i: steps[min(i, len(steps) - 1)]


ok = lambda c: (200, {}, c)
write = ok(completion([tool("write_kernel", code=RELU_KERNEL)]))
evaluate = ok(completion([tool("run_evaluation")]))
submit = ok(completion([tool("submit")]))
deep = "[" * 150000 + "]" * 150000

# Nesting: a body 150,000 levels deep, then a tool call whose argument string is as deep. The
# run goes on, and the correct kernel evaluated afterwards is recorded.
p = agent("deep", scripted(ok(b'{"choices": ' + deep.encode() + b'}'), write,
                           ok(completion([("run_evaluation", deep)])), evaluate, submit))
out = p.stdout.decode() + p.stderr.decode()
check(p.returncode == 0, f"deep: the run ends normally (exit {p.returncode})")
r = row("deep")
check(r is not None and r["correct"] == 1 and r["end_reason"] == "submitted", "deep: the correct kernel is recorded")
traj = open(os.path.join(runs, "deep/plena/ReLU/C1/trajectory.jsonl")).read()
check("reply nested deeper than 64 levels" in traj, "deep: the deep body is a malformed reply, said in the trajectory")
check("the arguments are JSON nested deeper than 64 levels" in traj, "deep: the deep arguments get a tool error")
check(r is not None and r["end_detail"] == "", f"deep: a submitted run keeps no stale detail ({r and r['end_detail']})")
rp = subprocess.run([*limit, kc, "replay", os.path.join(runs, "deep/plena/ReLU/C1/trajectory.jsonl")],
                    capture_output=True, timeout=120)
check(rp.returncode == 0 and b"everything as recorded" in rp.stdout, "deep: its trajectory replays as recorded")
# The same trajectory without its tool results cannot replay as "everything as recorded".
cut = os.path.join(work, "no-results.jsonl")
with open(cut, "w") as f:
    f.writelines(l for l in open(os.path.join(runs, "deep/plena/ReLU/C1/trajectory.jsonl")) if '"event":"tool_result"' not in l)
rp = subprocess.run([*limit, kc, "replay", cut], capture_output=True, timeout=120)
check(rp.returncode == 1 and b"tool calls without a recorded result, so they were not compared" in rp.stdout,
      f"replay: calls without results are said ({rp.stdout.decode().strip()[-200:]})")

# Growth: one reply of 60,000 tool calls is not acted on; three such end the run.
many = ok(completion([tool("check_syntax")] * 60000))
p = agent("many", scripted(write, many, many, many))
r = row("many")
check(r is not None and r["end_reason"] == "malformed replies", f"many: ends as malformed replies ({r and r['end_reason']})")
size = os.path.getsize(os.path.join(runs, "many/plena/ReLU/C1/trajectory.jsonl"))
check(size < 1 << 20, f"many: the trajectory stays small ({size} bytes)")
check("carries 60000 tool calls; at most 32" in open(os.path.join(runs, "many/plena/ReLU/C1/trajectory.jsonl")).read(),
      "many: the trajectory says why")
check(r is not None and r["scored_as"] == "latest" and r["correct"] == 1, "many: the kernel written first is still scored")

# Numbers from outside: counts that are no counts are recorded as NULL, with a warning.
for name, usage in [("negative", {"prompt_tokens": -5, "completion_tokens": 10}),
                    ("huge", {"prompt_tokens": 1e300, "completion_tokens": 18446744073709551615}),
                    ("nan", {"prompt_tokens": "NaN", "completion_tokens": 10})]:
    p = agent("usage-" + name, scripted(ok(completion([tool("write_kernel", code=RELU_KERNEL)], usage)), evaluate, submit),
              "--max-tokens", "1000000")
    r = row("usage-" + name)
    check(p.returncode == 0 and r is not None and r["uncached_input_tokens"] is None and r["output_tokens"] is None
          and r["cost_usd"] is None, f"usage {name}: recorded as NULL")
    traj = open(os.path.join(runs, f"usage-{name}/plena/ReLU/C1/trajectory.jsonl")).read()
    check('"event":"usage_warning"' in traj and "estimated_input_tokens" in traj, f"usage {name}: a warning with an estimate")
    check("tokens: unknown" in p.stdout.decode(), f"usage {name}: the summary says unknown")
# --max-tokens then counts the estimate: a tiny cap ends the run after the first call.
p = agent("usage-cap", scripted(ok(completion([tool("write_kernel", code=RELU_KERNEL)], {"prompt_tokens": -1})),
                                evaluate, submit), "--max-tokens", "10")
r = row("usage-cap")
check(r is not None and r["end_reason"] == "token budget" and "partly estimated" in r["end_detail"],
      f"usage: --max-tokens counts the estimate ({r and r['end_detail']})")

# Retry-After: 99999 under --max-wall 3: no wait begins past the budget, and the run is recorded.
start = time.time()
p = agent("retry", scripted(write, (429, {"Retry-After": "99999"}, {"error": {"message": "slow down"}})),
          "--max-wall", "3")
took = time.time() - start
r = row("retry")
err = p.stderr.decode()
check(r is not None and r["end_reason"] == "wall-clock budget", f"retry: ends on the wall-clock budget ({r and r['end_reason']})")
check("past the wall-clock budget" in (r["end_detail"] if r else ""), "retry: the detail says why it did not wait")
check(took < 60, f"retry: no 99999 s wait ({took:.1f} s)")
p = agent("retry2", scripted(write, (503, {"Retry-After": "1"}, {"error": {"message": "busy"}}), evaluate, submit),
          "--max-wall", "30")
check("retry 1 of 4 in 1.0 s, as the server's Retry-After asks" in p.stderr.decode(), "retry: a progress line per wait")

# A sweep says each wait too, naming the configuration that waits.
scenario["reply"], scenario["count"] = scripted(write, (503, {"Retry-After": "1"}, {"error": {"message": "busy"}}),
                                                evaluate, submit), 0
p = subprocess.run([*limit, kc, "bench", "--agent", "llm:openai:fake", "--base-url", url, "--targets", "plena", "--tasks",
                    "ReLU", "--configs", "C1", "--run-id", "bench-retry", "--db", db, "--runs-dir", runs, "--max-wall", "60"],
                   capture_output=True, timeout=240)
check("kernelcraft bench: plena ReLU C1: model call failed (HTTP 503" in p.stderr.decode()
      and "retry 1 of 4 in 1.0 s, as the server's Retry-After asks" in p.stderr.decode(), "retry: bench says each wait")

# Text from outside: escape sequences in a tool name and an error body reach the terminal escaped.
p = agent("ansi", scripted(write, ok(completion([("\x1b]0;owned\x07\x1b[2J", "{}")])), evaluate, submit))
err = p.stderr.decode()
check("\x1b" not in err and "\x07" not in err, "ansi: no raw escape on the terminal")
check("\\x1b]0;owned\\x07" in err, "ansi: the escape is shown as text")
p = agent("ansi-error", scripted((401, {}, {"error": {"message": "bad key \x1b[31mred\u009b"}})))
both = p.stdout.decode() + p.stderr.decode()
check("\x1b" not in both and "\u009b" not in both and "\\x1b[31mred\\u009b" in both,
      "ansi: a server's error body is shown escaped")

# Signals: SIGTERM in the middle of a slow run records it as interrupted, with the correct kernel.
def slow(body, i):
    if i >= 2:
        time.sleep(30)
    return [write, evaluate][min(i, 1)] if i < 2 else submit

proc = agent("sigterm", slow, wait=False)
deadline = time.time() + 120
while time.time() < deadline and scenario["count"] < 3:
    time.sleep(0.1)
time.sleep(0.5)
proc.send_signal(signal.SIGTERM)
out, err = proc.communicate(timeout=120)
r = row("sigterm")
check(r is not None and r["end_reason"] == "interrupted" and r["end_detail"].startswith("SIGTERM received"),
      f"sigterm: recorded as interrupted ({r and r['end_reason']}: {r and r['end_detail']})")
check(r is not None and r["correct"] == 1 and r["scored_as"] == "best correct", "sigterm: its best correct version is scored")

finish()
