"""Precision on real code: the published sources of 15 JAX libraries (flax, optax,
equinox, jax, numpyro, diffrax, blackjax, jaxopt, dm-haiku, chex, distrax, jraph,
optimistix, lineax, rlax).

Slow (downloads 15 wheels, lints about 635k lines), so marked; CI runs it.
Every finding must be listed, with its reason, in ``real_library_baseline.txt``,
and every baseline entry must still be found (so the baseline cannot go stale).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from conftest import ROOT

sys.path.insert(0, str(ROOT / "benchmarks"))

BASELINE = Path(__file__).with_name("real_library_baseline.txt")
# What only linting each library as one project finds (a function traced from another module).
PROJECT_BASELINE = Path(__file__).with_name("real_library_project_baseline.txt")


def baseline(path: Path = BASELINE) -> set:
    """``path:line:col: CODE`` keys; lines starting with '#' and reasons after ' -- ' are comments."""
    keys = set()
    for line in path.read_text().splitlines():
        line = line.split(" -- ", 1)[0].strip()
        if line and not line.startswith("#"):
            keys.add(line)
    return keys


@pytest.mark.slow
def test_real_libraries_lint_clean_or_as_baselined():
    import real_libraries

    findings, files, lines, errors = real_libraries.lint_trees(real_libraries.fetch())
    assert files > 1600 and lines > 600_000, (files, lines)
    assert errors == []
    found = {" ".join(finding.split(" ")[:2]) for finding in findings}  # 'path:line:col: CODE'
    assert found == baseline(), "\n".join(findings)


@pytest.mark.slow
def test_real_libraries_as_projects_lint_clean_or_as_baselined():
    import real_libraries

    findings = real_libraries.lint_trees_as_projects(real_libraries.fetch())
    found = {" ".join(finding.split(" ")[:2]) for finding in findings}
    assert found == baseline() | baseline(PROJECT_BASELINE), "\n".join(findings)
