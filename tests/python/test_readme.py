# The README's reward function and rollout loop run as printed.
import os
import re

from conftest import SOURCE, baseline_source


def readme_python_block(heading):
    with open(os.path.join(SOURCE, "README.md")) as f:
        text = f.read()
    section = text[text.index(heading):]
    return re.search(r"```python\n(.*?)```", section, re.S).group(1)


def test_reward_and_rollout_of_the_readme():
    code = readme_python_block("### Training: the Python module")
    assert len(code.strip().splitlines()) <= 12
    names = {}
    exec(compile(code, "README.md", "exec"), names)
    baseline = baseline_source("coral", "ReLU")
    assert names["reward"]("kernel:\n    ret\n") == 0
    assert 0 < names["reward"](baseline) <= 1

    def policy(observation, history):
        assert "ReLU" in observation["task"]
        return ("write_kernel", {"code": baseline}) if not history else ("submit", {})

    r, history = names["rollout"](policy)
    assert [h[0] for h in history] == ["write_kernel", "submit"]
    assert r == names["reward"](baseline)
