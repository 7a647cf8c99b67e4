# A whole Env episode: the tools, results and status lines of `kernelcraft mcp`, a correct kernel
# submitted, and the reward from its hidden-seed score.
import json
import os

import kernelcraft
from conftest import baseline_source


def test_an_episode_reaches_a_correct_kernel(tmp_path):
    env = kernelcraft.Env("coral", "ReLU", "C1", hidden_seeds=[5, 6], record=str(tmp_path))
    assert env.budget == 30
    obs = env.reset()
    assert "Every tool call is one step." in obs["system"]
    assert "You have 30 steps." in obs["task"]
    assert [t["name"] for t in obs["tools"]] == [t["name"] for t in kernelcraft.tool_specs()]
    assert "submit" in [t["name"] for t in obs["tools"]]

    text, reward, done, info = env.step("write_kernel", "kernel:\n    ret\n")
    assert info["is_error"] and "not valid JSON" in text and not done
    assert text.endswith("[step 1/30 · no correct version yet]\n")

    text, reward, done, info = env.step("write_kernel", {"code": "kernel:\n    ret\n"})
    assert (reward, done, info["step"], info["is_error"]) == (0.0, False, 2, False)
    text, reward, done, info = env.step("run_evaluation", {})
    assert "wrong output" in text and text.endswith("[step 3/30 · no correct version yet]\n")

    text, reward, done, info = env.step("write_kernel", json.dumps({"code": baseline_source("coral", "ReLU")}))
    text, reward, done, info = env.step("run_evaluation", {})
    assert text.endswith("[step 5/30 · best correct so far: v2.s, 1.00x]\n")
    assert not done and reward == 0

    text, reward, done, info = env.step("submit", {"version": 2})
    assert done
    result = info["result"]
    assert (info["end_reason"], info["scored_version"], info["scored_as"]) == ("submitted", 2, "submitted")
    assert result.correct and [h["seed"] for h in result.hidden] == [5, 6]
    assert reward == result.reward() == result.bound_cycles / result.cycles

    # Recorded as an MCP run is: versions and the trajectory with its scoring event.
    folder = tmp_path / "episode-1"
    assert env.folder == str(folder)
    assert (folder / "v2.s").read_text() == baseline_source("coral", "ReLU")
    events = [json.loads(line)["event"] for line in (folder / "trajectory.jsonl").read_text().splitlines()]
    assert events[0] == "start" and events[-1] == "scoring" and events.count("tool_call") == 6

    try:
        env.step("run_evaluation", {})
        assert False, "a step after the end must raise"
    except ValueError as e:
        assert "call reset()" in str(e)


def test_the_budget_ends_an_episode_and_a_wrong_kernel_earns_zero():
    env = kernelcraft.Env("coral", "ReLU", "C1", steps=2, hidden=1)
    env.reset()
    folder = env.folder
    assert os.path.isdir(folder)
    env.step("write_kernel", {"code": "kernel:\n    ret\n"})
    text, reward, done, info = env.step("no_such_tool", {})
    assert done and reward == 0 and info["is_error"]
    assert "The budget of 2 tool calls is spent" in text
    assert info["scored_as"] == "latest" and not info["result"].correct
    env.reset()
    assert not os.path.exists(folder)  # a temporary episode's folder goes at the next reset
    env.close()


def test_log_speedup_reward():
    env = kernelcraft.Env("coral", "ReLU", "C1", hidden=1, reward="log_speedup")
    env.reset()
    env.step("write_kernel", {"code": baseline_source("coral", "ReLU")})
    _, reward, done, info = env.step("submit", {})
    assert done and info["result"].correct and reward == 0.01  # the baseline: log(1), clipped at the floor


def test_step_before_reset_raises():
    env = kernelcraft.Env("coral", "ReLU", "C1")
    try:
        env.step("run_evaluation", {})
        assert False
    except ValueError as e:
        assert "before reset()" in str(e)
