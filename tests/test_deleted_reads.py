"""JXM020 on reads that a block expects to fail, as JAX's own tests write them: each file of
``tests/deleted_reads/`` marks its findings (``# expect: JXM020 col C``) and runs under JAX,
where every marked read raises what its ``assertRaises`` (or ``pytest.raises``) block
expects; the run fails otherwise.  (They are no rule cases: a flagged case must raise.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import JaxRun, expected_findings, findings_of, needs_jax

FOLDER = Path(__file__).with_name("deleted_reads")
FILES = sorted(FOLDER.glob("*.py"))


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.stem)
def test_the_linter_flags_each_marked_read(path):
    found = sorted((f.line, f.column + 1, f.code) for f in findings_of(path.read_text()))
    assert found == expected_findings(path.read_text()) and found


@pytest.mark.parametrize("path", [pytest.param(path, id=path.stem, marks=needs_jax(JaxRun(path))) for path in FILES])
def test_each_marked_read_raises_what_its_block_expects(path, jax_service):
    outcome = jax_service.outcome(JaxRun(path))
    assert outcome["outcome"] == "ran", outcome
