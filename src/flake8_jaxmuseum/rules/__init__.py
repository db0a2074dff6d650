"""The rules.  Each module holds one rule: its ``CODE``, ``TITLE`` and ``check``.

``check(context)`` yields :class:`Report` objects: the ast node to underline and a
one-line message (without the code).  Rules never parse or walk the tree
themselves; they read the sites and facts recorded in ``context.semantics``.  A rule
that offers a fix builds it from LibCST nodes, asking ``context.cst(node)`` for the
one standing where an ast node stands.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Optional

from ..fixes import Fix
from ..semantics import Semantics
from ..sourcefile import SourceFile


@dataclass(frozen=True)
class Report:
    node: ast.AST
    message: str
    fix: Optional[Fix] = None


@dataclass
class RuleContext:
    file: SourceFile
    semantics: Semantics
    shapes: "object"  # ShapeInference; typed loosely to avoid an import cycle

    def code(self, node: ast.AST) -> str:
        """Source text of an ast node, collapsed to one line for messages."""
        return " ".join(self.file.segment(node).split())

    def cst_code(self, node) -> str:
        """Source text of a LibCST node (a fix's new code), collapsed to one line."""
        return " ".join(self.file.cst_module.code_for_node(node).split())

    def cst(self, node: ast.AST):
        """The LibCST node where ``node`` stands, for building a fix; None if unavailable."""
        return self.file.cst_node(node)

    def cst_line(self, node: ast.stmt):
        """The LibCST statement line ``node`` begins, for fixes that move whole lines."""
        return self.file.cst_line(node)


from . import (  # noqa: E402  (the rules import Report from this module)
    jxm001_immutable_arrays,
    jxm002_traced_truthiness,
    jxm003_boolean_mask,
    jxm004_nonscalar_grad,
    jxm005_vmap_sizes,
    jxm006_unhashable_static,
)

ALL_RULES = (
    jxm001_immutable_arrays,
    jxm002_traced_truthiness,
    jxm003_boolean_mask,
    jxm004_nonscalar_grad,
    jxm005_vmap_sizes,
    jxm006_unhashable_static,
)
RULES_BY_CODE = {rule.CODE: rule for rule in ALL_RULES}
