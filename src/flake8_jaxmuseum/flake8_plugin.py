"""The flake8 front end: ``flake8 --select JXM``."""

from __future__ import annotations

import ast
from typing import Iterator

from . import __version__
from .engine import ParseError, lint_source


class JaxMuseumChecker:
    name = "flake8-jaxmuseum"
    version = __version__

    def __init__(self, tree: ast.AST, lines: list) -> None:
        # flake8 parses the file with ast before calling tree plugins, so ``lines`` is
        # valid Python here; ``tree`` is requested only because flake8 classifies
        # plugins by their parameters.
        self.lines = lines

    def run(self) -> Iterator[tuple]:
        source = "".join(self.lines)
        try:
            findings = lint_source(source)
        except ParseError:
            return  # flake8 already reports unparseable files as E999
        for finding in findings:
            yield finding.line, finding.column, finding.flake8_text(), type(self)
