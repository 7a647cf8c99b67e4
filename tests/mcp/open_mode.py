#!/usr/bin/env python3
"""`kernelcraft mcp` with no task on the command line: the client lists the tasks, starts one,
solves it, starts another (which ends the first), and each run is recorded under its own row.
    open_mode.py KERNELCRAFT WORKDIR"""
import json
import os
import sqlite3
import subprocess
import sys

from checks import RELU_KERNEL, check, finish

kc, work = sys.argv[1], sys.argv[2]

def call(i, name, args):
    return json.dumps({"jsonrpc": "2.0", "id": i, "method": "tools/call", "params": {"name": name, "arguments": args}})


kernel = RELU_KERNEL
lines = [
    json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "open", "version": "2"}}}),
    json.dumps({"jsonrpc": "2.0", "id": 2, "method": "tools/list"}),
    call(3, "write_kernel", {"code": kernel}),
    call(4, "list_tasks", {}),
    call(5, "start_task", {"target": "plena", "task": "ReLU", "config": "C9"}),
    call(6, "start_task", {"target": "plena", "task": "ReLU", "config": "C1"}),
    call(7, "write_kernel", {"code": kernel}),
    call(8, "start_task", {"target": "plena", "task": "ReLU", "config": "C2"}),
    call(9, "write_kernel", {"code": kernel}),
    call(10, "submit", {}),
    call(11, "start_task", {"target": "plena", "task": "ReLU", "config": "C2"}),
]
db = os.path.join(work, "results.db")
p = subprocess.run([kc, "mcp", "--run-id", "open", "--db", db, "--runs-dir", os.path.join(work, "runs")],
                   input=("\n".join(lines) + "\n").encode(), capture_output=True, timeout=120)
check(p.returncode == 0, f"exit status 0 (got {p.returncode})")
r = {m["id"]: m for m in map(json.loads, p.stdout.decode().splitlines())}
text = lambda i: r[i]["result"]["content"][0]["text"]
names = [t["name"] for t in r[2]["result"]["tools"]]
check(names[:2] == ["list_tasks", "start_task"] and "submit" in names, "list_tasks and start_task come first")
check(r[3]["result"]["isError"] and text(3).startswith("no task is in progress: call start_task first"),
      "a kernel tool before start_task is refused")
check("plena ReLU (level 1): C1, C2, C3, C4, C5" in text(4), "list_tasks names each target's tasks and configurations")
check(r[5]["result"]["isError"] and "C9" in text(5), f"an unknown configuration is a tool error: {text(5)[:80]}")
check(not r[6]["result"]["isError"] and "ReLU" in text(6), "start_task returns the task")
check(text(7).startswith("Saved v1.s"), "the started task takes kernels")
check(text(9).endswith("[step 1/30 · no correct version yet]\n"), "the next task counts its own tool calls")
check(r[11]["result"]["isError"] and "already recorded in run open" in text(11), "a recorded configuration is not run twice")
rows = sqlite3.connect(db).execute(
    "SELECT config, end_reason, scored_as, correct FROM agent_runs WHERE run_id = 'open' ORDER BY config").fetchall()
check(rows == [("C1", "client disconnected", "latest", 1), ("C2", "submitted", "submitted", 1)], f"rows: {rows}")
finish()
