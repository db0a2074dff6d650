"""The jaxmuseum command's everyday edges, as users meet them: a subprocess per call."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from test_cli import CLEAN, MISTAKE, jaxmuseum, project  # noqa: F401 (project: a fixture)

FINDING = "mistake.py:4:1: JXM001 JAX arrays are immutable; use x = x.at[0].set(1.0) (fix: jaxmuseum fix)\n"


@pytest.mark.parametrize(
    "flags, table, reported",
    [
        (["--select", "jxm001"], "", True),
        (["--select", "jxm00"], "", True),
        (["--select", "jxm002"], "", False),
        (["--ignore", "jxm001"], "", False),
        ([], 'select = ["jxm001"]', True),
        ([], 'ignore = ["jxm"]', False),
        ([], 'per-file-ignores = { "mistake.py" = ["jxm001"] }', False),
    ],
)
def test_rule_codes_are_read_in_any_case(project, flags, table, reported):
    (project / "pyproject.toml").write_text(f"[project]\nname = 'demo'\n[tool.jaxmuseum]\n{table}\n")
    result = jaxmuseum("check", *flags, "mistake.py", cwd=project)
    assert (result.returncode, result.stdout, result.stderr) == (
        (1, FINDING, "") if reported else (0, "", "")
    )


def test_an_unknown_code_is_named_as_the_user_wrote_it(project):
    result = jaxmuseum("check", "--select", "jxm999", cwd=project)
    assert result.returncode == 2 and "unknown code 'jxm999'" in result.stderr


def test_an_exhibit_is_found_by_its_code_in_any_case():
    assert jaxmuseum("exhibit", "jxm002").stdout == jaxmuseum("exhibit", "JXM002").stdout != ""


@pytest.mark.parametrize("comment", ["  # noqa: jxm001", "  # noqa:jxm", "  # NoQa: Jxm001"])
def test_noqa_codes_keep_flake8s_case_rules(project, comment):
    """flake8 matches ``# noqa`` in any case but its codes as written: ``# noqa: jxm001``
    silences nothing, and ``# noqa:jxm`` (no digits: not a code list) silences everything."""
    (project / "mistake.py").write_text(MISTAKE.format(comment=comment))
    ours = jaxmuseum("check", "mistake.py", cwd=project)
    flake8 = subprocess.run(
        [sys.executable, "-m", "flake8", "--select", "JXM", "mistake.py"], capture_output=True, text=True, cwd=project
    )
    assert ours.stdout == flake8.stdout
    assert ours.returncode == flake8.returncode


# ---- encodings (PEP 263) ----------------------------------------------------------------------
LATIN_1 = (
    '# -*- coding: latin-1 -*-\n"""Le mod\xe8le: caf\xe9."""\nimport jax\nimport jax.numpy as jnp\n\n'
    'x = jnp.zeros(3)\nx[0] = 1.0  # \xe9t\xe9\nlabel = "\x85"\nx[1] = 2.0  # noqa\nx[2] = 3.0\n'
).encode("latin-1")


def flake8(*args: str, cwd) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "flake8", "--select", "JXM", *args],
                          capture_output=True, text=True, cwd=cwd)


def test_a_latin_1_file_is_checked_as_flake8_checks_it(project):
    """Its lines are counted as Python counts them: the Latin-1 byte 0x85 (U+0085, where
    ``str.splitlines`` breaks a line) does not move the ``# noqa`` two lines below it."""
    (project / "mistake.py").write_bytes(LATIN_1)
    ours = jaxmuseum("check", "mistake.py", cwd=project)
    assert ours.stdout == flake8("mistake.py", cwd=project).stdout != ""
    assert [line.split(":")[1] for line in ours.stdout.splitlines()] == ["7", "10"]
    assert ours.returncode == 1 and ours.stderr == ""


def test_fix_writes_a_latin_1_file_back_in_latin_1(project):
    (project / "mistake.py").write_bytes(LATIN_1)
    result = jaxmuseum("fix", "mistake.py", cwd=project)
    assert result.returncode == 0, result.stderr
    expected = LATIN_1.replace(b"x[0] = 1.0", b"x = x.at[0].set(1.0)").replace(b"x[2] = 3.0", b"x = x.at[2].set(3.0)")
    assert (project / "mistake.py").read_bytes() == expected


def test_a_latin_1_module_is_read_as_a_module_of_its_project(project):
    """model.py's ``loss``, jitted in train.py, is traced in model.py: the project reads
    the Latin-1 file it is not asked about as Python does."""
    (project / "mistake.py").unlink()
    (project / "model.py").write_bytes(
        b'# coding: latin-1\n"""Mod\xe8le."""\n\n\ndef loss(x):\n    if x.sum() > 0:\n        return x\n    return -x\n'
    )
    (project / "train.py").write_text("import jax\n\nimport model\n\nstep = jax.jit(model.loss)\n")
    result = jaxmuseum("check", "--no-cache", "model.py", cwd=project)
    assert result.stdout.startswith("model.py:6:8: JXM002 Python if on a traced value in traced function 'loss' "
                                    "(traced from train.py:5)")
    (project / "train.py").write_bytes(b"# coding: latin-1\n# \xe9\n" + (project / "train.py").read_bytes())
    (project / "model.py").write_text((project / "model.py").read_bytes().decode("latin-1").replace("latin-1", "utf-8"))
    result = jaxmuseum("check", "--no-cache", "model.py", cwd=project)
    assert "(traced from train.py:7)" in result.stdout


def test_a_file_python_cannot_decode_is_one_line_exit_2(project):
    """No declaration: Python reads UTF-8 and refuses the file (flake8 guesses Latin-1)."""
    (project / "mistake.py").write_bytes(LATIN_1.split(b"\n", 1)[1])
    result = jaxmuseum("check", "mistake.py", cwd=project)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith("jaxmuseum: error: mistake.py: cannot decode: ") and result.stderr.count("\n") == 1


# ---- jaxmuseum museum --output -----------------------------------------------------------------
def one_error_line(result: subprocess.CompletedProcess, message: str) -> None:
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == f"jaxmuseum: error: {message}\n"


def test_museum_output_that_is_a_file_or_unwritable_is_one_line_exit_2(tmp_path):
    (tmp_path / "notes.txt").write_text("mine\n")
    one_error_line(jaxmuseum("museum", "--output", "notes.txt", cwd=tmp_path), "notes.txt: not a folder")
    one_error_line(jaxmuseum("museum", "--output", "notes.txt/site", cwd=tmp_path),
                   "notes.txt/site: cannot write the museum: Not a directory")
    assert (tmp_path / "notes.txt").read_text() == "mine\n"


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into a read-only folder")
def test_museum_output_in_a_read_only_folder_is_one_line_exit_2(tmp_path):
    (tmp_path / "locked").mkdir(mode=0o555)
    one_error_line(jaxmuseum("museum", "--output", "locked/site", cwd=tmp_path),
                   "locked/site: cannot write the museum: Permission denied")


def test_museum_never_overwrites_another_sites_folder_unless_forced(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "index.html").write_text("<p>our docs</p>\n")
    refused = jaxmuseum("museum", "--output", "docs", cwd=tmp_path)
    assert refused.returncode == 2 and "pass --force" in refused.stderr and refused.stderr.count("\n") == 1
    assert (tmp_path / "docs" / "index.html").read_text() == "<p>our docs</p>\n"
    assert sorted(p.name for p in (tmp_path / "docs").iterdir()) == ["index.html"]
    forced = jaxmuseum("museum", "--output", "docs", "--force", cwd=tmp_path)
    assert forced.returncode == 0 and "The JAX museum" in (tmp_path / "docs" / "index.html").read_text()


def test_museum_writes_into_an_empty_folder_and_again_over_its_own_museum(tmp_path):
    (tmp_path / "site").mkdir()
    assert jaxmuseum("museum", "--output", "site", cwd=tmp_path).returncode == 0
    (tmp_path / "site" / "index.html").write_text("stale")
    again = jaxmuseum("museum", "--output", "site", cwd=tmp_path)
    assert again.returncode == 0 and "The JAX museum" in (tmp_path / "site" / "index.html").read_text()


# ---- exhibits -----------------------------------------------------------------------------------
def test_an_exhibit_names_its_rule_once_with_its_title():
    from flake8_jaxmuseum.documents import exhibits

    for exhibit in exhibits():
        shown = jaxmuseum("exhibit", exhibit.number).stdout
        caught = [line for line in shown.splitlines() if line.startswith("Caught by")]
        assert len(caught) == 1 and caught[0].count(exhibit.rule) == 1, caught


# ---- exclude ------------------------------------------------------------------------------------
def test_the_repository_checks_clean_and_its_exhibits_still_show_when_named():
    """pyproject.toml excludes the mistakes kept on purpose (cases, projects, notebooks,
    exhibits); a path named on the command line is checked all the same."""
    from conftest import EXHIBITS, ROOT

    whole = jaxmuseum("check", "--no-cache", ".", cwd=ROOT)
    assert (whole.returncode, whole.stdout, whole.stderr) == (0, "", "")
    named = jaxmuseum("check", "--no-cache", "exhibits", "tests/cases/JXM001", cwd=ROOT)
    assert named.returncode == 1
    assert {line.split(":")[0].split("/")[0] for line in named.stdout.splitlines()} == {"exhibits", "tests"}
    assert named.stdout.count("\n") > len(list(EXHIBITS.glob("[0-9]*")))


@pytest.fixture
def excluding(project):
    (project / "pyproject.toml").write_text("[project]\nname = 'demo'\n[tool.jaxmuseum]\nexclude = [\"cases\"]\n")
    (project / "cases").mkdir()
    (project / "cases" / "case.py").write_text(MISTAKE.format(comment=""))
    (project / "mistake.py").unlink()
    return project


def test_exclude_leaves_out_what_a_search_finds_not_what_is_named(excluding):
    assert jaxmuseum("check", ".", cwd=excluding).returncode == 0
    for named in ("cases", "cases/case.py"):
        result = jaxmuseum("check", named, cwd=excluding)
        assert result.returncode == 1 and result.stdout.startswith("cases/case.py:4:1: JXM001"), named


def test_a_search_skips_environments_and_hidden_folders_as_the_projects_does(project):
    """A .venv-py3.9 (a pyvenv.cfg) holds installed JAX; .cache a download: not the user's code."""
    for folder in ("env-3.9", ".cache"):
        (project / folder).mkdir()
        (project / folder / "theirs.py").write_text(MISTAKE.format(comment=""))
    (project / "env-3.9" / "pyvenv.cfg").write_text("home = /usr/bin\n")
    assert jaxmuseum("check", ".", cwd=project).stdout == FINDING
    named = jaxmuseum("check", ".cache", cwd=project)
    assert named.returncode == 1 and named.stdout.startswith(".cache/theirs.py:4:1: JXM001")


@pytest.mark.parametrize("how", ["flag", "table"])
def test_force_exclude_leaves_out_named_paths_too(excluding, how):
    """As pre-commit runs the hook: every staged file named; an excluded one is skipped quietly."""
    flags = ["--force-exclude"] if how == "flag" else []
    if how == "table":
        with (excluding / "pyproject.toml").open("a") as pyproject:
            pyproject.write("force-exclude = true\n")
    only_excluded = jaxmuseum("check", *flags, "cases/case.py", cwd=excluding)
    assert (only_excluded.returncode, only_excluded.stdout, only_excluded.stderr) == (0, "", "")
    (excluding / "other.py").write_text(MISTAKE.format(comment=""))
    both = jaxmuseum("check", *flags, "cases/case.py", "other.py", "cases", cwd=excluding)
    assert both.returncode == 1 and both.stdout.startswith("other.py:4:1: JXM001") and "cases/" not in both.stdout


# ---- stdin in a project -------------------------------------------------------------------------
MODEL = "import jax.numpy as jnp\n\n\ndef loss(x):\n    if jnp.sum(x) > 0:\n        return x\n    return -x\n"
TRAIN = "import jax\n\nimport model\n\nstep = jax.jit(model.loss)\n"
TRACED = ("model.py:5:8: JXM002 Python if on a traced value in traced function 'loss' (traced from train.py:5) "
          "raises TracerBoolConversionError; use jax.lax.cond or jnp.where (fix: jaxmuseum fix --unsafe-fixes)\n")


@pytest.fixture
def scripts(project):
    """A project of two scripts: train.py jits model.py's loss."""
    for name in ("mistake.py", "clean.py"):
        (project / name).unlink()
    (project / "model.py").write_text(MODEL)
    (project / "train.py").write_text(TRAIN)
    return project


def test_stdin_stands_for_its_file_in_the_project_as_with_flake8(scripts):
    result = jaxmuseum("check", "-", "--stdin-filename", "model.py", cwd=scripts, stdin=MODEL)
    assert (result.returncode, result.stdout) == (1, TRACED)
    flake8_stdin = subprocess.run([sys.executable, "-m", "flake8", "--select", "JXM", "--stdin-display-name", "model.py",
                                   "-"], capture_output=True, text=True, cwd=scripts, input=MODEL)
    assert result.stdout == flake8_stdin.stdout
    # The text on stdin is what is checked, not the file on disk.
    (scripts / "model.py").write_text(MODEL.replace("    if jnp.sum(x) > 0:\n        return x\n    return -x\n",
                                                    "    return jnp.abs(x)\n"))
    assert jaxmuseum("check", "-", "--stdin-filename", "model.py", cwd=scripts, stdin=MODEL).stdout == TRACED
    alone = jaxmuseum("check", "--no-project", "-", "--stdin-filename", "model.py", cwd=scripts, stdin=MODEL)
    assert (alone.returncode, alone.stdout) == (0, "")


def test_fix_from_stdin_sees_the_project(scripts):
    result = jaxmuseum("fix", "--unsafe-fixes", "-", "--stdin-filename", "model.py", cwd=scripts, stdin=MODEL)
    assert result.returncode == 0, result.stderr
    assert result.stdout == MODEL.replace("    if jnp.sum(x) > 0:\n        return x\n    return -x\n",
                                          "    return jnp.where(jnp.sum(x) > 0, x, -x)\n")
    assert (scripts / "model.py").read_text() == MODEL


# ---- findings the files checked cause elsewhere -------------------------------------------------
def test_findings_in_files_not_checked_that_the_checked_ones_reach_are_named_on_stderr(scripts):
    (scripts / "unrelated.py").write_text(MISTAKE.format(comment=""))  # its own mistake: not this run's business
    result = jaxmuseum("check", "train.py", cwd=scripts)
    assert (result.returncode, result.stdout) == (0, "")
    assert result.stderr == ("jaxmuseum: 1 finding in files not checked here that these files trace or call into: "
                             "model.py (run `jaxmuseum check model.py` to see them)\n")
    both = jaxmuseum("check", "train.py", "model.py", cwd=scripts)
    assert (both.returncode, both.stdout, both.stderr) == (1, TRACED, "")
    alone = jaxmuseum("check", "--no-project", "train.py", cwd=scripts)
    assert (alone.returncode, alone.stdout, alone.stderr) == (0, "", "")


def test_findings_reached_through_another_module_are_counted_from_where_the_user_is(scripts):
    """run.py calls train.step in traced code; the mistake is two modules down."""
    (scripts / "train.py").write_text("import jax\n\nimport model\n\n\ndef step(x):\n    return model.loss(x)\n")
    (scripts / "run.py").write_text("import jax\n\nimport train\n\nfast = jax.jit(train.step)\n")
    (scripts / "sub").mkdir()
    result = jaxmuseum("check", "../run.py", cwd=scripts / "sub")
    assert result.stdout == "" and result.stderr == (
        "jaxmuseum: 1 finding in files not checked here that these files trace or call into: ../model.py "
        "(run `jaxmuseum check ../model.py` to see them)\n"
    )


# ---- --watch ------------------------------------------------------------------------------------
def test_watch_checks_again_when_a_file_changes(project):
    """An edit is seen within a second (watchfiles: the system's file events), and checked."""
    import queue
    import signal
    import threading
    import time

    pytest.importorskip("watchfiles")
    # One pipe for both streams, so their lines arrive in the order written (the watcher
    # flushes its findings before it says it is watching again).
    # SIGINT as a terminal's foreground process has it: a background job (CI runs the other
    # Pythons' tests as one) starts with SIGINT ignored, and Python keeps it so.
    process = subprocess.Popen([sys.executable, "-m", "flake8_jaxmuseum", "check", "--watch", "."], cwd=project,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    lines: queue.Queue = queue.Queue()
    threading.Thread(target=lambda: [lines.put((time.monotonic(), line)) for line in process.stdout], daemon=True).start()

    def until(text: str, timeout: float) -> tuple:
        seen = []
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                when, line = lines.get(timeout=0.1)
            except queue.Empty:
                continue
            seen.append(line)
            if text in line:
                return when, seen
        raise AssertionError(f"no {text!r} within {timeout} s: {seen}")

    try:
        _, first = until("watching for changes", 60)
        assert FINDING in first and not any(line.startswith("clean.py") for line in first)
        edited = time.monotonic()
        (project / "clean.py").write_text(MISTAKE.format(comment=""))
        noticed, _ = until("clean.py changed; checking again", 10)
        assert noticed - edited < 1.0, f"seen after {noticed - edited:.2f} s"
        _, second = until("watching for changes", 60)
        assert FINDING in second and FINDING.replace("mistake.py", "clean.py") in second
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(timeout=30)
    assert process.returncode == 130


# ---- a progress bar -----------------------------------------------------------------------------
def stderr_on_a_terminal(args: list, cwd, ci: bool = False) -> str:
    """What ``jaxmuseum`` writes to stderr when stderr is a terminal (stdout piped)."""
    import pty

    env = {k: v for k, v in os.environ.items() if k != "CI"}
    if ci:
        env["CI"] = "true"
    main, secondary = pty.openpty()
    process = subprocess.Popen([sys.executable, "-m", "flake8_jaxmuseum", *args], cwd=cwd, env=env,
                               stdout=subprocess.DEVNULL, stderr=secondary)
    os.close(secondary)
    chunks = []
    while True:
        try:
            chunk = os.read(main, 65536)
        except OSError:
            break
        if not chunk:
            break
        chunks.append(chunk)
    process.wait(timeout=300)
    os.close(main)
    return b"".join(chunks).decode(errors="replace")


@pytest.mark.slow
def test_a_long_check_shows_a_progress_bar_on_a_terminal_only_and_never_in_ci(tmp_path):
    functions = "".join(
        f"\n\n@jax.jit\ndef f{i}(x, y):\n    z = jnp.sin(x) * y\n    if z.sum() > {i}:\n        return z\n    return x[0:2]\n"
        for i in range(150)
    )
    for number in range(60):  # seconds of work on one core
        (tmp_path / f"m{number}.py").write_text("import jax\nimport jax.numpy as jnp\n" + functions)
    long_check = ["check", "--no-cache", "--jobs", "1", "."]
    shown = stderr_on_a_terminal(long_check, tmp_path)
    assert "Checking" in shown and "60/60" in shown
    assert "Checking" not in shown.rsplit("\x1b[2K", 1)[1]  # erased when done (the summary line may follow)
    assert "Checking" not in stderr_on_a_terminal(long_check, tmp_path, ci=True)  # no bar (the summary stays)
    (tmp_path / "short").mkdir()
    (tmp_path / "short" / "m.py").write_text((tmp_path / "m0.py").read_text())
    assert "Checking" not in stderr_on_a_terminal(["check", "--no-cache", "short"], tmp_path)  # done before two seconds
