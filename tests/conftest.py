"""Shared test machinery: the rule test cases, and running files under real JAX.

Files run under JAX through ``jax_service`` (``tests/jaxruns.py``: a fork server that imports
jax once, a fresh child per file; outcomes cached on disk for local runs).  The interpreter is
this one unless ``JAXMUSEUM_JAX_PYTHON`` names another (CI uses that to hold the exhibits to
jax 0.4.38 as well).  A test declares the runs it reads with ``needs_jax``.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import pytest

from jaxruns import RUNNER, JaxRun, JaxService, OutcomeCache, needs_jax  # noqa: F401 - for the test modules

ROOT = Path(__file__).resolve().parent.parent
# What the linter keeps in the user's cache folder (the cache of files outside a project) goes
# to a folder of the test run; pip keeps its own cache where it was, so nothing downloads again.
_USER_CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
os.environ.setdefault("PIP_CACHE_DIR", str(_USER_CACHE / "pip"))
os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="jaxmuseum-tests-cache-")
CASES = ROOT / "tests" / "cases"
EXHIBITS = ROOT / "exhibits"
PROBES = ROOT / "tests" / "probes"
# The runner each symptom needs: probes that instrument JAX run the file themselves.
PROBE_RUNNERS = {
    "tracer-printed": RUNNER,  # reads the program's stdout
    "key-reused": PROBES / "key_reuse.py",
    "update-discarded": PROBES / "discarded_updates.py",
    "retraced": PROBES / "retraces.py",
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


def case_run(case: Case) -> JaxRun:
    """How a case runs under JAX: plainly, or under its rule's symptom probe."""
    return JaxRun(case.path, runner_for(case.code))


def exhibit_files() -> list:
    return [folder / name for folder in sorted(EXHIBITS.glob("[0-9][0-9]-*")) for name in ("failing.py", "fix.py")]


def run_script_under_jax(script: Path, *args: str) -> dict:
    """Run a script of ours under JAX in a fresh interpreter (a probe that must see what
    ``import jax`` alone loads); its last line of output is JSON."""
    env = dict(os.environ, JAX_PLATFORMS="cpu")
    completed = subprocess.run(
        [JAX_PYTHON, str(script), *args], capture_output=True, text=True, timeout=600, env=env, cwd=str(script.parent)
    )
    last = completed.stdout.strip().splitlines()[-1:] or [""]
    try:
        return json.loads(last[0])
    except json.JSONDecodeError:
        raise AssertionError(f"{script.name} crashed ({completed.returncode}): {completed.stderr[-2000:]}") from None


# ---- the JAX service: every run a selected test declared, started on first use --------------------

def pytest_addoption(parser):
    parser.addoption("--jax-fresh", action="store_true",
                     help="run every file under JAX again instead of reading outcomes cached by earlier runs")
    parser.addoption("--jax-jobs", type=int, default=None,
                     help="files run under JAX at once (default: the available cores; 1 under pytest-xdist)")
    parser.addoption("--python-sample", action="store_true",
                     help="what can differ between Python versions (CI's other Pythons): every test, but of "
                          "the tests repeated over the corpus (cases, exhibits, projects, fixes) a sample of "
                          "each rule's files")


DECLARED_RUNS = pytest.StashKey[list]()
# Fixtures that run files under JAX: tests using them (or declaring runs) are the ``jax`` tests,
# which need a Python JAX supports; the others (linting, fixing, front ends) run on every Python.
JAX_FIXTURES = {"jax_service", "removed_api_probe_runs"}


def pytest_collection_modifyitems(config, items):
    """Mark the ``jax`` tests, and (outside pytest-xdist) run them after the others: their
    files start under JAX as soon as collection ends, so the other tests run meanwhile and
    the JAX tests mostly read outcomes that are ready.  With ``--python-sample``, the tests
    repeated over the corpus keep a sample of each folder's files."""
    if config.getoption("--python-sample"):
        kept = python_sample(items)
        config.hook.pytest_deselected(items=[item for item in items if id(item) not in kept])
        items[:] = [item for item in items if id(item) in kept]
    jax_tests = []
    for item in items:
        if item.get_closest_marker("jax_runs") or JAX_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.jax)
            jax_tests.append(item)
    if jax_tests and not hasattr(config, "workerinput"):
        chosen = set(map(id, jax_tests))
        items[:] = [item for item in items if id(item) not in chosen] + jax_tests


# Of the files a corpus test is repeated over, one in SAMPLE_STRIDE (by a digest of its path, so the
# sample is the same on every run and machine) and the first flagged and clean one of each folder:
# every rule, exhibit and kind of project is seen, and what a Python version changes (its ast, tokenizer, LibCST's parser)
# shows on any of them; the main job runs them all.
SAMPLE_STRIDE = 6


def corpus_file(item) -> "Path | None":
    """The corpus file (a case, exhibit, project or file of one) a parametrized test runs on."""
    for value in getattr(getattr(item, "callspec", None), "params", {}).values():
        for candidate in value if isinstance(value, tuple) else (value,):
            path = candidate if isinstance(candidate, Path) else getattr(candidate, "path", None)
            if isinstance(path, Path):
                return path
    return None


def python_sample(items) -> set:
    """The ids of the items ``--python-sample`` keeps."""
    files = {id(item): corpus_file(item) for item in items}
    kept = sample_of(path for path in files.values() if path is not None)
    return {id(item) for item in items if files[id(item)] is None or files[id(item)] in kept}


def sample_of(paths) -> set:
    """Of ``paths``, the sample ``--python-sample`` keeps."""
    import zlib

    paths = sorted(set(paths))
    firsts: dict = {}
    for path in paths:
        firsts.setdefault(_sample_group(path), path)
    return {
        path for path in paths
        if firsts[_sample_group(path)] == path or zlib.crc32(_stable_name(path).encode()) % SAMPLE_STRIDE == 0
    }


def _sample_group(path: Path) -> tuple:
    """A folder's flagged files, or its clean ones (by the name's first word)."""
    return path.parent, path.name.split("_")[0]


def _stable_name(path: Path) -> str:
    try:
        return path.resolve().relative_to(ROOT).as_posix()
    except ValueError:
        return path.as_posix()


def pytest_collection_finish(session):
    """The runs of the selected tests, in test order, started at once in the background.
    A pytest-xdist worker is handed its tests one by one, so it starts each test's own."""
    config = session.config
    under_xdist = hasattr(config, "workerinput")
    runs = [] if under_xdist else [run for item in session.items for mark in item.iter_markers("jax_runs") for run in mark.args]
    runs.sort(key=lambda run: run.runner != run.path)  # our probe scripts first: they are the long ones
    config.stash[DECLARED_RUNS] = runs
    if runs and not config.option.collectonly:
        _service(config).start([])


def _service(config) -> JaxService:
    """The session's JAX service, made on first need."""
    service = config.stash.get(SERVICE, None)
    if service is None:
        # CI, and a run without pytest's cache, keep nothing: every file runs, compiled afresh.
        keep = getattr(config, "cache", None) is not None and not os.environ.get("CI")
        cache = OutcomeCache(config.cache.mkdir("jaxmuseum-outcomes"), JAX_PYTHON,
                             read=not config.getoption("--jax-fresh")) if keep else None
        compiled = config.cache.mkdir("jaxmuseum-xla") if keep else Path(tempfile.mkdtemp(prefix="jaxmuseum-xla-"))
        service = JaxService(JAX_PYTHON, _jobs(config), config.stash.get(DECLARED_RUNS, []), cache, compiled)
        config.stash[SERVICE] = service
    return service


def pytest_sessionfinish(session):
    service = session.config.stash.get(SERVICE, None)
    if service is not None:
        service.close()
        if getattr(session.config, "cache", None) is None or os.environ.get("CI"):
            shutil.rmtree(service.compilation_cache, ignore_errors=True)  # a folder of this session's


def _jobs(config) -> int:
    if config.getoption("--jax-jobs"):
        return config.getoption("--jax-jobs")
    if hasattr(config, "workerinput"):
        return 1
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


SERVICE = pytest.StashKey[JaxService]()


@pytest.fixture(scope="session")
def jax_service(request):
    return _service(request.config)


def pytest_terminal_summary(terminalreporter, config):
    service = config.stash.get(SERVICE, None)
    if service is not None and any(service.counts.values()):
        where = " (--jax-fresh runs them again)" if service.counts["cached"] else ""
        terminalreporter.write_line(
            f"files under JAX: {service.counts['ran']} run in a fork server ({service.jobs} at once), "
            f"{service.counts['cached']} read from the cache{where}"
        )


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
    if symptom.probe == "retraced":
        retraced = set(outcome.get("retraced", []))
        return bool(retraced) and set(lines) <= retraced
    raise AssertionError(f"unknown probe {symptom.probe!r}")


def assert_raised(outcome: dict, raises: tuple, what: str) -> None:
    """``outcome`` raised one of ``raises`` (:class:`~flake8_jaxmuseum.rule.Raises`)."""
    assert outcome["outcome"] == "raised", f"{what}: expected JAX to raise, got {outcome}"
    matches = [r for r in raises if r.exception in outcome["mro"] and r.message in outcome["message"]]
    assert matches, f"{what}: raised {outcome['type']}: {outcome['message'][:300]!r}, expected one of {raises}"


