"""Building fixes with LibCST: helpers for new nodes, and applying a fix's node
replacements to the statements it rewrites.

LibCST regenerates everything a fix does not replace byte for byte, so comments and
formatting elsewhere survive.  Imported only when a fix is built.
"""

from __future__ import annotations

from typing import Union

import libcst as cst

Replacement = Union[cst.CSTNode, cst.RemovalSentinel]


class _Replace(cst.CSTTransformer):
    def __init__(self, edits: dict) -> None:
        self.edits = edits  # id(original) -> (original, replacement)
        self.applied: set = set()
        self._entered: list = []  # len(applied) when each edited node was entered

    def on_visit(self, node) -> bool:
        if id(node) in self.edits:
            self._entered.append(len(self.applied))
        return True

    def on_leave(self, original_node, updated_node):
        edit = self.edits.get(id(original_node))
        if edit is None or edit[0] is not original_node:
            return updated_node
        if len(self.applied) != self._entered.pop():
            return updated_node  # an edit inside this node applied first: this one cannot
        self.applied.add(id(original_node))
        return edit[1]


def replaced(module: cst.Module, edits: tuple):
    """``module`` with every (original node, replacement) of ``edits`` applied, or None
    when one cannot apply (half a fix would be a new bug)."""
    transformer = _Replace({id(original): (original, replacement) for original, replacement in edits})
    new_module = module.visit(transformer)
    if len(transformer.applied) != len({id(original) for original, _ in edits}):
        return None
    return new_module


ATOMIC = (
    cst.Name, cst.Attribute, cst.Call, cst.Subscript, cst.Integer, cst.Float, cst.Imaginary,
    cst.SimpleString, cst.ConcatenatedString, cst.FormattedString, cst.List, cst.Dict, cst.Set,
    cst.ListComp, cst.DictComp, cst.SetComp,
)


def as_argument(node: cst.BaseExpression) -> cst.BaseExpression:
    """``a, b`` as ``(a, b)`` where it is about to become one argument."""
    if isinstance(node, cst.Tuple) and not node.lpar:
        return node.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
    return node


def as_operand(node: cst.BaseExpression) -> cst.BaseExpression:
    """Parenthesised unless atomic, so that operator precedence cannot change its meaning."""
    if isinstance(node, ATOMIC) or node.lpar:
        return node
    return node.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])


def make_call(func: str, *args: cst.BaseExpression) -> cst.Call:
    """``func(args...)`` where ``func`` is a dotted name such as ``jnp.where``."""
    return cst.Call(func=cst.parse_expression(func), args=[cst.Arg(as_argument(a)) for a in args])


def make_method_call(receiver: cst.BaseExpression, method: str) -> cst.Call:
    """``receiver.method()``, the receiver parenthesised unless atomic."""
    return cst.Call(func=cst.Attribute(value=as_operand(receiver), attr=cst.Name(method)))


class _Comments(cst.CSTVisitor):
    def __init__(self) -> None:
        self.found: list = []

    def visit_Comment(self, node: cst.Comment) -> None:
        self.found.append(node)


def comments_in(*nodes: cst.CSTNode) -> list:
    """Every comment inside ``nodes``, in order: what a rewrite must carry over."""
    collector = _Comments()
    for node in nodes:
        node.visit(collector)
    return collector.found
