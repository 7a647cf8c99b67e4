"""What the MCP client tests share: named checks counted as they go, and the kernel they write
(plena ReLU's baseline, correct on every configuration)."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RELU_KERNEL = open(os.path.join(HERE, "..", "..", "tasks", "ReLU", "plena", "baseline.s")).read()
failures = 0


def check(ok, what):
    global failures
    print(("ok: " if ok else "FAILED: ") + what)
    failures += not ok


def finish():
    print(f"{failures} checks failed" if failures else "all checks passed")
    sys.exit(1 if failures else 0)
