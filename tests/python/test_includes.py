# A kernel given as text resolves `.include` from its task's folder for the target, as `eval`
# resolves it from the baseline's file: a PLENA baseline, which includes the target's shared
# macros, evaluates as its file does. It may read only the target's shared includes from there.
import json
import subprocess

import kernelcraft
from conftest import HIDDEN_SEEDS, KERNELCRAFT, baseline_source

SHARED_INCLUDE = '.include "../../targets/plena_matmul.inc"'


def cli_baseline_json(target, task, config):
    out = subprocess.run([KERNELCRAFT, "eval", "-t", target, "--task", task, "--config", config, "baseline", "--json",
                          "--hidden-seeds", ",".join(map(str, HIDDEN_SEEDS))], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def test_a_baseline_with_includes_evaluates_as_its_file():
    source = baseline_source("plena", "SiLU")
    assert SHARED_INCLUDE in source
    task = kernelcraft.Task("plena", "SiLU", "C1")
    got = task.evaluate(source, hidden_seeds=HIDDEN_SEEDS).json
    want = cli_baseline_json("plena", "SiLU", "C1")
    assert got["correct"] is True and got["diagnostics"] == []
    assert got["cycles"] == want["cycles"] == task.baseline_cycles
    assert got["speedup"] == 1.0
    # The same report but for the kernel's name and wall time.
    for report in (got, want):
        report.pop("kernel")
        report.pop("seconds")
    assert got == want


def test_evaluate_many_resolves_includes_too():
    source = baseline_source("plena", "GEMM")
    assert SHARED_INCLUDE in source
    task = kernelcraft.Task("plena", "GEMM", "C1")
    [r] = kernelcraft.evaluate_many([(task, source)], hidden_seeds=HIDDEN_SEEDS)
    assert r.correct and r.cycles == task.baseline_cycles


def test_only_the_shared_includes_can_be_read():
    task = kernelcraft.Task("plena", "SiLU", "C1")
    r = task.evaluate('.include "baseline.s"\n', hidden=0)
    assert not r.assembled and not r.correct
    assert len(r.diagnostics) == 1
    assert "include file '" in r.diagnostics[0] and "is outside the allowed include roots" in r.diagnostics[0]
    assert r.diagnostics[0].startswith("kernel.s:1:")
