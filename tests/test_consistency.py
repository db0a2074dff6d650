"""A rule is one unit: this test names whatever a registered rule still lacks, and
whatever document or case names no registered rule.

A new rule needs: ``src/flake8_jaxmuseum/rules/jxmNNN_<slug>.py`` defining ``RULE``;
its page ``rules/JXMNNN.md``; an exhibit ``exhibits/NN-<slug>/`` whose
``exhibit.toml`` names it; a row in the README's rules table; and at least
``MIN_CASES`` flagged and clean cases under ``tests/cases/JXMNNN/``.
"""

from __future__ import annotations

import re

import pytest

from conftest import CASES, ROOT, all_cases, sample_of
from flake8_jaxmuseum.documents import exhibits
from flake8_jaxmuseum.rules import ALL_RULES, RULES_BY_CODE

MIN_CASES = 8
PAGE_SECTIONS = (
    "## What it does",
    "## Why is this bad",
    "## Example",
    "## Use instead",
    "## What it deliberately does not flag",
    "## Fix safety",
    "## Exhibit",
)
CODES = [rule.code for rule in ALL_RULES]


def test_rule_modules_register_in_code_order_without_gaps():
    assert CODES == sorted(CODES) and len(set(CODES)) == len(CODES)
    for rule in ALL_RULES:
        assert re.fullmatch(r"JXM\d{3}", rule.code)
        assert rule.title and rule.description.strip(), rule.code
        assert bool(rule.raises) != (rule.symptom is not None), f"{rule.code}: what JAX raises, or its symptom"


@pytest.mark.parametrize("code", CODES)
def test_rule_has_a_page_with_every_section(code):
    page = ROOT / "rules" / f"{code}.md"
    assert page.is_file(), f"{code} has no page {page.relative_to(ROOT)}"
    text = page.read_text()
    assert text.startswith(f"# {code}: {RULES_BY_CODE[code].title}\n"), f"{page.name} must open with '# {code}: <title>'"
    missing = [section for section in PAGE_SECTIONS if f"\n{section}\n" not in text]
    assert not missing, f"{page.name} lacks {missing}"


@pytest.mark.parametrize("code", CODES)
def test_rule_has_an_exhibit(code):
    shown = [exhibit for exhibit in exhibits() if exhibit.rule == code]
    assert shown, f"no exhibit's exhibit.toml names {code}"
    captured = "output" if RULES_BY_CODE[code].symptom else "error"  # what a silent mistake printed
    for exhibit in shown:
        assert code in exhibit.read("README.md"), f"{exhibit.folder.name}/README.md does not name {code}"
        for name in ("failing.py", "fix.py", f"{captured}-jax-0.10.2.txt", f"{captured}-jax-0.4.38.txt"):
            assert (exhibit.folder / name).is_file(), f"{exhibit.folder.name} lacks {name}"


@pytest.mark.parametrize("code", CODES)
def test_rule_has_a_readme_row(code):
    row = f"| [{code}](rules/{code}.md) |"
    assert any(line.startswith(row) for line in (ROOT / "README.md").read_text().splitlines()), (
        f"README.md's rules table has no row starting {row!r}"
    )


@pytest.mark.parametrize("code", CODES)
def test_rule_has_enough_cases(code):
    flagged = [case for case in all_cases() if case.code == code and case.flagged]
    clean = [case for case in all_cases() if case.code == code and not case.flagged]
    assert len(flagged) >= MIN_CASES, f"{code} has {len(flagged)} flagged cases under tests/cases/{code}/"
    assert len(clean) >= MIN_CASES, f"{code} has {len(clean)} clean cases under tests/cases/{code}/"


def test_every_document_and_case_names_a_registered_rule():
    pages = sorted(path.stem for path in (ROOT / "rules").glob("JXM*.md"))
    assert pages == CODES, "a page without a rule, or the other way round"
    for exhibit in exhibits():
        assert exhibit.rule in RULES_BY_CODE, f"{exhibit.folder.name} names unknown rule {exhibit.rule}"
    folders = sorted(path.name for path in CASES.iterdir() if path.is_dir())
    assert folders == CODES, "a case folder without a rule, or the other way round"
    for case in all_cases():
        assert case.path.name.startswith(("flagged_", "clean_")), case.path


def test_the_other_pythons_sample_holds_a_flagged_and_a_clean_case_of_every_rule():
    """CI runs every case on the main Python and ``--python-sample`` on the others."""
    cases = all_cases()
    kept = sample_of(case.path for case in cases)
    for code in CODES:
        sampled = [case for case in cases if case.code == code and case.path in kept]
        assert {case.flagged for case in sampled} == {True, False}, code
    assert len(cases) / 8 < len(kept) < len(cases) / 3  # a sample, not the corpus
