#!/usr/bin/env python3
"""A stateless model on 127.0.0.1 speaking OpenAI Chat Completions: it answers from the last
message alone (the task: write the kernel; a saved kernel: evaluate it; an evaluation: submit),
waits DELAY seconds per reply so a sweep can be killed mid-run, logs one line per request, and
stops by itself after LIFETIME seconds.
    fake_model.py KERNEL_FILE PORT_FILE LOG_FILE [DELAY] [LIFETIME]"""
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

kernel = open(sys.argv[1]).read()
port_file, log_file = sys.argv[2], sys.argv[3]
delay = float(sys.argv[4]) if len(sys.argv) > 4 else 0.2
lifetime = float(sys.argv[5]) if len(sys.argv) > 5 else 120


def reply_to(messages):
    last = messages[-1]
    text = last.get("content") or ""
    if last["role"] == "user":
        return "write_kernel", {"code": kernel}
    if text.startswith("Saved v"):
        return "run_evaluation", {}
    return "submit", {}


class Handler(BaseHTTPRequestHandler):
    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        name, args = reply_to(body["messages"])
        with open(log_file, "a") as log:
            log.write(f"{len(body['messages'])} {name}\n")
        time.sleep(delay)
        out = json.dumps({"id": "x", "model": "fake-model", "choices": [{"index": 0, "finish_reason": "tool_calls",
               "message": {"role": "assistant", "content": None, "tool_calls": [{"id": f"c{len(body['messages'])}",
               "type": "function", "function": {"name": name, "arguments": json.dumps(args)}}]}}],
               "usage": {"prompt_tokens": 100, "completion_tokens": 10}}).encode()
        try:
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(out)))
            self.end_headers()
            self.wfile.write(out)
        except BrokenPipeError:
            pass  # the sweep was killed while this reply was on its way

    def log_message(self, *args):
        pass


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
with open(port_file, "w") as f:
    f.write(str(server.server_address[1]))
threading.Timer(lifetime, server.shutdown).start()
server.serve_forever()
