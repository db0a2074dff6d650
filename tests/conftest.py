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
PROBES = ROOT / "tests" / "probes"
# The runner each symptom needs: probes that instrument JAX run the file themselves.
PROBE_RUNNERS = {
    "tracer-printed": RUNNER,  # reads the program's stdout
    "key-reused": PROBES / "key_reuse.py",
    "update-discarded": PROBES / "discarded_updates.py",
}
# A tracer's repr: JitTracer(float32[2]), VmapTracer(...) (jax 0.10.2), Traced<ShapedArray(...)> (0.4.38).
TRACER_REPR = re.compile(r"\b\w*Tracer\(|Traced<")
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


def runner_for(code: str) -> Path:
    """How a file of rule ``code`` runs: plainly, or under its symptom's probe."""
    from flake8_jaxmuseum.rules import RULES_BY_CODE

    symptom = RULES_BY_CODE[code].symptom
    return RUNNER if symptom is None else PROBE_RUNNERS[symptom.probe]


def run_under_jax(path: Path, runner: Path = RUNNER) -> dict:
    """What running ``path`` did: the runner's JSON outcome, and ``stdout``, what the
    program printed."""
    env = dict(os.environ, JAX_PLATFORMS="cpu", PYTHONUNBUFFERED="1")
    try:
        completed = subprocess.run(
            [JAX_PYTHON, str(runner), str(path)],
            capture_output=True,
            text=True,
            timeout=120,  # every case runs in seconds; a hang is a failure, not a wait
            env=env,
            cwd=str(path.parent),
        )
    except subprocess.TimeoutExpired:
        return {"outcome": "timed out", "stdout": ""}
    printed = completed.stdout.rstrip("\n").split("\n")
    try:
        outcome = json.loads(printed[-1])
    except json.JSONDecodeError:
        return {"outcome": "crashed", "returncode": completed.returncode, "stderr": completed.stderr[-2000:],
                "stdout": completed.stdout}
    outcome["stdout"] = "\n".join(printed[:-1]).rstrip("\n")
    return outcome


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
    """Runs every requested file once, in parallel, on first use; ``runner`` picks how
    each path runs (default: plainly)."""

    def __init__(self, paths: list, runner=lambda path: RUNNER) -> None:
        self._paths = paths
        self._runner = runner
        self._results = None

    def __getitem__(self, path: Path) -> dict:
        if self._results is None:
            with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
                runs = pool.map(lambda p: run_under_jax(p, self._runner(p)), self._paths)
                self._results = dict(zip(self._paths, runs))
        if path not in self._results:
            self._results[path] = run_under_jax(path, self._runner(path))
        return self._results[path]


@pytest.fixture(scope="session")
def case_runs() -> JaxRuns:
    return JaxRuns([case.path for case in all_cases()], lambda path: runner_for(path.parent.name))


def _exhibit_files() -> list:
    return [folder / name for folder in sorted(EXHIBITS.glob("[0-9][0-9]-*")) for name in ("failing.py", "fix.py")]


@pytest.fixture(scope="session")
def exhibit_runs() -> JaxRuns:
    """Each exhibit's files, run as a user runs them."""
    return JaxRuns(_exhibit_files())


@pytest.fixture(scope="session")
def exhibit_probe_runs() -> JaxRuns:
    """Each exhibit's files, run under the probe of its rule's symptom (plainly for a loud rule)."""
    from flake8_jaxmuseum.documents import exhibits

    rule_of = {exhibit.folder.name: exhibit.rule for exhibit in exhibits()}
    return JaxRuns(_exhibit_files(), lambda path: runner_for(rule_of[path.parent.name]))


def shows_symptom(symptom, outcome: dict, lines: set = frozenset()) -> bool:
    """Whether a run shows a silent rule's symptom; with ``lines``, at those lines of the file."""
    if symptom.probe == "tracer-printed":
        return bool(TRACER_REPR.search(outcome.get("stdout", "")))
    if symptom.probe == "key-reused":
        reused = {line for reuse in outcome.get("reuse", []) for use in reuse["uses"] for line in use["lines"]}
        return bool(outcome.get("reuse")) and set(lines) <= reused
    if symptom.probe == "update-discarded":
        lost = {event["line"] for event in outcome.get("discarded", []) if event["receiver_unchanged"]}
        return bool(lost) and set(lines) <= lost
    raise AssertionError(f"unknown probe {symptom.probe!r}")


def assert_raised(outcome: dict, raises: tuple, what: str) -> None:
    """``outcome`` raised one of ``raises`` (:class:`~flake8_jaxmuseum.rule.Raises`)."""
    assert outcome["outcome"] == "raised", f"{what}: expected JAX to raise, got {outcome}"
    matches = [r for r in raises if r.exception in outcome["mro"] and r.message in outcome["message"]]
    assert matches, f"{what}: raised {outcome['type']}: {outcome['message'][:300]!r}, expected one of {raises}"


# Fixtures that run files under JAX: tests using them are the ``jax`` tests, which need a
# Python JAX supports; the others (linting, fixing, front ends) run on every Python.
JAX_FIXTURES = {
    "case_runs", "exhibit_runs", "exhibit_probe_runs", "golden_runs", "fixed_exhibits",
    "jaxapi_probe_runs", "removed_api_probe_runs", "fixed_sample_runs",
}


def pytest_collection_modifyitems(items):
    for item in items:
        if JAX_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.jax)
