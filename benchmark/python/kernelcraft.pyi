"""Type stubs for the `kernelcraft` module (built from benchmark/python)."""
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple, Union

import numpy as np
import numpy.typing as npt

def targets() -> List[str]:
    """The names of the targets built in."""

def tasks(target: str, tasks_dir: str = "") -> List[Dict[str, Any]]:
    """The tasks that run on `target`: dicts with name, level and configs. ValueError for an unknown target."""

def tool_specs() -> List[Dict[str, Any]]:
    """The agent's tools as function-calling schemas: name, description, parameters (JSON Schema)."""

class Result:
    """One kernel's evaluation: the report `kernelcraft eval` prints, as fields."""
    target: str
    task: str
    config: str
    verdict: str
    correct: bool
    visible_correct: bool
    hidden_failed: bool
    hidden: List[Dict[str, Any]]
    assembled: bool
    diagnostics: List[str]
    ran: bool
    stop: str
    stop_ok: bool
    stop_message: str
    setup_error: str
    matched: int
    elements: int
    cycles: int
    instructions: int
    code_bytes: int
    baseline_cycles: int
    speedup: float
    bound_cycles: int
    bound_share: float
    seconds: float
    text: str
    json: Dict[str, Any]
    def reward(self, kind: str = "bound", floor: float = 0.01) -> float:
        """0 unless correct on the visible and every hidden input; else the share of the bound ('bound') or
        log(speedup) ('log_speedup'), at least `floor`."""

class Task:
    """One task configuration on one target."""
    target: str
    name: str
    config: str
    level: int
    seed: int
    brief: str
    layout: Dict[str, Any]
    baseline_cycles: Optional[int]
    bound: int
    bound_terms: Dict[str, Any]
    def __init__(self, target: str, task: str, config: str, tasks_dir: str = "") -> None: ...
    def manual(self, prompt: bool = True) -> str: ...
    def inputs(self, seed: Optional[int] = None) -> Dict[str, npt.NDArray[np.float64]]: ...
    def reference(self, seed: Optional[int] = None) -> Dict[str, npt.NDArray[np.float64]]: ...
    def evaluate(
        self,
        source: str,
        hidden: int = 3,
        seed: Optional[int] = None,
        hidden_seeds: Optional[Sequence[int]] = None,
        baseline: bool = True,
        name: str = "kernel.s",
    ) -> Result:
        """Evaluates assembly `source` as `kernelcraft eval` does; `.include` resolves from the task's folder for
        the target (where the baseline is), reading only the target's shared includes."""

def evaluate_many(
    pairs: Iterable[Tuple[Task, str]],
    threads: int = 0,
    hidden: int = 3,
    seed: Optional[int] = None,
    hidden_seeds: Optional[Sequence[int]] = None,
    baseline: bool = True,
) -> List[Result]:
    """Evaluates every (Task, source) pair on `threads` threads (0: one per core); Results in the pairs' order."""

class Env:
    """The agent environment on one task configuration, as `kernelcraft mcp` serves it."""
    budget: int
    steps: int
    done: bool
    folder: str
    task: Task
    def __init__(
        self,
        target: str,
        task: str,
        config: str,
        steps: Optional[int] = None,
        hidden: int = 3,
        hidden_seeds: Optional[Sequence[int]] = None,
        reward: str = "bound",
        floor: float = 0.01,
        record: str = "",
        tasks_dir: str = "",
    ) -> None: ...
    def reset(self) -> Dict[str, Any]:
        """Starts an episode; returns {'system': str, 'task': str, 'tools': list}."""
    def step(self, tool: str, arguments: Union[Dict[str, Any], str]) -> Tuple[str, float, bool, Dict[str, Any]]:
        """Runs one tool call; returns (text, reward, done, info)."""
    def close(self) -> None: ...
