"""Fixes, pinned and proven.

Every fixable case has golden fixed files beside it, ``fixed/<case>.safe.py`` (what
``jaxmuseum fix`` writes) and ``fixed/<case>.unsafe.py`` (what ``--unsafe-fixes``
writes, when that differs); the fixer must write them byte for byte.  Each golden
file parses, has no finding of its rule left, keeps every comment, is a fixed point
of the fixer, and runs under real JAX: a safe fix gives code that runs, an unsafe one
at least removes the rule's error.  ``JAXMUSEUM_UPDATE_GOLDEN=1 pytest
tests/test_fixes.py`` rewrites the golden files (review the diff before committing).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import EXHIBITS, JaxRun, all_cases, assert_raised, findings_of, needs_jax, runner_for, shows_symptom
from flake8_jaxmuseum.engine import parse
from flake8_jaxmuseum.fixing import fix_text
from flake8_jaxmuseum.rules import RULES_BY_CODE
from flake8_jaxmuseum.settings import Settings

UPDATE = os.environ.get("JAXMUSEUM_UPDATE_GOLDEN") == "1"
FIX_BREAKAGES = ("NameError", "UnboundLocalError", "SyntaxError", "IndentationError", "ImportError", "ModuleNotFoundError")
COMMENT = re.compile(r"#[^\n]*")
FIXABLE = [case for case in all_cases() if case.flagged and any(f.fix for f in findings_of(case.path.read_text()))]
EXHIBIT_FOLDERS = sorted(EXHIBITS.glob("[0-9][0-9]-*"))
# The exhibits whose finding has a fix (a rule may have none: JXM012's cure changes the outputs).
FIXABLE_EXHIBITS = [
    folder for folder in EXHIBIT_FOLDERS if any(f.fix for f in findings_of((folder / "failing.py").read_text()))
]


def comments(text: str) -> list:
    return sorted(c.strip() for c in COMMENT.findall(text))


def golden(case, kind: str) -> Path:
    return case.folder / "fixed" / f"{case.path.stem}.{kind}.py"


def fixed(text: str, unsafe: bool, name: str = "case.py") -> str:
    return fix_text(text, Settings(), name, unsafe).new_text


@pytest.mark.parametrize("case", FIXABLE, ids=lambda c: c.id)
def test_fixer_writes_the_golden_files(case):
    text = case.path.read_text()
    safe, unsafe = fixed(text, False), fixed(text, True)
    wanted = {"safe": safe if safe != text else None, "unsafe": unsafe if unsafe != safe else None}
    if UPDATE:
        for kind, content in wanted.items():
            path = golden(case, kind)
            if content is None:
                path.unlink(missing_ok=True)
            else:
                path.parent.mkdir(exist_ok=True)
                path.write_text(content)
    for kind, content in wanted.items():
        path = golden(case, kind)
        assert (path.read_text() if path.exists() else None) == content, f"{path.name} differs from what the fix writes"
    assert any(wanted.values()), "a fix is offered, so something must change"


def test_every_golden_file_belongs_to_a_fixable_case():
    names = {golden(case, kind) for case in FIXABLE for kind in ("safe", "unsafe")}
    for path in sorted(Path(__file__).parent.glob("cases/*/fixed/*.py")):
        assert path in names, f"{path} belongs to no fixable case"


def golden_files() -> list:
    return [(case, kind) for case in FIXABLE for kind in ("safe", "unsafe") if golden(case, kind).exists()]


GOLDEN = golden_files()
GOLDEN_IDS = [f"{case.id}.{kind}" for case, kind in GOLDEN]


def golden_run(case, kind: str) -> JaxRun:
    return JaxRun(golden(case, kind), runner_for(case.code))


@pytest.mark.parametrize("case, kind", GOLDEN, ids=GOLDEN_IDS)
def test_golden_parses_lints_clean_and_keeps_comments(case, kind):
    text = golden(case, kind).read_text()
    parse(text)
    compile(text, case.id, "exec")
    assert [f for f in findings_of(text) if f.code == case.code] == []
    assert comments(text) == comments(case.path.read_text())


@pytest.mark.parametrize("case, kind", GOLDEN, ids=GOLDEN_IDS)
def test_fixing_a_golden_file_again_changes_nothing(case, kind):
    text = golden(case, kind).read_text()
    assert fixed(text, unsafe=kind == "unsafe") == text


@pytest.mark.parametrize(
    "case, kind", [pytest.param(*pair, id=name, marks=needs_jax(golden_run(*pair))) for pair, name in zip(GOLDEN, GOLDEN_IDS)]
)
def test_golden_runs_under_jax_without_the_error(case, kind, jax_service):
    rule = RULES_BY_CODE[case.code]
    result = jax_service.outcome(golden_run(case, kind))
    if kind == "safe":
        assert result["outcome"] == "ran", f"a safe fix must give running code: {result}"
    # An unsafe fix may change what the code computes, never break how it reads: a name it
    # writes must be bound where it runs.
    assert result.get("type") not in FIX_BREAKAGES, f"the fix broke the code: {result}"
    if rule.symptom is not None:
        assert not shows_symptom(rule.symptom, result), f"the fix keeps the symptom: {result}"
    elif result["outcome"] == "raised":
        with pytest.raises(AssertionError):
            assert_raised(result, rule.raises, case.id)


def test_most_flagged_cases_have_a_fix():
    flagged = [c for c in all_cases() if c.flagged]
    assert len(FIXABLE) >= len(flagged) // 2, (len(FIXABLE), len(flagged))


def jaxmuseum(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "flake8_jaxmuseum", *args], capture_output=True, text=True, cwd=cwd)


@pytest.fixture(scope="module")
def fixed_exhibits(tmp_path_factory, jax_service):
    """``jaxmuseum fix --unsafe-fixes`` on copies of every fixable exhibit's failing.py."""
    folder = tmp_path_factory.mktemp("exhibits")
    paths = []
    for exhibit in FIXABLE_EXHIBITS:
        path = folder / f"{exhibit.name}.py"
        shutil.copy(exhibit / "failing.py", path)
        paths.append(path)
    diff = jaxmuseum("fix", "--unsafe-fixes", "--diff", ".", cwd=folder)
    untouched = [p.read_text() for p in paths]
    first = jaxmuseum("fix", "--unsafe-fixes", ".", cwd=folder)
    second = jaxmuseum("fix", "--unsafe-fixes", ".", cwd=folder)
    jax_service.start([JaxRun(path) for path in paths], urgent=True)
    return folder, paths, diff, untouched, first, second, jax_service


@pytest.mark.parametrize("exhibit", FIXABLE_EXHIBITS, ids=lambda p: p.name)
def test_fixed_exhibit_runs_and_lints_clean(exhibit, fixed_exhibits):
    folder, paths, diff, untouched, first, second, jax_service = fixed_exhibits
    path = folder / f"{exhibit.name}.py"
    assert untouched[paths.index(path)] == (exhibit / "failing.py").read_text(), "--diff must not write"
    assert f"b/{path.name}" in diff.stdout and diff.returncode == 1
    assert first.returncode == 0, first.stdout + first.stderr
    assert findings_of(path.read_text()) == []
    assert comments(path.read_text()) == comments((exhibit / "failing.py").read_text())
    outcome = jax_service[path]
    assert outcome["outcome"] == "ran", outcome


def test_second_fix_run_changes_nothing(fixed_exhibits):
    *_, second, _ = fixed_exhibits
    assert second.returncode == 0
    assert "Fixed 0 finding(s) in 0 file(s); 0 remaining." in second.stderr


# ---- the fix loop's guards ---------------------------------------------------------------------

def test_identical_edits_apply_once_and_count_for_every_fix():
    from flake8_jaxmuseum.fixes import TextEdit, apply_edits

    class Built:
        def __init__(self, edit):
            self._edit = edit

        def edit(self):
            return self._edit

    same = [Built(TextEdit(3, 3, ", static_argnames='axis'")) for _ in range(2)]
    other = Built(TextEdit(3, 3, ", donate_argnums=0"))
    text, applied = apply_edits("f(x)", [*same, other])
    assert text == "f(x, static_argnames='axis')"
    assert applied == same  # two insertions that differ at one offset: the other waits a round


def test_a_round_that_parses_but_does_not_compile_is_dropped(monkeypatch):
    import flake8_jaxmuseum.fixing as fixing

    text = (EXHIBITS / "01-item-assignment" / "failing.py").read_text()
    monkeypatch.setattr(fixing, "apply_edits", lambda current, fixes: ("f(a=1, a=1)\n", fixes))
    assert fixing.parses("f(a=1, a=1)\n") and not fixing.compiles("f(a=1, a=1)\n")
    outcome = fixing.fix_text(text, Settings(), "failing.py", unsafe=True)
    assert outcome.new_text == text and outcome.fixed == []


def test_a_text_the_compiler_rejects_is_still_fixed_where_it_parses():
    # A notebook's top-level ``await`` parses but does not compile; its fixes still apply.
    text = "import jax.numpy as jnp\nx = jnp.zeros(3)\nx[0] = 1.0\nawait something()\n"
    assert "x = x.at[0].set(1.0)" in fixed(text, unsafe=False)
