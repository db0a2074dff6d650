"""What a rule is: its code, title, what JAX does, where it looks, its check and fixes.

A rule module defines ``RULE = Rule(...)``; :mod:`flake8_jaxmuseum.rules` finds every
module named ``jxmNNN_*`` and registers its ``RULE``.  ``check(context)`` yields
:class:`Report` objects: the ast node to underline, a one-line message (without the
code) and, where one is sound, a :class:`~flake8_jaxmuseum.fixes.Fix`.  Rules never
parse or walk the tree themselves; they query ``context.semantics``.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Callable, Iterator, Optional

from .fixes import Fix
from .semantics import Semantics, Tracing
from .sourcefile import SourceFile


@dataclass(frozen=True)
class Raises:
    """What JAX raises: the exception class and the stable core of its message, as
    captured from runs under every supported JAX version."""

    exception: str
    message: str


@dataclass(frozen=True)
class Report:
    node: ast.AST
    message: str
    fix: Optional[Fix] = None


@dataclass(frozen=True)
class Rule:
    code: str  # "JXM001"
    title: str  # a short noun phrase: "item assignment into a JAX array"
    raises: tuple  # Raises, one per way JAX reports the mistake
    check: Callable[["RuleContext"], Iterator[Report]]
    # The traced code the rule looks at (``context.traced_functions()``); NONE: the
    # rule reads module-wide sites (calls, stores) instead.
    traced_under: Tracing = Tracing.NONE
    description: str = ""  # the rule module's docstring: what it flags and what it leaves alone


@dataclass
class RuleContext:
    """What a rule's check gets: the file and the shared analysis of it."""

    file: SourceFile
    semantics: Semantics
    rule: Optional[Rule] = None

    def traced_functions(self) -> Iterator:
        """The functions traced the way the running rule looks at (``Rule.traced_under``)."""
        assert self.rule is not None and self.rule.traced_under, "this rule declared no traced_under"
        return self.semantics.traced_functions(self.rule.traced_under)

    def source_text(self, node: ast.AST) -> str:
        """Source text of an ast node, collapsed to one line for messages."""
        return " ".join(self.file.segment(node).split())

    # ---- LibCST, for building fixes ------------------------------------------------------
    def cst(self, node: ast.AST):
        """The LibCST node where ``node`` stands, for building a fix; None if unavailable."""
        return self.file.cst_node(node)

    def cst_line(self, node: ast.stmt):
        """The LibCST statement line ``node`` begins, for fixes that move whole lines."""
        return self.file.cst_line(node)

    def cst_code(self, node) -> str:
        """Source text of a LibCST node (a fix's new code), collapsed to one line."""
        return " ".join(self.file.cst_module.code_for_node(node).split())
