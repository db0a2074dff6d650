"""``jaxmuseum check`` and ``fix`` on worker processes and with a cache (issue 18): the
same bytes out whatever the job count and whether the cache is cold or warm; a cache
that misses when anything that can change a finding changes, that survives garbage and
runs at once; a worker's crash that costs only its file."""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from conftest import CASES, EXHIBITS, ROOT, sample_of
from flake8_jaxmuseum import cache as cache_module
from flake8_jaxmuseum import checking, cli, driver, engine, parallel
from flake8_jaxmuseum.cache import Cache, tool_digest
from flake8_jaxmuseum.engine import lint
from flake8_jaxmuseum.settings import Settings

MISTAKE = "import jax.numpy as jnp\n\nx = jnp.zeros(3)\nx[0] = 1.0\n"
CLEAN = "import jax.numpy as jnp\n\nx = jnp.zeros(3)\nx = x.at[0].set(1.0)\n"
SRC = str(ROOT / "src")


def jaxmuseum(*args: str, cwd=None, env=None) -> subprocess.CompletedProcess:
    environment = dict(os.environ if env is None else env)
    environment["PYTHONPATH"] = SRC + os.pathsep + environment.get("PYTHONPATH", "")
    return subprocess.run([sys.executable, "-m", "flake8_jaxmuseum", *args],
                          capture_output=True, text=True, cwd=cwd, env=environment)


@pytest.fixture
def corpus(tmp_path, request):
    """The rule cases and the exhibits, copied where the tests may change them (with
    ``--python-sample``, the sample of the cases)."""
    root = tmp_path / "corpus"
    ignore = None
    if request.config.getoption("--python-sample"):
        kept = sample_of(CASES.rglob("*.py"))
        ignore = lambda folder, names: [n for n in names if n.endswith(".py") and Path(folder, n) not in kept]  # noqa: E731
    shutil.copytree(CASES, root / "cases", ignore=ignore)
    shutil.copytree(EXHIBITS, root / "exhibits", symlinks=False)
    (root / "pyproject.toml").write_text("[project]\nname = 'corpus'\n")
    return root


@pytest.fixture
def parses(monkeypatch):
    """How many times the engine parsed a file, in this process (``--jobs 1``)."""
    count = {"parses": 0}
    real = engine.parse

    def counting(text):
        count["parses"] += 1
        return real(text)

    monkeypatch.setattr(engine, "parse", counting)
    return count


def run(capsys, *args: str) -> tuple:
    """(exit code, stdout, stderr) of ``jaxmuseum`` run in this process."""
    code = cli.main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


# ---- the same output, whatever the workers and the cache -------------------------------
@pytest.mark.parametrize("fmt", ["text", "json"])
def test_output_is_byte_identical_across_job_counts_and_cache_states(corpus, tmp_path, fmt):
    baseline = jaxmuseum("check", "--format", fmt, "--jobs", "1", "--no-cache", ".", cwd=corpus)
    assert baseline.returncode == 1 and baseline.stdout.count("JXM") > 100
    cache_dir = tmp_path / "cache"
    for jobs in ("2", "1", "2", "auto"):  # cold with two workers, then warm each way
        again = jaxmuseum("check", "--format", fmt, "--jobs", jobs, "--cache-dir", str(cache_dir), ".", cwd=corpus)
        assert (again.returncode, again.stdout, again.stderr) == (1, baseline.stdout, baseline.stderr), jobs


@pytest.mark.parametrize("unsafe", [(), ("--unsafe-fixes",)], ids=["safe", "unsafe"])
def test_fix_writes_the_same_files_whatever_the_workers_and_the_cache(corpus, tmp_path, unsafe):
    trees = []
    for name, jobs, warm in (("one", "1", False), ("two", "2", False), ("warm", "2", True)):
        tree, cache_dir = tmp_path / name, str(tmp_path / f"cache-{name}")
        shutil.copytree(corpus, tree)
        if warm:  # the cache knows every file before fix runs
            jaxmuseum("check", "--cache-dir", cache_dir, ".", cwd=tree)
        result = jaxmuseum("fix", *unsafe, "--jobs", jobs, "--cache-dir", cache_dir, ".", cwd=tree)
        files = {p.relative_to(tree).as_posix(): p.read_bytes() for p in sorted(tree.rglob("*.py"))}
        trees.append((result.returncode, result.stdout, result.stderr, files))
    assert trees[0] == trees[1] == trees[2]
    assert "Fixed 0 finding" not in trees[0][2]


# ---- the cache ---------------------------------------------------------------------
def test_a_second_run_parses_nothing_and_says_the_same(corpus, tmp_path, parses, capsys, monkeypatch):
    monkeypatch.chdir(corpus)
    arguments = ("check", "--jobs", "1", "--cache-dir", str(tmp_path / "cache"), ".")
    cold = run(capsys, *arguments)
    assert parses["parses"] > len(list(corpus.rglob("*.py"))) // 2  # the corpus was parsed (files without "jax" are not)
    parses["parses"] = 0
    warm = run(capsys, *arguments)
    assert parses["parses"] == 0 and warm == cold


def test_changed_content_misses_only_for_that_file(corpus, tmp_path, parses, capsys, monkeypatch):
    monkeypatch.chdir(corpus)
    arguments = ("check", "--jobs", "1", "--cache-dir", str(tmp_path / "cache"), ".")
    run(capsys, *arguments)
    changed = corpus / "cases" / "JXM001" / "clean_at_set.py"
    changed.write_text(changed.read_text() + "\nimport jax.numpy as jnp\ny = jnp.ones(2)\ny[1] = 0.0\n")
    parses["parses"] = 0
    code, out, _ = run(capsys, *arguments)
    assert parses["parses"] == 1
    assert f"{os.path.join('cases', 'JXM001', 'clean_at_set.py')}:" in out


@pytest.mark.parametrize("flags", [("--select", "JXM001"), ("--ignore", "JXM002")])
def test_a_changed_setting_misses(corpus, tmp_path, parses, capsys, monkeypatch, flags):
    monkeypatch.chdir(corpus)
    arguments = ("check", "--jobs", "1", "--cache-dir", str(tmp_path / "cache"), "exhibits")
    run(capsys, *arguments)
    cold, parses["parses"] = parses["parses"], 0
    run(capsys, *arguments, *flags)
    assert parses["parses"] == cold > 0


def test_a_changed_pyproject_setting_misses(corpus, tmp_path, parses, capsys, monkeypatch):
    monkeypatch.chdir(corpus)
    arguments = ("check", "--jobs", "1", "--cache-dir", str(tmp_path / "cache"), "exhibits")
    run(capsys, *arguments)
    (corpus / "pyproject.toml").write_text('[tool.jaxmuseum]\nper-file-ignores = { "fix.py" = ["JXM001"] }\n')
    parses["parses"] = 0
    run(capsys, *arguments)
    assert parses["parses"] > 0


def test_settings_that_cannot_change_a_finding_share_the_cache():
    assert Settings().findings_fingerprint() == Settings(jobs=3, docs_url="https://example.org/").findings_fingerprint()


def test_every_setting_added_later_is_part_of_the_key():
    """A setting another change adds needs no edit of the cache: ``target_jax`` (JXM014's)
    came after the cache, and a setting added to the dataclass from now on counts too."""
    assert Settings().findings_fingerprint() != Settings(target_jax="0.4.38").findings_fingerprint()
    somewhere = Path("/nonexistent")
    assert Cache(somewhere, Settings()).key("x") != Cache(somewhere, Settings(target_jax="0.4.38")).key("x")
    extended = dataclasses.make_dataclass(
        "Extended", [("strictness", str, dataclasses.field(default="high"))], bases=(Settings,)
    )
    assert extended().findings_fingerprint() != extended(strictness="low").findings_fingerprint()


def test_the_tool_part_of_the_key_follows_the_linters_own_source(tmp_path, monkeypatch):
    copy = tmp_path / "flake8_jaxmuseum"
    shutil.copytree(cache_module.PACKAGE, copy, ignore=shutil.ignore_patterns("museum", "__pycache__"))
    monkeypatch.setattr(cache_module, "PACKAGE", copy)
    before = tool_digest()
    rule = copy / "rules" / "jxm001_immutable_arrays.py"
    rule.write_text(rule.read_text() + "\n# a developer's edit\n")
    assert tool_digest() != before
    monkeypatch.setattr(cache_module, "__version__", "9.9.9")
    after_edit = tool_digest()
    monkeypatch.setattr(cache_module, "__version__", "9.9.8")
    assert tool_digest() != after_edit


def test_a_new_tool_version_misses(corpus, tmp_path, parses, capsys, monkeypatch):
    monkeypatch.chdir(corpus)
    arguments = ("check", "--jobs", "1", "--cache-dir", str(tmp_path / "cache"), "exhibits")
    first = run(capsys, *arguments)
    cold, parses["parses"] = parses["parses"], 0
    monkeypatch.setattr(cache_module, "__version__", "99.0")
    assert run(capsys, *arguments) == first and parses["parses"] == cold > 0


def test_a_cache_that_cannot_be_written_is_no_cache_and_no_failure(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "m.py").write_text(MISTAKE)
    (tmp_path / "not-a-folder").write_text("")
    code, out, err = run(capsys, "check", "--cache-dir", str(tmp_path / "not-a-folder"), "m.py")
    assert (code, err) == (1, "") and out.startswith("m.py:4:1: JXM001")


def test_a_cached_entry_holds_findings_and_their_fixability(tmp_path):
    cache = Cache(tmp_path, Settings())
    result = lint(MISTAKE)
    cache.put(MISTAKE, result)
    entry = cache.get(MISTAKE)
    assert [f.text() for f in entry.findings] == [f.text() for f in result.findings]
    assert [(f.fix.title, f.fix.safe) for f in entry.findings] == [(f.fix.title, f.fix.safe) for f in result.findings]
    assert cache.get(CLEAN) is None


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[: len(data) // 2],  # truncated
        lambda data: b"\x00\xff garbage",  # not JSON
        lambda data: b"",  # empty
        lambda data: data.replace(b'"key":"', b'"key":"0'),  # another file's entry
        lambda data: json.dumps({"key": json.loads(data)["key"], "error": None, "findings": [[1, "x"]]}).encode(),
        lambda data: b"[]",
    ],
    ids=["truncated", "garbage", "empty", "foreign", "malformed", "wrong-type"],
)
def test_a_damaged_entry_is_ignored_and_rewritten(corpus, tmp_path, parses, capsys, monkeypatch, damage):
    monkeypatch.chdir(corpus)
    cache_dir = tmp_path / "cache"
    arguments = ("check", "--jobs", "1", "--cache-dir", str(cache_dir), "exhibits")
    cold = run(capsys, *arguments)
    entries = [p for p in cache_dir.rglob("*.json")]
    assert entries
    for entry in entries:
        entry.write_bytes(damage(entry.read_bytes()))
    parses["parses"] = 0
    assert run(capsys, *arguments) == cold
    assert parses["parses"] == len(entries)
    parses["parses"] = 0
    assert run(capsys, *arguments) == cold and parses["parses"] == 0  # rewritten whole


def test_an_unparseable_file_is_cached_as_such(tmp_path, parses, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "broken.py").write_text("import jax\ndef f(:\n")
    first = run(capsys, "check", "--jobs", "1", "broken.py")
    parses["parses"] = 0
    assert run(capsys, "check", "--jobs", "1", "broken.py") == first and parses["parses"] == 0
    assert first[0] == 2 and first[2].startswith("broken.py: cannot parse")


def test_the_cache_lives_at_the_project_root_and_git_ignores_it(corpus, capsys, monkeypatch):
    monkeypatch.chdir(corpus / "exhibits")  # below the pyproject.toml
    monkeypatch.delenv("JAXMUSEUM_CACHE_DIR", raising=False)
    run(capsys, "check", "--jobs", "1", ".")
    folder = corpus / ".jaxmuseum_cache"
    assert (folder / ".gitignore").read_text().splitlines()[-1] == "*"
    assert (folder / "CACHEDIR.TAG").read_text().startswith("Signature: 8a477f597d28d172789f06886806bc55")
    assert list(folder.rglob("*.json"))
    assert not (corpus / "exhibits" / ".jaxmuseum_cache").exists()


def test_outside_any_project_the_cache_goes_to_the_user_cache_folder(tmp_path, capsys, monkeypatch):
    loose = tmp_path / "downloads"  # no pyproject.toml, setup.cfg, setup.py or .git above it
    loose.mkdir()
    (loose / "m.py").write_text(MISTAKE)
    monkeypatch.chdir(loose)
    monkeypatch.delenv("JAXMUSEUM_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.setattr("flake8_jaxmuseum.cli.find_project_root", lambda start: None)  # /tmp may sit in a repo
    run(capsys, "check", "--jobs", "1", "m.py")
    assert not (loose / ".jaxmuseum_cache").exists()
    assert list((tmp_path / "xdg" / "jaxmuseum").rglob("*.json"))


def test_a_git_checkout_without_pyproject_is_a_project_root(tmp_path, capsys, monkeypatch):
    (tmp_path / ".git").mkdir()
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "m.py").write_text(MISTAKE)
    monkeypatch.chdir(tmp_path / "src")
    monkeypatch.delenv("JAXMUSEUM_CACHE_DIR", raising=False)
    run(capsys, "check", "--jobs", "1", "m.py")
    assert list((tmp_path / ".jaxmuseum_cache").rglob("*.json")) and not (tmp_path / "src" / ".jaxmuseum_cache").exists()


def test_only_the_latest_builds_of_the_tool_keep_their_entries(tmp_path):
    old_builds = [tmp_path / f"{n:016x}" for n in range(6)]
    for age, folder in enumerate(old_builds):
        (folder / "ab").mkdir(parents=True)
        (folder / "ab" / "entry.json").write_text("{}")
        os.utime(folder, (time.time() - 1000 * (age + 1),) * 2)
    (tmp_path / "mine").mkdir()  # not a build's folder: never touched
    Cache(tmp_path, Settings()).prepare()
    kept = sorted(path.name for path in tmp_path.iterdir() if path.is_dir())
    assert kept == sorted([tool_digest()[:16], "mine", *(f.name for f in old_builds[:3])])


def test_the_environment_names_the_cache_folder(corpus, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(corpus)
    monkeypatch.setenv("JAXMUSEUM_CACHE_DIR", str(tmp_path / "elsewhere"))
    run(capsys, "check", "--jobs", "1", "exhibits")
    assert list((tmp_path / "elsewhere").rglob("*.json")) and not (corpus / ".jaxmuseum_cache").exists()


def test_no_cache_writes_nothing(corpus, capsys, monkeypatch):
    monkeypatch.chdir(corpus)
    monkeypatch.delenv("JAXMUSEUM_CACHE_DIR", raising=False)
    before = sorted(p for p in corpus.rglob("*"))
    run(capsys, "check", "--no-cache", "--jobs", "2", ".")
    run(capsys, "fix", "--no-cache", "--diff", ".")
    assert sorted(p for p in corpus.rglob("*")) == before


def test_stdin_is_not_cached(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "flake8_jaxmuseum", "check", "-", "--stdin-filename", "m.py"],
        input=MISTAKE, capture_output=True, text=True, cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": SRC},
    )
    assert result.returncode == 1 and not (tmp_path / ".jaxmuseum_cache").exists()


def test_runs_at_once_share_the_cache_without_corrupting_it(corpus, tmp_path, parses, capsys, monkeypatch):
    cache_dir = str(tmp_path / "cache")
    expected = jaxmuseum("check", "--no-cache", ".", cwd=corpus)
    environment = {**os.environ, "PYTHONPATH": SRC}
    command = [sys.executable, "-m", "flake8_jaxmuseum", "check", "--jobs", "2", "--cache-dir", cache_dir, "."]
    runs = [subprocess.Popen(command, cwd=corpus, env=environment, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True) for _ in range(3)]
    for process in runs:
        out, err = process.communicate()
        assert (process.returncode, out, err) == (1, expected.stdout, expected.stderr)
    assert not [p for p in Path(cache_dir).rglob(".tmp-*")]
    monkeypatch.chdir(corpus)
    parses["parses"] = 0
    assert run(capsys, "check", "--jobs", "1", "--cache-dir", cache_dir, ".")[1] == expected.stdout
    assert parses["parses"] == 0  # every entry they wrote reads back whole


def test_threads_writing_one_entry_at_once_leave_a_whole_entry(tmp_path):
    cache = Cache(tmp_path, Settings())
    result = lint(MISTAKE)
    seen = []

    def hammer():
        for _ in range(50):
            cache.put(MISTAKE, result)
            entry = cache.get(MISTAKE)
            seen.append(entry is not None and len(entry.findings) == len(result.findings))

    threads = [threading.Thread(target=hammer) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert all(seen) and len(seen) == 200


def test_fix_skips_what_the_cache_shows_clean_and_caches_what_it_writes(corpus, tmp_path, parses, capsys, monkeypatch):
    monkeypatch.chdir(corpus)
    cache_dir = str(tmp_path / "cache")
    run(capsys, "check", "--jobs", "1", "--cache-dir", cache_dir, ".")
    fixed_files = []
    real = parallel.run_ordered

    def recording(function, shared, items, jobs, cost=None, done=None):
        fixed_files.extend(item.path for item in items)
        return real(function, shared, items, jobs, cost, done)

    monkeypatch.setattr("flake8_jaxmuseum.batch.run_ordered", recording)
    code, out, err = run(capsys, "fix", "--jobs", "1", "--cache-dir", cache_dir, ".")
    fixable = {line.split(":")[0] for line in err.splitlines() if ": fixed: " in line}
    assert fixable and set(fixed_files) >= fixable
    assert len(fixed_files) < len(list(corpus.rglob("*.py"))) / 3  # the rest came from the cache
    parses["parses"] = 0
    after = run(capsys, "check", "--jobs", "1", "--cache-dir", cache_dir, ".")
    assert parses["parses"] == 0  # the written files' entries were kept
    assert after[1] == out  # what fix said remains


# ---- workers ------------------------------------------------------------------------
def test_a_crashing_worker_costs_only_its_file(tmp_path, capsys, monkeypatch):
    """A worker that dies (``os._exit``, as a segfault would) or raises past the engine:
    that file's internal error, every other file still reported."""
    for index in range(12):
        (tmp_path / f"m{index:02d}.py").write_text(MISTAKE)
    (tmp_path / "m03.py").write_text(MISTAKE + "# DIE\n")
    (tmp_path / "m07.py").write_text(MISTAKE + "# RAISE\n")
    real = checking.lint

    def fragile(text, *args, **kwargs):
        if "# DIE" in text:
            os._exit(7)
        if "# RAISE" in text:
            raise RuntimeError("a bug outside the rules")
        return real(text, *args, **kwargs)

    monkeypatch.setattr(checking, "lint", fragile)  # forked workers inherit it
    monkeypatch.setattr(driver, "lint", fragile)  # the files as modules of their project
    monkeypatch.setattr(parallel, "ITEMS_PER_WORKER", 1)
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, "check", "--jobs", "2", "--no-cache", ".")
    assert code == 2
    assert err.splitlines() == [
        "m03.py: internal error in worker: worker process died (exit code 7) (please report it)",
        "m07.py: internal error in worker: RuntimeError: a bug outside the rules (please report it)",
    ]
    reported = [line.split(":")[0] for line in out.splitlines()]
    assert reported == [f"m{i:02d}.py" for i in range(12) if i not in (3, 7)]


def test_a_crash_is_not_cached(tmp_path, capsys, monkeypatch):
    (tmp_path / "pyproject.toml").write_text("")  # a project of its own: its own cache
    (tmp_path / "m.py").write_text(MISTAKE)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(checking, "lint", lambda text: (_ for _ in ()).throw(RuntimeError("boom")))
    monkeypatch.setattr(driver, "lint", lambda text, **given: (_ for _ in ()).throw(RuntimeError("boom")))
    assert run(capsys, "check", "--jobs", "1", ".")[0] == 2
    monkeypatch.undo()
    monkeypatch.chdir(tmp_path)
    assert run(capsys, "check", "--jobs", "1", ".")[0] == 1


def test_small_runs_start_no_pool():
    assert parallel.worker_count(None, 3) == 0 and parallel.worker_count(8, 15) == 0
    assert parallel.worker_count(1, 1000) == 0 and parallel.worker_count(2, 1000) == 2
    cores = parallel.available_cores()
    assert parallel.worker_count(None, 10_000) == (cores if cores >= 2 else 0)


def test_results_come_back_in_order_from_many_workers():
    items = list(range(200))
    assert parallel.run_ordered(_square, 3, items, 4) == [3 * i * i for i in items]
    assert parallel.run_ordered(_square, 3, items, 3, cost=lambda item: item % 7) == [3 * i * i for i in items]


def _square(factor, item):
    if item % 50 == 0:
        time.sleep(0.01)  # finish out of order
    return factor * item * item


@pytest.mark.parametrize(
    "table, flag, message",
    [
        ("jobs = 0", None, "jobs: expected a positive number"),
        ('jobs = "many"', None, "jobs: expected a positive number"),
        ("", "0", "--jobs: expected a positive number"),
    ],
)
def test_bad_job_counts_are_usage_errors(tmp_path, table, flag, message):
    (tmp_path / "pyproject.toml").write_text(f"[tool.jaxmuseum]\n{table}\n")
    (tmp_path / "m.py").write_text(MISTAKE)
    result = jaxmuseum("check", *(["--jobs", flag] if flag else []), "m.py", cwd=tmp_path)
    assert result.returncode == 2 and message in result.stderr and "Traceback" not in result.stderr


def test_jobs_from_pyproject(tmp_path):
    (tmp_path / "pyproject.toml").write_text('[tool.jaxmuseum]\njobs = "auto"\n')
    (tmp_path / "m.py").write_text(MISTAKE)
    assert jaxmuseum("check", "m.py", cwd=tmp_path).returncode == 1


def _children(pid: int) -> list:
    return [int(child) for child in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]


def _alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().split(") ")[-1][0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not Path(f"/proc/{os.getpid()}/task/{os.getpid()}/children").exists(), reason="needs Linux /proc")
@pytest.mark.parametrize("command", ["check", "fix"])
def test_ctrl_c_stops_the_workers_and_leaves_whole_files(corpus, tmp_path, command):
    for copy in range(10):  # work enough to be interrupted in the middle
        shutil.copytree(corpus / "cases", corpus / f"more{copy}")
    before = {p: p.read_bytes() for p in corpus.rglob("*.py")}
    process = subprocess.Popen(
        [sys.executable, "-m", "flake8_jaxmuseum", command, "--jobs", "2", "--no-cache", "."],
        cwd=corpus, env={**os.environ, "PYTHONPATH": SRC}, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True, start_new_session=True,
        # Python keeps ignoring Ctrl-C when it starts with it ignored (a shell's background
        # job does): the command must start as from a terminal.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    deadline = time.monotonic() + 60
    while len(_children(process.pid)) < 2 and time.monotonic() < deadline:
        time.sleep(0.02)
    workers = _children(process.pid)
    assert len(workers) == 2
    time.sleep(0.3)
    os.killpg(process.pid, signal.SIGINT)  # as a terminal does: the whole process group
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    assert err.splitlines()[-1] == "jaxmuseum: interrupted" and "Traceback" not in err
    assert not any(_alive(worker) for worker in workers)
    assert not list(corpus.rglob("*.tmp"))
    for path in corpus.rglob("*.py"):
        if path.read_bytes() != before[path]:
            compile(path.read_bytes(), str(path), "exec")  # fixed whole, never half


@pytest.mark.slow
def test_the_four_libraries_give_the_same_bytes_whatever_the_workers_and_the_cache(tmp_path):
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import real_libraries

    trees = real_libraries.fetch()
    four = [str(trees[r]) for r in ("flax==0.12.8", "optax==0.2.8", "equinox==0.13.8", "jax==0.10.2")]
    for fmt in ("text", "json"):
        cache_dir = str(tmp_path / f"cache-{fmt}")
        outputs = {
            (result.returncode, result.stdout, result.stderr)
            for flags in (("--jobs", "1", "--no-cache"), ("--cache-dir", cache_dir), ("--cache-dir", cache_dir),
                          ("--jobs", "1", "--cache-dir", cache_dir))
            for result in [jaxmuseum("check", "--format", fmt, *flags, *four)]
        }
        assert len(outputs) == 1, fmt


def test_a_second_run_reads_what_importers_paste_from_the_cache(tmp_path, capsys, monkeypatch):
    """What an importer pastes of model.py (semantics/exports.py), and the names it resolves
    there, come from model.py's text: a second run reads them from the cache, and an edit
    of model.py is seen."""
    from flake8_jaxmuseum import project

    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'p'\n")
    (tmp_path / "model.py").write_text("import jax.numpy as jnp\n\n\ndef loss(w, x):\n    return (x @ w) ** 2\n")
    (tmp_path / "train.py").write_text("import jax\nimport jax.numpy as jnp\nfrom model import loss\n\n"
                                       "jax.grad(loss)(jnp.ones(3), jnp.ones((4, 3)))\n")
    computed, named = [], []
    real, real_names = project._facts, project._names_only
    monkeypatch.setattr(project, "_facts",
                        lambda text, tree, context: computed.append(context.name) or real(text, tree, context))
    monkeypatch.setattr(project, "_names_only",
                        lambda tree, context: named.append(context.name) or real_names(tree, context))
    monkeypatch.chdir(tmp_path)
    arguments = ("check", "--jobs", "1", "--cache-dir", str(tmp_path / "cache"), ".")
    cold = run(capsys, *arguments)
    assert "train.py:5:1: JXM004" in cold[1] and "model" in computed and "model" in named
    computed.clear()
    named.clear()
    assert run(capsys, *arguments) == cold and computed == [] and named == []
    (tmp_path / "model.py").write_text("import jax.numpy as jnp\n\n\ndef loss(w, x):\n    return ((x @ w) ** 2).mean()\n")
    edited = run(capsys, *arguments)
    assert "JXM004" not in edited[1] and computed == ["model"]


def test_a_shared_driver_waits_for_another_process_solving_its_project(tmp_path):
    """flake8's workers each hold a driver of one project over one cache: a solve waits while
    another process has the project's turn (then reads what it wrote: its entries), so a
    cold run with -j2 lints each module once, not once per worker."""
    from flake8_jaxmuseum.options import LintOptions

    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'p'\n")
    (tmp_path / "model.py").write_text("import jax\n\n\n@jax.jit\ndef f(x):\n    return x\n")
    released = tmp_path / "released"
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys, time\nfrom pathlib import Path\n"
         "from flake8_jaxmuseum.cache import Cache\nfrom flake8_jaxmuseum.driver import solve_turn\n"
         "from flake8_jaxmuseum.settings import Settings\n"
         f"with solve_turn(Cache(Path({str(tmp_path / 'cache')!r}), Settings()), Path({str(tmp_path)!r})):\n"
         "    print('held', flush=True)\n    time.sleep(1)\n"
         f"    Path({str(released)!r}).write_text('')\n"],
        stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(ROOT / "src")},
    )
    try:
        assert holder.stdout.readline() == "held\n"
        shared = driver.ProjectDriver(tmp_path, LintOptions(), Cache(tmp_path / "cache", Settings()), shared=True)
        shared.solved()
        assert released.exists(), "the solve ran while another process had the project's turn"
    finally:
        holder.wait(timeout=60)
    alone = driver.ProjectDriver(tmp_path, LintOptions(), Cache(tmp_path / "cache", Settings()))
    with driver.solve_turn(Cache(tmp_path / "cache", Settings()), tmp_path):
        alone.solved()  # (a driver no other process shares, as jaxmuseum check's, takes no turn)
