"""Fixes, proven: fixed code parses, lints clean, keeps comments, and runs under JAX.

Every flagged case and exhibit is fixed (unsafe fixes included) into a temporary
folder, and the fixed files are run under real JAX in subprocesses like the cases.
A safe fix must produce code that runs; an unsafe one must at least remove the
error its rule is about.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import EXHIBITS, JaxRuns, all_cases, assert_raised
from flake8_jaxmuseum.cli import Settings, fix_text
from flake8_jaxmuseum.engine import lint_source, parse
from flake8_jaxmuseum.rules import RULES_BY_CODE

COMMENT = re.compile(r"#[^\n]*")
FIXABLE = [
    case for case in all_cases()
    if case.flagged and any(f.fix is not None for f in lint_source(case.path.read_text()))
]
EXHIBIT_FOLDERS = sorted(EXHIBITS.glob("[0-9][0-9]-*"))


def comments(text: str) -> list:
    return [c.strip() for c in COMMENT.findall(text)]


@pytest.fixture(scope="session")
def fixed_cases(tmp_path_factory):
    """Each fixable case, fixed with unsafe fixes on, written next to its fix outcome."""
    folder = tmp_path_factory.mktemp("fixed")
    outcomes = {}
    for case in FIXABLE:
        text = case.path.read_text()
        outcome = fix_text(text, Settings(), str(case.path), unsafe=True)
        path = folder / f"{case.code}_{case.path.name}"
        path.write_text(outcome.new_text)
        outcomes[case.id] = (case, text, outcome, path)
    runs = JaxRuns([path for *_, path in outcomes.values()])
    return outcomes, runs


def test_most_flagged_cases_have_a_fix():
    flagged = [c for c in all_cases() if c.flagged]
    assert len(FIXABLE) >= len(flagged) // 2, (len(FIXABLE), len(flagged))


@pytest.mark.parametrize("case", FIXABLE, ids=lambda c: c.id)
def test_fixed_case_parses_lints_clean_and_keeps_comments(case, fixed_cases):
    _, text, outcome, _ = fixed_cases[0][case.id]
    parse(outcome.new_text)
    compile(outcome.new_text, case.id, "exec")
    assert [f for f in lint_source(outcome.new_text) if f.code == case.code] == []
    assert outcome.fixed, "a fix was offered but none applied"
    assert sorted(comments(text)) == sorted(comments(outcome.new_text))


@pytest.mark.parametrize("case", FIXABLE, ids=lambda c: c.id)
def test_fixed_case_runs_under_jax_without_the_error(case, fixed_cases):
    _, _, outcome, path = fixed_cases[0][case.id]
    result = fixed_cases[1][path]
    if all(fix.safe for fix in outcome.fixed):
        assert result["outcome"] == "ran", f"a safe fix must give running code: {result}"
    elif result["outcome"] == "raised":
        with pytest.raises(AssertionError):
            assert_raised(result, RULES_BY_CODE[case.code].RAISES, case.id)


@pytest.mark.parametrize("case", FIXABLE, ids=lambda c: c.id)
def test_fixing_twice_changes_nothing(case, fixed_cases):
    _, _, outcome, _ = fixed_cases[0][case.id]
    again = fix_text(outcome.new_text, Settings(), "again.py", unsafe=True)
    assert again.new_text == outcome.new_text and again.fixed == []


def jaxmuseum(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "flake8_jaxmuseum.cli", *args], capture_output=True, text=True, cwd=cwd
    )


@pytest.fixture(scope="module")
def fixed_exhibits(tmp_path_factory):
    """``jaxmuseum fix --unsafe-fixes`` on copies of every exhibit's failing.py."""
    folder = tmp_path_factory.mktemp("exhibits")
    paths = []
    for exhibit in EXHIBIT_FOLDERS:
        path = folder / f"{exhibit.name}.py"
        shutil.copy(exhibit / "failing.py", path)
        paths.append(path)
    diff = jaxmuseum("fix", "--unsafe-fixes", "--diff", ".", cwd=folder)
    untouched = [p.read_text() for p in paths]
    first = jaxmuseum("fix", "--unsafe-fixes", ".", cwd=folder)
    second = jaxmuseum("fix", "--unsafe-fixes", ".", cwd=folder)
    return folder, paths, diff, untouched, first, second, JaxRuns(paths)


@pytest.mark.parametrize("exhibit", EXHIBIT_FOLDERS, ids=lambda p: p.name)
def test_fixed_exhibit_runs_and_lints_clean(exhibit, fixed_exhibits):
    folder, paths, diff, untouched, first, second, runs = fixed_exhibits
    path = folder / f"{exhibit.name}.py"
    assert untouched[paths.index(path)] == (exhibit / "failing.py").read_text(), "--diff must not write"
    assert f"b/{path.name}" in diff.stdout and diff.returncode == 1
    assert first.returncode == 0, first.stdout + first.stderr
    assert lint_source(path.read_text()) == []
    assert comments(path.read_text()) == comments((exhibit / "failing.py").read_text())
    assert runs[path]["outcome"] == "ran", runs[path]


def test_second_fix_run_changes_nothing(fixed_exhibits):
    *_, second, _ = fixed_exhibits
    assert second.returncode == 0
    assert "Fixed 0 finding(s) in 0 file(s); 0 remaining." in second.stderr
