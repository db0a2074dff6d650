"""The museum: each exhibit fails under real JAX as captured, its fix runs, and the
linter flags exactly the failing line with the exhibit's rule (``exhibit.toml``)."""

from __future__ import annotations

import pytest

from conftest import EXHIBITS, JaxRun, assert_raised, findings_of, needs_jax, runner_for, shows_symptom
from flake8_jaxmuseum.documents import exhibits
from flake8_jaxmuseum.rules import RULES_BY_CODE

EXHIBITS_ = exhibits()
IDS = [exhibit.folder.name for exhibit in EXHIBITS_]


def runs(exhibit, name: str) -> tuple:
    """``name`` run as a user runs it, and under the probe of the rule's symptom (the same
    run for a loud rule)."""
    path = exhibit.folder / name
    return JaxRun(path), JaxRun(path, runner_for(exhibit.rule))


def exhibit_params(name: str) -> list:
    return [pytest.param(exhibit, id=exhibit.folder.name, marks=needs_jax(*runs(exhibit, name))) for exhibit in EXHIBITS_]


def test_every_exhibit_folder_is_an_exhibit():
    assert sorted(p.name for p in EXHIBITS.glob("[0-9][0-9]-*")) == sorted(IDS)


@pytest.mark.parametrize("exhibit", exhibit_params("failing.py"))
def test_failing_raises_the_captured_error_or_shows_the_symptom(exhibit, jax_service):
    rule = RULES_BY_CODE[exhibit.rule]
    plain, probed = runs(exhibit, "failing.py")
    outcome = jax_service.outcome(plain)
    if rule.symptom is None:
        assert_raised(outcome, rule.raises, exhibit.folder.name)
        # The error as captured for this JAX version holds the same stable core.
        captured = exhibit.read(f"error-jax-{outcome['jax']}.txt")
        assert any(r.message in captured and r.message in outcome["message"] for r in rule.raises)
        return
    # A silent mistake: it runs, printing what was captured for this JAX version, and the
    # probe sees the symptom at the reported line.
    assert outcome["outcome"] == "ran", outcome
    assert outcome["stdout"].strip() == exhibit.read(f"output-jax-{outcome['jax']}.txt").strip()
    assert shows_symptom(rule.symptom, jax_service.outcome(probed), {exhibit.line})


@pytest.mark.parametrize("exhibit", exhibit_params("fix.py"))
def test_fix_runs(exhibit, jax_service):
    plain, probed = runs(exhibit, "fix.py")
    outcome = jax_service.outcome(plain)
    assert outcome["outcome"] == "ran", f"{exhibit.folder.name}/fix.py: {outcome}"
    symptom = RULES_BY_CODE[exhibit.rule].symptom
    if symptom is not None:
        assert not shows_symptom(symptom, jax_service.outcome(probed))


@pytest.mark.parametrize("exhibit", EXHIBITS_, ids=IDS)
def test_linter_flags_failing_line_only(exhibit):  # and the lines exhibit.toml's ``also`` names
    findings = findings_of(exhibit.read("failing.py"))
    assert [(f.line, f.column + 1, f.code) for f in findings] == [(*at, exhibit.rule) for at in exhibit.findings]
    assert findings_of(exhibit.read("fix.py")) == []
