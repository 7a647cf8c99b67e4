#!/usr/bin/env python3
"""Gathers seed corpora for the fuzz targets from the project's own files into OUT/<target>/.

Nothing is copied into the repository: assembly from examples/, tests/ and the task baselines
(with the programs the unit and command-line tests of bundled targets write inline), semantics
blocks of hwdesc/ (each headed by its def name, which picks the instruction to check against; in
sem-NAME/ for hwdesc/NAME.hwd), task and layout YAML, ELF files and code bytes built by the tools
on the machine, a few small .npy files written here, MCP sessions, LLM reply bodies (those of the
unit tests and a few written here), trajectories and results databases (written here, and made by
the normal build's kernelcraft when there is one). Usage: gather_seeds.py OUT [KERNELCRAFT]
"""
import glob
import hashlib
import json
import os
import re
import shutil
import sqlite3
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def put(out, target, data):
    if isinstance(data, str):
        data = data.encode()
    folder = os.path.join(out, target)
    os.makedirs(folder, exist_ok=True)
    name = hashlib.sha1(data).hexdigest()
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


def read(path):
    with open(path, "rb") as f:
        return f.read()


def files(*patterns):
    found = set()
    for p in patterns:
        found.update(glob.glob(os.path.join(ROOT, p), recursive=True))
    return sorted(f for f in found if os.path.isfile(f))


def assembly(out, build):
    sources = files("examples/**/*.s", "tests/**/*.s", "tests/**/*.S", "tasks/*/*/baseline.s",
                    "tasks/targets/*.inc")
    sources += sorted(glob.glob(os.path.join(build, "tasks/*/*/baseline.s"))) if build else []
    for path in sources:
        text = read(path)
        for t in ("asm", "sim"):
            put(out, t, text)
    return sources


def c_string(literal):
    """The text of a C++ string literal: R"(...)" as it stands, "..." with its escapes read."""
    if literal.startswith('R"('):
        return literal[3:-2]
    body = literal[1:-1]
    return re.sub(r'\\(.)', lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), body)


def inline_programs(out):
    # Programs the tests of bundled targets (dsp) write inline: the unit tests' machineFor,
    # bytesOf and errorsOf arguments, and the command-line tests' printf '...' files.
    literal = r'(R"\(.*?\)"|"(?:[^"\\\n]|\\.)*")'
    call = re.compile(r'(?:machineFor\(\s*"[^"]*",\s*[^,]+,|bytesOf\(|errorsOf\()\s*' + literal, re.S)
    found = 0
    for path in files("tests/unit/*.cpp"):
        text = read(path).decode(errors="replace")
        if '"dsp"' not in text:
            continue
        for m in call.finditer(text):
            for t in ("asm", "sim"):
                put(out, t, c_string(m.group(1)))
            found += 1
    for path in files("tests/cli/*.sh"):
        for m in re.finditer(r"printf '([^']*)'", read(path).decode(errors="replace")):
            for t in ("asm", "sim"):
                put(out, t, m.group(1).replace("\\n", "\n").replace("\\t", "\t"))
            found += 1
    return found


def semantics(out):
    # Each [{ ... }] block with the nearest def (or class) before it.
    for path in files("hwdesc/*.hwd", "hwdesc/*/*.td"):
        text = read(path).decode()
        for m in re.finditer(r"\[\{(.*?)\}\]", text, re.S):
            before = text[:m.start()]
            names = re.findall(r"\b(?:def|defm)\s+([A-Za-z_][A-Za-z0-9_]*)", before)
            head = "// " + names[-1] + "\n" if names else ""
            # Seeds per description: hwdesc/NAME.hwd and the files of hwdesc/NAME/.
            rel = os.path.relpath(path, os.path.join(ROOT, "hwdesc"))
            desc = rel.split(os.sep)[0] if os.sep in rel else os.path.splitext(rel)[0]
            put(out, "sem-" + desc, head + m.group(1).strip() + "\n")


def yaml(out):
    for path in files("tasks/*/task.yaml", "tests/eval_bad/*.yaml", "tests/eval/*/task.yaml"):
        put(out, "task", read(path))
    for path in files("tasks/*/*/layout.yaml"):
        target = os.path.basename(os.path.dirname(path))
        task = os.path.basename(os.path.dirname(os.path.dirname(path)))
        put(out, "layout", f"{task} {target}\n".encode() + read(path))
    for path in files("tasks/targets/*.yaml"):
        target = os.path.splitext(os.path.basename(path))[0]
        tasks = [os.path.basename(os.path.dirname(os.path.dirname(p)))
                 for p in files(f"tasks/*/{target}/layout.yaml")]
        for task in tasks[:3]:
            put(out, "layout", f"{task} {target} convention\n".encode() + read(path))


def npy(out):
    def one(descr, shape, data):
        dims = "(" + ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else "") + ")"
        header = "{'descr': '%s', 'fortran_order': False, 'shape': %s, }" % (descr, dims)
        header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
        return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode() + data
    put(out, "npy", one("<f4", [2, 3], struct.pack("<6f", 1, -2, 3.5, 0, 1e30, -1e-30)))
    put(out, "npy", one("<f2", [4], struct.pack("<4H", 0x3C00, 0x7C00, 0x8001, 0x7E00)))
    put(out, "npy", one("<f8", [], struct.pack("<d", 2.5)))
    put(out, "npy", one("|i1", [2, 2, 2], bytes(range(8))))
    put(out, "npy", one("<u2", [3], struct.pack("<3H", 1, 2, 65535)))
    put(out, "npy", one("<i8", [0, 5], b""))
    put(out, "npy", one("<u8", [1], struct.pack("<Q", 2**64 - 1)))
    put(out, "npy", one("<i4", [2], struct.pack("<2i", -1, 7)))


def elf_and_code(out, kernelcraft, sources):
    for path in files("tests/**/*.elf"):
        put(out, "elf", read(path))
        put(out, "disasm", read(path)[:512])
    for path in files("tests/**/*.hex", "tests/**/*.mem"):
        put(out, "hex", read(path))
    tmp = tempfile.mkdtemp(prefix="kc-seeds-")
    try:
        cc = shutil.which("clang-14")
        lld = shutil.which("ld.lld-14")
        progs = os.path.join(ROOT, "tests/coral_programs")
        if cc and lld:
            for name in ("04_gcd", "11_dot", "15_softmax"):
                elf = os.path.join(tmp, name + ".elf")
                r = subprocess.run([cc, "--target=riscv32", "-march=rv32imf_zve32f_zbb", "-mabi=ilp32f", "-O2",
                                    "-mllvm", "-riscv-v-vector-bits-min=128", "-ffreestanding", "-nostdlib",
                                    "-fuse-ld=lld", "--ld-path=" + lld, "-Wl,-T," + progs + "/link.ld",
                                    "-I" + progs, progs + "/crt0.S", progs + "/kc_io.c", f"{progs}/{name}.c",
                                    "-o", elf], capture_output=True)
                if r.returncode == 0:
                    put(out, "elf", read(elf))
        if not kernelcraft:
            return
        for path in sources:
            for target in ("plena", "coral", "tiny"):
                for fmt, kind in (("bin", "disasm"), ("hex", "hex"), ("elf", "elf")):
                    dest = os.path.join(tmp, "out")
                    r = subprocess.run([kernelcraft, "asm", "-t", target, "--format", fmt, path, "-o", dest],
                                       capture_output=True)
                    if r.returncode == 0 and os.path.exists(dest):
                        data = read(dest)
                        put(out, kind, data[:512] if kind == "disasm" else data)
                        os.remove(dest)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def rpc(i, method, params=None):
    m = {"jsonrpc": "2.0", "id": i, "method": method}
    if params is not None:
        m["params"] = params
    return json.dumps(m)


def tool(i, name, args):
    return rpc(i, "tools/call", {"name": name, "arguments": args})


def golden_tool_calls():
    """The tool calls of tests/golden/agent/tools_*.txt ("=== NAME {ARGS}" lines), in order."""
    calls = []
    for path in files("tests/golden/agent/tools_*.txt"):
        for line in read(path).decode(errors="replace").splitlines():
            m = re.match(r"=== (\w+) (\{.*\})$", line)
            if m:
                try:
                    calls.append((m.group(1), json.loads(m.group(2))))
                except ValueError:
                    pass
    return calls


def mcp_sessions(build):
    """Client sessions of `kernelcraft mcp` in open mode, one message a line."""
    init = [rpc(1, "initialize", {"protocolVersion": "2025-11-25", "capabilities": {},
                                  "clientInfo": {"name": "seed-client", "version": "1.0"}}),
            json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"})]
    relu = read(os.path.join(ROOT, "tasks/ReLU/plena/baseline.s")).decode()
    coral_relu = os.path.join(build, "tasks/ReLU/coral/baseline.s") if build else ""
    start = tool(10, "start_task", {"target": "plena", "task": "ReLU", "config": "C1"})
    sessions = [
        init + [rpc(2, "tools/list"), rpc(3, "resources/list"), rpc(4, "resources/templates/list"), rpc(5, "ping")],
        init + [tool(2, "list_tasks", {}),
                rpc(3, "resources/read", {"uri": "kernelcraft://manual/plena/C_LOOP_START"}),
                rpc(4, "resources/read", {"uri": "kernelcraft://manual/tiny/NOPE"})],
        init + [start, tool(11, "write_kernel", {"code": relu}), tool(12, "run_evaluation", {}), tool(13, "submit", {})],
        init + [tool(2, "start_task", {"target": "tiny", "task": "ReLU", "config": "C1"}),
                tool(3, "start_task", {"target": "plena", "task": "ReLU", "config": "C9"}),
                tool(4, "write_kernel", {"code": relu}), start, tool(11, "check_syntax", {})],
        # What a broken client sends (as tests/mcp/protocol_faults.py does).
        init + ['{"jsonrpc": "2.0", "id": 2, "method": ', "[" + rpc(3, "ping") + "]", rpc(4, "tools/delete"),
                tool(5, "view_kernel", {"start_line": "ten"}), tool(6, "no_such_tool", {}),
                rpc(7, "tools/call", {"name": "view_kernel", "arguments": [1, 2]}),
                '{"jsonrpc": "1.0", "id": 10, "method": "ping"}', '{"jsonrpc": "2.0", "id": {"a": 1}, "method": "ping"}',
                '{"jsonrpc": "2.0", "id": 11, "result": {}}', "", rpc(12, "ping")],
    ]
    # The golden tool calls of an agent on plena ReLU C1, a few at a time after a kernel is written
    # (the fuzz target allows 4 tool calls).
    calls = golden_tool_calls()
    for k in range(0, len(calls), 3):
        chunk = calls[k:k + 3]
        if chunk[0][0] != "write_kernel":
            chunk = [("write_kernel", {"code": relu})] + chunk
        sessions.append(init + [start] + [tool(20 + j, n, a) for j, (n, a) in enumerate(chunk)])
    if coral_relu and os.path.exists(coral_relu):
        sessions.append(init + [tool(2, "start_task", {"target": "coral", "task": "ReLU", "config": "C2"}),
                                tool(3, "write_kernel", {"code": read(coral_relu).decode()}),
                                tool(4, "run_evaluation", {}), tool(5, "submit", {})])
    return ["\n".join(lines) + "\n" for lines in sessions]


def mcp(out, build):
    for session in mcp_sessions(build):
        put(out, "mcp", session)


def llm_replies(out):
    # Reply bodies of the unit tests: JSON objects in raw strings, with the HTTP status a fake
    # server answered them with (the seed's first byte is the status less 400; 0 for a 200).
    for path in files("tests/unit/test_llm_*.cpp"):
        name = os.path.basename(path)
        kinds = [k for k in ("openai", "anthropic") if k in name] or ["openai", "anthropic"]
        text = read(path).decode(errors="replace")
        for m in re.finditer(r'(?:status\((\d+),\s*)?R"\((.*?)\)"', text, re.S):
            try:
                if not isinstance(json.loads(m.group(2)), dict):
                    continue
            except ValueError:
                continue
            status = int(m.group(1)) if m.group(1) else 400
            for k in kinds:
                put(out, k, bytes([max(0, min(255, status - 400))]) + m.group(2).encode())
    usage = {"prompt_tokens": 5400, "completion_tokens": 310, "total_tokens": 5710,
             "prompt_tokens_details": {"cached_tokens": 4096}, "completion_tokens_details": {"reasoning_tokens": 200}}
    openai = [
        (0, {"id": "chatcmpl-1", "object": "chat.completion", "model": "gpt-5", "choices": [
            {"index": 0, "finish_reason": "tool_calls", "message": {
                "role": "assistant", "content": None, "tool_calls": [
                    {"id": "call_a", "type": "function",
                     "function": {"name": "write_kernel", "arguments": json.dumps({"code": "li r1, 5\nhalt\n"})}},
                    {"id": "call_b", "type": "function", "function": {"name": "run_evaluation", "arguments": "{}"}}]}}],
             "usage": usage}),
        (0, {"model": "qwen3", "choices": [{"index": 0, "finish_reason": "stop", "message": {
            "role": "assistant", "content": "Done.", "reasoning": "The loop counts rows."}}], "usage": usage}),
        (0, {"model": "llama", "choices": [{"finish_reason": "tool_calls", "message": {"role": "assistant", "tool_calls": [
            {"function": {"name": "view_kernel", "arguments": {"start_line": 1, "end_line": 4}}}]}}]}),
        (0, {"choices": [{"finish_reason": "length", "message": {"role": "assistant", "content": "x", "refusal": "no"}}]}),
        (0, {"error": {"message": "upstream failed", "type": "server_error", "code": None}}),
        (29, {"error": {"message": "Rate limit reached", "type": "requests", "code": "rate_limit_exceeded"}}),
        (0, {"object": "error", "message": "maximum context length is 32768 tokens", "type": "BadRequestError",
             "code": 400}),
        (100, {"error": "internal error"}),
    ]
    anthropic = [
        (0, {"id": "msg_a", "type": "message", "role": "assistant", "model": "claude-opus-4", "content": [
            {"type": "thinking", "thinking": "Two rows per loop.", "signature": "c2lnbmF0dXJl"},
            {"type": "text", "text": "Writing it."},
            {"type": "tool_use", "id": "toolu_a", "name": "write_kernel", "input": {"code": "li r1, 5\nhalt\n"}},
            {"type": "tool_use", "id": "toolu_b", "name": "run_evaluation", "input": {}}],
             "stop_reason": "tool_use", "stop_sequence": None,
             "usage": {"input_tokens": 12, "cache_creation_input_tokens": 3000, "cache_read_input_tokens": 9000,
                       "output_tokens": 250}}),
        (0, {"type": "message", "content": [{"type": "redacted_thinking", "data": "ZW5jcnlwdGVk"},
                                            {"type": "text", "text": "All correct."}], "stop_reason": "end_turn",
             "usage": {"input_tokens": 1, "output_tokens": 2}}),
        (0, {"type": "message", "content": [], "stop_reason": "max_tokens"}),
        (0, {"type": "message", "content": [{"type": "text", "text": "no"}], "stop_reason": "refusal"}),
        (0, {"type": "error", "error": {"type": "api_error", "message": "Internal server error"}}),
        (129, {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}),
        (13, {"type": "error", "error": {"type": "request_too_large", "message": "Request exceeds the maximum size"}}),
        (0, {"type": "error", "error": {"type": "invalid_request_error",
                                        "message": "prompt is too long: 208656 tokens > 200000 maximum"}}),
    ]
    for kind, replies in (("openai", openai), ("anthropic", anthropic)):
        for status, body in replies:
            put(out, kind, bytes([status]) + json.dumps(body).encode())
        put(out, kind, b"\x00" + b'{"choices": [{"message": ')   # cut short
        put(out, kind, b"\x66<html><body>502 Bad Gateway</body></html>")


def trajectory_lines():
    """A run's events as the agent loop and the MCP server write them."""
    t = "2026-01-02T03:04:05.678Z"
    ev = lambda event, **f: json.dumps({"event": event, "time": t, **f})
    msg = {"role": "assistant", "parts": [{"kind": "text", "text": "Writing it."}]}
    return [
        ev("start", agent="llm:openai:gpt-5", provider="openai", model="gpt-5", target="plena", task="ReLU",
           config="C1", level=1, seed=2026, tasks_dir="/src/tasks", max_steps=30),
        ev("prompt", system="You write PLENA kernels.", task="# Task: ReLU", max_steps=30),
        ev("request", step=1, messages=2),
        ev("response", step=1, ok=True, error="none", error_message="", stop="tool_use", raw_stop="tool_calls",
           model="gpt-5", message=msg, usage={"uncached_input_tokens": 1200, "output_tokens": 80},
           call={"attempts": 1, "latency_seconds": 1.5}),
        ev("tool_call", step=1, id="call_1", name="write_kernel", arguments_text='{"code":"halt\\n"}',
           arguments_valid=True),
        ev("tool_result", step=1, id="call_1", name="write_kernel", is_error=False,
           text="Saved v1.s (1 lines).\n[step 1/30]\n"),
        ev("evaluation", step=2, version=1, verdict="wrong output", correct=False, cycles=25, baseline_cycles=37,
           speedup=0, matched=128, elements=256),
        ev("nudge", step=3, text="Call a tool."),
        ev("end", reason="submitted", detail="", steps=3, max_steps=30, submitted_version=1, best_correct_version=0,
           best_cycles=0, best_speedup=0, first_correct_step=None, tool_calls=2, tool_errors=0, malformed_replies=0,
           usage={}, retries=0, latency_seconds=3.0, wall_seconds=4.5, cost_usd=None),
        ev("scoring", version=1, scored_as="submitted", verdict="wrong output", visible_correct=False, correct=False,
           hidden_seeds=[], cycles=25, speedup=0),
    ]


def trajectories(out, runs):
    lines = trajectory_lines()
    put(out, "trajectory", "\n".join(lines) + "\n")
    put(out, "trajectory", "\n".join(lines[:4]) + "\n" + lines[4][:30])  # a run killed mid-line
    put(out, "trajectory", lines[0] + "\n\n" + lines[2] + "\n")
    put(out, "trajectory", lines[0] + "\n[1, 2]\n")                         # not an event
    for path in sorted(glob.glob(os.path.join(runs, "**/trajectory.jsonl"), recursive=True))[:8]:
        put(out, "trajectory", read(path))


def results_schema():
    """The results store's CREATE TABLE statements, read from benchmark/sweep/results_db.cpp."""
    text = read(os.path.join(ROOT, "benchmark/sweep/results_db.cpp")).decode()
    m = re.search(r'kSchema = R"sql\((.*?)\)sql"', text, re.S)
    return m.group(1) if m else None


def results_dbs(out, kernelcraft, build, tmp):
    """Results databases: one written here with the store's schema, and when the normal build's
    kernelcraft is there, a baseline sweep's and an MCP session's."""
    schema = results_schema()
    if schema:
        path = os.path.join(tmp, "written.db")
        db = sqlite3.connect(path)
        db.executescript(schema)
        db.execute("INSERT INTO runs VALUES ('base', 'baseline', 2026, '2026-01-01T00:00:00Z')")
        db.execute("INSERT INTO runs VALUES ('agent-1', 'llm:openai:gpt-5', 7, '2026-01-02T00:00:00Z')")
        row = lambda run, target, task, config, verdict, ok, cycles, base, speedup: (
            run, target, task, config, verdict, ok, 1, cycles, base, speedup, 40, 160, 256, 256 if ok else 3, 0.0, 0.0,
            "halted", "", 0.25, "{}", "2026-01-02T00:00:01Z")
        for r in (row("base", "plena", "ReLU", "C1", "correct", 1, 37, 37, 1.0),
                  row("base", "coral", "GEMM", "C2", "correct", 1, 900, 900, 1.0),
                  row("agent-1", "plena", "ReLU", "C1", "correct", 1, 25, 37, 1.48),
                  row("agent-1", "plena", "Softmax", "C3", "wrong output", 0, 0, 4000, 0.0),
                  row("agent-1", "dsp", "NoSuchTask", "C1", "setup error", 0, 0, 0, 0.0)):
            db.execute("INSERT INTO results VALUES (" + ",".join("?" * len(r)) + ")", r)
        for r in (("agent-1", "plena", "ReLU", "C1", "llm:openai:gpt-5", "openai", "gpt-5", 1, 6, 30, "submitted", "",
                   3, "submitted", 4, 1, 1, 1200, 9000, 3000, 800, 300, 1, 12.5, 40.0, 0.031, "runs/t.jsonl"),
                  ("agent-1", "plena", "Softmax", "C3", "llm:openai:gpt-5", "openai", "gpt-5", 2, 40, 40,
                   "tool-call budget", "all 40 tool calls used", 0, "none", None, 0, 0, None, None, None, None, None,
                   0, 0.0, 90.0, None, "runs/u.jsonl")):
            db.execute("INSERT INTO agent_runs VALUES (" + ",".join("?" * len(r)) + ")", r)
        db.commit()
        db.close()
        put(out, "results_db", read(path))
    if not kernelcraft:
        return
    runs = os.path.join(tmp, "runs")
    made = []
    sweep = os.path.join(tmp, "sweep.db")
    for run_id, target in (("seed-1", "plena"), ("seed-2", "coral")):
        r = subprocess.run([kernelcraft, "bench", "--targets", target, "--tasks", "ReLU,GEMM", "--configs", "C1,C2",
                            "--db", sweep, "--run-id", run_id, "-j", "1", "-q"], capture_output=True, timeout=600)
        if r.returncode == 0:
            made.append(sweep)
    served = os.path.join(tmp, "mcp.db")
    for k, session in enumerate(mcp_sessions(build)[2:4]):
        subprocess.run([kernelcraft, "mcp", "--run-id", f"mcp-{k}", "--db", served, "--runs-dir", runs,
                        "--hidden", "0"], input=session.encode(), capture_output=True, timeout=600)
    for path in sorted(set(made)) + [served]:
        if os.path.exists(path):
            put(out, "results_db", read(path))
    return runs


def agent_runs(out, kernelcraft, build):
    tmp = tempfile.mkdtemp(prefix="kc-seeds-")
    try:
        mcp(out, build)
        llm_replies(out)
        runs = results_dbs(out, kernelcraft, build, tmp)
        trajectories(out, runs or tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def nested_json(out):
    # Values nested just past the JSON nesting limit (64 levels; 128 in a trajectory event), so
    # the fuzzers start at the refusal rather than having to build the depth byte by byte.
    for depth in (63, 65, 130):
        deep = "[" * depth + "]" * depth
        put(out, "mcp", rpc(1, "initialize", {"protocolVersion": "2025-11-25", "capabilities": {},
                                               "clientInfo": {"name": "seed"}}) + "\n" +
            '{"jsonrpc": "2.0", "id": 2, "method": "ping", "params": {"a": ' + deep + '}}\n')
        put(out, "openai", b"\x00" + ('{"choices": [{"message": {"tool_calls": [{"id": "c", "function": '
                                      '{"name": "submit", "arguments": "' + deep + '"}}]}}]}').encode())
        put(out, "anthropic", b"\x00" + ('{"content": [{"type": "tool_use", "id": "t", "name": "submit", "input": '
                                         '{"a": ' + deep + '}}]}').encode())
        put(out, "trajectory", '{"event": "start", "a": ' + deep + '}\n')


def main():
    out = sys.argv[1]
    kernelcraft = sys.argv[2] if len(sys.argv) > 2 and os.access(sys.argv[2], os.X_OK) else None
    build = os.path.dirname(os.path.dirname(kernelcraft)) if kernelcraft else None
    sources = assembly(out, build)
    inline_programs(out)
    semantics(out)
    yaml(out)
    npy(out)
    elf_and_code(out, kernelcraft, sources)
    agent_runs(out, kernelcraft, build)
    nested_json(out)
    for t in sorted(os.listdir(out)):
        print(f"  {t}: {len(os.listdir(os.path.join(out, t)))} seeds")


if __name__ == "__main__":
    main()
