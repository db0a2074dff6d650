"""Every rule case is linted, and run under real JAX, and the two must agree."""

from __future__ import annotations

import pytest

from conftest import Case, all_cases, assert_raised
from flake8_jaxmuseum.engine import lint_source
from flake8_jaxmuseum.rules import RULES_BY_CODE

CASES = all_cases()


def test_every_rule_has_enough_cases():
    for code in RULES_BY_CODE:
        flagged = [c for c in CASES if c.code == code and c.flagged]
        clean = [c for c in CASES if c.code == code and not c.flagged]
        assert len(flagged) >= 8, f"{code} has {len(flagged)} flagged cases"
        assert len(clean) >= 8, f"{code} has {len(clean)} clean cases"


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_linter_reports_exactly_the_marked_lines(case: Case):
    expected = case.expected()
    assert bool(expected) == case.flagged, "flagged_ files mark lines with '# expect: JXMnnn'; clean_ files do not"
    found = sorted((f.line, f.code) for f in lint_source(case.path.read_text()))
    assert found == expected


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_jax_agrees_with_the_case(case: Case, case_runs):
    outcome = case_runs[case.path]
    if case.flagged:
        assert_raised(outcome, RULES_BY_CODE[case.code].RAISES, case.id)
    else:
        assert outcome["outcome"] == "ran", f"{case.id}: a clean case must run under JAX, got {outcome}"


def test_no_case_file_looks_like_a_pytest_module():
    """A case named ``*_test.py`` would be imported by pytest's collection and run."""
    for case in CASES:
        name = case.path.name
        assert not (name.startswith("test_") or name.endswith("_test.py")), name
