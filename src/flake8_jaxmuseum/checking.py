"""Checking a file as a user asked: the engine's findings, with settings and ``# noqa``.

The layer under ``jaxmuseum`` and the language server (flake8 applies its own
selection and noqa to the plugin's output).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from . import noqa
from .engine import LintResult, lint
from .semantics.project import ModuleContext
from .settings import Settings
from .sourcefile import physical_lines


@dataclass
class Checked:
    findings: list  # Finding, those the settings and noqa comments let through
    failures: list  # engine.Failure
    result: LintResult  # the engine's whole answer


def wanted(findings: list, text: str, settings: Settings, path: str) -> list:
    """The findings ``settings`` select for ``path`` and no ``# noqa`` silences."""
    if not findings:
        return []
    lines = physical_lines(text)
    if noqa.skips_file(lines):
        return []
    kept = [finding for finding in findings if settings.wants(finding.code, path)]
    if not kept or not noqa.anywhere(text):
        return kept  # tokenized only when a wanted finding may be silenced: most files have no # noqa
    ranges = noqa.token_ranges(text)
    return [finding for finding in kept if not noqa.silences(noqa.reach(lines, ranges, finding.line), finding.code)]


def check_text(text: str, settings: Settings, path: str, context: Optional[ModuleContext] = None,
               portable: bool = False) -> Checked:
    """``context``: the file as a module of its project (None: alone); ``portable``: the caller
    keeps only the findings' fix labels (see :func:`~flake8_jaxmuseum.engine.lint`).  Raises
    :class:`~flake8_jaxmuseum.engine.ParseError` on unparseable input."""
    return as_checked(lint(text, options=settings.options, project=context, portable=portable), text, settings, path)


def as_checked(result: LintResult, text: str, settings: Settings, path: str) -> Checked:
    """What the user gets of the engine's ``result`` for ``text`` (fresh, or from the cache)."""
    return Checked(wanted(result.findings, text, settings, path), result.failures, result)
