"""Shared test machinery: running files under real JAX, and the rule test cases.

JAX runs in a subprocess per file (``tests/jaxrun.py``).  The interpreter is this
one unless ``JAXMUSEUM_JAX_PYTHON`` names another (CI uses that to hold the exhibits
to jax 0.4.38 as well).  Runs are started together, two at a time, and cached.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "cases"
EXHIBITS = ROOT / "exhibits"
RUNNER = ROOT / "tests" / "jaxrun.py"
JAX_PYTHON = os.environ.get("JAXMUSEUM_JAX_PYTHON", sys.executable)
# ``# expect: JXM001 col 5`` (1-based column; several separated by ";").
EXPECT = re.compile(r"#\s*expect:\s*(.*)$")
EXPECTED_FINDING = re.compile(r"^(JXM\d{3}) col (\d+)$")


@dataclass(frozen=True)
class Case:
    """A rule test case: a runnable file; ``# expect: JXMnnn`` marks each flagged line."""

    path: Path
    code: str  # the rule it belongs to (its folder)

    @property
    def flagged(self) -> bool:
        return self.path.name.startswith("flagged_")

    @property
    def id(self) -> str:
        return f"{self.code}/{self.path.stem}"

    def expected(self) -> list:
        """(line, column, code) of each marked finding, sorted; columns 1-based."""
        return expected_findings(self.path.read_text())

    @property
    def folder(self) -> Path:
        return self.path.parent


def expected_findings(text: str) -> list:
    found = []
    for number, line in enumerate(text.splitlines(), 1):
        match = EXPECT.search(line)
        if match is None:
            continue
        for part in match.group(1).split(";"):
            item = EXPECTED_FINDING.match(part.strip())
            assert item, f"line {number}: write '# expect: JXMnnn col C', not {part.strip()!r}"
            found.append((number, int(item.group(2)), item.group(1)))
    return sorted(found)


def findings_of(text: str) -> list:
    """The engine's findings for ``text``, asserting that no rule failed."""
    from flake8_jaxmuseum.engine import lint

    result = lint(text)
    assert result.failures == [], result.failures
    return result.findings


def all_cases() -> list:
    return [
        Case(path, folder.name)
        for folder in sorted(CASES.iterdir())
        if folder.is_dir()
        for path in sorted(folder.glob("*.py"))
    ]


def run_under_jax(path: Path) -> dict:
    env = dict(os.environ, JAX_PLATFORMS="cpu")
    try:
        completed = subprocess.run(
            [JAX_PYTHON, str(RUNNER), str(path)],
            capture_output=True,
            text=True,
            timeout=120,  # every case runs in seconds; a hang is a failure, not a wait
            env=env,
            cwd=str(path.parent),
        )
    except subprocess.TimeoutExpired:
        return {"outcome": "timed out"}
    last = completed.stdout.strip().splitlines()[-1:] or [""]
    try:
        return json.loads(last[0])
    except json.JSONDecodeError:
        return {"outcome": "crashed", "returncode": completed.returncode, "stderr": completed.stderr[-2000:]}


def run_script_under_jax(script: Path, *args: str) -> dict:
    """Run a script of ours under JAX; its last line of output is JSON."""
    env = dict(os.environ, JAX_PLATFORMS="cpu")
    completed = subprocess.run(
        [JAX_PYTHON, str(script), *args], capture_output=True, text=True, timeout=600, env=env, cwd=str(script.parent)
    )
    last = completed.stdout.strip().splitlines()[-1:] or [""]
    try:
        return json.loads(last[0])
    except json.JSONDecodeError:
        raise AssertionError(f"{script.name} crashed ({completed.returncode}): {completed.stderr[-2000:]}") from None


class JaxRuns:
    """Runs every requested file once, in parallel, on first use."""

    def __init__(self, paths: list) -> None:
        self._paths = paths
        self._results = None

    def __getitem__(self, path: Path) -> dict:
        if self._results is None:
            with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
                self._results = dict(zip(self._paths, pool.map(run_under_jax, self._paths)))
        if path not in self._results:
            self._results[path] = run_under_jax(path)
        return self._results[path]


@pytest.fixture(scope="session")
def case_runs() -> JaxRuns:
    return JaxRuns([case.path for case in all_cases()])


@pytest.fixture(scope="session")
def exhibit_runs() -> JaxRuns:
    folders = sorted(EXHIBITS.glob("[0-9][0-9]-*"))
    return JaxRuns([folder / name for folder in folders for name in ("failing.py", "fix.py")])


def assert_raised(outcome: dict, raises: tuple, what: str) -> None:
    """``outcome`` raised one of ``raises`` (:class:`~flake8_jaxmuseum.rule.Raises`)."""
    assert outcome["outcome"] == "raised", f"{what}: expected JAX to raise, got {outcome}"
    matches = [r for r in raises if r.exception in outcome["mro"] and r.message in outcome["message"]]
    assert matches, f"{what}: raised {outcome['type']}: {outcome['message'][:300]!r}, expected one of {raises}"
