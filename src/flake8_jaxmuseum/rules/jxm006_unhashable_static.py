"""JXM006: an unhashable value passed as a static argument of a jitted function.

Static arguments are part of jit's (or pmap's) cache key, so they must hash.  Flagged: a
list/dict/set literal or comprehension, ``list()``/``dict()``/``set()``/``sorted()``,
list concatenation or repetition, an instance of a ``@dataclass`` that is not frozen, a
name bound only to those, or a NumPy/JAX array, passed into a ``static_argnums`` or
``static_argnames`` slot (or pmap's ``static_broadcasted_argnums``).  jit's own options
(``static_argnums=[1]``) are fine.  A def whose jit decorator is wrapped by another
decorator (other than grad-like transforms) is skipped: the wrapper may convert.
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from ..astutil import is_constant, positional_args
from ..fixes import Fix
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics import Assigned, Scope, Semantics, ValueKind
from ..semantics.jaxapi import NUMPY_ARRAYS

UNHASHABLE_LITERALS = {
    ast.List: "a list", ast.ListComp: "a list", ast.Dict: "a dict",
    ast.DictComp: "a dict", ast.Set: "a set", ast.SetComp: "a set",
}


def _is_int(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int


def unhashable(semantics: Semantics, node: ast.expr, scope: Scope, depth: int = 0) -> Optional[str]:
    """What unhashable thing ``node`` provably is ("a list", ...), else None."""
    if depth > 10:
        return None
    literal = UNHASHABLE_LITERALS.get(type(node))
    if literal is not None:
        return literal
    if isinstance(node, ast.Call):
        dataclass = _unhashable_dataclass(semantics, node.func, scope)
        if dataclass is not None:
            return f"an instance of the dataclass '{dataclass}', which is not frozen"
        for builtin in ("list", "dict", "set"):
            if semantics.is_builtin(node.func, scope, builtin):
                return f"a {builtin}"
        if semantics.is_builtin(node.func, scope, "sorted"):
            return "a list"
        if semantics.qualified_name(node.func, scope) in NUMPY_ARRAYS:
            return "a NumPy array"
    if isinstance(node, ast.BinOp):
        left = unhashable(semantics, node.left, scope, depth + 1)
        if isinstance(node.op, ast.Add) and left == "a list":
            if unhashable(semantics, node.right, scope, depth + 1) == "a list":
                return "a list"  # [a] + [b]
        if isinstance(node.op, ast.Mult):
            right = unhashable(semantics, node.right, scope, depth + 1)
            if (left == "a list" and _is_int(node.right)) or (right == "a list" and _is_int(node.left)):
                return "a list"  # [0] * n
    if isinstance(node, ast.Name):
        bindings = semantics.reaching(node.id, scope, node)  # the latest, in straight-line code
        if bindings and all(isinstance(b, Assigned) for b in bindings):
            kinds = {unhashable(semantics, b.value, b.scope, depth + 1) for b in bindings}
            if None not in kinds and len(kinds) == 1:
                return kinds.pop()
    if semantics.value_kind(node, scope) == ValueKind.ARRAY:
        return "a JAX array"
    return None


def _unhashable_dataclass(semantics: Semantics, func: ast.expr, scope: Scope) -> Optional[str]:
    """The name of the class ``func`` provably is, when it is a ``@dataclass`` whose
    instances cannot hash: eq (the default) without frozen or unsafe_hash sets
    ``__hash__`` to None, unless the class body defines one."""
    if not isinstance(func, ast.Name):
        return None
    node = scope.defined(func.id)
    if not isinstance(node, ast.ClassDef) or node.bases or node.keywords:
        return None
    if any(isinstance(s, ast.FunctionDef) and s.name == "__hash__" for s in node.body) or any(
        isinstance(s, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__hash__" for t in s.targets)
        for s in node.body
    ):
        return None
    for decorator in node.decorator_list:
        call = decorator if isinstance(decorator, ast.Call) else None
        target = call.func if call is not None else decorator
        if semantics.qualified_name(target, scope) != "dataclasses.dataclass":
            continue
        options = {k.arg: k.value for k in call.keywords} if call is not None else {}
        if call is not None and (call.args or None in options):
            return None
        hashable_defaults = (("frozen", False), ("unsafe_hash", False), ("eq", True))
        if any(flag in options and not is_constant(options[flag], value) for flag, value in hashable_defaults):
            return None
        return node.name
    return None


HINTS = {
    "a list": "a tuple",
    "a set": "a frozenset (or a sorted tuple)",
}


def _hashable_constant(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return node.value is not ...
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        return _hashable_constant(node.operand)
    if isinstance(node, ast.Tuple):
        return all(_hashable_constant(e) for e in node.elts)
    return False


def hashable_literal_fix(context: RuleContext, node: ast.expr, scope: Scope) -> Optional[Fix]:
    """``[0, 1]`` -> ``(0, 1)``; ``{0, 1}`` -> ``frozenset({0, 1})`` (a tuple would lose set
    behaviour).  Safe: only literals of constants, whose hashed value is what jit needs."""
    if not isinstance(node, (ast.List, ast.Set)) or not all(_hashable_constant(e) for e in node.elts):
        return None
    if isinstance(node, ast.Set) and scope.lookup("frozenset") is not None:
        return None  # frozenset is shadowed here

    def build(view):
        import libcst as cst  # fixes only: a file without findings to fix never imports LibCST

        literal = view.node(node)
        if literal is None:
            return None
        if isinstance(node, ast.List):
            return ((literal, cst.Tuple(elements=literal.elements, lpar=[cst.LeftParen()], rpar=[cst.RightParen()])),)
        return ((literal, cst.Call(func=cst.Name("frozenset"), args=[cst.Arg(literal)])),)

    title = "Pass a tuple" if isinstance(node, ast.List) else "Pass a frozenset"
    return context.fix(title, True, (node,), build)


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    for scope in semantics.scopes:
        for call in scope.calls:
            hashed = semantics.transforms.hashed_statics(call.func, scope)
            if hashed is None or not hashed[1]:
                continue
            transform, statics = hashed
            positional = positional_args(call)
            if positional is None:
                continue
            static_positions = statics.positions()
            static_names = statics.names()
            candidates = [(value, f"argument {i}") for i, value in enumerate(positional) if i in static_positions]
            candidates += [
                (item.value, f"argument '{item.arg}'")
                for item in call.keywords
                if item.arg is not None and item.arg in static_names
            ]
            for value, which in candidates:
                what = unhashable(semantics, value, scope)
                if what is not None:
                    hint = HINTS.get(what, "a hashable value (tuple, frozenset, or a non-static argument)")
                    yield Report(
                        value,
                        f"static {which} is {what}, which cannot be hashed into {transform}'s cache key; pass {hint}",
                        hashable_literal_fix(context, value, scope),
                    )


RULE = Rule(
    code="JXM006",
    title="unhashable static argument",
    # Captured from runs under jax 0.4.38 and 0.10.2; the tests hold every flagged case to it.
    raises=(Raises("ValueError", "Non-hashable static arguments are not supported"),),
    check=check,
    description=__doc__,
)
