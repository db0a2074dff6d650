"""Every rule case is linted, and run under real JAX, and the two must agree."""

from __future__ import annotations

import pytest

from conftest import Case, all_cases, assert_raised, case_run, findings_of, needs_jax, shows_symptom
from flake8_jaxmuseum.rules import RULES_BY_CODE

CASES = all_cases()


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_linter_reports_exactly_the_marked_findings(case: Case):
    expected = case.expected()
    assert bool(expected) == case.flagged, "flagged_ files mark findings with '# expect: JXMnnn col C'; clean_ files do not"
    found = sorted((f.line, f.column + 1, f.code) for f in findings_of(case.path.read_text()))
    assert found == expected


@pytest.mark.parametrize("case", [pytest.param(case, id=case.id, marks=needs_jax(case_run(case))) for case in CASES])
def test_jax_agrees_with_the_case(case: Case, jax_service):
    """A flagged case raises the rule's error, or, for a silent rule, runs and shows its
    symptom at the marked lines; a clean case runs, without the symptom."""
    rule = RULES_BY_CODE[case.code]
    outcome = jax_service.outcome(case_run(case))
    if case.flagged and rule.symptom is None:
        assert_raised(outcome, rule.raises, case.id)
        return
    assert outcome["outcome"] == "ran", f"{case.id}: must run under JAX, got {outcome}"
    if rule.symptom is not None:
        lines = {line for line, _, _ in case.expected()}
        assert shows_symptom(rule.symptom, outcome, lines) == case.flagged, (
            f"{case.id}: {'no' if case.flagged else 'a'} symptom ({rule.symptom.probe}) in {outcome}"
        )


def test_no_case_file_looks_like_a_pytest_module():
    """A case named ``*_test.py`` would be imported by pytest's collection and run."""
    for case in CASES:
        name = case.path.name
        assert not (name.startswith("test_") or name.endswith("_test.py")), name


# Cases whose mistake depends on the JAX release the code runs: each runs under the pinned JAX
# (and is clean at the default target, the newest release), and raises its rule's error under
# an older one, which that release's target-jax must report (the runs under each release are
# named in the case's comment; tests/test_jaxapi.py holds the release the table names to JAX).
OLDER_TARGETS = {
    # jax 0.4.38 and 0.5.3 raise, 0.6.0 and later make the unchanged element a constant (JXM019).
    "JXM019/clean_while_loop_carry_handed_back_unchanged": (("0.4.38", "0.5.3"), "0.6.0", [(11, 16, "JXM019")]),
    "JXM019/clean_fori_loop_traced_bounds_carry_unchanged": (("0.4.38", "0.5.3"), "0.6.0", [(15, 14, "JXM019")]),
}


@pytest.mark.parametrize("case_id", sorted(OLDER_TARGETS))
def test_an_older_target_reports_what_that_release_raises(case_id):
    from flake8_jaxmuseum.engine import lint
    from flake8_jaxmuseum.options import LintOptions

    case = next(case for case in CASES if case.id == case_id)
    older, newer, expected = OLDER_TARGETS[case_id]
    text = case.path.read_text()
    for target in older:
        found = sorted((f.line, f.column + 1, f.code) for f in lint(text, options=LintOptions(target)).findings)
        assert found == expected, (target, found)
    assert [f.text() for f in lint(text, options=LintOptions(newer)).findings] == []
