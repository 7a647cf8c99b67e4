# Bad calls raise Python exceptions worded as the command line words them; evaluate_many equals
# evaluating one kernel after another.
import subprocess

import pytest

import kernelcraft
from conftest import HIDDEN_SEEDS, KERNELCRAFT, baseline_source, coral_store_words, golden_kernel


def cli_error(*args):
    out = subprocess.run([KERNELCRAFT, "eval", *args, "--json", "baseline"], capture_output=True, text=True)
    assert out.returncode == 2
    prefix = "kernelcraft: error: "
    assert out.stderr.startswith(prefix)
    return out.stderr[len(prefix):].strip()


@pytest.mark.parametrize("target,task,config", [
    ("coarl", "ReLU", "C1"),
    ("coral", "Relu2", "C1"),
    ("coral", "ReLU", "C9"),
    ("coral", "RoPE", "C1"),
])
def test_unknown_names_raise_the_cli_message(target, task, config):
    want = cli_error("-t", target, "--task", task, "--config", config)
    with pytest.raises(ValueError) as e:
        kernelcraft.Task(target, task, config)
    assert str(e.value) == want
    with pytest.raises(ValueError) as e:
        kernelcraft.Env(target, task, config)
    assert str(e.value) == want


def test_wrong_arguments_raise(relu):
    with pytest.raises(ValueError, match="unknown target 'nope'"):
        kernelcraft.tasks("nope")
    with pytest.raises(TypeError):
        relu.evaluate(42)
    with pytest.raises(TypeError, match="seed must be an int"):
        relu.evaluate("", seed="7")
    with pytest.raises(ValueError, match="seed must be between 0 and 2"):
        relu.evaluate("", seed=-1)
    with pytest.raises(TypeError, match="hidden_seeds must be a list"):
        relu.evaluate("", hidden_seeds="12")
    with pytest.raises(ValueError, match="unknown reward 'speed'; rewards: bound, log_speedup"):
        relu.evaluate("").reward("speed")
    with pytest.raises(TypeError, match="item 1 is not a \\(Task, str\\) pair"):
        kernelcraft.evaluate_many([(relu, ""), ("coral", "")])
    with pytest.raises(ValueError, match="unknown reward"):
        kernelcraft.Env("coral", "ReLU", "C1", reward="speed")


def test_evaluate_many_equals_sequential(relu):
    layernorm = kernelcraft.Task("coral", "LayerNorm", "C1")
    plena = kernelcraft.Task("plena", "ReLU", "C1")
    pairs = [
        (relu, baseline_source("coral", "ReLU")),
        (relu, golden_kernel("coral_load_trap.s")),
        (layernorm, baseline_source("coral", "LayerNorm")),
        (relu, coral_store_words(relu.reference()["y"].ravel())),
        (plena, baseline_source("plena", "ReLU")),
        (relu, golden_kernel("coral_bad_syntax.s")),
    ] * 3

    def without_time(r):
        j = r.json
        j.pop("seconds")
        return j

    batch = kernelcraft.evaluate_many(pairs, threads=4, hidden_seeds=HIDDEN_SEEDS)
    one_by_one = [t.evaluate(s, hidden_seeds=HIDDEN_SEEDS) for t, s in pairs]
    assert [without_time(r) for r in batch] == [without_time(r) for r in one_by_one]
    assert [r.correct for r in batch[:6]] == [True, False, True, False, True, False]
    assert kernelcraft.evaluate_many([]) == []
