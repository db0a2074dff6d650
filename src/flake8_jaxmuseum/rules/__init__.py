"""The rules.  Each module holds one rule: its ``CODE``, ``TITLE`` and ``check``.

``check(context)`` yields :class:`Report` objects: the node to underline and a
one-line message (without the code).  Rules never parse or walk the tree
themselves; they read the sites and facts recorded in ``context.semantics``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import libcst as cst

from ..fixes import Fix
from ..semantics import Semantics


@dataclass(frozen=True)
class Report:
    node: cst.CSTNode
    message: str
    fix: Optional[Fix] = None


@dataclass
class RuleContext:
    module: cst.Module
    semantics: Semantics
    shapes: "object"  # ShapeInference; typed loosely to avoid an import cycle

    def code(self, node: cst.CSTNode) -> str:
        """Source text of a node, collapsed to one line for messages."""
        text = self.module.code_for_node(node)
        return " ".join(text.split())


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
