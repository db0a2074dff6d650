"""The shortcuts that make the plugin cheap never lose a finding (issue 4).

1. A file whose text never says ``jax`` is skipped before any analysis.
2. The flake8 plugin analyses the tree flake8 already parsed instead of parsing again.
3. LibCST parses a file only when a rule builds a fix for something it found.

Each test runs the rule cases and the exhibits with and without the shortcut.
"""

from __future__ import annotations

import ast

import pytest

from conftest import EXHIBITS, all_cases
from flake8_jaxmuseum import engine
from flake8_jaxmuseum.flake8_plugin import JaxMuseumChecker
from flake8_jaxmuseum.sourcefile import SourceFile

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
    # The prefilter's premise: with no "jax" in the text no finding is possible at all.
    assert engine.lint(text.replace("jax", "jaz")).findings == []


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_flake8s_tree_gives_what_our_own_parse_gives(path):
    text = path.read_text()
    lines = text.splitlines(keepends=True)
    plugin = [(line, column, message) for line, column, message, _ in JaxMuseumChecker(ast.parse(text), lines).run()]
    assert plugin == [(f.line, f.column, f.text()) for f in engine.lint(text).findings]


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_libcst_is_parsed_only_for_findings_and_then_finds_every_fix(path, monkeypatch):
    parsed = []
    original = SourceFile._index

    def counting(self):
        parsed.append(self)
        return original(self)

    monkeypatch.setattr(SourceFile, "_index", counting)
    linted = engine.lint(path.read_text())
    assert (linted.cst_module is not None) == bool(parsed)
    if not linted.findings:
        assert parsed == []
    # Every fix edits nodes of the one LibCST module the engine returns.
    for finding in linted.findings:
        if finding.fix is not None:
            nodes = {id(node) for node in _walk(linted.cst_module)}
            assert all(id(original) in nodes for original, _ in finding.fix.edits)


def _walk(node):
    yield node
    for child in node.children:
        yield from _walk(child)
