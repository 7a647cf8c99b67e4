# Task.evaluate gives exactly what `kernelcraft eval --json` gives, for correct and failing kernels.
import math

import numpy as np
import pytest

import kernelcraft
from conftest import HIDDEN_SEEDS, baseline_source, cli_eval_json, coral_store_words, golden_kernel


def python_json(task, source, **kw):
    report = task.evaluate(source, **kw).json
    report.pop("seconds")
    return report


@pytest.mark.parametrize("target,task,config,kernel", [
    ("coral", "ReLU", "C1", "baseline"),
    ("coral", "LayerNorm", "C1", "baseline"),
    ("plena", "ReLU", "C1", "baseline"),
    ("coral", "ReLU", "C1", "coral_bad_syntax.s"),
    ("coral", "ReLU", "C1", "coral_load_trap.s"),
    ("coral", "ReLU", "C1", "coral_writes_code.s"),
    ("plena", "Softmax", "C4", "plena_empty.s"),
])
def test_reports_equal_the_cli(tmp_path, target, task, config, kernel):
    source = baseline_source(target, task) if kernel == "baseline" else golden_kernel(kernel)
    t = kernelcraft.Task(target, task, config)
    seeds = ",".join(map(str, HIDDEN_SEEDS))
    want = cli_eval_json(tmp_path, target, task, config, source, "--hidden-seeds", seeds)
    assert python_json(t, source, hidden_seeds=HIDDEN_SEEDS) == want


def test_a_correct_kernel(relu):
    r = relu.evaluate(baseline_source("coral", "ReLU"), hidden_seeds=HIDDEN_SEEDS)
    assert r.correct and r.visible_correct and not r.hidden_failed
    assert r.verdict == "correct"
    assert [h["seed"] for h in r.hidden] == HIDDEN_SEEDS and all(h["correct"] for h in r.hidden)
    assert r.cycles == r.baseline_cycles == relu.baseline_cycles
    assert r.speedup == 1.0
    assert r.bound_cycles == relu.bound > 0
    assert r.bound_share == relu.bound / r.cycles
    assert r.reward() == relu.bound / r.cycles
    assert r.reward("log_speedup") == 0.01  # log(1) = 0, clipped at the floor
    assert r.reward("log_speedup", floor=0.5) == 0.5
    assert r.json["correct"] is True and r.json["cycles"] == r.cycles
    assert "correct" in r.text


def test_hidden_seeds_are_drawn_when_not_given(relu):
    r = relu.evaluate(baseline_source("coral", "ReLU"), hidden=4)
    assert r.correct and len(r.hidden) == 4
    assert len(relu.evaluate(baseline_source("coral", "ReLU"), hidden=0).hidden) == 0


def test_inputs_and_reference_follow_the_seed(relu):
    x, y = relu.inputs()["x"], relu.reference()["y"]
    assert x.shape == (2, 5) and y.shape == (2, 5) and x.dtype == np.float64
    assert np.array_equal(y, np.maximum(x, 0))
    other = relu.inputs(seed=7)["x"]
    assert not np.array_equal(other, x)
    assert np.array_equal(relu.reference(seed=7)["y"], np.maximum(other, 0))
    assert np.array_equal(relu.inputs(seed=relu.seed)["x"], x)


def test_task_describes_itself(relu):
    assert (relu.target, relu.name, relu.config, relu.level) == ("coral", "ReLU", "C1", 1)
    assert "ReLU" in relu.brief
    assert len(relu.manual(prompt=True)) < len(relu.manual(prompt=False))
    names = [t["name"] for t in relu.layout["tensors"]]
    assert names == ["x", "y"]
    assert relu.layout["tensors"][1]["output"] is True
    assert relu.bound_terms["cycles"] == relu.bound
    assert "coral" in kernelcraft.targets()
    relu_entry = [t for t in kernelcraft.tasks("coral") if t["name"] == "ReLU"][0]
    assert relu_entry["level"] == 1 and "C1" in relu_entry["configs"]


def test_reward_is_zero_for_a_wrong_kernel(relu):
    r = relu.evaluate(golden_kernel("coral_load_trap.s"))
    assert not r.correct and r.stop == "trap"
    assert r.reward() == 0 and r.reward("log_speedup") == 0 and r.bound_share == 0


def test_log_speedup_reward_of_a_faster_kernel():
    # The memorising kernel is fast but wrong on hidden inputs; on the visible inputs alone it is
    # correct, which shows the reward's arithmetic.
    t = kernelcraft.Task("coral", "ReLU", "C1")
    r = t.evaluate(coral_store_words(t.reference()["y"].ravel()), hidden=0)
    assert r.correct
    assert r.reward("log_speedup") == max(0.01, math.log(r.speedup))
    assert r.reward("bound") == min(1.0, r.bound_cycles / r.cycles)
