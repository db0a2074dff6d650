"""The museum: each exhibit fails under real JAX as captured, its fix runs, and the
linter flags exactly the failing line with the exhibit's rule (``exhibit.toml``)."""

from __future__ import annotations

import pytest

from conftest import EXHIBITS, assert_raised, findings_of
from flake8_jaxmuseum.documents import exhibits
from flake8_jaxmuseum.rules import RULES_BY_CODE

EXHIBITS_ = exhibits()
IDS = [exhibit.folder.name for exhibit in EXHIBITS_]


def test_every_exhibit_folder_is_an_exhibit():
    assert sorted(p.name for p in EXHIBITS.glob("[0-9][0-9]-*")) == sorted(IDS)


@pytest.mark.parametrize("exhibit", EXHIBITS_, ids=IDS)
def test_failing_raises_the_captured_error(exhibit, exhibit_runs):
    raises = RULES_BY_CODE[exhibit.rule].raises
    outcome = exhibit_runs[exhibit.folder / "failing.py"]
    assert_raised(outcome, raises, exhibit.folder.name)
    # The error as captured for this JAX version holds the same stable core.
    captured = exhibit.read(f"error-jax-{outcome['jax']}.txt")
    assert any(r.message in captured and r.message in outcome["message"] for r in raises)


@pytest.mark.parametrize("exhibit", EXHIBITS_, ids=IDS)
def test_fix_runs(exhibit, exhibit_runs):
    outcome = exhibit_runs[exhibit.folder / "fix.py"]
    assert outcome["outcome"] == "ran", f"{exhibit.folder.name}/fix.py: {outcome}"


@pytest.mark.parametrize("exhibit", EXHIBITS_, ids=IDS)
def test_linter_flags_failing_line_only(exhibit):  # and the lines exhibit.toml's ``also`` names
    findings = findings_of(exhibit.read("failing.py"))
    assert [(f.line, f.column + 1, f.code) for f in findings] == [(*at, exhibit.rule) for at in exhibit.findings]
    assert findings_of(exhibit.read("fix.py")) == []
