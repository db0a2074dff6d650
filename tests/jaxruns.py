"""Running files under real JAX for the tests: one fork server per JAX interpreter, runs
asked for per test item, and outcomes cached on disk for local runs.

A *run* is a file, the runner that executes it (``jaxrun.py``, or a probe that instruments JAX)
and the runner's extra arguments.  :class:`JaxService` hands each run to a fork server
(``jaxzygote.py``: jax imported once, a fresh child per run) and returns its outcome, the
runner's JSON line plus ``stdout``, what the program printed.  Tests declare the runs they
need (``needs_jax``); the first test that asks starts every run the selected tests declared,
in test order, on every core, so ``-k JXM013`` runs JXM013's files only and the first results
come while the rest still run.  An outcome is cached under a digest of the file, the runner
(and the runners' shared code), the arguments, and the JAX, jaxlib, NumPy and Python versions;
``CI`` set, ``--jax-fresh`` or ``-p no:cacheprovider`` runs everything afresh.  Compiled XLA
executables are shared between runs through JAX's persistent compilation cache (kept with
pytest's cache locally, one per session otherwise).
"""

from __future__ import annotations

import hashlib
import itertools
import json
import os
import subprocess
import sys
import threading
from concurrent.futures import Future
from dataclasses import dataclass, field
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
RUNNER = TESTS / "jaxrun.py"
ZYGOTE = TESTS / "jaxzygote.py"
OBSERVER = TESTS / "shape_observer.py"  # jaxrun.py imports it
TIMEOUT = 120  # every case runs in seconds; a hang is a failure, not a wait


@dataclass(frozen=True)
class JaxRun:
    """``python RUNNER PATH ARG...`` under JAX, in PATH's folder (``python PATH ARG...`` for
    a script of ours, :meth:`script`)."""

    path: Path
    runner: Path = RUNNER
    args: tuple = ()
    timeout: float = field(default=TIMEOUT, compare=False)
    # Other files the run imports (a project's modules): their text is part of its cache key.
    imports: tuple = field(default=(), compare=False)

    @classmethod
    def script(cls, path: Path, *args: str, timeout: float = 900) -> "JaxRun":
        return cls(path, path, args, timeout)

    def argv(self) -> list:
        head = [str(self.path)] if self.runner == self.path else [str(self.runner), str(self.path)]
        return head + list(self.args)


def needs_jax(*runs: JaxRun):
    """The mark of a test (or a ``pytest.param``) that reads the outcomes of ``runs``."""
    return pytest.mark.jax_runs(*runs)


def outcome_of(completed: dict) -> dict:
    """The runner's outcome: its last line of output is JSON, what came before is the
    program's own output."""
    if completed.get("timed_out"):
        return {"outcome": "timed out", "stdout": ""}
    printed = completed["stdout"].rstrip("\n").split("\n")
    try:
        outcome = json.loads(printed[-1])
    except json.JSONDecodeError:
        outcome = None
    if not isinstance(outcome, dict):  # the runner (or probe) never said: the program's own last line
        # may parse too (a child that died after ``print(x.sum())`` ends with ``0.0``)
        return {"outcome": "crashed", "returncode": completed["returncode"], "stderr": completed["stderr"][-2000:],
                "stdout": completed["stdout"]}
    outcome["stdout"] = "\n".join(printed[:-1]).rstrip("\n")
    return outcome


class ForkServer:
    """One ``jaxzygote.py`` process and the runs handed to it (thread-safe)."""

    def __init__(self, python: str, jobs: int, compilation_cache: Path) -> None:
        # JAX's persistent compilation cache: a run compiles what an earlier run compiled
        # (each jax.random call, say) from disk instead of again, the same executable.
        env = dict(os.environ, JAX_PLATFORMS="cpu", PYTHONUNBUFFERED="1", JAX_COMPILATION_CACHE_DIR=str(compilation_cache),
                   JAX_PERSISTENT_CACHE_MIN_COMPILE_TIME_SECS="0", JAX_PERSISTENT_CACHE_MIN_ENTRY_SIZE_BYTES="0")
        self.process = subprocess.Popen(
            [python, str(ZYGOTE), str(jobs)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env,
            start_new_session=True,  # Ctrl-C reaches pytest, which then ends the server
        )
        self._futures: dict = {}
        self._ids = itertools.count()
        self._lock = threading.Lock()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def submit(self, run: JaxRun, urgent: bool = False) -> Future:
        future: Future = Future()
        with self._lock:
            if self.process.poll() is not None:
                future.set_result({"outcome": "crashed", "returncode": self.process.returncode,
                                   "stderr": "the fork server had exited", "stdout": ""})
                return future
            number = next(self._ids)
            self._futures[number] = future
            request = {"id": number, "argv": run.argv(), "cwd": str(run.path.parent), "timeout": run.timeout,
                       "urgent": urgent}
            self.process.stdin.write(json.dumps(request) + "\n")
            self.process.stdin.flush()
        return future

    def _read(self) -> None:
        for line in self.process.stdout:
            answer = json.loads(line)
            with self._lock:
                future = self._futures.pop(answer["id"])
            try:
                outcome = outcome_of(answer)
            except Exception as error:  # noqa: BLE001 - this thread must live: the tests wait on it
                outcome = {"outcome": "crashed", "returncode": answer.get("returncode"),
                           "stderr": f"unreadable answer: {error!r}", "stdout": str(answer.get("stdout", ""))}
            future.set_result(outcome)
        self.process.wait()
        with self._lock:  # the server died: whatever it still held will not come
            lost, self._futures = self._futures, {}
        for future in lost.values():
            future.set_result({"outcome": "crashed", "returncode": self.process.returncode,
                               "stderr": "the fork server died", "stdout": ""})

    @property
    def alive(self) -> bool:
        return self.process.poll() is None

    def close(self) -> None:
        if self.process.stdin and not self.process.stdin.closed:
            try:
                self.process.stdin.close()
            except OSError:
                pass
        try:
            self.process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


class OutcomeCache:
    """Outcomes on disk, one JSON file per run digest; written by rename, so concurrent
    sessions (pytest-xdist workers) never read half a file."""

    def __init__(self, folder: Path, python: str, read: bool = True) -> None:
        self.folder = folder
        self.read = read  # False: run everything again, and keep the new outcomes
        self._environment = _environment(python)
        shared = sorted(p.read_bytes() for p in (TESTS / "probes").glob("*.py"))
        ours = ZYGOTE.read_bytes() + RUNNER.read_bytes() + OBSERVER.read_bytes()
        self._tools = hashlib.sha256(ours + b"".join(shared)).hexdigest()

    def key(self, run: JaxRun) -> str:
        digest = hashlib.sha256()
        for part in (self._environment, self._tools, run.runner.read_bytes().hex(), list(run.args),
                     run.path.read_bytes().hex(), *(path.read_bytes().hex() for path in run.imports)):
            digest.update(json.dumps(part).encode())
        return digest.hexdigest()

    def get(self, run: JaxRun):
        if not self.read:
            return None
        try:
            return json.loads((self.folder / f"{self.key(run)}.json").read_text())
        except (OSError, ValueError):
            return None

    def put(self, run: JaxRun, outcome: dict) -> None:
        if outcome.get("outcome") not in ("ran", "raised"):  # a crash or a hang is never kept
            return
        self.folder.mkdir(parents=True, exist_ok=True)
        final = self.folder / f"{self.key(run)}.json"
        temporary = final.with_name(f"{final.name}.{os.getpid()}.{threading.get_ident()}.tmp")
        temporary.write_text(json.dumps(outcome))
        os.replace(temporary, final)


def _environment(python: str) -> str:
    """The versions an outcome depends on, read without importing JAX."""
    probe = ("import importlib.metadata as m, json, sys\n"
             "def v(n):\n    try:\n        return m.version(n)\n    except m.PackageNotFoundError:\n        return None\n"
             "print(json.dumps([sys.version, v('jax'), v('jaxlib'), v('numpy')]))")
    completed = subprocess.run([python, "-c", probe], capture_output=True, text=True, timeout=60)
    return completed.stdout.strip() or completed.stderr


class JaxService:
    """Outcomes of runs: from the cache, or from a fork server, started on first need."""

    def __init__(self, python: str, jobs: int, declared: list, cache, compilation_cache: Path) -> None:
        self.python = python
        self.jobs = jobs
        self.compilation_cache = compilation_cache
        self._declared = declared  # runs the selected tests need, in test order
        self._cache = cache
        self._server = None
        self._futures: dict = {}
        self._lock = threading.Lock()
        self.counts = {"cached": 0, "ran": 0}

    def outcome(self, run: JaxRun) -> dict:
        return self.start([run], urgent=True)[run].result()

    def __getitem__(self, path: Path) -> dict:
        """The outcome of ``path`` run plainly."""
        return self.outcome(JaxRun(Path(path)))

    def start(self, runs, urgent: bool = False) -> dict:
        """Start every run not yet started (the declared ones first, on first use); their futures."""
        with self._lock:
            if self._declared is not None:
                declared, self._declared = self._declared, None
                self._start(declared, urgent=False)
            self._start(runs, urgent)
            return {run: self._futures[run] for run in runs}

    def _start(self, runs, urgent: bool) -> None:
        fresh = [run for run in dict.fromkeys(runs) if run not in self._futures]
        # An urgent batch goes to the front of the queue; keep its own order there.
        for run in reversed(fresh) if urgent else fresh:
            cached = self._cache.get(run) if self._cache else None
            if cached is not None:
                future: Future = Future()
                future.set_result(cached)
                self.counts["cached"] += 1
            else:
                future = self._server_for_run().submit(run, urgent)
                if self._cache:
                    future.add_done_callback(lambda done, run=run: self._cache.put(run, done.result()))
                self.counts["ran"] += 1
            self._futures[run] = future

    def _server_for_run(self) -> ForkServer:
        if self._server is None or not self._server.alive:
            self._server = ForkServer(self.python, self.jobs, self.compilation_cache)
        return self._server

    def close(self) -> None:
        if self._server is not None:
            self._server.close()
