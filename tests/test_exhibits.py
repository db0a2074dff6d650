"""The museum: each exhibit fails under real JAX as captured, its fix runs, and the
linter flags exactly the failing line with the exhibit's rule."""

from __future__ import annotations

import pytest

from conftest import EXHIBITS, assert_raised
from flake8_jaxmuseum.engine import lint_source
from flake8_jaxmuseum.rules import RULES_BY_CODE

# exhibit folder -> (rule, line of the mistake in failing.py)
EXHIBIT_RULES = {
    "01-item-assignment": ("JXM001", 4),
    "02-traced-branch": ("JXM002", 6),
    "03-boolean-mask": ("JXM003", 6),
    "04-nonscalar-grad": ("JXM004", 4),
    "05-vmap-sizes": ("JXM005", 9),
    "06-unhashable-static": ("JXM006", 9),
}


def test_every_exhibit_is_listed():
    assert sorted(p.name for p in EXHIBITS.glob("[0-9][0-9]-*")) == sorted(EXHIBIT_RULES)


@pytest.mark.parametrize("exhibit", sorted(EXHIBIT_RULES))
def test_failing_raises_the_captured_error(exhibit, exhibit_runs):
    code, _ = EXHIBIT_RULES[exhibit]
    outcome = exhibit_runs[EXHIBITS / exhibit / "failing.py"]
    assert_raised(outcome, RULES_BY_CODE[code].RAISES, exhibit)
    # The error as captured for this JAX version holds the same stable core.
    captured = (EXHIBITS / exhibit / f"error-jax-{outcome['jax']}.txt").read_text()
    assert any(core in captured and core in outcome["message"] for _, core in RULES_BY_CODE[code].RAISES)


@pytest.mark.parametrize("exhibit", sorted(EXHIBIT_RULES))
def test_fix_runs(exhibit, exhibit_runs):
    outcome = exhibit_runs[EXHIBITS / exhibit / "fix.py"]
    assert outcome["outcome"] == "ran", f"{exhibit}/fix.py: {outcome}"


@pytest.mark.parametrize("exhibit", sorted(EXHIBIT_RULES))
def test_linter_flags_failing_line_only(exhibit):
    code, line = EXHIBIT_RULES[exhibit]
    findings = lint_source((EXHIBITS / exhibit / "failing.py").read_text())
    assert [(f.line, f.code) for f in findings] == [(line, code)]
    assert lint_source((EXHIBITS / exhibit / "fix.py").read_text()) == []
