"""The shortcuts that make the plugin cheap never lose a finding (issue 4).

1. A file whose text never says ``jax`` (nor flax, equinox, haiku) is skipped before any analysis.
2. The flake8 plugin analyses the tree flake8 already parsed instead of parsing again.
3. LibCST parses nothing while linting; a fix's edit is built when asked for, from the
   statements it rewrites.

Each test runs the rule cases and the exhibits with and without the shortcut.
"""

from __future__ import annotations

import ast

import pytest

from conftest import EXHIBITS, all_cases
from flake8_jaxmuseum import engine
from flake8_jaxmuseum.flake8_plugin import JaxMuseumChecker
from flake8_jaxmuseum.prefilter import MARKERS
from flake8_jaxmuseum.sourcefile import CstView

FILES = [case.path for case in all_cases()] + sorted(EXHIBITS.glob("[0-9][0-9]-*/*.py"))
IDS = [f"{path.parent.name}/{path.name}" for path in FILES]


def described(findings: list) -> list:
    return [(f.line, f.column, f.end_line, f.end_column, f.text()) for f in findings]


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_the_text_prefilter_loses_nothing(path, monkeypatch):
    text = path.read_text()
    with_prefilter = described(engine.lint(text).findings)
    monkeypatch.setattr(engine, "might_use_jax", lambda source: True)
    assert described(engine.lint(text).findings) == with_prefilter
    # The prefilter's premise: with none of its markers in the text no finding is possible.
    for marker in MARKERS:
        text = text.replace(marker, marker[:-1] + "z")
    assert engine.lint(text).findings == []


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_flake8s_tree_gives_what_our_own_parse_gives(path):
    text = path.read_text()
    lines = text.splitlines(keepends=True)
    plugin = [(line, column, message) for line, column, message, _ in JaxMuseumChecker(ast.parse(text), lines).run()]
    assert plugin == [(f.line, f.column, f.text()) for f in engine.lint(text).findings]


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_libcst_parses_nothing_until_a_fix_is_built_and_then_only_its_statements(path, monkeypatch):
    parsed = []
    original = CstView.of.__func__

    def counting(cls, file, statements):
        view = original(cls, file, statements)
        parsed.append((statements, view))
        return view

    monkeypatch.setattr(CstView, "of", classmethod(counting))
    text = path.read_text()
    findings = engine.lint(text).findings
    assert parsed == [], "linting must not parse with LibCST"
    lines = len(text.splitlines())
    for finding in findings:
        if finding.fix is not None:
            parsed.clear()
            assert finding.fix.edit() is not None, f"{finding.code} at line {finding.line}: the fix builds no edit"
            statements, view = parsed[-1]
            # The view holds the statements the fix rewrites, not the module.
            first, last = statements[0].lineno, statements[-1].end_lineno
            assert view is not None and last - first < lines
