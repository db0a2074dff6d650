"""The fix JXM007 and JXM008 share: mark a jit parameter static.

``range(n)`` or ``jnp.repeat(x, n)`` on a traced ``n`` works once ``n`` is in jit's
``static_argnames``: ``@jax.jit`` becomes ``@partial(jax.jit, static_argnames="n")``
(adding ``from functools import partial`` when the module has no ``partial``), an
existing ``static_argnames`` grows, and ``jax.jit(f)`` becomes
``jax.jit(f, static_argnames="n")``.  Offered only when the file shows everything: the
function is traced by that one jit alone (no vmap, grad, lax body, other wrapper), the
value is the parameter itself or plain arithmetic on it with number literals, and every
call in the file passes it a hashable literal.  Unsafe all the same: jit then compiles
once per value, and a caller elsewhere that passes an array breaks (static arguments
must hash).
"""

from __future__ import annotations

import ast
from typing import Optional

from ..astutil import is_number
from ..fixes import Fix
from ..rule import RuleContext
from ..semantics import Entry, Imported, Layer, Param, Scope, ScopeType, Semantics, Tracing
from ..semantics.jaxapi import LAX_PRIMITIVES
from ..semantics.tracing import lax_bodies

ARITHMETIC = (ast.Add, ast.Sub, ast.Mult, ast.FloorDiv)


def sole_parameter(node: ast.expr, function: Scope) -> Optional[str]:
    """The parameter of ``function`` that ``node`` is, or computes from with number
    literals only (``n``, ``n - 1``, ``2 * n``); None otherwise."""
    if isinstance(node, ast.Name):
        return node.id if function.bindings.get(node.id) == [Param(function, node.id)] else None
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        return sole_parameter(node.operand, function)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ARITHMETIC):
        if is_number(node.right):
            return sole_parameter(node.left, function)
        if is_number(node.left):
            return sole_parameter(node.right, function)
    return None


def _hashable_literal(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return node.value is not ...
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        return is_number(node.operand)
    if isinstance(node, ast.Tuple):
        return all(_hashable_literal(e) for e in node.elts)
    return False


def _wrappers(semantics: Semantics, function: Scope) -> Optional[list]:
    """Every transform application (``jax.jit(f)``...) of the module that wraps ``function``;
    None when some lax primitive traces it as a body."""
    transforms = semantics.transforms
    applied = []
    for scope in semantics.scopes:
        for call in scope.calls:
            wrapped = transforms.resolve(call, scope)
            if wrapped is not None and wrapped.function is function:
                applied.append(wrapped)
                continue
            qualname = semantics.qualified_name(call.func, scope)
            if qualname in LAX_PRIMITIVES and any(
                transforms.function_of(body, scope) is function for body in lax_bodies(call, qualname)
            ):
                return None
    return applied


def jitted(semantics: Semantics, function: Scope) -> bool:
    """``function`` is decorated or wrapped by ``jax.jit`` (so static_argnames can apply)."""
    layers = list(semantics.transforms.of_def(function).layers)
    for wrapped in _wrappers(semantics, function) or ():
        layers += wrapped.layers
    return any(layer.qualname == "jax.jit" for layer in layers)


def _the_jit(context: RuleContext, function: Scope) -> Optional[Layer]:
    """The one jit layer that traces ``function``, when nothing else wraps or traces it."""
    semantics = context.semantics
    transforms = semantics.transforms
    decorated = transforms.of_def(function).layers
    applied = _wrappers(semantics, function)
    if applied is None:
        return None
    layers = decorated if not applied else (applied[0].layers if len(applied) == 1 and not decorated else ())
    if len(layers) != 1 or layers[0].qualname != "jax.jit" or layers[0].hides_options:
        return None
    return layers[0] if transforms.static_spec(layers[0], function) is not None else None


def _partial_spelling(context: RuleContext, scope: Scope) -> tuple:
    """(how ``scope`` spells functools.partial, the import statement to add it before or None);
    (None, None) when neither works."""
    semantics = context.semantics
    module = semantics.module_scope
    for name, bindings in module.bindings.items():
        if scope.lookup(name) is bindings and bindings == [Imported("functools.partial")]:
            return name, None
    for name, bindings in module.bindings.items():
        if scope.lookup(name) is bindings and bindings == [Imported("functools")]:
            return f"{name}.partial", None
    if scope.lookup("partial") is not None:
        return None, None
    for statement in semantics.module.body:
        names = [alias.name for alias in statement.names] if isinstance(statement, ast.Import) else []
        if isinstance(statement, ast.ImportFrom) and not statement.level:
            names = [statement.module or ""]
        if any(name == "jax" or name.startswith("jax.") for name in names):
            return "partial", statement
    return None, None


def static_argument_fix(context: RuleContext, function: Scope, node: ast.expr) -> Optional[Fix]:
    """Unsafe: the parameter ``node`` computes from, made static in the jit tracing ``function``."""
    semantics = context.semantics
    name = sole_parameter(node, function)
    if name is None or function.type is not ScopeType.FUNCTION or function.is_method:
        return None
    if semantics.tracing_of(function) != Tracing.STAGED:
        return None
    fed = list(semantics.fed_arguments(function, name))
    if not fed or any(entry is not Entry.STAGED or not _hashable_literal(value) for value, _, entry in fed):
        return None
    layer = _the_jit(context, function)
    if layer is None:
        return None
    title = f"Mark '{name}' static (static_argnames)"
    if layer.options is not None:
        options = layer.options

        def build_options(view):
            call = view.node(options)
            return None if call is None else ((call, _with_static_name(call, name)),)

        return context.fix(title, False, (options,), build_options)
    decorator = function.node.decorator_list[0]
    partial, import_before = _partial_spelling(context, function.parent)
    if partial is None:
        return None

    def build_decorator(view):
        import libcst as cst  # fixes only: a file without findings to fix never imports LibCST

        jit = view.node(decorator)
        if jit is None:
            return None
        call = cst.Call(func=cst.parse_expression(partial), args=[cst.Arg(jit)])
        edits = [(jit, _with_static_name(call, name))]
        if import_before is not None:
            line = view.line(import_before)
            if line is None:
                return None
            added = cst.parse_statement("from functools import partial\n").with_changes(
                leading_lines=line.leading_lines
            )
            edits.append((line, cst.FlattenSentinel([added, line.with_changes(leading_lines=[])])))
        return tuple(edits)

    anchors = (decorator,) if import_before is None else (import_before, decorator)
    return context.fix(title, False, anchors, build_decorator)


def _with_static_name(call, name: str):
    """A LibCST call with ``name`` added to its ``static_argnames`` (created if absent)."""
    import libcst as cst

    quoted = cst.SimpleString(f'"{name}"')
    args = list(call.args)
    for index, arg in enumerate(args):
        if arg.keyword is not None and arg.keyword.value == "static_argnames":
            value = arg.value
            if isinstance(value, cst.SimpleString):
                value = cst.Tuple(elements=[cst.Element(value), cst.Element(quoted)])
            elif isinstance(value, (cst.Tuple, cst.List)):
                elements = list(value.elements)
                if elements and not _spans_lines(elements[-1].comma):
                    elements[-1] = elements[-1].with_changes(comma=_comma())
                value = value.with_changes(elements=[*elements, cst.Element(quoted)])
            else:
                return call
            args[index] = arg.with_changes(value=value)
            return call.with_changes(args=args)
    new = cst.Arg(
        keyword=cst.Name("static_argnames"),
        value=quoted,
        equal=cst.AssignEqual(whitespace_before=cst.SimpleWhitespace(""), whitespace_after=cst.SimpleWhitespace("")),
    )
    last = args[-1]
    if isinstance(last.comma, cst.Comma):  # a trailing comma: it moves after the new argument
        new = new.with_changes(comma=last.comma)
    args[-1] = last.with_changes(comma=_comma())
    return call.with_changes(args=[*args, new])


def _spans_lines(comma) -> bool:
    import libcst as cst

    return isinstance(comma, cst.Comma) and isinstance(comma.whitespace_after, cst.ParenthesizedWhitespace)


def _comma():
    import libcst as cst

    return cst.Comma(whitespace_after=cst.SimpleWhitespace(" "))
