"""The flake8 front end: ``flake8 --select JXM``."""

from __future__ import annotations

import ast
import logging
import sys
from pathlib import Path
from typing import Iterator

from . import __version__
from .options import LintOptions
from .prefilter import might_use_jax


LOG = logging.getLogger(__name__)


def _target_jax(text: str) -> str:
    """argparse type of ``--jaxmuseum-target-jax`` (flag or config): a JAX release."""
    import argparse

    from .options import validated_target_jax

    try:
        return validated_target_jax(text, "")
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _take_kept_trees() -> None:
    """Make flake8 take a file's parse from the project's solve when it kept one.

    The first file flake8 hands the plugin starts the project's solve, which parses and
    lints, ahead of flake8, every module that may enter another: flake8 would parse each
    again at its turn (2G instructions of a cold run over flax).  flake8 has no hook for
    a plugin to give a tree, so its processor's ``build_ast`` asks the drivers first; the
    tree is the one ``ast.parse`` of the same text gives (the lint leaves it unchanged)."""
    try:
        from flake8.processor import FileProcessor
    except ImportError:  # (not run by flake8)
        return
    build_ast = FileProcessor.build_ast
    if getattr(build_ast, "takes_kept_trees", False):
        return

    def build_ast_or_take(processor):
        driver = sys.modules.get(f"{__package__}.driver")  # (none loaded: no solve kept a tree; never load it)
        tree = driver.kept_tree(processor.filename, processor.lines) if driver and processor.filename else None
        return tree if tree is not None else build_ast(processor)

    build_ast_or_take.takes_kept_trees = True
    FileProcessor.build_ast = build_ast_or_take


class JaxMuseumChecker:
    name = "flake8-jaxmuseum"
    version = __version__
    lint_options = LintOptions()  # from flake8's options (parse_options)
    files_alone = False  # --jaxmuseum-files-alone: not as modules of their project

    @staticmethod
    def add_options(manager) -> None:
        manager.add_option(
            "--jaxmuseum-target-jax",
            metavar="VERSION",
            default=None,
            type=_target_jax,
            parse_from_config=True,
            help="the JAX release the code runs on: JXM014 reports only what it and later releases lack "
            "(default: the newest release flake8-jaxmuseum knows)",
        )
        manager.add_option(
            "--jaxmuseum-files-alone",
            action="store_true",
            default=False,
            parse_from_config=True,
            help="lint each file alone, not as a module of its project (where model.py's functions "
            "jitted in train.py are traced)",
        )

    @classmethod
    def parse_options(cls, options) -> None:
        cls.lint_options = LintOptions(target_jax=options.jaxmuseum_target_jax)
        cls.files_alone = bool(options.jaxmuseum_files_alone)
        if not cls.files_alone:
            _take_kept_trees()

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
            if self.files_alone or not self.filename or self.filename in ("-", "stdin"):
                result = lint(source, tree=self.tree, options=self.lint_options, portable=True)  # (its model freed at once)
            else:
                from .driver import driver_for

                result = driver_for(self.filename, self.lint_options).lint(Path(self.filename), source, self.tree)
        except ParseError:
            return  # flake8 already reports unparseable files as E999
        for failure in result.failures:  # a bug of ours must not abort the user's whole run
            LOG.warning("flake8-jaxmuseum: %s: %s (please report it)", self.filename, failure)
        for finding in result.findings:
            yield finding.line, finding.column, finding.text(), type(self)
