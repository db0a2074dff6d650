"""The museum: each exhibit fails under real JAX as captured, its fix runs, and the
linter flags exactly the failing line with the exhibit's rule (``exhibit.toml``)."""

from __future__ import annotations

import pytest

from conftest import EXHIBITS, assert_raised, findings_of, shows_symptom
from flake8_jaxmuseum.documents import exhibits
from flake8_jaxmuseum.rules import RULES_BY_CODE

EXHIBITS_ = exhibits()
IDS = [exhibit.folder.name for exhibit in EXHIBITS_]


def test_every_exhibit_folder_is_an_exhibit():
    assert sorted(p.name for p in EXHIBITS.glob("[0-9][0-9]-*")) == sorted(IDS)


@pytest.mark.parametrize("exhibit", EXHIBITS_, ids=IDS)
def test_failing_raises_the_captured_error_or_shows_the_symptom(exhibit, exhibit_runs, exhibit_probe_runs):
    rule = RULES_BY_CODE[exhibit.rule]
    outcome = exhibit_runs[exhibit.folder / "failing.py"]
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
    assert shows_symptom(rule.symptom, exhibit_probe_runs[exhibit.folder / "failing.py"], {exhibit.line})


@pytest.mark.parametrize("exhibit", EXHIBITS_, ids=IDS)
def test_fix_runs(exhibit, exhibit_runs, exhibit_probe_runs):
    outcome = exhibit_runs[exhibit.folder / "fix.py"]
    assert outcome["outcome"] == "ran", f"{exhibit.folder.name}/fix.py: {outcome}"
    symptom = RULES_BY_CODE[exhibit.rule].symptom
    if symptom is not None:
        assert not shows_symptom(symptom, exhibit_probe_runs[exhibit.folder / "fix.py"])


@pytest.mark.parametrize("exhibit", EXHIBITS_, ids=IDS)
def test_linter_flags_failing_line_only(exhibit):  # and the lines exhibit.toml's ``also`` names
    findings = findings_of(exhibit.read("failing.py"))
    assert [(f.line, f.column + 1, f.code) for f in findings] == [(*at, exhibit.rule) for at in exhibit.findings]
    assert findings_of(exhibit.read("fix.py")) == []
