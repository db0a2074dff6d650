"""The flake8 front end: ``flake8 --select JXM``."""

from __future__ import annotations

import ast
import logging
from typing import Iterator

from . import __version__
from .prefilter import might_use_jax


LOG = logging.getLogger(__name__)


class JaxMuseumChecker:
    name = "flake8-jaxmuseum"
    version = __version__

    def __init__(self, tree: ast.AST, lines: list, filename: str = "") -> None:
        # flake8 has parsed the file already: the analysis reads that tree, for free.
        self.tree = tree
        self.lines = lines
        self.filename = filename

    def run(self) -> Iterator[tuple]:
        source = "".join(self.lines)
        if not might_use_jax(source):
            return  # the common case, decided before the engine is even imported
        from .engine import ParseError, lint

        try:
            result = lint(source, tree=self.tree)
        except ParseError:
            return  # flake8 already reports unparseable files as E999
        for failure in result.failures:  # a bug of ours must not abort the user's whole run
            LOG.warning("flake8-jaxmuseum: %s: %s (please report it)", self.filename, failure)
        for finding in result.findings:
            yield finding.line, finding.column, finding.text(), type(self)
