"""What the MCP client tests share: named checks counted as they go, and the kernel they write
(plena ReLU's baseline, correct on every configuration)."""
import os
import sqlite3
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RELU_KERNEL = open(os.path.join(HERE, "..", "..", "tasks", "ReLU", "plena", "baseline.s")).read()
failures = 0


def check(ok, what):
    global failures
    print(("ok: " if ok else "FAILED: ") + what)
    failures += not ok


def agent_run_row(db, run_id):
    """The agent_runs row of a run (a sqlite3.Row), or None."""
    con = sqlite3.connect(db)
    con.row_factory = sqlite3.Row
    r = con.execute("SELECT * FROM agent_runs WHERE run_id = ?", (run_id,)).fetchone()
    con.close()
    return r


def finish():
    print(f"{failures} checks failed" if failures else "all checks passed")
    sys.exit(1 if failures else 0)
