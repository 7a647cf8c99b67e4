# What the module's tests share: the module itself (from the build tree, put on the path by
# ctest), the kernelcraft program to compare against, and kernels to evaluate.
import os
import struct
import subprocess

import pytest

import kernelcraft

SOURCE = os.environ.get("KC_SOURCE_DIR", os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..")))
BUILD = os.environ.get("KC_BINARY_DIR", os.path.join(SOURCE, "build"))
KERNELCRAFT = os.environ.get("KC_KERNELCRAFT", os.path.join(BUILD, "benchmark", "kernelcraft"))
GOLDEN_KERNELS = os.path.join(SOURCE, "tests", "eval_golden", "kernels")
# Fixed hidden seeds make two evaluations of one kernel comparable.
HIDDEN_SEEDS = [11, 12]


def baseline_source(target, task):
    """The baseline kernel's text, from the source tree or (compiled from C) the build tree."""
    for root in (os.path.join(SOURCE, "tasks"), os.path.join(BUILD, "tasks")):
        path = os.path.join(root, task, target, "baseline.s")
        if os.path.exists(path):
            with open(path) as f:
                return f.read()
    raise FileNotFoundError(f"no baseline for {target} {task}")


def golden_kernel(name):
    with open(os.path.join(GOLDEN_KERNELS, name)) as f:
        return f.read()


def cli_eval_json(tmp_path, target, task, config, source, *extra):
    """`kernelcraft eval --json` on `source` saved as kernel.s, without its wall time."""
    (tmp_path / "kernel.s").write_text(source)
    out = subprocess.run([KERNELCRAFT, "eval", "-t", target, "--task", task, "--config", config, "kernel.s", "--json",
                          *extra], cwd=tmp_path, capture_output=True, text=True, check=False)
    assert out.returncode in (0, 1), out.stderr
    import json
    report = json.loads(out.stdout)
    report.pop("seconds")
    return report


def coral_store_words(values):
    """A coral kernel that stores `values` (f32) at its output pointer a1 and returns: it reads no input."""
    lines = ["kernel:"]
    for v in values:
        bits = struct.unpack("<I", struct.pack("<f", float(v)))[0]
        lines += [f"    li t0, {bits}", "    sw t0, 0(a1)", "    addi a1, a1, 4"]
    lines.append("    ret")
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="session")
def relu():
    return kernelcraft.Task("coral", "ReLU", "C1")
