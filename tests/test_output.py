"""``jaxmuseum check --output-format``: what each format writes, through the real command.

The ``full`` format's frames are pinned by a golden (``tests/output/full.txt``: a
tab-indented file with a span over two lines, and a notebook's cells);
``JAXMUSEUM_UPDATE_GOLDEN=1 pytest tests/test_output.py`` rewrites it after a deliberate
change.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest

from conftest import ROOT
from test_cli import CLEAN, MISTAKE, jaxmuseum

OUTPUT = ROOT / "tests" / "output"
NOTEBOOK = ROOT / "tests" / "notebooks" / "mistakes.ipynb"
UPDATE = os.environ.get("JAXMUSEUM_UPDATE_GOLDEN") == "1"
BROKEN = "import jax\ndef f(:\n"
CONCISE_LINE = "mistake.py:4:1: JXM001 JAX arrays are immutable; use x = x.at[0].set(1.0) (fix: jaxmuseum fix)\n"


@pytest.fixture
def project(tmp_path):
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'demo'\n")
    (tmp_path / "mistake.py").write_text(MISTAKE.format(comment=""))
    (tmp_path / "clean.py").write_text(CLEAN)
    return tmp_path


def on_terminal(*args: str, cwd, stdout: bool = True, stderr: bool = True, colour: bool = False) -> tuple:
    """(exit code, what the terminal showed, what was piped) of ``jaxmuseum`` with stdout
    and/or stderr on a pseudo-terminal."""
    import pty

    leader, follower = pty.openpty()
    process = subprocess.Popen(
        [sys.executable, "-m", "flake8_jaxmuseum", *args], cwd=cwd, text=True,
        stdout=follower if stdout else subprocess.PIPE, stderr=follower if stderr else subprocess.PIPE,
        env={key: value for key, value in os.environ.items() if key != "NO_COLOR"} | ({} if colour else {"NO_COLOR": "1"}),
    )
    os.close(follower)
    shown = b""
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # the terminal's other end closed
            break
        if not chunk:
            break
        shown += chunk
    os.close(leader)
    pipe = process.stdout or process.stderr
    piped = pipe.read() if pipe is not None else ""
    return process.wait(), shown.decode().replace("\r\n", "\n"), piped


# ---- full: code frames ------------------------------------------------------------------
def test_full_frames_match_the_golden(tmp_path):
    """A tab-indented file (a span over two lines, one with a fix) and a notebook's cells."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'demo'\n")
    shutil.copy(OUTPUT / "frames.py", tmp_path / "frames.py")
    shutil.copy(NOTEBOOK, tmp_path / "mistakes.ipynb")
    result = jaxmuseum("check", "--output-format", "full", "frames.py", "mistakes.ipynb", cwd=tmp_path)
    assert result.returncode == 1 and result.stderr == ""
    golden = OUTPUT / "full.txt"
    if UPDATE:
        golden.write_text(result.stdout)
    assert result.stdout == golden.read_text()


def test_full_is_the_default_on_a_terminal_and_concise_when_piped(project):
    code, shown, _ = on_terminal("check", ".", cwd=project)
    assert code == 1
    assert shown == (
        "JXM001 [*] JAX arrays are immutable; use x = x.at[0].set(1.0)\n"
        " --> mistake.py:4:1\n"
        "  |\n"
        "3 | x = jnp.zeros(3)\n"
        "4 | x[0] = 1.0\n"
        "  | ^^^^\n"
        "help: Use x = x.at[0].set(1.0)\n"
        "\n"
        "Found 1 finding in 1 file (2 checked); 1 fixable with `jaxmuseum fix`.\n"
    )
    piped = jaxmuseum("check", ".", cwd=project)
    assert (piped.returncode, piped.stdout, piped.stderr) == (1, CONCISE_LINE, "")


def test_full_is_coloured_on_a_terminal_as_ruff_colours_it(project):
    import re

    code, shown, _ = on_terminal("check", ".", cwd=project, colour=True)
    assert code == 1 and "\x1b[1m\x1b[31mJXM001\x1b[0m [*] JAX arrays" in shown and "\x1b[1m\x1b[31m^^^^\x1b[0m" in shown
    plain = on_terminal("check", ".", cwd=project)[1]
    assert re.sub("\x1b\\[[0-9;]*m", "", shown) == plain


def test_output_format_setting_and_the_flag_over_it(project):
    (project / "pyproject.toml").write_text('[tool.jaxmuseum]\noutput-format = "full"\n')
    assert jaxmuseum("check", ".", cwd=project).stdout.startswith("JXM001 [*] JAX arrays are immutable")
    assert jaxmuseum("check", "--output-format", "concise", ".", cwd=project).stdout == CONCISE_LINE
    (project / "pyproject.toml").write_text('[tool.jaxmuseum]\noutput-format = "fancy"\n')
    bad = jaxmuseum("check", ".", cwd=project)
    assert bad.returncode == 2 and "output-format: expected one of full, concise, json" in bad.stderr


def test_the_old_format_flag_still_works(project):
    assert jaxmuseum("check", "--format", "text", ".", cwd=project).stdout == CONCISE_LINE
    [item] = json.loads(jaxmuseum("check", "--format", "json", ".", cwd=project).stdout)
    assert item["code"] == "JXM001"
    both = jaxmuseum("check", "--format", "json", "--output-format", "full", ".", cwd=project)
    assert both.returncode == 2 and "give one" in both.stderr


# ---- the summary ----------------------------------------------------------------------
def test_summary_follows_full_on_stdout(project):
    (project / "more.py").write_text(MISTAKE.format(comment="") + "x[1] = 2.0\n")
    result = jaxmuseum("check", "--output-format", "full", ".", cwd=project)
    assert result.stdout.endswith(
        "\nFound 3 findings in 2 files (3 checked); 3 fixable with `jaxmuseum fix`.\n"
    ), result.stdout
    clean = jaxmuseum("check", "--output-format", "full", "clean.py", cwd=project)
    assert (clean.returncode, clean.stdout) == (0, "All checks passed! (1 file checked)\n")


def test_concise_summary_goes_to_a_terminals_stderr_only(project):
    """Piped (scripts, pre-commit, CI) concise is flake8's lines and nothing else; a person
    at a terminal also gets the summary, on stderr, so stdout stays parseable."""
    code, shown, piped = on_terminal("check", "--output-format", "concise", ".", cwd=project, stdout=False)
    assert code == 1 and piped == CONCISE_LINE
    assert shown == "Found 1 finding in 1 file (2 checked); 1 fixable with `jaxmuseum fix`.\n"
    assert jaxmuseum("check", "--output-format", "concise", ".", cwd=project).stderr == ""


def test_summary_counts_unsafe_fixes_and_files_that_do_not_parse(project):
    (project / "traced.py").write_text(
        "import jax\n\n\n@jax.jit\ndef f(x):\n    return x if x > 0 else -x\n"
    )
    (project / "broken.py").write_text(BROKEN)
    result = jaxmuseum("check", "--output-format", "full", ".", cwd=project)
    assert result.returncode == 2
    assert result.stdout.splitlines()[-1] == (
        "Found 2 findings in 2 files (4 checked); 1 fixable with `jaxmuseum fix`, "
        "1 more with `jaxmuseum fix --unsafe-fixes`. 1 file does not parse."
    )
    assert "broken.py: cannot parse: line 2" in result.stderr


# ---- the machine formats --------------------------------------------------------------
def test_a_file_that_does_not_parse_is_in_every_machine_format(project):
    """As ruff reports a syntax error (code invalid-syntax, at the parser's place); the
    command still exits 2, and the line on stderr stays."""
    (project / "broken.py").write_text(BROKEN)
    (project / "cells.ipynb").write_text(json.dumps({
        "cells": [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                   "source": ["import jax\n"]},
                  {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                   "source": ["x = 1\n", "def g(:\n"]}],
        "metadata": {}, "nbformat": 4, "nbformat_minor": 5,
    }))
    (project / "notjson.ipynb").write_text('{"cells": [')
    outputs = {fmt: jaxmuseum("check", "--output-format", fmt, ".", cwd=project)
               for fmt in ("json", "sarif", "github", "gitlab", "junit")}
    assert {fmt: result.returncode for fmt, result in outputs.items()} == dict.fromkeys(outputs, 2)
    assert all("broken.py: cannot parse: line 2, column 7" in result.stderr for result in outputs.values())

    items = [item for item in json.loads(outputs["json"].stdout) if item["code"] == "invalid-syntax"]
    assert [(i["path"], i["cell"], i["line"], i["column"]) for i in items] == [
        ("broken.py", None, 2, 7), ("cells.ipynb", 2, 2, 7), ("notjson.ipynb", None, 1, 1)]
    assert items[0]["message"] == "invalid syntax" and items[2]["message"].startswith("not a notebook: invalid JSON")

    [run] = json.loads(outputs["sarif"].stdout)["runs"]
    errors = [r for r in run["results"] if r["ruleId"] == "invalid-syntax"]
    assert [r["level"] for r in errors] == ["error"] * 3 and "ruleIndex" not in errors[0]
    assert errors[0]["locations"][0]["physicalLocation"]["region"]["startLine"] == 2
    assert errors[1]["message"]["text"].startswith("cell 2: ")

    assert "::error file=broken.py,line=2,col=7,endLine=2,endColumn=7,title=invalid-syntax::invalid-syntax: invalid syntax" \
        in outputs["github"].stdout.splitlines()

    issues = [i for i in json.loads(outputs["gitlab"].stdout) if i["check_name"] == "invalid-syntax"]
    assert [i["location"]["path"] for i in issues] == ["broken.py", "cells.ipynb", "notjson.ipynb"]
    assert {i["severity"] for i in issues} == {"critical"}

    suites = ElementTree.fromstring(outputs["junit"].stdout)
    [broken] = [suite for suite in suites if suite.get("name") == "broken.py"]
    assert broken.find("testcase").get("name") == "invalid-syntax" and broken.find("testcase/failure") is not None


def test_gitlab_code_quality_report(project):
    (project / "twice.py").write_text(MISTAKE.format(comment="") + "x[0] = 1.0\n")
    issues = json.loads(jaxmuseum("check", "--output-format", "gitlab", ".", cwd=project).stdout)
    assert [(i["location"]["path"], i["location"]["positions"]["begin"]["line"]) for i in issues] == [
        ("mistake.py", 4), ("twice.py", 4), ("twice.py", 5)]
    first = issues[0]
    assert first["check_name"] == "JXM001" and first["severity"] == "major"
    assert first["description"].startswith("JXM001: JAX arrays are immutable")
    assert first["location"]["positions"] == {"begin": {"line": 4, "column": 1}, "end": {"line": 4, "column": 5}}
    assert len({i["fingerprint"] for i in issues}) == 3  # the same finding twice in one file: two fingerprints
    # A line added above moves the finding, not its fingerprint.
    (project / "mistake.py").write_text("# a comment\n" + MISTAKE.format(comment=""))
    again = json.loads(jaxmuseum("check", "--output-format", "gitlab", ".", cwd=project).stdout)
    assert [i["fingerprint"] for i in again] == [i["fingerprint"] for i in issues]


def test_junit_report(project):
    result = jaxmuseum("check", "--output-format", "junit", ".", cwd=project)
    suites = ElementTree.fromstring(result.stdout)
    assert (suites.tag, suites.get("tests"), suites.get("failures")) == ("testsuites", "2", "1")
    by_name = {suite.get("name"): suite for suite in suites}
    assert set(by_name) == {"clean.py", "mistake.py"}
    assert by_name["clean.py"].find("testcase/failure") is None
    case = by_name["mistake.py"].find("testcase")
    assert (case.get("name"), case.get("line"), case.get("column")) == ("JXM001", "4", "1")
    assert case.find("failure").get("message").startswith("JAX arrays are immutable")
