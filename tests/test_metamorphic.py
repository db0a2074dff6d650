"""A project finds what its files find: every single-file rule case, split mechanically into
modules (tests/metamorphic.py), keeps its findings at the mapped lines through `jaxmuseum check`.

Three splits: model.py and train.py side by side ("module"), model.py inside a package whose
``__init__.py`` re-exports it by a relative import ("package"), and a chain of three modules,
helpers.py <- model.py <- train.py, the definitions split by what reads what ("chain").  A case that does not split
cleanly is listed, with why, in tests/metamorphic_unsplittable.txt; a case whose findings differ
after the split (a gap of project mode) in tests/metamorphic_differences.txt, with why.  Both
lists are exact: a listed case that splits, or keeps its findings, fails until it is removed.
"""

from __future__ import annotations

import collections
import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT, all_cases
from metamorphic import Unsplittable, split_case

CASES = all_cases()
VARIANTS = ("module", "package", "chain")
UNSPLITTABLE_FILE = ROOT / "tests" / "metamorphic_unsplittable.txt"
DIFFERENCES_FILE = ROOT / "tests" / "metamorphic_differences.txt"


def read_list(path: Path) -> dict:
    """``key  why`` lines (two spaces or more between), ``#`` comments: key -> why."""
    listed = {}
    for line in path.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            key, why = line.split("  ", 1)
            assert key not in listed, f"{path.name} lists {key} twice: the first line would say nothing"
            listed[key] = why.strip()
    return listed


UNSPLITTABLE = read_list(UNSPLITTABLE_FILE)
DIFFERENCES = read_list(DIFFERENCES_FILE)  # "variant case-id" -> why


def split_of(case, variant: str):
    return split_case(case.path.read_text(), package=variant == "package", chain=variant == "chain")


@pytest.fixture(scope="module")
def checked(tmp_path_factory):
    """variant -> case id -> the findings of `jaxmuseum check` over its split, as (file, line, column, code)."""
    found = {}
    for variant in VARIANTS:
        root = tmp_path_factory.mktemp(f"metamorphic-{variant}")
        for case in CASES:
            try:
                split = split_of(case, variant)
            except Unsplittable:  # test_a_case_splits_unless_listed_with_why holds it to the list
                continue
            folder = root / case.id.replace("/", "__")
            for name, text in split.files.items():
                (folder / name).parent.mkdir(parents=True, exist_ok=True)
                (folder / name).write_text(text)
            (folder / "pyproject.toml").write_text("[project]\nname = 'case'\n")  # each case a project of its own
        result = subprocess.run([sys.executable, "-m", "flake8_jaxmuseum", "check", "--no-cache", "--output-format",
                                 "json", "."], capture_output=True, text=True, cwd=root)
        assert result.returncode in (0, 1) and not result.stderr, result.stderr
        by_case = collections.defaultdict(list)
        for finding in json.loads(result.stdout):
            folder, _, file = finding["path"].partition("/")
            by_case[folder.replace("__", "/", 1)].append((file, finding["line"], finding["column"], finding["code"]))
        found[variant] = {case_id: sorted(findings) for case_id, findings in by_case.items()}
    return found


def test_the_lists_name_cases_that_exist():
    ids = {case.id for case in CASES}
    assert set(UNSPLITTABLE) <= ids
    for key in DIFFERENCES:
        variant, case_id = key.split(" ")
        assert variant in VARIANTS and case_id in ids and case_id not in UNSPLITTABLE, key


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.id)
def test_a_case_splits_unless_listed_with_why(case):
    try:
        for variant in VARIANTS:
            split_of(case, variant)
    except Unsplittable as error:
        assert UNSPLITTABLE.get(case.id) == str(error), f"{case.id} does not split: {error}"
    else:
        assert case.id not in UNSPLITTABLE, f"{case.id} splits now: remove it from {UNSPLITTABLE_FILE.name}"


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("case", [case for case in CASES if case.id not in UNSPLITTABLE], ids=lambda case: case.id)
def test_a_split_case_keeps_its_findings(case, variant, checked):
    expected = split_of(case, variant).mapped(case.expected())
    found = checked[variant].get(case.id, [])
    known = DIFFERENCES.get(f"{variant} {case.id}")
    if known is None:
        assert found == expected
    else:
        assert found != expected, f"{case.id} keeps its findings now: remove '{variant} {case.id}' from {DIFFERENCES_FILE.name}"
