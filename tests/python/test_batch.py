# `kernelcraft eval --batch`: one result a line in the requests' order, each equal to `eval --json`,
# and a line that is not a request answered with its error.
import json
import subprocess

from conftest import HIDDEN_SEEDS, KERNELCRAFT, baseline_source, cli_eval_json, golden_kernel


def batch(lines, *args):
    out = subprocess.run([KERNELCRAFT, "eval", "--batch", "-", *args], input="\n".join(lines) + "\n",
                         capture_output=True, text=True)
    return out.returncode, [json.loads(line) for line in out.stdout.splitlines()], out.stderr


def test_results_equal_eval_json(tmp_path):
    kernels = [("ReLU", baseline_source("coral", "ReLU")), ("ReLU", golden_kernel("coral_load_trap.s")),
               ("LayerNorm", baseline_source("coral", "LayerNorm")), ("ReLU", golden_kernel("coral_bad_syntax.s"))]
    requests = [json.dumps({"id": i, "target": "coral", "task": task, "config": "C1", "source": src,
                            "hidden_seeds": HIDDEN_SEEDS}) for i, (task, src) in enumerate(kernels)] * 3
    status, results, _ = batch(requests, "-j", "3")
    assert status == 0
    assert [r["line"] for r in results] == list(range(1, 13))
    assert [r["id"] for r in results] == [0, 1, 2, 3] * 3
    seeds = ",".join(map(str, HIDDEN_SEEDS))
    for r, (task, src) in zip(results, kernels * 3):
        want = cli_eval_json(tmp_path, "coral", task, "C1", src, "--hidden-seeds", seeds)
        got = {k: v for k, v in r.items() if k not in ("line", "id", "reward", "seconds")}
        assert got == want
        assert r["reward"]["bound"] == (r["bound"]["cycles"] / r["cycles"] if r["correct"] else 0)


def test_bad_lines_give_error_lines():
    good = json.dumps({"target": "coral", "task": "ReLU", "config": "C1", "kernel": "baseline"})
    lines = [
        "not json",
        good,
        "",
        json.dumps({"id": "x", "target": "coarl", "task": "ReLU", "config": "C1", "kernel": "baseline"}),
        json.dumps({"target": "coral", "task": "ReLU", "config": "C1"}),
        json.dumps({"target": "coral", "task": "ReLU", "config": "C1", "source": "", "colour": 1}),
        json.dumps({"target": "coral", "task": "ReLU", "config": "C1", "source": "", "hidden": -1}),
        "[1, 2]",
        json.dumps({"target": "coral", "task": "ReLU", "config": "C1", "kernel": "-"}),
    ]
    status, results, _ = batch(lines)
    assert status == 1
    assert [r["line"] for r in results] == [1, 2, 4, 5, 6, 7, 8, 9]
    assert results[0] == {"line": 1, "error": "the line is not JSON"}
    assert results[1]["correct"] is True
    assert results[2] == {"line": 4, "id": "x",
                          "error": "unknown target 'coarl'; available: " + ", ".join(
                              __import__("kernelcraft").targets()) + "; did you mean 'coral'?"}
    assert results[3]["error"] == 'give exactly one of "source" and "kernel"'
    assert results[4]["error"] == 'unknown field "colour"'
    assert results[5]["error"] == '"hidden" must be an integer from 0 to 100'
    assert results[6]["error"] == "the line is not a JSON object"
    assert results[7]["error"] == '"kernel" cannot be standard input, which holds the requests'


def test_batch_refuses_single_kernel_options():
    out = subprocess.run([KERNELCRAFT, "eval", "--batch", "-", "-t", "coral"], input="", capture_output=True, text=True)
    assert out.returncode == 2 and "give none of -t, --task, --config or KERNEL" in out.stderr
    out = subprocess.run([KERNELCRAFT, "eval", "--batch", "/no/such/file"], capture_output=True, text=True)
    assert out.returncode == 2 and "cannot open batch file '/no/such/file'" in out.stderr
